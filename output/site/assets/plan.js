// chalk explorer: the Plan page's search, `chalk plan serve` in the browser, with no DOM (node
// runs it in tests/test_site_node.py). It reads data and runs generated code only:
//   - every number is a generated Part 5 formula (CHALK.formulas, formulas.js);
//   - every decision is a rule of derivations/plan_rules.py compiled by pscript (CHALK.rules,
//     plan_rules.js): the layout grid, the link a group rides, why a layout is rejected, the
//     largest batch meeting TPOT, what binds it, the cost-TPOT points, the Pareto front and the
//     objective's order;
//   - which of the book's quantities play each part (its step time, TTFT, memory per chip, the
//     inputs the degrees and links bind) and the claims cited are the book's serving
//     declaration, CHALK.data.plan.serving (Book(serving=...)), as planning/serve.py reads it;
//   - the fabrics and prices are CHALK.data.plan, read from the catalog as the CLI reads them,
//     and the inputs are resolved by chalk.js from CHALK.data as `chalk eval` resolves them.
// What is left here is glue: calling those in order and collecting what they return.
"use strict";
(function () {
  const D = CHALK.data;
  const P = D.plan;
  const R = CHALK.rules;
  const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
  const F = CHALK.formulas;
  // the book's serving declaration (Book(serving=...), as planning/serve.py reads it): which of
  // its quantities the search calls, and the inputs the degrees, batch and links bind
  const S = P.serving;
  const name = (part) => (typeof part === "string" ? part : part.quantity);
  const FUNCTIONS = [];
  for (const [key, part] of Object.entries(S)) {
    if (key !== "tokens_per_pass" && typeof part !== "string" && !FUNCTIONS.includes(part.quantity)) FUNCTIONS.push(part.quantity);
  }
  FUNCTIONS.push(S.max_batch);
  const AXES = [
    "tp_degree", "ep_degree", "pp_degree", "batch", "tp_link_bandwidth", "ep_link_bandwidth", "pp_link_bandwidth",
    "tp_link_latency", "ep_link_latency", "pp_link_latency",
  ];
  const SWEPT = AXES.map((axis) => S[axis]);
  const SPREAD = [name(S.step_time), name(S.step_time_overlapped), name(S.cost_per_output_token)];

  // ---- the grid: the degrees and the links each group rides (plan_rules.layout_degrees, .ride)
  function grid(heads, layers, experts, maxChips, link) {
    const eps = experts ? R.divisors(experts, maxChips) : [1];
    const degrees = R.layout_degrees(R.divisors(heads, maxChips), eps, R.divisors(layers, maxChips), maxChips);
    return degrees.map(([tp, ep, pp]) => ({
      tp: tp, ep: ep, pp: pp, t: R.ride(tp, tp, link), e: R.ride(tp * ep, ep, link), p: R.ride(tp * ep * pp, pp, link),
    }));
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
    let unpriced = null;
    if (has(price, "usd_per_hour")) {
      sets[S.price_per_chip_hour] = { value: price.usd_per_hour, base: price.usd_per_hour / 3600, source: price.source };
    } else if (form.objective === "cost") {
      return { skipped: hw + ": " + price.why + ": a missing price, not a capacity problem; give a price or rank by another objective" };
    } else {
      unpriced = hw + ": " + price.why + ": planned without cost (objective " + form.objective + ")";
      sets[S.price_per_chip_hour] = { value: NaN, base: NaN, source: unpriced };
    }
    for (const name of SWEPT) sets[name] = CHALK.given(name, 1, "swept by the plan");
    // a speculative draft (--speculative DRAFT_LEN[:ACCEPTANCE]): the book's tokens per pass
    if (form.draft !== null) {
      sets[S.draft_length] = CHALK.given(S.draft_length, form.draft, "given (--speculative)");
      if (form.acceptance !== null) sets[S.acceptance_rate] = CHALK.given(S.acceptance_rate, form.acceptance, "given (--speculative)");
    }
    const setup = {
      sets: sets, model: form.model, published: false, hardware: hw, precision: form.precision,
      kvPrecision: form.kvPrecision || null, ici: null, prices: null,
    };
    const kwargs = {};
    let perPass = 1.0;
    try {
      for (const name of FUNCTIONS) Object.assign(kwargs, CHALK.resolve(name, setup, { keepAll: true }).kwargs);
      const tau = S.tokens_per_pass.quantity;
      if (form.draft !== null) perPass = F[tau](CHALK.resolve(tau, setup, { keepAll: true }).kwargs);
    } catch (e) {
      if (e instanceof CHALK.InputError) return { skipped: hw + ": " + e.message };
      throw e;
    }
    const field = (name) => (has(model.fields, name) ? model.fields[name].base : null);
    return {
      kwargs: kwargs, heads: field("n_heads"), layers: field("n_layers"), experts: field("experts"), unpriced: unpriced, perPass: perPass,
    };
  }

  // ---- the search of one hardware (planning/search.py), every decision a rule
  function searchOne(form, hw, kwargs, layouts, perPass) {
    const stepName = form.overlap ? name(S.step_time_overlapped) : name(S.step_time);
    const serial = name(S.step_time);
    const outcome = { hardware: hw, plans: [], rejected: {}, fastest: null, front: [] };
    const noTtft = form.ttft === null ? NaN : form.ttft;
    for (const L of layouts) {
      const kw = Object.assign({}, kwargs);
      [L.tp, L.ep, L.pp, null, L.t[0], L.e[0], L.p[0], L.t[1], L.e[1], L.p[1]].forEach((v, i) => {
        if (i !== 3) kw[SWEPT[i]] = v;
      });
      const at = (q, b) => {
        if (b !== undefined) kw[S.batch] = b;
        return R.per_token(q, F[q](kw), perPass, SPREAD);
      };
      const step = (b) => at(stepName, b);
      const noLink = isNaN(L.t[0]) || isNaN(L.e[0]) || isNaN(L.p[0]);
      const limit = R.batch_limit(at(S.max_batch, 1), P.batch_cap);
      const ttft = at(name(S.ttft), 1);
      const tpot1 = step(1);
      const why = R.rejection(noLink, limit, tpot1, form.tpot, ttft, noTtft);
      if (why) outcome.rejected[why] = (outcome.rejected[why] || 0) + 1;
      if (!noLink && limit >= 1 && isFinite(tpot1) && (outcome.fastest === null || tpot1 < outcome.fastest.tpot)) {
        outcome.fastest = {
          tpot: tpot1, layout: L, weights: at(name(S.weight_fetch), 1), kw: Object.assign({}, kw), perPass: perPass,
        };
      }
      if (why) continue;
      const b = R.objective_batch(R.largest_batch(step, limit, form.tpot), form.objective);
      if (b < 1) continue;
      const compute = at(name(S.compute), b);
      const memory = at(name(S.weight_fetch), b) + at(name(S.kv_read), b);
      const tpot = step(b);
      const ratio = tpot / at(serial, b);
      outcome.plans.push({
        hardware: hw,
        precision: form.precision,
        tp: L.tp,
        ep: L.ep,
        pp: L.pp,
        chips: L.tp * L.ep * L.pp,
        batch: b,
        tpot: tpot,
        ttft: at(name(S.ttft), b),
        usd_out: at(name(S.cost_per_output_token), b) * ratio,
        usd_in: at(name(S.cost_per_input_token), b),
        hbm_used: at(name(S.memory_per_chip), b),
        hbm_usable: at(name(S.usable_hbm), b),
        binding: R.binding(compute, memory, b, limit, P.batch_cap, form.objective),
        tp_links: L.t[2],
        ep_links: L.e[2],
        pp_links: L.p[2],
      });
      const label = hw + " " + form.precision + " TP" + L.tp + " EP" + L.ep + " PP" + L.pp;
      for (const q of R.front_batches(b)) {
        const t = step(q);
        outcome.front.push({ tpot: t, usd: at(name(S.cost_per_output_token), q) * (t / at(serial, q)), label: label + " B=" + q });
      }
    }
    return outcome;
  }

  // what the fastest layout's TPOT is made of (search._bound), each part with its claim
  function bound(f) {
    const kw = f.kw;
    const sum = (parts) => parts.reduce((total, part) => total + F[name(part)](kw), 0);
    const comm = sum([S.tp_comm, S.ep_comm, S.pp_comm]);
    const lat = sum([S.tp_latency, S.ep_latency, S.pp_latency]);
    const spread = f.perPass !== 1.0 ? ", ÷ " + String(Number(f.perPass.toPrecision(4))) + " tokens per pass (--speculative)" : "";
    return (
      R.bound_kind(f.weights, f.tpot, f.perPass) + ": weight fetch " + (f.weights * 1e3).toFixed(2) + " ms (claim " + S.weight_fetch.claims[0] +
      ") + communication " + (comm * 1e3).toFixed(2) + " ms, of which message latency " + (lat * 1e3).toFixed(2) +
      " ms (claim " + S.tp_latency.claims[0] + ")" + spread
    );
  }
  CHALK.planBound = bound;

  function sortedBy(items, key) {
    return items.slice().sort((a, b) => R.compare_keys(key(a), key(b)));
  }

  // form: { model, hardware: [ids], precision ("": the model's format), kvPrecision ("": the model's
  //         cache dtype), tier, overlap, objective, tpot (s), ttft (s or null), maxChips,
  //         draft and acceptance (--speculative; null: none), sets: { context, prefill_tokens, decode_tokens } }
  function plan(form) {
    const result = { plans: [], outcomes: [], skipped: [], notes: [] };
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
      if (got.unpriced) result.notes.push(got.unpriced);
      const layouts = grid(got.heads, got.layers, got.experts, form.maxChips, P.hardware[hw].fabric);
      const outcome = searchOne(Object.assign({}, form, { precision: precision }), hw, got.kwargs, layouts, got.perPass);
      result.outcomes.push(outcome);
      result.plans = result.plans.concat(outcome.plans);
    }
    const objective = form.objective || "cost";
    result.plans = sortedBy(result.plans, (p) => R.objective_key(objective, p.usd_out, p.tpot, p.chips, p.batch / (p.tpot * p.chips)));
    const points = sortedBy([].concat(...result.outcomes.map((o) => o.front)).filter((p) => p.usd === p.usd), (p) => [p.tpot, p.usd]);
    result.front = R.pareto_front(points.map((p) => p.usd)).map((i) => points[i]);
    const fast = result.outcomes.filter((o) => o.fastest).map((o) => o.fastest);
    result.fastest = fast.length ? fast.reduce((a, b) => (b.tpot < a.tpot ? b : a)) : null;
    return result;
  }
  CHALK.plan = plan;
})();
