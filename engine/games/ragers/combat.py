"""Pure rules helpers: what may be placed, what revealed cards do, and how a day is scored.

Nothing here changes a state; the functions read it and return facts (events or summaries)
that the flow in rules.py emits and `Ragers.evolve` applies.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.ruleset import Event
from engine.games.ragers.data import CardData
from engine.games.ragers.state import Placed, RagersState, Slot

CHANCER, CHEATER, DEADEYE, STOPPER, VETERAN = "chancer", "cheater", "deadeye", "stopper", "veteran"


# -- what may be placed ------------------------------------------------------------------------
def forbidden(data: CardData, s: RagersState) -> str | None:
    return data.patrons[s.patron].forbids if s.patron else None


def row_limit(data: CardData, s: RagersState) -> int:
    return data.patrons[s.patron].row_limit if s.patron else 5


def placeable(data: CardData, s: RagersState, seat: int) -> list[str]:
    """Cards of the hand the patron allows, in hand order."""
    banned = forbidden(data, s)
    return [card for card in s.hands[seat] if data.kind_of(card) != banned]


def row_full(data: CardData, s: RagersState, seat: int) -> bool:
    return len(s.rows[seat]) >= row_limit(data, s)


# -- what a placed card is -----------------------------------------------------------------------
def icon(data: CardData, placed: Placed) -> str | None:
    """The combat icon a card shows now: None when face-down or negated."""
    if not placed.face_up or placed.negated:
        return None
    return placed.copied or data.kind_of(placed.card)


def card_gp(data: CardData, placed: Placed, slot: Slot) -> int:
    """Printed GP, doubled in a Stopper-guarded space; a Chancer never copies GP."""
    base = data.gp_of(placed.card)
    return base * 2 if slot.protected else base


def live_cards(row: list[Slot]) -> list[tuple[Slot, Placed]]:
    """Face-up, not negated cards of a row in placement order (covered Veterans included)."""
    return [
        (slot, placed)
        for slot in row
        for placed in slot.cards
        if placed.face_up and not placed.negated
    ]


# -- revealing -----------------------------------------------------------------------------------
def reveal_effects(data: CardData, s: RagersState, seats: list[int]) -> list[Event]:
    """The effects of the cards just revealed on top of `seats`' current spaces, in order.

    Cards revealed together are opposite each other; a single card (placed on a Veteran, or
    facing a player who passed) faces whatever tops the other row's space of this phase, whose
    own effects have already happened. Order: Chancers copy, then Cheaters negate (before
    anything else resolves), then the surviving cards act (Stopper guards, Deadeye and Veteran
    ask their owner to place a card).
    """
    new: dict[int, Placed] = {}
    opposite: dict[int, Slot | None] = {}
    for seat in seats:
        slot = s.main_slot(seat)
        assert slot is not None, "a revealed seat has a space this phase"
        new[seat] = slot.top
        opposite[seat] = s.main_slot(1 - seat)
    events: list[Event] = []

    # Chancers copy what faces them as it was revealed; an uncopied Chancer offers nothing
    # to copy, so two Chancers opposite each other copy nothing.
    effective: dict[int, str] = {}
    for seat in seats:
        mine = new[seat]
        kind = data.kind_of(mine.card)
        facing = opposite[seat]
        if kind == CHANCER and facing is not None:
            target = icon(data, facing.top)
            if target is not None and target != CHANCER:
                events.append({"type": "copy", "seat": seat, "card": mine.card, "kind": target})
                kind = target
        effective[seat] = kind

    # Cheaters (real or copied) negate the opposite card unless a Stopper guards its space;
    # decided for all revealed cards at once, so two Cheaters negate each other.
    negated: set[int] = set()
    for seat in seats:
        facing = opposite[seat]
        if effective[seat] != CHEATER or facing is None or facing.protected:
            continue
        victim = facing.top
        if victim.face_up and not victim.negated:
            negated.add(1 - seat)
            events.append(
                {"type": "negate", "seat": 1 - seat, "card": victim.card, "by": new[seat].card}
            )

    for seat in seats:
        if seat in negated:
            continue
        card = new[seat].card
        kind = effective[seat]
        if kind == STOPPER:
            events.append({"type": "guard", "seat": seat, "card": card})
        elif kind == DEADEYE:
            events.append({"type": "trigger", "seat": seat, "card": card, "effect": "extra"})
        elif kind == VETERAN:
            events.append({"type": "trigger", "seat": seat, "card": card, "effect": "veteran"})
    return events


def extra_filled_row(data: CardData, s: RagersState) -> bool:
    """A Deadeye's extra card placed this phase has just filled its row."""
    limit = row_limit(data, s)
    return any(
        row and row[-1].extra and row[-1].turn == s.turn and len(row) >= limit for row in s.rows
    )


# -- the resolution phase ------------------------------------------------------------------------
def last_attack(data: CardData, row: list[Slot]) -> Placed | None:
    """The last placed face-up attack card (a Chancer's copied attack counts)."""
    for slot in reversed(row):
        for placed in reversed(slot.cards):
            if data.is_attack(icon(data, placed)):
                return placed
    return None


def meets(data: CardData, cheers_id: str, row: list[Slot]) -> bool:
    """Whether the face-up cards of a row meet a cheers card (copied icons count)."""
    cheers = data.cheers[cheers_id]
    icons = Counter(icon(data, placed) for _, placed in live_cards(row))
    if cheers.forbids is not None and icons[cheers.forbids] > 0:
        return False
    return all(icons[kind] >= n for kind, n in Counter(cheers.requires).items())


def day_summary(data: CardData, s: RagersState) -> dict[str, Any]:
    """Everything the resolution phase decides, card by card, as public plain data."""
    lasts = [last_attack(data, s.rows[seat]) for seat in (0, 1)]
    icons = [icon(data, p) if p is not None else None for p in lasts]
    winner: int | None = None
    scoring: list[str | None] = [None, None]  # the icon whose attack cards score, per seat
    if icons[0] is None and icons[1] is None:
        outcome = "losers"
    elif icons[0] == icons[1]:
        outcome = "draw"
        scoring = [icons[0], icons[1]]
    else:
        outcome = "winner"
        if icons[1] is None or (icons[0] is not None and data.beats(icons[0], icons[1])):
            winner = 0
        else:
            winner = 1
        scoring[winner] = icons[winner]

    combat: list[list[dict[str, Any]]] = [[], []]
    for seat in (0, 1):
        if scoring[seat] is None:
            continue  # a loser scores no combat cards
        for slot, placed in live_cards(s.rows[seat]):
            shown = icon(data, placed)
            if shown == scoring[seat]:
                why = "attack"
            elif not data.is_attack(shown):
                why = "special"
            else:
                continue
            combat[seat].append(
                {
                    "card": placed.card,
                    "icon": shown,
                    "why": why,
                    "gp": card_gp(data, placed, slot),
                    "doubled": slot.protected,
                }
            )

    cheers: list[dict[str, Any]] = []
    for cheers_id in s.cheers:
        # Two losers: nobody has a face-up attack card, so no cheers card can be met.
        met = [outcome != "losers" and meets(data, cheers_id, s.rows[seat]) for seat in (0, 1)]
        if met[0] and met[1]:
            fate, to = "box", None
        elif met[0] or met[1]:
            fate, to = "won", (0 if met[0] else 1)
        else:
            fate, to = "stays", None
        cheers.append(
            {"card": cheers_id, "met": met, "fate": fate, "to": to, "gp": data.cheers[cheers_id].gp}
        )

    gained = [sum(entry["gp"] for entry in combat[seat]) for seat in (0, 1)]
    for entry in cheers:
        if entry["to"] is not None:
            gained[entry["to"]] += entry["gp"]
    return {
        "day": s.day,
        "patron": s.patron,
        "outcome": outcome,
        "winner": winner,
        "last": [p.card if p is not None else None for p in lasts],
        "last_icons": icons,
        "combat": combat,
        "cheers": cheers,
        "gained": gained,
        "totals": [s.gp[seat] + gained[seat] for seat in (0, 1)],
    }


def final_result(s: RagersState, reason_hint: str | None = None) -> dict[str, Any]:
    """The winner after the last day: GP, then cheers cards, then deck size, then Defenders."""
    scores = list(s.gp)
    cheers = [sum(1 for e in s.stacks[seat] if e["card"].startswith("cheers-")) for seat in (0, 1)]
    decks = [len(s.decks[seat]) for seat in (0, 1)]
    reason, winner = "defenders", 1  # the last tie-break: the accusation failed
    for name, values in (("gp", scores), ("cheers", cheers), ("deck", decks)):
        if values[0] != values[1]:
            reason, winner = name, (0 if values[0] > values[1] else 1)
            break
    return {
        "scores": scores,
        "winners": [winner],
        "reason": reason_hint or reason,
        "cheers_cards": cheers,
        "deck_counts": decks,
        "day": s.day,
    }
