"""``chalk plan serve``: inputs for each hardware through eval's own layers (model config,
byte widths, catalog chip, ``--set``), the price of a chip-hour, the stated efficiencies,
then the search of ``planning.search`` and one result for the report.

Efficiency is explicit: the ideal roofline unless ``--mfu``, ``--mbu`` or
``--collective-efficiency`` say otherwise, each printed with its source. ``--mfu measured`` reads
the documented median of published kernels (efficiencies.json: kernel_flops, the fraction
of peak FLOP/s a tuned matmul reaches); ``--mbu measured`` the decode bandwidth share that
``chalk eval --efficiency measured`` applies (``exporters.efficiency``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from chalk.derivations.book_quantities import ServingQuantities
from chalk.evaluation.amounts import parse_time
from chalk.evaluation.errors import EvaluationError, PrecisionUnavailable
from chalk.evaluation.request import Request
from chalk.evaluation.setup import Setup, SetupFor, build_setup
from chalk.planning.layouts import LayoutError, Links, layout_grid, links
from chalk.planning.objectives import OBJECTIVES, Verdict, finite, plan_key, why_none
from chalk.planning.prices import PriceError, read_price_file
from chalk.planning.search import Evaluator, Outcome, Plan, Targets, pareto, per_token_quantities, search
from chalk.planning.speculative import PerPass, parse_speculative, per_pass

#: exit status of a target no layout meets (documented in docs/guides/plan.md and `chalk plan serve --help`)
EXIT_UNREACHABLE = 4
#: efficiency flag -> (the efficiencies.json median `measured` reads, what it scales); --mbu
#: measured goes through exporters.efficiency, as `chalk eval --efficiency measured` does
MEASURED = {"mfu": ("kernel_flops", "peak_flops"), "mbu": ("decode_bandwidth", "hbm_bandwidth")}


class PlanError(EvaluationError):
    """Bad planner input: one line (the CLI prints it, exit 2)."""


def serving_quantities() -> ServingQuantities:
    """What the current book declares for the planner (``Book(serving=...)``), checked: every
    part declared and every name one of the book's quantities (a one-line ``PlanError`` else)."""
    from chalk.planning.declared import checked

    return checked(ServingQuantities, "chalk plan serve", "docs/guides/plan.md, 'Your own book'", PlanError)


def axis_names(declared: ServingQuantities) -> tuple[str, ...]:
    """The book's input names of the planner's axes (``ServingQuantities.axes``)."""
    return tuple(str(a) for a in declared.axes())


@dataclass(frozen=True)
class ServeRequest:
    """What ``chalk plan serve`` (and ``chalk.plan_serve``) is asked. Times are text with a
    unit (``"20ms"``) or seconds as a number; efficiencies a fraction or ``"measured"``."""

    model: str
    hardware: str  # catalog ids, comma-separated, or "all"
    tpot: str | float
    ttft: str | float | None = None
    context: int | None = None  # default: prompt + output
    prompt: int = 2048
    output: int = 512
    precision: str | None = None  # comma-separated
    kv_precision: str | None = None  # the KV cache's format; None: the model's dtype, whatever ``precision`` is
    max_chips: int = 512
    tp: int | None = None
    ep: int | None = None
    pp: int | None = None
    mfu: str | None = None
    mbu: str | None = None
    collective_efficiency: str | None = None
    overlap: bool = False
    price: str = "on-demand"
    price_file: str | None = None
    sets: tuple[str, ...] = ()
    objective: str = "cost"  # what the plans are ranked by (planning.objectives.OBJECTIVES)
    speculative: str | None = None  # "DRAFT_LEN[:ACCEPTANCE]" (planning.speculative)

    @property
    def tokens_of_context(self) -> int:
        return self.context if self.context is not None else self.prompt + self.output


@dataclass(frozen=True)
class Efficiency:
    value: float
    source: str


@dataclass
class Context:
    """What one hardware's search read: its inputs with sources, for --explain."""

    hardware: str
    precision: str
    inputs: dict[str, tuple[Any, str]]  # name -> (pint value, source)
    evaluator: Evaluator
    links: Links
    efficiency: dict[str, Efficiency]


@dataclass
class ServeResult:
    model: str
    targets: Targets
    outcomes: list[Outcome] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    unpriced: list[str] = field(default_factory=list)  # hardware without a price (not a capacity problem)
    contexts: dict[tuple[str, str], Context] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    efficiency: dict[str, Efficiency] = field(default_factory=dict)
    seconds: float = 0.0
    objective: str = "cost"
    per_pass: PerPass | None = None  # --speculative: the tokens a target pass yields, with its inputs
    #: every hardware × precision asked, in order, with why it was not searched ('' when it was)
    asked: list[tuple[str, str, str]] = field(default_factory=list)
    #: the book's serving declaration the search read
    serving: ServingQuantities = field(default_factory=ServingQuantities)

    @property
    def plans(self) -> list[Plan]:
        """Every feasible plan, the best for the objective first."""
        every = [p for o in self.outcomes for p in o.plans]
        return sorted(every, key=plan_key(self.objective))

    def cheapest_per_hardware(self) -> list[Plan]:
        """Each hardware's cheapest plan (a plan without a price last)."""
        seen: dict[str, Plan] = {}
        for p in sorted(self.plans, key=lambda p: (finite(p.usd_per_output_token), p.tpot_s, p.chips)):
            seen.setdefault(p.hardware, p)
        return list(seen.values())

    def best_per_hardware(self) -> list[Plan]:
        """Each hardware's best plan for the objective."""
        seen: dict[str, Plan] = {}
        for p in self.plans:
            seen.setdefault(p.hardware, p)
        return list(seen.values())

    def verdicts(self) -> list[Verdict]:
        """Every hardware × precision asked, in order: its best plan, or one line on why none."""
        best: dict[tuple[str, str], Plan] = {}
        for p in self.plans:
            best.setdefault((p.hardware, p.precision), p)
        outcomes = {(o.hardware, o.precision): o for o in self.outcomes}
        out = []
        for hardware, precision, skipped in self.asked:
            if skipped:
                out.append(Verdict(hardware, precision, None, skipped.removeprefix(f"{hardware}: ")))
            elif (hardware, precision) in best:
                out.append(Verdict(hardware, precision, best[(hardware, precision)]))
            else:
                out.append(
                    Verdict(
                        hardware, precision, None, why_none(outcomes[(hardware, precision)], self.targets, self.serving)
                    )
                )
        return out

    def front(self) -> list[tuple[float, float, object]]:
        """Cost against TPOT over every (layout, batch) point tried: each best plan and, below
        its batch, batches 1, 2, 4, …; a point is a Plan where it is one of the plans."""
        plans = {f"{p.hardware} {p.precision} TP{p.tp} EP{p.ep} PP{p.pp} B={p.batch}": p for p in self.plans}
        points = [
            (t, c, plans.get(label, label)) for o in self.outcomes for t, c, label in o.front if c == c
        ]  # NaN: no price
        return pareto(points)

    def fastest(self) -> tuple[float, str, Plan | None] | None:
        found = [o.fastest for o in self.outcomes if o.fastest is not None]
        return min(found, key=lambda f: f[0]) if found else None

    @property
    def evaluated(self) -> int:
        return sum(o.evaluated for o in self.outcomes)


def seconds(value: str | float, what: str) -> float:
    """A target time: text with its unit (``chalk.evaluation.amounts.parse_time``: a bare
    number is refused), or a number of seconds from Python."""
    if isinstance(value, str):
        return parse_time(value, what)
    if not (isinstance(value, (int, float)) and 0 < value < float("inf")):
        raise PlanError(f"{what} must be a positive number of seconds, got {value!r}")
    return float(value)


def parse_efficiency(text: str | None, flag: str, hardware_id: str | None) -> Efficiency:
    if text is None:
        return Efficiency(1.0, "ideal (the default: peak, no derating)")
    if text == "measured" and flag in MEASURED:
        from chalk.derivations.catalog.measured import measured_efficiency

        name, _ = MEASURED[flag]
        value, source = measured_efficiency(name, hardware_id)
        return Efficiency(value, f"measured: {source}")
    try:
        value = float(text)
    except ValueError:
        allowed = "a fraction in (0, 1] or 'measured'" if flag in MEASURED else "a fraction in (0, 1]"
        raise PlanError(f"--{flag.replace('_', '-')} {text[:40]!r}: give {allowed}") from None
    if not 0 < value <= 1:
        raise PlanError(f"--{flag.replace('_', '-')} must be in (0, 1], got {text[:40]}")
    return Efficiency(value, f"given (--{flag.replace('_', '-')})")


def hardware_list(text: str) -> list[str]:
    from chalk.planning.layouts import _hardware_json

    known = _hardware_json()
    if text == "all":
        return list(known)
    ids = [t.strip() for t in text.split(",") if t.strip()]
    if not ids:
        raise PlanError("--hardware needs a catalog id, a comma-separated list, or all")
    for hw in ids:
        if hw not in known:
            import difflib

            close = difflib.get_close_matches(hw, list(known), n=3, cutoff=0.5)
            hint = f"; close matches: {', '.join(close)}" if close else f"; known: {', '.join(sorted(known))}"
            raise PlanError(f"unknown hardware {hw!r}{hint}")
    return list(dict.fromkeys(ids))


def setup_request(
    req: ServeRequest,
    hardware_id: str,
    precision: str | None,
    user_prices: dict[str, float],
    declared: ServingQuantities,
) -> Request:
    """The evaluation request of one hardware: the model, the chip, the price source
    (``--price-file`` over the catalog's tier) and the typed inputs, as ``chalk eval`` reads them."""
    sets = (
        *req.sets,
        *(parse_speculative(req.speculative).sets(declared) if req.speculative else ()),
        f"context={req.tokens_of_context}",
        f"prefill_tokens={req.prompt}",
        f"decode_tokens={req.output}",
    )
    return Request.from_assignments(
        sets,
        model=req.model,
        hardware=hardware_id,
        precision=precision,
        kv_precision=req.kv_precision,
        tier=req.price,
        user_prices=user_prices,
    )


def _magnitude(layers: Any, name: str) -> float | None:
    from chalk.exporters.evalbook import book

    symbol = book().lookup(name).symbol
    for layer in (layers.sets, layers.model):
        if symbol in layer:
            return float(layer[symbol].value.magnitude)
    return None


def plan_one(
    args: ServeRequest,
    hardware_id: str,
    precision: str | None,
    targets: Targets,
    user_prices: dict[str, float],
    result: ServeResult,
    setup_for: SetupFor,
) -> None:
    """Search one hardware × precision and add its outcome (or why it was skipped) to ``result``."""
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input, InputError, Layers, resolve
    from chalk.units.registry import Q_

    bk = book()
    declared = serving_quantities()
    try:
        setup: Setup = setup_for(setup_request(args, hardware_id, precision, user_prices, declared))
    except PrecisionUnavailable as exc:  # a chip without the asked precision is skipped, with why
        result.skipped.append(f"{hardware_id}: {exc}")
        result.asked.append((hardware_id, precision or "", str(exc)))
        return
    layers: Layers = setup.layers
    used_precision = setup.precision[0] if setup.precision else (precision or "bf16")
    sym = {n: bk.lookup(n).symbol for n in ("experts_per_token", "experts")}
    price = bk.lookup(str(declared.price_per_chip_hour)).symbol
    if price not in layers.sets and price not in layers.prices:  # the core's one price source has none
        why = no_price(layers.unlisted.get(price, ""), hardware_id, args.objective)
        result.unpriced.append(hardware_id)
        if args.objective == "cost":
            result.skipped.append(why)
            result.asked.append((hardware_id, used_precision, why))
            return
        result.notes.append(why)  # planned on, every cost left blank
        layers.sets[price] = Input(price, Q_(float("nan"), "USD/hour"), why)
    result.asked.append((hardware_id, used_precision, ""))
    experts = _magnitude(layers, "experts")
    if experts is None:  # E = k = 1: every weight is shared and read every step, as before routing
        for name in ("experts_per_token", "experts"):
            layers.sets[sym[name]] = Input(
                sym[name], Q_(1, "1"), "dense model: no routed experts (EP = 1, the all-to-all is zero)"
            )
    n_heads, n_layers = _magnitude(layers, "n_heads"), _magnitude(layers, "n_layers")
    if n_heads is None or n_layers is None:
        raise PlanError(f"{args.model}: the config gives no n_heads or n_layers to split")
    link = links(hardware_id)
    try:
        grid = layout_grid(
            int(n_heads), int(n_layers), int(experts) if experts else None, args.max_chips, link, _fixed(args)
        )
    except LayoutError as exc:
        raise PlanError(str(exc)) from None
    called = declared.quantities()
    functions = {name: (bk.function(name), tuple(s.name for s in bk.inputs(name))) for name in called}
    needed = {s for name in called for s in bk.inputs(name)}
    swept = {bk.lookup(name).symbol: np.ones(1) for name in axis_names(declared)}
    try:
        resolution = resolve(needed, layers, what="chalk plan serve", grid=swept, drop_unneeded=False)
    except InputError as exc:
        raise PlanError(str(exc)) from None
    kwargs: dict[str, Any] = dict(resolution.kwargs)
    eff = {
        "mfu": parse_efficiency(args.mfu, "mfu", hardware_id),
        "mbu": parse_efficiency(args.mbu, "mbu", hardware_id),
        "collective_efficiency": parse_efficiency(args.collective_efficiency, "collective_efficiency", hardware_id),
    }
    if args.mbu == "measured":
        eff["mbu"] = _measured_bandwidth(layers, hardware_id)
    kwargs["peak_flops"] = float(kwargs["peak_flops"]) * eff["mfu"].value
    kwargs["hbm_bandwidth"] = float(kwargs["hbm_bandwidth"]) * eff["mbu"].value
    scaled = grid
    if eff["collective_efficiency"].value != 1.0:
        from dataclasses import replace

        c = eff["collective_efficiency"].value
        scaled = replace(grid, tp_link=grid.tp_link * c, ep_link=grid.ep_link * c, pp_link=grid.pp_link * c)
    evaluator = Evaluator(functions, kwargs, per_token=per_token_quantities(declared))
    if args.speculative:
        try:
            result.per_pass = per_pass(layers, parse_speculative(args.speculative), declared)
        except InputError as exc:
            raise PlanError(str(exc)) from None
        evaluator.per_pass = result.per_pass.tokens
    outcome = search(hardware_id, used_precision, scaled, evaluator, targets, declared, args.objective == "latency")
    result.outcomes.append(outcome)
    inputs = {i.name: (i.value, i.source) for i in {**resolution.support, **resolution.direct}.values()}
    result.contexts[(hardware_id, used_precision)] = Context(hardware_id, used_precision, inputs, evaluator, link, eff)
    result.efficiency = eff


def no_price(unlisted: str, hardware_id: str, objective: str) -> str:
    """One line: the hardware has no price per chip-hour (not a capacity problem), and what
    the plan does about it under ``objective``."""
    why = unlisted.removeprefix(f"{hardware_id}: ").split("; give --set")[0] or "no price per chip-hour"
    if objective == "cost":
        return (
            f"{hardware_id}: {why}: a missing price, not a capacity problem; give --price-file or "
            "--set price_per_chip_hour=…, or --objective chips|throughput|latency to plan without cost"
        )
    return f"{hardware_id}: {why}: planned without cost (--objective {objective})"


def _measured_bandwidth(layers: Any, hardware_id: str) -> Efficiency:
    """``--mbu measured``: the share of peak HBM bandwidth that ``chalk eval --efficiency
    measured`` applies (``exporters.efficiency``, the decode medians of published systems)."""
    from chalk.exporters.efficiency import apply_efficiency
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Layers

    hbm = book().lookup("hbm_bandwidth").symbol
    scratch = Layers(hardware=dict(layers.hardware))
    notes = dict(apply_efficiency(scratch, "measured", hardware_id))
    factor = float((scratch.hardware[hbm].value / layers.hardware[hbm].value).to("").magnitude)
    return Efficiency(factor, notes.get("hbm_bandwidth", "measured"))


def _fixed(args: ServeRequest) -> dict[str, int]:
    return {k: v for k, v in (("tp", args.tp), ("ep", args.ep), ("pp", args.pp)) if v is not None}


def plan_serve(args: ServeRequest, setup_for: SetupFor = build_setup) -> ServeResult:
    """Every hardware × precision searched. ``setup_for`` builds the input layers of each
    hardware's ``Request`` (the core's ``build_setup``: the planner reads the model, chip,
    byte widths, price and --set exactly as ``chalk eval`` does)."""
    started = time.perf_counter()
    if args.max_chips < 1:
        raise PlanError(f"--max-chips must be at least 1, got {args.max_chips}")
    if args.speculative is not None:
        parse_speculative(args.speculative)  # a bad draft is one line before any search
    if args.objective not in OBJECTIVES:
        raise PlanError(f"--objective {args.objective[:40]!r}: use one of {', '.join(OBJECTIVES)}")
    for flag in ("context", "prompt", "output"):
        value = args.tokens_of_context if flag == "context" else getattr(args, flag)
        if value < 1:
            raise PlanError(f"--{flag} must be a positive number of tokens, got {value}")
    for flag in ("tp", "ep", "pp"):
        value = getattr(args, flag)
        if value is not None and value < 1:
            raise PlanError(f"--{flag} must be a positive degree, got {value}")
    targets = Targets(
        seconds(args.tpot, "--tpot"),
        seconds(args.ttft, "--ttft") if args.ttft is not None else None,
        args.overlap,
    )
    try:
        user_prices = read_price_file(args.price_file) if args.price_file else {}
    except PriceError as exc:
        raise PlanError(str(exc)) from None
    precisions = [p.strip() for p in args.precision.split(",")] if args.precision else [None]
    result = ServeResult(args.model, targets, objective=args.objective, serving=serving_quantities())
    for hardware_id in hardware_list(args.hardware):
        for precision in precisions:
            plan_one(args, hardware_id, precision, targets, user_prices, result, setup_for)
    result.seconds = time.perf_counter() - started
    return result
