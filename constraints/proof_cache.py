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
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from chalk.constraints.verdict import Status, Verdict

CHECKER_VERSION = 1  # bump when the meaning of a verdict changes without a change to the files below
DEFAULT_FOLDER = ".chalk-cache"
_PROVER_FILES = ("prover.py", "z3_printer.py", "verdict.py", "proof_cache.py")

_ACTIVE: ContextVar[ProofCache | None] = ContextVar("chalk_proof_cache", default=None)


def cache_folder(cli_folder: str | None = None) -> Path:
    """``--cache-dir``, else ``$CHALK_CACHE_DIR``, else ``.chalk-cache`` (each holds ``proofs/``)."""
    root = cli_folder or os.environ.get("CHALK_CACHE_DIR") or DEFAULT_FOLDER
    return Path(root) / "proofs"


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
    }


def _digest(key: str, verdict: dict) -> str:
    return hashlib.sha256((key + json.dumps(verdict, sort_keys=True)).encode()).hexdigest()


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
        try:
            entry = json.loads(self.path(key).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError):
            self.ignored += 1
            return None
        try:
            stored = entry["verdict"]
            if entry["key"] != key or entry["digest"] != _digest(key, stored):
                self.ignored += 1
                return None
            return Verdict(
                stored["check"],
                Status(stored["status"]),
                stored["detail"],
                stored["decided_by"],
                tuple((str(a), str(b)) for a, b in stored["countermodel"]),
            )
        except (KeyError, TypeError, ValueError):
            self.ignored += 1
            return None

    def put(self, key: str, v: Verdict) -> None:
        if not cacheable(v):
            return
        stored = _verdict_json(v)
        text = json.dumps({"key": key, "verdict": stored, "digest": _digest(key, stored)}, sort_keys=True)
        target = self.path(key)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".entry.", dir=target.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, target)
        except OSError:
            return  # an unwritable cache only costs time

    def prove(self, prove: Callable[..., Verdict], statement, hypotheses, timeout_ms: int, check: str) -> Verdict:
        """``prove(statement, hypotheses, timeout_ms, check=check)``, served from the cache when it can be."""
        start = time.perf_counter()
        hypotheses = list(hypotheses)
        key = self.key(statement, hypotheses, check)
        found = self.get(key)
        if found is not None:
            self.hits += 1
            return Verdict(
                found.check,
                found.status,
                found.detail,
                found.decided_by,
                found.countermodel,
                time.perf_counter() - start,
            )
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


def cached_prove(statement, hypotheses=(), timeout_ms: int | None = None, check: str = "proof") -> Verdict:
    """``prover.prove`` through the active cache, or directly when there is none."""
    from chalk.constraints.prover import DEFAULT_TIMEOUT_MS, prove

    timeout = DEFAULT_TIMEOUT_MS if timeout_ms is None else timeout_ms
    proof_cache = active()
    if proof_cache is None:
        return prove(statement, hypotheses, timeout, check=check)
    return proof_cache.prove(prove, statement, hypotheses, timeout, check)
