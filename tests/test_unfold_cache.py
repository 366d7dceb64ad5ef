"""unfold is memoised; a later declaration must still be unfolded where it appears.

Runs in a fresh symbol table laid over the lecture's, so the quantities declared here
never reach the table that other tests (and every export) read."""

import sympy as sp

from chalk.derivations.quantities import SymbolTable, default_table, define, unfold
from chalk.derivations.vocabulary import batch, context


def test_unfold_sees_definitions_declared_after_it_cached_a_result():
    with SymbolTable(parent=default_table()).using():
        later = sp.Symbol("later_quantity", positive=True)
        assert unfold(2 * later) == 2 * later  # not a definition yet: left as it is (and cached)
        define("later_quantity", batch * context, "token", "declared after an unfold used it")
        assert unfold(2 * later) == 2 * batch * context

        inner = define("inner_quantity", batch + batch, "sequence", "inner")
        outer = define("outer_quantity", sp.Max(inner, 3 * batch) * context, "token", "outer")
        assert unfold(outer) == sp.Max(2 * batch, 3 * batch) * context
        assert unfold(outer).free_symbols == {batch, context}
    assert "later_quantity" not in {q.name for q in default_table().quantities()}


def test_a_fresh_table_does_not_see_another_tables_quantities():
    one, two = SymbolTable(), SymbolTable()
    with one.using():
        define("only_in_one", batch * context, "token", "declared in the first table")
    assert [q.name for q in one.quantities()] == ["only_in_one"]
    assert two.quantities() == []


def test_a_definition_records_where_it_was_defined_even_through_an_alias():
    import chalk.derivations.quantities as dq

    with SymbolTable(parent=default_table()).using() as table:
        dq.define("aliased_quantity", 2 * batch, "sequence", "defined through a module alias")
        origin = table.lookup("aliased_quantity").origin
        assert (origin.module, origin.file) == (__name__, __file__)
        assert table.defined_in(__name__) == ["aliased_quantity"]


def test_a_name_declared_differently_over_the_lecture_is_an_error():
    import pytest

    with SymbolTable(parent=default_table()).using(), pytest.raises(ValueError, match=r"already chalk.s"):
        define("t_step", 2 * batch, "sequence", "not the lecture's step time")
