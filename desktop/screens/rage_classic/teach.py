"""The 1995 table's first-game tips (shown by the kit's table, ccg_kit.first_tips): a few
words at the first Redraw, the first combat and the first Junta a newcomer meets. No pygame
here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.screens.ccg_kit.first_tips import TipBook, TipWords
from engine.i18n import N_

GAME_ID = "rage-classic"  # tips read are remembered under this name (desktop.ui.tips)

TIPS: dict[str, TipWords] = {
    "redraw": (
        N_("your first turn"),
        N_(
            "A turn goes through phases; the top bar names this one and says what to do now. "
            "Click a card (or ←/→ and Enter) for what it can do, A lists every action, Space "
            "passes. Victory points come mostly from kills in the Combat Phase: the top right "
            "says how many win."
        ),
    ),
    "combat": (
        N_("combat"),
        N_(
            "Each round both sides place Combat cards face down by their fighters, then all "
            "are revealed. A card above its fighter's Rage is a bluff. Damage takes Health; a "
            "fighter with none left dies, worth its Renown in Victory points to the killer's "
            "player."
        ),
    ),
    "junta": (
        N_("Juntas"),
        N_(
            "A Junta is a vote: Yes, No or Abstain with the Juntas panel's buttons (or from "
            "the list A opens). Each creature votes with its Renown; the card says what "
            "happens if it passes."
        ),
    ),
}


def tips_due(view: dict[str, Any], me: int | None, legal: Sequence[dict[str, Any]]) -> list[str]:
    """The tip of the moment on the table: a Junta voted on, a combat the person acts in,
    the Redraw Phase."""
    if me is None or view.get("over"):
        return []
    if any(c.get("type") == "vote" for c in legal):
        return ["junta"]
    if view.get("combat") is not None:
        return ["combat"] if legal else []
    return ["redraw"] if view.get("phase") == "redraw" else []


def tip_still_on(tip: str, view: dict[str, Any]) -> bool:
    """Whether a tip's moment lasts: the Redraw Phase, the combat, a Junta still open."""
    if view.get("over"):
        return False
    if tip == "junta":
        return any(not j.get("done") for j in view.get("juntas") or [])
    if tip == "combat":
        return view.get("combat") is not None
    return view.get("phase") == "redraw" and view.get("combat") is None


TIP_BOOK = TipBook(GAME_ID, TIPS, tips_due, tip_still_on)
