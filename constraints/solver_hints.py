"""Solver hints: which cvc5 strategies are known not to decide an obligation, so a second
opinion skips them and goes straight to the one that does.

The anchors are F*'s hint files and Why3's proof sessions: a hint steers the search and is
never a verdict. A hint here names one (obligation, strategy) pair whose run ended
``unknown`` under its deterministic limits (cvc5's resource limit, the strategy's CPU
stop, or incompleteness), with the reason that run gave. Replayed, that strategy is not
run again and its recorded reason stands in for it; every other strategy runs as before,
and whatever decides is cvc5's answer on freshly generated terms.

Why a hint cannot forge a verdict: it can only say "this strategy gives no answer". A
skipped strategy is an unknown, never a proof, a refutation or an agreement. The worst a
hand-edited hint can do is remove a strategy that would have decided, which makes that
opinion ``unknown``: weaker evidence, never false evidence (docs/trust-model.md). The key
covers the obligation's exact text, the strategy's options and limits, and cvc5's version,
so any change to the claim, the translation, the limits or the solver makes the hint
unused. A wall-clock timeout is never recorded: it depends on the machine.

The lecture's hints ship with chalk (``cvc5_hints.json`` beside this module). ``python -m
chalk.constraints.solver_hints record`` regenerates them from a ``chalk verify --confirm
--no-cache`` run; ``CHALK_NO_HINTS=1`` turns replay off.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from chalk.constraints.smtlib import Strategy

T = TypeVar("T")
#: the shipped hints of chalk's own book
SHIPPED = Path(__file__).resolve().with_name("cvc5_hints.json")  # the source file under an editable install
#: where a recording run appends what each strategy gave (forked children write here too)
JOURNAL_ENV = "CHALK_HINTS_JOURNAL"
FORMAT = 1
#: an unknown reason worth recording: the outcome of a deterministic limit or of cvc5's
#: own incompleteness, the same on every machine (a wall-clock timeout is not)
_DETERMINISTIC = ("resourceout", "incomplete", "stalled (no answer within")


@functools.cache
def _cvc5_version() -> str:
    try:
        return importlib.metadata.version("cvc5")
    except importlib.metadata.PackageNotFoundError:
        return "absent"


def key(obligation: str, strategy: Strategy) -> str:
    """The hint key: the obligation's text, the strategy's options and limits, cvc5's version."""
    options = json.dumps(sorted(strategy.options.items()))
    text = "\n".join(
        [_cvc5_version(), strategy.name, options, str(strategy.resource_limit), str(strategy.cpu_seconds), obligation]
    )
    return hashlib.sha256(text.encode()).hexdigest()[:32]


@functools.cache
def _replayed() -> dict[str, str]:
    """The shipped hints (none when ``CHALK_NO_HINTS`` is set or a recording runs)."""
    if os.environ.get("CHALK_NO_HINTS") or os.environ.get(JOURNAL_ENV):
        return {}
    try:
        data = json.loads(SHIPPED.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("fruitless"), dict):
        return {}
    return {str(k): str(v) for k, v in data["fruitless"].items()}


def _deterministic(reason: str) -> bool:
    return any(mark in reason for mark in _DETERMINISTIC) and "timeout" not in reason


def run(obligation: str, strategy: Strategy, solve: Callable[[], tuple[str, str]]) -> tuple[str, str]:
    """``solve()`` (cvc5's (result, reason) under ``strategy``), unless a hint says the
    strategy gives no answer on this obligation: then ("unknown", the recorded reason)."""
    k = key(obligation, strategy)
    recorded = _replayed().get(k)
    if recorded is not None:
        return "unknown", recorded
    result, reason = solve()
    journal = os.environ.get(JOURNAL_ENV)
    if journal and result == "unknown" and _deterministic(reason):
        line = json.dumps({"key": k, "reason": reason}) + "\n"
        fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line.encode())  # one write per line: appends from forked children do not interleave
        finally:
            os.close(fd)
    return result, reason


def written(journal: Path) -> str:
    """The hints file's text from a recording run's journal (sorted: the same run, the same bytes)."""
    fruitless: dict[str, str] = {}
    for line in journal.read_text().splitlines():
        entry = json.loads(line)
        fruitless[entry["key"]] = entry["reason"]
    doc = {"format": FORMAT, "cvc5": _cvc5_version(), "fruitless": dict(sorted(fruitless.items()))}
    return json.dumps(doc, indent=1, sort_keys=True) + "\n"


def record(out: Path, chalk: str) -> int:
    """Run ``chalk verify --confirm --no-cache`` with a journal and write the hints to ``out``."""
    with tempfile.TemporaryDirectory() as tmp:
        journal = Path(tmp) / "journal.jsonl"
        journal.touch()
        env = {**os.environ, JOURNAL_ENV: str(journal)}
        done = subprocess.run([chalk, "verify", "--confirm", "--no-cache"], env=env, stdout=subprocess.DEVNULL)
        if done.returncode != 0:
            print(f"chalk verify --confirm failed (exit {done.returncode}); hints not written", file=sys.stderr)
            return done.returncode
        text = written(journal)
    out.write_text(text)
    print(f"wrote {len(json.loads(text)['fruitless'])} hints to {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """``record [OUT]``: regenerate the hints file (default: the shipped one)."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] != "record" or len(args) > 2:
        print("usage: python -m chalk.constraints.solver_hints record [OUT]", file=sys.stderr)
        return 2
    out = Path(args[1]) if len(args) == 2 else SHIPPED
    return record(out, str(Path(sys.executable).parent / "chalk"))


if __name__ == "__main__":
    raise SystemExit(main())
