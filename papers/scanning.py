"""Where the formulas of a document are, with file, line and column.

LaTeX: ``equation``, ``align``, ``gather``, ``multline`` (and starred forms), ``\\[…\\]``,
``$$…$$``, and inline ``$…$`` / ``\\(…\\)`` that contain a relation; ``\\input`` and
``\\include`` are followed; ``\\newcommand`` macros are collected so that numbers written
through them can be read. Markdown: the same delimiters outside code. Comments carry the
document's symbol map (``% chalk: N = params_active, T [s]`` or ``<!-- chalk: … -->``)
and claim markers (``% chalk-claim: batching.x``), which hold until the next marker.

Hostile input ends in a one-line error, never a hang: files are capped in size, delimited
spans are found by a linear scan (no regex that backtracks over the rest of the file for
each unterminated opener), ``\\input`` stays inside the document's folder (unless
allowed) and its nesting is capped.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from chalk.papers.inline_math import INLINE_DOLLAR as _INLINE_DOLLAR
from chalk.papers.inline_math import RELATION, Piece, unit_after_display
from chalk.papers.inline_math import Lines as _Lines
from chalk.papers.inline_math import joined_inline as _joined_inline
from chalk.papers.markdown_math import escaped_math, math_fences, shortcodes
from chalk.papers.prose_signs import joined_by_sign
from chalk.papers.stated import Stated, stated_values

SUFFIXES = {".tex": "latex", ".md": "markdown", ".markdown": "markdown", ".ipynb": "notebook"}

#: a file larger than this is refused (a one-line error), as is an include chain deeper
#: than MAX_INCLUDE_DEPTH
MAX_FILE_BYTES = 2_000_000
MAX_INCLUDE_DEPTH = 16
#: formulas per run: each may take up to its time budget
MAX_FORMULAS = 10_000
#: the longest ``\\newcommand`` body read
MAX_MACRO_CHARS = 10_000

_ENVIRONMENTS = "equation|align|gather|multline|eqnarray|displaymath|math"
_ENV_OPEN = re.compile(r"\\begin\{(" + _ENVIRONMENTS + r")(\*?)\}")
_TEX_COMMENT = re.compile(r"(?<!\\)%.*")
_FENCE_OPEN = re.compile(r"^(```|~~~)", re.M)
_MD_OPEN = re.compile(r"<!--")
_BRACE_TOKEN = re.compile(r"\\.|[{}]", re.S)
_PAREN_OPEN = re.compile(r"\\\(")
_CODE = re.compile(r"`[^`\n]+`")
_INPUT = re.compile(r"\\(?:input|include)\{([^}]+)\}")
_NEWCOMMAND = re.compile(r"\\(?:newcommand|renewcommand|providecommand)\*?\{?\\([A-Za-z]+)\}?(?:\[\d\])?\{")
_MAP = re.compile(r"^\s*chalk:\s*(.*?)\s*$", re.S)
_CLAIM = re.compile(r"^\s*chalk-claim:\s*([A-Za-z0-9_.]+)\s*$")


#: formulas sharing a scope share given values: (file, claim marker, section number, the
#: offset of the numbered item it is in or None)
Scope = tuple[str, str, int, int | None]


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
    scope: Scope  # formulas sharing a scope share given values (a section, a claim, an item)
    root: str = ""  # the file named on the command line that this one belongs to
    lead: str = ""  # the prose of its sentence before it ("assume", "where", …)
    #: (offset into text, line, col) where a later piece of a joined formula starts: inline
    #: math continued after words, ``$a = 104\text{e}12$ bytes $\approx 104$ GB``
    pieces: tuple[Piece, ...] = ()
    #: the prose paragraph before it, math blanked ("For large batches (say 512), where …"):
    #: where a formula for another case is introduced
    prior: str = ""
    #: the line its paragraph opens on (after the last blank line before it): values a
    #: paragraph states are its scenario's
    paragraph: int = 0

    def place(self, offset: int) -> tuple[int, int]:
        """Line and column of ``offset`` characters into ``text``."""
        start, line, col = 0, self.line, self.col
        for piece in self.pieces:
            if piece[0] <= offset:
                start, line, col = piece
        lines = self.text[start:offset].split("\n")
        if len(lines) == 1:
            return line, col + offset - start
        return line + len(lines) - 1, len(lines[-1]) + 1


@dataclass
class Document:
    """Everything scanned from the files named on the command line (and what they input)."""

    formulas: list[Found] = field(default_factory=list)
    maps: dict[str, list[tuple[str, str, int, int]]] = field(default_factory=dict)  # root → (entry, file, line, col)
    macros: dict[str, str] = field(default_factory=dict)
    skipped: list[tuple[str, int, int, str]] = field(default_factory=list)  # where and why a file part was not read
    #: root → (file, value) for each name a config block or a table row states with a number
    stated: dict[str, list[tuple[str, Stated]]] = field(default_factory=dict)
    #: file → the numbers of its sections that open a problem of their own (``### Problem 9``)
    problems: dict[str, list[int]] = field(default_factory=dict)


def _mask(text: str, pattern: re.Pattern[str]) -> str:
    """``text`` with each match blanked (newlines kept, so offsets and lines stay put)."""
    return _mask_spans(text, ((m.start(), m.end()) for m in pattern.finditer(text)))


def _mask_spans(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with each (start, end) span blanked, newlines kept."""
    out, pos = [], 0
    for start, end in spans:
        out += [text[pos:start], re.sub(r"[^\n]", " ", text[start:end])]
        pos = end
    return "".join(out) + text[pos:]


@dataclass(frozen=True)
class _Span:
    """One delimited stretch: where it starts and ends, and where its content does."""

    start: int
    end: int
    content_start: int
    content_end: int
    opener: re.Match[str]

    def content(self, text: str) -> str:
        return text[self.content_start : self.content_end]


def _delimited(
    text: str, opener: re.Pattern[str], closer: Callable[[re.Match[str]], str], nonempty: bool
) -> Iterator[_Span]:
    """Each ``opener … closer`` stretch, left to right, not overlapping; the same as a lazy
    regex ``opener(.*?)closer`` but in linear time: the next occurrence of each closer is
    looked up once and reused, so 20,000 unterminated openers cost one search, not 20,000
    searches to the end of the file."""
    next_at: dict[str, int] = {}  # closer → its next occurrence at or after the last lookup (-1: none)
    pos = 0
    while (m := opener.search(text, pos)) is not None:
        close = closer(m)
        begin = m.end() + (1 if nonempty else 0)
        at = next_at.get(close)
        if at is None or 0 <= at < begin:
            at = text.find(close, begin)
            next_at[close] = at
        if at < 0:
            pos = m.start() + 1
            continue
        yield _Span(m.start(), at + len(close), m.end(), at, m)
        pos = at + len(close)


def _fences(text: str) -> Iterator[tuple[int, int]]:
    """Markdown code fences (```` ``` ```` or ``~~~`` lines up to the next line opening with
    the same mark), in linear time."""
    for span in _delimited(text, _FENCE_OPEN, lambda m: "\n" + m.group(1), False):
        line_end = text.find("\n", span.end)
        yield span.start, len(text) if line_end < 0 else line_end


_DISPLAY = ((re.compile(r"\$\$"), "$$", "$$"), (re.compile(r"\\\["), "\\]", r"\["))


def _brace_pairs(text: str) -> dict[int, int]:
    """Each ``{``'s offset → its matching ``}``'s, in one pass (an unclosed one is absent)."""
    pairs, stack = {}, []
    for m in _BRACE_TOKEN.finditer(text):
        if m.group(0) == "{":
            stack.append(m.start())
        elif m.group(0) == "}" and stack:
            pairs[stack.pop()] = m.start()
    return pairs


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


def _env_closer(m: re.Match[str]) -> str:
    """The ``\\end{…}`` that closes the environment ``m`` opened."""
    return "\\end{" + m.group(1) + m.group(2) + "}"


def literal(text: str) -> Callable[[re.Match[str]], str]:
    """``text`` whatever matched: a closer for ``_delimited``, or a replacement for ``re.sub``
    that is inserted as written (a replacement string's backslashes would be read)."""
    return lambda m: text


def _scopes(text: str, kind: str) -> list[tuple[int, str]]:
    """Offsets where given values stop applying: sections and headings; items open a sub-scope."""
    pattern = (
        r"\\(?:section|subsection|subsubsection|paragraph|chapter)\*?\{|\\item\b|\\end\{(?:itemize|enumerate)\}"
        if kind == "latex"
        # a numbered item (an exercise, a step), at any depth, keeps its givens to itself, and
        # so does a paragraph opening with a bold numbered label (**Question 5:**, **Exercise 2**)
        # and a list item that is a bold label alone, a heading in list form (- **Feed-Forward**), or
        # one that opens with a given and a colon (- $S = 1$: φ = BLK), a case of its own
        else r"(?m)^#{1,6} |^[ \t]*\d+\.[ \t]|^[ \t]*\*\*(?:Question|Exercise|Problem|Example)\s+\d+"
        r"|^[ \t]*[-+*][ \t]+(?=\*\*[^*\n]+\*\*[ \t]*[:：]?[ \t]*$)"  # - **ZeRO Stage 1**: too
        r"|^[ \t]*[-+*][ \t]+(?=\$[^$\n]*=[^$\n]*\$[ \t]*[:：])"  # - $S = 1$: … (a case the item states)
    )
    marks = [(m.start(), _kind(m.group(0), text, m.end())) for m in re.finditer(pattern, text)]
    if kind == "latex":
        return marks
    # a Markdown list ends at a paragraph of prose after a blank line, not indented: an item's givens
    # stay in the item (- $S = 1$: …, then "This holds when S ≥ 512" is no longer S = 1's)
    ends = [m.start() for m in _LIST_ENDS.finditer(text)]
    out: list[tuple[int, str]] = []
    for offset, what in marks:
        while ends and ends[0] <= offset:
            end = ends.pop(0)
            if out and out[-1][1] == "item":
                out.append((end, "prose"))
        out.append((offset, what))
    if ends and out and out[-1][1] == "item":
        out.append((ends[0], "prose"))
    return out


#: a paragraph of prose after a blank line, not indented (a letter first: not a list item, a display,
#: a table or a heading)
_LIST_ENDS = re.compile(r"(?m)(?<=\n)[ \t]*\n(?=[A-Za-z\u00c0-\u024f\u4e00-\u9fff\uac00-\ud7af])")


#: a heading that names an exercise (``### Problem 9: …``, ``\subsection{Exercise 2}``): a case
#: of its own, whose names mean what it says, not what an earlier problem defined
_PROBLEM = re.compile(r"\s*(?:\*\*)?(?:Problem|Exercise|Question)\s*\d", re.I)


def _kind(mark: str, text: str, end: int) -> str:
    if mark.startswith("\\item") or mark.lstrip()[:1] in "0123456789*-+":
        return "item"
    return "case" if _PROBLEM.match(text, end) else "section"


def scan(paths: list[str], allow_outside: bool = False) -> Document:
    """The formulas of the files named (and of what they ``\\input``: inside each file's
    folder unless ``allow_outside``)."""
    doc = Document()
    for p in paths:
        path = Path(p)
        if path.suffix.lower() not in SUFFIXES:
            known = ", ".join(SUFFIXES)
            raise BadInput(f"{p}: unknown suffix {path.suffix or '(none)'!r}; chalk check reads {known}")
        if not path.exists():
            raise BadInput(f"{p}: no such file")
        if not path.is_file():  # a FIFO, a device, a directory: refused before it is opened
            from chalk.papers.files import Refused, read_bounded

            try:
                read_bounded(path, MAX_FILE_BYTES)
            except (Refused, OSError) as exc:
                raise BadInput(f"{p}: not read: {exc}") from None
    for p in paths:
        doc.maps.setdefault(p, [])
        _Scanner(doc, p, Path(p).parent, allow_outside).file(Path(p), p, 0)
        if len(doc.formulas) > MAX_FORMULAS:
            raise BadInput(f"{p}: more than {MAX_FORMULAS:,} formulas; chalk check reads at most that many a run")
    return doc


@dataclass
class _Scanner:
    """One command-line file and what it inputs: ``\\input`` paths resolve against the
    main file's folder (as LaTeX does) and must stay inside it unless ``allow_outside``."""

    doc: Document
    root: str
    folder: Path
    allow_outside: bool
    seen: set[Path] = field(default_factory=set)

    def file(self, path: Path, shown: str, depth: int) -> None:
        real = path.resolve()
        if real in self.seen:
            return
        self.seen.add(real)
        kind = SUFFIXES[path.suffix.lower()]
        text = _read(path, shown)
        if kind == "notebook":
            self.notebook(text, path, shown)
        else:
            self.text(text, kind, shown, depth)

    def notebook(self, text: str, path: Path, shown: str) -> None:
        """Markdown cells, each read as a Markdown document named ``FILE:cellN`` (N from 1)."""
        try:
            cells = json.loads(text).get("cells", [])
        except RecursionError:
            raise BadInput(f"{shown}: not a readable notebook (nested too deeply)") from None
        except (ValueError, AttributeError) as exc:
            raise BadInput(f"{shown}: not a readable notebook ({type(exc).__name__})") from None
        if not isinstance(cells, list):
            raise BadInput(f"{shown}: not a readable notebook (cells is not a list)")
        for i, cell in enumerate(cells, 1):
            if isinstance(cell, dict) and cell.get("cell_type") == "markdown":
                source = cell.get("source", "")
                text = "".join(map(str, source)) if isinstance(source, list) else str(source)
                _Scanner(self.doc, self.root, path.parent, self.allow_outside).text(
                    text, "markdown", f"{shown}:cell{i}", MAX_INCLUDE_DEPTH
                )

    def text(self, text: str, kind: str, shown: str, depth: int) -> None:
        doc, lines = self.doc, _Lines(text)
        comments: list[tuple[int, str]] = []
        if kind == "latex":
            for m in _TEX_COMMENT.finditer(text):
                comments.append((m.start(), m.group(0)[1:]))
            body = _mask(text, _TEX_COMMENT)
            pairs: dict[int, int] | None = None
            for m in _NEWCOMMAND.finditer(body):
                pairs = _brace_pairs(body) if pairs is None else pairs
                close = pairs.get(m.end() - 1)
                if close is not None and close - m.end() <= MAX_MACRO_CHARS:
                    doc.macros[m.group(1)] = body[m.end() : close]
        else:
            text = math_fences(text)  # ```math … ```: display math, not code
            fences = list(_fences(text))
            body = _mask_spans(text, fences)
            doc.stated.setdefault(self.root, []).extend(
                (shown, stated) for stated in stated_values(text, fences, lambda off: lines(off)[0])
            )
            body = _mask(body, _CODE)
            spans = list(_delimited(body, _MD_OPEN, lambda m: "-->", False))
            comments += [(span.start, span.content(body)) for span in spans]
            body = _mask_spans(body, ((span.start, span.end) for span in spans))
            body = escaped_math(shortcodes(body))
        claims, maps = _markers(comments)
        doc.maps[self.root] += [(entry, shown, *lines(off)) for entry, off, _ in maps]
        context = _Context(claims, _scopes(body, kind), shown)
        doc.problems[shown] = context.cases

        found: list[tuple[int, str, str]] = []  # (offset of the formula text, text, env)
        spans = list(_delimited(body, _ENV_OPEN, _env_closer, False))
        found += [(sp.content_start, sp.content(body), sp.opener.group(1) + sp.opener.group(2)) for sp in spans]
        masked = _mask_spans(body, ((sp.start, sp.end) for sp in spans))
        for opener, closer, env in _DISPLAY:
            spans = list(_delimited(masked, opener, literal(closer), True))
            # a $$ around an environment found above (``$$\\begin{align}…$$``) holds nothing more
            found += [
                (sp.content_start, unit_after_display(sp.content(masked), masked, sp.end), env)
                for sp in spans
                if sp.content(masked).strip()
            ]
            masked = _mask_spans(masked, ((sp.start, sp.end) for sp in spans))
        found = _continued_displays(body, found)
        joined = _joined_inline(masked, lines)
        found += [(off, t, "$") for off, t, _ in joined]
        pieces = {off: p for off, _, p in joined}
        masked = _mask(masked, _INLINE_DOLLAR)
        spans = list(_delimited(masked, _PAREN_OPEN, lambda m: "\\)", True))
        found += [(off, t, r"\(") for off, t in joined_by_sign(masked, spans) if RELATION.search(t)]
        masked = _mask_spans(masked, ((sp.start, sp.end) for sp in spans))
        masked_prose = masked
        includes = [(m.start(), m.group(1)) for m in _INPUT.finditer(masked)] if kind == "latex" else []
        events: list[tuple[int, str, tuple[str, str] | str]] = [(off, "formula", (t, env)) for off, t, env in found]
        events += [(off, "input", n) for off, n in includes]
        for off, _, data in sorted(events):
            line, col = lines(off)
            if isinstance(data, tuple):  # a formula: (text, env); an input: its name
                t, env = data
                claim, scope = context(off)
                lead = _lead(masked_prose, off)
                found_ = Found(shown, line, col, t, env, claim, scope, self.root, lead, pieces.get(off, ()))
                opens = max((m.end() for m in _BLANK_LINE.finditer(masked_prose, 0, off)), default=0)
                doc.formulas.append(replace(found_, prior=_prior(masked_prose, off), paragraph=lines(opens)[0]))
            else:
                self.include(data, shown, line, col, depth)

    def include(self, name: str, shown: str, line: int, col: int, depth: int) -> None:
        """``\\input{name}``: a missing file is a warning; a path that leaves the folder, an
        unknown suffix or too deep a chain is a one-line error."""
        where = f"{shown}:{line}:{col}"
        try:
            self._include(name, shown, line, col, depth, where)
        except BadInput:
            raise
        except (OSError, RuntimeError, ValueError) as exc:  # a name too long, a symlink loop, no name
            raise BadInput(f"{where}: \\input{{{name[:80]}}}: cannot read ({type(exc).__name__})") from None

    def _include(self, name: str, shown: str, line: int, col: int, depth: int, where: str) -> None:
        target = self.folder / name
        if target.suffix == "":
            target = target.with_suffix(".tex")
        inside = target.resolve().is_relative_to(self.folder.resolve())
        if not inside and not self.allow_outside:
            raise BadInput(
                f"{where}: \\input{{{name}}} leaves the document's folder ({target.resolve()}); "
                "pass --allow-outside to read it"
            )
        if target.suffix.lower() not in SUFFIXES or SUFFIXES[target.suffix.lower()] == "notebook":
            raise BadInput(f"{where}: \\input{{{name}}}: chalk check cannot read {target.suffix!r} files")
        if not target.is_file():
            self.doc.skipped.append((shown, line, col, f"\\input{{{name}}}: no file {target}"))
            return
        if depth >= MAX_INCLUDE_DEPTH:
            raise BadInput(f"{where}: \\input{{{name}}}: inputs nested more than {MAX_INCLUDE_DEPTH} deep")
        lexical = target.is_relative_to(self.folder)
        child = str(Path(self.root).parent / target.relative_to(self.folder)) if lexical else str(target)
        self.file(target, child, depth + 1)


_SENTENCE_END = re.compile(r"(?:[.!?]\s|\n\s*\n|\$\$|\\\]|\\end\{[a-z*]+\})")


_ENDS_WITH_RELATION = re.compile(r"(?:" + RELATION.pattern + r")\s*$")
_STARTS_WITH_RELATION = re.compile(r"^\s*(?:" + RELATION.pattern + r")")
_BETWEEN_DISPLAYS = re.compile(r"^(?:\s|\$\$|\\\[|\\\])*$")


def _continued_displays(body: str, found: list[tuple[int, str, str]]) -> list[tuple[int, str, str]]:
    """Displays that continue one chain (``$$A \\le$$`` then ``$$\\le B = C$$``): joined
    into one formula when one ends or the next starts with a relation and only blank
    lines lie between; the delimiters become spaces, so offsets still point into the file."""
    out: list[tuple[int, str, str]] = []
    for off, text, env in sorted(found):
        if out and env in ("$$", r"\[") and out[-1][2] in ("$$", r"\["):
            p_off, p_text, p_env = out[-1]
            gap = body[p_off + len(p_text) : off]
            ends, starts = _ENDS_WITH_RELATION.search(p_text), _STARTS_WITH_RELATION.match(text)
            if (ends or starts) and _BETWEEN_DISPLAYS.match(gap):
                if ends and starts:  # "A =$$ $$\\le B": the author's relation is the one that starts the row
                    p_text = p_text[: ends.start()] + " " * (len(p_text) - ends.start())
                blank = "".join(ch if ch == "\n" else " " for ch in gap)
                out[-1] = (p_off, p_text + blank + text, p_env)
                continue
        out.append((off, text, env))
    return out


#: a blank line: where a paragraph ends
_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _prior(text: str, offset: int) -> str:
    """The last paragraph of prose before ``offset`` (at most 400 characters): the sentence
    that introduces a display after a blank line ("For a large batch of 512, …")."""
    before = text[max(0, offset - 400) : offset]
    before = re.sub(r"(?:\$\$|\$|\\\[|\\\(|\\begin\{[a-z*]+\}|\{%[^%]*%\})\s*$", "", before)
    chunks = [c for c in re.split(r"\n\s*\n", before) if c.strip()]
    return " ".join(chunks[-1].split()) if chunks else ""


def _lead(text: str, offset: int) -> str:
    """The prose of the sentence before ``offset`` (at most 200 characters), with other
    math blanked: the place where "assume" or "where" introduces a formula."""
    before = text[max(0, offset - 200) : offset]
    before = re.sub(r"(?:\$\$|\$|\\\[|\\\(|\\begin\{[a-z*]+\})\s*$", "", before)
    if before.rstrip().endswith(":"):  # "…the moment when a == b:", a blank line, then the display
        before = before.rstrip()
    cut = 0
    for m in _SENTENCE_END.finditer(before):
        cut = m.end()
    return before[cut:].strip()


def _read(path: Path, shown: str) -> str:
    """A file's text: at most MAX_FILE_BYTES of UTF-8 without NUL bytes, else a one-line error."""
    from chalk.papers.files import Refused, read_bounded

    try:
        text = read_bounded(path, MAX_FILE_BYTES).decode("utf-8")
    except Refused as exc:
        raise BadInput(f"{shown}: not read: {exc}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BadInput(f"{shown}: cannot read ({type(exc).__name__})") from None
    if "\x00" in text:
        raise BadInput(f"{shown}: cannot read (a binary file: it holds NUL bytes)")
    return text


class _Context:
    """The claim marker in force and the scope of givens at an offset (by bisection)."""

    def __init__(self, claims: list[tuple[int, str]], scopes: list[tuple[int, str]], shown: str):
        self.claims, self.scopes, self.shown = claims, scopes, shown
        self.sections = [0]  # sections[n]: how many of the first n scopes are sections
        for _, what in scopes:
            self.sections.append(self.sections[-1] + (what in ("section", "case")))
        #: the sections that open a case of their own (a problem heading)
        self.cases = [self.sections[i + 1] for i, (_, what) in enumerate(scopes) if what == "case"]

    def __call__(self, offset: int) -> tuple[str, Scope]:
        k = bisect.bisect_right(self.claims, offset, key=lambda c: c[0])
        claim = self.claims[k - 1][1] if k else ""
        n = bisect.bisect_right(self.scopes, offset, key=lambda c: c[0])
        section = self.sections[n]
        last = self.scopes[n - 1][0] if n else -1
        in_item = n > 0 and self.scopes[n - 1][1] == "item"
        return claim, (self.shown, claim, section, last if in_item else None)
