"""First-game tips that stay dismissed: which tips a player has read, kept in the settings.

A table shows a tip once; when the player dismisses it (OK), its key goes into
`settings.tips_seen` as "<game>:<tip>" and the settings are saved, so the next table, a
continued game or the next launch does not show it again. Turning "Tips for new players" back
on in Settings starts the tips over (`restart`).
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from engine.i18n import _

log = logging.getLogger(__name__)


def _seen(settings: Any) -> list[str]:
    seen = getattr(settings, "tips_seen", None)
    if not isinstance(seen, list):
        seen = []
        with contextlib.suppress(AttributeError):  # no such field: remember nothing
            settings.tips_seen = seen
    return seen


def tips_on(settings: Any) -> bool:
    return bool(getattr(settings, "hints", True))


def was_read(settings: Any, game: str, key: str) -> bool:
    return f"{game}:{key}" in _seen(settings)


def mark_read(settings: Any, game: str, key: str) -> None:
    """Remember a dismissed tip and save the settings (a failed save only logs)."""
    seen = _seen(settings)
    full = f"{game}:{key}"
    if full in seen:
        return
    seen.append(full)
    save(settings)


def turn_off(app: Any) -> None:
    """ "No more tips": the setting off and saved, and a word on how to get them back."""
    app.settings.hints = False
    save(app.settings)
    app.toast(_("Tips are off. Turn them back on in Settings."))


def restart(settings: Any) -> None:
    """Every tip shows again (tips were turned back on)."""
    seen = _seen(settings)
    if seen:
        seen.clear()


def save(settings: Any) -> None:
    try:
        settings.save()
    except (OSError, ValueError, PermissionError) as exc:
        log.warning("could not save settings: %s", exc)
