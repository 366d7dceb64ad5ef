"""How authors write, as one table of reading rules: each row a name, the pattern it reads,
what it becomes, an example and the test that holds it.

``SideReader.read`` (formulas.py) applies the rows in order to each side of a relation
before the LaTeX parser sees it. A row is a class of writing found in real documents, never
one document's formula: a new class is a new row with its test, not another branch in the
reader. (Rows for relation tokens, ``<<`` and ``>>``, live in formulas.py's tokenizer,
since they change how a chain splits; they are listed here for the record.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from chalk.papers.written_forms import COUNTED_WORDS

#: typed superscript digits and minus, as the digits they raise to
_SUPERSCRIPTS = str.maketrans("\u207b\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079", "-0123456789")


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    becomes: str | Callable[[re.Match[str]], str]
    example: str  # as written → as read
    test: str  # the test in tests/test_papers_certainty.py that holds it
    own_only: bool = False  # only in a document of its own notation (chalk's: 2k is 2·k)


def _escaped_name(m: re.Match[str]) -> str:
    return m.group(1) + r"\mathrm{" + m.group(2).replace("\\_", "_") + "}"


#: a name, its subscript (braced or one character), a star above (``D^*``, ``n^{*}_{IB}``,
#: ``\Psi^\star``), then perhaps the subscript after it
_STARRED = re.compile(
    r"((?<![A-Za-z\\])[A-Za-z]|\\[A-Za-z]+)(?:_\{([^{}]*)\}|_([A-Za-z0-9]))?"
    r"\^\s*(?:\*|\{\s*(?:\*|\\ast|\\star)\s*\}|\\ast\b|\\star\b)(?:_\{([^{}]*)\}|_([A-Za-z0-9]))?"
)


def _labelled(m: re.Match[str], label: str, after: int) -> str:
    """The name ``m`` matched with ``label`` among its subscript's labels (groups 2 and 3 before
    it, ``after`` and the next after it); a command that is no name stays as written."""
    if m.group(1) in ("\\frac", "\\sqrt", "\\right", "\\rangle") or m.group(1).startswith("\\math"):
        return m.group(0)
    labels = [g for g in (m.group(2), m.group(3), label, m.group(after), m.group(after + 1)) if g]
    return m.group(1) + "_{" + ",".join(labels) + "}"


def _starred(m: re.Match[str]) -> str:
    return _labelled(m, "star", 4)


#: ``m^{(1)}``, ``x^{(t)}_i``: an index in parentheses as a superscript (a block, a layer, a step)
_INDEXED = re.compile(
    r"((?<![A-Za-z\\])[A-Za-z]|\\[A-Za-z]+)(?:_\{([^{}]*)\}|_([A-Za-z0-9]))?"
    r"\^\s*\{\s*\(\s*(\d{1,3}|[A-Za-z])\s*\)\s*\}(?:_\{([^{}]*)\}|_([A-Za-z0-9]))?"
)


def _indexed(m: re.Match[str]) -> str:
    return _labelled(m, "(" + m.group(4) + ")", 5)


def _label_words(words: str) -> str:
    """``layer, token`` → ``layer,token``; ``memory bandwidth`` → ``memory_bandwidth``."""
    return re.sub(r"[\s-]+", "_", re.sub(r"\s*,\s*", ",", words.strip()))


def _prefix(letter: str) -> str:
    return "k" if letter in ("k", "K") else letter


#: functions of ML and of sizes that authors write as words in text
_FUNCTION_WORDS = (
    r"sigmoid|softmax|log_?softmax|relu|gelu|silu|swish|softplus|sizeof|numel|len|ceil|floor|round|clip"
    r"|argmax|argmin|attention|ffn|mlp|layernorm|rmsnorm"
)


RULES: tuple[Rule, ...] = (
    Rule(
        "byte words of other spellings",
        # 2 ~ \text{Bytes}, Z ~ \text{GBytes}: bytes and GB (\text{Bytes}_\text{weights} stays a name)
        # after a number or a spaced factor only: \text{Bytes} = … alone names a quantity
        re.compile(r"((?:\d|~|\\[,; ])\s*)\\(?:text|mathrm)\{\s*([kKMGT]?)[Bb]ytes\s*\}(?!\s*_)"),
        lambda m: m.group(1) + r"\text{ " + (_prefix(m.group(2)) + "B" if m.group(2) else "bytes") + "}",
        r"2 ~ \text{Bytes}, 2 Z ~ \text{GBytes} → 2 bytes, 2Z GB",
        "test_byte_and_bit_rate_words_of_other_spellings_are_units",
    ),
    Rule(
        "bits per second abbreviated",
        # 400 Gbps, \text{ Gbps}: gigabits per second (never G·b·p·s)
        re.compile(r"\\(?:text|mathrm)\{\s*([kKMGT])bps\s*\}|(?<![A-Za-z\\])([kKMGT])bps(?![A-Za-z])"),
        lambda m: r"\text{ " + _prefix(m.group(1) or m.group(2)) + "bit/s}",
        r"400 \text{ Gbps} → 400 Gbit/s",
        "test_byte_and_bit_rate_words_of_other_spellings_are_units",
    ),
    Rule(
        "a norm",
        # ||\Delta w_l||, \|g\|, \lVert g \rVert: a norm, a function chalk does not model (never
        # the name itself: ||\Delta w_l|| is not \Delta w_l, which may be negative)
        re.compile(r"\\left\\\|(.+?)\\right\\\||\\\|(.+?)\\\||\\lVert(.+?)\\rVert|\|\|([^|]+)\|\|"),
        lambda m: r"\mathrm{norm}(" + next(g for g in m.groups() if g is not None).strip() + ")",
        r"\frac{||\Delta w_l||}{||w_l||} → \frac{\mathrm{norm}(\Delta w_l)}{\mathrm{norm}(w_l)}",
        "test_a_norm_is_a_function_chalk_does_not_model",
    ),
    Rule(
        "a label in parentheses in a subscript's text",
        # \text{Memory}_{\text{LoRA (f16)}}: the label is part of the name (a remark in parentheses
        # inside text elsewhere is dropped, which made it \text{LoRA}, another name's)
        re.compile(r"(_\{?\s*\\(?:text|mathrm)\s*\{)([^{}()]*?)\s*\(([^{}()]+)\)\s*\}"),
        lambda m: m.group(1) + m.group(2).strip() + "," + re.sub(r"\s+", "", m.group(3)) + "}",
        r"\text{Memory}_{\text{LoRA (f16)}} → \text{Memory}_{\text{LoRA,f16}} (one name with its label)",
        "test_a_label_in_parentheses_in_a_subscript_s_text_is_part_of_the_name",
    ),
    Rule(
        "a starred name",
        # D^*, N^{*}, I^*_{\text{net}}, \Psi^\star: the optimum's name, one symbol (the parser cannot
        # read a star as an exponent)
        _STARRED,
        _starred,
        r"D^* = 20 N^* → D_{star} = 20 N_{star}",
        "test_a_starred_name_is_one_name_not_a_power",
        own_only=True,  # in chalk's notation B^{*} is chalk's optimal batch, read by its name table
    ),
    Rule(
        "an index in parentheses",
        # m^{(1)} = 3.01, then m^{(2)} = 2.48: the first and second blocks' maxima, never m squared
        _INDEXED,
        _indexed,
        r"m^{(2)}, x^{(t)}_{i} → m_{(2)}, x_{(t),i}",
        "test_an_index_in_parentheses_as_a_superscript_is_a_label_not_a_power",
        own_only=True,
    ),
    Rule(
        "a phrase in a subscript",
        # n_{\text{memory bandwidth}}, \text{Size}_{\text{layer, token}}: a label of words, one label
        # (it was prose inside the formula, and the relation went unread)
        re.compile(
            r"([_^])(?:\{\s*\\(?:text|mathrm|textrm)\{\s*([A-Za-z0-9]+(?:[ ,-]+[A-Za-z0-9]+)+)\s*\}\s*\}"
            r"|\\(?:text|mathrm|textrm)\{\s*([A-Za-z0-9]+(?:[ ,-]+[A-Za-z0-9]+)+)\s*\})"
        ),
        lambda m: m.group(1) + r"{\text{" + _label_words(m.group(2) or m.group(3)) + "}}",
        r"n_{\text{memory bandwidth}}, S_{\text{layer, token}} → n_{\text{memory_bandwidth}}, S_{\text{layer,token}}",
        "test_a_phrase_in_a_subscript_is_one_label",
        own_only=True,
    ),
    Rule(
        "a subscript word",
        # T_{transfer}, \tau_{\max}: the parser took "tr" for a trace and \max for a function
        re.compile(r"_\{\s*(?:\\(max|min)|([A-Za-z]*tr[A-Za-z]*))\s*\}"),
        lambda m: r"_{\text{" + (m.group(1) or m.group(2)) + "}}",
        r"T_{transfer}, \tau_{\max} → T_{\text{transfer}}, \tau_{\text{max}}",
        "test_a_subscript_word_the_parser_took_for_an_operator_is_a_label",
    ),
    Rule(
        "a number before a fraction",
        # 2\frac{63}{64}, 10^{2}\frac{1}{2}: a product, as conventions.md reads it (the parser makes
        # 191/64 of a whole number before \frac, a mixed number, whatever its flag says)
        re.compile(r"(?:(?<=\d)|(?<=\d[})]))\s*(?=\\[dt]?frac(?![A-Za-z]))"),
        r" \\cdot ",
        r"2\frac{63}{64} \cdot 10 → 2 \cdot \frac{63}{64} \cdot 10 (19.7, not 29.8)",
        "test_a_number_before_a_fraction_is_a_product_not_a_mixed_number",
    ),
    Rule(
        "a number before a parenthesis",
        # 2(16383), 2 (3): a product; the parser made 2(3) the sum 5
        re.compile(r"(?<![_^A-Za-z\\\d.{])(\d+(?:\.\d+)?)\s*(?=\((?!\s*\)))"),
        r"\1 \\cdot ",
        r"2(16383) \times 1\,\mu s → 2 \cdot (16383) \times 1 µs (32.8 ms, not 16.4 ms)",
        "test_a_number_before_a_parenthesis_is_a_product_not_a_sum",
    ),
    Rule(
        "a value restated in parentheses",
        # \sqrt{10^{22}} = 10^{11}\ (100\text{B}): the same value in a count's letters, not a factor of it;
        # so after a count's word, 400 亿 (40B)
        re.compile(
            r"(?:(?<=[\d}])(?:\s|~)*(?:\\[ ,;]|\\q?quad(?![A-Za-z])|~)|(?<=[亿万千억만조])\s*)"
            r"(?:\s|\\[ ,;]|\\q?quad(?![A-Za-z])|~)*"
            r"\(\s*\d+(?:\.\d+)?\s*(?:\\(?:text|mathrm)\s*\{\s*[KMBT]\s*\}|[KMBT]|\\%)\s*\)\s*$"
        ),
        "",
        r"\sqrt{10^{22}} = 10^{11}\ (100\text{B}) → \sqrt{10^{22}} = 10^{11} (the value again, not a factor)",
        "test_a_value_restated_in_parentheses_is_not_a_factor",
    ),
    Rule(
        "a word in parentheses after a unit",
        # 20\ \mathrm{GB}\ (\mathrm{fits}) \qquad …: a remark on the value, not a factor of it
        re.compile(
            r"(?<=\})(?:\s|\\[ ,;]|~)*\(\s*\\(?:text|mathrm)\s*\{\s*[A-Za-z][A-Za-z ]*\}\s*\)"
            r"(?=\s*(?:\\times|\\cdot|\*|=|\\approx|\\q?quad(?![A-Za-z])|\\Rightarrow|$))"
        ),
        "",
        r"20\ \mathrm{GB}\ (\mathrm{fits}) \qquad … → 20\ \mathrm{GB} \qquad … (a remark, not a factor)",
        "test_a_word_in_parentheses_after_a_unit_is_a_remark_not_a_factor",
    ),
    Rule(
        "a label before its value in parentheses",
        # \text{Forward} (2N) + \text{Backward} (4N) = 6N: the words name the value set off after them
        # (it was Forward·2N); a function's argument follows with no space: \text{softmax}(x)
        re.compile(r"\\(?:text|mathrm|textrm)\{\s*[A-Z][A-Za-z-]*(?: [A-Za-z-]+)*\s*\}(?:\s|\\[,;: ]|~)+(?=\()"),
        "",
        r"\text{Forward} (2N) + \text{Backward} (4N) = 6N → (2N) + (4N) = 6N",
        "test_a_label_before_its_value_in_parentheses_is_dropped",
        own_only=True,
    ),
    Rule(
        "Greek mu for micro",
        re.compile("\u03bc(?=\\s*s(?![A-Za-z]))"),
        "\u00b5",
        "2 \u03bcs (Greek mu) → 2 \u00b5s (the micro sign)",
        "test_a_greek_mu_before_s_is_micro_in_math_and_after_an_inline_given",
    ),
    Rule(
        "a typed middle dot",
        # 16N·B·L·d (U+00B7, or the dot operator U+22C5): a product, as \cdot is
        re.compile("[\u00b7\u22c5]"),
        lambda m: r" \cdot ",
        "16N\u00b7B\u00b7L \u2192 16N \\cdot B \\cdot L",
        "test_typed_middle_dots_and_superscript_digits_are_read_as_latex",
    ),
    Rule(
        "typed superscript digits",
        # d², 10⁹, s⁻¹: a power, as ^{2} is (the parser stopped at the sign)
        re.compile("[\u207b]?[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+"),
        lambda m: "^{" + m.group(0).translate(_SUPERSCRIPTS) + "}",
        "d\u00b2, 10\u2079 \u2192 d^{2}, 10^{9}",
        "test_typed_middle_dots_and_superscript_digits_are_read_as_latex",
    ),
    Rule(
        "a word written in math",
        # Network Bandwidth, Accelerator FLOPs/s: capitalised words, each one name (it was N·e·t·w·o·r·k, a
        # false identity over letters); text, subscripts, Bytes and lower-case runs (batch\_size, kv \ cache:
        # the document's phrases) are left as they are
        re.compile(
            r"(\\(?:text|mathrm|operatorname|textrm|mathit|mbox|mathbf|textbf|texttt|mathsf)\s*\{[^{}]*\})"
            r"|(?<![\\A-Za-z{_^])(?!Bytes?(?![a-z]))([A-Z][a-z]{3,})(?![A-Za-z}_]|\\_)"
        ),
        lambda m: m.group(1) or r"\mathrm{" + m.group(2) + "}",
        r"(2 B F) / Network Bandwidth → (2 B F) / \mathrm{Network} \mathrm{Bandwidth}",
        "test_a_word_written_in_math_is_one_name_not_a_product_of_letters",
        own_only=True,
    ),
    Rule(
        "a bare unit word after a spaced factor",
        # (2N bytes + 2 bytes): the unit of the term, as \text{ bytes} is (it was b·y·t·e·s)
        re.compile(
            r"(\\(?:text|mathrm|operatorname|textrm|mathit|mbox|mathbf|textbf|texttt|mathsf)\s*\{[^{}]*\})"
            r"|(?<=[A-Za-z0-9}])(\s+)(bytes?|seconds?|hours?|days?)(?![A-Za-z}_])"
        ),
        lambda m: m.group(1) or m.group(2) + r"\text{ " + m.group(3) + "}",
        r"(2N bytes + 2 bytes) → (2N\text{ bytes} + 2\text{ bytes})",
        "test_a_word_written_in_math_is_one_name_not_a_product_of_letters",
        own_only=True,
    ),
    Rule(
        "a function's name without its backslash",
        # log(16.55 \times 10^{12} / 0.299): the logarithm, as \log( is (the parser read l·o·g times the group)
        re.compile(r"(?<![\\A-Za-z{])(log|ln|exp)(?=\s*\()"),
        lambda m: "\\" + m.group(1),
        "log(16.55 \\times 10^{12}) \u2192 \\log(16.55 \\times 10^{12})",
        "test_a_function_name_without_its_backslash_is_that_function",
    ),
    Rule(
        "a function's argument before an explicit product",
        # \log_2 p \cdot n: (log2 p)·n, as conventions read it; the parser took log(p·n). An argument
        # in parentheses, or with no product sign after it (\log_2 p n), stays as the parser reads it
        re.compile(
            r"(\\(?:log|ln|lg|exp|sin|cos|tan)(?:_\{[^{}]*\}|_[A-Za-z0-9])?)\s*"
            r"(\{[^{}]*\}|\\[A-Za-z]+(?:_\{[^{}]*\}|_[A-Za-z0-9])?|[A-Za-z0-9.]+(?:_\{[^{}]*\}|_[A-Za-z0-9])?)"
            r"((?:\^\{[^{}]*\}|\^[A-Za-z0-9])?)(?=\s*(?:\\cdot|\\times|\*)(?![A-Za-z]))"
        ),
        lambda m: m.group(1) + "(" + m.group(2) + m.group(3) + ")",
        r"\log_2 p \cdot n → \log_2(p) \cdot n (6n at p = 64, not log2(64n))",
        "test_a_function_s_argument_ends_at_an_explicit_product_sign",
    ),
    Rule(
        "a factor written N times",
        # a label is spaced or in lower case (\text{ reduction}, \text{faster}); 3 \times \text{Forward}
        # multiplies a name
        re.compile(r"(?<=\d)\s*\\times\s*(?:\\text\s*\{(?:\s|[a-z(])[^{}]*\}\s*)?(?=\}*\s*$)"),
        "",
        r"\boxed{6.93\times}, 32\times \text{ reduction} → 6.93, 32 (a factor, its label dropped; "
        r"3 \times \text{Forward} stays a product)",
        "test_a_factor_written_with_a_trailing_times_is_its_number",
        own_only=True,
    ),
    Rule(
        "micro-seconds",
        re.compile(r"(?<=[\d}])((?:\s|\\,|\\ |\\;)*)\\mu\s*(?:\\(?:text|mathrm|rm)\s*\{\s*s\s*\}|s(?![A-Za-z]))"),
        r"\1\\mathrm{µs}",
        r"8\mu\text{s}, 8\,\mu s → 8 µs (a microsecond, not µ·s)",
        "test_micro_seconds_are_a_unit_not_mu_times_s",
    ),
    Rule(
        "a unit per a counted thing",
        # 175\ \mu s\,/\,\text{token}, 2 \text{ GB} / \text{layer}: a count is a plain number in the
        # author's notation, as \text{ TFLOP/token} is (the word was a symbol with no value)
        re.compile(
            r"((?:\\(?:text|mathrm)\{\s*(?:[kKMGTPE]i?B|bytes?|[kMGTPE]?FLOPs?|flops|ms|µs|us|ns|s|seconds?)\s*\}"
            r"|(?<=\d)\s*(?:[kKMGTPE]i?B|bytes|[kMGTPE]?FLOPs?|ms|µs|ns)(?![A-Za-z])))"
            r"(?:\s|\\[,;: ])*/(?:\s|\\[,;: ])*\\(?:text|mathrm)\{\s*" + COUNTED_WORDS + r"\s*\}"
        ),
        r"\1",
        r"175\ \mu s\,/\,\text{token} → 175 µs (a count is a plain number: µs per token)",
        "test_a_unit_per_a_counted_thing_in_text_is_that_unit",
        own_only=True,
    ),
    Rule(
        "escaped-underscore name in an argument",
        # \frac{num\_params}{N}: a name in braces (not a sub- or superscript) is one name
        re.compile(
            r"((?:\\[dt]?frac|\\sqrt|\}|^|[\s(+\-*/=,])\{\s*)([A-Za-z][A-Za-z0-9]*(?:\\_[A-Za-z0-9]+)+)(?=\s*\})"
        ),
        _escaped_name,
        r"\frac{num\_params}{N} → \frac{\mathrm{num_params}}{N}",
        "test_an_escaped_underscore_name_inside_a_fraction_is_one_name",
        own_only=True,
    ),
    Rule(
        "the letter d",
        # the parser reads ``d \cdot L`` as a differential symbol ``dcdot`` and ``d L`` as ``dL``
        re.compile(r"(?<![\\A-Za-z_{])d(?![A-Za-z0-9_^{}])(?=\s*(?:\\(?:cdot|times)(?![A-Za-z])|\s[A-Za-z(\\]))"),
        "{d}",
        r"2 \cdot d \cdot L → 2 \cdot {d} \cdot L (d times L, not a differential)",
        "test_a_lone_letter_d_is_a_factor_not_a_differential",
    ),
    Rule(
        "a subscript e",
        # d_e, N_e: the parser fails on an unbraced subscript e alone (it reads e as Euler's number
        # there; every other letter and digit is read); braced, it is the same subscript
        re.compile(r"(?<=[A-Za-z}])_\s*e(?![A-Za-z0-9])"),
        "_{e}",
        r"8 \times 3 \times d_e \times d_{ff} → 8 \times 3 \times d_{e} \times d_{ff} (d_e was not read)",
        "test_an_unbraced_subscript_e_is_read_as_any_other_subscript",
    ),
    Rule(
        "a label in parentheses after a number",
        # 8192\ (T) \times 40\ (K): the author names what each number is; a spaced single
        # symbol or a word in text in parentheses right after digits is a label, not a factor
        re.compile(
            r"(?<=\d)(?:(?:\s|\\[ ,;]|\\quad|~)*(?:\\[ ,;]|\\quad|~)(?:\s|\\[ ,;]|\\quad|~)*"
            r"\(\s*[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?\s*\)"
            r"|(?:\s|\\[ ,;]|\\quad|~)*\(\s*\\(?:text|mathrm)\s*\{[^{}()]*\}\s*\))"
            r"(?=\s*(?:\\times|\\cdot|\*|=|\\approx|$))"
        ),
        "",
        r"8192\ (T) \times 2\ (\text{bytes}) → 8192 \times 2 (a label, not a factor)",
        "test_a_label_in_parentheses_after_a_number_is_not_a_factor",
    ),
    Rule(
        "a function named E",
        # E(B): the parser reads every other letter before (B) as a function applied to B, and E
        # alone as a product E·B; a letter before an argument in parentheses is read alike
        re.compile(r"(?<![\\A-Za-z{])E(?=\s*\(\s*[A-Za-z0-9\\])"),
        r"\\mathit{E}",
        r"E(B) = \frac{S_0/S(B)}{B/B_0} → \mathit{E}(B), a function of B as S(B) is (not E·B)",
        "test_e_before_an_argument_is_a_function_as_any_letter_is",
    ),
    Rule(
        "a function word in text",
        # \text{sigmoid}\left(\frac{L_c - L}{\tau}\right), \mathrm{softmax}(QK^T): the parser applies a
        # word to a lone symbol (\text{sizeof}(Q)) but multiplies it by an expression; a trailing
        # comma makes it apply the function to the expression, a function the document never defines
        # (arguments written with commas, \mathrm{clip}(j - i, k), are the parser's already)
        re.compile(
            r"\\(?:text|mathrm|operatorname|textrm)\s*\{\s*(" + _FUNCTION_WORDS + r")\s*\}\s*"
            r"(?:\\left\s*\(((?:(?!\\left|\\right)[^,])*?)\\right\s*\)|\(([^(),]*)\))",
            re.I,
        ),
        lambda m: r"\mathrm{" + m.group(1) + "}(" + (m.group(2) if m.group(2) is not None else m.group(3)) + ",)",
        r"\text{sigmoid}\left(\frac{L_c - L}{\tau}\right) → sigmoid applied to (L_c - L)/τ, never sigmoid·(L_c - L)/τ",
        "test_a_function_word_in_text_applied_to_an_expression_is_a_function_not_a_product",
    ),
    Rule(
        "capital I as a name",
        # the parser reads I as the imaginary unit, and I_{net} as I with its subscript dropped;
        # authors write I for arithmetic intensity (I = FLOPs / bytes), never for sqrt(-1)
        re.compile(
            r"(?<![\\A-Za-z])(?<!\\text\{)(?<!\\mathrm\{)(?<!\\mathbb\{)(?<!\\mathbf\{)(?<!\\mathcal\{)I(?![A-Za-z])"
        ),
        r"\\mathit{I}",
        r"I_{\text{ridge}} = \frac{989}{50} → \mathit{I}_{\text{ridge}} (a name, not sqrt(-1))",
        "test_a_capital_i_is_a_name_not_the_imaginary_unit",
    ),
    Rule(
        "an increment or gradient of a name",
        # \Delta w_l, \nabla w_l: one quantity (the update, the gradient of w_l), not Delta times w_l
        re.compile(r"\\(Delta|nabla)\s+([A-Za-z](?:_\{[^{}]*\}|_[A-Za-z0-9])?)(?![A-Za-z{(])"),
        lambda m: "\\" + m.group(1) + "_{" + m.group(2) + "}",
        r"\Delta w_l = -\eta \nabla w_l → \Delta_{w_l} = -\eta \nabla_{w_l}",
        "test_an_increment_or_gradient_of_a_name_is_one_quantity",
    ),
    Rule(
        "a bare unit word after spacing",
        # 3.10 \times 10^6 \times B \times L \;bytes: the author's unit, spaced off at the end of a
        # side, written without \text (it was read as the product b·y·t·e·s)
        re.compile(r"(\\[,;: ]|~)\s*((?:[kKMGTPE]i?B|bytes?|[kMGTPE]?FLOP[sS]?|seconds?|hours?|days?)(?:/s)?)\s*$"),
        r"\1\\text{ \2}",
        r"3.10 \times 10^6 \times B \times L \;bytes → 3.10 \times 10^6 \times B \times L \;\text{ bytes}",
        "test_a_bare_unit_word_spaced_off_at_the_end_of_a_side_is_its_unit",
    ),
    Rule(
        "a number in scientific notation after a slash",
        # B \times L / 4.6\times 10^{14}: the author divides by 4.6·10^14, one number (read left to
        # right it was B·L/4.6, times 10^14)
        re.compile(r"(/|\\div)\s*(\d+(?:\.\d+)?\s*(?:\\times|\\cdot|\u00d7)\s*10\s*\^\s*(?:\{\s*-?\d+\s*\}|-?\d))"),
        r"\1 {(\2)}",
        r"4.40 \times 10^{12} \times B / 4.6\times 10^{14} → 4.40 \times 10^{12} \times B / {(4.6\times 10^{14})}",
        "test_a_number_in_scientific_notation_after_a_slash_is_one_divisor",
    ),
    Rule(
        "rm group",
        re.compile(r"\{\\rm\s+([^{}]*)\}"),
        lambda m: r"\mathrm{" + m.group(1).strip() + "}",
        r"2\,{\rm TiB} → 2\,\mathrm{TiB}",
        "test_a_rm_group_is_a_roman_word_or_unit",
    ),
)

#: asymptotic notation, never read (an order of growth, not a value): ``O(T)``,
#: ``\mathcal{O}(n^2)``, ``\Theta(T)``, ``\Omega(n)``; held by test_an_order_of_growth_is_not_read_as_a_function
GROWTH = re.compile(r"(?<![A-Za-z\\])(?:O|\\mathcal\s*\{\s*O\s*\}|\\mathcal\s+O|\\Theta|\\Omega)\s*\(")
#: relation tokens read as conditions (formulas.py's tokenizer): ``B << 208`` is ``B \ll 208``
CONDITION_TOKENS = {"<<": r"\ll", ">>": r"\gg"}
#: signs of approximate equality other than ``\approx`` and ``\simeq`` (≊, ≈ drawn thick, ≅):
#: authors of estimates write them for "about", so they are read as ``\approx`` (10% or the
#: digits written), and the sign is reported as written; held by
#: test_an_approximately_equal_sign_of_another_spelling_is_read_as_approx
APPROXIMATE_SIGNS = {r"\approxeq": "≊", r"\thickapprox": "≈", r"\cong": "≅"}
#: rows that act on a chain, not on a side, live where the chain is judged: a side in words
#: of a logical chain (logical.py, ``B > 208 \iff \text{compute bound}``) and numbers stated
#: in config blocks, table rows and prose, under any spelling of a model's size (stated.py),
#: and arithmetic under a condition (hypotheses.py); so do rows that act on a document or a
#: row: Markdown's \\(…\\) and \\[…\\] (scanning.py), a row break after a relation or before
#: an operator, unit/count words, e-notation right after ``\cdot`` or ``\times`` (formulas.py),
#: names of several letters or words a row defines (doc_names.py), a quotient's digits
#: (numbers.py, also under a root, in a sum, of amounts and counts), binary prefixes of bytes
#: (numeric_pairs.py), a computed count in the prefix of the other
#: side's unit (numeric_pairs.py)
#: and identities where a denominator vanishes or an approximation keeps the leading terms
#: (relation_proofs.py, also a rounded coefficient and a function never defined), letters after
#: digits read as counts, an equation the author solves, a slash before a product and givens in
#: their written units (other_readings.py, when algebra or arithmetic refutes the relation);
#: docs/guides/check.md lists them all in one table


def apply(text: str, own: bool) -> str:
    """``text`` with every rule applied in order (rules marked own_only only when ``own``)."""
    for rule in RULES:
        if rule.own_only and not own:
            continue
        text = rule.pattern.sub(rule.becomes, text)
    return text
