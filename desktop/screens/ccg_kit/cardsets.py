"""What both editions' user card sets share: their entry for the shared card-set folder
(desktop.cardsets) from the engine's checks, and the card ids a saved pack names."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

from desktop.games.registration import UserCards
from engine.ccg.cardsets import Checks


def user_cards(checks: Checks, starter_files: Callable[[], dict[str, str]]) -> UserCards:
    """An edition's entry for desktop.cardsets: the engine's `checks` of its card files, and
    the files written in its folder to explain it."""
    engine = {f.name: getattr(checks, f.name) for f in fields(checks)}  # each is UserCards'
    return UserCards(**engine, starter_files=starter_files)


def pack_card_ids(pack: Any, *members: str) -> set[str]:
    """Every card id a pack (its JSON form) names: under `members` (a card id or a list of
    them each) and in its two decks; empty for a starter pack's id."""
    if not isinstance(pack, dict):
        return set()
    ids: set[Any] = set()
    for key in members:
        found = pack.get(key)
        ids |= {found} if isinstance(found, str) else set(found or [])
    for deck in ("sept", "combat"):
        if isinstance(pack.get(deck), dict):
            ids |= set(pack[deck])
    return {i for i in ids if isinstance(i, str)}
