"""§16 Cache tiers: hold or retrieve, decided by a tier's drain time C/BW."""

from sympy import And, Eq, Equivalent, Implies, Le, Rational

from chalk import Q_, Claim, Example, Sourced, claim, define, quantity
from chalk.catalog import hardware, listed_prices
from chalk.derivations.lectures.economics_pricing.symbols import (
    OPUS,
    OPUS_PRICES,
    cache_read_price_ratio,
    output_input_price_ratio,
    price_cache_write_1h,
    price_cache_write_5m,
    price_input,
)
from chalk.vocabulary import (
    hbm_bandwidth,
    hbm_capacity,
    kv_bytes_per_token,
)

# --- cache tiers ----------------------------------------------------------------------
hold_time = quantity("hold_time", "s", "how long a KV cache entry is kept", text="T_hold")
tier_capacity = quantity("tier_capacity", "byte", "capacity of one memory-tier device", text="C_t", latex=r"C_{t}")
tier_bandwidth = quantity(
    "tier_bandwidth", "byte/s", "bandwidth from a memory tier into HBM", text="BW_t", latex=r"\mathrm{BW}_{t}"
)
tier_price = quantity("tier_price", "USD/s", "rental price of one memory-tier device", text="p_t", latex=r"p_{t}")
hold_cost = define(
    "hold_cost", hold_time * kv_bytes_per_token * tier_price / tier_capacity, "USD/token", "cost to hold a token's KV"
)
retrieve_cost = define(
    "retrieve_cost", kv_bytes_per_token * tier_price / tier_bandwidth, "USD/token", "cost to copy a token's KV to HBM"
)
cache_break_even_time = define(
    "cache_break_even_time",
    tier_capacity / tier_bandwidth,
    "s",
    "drain time: capacity over bandwidth",
    latex=r"T_{\mathrm{drain}}",
)


def _tier(capacity: str, bandwidth: str, source: str) -> dict:
    return {
        tier_capacity: Sourced(Q_(capacity), f"lecture-notes §16 device drain-time check: {source}"),
        tier_bandwidth: Sourced(Q_(bandwidth), f"lecture-notes §16 device drain-time check: {source}"),
    }


GB200, H100 = hardware("gb200"), hardware("h100-sxm")
HBM = {tier_capacity: GB200[hbm_capacity], tier_bandwidth: GB200[hbm_bandwidth]}
DDR_SMALL = _tier("1 TB", "64 GB/s", "host DRAM ~1–2 TB over PCIe 5 at ~64 GB/s")
DDR_LARGE = _tier("2 TB", "64 GB/s", "host DRAM ~1–2 TB over PCIe 5 at ~64 GB/s")
FLASH_SMALL = _tier("7.7 TB", "14 GB/s", "enterprise NVMe 7.7–30 TB at ~7–14 GB/s")
FLASH_LARGE = _tier("30 TB", "7 GB/s", "enterprise NVMe 7.7–30 TB at ~7–14 GB/s")
DISK_FAST = _tier("20 TB", "0.3 GB/s", "HDD 20–30 TB at ~0.25–0.3 GB/s")
DISK_MID = _tier("25 TB", "0.275 GB/s", "HDD 20–30 TB at ~0.25–0.3 GB/s (middle of the range)")


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 derivation")
def cache_hold_equals_retrieve_at_drain_time():
    """Holding KV for T costs T·β·p/C, fetching it β·p/BW: equal at T = C/BW, where the total is twice either."""
    return Claim(
        And(
            Equivalent(Eq(hold_cost, retrieve_cost), Eq(hold_time, cache_break_even_time)),
            Implies(Eq(hold_time, cache_break_even_time), Eq(hold_cost + retrieve_cost, 2 * hold_cost)),
            Equivalent(Le(retrieve_cost, hold_cost), Le(cache_break_even_time, hold_time)),
        ),
        examples=(
            Example(HBM, expect={cache_break_even_time: Q_(20, "ms")}, rel_tol=0.2, note="GB200 HBM: 23 ms"),
            Example(
                {tier_capacity: H100[hbm_capacity], tier_bandwidth: H100[hbm_bandwidth]},
                expect={cache_break_even_time: Q_(20, "ms")},
                rel_tol=0.2,
                note="H100 HBM: 24 ms",
            ),
        ),
    )


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 device drain-time check and §20 #15")
def cache_tier_by_drain_time():
    """A tier suits hold times near its drain time: DRAM 15–30 s, NVMe flash 10–70 min, disk about a day.

    Retrieval over holding cost is drain time over hold time: held shorter than its drain
    time a tier pays mostly to fetch, held longer mostly to keep.
    """
    return Claim(
        Eq(retrieve_cost / hold_cost, cache_break_even_time / hold_time),
        examples=(
            Example(DDR_SMALL, expect={cache_break_even_time: Q_(15, "s")}, rel_tol=0.05, note="1 TB / 64 GB/s"),
            Example(DDR_LARGE, expect={cache_break_even_time: Q_(30, "s")}, rel_tol=0.05, note="2 TB / 64 GB/s"),
            Example(FLASH_SMALL, expect={cache_break_even_time: Q_(10, "min")}, rel_tol=0.1, note="7.7 TB / 14 GB/s"),
            Example(FLASH_LARGE, expect={cache_break_even_time: Q_(70, "min")}, rel_tol=0.05, note="30 TB / 7 GB/s"),
            Example(DISK_MID, expect={cache_break_even_time: Q_(1, "day")}, rel_tol=0.1, note="25 TB / 0.275 GB/s"),
            Example(
                {**DISK_MID, hold_time: Q_(1, "hour"), kv_bytes_per_token: 2000, tier_price: Q_(1, "USD/hour")},
                expect={retrieve_cost / hold_cost: 24},
                rel_tol=0.1,
                note="disk drains in ~1 day: a 1-hour hold pays ~24× more to fetch than to keep",
            ),
        ),
    )


drain_match_factor = quantity(
    "drain_match_factor", "1", "how far a drain time may be from the hold time and still 'match'", text="f_match"
)


@claim(source="lecture 01:55:05–02:03:48; lecture-notes §16 and §20 #15")
def one_hour_cache_is_spinning_disk():
    """The lecture's "1-hour cache = spinning disk" fails its own drain test: a fast 20 TB disk drains in 18.5 h.

    The flash half is borderline rather than wrong: small NVMe (7.7 TB at 14 GB/s) drains
    in ~9 minutes, within 2× of the 5-minute tier, so only the disk half is encoded.
    """
    return Claim(
        And(
            Le(cache_break_even_time, drain_match_factor * hold_time),
            Le(hold_time, drain_match_factor * cache_break_even_time),
        ),
        given={
            **DISK_FAST,
            hold_time: Sourced(Q_(1, "hour"), "Anthropic prompt caching: 1-hour cache write (prices.json)"),
            drain_match_factor: Sourced(Q_(3, ""), "chalk: 'about equal' read generously as within 3×"),
        },
        expect="erratum",
        rejected_by=("numeric", "proof"),
        source_wrote="flash ~1 min, spinning disk ~1 hour: the 5-minute and 1-hour caches are flash and spinning disk",
        corrected_by="economics_pricing.cache_tier_by_drain_time",
    )


@claim(source="lecture 01:48:52–01:51:19; lecture-notes §16 price check")
def cache_prices_from_list():
    """Claude list prices: a cache hit is 0.1× input (10× cheaper), 5-minute write 1.25×, 1-hour write 2×, output 5×.

    The 0.1× hit is shared by Gemini 3 Pro and GPT-5; their output premiums are 6× and 8×.
    """
    return Claim(
        And(
            Eq(cache_read_price_ratio, Rational(1, 10)),
            Eq(price_cache_write_5m, Rational(5, 4) * price_input),
            Eq(price_cache_write_1h, 2 * price_input),
            Eq(output_input_price_ratio, 5),
        ),
        given=OPUS_PRICES,
        examples=(
            Example(
                {},
                expect={
                    cache_read_price_ratio: 0.1,
                    price_cache_write_5m / price_input: 1.25,
                    price_cache_write_1h / price_input: 2,
                    output_input_price_ratio: 5,
                },
                note=f"{OPUS}: $5 in, $0.50 hit, $6.25 / $10 writes, $25 out",
            ),
            Example(
                listed_prices("claude-sonnet-4.6"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 5},
                note="Sonnet 4.6: $3 in, $0.30 hit, $15 out",
            ),
            Example(
                listed_prices("gemini-3-pro-preview"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 6},
                note="Gemini 3 Pro: $2 in, $0.20 hit, $12 out",
            ),
            Example(
                listed_prices("gpt-5"),
                expect={cache_read_price_ratio: 0.1, output_input_price_ratio: 8},
                note="GPT-5: $1.25 in, $0.125 hit, $10 out",
            ),
        ),
    )
