"""What happened to a seat at a LAN table, and why, in the player's language.

The host says it once to every table ("news" pushes: who left, whose link dropped and how
long their seat waits, why a bot plays for someone, who got whose seat, who is watching); each
table words it here, for its chat, its toasts and the host's Players list.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import _, ngettext


def wait_words(seconds: float) -> str:
    """A wait as people say it: "45 s", "3 min"."""
    seconds = max(0, round(seconds))
    if seconds < 90:
        return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)
    minutes = round(seconds / 60)
    return ngettext("{n} minute", "{n} minutes", minutes).format(n=minutes)


def clock(seconds: float) -> str:
    """A countdown: 2:41."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def news_line(news: dict[str, Any], mine: bool = False, hosting: bool = False) -> str | None:
    """The sentence for a "news" push (None for one this version does not know). `mine`:
    the news is about this computer's own seat; `hosting`: this computer is the host (what
    "the host" did, it did)."""
    name = str(news.get("name") or _("Someone"))
    what = news.get("what") or news.get("kind")
    if what == "left":
        return _("{name} left the game; a bot plays for them until they come back.").format(
            name=name
        )
    if what == "lost":
        grace = news.get("grace")
        if isinstance(grace, int | float) and not isinstance(grace, bool):
            return _("{name} lost the connection; their seat waits {wait} for them.").format(
                name=name, wait=wait_words(grace)
            )
        return _("{name} lost the connection.").format(name=name)
    if what == "standin":
        return _("{name} did not come back in time; a bot plays for them until they do.").format(
            name=name
        )
    if what == "host-bot":
        if hosting:
            return _("You handed {name}'s seat to a bot until they come back.").format(name=name)
        return _("The host handed {name}'s seat to a bot until they come back.").format(name=name)
    if what == "given":
        to = str(news.get("to") or _("someone"))
        if mine:
            return _("The host gave you {name}'s seat: you play it now.").format(name=name)
        if hosting:
            return _("You gave {name}'s seat to {to}.").format(name=name, to=to)
        return _("The host gave {name}'s seat to {to}.").format(name=name, to=to)
    if what == "back":
        return _("{name} is back.").format(name=name)
    if what == "kicked":
        if hosting:
            return _("You asked {name} to leave; a bot plays their seat.").format(name=name)
        return _("The host asked {name} to leave; a bot plays their seat.").format(name=name)
    if what == "watching":
        return _("{name} is watching.").format(name=name)
    if what == "stopped-watching":
        return _("{name} stopped watching.").format(name=name)
    if what == "left-table":
        return _("{name} left the table.").format(name=name)
    if what == "seat-opened":
        return _("{name} did not come back; their seat is open again.").format(name=name)
    return None


def away_words(status: str, why: str, grace_left: float | None) -> str:
    """A seat's state for the host's Players list."""
    if status == "reconnecting":
        if grace_left is not None:
            return _("lost the connection · a bot takes over in {clock}").format(
                clock=clock(grace_left)
            )
        return _("lost the connection")
    if status == "left":
        return _("left the game · a bot plays until they come back")
    if status == "standin":
        if why == "host":
            return _("away · you handed the seat to a bot")
        return _("away · a bot plays until they come back")
    if status == "bot":
        return _("bot")
    return _("at the table")
