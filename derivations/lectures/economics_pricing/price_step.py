"""§14 The long-context price step: what it reveals about KV bytes per token."""

from sympy import And, Eq, Equivalent, Ge, Implies, Le, Max, Rational

from chalk import Claim, Derivation, Example, claim, define, quantity
from chalk.catalog import hardware, listed_prices
from chalk.derivations.lectures.batching.symbols import balanced_context, t_compute, t_kv
from chalk.derivations.lectures.economics_pricing.symbols import (
    DEFAULTS,
    GEMINI,
    GEMINI_PRICES,
    LECTURE_MODEL,
    STEP_200K,
    long_context_input_markup,
    long_context_output_markup,
)
from chalk.vocabulary import (
    batch,
    bytes_per_element,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    head_dim,
    kv_bytes_per_token,
    n_kv_heads,
    params_active,
    peak_flops,
    price_step_context,
    tokens_per_step,
)

# --- the long-context price step ----------------------------------------------------
kv_bytes_from_price_step = define(
    "kv_bytes_from_price_step",
    flops_per_param * tokens_per_step * params_active * hbm_bandwidth / (peak_flops * price_step_context),
    "byte/token",
    "KV bytes per token at which KV reads and compute balance at the price step",
    latex=r"\beta_{\mathrm{step}}",
)


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #13")
def kv_bytes_per_token_from_price_step():
    """If the 200k price step is where KV reads catch up with compute, β = c_fwd·N_active·W/(F·L); the batch cancels.

    β depends on the math precision through F: ≈ 0.8 KB (FP4), ≈ 1.7 KB (FP8), ≈ 3.3 KB (H100 BF16).
    """
    statement = Equivalent(Eq(t_kv, t_compute), Eq(kv_bytes_per_token, kv_bytes_from_price_step))
    return Claim(
        statement,
        hypotheses=(Eq(context, price_step_context),),
        derivation=Derivation(Eq(t_kv, t_compute))
        .iff(
            Eq(
                batch * context * kv_bytes_per_token / (chips * hbm_bandwidth),
                flops_per_param * batch * tokens_per_step * params_active / (chips * peak_flops),
            ),
            by="unfold t_kv and t_compute",
        )
        .iff(
            Eq(
                kv_bytes_per_token,
                flops_per_param * tokens_per_step * params_active * hbm_bandwidth / (peak_flops * context),
            ),
            by="multiply by S·W/(B·L) > 0: the batch cancels",
        )
        .iff(Eq(kv_bytes_per_token, kv_bytes_from_price_step), by="L = L_step"),
        examples=(
            Example(
                {**hardware("gb200", "fp4"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 800},
                rel_tol=0.07,
                note="GB200 FP4 (10 PF, 8 TB/s)",
            ),
            Example(
                {**hardware("gb200", "fp8"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 1700},
                rel_tol=0.07,
                note="GB200 FP8: 1,600 bytes (the lecture's '300' gives 1,667)",
            ),
            Example(
                {**hardware("h100-sxm", "bf16"), **LECTURE_MODEL, **STEP_200K},
                expect={kv_bytes_from_price_step: 3300},
                rel_tol=0.07,
                note="H100 SXM BF16: 3,386 bytes",
            ),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #13")
def price_step_board_form():
    """The board's β = (W/F)·N_active/L drops the FLOPs per parameter and tokens per pass: it is not in bytes/token."""
    return Claim(
        Eq(kv_bytes_per_token, hbm_bandwidth / peak_flops * params_active / price_step_context),
        expect="erratum",
        rejected_by=("units",),
        source_wrote="B·L·bytes_tok/mem_bw = B·N_act/FLOPs ⇒ bytes_tok = N_act/(300·L) ≈ 1,667",
        corrected_by="economics_pricing.kv_bytes_per_token_from_price_step",
    )


kv_cache_layers = quantity(
    "kv_cache_layers", "1", "attention layers with their own KV cache", text="n_kvl", latex=r"n_{\mathrm{KV\,layers}}"
)
kv_bytes_from_architecture = define(
    "kv_bytes_from_architecture",
    2 * n_kv_heads * head_dim * bytes_per_element * kv_cache_layers,
    "byte/token",
    "KV bytes per token: K and V, per KV layer, head and element",
    latex=r"\beta_{\mathrm{arch}}",
)
SHARED_KV = {kv_cache_layers: 1, head_dim: 128, n_kv_heads: 8, bytes_per_element: 1}


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14")
def kv_architecture_matches_price_step():
    """One shared KV layer, 8 heads of 128, FP8: 2·128·8·1 = 2,048 bytes/token, within 4/3 of the price-step estimate.

    The match hides a bytes-per-element factor: BF16 KV (4 KB) matches BF16 math, not FP8.
    Decided by arithmetic on the given catalog values.
    """
    return Claim(
        And(
            Le(kv_bytes_from_architecture, Rational(4, 3) * kv_bytes_from_price_step),
            Le(kv_bytes_from_price_step, Rational(4, 3) * kv_bytes_from_architecture),
        ),
        given={**hardware("gb200", "fp8"), **LECTURE_MODEL, **STEP_200K, **SHARED_KV, **DEFAULTS},
        examples=(
            Example({}, expect={kv_bytes_from_architecture: 2048}, note="Character.AI-style shared KV, FP8"),
            Example(
                {bytes_per_element: 2},
                expect={kv_bytes_from_architecture: 4096, kv_bytes_from_architecture / kv_bytes_from_price_step: 2.56},
                note="lecture-notes §14: BF16 KV is 4 KB, by hand 4,096/1,600 = 2.56× the FP8 price-step estimate, "
                "outside 4/3",
            ),
            Example(
                {kv_cache_layers: 80, bytes_per_element: 2},
                expect={kv_bytes_from_architecture: 327_680},
                note="acceptance P10: Llama-2-70B bf16, 2 × 80 layers × 8 KV heads × 128 × 2 byte",
            ),
            Example(
                {**hardware("h100-sxm", "bf16"), bytes_per_element: 2}, expect=True, note="BF16 KV, H100 BF16 math"
            ),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 correction 1 and §20 #12")
def gemini_long_context_step():
    """Above 200k tokens Gemini 3.1 Pro's input price doubles ($2 → $4) and its output price rises 50% ($12 → $18).

    The same ×2 / ×1.5 step is listed for Gemini 2.5 Pro, Claude Opus 4.6 (until its
    2026-03 1M-context GA) and GPT-5.5 (above 272k): the examples check each entry.
    """
    same_step = {long_context_input_markup: 2, long_context_output_markup: 1.5}
    return Claim(
        And(Eq(long_context_input_markup, 2), Eq(long_context_output_markup, Rational(3, 2))),
        given=GEMINI_PRICES,
        examples=(
            Example({}, expect=same_step, note=f"{GEMINI}: $2/$12 → $4/$18"),
            Example(listed_prices("gemini-2.5-pro"), expect=same_step, note="$1.25/$10 → $2.50/$15"),
            Example(listed_prices("claude-opus-4.6"), expect=same_step, note="$5/$25 → $10/$37.50"),
            Example(listed_prices("gpt-5.5"), expect=same_step, note="$5/$30 → $10/$45 above 272k"),
        ),
    )


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 and §20 #12")
def gemini_fifty_percent_above_200k():
    """ "Gemini is 50% more expensive above 200k" holds for output only; the listed input price doubles."""
    return Claim(
        And(Eq(long_context_input_markup, Rational(3, 2)), Eq(long_context_output_markup, Rational(3, 2))),
        given=GEMINI_PRICES,
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="Gemini 3.1 is 50% more expensive above 200k tokens",
        corrected_by="economics_pricing.gemini_long_context_step",
    )


price_step_markup = quantity(
    "price_step_markup", "1", "price above the step over the price below it", text="m", latex=r"m_{\mathrm{price}}"
)
BALANCED_AT_200K = {
    **hardware("gb200", "fp8"),
    **LECTURE_MODEL,
    kv_bytes_per_token: 1600,
    batch: 64,
}


@claim(source="lecture 01:32:51–01:41:18; lecture-notes §14 correction 3")
def flat_surcharge_covers_cost_up_to_markup():
    """Past L_bal cost per token grows as L/L_bal: a flat ×m price covers it only up to m·L_bal (1.5·L_bal at +50%)."""
    return Claim(
        And(
            Eq(t_kv / t_compute, context / balanced_context),
            Implies(
                Ge(price_step_markup, 1),
                Equivalent(
                    Ge(price_step_markup * t_compute, Max(t_compute, t_kv)),
                    Le(context, price_step_markup * balanced_context),
                ),
            ),
        ),
        examples=(
            Example(BALANCED_AT_200K, expect={balanced_context: 200e3}, note="β = 1,600 B on GB200 FP8"),
            Example(
                {**BALANCED_AT_200K, context: 300e3},
                expect={Max(1, t_kv / t_compute): 1.5},
                note="1.5× the cost at 300k",
            ),
            Example(
                {**BALANCED_AT_200K, context: 1e6},
                expect={Max(1, t_kv / t_compute): 5},
                note="5× the cost at 1M",
            ),
        ),
    )
