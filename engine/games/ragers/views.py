"""What each seat may know: views, redacted events and plain-words descriptions.

Hidden in Ragers: deck orders (from everyone, owners included), hands, the card a player has
chosen but not yet revealed (others only learn *that* they chose), a Deadeye's extra card
(never revealed to the opponent) and the content of discard piles (the rulebook lets only the
owner look through theirs; others see how many cards it holds). Everything revealed face-up
stays public, a Cheater-negated card included: everyone saw it before it was turned over.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from engine.core.ruleset import Event, Seat
from engine.games.ragers import combat
from engine.games.ragers.data import CardData
from engine.games.ragers.state import CHOOSE, HIDDEN, OVER, VETERAN, Placed, RagersState, Slot


def build_view(data: CardData, s: RagersState, seat: Seat) -> dict[str, Any]:
    mine = seat is not None
    choosing = s.phase == CHOOSE or (s.phase == VETERAN and s.on_top)
    my_choice: str | None = None
    if mine and choosing and s.chosen[seat]:
        my_choice = s.choices[seat] if s.choices[seat] is not None else "pass"
    return {
        "game": "ragers",
        "seat": seat,
        "sides": [
            {"seat": side.seat, "side": side.id, "name": side.name, "color": side.color}
            for side in data.sides
        ],
        "day": s.day,
        "days": s.options["days"],
        "turn": s.turn,
        "phase": s.phase,
        "to_act": [] if s.phase == OVER else sorted(s.pending),
        "hand": list(s.hands[seat]) if mine else None,
        "hand_counts": [len(h) for h in s.hands],
        "deck_counts": [len(d) for d in s.decks],
        "discard": list(s.discards[seat]) if mine else None,
        "discard_counts": [len(d) for d in s.discards],
        "rows": [[_slot(data, slot, owner, seat) for slot in s.rows[owner]] for owner in (0, 1)],
        "row_counts": [len(row) for row in s.rows],
        "row_limit": combat.row_limit(data, s),
        "patron": s.patron,
        "forbidden": combat.forbidden(data, s),
        "cheers": list(s.cheers),
        "patrons_left": len(s.patron_deck),
        "cheers_left": len(s.cheers_deck),
        "stacks": [[dict(entry) for entry in stack] for stack in s.stacks],
        "gp": list(s.gp),
        # whether each seat has made its face-down choice (never what it is)
        "chosen": list(s.chosen) if choosing else [False, False],
        "my_choice": my_choice,
        "on_top": s.on_top,
        "extras_due": sorted(s.extras_due),
        "veterans_due": sorted(s.veterans_due),
        "guarded": [g is not None for g in s.guards],
        "win_gp": s.options["win_gp"],
        "hand_size": s.options["hand_size"],
        "last": copy.deepcopy(s.last),
        # what everyone saw this game: each seat's face-up combat cards, patrons and cheers
        "shown": [list(cards) for cards in s.shown],
        "turned": list(s.turned),
        "over": s.phase == OVER,
        "result": copy.deepcopy(s.result),
        "winners": list(s.result["winners"]) if s.result else None,
    }


def _slot(data: CardData, slot: Slot, owner: int, seat: Seat) -> dict[str, Any]:
    return {
        "turn": slot.turn,
        "extra": slot.extra,
        "protected": slot.protected,
        "cards": [_placed(data, placed, owner, seat) for placed in slot.cards],
    }


def _placed(data: CardData, placed: Placed, owner: int, seat: Seat) -> dict[str, Any]:
    hidden = not placed.face_up and not placed.negated and owner != seat
    return {
        "card": HIDDEN if hidden else placed.card,
        "face_up": placed.face_up,
        "negated": placed.negated,
        "copied": placed.copied,
        "icon": combat.icon(data, placed),
    }


def rows_from_view(rows: list[list[dict[str, Any]]], unseen: str = HIDDEN) -> list[list[Slot]]:
    """The rows of a view as state slots; a card the viewer may not see becomes `unseen`."""
    return [
        [
            Slot(
                slot["turn"],
                [
                    Placed(
                        unseen if p["card"] == HIDDEN else p["card"],
                        p["face_up"],
                        p["negated"],
                        p["copied"],
                    )
                    for p in slot["cards"]
                ],
                slot["protected"],
                slot["extra"],
            )
            for slot in row
        ]
        for row in rows
    ]


def redact(event: Event, seat: Seat) -> Event | None:
    """The event as `seat` may see it. Idempotent: an already redacted event passes through
    (clients and replays may redact what they received)."""
    kind = event["type"]
    if kind == "setup" and "decks" not in event:
        return event
    if kind == "draw" and "cards" not in event:
        return event
    if kind == "setup":
        # Nobody sees a deck's order, not even its owner.
        return {
            "type": "setup",
            "deck_counts": [len(d) for d in event["decks"]],
            "patrons": len(event["patrons"]),
            "cheers": len(event["cheers"]),
        }
    if seat is not None and event.get("seat") == seat:
        return event  # a seat sees its own draws, choices and extras
    if kind == "draw":
        return {"type": "draw", "seat": event["seat"], "count": len(event["cards"])}
    if kind == "chose":
        # Only that the seat has chosen: not the card, not even whether it passed.
        return {"type": "chose", "seat": event["seat"], "on_top": event["on_top"]}
    if kind == "prepared":
        card = HIDDEN if event["card"] is not None else None
        return {"type": "prepared", "seat": event["seat"], "card": card}
    if kind == "extra":
        return {"type": "extra", "seat": event["seat"], "card": HIDDEN}
    return event


def describe(data: CardData, event: Event, names: Sequence[str]) -> str | None:
    """One line for a game log, from an already redacted event."""
    kind = event["type"]
    who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""

    def name(card: str | None) -> str:
        return (
            "nothing"
            if card is None
            else ("a face-down card" if card == HIDDEN else data.name_of(card))
        )

    if kind == "setup":
        return "The decks are shuffled."
    if kind == "draw":
        n = len(event["cards"]) if "cards" in event else event["count"]
        if "cards" in event:
            return f"{who} draws {', '.join(name(c) for c in event['cards'])}."
        return f"{who} draws {n} card{'s' if n != 1 else ''}."
    if kind == "day":
        text = f"Day {event['day']}: {data.patrons[event['patron']].name} watches over the Arena."
        if event["cheers"]:
            text += f" The crowd calls for {name(event['cheers'])}."
        return text
    if kind == "prepared":
        return (
            f"{who} discards {name(event['card'])}."
            if event["card"]
            else f"{who} keeps their hand."
        )
    if kind == "combat":
        return None
    if kind == "chose":
        if "card" in event:
            return f"{who} chooses {name(event['card'])}." if event["card"] else f"{who} passes."
        return f"{who} has chosen."
    if kind == "reveal":
        shown = [name(c) if c else "no card" for c in event["cards"]]
        return f"{names[0]} reveals {shown[0]}; {names[1]} reveals {shown[1]}."
    if kind == "copy":
        return f"{who}'s Chancer copies the {data.kinds[event['kind']].name}."
    if kind == "negate":
        return f"{who}'s {name(event['card'])} is negated and turned face-down."
    if kind == "guard":
        return f"{who}'s Stopper guards the next card of the row."
    if kind == "trigger":
        what = "an extra face-down card" if event["effect"] == "extra" else "a card on top of it"
        return f"{who}'s {name(event['card'])} calls for {what}."
    if kind == "skip":
        return f"{who} has no card to place for it."
    if kind == "extra":
        return f"{who} places {name(event['card'])} face-down beside the Deadeye."
    if kind == "veteran":
        return f"{who} places {name(event['card'])} on top of the Veteran."
    if kind == "resolve":
        return _describe_resolve(event, names)
    if kind == "game_over":
        return f"{names[event['winners'][0]]} wins the game ({event['reason']})."
    return None


def _describe_resolve(event: Event, names: Sequence[str]) -> str:
    if event["outcome"] == "losers":
        head = "Nobody has an attack card: two losers."
    elif event["outcome"] == "draw":
        head = f"A draw on {event['last_icons'][0]}s."
    else:
        w = event["winner"]
        head = f"{names[w]} wins the day with a {event['last_icons'][w]}."
    return f"{head} GP gained {event['gained'][0]}-{event['gained'][1]}, totals {event['totals'][0]}-{event['totals'][1]}."
