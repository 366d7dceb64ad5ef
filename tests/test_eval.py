"""`chalk eval`: values with units through the generated code, inputs with sources,
one-line errors for bad ids, names and values, and no evaluation of user text."""

import json

import pytest

from chalk.cli import main
from chalk.exporters.inputs import InputError, input_named, parse_value


def run_json(capsys, *argv: str) -> dict:
    code = main(["eval", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def run_error(capsys, *argv: str) -> str:
    assert main(["eval", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err


def test_llama_2_70b_kv_cache_is_327680_bytes_per_token_from_its_config(capsys):
    doc = run_json(capsys, "kv_bytes_per_token", "--model", "llama-2-70b", "--set", "bytes_per_element=2")
    assert (doc["value"], doc["unit"]) == (327_680, "byte/token")
    assert set(doc) >= {"quantity", "value", "unit", "inputs"}
    kv = doc["inputs"]["kv_bytes_per_token"]
    assert kv["source"].startswith("derived from config.json of llama-2-70b: kv_bytes_per_token_gqa =")
    assert doc["inputs"]["n_kv_heads"] == {
        "value": 8,
        "unit": "1",
        "source": "config.json of llama-2-70b: num_key_value_heads",
    }


def test_h100_critical_intensity_is_about_295_flop_per_byte(capsys):
    doc = run_json(capsys, "critical_intensity", "--hardware", "h100-sxm")
    assert doc["unit"] == "FLOP/byte" and doc["value"] == pytest.approx(295, rel=0.005)
    assert "3.35TB/s" in doc["inputs"]["hbm_bandwidth"]["source"]


def test_deepseek_v3_optimal_batch_on_a_gb200_rack_is_the_parameter_ratio_reading(capsys):
    doc = run_json(capsys, "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72", "--precision", "fp8")
    inputs = doc["inputs"]
    ratio = inputs["params_total"]["value"] / inputs["params_active"]["value"]
    assert ratio == pytest.approx(671 / 37, rel=0.04)
    hardware = inputs["peak_flops"]["value"] * inputs["bytes_per_param"]["value"] / 2 / inputs["hbm_bandwidth"]["value"]
    assert doc["value"] == pytest.approx(hardware * ratio) and doc["unit"] == "sequence"
    assert inputs["bytes_per_param"]["source"].startswith("--precision fp8")  # the flag beats the config
    published = run_json(
        capsys,
        "optimal_batch",
        "--model",
        "deepseek-v3",
        "--hardware",
        "gb200-nvl72",
        "--precision",
        "fp8",
        "--published",
    )
    assert published["value"] == pytest.approx(5440, rel=0.05)  # 312.5 × 671/37 (lecture-notes §4)


def test_the_default_table_names_each_input_with_its_source(capsys):
    assert main(["eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("optimal_batch = ")
    assert "default: one multiply and one add per weight per token" in out
    assert "72-GPU system" in out and "peak_flops is the dense fp8 peak (from the model" in out
    assert "sparsity read as the parameter ratio N_total/N_active = 17.87" in out
    assert "routed experts per active expert = 256/8 = 32" in out


def test_defaults_are_reported_with_their_source(capsys):
    doc = run_json(capsys, "t_compute", "--hardware", "h100-sxm", "--set", "batch=64", "--set", "params_active=70e9")
    assert doc["inputs"]["flops_per_param"]["source"].startswith("default: one multiply and one add")
    assert doc["inputs"]["tokens_per_step"]["value"] == 1
    assert doc["inputs"]["chips"]["source"].startswith("default:")
    assert doc["value"] == pytest.approx(2 * 64 * 70e9 / 989.5e12)


@pytest.mark.parametrize(("model", "hardware"), [("llama-2-70", "h100-sxm"), ("llama-2-70b", "h100")])
def test_unknown_model_or_hardware_ids_list_close_matches(capsys, model, hardware):
    err = run_error(capsys, "t_step", "--model", model, "--hardware", hardware)
    assert "close matches" in err and ("llama-2-70b" in err or "h100-sxm" in err)


def test_a_value_may_carry_a_unit_checked_against_the_input(capsys):
    doc = run_json(capsys, "critical_intensity", "--set", "peak_flops=989.5e12", "--set", "hbm_bandwidth=3.35 TB/s")
    assert doc["inputs"]["hbm_bandwidth"]["value"] == 3.35e12
    err = run_error(capsys, "critical_intensity", "--set", "peak_flops=1e15", "--set", "hbm_bandwidth=3.35 TB")
    assert "hbm_bandwidth is measured in byte/s" in err


def test_gib_and_gb_are_different_units():
    q = input_named("hbm_capacity")
    assert parse_value("80 GiB", q).to("byte").magnitude == 80 * 2**30
    assert parse_value("80 GB", q).to("byte").magnitude == 80e9


@pytest.mark.parametrize(
    "text",
    ["__import__('os').system('touch {marker}')", "1e3; import os", "1 + 1", "eval('1')", "2**10", "nan", "inf"],
)
def test_python_code_in_a_value_is_rejected_and_never_runs(capsys, tmp_path, text):
    marker = tmp_path / "pwned"
    err = run_error(
        capsys, "t_weights", "--hardware", "h100-sxm", "--set", f"params_total={text.format(marker=marker)}"
    )
    assert "params_total" in err
    assert not marker.exists()


@pytest.mark.parametrize(
    ("text", "message"),
    [("-3", "must be positive"), ("0", "must be positive"), ("2.5", "whole number"), ("8 FLOP", "measured in 1")],
)
def test_values_outside_an_inputs_domain_are_rejected(text, message):
    with pytest.raises(InputError, match=message):
        parse_value(text, input_named("n_layers"))


def test_missing_inputs_are_named_with_their_units(capsys):
    err = run_error(capsys, "t_step", "--hardware", "h100-sxm")
    assert "missing inputs for t_step" in err
    assert "batch [sequence]" in err and "context [token/sequence]" in err and "params_total [parameter]" in err
    err = run_error(capsys, "kv_bytes_per_token", "--model", "gpt-oss-120b")
    assert "context [token/sequence] (to derive kv_bytes_per_token from config.json of gpt-oss-120b)" in err


def test_an_unknown_input_name_lists_close_matches(capsys):
    err = run_error(capsys, "t_step", "--set", "hbm_bandwith=3 TB/s")
    assert "unknown input 'hbm_bandwith'; close matches: hbm_bandwidth" in err
    err = run_error(capsys, "t_step", "--set", "t_kv=1")
    assert "defined by a formula" in err


def test_an_input_the_quantity_does_not_use_is_a_warning_not_an_error(capsys):
    assert main(["eval", "critical_intensity", "--hardware", "h100-sxm", "--set", "context=8192"]) == 0
    err = capsys.readouterr().err
    assert "warning: context is set but critical_intensity does not depend on it" in err


def test_chips_scales_a_per_chip_preset(capsys):
    argv = ["t_weights", "--model", "llama-2-70b", "--hardware", "a100-80gb"]
    one = run_json(capsys, *argv)["value"]
    two = run_json(capsys, *argv, "--set", "chips=2")["value"]
    assert two == pytest.approx(one / 2)
    assert two == pytest.approx(68.98e9 * 2 / (2 * 2.039e12), rel=1e-3)


def test_to_converts_the_result_and_refuses_another_dimension(capsys):
    argv = ["t_weights", "--model", "llama-2-70b", "--hardware", "a100-80gb", "--set", "chips=2"]
    doc = run_json(capsys, *argv, "--to", "ms")
    assert doc["unit"] == "ms" and doc["value"] == pytest.approx(33.83, rel=1e-3)
    assert "cannot be shown in byte" in run_error(capsys, *argv, "--to", "byte")


def test_set_overrides_a_model_value_and_feeds_the_derivation(capsys):
    doc = run_json(
        capsys, "kv_bytes_per_token", "--model", "llama-2-70b", "--set", "bytes_per_element=1", "--set", "n_layers=40"
    )
    assert doc["value"] == 2 * 40 * 8 * 128 * 1
    assert doc["inputs"]["n_layers"]["source"] == "given (--set)"


def test_an_unknown_quantity_is_a_one_line_error_with_suggestions(capsys):
    assert "did you mean" in run_error(capsys, "t_stepp")


def test_list_shows_inputs_and_defined_quantities(capsys):
    assert main(["eval", "--list"]) == 0
    out = capsys.readouterr().out
    assert "kv_bytes_per_token_mla" in out and "params_per_entry" in out


def test_published_counts_need_a_catalog_model(capsys, tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps({"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4,
                                "vocab_size": 100, "intermediate_size": 128}))  # fmt: skip
    err = run_error(capsys, "params_total", "--model-config", str(path), "--published")
    assert "--published needs a catalog --model" in err
    doc = run_json(capsys, "params_total", "--model-config", str(path))
    assert doc["value"] == 2 * 100 * 64 + 5 * 64 + 2 * (2 * 4 * 16 * 64 + 2 * 4 * 16 * 64 + 3 * 64 * 128)


def test_values_come_from_the_generated_numpy_code(capsys, monkeypatch):
    import chalk.exporters.codegen as codegen

    monkeypatch.setenv("CHALK_RUNTIME", "0")  # the sympy path compiles codegen's source in memory
    called = []
    real = codegen.compiled

    def spy(name):
        called.append(name)
        return real(name)

    monkeypatch.setattr(codegen, "compiled", spy)
    run_json(capsys, "t_step", "--model", "llama-2-7b", "--hardware", "h100-sxm", "--set", "batch=8",
             "--set", "context=2048", "--set", "bytes_per_element=2")  # fmt: skip
    assert "t_step" in called and "replica_memory_per_chip" in called  # the fit check is a generated function too
    assert {"params_total_dense", "kv_bytes_per_token_gqa"} <= set(called)


def test_values_come_from_the_cached_generated_numpy_code_on_the_runtime_path(capsys, monkeypatch):
    from chalk.exporters.runtime import CachedBook

    called = []
    real = CachedBook.function

    def spy(self, name):
        called.append(name)
        return real(self, name)

    monkeypatch.setattr(CachedBook, "function", spy)
    run_json(capsys, "t_step", "--model", "llama-2-7b", "--hardware", "h100-sxm", "--set", "batch=8",
             "--set", "context=2048", "--set", "bytes_per_element=2")  # fmt: skip
    assert "t_step" in called and "replica_memory_per_chip" in called  # the fit check is a generated function too
    assert {"params_total_dense", "kv_bytes_per_token_gqa"} <= set(called)


def test_a_price_list_supplies_sourced_prices_in_usd_per_million_tokens(capsys):
    doc = run_json(capsys, "output_input_price_ratio", "--prices", "claude-opus-4.6")
    assert (doc["value"], doc["unit"]) == (5, "1")
    price = doc["inputs"]["price_input"]
    assert (price["value"], price["unit"]) == (5, "USD/Mtoken")
    assert price["source"].startswith("claude-opus-4.6 input (prices.json): platform.claude.com")
    gemini = run_json(capsys, "output_input_price_ratio", "--prices", "gemini-3-pro-preview")
    assert gemini["value"] == pytest.approx(6)


def test_an_unknown_price_list_is_a_one_line_error_with_close_matches(capsys):
    err = run_error(capsys, "output_input_price_ratio", "--prices", "gemini-3.1-pro")
    assert "unknown price list 'gemini-3.1-pro'; close matches:" in err and "gemini-3-pro-preview" in err


def test_a_price_the_list_lacks_is_missing_with_the_lists_reason(capsys):
    err = run_error(capsys, "long_context_input_markup", "--prices", "claude-opus-4.8")
    assert "price_input_long [USD/Mtoken] (claude-opus-4.8: no long-context tier" in err
    err = run_error(capsys, "long_context_input_markup", "--prices", "gpt-5")
    assert "gpt-5: no long-context tier for gpt-5" in err


def test_set_overrides_a_listed_price(capsys):
    doc = run_json(capsys, "output_input_price_ratio", "--prices", "claude-opus-4.6", "--set", "price_input=10")
    assert doc["value"] == pytest.approx(2.5) and doc["inputs"]["price_input"]["source"] == "given (--set)"


def test_a_cache_hit_price_under_another_field_name_is_still_read(capsys):
    doc = run_json(capsys, "cache_read_price_ratio", "--prices", "deepseek-v3")
    assert doc["value"] == pytest.approx(0.07 / 0.27)
    assert doc["inputs"]["price_cache_read"]["source"].startswith("deepseek-v3 input_cache_hit (prices.json)")


def test_the_price_lists_step_feeds_the_price_step_derivation(capsys):
    doc = run_json(capsys, "kv_bytes_from_price_step", "--prices", "gemini-3-pro-preview", "--hardware", "h100-sxm",
                   "--set", "params_active=100e9")  # fmt: skip
    assert doc["inputs"]["price_step_context"]["value"] == 200_000
    assert doc["value"] == pytest.approx(2 * 100e9 * 3.35e12 / (989.5e12 * 200e3), rel=1e-3)  # ≈ 3.4 KB (§14)


def test_gpt_oss_active_count_is_noted_to_include_the_input_embedding(capsys):
    out = run_json(capsys, "params_active", "--model", "gpt-oss-120b")
    assert out["value"] == pytest.approx(5.7104e9, rel=1e-4)
    (note,) = [n for n in out["notes"] if "input embedding" in n]
    assert "5.71B" in note and "201,088 × 2,880 = 0.579B" in note and "published 5.1B" in note


@pytest.mark.parametrize("argv", [("gpt-oss-120b", "--published"), ("deepseek-v3",), ("llama-3-70b",)])
def test_the_embedding_note_appears_only_where_it_explains_the_published_count(capsys, argv):
    out = run_json(capsys, "params_active", "--model", *argv)
    assert not [n for n in out.get("notes", []) if "input embedding" in n]


def test_values_and_inputs_print_in_human_units(capsys):
    assert main(["eval", "critical_intensity", "--hardware", "h100-sxm"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("critical_intensity = 295.4 FLOP/byte")
    assert " 3.35  TB/s " in out and " 989.5  TFLOP/s " in out


def test_a_dimensionless_value_has_no_stray_unit(capsys):
    assert main(["eval", "output_input_price_ratio", "--prices", "claude-opus-4.6"]) == 0
    assert capsys.readouterr().out.startswith("output_input_price_ratio = 5    (")


def test_a_time_reads_in_milliseconds_and_to_still_wins(capsys):
    argv = ["eval", "t_weights", "--model", "llama-2-70b", "--hardware", "a100-80gb", "--set", "chips=2",
            "--set", "bytes_per_param=2"]  # fmt: skip
    assert main(argv) == 0
    assert capsys.readouterr().out.startswith("t_weights = 33.83 ms ")
    assert main([*argv, "--to", "us"]) == 0
    assert capsys.readouterr().out.startswith("t_weights = 33,829 µs ")


def test_a_capacity_given_in_gib_stays_binary():
    from chalk.units import Q_
    from chalk.units.readable import human

    assert human(Q_(80, "GiB"), Q_(1, "byte").units) == "80 GiB"
    assert human(Q_(80e9, "byte")) == "80 GB"
    assert human(Q_(6e24, "FLOP")) == "6e+24 FLOP"  # beyond the largest prefix
    assert human(Q_(3 * 86400, "s")) == "3 d"


def test_json_keeps_the_declared_unit_and_says_so(capsys):
    doc = run_json(capsys, "t_weights", "--model", "llama-2-70b", "--hardware", "a100-80gb", "--set", "chips=2",
                   "--set", "bytes_per_param=2")  # fmt: skip
    assert (doc["unit"], doc["units"]) == ("s", "declared") and doc["value"] == pytest.approx(0.03383, rel=1e-3)
    assert run_json(capsys, "t_weights", "--model", "llama-2-70b", "--hardware", "a100-80gb", "--set", "chips=2",
                    "--set", "bytes_per_param=2", "--to", "ms")["units"] == "--to"  # fmt: skip


def test_a_model_with_fp8_weights_gets_fp8_math_and_says_where_it_came_from(capsys):
    argv = ["optimal_batch", "--model", "deepseek-v3", "--hardware", "gb200-nvl72"]
    assert main(["eval", *argv]) == 0
    out = capsys.readouterr().out
    assert out.startswith("optimal_batch = 5,584 sequence")
    assert "precision fp8 (from the model: config.json of deepseek-v3: quantization_config quant_method fp8)" in out
    fp8 = run_json(capsys, *argv, "--precision", "fp8")["value"]
    implied = run_json(capsys, *argv)
    assert implied["value"] == fp8
    assert implied["precision"] == {
        "value": "fp8",
        "from": "from the model: config.json of deepseek-v3: quantization_config quant_method fp8",
    }
    bf16 = run_json(capsys, *argv, "--precision", "bf16")  # bf16 math on bf16 weights: C and b_w both double
    assert bf16["value"] == pytest.approx(fp8)
    assert bf16["precision"] == {"value": "bf16", "from": "--precision"}
    assert bf16["byte_widths"]["bytes_per_param"]["source"].startswith("--precision bf16")
    w8a16 = run_json(capsys, *argv, "--precision", "bf16", "--set", "bytes_per_param=1")  # fp8 weights, bf16 math
    assert w8a16["value"] == pytest.approx(fp8 / 2)


def test_a_model_precision_the_chip_lacks_falls_back_to_bf16_with_a_note(capsys):
    assert main(["eval", "optimal_batch", "--model", "deepseek-v3", "--hardware", "a100-80gb"]) == 0
    assert "a100-80gb has no dense fp8 peak; the math is bf16" in capsys.readouterr().out


def test_a_model_without_fp8_weights_keeps_bf16(capsys):
    doc = run_json(capsys, "critical_intensity", "--model", "llama-2-70b", "--hardware", "h100-sxm")
    assert doc["precision"] == {"value": "bf16", "from": "default"}


@pytest.mark.parametrize(
    ("assignment", "message"),
    [
        ("batch=1e-300", "batch is a whole number, got 1e-300"),
        ("batch=2.5", "batch is a whole number"),
        ("chips=0.5", "chips is a whole number, got 0.5"),
        ("microbatch=0.25", "microbatch is a whole number"),
        ("tp_degree=1.5", "tp_degree is a whole number"),
    ],
)
def test_a_fractional_count_in_set_is_a_one_line_error(capsys, assignment, message):
    err = run_error(capsys, "t_weights", "--hardware", "h100-sxm", "--set", "params_total=70e9", "--set", assignment)
    assert message in err


def test_more_sliding_layers_than_layers_is_a_one_line_error(capsys):
    err = run_error(
        capsys, "kv_bytes_per_token_sliding", "--model", "llama-2-70b", "--set", "sliding_layers=200",
        "--set", "sliding_window=4096", "--set", "bytes_per_element=2", "--set", "context=8192",
    )  # fmt: skip
    assert "sliding_layers (200) exceeds n_layers (80)" in err
