"""``--efficiency ideal|measured`` for eval and sweep: the measured medians of published
systems (``chalk validate``'s corpus) applied as inputs, each with the cases it came from."""

from __future__ import annotations


def apply_efficiency(layers, mode: str | None, hardware_id: str | None) -> tuple[tuple[str, str], ...]:
    """``--efficiency measured``: the documented corpus medians (per hardware family where
    the corpus has enough cases) as mfu_train, mfu_prefill, mfu_decode, and as a fraction
    of the peak hbm_bandwidth and of the link ici_bandwidth; a --set value wins. Returns a note per input it touched."""
    if mode is None:
        return ()
    if mode == "ideal":
        return (("", "efficiency: ideal (peak FLOP/s and HBM bandwidth; MFU inputs only as given)"),)
    from chalk.derivations.catalog.measured import DEFAULTS, SCALES_PEAK, measured_efficiency
    from chalk.exporters.evalbook import book
    from chalk.exporters.inputs import Input
    from chalk.units import Q_

    applied = []
    for name, target in DEFAULTS.items():
        symbol = book().lookup(target).symbol  # mfu_prefill is a section's input, not vocabulary
        value, source = measured_efficiency(name, hardware_id)
        if symbol in layers.sets:
            applied.append((target, f"efficiency: measured {name} not applied, {target} is given by --set"))
        elif target in SCALES_PEAK:
            peak = layers.hardware.get(symbol)
            if peak is None:
                applied.append((target, f"efficiency: measured {name} needs --hardware (a peak to scale)"))
                continue
            layers.hardware[symbol] = Input(symbol, peak.value * value, f"{value:.3g} × peak; {peak.source}")
            applied.append((target, f"efficiency: measured, {target} = {value:.3g} × peak: {source}"))
        else:
            layers.hardware[symbol] = Input(symbol, Q_(value, ""), source)
            applied.append((target, f"efficiency: measured, {target} = {value:.3g}: {source}"))
    return tuple(applied)


def efficiency_notes(applied: tuple[tuple[str, str], ...], used) -> tuple[str, ...]:
    """The --efficiency notes of the inputs this quantity used (the ideal note always)."""
    names = {s.name for s in used}
    notes = tuple(note for target, note in applied if not target or target in names)
    if applied and not notes:
        return ("efficiency: measured, but this quantity uses no efficiency input",)
    return notes
