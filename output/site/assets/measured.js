// chalk explorer: the measured-systems page (interface only: the efficiencies are data.js's,
// generated from catalog/efficiencies.json, which `chalk validate` writes from the corpus).
"use strict";
(function () {
  const M = CHALK.data.measured;
  const $ = (id) => document.getElementById(id);
  const fmt = (x) => x.toFixed(3);
  const names = M.regimes.map((r) => r.name);
  const labels = M.regimes.map((r) => r.label);
  const families = Array.from(new Set(M.points.map((p) => p.family))).sort();
  const symbols = ["circle", "square", "diamond", "triangle-up", "triangle-down", "cross", "star", "x", "hexagon"];
  const traces = families.map((fam, k) => {
    const mine = M.points.filter((p) => p.family === fam && names.indexOf(p.efficiency_of) >= 0);
    const offset = (k - (families.length - 1) / 2) * 0.07;
    return {
      x: mine.map((p) => names.indexOf(p.efficiency_of) + offset),
      y: mine.map((p) => p.efficiency),
      text: mine.map((p) => p.case),
      name: fam,
      mode: "markers",
      type: "scatter",
      marker: { symbol: symbols[k % symbols.length], size: 8, opacity: 0.8 },
      hovertemplate: "%{text}: %{y:.3f}<extra>" + fam + "</extra>",
    };
  });
  const shapes = M.regimes.map((r, x) => ({ type: "line", x0: x - 0.3, x1: x + 0.3, y0: r.median, y1: r.median, line: { color: "black", width: 3 } }));
  shapes.push({ type: "line", xref: "paper", x0: 0, x1: 1, y0: 1, y1: 1, line: { color: "red", dash: "dash" } });
  const layout = {
    margin: { t: 30, r: 20, b: 80, l: 70 },
    height: 440,
    title: { text: M.points.length + " published measurements against chalk's bounds (black: median; red: the bound)", font: { size: 12 } },
    xaxis: { tickvals: names.map((_, k) => k), ticktext: labels, range: [-0.6, names.length - 0.4], zeroline: false },
    yaxis: { type: "log", title: { text: "efficiency (measured ÷ bound)" }, range: [Math.log10(0.02), Math.log10(1.5)] },
    shapes: shapes,
    legend: { orientation: "h", y: -0.3 },
  };
  Plotly.newPlot("chart-measured", traces, layout, { displaylogo: false, responsive: true });
  const table = $("regimes");
  for (const r of M.regimes) {
    const tr = document.createElement("tr");
    tr.dataset.regime = r.name;
    const fams = Object.entries(r.by_family).map(([f, v]) => f + " " + fmt(v)).join(", ");
    for (const text of [r.label, fmt(r.median), fmt(r.low) + "–" + fmt(r.high), String(r.cases), fams || "–"]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.appendChild(td);
    }
    table.appendChild(tr);
  }
})();
