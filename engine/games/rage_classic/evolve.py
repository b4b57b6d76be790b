"""Events -> state: the only place an original Rage state changes (engine.ccg.evolve)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from engine.ccg.evolve import evolver, set_fields
from engine.games.rage_classic.state import (
    NULL,
    ClassicState,
    Combat,
    Creature,
    Damage,
    Junta,
    Pending,
    Play,
    Thing,
    Window,
    card_of,
    seat_of_iid,
)

Event = dict[str, Any]

FLOW_FIELDS = frozenset(
    {
        "phase",
        "step",
        "committed",
        "junta_at",
        "tier",
        "first_votes",
        "alphas",
        "alpha_at",
        "acted",
        "first_hands",
        "stepped",
        "deferred",
        "regenerated",
    }
)
COMBAT_FIELDS = frozenset(
    {
        "step",
        "round",
        "prey_seat",
        "prey_players",
        "claims",
        "ready",
        "played_round",
        "bind",
        "withdraw_barred",
        "seats",
        "idle",
        "protect",
        "drew",
        "participants",
        "killed",
        "stepped_in",
        "target",
        "origin_world",
    }
)


def discard_pile(state: ClassicState, iid: str) -> list[str]:
    """The discard pile a card goes to: its owner's Combat or Sept discards."""
    player = state.players[seat_of_iid(iid)]
    return player.combat_discard if card_of(iid).deck == "combat" else player.sept_discard


def take(state: ClassicState, iid: str) -> None:
    """Take a card from wherever it lies (a hand, a deck, a pile, staging, the pending slot, a
    combat play, a Junta, a damage card), ready to be put somewhere else."""
    for player in state.players:
        for pile in (
            player.hand,
            player.combat_hand,
            player.sept_deck,
            player.combat_deck,
            player.sept_discard,
            player.combat_discard,
            player.victory,
            player.victory_down,
        ):
            if iid in pile:
                pile.remove(iid)
                return
        for entry in player.staged:
            if entry["card"] == iid:
                player.staged.remove(entry)
                return
    if state.pending is not None and state.pending.card == iid and state.pending.index < 0:
        state.pending = None
        return
    if state.combat is not None:
        for play in state.combat.plays:
            if play.card == iid and play.ability < 0:  # an ability's card stays in play
                play.card = NULL
                return
    for junta in state.juntas:
        if junta.iid == iid and not junta.done:
            junta.done = True
            return
    for ch in state.creatures.values():
        for d in ch.damage:
            if d.card == iid:
                ch.damage.remove(d)
                return
    if iid in state.things:
        del state.things[iid]
        return
    if iid in state.removed:
        state.removed.remove(iid)


def _put(state: ClassicState, iid: str, to: str, seat: int | None) -> None:
    if to == "discard":
        discard_pile(state, iid).append(iid)
    elif to == "removed":
        state.removed.append(iid)
    elif to in ("victory", "victory-down"):
        assert seat is not None
        state.players[seat].pile(to).append(iid)
    elif to == "hand":
        owner = state.players[seat_of_iid(iid)]
        (owner.combat_hand if card_of(iid).deck == "combat" else owner.hand).append(iid)
    elif to == "deck-bottom":
        owner = state.players[seat_of_iid(iid)]
        (owner.combat_deck if card_of(iid).deck == "combat" else owner.sept_deck).append(iid)
    else:  # pragma: no cover - decide only writes the places above
        raise ValueError(f"unknown place {to!r}")


# -- handlers ---------------------------------------------------------------------------------
def _deal(state: ClassicState, e: Event) -> None:
    player = state.players[e["seat"]]
    player.sept_deck = list(e["sept"])
    player.combat_deck = list(e["combat"])
    player.started = list(e["characters"])
    for iid in e["characters"]:
        state.creatures[iid] = Creature(iid=iid, kind="character", owner=e["seat"], pack=e["seat"])


def _turn(state: ClassicState, e: Event) -> None:
    state.turn = e["turn"]
    state.stepped = []


def _flow(state: ClassicState, e: Event) -> None:
    set_fields(state, e, FLOW_FIELDS)


def _shuffle(state: ClassicState, e: Event) -> None:
    player = state.players[e["seat"]]
    if e["deck"] == "combat":
        for iid in e["order"]:
            player.combat_discard.remove(iid)
        player.combat_deck = list(e["order"]) + player.combat_deck
    elif e["deck"] == "combat-all":
        player.combat_deck = list(e["order"])
    else:
        player.sept_deck = list(e["order"])


def _discard(state: ClassicState, e: Event) -> None:
    for iid in e["cards"]:
        take(state, iid)
        discard_pile(state, iid).append(iid)


def _stage(state: ClassicState, e: Event) -> None:
    player = state.players[e["seat"]]
    entry = copy.deepcopy(e["entry"])
    if entry.get("as") != "step":
        take(state, entry["card"])
    player.staged.append(entry)


def _clear_staged(state: ClassicState, e: Event) -> None:
    state.players[e["seat"]].staged = []


def _committed(state: ClassicState, e: Event) -> None:
    if e["seat"] not in state.committed:
        state.committed.append(e["seat"])


def _unstage(state: ClassicState, e: Event) -> None:
    player = state.players[e["seat"]]
    for entry in list(player.staged):
        if entry["card"] == e["card"]:
            player.staged.remove(entry)
            _put(state, e["card"], "hand", None)


def _enter(state: ClassicState, e: Event) -> None:
    iid = e["iid"]
    take(state, iid)
    if e["as"] == "creature":
        state.creatures[iid] = Creature(
            iid=iid,
            kind=e["kind"],
            owner=e["owner"],
            pack=e.get("pack"),
            world=e.get("world", "physical"),
            since=state.turn,
            words=list(e.get("keywords", [])),
        )
    else:
        state.things[iid] = Thing(
            iid=iid,
            owner=e["owner"],
            pack=e.get("pack"),
            host=e.get("host"),
            zone=e.get("zone", "home"),
            by=e.get("by"),
            world=e.get("world", "both"),
            since=state.turn,
            extra=copy.deepcopy(e.get("extra", {})),
        )


def _leave(state: ClassicState, e: Event) -> None:
    iid = e["iid"]
    ch = state.creatures.pop(iid, None)
    if ch is not None:
        for d in ch.damage:
            if d.card:
                discard_pile(state, d.card).append(d.card)
        if state.combat is not None:
            for side in state.combat.sides:
                if iid in side:
                    side.remove(iid)
            if iid in state.combat.away:
                state.combat.away.remove(iid)
        if iid in state.alphas and iid not in state.acted:
            state.acted.append(iid)
        if e.get("to") == "gone":
            return  # a Battlefield's natural defenders were never a card
    else:
        take(state, iid)
    _put(state, iid, e["to"], e.get("seat"))


def _world(state: ClassicState, e: Event) -> None:
    state.creatures[e["iid"]].world = e["world"]
    if e.get("stepped") and e["iid"] not in state.stepped:
        state.stepped.append(e["iid"])


def _set(state: ClassicState, e: Event) -> None:
    """A creature's simple flags: hunting, out, crinos, frenzy, kind/pack (status), bound."""
    ch = state.creatures[e["iid"]]
    for key in ("hunting", "out", "crinos", "bound", "kind", "was", "pack", "home", "no_vote_turn"):
        if key in e:
            setattr(ch, key, e[key])


def _damage(state: ClassicState, e: Event) -> None:
    iid = e["card"]
    if iid:
        if iid in state.things:
            del state.things[iid]
        else:
            take(state, iid)
    state.creatures[e["iid"]].damage.append(
        Damage(iid, e["amount"], e.get("aggravated", False), e.get("by"))
    )


def _heal(state: ClassicState, e: Event) -> None:
    ch = state.creatures[e["iid"]]
    for d in list(ch.damage):
        if d.card == e["card"] and (d.card or d.amount == e.get("amount", d.amount)):
            ch.damage.remove(d)
            if d.card:
                discard_pile(state, d.card).append(d.card)
            return


def _attach(state: ClassicState, e: Event) -> None:
    thing = state.things[e["iid"]]
    thing.host = e["host"]
    thing.pack = e.get("pack", thing.pack)
    if e.get("traded") is not None:
        thing.traded = e["traded"]


def _window(state: ClassicState, e: Event) -> None:
    raw = e.get("window")
    state.window = None if raw is None else Window(**copy.deepcopy(raw))


def _pass(state: ClassicState, e: Event) -> None:
    window = state.window
    assert window is not None
    if e["seat"] not in window.passed:
        window.passed.append(e["seat"])
    if window.kind != "open":
        window.turn_of += 1


def _acted(state: ClassicState, e: Event) -> None:
    """Someone played or used something in a window: everyone may answer it again."""
    window = state.window
    if window is None:
        return
    window.passed = []
    window.barred = []
    window.acts += 1
    if window.kind != "open":
        window.turn_of += 1


def _announce(state: ClassicState, e: Event) -> None:
    window = state.window
    assert window is not None
    window.offense.append(e["seat"])
    if e["seat"] in window.passed:
        window.passed.remove(e["seat"])


def _ok(state: ClassicState, e: Event) -> None:
    window = state.window
    assert window is not None
    if e["seat"] not in window.oks:
        window.oks.append(e["seat"])


def _go(state: ClassicState, e: Event) -> None:
    assert state.window is not None
    state.window.go = True


def _done_offense(state: ClassicState, e: Event) -> None:
    """The first announced Offensive Effect was played or declined."""
    window = state.window
    assert window is not None
    seat = window.offense.pop(0)
    window.oks = []
    window.go = False
    if e["type"] == "decline":
        window.barred.append(seat)


def _play(state: ClassicState, e: Event) -> None:
    """A card played ("play": it leaves where it was) or an ability used ("use") waits."""
    if e["type"] == "play":
        take(state, e["card"])
    state.pending = Pending(
        seat=e["seat"],
        card=e["card"],
        index=e["index"] if e["type"] == "use" else -1,
        by=e.get("by"),
        target=copy.deepcopy(e.get("target")),
        responders=list(e.get("responders", [])),
        offensive=e.get("offensive", False),
        extra=copy.deepcopy(e.get("extra", {})),
    )


def _cancelled(state: ClassicState, e: Event) -> None:
    """A card waiting on the table is cancelled: it never resolves (seed 001, "Cancellation")."""
    pending = state.pending
    if pending is not None and pending.card == e["card"]:
        if pending.index < 0:
            discard_pile(state, pending.card).append(pending.card)
        state.pending = None


def _respond(state: ClassicState, e: Event) -> None:
    assert state.pending is not None
    state.pending.at += 1


def _resolved(state: ClassicState, e: Event) -> None:
    state.pending = None


def _used(state: ClassicState, e: Event) -> None:
    state.players[e["seat"]].restricted.append(e["card"])


def _called(state: ClassicState, e: Event) -> None:
    state.juntas = []
    for raw in e["juntas"]:
        take(state, raw["iid"])
        state.juntas.append(
            Junta(
                iid=raw["iid"],
                caller=raw["caller"],
                seat=raw["seat"],
                target=copy.deepcopy(raw.get("target")),
                turn=state.turn,
                named=raw.get("named"),
            )
        )


def _vote(state: ClassicState, e: Event) -> None:
    state.tier_votes[e["creature"]] = e["side"]


def _tier(state: ClassicState, e: Event) -> None:
    junta = state.juntas[state.junta_at]
    for creature, side in e["votes"].items():
        junta.votes[creature] = side
    junta.yes += e.get("yes", 0)
    junta.no += e.get("no", 0)
    state.tier_votes = {}


def _junta(state: ClassicState, e: Event) -> None:
    junta = state.juntas[state.junta_at]
    junta.passed = e["passed"]


def _alpha_pick(state: ClassicState, e: Event) -> None:
    state.alpha_picks[str(e["seat"])] = e["creature"]
    if e["seat"] not in state.committed:
        state.committed.append(e["seat"])


def _alphas(state: ClassicState, e: Event) -> None:
    state.alphas = list(e["order"])
    state.alpha_picks = {}
    state.alpha_at = 0
    state.acted = []


def _combat(state: ClassicState, e: Event) -> None:
    raw = copy.deepcopy(e["combat"])
    raw.pop("plays", None)
    state.combat = Combat(**raw)
    state.combats += 1


def _cstep(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    set_fields(combat, e, COMBAT_FIELDS)
    if e.get("clear"):
        combat.plays = []
        combat.protect = []
        combat.played_round = False


def _join(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    iid = e["iid"]
    for side in combat.sides:
        if iid in side:
            side.remove(iid)
    combat.sides[e["side"]].append(iid)
    if e.get("away") and iid not in combat.away:
        combat.away.append(iid)
    if iid in state.creatures:
        combat.origin_world.setdefault(iid, state.creatures[iid].world)


def _quit(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    for side in combat.sides:
        if e["iid"] in side:
            side.remove(e["iid"])
    if e["iid"] in combat.away:
        combat.away.remove(e["iid"])


def _assign(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    if e["card"] not in (NULL, None) and e.get("ability", -1) < 0:
        take(state, e["card"])  # an ability used as a Combat Action: its card stays in play
    combat.plays.append(
        Play(
            creature=e["creature"],
            card=e["card"] if e["card"] is not None else NULL,
            seat=e["seat"],
            side=e["side"],
            target=e.get("target"),
            feint=e.get("feint", False),
            face_up=e.get("face_up", False),
            alt=e.get("alt", ""),
            decoy=e.get("decoy", False),
            ability=e.get("ability", -1),
            shown=e.get("face_up", False),
            order=len(combat.plays),
        )
    )


def _aim(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    combat.plays[e["index"]].target = e["target"]


def _reveal(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    for index, iid in e["plays"]:
        play = combat.plays[index]
        play.shown = True
        if iid is not None:
            play.card = iid


def _status(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    play = combat.plays[e["index"]]
    play.status = e["status"]
    if "bluff" in e:
        play.bluff = e["bluff"]
    if e.get("to") and play.card != NULL and play.ability < 0:
        card = play.card
        play.card = NULL
        _put(state, card, e["to"], None)
    if e.get("target", "keep") != "keep":
        play.target = e["target"]


def _frenzy(state: ClassicState, e: Event) -> None:
    ch = state.creatures[e["iid"]]
    ch.frenzy = e["frenzy"]
    ch.frenzy_drawn = e.get("drawn", 0)
    ch.frenzy_cards = list(e.get("cards", []))
    ch.hacked_at = e.get("hacked_at", 0)
    if not e["frenzy"]:
        ch.frenzy_cards = []
        ch.frenzy_drawn = 0


def _dead(state: ClassicState, e: Event) -> None:
    ch = state.creatures[e["iid"]]
    ch.dead = True
    ch.killer = e.get("killer")
    ch.killer_seat = e.get("killer_seat")


def _score(state: ClassicState, e: Event) -> None:
    state.players[e["seat"]].bonus += e["amount"]


def _out_player(state: ClassicState, e: Event) -> None:
    player = state.players[e["seat"]]
    player.out = True
    player.out_turn = state.turn


def _combat_end(state: ClassicState, e: Event) -> None:
    state.combat = None


def _end(state: ClassicState, e: Event) -> None:
    state.over = True
    state.winners = list(e["winners"])
    state.end_reason = e["reason"]
    state.window = None
    state.prompts = []


def _restricted(state: ClassicState, e: Event) -> None:
    combat = state.fighting()
    combat.restricted = [list(side) for side in e["sides"]]


def _bf_keywords(state: ClassicState, e: Event) -> None:
    thing = state.things[e["iid"]]
    thing.extra["keywords"] = list(e["keywords"])
    thing.extra["stats"] = e["stats"]


def _hunt(state: ClassicState, e: Event) -> None:
    state.hunts.append([e["attacker"], e["target"]])


def _hunt_done(state: ClassicState, e: Event) -> None:
    state.hunts = [h for h in state.hunts if h != [e["attacker"], e["target"]]]


HANDLERS: dict[str, Callable[[ClassicState, Event], None]] = {
    "deal": _deal,
    "turn": _turn,
    "flow": _flow,
    "shuffle": _shuffle,
    "discard": _discard,
    "stage": _stage,
    "committed": _committed,
    "unstage": _unstage,
    "clear-staged": _clear_staged,
    "enter": _enter,
    "leave": _leave,
    "world": _world,
    "set": _set,
    "damage": _damage,
    "heal": _heal,
    "attach": _attach,
    "window": _window,
    "pass": _pass,
    "acted": _acted,
    "announce": _announce,
    "ok": _ok,
    "go": _go,
    "decline": _done_offense,
    "offense-played": _done_offense,
    "play": _play,
    "use": _play,
    "respond": _respond,
    "cancelled": _cancelled,
    "resolved": _resolved,
    "used": _used,
    "called": _called,
    "vote": _vote,
    "tier": _tier,
    "junta": _junta,
    "alpha-pick": _alpha_pick,
    "alphas": _alphas,
    "combat": _combat,
    "cstep": _cstep,
    "join": _join,
    "quit": _quit,
    "assign": _assign,
    "aim": _aim,
    "reveal": _reveal,
    "status": _status,
    "frenzy": _frenzy,
    "dead": _dead,
    "score": _score,
    "player-out": _out_player,
    "combat-end": _combat_end,
    "end": _end,
    "restricted": _restricted,
    "hunt": _hunt,
    "hunt-done": _hunt_done,
    "bf-keywords": _bf_keywords,
}
#: facts for the log that change nothing
TELLS = (
    "declared",
    "challenged",
    "raided",
    "bluffs",
    "revealed",
    "reveal-hand",
    "claim",
    "withdraw",
)

evolve = evolver(HANDLERS, TELLS)
