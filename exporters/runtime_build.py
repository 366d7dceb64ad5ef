"""Build the eval runtime from the sympy source of truth (imports sympy; run on a cache miss).

The artefact is data only: every quantity's unit, meaning, sign assumptions, physical
domain, default and its generated function as an expression tree (``runtime_eval``);
the per-chip hardware values for each dense precision; each shipped model's fields,
derived inputs, notes and math precision; each price list. A function's tree is the
syntax tree of the numpy source the codegen prints (the source the sympy path compiles),
so both perform the same operations in the same order. Every value is read back and
compared with the original before the artefact is used, so a value JSON cannot carry
exactly makes the build fail (and eval keeps the sympy path) instead of printing
something else; a function whose source uses anything the tree cannot carry is left out
(eval asks the sympy book for it).
"""

from __future__ import annotations

import ast
import math
from dataclasses import asdict
from fractions import Fraction

from chalk.derivations.sourced import Sourced
from chalk.exporters.runtime_format import FORMAT, VOCABULARY, BuildError, unit_from, value_from


def _unit(unit) -> list:
    """A pint unit as its (name, exponent) pairs; checked to read back identically."""
    from chalk.units.registry import unit_powers

    record = [[name, power] for name, power in unit_powers(unit).items()]
    back = unit_from(record)
    if back != unit or str(back) != str(unit) or repr(back) != repr(unit):
        raise BuildError(f"unit {unit!r} does not read back ({back!r})")
    return record


def _value(sourced: Sourced | None) -> list | None:
    if sourced is None:
        return None
    magnitude = sourced.value.magnitude
    if type(magnitude) is Fraction:
        number = [magnitude.numerator, magnitude.denominator]
    elif type(magnitude) in (int, float):
        number = magnitude
    else:
        raise BuildError(f"a value of type {type(magnitude).__name__} ({sourced.source[:60]})")
    record = [number, _unit(sourced.value.units), sourced.source]
    back = value_from(record)
    same = type(back.value.magnitude) is type(magnitude) and back.value.magnitude == magnitude
    if not same or back.value.units != sourced.value.units or back.source != sourced.source:
        raise BuildError(f"value {sourced!r} does not read back")
    return record


def _keyed(values: dict, names: dict) -> dict:
    """``{symbol: Sourced}`` as ``{name: record}``; each symbol must be its quantity's."""
    out = {}
    for s, sourced in values.items():
        _check_symbol(s, names)
        out[s.name] = _value(sourced)
    return out


def _check_symbol(s, names: dict) -> None:
    q = names.get(s.name)
    if q is None or q.symbol != s:
        raise BuildError(f"symbol {s.name} is not the quantity of that name")


def _quantity(q, function) -> dict:
    from chalk.exporters.evalbook import definition_unit_problem
    from chalk.units import pretty

    s = q.symbol
    return {
        "unit": _unit(q.unit),
        "meaning": q.meaning,
        "assumptions": [s.is_positive, s.is_nonnegative, s.is_integer],
        "default": _value(q.default),
        "physical": asdict(q.physical),
        "formula": None if q.definition is None else pretty(q.definition),
        "inputs": [a.name for a in function.inputs],
        "unit_problem": definition_unit_problem(q),
    }


class Untranslatable(ValueError):
    """Generated source with a construct the data-only tree does not carry."""


_BINARY = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.Pow: "**"}
_UNARY = {ast.USub: "neg", ast.UAdd: "pos"}


def _tree(e: ast.expr) -> list:
    """One expression of the generated source as a ``runtime_eval`` tree."""
    from chalk.exporters.runtime_eval import FUNCTIONS

    if isinstance(e, ast.Name):
        return ["var", e.id]
    if isinstance(e, ast.Constant) and type(e.value) in (int, float):
        if isinstance(e.value, float) and not math.isfinite(e.value):
            raise Untranslatable(f"constant {e.value!r}")
        return ["num", e.value]
    if isinstance(e, ast.BinOp) and type(e.op) in _BINARY:
        return [_BINARY[type(e.op)], _tree(e.left), _tree(e.right)]
    if isinstance(e, ast.UnaryOp) and type(e.op) in _UNARY:
        return [_UNARY[type(e.op)], _tree(e.operand)]
    if (
        isinstance(e, ast.Call)
        and isinstance(e.func, ast.Attribute)
        and isinstance(e.func.value, ast.Name)
        and e.func.value.id == "numpy"
        and e.func.attr in FUNCTIONS
        and e.args
        and not e.keywords
    ):
        return ["call", e.func.attr, *(_tree(a) for a in e.args)]
    raise Untranslatable(ast.unparse(e)[:80])


def function_record(source: str, name: str) -> dict:
    """``{"inputs", "lets", "result"}`` of the generated ``def name(*, …)`` in ``source``."""
    (fn,) = ast.parse(source).body
    if not isinstance(fn, ast.FunctionDef) or fn.name != name or fn.args.args or fn.args.posonlyargs:
        raise Untranslatable(f"{name} is not a keyword-only function")
    body = [s for s in fn.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
    lets = []
    for statement in body[:-1]:
        if not (isinstance(statement, ast.Assign) and len(statement.targets) == 1):
            raise Untranslatable(ast.unparse(statement)[:80])
        (target,) = statement.targets
        if not isinstance(target, ast.Name):
            raise Untranslatable(ast.unparse(statement)[:80])
        lets.append([target.id, _tree(statement.value)])
    if not body or not isinstance(body[-1], ast.Return) or body[-1].value is None:
        raise Untranslatable(f"{name} does not end in a return")
    return {"inputs": [a.arg for a in fn.args.kwonlyargs], "lets": lets, "result": _tree(body[-1].value)}


def _functions(functions: dict) -> dict:
    """Each function's tree, checked to build in ``runtime_eval``; one the tree cannot
    carry is left out, and eval asks the sympy book for it."""
    from chalk.exporters.runtime_eval import BadTree
    from chalk.exporters.runtime_eval import function as evaluator

    out = {}
    for name, f in functions.items():
        try:
            record = function_record(f.source, name)
            if record["inputs"] != [s.name for s in f.inputs]:
                raise Untranslatable(f"{name}: the inputs differ from the source's")
            evaluator(name, record)
        except (Untranslatable, BadTree, SyntaxError, ValueError):
            continue
        out[name] = record
    return out


def _hardware(names: dict) -> dict:
    from chalk.derivations import catalog

    out = {}
    for hardware_id in catalog.hardware_ids():
        precisions = {p: _keyed(catalog.hardware(hardware_id, p), names) for p in catalog.precisions(hardware_id)}
        ici = {source: _value(value) for source, value in catalog.ici_bandwidths(hardware_id).items()}
        wrap = catalog.wraparound(hardware_id)
        out[hardware_id] = {
            "gpus": catalog.gpus_per_system(hardware_id),
            "precisions": precisions,
            "ici": ici,
            "hop_latency": _value(catalog.ici_hop_latency(hardware_id)),
            "wraparound": list(wrap) if wrap else None,
        }
    return out


def _models(names: dict) -> dict:
    from chalk.derivations import catalog

    out = {}
    for model_id in catalog.model_ids():
        spec = catalog.model_spec(model_id)
        derived = {}
        for s, d in spec.derived().items():
            _check_symbol(s, names)
            _check_symbol(d, names)
            derived[s.name] = d.name
        try:
            published = _keyed(catalog.published_params(model_id), names)
        except catalog.UnknownEntry:
            published = None
        out[model_id] = {
            "name": spec.name,
            "origin": spec.origin,
            "fields": _keyed(spec.fields, names),
            "bytes_per_param": _value(spec.bytes_per_param),
            "derived": derived,
            "notes": list(spec.notes),
            "active_note": spec.active_count_note(),
            "math_precision": list(spec.math_precision) if spec.math_precision else None,
            "widths": _keyed(spec.widths, names),
            "width_gaps": {s.name: why for s, why in spec.width_gaps.items()},
            "published": published,
        }
    return out


def _prices(names: dict) -> dict:
    from chalk.derivations import catalog
    from chalk.derivations.catalog.prices import listed_prices, unlisted_prices

    out = {}
    for price_id in catalog.price_ids():
        unlisted = unlisted_prices(price_id)
        for s in unlisted:
            _check_symbol(s, names)
        out[price_id] = {
            "listed": _keyed(listed_prices(price_id), names),
            "unlisted": {s.name: why for s, why in unlisted.items()},
        }
    return out


def build() -> dict:
    """The table for the lecture book: data only, functions as trees."""
    from chalk.derivations import vocabulary
    from chalk.derivations.book_quantities import KINDS
    from chalk.derivations.quantities import all_quantities, current_table
    from chalk.exporters.codegen import numpy_function

    quantities = all_quantities()
    names = {q.name: q for q in quantities}
    if len(names) != len(quantities):
        raise BuildError("two quantities share a name")
    functions = {q.name: numpy_function(q.name) for q in quantities}
    for name in VOCABULARY:  # the sympy book's symbol(name) is the vocabulary's
        _check_symbol(getattr(vocabulary, name), names)
    table = {
        "format": FORMAT,
        "quantities": {q.name: _quantity(q, functions[q.name]) for q in quantities},
        "hardware": _hardware(names),
        "models": _models(names),
        "prices": _prices(names),
        "functions": _functions(functions),
        "declared": {kind.__name__: current_table().declared(kind).to_data() for kind in KINDS.values()},
    }
    return table
