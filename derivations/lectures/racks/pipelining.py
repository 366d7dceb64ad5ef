"""§10 What pipelining buys: time moves, weights divide, P micro-batches keep racks busy."""

from sympy import Eq, Equivalent, Ge, Rational

from chalk import Q_, Claim, Derivation, Example, claim, unfold
from chalk.catalog import published_params
from chalk.derivations.lectures.racks.presets import DEEPSEEK_KV_FP8, FP8, GB200, RACK_GPUS
from chalk.derivations.lectures.racks.symbols import (
    decode_utilisation,
    microbatch_step_time,
    rack_weight_bytes,
    stage_time,
)
from chalk.vocabulary import (
    bytes_per_param,
    chips,
    context,
    kv_bytes_per_token,
    microbatch,
    microbatches,
    params_total,
    pipeline_stages,
)


# --- §10 what pipelining buys ------------------------------------------------------
@claim(source="lecture 00:55:22–01:02:28")
def pipelining_moves_time_and_divides_weights():
    """Pipelining saves no time (P stages of 1/P of the layers take one rack's step) but divides rack weights by P."""
    return Claim(
        Eq(pipeline_stages * stage_time, microbatch_step_time)
        & Eq(pipeline_stages * rack_weight_bytes, params_total * bytes_per_param),
        derivation=Derivation(pipeline_stages * stage_time)
        .eq(
            pipeline_stages * unfold(stage_time),
            by="each stage does 1/P of the compute and reads 1/P of the weights and of the micro-batch's KV",
        )
        .eq(microbatch_step_time, by="P·max(x/P, y/P) = max(x, y)"),
        examples=(
            Example(
                {
                    **GB200,
                    **published_params("deepseek-v3"),
                    **FP8,
                    chips: RACK_GPUS,
                    pipeline_stages: 4,
                    microbatch: 5400,
                    context: 4096,
                    kv_bytes_per_token: DEEPSEEK_KV_FP8,
                },
                expect={rack_weight_bytes: Q_(671 / 4, "GB")},
                rel_tol=0.01,
                note="DeepSeek-V3 over 4 racks: each holds a quarter of the model",
            ),
        ),
    )


@claim(source="lecture 00:55:22–01:02:28")
def p_microbatches_keep_every_rack_busy():
    """In decode the loop has no bubble once P micro-batches are in flight; one alone leaves each rack idle (P−1)/P."""
    return Claim(
        Equivalent(Eq(decode_utilisation, 1), Ge(microbatches, pipeline_stages)),
        examples=(
            Example(
                {pipeline_stages: 4, microbatches: 1},
                expect={1 - decode_utilisation: Rational(3, 4)},
                note="lecture: one inference at a time leaves each of 4 racks idle 3/4 of the time",
            ),
            Example({pipeline_stages: 4, microbatches: 4}, note="4 in flight: no bubble (utilisation 1)"),
            Example(
                {pipeline_stages: 4, microbatches: 2},
                expect={decode_utilisation: Rational(1, 2)},
                note="2 in flight over 4 racks: each busy half the time",
            ),
        ),
    )
