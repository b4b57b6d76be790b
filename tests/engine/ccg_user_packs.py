"""Starter packs of the two CCGs with some of their Sept cards swapped for user cards: how the
tests of issue 29 (chains, prompt leaks) put players' own cards into real games."""

from __future__ import annotations

from typing import Any


def packs_with(game: str, starters: tuple[str, ...], swaps: dict[str, int]) -> list[dict[str, Any]]:
    """`starters` (pack ids of `game`) as user packs whose Sept decks trade their first cards
    for `swaps` (user card id -> copies), one Sept card out per user card in."""
    if game == "rage-lv":
        from engine.games.rage_lv.decks import pack_to_json, packs
    else:
        from engine.games.rage_classic.decks import pack_to_json, packs  # type: ignore[assignment]
    chosen = []
    for pid in starters:
        pack = pack_to_json(packs()[pid])
        pack.update(id=f"my-{pid}", name=f"Mine of {pid}")
        sept = dict(pack["sept"])
        for gone in list(sept)[: len(swaps)]:
            del sept[gone]
        sept.update(swaps)
        pack["sept"] = sept
        chosen.append(pack)
    return chosen
