"""The public Python API of what the CLI answers: ``chalk.evaluate``, ``chalk.sweep``,
``chalk.plan_serve``, ``chalk.plan_train`` and ``chalk.validate``.

Each calls the evaluation core (``chalk.evaluation``) as its command does, and each result's
``as_json()`` is what the command prints with ``--json`` (``tests/test_api.py`` runs both
over the catalog). Bad input raises the core's typed errors (``chalk.evaluation.errors``:
``EvaluationError`` and its subclasses), whose text is the command's one-line message.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pint

    from chalk.planning.objectives import Verdict
    from chalk.planning.search import Plan
    from chalk.planning.serve import ServeResult
    from chalk.planning.train_plan import TrainPlan


@dataclass(frozen=True)
class Input:
    """One input an evaluation used: its value (pint) and where it came from."""

    name: str
    value: pint.Quantity[Any]
    source: str


@dataclass(frozen=True)
class Evaluation:
    """A quantity's value (``value``, a pint Quantity) with every input's value and source."""

    quantity: str
    value: pint.Quantity[Any]
    inputs: Mapping[str, Input]
    notes: tuple[str, ...]
    precision: str | None
    document: Mapping[str, Any]

    def to(self, unit: str) -> pint.Quantity[Any]:
        """The value in ``unit``."""
        return self.value.to(unit)

    def __float__(self) -> float:
        return float(self.value.magnitude)

    def as_json(self) -> dict[str, Any]:
        """What ``chalk eval QUANTITY --json`` prints for the same question."""
        return dict(self.document)


@contextmanager
def _book(claims: Sequence[str] = (), book: Sequence[str] = (), model_config: str | None = None) -> Iterator[None]:
    from chalk.evaluation.books import Sources, reading

    with reading(Sources(tuple(claims), tuple(book), model_config)):
        yield


def _request(
    model: str | None,
    hardware: str | None,
    precision: str | None,
    inputs: Mapping[str, Any],
    options: Mapping[str, Any],
) -> Any:
    from chalk.evaluation.request import Request

    return Request.of(
        dict(inputs), model=model, hardware=hardware, precision=precision, typed_source="given", **options
    )


def evaluate(
    quantity: str,
    *,
    model: str | None = None,
    hardware: str | None = None,
    precision: str | None = None,
    kv_precision: str | None = None,
    model_config: str | None = None,
    published: bool = False,
    prices: str | None = None,
    efficiency: str | None = None,
    ici: str | None = None,
    price_tier: str = "on-demand",
    to: str | None = None,
    claims: Sequence[str] = (),
    **inputs: str | int | float | pint.Quantity[Any],
) -> Evaluation:
    """``quantity`` for a catalog ``model`` on catalog ``hardware`` at ``precision``, with
    ``inputs`` typed over the layers (typed > precision > model > hardware > prices >
    default), as ``chalk eval`` computes it (``kv_precision``: the KV cache's format, which
    ``precision`` leaves in the model's dtype, as vLLM does)::

        chalk.evaluate("t_step", model="llama-2-70b", hardware="a100-80gb", chips=2, batch=1, context=4096)

    A bare number is read in the input's declared unit; text may carry a unit ("3.35 TB/s").
    A value outside the quantity's domain raises ``OutOfDomain``."""
    from chalk.evaluation.report import as_json
    from chalk.evaluation.result import checked_result
    from chalk.evaluation.setup import build_setup
    from chalk.exporters.fit import fit_check

    options = dict(model_config=model_config, published=published, prices=prices, efficiency=efficiency, ici=ici)
    options["tier"] = price_tier
    options["kv_precision"] = kv_precision
    with _book(claims, model_config=model_config):
        setup = build_setup(_request(model, hardware, precision, inputs, options))
        result = checked_result(quantity, setup, to)
        document = as_json(result)
        fit = fit_check(result.quantity, setup.layers)
        if fit is not None:
            document["fit"] = fit.to_json()
        used = {s.name: Input(s.name, inp.value, inp.source) for s, inp in result.inputs.items()}
    for text in result.warnings:  # a renamed quantity asked by its old name
        import warnings

        warnings.warn(text, DeprecationWarning, stacklevel=2)
    return Evaluation(
        result.quantity,
        result.value,
        used,
        result.notes,
        result.precision[0] if result.precision else None,
        document,
    )


@dataclass(frozen=True)
class Sweep:
    """A quantity on the outer product of axes: ``values`` shaped by the axes (NaN where a
    point lies outside the quantity's domain), in ``unit``."""

    quantity: str
    unit: str
    axes: Mapping[str, Sequence[float]]
    values: Any  # numpy array

    def rows(self) -> list[dict[str, float]]:
        """One row per grid point: each axis's value and the quantity's."""
        import itertools

        names = list(self.axes)
        out = []
        for index in itertools.product(*(range(len(v)) for v in self.axes.values())):
            row = {n: float(self.axes[n][i]) for n, i in zip(names, index, strict=True)}
            row[self.quantity] = float(self.values[index])
            out.append(row)
        return out


def sweep(
    quantity: str,
    over: Mapping[str, str],
    *,
    model: str | None = None,
    hardware: str | None = None,
    precision: str | None = None,
    to: str | None = None,
    **inputs: str | int | float | pint.Quantity[Any],
) -> Sweep:
    """``quantity`` on a grid, as ``chalk sweep`` computes it: ``over`` maps each swept input
    to its axis text (``{"batch": "1:256:log"}``, ``{"context": "1024,4096,8192"}``)."""
    from chalk.cli.commands.sweep import parse_axis
    from chalk.cli.commands.sweep import sweep as on_grid
    from chalk.evaluation.setup import build_setup, typed_errors
    from chalk.exporters.inputs import unit_text

    with _book():
        setup = build_setup(_request(model, hardware, precision, inputs, {}))
        with typed_errors():
            axes = [parse_axis(f"{name}={text}") for name, text in over.items()]
        result, values = on_grid(quantity, axes, setup, to)
    return Sweep(
        result.quantity,
        unit_text(result.value.units),
        {a.symbol.name: [float(x) for x in a.values] for a in axes},
        values,
    )


@dataclass(frozen=True)
class ServePlans:
    """``chalk plan serve``'s answer: ``plans`` (every feasible plan, the best for the
    objective first), the ``best``, the ``cheapest`` and the ``fastest``; each plan's degrees,
    batch, times, cost and binding constraint. ``per_hardware`` has every hardware asked: its
    best plan or why none; ``skipped`` says why a hardware was not searched."""

    result: ServeResult

    @property
    def plans(self) -> list[Plan]:
        return self.result.plans

    @property
    def best(self) -> Plan | None:
        """The best plan for the objective."""
        return self.plans[0] if self.plans else None

    @property
    def cheapest(self) -> Plan | None:
        """The plan with the lowest $ per output token (a plan without a price never)."""
        import math

        priced = [p for p in self.plans if math.isfinite(p.usd_per_output_token)]
        return min(priced, key=lambda p: (p.usd_per_output_token, p.tpot_s, p.chips)) if priced else None

    @property
    def per_hardware(self) -> list[Verdict]:
        """Every hardware × precision asked, in order: its best plan, or one line on why none."""
        return self.result.verdicts()

    @property
    def fastest(self) -> Plan | None:
        """The feasible plan with the lowest TPOT."""
        from chalk.planning.objectives import finite

        return min(self.plans, key=lambda p: (p.tpot_s, finite(p.usd_per_output_token))) if self.plans else None

    @property
    def skipped(self) -> list[str]:
        return list(self.result.skipped)

    def as_json(self) -> dict[str, Any]:
        """What ``chalk plan serve --json`` prints (the search's wall time aside)."""
        from chalk.planning.report import document

        return document(self.result)


def plan_serve(
    *,
    model: str,
    hardware: str | Sequence[str],
    tpot: str | float,
    ttft: str | float | None = None,
    context: int | None = None,
    prompt: int = 2048,
    output: int = 512,
    precision: str | Sequence[str] | None = None,
    kv_precision: str | None = None,
    max_chips: int = 512,
    tp: int | None = None,
    ep: int | None = None,
    pp: int | None = None,
    mfu: str | float | None = None,
    mbu: str | float | None = None,
    collective_efficiency: float | None = None,
    overlap: bool = False,
    price_tier: str = "on-demand",
    price_file: str | None = None,
    objective: str = "cost",
    speculative: str | None = None,
    claims: Sequence[str] = (),
    book: Sequence[str] = (),
    **inputs: str | int | float,
) -> ServePlans:
    """The best serving layouts of ``model`` on ``hardware`` (catalog ids, or ``"all"``)
    that meet ``tpot`` (and ``ttft``): text with a unit ("20ms") or seconds as a number.
    ``objective`` ranks them: ``"cost"`` ($ per output token), ``"chips"`` (fewest per
    replica), ``"throughput"`` (tokens/s per chip) or ``"latency"`` (TPOT at batch 1); a
    hardware without a price is planned without cost unless the objective is cost.
    ``speculative`` is ``"DRAFT_LEN[:ACCEPTANCE]"``: TPOT and cost per output token are the
    step's ÷ the tokens a target pass yields. ``claims`` and ``book`` choose the book planned
    with, as ``chalk plan serve --claims/--book`` do: its ``Book(serving=...)`` names the
    quantities the search calls. As ``chalk plan serve`` answers."""
    from chalk.planning.serve import ServeRequest
    from chalk.planning.serve import plan_serve as search

    request = ServeRequest(
        model=model,
        hardware=hardware if isinstance(hardware, str) else ",".join(hardware),
        tpot=tpot,
        ttft=ttft,
        context=context,
        prompt=prompt,
        output=output,
        precision=precision if precision is None or isinstance(precision, str) else ",".join(precision),
        kv_precision=kv_precision,
        max_chips=max_chips,
        tp=tp,
        ep=ep,
        pp=pp,
        mfu=None if mfu is None else str(mfu),
        mbu=None if mbu is None else str(mbu),
        collective_efficiency=None if collective_efficiency is None else str(collective_efficiency),
        overlap=overlap,
        price=price_tier,
        price_file=price_file,
        sets=tuple(f"{k}={v}" for k, v in inputs.items()),
        objective=objective,
        speculative=speculative,
    )
    with _book(claims, book):
        return ServePlans(search(request))


def plan_train(
    *,
    model: str,
    tokens: float,
    hardware: str,
    chips: int,
    global_batch: float | str | None = None,
    days: float | None = None,
    budget: float | None = None,
    mfu: float | None = None,
    collective_efficiency: float | None = None,
    efficiency: str | None = None,
    overlap: bool = True,
    seq_len: int | None = None,
    tp: Sequence[int] | None = None,
    pp: Sequence[int] | None = None,
    precision: str | None = None,
    price_tier: str = "on-demand",
    price_file: str | None = None,
    claims: Sequence[str] = (),
    book: Sequence[str] = (),
    **inputs: str | int | float,
) -> TrainPlan:
    """Training layouts (FSDP/DP × TP × PP) of ``model`` for ``tokens`` on up to ``chips``
    chips of ``hardware``: ``.layouts``, ``.feasible``, ``.fastest``, ``.cheapest`` (each with
    its degrees, batch, step time, days, cost, MFU and binding constraint) and ``.claims``
    (the claim ids behind them), as ``chalk plan train`` answers. ``as_json`` of
    ``chalk.planning.train_report.plan_json`` is its ``--json``. ``global_batch`` is tokens
    (a number) or text as ``--global-batch`` reads it (``"2048seq"``, ``"16Mtok"``); either
    must be a whole number of sequences of ``seq_len``. ``claims`` and ``book`` choose the book
    planned with, as ``chalk plan train --claims/--book`` do: its ``Book(training=...)`` names
    the quantities the search calls."""
    from chalk.planning.prices import PriceError, read_price_file
    from chalk.planning.train_batch import read_global_batch
    from chalk.planning.train_layouts import plan_training
    from chalk.planning.train_plan import SEQ_LEN, PlanError, TrainRequest

    try:
        user_prices = read_price_file(price_file) if price_file else {}
    except PriceError as exc:
        raise PlanError(str(exc)) from None
    length = SEQ_LEN if seq_len is None else seq_len
    if isinstance(global_batch, str):
        global_batch = float(read_global_batch(global_batch, length).tokens)
    request = TrainRequest(
        hardware=hardware,
        tokens=float(tokens),
        chips=int(chips),
        model=model,
        global_batch=global_batch,
        days=days,
        budget=budget,
        mfu=mfu,
        collective_efficiency=collective_efficiency,
        efficiency=efficiency,
        overlap=overlap,
        seq_len=length,
        tp=None if tp is None else tuple(sorted(set(tp))),
        pp=None if pp is None else tuple(sorted(set(pp))),
        precision=precision,
        sets=tuple(f"{k}={v}" for k, v in inputs.items()),
        price=price_tier,
        user_prices=user_prices,
    )
    with _book(claims, book):
        return plan_training(request)


def validate(pattern: str | None = None, *, claims: Sequence[str] = (), book: Sequence[str] = ()) -> dict[str, Any]:
    """Every published measurement of the corpus (matching ``pattern``) against chalk's bound:
    the document ``chalk validate --json`` prints (``cases``, ``beaten``, ``medians``).
    ``claims`` and ``book`` choose the book, as ``chalk validate --claims/--book`` do."""
    from chalk.evaluation.cases import validation_document
    from chalk.planning.cases import validate_cases

    with _book(claims, book):
        return validation_document(validate_cases(pattern))
