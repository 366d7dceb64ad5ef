// chalk explorer: the board plots, redrawn from sliders with plotly (interface only: every
// curve is a generated formula from formulas.js evaluated through CHALK.evaluate).
"use strict";
(function () {
  const D = CHALK.data;
  const $ = (id) => document.getElementById(id);

  const range = (a, b, n, log) =>
    Array.from({ length: n }, (_, k) => (log ? a * Math.pow(b / a, k / (n - 1)) : a + ((b - a) * k) / (n - 1)));

  // each plot: its sliders (an input, a range in the input's declared unit) and a draw function
  const PLOTS = [
    {
      id: "roofline",
      title: "Step time, cost per token and throughput against batch (the roofline)",
      sliders: [
        { input: "context", min: 128, max: 1048576, value: 2048, log: true, integer: true },
        { input: "chips", min: 1, max: 576, value: 8, log: true, integer: true, follows: "hardware" },
      ],
      choice: { id: "roofline-y", options: ["step time", "cost per token", "throughput"] },
      target: "roofline-target",
      draw: drawRoofline,
    },
    {
      id: "memory",
      title: "Memory per chip against pipeline stages",
      sliders: [
        { input: "context", min: 1024, max: 262144, value: 32768, log: true, integer: true },
        { input: "expert_parallelism", min: 1, max: 72, value: 64, integer: true },
        { input: "microbatch", min: 1, max: 20000, value: 2000, log: true, integer: true },
      ],
      draw: drawMemory,
    },
    {
      id: "bubble",
      title: "Pipeline bubble against micro-batches",
      sliders: [
        { input: "pipeline_stages", min: 2, max: 64, value: 8, integer: true },
        { input: "bubble_budget", min: 0.01, max: 0.5, value: 0.1, step: 0.01 },
      ],
      draw: drawBubble,
    },
    {
      id: "balance",
      title: "Cost balancing: chip-time of pre-training, RL and inference",
      sliders: [
        { input: "tokens_inference", min: 1e11, max: 1e15, value: 1e13, log: true },
        { input: "tokens_rl", min: 1e9, max: 1e14, value: 1e12, log: true },
        { input: "mfu_train", min: 0.05, max: 0.8, value: 0.4, step: 0.01 },
        { input: "mfu_decode", min: 0.01, max: 0.8, value: 0.1, step: 0.01 },
        { input: "flops_per_param_rl", min: 2, max: 6, value: 4, step: 0.5 },
      ],
      draw: drawBalance,
    },
  ];

  function sliderValue(s) {
    const x = parseFloat($(sliderId(s)).value);
    let v = s.log ? s.min * Math.pow(s.max / s.min, x / 1000) : x;
    if (s.integer) v = Math.round(v);
    return v;
  }
  const sliderId = (s) => "slider-" + s.plot + "-" + s.input;

  function setupFor(plot, extra) {
    const sets = {};
    for (const s of plot.sliders) sets[s.input] = CHALK.given(s.input, sliderValue(s), "slider");
    Object.assign(sets, extra || {});
    return {
      sets: sets,
      model: $("model").value || null,
      // the calculator's counts: from the config unless "published counts" is ticked
      published: $("published").checked,
      hardware: $("hardware").value || null,
      precision: $("precision").value,
      prices: null,
    };
  }

  // quantity `name` at each x of `xs` (x feeds input `over`, plus any `with` inputs computed from x)
  function curve(plot, name, over, xs, also) {
    return xs.map((x) => {
      const extra = {};
      extra[over] = CHALK.given(over, x, "axis");
      if (also) Object.assign(extra, also(x));
      return CHALK.evaluate(name, setupFor(plot, extra)).base;
    });
  }
  const at = (plot, name, extra) => CHALK.evaluate(name, setupFor(plot, extra)).base;
  const vline = (x, color, dash) => ({ type: "line", x0: x, x1: x, yref: "paper", y0: 0, y1: 1, line: { color: color, dash: dash || "dash" } });
  const hline = (y, color) => ({ type: "line", y0: y, y1: y, xref: "paper", x0: 0, x1: 1, line: { color: color, dash: "dash" } });
  const layout = (xTitle, yTitle, extra) =>
    Object.assign({ margin: { t: 30, r: 20, b: 50, l: 70 }, height: 380, xaxis: { title: { text: xTitle } }, yaxis: { title: { text: yTitle } }, legend: { orientation: "h", y: -0.25 } }, extra || {});

  function drawRoofline(plot, targetId) {
    const target = document.getElementById(targetId);
    const batch = range(1, 1e5, 200, true);
    const choice = $("roofline-y").value;
    const bStar = at(plot, "optimal_batch");
    const bStarKv = at(plot, "optimal_batch_kv");
    const lBal = at(plot, "balanced_context");
    const context = sliderValue(plot.sliders[0]);
    let traces;
    let yTitle;
    if (choice === "step time") {
      yTitle = "time per decode step [ms]";
      traces = ["t_compute", "t_weights", "t_kv", "t_step"].map((n) => ({ x: batch, y: curve(plot, n, "batch", batch).map((t) => t * 1e3), name: n, line: n === "t_step" ? { width: 4, color: "black" } : {} }));
    } else if (choice === "cost per token") {
      yTitle = "cost per token [USD per million tokens]";
      traces = [{ x: batch, y: curve(plot, "cost_per_token", "batch", batch).map((c) => c * 1e6), name: "cost_per_token", line: { color: "black" } }];
    } else {
      yTitle = "throughput of one replica [tokens/s]";
      traces = [{ x: batch, y: curve(plot, "throughput", "batch", batch), name: "throughput", line: { color: "black" } }];
    }
    const shapes = [vline(bStar, "red")];
    const notes = ["B* = " + CHALK.formatNumber(Math.round(bStar)) + " sequences (red)"];
    // the HBM line: the first batch whose weights and KV no longer fit (exporters/fit.py's check)
    const full = batch.find((b) => {
      const fit = CHALK.fit("t_step", setupFor(plot, { batch: CHALK.given("batch", b, "axis") }));
      return fit && !fit.fits;
    });
    const fitAt1 = CHALK.fit("t_step", setupFor(plot, { batch: CHALK.given("batch", 1, "axis") }));
    if (full !== undefined) {
      shapes.push(vline(full, "purple", "solid"));
      notes.push(full === batch[0] ? "does not fit in HBM at any batch (purple)" : "HBM full from B ≈ " + CHALK.formatNumber(Math.round(full)) + " (purple)");
    }
    target.dataset.hbmBatch = full === undefined ? "" : String(full);
    target.dataset.fitMemory = fitAt1 ? fitAt1.memory : "";
    const latency = $("roofline-target").value.trim();
    if (latency && choice === "step time") {
      const ms = CHALK.parseValue(latency, "t_step").base * 1e3;
      shapes.push(hline(ms, "green"));
      notes.push("target " + CHALK.formatNumber(ms) + " ms (green)");
    }
    if (bStarKv > 0 && isFinite(bStarKv)) {
      shapes.push(vline(bStarKv, "orange", "dot"));
      notes.push("B*(KV) = " + CHALK.formatNumber(Math.round(bStarKv)) + " (orange)");
    } else {
      notes.push("no KV-aware B*: context ≥ L_bal, memory-bound at every batch");
    }
    notes.push("L_bal = " + CHALK.formatNumber(Math.round(lBal)) + " tokens vs context " + CHALK.formatNumber(Math.round(context)));
    const logY = true; // step time, cost and throughput each span decades over the batch range
    Plotly.react(target, traces, layout("batch B [sequences]", yTitle, { title: { text: notes.join(" · "), font: { size: 12 } }, shapes: shapes, xaxis: { type: "log", title: { text: "batch B [sequences]" } }, yaxis: { type: logY ? "log" : "linear", title: { text: yTitle } } }), { displaylogo: false, responsive: true });
    // cost against context, L_bal marked: the kink where KV reads overtake compute
    const contexts = range(1000, 1e6, 150, true);
    const big = CHALK.given("batch", 20 * bStar, "20 B*");
    const cost = curve(plot, "cost_per_token", "context", contexts, () => ({ batch: big })).map((c) => c * 1e6);
    Plotly.react(targetId + "-context", [{ x: contexts, y: cost, name: "cost_per_token at B = 20·B*", line: { color: "black" } }], layout("context L [tokens]", "USD per million tokens", { title: { text: "cost per token against context at B = 20·B*; L_bal (red) = " + CHALK.formatNumber(Math.round(lBal)), font: { size: 12 } }, shapes: [vline(lBal, "red")], xaxis: { type: "log", title: { text: "context L [tokens per sequence]" } }, yaxis: { type: "log", title: { text: "USD per million tokens" } } }), { displaylogo: false, responsive: true });
  }

  function drawMemory(plot, target) {
    const stages = range(1, 16, 16, false);
    const micro = sliderValue(plot.sliders[2]);
    const withBatch = (p) => ({ batch: CHALK.given("batch", p * micro, "P micro-batches in flight: B = P·b") });
    const total = curve(plot, "memory_per_chip", "pipeline_stages", stages, withBatch);
    const weights = curve(plot, "weights_per_chip", "pipeline_stages", stages);
    const gb = 1e-9;
    const traces = [
      { x: stages, y: total.map((v) => v * gb), name: "memory_per_chip", mode: "lines+markers", line: { color: "black", width: 3 } },
      { x: stages, y: weights.map((v) => v * gb), name: "weights_per_chip (1/P)", mode: "lines+markers" },
      { x: stages, y: total.map((v, k) => (v - weights[k]) * gb), name: "KV cache per chip (flat)", mode: "lines+markers" },
    ];
    const hw = $("hardware").value;
    const cap = hw ? D.hardware[hw].precisions[$("precision").value].hbm_capacity : null;
    target = document.getElementById(target);
    const shapes = cap ? [hline(cap.base * gb, "red")] : [];
    target.dataset.hbm = cap ? String(cap.base) : "";
    const ys = traces.flatMap((tr) => tr.y).filter((y) => y > 0).concat(cap ? [cap.base * gb] : []);
    const spans = Math.max(...ys) / Math.min(...ys) > 30; // a log axis where the values span decades
    Plotly.react(target, traces, layout("pipeline stages P", "memory per chip [GB]", { yaxis: { type: spans ? "log" : "linear", title: { text: "memory per chip [GB]" } }, shapes: shapes, title: { text: cap ? "HBM capacity of one chip (red): " + CHALK.formatNumber(cap.base * gb) + " GB" : "", font: { size: 12 } } }), { displaylogo: false, responsive: true });
  }

  function drawBubble(plot, target) {
    const m = range(1, 256, 256, false);
    const bubble = curve(plot, "bubble_fraction", "microbatches", m);
    const need = at(plot, "min_microbatches");
    const budget = sliderValue(plot.sliders[1]);
    Plotly.react(target, [{ x: m, y: bubble, name: "bubble_fraction", line: { color: "black" } }], layout("micro-batches m", "bubble fraction", { shapes: [vline(need, "red"), hline(budget, "gray")], title: { text: "m ≥ " + CHALK.formatNumber(need) + " micro-batches keep the bubble under " + CHALK.formatNumber(budget) + " (red)", font: { size: 12 } }, xaxis: { type: "log", title: { text: "micro-batches m" } } }), { displaylogo: false, responsive: true });
  }

  function drawBalance(plot, target) {
    const tokens = range(1e11, 1e15, 120, true);
    const names = ["pretraining_chip_time", "rl_chip_time", "inference_chip_time"];
    const curves = names.map((n) => curve(plot, n, "tokens_pretrain", tokens));
    const total = tokens.map((_, k) => curves.reduce((acc, c) => acc + c[k], 0));
    const hours = 1 / 3600;
    const traces = names.map((n, i) => ({ x: tokens, y: curves[i].map((v) => v * hours), name: n }));
    traces.push({ x: tokens, y: total.map((v) => v * hours), name: "sum", line: { color: "black", width: 3 } });
    Plotly.react(target, traces, layout("pre-training tokens D", "chip-hours", { xaxis: { type: "log", title: { text: "pre-training tokens D" } }, yaxis: { type: "log", title: { text: "chip-hours" } }, title: { text: "model: " + ($("model").value || "none") + "; inference and RL chip-time do not depend on D, so over-training pays until pre-training dominates", font: { size: 12 } } }), { displaylogo: false, responsive: true });
  }

  function build() {
    const container = $("plots");
    for (const plot of PLOTS) {
      const card = document.createElement("section");
      card.className = "plot";
      card.id = "plot-" + plot.id;
      const h = document.createElement("h2");
      h.textContent = plot.title;
      card.appendChild(h);
      const controls = document.createElement("div");
      controls.className = "sliders";
      if (plot.choice) {
        const sel = document.createElement("select");
        sel.id = plot.choice.id;
        CHALK.fillSelect(sel, plot.choice.options);
        sel.addEventListener("change", () => redraw(plot));
        controls.appendChild(sel);
      }
      if (plot.target) {
        const label = document.createElement("label");
        const input = document.createElement("input");
        input.id = plot.target;
        input.size = 8;
        input.placeholder = "e.g. 50 ms";
        input.addEventListener("input", () => redraw(plot));
        label.append("latency target ", input);
        label.title = "a step-time target: drawn as a horizontal line on the step-time plot";
        controls.appendChild(label);
      }
      for (const s of plot.sliders) {
        s.plot = plot.id;
        const label = document.createElement("label");
        const input = document.createElement("input");
        input.type = "range";
        input.id = sliderId(s);
        input.min = s.log ? 0 : s.min;
        input.max = s.log ? 1000 : s.max;
        input.step = s.log ? 1 : s.step || 1;
        input.value = s.log ? (1000 * Math.log(s.value / s.min)) / Math.log(s.max / s.min) : s.value;
        const shown = document.createElement("output");
        label.append(s.input + " [" + D.quantities[s.input].unit + "] ", input, " ", shown);
        label.title = D.quantities[s.input].meaning;
        input.addEventListener("input", () => redraw(plot));
        controls.appendChild(label);
      }
      card.appendChild(controls);
      for (const suffix of plot.id === "roofline" ? ["", "-context"] : [""]) {
        const div = document.createElement("div");
        div.id = "chart-" + plot.id + suffix;
        card.appendChild(div);
      }
      container.appendChild(card);
    }
  }

  function redraw(plot) {
    for (const s of plot.sliders) $(sliderId(s)).parentElement.querySelector("output").textContent = CHALK.formatNumber(sliderValue(s));
    try {
      plot.draw(plot, "chart-" + plot.id);
      $("error").textContent = "";
    } catch (e) {
      if (!(e instanceof CHALK.InputError)) throw e;
      $("error").textContent = "error (" + plot.id + "): " + e.message;
    }
  }

  CHALK.fillSelect($("model"), [""].concat(Object.keys(D.models).sort()));
  CHALK.fillSelect($("hardware"), Object.keys(D.hardware).sort());
  $("model").value = "deepseek-v3";
  $("hardware").value = "gb200-nvl72";
  function fillPrecisions() {
    const list = Object.keys(D.hardware[$("hardware").value].precisions);
    const keep = $("precision").value || "fp8";
    CHALK.fillSelect($("precision"), list);
    $("precision").value = list.indexOf(keep) >= 0 ? keep : list[0];
  }
  // a slider that follows the hardware starts at one scale-up domain (8 GPUs of an HGX node, an NVL72 rack)
  function followHardware() {
    const domain = D.hardware[$("hardware").value].domain;
    for (const plot of PLOTS) {
      for (const s of plot.sliders) {
        if (s.follows !== "hardware") continue;
        const v = Math.min(Math.max(domain, s.min), s.max);
        $(sliderId(s)).value = s.log ? (1000 * Math.log(v / s.min)) / Math.log(s.max / s.min) : v;
      }
    }
  }
  const query = new URLSearchParams(window.location.search);
  if (query.has("model")) $("model").value = query.get("model");
  if (query.has("hardware") && D.hardware[query.get("hardware")]) $("hardware").value = query.get("hardware");
  fillPrecisions();
  $("precision").value = "fp8";
  if (query.has("precision")) $("precision").value = query.get("precision");
  if (!$("precision").value) fillPrecisions();
  build();
  followHardware();
  const all = () => PLOTS.forEach(redraw);
  $("model").addEventListener("change", all);
  $("published").addEventListener("change", all);
  $("hardware").addEventListener("change", () => {
    fillPrecisions();
    followHardware();
    all();
  });
  $("precision").addEventListener("change", all);
  all();
})();
