"""`chalk build [--out DIR]`: verify every claim (each z3 proof confirmed by cvc5), then
regenerate all of output/.

Exit 0 when every claim meets its expectation and output/ was rewritten; 1 when a
definition is not in its declared unit (``chalk verify``'s definitions check), a claim
fails (output/ is then left untouched) or an exporter fails (one line says which; the
previous output/ stays intact).
"""

from __future__ import annotations

import argparse
import sys

from chalk.cli.commands import add_out_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_out_argument(parser)


def run(args: argparse.Namespace) -> int:
    from chalk.cli.commands import current_project, output_folder
    from chalk.exporters.output import ExportFailed, render, verify_all, write

    project = current_project()
    out = output_folder(args, project)
    from chalk.cli.commands.verify import definitions_text
    from chalk.constraints.definitions import definition_problems

    problems = [p.to_json() for p in definition_problems(project.table)]
    if problems:
        print(definitions_text(problems), file=sys.stderr)
        print(
            f"chalk: build stopped: {len(problems)} definition(s) not in their declared unit; {out}/ left unchanged",
            file=sys.stderr,
        )
        return 1
    results = verify_all(project.book)
    failed = [r.claim.id for r in results if not r.met]
    if failed:
        print(
            f"chalk: build stopped: {len(failed)} claim(s) do not meet their expectation "
            f"({', '.join(failed)}); {out}/ left unchanged (see 'chalk verify')",
            file=sys.stderr,
        )
        return 1
    try:
        tree = render(results, project.book)
        write(tree, out)
    except ExportFailed as exc:
        print(f"chalk: build failed: {exc}; {out}/ left unchanged", file=sys.stderr)
        return 1
    from chalk.cli.commands.verify import second_solver_line
    from chalk.constraints.verification import confirmation_summary

    print(f"{len(results)} claims verified; wrote {len(tree.files)} files to {out}/")
    print(second_solver_line(confirmation_summary(results)))
    return 0
