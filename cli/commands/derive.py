"""`chalk derive ID`: the derivation chain, one step per line, each with its verdict."""

from __future__ import annotations

import argparse

from chalk.derivations.model import SYMBOL_OF


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("claim_id", metavar="ID", help="a claim id (see 'chalk list')")


def run(args: argparse.Namespace) -> int:
    from chalk.cli import UsageError
    from chalk.cli.commands import checked_pattern, current_project
    from chalk.cli.commands.verify import countermodel_text
    from chalk.constraints import Status
    from chalk.constraints.checks import run_checks, step_verdicts
    from chalk.derivations.quantities import defined_symbols_in, definitions, of
    from chalk.units import format_unit, pretty

    try:
        entry = current_project().book.get(checked_pattern(args.claim_id))
    except KeyError as exc:
        raise UsageError(exc.args[0]) from None
    claim = entry.claim()
    print(f"{claim.id}: {claim.takeaway}")
    print(f"  source: {claim.source}")
    if claim.expect == "erratum":
        print(f"  {current_project().book.about.origin} wrote: {claim.source_wrote}")
        print(f"  corrected form: {claim.corrected_by}")
    print(f"  statement: {pretty(claim.statement)}")
    for h in claim.hypotheses:
        print(f"  assuming:  {pretty(h)}")
    refuted = False
    if claim.derivation is not None and claim.derivation.steps:
        print(f"  0     {pretty(claim.derivation.start)}")
        for i, (_, step, v) in enumerate(step_verdicts(claim), 1):
            refuted |= v.status in (Status.REFUTED, Status.ERROR)
            model = f"  countermodel: {countermodel_text(dict(v.countermodel))}" if v.countermodel else ""
            print(f"  {i:<2} {SYMBOL_OF[step.relation]}  {pretty(step.expr)}")
            print(f"        [{step.by}]  {v.status.mark} ({v.decided_by}, {v.seconds * 1000:.0f} ms){model}")
    else:
        print("  (no derivation steps)")
    used = defined_symbols_in(claim.statement)
    if claim.derivation is not None:
        for _, step in claim.derivation.links():
            used += [s for s in defined_symbols_in(step.expr) if s not in used]
    if used:
        print("  where")
        for s in used:
            q = of(s)
            if q is None:  # a defined symbol always has its quantity; nothing to show otherwise
                continue
            print(f"    {q.text} := {pretty(definitions()[s])}   [{format_unit(q.unit)}] {q.meaning}")
    verdicts = run_checks(claim)
    summary = " · ".join(f"{name} {v.status.mark}" for name, v in verdicts.items())
    print(f"  checks: {summary}")
    for name, v in verdicts.items():
        if v.status in (Status.REFUTED, Status.ERROR, Status.UNKNOWN):
            model = f" countermodel: {countermodel_text(dict(v.countermodel))}" if v.countermodel else ""
            print(f"    {name}: {v.detail}{model}")
    return 1 if refuted else 0
