"""Reading a file a user names, bounded: a regular file of at most ``limit`` bytes.

A FIFO, a device (``/dev/zero``), a socket or a directory is refused before it is opened
(opening a FIFO blocks until a writer comes; a device never ends), and a regular file is
read at most ``limit + 1`` bytes, so a file that grows while it is read is refused too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


class Refused(ValueError):
    """A file that is not read: the message names what it is and what is accepted."""


def read_bounded(path: Path | str, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, else Refused (OSError
    passes through for a missing or unreadable file)."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        kind = (
            "a FIFO"
            if stat.S_ISFIFO(info.st_mode)
            else "a directory"
            if stat.S_ISDIR(info.st_mode)
            else "a device"
            if stat.S_ISCHR(info.st_mode) or stat.S_ISBLK(info.st_mode)
            else "not a regular file"
        )
        raise Refused(f"{kind}; chalk reads regular files of at most {limit:,} bytes")
    if info.st_size > limit:
        raise Refused(f"{info.st_size:,} bytes; chalk reads files of at most {limit:,} bytes")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise Refused(f"more than {limit:,} bytes; chalk reads files of at most {limit:,} bytes")
    return data
