"""The Rage CCG in the shared deck builder: its deck rules (the engine's), its faces, and the
player's saved packs offered per seat in New game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop.games.registration import DeckRules
from desktop.screens.rage_lv import GAME


def deck_rules() -> DeckRules:
    """The engine's deck-building rules, as the deck builder reads them (imports the engine)."""
    from desktop.screens.rage_lv.faces import CcgFaces, card_art
    from engine.games.rage_lv import data, decks

    return DeckRules(
        game=GAME,
        file_format="rage-lv-pack",
        cards=data.cards,
        starters=decks.packs,
        make_pack=decks.Pack,
        check=decks.check_pack,
        to_json=decks.pack_to_json,
        from_json=decks.pack_from_json,
        error=data.CardDataError,
        sept_types=data.SEPT_TYPES,
        combat_types=data.COMBAT_TYPES,
        attach_types=data.ATTACH_TYPES,
        action_types=data.ACTION_TYPES,
        copies={"sept": decks.MAX_SEPT_COPIES, "combat": decks.MAX_COMBAT_COPIES},
        minimum={"sept": decks.MIN_SEPT, "combat": decks.MIN_COMBAT},
        garou_cost=decks.garou_cost,
        faces=lambda app: CcgFaces(app.caches.cards(card_art())),
    )


def collection(directory: Path | None = None, pool: dict[str, Any] | None = None) -> Any:
    """The deck builder's collection: the shipped cards and the player's own (from
    `directory`, default their card-set folder), or exactly `pool`."""
    from desktop.cardsets import cardsets_dir
    from desktop.screens.deckbuilder.model import Collection
    from desktop.screens.rage_lv.cardsets import user_cards

    folder = cardsets_dir(GAME) if directory is None else directory
    return Collection(deck_rules(), pool=pool or {}, loader=user_cards(), directory=folder)


def saved_packs() -> list[tuple[Any, str]]:
    """The player's saved packs that are legal at some Renown, for New game's per-seat choice:
    (the pack in full, its label). Never raises."""
    from desktop.screens.deckbuilder.store import pack_choices
    from desktop.screens.rage_lv.cardsets import user_sets

    try:
        rules = deck_rules()
        mine = user_sets().cards
        pool = {**rules.cards(), **mine} if mine else None
        return pack_choices(rules, pool=pool)
    except Exception:  # New game must open whatever the packs folder holds
        import logging

        logging.getLogger(__name__).exception("cannot list the saved packs")
        return []
