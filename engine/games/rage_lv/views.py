"""What each seat may know: views and redacted events.

Hands are seen by their owner only; no one, the owner included, ever sees a deck's order.
Face-down combat picks stay hidden from everyone but their player until revealed.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.prompts import options as prompt_options
from engine.games.rage_lv.state import LvState, card_of

Seat = int | None


def _char(state: LvState, iid: str) -> dict[str, Any]:
    ch = state.chars[iid]
    return {
        "iid": iid,
        "card": card_of(iid).id,
        "owner": ch.owner if ch.pack else None,
        "pack": ch.pack,
        "where": ch.where,
        "umbra": ch.umbra,
        "crinos": ch.crinos,
        "wounds": ch.wounds,
        "regen": ch.regen,
        "renown": stats.stat(state, ch, "renown"),
        "rage": stats.stat(state, ch, "rage"),
        "gnosis": stats.stat(state, ch, "gnosis"),
        "health": stats.stat(state, ch, "health"),
        "attached": [t.iid for t in state.attached_to(iid)],
        "mods": [[m.stat, m.amount, m.until] for m in ch.mods],
    }


def view(state: LvState, seat: Seat, to_act: frozenset[int]) -> dict[str, Any]:
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
    return {
        "seat": seat,
        "turn": state.turn,
        "phase": state.phase,
        "to_act": sorted(to_act),
        "order": list(state.order),
        "umbra": state.umbra,
        "umbra_level": umbra.level(state.umbra),
        "renown_level": state.renown_level,
        "players": players,
        "chars": [_char(state, iid) for iid in state.chars],
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
    return event
