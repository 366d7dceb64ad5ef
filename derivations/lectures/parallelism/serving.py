"""§4.6 Serving at scale: prefill latency at a given MFU, the prefill:decode server ratio
that keeps both pools of a disaggregated deployment saturated, KV churn per step, and the
KV-read convention.

chalk's decode step is max(compute, weights + KV): weights and KV stream through the same
HBM while the matrix units work on what has arrived, so only the slower of the two
resources bounds the step (the roofline). The scaling book adds the KV read on top,
KV + max(compute, weights), treating attention as never overlapping the MLP: an upper
bound, never more than twice chalk's. chalk keeps the roofline as its default (``t_step``,
the same convention as every part of the lecture); ``t_step_kv_additive`` is the switch.
"""

from sympy import And, Eq, Equivalent, Ge, Le, Max

from chalk import Q_, Claim, Example, claim, define, quantity
from chalk.derivations.lectures.batching.symbols import t_compute, t_kv, t_step, t_weights
from chalk.derivations.lectures.economics_attention import attention_param_equivalent
from chalk.derivations.lectures.economics_pricing.prefill_decode import mfu_prefill
from chalk.derivations.lectures.parallelism.tensor import APPLIED_INFERENCE
from chalk.vocabulary import (
    TEXTBOOK,
    batch,
    bytes_per_param,
    chips,
    context,
    decode_step_time,
    decode_tokens,
    flops_per_param,
    hbm_bandwidth,
    head_dim,
    kv_bytes_per_token,
    n_heads,
    n_layers,
    params_active,
    params_total,
    peak_flops,
    prefill_tokens,
    tokens_per_step,
)

INFERENCE = f"{TEXTBOOK}, Part 7 'All About Transformer Inference'"

prefill_servers = quantity("prefill_servers", "1", "servers in the prefill pool", text="P_srv")
generate_servers = quantity("generate_servers", "1", "servers in the generate (decode) pool", text="G_srv")

prefill_time_weights = define(
    "prefill_time_weights",
    flops_per_param * params_active * prefill_tokens / (chips * peak_flops * mfu_prefill),
    "s",
    "weights-only floor of one prompt's prefill at the given MFU (2·N·L_p FLOPs, the scaling book's estimate): "
    "attention's are excluded (prefill_time counts them)",
    latex=r"t_{\mathrm{prefill}}^{W}",
)
prefill_sequences = quantity(
    "prefill_sequences",
    "sequence",
    "sequences one prefill processes (the prompts whose tokens attend to each other's: one)",
    text="S_p",
    latex=r"S_{p}",
    default=1,
    source="one prompt per prefill: prefill_time is the time of one prompt",
)
prefill_attention_flops = define(
    "prefill_attention_flops",
    flops_per_param
    * n_layers
    * n_heads
    * head_dim
    * attention_param_equivalent
    * prefill_tokens**2
    / prefill_sequences,
    "FLOP",
    "causal attention FLOPs of one prefill: token i attends to i tokens, 4·n_layers·n_q·d_head·L_p²/2 in all",
    latex=r"C_{\mathrm{attn}}^{\mathrm{prefill}}",
)
prefill_time = define(
    "prefill_time",
    (flops_per_param * params_active * prefill_tokens + prefill_attention_flops) / (chips * peak_flops * mfu_prefill),
    "s",
    "time to prefill one prompt at the given MFU, weight and causal attention FLOPs (about 8% more at 8k for a "
    "70B), as the plan's TTFT counts them; prefill_time_weights is the weights-only floor",
    latex=r"t_{\mathrm{prefill}}",
)
prefill_decode_server_ratio = define(
    "prefill_decode_server_ratio",
    prefill_time_weights * batch * tokens_per_step / (decode_step_time * decode_tokens),
    "1",
    "prefill servers per generate server that keep both pools saturated (disaggregated serving; the scaling "
    "book's ratio, from the weights-only prefill)",
    latex=r"P/G",
)
kv_churn_tokens_per_step = define(
    "kv_churn_tokens_per_step",
    batch * tokens_per_step * (prefill_tokens + decode_tokens) / decode_tokens,
    "token",
    "KV entries evicted (and refilled) per decode step: finished sequences × their prompt + generated length",
    latex=r"\Delta_{\mathrm{KV}}",
)
t_step_kv_additive = define(
    "t_step_kv_additive",
    t_kv + Max(t_compute, t_weights),
    "s",
    "decode step with the KV read added on top (the scaling book's convention): KV + max(compute, weights)",
    latex=r"t_{\mathrm{step}}^{+\mathrm{KV}}",
)

V5E_16_INT8_30B = {
    params_total: 30e9,
    params_active: 30e9,
    bytes_per_param: 1,
    chips: 16,
    hbm_bandwidth: Q_(8.1e11, "byte/s"),
    peak_flops: Q_(1.97e14, "FLOP/s"),
    context: 8192,
    kv_bytes_per_token: Q_(100e3, "byte/token"),
}  # scaling book Part 7 pop quiz: 30B dense in int8 on a v5e 4x4, 8,192 context, 100 kB per token of KV
LLAMA3_70B_PREFILL = {
    params_active: 70e9,
    prefill_tokens: 8192,
    chips: 16,
    peak_flops: Q_(1.97e14, "FLOP/s"),
    mfu_prefill: 0.4,
}  # scaling book Part 8: LLaMA-3 70B, 8,192-token prefill on 16 v5e at 40% MFU


@claim(source=f"{APPLIED_INFERENCE}, §What about prefill?")
def prefill_time_is_compute_over_mfu():
    """A prefill is compute-bound: c_fwd·N·L_p FLOPs over the chips' peak times MFU, never faster than at MFU = 1."""
    return Claim(
        Ge(prefill_time_weights, flops_per_param * params_active * prefill_tokens / (chips * peak_flops)),
        hypotheses=(Le(mfu_prefill, 1),),
        examples=(
            Example(
                LLAMA3_70B_PREFILL,
                expect={prefill_time_weights: Q_(0.91, "s")},
                rel_tol=0.01,
                note="scaling book: 2·70e9·8192/(16·1.97e14·0.4) = 0.91 s",
            ),
        ),
    )


@claim(source=f"{APPLIED_INFERENCE}, §disaggregated serving")
def server_ratio_balances_the_pools():
    """Prefill feeds P/t_prefill sequences a second, decode drains G·B/(t_dec·L_g): equal iff P/G is the ratio."""
    return Claim(
        Equivalent(
            Eq(
                prefill_servers / prefill_time_weights,
                generate_servers * batch * tokens_per_step / (decode_step_time * decode_tokens),
            ),
            Eq(prefill_servers / generate_servers, prefill_decode_server_ratio),
        ),
        examples=(
            Example(
                {**LLAMA3_70B_PREFILL, batch: 32, decode_step_time: Q_(19, "ms"), decode_tokens: 512},
                expect={prefill_decode_server_ratio: 3},
                rel_tol=0.01,
                note="scaling book: P/0.91 = 32·G/(0.019·512), so P = 3G",
            ),
        ),
    )


@claim(source=f"{APPLIED_INFERENCE}, §What about prefill?")
def kv_churn_is_finished_sequences_times_their_length():
    """Each step B/L_g sequences finish and free L_p + L_g KV entries each: B·(L_p + L_g)/L_g per step."""
    finished = batch * tokens_per_step / decode_tokens
    return Claim(
        Eq(kv_churn_tokens_per_step, finished * (prefill_tokens + decode_tokens)),
        examples=(
            Example(
                {batch: 32, prefill_tokens: 8192, decode_tokens: 4096},
                expect={kv_churn_tokens_per_step: Q_(96, "token")},
                note="scaling book: 32·(8192 + 4096)/4096 = 96 tokens evicted per step",
            ),
        ),
    )


@claim(source=f"{INFERENCE}, §theoretical step time (general)")
def chalk_overlaps_the_kv_read_with_the_weights():
    """chalk's default decode step is max(compute, weights + KV): one HBM stream under the matmuls (18.5 ms)."""
    return Claim(
        Eq(t_step, Max(t_compute, t_weights + t_kv)),
        examples=(
            Example(
                {**V5E_16_INT8_30B, batch: 256},
                expect={t_step: Q_(18.5, "ms")},
                rel_tol=0.01,
                note="the scaling book's 30B int8 pop quiz at 256 sequences: (30e9 + 256·819e6)/(16·8.1e11) = 18.5 ms",
            ),
        ),
    )


@claim(source=f"{INFERENCE}, §theoretical step time (general)")
def textbook_adds_the_kv_read_on_top():
    """The scaling book's step KV + max(compute, weights) is 21 ms against 18.5: never less, at most twice."""
    return Claim(
        And(Le(t_step, t_step_kv_additive), Le(t_step_kv_additive, 2 * t_step)),
        examples=(
            Example(
                {**V5E_16_INT8_30B, batch: 256},
                expect={t_step_kv_additive: Q_(21, "ms")},
                rel_tol=0.01,
                note="scaling book: (256·819e6)/(16·8.1e11) + (2·256·30e9)/(16·1.97e14) = 21 ms",
            ),
            Example(
                {**V5E_16_INT8_30B, batch: 4},
                expect={t_step_kv_additive: Q_(2.567, "ms"), t_step: Q_(2.567, "ms")},
                rel_tol=0.01,
                note="at 4 sequences both read (4·819e6 + 30e9)/(16·8.1e11) = 2.57 ms (the book: 'at least 2.5 ms')",
            ),
        ),
    )
