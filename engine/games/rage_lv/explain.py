"""Why a command is refused, in a sentence a newcomer understands.

Only what the asking seat may know goes into the message: its own cards, public cards.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import Illegal
from engine.games.rage_lv import stats
from engine.games.rage_lv.data import cards
from engine.games.rage_lv.state import LvState, card_of


def _name(iid: Any) -> str:
    try:
        return card_of(str(iid)).name
    except (KeyError, IndexError):
        return "that card"


def explain(state: LvState, seat: int, command: dict[str, Any]) -> Illegal:
    from engine.games.rage_lv.rules import RULESET

    kind = command.get("type")
    if seat not in RULESET.to_act(state):
        return Illegal("not-your-turn", "It is not your turn to act.")
    if state.prompts:
        return Illegal("answer-first", "First answer the question in front of you.")
    player = state.players[seat]
    if kind == "play":
        iid = command.get("card")
        if iid not in player.hand:
            return Illegal("not-in-hand", "You can only play a card from your own hand.")
        c = card_of(iid)
        if state.phase != "main" and not c.is_moot_event():
            return Illegal("wrong-phase", f"{c.name} can only be played in the Main Phase.")
        host = state.chars.get(command.get("on", ""))
        if c.type in ("gift", "equipment", "past-life", "rite") and host is not None:
            if host.regen:
                return Illegal("regenerating", "A regenerating character cannot take new cards.")
            if any(card_of(t.iid).id == c.id for t in state.attached_to(host.iid)):
                return Illegal("duplicate", f"{_name(host.iid)} already has {c.name} attached.")
            if stats.gnosis_free(state, host) < c.gnosis_cost:
                return Illegal(
                    "no-gnosis",
                    f"{_name(host.iid)} has {stats.gnosis_free(state, host)} Gnosis free; "
                    f"{c.name} needs {c.gnosis_cost}.",
                )
            if not stats.meets(state, host, c.requires):
                return Illegal(
                    "requirement",
                    f"{c.name} requires {', '.join(c.requires)}; {_name(host.iid)} is not.",
                )
            if c.type == "gift" and card_of(host.iid).type != "garou":
                return Illegal("gift-on-garou", "Unless stated otherwise, only Garou take Gifts.")
            if c.type == "rite" and any(
                card_of(t.iid).type == "rite" for t in state.attached_to(host.iid)
            ):
                return Illegal("one-rite", "A shapeshifter can only have one Rite in progress.")
            return Illegal("cannot-attach", f"{_name(host.iid)} cannot take {c.name} now.")
        if c.type == "totem":
            return Illegal("one-totem", "Your pack can only have one Totem in play at a time.")
        if c.type == "event":
            return Illegal(
                "event-target",
                "Choose a pack member to play the Event; no target may be hit by the same "
                "Event twice in a turn.",
            )
        if c.type == "moot":
            return Illegal("moot-caller", "A Moot is called by one of your Garou, once a turn.")
        return Illegal("cannot-play", f"You cannot play {c.name} like that now.")
    if kind == "regenerate":
        return Illegal(
            "cannot-regenerate",
            "Only a wounded character with a paw print regenerates, and only before your "
            "other plays this turn.",
        )
    if kind == "vote":
        return Illegal(
            "cannot-vote",
            "Only your Garou vote, once a turn, and not while regenerating or in the Umbra.",
        )
    if kind == "combat-card":
        iid = command.get("card")
        if iid not in player.combat_hand:
            return Illegal("not-in-hand", "You can only play a card from your Combat hand.")
        return Illegal(
            "combat-card",
            f"{_name(iid)} is not the right kind of card now, or costs more Rage than you have.",
        )
    if kind in cards():
        return Illegal("bad-command", "Name a command, not a card.")
    return Illegal("illegal", "That is not one of your choices right now.")
