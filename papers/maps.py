"""A document's symbol maps, and which of chalk's names decide its notation."""

from __future__ import annotations

from collections.abc import Iterable

import pint
import sympy as sp

from chalk.derivations.quantities import lookup
from chalk.papers.reading import NameTable, name_table
from chalk.papers.verdicts import Finding

#: a map entry as scanned: (its text, file, line, col)
Entry = tuple[str, str, int, int]


def _split_entries(text: str) -> list[str]:
    entries: list[str] = []
    depth, cur = 0, ""
    for ch in text:
        depth += {"{": 1, "}": -1, "[": 1, "]": -1, "(": 1, ")": -1}.get(ch, 0)
        if ch == "," and depth == 0:
            entries.append(cur)
            cur = ""
        else:
            cur += ch
    return [e.strip() for e in [*entries, cur] if e.strip()]


def symbol_map(
    entries: list[Entry], extra: Iterable[tuple[str, str]] = (), table: NameTable | None = None
) -> tuple[NameTable, dict[sp.Symbol, pint.Unit], list[Finding]]:
    """A name table with the document's map and ``--symbols`` entries (LaTeX → quantity
    name or ``[unit]``), the units of bare symbols, and findings for bad entries."""
    from chalk.units import parse_unit

    table = table or name_table()
    units: dict[sp.Symbol, pint.Unit] = {}
    findings: list[Finding] = []
    items = [(e, path, line, col) for text, path, line, col in entries for e in _split_entries(text)]
    items += [(f"{k} = {v}" if not v.strip().startswith("[") else f"{k} {v}", "--symbols", 0, 0) for k, v in extra]
    for entry, path, line, col in items:
        latex, eq, target = entry.partition("=")
        unit_text = ""
        if not eq:
            latex, _, unit_text = entry.partition("[")
            target = ""
        latex, target = latex.strip(), target.strip()
        try:
            if target:
                symbol = lookup(target).symbol
            else:
                unit = parse_unit(unit_text.rstrip("] ").strip())
                symbol = sp.Symbol(latex.lstrip("\\"), positive=True)
                units[symbol] = unit
            table = table.with_name(latex, symbol)
        except (KeyError, ValueError) as exc:
            message = str(exc.args[0]) if exc.args else str(exc)
            findings.append(
                Finding(
                    path,
                    line,
                    col,
                    "error",
                    f"bad symbol map entry {entry!r}: {message} (write `X = quantity_name` or `X [unit]`)",
                )
            )
    return table, units, findings


def long_names(letters: set[str]) -> list[str]:
    """chalk's LaTeX names longer than one letter (``t_{\\mathrm{step}}``, ``N_{\\mathrm{total}}``):
    a document that writes one of them is written in chalk's notation, and its bare letters
    are chalk's too (said once); any other document's letters are its own."""
    from chalk.derivations.quantities import all_quantities

    out: list[str] = []
    for q in all_quantities():
        tex = q.printed
        if tex.lstrip("\\") not in letters and len(tex) > 2:
            out.append(tex)
    return out


def facts_of(entries: list[Entry]) -> tuple[list[Entry], list[Entry]]:
    """The map's entries without its facts, and the facts: ``fact head_dim*n_heads =
    hidden_size`` states a relation the document takes as known everywhere (a hypothesis of
    every formula), which a symbol map cannot say; ``another case`` (returned as a fact of
    that text) marks the formulas after it as another case of the names they define anew."""
    rest: list[Entry] = []
    facts: list[Entry] = []
    for text, path, line, col in entries:
        items = _split_entries(text)
        facts += [(item[len("fact ") :].strip(), path, line, col) for item in items if item.startswith("fact ")]
        facts += [("another case", path, line, col) for item in items if item == "another case"]
        kept = [item for item in items if not item.startswith("fact ") and item != "another case"]
        if kept:
            rest.append((", ".join(kept), path, line, col))
    return rest, facts
