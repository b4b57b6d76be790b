"""Atomic file replacement: a reader sees the old file or the new one, never half of each.

Write a temp file in the same directory (so the rename never crosses file systems), fsync it,
`os.replace` it over the target, then fsync the directory so the rename itself survives a
power cut. Data is written as bytes so line endings and checksums are the same on every OS.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

log = logging.getLogger(__name__)

#: Windows refuses to replace a file another process (antivirus, indexer, a second app
#: instance reading it) has open; such locks are brief, so retry a few times.
_REPLACE_TRIES = 8


def fsync_dir(directory: Path) -> None:
    """Make a rename in `directory` durable. A no-op where directories cannot be opened."""
    if os.name == "nt":  # Windows cannot open a directory as a file; NTFS journals renames.
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:  # some file systems (and FUSE mounts) refuse; the data is still written
        pass
    finally:
        os.close(fd)


def _replace(source: str, target: Path) -> None:
    for attempt in range(_REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if os.name != "nt" or attempt == _REPLACE_TRIES - 1:
                raise
            time.sleep(0.01 * 2**attempt)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically and durably; creates the directory if needed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # A dot-prefixed temp name, so listings of saves never show a half-written file.
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` of UTF-8 text, with "\\n" line endings on every OS."""
    atomic_write_bytes(path, text.encode("utf-8"))


def keep_aside(path: Path, companions: tuple[str, ...] = ()) -> Path | None:
    """Rename a damaged file to <name>.broken-<UTC time>, never over an earlier copy, so
    nothing the player had is lost and the next write starts afresh; None if impossible.
    `companions`: suffixes of files that belong with it (SQLite's "-wal", "-shm"), moved
    along under the same new name."""
    path = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    for attempt in range(100):
        suffix = f".broken-{stamp}" + (f"-{attempt}" if attempt else "")
        target = path.with_name(path.name + suffix)
        if target.exists():  # never replace an earlier broken copy
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            log.warning("cannot move %s aside: %s", path, exc)
            return None
        for extra in companions:
            with contextlib.suppress(OSError):  # absent, or stuck: SQLite resets a stray WAL
                os.rename(f"{path}{extra}", f"{target}{extra}")
        return target
    return None
