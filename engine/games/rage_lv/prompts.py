"""Choices a player owes in the middle of something else: discards, a Moot's target, answering
a challenge, defending a Battlefield, reclaiming one, losing a Gift to the Umbra, shifting a
combatant that comes from a Staging Area to Crinos, agreeing who fights for an Enemy, and the
shared card layer's questions (a target, a card found in a search, one option of several).

This module says what may be answered; the flow (`flow.answer`) carries the answer out.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import reactions
from engine.games.rage_lv import answers
from engine.games.rage_lv.context import alive
from engine.games.rage_lv.plays import distinct_hand
from engine.games.rage_lv.state import LvState

Command = dict[str, Any]


def options(state: LvState, prompt: dict[str, Any]) -> list[Any]:
    player = state.players[prompt["seat"]]
    kind = prompt["kind"]
    if kind.startswith("discard-") and prompt.get("char") and not alive(state, prompt["char"]):
        return []  # owed for a combatant that has died: nothing to do
    if kind in ("discard-down", "discard-hand"):
        return list(distinct_hand(player.hand))
    if kind == "discard-combat":
        return list(distinct_hand(player.combat_hand))
    if kind == reactions.ASK:
        return answers.options(state, prompt)
    if kind == "lose-gift":
        return [o for o in prompt["options"] if o in state.things]
    if kind == "ccg" and prompt.get("ask") == "target":
        return [
            o
            for o in prompt["options"]
            if isinstance(o, int) or o in state.chars or o in state.things
        ]
    return list(prompt["options"])
