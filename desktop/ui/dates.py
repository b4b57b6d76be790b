"""Dates as players read them, in the app's language (strftime's %b is always English here:
the C locale, whatever the player chose)."""

from __future__ import annotations

from datetime import datetime

from engine.i18n import N_, _

MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


def day_month(when: datetime, *, year: str = "", clock: bool = False) -> str:
    """ "29 Nov", with `year` "short" ("29 Nov 26") or "long" ("29 Nov 2026") and the time
    of day ("29 Nov 14:05") when asked."""
    text = f"{when.day:02d} {_(MONTHS[when.month - 1])}"
    if year == "short":
        text += f" {when.year % 100:02d}"
    elif year == "long":
        text += f" {when.year}"
    if clock:
        text += f"{'  ' if year else ' '}{when.hour:02d}:{when.minute:02d}"
    return text
