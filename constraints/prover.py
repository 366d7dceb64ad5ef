"""prove(): decide a sympy statement with z3, returning a checked Verdict.

A statement is proved when z3 finds Not(statement) unsatisfiable under the hypotheses,
the symbols' sign assumptions and the translation's side conditions. A countermodel is
reported only after it has been substituted back into the sympy statement and made it
False; a model that does not falsify it is an internal error, never a refutation.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable
from dataclasses import dataclass

import sympy as sp
import z3
from sympy.core.function import AppliedUndef

from chalk.constraints import smtlib
from chalk.constraints.verdict import Status, Verdict
from chalk.constraints.z3_printer import (
    TranslationTimeout,
    Unrepresentable,
    Unsupported,
    Z3Printer,
    exact,
    symbol_key,
)
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
    """Evaluate a sympy Boolean at a numeric point; None when sympy cannot decide (also
    where the point makes a term undefined, e.g. a comparison with zoo)."""
    try:
        value = statement.xreplace(point)
        if value in (sp.true, sp.false):
            return bool(value)
        value = sp.simplify(value)
    except Exception:  # sympy raises assorted errors on undecidable or undefined comparisons
        return None
    return bool(value) if value in (sp.true, sp.false) else None


def _truth_at(expr: sp.Basic, point: dict, tables: dict) -> bool | None:
    """The truth of ``expr`` at a point with z3's function tables; None where undefined."""
    try:
        return _truth(_with_functions(expr.xreplace(point), tables), {})
    except Exception:  # a comparison with zoo or a non-real value while substituting
        return None


def _exact_floats(expr: sp.Basic) -> sp.Basic:
    """``expr`` with every Float replaced by its exact binary value, as z3 reads it (sympy's
    own Eq(0.1, 1/10) is True, which would disagree with the translation)."""
    floats = expr.atoms(sp.Float)
    if not floats:
        return expr
    return expr.xreplace({f: sp.Rational(exact(f).numerator, exact(f).denominator) for f in floats})


def _violated_assumption(symbol: sp.Symbol, value: sp.Rational) -> str | None:
    """The first assumption of ``symbol`` that ``value`` does not satisfy (or that sympy
    cannot confirm for it), e.g. "prime" for 4; None when the value carries them all."""
    for key, wanted in sorted(symbol.assumptions0.items()):
        if getattr(value, f"is_{key}", None) != wanted:
            return f"{key}={wanted}"
    return None


def _all_symbols(*exprs: sp.Basic) -> list[sp.Symbol]:
    found: set[sp.Symbol] = set()
    for e in exprs:
        found |= {s for s in e.free_symbols if isinstance(s, sp.Symbol)}
    return sorted(found, key=symbol_key)


TIMEOUT = "timeout"


def _check(solver: z3.Solver, deadline: float, cap_ms: int | None = None) -> z3.CheckSatResult:
    """solver.check() within what is left of the deadline (and at most ``cap_ms``); nothing
    left is unknown at once (z3 would read a timeout of 0 as no limit)."""
    left_ms = int((deadline - time.perf_counter()) * 1000)
    if left_ms <= 0:
        return z3.unknown
    solver.set(timeout=left_ms if cap_ms is None else min(left_ms, cap_ms))
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


Translation = tuple[Z3Printer, z3.BoolRef, list[z3.BoolRef]]


def _translate(statement: sp.Basic, hyps: list[sp.Basic], symbols, integers: bool, deadline: float) -> Translation:
    # a private context: z3's answer (which countermodel) then depends only on the goal,
    # not on what earlier calls created in the shared context (byte-identical builds)
    printer = Z3Printer(integers=integers, ctx=z3.Context(), deadline=deadline)
    printer.declare(symbols)
    goal = printer.doprint(statement)
    premises = [printer.doprint(h) for h in hyps]
    return printer, goal, premises


def _inconsistent(translation: Translation, deadline: float, cap_ms: int | None = None) -> z3.CheckSatResult:
    printer, _, premises = translation
    solver = z3.Solver(ctx=printer.ctx)
    solver.add(*printer.side_conditions, *premises)
    return _check(solver, deadline, cap_ms)


def _vacuity(passes: list[tuple[bool, Translation]], deadline: float, timeout_ms: int) -> str:
    """Why the hypotheses and assumptions admit no point ("" when they admit one, or when
    z3 cannot tell): checked over the integers whenever a symbol is integral, since
    hypotheses consistent over the reals can have no integer solution."""
    if len(passes) > 1:
        answer = _inconsistent(passes[1][1], deadline, max(200, timeout_ms // 4))
        if answer == z3.unsat:
            return "hypotheses and assumptions have no integer solution: the claim would hold vacuously"
        if answer == z3.sat:
            return ""
    if _inconsistent(passes[0][1], deadline) == z3.unsat:
        return "hypotheses and assumptions are inconsistent: the claim would hold vacuously"
    return ""


@dataclass(frozen=True)
class _Found:
    """What a z3 model amounts to: a checked refutation, unknown or an internal error
    (``status``), or None to try the next domain; ``retry_defined`` when the point leaves a
    term undefined, so a point where every atom is defined may still refute."""

    status: Status | None
    detail: str
    shown: tuple = ()
    retry_defined: bool = False


def _undefined_at(expr: sp.Basic, point: dict) -> bool:
    """Whether some term of ``expr`` is undefined (zoo, nan, infinite, non-real) at the point."""
    for node in sp.preorder_traversal(expr):
        if isinstance(node, sp.Expr) and not isinstance(node, sp.Symbol) and not node.is_Number:
            try:
                value = node.xreplace(point)
            except Exception:  # a relation with zoo inside a Piecewise condition
                return True
            if value.has(sp.zoo, sp.nan, sp.oo, -sp.oo) or value.is_extended_real is False:
                return True
    return False


def _countermodel(solver: z3.Solver, printer: Z3Printer, statement, hyps, symbols) -> _Found:
    """Read z3's model, recheck it against every assumption, substitute it into sympy."""
    model = solver.model()
    names = shown_names(symbols)
    point, exact_values = {}, True
    for s in symbols:
        value, is_exact = _value(model, printer.variables[s])
        point[s], exact_values = value, exact_values and is_exact
    if any(s.is_integer and not point[s].is_integer for s in symbols):
        return _Found(None, "the real countermodel is not integral")  # retry with integrality constraints
    violated = [(s, key) for s in symbols if (key := _violated_assumption(s, point[s])) is not None]
    if violated:
        s, key = violated[0]
        return _Found(
            None,
            f"z3's countermodel sets {names[s]} = {readable(point[s])}, which breaks its assumption {key} "
            "(one z3 cannot encode), so it is no counterexample",
        )
    tables = _function_tables(model, printer) if printer.functions else {}
    exact_statement, exact_hyps = _exact_floats(statement), [_exact_floats(h) for h in hyps]
    if tables is None:
        falsified, premises = None, [None]
    else:  # a countermodel with functions is checked with z3's function tables substituted too
        falsified = _truth_at(exact_statement, point, tables)
        premises = [_truth_at(h, point, tables) for h in exact_hyps]
    shown = [(names[s], readable(point[s])) for s in symbols]
    shown += [_shown_function(name, t) for name, t in sorted((tables or {}).items())]
    if falsified is False and all(p is True for p in premises):
        return _Found(Status.REFUTED, "countermodel substituted back: the statement is False", tuple(shown))
    if falsified is None and statement.atoms(AppliedUndef):
        return _Found(
            Status.UNKNOWN,
            "z3's countermodel picks an uninterpreted function that is not a finite table with a "
            "constant default, so it cannot be substituted back into sympy to be checked",
        )
    if not exact_values:
        return _Found(
            Status.UNKNOWN,
            "z3's countermodel is irrational; its rational approximation does not falsify the statement",
        )
    undefined = any(_undefined_at(e, point) for e in [exact_statement, *exact_hyps])
    if falsified is None or None in premises or undefined:
        return _Found(
            Status.UNKNOWN,
            f"z3's countermodel {dict(shown)} leaves a term undefined, where sympy cannot confirm that the "
            "statement is false, so it is neither proved nor refuted",
            retry_defined=True,
        )
    return _Found(Status.ERROR, f"internal error: z3's model {dict(shown)} does not falsify the statement")


def shown_names(symbols: list[sp.Symbol]) -> dict[sp.Symbol, str]:
    """Each symbol's name in a countermodel: its own, unless another symbol shares it; then
    its sign and integrality, and a counter if that still does not tell them apart."""

    def described(s: sp.Symbol) -> str:
        signs = [k for k in ("positive", "negative", "nonnegative", "nonpositive") if s.assumptions0.get(k)]
        kinds = (["integer"] if s.is_integer else []) + signs[:1]
        return f"{s.name} ({', '.join(kinds or ['real'])})"

    names: dict[sp.Symbol, str] = {}
    seen: dict[str, int] = {}
    plain = [s.name for s in symbols]
    for s in sorted(symbols, key=symbol_key):
        name = s.name if plain.count(s.name) == 1 else described(s)
        seen[name] = seen.get(name, 0) + 1
        names[s] = name if seen[name] == 1 else f"{name} #{seen[name]}"
    return names


def confirm_proof(v: Verdict) -> Verdict:
    """A z3 proof with cvc5's answer on the same SMT-LIB obligations (its time kept apart
    in the confirmation); a disagreement makes the verdict an error. Other verdicts are
    returned as they are."""
    if v.status != Status.PROVED or not v.obligations:
        return v
    confirmation = smtlib.combined([smtlib.cvc5_check(text) for text in v.obligations])
    if confirmation.result == "sat":
        detail = f"the solvers disagree: z3 says unsat ({v.detail}), cvc5 says sat (a counterexample exists)"
        return dataclasses.replace(
            v, status=Status.ERROR, detail=detail, decided_by="z3+cvc5", confirmation=confirmation
        )
    return dataclasses.replace(v, confirmation=confirmation)


def prove(
    statement: sp.Basic,
    hypotheses: Iterable[sp.Basic] = (),
    timeout_ms: int = DEFAULT_TIMEOUT_MS,
    check: str = "proof",
    confirm: bool = False,
) -> Verdict:
    """Prove ``statement`` for all values allowed by ``hypotheses`` and assumptions.

    The whole call, translation included, runs within ``timeout_ms``. With ``confirm``,
    a proof is also checked by cvc5 on the same SMT-LIB text (its time is not counted);
    a disagreement is an error.

    >>> import sympy as sp
    >>> x = sp.Symbol("x", positive=True)
    >>> prove(x**2 + 1 > x).status.value
    'proved'
    >>> verdict = prove(x > 1)
    >>> verdict.status.value, [name for name, _ in verdict.countermodel]
    ('refuted', ['x'])
    """
    start = time.perf_counter()
    deadline = start + max(int(timeout_ms), 1) / 1000

    def verdict(status: Status, detail: str = "", by: str = "z3", model=(), obligations=(), confirmation=None):
        seconds = time.perf_counter() - start
        return Verdict(check, status, detail, by, tuple(model), seconds, tuple(obligations), confirmation)

    statement = as_sympy(statement)
    hyps = [as_sympy(h) for h in hypotheses]
    if any(h == sp.false for h in hyps):
        return verdict(Status.ERROR, "a hypothesis is False: the claim would hold vacuously", "sympy")
    hyps = [h for h in hyps if h != sp.true]
    symbols = _all_symbols(statement, *hyps)
    integral = any(s.is_integer for s in symbols)
    try:
        passes = [(False, _translate(statement, hyps, symbols, False, deadline))]
        if integral:
            passes.append((True, _translate(statement, hyps, symbols, True, deadline)))
    except Unsupported as exc:
        return verdict(Status.UNKNOWN, f"unsupported construct: {exc}", "translation")
    except Unrepresentable as exc:
        return verdict(Status.ERROR, f"unrepresentable number: {exc}", "translation")
    except TranslationTimeout as exc:
        return verdict(Status.UNKNOWN, f"unknown ({TIMEOUT}): {exc}", "translation")
    # vacuity comes before every shortcut: a statement sympy already calls True is still
    # no result under hypotheses that admit no point
    vacuous = _vacuity(passes, deadline, timeout_ms)
    if vacuous:
        return verdict(Status.ERROR, vacuous)
    if statement == sp.true:
        return verdict(Status.PROVED, "sympy evaluates the statement to True", "sympy")

    last_unknown = ""
    for integers, (printer, goal, _premises) in passes:
        # The goal gets a fresh solver: adding to one that has already answered switches z3 to
        # its incremental core, which on these nonlinear goals ran about 7x slower than the
        # non-incremental tactics a fresh solver picks (same answers; sat/unsat is semantic).
        solver = z3.Solver(ctx=printer.ctx)
        solver.add(*printer.side_conditions, *_premises, z3.Not(goal))
        result = _check(solver, deadline)
        if result == z3.unsat:
            domain = " over the integers" if integers else ""
            title = f"chalk {check}: Not(statement){domain} is unsatisfiable\nstatement: {sp.sstr(statement)}"
            text = smtlib.obligation(solver, title, "unsat")
            proved = verdict(Status.PROVED, f"Not(statement) is unsatisfiable{domain}", obligations=[text])
            return confirm_proof(proved) if confirm else proved  # cvc5's time is reported apart
        if result == z3.unknown:
            last_unknown = _reason(solver, deadline)
            continue
        found = _countermodel(solver, printer, statement, hyps, symbols)
        if found.retry_defined and printer.atom_guards:
            # z3's point leaves a term undefined: look for a counterexample where every atom is defined
            again = z3.Solver(ctx=printer.ctx)
            again.add(*printer.side_conditions, *_premises, z3.Not(goal), *printer.atom_guards)
            if _check(again, deadline) == z3.sat:
                retried = _countermodel(again, printer, statement, hyps, symbols)
                if retried.status is not None and retried.status != Status.ERROR:
                    found, solver = retried, again
        if found.status is None:
            last_unknown = found.detail
            continue
        if found.status == Status.REFUTED:
            by = "sympy" if statement == sp.false else "z3"
            text = smtlib.obligation(
                solver, f"chalk {check}: a countermodel of the statement\nstatement: {sp.sstr(statement)}", "sat"
            )
            return verdict(Status.REFUTED, found.detail, by, found.shown, [text])
        return verdict(found.status, found.detail)
    return verdict(Status.UNKNOWN, f"z3 returned unknown ({last_unknown or 'no reason given'})")
