// chalk explorer: input parsing and resolution, shared by the calculator and the plots.
// Hand-written interface code with no formula in it: every formula is in formulas.js
// (printed by sympy), every unit, domain, default, catalog value and message in data.js
// (generated from chalk's tables). How an input gets its value is exporters/input_rules.py
// compiled by pscript (CHALK.inputRules, input_rules.js); every decision of assembling the
// layers (the byte width, the math precision, the ring's link, the wraparound, the fit check's
// layout, a value outside its domain) is derivations/eval_rules.py compiled (CHALK.evalRules,
// eval_rules.js). What is left here reads the page's values, parses units and formats numbers.
"use strict";
var CHALK = window.CHALK || (window.CHALK = {});
(function () {
  const D = CHALK.data;
  const has = (o, k) => o !== undefined && o !== null && Object.prototype.hasOwnProperty.call(o, k);

  class InputError extends Error {}
  CHALK.InputError = InputError;

  // Python's repr of a string, as the messages' {x!r} fields print it
  function pyRepr(s) {
    s = String(s);
    if (s.indexOf("'") >= 0 && s.indexOf('"') < 0) return '"' + s.replace(/\\/g, "\\\\") + '"';
    return "'" + s.replace(/\\/g, "\\\\").replace(/'/g, "\\'") + "'";
  }

  // a message from data.js's table of Python str.format templates
  function message(key, fields) {
    return D.messages[key].replace(/\{(\w+)(!r)?\}/g, (m, name, r) => (r ? pyRepr(fields[name]) : String(fields[name])));
  }
  CHALK.message = message;

  // ---- units: a small parser over the unit table of chalk's pint registry -------------
  function combine(a, b, k) {
    const dims = Object.assign({}, a.dims);
    for (const key of Object.keys(b.dims)) {
      dims[key] = (dims[key] || 0) + k * b.dims[key];
      if (dims[key] === 0) delete dims[key];
    }
    return { factor: a.factor * Math.pow(b.factor, k), dims: dims, scale: a.scale * Math.pow(b.scale, k) };
  }

  // one unit name as pint reads it: the exact name, else prefix + name (+ plural s), first match
  function unitNamed(name) {
    const U = D.units.units;
    if (has(U, name)) return U[name];
    for (const suffix of D.units.suffixes) {
      for (const [prefix, scale] of [["", 1]].concat(D.units.prefixes)) {
        if (!name.startsWith(prefix) || !name.endsWith(suffix)) continue;
        let rest = name.slice(prefix.length);
        if (suffix) {
          rest = rest.slice(0, rest.length - suffix.length);
          if (rest.length === 1) continue;
        }
        if (has(U, rest)) return { factor: scale * U[rest].factor, dims: U[rest].dims };
      }
    }
    return null;
  }

  function tokenize(text) {
    const re = /\s*(?:(\*\*|[*/^()·])|([0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?|\.[0-9]+(?:[eE][+-]?[0-9]+)?)|([A-Za-zµ_][A-Za-zµ_0-9]*)|(-|\+))/y;
    const out = [];
    let pos = 0;
    text = text.trim();
    while (pos < text.length) {
      re.lastIndex = pos;
      const m = re.exec(text);
      if (!m) return null;
      pos = re.lastIndex;
      if (m[1]) out.push({ op: m[1] === "·" ? "*" : m[1] === "^" ? "**" : m[1] });
      else if (m[2]) out.push({ num: parseFloat(m[2]) });
      else if (m[3]) out.push({ name: m[3] });
      else out.push({ op: m[4] });
    }
    return out;
  }

  // pint's precedence: power, then implicit multiplication (juxtaposition), then * and /
  function parseUnitTokens(tokens) {
    let i = 0;
    const peek = () => tokens[i];
    const startsOperand = (t) => t && (t.name !== undefined || t.num !== undefined || t.op === "(" || t.op === "-");
    function atom() {
      const t = tokens[i++];
      if (!t) throw new Error("end");
      if (t.name !== undefined) {
        const u = unitNamed(t.name);
        if (!u) throw new Error("unknown");
        return { factor: u.factor, dims: u.dims, scale: 1 };
      }
      if (t.num !== undefined) return { factor: 1, dims: {}, scale: t.num };
      if (t.op === "(") {
        const v = product();
        if (!peek() || peek().op !== ")") throw new Error("paren");
        i++;
        return v;
      }
      if (t.op === "-") {
        const v = power();
        return { factor: v.factor, dims: v.dims, scale: -v.scale };
      }
      throw new Error("syntax");
    }
    function power() {
      const base = atom();
      if (peek() && peek().op === "**") {
        i++;
        const e = power();
        if (Object.keys(e.dims).length || e.factor !== 1) throw new Error("exponent");
        return combine({ factor: 1, dims: {}, scale: 1 }, base, e.scale);
      }
      return base;
    }
    function implicit() {
      let v = power();
      while (startsOperand(peek()) && peek().op !== "-") v = combine(v, power(), 1);
      return v;
    }
    function product() {
      let v = implicit();
      while (peek() && (peek().op === "*" || peek().op === "/")) {
        const op = tokens[i++].op;
        v = combine(v, implicit(), op === "*" ? 1 : -1);
      }
      return v;
    }
    const v = product();
    if (i !== tokens.length) throw new Error("trailing");
    return v;
  }

  // {factor (to base units), dims} of a unit text, or null when chalk's registry does not read it
  function parseUnit(text) {
    const t = text.trim();
    if (t === "" || t === "1") return { factor: 1, dims: {} };
    const tokens = tokenize(t);
    if (!tokens || !tokens.length) return null;
    try {
      const v = parseUnitTokens(tokens);
      if (v.scale !== 1) return null; // a unit expression has no scaling factor
      return { factor: v.factor, dims: v.dims };
    } catch (e) {
      return null;
    }
  }
  CHALK.parseUnit = parseUnit;

  function sameDims(a, b) {
    const keys = new Set(Object.keys(a).concat(Object.keys(b)));
    for (const k of keys) if ((a[k] || 0) !== (b[k] || 0)) return false;
    return true;
  }
  CHALK.sameDims = sameDims;

  const NUMBER = new RegExp("^(?:" + D.patterns.number + ")$");
  const UNIT_TEXT = new RegExp(D.patterns.unit_text);

  // "3.35 TB/s" or "8192" for input `name`: {value (declared unit), base}; throws InputError
  function parseValue(text, name) {
    const q = D.quantities[name];
    const m = NUMBER.exec(text);
    if (!m) throw new InputError(message("number", { name: name, text: text.slice(0, 60) }));
    const number = m[1];
    const unitPart = m[2];
    if (!UNIT_TEXT.test(unitPart)) throw new InputError(message("unit_text", { name: name, unit: unitPart.slice(0, 60) }));
    const magnitude = parseFloat(number);
    const unit = unitPart ? parseUnit(unitPart) : { factor: q.factor, dims: q.dims };
    if (!unit) throw new InputError(message("unit_unknown", { name: name, unit: unitPart.slice(0, 60) }));
    if (!sameDims(unit.dims, q.dims)) {
      throw new InputError(message("dimension", { name: name, declared: q.unit, unit: unitPart }));
    }
    if (q.positive && !(magnitude > 0)) throw new InputError(message("positive", { name: name, number: number }));
    if (q.nonnegative && magnitude < 0) throw new InputError(message("nonnegative", { name: name, number: number }));
    const base = magnitude * unit.factor;
    const value = unitPart ? base / q.factor : magnitude;
    if (q.integer && !Number.isInteger(value)) throw new InputError(message("integer", { name: name, number: number }));
    return { value: value, base: base };
  }
  CHALK.parseValue = parseValue;

  // the unit a result is shown in (the calculator's "show in" field, as --to)
  function outputUnit(name, to) {
    const q = D.quantities[name];
    if (!to) return { text: q.unit, factor: q.factor };
    if (!UNIT_TEXT.test(to)) throw new InputError(message("to_text", { unit: to.slice(0, 40) }));
    const unit = parseUnit(to);
    if (!unit) throw new InputError(message("to_unknown", { unit: to.slice(0, 40) }));
    if (!sameDims(unit.dims, q.dims)) throw new InputError(message("to_dimension", { name: name, declared: q.unit, unit: to }));
    return { text: to, factor: unit.factor };
  }
  CHALK.outputUnit = outputUnit;

  // ---- layers: typed > precision > model > hardware > prices > default (evaluation/setup.py).
  // Each decision is the core's rule, compiled (CHALK.evalRules, derivations/eval_rules.py):
  // which byte width wins, the math precision, the ring's side of the domain, the wraparound.
  // setup: {sets: {name: {value, base, source}}, model, published, hardware, precision, kvPrecision, ici, prices}
  const R = () => CHALK.evalRules;
  function widths(L, setup) {
    if (setup.precision && !has(D.precision_widths, setup.precision)) throw new InputError("--precision " + setup.precision + ": use one of " + Object.keys(D.precision_widths).join(", "));
    if (setup.kvPrecision && !has(D.kv_precision_widths, setup.kvPrecision)) throw new InputError("--kv-precision " + setup.kvPrecision + ": use one of " + Object.keys(D.kv_precision_widths).join(", "));
    const m = setup.model ? D.models[setup.model] : null;
    const precision = setup.precision || null;
    const given = precision ? D.precision_widths[precision] : null;
    const fallback = D.precision_widths[R().DEFAULT_PRECISION];
    for (const [name] of R().WIDTHS) {
      const kv = name === R().KV_WIDTH;
      const chosen = kv ? (setup.kvPrecision ? D.kv_precision_widths[setup.kvPrecision] : null) : given ? given[name] : null;
      const declared = m && has(m.widths, name) ? m.widths[name] : null;
      const gap = m && has(m.width_gaps, name) ? m.width_gaps[name] : null;
      const how = R().width_choice(chosen, declared, gap);
      // the chosen precision's width of one value, which a kept KV cache's source contrasts with
      const givenBytes = given ? given[R().WIDTHS[0][0]].value : null;
      const kept = (w) => (given ? R().width_note(name, precision, w.value, givenBytes) : "");
      if (how === "chosen") L.precision[name] = chosen;
      else if (how === "declared") L.precision[name] = Object.assign({}, declared, { source: declared.source + kept(declared) });
      else if (how === "gap") L.unlisted[name] = gap;
      else L.precision[name] = Object.assign({}, fallback[name], { source: fallback[name].source + kept(fallback[name]) });
    }
  }
  function layers(setup) {
    const L = { sets: setup.sets || {}, precision: {}, model: {}, derived: {}, origin: "", hardware: {}, prices: {}, unlisted: {}, noDefault: {}, notes: [] };
    widths(L, setup);
    if (setup.model) {
      const m = D.models[setup.model];
      Object.assign(L.model, m.fields);
      Object.assign(L.derived, m.derived);
      L.origin = m.origin;
      if (setup.published) {
        Object.assign(L.model, m.published);
        for (const name of R().PUBLISHED_COUNTS) delete L.derived[name];
      }
      L.notes = L.notes.concat(m.notes);
    }
    if (setup.hardware) {
      const h = D.hardware[setup.hardware];
      const [precision, where] = mathPrecision(setup.model, setup.hardware, setup.precision);
      if (where === "unavailable") throw new InputError(setup.hardware + " has no dense " + precision + " peak; it has " + Object.keys(h.precisions).sort().join(", "));
      Object.assign(L.hardware, h.precisions[precision]);
      // --ici: the named source's link bandwidth (the vendor's is the default)
      if (setup.ici && has(h.ici, setup.ici)) L.hardware.ici_bandwidth = h.ici[setup.ici];
      // the ring's link, as data from the core's link model (derivations/links.py link_inputs):
      // a ring of axis_size chips inside the scale-up domain, or beyond it
      if (h.links) {
        const group = L.sets.axis_size ? Math.round(L.sets.axis_size.value) : 1;
        Object.assign(L.hardware, h.links[R().link_side(group, h.links.domain)] || {});
      }
      // ring_directions from the slice shape when the axis length is given (eval's _add_links)
      const axis = L.sets.axis_size;
      if (h.wraparound && axis) {
        const length = Math.round(axis.value);
        const w = h.wraparound;
        const wraps = R().wraps_around(w.kind, w.n, length);
        const shown = "axis_size " + length + " " + (wraps ? "wraps around: a ring" : "has no wraparound: a line");
        L.hardware.ring_directions = { value: wraps ? 2 : 1, base: wraps ? 2 : 1, source: w.why + "; " + shown };
      }
      L.notes = L.notes.concat(h.notes);
    }
    if (setup.prices) {
      Object.assign(L.prices, D.prices[setup.prices].values);
      Object.assign(L.unlisted, D.prices[setup.prices].unlisted);
    }
    // the chip-hour price from the one price source (evaluation.setup._add_chip_price): the
    // catalog's on-demand tier, as data; a chip without one has no price, not the $2/h default
    if (setup.hardware && D.plan && has(D.plan.hardware, setup.hardware)) {
      const p = D.plan.hardware[setup.hardware].prices["on-demand"];
      if (has(p, "usd_per_hour")) L.prices.price_per_chip_hour = { value: p.usd_per_hour, base: p.usd_per_hour / 3600, source: p.source };
      else {
        L.unlisted.price_per_chip_hour = p.why + "; give --set price_per_chip_hour=… or --price-file";
        L.noDefault.price_per_chip_hour = true;
      }
    }
    return L;
  }

  function unitOf(name) {
    return D.quantities[name].unit;
  }

  // every input `name` needs, resolved: {kwargs (base units), direct, support, notes}; throws InputError
  // opts.keepAll: ask for every input (no vanishing terms), as fit_check's drop_unneeded=False.
  // Which layer wins, how a model-derived input is computed, what is missing and what is not
  // needed: CHALK.inputRules.resolve_inputs, exporters/input_rules.py compiled by pscript; what
  // follows hands it this page's values.
  function resolve(name, setup, opts) {
    opts = opts || {};
    const L = layers(setup);
    const env = {
      layer: (layer, s) => (has(L[layer], s) ? L[layer][s] : null),
      default: (s) => {
        const q = D.quantities[s];
        return q && q.default && !has(L.noDefault, s) ? q.default : null;
      },
      swept: () => false,
      sweep: () => null,
      derived_of: (s) => (has(L.derived, s) ? L.derived[s] : null),
      arguments: (q) => CHALK.arguments[q],
      base: (found) => found.base,
      evaluate: (q, args) => CHALK.formulas[q](args),
      derived_input: (s, d, raw) => ({ value: raw / D.quantities[s].factor, base: raw, source: "derived from " + L.origin + ": " + d + " = " + D.quantities[d].formula }),
      missing_item: (s) => message("missing_item", { name: s, unit: unitOf(s) }) + (has(L.unlisted, s) ? " (" + L.unlisted[s].slice(0, 100) + ")" : ""),
      missing_derived: (short, s) => message("missing_derived", { names: short.map((a) => message("missing_item", { name: a, unit: unitOf(a) })).join(", "), input: s, origin: L.origin }),
      // inputs whose terms vanish at the given values (eval's drop_unneeded), decided from the
      // expression by the core: CHALK.vanishing's table of pairs and what is still needed
      drop_unneeded: !opts.keepAll && has(CHALK.vanishing, name),
      unneeded: (lacking, kwargs) => {
        const V = CHALK.vanishing[name];
        // a pair is an input at a value, or two inputs at equal values ({eq: other})
        const holds = ([s, v]) => has(kwargs, s) && (typeof v === "object" ? has(kwargs, v.eq) && kwargs[s] === kwargs[v.eq] : kwargs[s] === v);
        const at = V.pairs.filter(holds).map(([s, v]) => s + "=" + (typeof v === "object" ? v.eq : v)).sort();
        const still = at.length ? V.still[at.join(",")] : undefined;
        return still ? lacking.filter((s) => still.indexOf(s) < 0).sort() : [];
      },
    };
    const needed = (opts.plain ? [name] : CHALK.arguments[name]).slice().sort();
    const got = CHALK.inputRules.resolve_inputs(needed, env);
    const notes = L.notes.slice();
    if (got.unneeded.length) notes.push(message("unneeded", { names: got.unneeded.slice().sort().join(", ") }));
    if (got.missing.length) {
      const e = new InputError(message("missing", { what: name, items: got.missing.join("; ") }) + D.missing_hint);
      e.found = Object.assign({}, got.support, got.direct); // what did resolve: shown beside the missing ones
      e.wanted = got.wanted;
      throw e;
    }
    return { kwargs: got.kwargs, direct: got.direct, support: got.support, notes: notes };
  }
  CHALK.resolve = resolve;

  // ---- fit: exporters/fit.py's one check, through the memory quantities' generated functions
  // {memory, need, capacity (bytes per chip), fits} for quantity `name`, or null where no layout applies
  CHALK.fit = function (name, setup) {
    const attempt = (memory) => {
      if (!has(CHALK.formulas, memory)) return null;
      try {
        const need = CHALK.formulas[memory](resolve(memory, setup, { keepAll: true }).kwargs);
        const have = resolve("hbm_capacity", setup, { keepAll: true, plain: true }).kwargs.hbm_capacity;
        return { memory: memory, need: need, capacity: have, fits: need <= have };
      } catch (e) {
        if (e instanceof InputError) return null;
        throw e;
      }
    };
    return R().first_fit(CHALK.data.fit_layouts, CHALK.arguments[name], attempt);  // the book's Book(fit=...)
  };

  // Python's "{:,.4g}"
  function g4(x) {
    if (x === 0) return "0";
    const e = Math.floor(Math.log10(Math.abs(x)));
    if (e < -4 || e >= 4) {
      const [m, ex] = x.toExponential(3).split("e");
      const k = parseInt(ex, 10);
      return m.replace(/\.?0+$/, "") + "e" + (k < 0 ? "-" : "+") + String(Math.abs(k)).padStart(2, "0");
    }
    const s = Number(x.toPrecision(4));
    return s.toLocaleString("en-US", { maximumFractionDigits: 20 });
  }
  CHALK.g4 = g4;

  // the line `chalk eval` warns with (Fit.warning); "" when it fits
  CHALK.fitWarning = function (fit) {
    if (!fit || fit.fits) return "";
    return fit.memory + " = " + g4(fit.need / 1e9) + " GB exceeds hbm_capacity = " + g4(fit.capacity / 1e9) + " GB per chip: this configuration does not fit";
  };

  // ---- values as a person reads them (units/readable.py): 3.35 TB/s, 80 GB, 12.3 ms
  const SI = [[1e24, "Y"], [1e21, "Z"], [1e18, "E"], [1e15, "P"], [1e12, "T"], [1e9, "G"], [1e6, "M"], [1e3, "k"]];
  const SMALL = [[1e-3, "m"], [1e-6, "µ"], [1e-9, "n"], [1e-12, "p"], [1e-15, "f"]];
  const LONG = [[86400, "d"], [3600, "h"], [60, "min"]];
  // units/readable.number_text without separators (a field's text must parse back)
  function numberText(x) {
    if (!isFinite(x)) return String(x);
    if (x !== 0 && (Math.abs(x) >= 1e15 || Math.abs(x) < 1e-3)) return g4(x);
    if (Number.isInteger(x) || Math.abs(x) >= 1000) return String(Math.round(x));
    return g4(x).replace(/,/g, "");
  }
  // {number, unit} of `value` (in quantity `name`'s declared unit); unit "" for a plain number
  function readable(name, value) {
    const q = D.quantities[name];
    const h = q.human;
    if (!h || value === 0 || !isFinite(value)) return { number: value, unit: q.unit === "1" ? "" : q.unit };
    const x = value * h.scale;
    const ax = Math.abs(x);
    const withPrefix = (p, f) => ({ number: x / f, unit: p + h.short + h.rest });
    if (h.time) {
      for (const [size, u] of LONG) if (ax >= size) return { number: x / size, unit: u };
    }
    if (h.root === "second") {
      if (ax >= 1) return { number: x, unit: h.lead + h.rest };
      for (const [f, p] of SMALL) if (ax >= f) return withPrefix(p, f);
      return { number: x, unit: h.lead + h.rest };
    }
    if (h.binary && h.root === "byte") {
      const steps = ["", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"];
      const k = ax < 1024 ? 0 : Math.min(Math.floor(Math.log(ax) / Math.log(1024)), steps.length - 1);
      return k ? withPrefix(steps[k], Math.pow(1024, k)) : { number: x, unit: h.lead + h.rest };
    }
    if (ax < 1000) return { number: x, unit: h.lead + h.rest };
    for (const [f, p] of SI) if (ax >= f) return ax / f < 1000 ? withPrefix(p, f) : { number: x, unit: h.lead + h.rest };
    return { number: x, unit: h.lead + h.rest };
  }
  // a value as a field shows it: "3.35 TB/s", "8192"; parseValue reads it back to the same value
  CHALK.fieldText = function (name, value) {
    const r = readable(name, value);
    const n = numberText(r.number);
    return r.unit && r.unit !== D.quantities[name].unit ? n + " " + r.unit : n;
  };
  // a value for reading as `chalk eval` prints it (units/readable.human): "3.35 TB/s", "11.68 ms"
  CHALK.humanText = function (name, value) {
    const r = readable(name, value);
    const x = r.number;
    let n;
    if (!isFinite(x) || (x !== 0 && (Math.abs(x) >= 1e15 || Math.abs(x) < 1e-3))) n = isFinite(x) ? g4(x) : String(x);
    else if (Number.isInteger(x) || Math.abs(x) >= 1000) n = Math.round(x).toLocaleString("en-US");
    else n = g4(x);
    return r.unit ? n + " " + r.unit : n;
  };

  // ---- a result outside its quantity's domain: eval's domain_error, in the same words
  function pyG6(x) {
    if (x === 0) return "0";
    const e = Math.floor(Math.log10(Math.abs(x)));
    if (e < -4 || e >= 6) {
      const [m, ex] = x.toExponential(5).split("e");
      const k = parseInt(ex, 10);
      return m.replace(/\.?0+$/, "") + "e" + (k < 0 ? "-" : "+") + String(Math.abs(k)).padStart(2, "0");
    }
    return String(Number(x.toPrecision(6)));
  }
  function problem(d, value) {
    return R().domain_problem(d.low, d.low_open, d.high, d.high_open, d.integral, d.text, value, pyG6);
  }
  // "" when `base` (quantity `name`, base units) lies in its domain, else the one-line reason
  CHALK.domainError = function (name, base, setup, resolution) {
    const q = D.quantities[name];
    const d = q.domain;
    const why = problem(d, base);
    if (!why) return "";
    // the quantity's explanation with the values it names, as the reader sees them
    const known = Object.assign({}, resolution.direct, resolution.support);
    const values = {};
    for (const f of R().explanation_fields(d.explain || "")) {
      if (has(known, f)) {
        values[f] = CHALK.humanText(f, known[f].value);
        continue;
      }
      try {
        values[f] = CHALK.humanText(f, CHALK.evaluate(f, setup).base / D.quantities[f].factor);
      } catch (e) {
        values[f] = f;
      }
    }
    const explained = R().explanation(d.explain || "", values);
    const shown = CHALK.humanText(name, base / q.factor);
    return R().domain_message(name, why, R().unrepresentable(base), shown, explained, q.meaning, d.text);
  };

  // quantity `name` in base units through its generated function
  CHALK.evaluate = function (name, setup) {
    const r = resolve(name, setup);
    return { base: CHALK.formulas[name](r.kwargs), resolution: r };
  };

  // a value set by the page (a slider), as an input layer entry
  CHALK.given = function (name, value, source) {
    return { value: value, base: value * D.quantities[name].factor, source: source };
  };

  // numbers as chalk eval prints them (cli/commands/eval_quantity.py _number)
  CHALK.formatNumber = function (x) {
    if (!isFinite(x)) return String(x);
    if (x !== 0 && (Math.abs(x) >= 1e15 || Math.abs(x) < 1e-3)) {
      const [mant, exp] = x.toExponential(5).split("e");
      const e = parseInt(exp, 10);
      return mant.replace(/\.?0+$/, "") + "e" + (e < 0 ? "-" : "+") + String(Math.abs(e)).padStart(2, "0");
    }
    if (Number.isInteger(x)) return x.toLocaleString("en-US", { maximumFractionDigits: 0 });
    return Number(x.toPrecision(6)).toLocaleString("en-US", { maximumSignificantDigits: 6 });
  };

  // the math precision and where it came from, as the core decides it (eval_rules.math_precision):
  // the asked one, else the model's weight format where the chip has a dense peak for it, else the default
  function mathPrecision(model, hw, asked) {
    const implied = model ? D.models[model].math_precision : null;
    return R().math_precision(asked || null, implied, hw ? Object.keys(D.hardware[hw].precisions) : null);
  }
  CHALK.mathPrecision = (model, hw) => mathPrecision(model, hw, null)[0];

  // <option>s for a <select>
  CHALK.fillSelect = function (select, values, labels) {
    select.textContent = "";
    values.forEach((v, k) => {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = labels ? labels[k] : v === "" ? "(none)" : v;
      select.appendChild(o);
    });
  };
})();
