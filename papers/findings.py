"""What ``chalk check`` reports: compiler-style lines, a summary, JSON, GitHub annotations.

Nothing is dropped silently: every formula found is counted as ok, error, hypothesis (a
relation the prose introduces with "assume", "let", "where"…, or one between symbols the
document never defines), unknown, expected (rejected under an erratum claim) or
unreadable, and each unreadable one says why. The summary ends with the share read.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence

from chalk.papers.inline_math import RELATION
from chalk.papers.verdicts import UNREAD_KINDS, Finding, Outcome

STATUSES = ("ok", "error", "hypothesis", "unknown", "expected", "unreadable")


def all_findings(outcomes: Sequence[Outcome], general: Sequence[Finding]) -> list[Finding]:
    """Every finding, unreadable formulas included (as notes with their reason)."""
    out = list(general)
    for o in outcomes:
        out += o.findings
        if o.status == "unreadable":
            f = o.found
            out.append(Finding(f.path, f.line, f.col, "note", f"not read: {o.reason}"))
    return out


def counts(outcomes: Sequence[Outcome]) -> dict[str, int]:
    c = Counter(o.status for o in outcomes)
    return {"formulas": len(outcomes), **{s: c.get(s, 0) for s in STATUSES}}


def verdicts(o: Outcome) -> tuple[str, ...]:
    """Each relation's verdict. A formula not read relation by relation holds each relation
    written in it under its status: at least one, unless nothing in it is a relation at
    all (``$x$`` between displays, ``\\text{a = b}``: none outside its text)."""
    if o.relations:
        return tuple(o.relations)
    written = len(RELATION.findall(o.found.text))
    if o.status == "unreadable" and o.reason == "no relation outside text":
        return (o.status,) * written if _outside_text(o.found.text) else ()
    return (o.status,) * max(1, written)


def _outside_text(text: str) -> bool:
    """Whether a relation sign stands outside ``\\text{…}`` (else the formula is prose)."""
    import re

    return bool(RELATION.search(re.sub(r"\\(?:text|mbox|textrm|mathrm)\{[^{}]*\}", " ", text)))


def relation_counts(outcomes: Sequence[Outcome]) -> dict[str, int]:
    """Every relation counted by its own verdict, and the share read. A formula not read
    relation by relation counts each relation it holds (at least one) under its status."""
    c: Counter[str] = Counter()
    for o in outcomes:
        c.update(verdicts(o))
    total = sum(c.values())
    read = total - c.get("unreadable", 0)
    coverage = round(100 * read / total) if total else 100
    return {"relations": total, **{s: c.get(s, 0) for s in STATUSES}, "read_percent": coverage}


def summary(outcomes: Sequence[Outcome]) -> str:
    """One line per document named on the command line: its relations counted by verdict,
    and the share read."""
    by_root: dict[str, list[Outcome]] = {}
    for o in outcomes:
        by_root.setdefault(o.found.root or o.found.path, []).append(o)
    return "\n".join(_line(root, group) for root, group in by_root.items()) or "checked 0 relations"


def _line(root: str, outcomes: Sequence[Outcome]) -> str:
    r = relation_counts(outcomes)
    hypotheses = f"{r['hypothesis']} hypothes{'i' if r['hypothesis'] == 1 else 'e'}s"
    return (
        f"{root}: checked {r['relations']} relations: {r['ok']} ok, {r['error']} with errors, {hypotheses}, "
        f"{r['unknown']} undecided or warned, {r['expected']} expected, {r['unreadable']} not read "
        f"({r['read_percent']}% read)"
    )


def unreadable_reasons(outcomes: Sequence[Outcome]) -> Counter[str]:
    """Why formulas were not read, grouped (symbol lists cut off after the first name)."""
    return Counter(UNREAD_KINDS.get(o.cause) or o.reason for o in outcomes if o.status == "unreadable")


def failed(outcomes: Sequence[Outcome], general: Sequence[Finding]) -> bool:
    return any(o.status == "error" for o in outcomes) or any(g.severity == "error" for g in general)


def text(outcomes: Sequence[Outcome], general: Sequence[Finding], verbose: bool = False) -> str:
    lines = [
        f"{x.path}:{x.line}:{x.col}: {x.severity}: {x.message}"
        for x in all_findings(outcomes, general)
        if verbose or x.severity != "note" or not x.message.startswith("not read: ")
    ]
    lines.append(summary(outcomes))
    for reason, n in sorted(unreadable_reasons(outcomes).items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"  not read ({n}): {reason}")
    return "\n".join(lines)


def as_json(outcomes: Sequence[Outcome], general: Sequence[Finding]) -> str:
    return json.dumps(
        {
            "summary": {
                **counts(outcomes),
                "relations": relation_counts(outcomes),
                "unreadable_reasons": dict(unreadable_reasons(outcomes)),
            },
            "ok": not failed(outcomes, general),
            "formulas": [
                {
                    "file": o.found.path,
                    "line": o.found.line,
                    "col": o.found.col,
                    "env": o.found.env,
                    "claim": o.found.claim,
                    "latex": o.found.text.strip(),
                    "status": o.status,
                    "reason": o.reason,
                    "relations": list(o.relations),
                    "findings": [x.__dict__ for x in o.findings],
                }
                for o in outcomes
            ],
            "document_findings": [x.__dict__ for x in general],
        },
        indent=1,
        ensure_ascii=False,
    )


def _escape(s: str) -> str:
    return s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def github(outcomes: Sequence[Outcome], general: Sequence[Finding], verbose: bool = False) -> str:
    """GitHub Actions workflow commands (``::error file=…,line=…,col=…::message``): errors
    and warnings, notes only when ``verbose``; then one summary line per document."""
    kind = {"error": "error", "warning": "warning", "note": "notice"}
    lines = [
        f"::{kind[x.severity]} file={x.path},line={x.line},col={x.col}::{_escape(x.message)}"
        for x in all_findings(outcomes, general)
        if verbose or x.severity != "note"
    ]
    lines.append(summary(outcomes))
    return "\n".join(lines)
