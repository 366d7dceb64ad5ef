"""Where the formulas of a document are, with file, line and column.

LaTeX: ``equation``, ``align``, ``gather``, ``multline`` (and starred forms), ``\\[…\\]``,
``$$…$$``, and inline ``$…$`` / ``\\(…\\)`` that contain a relation; ``\\input`` and
``\\include`` are followed; ``\\newcommand`` macros are collected so that numbers written
through them can be read. Markdown: the same delimiters outside code. Comments carry the
document's symbol map (``% chalk: N = params_active, T [s]`` or ``<!-- chalk: … -->``)
and claim markers (``% chalk-claim: batching.x``), which hold until the next marker.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

SUFFIXES = {".tex": "latex", ".md": "markdown", ".markdown": "markdown", ".ipynb": "notebook"}

_ENVIRONMENTS = "equation|align|gather|multline|eqnarray|displaymath|math"
_ENV = re.compile(r"\\begin\{(" + _ENVIRONMENTS + r")(\*?)\}(.*?)\\end\{\1\2\}", re.S)
_DISPLAY = [re.compile(r"\$\$(.+?)\$\$", re.S), re.compile(r"\\\[(.+?)\\\]", re.S)]
_INLINE = [re.compile(r"(?<![\\$])\$(?!\$)((?:[^$\\]|\\.)+?)\$"), re.compile(r"\\\((.+?)\\\)", re.S)]
RELATION = re.compile(
    r"(?<![\\a-zA-Z])(?:=|<|>)|\\(?:le|leq|leqslant|ge|geq|geqslant|approx|simeq|lesssim|gtrsim|ne|neq|iff|"
    r"implies|Rightarrow|Leftrightarrow|Longleftrightarrow|Longrightarrow|lt|gt)(?![a-zA-Z])"
)
_TEX_COMMENT = re.compile(r"(?<!\\)%.*")
_MD_COMMENT = re.compile(r"<!--(.*?)-->", re.S)
_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.S | re.M)
_CODE = re.compile(r"`[^`\n]+`")
_INPUT = re.compile(r"\\(?:input|include)\{([^}]+)\}")
_NEWCOMMAND = re.compile(r"\\(?:newcommand|renewcommand|providecommand)\*?\{?\\([A-Za-z]+)\}?(?:\[\d\])?\{")
_MAP = re.compile(r"^\s*chalk:\s*(.*?)\s*$", re.S)
_CLAIM = re.compile(r"^\s*chalk-claim:\s*([A-Za-z0-9_.]+)\s*$")


class BadInput(ValueError):
    """A file that cannot be checked at all (missing, unknown suffix): exit status 2."""


@dataclass(frozen=True)
class Found:
    """One formula as written: its text and where it starts."""

    path: str
    line: int
    col: int
    text: str
    env: str
    claim: str  # the claim marker in force ('' when none)
    scope: tuple  # formulas sharing a scope share given values (a section, a claim, an item)
    root: str = ""  # the file named on the command line that this one belongs to

    def place(self, offset: int) -> tuple[int, int]:
        """Line and column of ``offset`` characters into ``text``."""
        lines = self.text[:offset].split("\n")
        if len(lines) == 1:
            return self.line, self.col + offset
        return self.line + len(lines) - 1, len(lines[-1]) + 1


@dataclass
class Document:
    """Everything scanned from the files named on the command line (and what they input)."""

    formulas: list[Found] = field(default_factory=list)
    maps: dict[str, list[tuple[str, str, int, int]]] = field(default_factory=dict)  # root → (entry, file, line, col)
    macros: dict[str, str] = field(default_factory=dict)
    skipped: list[tuple[str, int, int, str]] = field(default_factory=list)  # where and why a file part was not read


def _mask(text: str, pattern: re.Pattern, group: int | None = None) -> str:
    """``text`` with each match blanked (newlines kept, so offsets and lines stay put)."""

    def blank(m: re.Match) -> str:
        return re.sub(r"[^\n]", " ", m.group(0))

    return pattern.sub(blank, text)


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def braced(text: str, start: int) -> tuple[str, int]:
    """The brace group whose ``{`` is at ``start - 1``: its content and the index after it."""
    depth, i = 1, start
    while i < len(text) and depth:
        if text[i] == "\\":
            i += 2
            continue
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return text[start : i - 1], i


def _markers(comments: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], list[tuple[str, int, int]]]:
    """Claim markers (offset, id) and map entries (text, offset, 0) from comment bodies."""
    claims, maps = [], []
    for offset, body in comments:
        m = _CLAIM.match(body)
        if m:
            claims.append((offset, m.group(1)))
            continue
        m = _MAP.match(body)
        if m:
            maps.append((m.group(1), offset, 0))
    return claims, maps


def _scopes(text: str, kind: str) -> list[tuple[int, str]]:
    """Offsets where given values stop applying: sections and headings; items open a sub-scope."""
    pattern = (
        r"\\(?:section|subsection|subsubsection|paragraph|chapter)\*?\{|\\item\b|\\end\{(?:itemize|enumerate)\}"
        if kind == "latex"
        else r"(?m)^#{1,6} "
    )
    return [(m.start(), "item" if m.group(0).startswith("\\item") else "section") for m in re.finditer(pattern, text)]


def scan(paths: list[str]) -> Document:
    doc = Document()
    for p in paths:
        path = Path(p)
        if path.suffix.lower() not in SUFFIXES:
            known = ", ".join(SUFFIXES)
            raise BadInput(f"{p}: unknown suffix {path.suffix or '(none)'!r}; chalk check reads {known}")
        if not path.is_file():
            raise BadInput(f"{p}: no such file")
    for p in paths:
        doc.maps.setdefault(p, [])
        _scan_file(Path(p), doc, set(), p, Path(p).parent, p)
    return doc


def _scan_file(path: Path, doc: Document, seen: set[Path], shown: str, folder: Path, root: str) -> None:
    """One file; ``\\input`` paths resolve against ``folder`` (the main file's, as LaTeX does)."""
    real = path.resolve()
    if real in seen:
        return
    seen.add(real)
    kind = SUFFIXES[path.suffix.lower()]
    if kind == "notebook":
        _scan_notebook(path, doc, shown, root)
        return
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{shown}: cannot read ({type(exc).__name__})") from None
    _scan_text(text, kind, doc, shown, folder, seen, root)


def _scan_notebook(path: Path, doc: Document, shown: str, root: str) -> None:
    """Markdown cells, each read as a Markdown document named ``FILE:cellN`` (N from 1)."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
    except (OSError, ValueError, AttributeError) as exc:
        raise BadInput(f"{shown}: not a readable notebook ({type(exc).__name__})") from None
    for i, cell in enumerate(cells, 1):
        if isinstance(cell, dict) and cell.get("cell_type") == "markdown":
            source = cell.get("source", "")
            text = "".join(source) if isinstance(source, list) else str(source)
            _scan_text(text, "markdown", doc, f"{shown}:cell{i}", path.parent, set(), root)


def _scan_text(text: str, kind: str, doc: Document, shown: str, folder: Path, seen: set[Path], root: str) -> None:
    comments: list[tuple[int, str]] = []
    if kind == "latex":
        for m in _TEX_COMMENT.finditer(text):
            comments.append((m.start(), m.group(0)[1:]))
        body = _mask(text, _TEX_COMMENT)
        for m in _NEWCOMMAND.finditer(body):
            doc.macros[m.group(1)] = braced(body, m.end())[0]
    else:
        body = _mask(_mask(text, _FENCE), _CODE)
        for m in _MD_COMMENT.finditer(body):
            comments.append((m.start(), m.group(1)))
        body = _mask(body, _MD_COMMENT)
    claims, maps = _markers(comments)
    doc.maps[root] += [(entry, shown, *_line_col(text, off)) for entry, off, _ in maps]
    scopes = _scopes(body, kind)

    def context(offset: int) -> tuple[str, tuple]:
        claim = ""
        for off, cid in claims:
            if off <= offset:
                claim = cid
        section = sum(1 for off, what in scopes if off <= offset and what == "section")
        items = [off for off, what in scopes if off <= offset]
        last = items[-1] if items else -1
        in_item = last >= 0 and any(off == last and what == "item" for off, what in scopes)
        return claim, (shown, claim, section, last if in_item else None)

    found: list[tuple[int, str, str]] = []  # (offset of the formula text, text, env)
    masked = body
    for m in _ENV.finditer(masked):
        found.append((m.start(3), m.group(3), m.group(1) + m.group(2)))
    masked = _mask(masked, _ENV)
    for pattern, env in zip(_DISPLAY, ("$$", r"\["), strict=True):
        for m in pattern.finditer(masked):
            found.append((m.start(1), m.group(1), env))
        masked = _mask(masked, pattern)
    for pattern, env in zip(_INLINE, ("$", r"\("), strict=True):
        for m in pattern.finditer(masked):
            if RELATION.search(m.group(1)):
                found.append((m.start(1), m.group(1), env))
        masked = _mask(masked, pattern)
    includes = []
    if kind == "latex":
        for m in _INPUT.finditer(masked):
            includes.append((m.start(), m.group(1)))
    events = sorted([(off, "formula", (t, env)) for off, t, env in found] + [(off, "input", n) for off, n in includes])
    for off, what, data in events:
        if what == "formula":
            t, env = data
            line, col = _line_col(text, off)
            claim, scope = context(off)
            doc.formulas.append(Found(shown, line, col, t, env, claim, scope, root))
        else:
            target = folder / data
            if target.suffix == "":
                target = target.with_suffix(".tex")
            line, col = _line_col(text, off)
            if not target.is_file():
                doc.skipped.append((shown, line, col, f"\\input{{{data}}}: no file {target}"))
                continue
            inside = target.is_relative_to(folder)
            child = str(Path(root).parent / target.relative_to(folder)) if inside else str(target)
            _scan_file(target, doc, seen, child, folder, root)
