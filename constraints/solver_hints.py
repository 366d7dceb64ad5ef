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

A route hint names a goal z3 left undecided and cvc5's linearisation then decided
(``prove(..., second_prover=True)``). Replayed, that goal goes to cvc5 first, inside the
same budget; what cvc5 answers is checked as always, and where it does not decide, z3's
search runs as without the hint. Like the others it can only move time: the verdict is
still a solver's, on freshly generated terms.

A witness hint (``z3_witnesses``) holds the point z3 found where a goal's hypotheses hold.
Replayed, the point is evaluated exactly in sympy and must keep every declared assumption and
make every hypothesis TRUE, else z3 searches as without it: it stands in for a ``sat`` only
where it is one.

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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from sympy import srepr

from chalk.constraints.smtlib import Answer, Strategy
from chalk.constraints.stops import Stop

T = TypeVar("T")
#: the shipped hints of chalk's own book
SHIPPED = Path(__file__).resolve().with_name("cvc5_hints.json")  # the source file under an editable install
#: where a recording run appends what each strategy gave (forked children write here too)
JOURNAL_ENV = "CHALK_HINTS_JOURNAL"
#: 2: each fruitless hint holds its reason and its ``Stop`` (1 held the reason alone)
FORMAT = 2


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


def route_key(statement: object, hypotheses: Sequence[object]) -> str:
    """A route hint's key: the goal as sympy holds it (``srepr``: every symbol with its
    assumptions) and both solvers' versions."""
    import z3

    text = "\n".join([z3.get_version_string(), _cvc5_version(), srepr(statement), *map(srepr, hypotheses)])
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def split_key(statement: object, hypotheses: Sequence[object], integers: bool) -> str:
    """A split route hint's key: the goal as sympy holds it, its domain and z3's version."""
    import z3

    domain = "integers" if integers else "reals"
    text = "\n".join(["split first", z3.get_version_string(), domain, srepr(statement), *map(srepr, hypotheses)])
    return hashlib.sha256(text.encode()).hexdigest()[:32]


@functools.cache
def _shipped() -> dict[str, object]:
    """The shipped hints file (empty when ``CHALK_NO_HINTS`` is set or a recording runs)."""
    if os.environ.get("CHALK_NO_HINTS") or os.environ.get(JOURNAL_ENV):
        return {}
    try:
        data = json.loads(SHIPPED.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("fruitless"), dict):
        return {}
    return data


def _hint(entry: object) -> Answer | None:
    """A fruitless hint's unknown answer; None for an entry that is not one (a hand edit)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("reason"), str):
        return None
    try:
        stop = Stop(entry.get("stop"))
    except ValueError:
        return None
    return Answer("unknown", entry["reason"], frozenset({stop})) if stop.deterministic else None


@functools.cache
def _replayed() -> dict[str, Answer]:
    """The fruitless (obligation, strategy) pairs, with the answer each gave."""
    fruitless = _shipped().get("fruitless", {})
    if not isinstance(fruitless, dict):
        return {}
    return {str(k): hint for k, v in fruitless.items() if (hint := _hint(v)) is not None}


def second_first(route: Callable[[], str]) -> bool:
    """Whether a route hint sends this goal to cvc5 before z3 (``route()`` gives the goal's
    key: it is computed only where the file holds route hints)."""
    routes = _shipped().get("second_first", [])
    return isinstance(routes, list) and bool(routes) and route() in routes


def split_tactic(statement: object, hypotheses: Sequence[object], integers: bool) -> str | None:
    """The z3 tactic a split route hint names for this goal over this domain (``z3_routes``:
    the goal's two obligations go first, with that tactic); None where there is no hint."""
    splits = _shipped().get("split_first", {})
    if not isinstance(splits, dict) or not splits:
        return None
    tactic = splits.get(split_key(statement, hypotheses, integers))
    return tactic if isinstance(tactic, str) else None


def has_witnesses() -> bool:
    """Whether the file holds consistency witnesses (a replay computes no key without them)."""
    witnesses = _shipped().get("witnesses")
    return isinstance(witnesses, dict) and bool(witnesses)


def witness(k: str) -> dict[str, str] | None:
    """The consistency witness recorded under ``k`` (``z3_witnesses.key``): each symbol's
    z3 name and exact value as text; None where there is none or the entry is not a table."""
    witnesses = _shipped().get("witnesses", {})
    point = witnesses.get(k) if isinstance(witnesses, dict) else None
    return point if isinstance(point, dict) else None


def record_witness(k: str, point: dict[str, str]) -> None:
    """Journal a point z3 found where the hypotheses keyed ``k`` hold."""
    _journal({"witness": k, "point": point})


def record_route(route: str) -> None:
    """Journal that z3 left this goal undecided and cvc5's linearisation decided it."""
    _journal({"route": route})


def recording() -> bool:
    """Whether this run journals hints (``python -m chalk.constraints.solver_hints record``)."""
    return bool(os.environ.get(JOURNAL_ENV))


def record_split(statement: object, hypotheses: Sequence[object], integers: bool, tactic: str) -> None:
    """Journal that the one goal was left undecided and ``tactic`` proved its two obligations."""
    if recording():  # the key's ``srepr`` only where a recording reads it
        _journal({"split": split_key(statement, hypotheses, integers), "tactic": tactic})


def _journal(entry: dict[str, object]) -> None:
    journal = os.environ.get(JOURNAL_ENV)
    if not journal:
        return
    fd = os.open(journal, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        # one write per line: appends from forked children do not interleave
        os.write(fd, (json.dumps(entry) + "\n").encode())
    finally:
        os.close(fd)


def run(obligation: str, strategy: Strategy, solve: Callable[[], Answer]) -> Answer:
    """``solve()`` (cvc5's answer under ``strategy``), unless a hint says the strategy gives
    no answer on this obligation: then the recorded unknown. Only an unknown every stop of
    which is deterministic (``Stop.deterministic``) is recorded."""
    k = key(obligation, strategy)
    recorded = _replayed().get(k)
    if recorded is not None:
        return recorded
    answer = solve()
    if answer.result == "unknown" and answer.stops and all(s.deterministic for s in answer.stops):
        stop = min(answer.stops, key=lambda s: s.value)  # one answer, one stop: its only one
        _journal({"key": k, "reason": answer.reason, "stop": stop.value})
    elif answer.result != "unknown":
        _journal({"decided": k})
    return answer


def considered(obligation: str, strategies: Sequence[Strategy]) -> None:
    """Journal the keys an opinion may try on ``obligation``, before it tries any: a
    recording keeps an earlier hint for such a key where this run ended it by the wall
    clock (a loaded machine) rather than by a deterministic limit."""
    for strategy in strategies:
        _journal({"seen": key(obligation, strategy)})


def written(journal: Path, previous: dict[str, dict[str, str]] | None = None) -> str:
    """The hints file's text from a recording run's journal (sorted: the same run, the same
    bytes). A ``previous`` hint is kept for a key this run considered but neither recorded
    nor decided (the wall clock ended it first): it is the deterministic outcome of the same
    obligation, strategy, limits and cvc5, recorded on a less loaded run."""
    fruitless: dict[str, dict[str, str]] = {}
    routes: set[str] = set()
    splits: dict[str, str] = {}
    witnesses: dict[str, dict[str, str]] = {}
    seen: set[str] = set()
    decided: set[str] = set()
    for line in journal.read_text().splitlines():
        entry = json.loads(line)
        if "route" in entry:
            routes.add(entry["route"])
        elif "split" in entry:
            splits[entry["split"]] = entry["tactic"]
        elif "witness" in entry:
            witnesses[entry["witness"]] = dict(sorted(entry["point"].items()))
        elif "seen" in entry:
            seen.add(entry["seen"])
        elif "decided" in entry:
            decided.add(entry["decided"])
        else:
            fruitless[entry["key"]] = {"reason": entry["reason"], "stop": entry["stop"]}
    for k in seen - decided - set(fruitless):
        if previous and k in previous:
            fruitless[k] = previous[k]
    doc = {
        "format": FORMAT,
        "cvc5": _cvc5_version(),
        "fruitless": dict(sorted(fruitless.items())),
        "second_first": sorted(routes),
        "split_first": dict(sorted(splits.items())),
        "witnesses": dict(sorted(witnesses.items())),
    }
    return json.dumps(doc, indent=1, sort_keys=True) + "\n"


def _previous(out: Path) -> dict[str, dict[str, str]]:
    """The strategy hints already in ``out``, when it holds this format and cvc5 version."""
    try:
        data = json.loads(out.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("cvc5") != _cvc5_version():
        return {}
    fruitless = data.get("fruitless")
    if not isinstance(fruitless, dict):
        return {}
    return {str(k): {"reason": v["reason"], "stop": v["stop"]} for k, v in fruitless.items() if _hint(v) is not None}


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
        text = written(journal, _previous(out))
    out.write_text(text)
    doc = json.loads(text)
    routes = len(doc["second_first"]) + len(doc["split_first"])
    counts = f"{len(doc['fruitless'])} strategy hints, {routes} route hints and {len(doc['witnesses'])} witnesses"
    print(f"wrote {counts} to {out}")
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
