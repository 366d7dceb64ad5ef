"""Orchestration: render every exporter into memory, then write ``output/`` atomically.

Rendering happens first and entirely in memory; the files are then written to a fresh
directory next to ``output/`` and swapped in by rename, so a failure at any point leaves
the previous ``output/`` exactly as it was. ``drift`` compares a rendering with a directory
on disk (``chalk export --check``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from chalk.constraints.verification import ClaimResult

#: the top-level entries of ``output/`` the exporters own; anything else there (the
#: benchmark's ``output/bench``) is carried over untouched and never checked for drift
OWNED = ("code", "figures", "latex", "report.md", "site", "smt", "verdicts.json")
#: folders inside owned entries that a browser writes, not the exporters (``chalk explore
#: --screenshots``): carried over like ``bench/`` and never checked for drift
#: the validation figure, written by `chalk validate` (it evaluates through the cli stage's
#: eval service), is carried over and never checked for drift likewise
UNCHECKED = (
    "site/screenshots",
    "figures/measured_efficiency.png",
    "figures/measured_efficiency.svg",
    "figures/measured_efficiency.txt",
)


class ExportFailed(Exception):
    """An exporter failed; the message is one line naming the exporter and the cause."""


@dataclass(frozen=True)
class Tree:
    """A rendered ``output/``: relative path → bytes, and the formulas the paper exports."""

    files: Mapping[str, bytes]
    formulas: tuple = ()


def verify_all(book=None, confirm: bool = True) -> list[ClaimResult]:
    """Run every check on every claim of ``book`` (default: the book chalk ships) once, each z3
    proof confirmed by cvc5 (the report carries the second solver's answers); exporters
    read these results. The claims run as `chalk verify` runs them: in worker processes,
    one per core, each claim under its hard budget, the outcomes in the book's order."""
    from chalk.constraints.checks import CHECK_FUNCTIONS
    from chalk.constraints.verification import default_jobs
    from chalk.constraints.verification import verify_all as verify_outcomes
    from chalk.derivations.registry import REGISTRY

    book = book if book is not None else REGISTRY.load()
    entries = book.select("*")
    outcomes = verify_outcomes(entries, tuple(CHECK_FUNCTIONS), jobs=default_jobs(), confirm=confirm)
    pairs = zip(entries, outcomes, strict=True)
    return [ClaimResult(e, e.claim(), o.verdicts, o.met, o.report["seconds"]) for e, o in pairs]


def _stage(name: str, fn: Callable[[], object]):
    try:
        return fn()
    except ExportFailed:
        raise
    except Exception as exc:
        message = str(exc).splitlines()[0] if str(exc) else ""
        raise ExportFailed(f"{name} exporter failed: {type(exc).__name__}: {message}") from exc


def _text(files: dict[str, bytes], prefix: str, texts: Mapping[str, str]) -> None:
    for path, content in texts.items():
        files[f"{prefix}{path}"] = content.encode("utf-8")


def render(results: Sequence[ClaimResult], book=None) -> Tree:
    """Every file of ``output/`` from one verification run of ``book`` (default: the book
    chalk ships): paper, code, figures, explorer site, SMT files and report, worded from
    the book's own ``BOOK`` metadata (``Registry.about``); no exporter asks which book."""
    from chalk.derivations.registry import REGISTRY
    from chalk.exporters import c_code, figures, inventory, paper, python_code, report, site, smt

    book = book if book is not None else REGISTRY.load()
    about = book.about
    groups = _stage("inventory", lambda: inventory.groups(results, book))
    extra = _stage("inventory", inventory.appendices) if about.appendices else []
    files: dict[str, bytes] = {}
    _text(files, "", {"report.md": _stage("report", lambda: report.report_markdown(results, about.origin))})
    _text(files, "", {"verdicts.json": _stage("verdicts", lambda: report.verdicts_json(results))})
    _text(files, "smt/", _stage("smt", lambda: smt.render(results)))
    _text(files, "code/", _stage("python", lambda: python_code.render(groups, extra, about.span)))
    names = [q for g in groups for q in g.quantities] + [q for a in extra for q in a.quantities]
    _text(files, "code/", _stage("c", lambda: {"chalk.h": c_code.header(names), "chalk.c": c_code.source(names)}))
    rendered = _stage("figures", figures.render_all) if about.board_figures else []
    rendered += _stage("figures", lambda: figures.render_user(book.figures()))
    refs = []
    for fig in rendered:
        files[f"figures/{fig.name}.png"] = fig.png
        files[f"figures/{fig.name}.svg"] = fig.svg
        refs.append(paper.FigureRef(fig.name, fig.part, fig.caption, f"figures/{fig.name}.png"))
    voice = paper.voice_of(about)
    tex, written = _stage("latex", lambda: paper.render(groups, results, refs, extra, voice))
    _text(files, "latex/", tex)
    site_files = _stage("site", lambda: site.render(groups, extra, results, about))
    for path, data in site_files.items():
        files[f"site/{path}"] = data
    return Tree(dict(sorted(files.items())), tuple(written.formulas))


def _write_files(root: Path, files: Mapping[str, bytes]) -> None:
    for rel, data in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def _carry_foreign(out: Path, fresh: Path) -> None:
    """Copy what the exporters do not own (e.g. ``bench/``, ``site/screenshots/``) from
    ``out`` into ``fresh``."""
    if not out.exists():
        return
    entries = [e for e in sorted(out.iterdir()) if e.name not in OWNED]
    entries += [out / rel for rel in UNCHECKED if (out / rel).exists()]
    for entry in entries:
        target = fresh / entry.relative_to(out)
        target.parent.mkdir(parents=True, exist_ok=True)
        if entry.is_dir() and not entry.is_symlink():
            shutil.copytree(entry, target, symlinks=True)
        else:
            shutil.copy2(entry, target, follow_symlinks=False)


def _unchecked(rel: str) -> bool:
    return any(rel == u or rel.startswith(f"{u}/") for u in UNCHECKED)


def write(tree: Tree, out: Path) -> None:
    """Replace ``out`` by the rendering; on any failure ``out`` is left as it was."""
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f".{out.name}-new-", dir=out.parent))
    try:
        _stage("writer", lambda: _write_files(fresh, tree.files))
        _stage("writer", lambda: _carry_foreign(out, fresh))
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    old = out.parent / f".{out.name}-old-{fresh.name.rsplit('-', 1)[-1]}"
    had_old = out.exists()
    if had_old:
        os.rename(out, old)
    try:
        os.rename(fresh, out)
    except BaseException:
        if had_old:
            os.rename(old, out)
        shutil.rmtree(fresh, ignore_errors=True)
        raise
    if had_old:
        shutil.rmtree(old, ignore_errors=True)


def drift(tree: Tree, out: Path) -> list[str]:
    """Paths that differ between the rendering and ``out``: changed, missing or extra
    (only under the entries the exporters own, less ``UNCHECKED``)."""
    on_disk = {}
    for root in OWNED:
        path = out / root
        files = sorted(path.rglob("*")) if path.is_dir() else [path] if path.is_file() else []
        on_disk.update(
            {str(p.relative_to(out)): p for p in files if p.is_file() and not _unchecked(str(p.relative_to(out)))}
        )
    changed = [rel for rel, data in tree.files.items() if rel in on_disk and on_disk[rel].read_bytes() != data]
    missing = [f"{rel} (missing)" for rel in tree.files if rel not in on_disk]
    extra = [f"{rel} (not generated)" for rel in on_disk if rel not in tree.files]
    return sorted(changed + missing + extra)
