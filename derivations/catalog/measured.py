"""Published measurements of real systems (``measurements.json``) and the efficiencies
derived from them (``efficiencies.json``).

Each case says where its number was read, what the source stated about the system, and
which chalk quantity bounds it with which inputs; ``chalk.derivations.validation``
evaluates those bounds. This module reads data only (no sympy, no evaluation), so
``chalk eval --efficiency measured`` can read the documented medians cheaply.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

HERE = Path(__file__).parent
CORPUS = HERE / "measurements.json"
EFFICIENCIES = HERE / "efficiencies.json"

#: the kinds of measurement (see measurements.json ``_kinds``)
KINDS = ("time", "rate", "fraction_of_peak")
REGIMES = ("train", "prefill", "decode", "kernel", "collective")
#: the command a case's bound goes through, as a user would type it, and for each the plan's
#: answer it reads (``quantity``) and the options it takes (``plan``, as the command's flags)
ENTRIES = ("eval", "plan train", "plan serve")
PLAN_QUANTITIES = {
    "plan train": ("mfu", "step_time", "days"),  # of the fastest layout
    "plan serve": ("tpot", "ttft"),  # of the best plan for the objective
}
PLAN_OPTIONS = {
    "plan train": ("chips", "tokens", "tp", "pp", "global_batch", "seq_len", "overlap"),
    "plan serve": (
        "tpot",
        "ttft",
        "context",
        "prompt",
        "output",
        "kv_precision",
        "max_chips",
        "tp",
        "ep",
        "pp",
        "objective",
        "speculative",
        "overlap",
    ),
}
#: efficiency names with a `measured` default, and the eval input each one sets
DEFAULTS = {
    "mfu_train": "mfu_train",
    "mfu_prefill": "mfu_prefill",
    "mfu_decode": "mfu_decode",
    "decode_bandwidth": "hbm_bandwidth",
    "collective_bandwidth": "ici_bandwidth",
}
#: the defaults that scale a catalog peak (a fraction of it) rather than set a ratio input
SCALES_PEAK = ("hbm_bandwidth", "ici_bandwidth")
#: a family needs this many cases in a regime before it gets a median of its own
MIN_FAMILY_CASES = 3
#: catalog id prefix -> hardware family, longest prefix first
FAMILIES = (
    ("gb200", "GB200"),
    ("gb300", "GB300"),
    ("a100", "A100"),
    ("h100", "H100"),
    ("h200", "H200"),
    ("h800", "H800"),
    ("h20", "H20"),
    ("b200", "B200"),
    ("b300", "B300"),
    ("l40s", "L40S"),
    ("mi300x", "MI300X"),
    ("mi325x", "MI325X"),
    ("mi350x", "MI350X"),
    ("mi355x", "MI355X"),
    ("trainium2", "Trainium2"),
    ("gaudi3", "Gaudi 3"),
    ("tpu-v4", "TPU v4"),
    ("tpu-v5e", "TPU v5e"),
    ("tpu-v5p", "TPU v5p"),
    ("tpu-v6e", "TPU v6e"),
    ("tpu-v7", "TPU v7"),
)


class CorpusError(ValueError):
    """A malformed case in measurements.json; the message names the case."""


@dataclass(frozen=True)
class Measurement:
    value: float
    unit: str
    kind: str  # one of KINDS
    what: str
    over_chips: int | None = None  # the value covers this many chips; the bound is per chip
    source_peak: str | None = None  # for fraction_of_peak: the peak the source divided by


@dataclass(frozen=True)
class Bound:
    """The chalk quantity that bounds a measurement and the `chalk eval` inputs it needs."""

    quantity: str
    model: str | None
    published: bool
    hardware: str | None
    precision: str | None
    sets: tuple[tuple[str, str], ...]
    work: str | None = None  # a rate's unit of work when the bound is a time for it
    entry: str = "eval"  # one of ENTRIES: the command the bound goes through
    plan: tuple[tuple[str, str], ...] = ()  # a plan command's options (PLAN_OPTIONS), as typed

    def set_args(self) -> list[str]:
        """The ``--set NAME=VALUE`` strings, as a user would type them."""
        return [f"{name}={value}" for name, value in self.sets]

    def option(self, name: str) -> str | None:
        """A plan option as the case gives it, or None."""
        return dict(self.plan).get(name)

    def command(self) -> str:
        """The command line that evaluates this bound (`chalk eval`, `chalk plan train` or
        `chalk plan serve`), as a user would type it."""
        if self.entry != "eval":
            return self._plan_command()
        parts = ["chalk eval", self.quantity]
        if self.model:
            parts.append(f"--model {self.model}")
        if self.published:
            parts.append("--published")
        if self.hardware:
            parts.append(f"--hardware {self.hardware}")
        if self.precision:
            parts.append(f"--precision {self.precision}")
        parts += [f'--set "{s}"' if " " in s else f"--set {s}" for s in self.set_args()]
        return " ".join(parts)

    def _plan_command(self) -> str:
        parts = [f"chalk {self.entry}", f"--model {self.model}", f"--hardware {self.hardware}"]
        if self.precision:
            parts.append(f"--precision {self.precision}")
        for name, value in self.plan:
            flag = "--" + name.replace("_", "-")
            if name == "overlap" and self.entry == "plan serve":
                parts += [flag] if value == "true" else []
            else:
                parts.append(f"{flag} {value}")
        parts += [f'--set "{s}"' if " " in s else f"--set {s}" for s in self.set_args()]
        return " ".join(parts) + f"  # reads: {self.quantity}"


@dataclass(frozen=True)
class Case:
    id: str
    regime: str  # one of REGIMES
    source: Mapping[str, str]
    stated: Mapping[str, object]
    measured: Measurement
    bound: Bound
    note: str = ""
    #: the figure counts recomputed FLOPs (a hardware FLOPs utilisation): checked, but pooled in no median
    counts_recomputation: bool = False

    @property
    def family(self) -> str:
        return family(self.bound.hardware)


def family(hardware_id: str | None) -> str:
    """The hardware family of a catalog id (``h100-sxm`` → H100)."""
    for prefix, name in FAMILIES:
        if hardware_id and hardware_id.startswith(prefix):
            return name
    return hardware_id or "unstated"


def _case(raw: Mapping) -> Case:
    cid = raw.get("id", "?")
    try:
        m, c = raw["measured"], raw["chalk"]
        measured = Measurement(
            float(m["value"]), m["unit"], m["kind"], m["what"], m.get("over_chips"), m.get("source_peak")
        )
        bound = Bound(
            c["quantity"],
            c.get("model"),
            bool(c.get("published", False)),
            c.get("hardware"),
            c.get("precision"),
            tuple((k, str(v)) for k, v in (c.get("set") or {}).items()),
            c.get("work"),
            c.get("entry", "eval"),
            tuple((k, _option_text(v)) for k, v in (c.get("plan") or {}).items()),
        )
        _check_entry(bound)
        recomputes = raw.get("counts_recomputation", False)
        if not isinstance(recomputes, bool):
            raise TypeError(f"counts_recomputation must be true or false, not {recomputes!r}")
        case = Case(cid, raw["regime"], raw["source"], raw["stated"], measured, bound, raw.get("note", ""), recomputes)
    except (KeyError, TypeError, ValueError) as exc:
        raise CorpusError(f"measurements.json: case {cid}: {exc!r}") from None
    if case.regime not in REGIMES or measured.kind not in KINDS:
        raise CorpusError(f"measurements.json: case {cid}: regime {case.regime!r} or kind {measured.kind!r} unknown")
    missing = [k for k in ("title", "where", "date", "url") if not case.source.get(k)]
    if missing:
        raise CorpusError(f"measurements.json: case {cid}: source lacks {', '.join(missing)}")
    return case


def _option_text(value: object) -> str:
    """A plan option as its flag takes it: JSON true/false as the words, a number as written."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _check_entry(bound: Bound) -> None:
    """A plan entry names a model and a hardware, a quantity its plan answers, and only
    options its command takes (raised as ValueError, which ``_case`` reports with the id)."""
    if bound.entry not in ENTRIES:
        raise ValueError(f"entry {bound.entry!r} is not one of {', '.join(ENTRIES)}")
    if bound.entry == "eval":
        if bound.plan:
            raise ValueError("plan options need an entry of 'plan train' or 'plan serve'")
        return
    if bound.quantity not in PLAN_QUANTITIES[bound.entry]:
        raise ValueError(
            f"{bound.entry} reads {', '.join(PLAN_QUANTITIES[bound.entry])}, not quantity {bound.quantity!r}"
        )
    unknown = [k for k, _ in bound.plan if k not in PLAN_OPTIONS[bound.entry]]
    if unknown:
        raise ValueError(f"{bound.entry} takes no option {', '.join(unknown)} ({', '.join(PLAN_OPTIONS[bound.entry])})")
    if not (bound.model and bound.hardware):
        raise ValueError(f"{bound.entry} needs a model and a hardware")


@cache
def cases() -> tuple[Case, ...]:
    """Every case in measurements.json, in file order; ids are unique."""
    out = tuple(_case(raw) for raw in json.loads(CORPUS.read_text())["cases"])
    ids = [c.id for c in out]
    if len(set(ids)) != len(ids):
        raise CorpusError("measurements.json: duplicate case ids")
    return out


@cache
def decode_pools() -> dict[str, str | tuple[str, str]]:
    """The median a decode case pools in, by the quantity that bounds it (measurements.json
    ``_decode_pools``): a pool's name, or (memory, compute) for a roofline whose binding term
    decides it at the case's inputs."""
    raw = json.loads(CORPUS.read_text())["_decode_pools"]
    out: dict[str, str | tuple[str, str]] = {}
    for quantity, pool in raw.items():
        if quantity.startswith("_"):
            continue
        out[quantity] = pool if isinstance(pool, str) else (str(pool["memory"]), str(pool["compute"]))
    return out


def matching(pattern: str | None) -> tuple[Case, ...]:
    """Cases whose id, regime or hardware family contains ``pattern`` (case-insensitive)."""
    if not pattern:
        return cases()
    p = pattern.lower()
    return tuple(c for c in cases() if p in c.id.lower() or p == c.regime or p in c.family.lower())


@dataclass(frozen=True)
class Median:
    """A median efficiency over some cases, with the ids it came from and the spread
    (the lowest and highest efficiency among them)."""

    value: float
    cases: tuple[str, ...]
    low: float = float("nan")
    high: float = float("nan")

    def source(self, name: str, scope: str) -> str:
        return f"corpus median {name} ({scope}) over {len(self.cases)} cases: {', '.join(self.cases)}"


def pooled(case_id: str) -> bool:
    """Whether a case enters the medians: not when its figure counts recomputed FLOPs."""
    return not any(c.id == case_id and c.counts_recomputation for c in cases())


def medians(points: Iterable[tuple[str, str, str, float]]) -> dict:
    """``{name: {"all": Median, "by_family": {family: Median}}}`` from ``(name, family,
    case id, efficiency)`` points; a family gets its own median with MIN_FAMILY_CASES cases.
    A case that counts recomputation is left out (its figure is not a model-FLOPs one)."""
    grouped: dict[str, list[tuple[str, str, float]]] = {}
    for name, fam, cid, eff in points:
        if not pooled(cid):
            continue
        grouped.setdefault(name, []).append((fam, cid, eff))
    out = {}
    for name, rows in sorted(grouped.items()):
        by_family = {}
        for fam in sorted({f for f, _, _ in rows}):
            mine = [(cid, e) for f, cid, e in rows if f == fam]
            if len(mine) >= MIN_FAMILY_CASES:
                effs = [e for _, e in mine]
                by_family[fam] = Median(statistics.median(effs), tuple(c for c, _ in mine), min(effs), max(effs))
        effs = [e for _, _, e in rows]
        out[name] = {
            "all": Median(statistics.median(effs), tuple(c for _, c, _ in rows), min(effs), max(effs)),
            "by_family": by_family,
        }
    return out


def medians_document(table: Mapping, points: Iterable[tuple[str, str, str, float]] = ()) -> dict:
    """The JSON form of ``medians()`` as stored in efficiencies.json, with the spread of
    each median and every case's efficiency (``points``: name, family, case id,
    efficiency), which the paper's and the explorer's figure draw."""

    def one(m: Median) -> dict:
        return {"value": round(m.value, 6), "low": round(m.low, 6), "high": round(m.high, 6), "cases": list(m.cases)}

    return {
        "_about": "Measured efficiencies: medians per regime (and per hardware family with at least "
        f"{MIN_FAMILY_CASES} cases) of `chalk validate` over measurements.json. Each median lists the cases it "
        "pools ('cases'); cases whose figure counts recomputed FLOPs (counts_recomputation: hardware FLOPs "
        "utilisation) are checked against their bound but pooled in no median. `chalk eval --efficiency "
        "measured` reads them. Regenerate with `chalk validate --write-efficiencies`; "
        "a test recomputes every value from the corpus.",
        "_applies_to": {name: DEFAULTS[name] for name in DEFAULTS},
        "efficiencies": {
            name: {
                "all": one(entry["all"]),
                "by_family": {fam: one(m) for fam, m in entry["by_family"].items()},
            }
            for name, entry in table.items()
        },
        "points": [
            {"case": cid, "efficiency_of": name, "family": fam, "efficiency": round(eff, 6)}
            for name, fam, cid, eff in points
        ],
    }


@cache
def documented() -> dict:
    """efficiencies.json as stored."""
    return json.loads(EFFICIENCIES.read_text())["efficiencies"]


@cache
def documented_points() -> tuple[dict, ...]:
    """Every case's efficiency as efficiencies.json stores it (case, efficiency_of,
    family, efficiency), in corpus order: what the validation figure draws."""
    return tuple(json.loads(EFFICIENCIES.read_text()).get("points", ()))


class NoFamilyMedian(LookupError):
    """A hardware family without MIN_FAMILY_CASES cases of an efficiency: the one-line reason."""


def family_efficiency(name: str, hardware_id: str) -> tuple[float, str]:
    """The documented median ``name`` of this hardware's own family, or NoFamilyMedian saying why
    there is none (how many of its cases the corpus has): never another family's median."""
    entry = documented().get(name)
    fam = family(hardware_id)
    if entry is None:
        raise NoFamilyMedian(f"no measured {name} in efficiencies.json")
    if fam not in entry["by_family"]:
        mine = [p for p in documented_points() if p["efficiency_of"] == name and p["family"] == fam]
        have = sum(1 for p in mine if pooled(p["case"]))
        raise NoFamilyMedian(
            f"no measured {name} for {fam}: the corpus has {have} {fam} case(s) of it, {MIN_FAMILY_CASES} are needed; "
            "give a value instead"
        )
    m = entry["by_family"][fam]
    return float(m["value"]), Median(m["value"], tuple(m["cases"])).source(name, f"{fam} cases")


def measured_efficiency(name: str, hardware_id: str | None) -> tuple[float, str]:
    """The documented median ``name`` for this hardware's family if it has one, else over
    every family; with a source that lists the cases."""
    entry = documented().get(name)
    if entry is None:
        raise KeyError(f"no measured {name} in efficiencies.json")
    fam = family(hardware_id) if hardware_id else None
    if fam in entry["by_family"]:
        m, scope = entry["by_family"][fam], f"{fam} cases"
    else:
        m, scope = entry["all"], "all families" + (f"; {fam} has too few cases" if fam else "")
    return float(m["value"]), Median(m["value"], tuple(m["cases"])).source(name, scope)
