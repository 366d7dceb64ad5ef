"""The vanishing tables of formulas.js are reused only under a key of everything that decides them."""

from __future__ import annotations

import pytest
import sympy as sp

from chalk.exporters.codegen import numpy_function
from chalk.exporters.site import vanishing_store
from chalk.exporters.site.javascript import compute_vanishing, vanishing

QUANTITY = "tp_layer_time"  # a ring's (tp - 1) and zero counts: a table with entries


@pytest.fixture
def no_shipped_tables(monkeypatch):
    """For the tests of the user's cache: the shipped tables would answer first."""
    monkeypatch.setattr(vanishing_store, "shipped", dict)


def _computed_by(name: str) -> dict:
    return compute_vanishing(numpy_function(name))


@pytest.mark.usefixtures("no_shipped_tables")
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


@pytest.mark.usefixtures("no_shipped_tables")
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


@pytest.mark.usefixtures("no_shipped_tables")
def test_an_unwritable_cache_folder_still_gives_the_computed_table(tmp_path, monkeypatch):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("CHALK_CACHE_DIR", str(blocked))
    assert vanishing(QUANTITY) == _computed_by(QUANTITY)


def test_the_shipped_tables_hold_every_lecture_quantity_under_its_current_key():
    """An edit that changes a key (a definition, a unit, javascript.py, sympy's version) makes
    the shipped tables stale: every first build would compute them again."""
    missing = sorted(n for n, k in vanishing_store.lecture_keys().items() if k not in vanishing_store.shipped())
    assert missing == [], f"stale: run python -m chalk.exporters.site.vanishing_store record ({missing[:5]})"


def test_a_shipped_table_is_served_without_computing_and_only_under_its_exact_key(tmp_path, monkeypatch):
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path))  # an empty cache: the shipped file answers
    f = numpy_function(QUANTITY)
    calls = []
    served = vanishing_store.stored(f.expr, tuple(f.inputs), lambda: calls.append(1) or {})
    assert calls == [] and served == vanishing_store.shipped()[vanishing_store.key(f.expr, tuple(f.inputs))]
    assert served["still"], "the quantity's table has entries: not an empty table served by default"
    edited = vanishing_store.stored(f.expr + 1, tuple(f.inputs), lambda: calls.append(1) or {"fresh": True})
    assert calls == [1] and edited == {"fresh": True}
