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


def _trusted(path: Path) -> bytes | None:
    """The key in ``path`` if this user owns it, nobody else can read or write it, and it has 32 bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        data = f.read(KEY_BYTES + 1)
    if hasattr(os, "getuid") and (info.st_uid != os.getuid() or info.st_mode & 0o077):
        return None
    return data if len(data) == KEY_BYTES else None


@cache
def _secret(path: Path) -> bytes | None:
    found = _trusted(path)
    if found is None and not os.path.lexists(path):
        try:
            _create(path)
        except OSError:
            return None  # no writable config folder: no cache, every verdict afresh
        found = _trusted(path)
    return found


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
        with open(path, "rb") as f:
            data = f.read(MAX_ENTRY_BYTES + 1)
    except FileNotFoundError:
        return None, False
    except OSError:
        return None, True
    if len(data) > MAX_ENTRY_BYTES:
        return None, True
    value = unseal(purpose, name, data)
    return value, value is None
