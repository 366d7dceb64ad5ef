"""Where `chalk eval` and `chalk sweep` read quantities, generated functions and catalogs.

Two books answer the same questions: ``SympyBook`` asks the current symbol table, the
codegen and the catalogs (the source of truth: a user's claims, a local config file), and
``chalk.exporters.runtime.CachedBook`` reads a cache built from them, so a warm run on the
lecture book imports neither sympy nor z3. The command makes one current with
``using_book``; code that runs outside a command gets the sympy book. This module imports
no sympy itself: the sympy book imports it on first use.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

from chalk.derivations.book_quantities import D
from chalk.derivations.sourced import Sourced


class CatalogError(ValueError):
    """A bad catalog id or config file; the message is the catalog's own, one line."""


@dataclass(frozen=True)
class ModelView:
    """A model's architecture as eval reads it: config fields, weight bytes, inputs it
    derives through a defined quantity, notes, the math precision it implies and the byte
    widths (weights, KV elements, activations) it declares."""

    name: str
    origin: str
    fields: Mapping[object, Sourced]
    bytes_per_param: Sourced | None
    derived: Mapping[object, object]  # input symbol -> the defined quantity's symbol
    notes: tuple[str, ...]
    active_note: Callable[[], str | None]  # asked only without --published, as the config reader does
    math_precision: tuple[str, str] | None
    widths: Mapping[object, Sourced] = field(default_factory=dict)  # byte widths the config states
    width_gaps: Mapping[object, str] = field(default_factory=dict)  # why one it could state is missing


class SympyBook:
    """The sympy source of truth in the current symbol table (the lecture or a user's project)."""

    def lookup(self, name: str):
        from chalk.derivations.quantities import lookup

        return lookup(name)

    def of(self, symbol):
        from chalk.derivations.quantities import of

        return of(symbol)

    def quantities(self) -> list:
        from chalk.derivations.quantities import all_quantities

        return all_quantities()

    def declared(self, kind: type[D]) -> D:
        """What the current table's books declare of ``kind`` (``book_quantities.KINDS``)."""
        from chalk.derivations.quantities import current_table

        return current_table().declared(kind)

    def symbol(self, name: str):
        """The book's symbol of ``name``: a chapter's own input (``draft_length``) as much as
        the shared vocabulary's."""
        return self.lookup(name).symbol

    def inputs(self, name: str) -> tuple:
        from chalk.exporters.codegen import numpy_function

        return numpy_function(name).inputs

    def function(self, name: str) -> Callable[..., object]:
        from chalk.exporters.codegen import compiled

        return compiled(name)

    def formula(self, defined) -> str:
        from chalk.units import pretty

        return pretty(self.of(defined).definition)

    def unit_problem(self, name: str) -> str | None:
        """Why the definition of ``name`` cannot be evaluated in its declared unit (its
        formula is in another dimension), in one line; None when it can (or for an input)."""
        return definition_unit_problem(self.lookup(name))

    def still_needed(self, name: str, known: Mapping[str, float]) -> frozenset[str]:
        """The inputs of ``name``'s function its value still depends on once the ``known``
        base-unit values are put in: substituted exactly, the expression evaluated by
        sympy, its free symbols read. A term multiplied by a zero count drops out, and with
        it the inputs only that term uses."""
        import sympy as sp

        from chalk.exporters.codegen import numpy_function

        f = numpy_function(name)
        given = {s: sp.Rational(known[s.name]) for s in f.inputs if s.name in known}
        return frozenset(s.name for s in f.expr.xreplace(given).free_symbols)

    @contextmanager
    def _errors(self) -> Iterator[None]:
        from chalk.derivations.catalog import UnknownEntry
        from chalk.derivations.catalog.hf_config import ConfigError

        try:
            yield
        except (UnknownEntry, ConfigError) as exc:
            raise CatalogError(str(exc)) from None

    def model(self, model_id: str | None, config_path: str | None = None) -> ModelView:
        from chalk.derivations import catalog
        from chalk.derivations.catalog.hf_config import read_config

        with self._errors():
            if model_id:
                spec = catalog.model_spec(model_id)
            elif config_path is not None:
                spec = read_config(config_path)
            else:
                raise ValueError("a model needs a catalog id or a config path")
        return ModelView(
            spec.name,
            spec.origin,
            spec.fields,
            spec.bytes_per_param,
            spec.derived(),
            tuple(spec.notes),
            spec.active_count_note,
            spec.math_precision,
            spec.widths,
            spec.width_gaps,
        )

    def published(self, model_id: str) -> dict:
        from chalk.derivations import catalog

        with self._errors():
            return catalog.published_params(model_id)

    def prices(self, price_id: str) -> tuple[dict, dict]:
        """(the listed prices, why each unlisted input is missing)."""
        from chalk.derivations.catalog.prices import listed_prices, unlisted_prices

        with self._errors():
            return listed_prices(price_id), unlisted_prices(price_id)

    def precisions(self, hardware_id: str) -> list[str]:
        from chalk.derivations import catalog

        with self._errors():
            return catalog.precisions(hardware_id)

    def hardware(self, hardware_id: str, precision: str) -> dict:
        from chalk.derivations import catalog

        with self._errors():
            return catalog.hardware(hardware_id, precision)

    def gpus(self, hardware_id: str) -> int:
        from chalk.derivations import catalog

        with self._errors():
            return catalog.gpus_per_system(hardware_id)

    def ici_bandwidths(self, hardware_id: str) -> dict:
        """One link's bandwidth by source (``vendor``, ``textbook``) where the catalog keeps it."""
        from chalk.derivations import catalog

        with self._errors():
            return catalog.ici_bandwidths(hardware_id)

    def ici_hop_latency(self, hardware_id: str) -> Sourced | None:
        from chalk.derivations import catalog

        with self._errors():
            return catalog.ici_hop_latency(hardware_id)

    def wraparound(self, hardware_id: str) -> tuple[str, int, str] | None:
        """Which ring axes wrap around (``catalog.wraparound``)."""
        from chalk.derivations import catalog

        with self._errors():
            return catalog.wraparound(hardware_id)

    def preset_inputs(self) -> dict[str, str]:
        """Each input some catalog entry supplies, and the option that supplies it
        (``--hardware``, ``--model``, ``--prices``), for ``chalk eval --list``."""
        from chalk.derivations import catalog
        from chalk.derivations.catalog.prices import listed_prices

        out: dict[str, str] = {}
        for price_id in catalog.price_ids():
            out.update(dict.fromkeys((s.name for s in listed_prices(price_id)), "--prices"))
        for hardware_id in catalog.hardware_ids():
            for p in catalog.precisions(hardware_id):
                out.update(dict.fromkeys((s.name for s in catalog.hardware(hardware_id, p)), "--hardware"))
            if catalog.ici_hop_latency(hardware_id) is not None:
                out["hop_latency"] = "--hardware"
        for model_id in catalog.model_ids():
            spec = catalog.model_spec(model_id)
            out.update(dict.fromkeys((s.name for s in (*spec.fields, *spec.derived())), "--model"))
        return out


def definition_unit_problem(q: Any) -> str | None:
    """A defined quantity whose formula's unit has another dimension than the declared one
    (``define("x", batch * context, "s")``): eval refuses it rather than print tokens as
    seconds. None when the dimensions agree, for an input, or when the unit cannot be
    inferred (``chalk verify`` reports that)."""
    if q.definition is None:
        return None
    from chalk.units import pretty
    from chalk.units.inference import unit_of

    try:
        found = unit_of(q.definition)
    except Exception:  # no unit rule for a construct: the units check of verify says which
        return None
    if found is None or found.dimensionality == q.unit.dimensionality:
        return None
    return (
        f"{q.name} is declared in {q.unit:~} but its definition {pretty(q.definition)[:80]} is in {found:~}: "
        "correct the unit given to define() (chalk verify runs the units check)"
    )


_BOOK: ContextVar = ContextVar("chalk_eval_book", default=None)


def book() -> Any:
    """The book of the running command (the sympy book outside one)."""
    found = _BOOK.get()
    return found if found is not None else SympyBook()


@contextmanager
def using_book(found) -> Iterator[None]:
    token = _BOOK.set(found)
    try:
        yield
    finally:
        _BOOK.reset(token)
