"""RAGE's options as the setup screens show them: decks, round schedules, and the fields the
LAN host offers. Light on purpose (no pygame): the registration reads it at start-up."""

from __future__ import annotations

from typing import Any

from desktop.games.registration import SetupField
from engine.i18n import N_

GAME = "rage-trick"
PRESETS: list[tuple[str, str]] = [
    ("us", N_("RAGE (110 cards)")),
    ("amigo", N_("RAGE Amigo (112)")),
    ("oh-hell", N_("Oh Hell (52 cards)")),
]
PRESET_NOTES = {
    "us": N_("The 110-card RAGE deck: six colours 0–15 and 14 action cards."),
    "amigo": N_("The Amigo edition: 112 cards, more Bonus and Mad Rage; a missed bid costs 5."),
    "oh-hell": N_("Classic Oh Hell with 52 playing cards; the dealer may not make the bids fit."),
}
SCHEDULES: list[tuple[str, str]] = [
    ("down", N_("10 down to 1")),
    ("up", N_("1 up to 10")),
    ("flat", N_("10 rounds of 10")),
]

#: The options as the LAN host screen offers them (New game has the screen above).
FIELDS: tuple[SetupField, ...] = (
    SetupField(
        "preset", N_("Deck"), tuple(PRESETS), "us", N_("Which deck: RAGE, Amigo or Oh Hell.")
    ),
    SetupField(
        "scoring",
        N_("Scoring"),
        (("official", N_("Official")), ("alternate", N_("Alternate")), ("oh-hell", N_("Oh Hell"))),
        "official",
        N_("How bids and tricks score (Oh Hell scoring goes with the Oh Hell deck)."),
    ),
    SetupField(
        "schedule", N_("Rounds"), tuple(SCHEDULES), "down", N_("How many cards each round.")
    ),
    SetupField("teams", N_("Teams of two (partners opposite)"), (), False),
    SetupField("any_time_actions", N_("Action cards any time"), (), False),
    SetupField("secret_bids", N_("Secret bids"), (), False),
    SetupField("reneging", N_("Reneging (challenge instead)"), (), False),
    SetupField("hook", N_("Hook: dealer can't make bids fit"), (), False),
)


def follow(key: str, values: dict[str, Any]) -> dict[str, Any]:
    """As in New game: the Oh Hell deck brings its scoring and the hook, and no action cards."""
    if key != "preset":
        return values
    oh_hell = values.get("preset") == "oh-hell"
    out = {**values, "scoring": "oh-hell" if oh_hell else "official", "hook": oh_hell}
    if oh_hell:
        out["any_time_actions"] = False
    return out
