"""Part 3's price ratios, the price lists the claims read and the lecture's model."""

from chalk import Q_, Sourced, define
from chalk.catalog import listed_price
from chalk.vocabulary import (
    flops_per_param,
    params_active,
    price_cache_read,
    price_cache_write_1h,
    price_cache_write_5m,
    price_input,
    price_input_long,
    price_output,
    price_output_long,
    price_step_context,
    tokens_per_step,
)

output_input_price_ratio = define(
    "output_input_price_ratio",
    price_output / price_input,
    "1",
    "output price over input price",
    text="r_out_in",
    latex=r"r_{\mathrm{out/in}}",
)
cache_read_price_ratio = define(
    "cache_read_price_ratio",
    price_cache_read / price_input,
    "1",
    "cache-hit price as a fraction of the input price",
    text="r_hit",
)
long_context_input_markup = define(
    "long_context_input_markup",
    price_input_long / price_input,
    "1",
    "input price above the long-context step over the price below it",
    text="m_in",
)
long_context_output_markup = define(
    "long_context_output_markup",
    price_output_long / price_output,
    "1",
    "output price above the long-context step over the price below it",
    text="m_out",
)

GEMINI = "gemini-3-pro-preview"
GEMINI_PRICES = {
    price_input: listed_price(GEMINI, "input"),
    price_output: listed_price(GEMINI, "output"),
    price_input_long: listed_price(GEMINI, "long_context", "input"),
    price_output_long: listed_price(GEMINI, "long_context", "output"),
}
OPUS = "claude-opus-4.8"
OPUS_PRICES = {
    price_input: listed_price(OPUS, "input"),
    price_output: listed_price(OPUS, "output"),
    price_cache_read: listed_price(OPUS, "cache_read"),
    price_cache_write_5m: listed_price(OPUS, "cache_write_5m"),
    price_cache_write_1h: listed_price(OPUS, "cache_write_1h"),
}
LECTURE_MODEL = {params_active: Sourced(Q_(100e9, "parameter"), "lecture 01:32:51–01:41:18: N_active ≈ 100B")}
DEFAULTS = {flops_per_param: 2, tokens_per_step: 1}  # the vocabulary's defaults, bound for the proof
STEP_200K = {price_step_context: Sourced(Q_(200e3, "token/sequence"), "Gemini 3.1 Pro price step at 200k tokens")}
