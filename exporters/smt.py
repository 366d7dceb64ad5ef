"""``smt/<claim-id>.smt2``: every obligation z3 decided for a claim, as SMT-LIB 2.

Each obligation is z3's own rendering of the assertions it found unsatisfiable (a proof)
or satisfiable (a refutation), with a comment saying which and under ``(set-logic QF_UFNIRA)``;
obligations are separated by ``(reset)``, so the file runs as one script in any SMT-LIB
solver (``z3 f.smt2``, ``cvc5 --nl-cov f.smt2``). Byte-deterministic: each obligation is
built in a fresh z3 context from the same sympy statement.
"""

from __future__ import annotations

from collections.abc import Sequence

from chalk.constraints.verification import ClaimResult

CHECKS = ("identity", "proof")


def claim_script(result: ClaimResult) -> str | None:
    """One script with the claim's obligations, or None when z3 decided none."""
    parts = []
    for name in CHECKS:
        v = result.verdicts.get(name)
        if v is None:
            continue
        for i, text in enumerate(v.obligations, 1):
            parts.append(f"; claim {result.claim.id}, check {name}, obligation {i}\n{text}")
    if not parts:
        return None
    return "\n(reset)\n".join(parts)


def render(results: Sequence[ClaimResult]) -> dict[str, str]:
    """Relative path -> script for every claim with at least one decided obligation."""
    scripts = {}
    for r in results:
        text = claim_script(r)
        if text is not None:
            scripts[f"{r.claim.id}.smt2"] = text
    return scripts
