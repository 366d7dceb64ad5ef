"""Books of claims as objects: ids by chapter, parts declared once and checked when a
claim registers, built claims kept by their book, run settings owned by the verifier."""

from __future__ import annotations

import sys
import types

import pytest
import sympy as sp

from chalk.constraints.checks import RunSettings
from chalk.derivations.model import Claim, Part
from chalk.derivations.registry import REGISTRY, RegistrationError, Registry, chapter_of, claim

LECTURES = "chalk.derivations.lectures"  # the book chalk ships (tests may name it)

PART = Part(7, "a test chapter", "none")
x = sp.Symbol("registry_test_x", positive=True)


def _module(name: str, **attrs) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    return module


@pytest.fixture
def fake_modules(monkeypatch):
    """Put modules into sys.modules for one test."""

    def put(module: types.ModuleType) -> types.ModuleType:
        monkeypatch.setitem(sys.modules, module.__name__, module)
        return module

    return put


def _builder(module: types.ModuleType, name: str = "holds"):
    def fn() -> Claim:
        return Claim(sp.Gt(x, 0))

    fn.__name__ = fn.__qualname__ = name
    fn.__module__ = module.__name__
    fn.__doc__ = "x is positive."
    return fn


def _decorated(module: types.ModuleType, name: str = "holds"):
    """Decorate as if written in ``module`` (the part check reads its namespace)."""
    fn = _builder(module, name)
    fn = types.FunctionType(fn.__code__, module.__dict__, name)
    fn.__module__, fn.__doc__ = module.__name__, "x is positive."
    module.__dict__[name] = claim(source="test")(fn)
    return module.__dict__[name]


def test_the_chapter_is_the_first_module_component_below_the_root():
    assert chapter_of(f"{LECTURES}.batching.roofline", LECTURES) == "batching"
    assert chapter_of(f"{LECTURES}.batching", LECTURES) == "batching"
    assert chapter_of("mine", "") == "mine"


def test_a_chapter_package_gives_every_section_module_the_same_id_prefix(fake_modules):
    package = fake_modules(_module(f"{LECTURES}.testchapter", PART=PART))
    section = fake_modules(_module(f"{LECTURES}.testchapter.section"))
    _decorated(section, "first_result")
    book = Registry()
    book.add_module(package, LECTURES)
    [entry] = book.add_module(section, LECTURES)
    assert entry.id == "testchapter.first_result" and entry.part == PART
    assert book.modules_of(PART) == [f"{LECTURES}.testchapter", f"{LECTURES}.testchapter.section"]


def test_a_module_of_a_book_that_requires_parts_without_a_part_is_a_one_line_error(fake_modules):
    """``BOOK = Book(requires_part=True)`` (as chalk's own book declares) makes a missing PART
    an error at registration; a book without that setting numbers its parts itself."""
    from chalk import Book

    fake_modules(_module("strictbook", BOOK=Book(title="strict", requires_part=True)))
    module = fake_modules(_module("strictbook.partless"))
    with pytest.raises(RegistrationError, match=r"module strictbook.partless of the book 'strict' has no PART") as err:
        _decorated(module)
    assert "\n" not in str(err.value)
    fake_modules(_module("loosebook", BOOK=Book(title="loose")))
    _decorated(fake_modules(_module("loosebook.partless")))  # no error: its part is numbered on load


def test_a_section_whose_part_differs_from_its_chapter_package_is_an_error(fake_modules):
    fake_modules(_module(f"{LECTURES}.mixed", PART=PART))
    section = fake_modules(_module(f"{LECTURES}.mixed.section", PART=Part(7, "another title", "none")))
    with pytest.raises(RegistrationError, match="declare PART once"):
        _decorated(section)


def test_two_chapters_declaring_one_part_number_differently_is_an_error(fake_modules):
    one = fake_modules(_module(f"{LECTURES}.chapter_one", PART=PART))
    two = fake_modules(_module(f"{LECTURES}.chapter_two", PART=Part(7, "other", "none")))
    _decorated(one)
    _decorated(two)
    book = Registry()
    book.add_module(one, LECTURES)
    with pytest.raises(RegistrationError, match="part 7 is declared differently"):
        book.add_module(two, LECTURES)


def test_each_book_builds_and_keeps_its_own_claims():
    a, b = Registry().load(), Registry().load()
    entry_id = a.entries()[0].id
    assert a.get(entry_id).claim() is a.get(entry_id).claim()
    assert a.get(entry_id).claim() is not b.get(entry_id).claim()
    assert a.get(entry_id).claim() == b.get(entry_id).claim()
    assert [e.id for e in a.entries()] == [e.id for e in REGISTRY.load().entries()]


def test_run_settings_cap_a_claims_limits_without_rewriting_it():
    claim_ = Claim(sp.Gt(x, 0), timeout_ms=5000, budget_ms=20_000)
    brief = RunSettings(timeout_ms=1500, budget_ms=6000)
    assert (brief.timeout_for(claim_), brief.budget_for(claim_)) == (1500, 6000)
    assert RunSettings().timeout_for(claim_) == 5000
    assert RunSettings(timeout_ms=9000).timeout_for(claim_) == 5000  # a cap never raises the claim's own


def test_mutants_keep_the_claims_own_limits():
    from chalk.constraints.mutation import control

    entry = REGISTRY.load().select("batching.*")[0]
    original = entry.claim()
    assert (control(original).timeout_ms, control(original).budget_ms) == (original.timeout_ms, original.budget_ms)
