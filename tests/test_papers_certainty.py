"""chalk check reports an error only where it is certain (issue 39; the `chalk check` items of
issue 35): a relation over symbols with no definition is judged as a universal statement,
another case of a name is a warning, a units clash in one link does not hide the others,
counts are refuted with whole numbers, reading rules are one table, input is bounded and a
run has a budget."""

from __future__ import annotations

import os
import sys

import pytest

from chalk.cli import main
from chalk.papers import reading_rules
from chalk.papers.judging import check_document
from chalk.papers.reading_rules import RULES
from chalk.papers.scanning import scan


def _check(tmp_path, text: str, name: str = "note.md"):
    note = tmp_path / name
    note.write_text(text)
    return check_document(scan([str(note)], False))


def _verdicts(tmp_path, text: str) -> tuple[list[str], list[str], list[str]]:
    outcomes, _ = _check(tmp_path, text)
    relations = [v for o in outcomes for v in (o.relations or (o.status,))]
    errors = [x.message for o in outcomes for x in o.findings if x.severity == "error"]
    warnings = [x.message for o in outcomes for x in o.findings if x.severity == "warning"]
    return relations, errors, warnings


@pytest.mark.parametrize(
    "formula",
    ["a b / b = a/2", "2ab/(2b) = 3a", "\\frac{p q}{q} = 2p", "\\frac{x y}{2 y} = x", "u v / v = u + 1"],
)
def test_a_false_identity_over_symbols_with_no_definition_is_an_error(tmp_path, formula):
    relations, errors, _ = _verdicts(tmp_path, f"We have ${formula}$.\n")
    assert relations == ["error"]
    assert "is false: the sides differ by" in errors[0]  # the reason sympy decided


def test_a_true_identity_over_undefined_symbols_holds_and_a_lone_name_still_defines(tmp_path):
    relations, errors, _ = _verdicts(tmp_path, "$a b / b = a$ and $$c = 2 d$$\n\n$$2c = 4d$$\n")
    assert relations == ["ok", "ok", "ok"] and errors == []


def test_a_later_formula_introduced_for_another_case_is_a_warning(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "The time is\n\n$$t = \\frac{2 P}{N}$$\n\nFor large batches, with $B$ the batch,\n\n$$t = \\frac{2 P}{N}B$$\n",
    )
    assert relations == ["ok", "unknown"] and errors == []
    assert "read as another case of t" in warnings[0]


def test_a_redefinition_with_the_same_givens_and_no_new_case_stays_an_error(tmp_path):
    relations, errors, _ = _verdicts(tmp_path, "$$N = X Y$$\n\n$$N = X + Y$$\n")
    assert relations == ["ok", "error"]
    assert "the document defines N = X*Y on line 1" in errors[0]


def test_a_numbered_step_at_any_depth_is_a_case_of_its_own(tmp_path):
    text = (
        "## FLOPs\n\n- **Attention**:\n  1. The projections:\n    $$F = 6 B H^2$$\n"
        "  1. The scores:\n    $$F = 2 B S H$$\n"
    )
    relations, errors, warnings = _verdicts(tmp_path, text)
    assert errors == [] and relations == ["ok", "unknown"]
    assert "another case of F" in warnings[0]


def test_a_units_clash_in_one_link_does_not_hide_a_later_error(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$y = 2\\,\\text{GB} + 3\\,\\text{s} = 5\\,\\text{GB} = 6\\,\\text{GB} \\cdot 2 = 13\\,\\text{GB}$$\n",
    )
    assert relations == ["error", "unknown", "error", "error"]
    assert errors[0].startswith("units: cannot add")
    assert errors[1].startswith("numeric: ") and errors[2].startswith("numeric: ")


def test_a_refuted_equation_over_counts_shows_a_countermodel_of_whole_numbers(tmp_path):
    _, errors, _ = _verdicts(tmp_path, "$$x^2 + y = x + y^2$$\n")
    assert errors == ["proof: x^2 + y = x + y^2 does not hold: at x = 1, y = 2 the sides are 3 and 5"]


def test_exact_numbers_show_no_internal_tolerance(tmp_path):
    _, errors, _ = _verdicts(tmp_path, "$$64 \\cdot 24 \\cdot 8192^2 = 113079215104$$\n")
    assert errors[0].endswith("(exact numbers)") and "allows" not in errors[0]


def test_a_value_resting_on_chalk_s_default_in_the_author_s_notation_is_a_warning(tmp_path):
    # chalk's drain_low defaults to 10 ms; the document maps the name but never states a value
    relations, errors, warnings = _verdicts(tmp_path, "<!-- chalk: d = drain_low -->\n\n$$3 d = 1\\,\\text{ms}$$\n")
    assert relations == ["unknown"] and errors == []
    assert "rests on chalk's default drain_low" in warnings[0]


def test_a_mapped_symbol_beside_the_author_s_bare_factors_is_a_units_warning(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "<!-- chalk: N = params_total, T [s] -->\n\n$$2 \\cdot N \\cdot 2 = 4\\,\\text{GB}$$\n\n$$N = T$$\n",
    )
    assert relations == ["unknown", "error"] and errors[0].startswith("units: cannot compare")
    assert "the author's bare factors may carry it" in warnings[0]


def test_every_reading_rule_names_an_example_and_a_test_that_exists():
    import tests.test_papers_certainty as here

    for rule in RULES:
        assert rule.example and "→" in rule.example, rule.name
        assert hasattr(here, rule.test), f"{rule.name}: no test {rule.test}"


def test_a_greek_mu_before_s_is_micro_in_math_and_after_an_inline_given(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "Take $\\alpha = 2$ μs and $P = 256$.\n\n"
        "$$2(P-1)\\alpha = 2 \\times 255 \\times 2 \\times 10^{-6} = 1.02 \\times 10^{-3} \\text{ s}$$\n\n"
        "$$x = 252 \\text{ μs} = 0.252 \\text{ ms}$$\n\n$$y = 252 \\text{ μs} = 0.252 \\text{ s}$$\n",
    )
    assert relations[-5:] == ["ok", "ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "0.252" in errors[0]


def test_ascii_us_after_an_inline_given_ending_in_a_number_is_microseconds(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "Take $\\alpha = 5$ us and $P = 8$; this lets us sum.\n\n"
        "$$2(P-1)\\alpha = 70 \\text{ μs}$$\n\n$$x = 2(P-1)\\alpha = 0.7 \\text{ ms}$$\n",
    )
    assert relations[-3:] == ["ok", "ok", "error"]
    assert len(errors) == 1 and "0.0007" in errors[0]


def test_a_number_before_a_fraction_is_a_product_not_a_mixed_number(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path, "$$x \\approx 2\\frac{63}{64} \\cdot 10 \\approx 19.7$$\n\n$$y = 2\\frac{7}{8} = 2.875$$\n"
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "1.75" in errors[0]


def test_e_before_an_argument_is_a_function_as_any_letter_is(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path, "Take $B = 8192$ and $B_0 = 512$.\n\n$$E(B) = \\frac{S_0/S(B)}{B/B_0}$$\n\n$$x = 2 \\cdot 3 = 7$$\n"
    )
    assert relations[-3] != "error" and len(errors) == 1 and "7" in errors[0]


def test_a_function_word_in_text_applied_to_an_expression_is_a_function_not_a_product(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$P = \\text{sigmoid}\\left(\\frac{L_c - L}{\\tau}\\right) = \\frac{1}{1 + e^{-(L_c - L)/\\tau}}$$\n\n"
        "$$y = \\text{ReLU}(x + 1) = 2 \\cdot \\text{ReLU}(x + 1)$$\n",
    )
    assert "error" not in relations and not errors
    assert sum("never defines" in w for w in warnings) == 2


def test_an_abbreviation_the_prose_states_is_one_name_and_numbers_written_for_it_are_a_substitution(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "- TP = 4, PP = 4, DP = 16\n\n"
        "$$\\Psi_{GPU} = \\frac{\\Psi}{TP \\times PP} = \\frac{30B}{4 \\times 4} = 2.5B$$\n\n"
        "$$y = \\frac{13B}{TP \\times PP} = \\frac{13B}{16}$$\n",
    )
    assert relations[:5] == ["ok", "hypothesis", "error", "ok", "hypothesis"]  # 30B/16 is 1.875B, not 2.5B
    assert len(errors) == 1 and "2.5B" in errors[0]


def test_micro_seconds_are_a_unit_not_mu_times_s(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path, "$$5\\mu\\text{s} = 0.005\\,\\text{ms}$$ and $$5\\,\\mu s = 0.009\\,\\text{ms}$$\n"
    )
    assert relations == ["ok", "error"]
    assert errors[0].startswith("numeric: 5e-06 s = 9e-06 s")


def test_an_escaped_underscore_name_inside_a_fraction_is_one_name(tmp_path):
    relations, _, _ = _verdicts(
        tmp_path, "With $num\\_params = 10$ and $x = 5$, $y = \\frac{num\\_params}{x}$, so $y = 2$ and $y = 3$.\n"
    )
    assert relations == ["ok", "ok", "ok", "ok", "error"]


def test_a_rm_group_is_a_roman_word_or_unit(tmp_path):
    relations, _, _ = _verdicts(tmp_path, "$$M = 2\\,{\\rm TiB} = 2048\\,{\\rm GiB} = 2049\\,{\\rm GiB}$$\n")
    assert relations == ["ok", "ok", "error"]


@pytest.mark.parametrize("sign", ["<<", ">>", "\\ll", "\\gg"])
def test_a_much_less_or_greater_condition_is_the_author_s_regime(tmp_path, sign):
    relations, errors, _ = _verdicts(tmp_path, f"We need $B {sign} 208$ here.\n")
    assert relations == ["hypothesis"] and errors == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_a_device_or_a_symbols_fifo_is_refused_with_a_one_line_error(tmp_path, capsys):
    fifo = tmp_path / "pipe.md"
    os.mkfifo(fifo)
    assert main(["check", str(fifo)]) == 2
    assert (
        capsys.readouterr().err.strip()
        == f"chalk: error: {fifo}: not read: a FIFO; chalk reads regular files of at most 2,000,000 bytes"
    )
    note = tmp_path / "note.md"
    note.write_text("$x = 1$\n")
    table = tmp_path / "symbols.toml"
    os.mkfifo(table)
    assert main(["check", "--symbols", str(table), str(note)]) == 2
    assert "not read: a FIFO" in capsys.readouterr().err
    if sys.platform.startswith("linux"):
        assert main(["check", "--symbols", "/dev/zero", str(note)]) == 2
        assert "not read: a device" in capsys.readouterr().err


def test_a_run_past_its_budget_reports_what_was_judged_and_what_was_not(tmp_path):
    note = tmp_path / "long.md"
    note.write_text("".join(f"$$x_{{{i}}} = {i} \\cdot 2 = {2 * i}$$\n\n" for i in range(5)))
    outcomes, general = check_document(scan([str(note)], False), document_s=1e-9)
    assert [o.status for o in outcomes] == ["unreadable"] * 5
    assert all(o.reason == "not judged: the run's budget of 1e-09 s ran out" for o in outcomes)
    [said] = general
    assert said.severity == "warning" and "0 of 5 formulas judged, 5 from here on not judged" in said.message


def test_the_document_budget_is_a_cli_option_with_a_one_line_error_for_bad_values(tmp_path, capsys):
    note = tmp_path / "note.md"
    note.write_text("$x = 1$\n")
    assert main(["check", "--document-budget", "0", str(note)]) == 2
    assert "--document-budget needs seconds between 0 and 86400" in capsys.readouterr().err


def test_a_map_fact_is_a_hypothesis_of_every_formula_and_a_bad_one_is_named(tmp_path):
    text = "$$K = 2 \\cdot L \\cdot h \\cdot n$$\n\n$$K = 2 L d$$\n"
    relations, _, warnings = _verdicts(tmp_path, text)
    assert relations == ["ok", "unknown"] and "another case of K" in warnings[0]  # without the fact
    relations, errors, _ = _verdicts(tmp_path, "<!-- chalk: fact h \\cdot n = d -->\n\n" + text)
    assert relations == ["ok", "ok"] and errors == []
    _, general = _check(tmp_path, "<!-- chalk: fact h \\cdot = d -->\n\n$$K = 2$$\n")
    assert [g.severity for g in general] == ["error"]
    assert "bad symbol map entry 'fact h \\cdot = d'" in general[0].message


def test_numbers_stated_in_a_config_block_or_a_table_row_are_givens_with_their_line(tmp_path):
    text = (
        "# Model\n\n```yaml\nnum_layers: 80\nhidden_size: 8192\n```\n\n| name | value |\n|---|---|\n| $h$ | 64 |\n\n"
        "Per token: $2 \\cdot \\text{num\\_layers} \\cdot \\text{hidden\\_size} \\cdot 2 = 2621440$ bytes,\n"
        "and $h \\cdot 2 = 128$ while $h \\cdot 3 = 190$.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["ok", "ok", "error"]
    assert errors[0].endswith("(with h = 64 from the table row on line 10)")


def test_values_in_a_list_under_a_givens_label_are_givens_in_base_units_within_its_block(tmp_path):
    """``- MTBF = 2 hours = 7,200 seconds``, ``- Checkpoint time: $C$ = 30 seconds``: a worked
    solution's givens, outside the math; they left I* = sqrt(30 x 7200) unjudged. Each holds in
    base units (the first value of a chain chalk reads: 400 Gbps is skipped for 50 GB/s; a Greek
    letter is its LaTeX name) to the end of its block, so the next exercise's names have none."""
    text = (
        "1. **Checkpoints**\n\n"
        "    **Given:**\n\n"
        "    - MTBF = 2 hours = 7,200 seconds\n"
        "    - Checkpoint time: $C$ = 30 seconds\n"
        "    - \u03b2 = 400 Gbps = 50 GB/s, P = 8 GPUs\n\n"
        "    $$I^* = \\sqrt{2 \\cdot C \\cdot MTBF}$$\n\n"
        "    $$I^* = \\sqrt{30 \\times 7200} = 465 \\text{ seconds}$$\n\n"
        "    $$T = \\frac{C \\cdot \\beta}{P} = 187.5 \\text{ GB}$$\n\n"
        "2. **Another**\n\n"
        "    $$T_2 = \\frac{C}{P} = 4$$\n"
    )
    relations, errors, warnings = _verdicts(tmp_path, text)
    assert relations == ["ok", "error", "ok", "ok", "ok", "ok", "unknown"]
    assert "I^* is 657.3" in errors[0] and "C = 30 from the given list on line 6" in errors[0]
    assert any("no value for C, P" in w for w in warnings)  # the second exercise: outside the block


def test_an_iff_chain_with_a_side_in_words_names_the_condition_and_checks_the_rest(tmp_path):
    text = (
        "$$B > 208 \\iff \\text{compute bound}$$\n\n"
        "$$\\frac{T_{m}}{T_{c}} > 2 \\iff \\text{slow} \\iff T_{m} > T_{c}$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["hypothesis", "hypothesis", "error"]
    assert errors[0].startswith("proof: ") and "does not hold: at T_c = 1, T_m = 2" in errors[0]


def test_a_map_line_marks_the_formulas_after_it_as_another_case(tmp_path):
    relations, errors, _ = _verdicts(tmp_path, "$$N = X Y$$\n\n$$N = X + Y$$\n")
    assert relations == ["ok", "error"] and errors
    relations, errors, _ = _verdicts(
        tmp_path, "$$N = X Y$$\n\n<!-- chalk: another case -->\n\n$$N = X + Y$$\n\n$$2N = 2X + 2Y$$\n"
    )
    assert relations == ["ok", "ok", "ok"] and errors == []


def test_a_lone_letter_d_is_a_factor_not_a_differential(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$x = 2 \\cdot L \\cdot d$$\n\n$$y = 2 \\cdot d \\cdot L$$\n\n$$x = y$$\n\n"
        "$$z = 2 d L$$\n\n$$z = 3 \\cdot d \\cdot L$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "dcdot" not in errors[0] and "L*d" in errors[0]


def test_a_bare_unit_word_spaced_off_at_the_end_of_a_side_is_its_unit(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$M = 126 \\times B \\times L \\times 24,576 = 3.10 \\times 10^6 \\times B \\times L \\;bytes$$\n\n"
        "$$Q = 126 \\times 24,576 = 4.10 \\times 10^6 \\,bytes$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "4.1e+06 B" in errors[0]


def test_an_update_written_with_equals_is_no_equation_to_refute(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "AdamW decays the weights: $\\theta = \\theta - \\alpha \\lambda \\theta$.\n\n$$a = a/2$$\n",
    )
    assert relations == ["unknown", "error"]
    assert len(errors) == 1 and "a/2" in errors[0] and "an update" in warnings[0]


def test_a_number_in_scientific_notation_after_a_slash_is_one_divisor(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$T = 4.40 \\times 10^{12} \\times B \\times L / 4.6\\times 10^{14}"
        " = 9.57 \\times 10^{-3} \\times B \\times L$$\n\n"
        "$$U = 4.40 \\times 10^{12} / 4.6 \\times 10^{14} = 8.57 \\times 10^{-3}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "0.00857" in errors[0]


def test_an_unbraced_subscript_e_is_read_as_any_other_subscript(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "Take $d_e = 4096$ and $d_{ff} = 14336$.\n\n"
        "$$P_e = 3 \\times d_e \\times d_{ff} \\approx 176 \\times 10^6$$\n\n"
        "$$Q_e = 3 \\times d_e \\times d_{ff} \\approx 118 \\times 10^6$$\n",
    )
    assert relations[-4:] == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "1.18e+08" in errors[0]


def test_a_count_letter_right_after_an_inline_formula_is_its_count(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "Take $d_e = 4096$ and $d_{ff} = 14336$. Active: $2 \\cdot d_e \\cdot d_{ff} \\approx 118$M, "
        "not $2 \\cdot d_e \\cdot d_{ff} \\approx 218$M. The model has $7$B parameters and $M = 2$ Mistral.\n",
    )
    assert relations == ["ok", "ok", "ok", "error", "ok"]
    assert len(errors) == 1 and "2.18e+08" in errors[0]


@pytest.mark.parametrize("sign", ["\\approxeq", "\\thickapprox", "\\cong"])
def test_an_approximately_equal_sign_of_another_spelling_is_read_as_approx(tmp_path, sign):
    # read as \approx: 10% either way, so the chain goes on to its exact link, and the sign is
    # reported as the author wrote it
    relations, errors, _ = _verdicts(
        tmp_path, f"$$X {sign} 1643 + 284 = 1927$$ and $$Y {sign} 1643 + 284 = 2927$$ and $$Z = 2/3 {sign} 0.5$$\n"
    )
    assert relations == ["ok", "ok", "ok", "error", "ok", "error"]
    assert errors[0].startswith("numeric: 1643 + 284 = 2927 does not hold")
    assert f"({reading_rules.APPROXIMATE_SIGNS[sign]} allows" in errors[1]


@pytest.mark.parametrize("op", ["\\cdot", "\\times"])
def test_a_number_in_e_notation_right_after_an_operator_is_a_power_of_ten(tmp_path, op):
    # 16\cdot1.5e12 is 16 times 1.5e12, not 16 * 1.5 * e * 12
    relations, errors, _ = _verdicts(
        tmp_path, f"$$a = 16{op}1.5e12 = 2.4e13$$ and $$b = \\frac{{2{op}260e9}}{{16{op}1.5e12}} = 0.031$$\n"
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert errors[0].startswith("numeric: ") and "0.02167" in errors[0]


def test_a_count_written_in_the_prefix_of_the_other_side_s_unit_is_read_in_it(tmp_path):
    # 70 for 70B parameters: a computed side in bytes beside GB is read in billions as well;
    # a wrong total stays an error, and so does a number written alone (140 bytes) or a unit
    # whose prefix is no count's scale (GiB)
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$a = 70 \\times 2\\,\\text{bytes} = 140\\,\\text{GB}$$\n\n"
        "$$b = 70 \\times 2\\,\\text{bytes} = 150\\,\\text{GB}$$\n\n"
        "$$c = 140\\,\\text{bytes} = 140\\,\\text{GB}$$\n\n"
        "$$d = 70 \\times 2\\,\\text{bytes} = 140\\,\\text{GiB}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error", "ok", "error", "ok", "error"]
    assert errors[0].startswith("numeric: 1.4e+11 B = 1.5e+11 B does not hold, off by 6.67%")


def test_an_approximation_that_drops_lower_order_terms_is_no_certain_error(tmp_path):
    # [n(12h^2 + 13h)] * 2 ≃ 24nh^2 keeps the leading term (a warning); a wrong leading
    # coefficient stays an error under ≈, and so does dropping a term under =
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$2(12nh^2 + 13h) + 8bh \\simeq 24nh^2 + 8bh$$\n\n"
        "$$2(12nh^2 + 13h) + 8bh \\approx 12nh^2 + 8bh$$\n\n"
        "$$2(12nh^2 + 13h) + 8bh = 24nh^2 + 8bh$$\n",
    )
    assert relations == ["unknown", "error", "error"]
    assert errors[0].startswith("proof: 2(12nh^2 + 13h) + 8bh ≈ 12nh^2 + 8bh is false")


def test_a_factor_written_with_a_trailing_times_is_its_number(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$r = \\frac{\\sqrt{48}}{2} = \\boxed{3.46\\times}$$\n\n"
        "$$q = \\frac{\\sqrt{48}}{2} = \\boxed{6.93\\times}$$\n\n"
        "$$p = \\frac{32768}{1024} = 32\\times \\text{ reduction}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error", "ok", "ok"]
    assert len(errors) == 1 and "6.93" in errors[0]


def test_a_label_in_parentheses_after_a_number_is_not_a_factor(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$1024\\ (T) \\times 8\\ (K) \\times 2\\ (\\text{bytes}) = 16384$$\n\n"
        "$$1024\\ (T) \\times 8\\ (K) = 8192 \\times 2$$\n\n"
        "$$a = 3$$\n\n$$2 (a) = 6$$\n",
    )
    # spaced symbols and words in parentheses are labels; 2 (a) with a plain space stays 2·a
    assert relations == ["ok", "error", "ok", "ok"]
    assert len(errors) == 1


def test_a_display_opening_with_a_relation_after_prose_goes_on_from_the_display_before(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\text{Total reduction} = \\frac{w}{n} \\cdot \\frac{g}{h}$$\n\n"
        "For $n = 32$, $w = 4$, $h = 8$, $g = 2$:\n\n"
        "$$= \\frac{4}{32} \\cdot \\frac{2}{8} = \\frac{1}{32}$$\n\n"
        "and with the ratio inverted:\n\n"
        "$$= \\frac{32}{4} \\cdot \\frac{2}{8} = \\frac{1}{32}$$\n",
    )
    # the four givens, then each continuation's link to Total reduction and its arithmetic
    assert relations[-4:-2] == ["ok", "ok"]
    assert "error" in relations[-2:] and len(errors) >= 1


def test_a_display_opening_with_a_relation_and_no_display_before_it_reads_only_its_written_sides(tmp_path):
    """Nothing before it to go on from: the opening link is not read, the link between the
    written sides is judged (2 · 3 = 6 holds; = 7 would be an error)."""
    relations, errors, _ = _verdicts(tmp_path, "For $n = 3$:\n\n$$= 2 \\cdot 3 = 6$$\n")
    assert relations == ["ok", "unreadable", "ok"] and errors == []
    relations, errors, _ = _verdicts(tmp_path, "For $n = 3$:\n\n$$= 2 \\cdot 3 = 7$$\n")
    assert relations == ["ok", "unreadable", "error"] and len(errors) == 1


def test_plain_bytes_beside_a_decimal_prefix_may_be_the_author_s_binary_one(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$y = 2 \\cdot 32 \\cdot 32768 \\cdot 32 \\cdot 128 \\cdot 2 = 16 \\text{ GB}$$\n\n"
        "$$z = 2 \\cdot 32 \\cdot 32768 \\cdot 32 \\cdot 128 \\cdot 2 = 12 \\text{ GB}$$\n",
    )
    # 2^34 bytes is 16 GiB (the author's GB), never 12
    assert relations == ["ok", "ok", "ok", "error"] and len(errors) == 1


def test_a_difference_of_rounded_decimals_keeps_their_absolute_rounding(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$x = \\frac{1 - e^{-1.6}}{1 - e^{-0.1}} = \\frac{1 - 0.202}{1 - 0.905}$$\n\n"
        "$$y = \\frac{1 - e^{-1.6}}{1 - e^{-0.1}} = \\frac{1 - 0.202}{1 - 0.805}$$\n",
    )
    # 8.3835 is 0.798/0.095 = 8.4 within the rounding of 0.905 (a unit in 95), never 0.798/0.195
    assert relations == ["ok", "ok", "ok", "error"] and len(errors) == 1


def test_a_capital_i_is_a_name_not_the_imaginary_unit(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$I_{\\text{ridge}} = \\frac{989 \\times 10^{12}}{50 \\times 10^9} = 19,780$$\n\n"
        "$$I_{\\text{net}} = \\frac{6 \\times 10^{14}}{3 \\times 10^{10}} = 2,000$$\n",
    )
    # I_net is 20,000: a name with its subscript, judged as a number, never sqrt(-1)
    assert relations == ["ok", "ok", "ok", "error"] and len(errors) == 1 and "2000" in errors[0]


def test_an_increment_or_gradient_of_a_name_is_one_quantity(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\Delta w_l = -\\eta \\cdot \\phi_l \\cdot \\nabla w_l$$\n\n"
        "$$\\frac{\\Delta w_l}{\\nabla w_l} = -\\eta \\cdot \\phi_l$$\n\n"
        "$$\\frac{\\Delta w_l}{\\nabla w_l} = \\eta \\cdot \\phi_l$$\n",
    )
    # the update defined, then its ratio to the gradient (right), then with the sign dropped
    assert relations == ["ok", "ok", "error"] and len(errors) == 1


def _statuses(tmp_path, text: str) -> tuple[list[str], list[str]]:
    outcomes, _ = _check(tmp_path, text)
    return [o.status for o in outcomes], [x.message for o in outcomes for x in o.findings if x.severity == "error"]


def test_byte_and_bit_rate_words_of_other_spellings_are_units(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$y = 2 \\times 10^9 \\times 3 ~ \\text{Bytes} = 6 ~ \\text{GBytes}$$\n\n"
        "$$z = 2 \\times 10^9 \\times 3 ~ \\text{Bytes} = 8 ~ \\text{GBytes}$$\n\n"
        "$$w = 400 \\text{ Gbps} = 50 \\text{ GB/s}$$\n\n$$v = 400 Gbps = 40 \\text{ GB/s}$$\n\n"
        "$$\\text{Bytes}_\\text{w} = 2 Z$$\n",
    )
    assert statuses == ["ok", "error", "ok", "error", "ok"] and len(errors) == 2


def test_a_norm_is_a_function_chalk_does_not_model(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$\\Delta w_l = -\\eta \\cdot \\phi_l \\cdot \\nabla w_l$$\n\n"
        "$$\\frac{||\\Delta w_l||}{||w_l||} = \\frac{\\eta \\cdot \\phi_l \\cdot ||\\nabla w_l||}{||w_l||}$$\n\n"
        "$$\\|g\\| = 3$$\n\n$$a b / b = a/2$$\n",
    )
    # ||Δw_l|| is never Δw_l itself (negative here): not refuted; a relation without norms still is
    assert statuses[1] == "unknown" and statuses[-1] == "error" and len(errors) == 1


def test_a_subscript_word_the_parser_took_for_an_operator_is_a_label(tmp_path):
    statuses, errors = _statuses(
        tmp_path,
        "$$T_{transfer} = \\frac{140 \\text{ GB}}{32 \\text{ GB/s}} = 4.375 \\text{ s}$$\n\n"
        "$$\\tau_{\\max} = 15$$\n\n$$\\frac{T_{transfer}}{\\tau_{\\max}} = 0.29$$\n\n"
        "$$\\frac{T_{transfer}}{\\tau_{\\max}} = 0.39$$\n",
    )
    assert statuses == ["ok", "ok", "ok", "error"] and len(errors) == 1


def test_a_name_and_a_formula_joined_by_a_sign_in_prose_are_one_definition(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "- \\(K\\) = number of stages,\n"
        "- \\(T_{sub}\\) = \\(\\frac{T_{chunk}}{v}\\) = time per sub-chunk,\n"
        "- $d_{h}$ = Dimension per head = $d_{m} / n$\n\n"
        "$$y = (K - 1) T_{sub} = (K - 1) \\frac{T_{chunk}}{v}$$\n\n"
        "$$z = n d_{h} = d_{m}$$ and $$w = n d_{h} = 2 d_{m}$$\n\n"
        "- Sends: $(P-1)$ chunks of size $n/P$ = $\\frac{P-1}{P} \\times n$ bytes\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "ok", "ok", "ok", "error"]  # n/P = … is the phrase's, not read
    assert len(errors) == 1 and "2 d_{m}" in errors[0]


def test_a_relation_that_restates_a_definition_solved_for_another_symbol_is_proved_not_a_definition(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "Using $d_{\\text{head}} = d_{\\text{model}} / n_{\\text{heads}}$:\n\n"
        "$$d_{\\text{model}} = n_{\\text{heads}} \\times d_{\\text{head}}$$\n\n"
        "$$d_{\\text{KV}} = n_{\\text{kv}} d_{\\text{head}} = "
        "d_{\\text{model}} \\frac{n_{\\text{kv}}}{n_{\\text{heads}}}$$\n\n"
        "$$d_{\\text{Q}} = n_{\\text{kv}} d_{\\text{head}} = "
        "d_{\\text{model}} \\frac{n_{\\text{kv}}}{2 n_{\\text{heads}}}$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "ok", "error"]  # d_model = n_heads d_head restates d_head's definition
    assert len(errors) == 1 and "2 n_{\\text{heads}}" in errors[0]


def test_a_primed_name_after_its_subscript_is_one_name_a_row_defines(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\mathbf{x}_t' = \\mathbf{R}_{\\Theta,t}^d \\mathbf{x}_t$$ and $$h_i' = 2 g_i$$, so $$h_i' = 3 g_i$$\n",
    )
    assert relations == ["ok", "ok", "error"]
    assert len(errors) == 1


def test_a_name_outside_chalk_s_notation_is_read_as_the_document_s_own_and_never_an_error(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$M_{\\mathrm{act}} = 10 \\,\\mathrm{GB}$$\n\n"  # chalk's name: the document is in chalk's notation
        "$$K T_{d} + T_{t} = K \\frac{T_{t}}{5} + T_{t}$$\n\n"
        "$$K \\frac{T_{t}}{5} + T_{t} = T_{t} (\\frac{K}{5} + 1)$$\n\n"
        "$$Z_{o} = 4 T_{t}$$\n\n$$2 \\times 3 = 7$$\n",
    )
    assert relations[1:] == ["unknown", "ok", "ok", "error"]  # read, not "unreadable"
    assert any("T_d, T_t not in chalk's notation" in w for w in warnings)
    assert errors[-1].startswith("numeric: 2*3 = 7")


def test_sides_that_share_no_symbol_are_a_stated_relation_and_shared_ones_still_checked(tmp_path):
    relations, errors, _ = _verdicts(
        tmp_path,
        "The compute is throughput times time:\n\n$$\\tau T = 6ND$$\n\nand a square:\n\n$$(a+b)^2 = a^2 + b^2$$\n",
    )
    assert relations == ["hypothesis", "error"]
    assert len(errors) == 1 and "(a+b)^2" in errors[0]


def test_an_iff_through_a_name_outside_chalk_s_notation_is_a_warning_not_an_error(tmp_path):
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$M_{\\mathrm{act}} = 10 \\,\\mathrm{GB}$$\n\n"  # chalk's name: the document is in chalk's notation
        "$$m \\ge m_{\\text{least}} \\iff m \\ge 9 P - 9$$\n",
    )
    assert relations[1:] == ["unknown"] and not [e for e in errors if "least" in e]
    assert any("not in chalk's notation" in w for w in warnings)


def test_a_label_in_parentheses_in_a_subscript_s_text_is_part_of_the_name(tmp_path):
    """``\\text{LoRA (f16)}`` and ``\\text{LoRA (int8)}`` are two names: with the label dropped,
    the second was a new definition of the first, differing from it (a false error)."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\text{Memory}_{\\text{LoRA (f16)}} = 2x + 0.1x$$\n\n"
        "$$\\text{Memory}_{\\text{LoRA (int8)}} = x + 0.1x$$\n\n"
        "$$\\text{Memory}_{\\text{LoRA (f16)}} = 2.1x$$\n\n"
        "$$\\text{Memory}_{\\text{LoRA (int8)}} = 3x$$\n",
    )
    assert relations == ["ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "LoRA,int8" in errors[0]


def test_a_starred_name_is_one_name_not_a_power(tmp_path):
    """``D^*``, ``N^{*}``, ``I^*``: the optimum's name (the parser could not read a star)."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "With $N^{*} = 70 \\times 10^9$:\n\n"
        "$$D^* = 20 N^* = 20 \\times 70 \\times 10^9 = 1.4 \\times 10^{12}$$\n\n"
        "$$I^* = \\sqrt{2 \\cdot 100 \\cdot 30} = 77.5$$\n\n"
        "$$D^* = 2.8 \\times 10^{12}$$\n",
    )
    assert "unreadable" not in relations
    assert relations[-1] == "error" and errors and "D^* = 2.8" in errors[-1]


def test_a_name_a_section_sets_to_two_values_is_certain_only_in_the_paragraph_that_set_it(tmp_path):
    """Scenarios under bold labels in one section: **Naive** sets $N_p = 0$, **Homogeneous** (a
    later paragraph) says $N_p + N_d = 5$ of its own cluster: refuted with Naive's values it would be
    a false error, so it is a warning; in the paragraph that set the values a miss is an error, and a
    name set once keeps its value in later paragraphs."""
    text = (
        "**Split**: $N_p = 1$, $N_d = 2$, and $N_p + N_d = 3$.\n\n"
        "**Naive**: $N_p = 0$, $N_d = 3$, and $N_p + N_d = 4$.\n\n"
        "**Homogeneous**: we give the cluster $N_p + N_d = 5$ instances.\n\n"
        "With $F = 2$ chips.\n\nLater: $F \\times 3 = 7$.\n"
    )
    relations, errors, warnings = _verdicts(tmp_path, text)
    assert relations.count("error") == 2
    assert any("N_p + N_d = 4" in e for e in errors) and any("F \\times 3 = 7" in e for e in errors)
    assert any("set to 2 values in this section" in w and "another scenario" in w for w in warnings)


def test_a_unit_per_a_counted_thing_in_text_is_that_unit(tmp_path):
    """``175\\ \\mu s\\,/\\,\\text{token}``: the token is a count, a plain number in the author's
    notation (as in ``\\text{ TFLOP/token}``); it was a symbol with no value, so the arithmetic
    went unjudged. A word that is no count (``/\\,\\text{chip}``) stays a name."""
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$t = \\frac{2 \\times 70 \\times 10^9}{4 \\times 10^{14}} = 350\\ \\mu s\\,/\\,\\text{token}$$\n\n"
        "$$u = \\frac{2 \\times 70 \\times 10^9}{4 \\times 10^{14}} = 175\\ \\mu s\\,/\\,\\text{token}$$\n\n"
        "$$v = 4 \\times 2 = 8 \\text{ GB} / \\text{layer}$$\n\n"
        "$$w = 4 \\times 2 = 8 \\text{ GB} / \\text{chip}$$\n",
    )
    assert relations[:6] == ["ok", "ok", "ok", "error", "ok", "ok"]
    assert len(errors) == 1 and "is 0.00035 s" in errors[0]
    assert relations[7] != "error" and any("chip" in w for w in warnings)


def test_an_index_in_parentheses_as_a_superscript_is_a_label_not_a_power(tmp_path):
    """``m^{(1)} = 3.01`` then ``m^{(2)} = 2.48``: two blocks' maxima (Zhang's online softmax); the
    second was refuted as m squared (9.06). The index is a label, so the names stay apart and
    their arithmetic is still judged."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$m^{(1)} = 3.01$$\n\n$$m^{(2)} = 2.48$$\n\n$$f^{(1)} = m^{(1)} + 2 = 5.01$$\n\n"
        "$$g = m^{(1)} + m^{(2)} = 6.49$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "is 5.49" in errors[0]


def test_a_relation_over_a_name_an_earlier_section_defined_holds_with_that_definition(tmp_path):
    """``r_B = B/t_B`` after "If …" under one heading (a hypothesis of that section), then
    ``\\frac{3600 p_g}{r_B} = \\frac{3600 p_g t_B}{B}`` under the next: refuted over a free r_B, a
    false error; with the earlier definition it holds. A relation false with it stays an error."""
    text = (
        "## 4. Throughput\n\nIf a batch of $B$ tokens completes in $t_B$, throughput is:\n\n$$r_B = B/t_B.$$\n\n"
        "## 5. Cost\n\n$$C = \\frac{3600 p_g}{r_B} = \\frac{3600 p_g \\times t_B}{B}.$$\n\n"
        "$$D = \\frac{3600 p_g}{r_B} = \\frac{3600 p_g}{B t_B}.$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["hypothesis", "ok", "ok", "ok", "error"]
    assert len(errors) == 1


def test_an_amount_over_an_hour_written_as_a_rate_per_hour_is_a_units_warning(tmp_path):
    """``500 \\text{ tok/s} \\times 3{,}600 \\text{ s} = 1{,}800{,}000 \\text{ tok/h}``: the tokens in an
    hour written as the rate per hour; the sides differ by a time only, which is no certain error
    (the FLOPs-for-FLOP/s case's sibling). Without a rate per a span it stays an error."""
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$500 \\text{ tok/s} \\times 3{,}600 \\text{ s} = 1{,}800{,}000 \\text{ tok/h}$$\n\n"
        "$$500 \\text{ GB/s} \\times 3{,}600 \\text{ s} = 1{,}800{,}000 \\text{ GB/s}$$\n",
    )
    assert relations == ["unknown", "error"]
    assert "a rate per hour, minute or day" in warnings[0] and len(errors) == 1


def test_a_phrase_in_a_subscript_is_one_label(tmp_path):
    """``n_{\\text{memory bandwidth}}``, ``\\text{Size}_{\\text{layer, token}}``, ``M_\\text{weight per
    GPU}``: a subscript of words is a label, one name with its base (it was prose inside the
    formula, so the relation went unread); the arithmetic after it is judged."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$n_{\\text{memory bandwidth}} = 1.935e12$$\n\n"
        "$$\\text{Size}_{\\text{layer, token}} = 2 \\times 4096 = 8192$$\n\n"
        "$$M_\\text{weight per GPU} = \\frac{140}{8} = 18.5$$\n",
    )
    assert relations == ["ok", "ok", "ok", "ok", "error"]
    assert len(errors) == 1 and "17.5" in errors[0]


def test_a_number_before_a_parenthesis_is_a_product_not_a_sum(tmp_path):
    """``2(16383) \\times 1\\,\\mu s \\approx 32.7 \\text{ ms}``: the parser read ``2(3)`` as the sum 5, a
    false error; a number before a parenthesis multiplies it. A subscript's digit before an
    argument list (``x_1(3)``) stays a function's."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$2(16383) \\times 1\\,\\mu s \\approx 32.7 \\text{ ms}$$\n\n$$2 (3) = 6$$\n\n$$2(3) = 5$$\n",
    )
    assert relations == ["ok", "ok", "error"]
    assert len(errors) == 1


def test_a_label_before_its_value_in_parentheses_is_dropped(tmp_path):
    """``\\text{Forward} (2N) + \\text{Backward} (4N) = 6N``: each word names the value set off after
    it (the sum was refuted as Forward·2N + Backward·4N); a wrong total stays an error."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\text{Forward} (2N) + \\text{Backward} (4N) = 6N$$\n\n"
        "$$\\text{Forward} (2N) + \\text{Backward} (4N) = 5N$$\n",
    )
    assert relations == ["ok", "error"]
    assert len(errors) == 1


def test_an_equation_the_author_sets_or_solves_is_a_hypothesis(tmp_path):
    """ "Setting them equal:" then ``\\frac{B \\cdot 2 N}{F} = \\frac{M + B k}{W}``, and "Solving for B:"
    then a rearranged step: equations that hold at the solution, not for every value; refuted as
    identities they were false errors. Arithmetic of numbers alone after such words is still judged."""
    text = (
        "$$t_c = \\frac{B \\times 2 N}{F}$$\n\n$$t_m = \\frac{M + B k}{W}$$\n\n"
        "Setting them equal:\n\n$$\\frac{B \\times 2 N}{F} = \\frac{M + B k}{W}$$\n\n"
        "Solving for B:\n\n$$B \\times \\left(\\frac{2 N}{F} - \\frac{k}{W}\\right) = \\frac{M}{W}$$\n\n"
        "Setting the numbers:\n\n$$\\frac{2 \\times 70}{4} = 36$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["ok", "ok", "hypothesis", "hypothesis", "error"]
    assert len(errors) == 1 and "35" in errors[0]
    chinese = "令兩項相等並整理，得到 $b(F/P-Lk/\\beta)=D_w/\\beta$。\n"
    relations, errors, _ = _verdicts(tmp_path, chinese)
    assert relations == ["hypothesis"] and errors == []


def test_a_name_on_one_side_only_that_makes_the_relation_hold_as_a_product_is_no_certain_error(tmp_path):
    """``4BTNH + 4BSKH = 4BHK(TG + S)`` holds with G = N/K, ``F + W = 3F`` with W = 2F: a name the
    document never defines, written on one side only, may be the others' product (one quantity
    under two names, a relation left unstated), so the refutation is a warning naming the value.
    A root that is a sum (``a(b + c) = ab + ad + a``: c = d + 1), or a name on both sides, stays a certain error."""
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$4BTNH + 4BSKH = 4BHK (TG + S)$$\n\n$$F + W = 3 F$$\n\n"
        "$$a (b + c) = a b + a d + a$$\n\n$$2x + 0.1x = 2.3x$$\n",
    )
    assert relations == ["unknown", "unknown", "error", "error"]
    assert "holds if G = N/K" in warnings[0] and "holds if W = 2*F" in warnings[1]
    assert len(errors) == 2


def test_plain_arithmetic_that_holds_a_prefix_step_from_the_unit_beside_it_is_a_warning(tmp_path):
    """``2{,}048 \\times 16 \\approx 33 \\text{ TFLOPs}`` with 16 GFLOPs per token in the prose: the plain
    product holds in GFLOPs, a unit the document states outside the formula, so it is no certain
    error. Arithmetic that writes a power of ten (in base units), a unit with no prefix (seconds)
    and a miss at every prefix stay errors."""
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$2{,}048 \\times 16 \\approx 33 \\,\\mathrm{TFLOPs}$$\n\n"
        "$$\\frac{100 \\times 10^9}{3.35 \\times 10^{12}} \\approx 30\\ \\mu\\text{s}$$\n\n"
        "$$2{,}048 \\times 16 \\approx 33 \\text{ seconds}$$\n\n"
        "$$2{,}048 \\times 16 \\approx 45 \\,\\mathrm{TFLOPs}$$\n",
    )
    assert relations == ["unknown", "error", "error", "error"]
    assert "a unit 10^3 times smaller than TFLOP" in warnings[0] and len(errors) == 3
    # the scaled reading is judged by the author's sign: 16 PFLOPs is at least 30 TFLOPs, not 30,000
    relations, errors, _ = _verdicts(
        tmp_path, "$$2 \\times 8 \\ge 30 \\,\\mathrm{TFLOPs}$$\n\n$$2 \\times 8 \\ge 30{,}000 \\,\\mathrm{TFLOPs}$$\n"
    )
    assert relations == ["unknown", "error"] and len(errors) == 1


def test_a_decimal_of_one_significant_digit_is_exact_and_whole_terms_of_a_sum_are_rounded_to_units(tmp_path):
    """``\\frac{0.737856}{0.2} = 3.869`` (3.689): 0.2 is 1 - 0.8 written exactly, not a rounded value
    whose half unit (27%) would cover any quotient; ``0.8 \\times 400 + 0.2 \\times 2448 = 320 + 490``
    (809.6) holds, the sum's whole terms rounded to units, and ``= 320 + 500`` does not."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$\\frac{0.737856}{0.2} = 3.869$$\n\n$$\\frac{0.737856}{0.2} = 3.689$$\n\n"
        "$$0.8 \\times 400 + 0.2 \\times 2448 = 320 + 490$$\n\n$$0.8 \\times 400 + 0.2 \\times 2448 = 320 + 500$$\n",
    )
    assert relations == ["error", "ok", "ok", "error"] and len(errors) == 2


def test_an_implication_to_a_value_over_symbols_with_no_value_is_no_certain_error(tmp_path):
    """``C \\approx 120P \\Rightarrow P = C/120 \\approx 6.1\\times10^{10}``: the value rests on
    C, whose value the prose gives; a countermodel at C = 120 is no certain error. An implication
    between relations with no number beside the symbols (``x > 3 \\Rightarrow x > 4``) stays one."""
    relations, errors, warnings = _verdicts(
        tmp_path,
        "$$C \\approx 120P \\;\\Rightarrow\\; P = C/120 \\approx 6.1\\times10^{10}$$\n\n"
        "$$x > y \\;\\Rightarrow\\; x > 2 y$$\n",
    )
    assert relations == ["unknown", "error"] and len(errors) == 1
    assert "a number beside symbols with no value" in warnings[0]


def test_a_number_an_example_gives_a_name_an_earlier_section_defined_is_its_value_there(tmp_path):
    """``P \\approx 12Lh^2 + 2Vh`` under one heading, then an example under the next that gives
    ``P = 7\\times10^9``: the example's arithmetic over P is judged with 7e9, not left unevaluated
    for want of L, h and V, so a wrong result is an error there; the next heading reads P's
    general definition again."""
    text = (
        "## 2. Parameters\n\n$$P \\approx 12Lh^2 + 2Vh$$\n\n"
        "## 5. Example\n\nTake $P = 7\\times10^9$.\n\n"
        "- $M_{\\text{w}} = 2P/4 = 3.5\\text{ GB}$\n- $M_{\\text{g}} = 2P/8 = 3.5\\text{ GB}$\n\n"
        "## 6. Next\n\n$$M_{\\text{x}} = 2P/8 = 1.75\\text{ GB}$$\n"
    )
    relations, errors, warnings = _verdicts(tmp_path, text)
    assert len(errors) == 1 and "3.5" in errors[0], errors
    assert relations[-1] == "unknown" and any("no value for" in w for w in warnings)


@pytest.mark.parametrize(
    ("formula", "verdict"),
    [
        ("\\frac{300}{316} \\approx 0.974", "error"),  # 0.949: three digits claimed, 2.6% off
        ("1120 + 1120 + 140 + 140 = 2420\\text{ GB} \\approx 2.52\\text{ TB}", "error"),
        ("\\frac{140}{64} \\approx 2.1", "ok"),  # 2.1875 with its last digit cut off
        ("\\frac{113}{4} \\approx 30", "ok"),  # 28.25: a round number's zeros are not digits
        ("\\frac{1}{3} \\approx 0.3", "ok"),
    ],
)
def test_approximately_a_number_written_alone_allows_twice_its_digits_rounding_not_ten_percent(
    tmp_path, formula, verdict
):
    relations, _, _ = _verdicts(tmp_path, f"We get ${formula}$.\n")
    assert relations[-1] == verdict


def test_approximately_between_symbols_still_allows_ten_percent(tmp_path):
    """``\\frac{N-1}{N^2} \\approx \\frac{1}{N}`` is an asymptotic statement: no number on its right."""
    relations, errors, _ = _verdicts(tmp_path, "With $N = 16$: $\\frac{N-1}{N^2} \\approx \\frac{1}{N}$.\n")
    assert relations[-1] == "ok" and not errors, (relations, errors)


def test_a_product_of_bytes_beside_gigabytes_may_mean_gibibytes(tmp_path):
    """``104.1 \\times 10^9 \\text{ bytes} \\approx 96.9 \\text{ GB}`` is 96.9 GiB: the binary reading
    is tried after the count's prefix, as it is for a plain number."""
    text = (
        "$$A = 104.1 \\times 10^9 \\text{ bytes} \\approx 96.9 \\text{ GB}$$\n\n"
        "$$D = 104.1 \\times 10^9 \\text{ bytes} \\approx 80.9 \\text{ GB}$$\n"
    )
    _, errors, _ = _verdicts(tmp_path, text)
    assert len(errors) == 1 and "8.09e+10" in errors[0], errors


def test_a_relation_within_the_rounding_of_its_decimals_carried_through_the_arithmetic_holds(tmp_path):
    """``(138.2/189.9)^{1.613} = (0.728)^{1.613}`` writes 0.72775 as 0.728 and ``0.832^{1/0.28} =
    0.832^{3.571}`` writes 3.5714 as 3.571: each decimal moved by its rounding covers the miss. A
    power of a wrong base is still an error."""
    text = (
        "We get $(138.2 / 189.9)^{1.613} = (0.728)^{1.613}$ and $0.832^{1/0.28} = 0.832^{3.571}$, "
        "but $(138.2 / 189.9)^{1.613} = (0.782)^{1.613}$.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["ok", "ok", "error"], relations
    assert len(errors) == 1 and "0.782" in errors[0]


@pytest.mark.parametrize(("written", "verdict"), [("29", "ok"), ("39", "error")])
def test_a_count_letter_spaced_inside_text_before_a_counted_word_is_a_count(tmp_path, written, verdict):
    """``2.89 \\times 10^{10} \\approx 29 \\text{ B parameters}``: 29 billion parameters, not 29 bytes."""
    relations, _, _ = _verdicts(
        tmp_path, f"$$N = 2.89 \\times 10^{{10}} \\approx {written} \\text{{ B parameters}}$$\n"
    )
    assert relations[-1] == verdict


def test_device_hours_and_a_bold_unit_word_after_inline_math_are_its_unit(tmp_path):
    """``$5\\times10^{10}\\,\\text{s} = 1.4\\times10^{7}$ accelerator-hours`` and ``$\\approx
    \\mathbf{1600}$ **accelerator-years**``: the device time in hours and years, not a plain number
    beside seconds."""
    text = (
        "- $x = 5\\times10^{10}\\ \\text{s} \\approx \\mathbf{1600}$ **accelerator-years**.\n"
        "- $y = 5\\times10^{10}\\,\\text{s} = 1.4\\times10^{7}$ GPU-hours.\n"
        "- $z = 5\\times10^{10}\\,\\text{s} = 1.4\\times10^{5}$ GPU-hours.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations[-1] == "error" and len(errors) == 1, (relations, errors)


def test_a_word_in_parentheses_after_a_unit_is_a_remark_not_a_factor(tmp_path):
    text = (
        "$$100 \\times 1500 \\times 128\\ \\mathrm{KiB} \\approx 20\\ \\mathrm{GB}\\ (\\mathrm{fits}) \\qquad x = 2$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations[0] == "ok" and not errors, (relations, errors)


def test_a_case_result_after_a_colon_is_not_a_relation_of_the_case_given(tmp_path):
    """``… \\approx 5.0\\ \\mathrm{ms} \\qquad C = 32\\mathrm{k}: \\approx 6.1\\ \\mathrm{ms}``: the time at C =
    32k, whose left side is not written; never ``32k \\approx 6.1 ms``. A label before the colon
    (``\\mathrm{INT4}: \\approx 5\\ \\mathrm{ms}``) keeps its relation."""
    text = (
        "$$t = \\frac{16.6\\ \\mathrm{GB}}{3.35\\ \\mathrm{TB/s}} \\approx 5.0\\ \\mathrm{ms}"
        " \\qquad C = 32\\mathrm{k}: \\approx 6.1\\ \\mathrm{ms}$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert not errors and len(relations) == 3, (relations, errors)


def test_an_expression_set_to_zero_is_a_condition_its_rearrangements_rest_on(tmp_path):
    """``\\frac{dL}{dN} = -\\frac{A\\alpha}{N^{\\alpha+1}} + B\\beta N^{\\beta-1} = 0`` at the optimum, then
    ``\\frac{A\\alpha}{N^{\\alpha+1}} = B\\beta N^{\\beta-1}``: true under the condition, refuted only
    by a point that breaks it; without the condition it is an error."""
    rearranged = "$$\\frac{A\\alpha}{N^{\\alpha+1}} = B\\beta N^{\\beta-1}$$\n"
    condition = "$$\\frac{dL}{dN} = -\\frac{A\\alpha}{N^{\\alpha+1}} + B\\beta N^{\\beta-1} = 0$$\n\n"
    _, alone, _ = _verdicts(tmp_path, rearranged)
    relations, errors, _ = _verdicts(tmp_path, condition + rearranged)
    assert len(alone) == 1 and not errors, (alone, errors)
    assert "hypothesis" in relations


def test_a_value_restated_in_parentheses_is_not_a_factor(tmp_path):
    """``\\sqrt{10^{22}} = 10^{11}\\ (100\\text{B})``: the value again in a count's letters; read as a factor
    it made the relation false (10^{11} × 100·10^9). A plain-spaced ``2 (100)`` stays a product."""
    relations, errors, _ = _verdicts(
        tmp_path, "$$\\sqrt{10^{22}} = 10^{11}\\ (100\\text{B})$$\n\n$$x = 2 (100) = 200$$\n"
    )
    assert relations == ["ok", "ok", "ok"] and not errors, (relations, errors)


def test_a_false_side_of_an_implication_is_named_as_written_not_as_false_is_false(tmp_path):
    _, errors, _ = _verdicts(tmp_path, "$$1 + 1 = 2 \\Longrightarrow 2 \\times 3 = 7$$\n")
    assert len(errors) == 1 and "2 \\times 3 = 7 is false in its numbers" in errors[0], errors
    assert "False is false" not in errors[0]


def test_a_decimal_of_one_significant_digit_in_a_sum_adds_no_rounding(tmp_path):
    """``0.1 + 0.096 + 256 \\times 0.0265 = 6.95`` s is 6.98: the 0.1 is written exactly (a queue of 0.1 s),
    not rounded by half a unit (which let the sum miss by 1%); ``= 6.98`` holds."""
    relations, errors, _ = _verdicts(
        tmp_path,
        "$$0.1+0.096+256\\times0.0265=6.95\\ \\mathrm{s}$$\n\n$$0.1+0.096+256\\times0.0265=6.98\\ \\mathrm{s}$$\n",
    )
    assert relations == ["error", "ok"] and len(errors) == 1, (relations, errors)


def test_a_count_letter_or_a_unit_per_token_right_after_an_inline_display_is_its_count_or_unit(tmp_path):
    """``$$7168 \\times 256 = 1.8$$M`` in a line of prose: 1.8 million; ``$$… \\approx 2.1$$ GFLOPs/token``:
    GFLOPs; ``$$6 \\times 4096 \\times 2 \\approx 49$$ KFLOPs``: thousands of FLOPs."""
    text = (
        "Each layer has $$7168 \\times 256 = 1.8$$M weights, "
        "and $$4 \\times 4096 \\times 4096 \\times 32 \\approx 2.1$$ GFLOPs/token of attention, "
        "or $$6 \\times 4096 \\times 2 \\approx 49$$ KFLOPs of rotation; "
        "but $$6 \\times 4096 \\times 2 \\approx 69$$ KFLOPs.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert relations == ["ok", "ok", "ok", "error"] and len(errors) == 1, (relations, errors)


def test_e_written_alone_on_a_side_is_the_document_s_name_not_euler_s_number(tmp_path):
    """ "Write $e = 2$ for bytes per element": e is the document's, so ``\\frac{4Th}{2The} = \\frac{2}{e} = 1``
    holds; a document that never writes e alone keeps Euler's number (``e^{0} = 1``)."""
    text = "Write $e = 2$ for bytes per element.\n\n$$I = \\frac{4Th}{2The} = \\frac{2}{e} = 1$$\n"
    relations, errors, _ = _verdicts(tmp_path, text)
    assert not errors and relations.count("ok") == len(relations), (relations, errors)
    _, euler, _ = _verdicts(tmp_path, "$$x = e^{1} \\approx 2.718$$\n")
    assert not euler


def test_an_equation_to_a_min_of_the_document_s_symbols_is_a_model_it_states(tmp_path):
    """The roofline ``P = \\frac{F}{t} = \\min(C, \\beta I)`` with ``I = F/B``: a bound the author models, not an
    identity refuted at F = 1, t = 2."""
    text = "$$I = \\frac{F}{B}$$\n\n$$P = \\frac{F}{t} = \\min\\!\\left(C,\\; \\beta I\\right)$$\n"
    _, errors, _ = _verdicts(tmp_path, text)
    assert not errors, errors


def test_a_count_letter_after_a_parenthesised_difference_is_a_count(tmp_path):
    """``2 \\times (8.03 - 0.53)\\text{B} \\approx 15.0`` GFLOPs: 7.5 billion parameters, not bytes."""
    relations, errors, _ = _verdicts(
        tmp_path, "$$W = 2 \\times (8.03 - 0.53)\\text{B} \\approx 15.0\\,\\mathrm{GFLOPs}$$\n"
    )
    assert not errors, (relations, errors)


def test_a_rearrangement_of_an_undecided_condition_under_the_next_heading_is_no_error(tmp_path):
    """``\\frac{A\\alpha}{N^\\alpha} = \\frac{B\\beta}{D^\\beta}`` (the optimum's condition, which no solver
    decides) under one heading, then ``\\frac{D^\\beta}{N^\\alpha} = \\frac{B\\beta}{A\\alpha}`` under the next: a
    rearrangement, true where the condition is; an equation that rearranges nothing stays an error."""
    condition = "## 4\n\n$$\\frac{A\\alpha}{N^{\\alpha}} = \\frac{B\\beta}{D^{\\beta}}$$\n\n## 5\n\n"
    rearranged = "$$\\frac{D^\\beta}{N^\\alpha} = \\frac{B\\beta}{A\\alpha}$$\n"
    wrong = "$$\\frac{D^\\beta}{N^\\alpha} = \\frac{2 B\\beta}{A\\alpha}$$\n"
    _, errors, _ = _verdicts(tmp_path, condition + rearranged)
    _, wrong_errors, _ = _verdicts(tmp_path, condition + wrong)
    assert not errors and len(wrong_errors) == 1, (errors, wrong_errors)


def test_numbers_written_for_names_the_prose_sizes_are_no_certain_error(tmp_path):
    """``\\Phi + G + \\frac{O}{N} = 65.0 + 65.0 + \\frac{390.0}{N}`` GB substitutes sizes a prose list gives Φ, G and
    O, keeping N: values exist that make it hold for every N, so it is a warning, not an identity refuted at
    Φ = G = O = 1. One that no values can make hold for every N (``\\frac{O}{N} = 390 N``) stays an error."""
    _, errors, warnings = _verdicts(tmp_path, "$$M = \\Phi + G + \\frac{O}{N} = 65.0 + 65.0 + \\frac{390.0}{N}$$\n")
    _, wrong, _ = _verdicts(tmp_path, "$$M = \\Phi + \\frac{O}{N} = 65.0 + 390.0 N$$\n")
    assert not errors and any("numbers written for" in w for w in warnings), (errors, warnings)
    assert len(wrong) == 1, wrong


def test_a_bold_label_list_item_ending_in_a_colon_is_a_case_of_its_own(tmp_path):
    """``- **ZeRO Stage 1**:`` then ``- **ZeRO Stage 2**:``, each with its own formula for the same name: two cases."""
    text = (
        "- **Stage 1 (sharded optimizer)**:\n  $$M_s = P + G + \\frac{O}{N}$$\n"
        "- **Stage 2 (sharded gradients)**:\n  $$M_s = P + \\frac{G + O}{N}$$\n"
    )
    _, errors, _ = _verdicts(tmp_path, text)
    assert not errors, errors


def test_typed_middle_dots_and_superscript_digits_are_read_as_latex(tmp_path):
    """``16N·B·L·d²`` typed with a middle dot and a superscript two is 16·N·B·L·d^2, read like its
    LaTeX: a definition, then its value at numbers, right or wrong."""
    text = (
        "$$F = 16N·B·L·d² + 2N·B·L²·d$$\n\n"
        "With $N = 2$, $B = 1$, $L = 3$ and $d = 4$: "
        "$$F = 16 \\cdot 2 \\cdot 3 \\cdot 4^{2} + 2 \\cdot 2 \\cdot 9 \\cdot 4 = 1680$$\n\n"
        "$$G = 10⁹ \\times 3 = 3 \\times 10^{9}$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert "unreadable" not in relations and errors == [], (relations, errors)
    relations, errors, _ = _verdicts(tmp_path, text.replace("= 1680", "= 1690"))
    assert len(errors) == 1 and "1690" in errors[0], errors


def test_a_function_s_argument_ends_at_an_explicit_product_sign(tmp_path):
    """``\\log_2 p \\cdot n = 6n`` at p = 64 is (log2 p)·n, true; the parser read log2(p·n) and refuted
    it at n = 2. ``\\log_2 p \\cdot n = 7n`` stays an error, and ``\\log_2 (p n)`` keeps its argument."""
    relations, errors, _ = _verdicts(tmp_path, "With $p = 64$: $\\log_2 p \\cdot n = 6n$.\n")
    assert relations[-1] == "ok" and errors == [], (relations, errors)
    _, errors, _ = _verdicts(tmp_path, "With $p = 64$: $\\log_2 p \\cdot n = 7n$.\n")
    assert len(errors) == 1, errors
    relations, errors, _ = _verdicts(tmp_path, "With $p = 64$: $\\log_2 (p n) = 6 + \\log_2 n$.\n")
    assert relations[-1] == "ok" and errors == [], (relations, errors)


def test_a_number_stated_for_a_name_must_solve_the_equation_the_author_solved_for_it(tmp_path):
    """``16.55 \\times 10^{12} = 0.299 (3.8 \\times 10^{25})^{\\alpha}``, then ``\\alpha = 0.5373`` solves it
    within its digits; ``\\alpha = 0.5733`` (two digits swapped) does not, at any point of its rounding:
    an error. A name given its value before any equation in it is a given, as always."""
    equation = "$$16.55 \\times 10^{12} = 0.299 \\times (3.8 \\times 10^{25})^{\\alpha}$$\n\n"
    relations, errors, _ = _verdicts(tmp_path, equation + "$$\\alpha = 0.5373$$\n")
    assert relations == ["unknown", "ok"] and errors == [], (relations, errors)
    relations, errors, _ = _verdicts(tmp_path, equation + "$$\\alpha = 0.5733$$\n")
    assert relations == ["unknown", "error"] and "does not solve the equation of line 1" in errors[0], errors
    relations, errors, _ = _verdicts(tmp_path, "$$\\alpha = 0.5733$$\n\n" + equation)
    assert relations[0] == "ok" and len(errors) == 1 and "does not solve" not in errors[0], (relations, errors)
    _, errors, _ = _verdicts(tmp_path, equation + "For $\\alpha = 0.5733$ the fit overshoots.\n")
    assert errors == [], errors  # a case the author picks, not the solution
    steps = "$$1.25 + 0.1(k-1) = k$$\n\n$$1.15 = 1.1k$$\n\n$$k = 1.28$$\n"  # a slip in one step only
    relations, errors, _ = _verdicts(tmp_path, steps)
    assert relations[-1] == "ok" and errors == [], (relations, errors)


def test_a_whole_number_written_as_a_rounded_result_carries_its_rounding(tmp_path):
    """``\\frac{3.35 \\times 10^{12}}{8 \\times 10^9 \\times 2} = 209`` (209.375), then ``209 \\times 8 = 1{,}675``:
    the author carried the value; ``209 \\times 8 = 1{,}700`` misses by more than 209's rounding, an error,
    and a 209 never written as a rounded result keeps its digits (``209 \\times 8 = 1{,}675`` alone)."""
    first = "$$T_1 = \\frac{3.35 \\times 10^{12}}{8 \\times 10^9 \\times 2} = 209$$\n\n"
    _, errors, _ = _verdicts(tmp_path, first + "$$T_8 = 209 \\times 8 = 1{,}675$$\n")
    assert errors == [], errors
    _, errors, _ = _verdicts(tmp_path, first + "$$T_8 = 209 \\times 8 = 1{,}700$$\n")
    assert len(errors) == 1 and "1700" in errors[0], errors
    _, errors, _ = _verdicts(tmp_path, "$$T_8 = 209 \\times 8 = 1{,}675$$\n")
    assert len(errors) == 1, errors


def test_a_value_in_a_paragraph_setting_a_given_the_definition_never_uses_is_a_warning(tmp_path):
    """``\\rho = \\lambda/\\mu`` for one server, then "with $c = 4$ GPUs, $\\lambda = 10$, $\\mu = 3$:
    $\\rho = 10/(4 \\times 3) = 0.833$": the case's own formula (λ/(cμ)), never read: a warning, not an
    error; in a paragraph that sets only what the definition uses, the miss stays an error."""
    definition = "One server:\n\n$$\\rho = \\frac{\\lambda}{\\mu}$$\n\n"
    case = "With $c = 4$ GPUs, $\\lambda = 10$ and $\\mu = 3$: $\\rho = 10 / (4 \\times 3) = 0.833$.\n"
    _, errors, warnings = _verdicts(tmp_path, definition + case)
    assert errors == [] and any("which the definition of rho" in w for w in warnings), (errors, warnings)
    _, errors, _ = _verdicts(tmp_path, definition + "With $\\lambda = 10$ and $\\mu = 3$: $\\rho = 0.833$.\n")
    assert len(errors) == 1, errors


def test_decimal_byte_prefixes_on_both_sides_of_a_quotient_may_be_binary_together(tmp_path):
    """``\\frac{942 \\text{ MB}}{227 \\text{ GB/s}} = 4053\\ \\mu s``: MiB over GiB/s (4,052 µs), as a tool prints
    them, not 4,150 µs in decimal; ``= 3000\\ \\mu s`` misses in both readings, an error."""
    relations, errors, _ = _verdicts(tmp_path, "$$t = \\frac{942 \\text{ MB}}{227 \\text{ GB/s}} = 4053\\ \\mu s$$\n")
    assert relations[-1] == "ok" and errors == [], (relations, errors)
    _, errors, _ = _verdicts(tmp_path, "$$t = \\frac{942 \\text{ MB}}{227 \\text{ GB/s}} = 3000\\ \\mu s$$\n")
    assert len(errors) == 1, errors


def test_a_word_written_in_math_is_one_name_not_a_product_of_letters(tmp_path):
    """``T_{comms} = (2 B F) / Network Bandwidth`` and ``(N + N - 1) / (2N bytes + 2 bytes)``: a capitalised
    word is one name and a bare unit word after a factor its unit (they were products of letters, refuted
    as false identities); ``batch\\_size`` and text keep their readings."""
    text = (
        "$$Arithmetic Intensity = Computation FLOPs / Communication Bytes$$\n\n"
        "$$T_{comms} = (2 B F) / Network Bandwidth = (2 B F) / (4.5e10)$$\n\n"
        "$$I(dot) = (N + N - 1) / (2N bytes + 2N bytes + 2 bytes) = (2N - 1) / (4N + 2)$$\n\n"
        "$$M = 2 \\times batch\\_size = 2 \\times 8 = 16$$\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert errors == [] and relations[-1] == "ok", (relations, errors)


def test_a_list_item_stating_a_given_is_a_case_that_ends_with_the_list(tmp_path):
    """``- $S = 1$: $\\varphi = B_k$`` states a case: S = 1 holds in its item, not in the paragraph of prose after
    the list ("In practice $S \\ge 512$" there is no S = 1)."""
    text = (
        "$$\\varphi = \\frac{B_k}{S}$$\n\n"
        "- $S \\gg B_k$: $\\varphi \\to 1$.\n- $S = 1$: $\\varphi = B_k$, the worst case.\n\n"
        "In practice $S \\ge 512$ tokens.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert errors == [], (relations, errors)


def test_a_function_name_without_its_backslash_is_that_function(tmp_path):
    """``log(100) = 2`` is the logarithm (it was l·o·g times 100); with no base written, a miss that
    holds in base e or 2 is that base's (``\\log 2 = 0.693``, ``\\log(1024) = 10``), a note."""
    relations, errors, _ = _verdicts(
        tmp_path, "$$a = log(100) = 2$$\n\n$$b = \\log(2) = 0.693$$\n\n$$c = \\log(1024) = 10$$\n"
    )
    assert relations == ["ok"] * 6 and errors == [], (relations, errors)
    _, errors, _ = _verdicts(tmp_path, "$$a = log(100) = 3$$\n")
    assert len(errors) == 1, errors


def test_pi_set_to_a_value_is_the_document_s_name_not_the_constant(tmp_path):
    """``$\\pi = 312$ TFLOPS`` (a roofline's peak, beside β for bandwidth): the document's name, a given; a
    document that never writes π alone keeps the constant (``2\\pi \\approx 6.28``)."""
    relations, errors, _ = _verdicts(tmp_path, "The A100 has $\\pi = 312 \\,\\mathrm{TFLOPS}$ of peak compute.\n")
    assert errors == [] and relations == ["ok"], (relations, errors)
    _, errors, _ = _verdicts(tmp_path, "$$2\\pi \\approx 6.28$$\n\n$$2\\pi \\approx 7.28$$\n")
    assert len(errors) == 1, errors


def test_a_name_set_to_a_number_in_parentheses_in_prose_is_the_sentence_s_case(tmp_path):
    """``N = s_p`` for prefill, then "in the decode phase ($N = 1$)": the case the sentence names, a warning,
    not a refutation of N's value in force."""
    text = "With $s_p = 2048$, prefill reads $N = s_p$ tokens.\n\nIn the decode phase ($N = 1$), one token is read.\n"
    _, errors, warnings = _verdicts(tmp_path, text)
    assert errors == [] and any("in parentheses" in w for w in warnings), (errors, warnings)


def test_a_rate_written_for_a_count_is_read_as_the_count_where_units_need_it(tmp_path):
    """``\\frac{14 \\text{ GFLOPS}}{155 \\text{ TFLOPS}} \\approx 0.09 \\text{ ms}``: 14 GFLOP of work at 155 TFLOP/s
    (FLOPS for FLOPs), 0.09 ms; ``\\approx 0.9 \\text{ ms}`` misses in that reading too, an error."""
    one = "$$t_c = \\frac{14 \\text{ GFLOPS}}{155 \\text{ TFLOPS}} \\approx 0.09 \\text{ ms}$$\n"
    relations, errors, _ = _verdicts(tmp_path, one)
    assert errors == [] and relations[-1] == "ok", (relations, errors)
    _, errors, _ = _verdicts(tmp_path, one.replace("0.09", "0.9"))
    assert len(errors) == 1, errors


def test_plain_arithmetic_a_prefix_step_from_the_unit_is_a_warning_in_chalk_s_notation_too(tmp_path):
    """In a document that writes chalk's names, ``0.125 \\times 4096 = 0.5 \\text{ GB}`` (0.125 MB per token): plain
    numbers have no notation, so the prefix the author left off is weighed as in the document's own."""
    text = "$$M_{KV} = 2 n_{kv} d_{\\mathrm{ff}}$$\n\nPer request: $0.125 \\times 4096 = 0.5 \\text{ GB}$.\n"
    _, errors, warnings = _verdicts(tmp_path, text)
    assert errors == [] and any("10^3 times smaller" in w for w in warnings), (errors, warnings)


def test_b_in_text_after_digits_may_be_bytes_not_billions(tmp_path):
    """``… \\times 128 \\times 2 \\text{B} \\approx 2.75 \\text{ TB}``: the B is the bytes unit (2 bytes per
    element), not 2 billion; ``\\approx 10.7 \\text{GiB}`` for 10.7 GB misses in both readings, an error."""
    product = "2 \\times 64 \\times 131{,}072 \\times 80 \\times 8 \\times 128 \\times 2 \\text{B}"
    text = f"$$M = {product} \\approx 2.75 \\text{{ TB}}$$\n"
    relations, errors, _ = _verdicts(tmp_path, text)
    assert errors == [] and relations[-1] == "ok", (relations, errors)
    wrong = (
        "$$M = 2 \\times 32{,}768 \\times 80 \\times 8 \\times 128 \\times 2 \\text{B} \\approx 10.7 \\text{GiB}$$\n"
    )
    _, errors, _ = _verdicts(tmp_path, wrong)
    assert len(errors) == 1, errors


def test_a_chalk_name_set_to_a_value_in_another_unit_is_the_document_s_own(tmp_path):
    """In a document that writes chalk's names, ``b = 0.5 \\text{ bytes}`` (4-bit weights) is the document's b,
    not chalk's microbatch in sequences: a warning, not a units error."""
    text = "$$M = 2 n_{kv} d_{\\mathrm{ff}}$$\n\nWith 4-bit weights, $b = 0.5 \\,\\mathrm{bytes}$ per element.\n"
    _, errors, warnings = _verdicts(tmp_path, text)
    assert errors == [] and any("set in another unit" in w for w in warnings), (errors, warnings)


def test_a_relation_between_names_in_parentheses_after_when_is_a_condition(tmp_path):
    """ "When the FFN side is exposed instead ($T_e > T_a$)" and "Once $T_e > T_a$, …": the sentence's condition,
    a hypothesis, even where the document's equations make it false; with numbers in it, it is still judged."""
    text = (
        "$$T_e = T_a$$\n\nWhen the FFN side is exposed instead ($T_e > T_a$), the step grows.\n\n"
        "Once $T_e > T_a$, the price changes.\n"
    )
    relations, errors, _ = _verdicts(tmp_path, text)
    assert errors == [] and relations[-2:] == ["hypothesis", "hypothesis"], (relations, errors)
