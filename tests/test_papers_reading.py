"""How `chalk check` reads other authors' notation (issue 30's reading classes, found on the
corpus): each test writes a small document in the style of a real one and checks the verdict
of every formula, so a reading rule that breaks shows which class it broke."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sympy as sp

from chalk.papers.judging import check_document
from chalk.papers.numbers import ROUNDING, written_precision
from chalk.papers.scanning import scan


def _statuses(tmp_path: Path, text: str) -> tuple[list[str], list[str]]:
    doc = tmp_path / "note.md"
    doc.write_text(text)
    outcomes, _ = check_document(scan([str(doc)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    return [o.status for o in outcomes], errors


def test_a_formula_through_a_definition_chalk_cannot_read_is_undecided_not_refuted(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$W = 2 \\cdot N \\cdot \\text{tokens in the batch}$$\n\n$$\\frac{b}{W} = \\frac{b}{2 N \\cdot b}$$\n",
    )
    assert statuses == ["unreadable", "unknown"]
    assert errors == []


def test_a_bare_escaped_name_and_a_word_the_document_names_in_text_are_one_symbol(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$FLOP = 2 \\cdot N \\cdot batch\\_size$$\n\n"
        "$$t = \\frac{\\text{FLOP}}{P}$$\n\n"
        "$$\\frac{\\mathrm{batch\\_size}}{t} = \\frac{P}{2 N}$$\n\n"
        "$$\\frac{\\mathrm{batch\\_size}}{t} = \\frac{P}{3 N}$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "3 N" in errors[0]


def test_a_superscript_word_is_part_of_the_name_and_a_count_word_scales_the_number(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$M_{act}^{layer} = 167.8\\text{M} \\times 194 \\text{ bytes} \\approx 32.5 \\text{ GB per layer}$$\n\n"
        "$$M_{\\text{opt}}^{\\text{Adam}} = 12 \\times 70\\text{B} = 840\\text{ GB}$$\n\n"
        "$$x = 167.8\\text{M} \\times 194 \\text{ bytes} \\approx 32.5 \\text{ TB per layer}$$\n",
    )
    assert statuses == ["ok", "ok", "error"]
    assert "3.25e+13 B" in errors[0]


def test_the_digits_of_a_percent_a_boxed_number_and_a_product_set_the_tolerance():
    assert written_precision(r"\boxed{9.95\% ") == ROUNDING * 0.01 / 9.95
    assert written_precision(r"\boxed{6.6\%}") == ROUNDING * 0.1 / 6.6
    assert written_precision(r"2 \times 7.25 \times 10^9 \text{ bytes}") == ROUNDING * 0.01 / 7.25
    assert written_precision("72") == 0.5 / 72  # half a unit of a small whole number: = 7 is not 6
    assert written_precision("6,300") == 1 / 6300  # one unit of a larger one, cut off or rounded (976K)
    assert written_precision(r"64 \times 989") is None  # whole numbers multiply exactly


def test_a_plain_number_beside_a_number_with_a_unit_is_in_that_unit_or_in_base_units(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$\\left(\\frac{40}{4} + 4\\right) \\times 8.1 \\approx 113 \\text{ GB}$$\n\n"
        "$$2 \\times 13 \\times 10^9 = 26\\text{ GB}$$\n\n"
        "$$\\frac{112}{8} = 16\\text{ GB}$$\n",
    )
    assert statuses == ["ok", "ok", "error"]
    assert errors[0].startswith("numeric: 1.4e+10 B = 1.6e+10 B does not hold")


def test_a_definition_holds_in_later_sections_until_one_defines_the_symbol_anew(tmp_path):
    statuses, _ = _statuses(
        tmp_path,
        "## FLOPs\n\n$$F = 2 N D$$\n\n"
        "## Time\n\n$$t = \\frac{F}{P}$$\n\n$$t = \\frac{2 N D}{P}$$\n\n$$t = \\frac{3 N D}{P}$$\n\n"
        "## Another model\n\n$$F = 6 N D$$\n\n$$F = 6 N D$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error", "ok", "ok"]


def test_a_numbered_exercise_keeps_its_given_values_to_itself(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "## Exercises\n\n1. First.\n\n    $$S = 2048$$\n\n"
        "2. Second.\n\n    $$S = \\frac{34 \\times 4096}{32} = 4352$$\n",
    )
    assert statuses == ["ok", "ok"]
    assert errors == []


def test_a_name_chalk_also_spells_is_the_document_s_own_without_a_map(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$M_{\\text{act}} = L \\cdot B \\cdot S \\cdot H$$\n\n$$M_{\\text{act}} = L B S H$$\n",
    )
    assert statuses == ["ok", "ok"]
    assert not any("chalk's definition" in e for e in errors)


def test_y_as_a_function_never_defined_does_not_make_a_later_definition_an_error(tmp_path):
    statuses, errors = _statuses(tmp_path, "where $y = f(W, x)$.\n\nA linear layer: $y = Wx$.\n")
    assert errors == []
    assert statuses[-1] == "ok"


def test_remarks_counted_things_and_a_unit_after_a_symbol_are_read(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$M = 2\\Psi \\text{ bytes (FP16)}$$\n\n"
        "$$40 - 14 - 2 \\text{ (overhead)} = 24\\text{ GB}$$\n\n"
        "$$P = \\frac{500,000}{720} \\approx 694 \\text{ GPUs}$$\n\n"
        "$$\\frac{0.45 \\times 63,296 \\times 10^{12}}{42 \\times 10^9} \\approx 0.68\\text{M tokens/s}$$\n\n"
        "$$\\frac{500,000}{720} \\approx 594 \\text{ GPUs}$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "ok", "error"]
    assert errors[0].startswith("numeric: 694.4 ≈ 594 does not hold")


def test_a_plain_expression_beside_one_with_a_unit_is_in_that_unit(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$(8 + 4) \\times 0.45B \\approx 5.4B \\text{ GB}$$\n\n$$(8 + 4) \\times 0.45B \\approx 6.4B \\text{ GB}$$\n",
    )
    assert statuses == ["ok", "error"]
    assert len(errors) == 1


def test_markdown_escaped_parentheses_and_brackets_are_math_with_their_givens(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "With \\\\(n_\\text{layers} = 64\\\\) layers and \\\\(56/0.002 \\approx 23000\\\\) tokens.\n\n"
        "\\\\[ x = 2 \\cdot n_\\text{layers} = 128 \\\\]\n\n\\\\[ y = 2 \\cdot n_\\text{layers} = 130 \\\\]\n",
    )
    assert statuses == ["ok", "error", "ok", "error"]
    assert "2.3e+04" in errors[0] and "130" in errors[1]


def test_a_row_break_after_a_relation_or_before_an_operator_continues_the_chain(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$\nx = 2 \\times 3 = \\\\ 7\n$$\n\n"
        "$$\\begin{align}\nT &= 2 \\times 3\\\\\n&+ 4 \\\\[10pt]\n&= 10\n\\end{align}$$\n",
    )
    assert statuses == ["error", "ok"]
    assert "2 \\times 3 = 7" in errors[0]


def test_a_text_phrase_a_row_defines_is_one_name_wherever_it_is_written(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$\\text{Layer size} = 12 h^2$$\n\n$$\\text{Total params} = L \\cdot \\text{Layer size}$$\n\n"
        "$$\\text{Total params} = 12 L h^2$$\n\n$$\\text{Total params} = 13 L h^2$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "13" in errors[0]


def test_a_quotient_of_rounded_decimals_allows_their_digits(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\frac{1403.57 \\times 0.14}{3956} \\times 100\\% "
        "= \\frac{196.50}\n{3956} \\times 100\\% = 4.97\\%$$\n\n"
        "$$y = \\frac{196.50}{3956} \\times 100\\% = 49.7\\%$$\n",
    )
    assert statuses == ["ok", "error"]
    assert len(errors) == 1 and "0.497" in errors[0]


def test_a_unit_per_a_counted_thing_after_a_slash_is_that_unit(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$c = \\frac{296 \\text{ TFLOP}}{2048 \\text{ tokens}} = 0.1445 \\text{ TFLOP/token}$$\n\n"
        "$$r = 2 \\text{ TB} / 1 \\text{ s} = 2 \\text{ TB/s}$$\n",
    )
    assert statuses == ["ok", "ok"]
    assert errors == []


def test_a_spelled_out_time_unit_after_an_inline_formula_is_its_unit(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "A pass takes $2 \\cdot 0.0345 \\approx 69$ milliseconds, "
        "the next $2 \\cdot 0.0345 \\approx 80$ milliseconds.\n",
    )
    assert statuses == ["ok", "error"]
    assert len(errors) == 1 and "0.08" in errors[0]


def test_numbers_stated_in_prose_with_a_name_are_givens_with_their_line(tmp_path):
    doc = tmp_path / "note.md"
    doc.write_text(
        "The model has 80 layers and a hidden size of 8192, with `seq_len` = 4096.\n\n"
        "$$P = 12 \\cdot n_\\text{layers} \\cdot \\text{hidden\\_size}^2 = 64.4\\text{e}9$$\n\n"
        "$$T = 2 \\cdot \\text{seq\\_len} \\cdot n_\\text{layers} = 655360$$\n\n"
        "$$Q = 12 \\cdot n_\\text{layers} \\cdot \\text{hidden\\_size}^2 = 70\\text{e}9$$\n"
    )
    outcomes, _ = check_document(scan([str(doc)]))
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    assert [o.status for o in outcomes] == ["ok", "ok", "error"]
    assert len(errors) == 1 and "hidden_size = 8192 from the prose on line 1" in errors[0]


def test_an_italic_run_or_spaced_words_a_row_defines_are_one_name(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$gbs = mbs \\cdot dp$$\n\n$$mbs = 4$$\n\n$$dp = 8$$\n\n$$gbs = 30$$\n\n"
        "$$kv \\ cache = 2 \\cdot L \\cdot H$$\n\n$$BSH = B \\cdot S \\cdot H$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error", "ok", "ok"]
    assert len(errors) == 1 and "gbs is 32" in errors[0]


def test_an_identity_wherever_its_sides_are_defined_is_not_refuted_where_a_denominator_vanishes(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\frac{2(P-1)}{2(P-1+m)} = \\frac{P-1}{P-1+m}$$\n\n"
        "$$y = \\frac{2(P-1)}{2(P-1+m)} = \\frac{P}{P-1+m}$$\n",
    )
    assert statuses == ["ok", "error"]
    assert len(errors) == 1


def test_an_e_exponent_inside_a_fraction_keeps_the_fraction_s_brace(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = 512 \\cdot \\frac{2 \\cdot 530\\text{e}9}{16 \\cdot 312\\text{e}12} = 0.109$$\n\n"
        "$$y = \\frac{2 \\cdot 530e9}{16 \\cdot 312e{12}} = 0.000212$$\n\n"
        "$$z = 512 \\cdot \\frac{2 \\cdot 530\\text{e}9}{16 \\cdot 312\\text{e}12} = 0.218$$\n",
    )
    assert statuses == ["ok", "ok", "error"]
    assert len(errors) == 1 and "0.218" in errors[0]


def test_a_hyperparameter_stated_under_another_spelling_is_the_formula_s_given(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "| Component | Value |\n|---|---|\n| Hidden dimension | 16,384 |\n\n"
        "| name | value |\n|---|---|\n| `num_layers` | 32 |\n\n"
        "$$M = 4 \\times d_{\\text{model}}^2 = 4 \\times 16384^2$$\n\n"
        "$$W = 4 \\times d_{\\text{model}}^2 = 4 \\times 16384^2 \\times 2$$\n\n"
        "$$C = 2 \\cdot n_{\\text{layers}} = 60$$\n",
    )
    assert statuses == ["ok", "error", "error"]
    assert "d_{\\text{model}} = 16384 from the table row on line 3" in errors[0]
    assert "n_{\\text{layers}} = 32 from the table row on line 7" in errors[1]


def test_arithmetic_under_a_conditional_is_checked_while_the_condition_is_a_hypothesis(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "If step takes 30 seconds:\n$$\\text{MFU} = \\frac{2.43 \\times 10^{18}}{3.24 \\times 10^{19} \\times 30}"
        " \\approx 0.25$$\n\n"
        "If it takes 3 seconds:\n$$\\text{MFU} = \\frac{2.43 \\times 10^{18}}{3.24 \\times 10^{19} \\times 3}"
        " \\approx 0.025$$\n\n"
        "Assume $F = 4D$.\n",
    )
    assert statuses == ["error", "hypothesis", "hypothesis"]
    assert len(errors) == 1 and "0.25" in errors[0]


def test_a_unitless_symbol_of_the_document_beside_bytes_is_a_warning_not_an_error(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$M = L \\times B \\times S$$\n\nWith $B=1$, $S=8192$, $L=126$:\n\n"
        "$$M = 126 \\times 8192 \\times 2 \\text{ bytes}$$\n\n$$M = 126 \\times 8192 \\times 2$$\n\n"
        "$$N = 4 \\times B \\times S \\times 2 = 2 \\text{ MB}$$\n",
    )
    assert statuses[-3:] == ["unknown", "error", "error"]  # an expression of givens is the author's bytes
    assert len(errors) == 2


def test_the_digits_of_a_rounded_number_under_a_root_or_in_a_sum_set_the_tolerance(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\sqrt{\\frac{10^{24}}{120}} = \\sqrt{8.33 \\times 10^{21}}$$\n\n"
        "$$y = \\frac{126}{64} \\times 20 + 252 = 252 + 1.97 \\times 20$$\n\n"
        "$$z = \\sqrt{\\frac{10^{24}}{120}} = \\sqrt{8.93 \\times 10^{21}}$$\n\n"
        "$$w = \\frac{126}{64} \\times 20 + 252 = 252 + 2.97 \\times 20$$\n",
    )
    assert statuses == ["ok", "ok", "error", "error"]
    assert len(errors) == 2


def test_letters_right_after_digits_are_counts_when_algebra_refutes_the_relation(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$D = 20 \\times 51B = 1.02T$$\n\n$$E = 20 \\times 51B = 2.04T$$\n\n$$G = 2B \\cdot D = B D$$\n",
    )
    assert statuses == ["ok", "error", "error"]
    assert "2.04" in errors[0]


def test_an_equation_in_one_unknown_the_author_solves_is_a_hypothesis_not_an_error(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "**Break-even:**\n\n$$10 + 0.001 \\times T = 15 + 0.0001 \\times T$$\n\n$$\\frac{a b}{b} = \\frac{a}{2}$$\n",
    )
    assert statuses == ["hypothesis", "error"]
    assert len(errors) == 1


def test_a_quotient_of_numbers_with_exponents_allows_their_digits(tmp_path):
    statuses, _ = _statuses(
        tmp_path,
        "$$x = \\frac{6 \\times 7 \\times 10^9 \\times 1465}{989 \\times 10^{12}}"
        " = \\frac{6.16 \\times 10^{13}}{9.89 \\times 10^{14}}$$\n\n"
        "$$y = \\frac{6 \\times 7 \\times 10^9 \\times 1465}{989 \\times 10^{12}}"
        " = \\frac{6.36 \\times 10^{13}}{9.89 \\times 10^{14}}$$\n",
    )
    assert statuses == ["ok", "error"]


def test_an_order_of_growth_is_not_read_as_a_function(tmp_path):
    statuses, errors = _statuses(tmp_path, "$$\\frac{TG}{G + 1} = O(T)$$\n\n$$x = \\Theta(n^2)$$\n")
    assert statuses == ["unreadable", "unreadable"] and errors == []


def test_a_relation_through_a_function_the_document_never_defines_is_not_refuted(tmp_path):
    statuses, errors = _statuses(tmp_path, "$$2 \\cdot \\text{sizeof}(Q) = 4BTNH$$\n\n$$2 a b = 3 a b$$\n")
    assert statuses == ["unknown", "error"] and len(errors) == 1


def test_sides_that_differ_by_a_rounded_coefficient_hold_within_its_digits(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\eta \\cdot e^{-1.5} = 0.223 \\cdot \\eta$$\n\n$$y = \\eta \\cdot e^{-1.5} = 0.323 \\cdot \\eta$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_a_bold_numbered_question_keeps_its_given_values_to_itself(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "**Question 4:** During generation, $$T = 1$$ so we have $$x = 2 T$$.\n\n"
        "**Question 5:** Simplifying we get $$2D = T$$, so for $$D = 4096$$ this is 8192.\n",
    )
    assert "error" not in statuses and errors == []


def test_a_plain_side_holds_in_the_units_its_givens_were_written_in(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "- $T_c = 100$ ms\n- $T_r = 40$ ms\n- $A = 4$\n\n"
        "$$T = A \\times T_c + T_r = 4 \\times 100 + 40$$\n\n$$U = A \\times T_c + T_r = 4 \\times 100 + 50$$\n",
    )
    assert statuses[-2:] == ["ok", "error"] and len(errors) == 1


def test_a_slash_before_a_product_is_also_read_as_over_the_whole_product(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$4 T^2 G H / 4 H T \\cdot (G+1) = TG/(G + 1)$$\n\n$$4 T^2 G H / 4 H T \\cdot (G+1) = TG/(G + 2)$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_a_dollar_amount_in_prose_does_not_open_inline_math(tmp_path):
    doc = tmp_path / "note.md"
    doc.write_text(
        "| cost | ~$5.5M |\n|---|---|\n\nAt $x = 2$ per hour, it is $30,000 in all.\n\n$$y = 2 \\times 3 = 6$$\n"
    )
    formulas = [f.text.strip() for f in scan([str(doc)]).formulas]
    assert formulas == ["x = 2", "y = 2 \\times 3 = 6"]


def test_digits_of_amounts_and_counts_and_of_large_whole_numbers_set_the_tolerance(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$a = \\frac{60 \\times 10^9}{1024 \\times 60} = 976K$$\n\n"
        "$$c = 2.788\\text{M} \\times 2 = \\$5.58\\text{M}$$\n\n"
        "$$d = \\frac{60 \\times 10^9}{1024 \\times 60} = 970K$$\n",
    )
    assert statuses == ["ok", "ok", "error"] and len(errors) == 1


def test_sides_proportional_within_a_rounded_coefficient_hold_under_a_root(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\sqrt{\\frac{D}{32} \\times (1 - \\frac{8}{256})} = \\sqrt{\\frac{D}{32} \\times 0.969}$$\n\n"
        "$$y = \\sqrt{\\frac{D}{32} \\times (1 - \\frac{8}{256})} = \\sqrt{\\frac{D}{32} \\times 0.669}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_bytes_beside_a_decimal_prefix_may_mean_the_binary_one(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = 4 \\times 2048 \\times 4096 \\times 2 = 67,108,864 \\text{ bytes} = 64 \\text{ MB}$$\n\n"
        "$$y = 4 \\times 2048 \\times 4096 \\times 2 = 67,108,864 \\text{ bytes} = 60 \\text{ MB}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_plain_numbers_of_a_chain_may_be_in_the_unit_it_writes_once(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$T_1 = 3 \\times 10^{-5} + \\frac{3}{4} \\times 10^{-3} = 0.03 + 0.75 = 0.78 \\text{ ms}$$\n\n"
        "$$T_2 = 3 \\times 10^{-5} + \\frac{3}{4} \\times 10^{-3} = 0.05 + 0.75 = 0.80 \\text{ ms}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_a_later_estimate_of_a_symbol_defined_by_an_approximation_is_no_certain_error(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "Take $T = 64$, $k = 2$, $E = 8$ and $C = 10^{10}$.\n\n"
        "$$\\sigma \\approx \\sqrt{T k / E} = 4$$\n\nThis gives $\\sigma \\approx 3.1$.\n\n"
        "$$\\Psi = 0.6225 \\cdot C$$\n\n$$\\Psi \\approx 1.9 \\times 10^{10}$$\n",
    )
    assert statuses[-4:] == ["ok", "unknown", "ok", "error"] and len(errors) == 1


def test_sides_that_differ_by_a_number_alone_are_judged_by_their_numbers(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$x = \\frac{350 \\text{ GB}}{8 \\times 8} + \\text{Activations} = 5.5 \\text{ GB} + \\text{Activations}$$\n\n"
        "$$y = \\frac{350 \\text{ GB}}{8 \\times 8} + \\text{Activations} = 7.5 \\text{ GB} + \\text{Activations}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1 and "7.5" in errors[0]


def test_a_count_written_with_k_may_be_binary_in_the_relation_or_in_its_given(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "- Sequence length: $S = 256K = 262,144$\n- $P = 8$\n\n"
        "$$M = S / P \\times 2 = 32768 \\times 2$$\n\n"
        "$$Q = 4 \\times 256K = 1,148,576$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"] and len(errors) == 1 and "1.149e+06" in errors[0]


def test_a_letter_right_after_digits_is_a_count_in_chalk_s_notation_too(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "The KV cache is $M_{\\mathrm{kv}} = 2 \\cdot n_{\\mathrm{layers}}$.\n\n"
        "A context of $32 \\times 4096 = 131K$ tokens, not $32 \\times 4096 = 151K$.\n\n"
        "$$y = 2 \\cdot 32 \\cdot 32768 \\cdot 32 \\cdot 128 \\cdot 2 = 16 \\text{ GB}$$\n\n"
        "$$z = 2 \\cdot 32 \\cdot 32768 \\cdot 32 \\cdot 128 \\cdot 2 = 19 \\text{ GB}$$\n",
    )
    assert statuses[1:] == ["ok", "error", "ok", "error"] and len(errors) == 2


def test_whole_numbers_of_four_digits_in_a_quotient_may_be_rounded_to_units(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$I_{a} = \\frac{989 \\times 10^{12}}{900 \\times 10^9} = 1,099$$\n\n"
        "$$I_{b} = \\frac{989 \\times 10^{12}}{50 \\times 10^9} = 19,780$$\n\n"
        "$$\\frac{I_{b}}{I_{a}} = \\frac{19,780}{1,099}$$\n\n$$\\frac{I_{b}}{I_{a}} = \\frac{19,780}{1,079}$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"] and len(errors) == 1


def test_a_given_computed_anew_from_other_givens_is_a_warning_not_an_error(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "You scale from batch 256 with $\\eta = 0.001$ to batch 4096.\n\n"
        "- $\\eta_0 = 0.001$, $B_0 = 256$, $B = 4096$\n\n"
        "$$\\eta = \\eta_0 \\times \\frac{B}{B_0} = 0.001 \\times 16 = 0.016$$\n\n"
        "$$\\eta_0 \\times \\frac{B}{B_0} = 0.025$$\n",
    )
    assert statuses[-2:] == ["unknown", "error"] and len(errors) == 1 and "0.025" in errors[0]


def test_a_count_word_in_text_after_a_symbol_scales_it(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$F_{a} = 4 \\times S \\times 16384 = 65.5S \\text{K FLOPs}$$\n\n"
        "$$F_{b} = 4 \\times S \\times 16384 = 65.5S \\text{M FLOPs}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_a_list_item_that_is_a_bold_label_alone_opens_a_case_of_its_own(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "- **Attention**\n  1. Total:\n    $$\\text{FLOPs} = 8 \\times B \\times S \\times H^2$$\n\n"
        "- **Feed-Forward**\n  - Total FFN FLOPs:\n\n"
        "    $$\\text{FLOPs} = 2 \\times B \\times S \\times H \\times (4 \\times H) \\times 2"
        " = 16 \\times B \\times S \\times H^2$$\n\n"
        "    $$\\text{FLOPs} = 16 \\times B \\times S \\times H$$\n",
    )
    assert statuses == ["ok", "unknown", "error"] and len(errors) == 1 and "16*B*H*S" in errors[0]


def test_an_equation_the_author_solves_may_carry_a_factor_both_sides_share(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$T_{transfer} = 4.375$$\n\n"
        "$$B_{required} = B_{current} \\times \\frac{T_{transfer}}{T_{compute}} = B_{current} \\times 2.19$$\n\n"
        "$$x y / y = x/2$$\n",
    )
    assert statuses == ["ok", "hypothesis", "error"] and len(errors) == 1


def test_each_table_row_relating_undefined_symbols_is_a_case_of_its_own(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "| Scenario | Winner |\n|---|---|\n| $T_{transfer} < T_{compute}$ | Draw |\n"
        "| $T_{transfer} = T_{compute}$ | Draw |\n| $T_{transfer} > T_{compute}$ | Triple |\n\n"
        "$$X_{one} = X_{two}$$\n\n$$X_{one} > X_{two}$$\n",
    )
    assert statuses == ["hypothesis", "hypothesis", "hypothesis", "ok", "error"] and len(errors) == 1


def test_a_plain_term_beside_one_with_a_unit_is_in_its_base_unit(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$T_{\\text{one}} = 126 \\times 5\\mu s + 1.97 \\times \\frac{10^9}{10^{11}} = 20.3 \\text{ ms}$$\n\n"
        "$$T_{\\text{two}} = 126 \\times 5\\mu s + 1.97 \\times \\frac{10^9}{10^{11}} = 30.3 \\text{ ms}$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1 and "units" not in errors[0]


def test_polynomial_sides_that_agree_term_by_term_within_their_digits_hold(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$2(255)(5 \\times 10^{-6}) + 2 \\cdot \\frac{255}{256} \\cdot \\frac{n}{2 \\times 10^{11}}"
        " = 2.55 \\times 10^{-3} + 9.96 \\times 10^{-12} \\cdot n$$\n\n"
        "$$2(255)(5 \\times 10^{-6}) + 2 \\cdot \\frac{255}{256} \\cdot \\frac{n}{2 \\times 10^{11}}"
        " = 2.55 \\times 10^{-3} + 8.96 \\times 10^{-12} \\cdot n$$\n",
    )
    assert statuses == ["ok", "error"] and len(errors) == 1


def test_numbers_written_in_place_of_symbols_without_values_are_a_substitution(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "For P=256, α=5μs, β=200 GB/s:\n\n"
        "$$T_{\\text{ring}} = 2(P-1)\\alpha + 2 \\cdot \\frac{P-1}{P} \\cdot \\frac{n}{\\beta}"
        " = 2(255)(5 \\times 10^{-6}) + 2 \\cdot \\frac{255}{256} \\cdot \\frac{n}{2 \\times 10^{11}}$$\n\n"
        "$$\\lambda_j = \\frac{2\\pi}{b^{-2j/d}} = 2\\pi b^{2j/p}$$\n",
    )
    assert statuses == ["hypothesis", "error"] and len(errors) == 1


def test_a_count_letters_reading_names_its_letters_in_one_order_whatever_the_hash_seed(tmp_path, monkeypatch):
    """Two letters read as counts (``51B``, ``1.02T``) were listed in set order, which changes
    with Python's string hashing from run to run: the same document gave two texts. Here the
    reading hands them over in the other order; the message still lists them by name."""
    from chalk.papers import other_readings

    found = other_readings.count_suffix_reading

    def reversed_order(*args):
        counts = found(*args)
        return None if counts is None else dict(reversed(list(counts.items())))

    doc = tmp_path / "counts.md"
    doc.write_text("Tokens for a 51B model at 20 tokens per parameter:\n\n$$\n20 \\times 51B = 1.02T\n$$\n")
    messages = []
    for reading in (found, reversed_order):
        monkeypatch.setattr(other_readings, "count_suffix_reading", reading)
        outcomes, _ = check_document(scan([str(doc)]))
        messages.append([x.message for o in outcomes for x in o.findings if "holds with" in x.message])
    assert messages[0] == messages[1] == ["20 \\times 51B = 1.02T: holds with B as 10^9, T as 10^12"]


# issue 39, twelfth round ------------------------------------------------------------------


def _relations(tmp_path: Path, text: str, name: str = "note.md") -> tuple[list[str], list[str], list[str]]:
    doc = tmp_path / name
    doc.write_text(text)
    outcomes, _ = check_document(scan([str(doc)]))
    relations = [v for o in outcomes for v in (o.relations or (o.status,))]
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    warnings = [x.message for o in outcomes for x in o.findings if x.severity == "warning"]
    return relations, errors, warnings


def test_a_unit_word_set_off_after_a_symbol_is_the_unit_of_the_product(tmp_path):
    """``2.2x \\; \\text{GB}``: GB is the unit (it was a symbol GB of the document's, making the link
    an equation the author solves for GB); the arithmetic in x is judged, within the digits
    written (half a unit of the last decimal: 2.1x rounds to no 2.2x, so 2.2x is a slip)."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$M_{a} = 16x \\;\\text{GB}$$\n\n"
        "$$M_{b} = 2x + 0.1x = 2.1x \\; \\text{GB}$$\n\n"
        "$$M_{c} = 2x + 0.1x = 2.2x \\; \\text{GB}$$\n\n"
        "$$M_{d} = 2x + 0.1x = 2.5x \\; \\text{GB}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "error", "ok", "error"]
    assert "2x + 0.1x = 2.2x" in errors[0]
    assert "2x + 0.1x = 2.5x" in errors[1] and "differ by -2*x/5" in errors[1]


def test_a_decimal_term_of_a_sum_is_rounded_relative_to_its_like_terms(tmp_path):
    """``0.1x`` in ``2x + 0.1x`` allowed 100% (one unit of its own last digit, over itself), so
    ``2x + 0.1x = 3x`` held; it is rounded relative to the sum's largest like term (2x)."""
    relations, errors, _ = _relations(tmp_path, "$$w = 2x + 0.1x = 3x$$\n\n$$v = 2x + 0.14x = 2.1x$$\n")
    assert relations == ["ok", "error", "ok", "ok"]
    assert "2x + 0.1x = 3x is false" in errors[0]


def test_a_power_of_ten_with_a_decimal_exponent_is_rounded_in_its_exponent():
    from chalk.papers.numbers import decimals_precision

    assert abs(written_precision("10^{9.46}") - 0.0230) < 1e-3  # ln 10 × 0.01
    assert abs(decimals_precision(("N", "10^{10.5} y")) - 0.230) < 1e-3


def test_a_boxed_side_or_relation_is_read_with_its_thousands_commas(tmp_path):
    """``\\boxed{…}`` anywhere in a chain (a whole relation too) is its content, and a number with
    thousands commas alone in braces (``\\sqrt{432,000}``) is one number in either notation."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$T = \\sqrt{432,000} = \\boxed{657 \\text{ seconds}} \\approx 11 \\text{ minutes}$$\n\n"
        "$$\\boxed{U = \\sqrt{432,000} \\approx 657 \\text{ s}}$$\n\n"
        "$$V = \\boxed{\\frac{1,200,000}{2}} = 600,000$$\n\n"
        "$$W = \\sqrt{432,000} = \\boxed{757 \\text{ seconds}}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", "error"]
    assert "757" in errors[0]


def test_a_github_math_fence_is_display_math(tmp_path):
    relations, errors, _ = _relations(
        tmp_path, "Text.\n\n```math\ny = 2 \\times 3 = 7\n```\n\n```python\nz = 2 * 3 == 7\n```\n"
    )
    assert relations == ["ok", "error"] and "2 \\times 3 = 7" in errors[0]


def test_a_math_fence_closed_by_an_indented_or_longer_mark_ends_there(tmp_path):
    """CommonMark closes a fence with the same mark, at least as long, indented up to three spaces:
    the prose after it is never read into the formula, and the next fence is display math too."""
    relations, errors, _ = _relations(
        tmp_path,
        "```math\ny = 2 \\times 3 = 6\n   ```\n\nProse $x$ here.\n\n````math\nz = 2 \\times 4 = 9\n`````\n",
    )
    assert relations == ["ok", "ok", "ok", "error"] and "2 \\times 4 = 9" in errors[0]


def test_a_name_of_chalk_s_set_to_a_count_of_its_counted_things_is_a_warning(tmp_path):
    """``\\boxed{w = 4096 \\text{ tokens}}`` where chalk's w is tokens per sequence: the author's
    count, not a certain units error."""
    _, errors, warnings = _relations(
        tmp_path, "The step takes $t_{\\mathrm{step}} = 2$ ms.\n\n$$\\boxed{w = 4096 \\text{ tokens}}$$\n"
    )
    assert errors == [] and any("differ only in what is counted" in w for w in warnings)


def test_numbers_substituted_for_givens_carry_the_givens_units(tmp_path):
    """``\\frac{10^9}{989 \\times 10^{12}}`` after "With $F = 989$ TFLOP/s and $B = 1$ GB/s": read
    with the givens' units it is bytes per FLOP, so beside FLOPs/byte (written, or the chain's
    unit after a name) the inverted ratio is a units error; a number that is no given's value
    (2, 70 × 10^9) or one given alone leaves the link to the other stages."""
    relations, errors, _ = _relations(
        tmp_path,
        "With $F = 989$ TFLOP/s and $B_{\\text{storage}} = 1$ GB/s:\n\n"
        "$$I_{\\text{ridge}} = \\frac{10^9}{989 \\times 10^{12}} = 1.01 \\times 10^{-6} \\;\\text{FLOPs/byte}$$\n\n"
        "$$I_{\\text{good}} = \\frac{989 \\times 10^{12}}{10^9} = 9.89 \\times 10^5 \\;\\text{FLOPs/byte}$$\n\n"
        "$$T = \\frac{2 \\times 70 \\times 10^9}{989 \\times 10^{12}} = 1.4 \\times 10^{-4} \\text{ s}$$\n\n"
        "$$U = 989 \\times 10^{12} \\times 10^{-12} = 989 \\text{ s}$$\n",
    )
    assert relations[:4] == ["ok", "ok", "error", "error"] and "error" not in relations[4:]
    assert "is in B / FLOP, not FLOP / B as written" in errors[0]
    assert "10^9 is B_{\\text{storage}} (GB / s)" in errors[0]


def test_a_given_s_value_that_is_a_count_or_a_power_of_ten_alone_is_not_read_with_its_unit(tmp_path):
    """Small whole numbers, powers of two and of ten may be counts or conversions: a side of
    nothing else is not read with a given's unit, whatever the given."""
    relations, errors, _ = _relations(
        tmp_path,
        "With $B = 8$ GB/s and $M = 1024$ GB and $G = 10^9$ B:\n\n$$T = \\frac{1024}{8} = 128 \\text{ FLOPs}$$\n\n"
        "$$V = \\frac{10^9}{8} = 1.25 \\times 10^8 \\text{ FLOPs}$$\n",
    )
    assert errors == [] and "error" not in relations


def test_a_bound_after_a_condition_word_in_text_is_the_formula_s_condition(tmp_path):
    """``M = 2LHb \\quad \\text{where } b \\le 64``: the bound is a condition the formula is read
    under (the words made the link prose, unread); a condition that is not a relation in math
    alone (``\\text{for } i \\in [1, n]``) leaves the formula as it was."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$M = 2 L H b \\quad \\text{where } b \\le 64$$\n\n"
        "$$K = 2 c \\text{ where } c = 3$$\n\n"
        "$$S = \\sum_i x_i \\text{ for } i \\in [1, n]$$\n",
    )
    assert relations[:2] == ["ok", "ok"] and errors == []


def test_a_count_letter_then_a_spelled_unit_is_read_as_the_count_in_that_unit(tmp_path):
    """``= 0.574B \\text{ seconds}``: 0.574 billion seconds (the words were prose, unread); a miss
    under that reading is a warning where the document's numbers write B alone elsewhere (B may be
    its batch, with no value), and a letter in an exponent is never read as a count."""
    relations, errors, warnings = _relations(
        tmp_path,
        "$$T = \\frac{5.74 \\times 10^{20}}{10^{12}} = 0.574B \\text{ seconds}$$\n\n"
        "$$U = \\frac{5.74 \\times 10^{20}}{10^{12}} = 0.674B \\text{ seconds}$$\n\n"
        "$$V = 6^{2T} = 5 T$$\n\n$$W = B S + 1$$ at $S = 4$.\n",
    )
    assert relations[:4] == ["ok", "ok", "ok", "unknown"] and errors == []
    assert any("with B as 10^9" in w for w in warnings)


def test_a_count_letter_the_document_never_writes_alone_is_a_count_and_its_miss_an_error(tmp_path):
    """``2 \\times 32 \\times 80 \\times 4K \\times 128 \\times 2`` bytes ``\\approx 52`` GB in a document whose K is
    the attention's key matrix (``Attention(Q, K, V)``, no number beside it): 4K is 4,000 or 4,096 and the miss is
    certain in both; where the document's numbers write K alone (``Y = K + 1``), K may be that name: a warning."""
    line = "$2 \\times 32 \\times 80 \\times 4K \\times 128 \\times 2 \\,\\mathrm{bytes} \\approx 52 \\,\\mathrm{GB}$\n"
    softmax = "\\operatorname{softmax}\\left(\\frac{Q K^T}{\\sqrt{d_k}}\\right) V"
    attention = f"$$\\operatorname{{Attention}}(Q, K, V) = {softmax}$$\n\n"
    _, errors, _ = _relations(tmp_path, attention + line)
    assert len(errors) == 1 and "writes it alone nowhere" in errors[0], errors
    _, errors, _ = _relations(tmp_path, attention + line.replace("52", "5.4"))
    assert errors == []  # 4K as 4,096: 5.37 GB
    _, errors, warnings = _relations(tmp_path, attention + "$$Y = K + 1$$\n\n" + line)
    assert errors == [] and any("otherwise no value" in w for w in warnings), (errors, warnings)


def test_a_chain_opening_or_ending_with_an_operator_is_a_fragment_never_a_value(tmp_path):
    """A sum written over displays, ``+~2 \\times (405 \\times 10^{9}) \\times 4`` then ``=~8.1
    \\times 10^{12}`` bytes, is one term of the author's sum: read alone it would be a false error."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$(405 \\times 10^{9}) \\times 4$$\n\n"
        "$$+~2 \\times (405 \\times 10^{9}) \\times 4 = 4.86 \\times 10^{12}$$\n\n"
        "$$y = 2 \\times 3 + $$\n\n$$z = 2 \\times 3 = 7$$\n",
    )
    assert relations == ["unreadable"] * 3 + ["ok", "error"] and "2 \\times 3 = 7" in errors[0]


def test_a_chain_with_an_empty_end_side_judges_the_links_between_its_other_sides(tmp_path):
    """``= \\frac{32768}{4096} \\cdot \\frac{8}{32} = \\frac{1}{32}`` goes on from math before it, and
    ``16 \\times 2{,}127{,}057{,}600 = 3{,}403{,}292{,}160 \\,\\mathrm{bytes} \\approx`` has its value in
    prose: the link at the empty end is not read, the links between the written sides are judged."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$= 2 \\times 3 = 6$$\n\nThen:\n\n"
        "$$= \\frac{32768}{4096} \\cdot \\frac{8}{32} = \\frac{1}{32}$$\n\n## Memory\n\n"
        "$$16 \\times 2{,}127{,}057{,}600 = 3{,}403{,}292{,}160 \\,\\mathrm{bytes} \\approx$$ 34.03 GB.\n",
    )
    assert relations == ["unreadable", "ok", "unreadable", "error", "error", "unreadable"]
    assert "is 2, off by" in errors[0] and "3.403e+10 B" in errors[1]


def test_typed_multiplication_signs_keep_the_digits_written(tmp_path):
    """``8.18 × 10^8 × 252 = 2.06 × 10^{11} \\;bytes`` with the typed sign ×: 2.06 is rounded to
    its last digit as with ``\\times`` (it was compared as exact)."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$8.18 × 10^8 × 252 = 2.06 × 10^{11} \\;bytes$$\n\n$$8.18 × 10^8 × 252 = 2.16 × 10^{11} \\;bytes$$\n",
    )
    assert relations == ["ok", "error"] and "2.16" in errors[0]


def test_kb_is_kilobytes_with_its_binary_reading_weighed(tmp_path):
    """``8 \\text{ KB}``: KB is not in pint's registry (kB is); authors mean kilobytes, often 1024
    bytes each (``8192 \\,\\mathrm{bytes} \\approx 8 \\,\\mathrm{KB}``, ``2048 KB = 2 MB``): both hold,
    and 80 layers where 10 were meant is an error."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$8192 \\,\\mathrm{bytes} \\approx 8 \\,\\mathrm{KB}$$\n\n$$2048 \\text{ KB} = 2 \\text{ MB}$$\n\n"
        "$$40{,}000 \\times 10 \\text{ (layers)} \\times 8 \\text{ KB} = 3.2 \\text{ GB}$$\n\n"
        "$$40{,}000 \\times 80 \\text{ (layers)} \\times 8 \\text{ KB} = 3.2 \\text{ GB}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"] and "2.56e+10 B" in errors[0]


def test_inline_math_after_a_multiplication_sign_in_prose_is_the_end_of_a_product(tmp_path):
    """``16 bytes/param × $1.637 \\times 10^9 \\approx 26.2$ GB``: the math's first side is the last
    factor of a product begun in prose, so its first link is not read (a list's bullet and bold
    are no sign); the links after it are judged."""
    relations, errors, _ = _relations(
        tmp_path,
        "* $x = 2 \\times 3 = 7$\n\n**Memory:** $y = 4$.\n\n"
        "The bytes 4 * $2 \\times 3 = 7$ here.\n\n16 bytes/param × $1.637 \\times 10^9 \\approx 26.2$ GB.\n\n"
        "Then 2 × $3 \\times 4 = 12 = 13$.\n",
    )
    assert relations == ["ok", "error", "ok", "unreadable", "unreadable", "unreadable", "error"]
    assert "2 \\times 3 = 7" in errors[0] and "12 = 13" in errors[1]


def test_a_divisor_in_a_unit_of_the_same_dimension_is_a_conversion_factor(tmp_path):
    """``2{,}127{,}057{,}600 \\times 4 \\text{ bytes} / (1024^3 \\text{ GB}) = 7.92 \\text{ GB}``: bytes over
    GB beside GB means 1024³ bytes per GB (a note says so); a wrong result is still an error, and a
    divisor of another dimension than the other side (bytes/GB beside seconds) stays a units error."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$2{,}127{,}057{,}600 \\times 4 \\text{ bytes} / (1024^3 \\text{ GB}) = 7.92 \\text{ GB}$$\n\n"
        "$$2{,}127{,}057{,}600 \\times 4 \\text{ bytes} / (1024^3 \\text{ GB}) = 9.92 \\text{ GB}$$\n\n"
        "$$8 \\text{ bytes} / (2 \\text{ GB}) = 4 \\text{ s}$$\n",
    )
    assert relations == ["ok", "error", "error"] and all(e.startswith("units:") for e in errors)


def test_two_decimal_byte_prefixes_may_both_be_the_author_s_binary_ones(tmp_path):
    """``8192 \\times 320 \\text{ KB} = 2.5 \\,\\mathrm{GB}`` is 320 KiB and 2.5 GiB exactly (2.62e9 B
    read decimal, 4.6% from 2.5e9); 2.2 GB holds in neither reading."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$8192 \\times 320\\text{ KB} = 2.5 \\,\\mathrm{GB}$$\n\n"
        "$$8192 \\times 320\\text{ KB} = 2.2 \\,\\mathrm{GB}$$\n",
    )
    assert relations == ["ok", "error"] and "2.2e+09 B" in errors[0]


def test_a_function_applied_to_numbers_under_a_power_and_an_order_of_imaginary_units_are_read(tmp_path):
    """``N / T(32\\mathrm{K})`` is a power of a function at a number (no free symbol, no value): the
    magnitude guard skipped it with a TypeError, and ``i < j`` after "we need" (i the imaginary unit
    to the parser) crashed the hypothesis: both were "could not be judged"."""
    relations, _, warnings = _relations(
        tmp_path,
        "- Compute: $N_{\\mathrm{p}} / T_{\\mathrm{pre}}(32\\mathrm{K}) = 2 / 2.0 = 1.0$ req/s\n\n"
        "To mask it we need $i < j$ here.\n",
    )
    assert relations == ["unknown", "ok", "hypothesis"]
    assert not any("could not be judged" in w for w in warnings)


def test_a_percent_written_as_a_superscript_is_a_label_of_the_name(tmp_path):
    """``\\Phi_{\\text{linear}}^{95\\%}`` is the linear FLOPs at 95%, a name of its own: read as a power
    of the Φ_linear given before, its arithmetic was refuted (5.18e15^0.95)."""
    relations, errors, _ = _relations(
        tmp_path,
        "With $\\Phi_{\\text{linear}} = 5.18 \\times 10^{15}$ FLOPs in all.\n\n"
        "$$\\Phi_{\\text{linear}}^{95\\%} = 2 \\times 37 \\times 10^9 \\times 3{,}500 = 2.59 \\times 10^{14}$$\n\n"
        "$$T^{50\\%} = 2 \\times 3 = 7$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "error"] and "2 \\times 3 = 7" in errors[0]


def test_gamma_is_a_symbol_not_euler_s_constant(tmp_path):
    """``\\gamma`` alone failed to parse and ``\\gamma x`` was Euler's constant times x; in the
    documents chalk reads γ is a name (a ratio, a coefficient), as ``\\beta`` is."""
    from chalk.papers.reading import parse

    assert parse("\\gamma").free_symbols == {sp.Symbol("gamma")}
    assert parse("2\\gamma_{t} x").free_symbols == {sp.Symbol("gamma_t"), sp.Symbol("x")}
    assert parse("\\Gamma(x)").func == sp.gamma  # the function, where it is applied
    relations, errors, _ = _relations(tmp_path, "$$\\gamma = 2 \\times 3 = 7$$\n\n$$\\gamma^2 = 36$$\n")
    assert relations == ["ok", "error", "ok"] and "2 \\times 3 = 7" in errors[0]


def test_thousands_commas_inside_a_group_of_arithmetic_are_one_number(tmp_path):
    """``2 \\times (50,257 \\times 1,600)`` and ``4 \\times (1,600^2)``: a parenthesised group after no
    name, with arithmetic in it and every comma before three digits, has thousands separators; an
    argument list (``f(1,200)``) and a tuple (``(7, -87)``) keep their commas."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$y = 2 \\times (50,257 \\times 1,600) = 160,822,400$$\n\n$$4 \\times (1,600^2) = 2,560,000$$\n",
    )
    assert relations == ["ok", "ok", "error"] and "1.024e+07" in errors[0]


def test_words_inside_text_stay_words_when_the_document_names_them_elsewhere(tmp_path):
    """A word the document writes as a name (``\\text{params}``) was rewritten inside other text too
    (``\\text{ bytes (\\mathrm{params} + momentum)}``), which the parser cannot read; a unit phrase with
    a remark is read, and a count beside a per-sequence unit is a warning, not a units error."""
    relations, errors, warnings = _relations(
        tmp_path,
        "With $\\text{params} = 10$ and $\\text{seq} = 4$.\n\n"
        "$$M = 12 \\times 3 \\text{ bytes (params + momentum + variance)} = 36 \\text{ bytes}$$\n\n"
        "$$4{,}513 \\text{ GFLOPs/seq} \\times 1{,}024 = 4{,}621 \\,\\mathrm{TFLOPs}$$\n",
    )
    assert "unreadable" not in relations and errors == []
    assert any("differ only in what is counted" in w for w in warnings)


def test_spacing_before_a_relation_sign_is_not_left_as_a_backslash(tmp_path):
    """``B_{\\mathrm{out}} \\;=\\; 1000 \\times 8``: the side was trimmed of ``;`` as punctuation, leaving
    ``B_{\\mathrm{out}} \\`` that the parser cannot read."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$B_{\\mathrm{out}} \\;=\\; 1000 \\times 8 \\;=\\; 8000\\;.$$\n\n$$x \\,=\\, 2 \\times 3 \\,=\\, 7$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"] and "2 \\times 3" in errors[0]


def test_a_result_in_bold_is_its_value_and_a_capitalised_byte_is_a_byte(tmp_path):
    """``\\mathbf{8.4 \\times 10^{23}\\text{ FLOPs}}``, ``\\textbf{7 GB}``: a number set in bold with its
    unit is the value (it was read as a name ``\\mathrm{…}`` the parser cannot read); a name in bold
    stays a name; ``FLOP/Byte`` and ``Bytes`` are bytes."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$C = 6 \\times 70 \\times 10^9 \\times 2 \\times 10^{12} = \\mathbf{8.4 \\times 10^{23}\\text{ FLOPs}}$$\n\n"
        "$$2 \\times 80 \\times 8 \\times 128 \\times 2 = \\mathbf{327,680\\text{ Bytes}}$$\n\n"
        "$$\\frac{989 \\text{ TFLOP/s}}{3.35 \\text{ TB/s}} = 295.2\\text{ FLOP/Byte}$$\n\n"
        "$$2 \\times 3 \\approx \\textbf{7 GB}$$\n\n$$\\mathbf{x} = 2 \\times 3 = 6$$\n",
    )
    assert relations == ["ok"] * 4 + ["error", "ok", "ok"] and "7e+09 B" in errors[0]


def test_bold_results_keep_their_digits_and_a_name_after_times_is_multiplied(tmp_path):
    """``\\mathbf{33.3\\%}`` is rounded to its digits (it was compared as exact); ``\\mathbf{41.94\\text{
    GB}}!`` ends a sentence (no factorial); ``3 \\times \\text{Forward}`` multiplies a name (it was read
    as the factor 3 with a label); ``TFLOPs`` beside FLOP/s is a warning (FLOPs for FLOP/s)."""
    relations, errors, warnings = _relations(
        tmp_path,
        "$$\\frac{8 - 6}{6} = \\mathbf{33.3\\%}$$\n\n"
        "$$32 \\times 4096 \\times 320\\text{ KB} \\approx \\mathbf{41.94\\text{ GB}}!$$\n\n"
        "$$\\text{Total} = 3 \\times \\text{Forward} = 2{,}232\\text{ FLOPs}$$\n\n"
        "$$20{,}000\\text{ tok/s} \\times 2.873\\times 10^9\\text{ FLOPs/tok} = 57.46\\text{ TFLOPs}$$\n",
    )
    assert errors == [] and relations == ["ok", "ok", "ok", "unknown", "unknown"]
    assert any("FLOPs is written where FLOP/s may be meant" in w for w in warnings)


def test_a_value_substituted_for_a_name_may_be_rounded_to_its_digits(tmp_path):
    """``20 \\times \\Psi = 20 \\times 91 \\times 10^9`` with Ψ = 91.3e9: 91 is Ψ's value rounded to the
    digits written (a note), while 81 is off by more than its rounding (an error)."""
    relations, errors, _ = _relations(
        tmp_path,
        "With $\\Psi = 91.3 \\times 10^9$ parameters.\n\n$$D = 20 \\times \\Psi = 20 \\times 91 \\times 10^9$$\n\n"
        "$$E = 20 \\times \\Psi = 20 \\times 81 \\times 10^9$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "error"] and "20 \\times 81" in errors[0]


def test_thousands_set_off_by_a_negative_thin_space_are_one_number(tmp_path):
    """``262,\\!144,\\!000``: the comma with ``\\!`` (no space after it) groups thousands, as ``{,}``
    does; the parser read a set."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$1000 \\cdot 512 \\cdot 512 = 262,\\!144,\\!000$$\n\n$$1000 \\cdot 512 \\cdot 512 = 252,\\!144,\\!000$$\n",
    )
    assert relations == ["ok", "error"] and "2.521e+08" in errors[0]


def test_a_side_times_100_beside_a_percent_is_the_percent_s_number(tmp_path):
    """``\\frac{1}{4} \\times 100 = 25\\%``: the author's percent is the number the side times 100
    gives (it was read as 0.25 beside 25, a false error); ``\\times 100\\% = 25\\%`` stays a share."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$\\frac{1}{4} \\times 100 = 25\\%$$\n\n$$\\left( \\frac{3}{4} \\right) \\cdot 100 \\approx 75\\%$$\n\n"
        "$$\\frac{1}{4} \\times 100\\% = 25\\%$$\n\n$$\\frac{1}{4} \\times 100 = 40\\%$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1


def test_ceil_and_floor_written_as_words_are_the_rounding_functions(tmp_path):
    """``\\text{ceil}(…)``: the ceiling, as ``\\lceil … \\rceil`` is; it was a function the document
    never defines, with no value, so a wrong block count went unjudged."""
    relations, errors, warnings = _relations(
        tmp_path,
        "$$\\text{ceil}\\left(\\frac{192 \\times 1024}{4 \\times 512}\\right) = 96$$\n\n"
        "$$\\mathrm{floor}(3.5) = 3$$\n\n$$\\text{ceil}\\left(\\frac{192 \\times 1024}{4 \\times 128}\\right) = 96$$\n",
    )
    assert relations == ["ok", "ok", "error"] and warnings == []
    assert "384" in errors[0]


def test_time_units_written_in_chinese_are_units(tmp_path):
    """``1.26 \\times 10^6 \\text{ 秒} \\approx \\textbf{146 天}``: seconds and days (the chain was
    prose inside the formula, not read); 1.26e6 s is 14.6 days, so the link is an error."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$T = 1.26 \\times 10^7 \\text{ 秒} \\approx \\textbf{146 天}$$\n\n"
        "$$T_2 = 1.26 \\times 10^6 \\text{ 秒} \\approx \\textbf{146 天}$$\n\n"
        "$$\\frac{171 \\text{ 年}}{1024} \\approx 61 \\text{ 天}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error", "ok"]
    assert len(errors) == 1 and "1.26e+06 s" in errors[0]


def test_a_count_suffix_the_document_uses_as_a_name_is_that_name(tmp_path):
    """``1.15 = 0.9k`` then ``k = 1.28``: k is the document's name (the reuses at break-even), so
    0.9k is 0.9·k; it was read as 900 and refuted (a false error). A document that never writes k
    alone keeps ``1.1k`` as 1,100."""
    relations, errors, _ = _relations(tmp_path, "$$1.15 = 0.9k$$\n\n$$k = 1.28$$\n")
    assert "error" not in relations and errors == []
    text = "$$1.1k \\times 2 = 2200$$\n\n$$1.1k \\times 2 = 2400$$\n"
    relations, errors, _ = _relations(tmp_path, text, name="other.md")
    assert relations == ["ok", "error"]


def test_a_plain_count_over_a_rate_carries_the_unit_the_author_left_off(tmp_path):
    """``\\frac{7.2 \\times 10^{23}}{989 \\times 10^{12} \\text{ FLOPs/s}} \\approx 7.28 \\times 10^8 \\text{ s}``:
    the plain numerator is a FLOP count (the units were s/FLOP against s, a false error); with the
    unit carried, the numbers are judged: a wrong time stays an error."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$T = \\frac{7.2 \\times 10^{23}}{989 \\times 10^{12} \\text{ FLOPs/s}} \\approx 7.28 \\times 10^{8}"
        " \\text{ s}$$\n\n"
        "$$U = \\frac{7.2 \\times 10^{23}}{989 \\times 10^{12} \\text{ FLOPs/s}} \\approx 7.28 \\times 10^{9}"
        " \\text{ s}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and errors[0].startswith("units:")  # false in both readings: as written


def test_a_plain_side_beside_seconds_may_be_in_the_hours_the_chain_writes(tmp_path):
    """``7.28 \\times 10^8 \\text{ s} = \\frac{7.28 \\times 10^8}{3600} \\approx 202{,}200 \\text{ GPU-hours}``:
    the division by 3600 converts to the hours the chain ends in; read in seconds it was a false
    error. A plain side that matches in no unit of the chain stays an error."""
    relations, _, _ = _relations(
        tmp_path,
        "$$7.28 \\times 10^8 \\text{ s} = \\frac{7.28 \\times 10^8}{3600} \\approx 202{,}200 \\text{ GPU-hours}$$\n\n"
        "$$7.28 \\times 10^8 \\text{ s} = \\frac{7.28 \\times 10^8}{60} \\approx 202{,}200 \\text{ GPU-hours}$$\n",
    )
    assert relations == ["ok", "ok", "error", "error"]


def test_a_bare_decimal_that_matches_in_billions_is_the_author_s_scale(tmp_path):
    """``3 \\times 3 \\times 7168 \\times 18432 \\approx 1.2`` in a table headed 单位：B (billions): a scale
    stated outside the formula, a warning; a bare decimal that matches in no scale stays an error,
    and so does one written with an exponent (a dropped 10^9 is a mistake)."""
    relations, _, warnings = _relations(
        tmp_path,
        "| part | params |\n|---|---|\n| FFN | $3 \\times 3 \\times 7168 \\times 18432 \\approx 1.2$ |\n\n"
        "$$3 \\times 3 \\times 7168 \\times 18432 \\approx 1.5$$\n\n"
        "$$3 \\times 3 \\times 7168 \\times 18432 \\approx 1.2 \\times 10^{6}$$\n",
    )
    assert relations == ["unknown", "error", "error"]
    assert "in billions" in warnings[0]


def test_a_word_with_inf_in_a_subscript_keeps_its_spelling_in_messages(tmp_path):
    """The parser spells ``\\text{inference}`` as ``\\text{\\inftyerence}``; the document's symbol is
    named as written, so the note a writer reads names ``C_{\\text{inference}}``."""
    doc = tmp_path / "note.md"
    doc.write_text("$$C_{\\text{inference}} = 2 \\times 3 = 6$$\n")
    outcomes, _ = check_document(scan([str(doc)]))
    messages = [x.message for o in outcomes for x in o.findings]
    assert any("C_{\\text{inference}}" in m for m in messages)
    assert not any("infty" in m for m in messages)


def test_labels_a_comma_joins_in_a_subscript_are_read_even_where_the_parser_has_an_operator_of_that_name(tmp_path):
    """``M_{KV,trad}`` (a superscript label ``^{trad}`` becomes one): the parser reads ``tr`` as its
    trace, so the formula went unread; the labels pass through it as one placeholder and come back.
    The lone 0.6 is the result the names give (0.5), not a value substituted for them and rounded."""
    statuses, errors = _statuses(
        tmp_path,
        "$$M_{KV}^{paged} = 2 \\times 3$$\n\n$$M_{KV}^{trad} = 4 \\times 3$$\n\n"
        "$$1 - \\frac{M_{KV}^{paged}}{M_{KV}^{trad}} = 0.5$$\n\n$$1 - \\frac{M_{KV}^{paged}}{M_{KV}^{trad}} = 0.6$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"] and len(errors) == 1


def test_a_unit_word_right_after_a_display_on_its_line_is_the_unit_of_its_last_number(tmp_path):
    """``$$… = 7.84\\times10^{6}\\ \\text{s} = \\mathbf{91}$$ days.``: 91 days, as a unit word after
    inline math is; 95 days is an error, and a word on the next line is prose, not a unit."""
    statuses, errors = _statuses(
        tmp_path,
        "$$\\frac{6.35\\times10^{24}}{8.10\\times10^{17}} = 7.84\\times10^{6}\\ \\text{s} = \\mathbf{91}$$ days.\n\n"
        "$$\\frac{6.35\\times10^{24}}{8.10\\times10^{17}} = 7.84\\times10^{6}\\ \\text{s} = \\mathbf{95}$$ days.\n\n"
        "$$7.84\\times10^{6}\\ \\text{s} = 91$$\ndays later.\n",
    )
    assert statuses == ["ok", "error", "error"] and len(errors) == 2


def test_a_relation_restated_in_parentheses_is_the_chain_s_next_link(tmp_path):
    """``= \\mathbf{163{,}840\\text{ bytes}} \\quad (\\approx 160\\text{ KiB})``: the value restated, a link
    of the chain (its relation had an empty side); a wrong restatement is an error, a call's
    parentheses ``f(x)`` are not one."""
    relations, errors, _ = _relations(
        tmp_path,
        "$$K = 40 \\times 8 \\times 512 = \\mathbf{163{,}840\\text{ bytes}} \\quad (\\approx 160\\text{ KiB})$$\n\n"
        "$$J = 40 \\times 8 = 320\\text{ bytes} \\Big(\\approx 0.4\\text{ KiB}\\Big)$$\n",
    )
    assert relations[1:3] == ["ok", "ok"] and relations[-1] == "error", relations
    assert len(errors) == 1 and "409.6 B" in errors[0]


def test_a_bare_s_between_two_inline_formulas_of_one_chain_is_seconds(tmp_path):
    """``$… \\approx 12{,}470$s $\\approx 3.5$ hours``: one chain, 12,470 seconds is 3.46 hours; with
    17,470 written it is 4.85 hours, an error."""
    text = "The interval is $I = \\sqrt{2 \\times 300 \\times 259200} \\approx 12{,}470$s $\\approx 3.5$ hours.\n"
    relations, errors, _ = _relations(tmp_path, text)
    assert relations == ["ok", "ok", "ok"] and errors == [], relations
    relations, errors, _ = _relations(tmp_path, text.replace("12{,}470", "17{,}470"))
    assert relations[-1] == "error" and any("hour" in e or "1.747e+04 s" in e for e in errors), errors


@pytest.mark.parametrize(
    ("formula", "wrong"),
    [
        ("396\\text{M} \\times 58 \\approx 23 \\text{ tỉ}", "32 \\text{ tỉ}"),  # Vietnamese billions
        ("3 \\times 10^{8} = 3 \\text{ 亿}", "4 \\text{ 亿}"),  # Chinese hundred millions
        ("2 \\times 10^{4} = 2 \\text{ 만}", "3 \\text{ 만}"),  # Korean ten thousands
        ("1.5 \\times 10^{9} = 1.5 \\text{ billion tokens}", "2.5 \\text{ billion tokens}"),
        ("\\frac{640 \\times 10^9}{16} \\approx 400 亿 (40B)", "\\frac{640 \\times 10^9}{16} \\approx 500 亿 (50B)"),
    ],
)
def test_a_count_word_after_a_number_is_its_power_of_ten(tmp_path, formula, wrong):
    """``23 \\text{ tỉ}``, ``3 亿``, ``1.5 \\text{ billion tokens}``: the number in billions, hundred
    millions…; a count restated in parentheses after the word (``400 亿 (40B)``) is no factor."""
    relations, errors, _ = _relations(tmp_path, f"$$X = {formula}$$\n")
    assert "unreadable" not in relations and errors == [], (relations, errors)
    left = re.split(r"=|\\approx", formula)[0]
    _, errors, _ = _relations(tmp_path, f"$$X = {left} = {wrong}$$\n")
    assert len(errors) == 1, errors


def test_time_words_in_korean_vietnamese_and_japanese_and_device_hours_by_name_are_units(tmp_path):
    """``3{,}500 \\text{ 초} \\approx 0.97 \\text{ 시간}`` (Korean seconds and hours), ``giây``/``giờ``
    (Vietnamese), ``時間`` (Japanese), and ``\\text{ H800-hours}``: each the unit it names."""
    text = (
        "$$X = 700{,}000{,}000 / 200{,}000 = 3{,}500 \\text{ 초} \\approx 0.97 \\text{ 시간}$$\n\n"
        "$$Y = 7200 \\text{ giây} = 2 \\text{ giờ}$$\n\n$$Z = 7200 \\text{ 秒} = 2 \\text{ 時間}$$\n\n"
        "$$W = \\frac{10^{20}}{10^{14} \\times 3600} \\approx 278 \\text{ H800-hours}$$\n"
    )
    relations, errors, _ = _relations(tmp_path, text)
    assert "unreadable" not in relations and errors == [], (relations, errors)
    _, errors, _ = _relations(tmp_path, text.replace("0.97", "9.7"))
    assert len(errors) == 1 and "3.492e+04 s" in errors[0], errors
