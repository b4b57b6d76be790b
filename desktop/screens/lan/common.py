"""What the LAN screens share: the player's name at the table, and network errors in words."""

from __future__ import annotations

import getpass
import logging

from desktop.net.client import RemoteError
from desktop.screens.base import AppServices
from engine.i18n import _

log = logging.getLogger(__name__)


def default_name(app: AppServices) -> str:
    name = str(getattr(app.settings, "player_name", "") or "")
    if not name:
        try:
            name = getpass.getuser().capitalize()
        except Exception:  # no user name on this system: a neutral one
            name = _("Player")
    return name[:24]


def remember_name(app: AppServices, name: str) -> None:
    settings = app.settings
    if hasattr(settings, "player_name") and name and settings.player_name != name:
        settings.player_name = name
        try:
            settings.save()
        except (OSError, ValueError) as exc:
            log.warning("could not save the player name: %s", exc)


def describe_error(exc: BaseException) -> str:
    if isinstance(exc, RemoteError):
        return exc.message
    if isinstance(exc, TimeoutError):
        return _("The host did not answer in time. Is the address right, and the table open?")
    if isinstance(exc, ConnectionRefusedError):
        return _("Nothing is listening there: check the port, or ask the host to open the table.")
    if isinstance(exc, OSError):
        return _("Could not reach that address ({value}).").format(value=exc.strerror or exc)
    return _("Could not join ({exc}).").format(exc=exc)
