"""One app window per game: an OS file lock beside a journal, held while the game is open.

An advisory lock (flock on POSIX, msvcrt on Windows) dies with the process, so a crash or a
power cut never leaves a game locked; a second window asking for the same game is told no.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path

log = logging.getLogger(__name__)


class OwnerLock:
    """Held by the window that plays a game; `acquire` returns False if another has it."""

    def __init__(self, journal: Path) -> None:
        self.path = journal.with_name(journal.name + ".lock")
        self._fd: int | None = None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            _unlock(fd)
        except OSError as exc:  # closing the descriptor releases it anyway
            log.debug("unlock %s: %s", self.path, exc)
        os.close(fd)
        # The file stays: deleting it here would let two windows lock two different files.

    def remove(self) -> None:
        """Once the game itself is gone (finished or thrown away), its lock file goes too."""
        self.release()
        with contextlib.suppress(OSError):
            self.path.unlink()


if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
