"""Tensor shapes written as bracket lists: ``[b, s, h] \\times [h, 4h] = [b, s, 4h]``.

Authors annotate each matmul with its shapes; the relation holds when the contracted
dimensions agree and the product's shape is the one written. Each dimension is read as a
side (``4h``, ``d_h n_h``), so ``h n`` and ``n h`` are the same dimension.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import sympy as sp

from chalk.papers.verdicts import RelationError

_LIST = r"\[[^\[\]]*\]"
_SHAPES = re.compile(rf"^\s*(?:[^\[\]:]*:\s*)?{_LIST}(?:\s*\\times\s*{_LIST})*\s*$")
_LABEL = re.compile(r"^\s*[^\[\]:]*:\s*")


def is_shape_side(text: str) -> bool:
    return bool(_SHAPES.match(text))


def _dims(text: str) -> list[str]:
    return [d.strip() for d in text.strip()[1:-1].split(",")]


def shape(text: str, read: Callable[[str], sp.Basic], offset: int) -> list[sp.Basic]:
    """The shape a side denotes: one list, or the product of several (batched matmul:
    ``[..., m, k] \\times [..., k, n] = [..., m, n]``)."""
    lists = re.findall(_LIST, _LABEL.sub("", text))
    out = [read(d) for d in _dims(lists[0])]
    for nxt in lists[1:]:
        right = [read(d) for d in _dims(nxt)]
        if len(right) < 2 or sp.expand(out[-1] - right[-2]) != 0:
            inner = f"{sp.latex(out[-1])} ≠ {sp.latex(right[-2])}"
            raise RelationError(offset, f"shapes: {_show(out)} \\times {_show(right)} does not contract: {inner}")
        batch = right[:-2]
        if batch and [sp.expand(a - b) for a, b in zip(out[: len(batch)], batch, strict=True)] != [0] * len(batch):
            raise RelationError(offset, f"shapes: batch dimensions of {_show(out)} and {_show(right)} differ")
        out = [*out[:-1], right[-1]]
    return out


def same(a: list[sp.Basic], b: list[sp.Basic]) -> bool:
    return len(a) == len(b) and all(sp.expand(x - y) == 0 for x, y in zip(a, b, strict=True))


def _show(dims: list[sp.Basic]) -> str:
    return "[" + ", ".join(sp.latex(d) for d in dims) + "]"


def show(dims: list[sp.Basic]) -> str:
    return _show(dims)
