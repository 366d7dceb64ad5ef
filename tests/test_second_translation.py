"""Translation B (cvc5's Python API) decides claims on its own, under the definedness contract."""

import pytest
import sympy as sp

from chalk.constraints import Status
from chalk.constraints.cvc5_prover import decide
from chalk.constraints.cvc5_translation import binary_value
from chalk.constraints.kleene_evaluation import UNDEFINED, Evaluator

x, y = sp.symbols("x y", real=True)
X, Y = sp.symbols("X Y", positive=True, integer=True)
f = sp.Function("f")
f_positive = sp.Function("f", positive=True)

#: issue 24's critical statements: each is false or undefined somewhere, so never proved
CRITICAL = {
    "guard in a conjunct": (sp.And(sp.Ne(x, 1), sp.Eq((x**2 - 1) / (x - 1), x + 1)), {x: 1}),
    "roots on the spine": (sp.sqrt(x) * sp.sqrt(y) >= 0, None),
    "opposite roots": (sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0), None),
    "cube root of a cube": (sp.Eq((x**3) ** sp.Rational(1, 3), x), None),
    "functions keyed by name": (sp.Eq(f_positive(x), f(x)), None),
}


@pytest.mark.parametrize("name", CRITICAL)
def test_the_critical_statements_are_refuted_by_translation_b(name):
    statement, _ = CRITICAL[name]
    v = decide(statement)
    assert v.status == Status.REFUTED, v.detail
    assert v.decided_by == "cvc5 (translation B)" and v.countermodel


def test_a_refutation_names_the_undefined_subterm_and_the_point():
    v = decide(sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0))
    assert v.status == Status.REFUTED and "undefined" in v.detail and "sqrt" in v.detail
    assert dict(v.countermodel)["x"] != "0"


def test_integer_vacuity_that_cvc5_cannot_settle_is_never_proved():
    # within 2 s as within the default's 10 (linearisation's stop): the hypotheses' consistency
    # stays undecided, and the goal is never proved from them
    v = decide(X > Y, [sp.Eq(X**2, 2 * Y**2)], budget_ms=2000)
    assert v.status in (Status.ERROR, Status.UNKNOWN)


def test_a_positive_function_is_not_refuted_by_a_negative_value():
    v = decide(f_positive(x) >= f_positive(x) ** 2 / (f_positive(x) + 1))
    assert v.status == Status.PROVED


def test_a_float_is_its_binary_value():
    statement = sp.Gt(sp.Mul(sp.Float("0.1"), x, evaluate=False), x / 10, evaluate=False)
    assert decide(statement, [x > 0]).status == Status.PROVED
    numerator, denominator = binary_value(sp.Float("0.1"))
    assert sp.Rational(numerator, denominator) > sp.Rational(1, 10) and denominator & (denominator - 1) == 0


def test_a_guard_holds_only_in_its_context():
    assert decide(sp.Implies(x > 1, 1 / (x - 1) > 0)).status == Status.PROVED
    assert decide(sp.Or(x <= 0, sp.sqrt(x) > -1)).status == Status.PROVED
    assert decide(sp.Piecewise((1 / x, x > 0), (0, True)) >= 0).status == Status.PROVED
    # no branch applies at x <= 0: the Piecewise is undefined there
    assert decide(sp.Ge(sp.Piecewise((1, x > 0)), 0, evaluate=False)).status == Status.REFUTED


def test_an_undefined_condition_before_the_selected_branch_makes_a_piecewise_undefined():
    v = decide(sp.Ge(sp.Piecewise((0, 1 / x > 0), (1, True)), 0, evaluate=False))
    assert v.status == Status.REFUTED and dict(v.countermodel)["x"] == "0"


def test_hypotheses_are_taken_in_order_and_each_must_be_defined():
    """An undefined hypothesis is an error with the point, as on z3's route (never a refutation
    of the statement, which the kernel makes only where every hypothesis is TRUE)."""
    undefined = decide(x > 0, [1 / x > 0])
    assert undefined.status == Status.ERROR and "hypothesis 1" in undefined.detail
    assert dict(undefined.countermodel) == {"x": "0"}
    assert decide(x > 0, [x > 0, 1 / x > 0]).status == Status.PROVED
    assert decide(x > 0, [1 / x > 0, x > 0]).status == Status.ERROR


def test_inconsistent_hypotheses_are_an_error_not_a_proof():
    v = decide(x > 5, [x > 1, x < 0])
    assert v.status == Status.ERROR and "vacuous" in v.detail


def test_integrality_and_parity_are_assumptions():
    n = sp.Symbol("n", integer=True, positive=True)
    m = sp.Symbol("m", odd=True)
    assert decide(sp.Ge(n, 1, evaluate=False)).status == Status.PROVED
    assert decide(sp.Ne(m, 0, evaluate=False)).status == Status.PROVED
    assert decide(sp.Ne(2 * m, 4, evaluate=False)).status == Status.PROVED
    assert decide(sp.floor(x) <= x).status == Status.PROVED


def test_a_model_that_breaks_an_assumption_cvc5_was_not_told_is_no_counterexample():
    p = sp.Symbol("p", prime=True)  # cvc5 knows p is a positive integer, not that it is prime
    assert decide(sp.Ge(p, 2, evaluate=False)).status == Status.UNKNOWN


@pytest.mark.parametrize(
    "statement",
    [sp.log(x) > 0, sp.Symbol("z") > 0, x**y > 0, sp.pi * x > 0],
    ids=["log", "complex symbol", "symbolic exponent", "pi"],
)
def test_what_translation_b_does_not_cover_is_unknown_with_the_reason(statement):
    v = decide(statement)
    assert v.status == Status.UNKNOWN and "unsupported construct" in v.detail


def test_the_verdict_is_the_same_on_every_run():
    for statement in (sp.sqrt(x * y) <= (x + y) / 2, sp.Eq(sp.sqrt(x) * sp.sqrt(-x), 0)):
        runs = [decide(statement, [y > 0]) for _ in range(2)]
        assert len({(v.status, v.detail, v.countermodel) for v in runs}) == 1


def test_the_evaluator_is_three_valued():
    at_zero = Evaluator({x: sp.Integer(0)})
    assert at_zero.truth(1 / x > 0) == UNDEFINED
    assert at_zero.truth(sp.Or(x < 1, 1 / x > 0)) is True
    assert at_zero.truth(sp.And(x > 1, 1 / x > 0)) is False
    assert at_zero.truth(sp.Equivalent(x > 1, 1 / x > 0)) == UNDEFINED
    assert Evaluator({x: sp.Integer(-8)}).value(x ** sp.Rational(1, 3)) == UNDEFINED


# relations with their denominators cleared (incremental linearisation's form) ---------------
a, b, c, t, u = sp.symbols("a b c t u", positive=True)

#: relations with quotients, a Max or Min inside a product or a denominator, a denominator
#: of either sign (zero at some points), and an equality
CLEARED_CASES = {
    "quotient hypothesis": sp.Ge(c / (t * u), 1),
    "quotient of unknown sign": sp.Le(x / (x - y), 2),
    "max as a whole side": sp.Le(sp.Max(a / t, b / u), c),
    "min as a whole side": sp.Ge(sp.Min(a / t, x), c),
    "max in a product": sp.Ge(c * sp.Max(a / t, b - x) / u, a),
    "max in a denominator": sp.Lt(a / sp.Max(t, x), 1),
    "equality over one denominator": sp.Eq(a / t + b / u, c),
    "positive factor times a max": sp.Ge(t * sp.Max(a - x, b / u) / u, c),
    "quotient by a max": sp.Le(a / (t * sp.Max(x, b - c)), u),
    "quotient by a min, sides swapped": sp.Gt(x, a * t / sp.Min(b - x, c)),
}


@pytest.mark.parametrize("name", CLEARED_CASES)
def test_a_cleared_relation_holds_exactly_where_the_relation_does_wherever_it_is_defined(name):
    """Soundness of the cleared form, decided by cvc5 itself: no point where the relation is
    defined tells the cleared and the plain truth apart."""
    import cvc5
    from cvc5 import Kind

    from chalk.constraints.cvc5_translation import Cvc5Translation

    relation = CLEARED_CASES[name]
    plain = Cvc5Translation(cvc5.TermManager())
    tm = plain.tm
    cleared = Cvc5Translation(tm, cleared=True)
    cleared.constants, cleared.assumptions = plain.constants, plain.assumptions  # the same symbols
    plain.declare(relation.free_symbols)
    p_truth, c_truth = plain.truth(relation), cleared.truth(relation)
    defined = tm.mkTerm(Kind.OR, p_truth.true, p_truth.false)
    differ = tm.mkTerm(Kind.DISTINCT, p_truth.true, c_truth.true)
    solver = cvc5.Solver(tm)
    solver.setOption("nl-cov", "true")
    solver.setLogic("QF_NRA")
    for term in [*plain.assumptions, defined, differ]:
        solver.assertFormula(term)
    assert solver.checkSat().isUnsat()


def test_translation_b_proves_a_sign_that_needs_a_quotient_hypothesis_turned_over():
    """c/(t*u) >= 1 says t*u/c <= 1: a monomial bound linearisation sees only once the
    denominators are cleared (coverings stall on the many-variable statement around it)."""
    d, e, g, h = sp.symbols("d e g h", positive=True)
    statement = a * b * (1 - t * u / c) / (d * e) + g * (u - 1) / h + sp.Max(a / c, b) >= 0
    v = decide(statement, [sp.Ge(c / (t * u), 1), sp.Ge(u, 1)])
    assert v.status == Status.PROVED, v.detail


def test_translation_b_never_proves_a_false_statement_about_a_cleared_max():
    v = decide(sp.Le(sp.Max(a / t, b / u), a / t), [sp.Ge(t, 1)])
    assert v.status == Status.REFUTED, v.detail


# --- one countermodel format, whichever route found it (CI's fuzz shards 9 and 17) ----------------
p_pos = sp.Symbol("p", positive=True)
m_neg = sp.Symbol("m", negative=True)
n_int = sp.Symbol("n", integer=True)
g = sp.Function("g")

#: statements as a user writes them, with a part that folding removes before any solver sees
#: it (Min(1, p) <= m is False for positive p and negative m) and a function application
WRITTEN = {
    "a symbol folded away": sp.Or(
        sp.Le(sp.Min(1, p_pos), m_neg, evaluate=False),
        sp.Equivalent(sp.Eq(n_int, p_pos, evaluate=False), sp.Gt(sp.ceiling(p_pos), n_int, evaluate=False)),
    ),
    "a function and an undefined Piecewise": sp.Or(
        sp.Le(sp.Min(1, p_pos), m_neg, evaluate=False),
        sp.Eq(g(3) ** sp.Rational(1, 3), sp.Piecewise((x - p_pos, n_int <= 2)), evaluate=False),
    ),
}


@pytest.mark.parametrize("name", WRITTEN)
@pytest.mark.parametrize("route", ["decide", "linearised"])
def test_a_cvc5_countermodel_names_every_symbol_as_written_and_reads_back_under_the_independent_oracle(name, route):
    from chalk.constraints.cvc5_prover import linearised
    from chalk.constraints.sympy_evaluation import folded
    from tests.differential_judge import check_refutation
    from tests.generated_statements import Generated

    written = WRITTEN[name]
    statement = folded(written)
    assert m_neg not in statement.free_symbols  # the case this guards: a symbol the solver never sees
    v = (decide if route == "decide" else linearised)(statement, written=(written,))
    assert v.status == Status.REFUTED, v.detail
    names = [n for n, _ in v.countermodel]
    assert {"m", "n", "p"} <= set(names)
    if "function" in name:
        table = dict(v.countermodel)["g"]
        assert table.startswith("g(3) = ") and table.endswith("otherwise 0"), table
    assert check_refutation(Generated(written), v.countermodel) is None
