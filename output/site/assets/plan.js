// chalk explorer: the Plan page, `chalk plan serve` in the browser (interface and search only:
// every number is a generated Part 5 formula from formulas.js; the fabrics and prices are
// CHALK.data.plan, read from the same catalog files as the CLI). The search mirrors
// planning/layouts.py and planning/search.py step for step: the layout grid, the links each
// group rides, the largest batch by integer bisection, the binding constraint, the Pareto front.
"use strict";
(function () {
  const D = CHALK.data;
  const P = D.plan;
  const $ = (id) => document.getElementById(id);
  const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const F = CHALK.formulas;
  // every quantity the search calls (planning/serve.py FUNCTIONS) and the axes it sweeps (serve.SWEPT)
  const FUNCTIONS = [
    "layout_step_time", "layout_step_time_overlapped", "layout_ttft", "layout_max_batch", "layout_t_compute",
    "layout_t_weights", "layout_t_kv", "layout_t_tp", "layout_t_ep", "layout_t_pp", "layout_t_tp_latency",
    "layout_t_ep_latency", "layout_t_pp_latency", "layout_memory_per_chip", "layout_usable_hbm",
    "layout_cost_per_output_token", "layout_cost_per_input_token",
  ];
  const SWEPT = [
    "tp_degree", "ep_degree", "pp_degree", "batch", "tp_link_bandwidth", "ep_link_bandwidth", "pp_link_bandwidth",
    "tp_link_latency", "ep_link_latency", "pp_link_latency",
  ];

  // ---- the grid (planning/layouts.py)
  function divisors(n, limit) {
    const out = [];
    for (let d = 1; d <= Math.min(n, limit); d++) if (n % d === 0) out.push(d);
    return out;
  }

  // bandwidth, latency and fabric of a group of `group` chips for a degree (layouts._ride, layouts.latency)
  function ride(group, link, degree) {
    const out = link.out === null ? NaN : link.out;
    const up = link.up === null ? out : link.up;
    const inside = group <= link.domain;
    let bandwidth = inside ? up : out;
    const fabric = degree === 1 ? "none" : inside && link.up !== null ? "scale-up" : "scale-out";
    if (degree === 1 && isNaN(bandwidth)) bandwidth = 1.0;
    const latency = degree === 1 ? 0.0 : inside ? link.up_latency : link.out_latency;
    return { bandwidth: bandwidth, latency: latency, fabric: fabric };
  }

  function grid(heads, layers, experts, maxChips, link) {
    const out = [];
    const eps = experts ? divisors(experts, maxChips) : [1];
    for (const tp of divisors(heads, maxChips))
      for (const ep of eps)
        for (const pp of divisors(layers, maxChips)) {
          if (tp * ep * pp > maxChips) continue;
          out.push({ tp: tp, ep: ep, pp: pp, t: ride(tp, link, tp), e: ride(tp * ep, link, ep), p: ride(tp * ep * pp, link, pp) });
        }
    return out;
  }

  // ---- inputs of one hardware × precision, resolved as `chalk eval` resolves them (serve.plan_one)
  function inputs(form, hw) {
    const sets = {};
    for (const [name, value] of Object.entries(form.sets)) sets[name] = CHALK.given(name, value, "given (this page)");
    const model = D.models[form.model];
    if (!has(model.fields, "experts")) {
      // E = k = 1: every weight is shared and read every step (planning/serve.py plan_one)
      for (const name of ["experts_per_token", "experts"]) {
        sets[name] = CHALK.given(name, 1, "dense model: no routed experts (EP = 1, the all-to-all is zero)");
      }
    }
    const price = P.hardware[hw].prices[form.tier];
    if (!has(price, "usd_per_hour")) return { skipped: price.why + "; give a price" };
    sets.price_per_chip_hour = { value: price.usd_per_hour, base: price.usd_per_hour / 3600, source: price.source };
    for (const name of SWEPT) sets[name] = CHALK.given(name, 1, "swept by the plan");
    const setup = { sets: sets, model: form.model, published: false, hardware: hw, precision: form.precision, ici: null, prices: null };
    const kwargs = {};
    try {
      for (const name of FUNCTIONS) Object.assign(kwargs, CHALK.resolve(name, setup, { keepAll: true }).kwargs);
    } catch (e) {
      if (e instanceof CHALK.InputError) return { skipped: hw + ": " + e.message };
      throw e;
    }
    const field = (name) => (has(model.fields, name) ? model.fields[name].base : null);
    return { kwargs: kwargs, heads: field("n_heads"), layers: field("n_layers"), experts: field("experts") };
  }

  // ---- the search of one hardware (planning/search.py)
  function searchOne(form, hw, kwargs, layouts) {
    const stepName = form.overlap ? "layout_step_time_overlapped" : "layout_step_time";
    const outcome = { hardware: hw, plans: [], rejected: {}, fastest: null, front: [] };
    const reject = (why) => (outcome.rejected[why] = (outcome.rejected[why] || 0) + 1);
    let fastestAt = null;
    for (const L of layouts) {
      const kw = Object.assign({}, kwargs, {
        tp_degree: L.tp,
        ep_degree: L.ep,
        pp_degree: L.pp,
        tp_link_bandwidth: L.t.bandwidth,
        ep_link_bandwidth: L.e.bandwidth,
        pp_link_bandwidth: L.p.bandwidth,
        tp_link_latency: L.t.latency,
        ep_link_latency: L.e.latency,
        pp_link_latency: L.p.latency,
      });
      const at = (name, b) => F[name](b === undefined ? kw : Object.assign(kw, { batch: b }));
      const step = (b) => at(stepName, Math.max(b, 1));
      const noLink = isNaN(L.t.bandwidth) || isNaN(L.e.bandwidth) || isNaN(L.p.bandwidth);
      const bHbm = at("layout_max_batch", 1);
      const limit = Math.max(-1, Math.min(P.batch_cap, Math.floor(isNaN(bHbm) ? -1 : bHbm)));
      const ttft = at("layout_ttft", 1);
      const tpot1 = step(1);
      if (noLink) reject("no link for a group that leaves the scale-up domain");
      else if (limit < 1) reject("weights alone exceed usable HBM");
      else if (tpot1 > form.tpot) reject("TPOT target missed even at batch 1");
      else if (form.ttft !== null && ttft > form.ttft) reject("TTFT target missed");
      if (!noLink && limit >= 1 && isFinite(tpot1) && (fastestAt === null || tpot1 < fastestAt.tpot)) {
        fastestAt = { tpot: tpot1, layout: L, weights: at("layout_t_weights", 1), kw: Object.assign({}, kw, { batch: 1 }) };
      }
      if (noLink || limit < 1 || tpot1 > form.tpot || (form.ttft !== null && ttft > form.ttft)) continue;
      // the largest integer batch in [0, limit] meeting TPOT: the step never decreases with B
      let lo = 0;
      let hi = limit;
      if (step(hi) <= form.tpot) lo = hi;
      else
        while (hi > lo + 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (step(mid) <= form.tpot) lo = mid;
          else hi = mid;
        }
      if (lo < 1) continue;
      const b = lo;
      const compute = at("layout_t_compute", b);
      const memory = at("layout_t_weights", b) + at("layout_t_kv", b);
      const binding = compute >= memory ? "compute-bound" : b >= limit ? (limit >= P.batch_cap ? "batch cap" : "HBM capacity") : "TPOT";
      const tpot = step(b);
      const ratio = stepName === "layout_step_time" ? 1 : tpot / at("layout_step_time", b);
      outcome.plans.push({
        hardware: hw,
        precision: form.precision,
        tp: L.tp,
        ep: L.ep,
        pp: L.pp,
        chips: L.tp * L.ep * L.pp,
        batch: b,
        tpot: tpot,
        ttft: at("layout_ttft", b),
        usd_out: at("layout_cost_per_output_token", b) * ratio,
        usd_in: at("layout_cost_per_input_token", b),
        hbm_used: at("layout_memory_per_chip", b),
        hbm_usable: at("layout_usable_hbm", b),
        binding: binding,
        tp_links: L.t.fabric,
        ep_links: L.e.fabric,
        pp_links: L.p.fabric,
      });
      // cost against TPOT at batches 1, 2, 4, … below the best, and at the best
      const label = hw + " " + form.precision + " TP" + L.tp + " EP" + L.ep + " PP" + L.pp;
      for (let q = 1; q <= b; q *= 2) outcome.front.push(point(at, stepName, q, label));
      outcome.front.push(point(at, stepName, b, label));
    }
    if (fastestAt) outcome.fastest = fastestAt;
    return outcome;
  }

  function point(at, stepName, b, label) {
    const t = at(stepName, b);
    const cost = at("layout_cost_per_output_token", b) * (t / at("layout_step_time", b));
    return { tpot: t, usd: cost, label: label + " B=" + b };
  }

  function pareto(points) {
    const sorted = points.slice().sort((a, b) => a.tpot - b.tpot || a.usd - b.usd);
    const front = [];
    let best = Infinity;
    for (const p of sorted)
      if (p.usd < best) {
        front.push(p);
        best = p.usd;
      }
    return front;
  }

  // what the fastest layout's TPOT is made of (search._bound), each part with its claim
  function bound(f) {
    const kw = f.kw;
    const comm = F.layout_t_tp(kw) + F.layout_t_ep(kw) + F.layout_t_pp(kw);
    const lat = F.layout_t_tp_latency(kw) + F.layout_t_ep_latency(kw) + F.layout_t_pp_latency(kw);
    const main = f.weights >= 0.5 * f.tpot ? "the weight-fetch floor" : "communication and KV";
    return (
      main + ": weight fetch " + (f.weights * 1e3).toFixed(2) + " ms (claim " + P.floor_claim + ") + communication " +
      (comm * 1e3).toFixed(2) + " ms, of which message latency " + (lat * 1e3).toFixed(2) + " ms (claim " + P.latency_claim + ")"
    );
  }

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
    return {
      model: $("model").value,
      hardware: Array.from(document.querySelectorAll("#hardware input:checked")).map((c) => c.value),
      precision: $("precision").value,
      tier: $("tier").value,
      overlap: $("overlap").checked,
      tpot: tpot.base,
      ttft: ttft === null ? null : ttft.base,
      maxChips: count("max_chips"),
      sets: { context: context, prefill_tokens: count("prompt"), decode_tokens: count("output") },
    };
  }

  function plan(form) {
    const result = { plans: [], outcomes: [], skipped: [] };
    for (const hw of form.hardware) {
      const precision = form.precision || CHALK.mathPrecision(form.model, hw);
      if (!has(D.hardware[hw].precisions, precision)) {
        result.skipped.push(hw + " has no dense " + precision + " peak in the catalog");
        continue;
      }
      const got = inputs(form, hw);
      if (got.skipped) {
        result.skipped.push(got.skipped);
        continue;
      }
      const layouts = grid(got.heads, got.layers, got.experts, form.maxChips, P.hardware[hw].fabric);
      const outcome = searchOne(Object.assign({}, form, { precision: precision }), hw, got.kwargs, layouts);
      result.outcomes.push(outcome);
      result.plans = result.plans.concat(outcome.plans);
    }
    result.plans.sort((a, b) => a.usd_out - b.usd_out || a.tpot - b.tpot || a.chips - b.chips);
    result.front = pareto([].concat(...result.outcomes.map((o) => o.front)));
    const fast = result.outcomes.filter((o) => o.fastest).map((o) => o.fastest);
    result.fastest = fast.length ? fast.reduce((a, b) => (b.tpot < a.tpot ? b : a)) : null;
    return result;
  }
  CHALK.plan = plan;

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
      result = plan(readForm());
    } catch (e) {
      if (!(e instanceof CHALK.InputError)) throw e;
      $("error").textContent = "error: " + e.message;
      return;
    }
    CHALK.planResult = result;
    table(result.plans);
    chart(result);
    $("summary").textContent = result.plans.length + " feasible plans; cheapest first.";
    if (!result.plans.length) {
      const f = result.fastest;
      const form = readForm();
      const what = CHALK.formatNumber(form.tpot * 1e3) + " ms/token";
      $("unreachable").textContent = f
        ? "no layout meets " + what + "; the fastest is " + f.layout.tp + "-way TP × " + f.layout.ep + " EP × " + f.layout.pp +
          " PP at batch 1, " + (f.tpot * 1e3).toFixed(2) + " ms, bound by " + bound(f)
        : "no layout meets " + what + ": no layout fits in HBM";
    }
    for (const o of result.outcomes) {
      const why = Object.entries(o.rejected).map(([r, n]) => n + " layouts: " + r);
      if (why.length) note(o.hardware + ": rejected " + why.join("; "));
    }
    for (const s of result.skipped) note("skipped " + s);
    saveState();
  }

  function note(text) {
    const li = document.createElement("li");
    li.textContent = text;
    $("notes").appendChild(li);
  }

  const FIELDS = ["model", "precision", "tier", "context", "prompt", "output", "tpot", "ttft", "max_chips", "top"];

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
  CHALK.fillSelect($("tier"), P.tiers);
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
  const defaults = { model: "llama-3-70b", precision: "", tier: "on-demand", context: "8192", prompt: "2048", output: "512", tpot: "20ms", ttft: "", max_chips: "512", top: "10" };
  for (const id of FIELDS) {
    $(id).value = query.has(id) ? query.get(id) : defaults[id];
    if ($(id).value !== (query.has(id) ? query.get(id) : defaults[id])) $(id).value = defaults[id];
    $(id).addEventListener("change", update);
  }
  $("overlap").checked = query.get("overlap") === "1";
  $("overlap").addEventListener("change", update);
  update();
})();
