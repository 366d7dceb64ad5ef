"""The differential check: chalk's prover against the independent oracle (statement_oracle).

A ``proved`` must survive the oracle at every sampled point that satisfies the assumptions
and the hypotheses (and every hypothesis must be defined wherever the ones before it are
TRUE); a ``refuted`` countermodel must satisfy the assumptions (symbols' and functions') and
make the statement FALSE or UNDEFINED there (or leave a hypothesis UNDEFINED where the ones
before it are TRUE). ``unknown`` is always acceptable; an error that calls the hypotheses
vacuous must not meet an admissible point. Only the public verdict is read: the status and
the countermodel's text.
"""

from __future__ import annotations

import atexit
import dataclasses
import functools
import json
import random
import re
import shutil
import signal
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import product
from pathlib import Path

import sympy as sp

from chalk.constraints import Status, prove
from tests.generated_statements import Generated, from_json, to_json
from tests.statement_oracle import (
    FunctionTable,
    OracleUnsupported,
    functions_of,
    judge,
    random_tables,
    sample_points,
    symbols_of,
)

TIMEOUT_MS = 300
POINTS = 24
CORPUS = Path(__file__).parent / "data" / "generated_failures.json"


def _readable(e: sp.Basic) -> str:
    """``e`` as sympy prints it; printing can rebuild a subtree, and sympy's own rebuilding of
    an unevaluated tree can raise (shard 19: a Piecewise power), so srepr, which never
    rebuilds, is the fallback: a finding must always be shown."""
    try:
        return sp.sstr(e)
    except Exception:
        return sp.srepr(e)


@dataclass(frozen=True)
class Finding:
    """One disagreement: ``kind`` is "false proof", "false refutation", "false vacuity",
    "crash" (prove raised instead of answering), "solvers disagree" (a second opinion
    contradicted z3's verdict under the confirm route) or "cache changed the verdict" (the
    verdict a second run is served differs from the one the first run stored)."""

    kind: str
    claim: Generated
    verdict: str
    point: dict[str, str]
    oracle: str
    detail: str = ""
    witness: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "statement": to_json(self.claim.statement),
            "hypotheses": [to_json(h) for h in self.claim.hypotheses],
            "readable": _readable(self.claim.statement)
            + (f"   given {[_readable(h) for h in self.claim.hypotheses]}" if self.claim.hypotheses else ""),
            "verdict": self.verdict,
            "point": self.point,
            "oracle": self.oracle,
            "detail": self.detail,
            "witness": self.witness,
        }


@dataclass
class Tally:
    """Counts over a run: verdicts, oracle points checked, unjudged proofs and the findings."""

    verdicts: Counter = field(default_factory=Counter)
    #: statements per route (ROUTES)
    routes: Counter = field(default_factory=Counter)
    points_checked: int = 0
    unjudged: int = 0
    oracle_errors: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def statements(self) -> int:
        return sum(self.verdicts.values())

    def summary(self) -> str:
        n = self.statements or 1
        unknown = self.verdicts["unknown"]
        kinds = Counter(f.kind for f in self.findings)
        return (
            f"{self.statements} statements in {self.seconds:.1f} s: "
            + ", ".join(f"{k} {v}" for k, v in sorted(self.verdicts.items()))
            + f" (unknown rate {unknown / n:.1%}); routes "
            + ", ".join(f"{k} {v}" for k, v in sorted(self.routes.items()))
            + f"; {self.points_checked} oracle points; "
            f"{self.unjudged} verdicts the oracle could not judge ({len(self.oracle_errors)} oracle errors); "
            + (", ".join(f"{v} {k}" for k, v in sorted(kinds.items())) or "no findings")
        )


def _witness(point: dict, tables: dict) -> dict:
    """A point and its function tables, machine-readable, so a corpus entry replays exactly."""
    return {
        "symbols": {s.name: str(v) for s, v in point.items()},
        "functions": [
            [
                fn.__name__,
                sorted(k for k, v in fn._kwargs.items() if v),
                [[list(map(str, a)), str(v)] for a, v in t.entries],
            ]
            for fn, t in tables.items()
        ],
    }


def witness_point(claim: Generated, witness: dict) -> tuple[dict, dict]:
    """The (point, tables) a corpus entry recorded, for the claim's own symbols and functions."""
    exprs = [claim.statement, *claim.hypotheses]
    point = {s: Fraction(witness["symbols"][s.name]) for s in symbols_of(*exprs)}
    tables = {}
    for fn in functions_of(*exprs):
        wanted = sorted(k for k, v in fn._kwargs.items() if v)
        for name, assumptions, entries in witness.get("functions", []):
            if name == fn.__name__ and assumptions == wanted:
                tables[fn] = FunctionTable(entries=[(tuple(map(Fraction, a)), Fraction(v)) for a, v in entries])
    return point, tables


def _shown(point: dict, tables: dict) -> dict[str, str]:
    shown = {s.name: str(v) for s, v in point.items()}
    for fn, table in tables.items():
        entries = [f"{fn.__name__}({', '.join(map(str, args))}) = {v}" for args, v in table.entries]
        shown[f"{fn.__name__} {sorted(k for k, v in fn._kwargs.items() if v)}"] = "; ".join(entries) or "-"
    return shown


def check_proof(
    claim: Generated, rng: random.Random, points: int = POINTS, witnesses: tuple = ()
) -> tuple[Finding | None, int]:
    """(the first point that breaks a proof, or None; how many points were judged): the
    ``witnesses`` (point, tables) first, then sampled points with random function tables."""
    exprs = [claim.statement, *claim.hypotheses]
    functions = functions_of(*exprs)
    judged = 0
    sampled = [(pt, random_tables(functions, rng)) for pt in sample_points(exprs, rng, points)]
    for point, tables in [*witnesses, *sampled]:
        j = judge(claim.statement, claim.hypotheses, point, tables)
        if not j.admissible and j.undefined_hypothesis is None:
            continue
        judged += 1
        if j.refutes:
            what = (
                f"hypothesis {j.undefined_hypothesis + 1} undefined"
                if j.undefined_hypothesis is not None
                else j.statement.value
            )
            shown, witness = _shown(point, tables), _witness(point, tables)
            return Finding("false proof", claim, "proved", shown, what, witness=witness), judged
    return None, judged


_APPROX = re.compile(r"\s*\(≈[^)]*\)")
_ENTRY = re.compile(r"^\s*([^()\s]+)\s*\((.*)\)\s*=\s*(\S+)\s*$")


def _number(text: str) -> Fraction:
    return Fraction(_APPROX.sub("", text).strip())


def parse_table(text: str) -> FunctionTable:
    """ "f(1) = 2; f(7/2 (≈3.5)) = 1; otherwise 0" -> a finite table with a default."""
    table = FunctionTable()
    for part in _APPROX.sub("", text).split(";"):
        part = part.strip()
        if part.startswith("otherwise"):
            table.default = Fraction(part.removeprefix("otherwise").strip())
            continue
        match = _ENTRY.match(part)
        if match is None:
            raise ValueError(f"unreadable function entry {part!r}")
        args = tuple(Fraction(a.strip()) for a in match.group(2).split(",") if a.strip())
        table.entries.append((args, Fraction(match.group(3))))
    return table


def countermodels(claim: Generated, shown: tuple[tuple[str, str], ...]) -> list[tuple[dict, dict]]:
    """Every reading of a countermodel's text as (point, function tables): a name shared by
    two functions (or two symbols) could be shown for either, so each assignment is tried."""
    exprs = [claim.statement, *claim.hypotheses]
    values = dict(shown)
    point = {}
    for s in symbols_of(*exprs):
        if s.name not in values:
            raise ValueError(f"the countermodel gives no value for {s.name}")
        point[s] = _number(values[s.name])
    functions = functions_of(*exprs)
    options = []
    for fn in functions:
        texts = [t for name, t in shown if name == fn.__name__ or name.startswith(f"{fn.__name__} ")]
        if not texts:
            raise ValueError(f"the countermodel gives no table for the function {fn.__name__}")
        options.append(texts)
    readings = []
    for choice in product(*options):
        tables = {}
        for fn, text in zip(functions, choice, strict=True):
            tables[fn] = parse_table(text)
        readings.append((point, tables))
    return readings


def check_refutation(claim: Generated, shown: tuple[tuple[str, str], ...]) -> Finding | None:
    """None when some reading of the countermodel refutes the claim under the oracle."""
    try:
        readings = countermodels(claim, shown)
    except ValueError as exc:
        return Finding("false refutation", claim, "refuted", dict(shown), "unreadable", str(exc))
    last = "inadmissible"
    for point, tables in readings:
        j = judge(claim.statement, claim.hypotheses, point, tables)
        if j.refutes:
            return None
        last = j.statement.value if j.admissible and j.statement is not None else "inadmissible"
    return Finding("false refutation", claim, "refuted", dict(shown), last)


def check_vacuity(claim: Generated, rng: random.Random, witnesses: tuple = ()) -> Finding | None:
    """An error calling the hypotheses inconsistent must not meet an admissible point."""
    exprs = [claim.statement, *claim.hypotheses]
    functions = functions_of(*exprs)
    sampled = [(pt, random_tables(functions, rng)) for pt in sample_points(exprs, rng, POINTS)]
    for point, tables in [*witnesses, *sampled]:
        j = judge(sp.true, claim.hypotheses, point, tables)
        if j.admissible and j.undefined_hypothesis is None:
            shown, witness = _shown(point, tables), _witness(point, tables)
            return Finding("false vacuity", claim, "error (vacuous)", shown, "admissible", witness=witness)
    return None


#: the oracle's own wall-clock budget per statement: sympy can spend minutes collapsing a
#: Piecewise at a substituted point; such a statement is counted as unjudged, not waited on
ORACLE_BUDGET_S = 20


class OracleTimeout(OracleUnsupported):
    """The oracle ran past its budget on one statement."""


def _alarm(signum, frame):
    raise OracleTimeout(f"the oracle ran past its {ORACLE_BUDGET_S} s budget")


#: the routes by which a statement reaches a verdict, each as a user meets it: ``prove()``
#: as called; with cvc5 on translation B deciding where z3 leaves the goal unknown; `chalk
#: verify --confirm`'s (z3 and cvc5 afresh, never from a cache, with cvc5's second opinions
#: on both translations); and the proof cache's (the verdict a second run is served, after
#: the first stored it)
ROUTES = ("prove", "second prover", "cache", "confirm")
#: the confirm route's hard limit per second opinion, in CPU seconds. The judge reads what
#: the opinions say (a contradiction of z3 is a finding), not how often they decide; at the
#: product's limit an opinion cvc5 cannot settle costs 20 CPU s, and one generated statement
#: in six has one (measured on 40 of seed 1000's). At 2 CPU s (the first strategy gets 1),
#: translation B still decided 17 of the 29 opinions it gave on those 40 statements
JUDGE_OPINION_CPU_S = 2.0


def route_of(index: int) -> str:
    """The route of a run's ``index``-th statement: every 32nd through `verify --confirm`'s
    (its opinions cost about 0.2 s a statement even at the judge's limit: 625 of the fuzz
    step's 20,000, 31 of the default run's 1,000), the others through prove, the second
    prover and the cache in turn."""
    if index % 32 == 31:
        return "confirm"
    return ROUTES[index % 3]


@functools.cache
def _cache_folder() -> Path:
    """This process's proof-cache folder for the cache route (removed when it exits)."""
    folder = Path(tempfile.mkdtemp(prefix="chalk-judge-cache-"))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def _through(route: str, claim: Generated, timeout_ms: int):
    """The verdict by ``route``, and a finding the route itself makes (None where none)."""
    from chalk.constraints.proof_cache import ProofCache, cached_prove, using

    hypotheses = list(claim.hypotheses)
    if route == "prove":
        return prove(claim.statement, hypotheses, timeout_ms=timeout_ms), None
    if route == "second prover":
        return prove(claim.statement, hypotheses, timeout_ms=timeout_ms, second_prover=True), None
    if route == "confirm":
        from chalk.constraints import limits

        kept = limits.LIMITS
        limits.LIMITS = dataclasses.replace(kept, opinion_cpu_s=JUDGE_OPINION_CPU_S)
        try:
            verdict = cached_prove(claim.statement, hypotheses, timeout_ms, confirm=True)
        finally:
            limits.LIMITS = kept
        against = [o for o in verdict.second_opinions if o.disagreed]
        said = "; ".join(f"{o.label}: {o.result}" for o in against)
        return verdict, (Finding("solvers disagree", claim, verdict.status.value, {}, said) if against else None)
    if route != "cache":
        raise ValueError(f"no route {route!r}: one of {', '.join(ROUTES)}")
    cache = ProofCache(_cache_folder())
    with using(cache):
        stored = cached_prove(claim.statement, hypotheses, timeout_ms)
        hits = cache.hits
        served = cached_prove(claim.statement, hypotheses, timeout_ms)
    # a verdict the cache keeps must come back as it was stored (one it refuses, such as a
    # timeout, is proved afresh on the second call, and may then differ by the clock)
    changed = cache.hits > hits and served.status != stored.status
    finding = Finding("cache changed the verdict", claim, served.status.value, {}, stored.status.value)
    return served, (finding if changed else None)


def run_one(
    claim: Generated,
    tally: Tally,
    rng: random.Random,
    timeout_ms: int = TIMEOUT_MS,
    witnesses: tuple = (),
    route: str = "prove",
) -> Finding | None:
    """Prove one claim by ``route`` (``ROUTES``), judge the verdict with the oracle, count
    it; the finding, if any."""
    tally.routes[route] += 1
    try:
        verdict, routed = _through(route, claim, timeout_ms)
    except Exception as exc:  # prove() must answer with a verdict, whatever the statement
        tally.verdicts["exception"] += 1
        finding = Finding("crash", claim, "exception", {}, "", f"{type(exc).__name__}: {exc}")
        tally.findings.append(finding)
        return finding
    if routed is not None:
        routed = dataclasses.replace(routed, detail=verdict.detail)
        tally.findings.append(routed)
    tally.verdicts[verdict.status.value] += 1
    finding = None
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, ORACLE_BUDGET_S, 1.0)  # again each second, if swallowed
    try:
        if verdict.status == Status.PROVED:
            finding, judged = check_proof(claim, rng, witnesses=witnesses)
            tally.points_checked += judged
        elif verdict.status == Status.REFUTED:
            finding = check_refutation(claim, verdict.countermodel)
            tally.points_checked += 1
        elif verdict.status == Status.ERROR and "vacuous" in verdict.detail:
            finding = check_vacuity(claim, rng, witnesses)
    except OracleUnsupported:
        tally.unjudged += 1
    except Exception as exc:  # an oracle bug must not pass for a verdict: counted and shown
        tally.unjudged += 1
        tally.oracle_errors.append(f"{_readable(claim.statement)}: {type(exc).__name__}: {exc}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    if finding is not None:
        finding = dataclasses.replace(finding, detail=verdict.detail)
        tally.findings.append(finding)
    return finding if finding is not None else routed


def run_many(claims: list[Generated], seed: int = 0) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    start = time.perf_counter()
    for claim in claims:
        run_one(claim, tally, rng)
    tally.seconds = time.perf_counter() - start
    return tally


# ---------------------------------------------------------------------------------------------
# the corpus of every failure the generator found


def load_corpus() -> list[dict]:
    return json.loads(CORPUS.read_text()) if CORPUS.exists() else []


def corpus_claim(entry: dict) -> Generated:
    return Generated(from_json(entry["statement"]), tuple(from_json(h) for h in entry["hypotheses"]))


def record(findings: list[Finding]) -> int:
    """Append findings not yet in the corpus (same statement, hypotheses and kind); how many."""
    corpus = load_corpus()
    seen = {json.dumps([e["kind"], e["statement"], e["hypotheses"]]) for e in corpus}
    added = 0
    for f in findings:
        entry = f.to_json()
        key = json.dumps([entry["kind"], entry["statement"], entry["hypotheses"]])
        if key not in seen:
            seen.add(key)
            corpus.append(entry)
            added += 1
    CORPUS.write_text(json.dumps(corpus, indent=1, ensure_ascii=False) + "\n")
    return added


def replay(entry: dict, tally: Tally) -> Finding | None:
    """Judge a corpus entry afresh (its recorded point is tried first for a proof)."""
    claim = corpus_claim(entry)
    witnesses = (witness_point(claim, entry["witness"]),) if entry.get("witness") else ()
    return run_one(claim, tally, random.Random(0), witnesses=witnesses)


def _smaller(e: sp.Basic) -> list[sp.Basic]:
    """Simpler replacements for one node: its own arguments of the same kind, or a leaf."""
    if isinstance(e, sp.Piecewise):
        return [v for v, _ in e.args] + [sp.Integer(0), sp.Integer(1)]
    if isinstance(e, sp.Expr) and e.args:
        return [a for a in e.args if isinstance(a, sp.Expr)] + [sp.Integer(0), sp.Integer(1)]
    if isinstance(e, sp.Rational) and e not in (0, 1):
        return [sp.Integer(0), sp.Integer(1)]
    if isinstance(e, sp.logic.boolalg.BooleanFunction) and not isinstance(e, sp.core.relational.Relational):
        return [a for a in e.args if isinstance(a, sp.logic.boolalg.Boolean)]
    return []


def still_fails(kind: str) -> Callable[[Generated], bool]:
    """The predicate ``shrink`` keeps: the prover and the oracle still disagree in this way."""

    def fails(claim: Generated) -> bool:
        try:
            f = run_one(claim, Tally(), random.Random(1))
        except Exception:  # a candidate the oracle cannot take
            return False
        return f is not None and f.kind == kind

    return fails


def shrink(claim: Generated, fails: Callable[[Generated], bool], budget: int = 150) -> Generated:
    """A smaller claim for which ``fails`` still holds (greedy: drop a hypothesis, or
    replace one node by a simpler one), within ``budget`` calls of ``fails``; for the
    minimal statements in the notes, e.g. ``shrink(claim, still_fails("false proof"))``."""
    calls = 0

    def check(c: Generated) -> bool:
        nonlocal calls
        calls += 1
        return fails(c)

    improved = True
    while improved and calls < budget:
        improved = False
        for i in range(len(claim.hypotheses)):
            candidate = Generated(claim.statement, claim.hypotheses[:i] + claim.hypotheses[i + 1 :])
            if check(candidate):
                claim, improved = candidate, True
                break
        if improved:
            continue
        parts = [claim.statement, *claim.hypotheses]
        for which, part in enumerate(parts):
            for node in sp.preorder_traversal(part):
                for simpler in _smaller(node):
                    if calls >= budget:
                        return claim
                    try:
                        new = part.xreplace({node: simpler})
                    except Exception:  # sympy refuses the replacement
                        continue
                    if new == part:
                        continue
                    rebuilt = [*parts]
                    rebuilt[which] = new
                    candidate = Generated(rebuilt[0], tuple(rebuilt[1:]))
                    if check(candidate):
                        claim, improved = candidate, True
                        break
                if improved:
                    break
            if improved:
                break
    return claim
