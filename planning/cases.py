"""The validation corpus through the command a user would type for each case: `chalk eval`
(``chalk.evaluation.cases``), `chalk plan train` or `chalk plan serve`, so a wrong link or
input in any of them shows as a published measurement beating its bound.

A plan case's bound is one number of the plan its printed command line gives: the fastest
training layout's MFU, step time or days, or the best serving plan's TPOT or TTFT for the
case's objective. The plan's inputs, with their sources, are the outcome's inputs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from chalk.evaluation.errors import EvaluationError

if TYPE_CHECKING:
    import pint

    from chalk.derivations.catalog.measured import Case


@dataclass(frozen=True)
class PlanInput:
    """One input a plan read, as an eval result's inputs are keyed and valued (a name and a
    source)."""

    name: str
    source: str


@dataclass(frozen=True)
class PlanBound:
    """One number of a plan, in the shape validation compares (``validation.Evaluated``)."""

    value: pint.Quantity[Any]
    inputs: Mapping[PlanInput, PlanInput]


def _inputs(shown: Any) -> dict[PlanInput, PlanInput]:
    return {PlanInput(s.name, s.source): PlanInput(s.name, s.source) for s in shown}


def _train_bound(name: str, case: Case) -> PlanBound:
    from chalk.planning.train_layouts import plan_training
    from chalk.planning.train_request import read_train_request
    from chalk.units import Q_

    b = case.bound
    options = dict(b.plan)
    if "chips" not in options or "tokens" not in options:
        raise EvaluationError("plan train needs the options chips and tokens")
    plan = plan_training(
        read_train_request(
            hardware=str(b.hardware),
            model=b.model,
            precision=b.precision,
            sets=tuple(b.set_args()),
            tokens=options["tokens"],
            chips=options["chips"],
            global_batch=options.get("global_batch"),
            seq_len=options.get("seq_len"),
            tp=options.get("tp"),
            pp=options.get("pp"),
            overlap=options.get("overlap", "full"),
        )
    )
    best = plan.fastest
    if best is None:
        raise EvaluationError(f"plan train finds no layout: {plan.infeasible}")
    value = {"mfu": Q_(best.mfu, ""), "step_time": Q_(best.step_s, "s"), "days": Q_(best.days, "day")}[name]
    return PlanBound(value, _inputs(plan.inputs + plan.efficiency))


def _serve_bound(name: str, case: Case) -> PlanBound:
    from chalk.planning.serve import ServeRequest, plan_serve
    from chalk.planning.train_request import whole
    from chalk.units import Q_

    b = case.bound
    options = dict(b.plan)
    if "tpot" not in options:
        raise EvaluationError("plan serve needs the option tpot")

    def count(name: str, what: str) -> int | None:
        text = options.get(name)
        return None if text is None else whole(text, f"--{name.replace('_', '-')}", what)

    prompt, output, max_chips = count("prompt", "tokens"), count("output", "tokens"), count("max_chips", "chips")
    request = ServeRequest(
        model=str(b.model),
        hardware=str(b.hardware),
        tpot=options["tpot"],
        ttft=options.get("ttft"),
        context=count("context", "tokens"),
        prompt=ServeRequest.prompt if prompt is None else prompt,
        output=ServeRequest.output if output is None else output,
        precision=b.precision,
        kv_precision=options.get("kv_precision"),
        max_chips=ServeRequest.max_chips if max_chips is None else max_chips,
        tp=count("tp", "chips"),
        ep=count("ep", "chips"),
        pp=count("pp", "stages"),
        objective=options.get("objective", "cost"),
        speculative=options.get("speculative"),
        overlap=options.get("overlap") == "true",
        sets=tuple(b.set_args()),
    )
    result = plan_serve(request)
    if not result.plans:
        why = "; ".join(v.why for v in result.verdicts() if v.why) or "no plan"
        raise EvaluationError(f"plan serve finds no plan: {why}")
    best = result.plans[0]
    value = Q_(best.tpot_s if name == "tpot" else best.ttft_s, "s")
    context = result.contexts.get((best.hardware, best.precision))
    used = {} if context is None else context.inputs
    shown = [PlanInput(n, source) for n, (_, source) in used.items()]
    shown += [PlanInput(n, e.source) for n, e in result.efficiency.items()]
    return PlanBound(value, _inputs(shown))


def evaluate_bound(name: str, case: Case) -> Any:
    """``name`` for ``case`` through its entry; a bound that cannot be evaluated is the
    corpus's ``BoundError``."""
    from chalk.derivations.validation import BoundError
    from chalk.evaluation.cases import evaluate_case

    entry = case.bound.entry
    if entry == "eval":
        return evaluate_case(name, case)
    try:
        return _train_bound(name, case) if entry == "plan train" else _serve_bound(name, case)
    except EvaluationError as exc:
        raise BoundError(f"{case.id}: {case.bound.command()}: {exc}") from None


def validate_cases(pattern: str | None = None) -> list[Any]:
    """Every matching case compared with its bound (``derivations.validation.validate``);
    an unreadable corpus or a pattern that matches nothing is ``EvaluationError``."""
    from chalk.derivations.catalog.measured import CorpusError, matching
    from chalk.derivations.validation import BoundError, validate

    try:
        matching(None)
    except CorpusError as exc:
        raise EvaluationError(str(exc)) from None
    if not matching(pattern):
        raise EvaluationError(f"no case matches {pattern!r} (ids, regimes train/prefill/decode/kernel, or a family)")
    try:
        return list(validate(evaluate_bound, pattern))
    except BoundError as exc:
        raise EvaluationError(str(exc)) from None
