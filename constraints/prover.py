"""prove(): decide a sympy statement with z3, returning a checked Verdict.

A statement is proved when z3 finds Not(statement) unsatisfiable under the hypotheses,
the symbols' sign assumptions and the translation's side conditions. A countermodel is
reported only after it has been substituted back into the sympy statement and made it
False; a model that does not falsify it is an internal error, never a refutation.
"""

from __future__ import annotations

import time
from collections.abc import Iterable

import sympy as sp
import z3
from sympy.core.function import AppliedUndef

from chalk.constraints.verdict import Status, Verdict
from chalk.constraints.z3_printer import Unsupported, Z3Printer
from chalk.derivations.expressions import as_sympy

DEFAULT_TIMEOUT_MS = 5000


def _value(model: z3.ModelRef, var: z3.ArithRef) -> tuple[sp.Rational, bool]:
    """(exact or approximated rational, whether it is exact)."""
    val = model.eval(var, model_completion=True)
    if z3.is_rational_value(val):
        return sp.Rational(val.numerator_as_long(), val.denominator_as_long()), True
    if z3.is_algebraic_value(val):
        text = val.approx(30).as_fraction()
        return sp.Rational(text.numerator, text.denominator), False
    raise Unsupported(f"model value {val} is not a number")


FunctionTable = tuple[dict[tuple, sp.Rational], sp.Rational]


def _z3_rational(term) -> sp.Rational | None:
    return sp.Rational(term.numerator_as_long(), term.denominator_as_long()) if z3.is_rational_value(term) else None


def _function_tables(model: z3.ModelRef, printer: Z3Printer) -> dict[str, FunctionTable] | None:
    """z3's interpretation of each uninterpreted function as a finite table plus a default
    value, or None when one is not that simple (a default that depends on the argument)."""
    tables = {}
    for name, decl in printer.functions.items():
        interp = model.get_interp(decl)
        if interp is None:  # unconstrained: any function does, take the constant 0
            tables[name] = ({}, sp.Integer(0))
            continue
        *entries, default = interp.as_list()
        default = _z3_rational(default)
        if default is None:
            return None
        table = {}
        for *args, value in entries:
            key, value = tuple(_z3_rational(a) for a in args), _z3_rational(value)
            if value is None or None in key:
                return None
            table[key] = value
        tables[name] = (table, default)
    return tables


def _with_functions(expr: sp.Basic, tables: dict[str, FunctionTable]) -> sp.Basic:
    """Evaluate every application of a tabled function at numeric arguments, innermost first."""

    def numeric_call(e) -> bool:
        return isinstance(e, AppliedUndef) and type(e).__name__ in tables and all(a.is_Rational for a in e.args)

    def value(e):
        table, default = tables[type(e).__name__]
        return table.get(tuple(e.args), default)

    return expr.replace(numeric_call, value)


def _shown_function(name: str, table: FunctionTable) -> tuple[str, str]:
    entries, default = table
    cases = [f"{name}({', '.join(readable(a) for a in args)}) = {readable(v)}" for args, v in entries.items()]
    return name, "; ".join([*cases, f"otherwise {readable(default)}"])


def readable(value: sp.Rational) -> str:
    """An exact number as text: ``3``, ``7/2 (≈3.5)``."""
    if value.q == 1:
        return str(value.p)
    return f"{value.p}/{value.q} (≈{float(value):.6g})"


def _truth(statement: sp.Basic, point: dict) -> bool | None:
    """Evaluate a sympy Boolean at a numeric point; None when sympy cannot decide."""
    value = statement.xreplace(point)
    if value in (sp.true, sp.false):
        return bool(value)
    try:
        value = sp.simplify(value)
    except Exception:  # sympy raises assorted errors on undecidable comparisons
        return None
    return bool(value) if value in (sp.true, sp.false) else None


def _all_symbols(*exprs: sp.Basic) -> list[sp.Symbol]:
    found: set[sp.Symbol] = set()
    for e in exprs:
        found |= {s for s in e.free_symbols if isinstance(s, sp.Symbol)}
    return sorted(found, key=lambda s: s.name)


TIMEOUT = "timeout"


def _check(solver: z3.Solver, deadline: float) -> z3.CheckSatResult:
    """solver.check() within what is left of the deadline; nothing left is unknown at once
    (z3 would read a timeout of 0 as no limit)."""
    left_ms = int((deadline - time.perf_counter()) * 1000)
    if left_ms <= 0:
        return z3.unknown
    solver.set(timeout=left_ms)
    return solver.check()


def _reason(solver: z3.Solver, deadline: float) -> str:
    """z3's reason for unknown, with its timeout words ("canceled", "timeout") read as
    timeout, and so is any unknown once the deadline has passed (under load the deadline
    can pass before ``check()`` runs, and an unchecked solver reports "unknown")."""
    try:
        reason = solver.reason_unknown()
    except z3.Z3Exception:  # the deadline passed before check() ran
        reason = ""
    spent = time.perf_counter() >= deadline
    return TIMEOUT if spent or reason in ("canceled", "timeout", "") else reason


def prove(
    statement: sp.Basic,
    hypotheses: Iterable[sp.Basic] = (),
    timeout_ms: int = DEFAULT_TIMEOUT_MS,
    check: str = "proof",
) -> Verdict:
    """Prove ``statement`` for all values allowed by ``hypotheses`` and assumptions.

    >>> import sympy as sp
    >>> x = sp.Symbol("x", positive=True)
    >>> prove(x**2 + 1 > x).status.value
    'proved'
    >>> verdict = prove(x > 1)
    >>> verdict.status.value, [name for name, _ in verdict.countermodel]
    ('refuted', ['x'])
    """
    start = time.perf_counter()
    deadline = start + max(int(timeout_ms), 1) / 1000  # the whole call, both domains included

    def verdict(status: Status, detail: str = "", by: str = "z3", model=()) -> Verdict:
        return Verdict(check, status, detail, by, tuple(model), time.perf_counter() - start)

    statement = as_sympy(statement)
    hyps = [as_sympy(h) for h in hypotheses]
    if any(h == sp.false for h in hyps):
        return verdict(Status.ERROR, "a hypothesis is False: the claim would hold vacuously", "sympy")
    hyps = [h for h in hyps if h != sp.true]
    if statement == sp.true:
        return verdict(Status.PROVED, "sympy evaluates the statement to True", "sympy")

    symbols = _all_symbols(statement, *hyps)
    integral = any(s.is_integer for s in symbols)
    last_unknown = ""
    for integers in [False, True] if integral else [False]:
        try:
            # a private context: z3's answer (which countermodel) then depends only on the
            # goal, not on what earlier calls created in the shared context (byte-identical builds)
            printer = Z3Printer(integers=integers, ctx=z3.Context())
            goal = printer.doprint(statement)
            premises = [printer.doprint(h) for h in hyps]
            for s in symbols:  # sign conditions of symbols that appear only in hypotheses
                printer.doprint(s)
        except Unsupported as exc:
            return verdict(Status.UNKNOWN, f"unsupported construct: {exc}", "translation")
        solver = z3.Solver(ctx=printer.ctx)
        solver.add(*printer.side_conditions, *premises)
        consistent = _check(solver, deadline)
        if consistent == z3.unsat:
            return verdict(Status.ERROR, "hypotheses and assumptions are inconsistent: the claim would hold vacuously")
        # The goal gets a fresh solver: adding to one that has already answered switches z3 to
        # its incremental core, which on these nonlinear goals ran about 7x slower than the
        # non-incremental tactics a fresh solver picks (same answers; sat/unsat is semantic).
        solver = z3.Solver(ctx=printer.ctx)
        solver.add(*printer.side_conditions, *premises, z3.Not(goal))
        result = _check(solver, deadline)
        if result == z3.unsat:
            domain = " over the integers" if integers else ""
            return verdict(Status.PROVED, f"Not(statement) is unsatisfiable{domain}")
        if result == z3.unknown:
            last_unknown = _reason(solver, deadline)
            continue
        model = solver.model()
        point, exact_values = {}, True
        for s in symbols:
            value, is_exact = _value(model, printer.variables[s])
            point[s], exact_values = value, exact_values and is_exact
        if any(s.is_integer and not point[s].is_integer for s in symbols):
            last_unknown = "the real countermodel is not integral"
            continue  # retry with integrality constraints
        tables = _function_tables(model, printer) if printer.functions else {}
        if tables is None:
            falsified, premises_hold = None, False
        else:  # a countermodel with functions is checked with z3's function tables substituted too
            falsified = _truth(_with_functions(statement.xreplace(point), tables), {})
            premises_hold = all(_truth(_with_functions(h.xreplace(point), tables), {}) for h in hyps)
        shown = [(s.name, readable(point[s])) for s in symbols]
        shown += [_shown_function(name, t) for name, t in sorted((tables or {}).items())]
        if falsified is False and premises_hold:
            by = "sympy" if statement == sp.false else "z3"
            return verdict(Status.REFUTED, "countermodel substituted back: the statement is False", by, shown)
        if falsified is None and statement.atoms(AppliedUndef):
            return verdict(
                Status.UNKNOWN,
                "z3's countermodel picks an uninterpreted function that is not a finite table with a "
                "constant default, so it cannot be substituted back into sympy to be checked",
            )
        if not exact_values:
            return verdict(
                Status.UNKNOWN,
                "z3's countermodel is irrational; its rational approximation does not falsify the statement",
            )
        return verdict(Status.ERROR, f"internal error: z3's model {dict(shown)} does not falsify the statement")
    return verdict(Status.UNKNOWN, f"z3 returned unknown ({last_unknown or 'no reason given'})")
