"""How closely ``prove`` keeps its budget: statements z3 cannot decide, proved with and
without the second prover at a few budgets. The figure is elapsed / budget (the issue's
target: at most 1.1), measured in this process beside the budget itself."""

from __future__ import annotations

import time

import sympy as sp

#: statements z3 leaves undecided (nonlinear integer arithmetic), so every call runs to its
#: budget: the worst case for keeping it
_N, _M, _K = sp.symbols("n m k", integer=True, positive=True)
HARD = {
    "n^2 != 2 m^2 (integers)": sp.Ne(_N**2, 2 * _M**2),
    "n^3 + m^3 != k^3 (integers)": sp.Ne(_N**3 + _M**3, _K**3),
}
BUDGETS_MS = (500, 2000)


def run(repeat: int = 1) -> dict:
    from chalk.constraints.prover import prove

    rows = []
    for name, statement in HARD.items():
        for budget in BUDGETS_MS:
            for second in (False, True):
                ratios = []
                for _ in range(repeat):
                    start = time.perf_counter()
                    verdict = prove(statement, timeout_ms=budget, second_prover=second)
                    ratios.append((time.perf_counter() - start) / (budget / 1000))
                rows.append(
                    {
                        "statement": name,
                        "budget_ms": budget,
                        "second_prover": second,
                        "status": verdict.status.value,
                        "ratios": ratios,
                        "max_ratio": max(ratios),
                    }
                )
    return {"rows": rows, "max_ratio": max(r["max_ratio"] for r in rows), "target_ratio": 1.1}


def markdown(found: dict | None) -> list[str]:
    if not found:
        return []
    lines = [
        "## Budgets kept (`prove(..., timeout_ms=T, second_prover=...)` on statements z3 cannot decide)",
        "",
        "| statement | budget | second prover | verdict | elapsed / budget (max) |",
        "|---|---|---|---|---|",
    ]
    for r in found["rows"]:
        lines.append(
            f"| {r['statement']} | {r['budget_ms']} ms | {'yes' if r['second_prover'] else 'no'} "
            f"| {r['status']} | {r['max_ratio']:.3f} |"
        )
    lines += ["", f"Worst: {found['max_ratio']:.3f}× the budget (target ≤ {found['target_ratio']:g}×).", ""]
    return lines
