"""What a seat may know: views, event redaction and plain-words descriptions.

Hidden: other seats' hands, the trump pile's order (only its face-up card shows) and secret
bids until they are revealed. A spectator (seat None) sees no hand at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.ruleset import Event, Seat
from engine.games.rage_trick.cards import card_name, color_name
from engine.games.rage_trick.state import State


def public_options(options: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in options.items() if key != "deal"}


def view(state: State, seat: Seat) -> dict[str, Any]:
    """Everything `seat` may know. Treat it as read-only: finished records (plays, tricks,
    score rows) are shared with the state, not copied, to keep views cheap for bots."""
    seats = state.seats
    if state.bids_public:
        bids = list(state.bids)
    else:
        bids = [b if s == seat else None for s, b in enumerate(state.bids)]
    trick = state.trick
    winning = trick[state.win][0] if trick else None
    over = state.phase == "game_over"
    return {
        "game": "rage-trick",
        "seat": seat,
        "seats": seats,
        "preset": state.preset,
        "options": dict(state.public_options),
        "teams": [list(u) for u in state.unit_seats] if state.teams else None,
        "round": state.round,
        "rounds_total": len(state.schedule),
        "hand_size": state.hand_size,
        "dealer": state.dealer,
        "phase": state.phase,
        "to_act": state.turn,
        "hand": list(state.hands[seat]) if seat is not None and state.hands else None,
        "hand_counts": [len(hand) for hand in state.hands],
        "trump": None if state.suspended else state.trump_color,
        "trump_card": state.pile[0] if state.face_up else None,
        "trump_suspended": state.suspended,
        # the last trump colour, kept while Out suspends it (a Change may not name it again)
        "last_trump": state.trump_color,
        "pile_count": len(state.pile),
        # pile cards everyone saw this round (turned up at the deal or by a Change)
        "pile_seen": list(state.pile_seen),
        "skipped": list(state.skipped),
        "bids": bids,
        "has_bid": _has_bid(state),
        "tricks": list(state.tricks),
        "bonus": list(state.bonus),
        "mad": list(state.mad),
        "trick_no": state.trick_no,
        "leader": state.leader,
        "trick": list(state.trick_json),
        "lead": state.lead,
        "winning": winning,
        "trick_locked": state.wild_idx is not None,
        "last_trick": state.last_trick,
        "round_tricks": list(state.round_tricks),
        "scores": list(state.scores),
        "made": list(state.made),
        "rounds": list(state.rounds),
        "challenges": [
            {"seat": target, "trick": trick_no, "card": record[0], "lead": record[1]}
            for (trick_no, target), record in state.plays.items()
            if not record[3]
        ]
        if state.reneging
        else None,
        "winners": list(state.winners) if over and state.winners is not None else None,
        "tie_break": state.final["tie_break"] if over and state.final else None,
    }


def _has_bid(state: State) -> list[bool]:
    """Who has bid this round (public even when the bids are secret): bids go in turn."""
    seats = state.seats
    if state.phase != "bid":
        return [state.phase != "setup"] * seats
    done = (state.turn - state.leader) % seats
    return [(s - state.leader) % seats < done for s in range(seats)]


def redact(event: Event, seat: Seat) -> Event | None:
    """The event as `seat` may see it. Idempotent: an already redacted deal (no pile) is only
    narrowed further, so clients and replays may redact what they received."""
    kind = event["type"]
    if kind == "deal" and "pile" not in event:
        shown = dict(event)
        shown["hands"] = [hand if s == seat else None for s, hand in enumerate(event["hands"])]
        return shown
    if kind == "deal":
        shown = dict(event)
        hands = event["hands"]
        shown["hands"] = [hand if s == seat else None for s, hand in enumerate(hands)]
        shown["hand_counts"] = [len(hand) for hand in hands]
        del shown["pile"]
        shown["pile_count"] = len(event["pile"])
        return shown
    if kind == "bid" and event.get("secret") and seat != event["seat"]:
        # Another seat learns that a bid was written down, not how many tricks.
        return {"type": "bid", "seat": event["seat"], "tricks": None, "secret": True}
    return event


def describe(event: Event, seat: Seat, names: Sequence[str]) -> str | None:
    def who(s: int) -> str:
        return names[s] if 0 <= s < len(names) else f"Seat {s}"

    event = redact(event, seat) or event
    kind = event["type"]
    if kind == "deal":
        trump = event.get("trump")
        base = (
            f"Round {event['round']}: {who(event['dealer'])} deals {event['hand_size']} cards each"
        )
        skipped = event.get("skipped") or []
        if skipped:
            base += f"; {', '.join(card_name(c) for c in skipped)} turned up and put back"
        if trump is None:
            return base + "; there is no trump."
        return base + f"; trump is {color_name(trump)} ({card_name(event['trump_card'])})."
    if kind == "bid":
        if event.get("tricks") is None:
            return f"{who(event['seat'])} writes down a secret bid."
        return f"{who(event['seat'])} bids {event['tricks']}."
    if kind == "bids_revealed":
        return (
            "Bids revealed: "
            + ", ".join(f"{who(s)} {b}" for s, b in enumerate(event["bids"]))
            + "."
        )
    if kind == "play":
        text = f"{who(event['seat'])} plays {card_name(event['card'])}"
        if "color" in event:
            text += f" naming {color_name(event['color'])}"
        return text + "."
    if kind == "trump_changed":
        if event["by"] == "change":
            return (
                f"Trump is now {color_name(event['color'])} ({card_name(event['card'])} turned up)."
            )
        return f"The Wild Rage makes {color_name(event['color'])} trump."
    if kind == "trump_out":
        return "Out Rage: no trump for the rest of the round."
    if kind == "change_no_effect":
        return "No other colour is left in the trump pile; the Change Rage does nothing."
    if kind == "trick_won":
        extra = ""
        if event["bonus"]:
            extra += f" with {event['bonus']} Bonus Rage"
        if event["mad"]:
            extra += f" with {event['mad']} Mad Rage"
        return f"{who(event['winner'])} takes trick {event['trick']}{extra}."
    if kind == "round_scored":
        return (
            f"Round {event['round']} scored: "
            + ", ".join(f"{who(s)} {p:+d}" for s, p in enumerate(event["points"]))
            + "."
        )
    if kind == "challenge":
        verdict = "had" if event["held"] else "did not have"
        return (
            f"{who(event['by'])} challenges {who(event['seat'])}'s {card_name(event['card'])} "
            f"in trick {event['trick']}: they {verdict} {color_name(event['lead'])}; "
            f"{who(event['loser'])} loses {event['penalty']} points."
        )
    if kind == "game_over":
        winners = " and ".join(who(s) for s in event["winners"])
        return f"Game over: {winners} win{'s' if len(event['winners']) == 1 else ''}."
    return None
