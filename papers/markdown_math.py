"""Math in Markdown that is not written between dollars: GitHub's ```` ```math ```` fence,
the escapes ``\\\\[ … \\\\]`` and ``\\\\( … \\\\)``, and the KaTeX shortcodes of static-site
generators. Each is rewritten as ``$$ … $$`` or ``$ … $`` of the same length, so that offsets
stay the file's and one reading of inline and displayed math applies."""

from __future__ import annotations

import re

#: GitHub's math fence: a line ```` ```math ```` (or ``~~~math``, indented up to three spaces, as
#: CommonMark allows) up to the next line closing it is display math, never code
_MATH_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*math[ \t]*$", re.M)


def math_fences(text: str) -> str:
    """Each ```` ```math ```` fence as ``$$ … $$`` of the same length; one left open is code. The
    closing line is CommonMark's: the same mark at least as long, indented up to three spaces."""
    out, pos = [], 0
    for m in _MATH_FENCE.finditer(text):
        if m.start() < pos:
            continue
        mark = m.group(1)
        close = re.compile(r"^ {0,3}" + re.escape(mark[0]) + "{" + str(len(mark)) + r",}[ \t]*$", re.M).search(
            text, m.end() + 1
        )
        if close is None:
            break
        out += [text[pos : m.start()], "$$" + " " * (len(m.group(0)) - 2), text[m.end() : close.start()]]
        out.append("$$" + " " * (len(close.group(0)) - 2))
        pos = close.end()
    return "".join(out) + text[pos:]


#: Markdown's escapes of ``\[`` and ``\(`` as authors write them so that the renderer keeps the
#: backslash (``\\[ … \\]``, ``\\( … \\)``): the same math as ``$$ … $$`` and ``$ … $``
_MD_ESCAPED = re.compile(r"\\\\\[(.+?)\\\\\]|\\\\\((.+?)\\\\\)", re.S)


def escaped_math(body: str) -> str:
    """Each ``\\[ … \\]`` as `` $$ … $$ `` and ``\\( … \\)`` as ``  $ … $  `` (the same length,
    so offsets stay the file's): one reading of inline and displayed math, with its units and
    continuations."""

    def dollars(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return " $$" + m.group(1) + "$$ "
        return "  $" + m.group(2) + "$  "

    return _MD_ESCAPED.sub(dollars, body)


#: KaTeX/MathJax shortcodes of static-site generators: Jekyll/Liquid ``{% katex %}…{% endkatex %}``,
#: Hugo ``{{< katex >}}…{{< /katex >}}`` (also ``math``, ``{{% … %}}``), Zola ``{% katex(block=true) %}…{% end %}``
_SHORTCODE_OPEN = re.compile(
    r"\{%-?\s*katex(?:\s+(?:display|inline))?\s*-?%\}|\{%-?\s*katex\([^()%]*\)\s*-?%\}"
    r"|\{\{[<%]\s*(?:katex|math)(?:\s+[^<>%{}]*)?[>%]\}\}"
)
_SHORTCODE_CLOSE = re.compile(r"\{%-?\s*(?:endkatex|end)\s*-?%\}|\{\{[<%]\s*/\s*(?:katex|math)\s*[>%]\}\}")


def shortcodes(body: str) -> str:
    """Each shortcode pair as ``$$ … $$`` of the same length (offsets stay the file's); an
    opener without its closer is left as text."""
    out, pos = [], 0
    for m in _SHORTCODE_OPEN.finditer(body):
        if m.start() < pos:
            continue
        close = _SHORTCODE_CLOSE.search(body, m.end())
        if close is None:
            break
        out += [body[pos : m.start()], " " * (len(m.group(0)) - 2) + "$$", body[m.end() : close.start()]]
        out.append("$$" + " " * (len(close.group(0)) - 2))
        pos = close.end()
    return "".join(out) + body[pos:]
