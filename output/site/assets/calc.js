// chalk explorer: the calculator page (interface only; formulas and data are generated).
"use strict";
(function () {
  const D = CHALK.data;
  const $ = (id) => document.getElementById(id);
  const defined = Object.keys(CHALK.formulas).sort();
  const typed = {}; // input name -> the text typed into its field (the --set layer)
  const SELECTS = { q: "quantity", model: "model", hardware: "hardware", precision: "precision", ici: "ici", prices: "prices" };

  function setup() {
    const sets = {};
    for (const name of Object.keys(typed)) {
      const v = CHALK.parseValue(typed[name], name);
      sets[name] = { value: v.value, base: v.base, source: "given (typed here)" };
    }
    return {
      sets: sets,
      model: $("model").value || null,
      published: $("published").checked,
      hardware: $("hardware").value || null,
      precision: $("precision").value,
      ici: $("ici").value || null,
      prices: $("prices").value || null,
    };
  }

  // the page's state in its address: the selections, "show in" and every typed input (set.NAME)
  function saveState() {
    const query = new URLSearchParams();
    for (const [key, id] of Object.entries(SELECTS)) if ($(id).value) query.set(key, $(id).value);
    if ($("published").checked) query.set("published", "1");
    if ($("to").value.trim()) query.set("to", $("to").value.trim());
    for (const name of Object.keys(typed).sort()) query.set("set." + name, typed[name]);
    const url = window.location.pathname + "?" + query.toString();
    try {
      window.history.replaceState(null, "", url);
    } catch (e) {
      // a page opened from disk may refuse a new address in some browsers; the state still works
    }
  }

  function row(name) {
    let tr = document.querySelector('#inputs tr[data-input="' + name + '"]');
    if (tr) return tr;
    tr = document.createElement("tr");
    tr.dataset.input = name;
    const q = D.quantities[name];
    tr.innerHTML = "<td><code></code></td><td><input size=14></td><td class=unit></td><td class=source></td>";
    tr.querySelector("code").textContent = name;
    tr.querySelector("code").title = q.meaning;
    tr.querySelector(".unit").textContent = q.unit;
    const field = tr.querySelector("input");
    field.name = name;
    field.setAttribute("aria-label", name);
    field.addEventListener("input", () => {
      if (field.value.trim() === "") delete typed[name];
      else typed[name] = field.value;
      update();
    });
    return tr;
  }

  function layout(names, values) {
    const table = $("inputs");
    const keep = new Set(names);
    for (const tr of Array.from(table.querySelectorAll("tr[data-input]"))) if (!keep.has(tr.dataset.input)) tr.remove();
    if (!table.querySelector("tr.head")) {
      table.innerHTML = '<tr class="head"><th>input</th><th>value</th><th>unit</th><th>source</th></tr>';
    }
    for (const name of names) {
      const tr = row(name);
      table.appendChild(tr);
      const v = values[name];
      const field = tr.querySelector("input");
      if (Object.prototype.hasOwnProperty.call(typed, name)) {
        if (document.activeElement !== field) field.value = typed[name];
      } else if (document.activeElement !== field) {
        field.value = v ? CHALK.fieldText(name, v.value) : "";
        field.placeholder = v ? "" : "missing";
      }
      tr.classList.toggle("missing", !v);
      tr.querySelector(".source").textContent = v ? v.source : "missing";
    }
  }

  function note(text, cls) {
    const li = document.createElement("li");
    li.textContent = text;
    if (cls) li.className = cls;
    $("notes").appendChild(li);
  }

  function update() {
    const name = $("quantity").value;
    const q = D.quantities[name];
    $("meaning").textContent = q.meaning + (q.formula ? " · " + name + " = " + q.formula : "");
    $("notes").textContent = "";
    $("fit").textContent = "";
    let s;
    try {
      s = setup();
      const r = CHALK.resolve(name, s);
      const to = $("to").value.trim();
      const unit = CHALK.outputUnit(name, to);
      const base = CHALK.formulas[name](r.kwargs);
      const impossible = CHALK.domainError(name, base, s, r);
      if (impossible) {
        const e = new CHALK.InputError(impossible);
        e.found = Object.assign({}, r.support, r.direct);
        throw e;
      }
      const shown = to ? CHALK.formatNumber(base / unit.factor) + " " + unit.text : CHALK.humanText(name, base / q.factor);
      $("result").textContent = name + " = " + shown;
      $("result").dataset.base = String(base);
      $("error").textContent = "";
      const all = Object.assign({}, r.direct, r.support);
      layout(Object.keys(r.direct).concat(Object.keys(r.support)), all);
      const fit = CHALK.fit(name, s);
      if (fit) {
        $("fit").textContent = fit.fits
          ? "fits: " + fit.memory + " = " + CHALK.g4(fit.need / 1e9) + " GB of hbm_capacity = " + CHALK.g4(fit.capacity / 1e9) + " GB per chip"
          : "warning: " + CHALK.fitWarning(fit);
        $("fit").className = fit.fits ? "fit" : "fit warning";
        $("fit").dataset.fits = String(fit.fits);
      } else {
        delete $("fit").dataset.fits;
      }
      for (const n of r.notes) note("note: " + n);
    } catch (e) {
      if (!(e instanceof CHALK.InputError)) throw e;
      $("result").textContent = "";
      delete $("result").dataset.base;
      $("error").textContent = "error: " + e.message;
      const names = CHALK.arguments[name];
      const values = Object.assign({}, e.found || {});
      for (const n of names) if (s && s.sets[n]) values[n] = s.sets[n];
      const more = Object.keys(values).concat(e.wanted || []).filter((n, k, all) => names.indexOf(n) < 0 && all.indexOf(n) === k);
      layout(names.concat(more), values);
    }
    saveState();
  }

  function fillPrecisions() {
    const hw = $("hardware").value;
    const keep = $("precision").value;
    const list = [""].concat(hw ? Object.keys(D.hardware[hw].precisions) : []);
    CHALK.fillSelect($("precision"), list, ["(the model's format, as the CLI)"].concat(list.slice(1)));
    $("precision").value = list.indexOf(keep) >= 0 ? keep : "";
    const ici = hw ? Object.keys(D.hardware[hw].ici) : [];
    const keepIci = $("ici").value;
    CHALK.fillSelect($("ici"), [""].concat(ici), ["(vendor, default)"].concat(ici));
    $("ici").value = ici.indexOf(keepIci) >= 0 ? keepIci : "";
    $("ici").disabled = ici.length < 2;
  }

  CHALK.fillSelect($("quantity"), defined);
  CHALK.fillSelect($("model"), [""].concat(Object.keys(D.models).sort()));
  CHALK.fillSelect($("hardware"), [""].concat(Object.keys(D.hardware).sort()));
  CHALK.fillSelect($("prices"), [""].concat(Object.keys(D.prices).sort()));
  const query = new URLSearchParams(window.location.search);
  const pick = (id, value, fallback) => {
    $(id).value = value;
    if ($(id).value !== value) $(id).value = fallback;
  };
  // the asked quantity when this book has it, else the board's B*, else the book's first
  const asked = [query.get("q"), "optimal_batch"].filter((n) => n && defined.indexOf(n) >= 0);
  $("quantity").value = asked.length ? asked[0] : defined[0];
  pick("model", query.has("model") ? query.get("model") : "deepseek-v3", "");
  pick("hardware", query.has("hardware") ? query.get("hardware") : "gb200-nvl72", "");
  $("published").checked = query.get("published") === "1";
  fillPrecisions();
  pick("precision", query.get("precision") || "", "");
  pick("ici", query.get("ici") || "", "");
  pick("prices", query.get("prices") || "", "");
  $("to").value = query.get("to") || "";
  for (const [key, value] of query.entries()) {
    const name = key.startsWith("set.") ? key.slice(4) : null;
    if (name && Object.prototype.hasOwnProperty.call(D.quantities, name) && value.trim()) typed[name] = value;
  }
  for (const id of ["quantity", "model", "published", "prices", "precision", "ici"]) $(id).addEventListener("change", update);
  $("hardware").addEventListener("change", () => {
    fillPrecisions();
    update();
  });
  $("to").addEventListener("input", update);
  update();
})();
