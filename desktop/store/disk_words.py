"""Why the disk refused a read or a write, in a few words a player can act on (the store's
save errors and the table's "Not saved" notice say the same)."""

from __future__ import annotations

import errno

from engine.i18n import _


def reason(exc: BaseException, *, reading: bool = False) -> str:
    """Why the disk refused, in a few words a player can act on (`reading`: a file that was
    being read, not written)."""
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("the disk is full")
    if code == errno.EROFS:
        return _("the disk is read-only")
    if code in (errno.EACCES, errno.EPERM):
        if reading:
            return _("Rage Table may not read it")
        return _("Rage Table may not write to its folder")
    if code == errno.ENOENT:
        return _("its folder is gone")
    words = getattr(exc, "strerror", None) or getattr(exc, "message", None) or str(exc)
    return str(words) or type(exc).__name__
