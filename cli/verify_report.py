"""How ``chalk verify`` prints its report: the claim × check table, countermodels with
units, the second-solver line, GitHub annotations and JUnit XML (``cli.commands.verify``
runs the checks; this module only formats what they returned)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from chalk.derivations.check_names import CHECKS

_EXACT = re.compile(r"^(-?\d+)(?:/(\d+) \(≈[^)]*\))?$")
_DECIMAL = re.compile(r"^-?\d+(\.\d+)?(e[+-]?\d+)?$")


def with_unit(name: str, value: str) -> str:
    """One countermodel value (an exact number in chalk's base units, as the prover prints
    it) read in its symbol's declared unit: ``hbm_bandwidth = 3 B/s``, ``t_step = 500 ms
    (exactly 1/2 s)``. A name the current table does not know, a dimensionless quantity or
    a function table keeps the prover's text."""
    from fractions import Fraction
    from typing import cast

    import pint

    from chalk.derivations.quantities import current_table
    from chalk.units import Q_, from_base
    from chalk.units.readable import human, number_text, unit_text

    match = _EXACT.match(value)
    try:
        unit = current_table().lookup(name).unit
    except KeyError:
        return value
    if (match is None and not _DECIMAL.match(value)) or Q_(1, unit).dimensionless:
        return value
    if match is None:  # a sampled value, already rounded: its reading in the unit is the whole story
        return human(from_base(float(value), unit), unit)
    exact = Fraction(int(match[1]), int(match[2] or 1))
    shown = human(from_base(float(exact), unit), unit)
    base = unit_text(cast("pint.Unit", Q_(1, unit).to_base_units().units))  # pint types it as its plain base
    plain = f"{match[1]}{'/' + match[2] if match[2] else ''} {base}"
    whole = exact.denominator == 1 and shown == f"{number_text(float(exact))} {base}"
    return shown if shown == plain or whole else f"{shown} (exactly {plain})"


def countermodel_text(model: dict[str, str]) -> str:
    """A countermodel for reading: each value in its symbol's unit."""
    return ", ".join(f"{k}={with_unit(k, val)}" for k, val in model.items())


def table(claims: list[dict[str, Any]]) -> str:
    """The claim × check table from the report's claims (the same text cold or cached),
    with each refuted, errored or unknown check's detail and countermodel beneath its claim."""
    from chalk.constraints.verdict import Status

    if not claims:  # a definitions-only source: accepted, nothing to check yet
        return "no claims yet: the sources declare quantities only (mark a claim builder with @chalk.claim)"
    width = max(len(c["id"]) for c in claims)
    lines = [f"{'claim':<{width}}  {'expect':<8} " + " ".join(f"{c:<9}" for c in CHECKS) + "  result"]
    for c in claims:
        row = " ".join(f"{Status(c['checks'][name]['status']).mark:<9}" for name in CHECKS)
        lines.append(f"{c['id']:<{width}}  {c['expect']:<8} {row}  {'met' if c['met'] else 'NOT MET'}")
        for name in CHECKS:
            v = c["checks"][name]
            if v["status"] in ("refuted", "error", "unknown"):
                model = countermodel_text(v["countermodel"])
                extra = f" [countermodel: {model}]" if model else ""
                lines.append(f"    {name}: {v['status']} ({v['decided_by']}) {v['detail']}{extra}")
    return "\n".join(lines)


def second_solver_line(s: dict[str, Any]) -> str:
    """How the second opinions fared: z3's verdicts on translation A, then cvc5 on each
    translation apart (agreed, unknown, disagreed), then one line per unknown and per
    disagreement."""
    parts = [f"{s['first']} decided {s['z3_decided']} ({s['z3_proved']} proved, {s['z3_refuted']} refuted)"]
    for o in s["opinions"]:
        part = f"{o['opinion']} agreed on {o['agreed']}/{o['compared']}"
        if o["unknown"]:
            reasons = sorted({u["reason"].split(" (")[0][:60] for u in o["unknown"]})
            part += f", {len(o['unknown'])} unknown ({'; '.join(reasons[:3])}{'; ...' if len(reasons) > 3 else ''})"
        parts.append(part)
    parts.append(f"{len(s['disagreements'])} disagreements")
    if s["cvc5_in_z3s_place"]:
        parts.append(f"cvc5 on translation B decided {len(s['cvc5_in_z3s_place'])} where z3 was unknown")
    line = "; ".join(parts)
    if "z3_seconds" in s:
        line += f"; z3 {s['z3_seconds']:.2f} s, cvc5 {s['cvc5_seconds']:.2f} s"
    lines = [line]
    for o in s["opinions"]:
        lines += [f"  {o['opinion']} unknown: {u['claim']} {u['check']} ({u['reason']})" for u in o["unknown"]]
    lines += [f"  DISAGREEMENT: {d['claim']} {d['check']}: {d['detail']}" for d in s["disagreements"]]
    lines += [
        f"  cvc5 on translation B {d['result']} {d['claim']} {d['check']} where z3 was unknown (no second opinion)"
        for d in s["cvc5_in_z3s_place"]
    ]
    return "\n".join(lines)


def _escape(text: str, prop: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if prop else text


def github(
    claims: list[dict[str, Any]], where: dict[str, tuple[str, int]], problems: Sequence[dict[str, Any]] = ()
) -> str:
    """``::error file=…,line=…::…`` for each claim that misses its expectation and each
    definition whose expression is not in its declared unit."""
    lines = []
    for c in claims:
        if c["met"]:
            continue
        file, line = where.get(c["id"], ("", 0))
        detail = "\n".join(table([c]).split("\n")[2:]) or "misses its expectation"
        message = f"{c['id']} does not meet its expectation ({c['expect']})\n{detail}"
        lines.append(
            f"::error file={_escape(file, True)},line={line},title={_escape('chalk ' + c['id'], True)}::"
            + _escape(message)
        )
    for p in problems:
        title = _escape(f"chalk definition {p['name']}", True)
        lines.append(f"::error file={_escape(p['file'], True)},line={p['line']},title={title}::{_escape(p['detail'])}")
    met = sum(c["met"] for c in claims)
    lines.append(f"chalk: {met}/{len(claims)} claims meet their expectation")
    return "\n".join(lines)


def junit(
    claims: list[dict[str, Any]],
    where: dict[str, tuple[str, int]],
    seconds: float,
    problems: Sequence[dict[str, Any]] = (),
) -> str:
    """JUnit XML: one testsuite, one testcase per claim; a missed expectation is a failure
    whose text is the check table with its countermodel; a definition whose expression is
    not in its declared unit is a failing testcase of its own."""
    import xml.etree.ElementTree as ET

    failures = sum(not c["met"] for c in claims) + len(problems)
    tests = len(claims) + len(problems)
    suites = ET.Element("testsuites", name="chalk", tests=str(tests), failures=str(failures))
    suite = ET.SubElement(
        suites, "testsuite", name="chalk verify", tests=str(tests), failures=str(failures),
        errors="0", skipped="0", time=f"{seconds:.3f}",
    )  # fmt: skip
    for p in problems:
        case = ET.SubElement(
            suite, "testcase", classname="definitions", name=p["name"], file=p["file"], line=str(p["line"]), time="0",
        )  # fmt: skip
        ET.SubElement(case, "failure", message=f"definition {p['name']} is not in its declared unit").text = p["detail"]
    for c in claims:
        file, line = where.get(c["id"], ("", 0))
        case = ET.SubElement(
            suite, "testcase", classname=c["id"].split(".", 1)[0], name=c["id"],
            file=file, line=str(line), time=f"{c['seconds']:.3f}",
        )  # fmt: skip
        if not c["met"]:
            failure = ET.SubElement(case, "failure", message=f"{c['id']} does not meet its expectation")
            failure.text = table([c])
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode")


def definitions_text(problems: list[dict[str, Any]]) -> str:
    """One line per definition whose expression is not in its declared unit."""
    return "\n".join(
        f"definition {p['name']} ({p['file']}:{p['line']}): {p['detail']}"
        if p["file"]
        else f"definition {p['name']}: {p['detail']}"
        for p in problems
    )
