"""RAGE's options as the setup screens show them: decks, round schedules, and the fields the
LAN host offers. Light on purpose (no pygame): the registration reads it at start-up."""

from __future__ import annotations

from typing import Any

from desktop.games.registration import SetupField

GAME = "rage-trick"
PRESETS: list[tuple[str, str]] = [
    ("us", "RAGE (110 cards)"),
    ("amigo", "RAGE Amigo (112)"),
    ("oh-hell", "Oh Hell (52 cards)"),
]
PRESET_NOTES = {
    "us": "The 110-card RAGE deck: six colours 0–15 and 14 action cards.",
    "amigo": "The Amigo edition: 112 cards, more Bonus and Mad Rage; a missed bid costs 5.",
    "oh-hell": "Classic Oh Hell with 52 playing cards; the dealer may not make the bids fit.",
}
SCHEDULES: list[tuple[str, str]] = [
    ("down", "10 down to 1"),
    ("up", "1 up to 10"),
    ("flat", "10 rounds of 10"),
]

#: The options as the LAN host screen offers them (New game has the screen above).
FIELDS: tuple[SetupField, ...] = (
    SetupField("preset", "Deck", tuple(PRESETS), "us", "Which deck: RAGE, Amigo or Oh Hell."),
    SetupField(
        "scoring",
        "Scoring",
        (("official", "Official"), ("alternate", "Alternate"), ("oh-hell", "Oh Hell")),
        "official",
        "How bids and tricks score (Oh Hell scoring goes with the Oh Hell deck).",
    ),
    SetupField("schedule", "Rounds", tuple(SCHEDULES), "down", "How many cards each round."),
    SetupField("teams", "Teams of two (partners opposite)", (), False),
    SetupField("any_time_actions", "Action cards any time", (), False),
    SetupField("secret_bids", "Secret bids", (), False),
    SetupField("reneging", "Reneging (challenge instead)", (), False),
    SetupField("hook", "Hook: dealer can't make bids fit", (), False),
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
