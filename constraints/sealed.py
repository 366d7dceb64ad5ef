"""Cache files sealed with an HMAC under a per-user secret key, so a file someone else
wrote (a pull request, another user, a hand edit) is never read as chalk's own.

The key is 32 random bytes in a file outside every cache folder: ``$CHALK_CACHE_KEY_FILE``,
else ``$XDG_CONFIG_HOME/chalk/cache-key``, else ``~/.config/chalk/cache-key``. It is
created on first use with mode 0600 and never overwritten. A key file that is not ours,
is readable by others or is not 32 bytes long is not trusted: then no cache is read or
written and every verdict is computed afresh. A sealed file is one line with the MAC,
then the JSON payload; the MAC covers a purpose (``proof``, ``report``, ``runtime``), the
entry's name and the payload, so an entry moved to another name or purpose fails too.
This module imports no sympy: a warm `chalk eval` uses it.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import os
import secrets
import stat
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

KEY_BYTES = 32
#: no cache file chalk writes comes near this (the eval runtime is about 0.5 MB); a bigger one is not ours
MAX_ENTRY_BYTES = 64 * 2**20


def default_cache_root() -> Path:
    """``$CHALK_CACHE_DIR``, else ``$XDG_CACHE_HOME/chalk``, else ``~/.cache/chalk``: never the checkout."""
    if os.environ.get("CHALK_CACHE_DIR"):
        return Path(os.environ["CHALK_CACHE_DIR"])
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "chalk"


def key_file() -> Path:
    """``$CHALK_CACHE_KEY_FILE``, else ``$XDG_CONFIG_HOME/chalk/cache-key``, else ``~/.config/chalk/cache-key``."""
    if os.environ.get("CHALK_CACHE_KEY_FILE"):
        return Path(os.environ["CHALK_CACHE_KEY_FILE"])
    config = os.environ.get("XDG_CONFIG_HOME")
    return (Path(config) if config else Path.home() / ".config") / "chalk" / "cache-key"


def _create(path: Path) -> None:
    """Write a fresh key beside ``path`` (0600) and link it into place; an existing key wins."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    tmp = path.parent / f".cache-key.{os.getpid()}.{secrets.token_hex(8)}"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(secrets.token_bytes(KEY_BYTES))
        with contextlib.suppress(FileExistsError):  # an existing key wins
            os.link(tmp, path)  # atomic: a reader never sees half a key
    finally:
        tmp.unlink(missing_ok=True)


#: opened without following a link and without waiting on a FIFO (which would hang chalk)
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


def _regular_bytes(path: Path, limit: int) -> bytes | None:
    """Up to ``limit`` bytes of ``path`` if it is a regular file (not a link, FIFO or device); None else."""
    fd = os.open(path, _OPEN_FLAGS)
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            return None
        return f.read(limit)


def _untrusted_reason(path: Path) -> str | None:
    """Why the key file is not trusted (None: it is): this user owns it, nobody else can
    read or write it, it is a regular file and it has 32 bytes."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        return f"it cannot be opened ({exc.strerror})"
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):
            return "it is not a regular file"
        data = f.read(KEY_BYTES + 1)
    if hasattr(os, "getuid") and info.st_uid != os.getuid():
        return "another user owns it"
    if info.st_mode & 0o077:
        return "other users can read or write it (chmod 600 it)"
    return None if len(data) == KEY_BYTES else f"it does not hold {KEY_BYTES} bytes"


def _trusted(path: Path) -> bytes | None:
    """The key in ``path`` if :func:`_untrusted_reason` finds nothing wrong."""
    if _untrusted_reason(path) is not None:
        return None
    return _regular_bytes(path, KEY_BYTES)


@cache
def _secret(path: Path) -> bytes | None:
    if not os.path.lexists(path):
        try:
            _create(path)
        except OSError:
            return None  # no writable config folder: no cache, every verdict afresh
    why = _untrusted_reason(path)
    if why is not None:  # said once per process, never silently: the cache is off
        print(
            f"chalk: warning: the cache key {path} is not trusted ({why}): no cache is read or written", file=sys.stderr
        )
        return None
    return _trusted(path)


def secret_key() -> bytes | None:
    """This user's cache key (created on first use); None when there is no trustworthy key."""
    return _secret(key_file())


def mac(purpose: str, name: str, payload: bytes, key: bytes) -> str:
    message = b"chalk cache 1\0" + purpose.encode() + b"\0" + name.encode() + b"\0" + payload
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def seal(purpose: str, name: str, value: object) -> bytes | None:
    """The sealed text of ``value`` (JSON), or None without a key."""
    key = secret_key()
    if key is None:
        return None
    payload = json.dumps(value, sort_keys=True, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode()
    return mac(purpose, name, payload, key).encode() + b"\n" + payload


def unseal(purpose: str, name: str, data: bytes) -> Any:
    """The value sealed in ``data`` (decoded JSON) if its MAC is ours for this purpose and name, else None."""
    key = secret_key()
    head, newline, payload = data.partition(b"\n")
    if key is None or not newline:
        return None
    if not hmac.compare_digest(head, mac(purpose, name, payload, key).encode()):
        return None
    try:
        return json.loads(payload)
    except ValueError:
        return None


def write(path: Path, purpose: str, name: str, value: object) -> bool:
    """Seal ``value`` into ``path`` (written beside it and renamed into place); False where
    nothing was written (no key, an unwritable folder: a cache only costs time)."""
    data = seal(purpose, name, value)
    if data is None:
        return False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if any(os.path.islink(folder) for folder in (path.parent, path.parent.parent)):
            return False  # a link planted in a shared cache folder is never written through
        fd, tmp = tempfile.mkstemp(prefix=".entry.", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        return False
    return True


def read(path: Path, purpose: str, name: str) -> tuple[Any, bool]:
    """(value, ignored): the sealed value in ``path``; ``ignored`` when a file is there but
    is not a valid entry of ours (forged, edited, moved, truncated, another user's key)."""
    try:
        data = _regular_bytes(path, MAX_ENTRY_BYTES + 1)
    except FileNotFoundError:
        return None, False
    except OSError:
        return None, True
    if data is None or len(data) > MAX_ENTRY_BYTES:  # a FIFO or device is not ours (and would hang a read)
        return None, True
    value = unseal(purpose, name, data)
    return value, value is None
