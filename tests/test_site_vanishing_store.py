"""The vanishing tables of formulas.js are reused only under a key of everything that decides them."""

from __future__ import annotations

import sympy as sp

from chalk.exporters.codegen import numpy_function
from chalk.exporters.site import vanishing_store
from chalk.exporters.site.javascript import _vanishing, vanishing

QUANTITY = "tp_layer_time"  # a ring's (tp - 1) and zero counts: a table with entries


def _computed_by(name: str) -> dict:
    return _vanishing(numpy_function(name))


def test_a_stored_table_is_served_without_computing_and_equals_the_computed_one(tmp_path, monkeypatch):
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path))
    first = vanishing(QUANTITY)
    assert first and first == _computed_by(QUANTITY)
    f = numpy_function(QUANTITY)
    calls = []
    served = vanishing_store.stored(f.expr, tuple(f.inputs), lambda: calls.append(1) or {})
    assert served == first and calls == []


def test_an_edited_expression_input_unit_or_assumption_is_a_new_key():
    f = numpy_function(QUANTITY)
    base = vanishing_store.key(f.expr, tuple(f.inputs))
    x = f.inputs[0]
    assert x.assumptions0, "the inputs carry assumptions"
    renamed = sp.Symbol(x.name)  # the same name with none
    assert vanishing_store.key(f.expr + 1, tuple(f.inputs)) != base
    assert vanishing_store.key(f.expr, tuple(reversed(f.inputs))) != base
    assert vanishing_store.key(f.expr, (renamed, *f.inputs[1:])) != base
    other = numpy_function("t_step")
    assert vanishing_store.key(other.expr, tuple(other.inputs)) != base


def test_an_entry_edited_by_hand_is_ignored_and_the_table_computed_again(tmp_path, monkeypatch):
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path))
    vanishing(QUANTITY)
    (entry,) = (tmp_path / "site").iterdir()
    mac, _, payload = entry.read_bytes().partition(b"\n")
    entry.write_bytes(mac + b"\n" + payload.replace(b'"still"', b'"stil"'))
    f = numpy_function(QUANTITY)
    calls = []
    served = vanishing_store.stored(f.expr, tuple(f.inputs), lambda: calls.append(1) or {"fresh": True})
    assert calls == [1] and served == {"fresh": True}


def test_an_unwritable_cache_folder_still_gives_the_computed_table(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("CHALK_CACHE_DIR", str(blocked))
    assert vanishing(QUANTITY) == _computed_by(QUANTITY)
