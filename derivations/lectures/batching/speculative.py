"""§12–13 Beyond one token per weight fetch: speculative decoding, multi-token prediction and
MoE layers that read only the experts their tokens are routed to.

Both lower the latency floor of §2, so a published run can beat ``1/t_floor`` without
breaking a bound: the floor divides by the tokens a target pass yields (Leviathan et al.
2023), and a step routing n tokens reads E·(1 − (1 − k/E)^n) experts per layer, not all E.
"""

from sympy import And, Eq, Ge, Le, Lt

from chalk import Q_, Claim, Example, claim
from chalk.catalog import hardware, published_params
from chalk.derivations.lectures.batching.presets import FP8_WEIGHTS
from chalk.derivations.lectures.batching.symbols import (
    acceptance_rate,
    draft_length,
    expert_miss,
    experts_read,
    latency_floor,
    latency_floor_active,
    latency_floor_active_speculative,
    latency_floor_speculative,
    routed_tokens,
    tokens_per_pass,
)
from chalk.vocabulary import (
    chips,
    experts,
    experts_per_token,
    params_active,
    params_total,
)

LEVIATHAN = "Leviathan, Kalman, Matias, 'Fast Inference from Transformers via Speculative Decoding' (ICML 2023), eq. 1"
DEEPSEEK_MTP = "DeepSeek-V3 Technical Report (arXiv:2412.19437) §5.4.3: MTP acceptance 85–90%, 1.8× TPS"


@claim(source=LEVIATHAN)
def speculation_without_a_draft_is_one_token_per_pass():
    """With no drafted token (γ = 0) a target pass yields exactly one token, as plain decoding."""
    return Claim(
        Eq(tokens_per_pass, 1),
        hypotheses=(Eq(draft_length, 0),),
        examples=(
            Example({acceptance_rate: 0.85, draft_length: 0}, expect={tokens_per_pass: 1}, rel_tol=1e-12),
            Example({acceptance_rate: 0.3, draft_length: 0}, expect={tokens_per_pass: 1}, rel_tol=1e-12),
        ),
        unknown_reason="z3 has no translation for α^(γ+1) with a symbolic γ, even under the hypothesis γ = 0; "
        "substituting it leaves (1 − α)/(1 − α) = 1, defined because the domain excludes α = 1; the numeric "
        "check samples it",
    )


@claim(source=f"{LEVIATHAN}; {DEEPSEEK_MTP}")
def speculative_floor_is_the_floor_over_tokens_per_pass():
    """Each weight-bound target pass yields τ tokens, so the time per token is the latency floor ÷ τ."""
    return Claim(
        Eq(latency_floor_speculative * tokens_per_pass, latency_floor),
        examples=(
            Example(
                {acceptance_rate: 0.85, draft_length: 1, latency_floor: 0.0109},
                expect={tokens_per_pass: 1.85},
                rel_tol=1e-9,
                note="DeepSeek-V3's MTP (one extra token accepted 85% of the time): 1 + 0.85 = 1.85 tokens per pass; "
                "the paper measures 1.8× tokens per second",
            ),
        ),
    )


@claim(source=LEVIATHAN)
def a_draft_never_slows_the_floor():
    """For 0 < α < 1 and γ ≥ 0, 1 ≤ τ = (1 − α^(γ+1))/(1 − α) ≤ γ + 1: the speculative floor is at most the
    plain one, and at least the plain one over γ + 1 (every drafted token accepted), the bound the corpus uses."""
    return Claim(
        And(Ge(tokens_per_pass, 1), Le(tokens_per_pass, draft_length + 1)),
        hypotheses=(Lt(acceptance_rate, 1),),
        examples=(
            Example({acceptance_rate: 0.85, draft_length: 1}, expect={tokens_per_pass: 1.85}, rel_tol=1e-9),
            Example(
                {acceptance_rate: 0.8, draft_length: 4},
                expect={tokens_per_pass: (1 - 0.8**5) / 0.2},
                rel_tol=1e-9,
                note="Leviathan et al.'s α = 0.8, γ = 4: 3.36 tokens per pass",
            ),
        ),
        unknown_reason="α^(γ+1) with a symbolic integer γ has no z3 translation; it holds because 0 < α < 1 gives "
        "α^(γ+1) ≤ α for γ ≥ 0 (so 1 − α^(γ+1) ≥ 1 − α > 0), and τ = 1 + α + … + α^γ has γ + 1 terms each at most 1; "
        "the numeric check samples it",
    )


@claim(source="expected distinct experts of B independent top-k routings over E experts (uniform router)")
def one_token_reads_its_k_experts():
    """At batch 1 the routed model reads exactly the k experts of its one token, not all E."""
    return Claim(
        Eq(experts_read, experts_per_token),
        hypotheses=(Eq(routed_tokens, 1), Le(experts_per_token, experts)),
        examples=(
            Example(
                {experts: 256, experts_per_token: 8, routed_tokens: 1},
                expect={experts_read: 8},
                rel_tol=1e-9,
                note="DeepSeek-V3: 8 of 256 routed experts per layer at batch 1, 1/32 of the expert weights",
            ),
        ),
        unknown_reason="z3 has no translation for (1 − k/E)^n with a symbolic n, even under the hypothesis n = 1; "
        "substituting it leaves E·(1 − (1 − k/E)) = k for k ≤ E; the numeric check samples it",
    )


@claim(source="expected distinct experts of B independent top-k routings over E experts (uniform router)")
def routed_experts_never_exceed_all_experts():
    """The experts a step reads lie between one token's k and all E: k ≤ E_read ≤ E, so today's
    all-read model is the limit and batch 1 reads only k."""
    return Claim(
        And(Ge(experts_read, experts_per_token), Le(experts_read, experts)),
        hypotheses=(Le(experts_per_token, experts),),
        examples=(
            Example(
                {experts: 16, experts_per_token: 1, routed_tokens: 1},
                expect={experts_read: 1},
                rel_tol=1e-9,
                note="Llama-4 Scout at batch 1: its one routed expert of 16 (the lower end)",
            ),
            Example(
                {experts: 256, experts_per_token: 8, routed_tokens: 32},
                expect={experts_read: 256 * (1 - (1 - 8 / 256) ** 32)},
                rel_tol=1e-9,
                note="DeepSeek-V3 at batch 32: 162 of 256 experts",
            ),
            Example(
                {experts: 256, experts_per_token: 8, routed_tokens: 1024},
                expect={experts_read: 256 * (1 - (1 - 8 / 256) ** 1024)},
                rel_tol=1e-9,
                note="at batch 1024 every expert is read (to 14 digits): the all-read model",
            ),
        ),
        unknown_reason="(1 − k/E)^n with a symbolic token count n has no z3 translation; it holds because "
        "0 ≤ 1 − k/E < 1 (k ≤ E) makes the power lie in [0, 1] and at most 1 − k/E for n ≥ 1, and it is "
        "non-decreasing in n because the power shrinks as n grows (one_more_token_never_reads_fewer_experts "
        "proves that step for every value of the power in [0, 1]); the numeric check samples it",
    )


@claim(source="expected distinct experts of B independent top-k routings over E experts (uniform router)")
def one_more_token_never_reads_fewer_experts():
    """Adding a token multiplies the miss probability q = (1 − k/E)^n by (1 − k/E), so E·(1 − q) never falls:
    the experts read are non-decreasing in the routed tokens (proved for every q in [0, 1], the bounded form of
    the power z3 cannot translate)."""
    return Claim(
        Ge(experts * (1 - expert_miss * (1 - experts_per_token / experts)), experts * (1 - expert_miss)),
        hypotheses=(Le(experts_per_token, experts),),
        examples=(
            Example(
                {experts: 256, experts_per_token: 8, expert_miss: (1 - 8 / 256) ** 32},
                note="DeepSeek-V3 from 32 to 33 routed tokens: 162.1 to 165.2 experts",
            ),
            Example(
                {experts: 16, experts_per_token: 1, expert_miss: 1}, note="Llama-4 Scout, no token yet: 0 to 1 expert"
            ),
        ),
    )


@claim(source="expected distinct experts of B independent top-k routings over E experts (uniform router); lecture §2")
def a_routed_token_reads_only_the_active_weights():
    """One routed token reads the k experts it picks: N_active·b_w/(S·W), never more than the all-weight floor."""
    return Claim(
        Le(latency_floor_active, latency_floor),
        hypotheses=(Le(params_active, params_total),),
        examples=(
            Example(
                {**hardware("h200"), **published_params("deepseek-v3"), **FP8_WEIGHTS, chips: 8},
                expect={latency_floor_active: Q_(37e9 * 1 / (8 * 4.8e12), "s")},
                rel_tol=1e-9,
                note="DeepSeek-V3 FP8 on 8 × H200: the published 37B active of 671B read, 0.96 ms against 17.5 ms",
            ),
        ),
    )


@claim(source=f"{LEVIATHAN}; {DEEPSEEK_MTP}")
def a_speculative_moe_pass_reads_the_active_weights_once_for_tau_tokens():
    """With MTP or a draft, an MoE pass still reads at least the active weights and yields τ tokens:
    time per token ≥ N_active·b_w/(S·W)/τ."""
    return Claim(
        Eq(latency_floor_active_speculative * tokens_per_pass, latency_floor_active),
        examples=(
            Example(
                {**hardware("h200"), **published_params("deepseek-v3"), **FP8_WEIGHTS, chips: 8},
                expect={latency_floor_active_speculative: Q_(37e9 / (8 * 4.8e12) / 1.85, "s")},
                rel_tol=1e-9,
                note="DeepSeek-V3 FP8 on 8 × H200 with its one MTP module at 85% acceptance: 0.96 ms ÷ 1.85",
            ),
        ),
    )
