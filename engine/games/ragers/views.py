"""What each seat may know: views, redacted events and plain-words descriptions.

Hidden in Ragers: deck orders (from everyone, owners included), hands, the card a player has
chosen but not yet revealed (others only learn *that* they chose, and see its hand one card
smaller either way, so a pass looks like a placed card), a Deadeye's extra card (never revealed to the
opponent) and what lies under the top of a discard pile (the rulebook: the top card is
visible to both players, the owner may look through the rest). Everything revealed face-up
stays public, a Cheater-negated card and a card discarded in the Preparation Phase (it lies
face up on the pile) included.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from engine.core.ruleset import Event, Seat
from engine.games.ragers import combat
from engine.games.ragers.data import CardData
from engine.games.ragers.state import CHOOSE, HIDDEN, OVER, VETERAN, Placed, RagersState, Slot
from engine.i18n import N_, _, ngettext


def _hand_count(s: RagersState, owner: int, seat: Seat, choosing: bool) -> int:
    """The size of `owner`'s hand as `seat` may know it: a hidden choice, a card or a pass,
    shows to the others as one card gone from the hand until the reveal."""
    n = len(s.hands[owner])
    passed = choosing and s.chosen[owner] and s.choices[owner] is None
    return max(0, n - 1) if passed and owner != seat else n


def build_view(data: CardData, s: RagersState, seat: Seat) -> dict[str, Any]:
    choosing = s.phase == CHOOSE or (s.phase == VETERAN and s.on_top)
    my_choice: str | None = None
    if seat is not None and choosing and s.chosen[seat]:
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
        "hand": list(s.hands[seat]) if seat is not None else None,
        "hand_counts": [_hand_count(s, i, seat, choosing) for i in (0, 1)],
        "deck_counts": [len(d) for d in s.decks],
        "discard": list(s.discards[seat]) if seat is not None else None,
        "discard_counts": [len(d) for d in s.discards],
        "discard_tops": [d[-1] if d else None for d in s.discards],
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
    if kind == "extra":
        return {"type": "extra", "seat": event["seat"], "card": HIDDEN}
    return event


#: why the game was won (final_result's "reason"), in words
REASONS = {
    "gp": N_("more Glory Points"),
    "cheers": N_("more cheers cards"),
    "deck": N_("more cards left in the deck"),
    "defenders": N_("the Defenders' tie-break"),
    "instant": N_("an instant win"),
}


def describe(data: CardData, event: Event, names: Sequence[str]) -> str | None:
    """One line for a game log, from an already redacted event."""
    kind = event["type"]
    who = names[event["seat"]] if isinstance(event.get("seat"), int) else ""

    def name(card: str | None) -> str:
        return (
            _("nothing")
            if card is None
            else (_("a face-down card") if card == HIDDEN else data.name_of(card))
        )

    if kind == "setup":
        return _("The decks are shuffled.")
    if kind == "draw":
        n = len(event["cards"]) if "cards" in event else event["count"]
        if "cards" in event:
            return _("{name} draws {cards}.").format(
                name=who, cards=", ".join(name(c) for c in event["cards"])
            )
        return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", n).format(
            name=who, n=n
        )
    if kind == "day":
        text = _("Day {day}: {patron} watches over the Arena.").format(
            day=event["day"], patron=data.patrons[event["patron"]].name
        )
        if event["cheers"]:
            text += " " + _("The crowd calls for {card}.").format(card=name(event["cheers"]))
        return text
    if kind == "prepared":
        return (
            _("{name} discards {card}.").format(name=who, card=name(event["card"]))
            if event["card"]
            else _("{name} keeps their hand.").format(name=who)
        )
    if kind == "combat":
        return None
    if kind == "chose":
        if "card" in event:
            if event["card"]:
                return _("{name} chooses {card}.").format(name=who, card=name(event["card"]))
            return _("{name} passes.").format(name=who)
        return _("{name} has chosen.").format(name=who)
    if kind == "reveal":
        shown = [name(c) if c else _("no card") for c in event["cards"]]
        return _("{first} reveals {card1}; {second} reveals {card2}.").format(
            first=names[0], card1=shown[0], second=names[1], card2=shown[1]
        )
    if kind == "copy":
        return _("{name}'s Chancer copies the {kind}.").format(
            name=who, kind=data.kinds[event["kind"]].name
        )
    if kind == "negate":
        return _("{name}'s {card} is negated and turned face-down.").format(
            name=who, card=name(event["card"])
        )
    if kind == "guard":
        return _("{name}'s Stopper guards the next card of the row.").format(name=who)
    if kind == "trigger":
        if event["effect"] == "extra":
            what = _("{name}'s {card} calls for an extra face-down card.")
        else:
            what = _("{name}'s {card} calls for a card on top of it.")
        return what.format(name=who, card=name(event["card"]))
    if kind == "skip":
        return _("{name} has no card to place for it.").format(name=who)
    if kind == "extra":
        return _("{name} places {card} face-down beside the Deadeye.").format(
            name=who, card=name(event["card"])
        )
    if kind == "veteran":
        return _("{name} places {card} on top of the Veteran.").format(
            name=who, card=name(event["card"])
        )
    if kind == "resolve":
        return _describe_resolve(data, event, names)
    if kind == "game_over":
        reason = event["reason"]
        return _("{name} wins the game ({reason}).").format(
            name=names[event["winners"][0]],
            reason=_(REASONS[reason]) if reason in REASONS else reason,
        )
    return None


def _describe_resolve(data: CardData, event: Event, names: Sequence[str]) -> str:
    # The icons are kinds ("slasher"); the log names the card as printed ("Slasher").
    icons = [data.kinds[icon].name if icon else icon for icon in event["last_icons"]]
    if event["outcome"] == "losers":
        head = _("Nobody has an attack card: two losers.")
    elif event["outcome"] == "draw":
        head = _("A draw on {icon}s.").format(icon=icons[0])
    else:
        w = event["winner"]
        head = _("{name} wins the day with a {icon}.").format(name=names[w], icon=icons[w])
    return (
        head
        + " "
        + _("GP gained {a}-{b}, totals {x}-{y}.").format(
            a=event["gained"][0], b=event["gained"][1], x=event["totals"][0], y=event["totals"][1]
        )
    )


def state_from_view(
    view: dict[str, Any], options: dict[str, Any], unseen: str = HIDDEN
) -> RagersState:
    """A state holding what every seat's view shows (the day, the turn, the patron, the cheers,
    the Glory Points and the rows, a card the viewer may not see as `unseen`); what the rest
    of a state holds is the caller's to imagine."""
    s = RagersState(options=options)
    s.phase = view["phase"]
    s.day = view["day"]
    s.turn = view["turn"]
    s.patron = view["patron"]
    s.cheers = list(view["cheers"])
    s.gp = list(view["gp"])
    s.rows = rows_from_view(view["rows"], unseen)
    return s
