"""A swept grid as a columnar table, written by pyarrow: CSV, Parquet or Arrow IPC.

One row per grid point, one column per axis and one for the quantity; the schema
metadata carries the quantity, every column's unit and the axes (name, unit, count, log),
so a reader never guesses units. Files are written to a temporary file beside the target
and renamed into place, so a failed write never leaves half a file.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

FORMATS = {".csv": "csv", ".parquet": "parquet", ".arrow": "arrow", ".feather": "arrow"}
METADATA_KEY = b"chalk"


class TableError(ValueError):
    """A table that cannot be written where asked: the message is one line."""


@dataclass(frozen=True)
class Column:
    """One column: its name, unit text and float values (flattened grid order)."""

    name: str
    unit: str
    values: object  # 1-d numpy array


@dataclass(frozen=True)
class AxisInfo:
    name: str
    unit: str
    count: int
    log: bool


def format_for(path: str) -> str:
    """``csv``, ``parquet`` or ``arrow`` from the file's suffix; anything else is a TableError."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        known = ", ".join(FORMATS)
        raise TableError(f"cannot tell the format of {path[:200]!r} from its suffix; use one of {known}")
    return FORMATS[suffix]


def grid_table(quantity: str, axes: Sequence[AxisInfo], columns: Sequence[Column], inputs: dict):
    """A pyarrow Table whose schema metadata says the quantity, the units and the axes."""
    import pyarrow as pa

    fields = [pa.field(c.name, pa.float64(), metadata={"unit": c.unit}) for c in columns]
    meta = {
        "quantity": quantity,
        "units": {c.name: c.unit for c in columns},
        "axes": [{"name": a.name, "unit": a.unit, "count": a.count, "log": a.log} for a in axes],
        "inputs": inputs,
    }
    schema = pa.schema(fields, metadata={METADATA_KEY: json.dumps(meta).encode()})
    return pa.Table.from_arrays([pa.array(c.values) for c in columns], schema=schema)


def _csv_with_units(table):
    """CSV carries no schema metadata, so each header names its unit: ``batch [sequence]``."""
    names = [f"{f.name} [{f.metadata[b'unit'].decode()}]" for f in table.schema]
    return table.rename_columns(names)


def write_csv(table, sink: BinaryIO) -> None:
    """The table as CSV (header with units) on a binary stream, through pyarrow.csv."""
    import pyarrow.csv as pacsv

    pacsv.write_csv(_csv_with_units(table), sink)


def _write(table, fmt: str, sink: BinaryIO) -> None:
    if fmt == "csv":
        write_csv(table, sink)
    elif fmt == "parquet":
        import pyarrow.parquet as pq

        pq.write_table(table, sink)
    else:
        import pyarrow.feather as feather

        feather.write_feather(table, sink, compression="uncompressed")


def write_table(table, path: str) -> str:
    """Write ``table`` to ``path`` in the format its suffix names, atomically; returns the format."""
    fmt = format_for(path)
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise TableError(f"cannot write {path[:200]}: no such folder {str(folder)[:200]!r}")
    if target.is_dir():
        raise TableError(f"cannot write {path[:200]}: it is a folder")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise TableError(f"cannot write {path[:200]}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as sink:
            _write(table, fmt, sink)
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; the file should look like any other
        os.replace(tmp, target)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise TableError(f"cannot write {path[:200]}: {exc.strerror or exc}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return fmt


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def read_metadata(table) -> dict:
    """The chalk metadata of a table read back (quantity, units, axes, inputs)."""
    return json.loads(table.schema.metadata[METADATA_KEY])
