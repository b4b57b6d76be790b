"""What each seat may know: views, redacted events and the game log's plain words.

Hands are seen by their owner only; no one, the owner included, ever sees a deck's order.
Face-down combat picks stay hidden from everyone but their player until revealed.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from engine.ccg import memory
from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.data import VOCAB
from engine.games.rage_lv.prompts import options as prompt_options
from engine.games.rage_lv.state import GUARDIAN, LvState, card_of

Seat = int | None
STAT_LABELS = {"sept-draw": "Sept Draw"}


def _char(
    state: LvState, board: stats.Board, attached: dict[str, list[str]], iid: str
) -> dict[str, Any]:
    ch = state.chars[iid]
    shown = board.side_stats(ch)
    return {
        "iid": iid,
        "card": board.card(iid).id,
        "owner": ch.owner if ch.pack else None,
        "pack": ch.pack,
        "where": ch.where,
        "umbra": ch.umbra,
        "crinos": ch.crinos,
        "wounds": ch.wounds,
        "regen": ch.regen,
        "renown": shown["renown"],
        "rage": shown["rage"],
        "gnosis": shown["gnosis"],
        "health": shown["health"],
        "attached": attached.get(iid, []),
        "mods": [[m.key, m.amount, m.until] for m in state.ccg.on(iid) if m.kind == "modify"],
    }


def _chars(state: LvState) -> list[dict[str, Any]]:
    """Every character with its current stats, the static effects indexed once for all."""
    board = stats.board_of(state)
    attached: dict[str, list[str]] = {}
    for t in state.things.values():
        if t.host is not None:
            attached.setdefault(t.host, []).append(t.iid)
    return [_char(state, board, attached, iid) for iid in state.chars]


def view(state: LvState, seat: Seat, to_act: frozenset[int], books: bool = True) -> dict[str, Any]:
    """What `seat` sees (None: a spectator). `books=False` leaves out the public bookkeeping
    (`bookkeeping`), for a search bot's rollouts that never rebuild a state from the view."""
    players = []
    for p in state.players:
        mine = seat == p.seat
        players.append(
            {
                "seat": p.seat,
                "pack": p.pack,
                "tribe": p.tribe,
                "renown": state.renown(p.seat),
                "removed": p.removed,
                "hand": list(p.hand) if mine else None,
                "hand_count": len(p.hand),
                "sept_deck": len(p.sept_deck),
                "sept_discard": list(p.sept_discard),
                "combat_deck": len(p.combat_deck),
                "combat_hand": list(p.combat_hand) if mine else None,
                "combat_hand_count": len(p.combat_hand),
                "combat_discard": list(p.combat_discard),
                "victory": list(p.victory),
                "bonus": p.bonus,
            }
        )
    combat = None
    if state.combat is not None:
        c = state.combat
        chain = []
        for play in c.chain:
            shown = len(play) > 2 or c.seats[play[0]] == seat
            chain.append([play[0], play[1] if shown else None])
        combat = {
            "hunter": c.hunter,
            "prey": c.prey,
            "seats": list(c.seats),
            "kind": c.kind,
            "step": c.step,
            "initiative": c.initiative,
            "round": c.round,
            "spent": list(c.spent),
            "chain": chain,
            "dead": list(c.dead),
        }
    prompt = None
    waiting = [{"seat": p["seat"], "kind": p["kind"]} for p in state.prompts]
    if state.prompts and state.prompts[0]["seat"] == seat:
        first = state.prompts[0]
        prompt = {"kind": first["kind"], "options": prompt_options(state, first)}
        if first["kind"] == "ccg":
            prompt.update(ask=first["ask"], card=first["card"], labels=first.get("labels", []))
    out: dict[str, Any] = {
        "seat": seat,
        "turn": state.turn,
        "phase": state.phase,
        "to_act": sorted(to_act),
        "order": list(state.order),
        "umbra": state.umbra,
        "umbra_level": umbra.level(state.umbra),
        "renown_level": state.renown_level,
        "players": players,
        "chars": _chars(state),
        "things": [
            {
                "iid": t.iid,
                "card": card_of(t.iid).id,
                "owner": t.owner,
                "host": t.host,
                "rot": t.rot,
                "controller": t.controller,
            }
            for t in state.things.values()
        ],
        "moots": [
            {
                "iid": m.iid,
                "caller": m.caller,
                "seat": m.seat,
                "target": m.target,
                "for": m.votes_for,
                "against": m.votes_against,
            }
            for m in state.moots
        ],
        "alphas": list(state.alphas),
        "act_first": [list(f) for f in state.first],
        "alpha_at": state.alpha_at,
        "combat": combat,
        "prompt": prompt,
        "prompts_waiting": waiting,
        "removed": list(state.removed),
        "over": state.over,
        "winners": list(state.winners),
    }
    if books:
        out["books"] = bookkeeping(state, seat)
    if state.options.get("cards"):
        # The game's own card definitions are public (like printed cards): a bot or a table
        # that only holds the view can still look them up (`data.extra_table`).
        out["cards"] = state.options["cards"]
    return out


def bookkeeping(state: LvState, seat: Seat) -> dict[str, Any]:
    """The public bookkeeping the rest of the view leaves out (who passed, since when a card is
    in play, the combat's window, others' pending prompts, lasting effects and used limits):
    anyone who watched the table knows it, and a search bot (`rage_lv.expert`) needs it to
    rebuild a legal state from its own view. Hidden cards stay hidden: others' prompt options
    and face-down combat picks are left out, and the options lose a stacked deal."""
    c = state.combat
    combat = None
    if c is not None:
        combat = {
            k: copy.deepcopy(getattr(c, k))
            for k in ("battlefield", "goal", "window", "window_at", "window_passes")
            + ("idle_rounds", "round_wounds", "killers")
        }
        combat["chain"] = [
            list(play) if len(play) > 2 or c.seats[play[0]] == seat else [play[0], None]
            for play in c.chain
        ]
    ccg = state.ccg
    return {
        "options": {k: v for k, v in state.options.items() if k not in ("deal", "cards")},
        "serial": state.serial,
        "actor": state.actor,
        "passes": state.passes,
        "last_card_seat": state.last_card_seat,
        "wounded_at_main": list(state.wounded_at_main),
        "event_targets": list(state.event_targets),
        "moot_at": state.moot_at,
        "voters_out": list(state.voters_out),
        "shifted": state.shifted,
        "nominations": dict(state.nominations),
        "pending": copy.deepcopy(state.pending),
        "ended": copy.deepcopy(state.ended),
        "combats": state.combats,
        "end_reason": state.end_reason,
        "players": [[p.regen_closed, p.reclaimed] for p in state.players],
        "chars": {
            iid: [ch.owner, ch.since, ch.called_moot, ch.voted, ch.hunted_turn, ch.alpha_umbra_end]
            for iid, ch in state.chars.items()
        },
        "things": {
            iid: [t.performer, t.since, t.controlled_turn] for iid, t in state.things.items()
        },
        "combat": combat,
        "prompts": copy.deepcopy(
            [p if p["seat"] == seat else {**p, "options": []} for p in state.prompts]
        ),
        "lasting": [copy.deepcopy(vars(item)) for item in ccg.lasting],
        "used": {k: list(v) for k, v in ccg.used.items()},
        "next_id": ccg.next_id,
    }


def _count(cards: list[str] | int) -> int:
    return cards if isinstance(cards, int) else len(cards)


def redact(event: dict[str, Any], seat: Seat) -> dict[str, Any]:
    """The event as `seat` may see it; idempotent (deck orders already counted stay counts)."""
    kind = event["type"]
    if kind == "deal":
        # Nobody learns a deck's order, not even its owner.
        return {**event, "sept": _count(event["sept"]), "combat": _count(event["combat"])}
    if kind == "shuffle":
        return {**event, "order": _count(event["order"])}
    if kind == "draw" and event["seat"] != seat:
        return {**event, "cards": [None] * len(event["cards"])}
    if kind == "combat-pick" and event["seat"] != seat:
        return {**event, "card": None}
    if kind == "prompt" and event["seat"] != seat:
        return {**event, "options": []}
    if kind == "answered" and event["seat"] != seat and event["kind"] == "challenge":
        return {**event, "option": str(event["option"]).split(":")[0]}
    if kind == "answered" and event["seat"] != seat and event["kind"] == "crinos":
        return {**event, "option": "stay" if event["option"] == "stay" else "flip"}
    if kind == "answered" and event["seat"] != seat and event.get("private"):
        return {**event, "option": None}
    if kind == "take" and event["seat"] != seat:
        return {**event, "card": None}
    if kind in memory.EVENTS:
        return memory.redact(event, seat)
    return event


# -- the game log -----------------------------------------------------------------------------------
REASONS = {
    "renown": "on Renown",
    "turn-limit": "at the turn limit",
    "no-packs-left": "with no pack left in play",
}
DISCARD_WHY = {
    "crinos": " to shift to Crinos",
    "umbra": " to pay the Umbra's price",
    "insight": " (Insight)",
    "discard-down": " down to the Sept draw",
}


def _card(iid: Any) -> str:
    """A card's name; a guardian is named after its Battlefield."""
    if not isinstance(iid, str) or not iid:
        return "?"
    try:
        name = card_of(iid).name
    except (KeyError, IndexError):
        return iid
    return f"{name}'s guardian" if iid.startswith(GUARDIAN) else name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(event: dict[str, Any], seat: Seat, names: Sequence[str]) -> str | None:
    """One log line for an event as `seat` may see it (hidden cards stay hidden); None to skip."""

    def who(s: Any) -> str:
        if not isinstance(s, int):
            return "?"
        return names[s] if 0 <= s < len(names) else f"Seat {s}"

    e = redact(event, seat)
    t = e["type"]
    if t == "seating":
        return f"Turn order, by Tribe Fury: {', '.join(who(s) for s in e['order'])}."
    if t == "deal":
        garou = ", ".join(_card(g) for g in e["garou"])
        return (
            f"{who(e['seat'])}'s pack takes the table: {garou}, with "
            f"{e['sept']} Sept and {e['combat']} Combat cards in its decks."
        )
    if t == "shuffle":
        if e["deck"] == "combat":
            return f"{who(e['seat'])} shuffles the Combat discards into a new Combat deck."
        return f"{who(e['seat'])} shuffles the Sept deck."
    if t == "turn":
        return f"— Turn {e['turn']} —"
    if t == "draw":
        deck = "Combat" if e["deck"] == "combat" else "Sept"
        text = f"{who(e['seat'])} draws {_plural(len(e['cards']), deck + ' card')}"
        shown = [_card(c) for c in e["cards"] if c]
        return text + (f": {', '.join(shown)}." if shown else ".")
    if t == "discard":
        return _describe_discard(e, who(e["seat"]))
    if t == "play":
        return _describe_play(e, who(e["seat"]), who)
    if t == "leave":
        to = e.get("to", "discard")
        if to == "victory":
            return f"{_card(e['iid'])} goes to {who(e['seat'])}'s Victory Pile."
        if to == "discard":
            return f"{_card(e['iid'])} is discarded."
        return f"{_card(e['iid'])} is removed from the game."
    if t == "umbra":
        why = e.get("why") or ""
        if why == "a card":
            why = "a card's effect"
        elif why and not why.startswith("a "):
            why = f"by {why}"  # the character whose card moved it
        why = f" ({why})" if why else ""
        return f"Umbra marker to {e['points']}{why}."
    if t == "level":
        return f"Renown level now {e['renown_level']}."
    if t == "lasting":
        return _describe_lasting(e, who)
    if t == "lasting-end":
        if e.get("why") == "cancel":
            return f"{_card(e.get('on'))}'s combat bonuses are cancelled."
        return None
    if t == "look":
        at = who(e["at"])
        where = "Combat hand" if e["zone"] == "combat-hand" else "Sept hand"
        if isinstance(e["cards"], list):
            shown = ", ".join(_card(c) for c in e["cards"]) or "nothing"
            return f"{who(e['seat'])} looks at {at}'s {where}: {shown}."
        return f"{who(e['seat'])} looks at {at}'s {where}."
    if t == "searched":
        found = f": {_card(e['card'])}" if e.get("card") else ""
        return f"{who(e['seat'])} searches the Sept deck and takes a card{found}."
    if t == "take":
        return None  # the "searched" line says it
    if t == "chosen":
        how = " (at random)" if e.get("random") else ""
        return f"{_card(e['source'])}: option {e['option'] + 1}{how}."
    if t == "attach":
        return f"{_card(e['iid'])} is attached to {_card(e['host'])}."
    if t == "wound":
        return f"{_card(e['char'])} takes {_plural(e['amount'], 'wound')}."
    if t == "heal":
        return f"{_card(e['char'])} heals {_plural(e['amount'], 'wound')}."
    if t == "flip":
        turn = "shifts to Crinos" if e["crinos"] else "returns to Breed form"
        return f"{_card(e['char'])} {turn}."
    if t == "upright":
        healed = ", healed" if e.get("healed", True) else ", keeping its wounds"
        return f"{_card(e['char'])} has regenerated and stands upright{healed}."
    if t == "rite-active":
        return f"{_card(e['iid'])} is complete."
    if t == "bonus":
        return f"{who(e['seat'])} scores {e['amount']} Renown."
    if t == "kill":
        return _describe_kill(e, who)
    if t == "dead":
        return f"{_card(e['char'])} dies."
    if t == "move":
        return _describe_move(e)
    if t == "regenerate":
        return f"{_card(e['char'])} regenerates ({_plural(e['quarters'], 'quarter turn')})."
    if t == "remove-player":
        return f"{who(e['seat'])} has no characters left and is out."
    if t == "moot-target":
        target = e["target"]
        return f"The Moot targets {who(target) if isinstance(target, int) else _card(target)}."
    if t == "vote":
        return f"{_card(e['char'])} votes {e['side']} ({e['votes']})."
    if t == "moot-result":
        if "votes" not in e:
            return f"{_card(e['moot'])} fails: it has no target."
        verdict = "passes" if e["passed"] else "fails"
        return f"{_card(e['moot'])} {verdict} ({e['votes'][0]}–{e['votes'][1]})."
    if t == "alpha":
        return f"{who(e['seat'])}'s alpha: {_card(e['char'])}."
    if t == "control":
        if e["seat"] is None:
            return f"{_card(e['iid'])} is freed and back in the Hunting Grounds."
        return f"{who(e['seat'])} now controls {_card(e['iid'])}."
    if t == "alpha-first":
        when = "before anybody else" if e["exclusive"] else "first"
        return f"{who(e['seat'])} will act {when} in the Alpha Phase."
    if t == "note":
        return _describe_note(e, who)
    if t == "prompt":
        if e["kind"] == "challenge":
            return f"{_card(e['by'])} challenges {_card(e['char'])}."
        if e["kind"] == "defend":
            return f"{_card(e['battlefield'])} is attacked; {who(e['seat'])} may defend it."
        return None
    if t == "answered":
        return _describe_answer(e, who)
    if t == "nominate":
        if e["nominee"] == e["seat"]:
            return f"{who(e['seat'])} offers to fight for the prey."
        return f"{who(e['seat'])} says {who(e['nominee'])} should fight for the prey."
    if t == "nominated":
        lot = " (chosen by lot)" if e.get("random") else ""
        return f"{who(e['seat'])} fights for the prey{lot}."
    if t == "combat":
        return f"Combat! {_card(e['hunter'])} hunts {_card(e['prey'])}."
    if t == "combat-flow":
        if e.get("step") in ("mid", "post"):
            return f"{e['step'].title()}-Combat events."
        if "round" in e:
            return f"Round {e['round']}."
        return None
    if t == "combat-pick":
        card = f"{_card(e['card'])} " if e["card"] else "a card "
        return f"{who(e['seat'])} picks {card}face down."
    if t == "spend":
        side = "Hunter" if e["side"] == 0 else "Prey"
        short = "" if e["eligible"] else " (too little Rage: the card is ineligible)"
        return f"{side} spends {e['amount']} Rage{short}."
    if t == "reveal":
        shown = [_card(c) for c in e["cards"] if c]
        return "Revealed: " + " vs ".join(shown) + "." if shown else None
    if t == "pass":
        what = {"attack": " and does not attack", "defend": " and does not respond"}
        return f"{who(e['seat'])} passes{what.get(e.get('what', ''), '')}."
    if t == "combat-end":
        return "The combat ends."
    if t == "game-over":
        winners = [who(s) for s in e["winners"]]
        verb = "wins" if len(winners) == 1 else "win"
        reason = REASONS.get(e.get("reason", ""), "")
        return (
            f"The game is over: {' and '.join(winners) or 'nobody'} {verb} {reason}".strip() + "."
        )
    # Bookkeeping nobody needs to read: flow, rotate, close-regen, event-target, limit-used,
    # lasting-tick.
    return None


def _describe_discard(e: dict[str, Any], who: str) -> str | None:
    cards = ", ".join(_card(c) for c in e["cards"])
    source = e["from"]
    why = DISCARD_WHY.get(e.get("why", ""), "")
    if source == "played":
        return None  # the Combat cards played this round go to the discard pile
    if source == "deck":
        return f"{who} discards {cards} from the top of the Sept deck{why}."
    if source in ("combat", "combat-hand"):
        return f"{who} discards {cards} from the Combat hand{why}."
    return f"{who} discards {cards}{why}."


def _describe_play(e: dict[str, Any], who: str, seat_name: Any) -> str:
    how = e.get("as")
    card = _card(e["card"])
    if how == "attach":
        return f"{who} attaches {card} to {_card(e['on'])}."
    if how == "prey":
        umbra_ = " (Umbra)" if e.get("umbra") else ""
        return f"{who} sends {card} into the Hunting Grounds{umbra_}."
    if how == "event":
        target = e.get("target")
        if isinstance(target, str):
            on = f" on {_card(target)}"
        elif isinstance(target, int):
            on = f" on {seat_name(target)}"
        else:
            on = ""
        return f"{who}: {_card(e.get('by'))} plays {card}{on}."
    if how == "moot":
        return f"{who}: {_card(e.get('by'))} calls the Moot {card}."
    return f"{who} plays {card}."


def _describe_lasting(e: dict[str, Any], who: Any) -> str | None:
    on = e["on"]
    name = who(on) if isinstance(on, int) else _card(on)
    kind, key = e["kind"], e["key"]
    if kind == "modify":
        sign = "+" if e["amount"] >= 0 else ""
        label = STAT_LABELS.get(key, key.replace("-", " ").title())
        return f"{name} {sign}{e['amount']} {label}."
    if kind == "grant" and key == "kailindo":
        return "Kailindo!"
    if kind == "grant":
        text = VOCAB.grants.get(key, key).replace("{amount}", str(e.get("amount", 0)))
        return f"{name} {text}."
    if kind == "prohibit":
        return f"{name} cannot {VOCAB.prohibitions.get(key, key)}."
    return None


def _describe_kill(e: dict[str, Any], who: Any) -> str:
    char = _card(e["char"])
    if e["char"].startswith(GUARDIAN):
        return f"{char} is defeated." if e.get("by") else f"{char} returns to its Battlefield."
    if isinstance(e.get("to"), int):
        return f"{who(e['to'])} scores {char}."
    return f"{char} is removed from the game."


def _describe_move(e: dict[str, Any]) -> str | None:
    char = _card(e["char"])
    if "where" in e:
        if e["where"] == "hunting":
            return f"{char} enters the Hunting Grounds."
        return f"{char} returns to the Staging Area."
    if "umbra" in e:
        return f"{char} steps {'into' if e['umbra'] else 'out of'} the Umbra."
    return None


def _describe_note(e: dict[str, Any], who: Any) -> str | None:
    what = e.get("what")
    if what == "wuss":
        return f"{_card(e.get('char'))} wusses out."
    if what == "refused":
        return f"{_card(e.get('char'))} refuses the challenge."
    if what == "frenzy":
        return f"{_card(e.get('char'))} frenzies!"
    if what == "cancelled":
        return f"{who(e.get('seat'))}'s earlier 'act first' card is cancelled."
    return None


def _describe_answer(e: dict[str, Any], who: Any) -> str | None:
    kind, option = e["kind"], e["option"]
    if kind == "challenge" and str(option).startswith("accept"):
        return f"{who(e['seat'])} accepts the challenge."
    if kind == "defend":
        if option == "decline":
            return f"{who(e['seat'])} does not defend."
        return f"{who(e['seat'])} defends with {_card(option)}."
    if kind == "fight-for":
        if option == e["seat"]:
            return f"{who(e['seat'])} offers to fight for the prey."
        return f"{who(e['seat'])} says {who(option)} should fight for the prey."
    return None  # the events that follow tell the rest (a discard, a flip, a target)
