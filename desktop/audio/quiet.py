"""Keep what native libraries print on stderr out of the player's terminal.

With no sound device, opening the mixer makes ALSA print a dozen "ALSA lib ... cannot find
card '0'" lines straight to file descriptor 2, past Python. Around such calls the descriptor
points at a scratch file, and what was said goes to the log at DEBUG; the app itself says
"no audio" once, in its own words (see `Sounds`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

log = logging.getLogger(__name__)


@contextlib.contextmanager
def quiet_native_stderr() -> Iterator[None]:
    """Within the block, native code's writes to stderr are logged at DEBUG instead."""
    err = sys.__stderr__
    try:
        fd = err.fileno() if err is not None else -1
    except (AttributeError, OSError, ValueError):  # no real stderr (a GUI build, a test)
        fd = -1
    if fd < 0 or err is None:
        yield
        return
    err.flush()
    saved = os.dup(fd)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), fd)
        try:
            yield
        finally:
            with contextlib.suppress(OSError, ValueError):
                err.flush()
            os.dup2(saved, fd)
            os.close(saved)
            sink.seek(0)
            said = sink.read().decode("utf-8", "replace").strip()
            if said:
                log.debug("native libraries said on stderr:\n%s", said)
