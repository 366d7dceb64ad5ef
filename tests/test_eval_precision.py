"""Precision flows: ``--precision``, else the model's config, else bf16 sets the byte widths
of weights and activations, ``--kv-precision`` (never ``--precision``) that of KV elements;
``--set`` beats each; every width is reported with its source, and a width given in plain
bytes is read per element."""

import json

import pytest

from chalk.cli import main

WIDTHS = ("bytes_per_param", "bytes_per_element", "bytes_per_activation")


def run_json(capsys, *argv: str) -> dict:
    code = main(["eval", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize(
    "argv",
    [
        ("dp_critical_batch_per_chip", "--hardware", "tpu-v5p", "--set", "n_axes=1"),
        ("tp_max_degree", "--model", "llama-3-70b", "--hardware", "tpu-v5p"),
        ("fsdp_tp_min_batch_per_chip", "--model", "llama-3-70b", "--hardware", "tpu-v5p"),
        ("t_step", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--set", "chips=8", "--set", "batch=64",
         "--set", "context=8192"),
    ],
)  # fmt: skip
def test_the_first_call_of_a_sizing_quantity_needs_no_width_and_prints_each_width_with_its_source(capsys, argv):
    assert main(["eval", *argv]) == 0
    out = capsys.readouterr().out
    for name in WIDTHS:
        line = next(x for x in out.splitlines() if x.startswith(f"  byte width: {name} = 2 "))
        assert "default precision bf16" in line
    doc = run_json(capsys, *argv)
    assert {n: w["value"] for n, w in doc["byte_widths"].items()} == dict.fromkeys(WIDTHS, 2.0)


def test_the_default_bf16_width_gives_the_textbook_dp_critical_batch(capsys):
    doc = run_json(capsys, "dp_critical_batch_per_chip", "--hardware", "tpu-v5p", "--set", "n_axes=1")
    inputs = doc["inputs"]
    c_over_w = inputs["peak_flops"]["value"] / (inputs["ring_directions"]["value"] * inputs["ici_bandwidth"]["value"])
    assert doc["value"] == pytest.approx(c_over_w * inputs["bytes_per_param"]["value"] / 2)  # C/W·b_w/2 FLOP/param
    assert inputs["bytes_per_param"]["value"] == 2


def test_precision_sets_every_width_and_set_overrides_one(capsys):
    argv = ("t_weights", "--model", "llama-3-70b", "--hardware", "h100-sxm", "--precision", "fp8")
    doc = run_json(capsys, *argv, "--set", "bytes_per_element=2")
    widths = doc["byte_widths"]
    assert widths["bytes_per_param"] == {
        "value": 1.0,
        "unit": "byte/parameter",
        "source": "--precision fp8: 1 byte per weight",
    }
    assert widths["bytes_per_activation"]["value"] == 1.0
    assert widths["bytes_per_element"] == {"value": 2.0, "unit": "byte/token", "source": "given (--set)"}
    fp4 = run_json(capsys, "t_weights", "--model", "llama-3-70b", "--precision", "fp4", "--set", "hbm_bandwidth=1 TB/s")
    assert fp4["inputs"]["bytes_per_param"]["value"] == 0.5


def test_the_model_config_states_its_widths_when_no_precision_is_given(capsys):
    widths = run_json(capsys, "t_weights", "--model", "deepseek-v3", "--set", "hbm_bandwidth=1 TB/s")["byte_widths"]
    assert widths["bytes_per_param"]["value"] == 1 and "quantization_config fp8" in widths["bytes_per_param"]["source"]
    assert widths["bytes_per_element"]["value"] == 2 and "torch_dtype bfloat16" in widths["bytes_per_element"]["source"]
    llama2 = run_json(capsys, "kv_bytes_per_token", "--model", "llama-2-70b")
    assert llama2["value"] == 327_680 and "torch_dtype float16" in llama2["byte_widths"]["bytes_per_element"]["source"]


def test_a_declared_kv_cache_dtype_sets_the_kv_width(tmp_path, capsys):
    from chalk.derivations.catalog import model_config

    cfg = {**model_config("llama-3-8b"), "kv_cache_dtype": "fp8_e4m3"}
    path = tmp_path / "config.json"
    path.write_text(json.dumps(cfg))
    doc = run_json(capsys, "kv_bytes_per_token", "--model-config", str(path))
    assert doc["byte_widths"]["bytes_per_element"]["source"].endswith("kv_cache_dtype fp8_e4m3")
    assert doc["value"] == 2 * 8 * 128 * 32 * 1  # 2·n_kv·d_head·n_layers elements of one byte
    assert doc["byte_widths"]["bytes_per_param"]["value"] == 2  # the weights keep torch_dtype bfloat16


def test_mixed_weight_formats_leave_the_weight_width_to_the_user_and_say_why(capsys):
    assert main(["eval", "t_weights", "--model", "gpt-oss-120b", "--hardware", "h100-sxm"]) == 2
    err = capsys.readouterr().err
    assert "bytes_per_param [byte/parameter] (config.json of gpt-oss-120b: quantization_config mxfp4 mixes" in err


def test_a_width_in_plain_bytes_is_read_per_element(capsys):
    per_token = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--set", "bytes_per_element=1")
    per_element = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--set", "bytes_per_element=1 byte")
    assert per_element["value"] == per_token["value"] == 163_840
    assert per_element["byte_widths"]["bytes_per_element"]["value"] == 1.0
    assert main(["eval", "t_weights", "--model", "llama-3-70b", "--set", "hbm_bandwidth=3 TB"]) == 2
    assert "hbm_bandwidth is measured in" in capsys.readouterr().err  # only byte widths read plain bytes


def test_an_unknown_precision_is_a_one_line_error(capsys):
    assert main(["eval", "t_weights", "--model", "llama-3-70b", "--precision", "fp9"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown precision 'fp9'; known: fp32" in err


def test_list_shows_each_inputs_default_its_source_and_unit(capsys):
    assert main(["eval", "--list", "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["n_axes"]["default"] == 1 and "scaling-book" in rows["n_axes"]["source"]
    assert rows["bytes_per_element"]["default"] == 2 and rows["bytes_per_element"]["unit"] == "byte/token"
    assert "--precision" in rows["bytes_per_param"]["source"]
    assert rows["mlp_matrices"]["default"] is None and "model's config" in rows["mlp_matrices"]["source"]
    assert "hidden_act" in rows["mlp_matrices"]["meaning"]
    assert "--hardware" in rows["hbm_capacity"]["source"] and "--prices" in rows["price_input"]["source"]
    assert rows["batch"]["source"].startswith("no default")
    assert all("default" in r and r["source"] for r in rows.values() if r["kind"] == "input")
    assert main(["eval", "--list"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("n_axes "))
    assert "[1]" in line and " 1  " in line and "scaling-book" in line


def test_tp_max_degree_says_the_config_gives_three_matrices(capsys):
    doc = run_json(capsys, "tp_max_degree", "--model", "llama-3-70b", "--hardware", "tpu-v5p")
    assert doc["inputs"]["mlp_matrices"] == {
        "value": 3.0,
        "unit": "1",
        "source": "config.json of llama-3-70b: hidden_act silu → gated MLP",
    }
    textbook = run_json(
        capsys, "tp_max_degree", "--model", "llama-3-70b", "--hardware", "tpu-v5p", "--set", "mlp_matrices=2"
    )
    assert doc["value"] == pytest.approx(1.5 * textbook["value"])
    from chalk.derivations.quantities import lookup

    assert "a gated MLP has three" in lookup("tp_max_degree").meaning


def test_max_params_trainable_with_no_checkpoints_asks_for_no_placeholder_inputs(capsys):
    argv = ("max_params_trainable", "--set", "hbm_capacity=96 GB", "--set", "train_bytes_per_param=10")
    doc = run_json(capsys, *argv)
    assert doc["value"] == pytest.approx(9.6e9) and doc["unit"] == "parameter"
    assert not {"d_model", "d_ff", "n_layers", "global_batch_tokens"} & set(doc["inputs"])
    assert any("not needed at these values" in n and "d_model" in n for n in doc["notes"])


def test_an_input_is_asked_for_only_while_its_term_can_change_the_result(capsys):
    base = ("activation_checkpoint_bytes", "--set", "n_layers=80", "--set", "global_batch_tokens=1e6")
    doc = run_json(capsys, *base, "--set", "checkpoints_per_layer=1", "--set", "d_model=8192")
    assert doc["value"] == pytest.approx(80 * 1e6 * 2 * 8192) and "d_ff" not in doc["inputs"]
    assert main(["eval", *base, "--set", "checkpoints_per_layer=1", "--set", "ffn_checkpoints_per_layer=2",
                 "--set", "d_model=8192"]) == 2  # fmt: skip
    err = capsys.readouterr().err
    assert "missing inputs for activation_checkpoint_bytes: d_ff [1]" in err and "d_model" not in err


def test_the_cached_runtime_hands_the_placeholder_decision_to_the_sympy_book(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("CHALK_RUNTIME", raising=False)
    doc = run_json(capsys, "max_params_trainable", "--set", "hbm_capacity=96 GB", "--set", "train_bytes_per_param=10")
    assert doc["value"] == pytest.approx(9.6e9)


# --- the KV cache's own format: --kv-precision, not --precision (as vLLM's kv_cache_dtype auto) ---


def test_fp8_math_leaves_the_kv_cache_in_the_models_dtype_and_says_why(capsys):
    bf16 = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b")
    fp8 = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--precision", "fp8")
    assert fp8["value"] == bf16["value"] == 2 * 8 * 128 * 80 * 2  # 2·n_kv·d_head·L·2 bytes
    kv = fp8["byte_widths"]["bytes_per_element"]
    assert kv["value"] == 2.0 and "not --precision fp8" in kv["source"] and "--kv-precision fp8" in kv["source"]
    assert fp8["byte_widths"]["bytes_per_param"]["value"] == 1.0  # the weights do follow --precision


def test_a_config_that_states_its_dtype_keeps_the_cache_in_it_under_fp8_weights(capsys):
    doc = run_json(capsys, "kv_bytes_per_token", "--model", "deepseek-v3", "--precision", "fp8")
    kv = doc["byte_widths"]["bytes_per_element"]
    assert kv["value"] == 2.0 and "torch_dtype bfloat16" in kv["source"] and "not --precision fp8" in kv["source"]


def test_kv_precision_sets_the_kv_cache_and_nothing_else(capsys):
    base = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b")
    fp8_kv = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--kv-precision", "fp8")
    assert fp8_kv["value"] == base["value"] / 2
    widths = {n: w["value"] for n, w in fp8_kv["byte_widths"].items()}
    assert widths == {"bytes_per_param": 2.0, "bytes_per_element": 1.0, "bytes_per_activation": 2.0}
    assert fp8_kv["byte_widths"]["bytes_per_element"]["source"].startswith("--kv-precision fp8")
    typed = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--kv-precision", "fp8", "--set",
                     "bytes_per_element=4")  # fmt: skip
    assert typed["value"] == 2 * base["value"]  # --set still beats every layer


def test_an_unknown_kv_precision_is_one_line_naming_the_known_formats(capsys):
    assert main(["eval", "kv_bytes_per_token", "--model", "llama-3-70b", "--kv-precision", "fp9"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--kv-precision: unknown precision 'fp9'" in err and "fp8" in err


def test_the_api_takes_the_kv_precision_as_the_cli_does(capsys):
    import chalk

    got = chalk.evaluate("kv_bytes_per_token", model="llama-3-70b", precision="fp8", kv_precision="fp8")
    cli = run_json(capsys, "kv_bytes_per_token", "--model", "llama-3-70b", "--precision", "fp8", "--kv-precision",
                   "fp8")  # fmt: skip
    assert float(got) == cli["value"] == 2 * 8 * 128 * 80
