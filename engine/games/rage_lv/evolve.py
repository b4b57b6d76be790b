"""Events -> state: the only place a Rage (relaunch) state changes (engine.ccg.evolve)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg.evolve import evolver, set_fields
from engine.games.rage_lv.state import (
    GUARDIAN,
    Char,
    Combat,
    LvState,
    Moot,
    Thing,
    card_of,
)

Event = dict[str, Any]

#: Flow fields an event may set directly (turn order, passes, who is voting, ...).
FLOW_FIELDS = frozenset(
    {
        "phase",
        "actor",
        "passes",
        "moot_at",
        "alpha_at",
        "shifted",
        "last_card_seat",
        "voters_out",
        "alphas",
        "pending",
        "ended",
    }
)
COMBAT_FIELDS = frozenset(
    {"step", "window", "window_at", "window_passes", "initiative", "round", "idle_rounds"}
)


def _seating(state: LvState, e: Event) -> None:
    state.order = list(e["order"])


def _deal(state: LvState, e: Event) -> None:
    player = state.players[e["seat"]]
    player.sept_deck = list(e["sept"])
    player.combat_deck = list(e["combat"])
    for iid in e["garou"]:
        state.chars[iid] = Char(iid=iid, owner=e["seat"], pack=True)


def _flow(state: LvState, e: Event) -> None:
    set_fields(state, e, FLOW_FIELDS)
    if e.get("phase") == "main":
        state.serial += 1
        state.wounded_at_main = list(e.get("wounded", []))
    elif "phase" in e:
        state.serial += 1


def _turn(state: LvState, e: Event) -> None:
    state.turn = e["turn"]
    state.event_targets = []
    state.first = []
    for ch in state.chars.values():
        ch.called_moot = False
        ch.voted = False
    for player in state.players:
        player.regen_closed = False
        player.reclaimed = False


def _umbra(state: LvState, e: Event) -> None:
    state.umbra = e["points"]


def _level(state: LvState, e: Event) -> None:
    state.renown_level = e["renown_level"]


def _shuffle(state: LvState, e: Event) -> None:
    player = state.players[e["seat"]]
    if e["deck"] == "sept":
        player.sept_deck = list(e["order"])
    else:
        # A Combat reshuffle makes the discards into the new deck.
        player.combat_discard = [c for c in player.combat_discard if c not in e["order"]]
        player.combat_deck = list(e["order"])


def _discard(state: LvState, e: Event) -> None:
    player = state.players[e["seat"]]
    source = e["from"]
    if source == "played":
        assert state.combat is not None
        for iid in e["cards"]:
            state.combat.chain = [p for p in state.combat.chain if p[1] != iid]
        target = player.combat_discard
    else:
        zone = player.pile(source)
        for iid in e["cards"]:
            zone.remove(iid)
        target = (
            player.combat_discard if source in ("combat", "combat-hand") else player.sept_discard
        )
    target.extend(e["cards"])


def _play(state: LvState, e: Event) -> None:
    seat, iid, kind = e["seat"], e["card"], e["as"]
    state.players[seat].hand.remove(iid)
    state.players[seat].regen_closed = True
    if e.get("main", True):
        # Only the Main Phase's plays decide who picks an alpha first (not a Moot Event).
        state.last_card_seat = seat
    if kind in ("ally", "prey"):
        ch = Char(iid=iid, owner=seat, pack=kind == "ally", since=state.serial)
        ch.where = "staging" if kind == "ally" else "hunting"
        ch.umbra = bool(e.get("umbra"))
        state.chars[iid] = ch
        return
    thing = Thing(iid=iid, owner=seat, host=e.get("on"), rot=e.get("rot", 0), since=state.serial)
    if kind == "attach" and card_of(iid).type == "rite":
        thing.performer = e.get("on")
    state.things[iid] = thing
    if kind == "moot":
        state.moots.append(Moot(iid=iid, caller=e["by"], seat=seat))
        state.chars[e["by"]].called_moot = True


def _leave(state: LvState, e: Event) -> None:
    thing = state.things.pop(e["iid"])
    to = e.get("to", "discard")
    if to == "discard":
        state.players[thing.owner].sept_discard.append(thing.iid)
    elif to == "victory":
        state.players[e["seat"]].victory.append(thing.iid)
    else:
        state.removed.append(thing.iid)
    if card_of(thing.iid).type == "moot":
        state.moots = [m for m in state.moots if m.iid != thing.iid]


def _wound(state: LvState, e: Event) -> None:
    ch = state.chars[e["char"]]
    ch.wounds += e["amount"]
    combat = state.combat
    if combat is not None and e["char"] in (combat.hunter, combat.prey):
        combat.round_wounds[0 if e["char"] == combat.hunter else 1] += e["amount"]


def _heal(state: LvState, e: Event) -> None:
    ch = state.chars[e["char"]]
    ch.wounds = max(0, ch.wounds - e["amount"])


def _flip(state: LvState, e: Event) -> None:
    state.chars[e["char"]].crinos = e["crinos"]


def _rotate(state: LvState, e: Event) -> None:
    if e["iid"] in state.chars:
        state.chars[e["iid"]].regen = e["left"]
    else:
        state.things[e["iid"]].rot = e["left"]


def _upright(state: LvState, e: Event) -> None:
    ch = state.chars[e["char"]]
    ch.regen = 0
    if e.get("healed", True):
        ch.wounds = 0
        ch.crinos = False


def _rite_active(state: LvState, e: Event) -> None:
    thing = state.things[e["iid"]]
    thing.host = None
    thing.rot = 0


def _bonus(state: LvState, e: Event) -> None:
    state.players[e["seat"]].bonus += e["amount"]


def _kill(state: LvState, e: Event) -> None:
    iid = e["char"]
    ch = state.chars.pop(iid)
    if iid.startswith(GUARDIAN):
        return  # a guardian is part of its Battlefield card, not a card of its own
    if e.get("to") is None:
        state.removed.append(iid)
    elif e["to"] == "discard":
        state.players[ch.owner].sept_discard.append(iid)
    else:
        state.players[e["to"]].victory.append(iid)


def _move(state: LvState, e: Event) -> None:
    ch = state.chars[e["char"]]
    if "where" in e:
        ch.where = e["where"]
        if e["where"] == "hunting":
            ch.hunted_turn = state.turn
    if "umbra" in e:
        ch.umbra = e["umbra"]


def _regenerate(state: LvState, e: Event) -> None:
    state.chars[e["char"]].regen = e["quarters"]


def _close_regen(state: LvState, e: Event) -> None:
    state.players[e["seat"]].regen_closed = True


def _remove_player(state: LvState, e: Event) -> None:
    state.players[e["seat"]].removed = True


def _moot_target(state: LvState, e: Event) -> None:
    state.moots[e["index"]].target = e["target"]


def _vote(state: LvState, e: Event) -> None:
    moot = state.moots[e["index"]]
    state.chars[e["char"]].voted = True
    if e["side"] == "for":
        moot.votes_for += e["votes"]
    else:
        moot.votes_against += e["votes"]


def _event_target(state: LvState, e: Event) -> None:
    state.event_targets.append(e["key"])


def _alpha(state: LvState, e: Event) -> None:
    ch = state.chars[e["char"]]
    ch.where = "hunting"
    ch.hunted_turn = state.turn
    state.alphas.append(e["char"])


def _control(state: LvState, e: Event) -> None:
    thing = state.things[e["iid"]]
    thing.controller = e["seat"]
    thing.controlled_turn = state.turn


def _alpha_first(state: LvState, e: Event) -> None:
    """An "act first" card; an exclusive one ("before anybody else") cancels earlier ones."""
    if e["exclusive"]:
        state.first = [f for f in state.first if not f[1]]
    state.first.append([e["seat"], e["exclusive"]])


def _nominate(state: LvState, e: Event) -> None:
    state.nominations[str(e["seat"])] = e["nominee"]


def _nominated(state: LvState, e: Event) -> None:
    state.nominations = {}


def _attach(state: LvState, e: Event) -> None:
    """A card in play is attached to a character (a curse on another player's character)."""
    state.things[e["iid"]].host = e["host"]


def _take(state: LvState, e: Event) -> None:
    """A card found in a deck goes to its player's hand."""
    player = state.players[e["seat"]]
    deck = player.sept_deck if e["deck"] == "sept" else player.combat_deck
    hand = player.hand if e["deck"] == "sept" else player.combat_hand
    deck.remove(e["card"])
    hand.append(e["card"])


def _combat(state: LvState, e: Event) -> None:
    state.combats += 1
    state.combat = Combat(
        hunter=e["hunter"],
        prey=e["prey"],
        seats=list(e["seats"]),
        kind=e["kind"],
        battlefield=e.get("battlefield", ""),
        goal=e.get("goal", ""),
    )
    if e.get("guardian"):
        bf = state.things[e["battlefield"]]
        state.chars[e["prey"]] = Char(
            iid=e["prey"], owner=bf.owner, pack=False, where="hunting", since=state.serial
        )
    for iid in (e["hunter"], e["prey"]):
        ch = state.chars[iid]
        ch.regen = 0  # a regenerating character that fights stops regenerating
        ch.hunted_turn = state.turn


def _combat_flow(state: LvState, e: Event) -> None:
    combat = state.fighting()
    set_fields(combat, e, COMBAT_FIELDS)
    if e.get("new_round"):
        combat.round_wounds = [0, 0]


def _combat_pick(state: LvState, e: Event) -> None:
    combat = state.fighting()
    state.players[e["seat"]].combat_hand.remove(e["card"])
    combat.chain.append([e["side"], e["card"]])


def _spend(state: LvState, e: Event) -> None:
    combat = state.fighting()
    combat.spent[e["side"]] += e["amount"]
    combat.chain[e["index"]].append(e["eligible"])


def _dead(state: LvState, e: Event) -> None:
    combat = state.fighting()
    combat.dead.append(e["char"])
    combat.killers[e["char"]] = e["killer"]


def _combat_end(state: LvState, e: Event) -> None:
    state.combat = None
    if "kind" in e:
        # What the phase that started it needs to go on (the flow takes it from here).
        state.ended = {"kind": e["kind"], "dead": list(e["dead"]), "battlefield": e["battlefield"]}


def _game_over(state: LvState, e: Event) -> None:
    state.over = True
    state.prompts = []  # nothing is left to choose
    state.winners = list(e["winners"])
    state.end_reason = e["reason"]
    state.phase = "over"


HANDLERS: dict[str, Callable[[LvState, Event], None]] = {
    "seating": _seating,
    "deal": _deal,
    "flow": _flow,
    "turn": _turn,
    "umbra": _umbra,
    "level": _level,
    "shuffle": _shuffle,
    "discard": _discard,
    "play": _play,
    "leave": _leave,
    "wound": _wound,
    "heal": _heal,
    "flip": _flip,
    "rotate": _rotate,
    "upright": _upright,
    "rite-active": _rite_active,
    "bonus": _bonus,
    "kill": _kill,
    "move": _move,
    "regenerate": _regenerate,
    "remove-player": _remove_player,
    "close-regen": _close_regen,
    "moot-target": _moot_target,
    "vote": _vote,
    "event-target": _event_target,
    "alpha": _alpha,
    "control": _control,
    "alpha-first": _alpha_first,
    "nominate": _nominate,
    "nominated": _nominated,
    "combat": _combat,
    "combat-flow": _combat_flow,
    "combat-pick": _combat_pick,
    "spend": _spend,
    "attach": _attach,
    "take": _take,
    "dead": _dead,
    "combat-end": _combat_end,
    "game-over": _game_over,
}


evolve = evolver(HANDLERS, tells=("reveal", "clash", "pass", "moot-result"))
