"""Parameter counts and KV bytes per token derived from config.json agree with what the
model authors published (or the difference is explained), and bad configs are named."""

import json

import pytest

from chalk.cli import main
from chalk.derivations import architecture as a
from chalk.derivations import catalog
from chalk.derivations.catalog.hf_config import ConfigError, parse_config, read_config
from chalk.derivations.quantities import all_quantities
from chalk.units import unit_of


def evaluated(capsys, *argv: str) -> float:
    assert main(["eval", *argv, "--json"]) == 0, capsys.readouterr().err
    return json.loads(capsys.readouterr().out)["value"]


def counts(capsys, model_id: str) -> dict[str, float]:
    spec = catalog.model_spec(model_id)
    names = {"total": spec.params_total.name, "active": spec.params_active.name, "lookup": "params_input_embedding"}
    return {k: evaluated(capsys, name, "--model", model_id) for k, name in names.items()}


#: Models whose published count is not within 1% of the config-derived one, with the reason
#: and the check that the reason holds. "label" = a size class rounded to `digits`
#: significant figures; "no_lookup" = the vendor leaves the input-embedding lookup (no
#: matmul) out of the active count; "no_embeddings" = the vendor leaves both the lookup and
#: the (untied, same-size) output head out of the active count.
EXPLAINED = {
    ("llama-2-7b", "total"): ("label", 1, "model card size class '7B'; the config gives 6.74B"),
    ("llama-2-7b", "active"): ("label", 1, "dense: active = total"),
    ("llama-2-70b", "total"): ("label", 1, "size class '70B'; 68.98B, as the llm-analysis run (acceptance P14)"),
    ("llama-2-70b", "active"): ("label", 1, "dense: active = total"),
    ("kimi-k2", "total"): ("label", 2, "README table '1T' rounds 1.026T"),
    ("kimi-k2", "active"): ("no_lookup", 2, "'32B' rounds 31.7B counted without the input embedding"),
    ("deepseek-v3", "active"): ("no_lookup", 2, "37B rounds 36.6B counted without the input embedding"),
    ("gpt-oss-120b", "active"): ("no_lookup", 2, "5.1B = 5.13B counted without the input embedding"),
    ("gpt-oss-20b", "active"): ("no_lookup", 2, "3.6B = 3.61B counted without the input embedding"),
    ("deepseek-r1", "active"): ("no_lookup", 2, "37B rounds 36.6B counted without the input embedding"),
    ("deepseek-v3.1", "active"): ("no_lookup", 2, "37B rounds 36.6B counted without the input embedding"),
    ("deepseek-v3.2", "active"): ("no_lookup", 2, "37B rounds 36.6B counted without the input embedding"),
    ("llama-4-scout", "total"): ("label", 2, "109B counts the vision encoder, which text_config leaves out (107.8B)"),
    ("llama-4-scout", "active"): ("label", 2, "size class '17B' rounds 17.17B"),
    ("llama-4-maverick", "active"): ("label", 2, "size class '17B' rounds 17.18B"),
    ("qwen3-30b-a3b", "active"): ("label", 1, "'3.3B' truncates 3.35B (the card's 30.5B total matches to 0.1%)"),
    ("glm-4.5", "active"): ("no_embeddings", 2, "32B = 32.1B counted without the input embedding and output head"),
}


def _round(x: float, digits: int) -> float:
    return float(f"{x:.{digits}g}")


@pytest.mark.parametrize("model_id", catalog.model_ids())
def test_derived_parameter_counts_match_the_published_ones_or_the_gap_is_explained(capsys, model_id):
    derived = counts(capsys, model_id)
    published = catalog.model_spec(model_id).published
    for kind in ("total", "active"):
        want = published[f"{kind}_params"]
        how = EXPLAINED.get((model_id, kind))
        if how is None:
            assert derived[kind] == pytest.approx(want, rel=0.01), (model_id, kind)
            continue
        reading, digits, _why = how
        value = derived[kind] - {"no_lookup": 1, "no_embeddings": 2}.get(reading, 0) * derived["lookup"]
        assert derived[kind] != pytest.approx(want, rel=0.01), f"{model_id} {kind} no longer needs an explanation"
        assert _round(value, digits) == _round(want, digits), (model_id, kind, value)


def test_deepseek_v3_checkpoint_total_is_the_main_model_plus_its_mtp_module(capsys):
    """HF's 685B = 671B main model + one multi-token-prediction module (num_nextn_predict_layers 1)."""
    main_model = evaluated(capsys, "params_total_mla", "--model", "deepseek-v3")
    mtp = evaluated(capsys, "params_mtp", "--model", "deepseek-v3")
    pub = catalog.model_spec("deepseek-v3").published
    assert catalog.model_config("deepseek-v3")["num_nextn_predict_layers"] == 1
    assert main_model + mtp == pytest.approx(pub["hf_checkpoint_total_params"], rel=0.01)
    assert mtp == pytest.approx(11.5e9, rel=0.02)  # README_WEIGHTS: MTP module 11.5B unique parameters


@pytest.mark.parametrize(
    ("model_id", "family", "kv_per_token_bf16"),
    [
        ("llama-2-70b", "dense", 327_680),  # GQA: 2 × 80 × 8 × 128 × 2
        ("llama-2-7b", "dense", 524_288),  # MHA: 2 × 32 × 32 × 128 × 2
        ("mixtral-8x7b", "moe", 131_072),  # GQA MoE: 2 × 32 × 8 × 128 × 2
        ("deepseek-v3", "mla", 70_272),  # MLA: 61 × (512 + 64) × 2
    ],
)
def test_kv_bytes_per_token_use_kv_heads_or_the_mla_latent(capsys, model_id, family, kv_per_token_bf16):
    assert catalog.model_spec(model_id).family == family
    got = evaluated(capsys, "kv_bytes_per_token", "--model", model_id, "--set", "bytes_per_element=2")
    assert got == kv_per_token_bf16


def test_mqa_caches_one_head_per_layer(capsys):
    mqa = evaluated(
        capsys, "kv_bytes_per_token", "--model", "llama-2-7b", "--set", "n_kv_heads=1", "--set", "bytes_per_element=2"
    )
    assert mqa == 2 * 32 * 1 * 128 * 2


def test_sliding_window_layers_cap_their_cache_at_the_window(capsys):
    def kv(context: int) -> float:
        return evaluated(
            capsys,
            "kv_bytes_per_token",
            "--model",
            "gpt-oss-120b",
            "--set",
            "bytes_per_element=2",
            "--set",
            f"context={context}",
        )

    full = 2 * 36 * 8 * 64 * 2  # every layer caching every token
    assert kv(128) == full  # within the window all 36 layers cache every token
    assert kv(128_000) == pytest.approx(2 * 8 * 64 * 2 * (18 + 18 * 128 / 128_000))
    assert kv(128_000) < 0.51 * full


def test_tied_embeddings_count_the_vocabulary_matrix_once():
    cfg = dict(catalog.model_config("llama-3-8b"))
    untied = parse_config(cfg, "x", "test")
    tied = parse_config({**cfg, "tie_word_embeddings": True}, "x", "test")
    assert untied.fields[a.embedding_copies].value.magnitude == 2
    assert tied.fields[a.embedding_copies].value.magnitude == 1


def test_a_plain_mlp_has_two_matrices_and_a_gated_one_three():
    cfg = dict(catalog.model_config("llama-2-7b"))
    assert parse_config(cfg, "x", "test").fields[a.mlp_matrices].value.magnitude == 3
    assert parse_config({**cfg, "hidden_act": "gelu"}, "x", "test").fields[a.mlp_matrices].value.magnitude == 2


def test_leading_dense_layers_and_shared_experts_are_read_from_deepseek_keys():
    spec = catalog.model_spec("deepseek-v3")
    assert spec.fields[a.dense_layers].value.magnitude == 3
    assert spec.fields[a.shared_experts].value.magnitude == 1
    assert catalog.model_spec("qwen3-235b-a22b").fields[a.dense_layers].value.magnitude == 0


def test_every_architecture_expression_has_the_unit_it_declares():
    mine = [q for q in all_quantities() if q.definition is not None and q.name in dir(a)]
    assert len(mine) >= 15
    for q in mine:
        assert unit_of(q.definition).dimensionality == q.unit.dimensionality, q.name


@pytest.mark.parametrize(
    ("edit", "named"),
    [
        (lambda c: c.pop("hidden_size"), "'hidden_size'"),
        (lambda c: c.update(num_hidden_layers="eighty"), "'num_hidden_layers'"),
        (lambda c: c.update(num_key_value_heads=0), "'num_key_value_heads'"),
        (lambda c: c.update(num_key_value_heads=7), "'num_key_value_heads'"),
        (lambda c: c.update(tie_word_embeddings="no"), "'tie_word_embeddings'"),
        (lambda c: c.pop("intermediate_size"), "'intermediate_size'"),
    ],
)
def test_a_malformed_or_incomplete_config_names_the_field(edit, named):
    cfg = json.loads(json.dumps(catalog.model_config("llama-2-70b")))
    edit(cfg)
    with pytest.raises(ConfigError, match=named) as err:
        parse_config(cfg, "x", "my/config.json")
    assert "\n" not in str(err.value)


def test_model_config_path_reads_a_local_file_and_errors_are_one_line(tmp_path, capsys):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(catalog.model_config("llama-2-70b")))
    local, shipped = read_config(path).fields, catalog.model_spec("llama-2-70b").fields
    assert {s: x.value for s, x in local.items()} == {s: x.value for s, x in shipped.items()}
    assert str(path) in local[a.vocab_size].source
    got = evaluated(capsys, "kv_bytes_per_token", "--model-config", str(path), "--set", "bytes_per_element=2")
    assert got == 327_680
    broken = tmp_path / "broken.json"
    broken.write_text('{"hidden_size": 4096,')
    assert main(["eval", "params_total", "--model-config", str(broken)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not valid JSON" in err
    incomplete = tmp_path / "incomplete.json"
    incomplete.write_text(json.dumps({"hidden_size": 4096, "vocab_size": 32000, "num_attention_heads": 32}))
    assert main(["eval", "params_total", "--model-config", str(incomplete)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "missing field 'num_hidden_layers'" in err


def test_a_qwen2_style_shared_expert_counts_as_width_over_expert_width_experts():
    cfg = {
        "hidden_size": 2048,
        "num_hidden_layers": 24,
        "num_attention_heads": 16,
        "vocab_size": 151936,
        "intermediate_size": 5632,
        "moe_intermediate_size": 1408,
        "shared_expert_intermediate_size": 5632,
        "num_experts": 60,
        "num_experts_per_tok": 4,
        "tie_word_embeddings": False,
    }
    spec = parse_config(cfg, "qwen2-moe", "test")
    assert spec.family == "moe" and spec.fields[a.shared_experts].value.magnitude == 4
    assert "untied" not in " ".join(spec.notes)
    cfg.pop("tie_word_embeddings")
    assert "tie_word_embeddings absent" in " ".join(parse_config(cfg, "x", "t").notes)


def test_llama4_is_read_through_its_text_config_with_interleaved_moe_layers_and_a_shared_expert():
    """Maverick: MoE every second layer (interleave_moe_layer_step 2), dense layers of width
    intermediate_size_mlp, one shared expert that no config key names; Scout: MoE everywhere."""
    maverick, scout = catalog.model_spec("llama-4-maverick"), catalog.model_spec("llama-4-scout")
    value = lambda spec, s: spec.fields[s].value.magnitude  # noqa: E731
    assert (value(maverick, a.dense_layers), value(maverick, a.d_ff), value(maverick, a.shared_experts)) == (
        24,
        16384,
        1,
    )
    assert (value(scout, a.dense_layers), value(scout, a.d_ff_expert), value(scout, a.shared_experts)) == (0, 8192, 1)
    flat = {**catalog.model_config("llama-4-scout")["text_config"], "model_type": "llama"}
    assert value(parse_config(flat, "x", "x"), a.shared_experts) == 0  # only llama4_text implies one
