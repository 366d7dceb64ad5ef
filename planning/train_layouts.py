"""The training-layout search behind ``chalk plan train``.

Every number comes from the quantities of Part 4 §4.7 (``parallelism.training_layout``),
evaluated once over the whole layout grid by the generated numpy functions ``chalk eval``
and ``chalk sweep`` call, with the inputs layered as ``chalk eval`` layers them (model,
hardware, precision, prices, ``--set``). This module only enumerates the layouts and
picks the fastest and the cheapest; ``train_bindings`` says which constraint binds each,
with its claim id.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from chalk.derivations.book_quantities import Term, TrainingQuantities
from chalk.evaluation.errors import PriceUnavailable
from chalk.evaluation.request import Request
from chalk.evaluation.setup import Setup, build_setup
from chalk.planning.train_batch import whole_sequences
from chalk.planning.train_bindings import Cited, better_key, binding_text, step_term, why_infeasible
from chalk.planning.train_plan import SEQ_LEN, SEQ_LEN_SOURCE, InputShown, Layout, PlanError, TrainPlan, TrainRequest

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

#: global batches searched unless --global-batch: powers of two from 1M to LLaMA 3's largest, 16M tokens
BATCHES = tuple(float(2**k) for k in range(20, 25))
BATCHES_SOURCE = (
    "searched over 2^20..2^24 tokens (1M to 16M, LLaMA 3's largest, arXiv:2407.21783 §3.4.1); the step model "
    "has no optimisation cost for a larger batch, so fix the batch with --global-batch"
)
#: halvings of --chips tried (a plan may leave chips idle when that is cheaper)
CHIP_HALVINGS = 6
#: default degree caps: tensor parallelism within a node or torus axis (and the scale-up domain), a few PP stages
TP_MAX, PP_MAX = 64, 16


def training_quantities() -> TrainingQuantities:
    """What the current book declares for ``chalk plan train`` (``Book(training=...)``),
    checked: every part declared and every name one of the book's (a one-line ``PlanError``)."""
    from chalk.planning.declared import checked

    return checked(TrainingQuantities, "chalk plan train", "docs/guides/plan-train.md", PlanError)


def _name(part: Term | str | None) -> str:
    if part is None:
        raise PlanError("a part of the training declaration is missing")
    return part if isinstance(part, str) else part.quantity


def quantities(d: TrainingQuantities) -> dict[str, tuple[str, str]]:
    """The quantities evaluated per layout, overlapped and serial (--overlap none)."""
    both = {"memory": d.memory_per_chip, "compute": d.compute_time}
    both |= {"param_comm": d.param_comm_time, "tp_comm": d.tp_comm_time, "pp_comm": d.pp_comm_time}
    out = {k: (_name(t), _name(t)) for k, t in both.items()}
    out["step"] = (_name(d.step_time), _name(d.step_time_serial))
    out["time"] = (_name(d.training_time), _name(d.training_time_serial))
    out["cost"] = (_name(d.training_cost), _name(d.training_cost_serial))
    out["mfu"] = (_name(d.mfu), _name(d.mfu_serial))
    return out


#: the inputs the search owns: a --set on one is refused (use the option named); the book's
#: ``param_collectives`` input is refused the same way
SEARCHED = {
    "chips": "--chips",
    "tp_degree": "--tp",
    "pipeline_stages": "--pp",
    "fsdp_degree": "the layout (FSDP over every replica)",
    "replicated_bytes_per_param": "the layout (DP keeps the state whole, FSDP shards it)",
    "global_batch_tokens": "--global-batch",
    "microbatches": "the layout (one sequence per micro-batch)",
    "tokens_pretrain": "--tokens",
    "mfu_train": "--mfu",
}


def _sym(name: str) -> Any:
    """The input ``name``'s symbol in the command's book (vocabulary or a section's own input)."""
    from chalk.exporters.evalbook import book

    return book().lookup(name).symbol


def divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


def chip_counts(chips: int) -> list[int]:
    """``chips`` and its halvings while they stay whole."""
    out = [chips]
    while len(out) <= CHIP_HALVINGS and out[-1] % 2 == 0:
        out.append(out[-1] // 2)
    return out


def setup_request(request: TrainRequest) -> Request:
    """The evaluation request that builds the plan's input layers (the core's ``build_setup``):
    the model, the chip, its price from the one price source (``--price-file`` over the
    catalog's tier) and the typed inputs."""
    return Request.from_assignments(
        request.sets,
        model=request.model,
        model_config=request.model_config,
        precision=request.precision,
        hardware=request.hardware,
        ici=request.ici,
        efficiency=request.efficiency,
        tier=request.price,
        user_prices=dict(request.user_prices),
    )


def _setup(
    request: TrainRequest, setup: Setup, declared: TrainingQuantities
) -> tuple[Setup, tuple[str, ...], tuple[InputShown, ...]]:
    """The planner's own inputs layered over ``chalk eval``'s, each with its source;
    returns (setup, notes, efficiency inputs shown)."""
    from chalk.exporters.inputs import Input
    from chalk.units.registry import Q_, from_base

    layers = setup.layers
    searched = {**SEARCHED, _name(declared.param_collectives): "the layout (3 under FSDP, 2 under DP)"}
    for s in layers.sets:
        if s.name in searched:
            raise PlanError(f"--set {s.name} is chosen by the plan; use {searched[s.name]}")

    def put(name: str, value: Any, source: str) -> None:
        s = _sym(name)
        layers.sets[s] = Input(s, value, source)

    price = _sym("price_per_chip_hour")
    if price not in layers.sets and price not in layers.prices:  # the one price source has none
        why = layers.unlisted.get(price, f"{request.hardware}: no price per chip-hour")
        raise PriceUnavailable(f"{why} (a missing price, not a capacity problem)", request.hardware)
    put("tokens_pretrain", Q_(request.tokens, "token"), "given (--tokens)")
    notes = list(setup.notes)
    if request.mfu is not None:
        put("mfu_train", Q_(request.mfu, ""), "given (--mfu)")
    elif _sym("mfu_train") not in layers.hardware:
        put("mfu_train", Q_(1.0, ""), "ideal: the dense peak (give --mfu or --efficiency measured)")
    ici = _sym("ici_bandwidth")
    found = layers.sets.get(ici) or layers.hardware.get(ici)
    if found is None:
        raise PlanError(f"{request.hardware} has no ICI link bandwidth in the catalog; --set ici_bandwidth=…")
    if request.collective_efficiency is not None:
        f = request.collective_efficiency
        put("ici_bandwidth", found.value * f, f"{f:g} × peak (given --collective-efficiency); {found.source}")
    _scale_out(request, setup, put)
    if _sym("train_bytes_per_param") not in layers.sets:
        name = _name(declared.bytes_recipe)
        recipe = from_base(float(evaluate_quantity(setup, name)), _unit(name))
        put("train_bytes_per_param", recipe, f"{name} = {_formula(name)}")
    if _sym("checkpoints_per_layer") not in layers.sets:
        put(
            "checkpoints_per_layer",
            Q_(1, ""),
            "plan default: the residual stream checkpointed per layer (scaling book Part 5); --set to change",
        )
    efficiency = []
    for name in ("mfu_train", "ici_bandwidth"):
        shown = _shown(setup, name)
        efficiency.append(shown)
    return setup, tuple(notes), tuple(efficiency)


def _scale_out(request: TrainRequest, setup: Setup, put: Any) -> None:
    """The scale-up domain and the NIC that the weight collectives of a data-parallel group
    leaving it cross (``nic_fraction``). A chip whose catalog entry gives no NIC gets its
    scale-up port in the NIC's place: the NIC term is then never longer than the port ring,
    so the time stays a lower bound (the note says so)."""
    from chalk.evaluation.errors import CatalogMiss
    from chalk.evaluation.links import collective_link
    from chalk.units.registry import Q_

    layers = setup.layers
    try:
        link = collective_link(request.hardware, 1)
    except CatalogMiss:
        link = None
    if _sym("scaleup_domain") not in layers.sets and _sym("scaleup_domain") not in layers.hardware:
        domain = 1 if link is None else link.domain
        why = "no scale-up fabric in the catalog: one chip" if link is None else link.why()
        put("scaleup_domain", Q_(domain, ""), f"{request.hardware}: {why}")
    nic = _sym("scaleout_bandwidth")
    found = layers.sets.get(nic) or layers.hardware.get(nic)
    if found is None:
        if link is None:
            raise PlanError(f"{request.hardware} has no scale-out NIC in the catalog; --set scaleout_bandwidth=…")
        port = Q_(link.port.port_one_way(), "byte/s")
        why = (
            f"{request.hardware}: no scale-out NIC in the catalog; its scale-up port ({link.why()}) stands in, so "
            "weight collectives that leave the domain are timed as if they stayed on it (a lower bound)"
        )
        put("scaleout_bandwidth", port, why)
        found = layers.sets[nic]
    if request.collective_efficiency is not None:
        f = request.collective_efficiency
        put("scaleout_bandwidth", found.value * f, f"{f:g} × peak (given --collective-efficiency); {found.source}")


def _shown(setup: Setup, name: str) -> InputShown:
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import resolve, unit_text

    bk = book()
    s = _sym(name)
    got = resolve([s], setup.layers, what=name).direct[s]
    unit = bk.of(s).unit
    return InputShown(name, float(got.value.to(unit).magnitude), unit_text(unit), got.source)


def _model_count(setup: Setup, name: str) -> int:

    s = _sym(name)
    got = setup.layers.sets.get(s) or setup.layers.model.get(s)
    if got is None:
        raise PlanError(f"the model gives no {name}: give --model or --model-config (or --set {name}=…)")
    return round(float(got.value.magnitude))


def _degrees(given: tuple[int, ...] | None, of: int, cap: int, option: str, what: str) -> list[int]:
    if given is None:
        return [d for d in divisors(of) if d <= cap]
    bad = [d for d in given if of % d]
    if bad:
        raise PlanError(f"{option} {bad[0]} does not divide the model's {of} {what}")
    return list(given)


def _scale_up_domain(hardware_id: str) -> int:
    """Chips the hardware's scale-up fabric reaches (the core's link model): tensor
    parallelism searched by default stays inside it, where its collectives' link is known."""
    from chalk.evaluation.errors import CatalogMiss
    from chalk.evaluation.links import collective_link

    try:
        return collective_link(hardware_id, 1).domain
    except CatalogMiss:
        return 1


def searched_batches(seq_len: int) -> tuple[float, ...]:
    """``BATCHES`` as whole sequences of ``seq_len`` (each rounded down, at least one sequence)."""
    return tuple(sorted({float(max(1, int(b // seq_len)) * seq_len) for b in BATCHES}))


def enumerate_layouts(request: TrainRequest, heads: int, layers: int) -> list[dict[str, Any]]:
    """Every candidate layout as plain numbers: chip counts (``--chips`` and its halvings)
    × TP degrees dividing the heads × PP degrees dividing the layers × FSDP or DP × global
    batches, keeping those whose degrees divide the chips and whose replicas get at least
    one whole sequence."""
    tps = _degrees(request.tp, heads, min(TP_MAX, _scale_up_domain(request.hardware)), "--tp", "attention heads")
    pps = _degrees(request.pp, layers, PP_MAX, "--pp", "layers")
    batches = (request.global_batch,) if request.global_batch is not None else searched_batches(request.seq_len)
    out = []
    for n in chip_counts(request.chips):
        for y in tps:
            for p in pps:
                if n % (y * p):
                    continue
                d = n // (y * p)
                for b in batches:
                    m = math.floor(b / (d * request.seq_len))
                    if m < 1:
                        continue
                    for mode in ("fsdp", "dp") if d > 1 else ("fsdp",):
                        out.append({"chips": n, "mode": mode, "data": d, "tp": y, "pp": p, "m": m, "batch": b})
    return out


def evaluate(
    setup: Setup, candidates: list[dict[str, Any]], overlap: bool, declared: TrainingQuantities
) -> dict[str, NDArray[np.float64]]:
    """Each quantity of ``quantities(declared)`` over the candidates, in SI base units, through
    the generated numpy functions (one call per quantity for the whole grid)."""
    import numpy as np

    b_train_base = _base(setup, "train_bytes_per_param")
    fsdp = np.array([c["mode"] == "fsdp" for c in candidates])
    data = np.array([c["data"] for c in candidates], dtype=float)
    grid = {
        _sym("chips"): np.array([c["chips"] for c in candidates], dtype=float),
        _sym("tp_degree"): np.array([c["tp"] for c in candidates], dtype=float),
        _sym("pipeline_stages"): np.array([c["pp"] for c in candidates], dtype=float),
        _sym("fsdp_degree"): np.where(fsdp, data, 1.0),
        _sym("replicated_bytes_per_param"): np.where(fsdp, 0.0, b_train_base),
        _sym(_name(declared.param_collectives)): np.where(fsdp, 3.0, 2.0),
        _sym("global_batch_tokens"): np.array([c["batch"] for c in candidates], dtype=float),
        _sym("microbatches"): np.array([c["m"] for c in candidates], dtype=float),
    }
    pick = 0 if overlap else 1
    values: dict[str, NDArray[np.float64]] = {}
    for key, names in quantities(declared).items():
        values[key] = np.broadcast_to(np.asarray(evaluate_quantity(setup, names[pick], grid), dtype=float), fsdp.shape)
    return values


def evaluate_quantity(setup: Setup, name: str, grid: dict[Any, Any] | None = None) -> Any:
    """A quantity in SI base units through its generated numpy function, its inputs resolved
    from the layers as ``chalk eval`` resolves them (``grid``: base-unit arrays)."""
    import numpy as np

    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import InputError, resolve

    bk = book()
    try:
        res = resolve(bk.inputs(name), setup.layers, what=name, grid=grid)
    except InputError as exc:
        raise PlanError(str(exc)) from None
    with np.errstate(all="ignore"):
        return bk.function(name)(**res.kwargs)


def _unit(name: str) -> Any:
    from chalk.exporters.evalbook import book

    return book().lookup(name).unit


def _formula(name: str) -> str:
    """A defined quantity's formula as the book prints it (each input carries its own source)."""
    from chalk.exporters.evalbook import book

    bk = book()
    found = bk.lookup(name)
    return str(bk.formula(found.symbol))


def plan_training(request: TrainRequest, setup: Setup | None = None) -> TrainPlan:
    """Search every layout of ``request`` and pick the fastest and the cheapest feasible ones.
    ``setup`` is the core's input layers for ``setup_request(request)`` (built here when not
    given); the plan adds its own inputs to them."""
    if request.chips < 1:
        raise PlanError("--chips must be a positive whole number")
    given = None if request.global_batch is None else whole_sequences(request.global_batch, request.seq_len)
    declared = training_quantities()
    cited = Cited.of(declared)
    setup, notes, efficiency = _setup(
        request, build_setup(setup_request(request)) if setup is None else setup, declared
    )
    notes = (*request.readings, *notes)
    experts = setup.layers.model.get(_sym("experts"))
    if experts is not None and float(experts.value.magnitude) > 1:
        notes = (
            *notes,
            f"the model is a mixture of {float(experts.value.magnitude):g} experts: expert parallelism is not "
            "modelled, the experts' weights are sharded by FSDP and TP like dense ones (compute counts the active "
            "parameters, memory the total)",
        )
    heads = _model_count(setup, "n_heads")
    n_layers = _model_count(setup, "n_layers")
    candidates = enumerate_layouts(request, heads, n_layers)
    inputs = tuple(
        _shown(setup, name)
        for name in (
            "params_total",
            "params_active",
            "tokens_pretrain",
            "peak_flops",
            "hbm_capacity",
            "ici_bandwidth",
            "scaleup_domain",
            "scaleout_bandwidth",
            "mfu_train",
            "price_per_chip_hour",
            "train_bytes_per_param",
            "bytes_per_param",
            "checkpoints_per_layer",
        )
    )
    mfu = next(i.value for i in inputs if i.name == "mfu_train")
    hbm_bytes = _base(setup, "hbm_capacity")
    notes = (
        *notes,
        f"global batch: {BATCHES_SOURCE}, as whole sequences"
        if given is None
        else f"global batch: given (--global-batch), {given.reading()}",
        f"sequence length {request.seq_len:,} tokens, one sequence per micro-batch: "
        f"{'given (--seq-len)' if request.seq_len != SEQ_LEN else SEQ_LEN_SOURCE}",
        "overlap: collectives hidden under compute, step = max(compute, collectives) (Part 4's convention; "
        f"--overlap none for compute + collectives; claim {cited.overlap})"
        if request.overlap
        else "overlap: none, step = compute + collectives (--overlap none)",
        "collectives run on the chip's scale-up fabric as the core's link model gives it (evaluation.links): a "
        "torus's axes (two for FSDP, one for TP, one link for PP sends), or on a switched fabric (NVSwitch) every "
        "link of the port one way; the weight collectives of a data-parallel group that leaves the scale-up domain "
        "also take their share of the domain's NICs (nic_fraction: replicas laid out whole, TP and PP inside a "
        f"domain first; claim {cited.nic}); PP sends across domains are still timed on the scale-up link (a "
        "lower bound there)",
    )
    layouts: list[Layout] = []
    if candidates:
        v = evaluate(setup, candidates, request.overlap, declared)
        for i, c in enumerate(candidates):
            terms = {k: float(v[k][i]) for k in ("param_comm", "tp_comm", "pp_comm")}
            days = float(v["time"][i]) / 86400
            cost = float(v["cost"][i])
            memory = float(v["memory"][i])
            layouts.append(
                Layout(
                    chips=c["chips"],
                    mode=c["mode"],
                    data=c["data"],
                    tp=c["tp"],
                    pp=c["pp"],
                    microbatches=c["m"],
                    global_batch=c["batch"],
                    memory_bytes=memory,
                    hbm_bytes=hbm_bytes,
                    compute_s=float(v["compute"][i]),
                    param_comm_s=terms["param_comm"],
                    tp_comm_s=terms["tp_comm"],
                    pp_comm_s=terms["pp_comm"],
                    step_s=float(v["step"][i]),
                    days=days,
                    cost_usd=cost,
                    mfu=float(v["mfu"][i]),
                    fits=memory <= hbm_bytes,
                    meets_days=request.days is None or days <= request.days,
                    meets_budget=request.budget is None or cost <= request.budget,
                    step_binding=step_term(float(v["compute"][i]), terms),
                )
            )
    feasible = sorted((a for a in layouts if a.feasible), key=better_key("time"))
    fastest = cheapest = None
    why = ""
    if feasible:
        fastest = replace(feasible[0], binding=binding_text(feasible[0], layouts, "time", request, mfu, cited))
        best_cost = min(feasible, key=better_key("cost"))
        cheapest = replace(best_cost, binding=binding_text(best_cost, layouts, "cost", request, mfu, cited))
    else:
        why = why_infeasible(layouts, request, mfu, cited)
    return TrainPlan(
        request=request,
        layouts=tuple(layouts),
        feasible=tuple(feasible),
        fastest=fastest,
        cheapest=cheapest,
        inputs=inputs,
        efficiency=efficiency,
        notes=notes,
        infeasible=why,
        claims=cited.as_dict(),
    )


def _base(setup: Setup, name: str) -> float:
    """An input's value in SI base units."""
    from chalk.exporters.inputs import resolve
    from chalk.units.registry import base_magnitude

    s = _sym(name)
    return base_magnitude(resolve([s], setup.layers, what=name).direct[s].value)
