"""A disk cache of z3 verdicts, so an unchanged obligation is proved once, not on every run.

The key of an obligation is the SHA-256 of its canonical form: the exact sympy trees of
the statement and hypotheses (``srepr``, which spells every symbol with its assumptions),
the check's name, and the checker's identity: the z3 and sympy versions, the constant
``CHECKER_VERSION`` and a digest of the prover's own source files (so an edited prover
never reads its predecessor's verdicts). Each entry stores its key and a SHA-256 of the
key and its verdict; an entry that does not parse, names another key (copied from
elsewhere) or fails its digest (edited or truncated) is ignored and proved again. Timeouts
are not cached: whether z3 finishes depends on the machine's load, not on the obligation.

A hit returns the stored verdict with ``seconds`` set to the time the lookup took, so a
report's timing fields say what this run spent; every other field is the stored one.

Above the obligations sits a coarser layer: the whole `chalk verify` report, keyed by the
command's selection (pattern, strict, checks), the contents of every chalk source file,
of every other non-library module loaded (claims a user registered), and the installed
versions of the libraries the checks use. A second run on an unchanged tree reads it
without importing sympy or z3; any edit misses it and falls back to the obligations.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import os
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from chalk.constraints.verdict import Status, Verdict

CHECKER_VERSION = 2  # bump when the meaning of a verdict changes without a change to the files below
DEFAULT_FOLDER = ".chalk-cache"
_PROVER_FILES = ("prover.py", "z3_printer.py", "pointwise.py", "verdict.py", "proof_cache.py")

_ACTIVE: ContextVar[ProofCache | None] = ContextVar("chalk_proof_cache", default=None)


def cache_root(cli_folder: str | None = None) -> Path:
    """``--cache-dir``, else ``$CHALK_CACHE_DIR``, else ``.chalk-cache`` (holding ``proofs/`` and ``reports/``)."""
    return Path(cli_folder or os.environ.get("CHALK_CACHE_DIR") or DEFAULT_FOLDER)


def cache_folder(cli_folder: str | None = None) -> Path:
    """Where obligation verdicts live: ``<cache root>/proofs``."""
    return cache_root(cli_folder) / "proofs"


@cache
def checker_identity() -> str:
    """Solver versions, the checker version and a digest of the prover's sources."""
    import sympy
    import z3

    digest = hashlib.sha256()
    here = Path(__file__).parent
    for name in _PROVER_FILES:
        digest.update(name.encode() + (here / name).read_bytes())
    return f"z3 {z3.get_version_string()}; sympy {sympy.__version__}; checker {CHECKER_VERSION}; {digest.hexdigest()}"


def obligation_text(statement, hypotheses: Iterable, check: str) -> str:
    """The canonical text of one prover call."""
    import sympy as sp

    lines = [f"check {check}", f"statement {sp.srepr(statement)}"]
    lines += [f"hypothesis {sp.srepr(h)}" for h in hypotheses]
    return "\n".join([checker_identity(), *lines])


def _verdict_json(v: Verdict) -> dict:
    return {
        "check": v.check,
        "status": v.status.value,
        "detail": v.detail,
        "decided_by": v.decided_by,
        "countermodel": [list(pair) for pair in v.countermodel],
        "obligations": list(v.obligations),
    }


def _digest(key: str, verdict: dict) -> str:
    return hashlib.sha256((key + json.dumps(verdict, sort_keys=True)).encode()).hexdigest()


def _write_entry(target: Path, key: str, payload_name: str, payload: dict) -> None:
    """``{"key", payload_name, "digest"}`` written beside the target and renamed into place."""
    text = json.dumps({"key": key, payload_name: payload, "digest": _digest(key, payload)}, sort_keys=True)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".entry.", dir=target.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, target)
    except OSError:
        return  # an unwritable cache only costs time


def _read_entry(path: Path, key: str, payload_name: str) -> tuple[dict | None, bool]:
    """(payload, ignored): the payload if the entry parses, names ``key`` and matches its digest."""
    try:
        entry = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None, False
    except (OSError, ValueError):
        return None, True
    try:
        payload = entry[payload_name]
        if entry["key"] != key or entry["digest"] != _digest(key, payload):
            return None, True
        return payload, False
    except (KeyError, TypeError):
        return None, True


def cacheable(v: Verdict) -> bool:
    """Everything but a timeout, which depends on the machine rather than the obligation."""
    return not (v.status == Status.UNKNOWN and "timeout" in v.detail)


@dataclass
class ProofCache:
    """Verdicts by obligation key under ``folder``; counts what it served and what it refused."""

    folder: Path
    hits: int = 0
    misses: int = 0
    ignored: int = 0  # corrupt, foreign or tampered entries

    def key(self, statement, hypotheses: Iterable, check: str) -> str:
        return hashlib.sha256(obligation_text(statement, hypotheses, check).encode()).hexdigest()

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def get(self, key: str) -> Verdict | None:
        stored, ignored = _read_entry(self.path(key), key, "verdict")
        if stored is None:
            self.ignored += ignored
            return None
        try:
            return Verdict(
                stored["check"],
                Status(stored["status"]),
                stored["detail"],
                stored["decided_by"],
                tuple((str(a), str(b)) for a, b in stored["countermodel"]),
                obligations=tuple(str(t) for t in stored["obligations"]),
            )
        except (KeyError, TypeError, ValueError):
            self.ignored += 1
            return None

    def put(self, key: str, v: Verdict) -> None:
        if cacheable(v):
            _write_entry(self.path(key), key, "verdict", _verdict_json(v))

    def prove(self, prove: Callable[..., Verdict], statement, hypotheses, timeout_ms: int, check: str) -> Verdict:
        """``prove(statement, hypotheses, timeout_ms, check=check)``, served from the cache when it can be."""
        start = time.perf_counter()
        hypotheses = list(hypotheses)
        key = self.key(statement, hypotheses, check)
        found = self.get(key)
        if found is not None:
            self.hits += 1
            return dataclasses.replace(found, seconds=time.perf_counter() - start)
        self.misses += 1
        v = prove(statement, hypotheses, timeout_ms, check=check)
        self.put(key, v)
        return v


def active() -> ProofCache | None:
    """The cache the running command set, if any."""
    return _ACTIVE.get()


@contextmanager
def using(proof_cache: ProofCache | None) -> Iterator[ProofCache | None]:
    """Serve prover calls in this context from ``proof_cache`` (None: no cache)."""
    token = _ACTIVE.set(proof_cache)
    try:
        yield proof_cache
    finally:
        _ACTIVE.reset(token)


def cached_prove(
    statement, hypotheses=(), timeout_ms: int | None = None, check: str = "proof", confirm: bool = False
) -> Verdict:
    """``prover.prove`` through the active cache, or directly when there is none; with
    ``confirm`` a proof (cached or not) is put to cvc5 as well (its answer is not cached:
    it is the second opinion, so it is asked every time)."""
    from chalk.constraints.prover import DEFAULT_TIMEOUT_MS, confirm_proof, prove

    timeout = DEFAULT_TIMEOUT_MS if timeout_ms is None else timeout_ms
    proof_cache = active()
    if proof_cache is None:
        return prove(statement, hypotheses, timeout, check=check, confirm=confirm)
    v = proof_cache.prove(prove, statement, hypotheses, timeout, check)
    return confirm_proof(v) if confirm else v


# --- the whole report -------------------------------------------------------------
_LIBRARIES = ("sympy", "z3", "numpy", "pint", "mpmath")
_SOURCE_SUFFIXES = (".py", ".json", ".txt")


def _library_paths() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    return tuple({paths[k] for k in ("stdlib", "platstdlib", "purelib", "platlib") if k in paths})


def _installed_versions() -> list[str]:
    """The dist-info folder names of the checks' libraries (they carry the version), found
    without importing the libraries."""
    names = []
    for library in _LIBRARIES:
        spec = importlib.util.find_spec(library)
        if spec is None or spec.origin is None:
            names.append(f"{library} absent")
            continue
        site = Path(spec.origin).parent.parent
        dist = "z3_solver" if library == "z3" else library
        found = sorted(p.name for p in site.glob("*.dist-info") if p.name.lower().startswith(dist.lower() + "-"))
        names.append(f"{library} {' '.join(found) or spec.origin}")
    return names


def _source_files() -> list[Path]:
    """Every file of chalk's stages, and every loaded module outside the libraries (user claims)."""
    files: set[Path] = set()
    for stage in ("chalk", "chalk.units", "chalk.derivations", "chalk.constraints", "chalk.exporters", "chalk.cli"):
        spec = importlib.util.find_spec(stage)
        for root in spec.submodule_search_locations or ():
            files |= {p for p in Path(root).rglob("*") if p.suffix in _SOURCE_SUFFIXES and "__pycache__" not in p.parts}
    libraries = _library_paths()
    for module in list(sys.modules.values()):
        path = getattr(module, "__file__", None)
        if path and path.endswith(".py") and not path.startswith(libraries):
            files.add(Path(path))
    return sorted(files)


def report_key(selection: str) -> str:
    """The key of a whole `chalk verify` report: the selection, the Python and library
    versions, the checker version and the contents of every source the verdicts depend on."""
    digest = hashlib.sha256(f"report; checker {CHECKER_VERSION}; python {sys.version}; {selection}".encode())
    for line in _installed_versions():
        digest.update(line.encode())
    for path in _source_files():
        try:
            digest.update(str(path).encode() + b"\0" + path.read_bytes())
        except OSError:
            digest.update(f"{path} unreadable".encode())
    return digest.hexdigest()


def _has_timeout(report: dict) -> bool:
    return any(
        c["status"] == "unknown" and "timeout" in c["detail"]
        for claim in report["claims"]
        for c in claim["checks"].values()
    )


#: the report's timing fields (a countermodel is data: a symbol named like one keeps its value)
TIMINGS = ("seconds", "z3_seconds", "cvc5_seconds")


def retimed(report, spent: float | None = None):
    """A `chalk verify --json` report (or part of one) with every timing field set to
    ``spent``, or left out when ``spent`` is None: timings are the only fields in which two
    runs of an unchanged tree differ (serial or ``-j N``, cold or from the proof cache)."""
    if isinstance(report, dict):
        return {
            k: spent if k in TIMINGS else v if k == "countermodel" else retimed(v, spent)
            for k, v in report.items()
            if not (k in TIMINGS and spent is None)
        }
    if isinstance(report, list):
        return [retimed(v, spent) for v in report]
    return report


def without_timing(report):
    """The report less its timing fields (``retimed`` with nothing spent)."""
    return retimed(report)


@dataclass
class ReportCache:
    """Whole `chalk verify` reports by :func:`report_key`, under ``folder``."""

    folder: Path
    ignored: int = 0

    def path(self, key: str) -> Path:
        return self.folder / "reports" / f"{key}.json"

    def get(self, key: str) -> dict | None:
        report, ignored = _read_entry(self.path(key), key, "report")
        self.ignored += ignored
        return report

    def put(self, key: str, report: dict) -> None:
        """Store a report unless a check timed out (a timeout depends on the machine)."""
        if not _has_timeout(report):
            _write_entry(self.path(key), key, "report", report)
