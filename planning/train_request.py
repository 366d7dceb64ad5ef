"""``chalk plan train``'s request from the options as a user types them (text), written once:
the CLI reads its flags through it, and `chalk validate` reads a case's plan options through
it, so a case's bound is the plan the printed command line gives."""

from __future__ import annotations

from collections.abc import Mapping

from chalk.evaluation.amounts import AmountError, parse_amount, parse_degrees, parse_fraction, reading
from chalk.planning.train_batch import read_global_batch
from chalk.planning.train_plan import SEQ_LEN, TrainRequest


def whole(text: str, option: str, what: str) -> int:
    """A whole count typed as text (``16384``, ``16K``); anything else is one line."""
    value = parse_amount(text, option)
    if not value.is_integer():
        raise AmountError(f"{option} is a whole number of {what}, got {text[:40]!r}")
    return int(value)


def read_train_request(
    *,
    hardware: str,
    tokens: str,
    chips: str,
    model: str | None = None,
    model_config: str | None = None,
    global_batch: str | None = None,
    seq_len: str | None = None,
    days: str | None = None,
    budget: str | None = None,
    mfu: str | None = None,
    collective_efficiency: str | None = None,
    efficiency: str | None = None,
    overlap: str = "full",
    tp: str | None = None,
    pp: str | None = None,
    precision: str | None = None,
    ici: str | None = None,
    sets: tuple[str, ...] = (),
    price: str = "on-demand",
    user_prices: Mapping[str, float] | None = None,
) -> TrainRequest:
    """The request the flags describe; a bad amount is the core's typed one-line error."""
    if overlap not in ("full", "none"):
        raise AmountError(f"--overlap is full or none, got {overlap[:40]!r}")
    amount = parse_amount(tokens, "--tokens")
    count = whole(chips, "--chips", "chips")
    length = whole(seq_len, "--seq-len", "tokens") if seq_len else SEQ_LEN
    batch = read_global_batch(global_batch, length) if global_batch else None
    read = [reading(tokens, amount, "tokens"), reading(chips, float(count), "chips")]
    return TrainRequest(
        hardware=hardware,
        tokens=amount,
        chips=count,
        model=model,
        model_config=model_config,
        global_batch=None if batch is None else float(batch.tokens),
        days=parse_amount(days, "--days") if days else None,
        budget=parse_amount(budget, "--budget", units=("USD", "$")) if budget else None,
        mfu=parse_fraction(mfu, "--mfu") if mfu else None,
        collective_efficiency=parse_fraction(collective_efficiency, "--collective-efficiency")
        if collective_efficiency
        else None,
        efficiency=efficiency,
        overlap=overlap == "full",
        seq_len=length,
        tp=parse_degrees(tp, "--tp") if tp else None,
        pp=parse_degrees(pp, "--pp") if pp else None,
        precision=precision,
        ici=ici,
        sets=sets,
        price=price,
        user_prices=dict(user_prices or {}),
        readings=tuple(r for r in read if r),
    )
