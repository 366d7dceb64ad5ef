// chalk explorer: the calculator page (interface only; formulas and data are generated).
"use strict";
(function () {
  const D = CHALK.data;
  const $ = (id) => document.getElementById(id);
  const defined = Object.keys(CHALK.formulas).sort();
  const typed = {}; // input name -> the text typed into its field (the --set layer)

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
      prices: $("prices").value || null,
    };
  }

  function row(name) {
    let tr = document.querySelector('#inputs tr[data-input="' + name + '"]');
    if (tr) return tr;
    tr = document.createElement("tr");
    tr.dataset.input = name;
    const q = D.quantities[name];
    tr.innerHTML = "<td><code></code></td><td><input size=16></td><td class=unit></td><td class=source></td>";
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
      if (!Object.prototype.hasOwnProperty.call(typed, name) && document.activeElement !== field) {
        field.value = v ? CHALK.formatNumber(v.value).replace(/,/g, "") : "";
        field.placeholder = v ? "" : "missing";
      }
      tr.querySelector(".source").textContent = v ? v.source : "missing";
    }
  }

  function update() {
    const name = $("quantity").value;
    const q = D.quantities[name];
    $("meaning").textContent = q.meaning + (q.formula ? " · " + name + " = " + q.formula : "");
    const notes = $("notes");
    notes.textContent = "";
    let s;
    try {
      s = setup();
      const r = CHALK.resolve(name, s);
      const unit = CHALK.outputUnit(name, $("to").value.trim());
      const base = CHALK.formulas[name](r.kwargs);
      $("result").textContent = name + " = " + CHALK.formatNumber(base / unit.factor) + " " + unit.text;
      $("result").dataset.base = String(base);
      $("error").textContent = "";
      const all = Object.assign({}, r.direct, r.support);
      layout(Object.keys(r.direct).concat(Object.keys(r.support)), all);
      for (const n of r.notes) {
        const li = document.createElement("li");
        li.textContent = "note: " + n;
        notes.appendChild(li);
      }
    } catch (e) {
      if (!(e instanceof CHALK.InputError)) throw e;
      $("result").textContent = "";
      delete $("result").dataset.base;
      $("error").textContent = "error: " + e.message;
      const names = CHALK.arguments[name];
      const values = {};
      for (const n of names) if (s && s.sets[n]) values[n] = s.sets[n];
      layout(names, values);
    }
  }

  function fillPrecisions() {
    const hw = $("hardware").value;
    const keep = $("precision").value || "bf16";
    const list = hw ? Object.keys(D.hardware[hw].precisions) : ["bf16"];
    CHALK.fillSelect($("precision"), list);
    $("precision").value = list.indexOf(keep) >= 0 ? keep : list.indexOf("bf16") >= 0 ? "bf16" : list[0];
  }

  CHALK.fillSelect($("quantity"), defined);
  CHALK.fillSelect($("model"), [""].concat(Object.keys(D.models).sort()));
  CHALK.fillSelect($("hardware"), [""].concat(Object.keys(D.hardware).sort()));
  CHALK.fillSelect($("prices"), [""].concat(Object.keys(D.prices).sort()));
  const query = new URLSearchParams(window.location.search);
  // the asked quantity when this book has it, else the board's B*, else the book's first
  const asked = [query.get("q"), "optimal_batch"].filter((n) => n && defined.indexOf(n) >= 0);
  $("quantity").value = asked.length ? asked[0] : defined[0];
  $("model").value = query.get("model") || "deepseek-v3";
  $("hardware").value = query.get("hardware") || "gb200-nvl72";
  fillPrecisions();
  $("precision").value = query.get("precision") || "fp8";
  for (const id of ["quantity", "model", "published", "prices", "precision"]) $(id).addEventListener("change", update);
  $("hardware").addEventListener("change", () => {
    fillPrecisions();
    update();
  });
  $("to").addEventListener("input", update);
  update();
})();
