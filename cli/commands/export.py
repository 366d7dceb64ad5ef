"""`chalk export [--check] [--out DIR]`: write LaTeX, code, figures and reports to output/.

With ``--check`` nothing is written: the rendering is compared with what is on disk and
every drifted file is listed (exit 1 on any drift). Both verify the claims once, since the
paper and the reports carry the verdicts.
"""

from __future__ import annotations

import argparse
import sys

from chalk.cli.commands import add_out_argument


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", action="store_true", help="compare with DIR instead of writing; exit 1 on drift")
    add_out_argument(parser)


def run(args: argparse.Namespace) -> int:
    from chalk.cli.commands import current_project, output_folder
    from chalk.exporters.output import ExportFailed, drift, render, verify_all, write

    project = current_project()
    out = output_folder(args, project)
    results = verify_all(project.book)
    try:
        tree = render(results, project.book)
        if args.check:
            drifted = drift(tree, out)
            if drifted:
                print(f"chalk: {len(drifted)} file(s) in {out}/ differ from a fresh export:", file=sys.stderr)
                for path in drifted:
                    print(f"  {path}", file=sys.stderr)
                print("run 'chalk build' and commit output/", file=sys.stderr)
                return 1
            print(f"{out}/ matches a fresh export ({len(tree.files)} files)")
            return 0
        write(tree, out)
    except ExportFailed as exc:
        print(f"chalk: export failed: {exc}; {out}/ left unchanged", file=sys.stderr)
        return 1
    not_met = [r.claim.id for r in results if not r.met]
    note = f" ({len(not_met)} claim(s) do not meet their expectation)" if not_met else ""
    print(f"wrote {len(tree.files)} files to {out}/{note}")
    return 0
