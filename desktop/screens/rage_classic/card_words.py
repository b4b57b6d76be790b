"""The table's words a zoomed card carries, explained beside the zoom: a newcomer met "Full
Frenzy", "limited frenzy", "Crinos Only", "Aggravated", "Combat Restricted" and "Caern" on
cards and in the log with nothing saying what they mean (issue 30). The explanations are the
glossary's (glossary.toml), in the active language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from desktop.screens.ccg_kit.glossary import Term
from desktop.screens.ccg_kit.paint import text
from desktop.ui.theme import wrap
from engine.games.rage_classic.state import card_of

#: the glossary's entries for words printed on cards (not labels on the table)
KEYWORD_TERMS = {
    "Crinos Only": "crinos_only",
    "Combat Restricted": "combat_restricted",
    "Aggravated": "aggravated",
}
FRENZY_TERMS = {"full": "full_frenzy", "limited": "limited_frenzy"}
TITLE, BODY, LINE, PAD = 19, 17, 22, 12
INK, DIM, FILL, EDGE = (236, 232, 220), (200, 200, 190), (20, 34, 30), (120, 150, 130)


def card_terms(
    iid: str, creature: Mapping[str, Any] | None, terms: Mapping[str, Term]
) -> list[Term]:
    """The glossary's entries for a card's own words (its keywords, a Caern) and for its
    state on the table (a frenzy, aggravated damage), in that order, each once."""
    try:
        card = card_of(iid)
    except (KeyError, IndexError, ValueError):
        return []
    keys = [KEYWORD_TERMS[k] for k in card.keywords if k in KEYWORD_TERMS]
    if card.type == "caern":
        keys.append("caern")
    if creature is not None:
        keys.append(FRENZY_TERMS.get(str(creature.get("frenzy") or ""), ""))
        if any(d.get("aggravated") for d in creature.get("damage") or []):
            keys.append("aggravated")
    found: list[Term] = []
    for key in keys:
        term = terms.get(key)
        if term is not None and term not in found:
            found.append(term)
    return found


def words_box(found: list[Term], width: int) -> pygame.Surface:
    """The entries as a box `width` wide: each title, then its text."""
    rows: list[tuple[str, bool]] = []
    for term in found:
        rows.append((term.title, True))
        rows += [(line, False) for line in wrap(term.text, BODY, width - 2 * PAD)]
    high = 2 * PAD + len(rows) * LINE + (len(found) - 1) * 6
    surf = pygame.Surface((width, high), pygame.SRCALPHA)
    pygame.draw.rect(surf, FILL, surf.get_rect(), border_radius=10)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), 2, border_radius=10)
    y = PAD
    for i, (line, head) in enumerate(rows):
        if head and i:
            y += 6
        surf.blit(text(line, TITLE if head else BODY, INK if head else DIM, head), (PAD, y))
        y += LINE
    return surf
