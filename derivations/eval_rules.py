"""The decisions of evaluating a quantity that the explorer makes too, each written once:
which byte width a request uses and what its source adds, the math precision, whether a
torus axis wraps around, which side of the scale-up domain a ring rides, what
``--published`` replaces, which memory quantity the fit check reads, and why a value lies
outside its quantity's domain, in what words.

``chalk eval`` calls these (``evaluation/setup.py``, ``exporters/precision.py``,
``exporters/fit.py``, ``derivations/links.py``, ``derivations/domains.py``); the site
compiles this module with pscript into ``assets/eval_rules.js`` (``CHALK.evalRules``,
``exporters/site/rules.py``), so ``chalk.js`` runs them rather than a copy, and tests run
both on the same cases. It is written in the subset that pscript compiles (see
``plan_rules.py``): lists, not tuples; None passed explicitly, never left undefined; no
``float("inf")`` and no imports.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the type checker only: the compiled subset has no imports
    from collections.abc import Callable, Collection

#: the math precision when neither the request nor the model's config names one
DEFAULT_PRECISION = "bf16"
#: each byte width: its input name, its unit, and what one of it is
WIDTHS = [
    ["bytes_per_param", "byte/parameter", "weight"],
    ["bytes_per_element", "byte/token", "cached KV element"],
    ["bytes_per_activation", "byte/token", "activation element"],
]
#: the width ``--kv-precision`` sets and ``--precision`` does not
KV_WIDTH = "bytes_per_element"
#: why --precision does not set the KV cache
KV_DEFAULT_SOURCE = (
    "the KV cache keeps the model's dtype, as vLLM's kv_cache_dtype 'auto' does (docs.vllm.ai, Quantized KV "
    "Cache); --kv-precision fp8 for an FP8 cache"
)
#: the model's counts that ``--published`` replaces, so they are no longer derived
PUBLISHED_COUNTS = ["params_total", "params_active"]
#: the largest finite double: beyond it a value overflows
LARGEST = 1.7976931348623157e308


def width_choice(chosen: object, declared: object, gap: object) -> str:
    """Where a byte width comes from: the flag that sets it ("chosen"), else the model's
    config ("declared"), else nowhere, with the config's reason ("gap"), else the default
    precision ("default"). Each argument is None where there is none."""
    if chosen is not None:
        return "chosen"
    if declared is not None:
        return "declared"
    if gap is not None:
        return "gap"
    return "default"


def width_note(name: str, precision: str | None, width: float, precision_width: float) -> str:
    """What a kept KV-cache width's source adds when ``--precision`` names another width:
    the cache keeps its dtype. "" for every other width, or where the widths agree."""
    if name != KV_WIDTH or precision is None or width == precision_width:
        return ""
    return "; not --precision " + precision + ": " + KV_DEFAULT_SOURCE


def math_precision(asked: str | None, implied: str | None, chip: Collection[str] | None) -> list[str]:
    """[the math precision, where it came from]: the request's ("asked"), else the format
    the model's weights imply ("model"), else the default ("default"). ``chip`` lists the
    chip's dense peaks (None without a chip): a model-implied format the chip lacks falls
    back to the default ("fallback"); an asked one it lacks is "unavailable"."""
    if asked is not None and asked != "":
        if chip is not None and asked not in chip:
            return [asked, "unavailable"]
        return [asked, "asked"]
    if implied is not None and implied != "":
        if chip is not None and implied not in chip:
            return [DEFAULT_PRECISION, "fallback"]
        return [implied, "model"]
    return [DEFAULT_PRECISION, "default"]


def wraps_around(kind: str, n: int, length: int) -> bool:
    """Whether a torus axis of ``length`` chips closes into a ring: the slice's rule is a
    multiple of ``n`` ("multiple") or exactly ``n``."""
    if kind == "multiple":
        return length % n == 0
    return length == n


def link_side(group: int, domain: int) -> str:
    """The side of the scale-up domain a ring of ``group`` chips rides: "inside" while it
    fits the domain, else "beyond" (the NIC)."""
    if group <= domain:
        return "inside"
    return "beyond"


def first_fit(layouts: list, depends: Collection[str], attempt: Callable[[str], object]) -> object:
    """The fit of the first layout that applies to a quantity: one whose inputs the
    quantity depends on and whose memory quantity ``attempt`` can evaluate (it gives the
    fit, or None where the quantity is not in the book or an input has no value).
    ``layouts`` are ``[memory, [input, ...]]`` pairs, the book's ``Book(fit=...)``."""
    for pair in layouts:
        applies = True
        for s in pair[1]:
            if s not in depends:
                applies = False
        if applies:
            found = attempt(pair[0])
            if found is not None:
                return found
    return None


def unrepresentable(value: float) -> bool:
    """NaN or beyond the largest double: the formula's arithmetic, not the inputs' physics,
    failed."""
    return value != value or abs(value) > LARGEST


def _name_char(c: str) -> bool:
    return (c >= "a" and c <= "z") or (c >= "A" and c <= "Z") or (c >= "0" and c <= "9") or c == "_"


def _placeholders(template: str) -> list[list[int]]:
    """Each ``{name}`` of ``template`` as [start, end] (``end`` just past the closing brace),
    in order; a name is letters, digits and underscores (anything else in braces is text)."""
    found: list[list[int]] = []
    start = template.find("{")
    while start >= 0:
        end = template.find("}", start + 1)
        if end < 0:
            break
        name = template[start + 1 : end]
        named = len(name) > 0
        for c in name:
            if not _name_char(c):
                named = False
        if named:
            found.append([start, end + 1])
            start = template.find("{", end + 1)
        else:
            start = template.find("{", start + 1)
    return found


def explanation_fields(template: str) -> list[str]:
    """The quantities a domain's explanation names, each once, in order."""
    fields: list[str] = []
    for start, end in _placeholders(template):
        name = template[start + 1 : end - 1]
        if name not in fields:
            fields.append(name)
    return fields


def explanation(template: str, shown: dict[str, str]) -> str:
    """``template`` with each placeholder replaced by ``shown[name]``, the quantity's value as
    the reader sees it, in one pass (a value is never read as a template again)."""
    out = ""
    done = 0
    for start, end in _placeholders(template):
        out = out + template[done:start] + shown[template[start + 1 : end - 1]]
        done = end
    return out + template[done:]


def domain_message(
    name: str, problem: str, bad_number: bool, shown: str, explained: str, meaning: str, text: str
) -> str:
    """The one line for a result outside its domain: the quantity, why (``domain_problem``),
    its value as the reader sees it (``shown``; not for NaN or overflow, ``bad_number``),
    then the quantity's own explanation with its values filled in (``explained``), else why
    no physical configuration gives it."""
    head = name + " " + problem
    if not bad_number:
        head = head + " (" + shown + ")"
    if explained != "":
        why = explained
    elif bad_number:
        why = "the inputs are outside what a double can carry through the formula"
    else:
        why = meaning + " must be " + text + ", so these inputs describe no physical configuration"
    return head + ": " + why


def domain_problem(
    low: float | None,
    low_open: bool,
    high: float | None,
    high_open: bool,
    integral: bool,
    text: str,
    value: float,
    shown: Callable[[float], str],
) -> str:
    """Why ``value`` lies outside the interval (below, above, not whole, not finite); ""
    inside it. ``text`` is the domain in words, ``shown`` a number as the reader sees it."""
    if value != value:
        return "is undefined (NaN)"
    if unrepresentable(value):
        return "overflows (larger than a double can hold)"
    below = low is not None and ((low_open and value <= low) or (not low_open and value < low))
    if below:
        if low == 0 and value < 0:
            return "is negative"
        return "is " + shown(value) + ", not " + text
    above = high is not None and ((high_open and value >= high) or (not high_open and value > high))
    if above:
        return "is " + shown(value) + ", not " + text
    if integral and abs(value - round(value)) > 1e-9 * max(1.0, abs(value)):
        return "is " + shown(value) + ", not a whole number"
    return ""
