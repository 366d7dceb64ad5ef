"""What `chalk eval` and `chalk sweep` run from, without importing sympy or z3.

The metadata table (``runtime_table.build_table``) and each quantity's generated numpy
function are built from the sympy source once and cached on disk under a key made of
every source file they depend on and the versions of sympy, numpy and pint; a changed
definition, catalog entry or library gives a new key, so a stale entry is never read.
The folder is ``$CHALK_CACHE_DIR/runtime`` or, by default, the user's cache folder
(``$XDG_CACHE_HOME/chalk/runtime``, else ``~/.cache/chalk/runtime``). Where nothing can
be written, the table is built in memory (slower, same numbers). Unknown ids and local
config files go through the sympy path, which also words their errors.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import tempfile
import types
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pint

from chalk.derivations.sourced import Sourced
from chalk.units.registry import Q_, ureg

# Sources whose contents decide the table and the generated code.
_STAGES = ("chalk.units", "chalk.derivations")
_FILES = (("chalk.exporters", "codegen.py"), ("chalk.exporters", "runtime_table.py"))
_SUFFIXES = (".py", ".json", ".txt")


@dataclass(frozen=True)
class QuantityInfo:
    """One quantity of the table: what `chalk eval` needs to read, check and report it."""

    name: str
    unit: pint.Unit
    meaning: str
    defined: bool
    positive: bool
    nonnegative: bool
    integer: bool
    inputs: tuple[str, ...]  # arguments of its generated function
    formula: str
    default: Sourced | None


@dataclass(frozen=True)
class ModelInfo:
    """A model config read by name: fields, weight bytes, derived counts, notes, math precision."""

    name: str
    origin: str
    fields: dict[str, Sourced]
    bytes_per_param: Sourced | None
    derived: dict[str, str]  # input -> the defined quantity that derives it for this model
    notes: tuple[str, ...]
    math_precision: tuple[str, str] | None
    published: dict[str, Sourced] | None


def _value(record: list | None) -> Sourced | None:
    if record is None:
        return None
    magnitude, unit, source = record
    return Sourced(Q_(magnitude, unit), source)


def _values(records: dict) -> dict[str, Sourced]:
    return {name: _value(r) for name, r in records.items()}


def model_info(record: dict) -> ModelInfo:
    return ModelInfo(
        record["name"],
        record["origin"],
        _values(record["fields"]),
        _value(record["bytes_per_param"]),
        dict(record["derived"]),
        tuple(record["notes"]),
        tuple(record["math_precision"]) if record["math_precision"] else None,
        _values(record["published"]) if record["published"] else None,
    )


def _source_files() -> list[Path]:
    files = []
    for stage in _STAGES:
        for root in importlib.util.find_spec(stage).submodule_search_locations:
            files += [p for p in Path(root).rglob("*") if p.suffix in _SUFFIXES and "__pycache__" not in p.parts]
    for stage, name in _FILES:
        (root,) = importlib.util.find_spec(stage).submodule_search_locations
        files.append(Path(root) / name)
    sympy_release = Path(importlib.util.find_spec("sympy").origin).with_name("release.py")
    return [*sorted(files), sympy_release]


def source_key() -> str:
    """A digest of every source the table depends on, and of the library versions."""
    import numpy

    digest = hashlib.sha256(f"numpy {numpy.__version__} pint {pint.__version__}".encode())
    for path in _source_files():
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def cache_root() -> Path:
    """``$CHALK_CACHE_DIR``, else the user's cache folder."""
    if os.environ.get("CHALK_CACHE_DIR"):
        return Path(os.environ["CHALK_CACHE_DIR"])
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "chalk"


def _write_atomic(path: Path, text: str) -> None:
    """Write beside the target and rename: a reader sees the old file or the whole new one."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except OSError:
        return  # a read-only cache: the caller keeps the value in memory


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


class Runtime:
    """The table and the generated functions for one source key, read from or written to ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._functions: dict[str, Callable[..., object]] = {}
        self.table = self._load_table()
        self._quantities = {n: self._info(n, r) for n, r in self.table["quantities"].items()}

    def _load_table(self) -> dict:
        path = self.folder / "table.json"
        text = _read(path)
        if text is not None:
            try:
                table = json.loads(text)
                if table.get("key") == self.folder.name:  # a file copied from another key is not used
                    return table
            except ValueError:
                pass  # corrupt: rebuild below
        from chalk.exporters.runtime_table import build_table

        table = {**build_table(), "key": self.folder.name}
        _write_atomic(path, json.dumps(table))
        return table

    @staticmethod
    def _info(name: str, r: dict) -> QuantityInfo:
        return QuantityInfo(
            name,
            ureg.parse_units(r["unit"]),
            r["meaning"],
            r["defined"],
            r["positive"],
            r["nonnegative"],
            r["integer"],
            tuple(r["inputs"]),
            r["formula"],
            _value(r["default"]),
        )

    def quantity(self, name: str) -> QuantityInfo | None:
        return self._quantities.get(name)

    def quantities(self) -> list[QuantityInfo]:
        return list(self._quantities.values())

    def function(self, name: str) -> Callable[..., object]:
        """The generated numpy function of quantity ``name`` (cached source, compiled once)."""
        if name not in self._functions:
            path = self.folder / "functions" / f"{name}.py"
            source = _read(path)
            if source is None or f"def {name}(" not in source:
                from chalk.exporters.runtime_table import function_source

                source = function_source(name)
                _write_atomic(path, source)
            module = types.ModuleType(f"chalk_generated_{name}")
            exec(compile(source, str(path), "exec"), module.__dict__)  # chalk's generated code, never user text
            self._functions[name] = module.__dict__[name]
        return self._functions[name]

    def hardware(self, hardware_id: str, precision: str) -> dict[str, Sourced]:
        """Per-chip values with ``precision``'s dense peak; an unknown id or precision raises
        ``catalog.UnknownEntry`` (worded by the catalog)."""
        entry = self.table["hardware"].get(hardware_id)
        if entry is None or precision not in entry["precisions"]:
            from chalk.derivations import catalog

            catalog.hardware(hardware_id, precision, per_chip=True)  # raises with close matches
        return _values(entry["precisions"][precision])

    def has_hardware(self, hardware_id: str) -> bool:
        return hardware_id in self.table["hardware"]

    def precisions(self, hardware_id: str) -> list[str]:
        return list(self.table["hardware"][hardware_id]["precisions"])

    def gpus(self, hardware_id: str) -> int:
        return int(self.table["hardware"][hardware_id]["gpus"])

    def model(self, model_id: str) -> ModelInfo:
        record = self.table["models"].get(model_id)
        if record is None:
            from chalk.exporters.runtime_table import shipped_model

            record = shipped_model(model_id)  # raises catalog.UnknownEntry with close matches
        return model_info(record)

    def prices(self, price_id: str) -> tuple[dict[str, Sourced], dict[str, str]]:
        record = self.table["prices"].get(price_id)
        if record is None:
            from chalk.exporters.runtime_table import price_record

            record = price_record(price_id)  # raises catalog.UnknownEntry with close matches
        return _values(record["listed"]), dict(record["unlisted"])


def local_model(path: str) -> ModelInfo:
    """A local config.json, read through the sympy path (``ConfigError`` on a bad file)."""
    from chalk.derivations.catalog.hf_config import read_config
    from chalk.exporters.runtime_table import model_record

    return model_info(json.loads(json.dumps(model_record(read_config(path)))))


@cache
def runtime() -> Runtime:
    """The runtime for the installed sources (one per process)."""
    return Runtime(cache_root() / "runtime" / source_key())
