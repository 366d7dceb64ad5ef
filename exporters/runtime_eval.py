"""Numeric functions from data: the eval runtime's expression trees, evaluated with numpy.

The runtime cache stores each generated function as a JSON tree, never as code. This
module turns a tree into nested closures over a fixed set of operations: the five
arithmetic operators, negation and a short list of numpy functions. Nothing read from a
cache is executed, imported or unpickled; a tree with any other node is refused
(``BadTree``). The tree is the numpy source's own syntax tree (``runtime_build``), so the
closures perform the same operations in the same order as the compiled source, and give
the same bits.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from typing import Any

import numpy

#: the operators a tree may use: (node name, the Python operation)
BINARY: Mapping[str, Callable[[Any, Any], Any]] = {
    "+": operator.add,
    "-": operator.sub,
    "*": operator.mul,
    "/": operator.truediv,
    "**": operator.pow,
}
UNARY: Mapping[str, Callable[[Any], Any]] = {"neg": operator.neg, "pos": operator.pos}
#: the numpy functions a tree may call, by their name in ``numpy``
FUNCTIONS: Mapping[str, Callable[..., Any]] = {
    name: getattr(numpy, name)
    for name in (
        "maximum",
        "minimum",
        "sqrt",
        "cbrt",
        "ceil",
        "floor",
        "abs",
        "absolute",
        "exp",
        "log",
        "log2",
        "log10",
        "sign",
    )
}

Env = dict[str, Any]
Node = Callable[[Env], Any]


class BadTree(ValueError):
    """A tree that is not one of ours: an unknown node, a wrong arity, a non-number constant."""


def _variable(name: str) -> Node:
    return lambda env: env[name]


def _constant(value: int | float) -> Node:
    return lambda env: value


def _binary(op: Callable[[Any, Any], Any], a: Node, b: Node) -> Node:
    return lambda env: op(a(env), b(env))


def _unary(op: Callable[[Any], Any], a: Node) -> Node:
    return lambda env: op(a(env))


def _call(fn: Callable[..., Any], args: tuple[Node, ...]) -> Node:
    if len(args) == 1:
        (a,) = args
        return lambda env: fn(a(env))
    if len(args) == 2:
        a, b = args
        return lambda env: fn(a(env), b(env))
    return lambda env: fn(*(arg(env) for arg in args))


def node(tree: object, names: frozenset[str]) -> Node:
    """The closure of one tree; ``names`` are the variables it may read."""
    if not isinstance(tree, list) or not tree or not isinstance(tree[0], str):
        raise BadTree(f"not a node: {str(tree)[:60]}")
    kind, *rest = tree
    if kind == "var" and len(rest) == 1 and rest[0] in names:
        return _variable(rest[0])
    if kind == "num" and len(rest) == 1 and type(rest[0]) in (int, float):
        return _constant(rest[0])
    if kind in BINARY and len(rest) == 2:
        return _binary(BINARY[kind], node(rest[0], names), node(rest[1], names))
    if kind in UNARY and len(rest) == 1:
        return _unary(UNARY[kind], node(rest[0], names))
    if kind == "call" and len(rest) >= 2 and rest[0] in FUNCTIONS:
        return _call(FUNCTIONS[rest[0]], tuple(node(a, names) for a in rest[1:]))
    raise BadTree(f"unknown node {kind!r} with {len(rest)} operands")


def function(name: str, record: Mapping[str, Any]) -> Callable[..., Any]:
    """A keyword-only function like the generated source's: ``record`` holds its
    ``inputs``, the shared subexpressions ``lets`` (name, tree) and the ``result`` tree."""
    inputs = tuple(record["inputs"])
    if not all(isinstance(n, str) for n in inputs) or len(set(inputs)) != len(inputs):
        raise BadTree(f"{name}: bad inputs")
    known = set(inputs)
    lets = []
    for let_name, tree in record["lets"]:
        if not isinstance(let_name, str) or let_name in known:
            raise BadTree(f"{name}: bad shared name {let_name!r}")
        lets.append((let_name, node(tree, frozenset(known))))
        known.add(let_name)
    result = node(record["result"], frozenset(known))
    expected = frozenset(inputs)

    def evaluate(**kwargs: Any) -> Any:
        if kwargs.keys() != expected:
            missing, extra = sorted(expected - kwargs.keys()), sorted(kwargs.keys() - expected)
            raise TypeError(f"{name}() needs keyword arguments {missing} and takes no {extra}")
        env: Env = dict(kwargs)
        for let_name, value in lets:
            env[let_name] = value(env)
        return result(env)

    evaluate.__name__ = name
    return evaluate
