"""The table's words a zoomed card carries, explained beside the zoom: a newcomer met "Full
Frenzy", "limited frenzy", "Crinos Only", "Aggravated", "Combat Restricted" and "Caern" on
cards and in the log with nothing saying what they mean (issue 30). The explanations are the
glossary's (glossary.toml), in the active language."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pygame

from desktop.screens.ccg_kit.glossary import Term
from desktop.screens.ccg_kit.paint import text
from desktop.ui.theme import wrap
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.state import card_of
from engine.games.rage_classic.vocab import JUNTA_TYPES
from engine.i18n import N_, _

#: a creature's stats as its face prints them and the view gives them live
STATS = (("renown", N_("Renown")), ("rage", N_("Rage")), ("gnosis", N_("Gnosis")),
         ("health", N_("Health")))  # fmt: skip

#: the glossary's entries for words printed on cards (not labels on the table)
KEYWORD_TERMS = {
    "Crinos Only": "crinos_only",
    "Combat Restricted": "combat_restricted",
    "Aggravated": "aggravated",
    "Fast Striking": "fast_striking",
}
#: the same for words a card's requirement or rules text names: "Requires: Iksakku", "each
#: Ahroun character" and "Fast Striking" were met with nothing saying what they are (pl34a #8)
TEXT_TERMS = {
    **dict.fromkeys(("Ahroun", "Galliard", "Philodox", "Theurge", "Ragabash"), "auspice"),
    **dict.fromkeys(("Homid", "Lupus", "Metis"), "breed"),
    **dict.fromkeys(("Iksakku", "Kailindo"), "fighting_style"),
    "Fast Striking": "fast_striking",
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
    said = " ".join([*card.requires, POOL.text(card)])
    keys += [key for word, key in TEXT_TERMS.items() if re.search(rf"\b{word}\b", said)]
    if card.type == "caern":
        keys.append("caern")
    if card.type in JUNTA_TYPES:  # a "Moot" whose text says "If this Junta passes" (pl34a #8)
        keys.append("juntas")
    if creature is not None:
        keys.append(FRENZY_TERMS.get(str(creature.get("frenzy") or ""), ""))
        if any(d.get("aggravated") for d in creature.get("damage") or []):
            keys.append("aggravated")
    found: list[Term] = [t for t in [now_term(iid, creature)] if t is not None]
    for key in keys:
        term = terms.get(key)
        if term is not None and term not in found:
            found.append(term)
    return found


def now_term(iid: str, creature: Mapping[str, Any] | None) -> Term | None:
    """What a creature's stats are on the table where they differ from its zoomed face's
    printed ones, and its Health left: the zoom said Health 4 where the card on the table said
    5 (a Territory's +1) and its Health box 4 where the combat view said 3/4 (issue 30)."""
    if creature is None:
        return None
    try:
        card = card_of(iid)
    except (KeyError, IndexError, ValueError):
        return None
    side = card.side(bool(creature.get("crinos")))
    printed = {"renown": card.renown, "rage": side.rage, "gnosis": side.gnosis,
               "health": side.health}  # fmt: skip
    parts = [
        _("{stat} {now} (printed {printed})").format(
            stat=_(word), now=creature.get(key), printed=printed[key]
        )
        for key, word in STATS
        if isinstance(creature.get(key), int) and creature[key] != printed[key]
    ]
    changed = bool(parts)
    wounds = int(creature.get("wounds") or 0)
    if wounds:
        health = int(creature.get("health") or 0)
        parts.append(
            _("{left} of {health} Health left").format(left=max(0, health - wounds), health=health)
        )
    if not parts:
        return None
    said = " · ".join(parts) + "."
    if changed:  # where the difference comes from, as the view can tell it
        said += " " + _("Cards in play change its stats: what it carries, its pack's "
                        "Territories, effects.")  # fmt: skip
    return Term("now", _("On the table now"), said, ())


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
