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
from engine.i18n import _, ngettext


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
    assert state.turn is not None  # bids go in turn: someone is to bid
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
        return names[s] if 0 <= s < len(names) else _("Seat {n}").format(n=s)

    event = redact(event, seat) or event
    kind = event["type"]
    if kind == "deal":
        trump = event.get("trump")
        base = ngettext(
            "Round {round}: {dealer} deals {size} card each",
            "Round {round}: {dealer} deals {size} cards each",
            event["hand_size"],
        ).format(round=event["round"], dealer=who(event["dealer"]), size=event["hand_size"])
        skipped = event.get("skipped") or []
        if skipped:
            base += _("; {cards} turned up and put back").format(
                cards=", ".join(card_name(c) for c in skipped)
            )
        if trump is None:
            return base + _("; there is no trump.")
        return base + _("; trump is {color} ({card}).").format(
            color=color_name(trump), card=card_name(event["trump_card"])
        )
    if kind == "bid":
        if event.get("tricks") is None:
            return _("{name} writes down a secret bid.").format(name=who(event["seat"]))
        return _("{name} bids {tricks}.").format(name=who(event["seat"]), tricks=event["tricks"])
    if kind == "bids_revealed":
        return _("Bids revealed: {bids}.").format(
            bids=", ".join(f"{who(s)} {b}" for s, b in enumerate(event["bids"]))
        )
    if kind == "play":
        if "color" in event:
            return _("{name} plays {card} naming {color}.").format(
                name=who(event["seat"]),
                card=card_name(event["card"]),
                color=color_name(event["color"]),
            )
        return _("{name} plays {card}.").format(
            name=who(event["seat"]), card=card_name(event["card"])
        )
    if kind == "trump_changed":
        if event["by"] == "change":
            return _("Trump is now {color} ({card} turned up).").format(
                color=color_name(event["color"]), card=card_name(event["card"])
            )
        return _("The Wild Rage makes {color} trump.").format(color=color_name(event["color"]))
    if kind == "trump_out":
        return _("Out Rage: no trump for the rest of the round.")
    if kind == "change_no_effect":
        return _("No other colour is left in the trump pile; the Change Rage does nothing.")
    if kind == "trick_won":
        extra = ""
        if event["bonus"]:
            extra += _(" with {n} Bonus Rage").format(n=event["bonus"])
        if event["mad"]:
            extra += _(" with {n} Mad Rage").format(n=event["mad"])
        return _("{name} takes trick {trick}{extra}.").format(
            name=who(event["winner"]), trick=event["trick"], extra=extra
        )
    if kind == "round_scored":
        return _("Round {round} scored: {points}.").format(
            round=event["round"],
            points=", ".join(f"{who(s)} {p:+d}" for s, p in enumerate(event["points"])),
        )
    if kind == "challenge":
        text = (
            _(
                "{by} challenges {name}'s {card} in trick {trick}: they had {color}; "
                "{loser} loses {penalty} points."
            )
            if event["held"]
            else _(
                "{by} challenges {name}'s {card} in trick {trick}: they did not have {color}; "
                "{loser} loses {penalty} points."
            )
        )
        return text.format(
            by=who(event["by"]),
            name=who(event["seat"]),
            card=card_name(event["card"]),
            trick=event["trick"],
            color=color_name(event["lead"]),
            loser=who(event["loser"]),
            penalty=event["penalty"],
        )
    if kind == "game_over":
        winners = _(" and ").join(who(s) for s in event["winners"])
        return ngettext(
            "Game over: {names} wins.", "Game over: {names} win.", len(event["winners"])
        ).format(names=winners)
    return None
