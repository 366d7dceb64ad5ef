"""The cached eval runtime: what `chalk eval` and `chalk sweep` read without sympy or z3.

``runtime_build.build`` makes it from the sympy source of truth. It is data only (units,
values and meanings as strings and numbers, each function as an expression tree that
``runtime_eval`` evaluates with numpy): nothing in it is ever executed. It is stored as
one file, ``<key>.json``, sealed with this user's key (``constraints.sealed``), under a
key that digests every source file it depends on (``units/``, ``derivations/`` with the
catalog JSON, the codegen, inputs and runtime modules) and the sympy, numpy and pint
versions, so an edited definition or catalog entry is a new key and a stale artefact is
never read. A file that fails its seal (written by hand, by another user, by a pull
request) is ignored and the runtime built afresh; nothing else in the folder is read.
The folder is ``$CHALK_CACHE_DIR/runtime``, else ``$XDG_CACHE_HOME/chalk/runtime``,
else ``~/.cache/chalk/runtime``; the file is written beside its place and renamed into
it. Where nothing can be written, or there is no key, the artefact is built in memory for
this run. Catalog ids the artefact lacks are worded by the catalog itself (the error path
imports sympy); ``CachedBook`` otherwise answers as ``evalbook.SympyBook`` does.
"""

from __future__ import annotations

import difflib
import hashlib
import importlib.metadata
import importlib.util
import os
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import replace
from pathlib import Path
from typing import Any

from chalk.constraints import sealed
from chalk.derivations.book_quantities import D
from chalk.derivations.domains import Domain
from chalk.derivations.sourced import Sourced
from chalk.exporters.evalbook import CatalogError, ModelView, SympyBook
from chalk.exporters.runtime_format import FORMAT, Info, Sym, unit_from, value_from

_SUFFIXES = (".py", ".json", ".txt")
_MODULES = (
    "codegen.py",
    "inputs.py",
    "evalbook.py",
    "runtime.py",
    "runtime_build.py",
    "runtime_eval.py",
    "runtime_format.py",
)


def _source_files() -> list[Path]:
    files = []
    for package in ("chalk.units", "chalk.derivations"):
        spec = importlib.util.find_spec(package)
        if spec is None or spec.submodule_search_locations is None:
            raise ImportError(f"{package} is not an importable package")
        for root in spec.submodule_search_locations:
            files += [p for p in Path(root).rglob("*") if p.suffix in _SUFFIXES and "__pycache__" not in p.parts]
    here = Path(__file__).parent
    return sorted(files) + [here / name for name in _MODULES]


def _stat(path: Path) -> tuple[int, int, int, int]:
    st = path.stat()
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


#: within one process: the digest of files whose every stat is unchanged (``chalk.evaluate``
#: in a loop read and hashed every source file on every call)
_DIGESTS: dict[tuple, str] = {}


def source_key(files: list[Path] | None = None) -> str:
    """A digest of every source the artefact depends on and of the library versions."""
    paths = _source_files() if files is None else files
    versions = " ".join(f"{p} {importlib.metadata.version(p)}" for p in ("sympy", "numpy", "pint"))
    state = (versions, tuple((p.as_posix(), _stat(p)) for p in paths))
    known = _DIGESTS.get(state)
    if known is not None:
        return known
    digest = hashlib.sha256(f"format {FORMAT} {versions}".encode())
    for path in paths:
        data = path.read_bytes()
        digest.update(f"\0{path.as_posix()}\0{len(data)}\0".encode())
        digest.update(data)
    _DIGESTS[state] = digest.hexdigest()[:32]
    return _DIGESTS[state]


def cache_folder() -> Path:
    """``$CHALK_CACHE_DIR/runtime``, else the user's cache folder."""
    return sealed.default_cache_root() / "runtime"


#: within one process: the table last read from a file, by the file's stat (a file replaced
#: or edited since has another stat and is read, and its seal checked, again)
_READ: dict[tuple, dict] = {}


def _read(folder: Path, key: str) -> dict | None:
    """The stored table for ``key``: None when absent, unreadable, not sealed by this
    user's key for ``key`` or of another format."""
    path, sealing = folder / f"{key}.json", sealed.key_file()
    try:  # the key that sealed it is part of the state: another key reads the file again
        state = (path.as_posix(), key, _stat(path), sealing.as_posix(), _stat(sealing))
    except OSError:
        return None
    if state in _READ:
        return _READ[state]
    table, _ = sealed.read(path, "runtime", key)
    if not isinstance(table, dict) or table.get("key") != key or table.get("format") != FORMAT:
        return None
    _READ.clear()  # one table at a time: the newest
    _READ[state] = table
    return table


class CachedBook:
    """The evalbook questions answered from one artefact (functions from its trees)."""

    def __init__(self, table: dict, opened: Callable[[], AbstractContextManager[Any]] = nullcontext) -> None:
        self.table = table
        self._infos: dict[str, Info] = {}
        self._compiled: dict[str, Callable[..., object]] = {}
        self._opened = opened  # makes the project's symbol table current, for what the sympy source answers

    def _sympy(self, call: Callable[[SympyBook], Any]) -> Any:
        """What only the sympy source answers (a function the tree cannot carry, which inputs
        still matter, a local config file), asked inside the project this artefact was built
        from. Its answers are names and base-unit functions called by name, so they mix with
        this book's own; values keyed by symbol are re-keyed by name (``_rekeyed``)."""
        with self._opened():
            return call(SympyBook())

    def _rekeyed(self, values: dict) -> dict:
        return {self.symbol(s.name): v for s, v in values.items()}

    def _info(self, name: str) -> Info:
        found = self._infos.get(name)
        if found is None:
            r = self.table["quantities"][name]
            positive, nonnegative, integer = r["assumptions"]
            found = Info(
                name,
                Sym(name, positive, nonnegative, integer),
                unit_from(r["unit"]),
                r["meaning"],
                value_from(r["default"]),
                Domain(**r["physical"]),
                r["formula"],
                tuple(r["inputs"]),
            )
            self._infos[name] = found
        return found

    def declared(self, kind: type[D]) -> D:
        """What the book declared of ``kind`` when this was built."""
        return kind.from_data(self.table["declared"][kind.__name__])

    def lookup(self, name: str) -> Info:
        if name in self.table["quantities"]:
            return self._info(name)
        close = difflib.get_close_matches(name, sorted(self.table["quantities"]), n=4)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise KeyError(f"unknown quantity {name!r}{hint}")

    def of(self, symbol) -> Info | None:
        return self._info(symbol.name) if symbol.name in self.table["quantities"] else None

    def quantities(self) -> list[Info]:
        return [self._info(n) for n in sorted(self.table["quantities"])]

    def symbol(self, name: str) -> Sym:
        return self._info(name).symbol

    def inputs(self, name: str) -> tuple[Sym, ...]:
        return tuple(self.symbol(n) for n in self._info(name).inputs)

    def function(self, name: str) -> Callable[..., object]:
        """The quantity's numpy function, from its tree (data: nothing is executed)."""
        if name not in self._compiled:
            from chalk.exporters.runtime_eval import BadTree, function

            record = self.table["functions"].get(name)
            try:
                if record is None:
                    raise KeyError(name)
                self._compiled[name] = function(name, record)
            except (BadTree, KeyError, TypeError, ValueError):  # a function the tree cannot carry
                self._compiled[name] = self._sympy(lambda b: b.function(name))
        return self._compiled[name]

    def formula(self, defined) -> str:
        definition = self._info(defined.name).definition
        if definition is None:
            raise KeyError(f"{defined.name} is an input: it has no formula")
        return definition

    def unit_problem(self, name: str) -> str | None:
        """As the sympy book says it, stored when the artefact was built."""
        return self.table["quantities"][name].get("unit_problem")

    def still_needed(self, name: str, known) -> frozenset[str]:
        """Which inputs still matter is read from the sympy expression: the sympy source answers."""
        return frozenset(self._sympy(lambda b: b.still_needed(name, known)))

    def _values(self, records: dict) -> dict:
        return {self.symbol(n): value_from(r) for n, r in records.items()}

    @staticmethod
    def _catalog_error(call: Callable) -> CatalogError:
        """The catalog's own message for an id the artefact lacks (imports sympy: an error path)."""
        from chalk.derivations import catalog

        try:
            call(catalog)
        except catalog.UnknownEntry as exc:
            return CatalogError(str(exc))
        # the artefact is keyed by the catalog files, so an id the catalog knows is in it
        return CatalogError("the stored runtime disagrees with the catalog; run again with CHALK_RUNTIME=0")

    def model(self, model_id: str | None, config_path: str | None = None) -> ModelView:
        if model_id is None:  # a local config file: read by the sympy source, re-keyed by name
            view = self._sympy(lambda b: b.model(None, config_path))
            return replace(
                view,
                fields=self._rekeyed(dict(view.fields)),
                derived={self.symbol(s.name): self.symbol(d.name) for s, d in view.derived.items()},
                widths=self._rekeyed(dict(view.widths)),
                width_gaps=self._rekeyed(dict(view.width_gaps)),
            )
        if model_id not in self.table["models"]:
            raise self._catalog_error(lambda c: c.model_config(model_id))
        r = self.table["models"][model_id]
        note = r["active_note"]
        return ModelView(
            r["name"],
            r["origin"],
            self._values(r["fields"]),
            value_from(r["bytes_per_param"]),
            {self.symbol(s): self.symbol(d) for s, d in r["derived"].items()},
            tuple(r["notes"]),
            lambda: note,
            tuple(r["math_precision"]) if r["math_precision"] else None,
            self._values(r["widths"]),
            {self.symbol(n): why for n, why in r["width_gaps"].items()},
        )

    def published(self, model_id: str) -> dict:
        published = (self.table["models"].get(model_id) or {}).get("published")
        if published is None:
            raise self._catalog_error(lambda c: c.published_params(model_id))
        return self._values(published)

    def prices(self, price_id: str) -> tuple[dict, dict]:
        r = self.table["prices"].get(price_id)
        if r is None:
            raise self._catalog_error(lambda c: c.price_record(price_id))
        return self._values(r["listed"]), {self.symbol(n): why for n, why in r["unlisted"].items()}

    def _hardware(self, hardware_id: str) -> dict:
        r = self.table["hardware"].get(hardware_id)
        if r is None:
            raise self._catalog_error(lambda c: c.hardware_record(hardware_id))
        return r

    def precisions(self, hardware_id: str) -> list[str]:
        return list(self._hardware(hardware_id)["precisions"])

    def hardware(self, hardware_id: str, precision: str) -> dict:
        values = self._hardware(hardware_id)["precisions"].get(precision)
        if values is None:
            raise self._catalog_error(lambda c: c.hardware(hardware_id, precision))
        return self._values(values)

    def gpus(self, hardware_id: str) -> int:
        return int(self._hardware(hardware_id)["gpus"])

    def ici_bandwidths(self, hardware_id: str) -> dict:
        return {source: value_from(r) for source, r in self._hardware(hardware_id)["ici"].items()}

    def ici_hop_latency(self, hardware_id: str) -> Sourced | None:
        return value_from(self._hardware(hardware_id)["hop_latency"])

    def wraparound(self, hardware_id: str) -> tuple[str, int, str] | None:
        rule = self._hardware(hardware_id)["wraparound"]
        return tuple(rule) if rule else None

    def preset_inputs(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for r in self.table["prices"].values():
            out.update(dict.fromkeys(r["listed"], "--prices"))
        for r in self.table["hardware"].values():
            for values in r["precisions"].values():
                out.update(dict.fromkeys(values, "--hardware"))
            if r["hop_latency"] is not None:
                out["hop_latency"] = "--hardware"
        for r in self.table["models"].values():
            out.update(dict.fromkeys((*r["fields"], *r["derived"]), "--model"))
        return out


def _key(extra: Sequence[Path]) -> str | None:
    """The key of the artefact for the installed sources and ``extra`` (a user project's
    own source files); None when there is none."""
    try:
        return source_key(None if not extra else [*_source_files(), *extra])
    except (OSError, ValueError, importlib.metadata.PackageNotFoundError):
        return None


def stored_book(extra: Sequence[Path] = (), folder: Path | None = None) -> CachedBook | None:
    """The stored runtime for the installed sources and ``extra``, read only (nothing is
    built, nothing imported from sympy); None on a miss."""
    key = _key(extra)
    stored = _read(cache_folder() if folder is None else folder, key) if key is not None else None
    return CachedBook(stored) if stored is not None else None


def cached_book(folder: Path | None = None, extra: Sequence[Path] = ()) -> CachedBook | None:
    """The runtime for the installed sources and ``extra`` (a user project's files, whose
    quantities are in the current symbol table): read, else built from the current table
    (and stored where the cache folder is writable and there is a key); None when it
    cannot be built, and eval keeps the sympy path."""
    folder = cache_folder() if folder is None else folder
    key = _key(extra)
    if key is None:
        return None
    stored = _read(folder, key)
    if stored is not None:
        return CachedBook(stored)
    from chalk.exporters.runtime_build import build

    try:
        table = {**build(), "key": key}
    except Exception:  # whatever stops the build, the sympy path is the source of truth
        if os.environ.get("CHALK_DEBUG"):
            raise
        return None
    sealed.write(folder / f"{key}.json", "runtime", key, table)  # an unwritable cache only costs time
    return CachedBook(table)
