"""No impossible number leaves `eval` or `sweep` with exit 0: every quantity has a
physical domain, --set values obey the same rules as a config file, and overflow is an
error, never Infinity in JSON."""

import json

import numpy as np
import pytest

from chalk.cli import main
from chalk.derivations.domains import Domain, cross_field_problems

DEEPSEEK_FP8 = ["--model", "deepseek-v3", "--hardware", "gb200-nvl72", "--precision", "fp8"]
IMPOSSIBLE = {
    "negative-optimal-batch": [
        "optimal_batch_kv",
        *DEEPSEEK_FP8,
        "--set",
        "context=4096",
        "--set",
        "bytes_per_element=2",
    ],
    "weights-fill-hbm": [
        "kv_capacity_tokens",
        "--model",
        "deepseek-v3",
        "--hardware",
        "h100-sxm",
        "--set",
        "bytes_per_element=2",
        "--set",
        "expert_parallelism=8",
        "--set",
        "pipeline_stages=1",
    ],
    "budget-above-one": ["min_microbatches", "--set", "pipeline_stages=4", "--set", "bubble_budget=5"],
    "more-dense-layers-than-layers": ["params_total", "--model", "deepseek-v3", "--set", "dense_layers=100"],
    "more-active-experts-than-experts": ["params_active", "--model", "deepseek-v3", "--set", "experts_per_token=300"],
    "overflowing-input": ["t_step", "--model", "llama-2-70b", "--hardware", "h100-sxm", "--set", "batch=1e400"],
    "underflowing-input": ["t_step", "--model", "llama-2-70b", "--hardware", "h100-sxm", "--set", "batch=1e-400"],
    "overflowing-result": [
        "t_step",
        "--model",
        "llama-2-70b",
        "--hardware",
        "h100-sxm",
        "--set",
        "bytes_per_element=2",
        "--set",
        "context=10",
        "--set",
        "batch=1.7e308",
        "--json",
    ],
}


@pytest.mark.parametrize("argv", IMPOSSIBLE.values(), ids=IMPOSSIBLE.keys())
def test_an_impossible_result_is_a_one_line_error_with_exit_2(argv, capsys):
    assert main(["eval", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("chalk: error: ")
    assert "Traceback" not in err and "internal error" not in err


def test_a_negative_optimal_batch_says_why_in_the_users_terms(capsys):
    main(["eval", *IMPOSSIBLE["negative-optimal-batch"]])
    err = capsys.readouterr().err
    assert "optimal_batch_kv is negative" in err and "4,096" in err and "L_bal" in err


def test_weights_that_fill_hbm_are_named_with_both_sizes(capsys):
    main(["eval", *IMPOSSIBLE["weights-fill-hbm"]])
    err = capsys.readouterr().err
    assert "weights on each GPU" in err and "HBM" in err


def test_a_configuration_that_does_not_fit_warns_with_both_sizes(capsys):
    argv = ["t_step", "--model", "deepseek-v3", "--hardware", "h100-sxm", "--set", "bytes_per_element=2"]
    assert main(["eval", *argv, "--set", "batch=64", "--set", "context=4096", "--set", "bytes_per_param=1"]) == 0
    err = capsys.readouterr().err
    # 671 GB of fp8 weights plus 64 × 4096 × 70.3 kB of KV on one chip, from replica_memory_per_chip's code
    assert "warning: replica_memory_per_chip = 689.4 GB exceeds hbm_capacity = 80 GB per chip" in err


def test_a_sweep_marks_impossible_points_and_never_crashes(capsys):
    argv = ["optimal_batch_kv", *DEEPSEEK_FP8, "--set", "bytes_per_element=2", "--over", "context=100:1e7:4:log"]
    assert main(["sweep", *argv, "--json"]) == 0
    out, err = capsys.readouterr()
    doc = json.loads(out)  # strict JSON: no NaN or Infinity token
    assert "NaN" not in out and "Infinity" not in out
    assert doc["out_of_domain"] == 3 and doc["ok"] == [True, False, False, False]
    assert doc["values"][1:] == [None, None, None] and doc["values"][0] > 0
    assert "3 of 4 points are outside" in err
    assert main(["sweep", *argv, "--csv"]) == 0
    rows = capsys.readouterr().out.strip().splitlines()
    assert rows[0].endswith(',"ok [1]","fits [1]"')  # 671 GB of weights over 72 GPUs fit: fits = 1 throughout
    assert rows[1].endswith(",1,1") and all(r.endswith(",nan,0,1") for r in rows[2:])


def test_a_sweep_with_no_possible_point_ends_with_a_summary_not_all_nan_slice(capsys):
    argv = ["optimal_batch_kv", *DEEPSEEK_FP8, "--set", "bytes_per_element=2", "--over", "context=1e6:1e7:3"]
    assert main(["sweep", *argv]) == 0
    out = capsys.readouterr().out
    assert "3 outside its domain" in out and "no point of the grid is physically possible" in out


def test_every_quantity_has_a_domain_and_fractions_are_bounded_by_one():
    from chalk.derivations.quantities import all_quantities, lookup

    assert all(isinstance(q.physical, Domain) for q in all_quantities())
    for name in ("mfu", "mfu_train", "mfu_decode", "bubble_budget", "decode_mfu_from_price_ratio"):
        d = lookup(name).physical
        assert not d.contains(1.5) and d.contains(0.5), name
    assert not lookup("min_microbatches").physical.contains(2.5)
    assert not lookup("t_step").physical.contains(-1.0) and not lookup("t_step").physical.contains(np.inf)


def test_cross_field_rules_name_both_fields():
    problems = cross_field_problems({"dense_layers": 100, "n_layers": 61, "n_kv_heads": 3, "n_heads": 8})
    assert any("dense_layers (100) exceeds n_layers (61)" in p for p in problems)
    assert any("n_kv_heads (3) must divide n_heads (8)" in p for p in problems)
    assert cross_field_problems({"dense_layers": 3, "n_layers": 61}) == []


def test_a_term_that_is_zero_at_degree_one_is_a_result_not_an_impossible_configuration():
    """t_EP, t_PP and the collectives vanish without parallelism (degree 1): their domain is
    ≥ 0 and their symbol is nonnegative, so sympy never decides Eq(t_EP, 0) as False."""
    import sympy as sp

    from chalk.derivations.quantities import all_quantities, lookup

    for name in ("layout_t_ep", "layout_t_pp", "layout_t_tp", "layout_t_comm", "allgather_time", "collective_hops"):
        q = lookup(name)
        assert q.physical.contains(0.0) and not q.physical.contains(-1e-9), name
        assert q.symbol.is_nonnegative and q.symbol.is_positive is None, name
        assert sp.Eq(q.symbol, 0) not in (sp.true, sp.false), name
    for q in all_quantities():  # a defined symbol's sign never claims more than its domain allows
        if q.definition is not None and q.symbol.is_positive:
            assert not q.physical.contains(0.0), q.name


def test_eval_reports_zero_communication_for_a_layout_without_expert_parallelism(capsys):
    argv = ["eval", "layout_t_ep", "--model", "deepseek-v3", "--hardware", "h100-sxm", "--set", "batch=64"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("layout_t_ep = 0 s")
    assert "not needed at these values" in out and "ep_link_bandwidth, ep_link_latency" in out
