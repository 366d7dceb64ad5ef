// chalk explorer: the Plan page's interface: reading the form, the table, the chart and the
// page's address. The search is CHALK.plan (plan.js: data, generated formulas and the
// compiled rules of derivations/plan_rules.py); nothing here decides a plan.
"use strict";
(function () {
  const D = CHALK.data;
  const P = D.plan;
  const $ = (id) => document.getElementById(id);

  // ---- the page
  function readForm() {
    const tpot = CHALK.parseValue($("tpot").value, "layout_step_time");
    const ttftText = $("ttft").value.trim();
    const ttft = ttftText ? CHALK.parseValue(ttftText, "layout_ttft") : null;
    const count = (id) => {
      const n = Number($(id).value);
      if (!Number.isInteger(n) || n < 1) throw new CHALK.InputError("--" + id.replace("_", "-") + " must be a positive whole number, got " + $(id).value);
      return n;
    };
    const context = count("context");
    const draftText = $("draft").value.trim();
    const draft = draftText === "" ? null : Number(draftText);
    if (draft !== null && !(Number.isInteger(draft) && draft >= 0)) throw new CHALK.InputError("--speculative: the draft length must be a whole number of tokens, got " + draftText);
    const acceptanceText = $("acceptance").value.trim();
    const acceptance = acceptanceText === "" || draft === null ? null : Number(acceptanceText);
    return {
      model: $("model").value,
      hardware: Array.from(document.querySelectorAll("#hardware input:checked")).map((c) => c.value),
      precision: $("precision").value,
      kvPrecision: $("kv_precision").value,
      tier: $("tier").value,
      objective: $("objective").value,
      draft: draft,
      acceptance: acceptance,
      overlap: $("overlap").checked,
      tpot: tpot.base,
      ttft: ttft === null ? null : ttft.base,
      maxChips: count("max_chips"),
      sets: { context: context, prefill_tokens: count("prompt"), decode_tokens: count("output") },
    };
  }


  const COLUMNS = [
    ["#", (p, k) => String(k + 1)],
    ["hardware", (p) => p.hardware],
    ["TP", (p) => String(p.tp)],
    ["EP", (p) => String(p.ep) + (p.ep_links === "scale-out" ? "*" : "")],
    ["PP", (p) => String(p.pp)],
    ["chips", (p) => String(p.chips)],
    ["batch", (p) => String(p.batch)],
    ["TPOT (ms)", (p) => (p.tpot * 1e3).toFixed(2)],
    ["TTFT (s)", (p) => p.ttft.toFixed(3)],
    ["tok/s/chip", (p) => (p.batch / (p.tpot * p.chips)).toFixed(1)],
    ["$/Mtok out", (p) => (p.usd_out * 1e6).toFixed(3)],
    ["$/Mtok in", (p) => (p.usd_in * 1e6).toFixed(3)],
    ["HBM/chip (GB)", (p) => (p.hbm_used / 1e9).toFixed(1)],
    ["binding", (p) => p.binding],
  ];

  function table(plans) {
    const t = $("plans");
    t.textContent = "";
    const head = document.createElement("tr");
    head.className = "head";
    for (const [name] of COLUMNS) {
      const th = document.createElement("th");
      th.textContent = name;
      head.appendChild(th);
    }
    t.appendChild(head);
    plans.slice(0, Number($("top").value) || 10).forEach((p, k) => {
      const tr = document.createElement("tr");
      tr.className = "plan";
      for (const key of ["hardware", "tp", "ep", "pp", "batch", "tpot", "usd_out", "binding"]) tr.dataset[key] = String(p[key]);
      for (const [, cell] of COLUMNS) {
        const td = document.createElement("td");
        td.textContent = cell(p, k);
        tr.appendChild(td);
      }
      t.appendChild(tr);
    });
  }

  function chart(result) {
    const byHw = {};
    for (const p of result.plans) (byHw[p.hardware] = byHw[p.hardware] || []).push(p);
    const traces = Object.entries(byHw).map(([hw, ps]) => ({
      x: ps.map((p) => p.tpot * 1e3),
      y: ps.map((p) => p.usd_out * 1e6),
      text: ps.map((p) => "TP" + p.tp + " EP" + p.ep + " PP" + p.pp + " B=" + p.batch),
      mode: "markers",
      type: "scatter",
      name: hw,
    }));
    traces.push({
      x: result.front.map((p) => p.tpot * 1e3),
      y: result.front.map((p) => p.usd * 1e6),
      text: result.front.map((p) => p.label),
      mode: "lines+markers",
      line: { shape: "hv", color: "black", width: 1 },
      marker: { size: 4, color: "black" },
      name: "Pareto front",
    });
    const layout = {
      xaxis: { title: { text: "TPOT (ms per output token)" } },
      yaxis: { title: { text: "USD per million output tokens" }, type: "log" },
      margin: { t: 20, r: 10 },
      legend: { font: { size: 10 } },
    };
    if (window.Plotly) window.Plotly.react($("chart-plan"), traces, layout, { responsive: true, displaylogo: false });
  }

  function update() {
    $("error").textContent = "";
    $("unreachable").textContent = "";
    $("notes").textContent = "";
    let result;
    try {
      result = CHALK.plan(readForm());
    } catch (e) {
      if (!(e instanceof CHALK.InputError)) throw e;
      $("error").textContent = "error: " + e.message;
      return;
    }
    CHALK.planResult = result;
    table(result.plans);
    chart(result);
    const objective = readForm().objective;
    $("summary").textContent = result.plans.length + " feasible plans; ranked by " + CHALK.rules.OBJECTIVES[objective] + ".";
    if (!result.plans.length) {
      const f = result.fastest;
      const form = readForm();
      const what = CHALK.formatNumber(form.tpot * 1e3) + " ms/token";
      $("unreachable").textContent = f
        ? "no layout meets " + what + "; the fastest is " + f.layout.tp + "-way TP × " + f.layout.ep + " EP × " + f.layout.pp +
          " PP at batch 1, " + (f.tpot * 1e3).toFixed(2) + " ms, bound by " + CHALK.planBound(f)
        : "no layout meets " + what + ": no layout fits in HBM";
    }
    for (const o of result.outcomes) {
      const why = Object.entries(o.rejected).map(([r, n]) => n + " layouts: " + r);
      if (why.length) note(o.hardware + ": rejected " + why.join("; "));
    }
    for (const s of result.skipped) note("skipped " + s);
    for (const n of result.notes) note(n);
    saveState();
  }

  function note(text) {
    const li = document.createElement("li");
    li.textContent = text;
    $("notes").appendChild(li);
  }

  const FIELDS = ["model", "precision", "kv_precision", "draft", "acceptance", "tier", "objective", "context", "prompt", "output", "tpot", "ttft", "max_chips", "top"];

  function saveState() {
    const query = new URLSearchParams();
    for (const id of FIELDS) if ($(id).value) query.set(id, $(id).value);
    query.set("hardware", Array.from(document.querySelectorAll("#hardware input:checked")).map((c) => c.value).join(","));
    if ($("overlap").checked) query.set("overlap", "1");
    try {
      window.history.replaceState(null, "", window.location.pathname + "?" + query.toString());
    } catch (e) {
      // a page opened from disk may refuse a new address; the state still works
    }
  }

  // ---- start: the selections from the address, else the first question
  CHALK.fillSelect($("model"), Object.keys(D.models).sort());
  const allHw = Object.keys(P.hardware).sort();
  const precisions = Array.from(new Set([].concat(...allHw.map((h) => Object.keys(D.hardware[h].precisions))))).sort();
  CHALK.fillSelect($("precision"), [""].concat(precisions), ["(the model's format, as the CLI)"].concat(precisions));
  const kvFormats = Object.keys(D.kv_precision_widths).sort();
  CHALK.fillSelect($("kv_precision"), [""].concat(kvFormats), ["(the model's cache dtype, as the CLI)"].concat(kvFormats));
  CHALK.fillSelect($("tier"), P.tiers);
  const objectives = Object.keys(CHALK.rules.OBJECTIVES);
  CHALK.fillSelect($("objective"), objectives, objectives.map((o) => o + ": " + CHALK.rules.OBJECTIVES[o]));
  const query = new URLSearchParams(window.location.search);
  const chosen = new Set((query.get("hardware") || "h100-sxm,h200,b200,mi300x").split(","));
  for (const hw of allHw) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = hw;
    box.checked = chosen.has(hw);
    box.addEventListener("change", update);
    label.appendChild(box);
    label.appendChild(document.createTextNode(" " + hw + " "));
    $("hardware").appendChild(label);
  }
  const defaults = { model: "llama-3-70b", precision: "", kv_precision: "", draft: "", acceptance: "", tier: "on-demand", objective: "cost", context: "8192", prompt: "2048", output: "512", tpot: "20ms", ttft: "", max_chips: "512", top: "10" };
  for (const id of FIELDS) {
    $(id).value = query.has(id) ? query.get(id) : defaults[id];
    if ($(id).value !== (query.has(id) ? query.get(id) : defaults[id])) $(id).value = defaults[id];
    $(id).addEventListener("change", update);
  }
  $("overlap").checked = query.get("overlap") === "1";
  $("overlap").addEventListener("change", update);
  update();
})();
