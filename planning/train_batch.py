"""The global batch of ``chalk plan train``: a whole number of sequences of ``--seq-len`` tokens.

Why: a batch typed in tokens that is not a whole number of sequences (``16M`` = 16e6 tokens
= 1,953.125 sequences of 8,192) leaves each replica a fractional share, the layout search
floors it to fewer micro-batches, and the pipeline bubble (m + p − 1)/m can double. So the
batch is read with its unit (``2048seq``, ``16Mtok``, ``16M tokens``; a bare count stays
tokens, as before) and a fractional sequence count is refused, naming what would do.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from chalk.evaluation.amounts import AmountError, parse_amount_unit

#: unit words of a batch counted in sequences, and in tokens (a bare count is tokens)
SEQUENCE_WORDS = ("seq", "seqs", "sequence", "sequences")
TOKEN_WORDS = ("tok", "toks", "token", "tokens")
OPTION = "--global-batch"
#: a suffix as a power of 1024, for the hint that "16M" may have meant 16·2^20 tokens
BINARY_POWERS = {"k": 1, "K": 1, "M": 2, "G": 3, "T": 4}


@dataclass(frozen=True)
class GlobalBatch:
    """A global batch: ``sequences`` of ``seq_len`` tokens each, and how it was typed."""

    sequences: int
    seq_len: int
    typed: str = ""

    @property
    def tokens(self) -> int:
        return self.sequences * self.seq_len

    def reading(self) -> str:
        """The batch in both units, for the plan's notes."""
        return f"{self.sequences:,} sequences × {self.seq_len:,} tokens = {self.tokens:,} tokens"


def whole_sequences(tokens: float, seq_len: int, typed: str = "") -> GlobalBatch:
    """``tokens`` as whole sequences of ``seq_len``; a fractional count is an ``AmountError``
    naming the value and the nearest whole batches on either side."""
    given = typed.strip()[:40] or f"{tokens:g}"
    if not (math.isfinite(tokens) and tokens > 0):
        raise AmountError(f"{OPTION} must be a positive number of tokens or sequences, got {given!r}")
    sequences = tokens / seq_len
    if sequences != math.floor(sequences):
        low, high = math.floor(sequences), math.ceil(sequences)
        accepted = f"{low}seq or {high}seq" if low >= 1 else f"{high}seq"
        raise AmountError(
            f"{OPTION} {given} is {tokens:,.0f} tokens = {sequences:,.10g} sequences of {seq_len:,} tokens "
            f"(--seq-len), not a whole number: give sequences ({accepted}) or tokens that are a multiple of "
            f"{seq_len:,} (e.g. {high * seq_len:,})"
        )
    return GlobalBatch(int(sequences), seq_len, typed)


def read_global_batch(text: str, seq_len: int) -> GlobalBatch:
    """``--global-batch`` text: ``2048seq`` (sequences), ``16Mtok`` or ``16M tokens`` (tokens),
    or a bare count of tokens; each must come to a whole number of sequences of ``seq_len``."""
    units = (*SEQUENCE_WORDS, *TOKEN_WORDS)
    try:
        value, unit = parse_amount_unit(text, OPTION, units)
    except AmountError as exc:
        raise AmountError(f"{exc}; e.g. 2048seq (sequences) or 16Mtok (tokens)") from None
    if unit in SEQUENCE_WORDS:
        if value != math.floor(value):
            raise AmountError(
                f"{OPTION} {text.strip()[:40]} is {value:,.6g} sequences, not a whole number: give e.g. "
                f"{math.floor(value) or 1}seq"
            )
        return GlobalBatch(int(value), seq_len, text)
    try:
        return whole_sequences(value, seq_len, text)
    except AmountError as exc:
        raise AmountError(f"{exc}{_binary_hint(text, seq_len)}") from None


def _binary_hint(text: str, seq_len: int) -> str:
    """Where the suffix read as a power of two gives whole sequences (LLaMA 3's "16M" is
    2^24 tokens, 2,048 sequences of 8,192), that reading as a hint; else ''."""
    m = re.match(r"\s*(\d+)\s*([kKMGT])", text)
    if not m:
        return ""
    tokens = int(m.group(1)) * 1024 ** BINARY_POWERS[m.group(2)]
    if tokens % seq_len:
        return ""
    power = 10 * BINARY_POWERS[m.group(2)]
    return f"; if {m.group(1)}{m.group(2)} meant {m.group(1)}·2^{power} tokens: {tokens // seq_len}seq"


__all__ = ["GlobalBatch", "read_global_batch", "whole_sequences"]
