"""§15 Prefill versus decode: the output/input price ratio reads the decode MFU."""

from sympy import And, Eq, Max

from chalk import Claim, Domain, Example, claim, define, quantity
from chalk.catalog import hardware, published_params, scenarios
from chalk.derivations.lectures.batching.symbols import t_compute, t_memory
from chalk.derivations.lectures.economics_pricing.symbols import (
    OPUS_PRICES,
    output_input_price_ratio,
    price_input,
    price_output,
)
from chalk.vocabulary import (
    batch,
    bytes_per_param,
    chips,
    context,
    flops_per_param,
    hbm_bandwidth,
    kv_bytes_per_token,
    mfu_decode,
    params_active,
    params_total,
    peak_flops,
    tokens_per_step,
)

#: a (0, 1] fraction
FRACTION = Domain(low=0.0, low_open=True, high=1.0)

# --- prefill versus decode ----------------------------------------------------------
compute_time_per_token = define(
    "compute_time_per_token",
    flops_per_param * params_active / (chips * peak_flops),
    "s/token",
    "compute time per token (any pass length)",
)
memory_time_per_token = define(
    "memory_time_per_token",
    (params_total * bytes_per_param / batch + context * kv_bytes_per_token) / (chips * hbm_bandwidth * tokens_per_step),
    "s/token",
    "weight and KV read time per token: one read shared by the ℓ tokens of a pass",
)
pass_time_per_token = define(
    "pass_time_per_token",
    Max(compute_time_per_token, memory_time_per_token),
    "s/token",
    "roofline time per token of a pass of ℓ tokens per sequence",
)
compute_bound_pass_length = define(
    "compute_bound_pass_length",
    (params_total * bytes_per_param + batch * context * kv_bytes_per_token)
    * peak_flops
    / (hbm_bandwidth * flops_per_param * batch * params_active),
    "token/sequence",
    "tokens per sequence per pass above which a pass is compute-bound",
    latex=r"\ell^{*}",
)
DEEPSEEK_NVL72 = {
    **hardware("gb200-nvl72", "fp8", per="system"),
    **published_params("deepseek-v3"),
    bytes_per_param: 1,
    batch: 256,
    context: 100e3,
    kv_bytes_per_token: scenarios.deepseek_v3_kv_rounded(),
}


@claim(source="lecture 01:41:18–01:48:50; lecture-notes §15 formula")
def prefill_compute_bound_decode_memory_bound():
    """Per token a pass costs max(c·N_active/F, (N_total·b_w/B + L·β)/(W·ℓ)): the ℓ tokens of a pass share its reads.

    The step's compute and memory times are B·ℓ times the per-token ones, so the
    per-token time is t_step/(B·ℓ); memory over compute per token is ℓ*/ℓ, so a pass is
    compute-bound iff ℓ ≥ ℓ*: prefill (large ℓ) is, decode (ℓ = 1) is not.
    """
    return Claim(
        And(
            Eq(batch * tokens_per_step * compute_time_per_token, t_compute),
            Eq(batch * tokens_per_step * memory_time_per_token, t_memory),
            Eq(memory_time_per_token / compute_time_per_token, compute_bound_pass_length / tokens_per_step),
        ),
        examples=(
            Example({**DEEPSEEK_NVL72, tokens_per_step: 1}, note="decode (ℓ = 1): ℓ* ≈ 81, memory-bound"),
            Example({**DEEPSEEK_NVL72, tokens_per_step: 8192}, note="prefill of 8k tokens: compute-bound"),
        ),
    )


mfu_prefill = quantity(
    "mfu_prefill",
    "1",
    "model FLOP utilisation of prefill",
    text="MFU_pre",
    latex=r"\mathrm{MFU}_{\mathrm{pre}}",
    domain=FRACTION,
    default=1,
    source="lecture 01:41:18–01:48:50: prefill runs at the compute roofline",
)
time_per_input_token = quantity(
    "time_per_input_token", "s/token", "chip time per prefilled token", text="tau_in", latex=r"\tau_{\mathrm{in}}"
)
time_per_output_token = quantity(
    "time_per_output_token", "s/token", "chip time per decoded token", text="tau_out", latex=r"\tau_{\mathrm{out}}"
)
decode_mfu_from_price_ratio = define(
    "decode_mfu_from_price_ratio",
    mfu_prefill / output_input_price_ratio,
    "1",
    "decode MFU implied by prices proportional to chip time",
    domain=Domain(
        low=0.0,
        low_open=True,
        high=1.0,
        explain="prices proportional to chip time would need decode to beat the chip's peak: the prefill MFU "
        "({mfu_prefill}) exceeds the output/input price ratio ({output_input_price_ratio})",
    ),
    latex=r"\mathrm{MFU}_{\mathrm{dec}}^{\mathrm{price}}",
)


@claim(source="lecture 01:41:18–01:48:50; lecture-notes §15 and §20 #14")
def decode_mfu_from_output_input_price():
    """If prices track chip time and prefill runs at the roofline, a 5× output/input price means decode MFU ≈ 20%."""
    useful = flops_per_param * params_active
    return Claim(
        Eq(mfu_decode, decode_mfu_from_price_ratio),
        hypotheses=(
            Eq(price_output / price_input, time_per_output_token / time_per_input_token),
            Eq(time_per_input_token * mfu_prefill * peak_flops, useful),
            Eq(time_per_output_token * mfu_decode * peak_flops, useful),
        ),
        examples=(
            Example(OPUS_PRICES, expect={decode_mfu_from_price_ratio: 0.2}, note="Claude Opus $25/$5 = 5×"),
            Example(
                {price_input: 1, price_output: 3},
                expect={decode_mfu_from_price_ratio: 0.33},
                rel_tol=0.02,
                note="the low end of the lecture's 3–5×",
            ),
        ),
    )
