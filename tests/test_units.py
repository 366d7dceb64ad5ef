"""Units: independent dimensions, distinct prefixes, inference and mismatch messages."""

import pytest
import sympy as sp

from chalk.units import Q_, UnitMismatch, declare, parse_unit, unit_of, ureg

t, nbytes, n_params, rate = sp.symbols("t_u nbytes_u n_params_u rate_u", positive=True)
declare(t, ureg.second, "t")
declare(nbytes, ureg.byte, "bytes")
declare(n_params, ureg.parameter, "N")
declare(rate, ureg.byte / ureg.second, "W")


@pytest.mark.parametrize(
    "a, b",
    [
        ("byte", "FLOP"),
        ("byte", "token"),
        ("token", "sequence"),
        ("parameter", "byte"),
        ("USD", "second"),
        ("FLOP", "second"),
    ],
)
def test_base_dimensions_are_independent(a, b):
    assert ureg.parse_units(a).dimensionality != ureg.parse_units(b).dimensionality


def test_a_byte_is_not_dimensionless():
    assert ureg.byte.dimensionality != ureg.dimensionless.dimensionality


def test_decimal_and_binary_prefixes_are_distinct_units():
    assert Q_(1, "GB").to("byte").magnitude == 10**9
    assert Q_(1, "GiB").to("byte").magnitude == 2**30
    assert parse_unit("GB") != parse_unit("GiB")


def test_bits_per_second_convert_to_bytes_per_second():
    assert Q_(400, "Gb/s").to("GB/s").magnitude == pytest.approx(50)


@pytest.mark.parametrize(
    "expr, unit",
    [
        (nbytes / rate, "s"),
        (sp.Max(t, nbytes / rate), "s"),
        (sp.Min(t, 2 * t), "s"),
        (sp.sqrt(t**2), "s"),
        (t ** sp.Rational(3, 2) / sp.sqrt(t), "s"),
        (sp.Abs(t - nbytes / rate), "s"),
        (sp.floor(t), "s"),
        (sp.ceiling(nbytes / rate), "s"),
        (sp.Piecewise((t, t > nbytes / rate), (2 * t, True)), "s"),
        (sp.log(nbytes / (rate * t)), ""),
        (sp.exp(t / t), ""),
        (n_params * nbytes / n_params, "B"),
    ],
)
def test_unit_of_infers_the_unit_of_each_construct(expr, unit):
    inferred = unit_of(expr)
    assert inferred.dimensionality == parse_unit(unit or "1").dimensionality


def test_adding_seconds_to_bytes_names_both_terms():
    with pytest.raises(UnitMismatch) as err:
        unit_of(t + nbytes)
    message = str(err.value)
    assert "t [s]" in message and "bytes [B]" in message and "cannot add" in message


def test_adding_parameters_to_bytes_is_rejected_naming_the_parameter_term():
    with pytest.raises(UnitMismatch, match=r"N \[param\]"):
        unit_of(n_params + nbytes)


@pytest.mark.parametrize(
    "expr",
    [
        sp.Max(t, nbytes),
        t > nbytes,
        sp.Eq(t, n_params),
        sp.log(t),
        sp.exp(nbytes),
        sp.Piecewise((t, t > 1), (nbytes, True)),
        t**n_params,
    ],
)
def test_mismatched_constructs_raise(expr):
    with pytest.raises(UnitMismatch):
        unit_of(expr)


def test_zero_is_compatible_with_every_unit():
    assert unit_of(t > 0) == ureg.dimensionless  # a relation has no unit of its own
    assert unit_of(sp.Max(nbytes, 0)) == ureg.byte


def test_a_relation_checks_both_sides():
    unit_of(sp.Le(nbytes / rate, t))
    with pytest.raises(UnitMismatch):
        unit_of(sp.Le(nbytes * rate, t))


def test_unit_inference_agrees_with_pint_arithmetic():
    values = {t: Q_(2.0, "s"), nbytes: Q_(3.0, "GB"), n_params: Q_(5.0, "parameter"), rate: Q_(7.0, "TB/s")}
    expr = nbytes * n_params / (rate * t**2)
    numeric = (values[nbytes] * values[n_params] / (values[rate] * values[t] ** 2)).to_base_units()
    assert unit_of(expr).dimensionality == numeric.dimensionality


@pytest.mark.parametrize("text", ["", "__import__('os')", "GB/", "furlong", "1e6 token", "s**s"])
def test_parse_unit_rejects_non_units_with_a_value_error(text):
    if text == "":
        assert parse_unit(text) == ureg.dimensionless
        return
    with pytest.raises(ValueError):
        parse_unit(text)


def test_a_function_nobody_defined_takes_any_unit_and_agrees_with_any():
    """``p(B)``, a document's ``t_{compute}(B)``: no rule says what an uninterpreted function takes or
    gives, so its argument may carry a unit and its value compares with any unit; a mismatch inside
    its argument is still one. A known function (log) keeps needing a dimensionless argument."""
    f = sp.Function("f")
    assert unit_of(sp.Eq(f(nbytes), t)) == ureg.dimensionless
    assert unit_of(f(nbytes)) is None and unit_of(f(nbytes) * t) is None  # unknown: agrees with any unit
    with pytest.raises(UnitMismatch):
        unit_of(f(nbytes + t))
    with pytest.raises(UnitMismatch):
        unit_of(sp.log(nbytes))
