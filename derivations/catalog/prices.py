"""API price lists from prices.json as inputs: ``{symbol: Sourced}`` in USD per million
tokens, so price claims and ``chalk eval --prices`` read the same values and sources."""

from __future__ import annotations

from fractions import Fraction

import sympy as sp

from chalk.derivations import vocabulary as v
from chalk.derivations.catalog import price_record
from chalk.derivations.quantities import Sourced
from chalk.units import Q_


def listed_price(model_id: str, *keys: str) -> Sourced:
    """A list price from catalog/prices.json (USD per million tokens) with its source."""
    entry = node = price_record(model_id)
    for key in keys:
        node = node[key]
    source = entry["source"]
    if keys[0] == "long_context":
        tier = entry["long_context"]
        source = tier.get("source", source) + (f" (valid {tier['valid']})" if "valid" in tier else "")
    # a Fraction magnitude keeps the prefix conversion exact (5.0 USD/Mtoken is 4.9999999999999996e-06 USD/token)
    return Sourced(Q_(Fraction(str(node)), "USD/Mtoken"), f"{model_id} {'.'.join(keys)} (prices.json): {source}")


# prices.json field (a path into one entry) -> the input it lists; DeepSeek calls its cache-hit price input_cache_hit
PRICE_FIELDS: dict[tuple[str, ...], sp.Symbol] = {
    ("input",): v.price_input,
    ("output",): v.price_output,
    ("cache_read",): v.price_cache_read,
    ("input_cache_hit",): v.price_cache_read,
    ("cache_write_5m",): v.price_cache_write_5m,
    ("cache_write_1h",): v.price_cache_write_1h,
    ("long_context", "input"): v.price_input_long,
    ("long_context", "output"): v.price_output_long,
}


def listed_prices(model_id: str) -> dict[sp.Symbol, Sourced]:
    """Every price an entry of prices.json lists (null or absent fields are left out), and
    the long-context step's threshold as ``price_step_context`` (a request is one sequence)."""
    entry = price_record(model_id)
    out: dict[sp.Symbol, Sourced] = {}
    for keys, symbol in PRICE_FIELDS.items():
        node: object = entry
        for key in keys:
            node = node.get(key) if isinstance(node, dict) else None
        if isinstance(node, (int, float)) and not isinstance(node, bool):
            out[symbol] = listed_price(model_id, *keys)
    threshold = (entry.get("long_context") or {}).get("threshold_input_tokens")
    if threshold:
        tier = entry["long_context"]
        out[v.price_step_context] = Sourced(
            Q_(threshold, "token/sequence"),
            f"{model_id} long_context.threshold_input_tokens (prices.json): {tier.get('source', entry['source'])}",
        )
    return out


def unlisted_prices(model_id: str) -> dict[sp.Symbol, str]:
    """Why an entry lacks a price input: its long-context rule, or that the field is null."""
    entry = price_record(model_id)
    listed = listed_prices(model_id)
    rule = (entry.get("long_context") or {}).get("rule", "no long-context tier")
    out = {}
    for keys, symbol in PRICE_FIELDS.items():
        if symbol in listed or symbol in out:
            continue
        out[symbol] = f"{model_id}: {rule}" if keys[0] == "long_context" else f"{model_id} lists no {keys[-1]} price"
    if v.price_step_context not in listed:
        out[v.price_step_context] = f"{model_id}: {rule}"
    return out
