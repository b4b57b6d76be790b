"""One line of why for a rage-trick hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.ai.search import Analysis
from engine.core.ruleset import Command
from engine.games.rage_trick.bots import card_power
from engine.games.rage_trick.cards import (
    BONUS,
    CHANGE,
    COLOR,
    KIND,
    MAD,
    NUMBER,
    OUT,
    VALUE,
    WILD,
    card_name,
    color_name,
)
from engine.games.rage_trick.tricks import strength
from engine.i18n import _, ngettext

View = dict[str, Any]


def _tricks(n: int) -> str:
    return ngettext("{n} trick", "{n} tricks", n).format(n=n)


def _need(view: View) -> int | None:
    """Tricks the seat's side still wants, or None before its bid is known."""
    seat = view["seat"]
    members = next((t for t in view.get("teams") or [] if seat in t), [seat])
    bids = [view["bids"][s] for s in members]
    if any(b is None for b in bids):
        return None
    return sum(bids) - sum(view["tricks"][s] for s in members)


def _wins_now(view: View, card: str, named: str | None) -> bool:
    """Whether the card would be winning the trick once played (later players aside)."""
    trick = view["trick"]
    trump = view["trump"]
    kind = KIND[card]
    if not trick:
        return kind in (NUMBER, WILD)
    if view["trick_locked"]:
        return False
    if kind == WILD and trump is not None:
        return True
    lead = view["lead"]
    best = max(strength(p["card"], p.get("color"), trump, lead) for p in trick)
    return strength(card, named, trump, lead) > best


def reason(
    view: View, command: Command, analysis: Analysis | None, names: Sequence[str] = ()
) -> str:
    if command["type"] == "bid":
        return _bid_reason(view, command["tricks"])
    if command["type"] == "challenge":
        return _("Challenge: that player has since played the colour they said they lacked.")
    others = [
        c.command
        for c in (analysis.candidates if analysis else [])
        if c.command != command and c.command["type"] == "play"
    ]
    return _play_reason(view, command["card"], command.get("color"), others)


def _bid_reason(view: View, bid: int) -> str:
    hand = view["hand"]
    trump = view["trump"]
    strong = sorted(
        (
            c
            for c in hand
            if card_power(c, hand, trump, view["seats"], view["preset"] == "oh-hell") >= 0.5
        ),
        key=lambda c: -card_power(c, hand, trump, view["seats"], view["preset"] == "oh-hell"),
    )
    if bid == 0:
        return _("Bid 0: your cards are low, so aim to take no tricks at all.")
    if strong:
        names = [card_name(c) for c in strong[: min(3, bid)]]
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + _(" and ") + names[-1]
        return _("Bid {bid}: count on your {cards} to take about {tricks}.").format(
            bid=bid, cards=listed, tricks=_tricks(bid)
        )
    return _(
        "Bid {bid}: your hand should take about {tricks}, but none of them is certain."
    ).format(bid=bid, tricks=_tricks(bid))


def _play_reason(view: View, card: str, named: str | None, others: list[Command]) -> str:
    """Why to play the card; `others`: the other plays the search weighed (none known: the
    card is taken to be the seat's only choice)."""
    name = card_name(card)
    kind = KIND[card]
    need = _need(view)
    leading = not view["trick"]
    wins = _wins_now(view, card, named)
    trick_cards = [p["card"] for p in view["trick"]]
    if kind == WILD:
        if view["trump"] is not None and not view["trick_locked"]:
            return _("Play the Wild Rage naming {color}: it takes this trick for sure.").format(
                color=color_name(named)
            )
        return _("Play the Wild Rage naming {color}: it counts as the 16 of that colour.").format(
            color=color_name(named)
        )
    if kind == OUT:
        return _("Play the Out Rage: with no trump, your high cards are safer from being trumped.")
    if kind == CHANGE:
        if named is None:
            return _("Play the Change Rage now: it costs you nothing in this trick.")
        return _("Play the Change Rage naming {color}: that colour suits your hand better.").format(
            color=color_name(named)
        )
    if kind == MAD:
        return _(
            "Play the Mad Rage here: whoever takes this trick loses 5 points, and it won't be you."
        )
    if kind == BONUS:
        return _("Play the Bonus Rage on a trick you will take: it is worth 5 points.")
    if need is None:
        return _("Play the {card}.").format(card=name)
    if any(KIND[c] == MAD for c in trick_cards) and not wins:
        return _(
            "Play low with the {card}: a Mad Rage is in this trick, let someone else take it."
        ).format(card=name)
    if any(KIND[c] == BONUS for c in trick_cards) and wins:
        return _("Take it with the {card}: a Bonus Rage is in this trick.").format(card=name)
    if need <= 0:
        if need == 0:
            made = _("you bid 0") if _bid_is_zero(view) else _("you have made your bid")
        else:
            made = _("you already have more tricks than you bid")
        if leading:
            return _("Play low: {why} and the lead is yours.").format(why=made)
        if wins and all(_wins_now(view, c["card"], c.get("color")) for c in others):
            return _(
                "Play the {card}: every card you hold would take this trick; better now with "
                "your highest."
            ).format(card=name)
        if wins and need < 0:
            return _(
                "Take it with the {card}: your bid is lost already, and a trick you take is one "
                "the others can't use."
            ).format(card=name)
        if wins:
            return _(
                "Take it with the {card}: it costs you your bid, but it costs the others more."
            ).format(card=name)
        return _("Duck with the {card}: {why}, and it loses this trick.").format(
            card=name, why=made
        )
    wanted = _tricks(need)
    if leading:
        if COLOR[card] is not None and COLOR[card] == view["trump"]:
            return _(
                "Lead the {card}: you still need {wanted}, and trump leads draw out the others' "
                "trumps."
            ).format(card=name, wanted=wanted)
        return _(
            "Lead the {card}: you still need {wanted}, and it is your best chance to take one."
        ).format(card=name, wanted=wanted)
    if wins:
        return _("Take it with the {card}: you still need {wanted}.").format(
            card=name, wanted=wanted
        )
    if _weaker_loser(view, card, named, others):
        # a lower card would lose this trick as well: the search keeps that one on purpose,
        # so "keep your strong cards" would say the opposite of the move
        return _(
            "Play the {card}: this trick is lost, and the search counts on your other cards "
            "for the {wanted} you need."
        ).format(card=name, wanted=wanted)
    return _(
        "Play the {card}: you can't take this trick, so keep your strong cards for later."
    ).format(card=name)


def _weaker_loser(view: View, card: str, named: str | None, others: list[Command]) -> bool:
    """Whether another play the search weighed is lower than `card` and loses too (by
    trick strength, then face value: two cards off the lead and trump both count 0)."""
    trump, lead = view["trump"], view["lead"]
    mine = (strength(card, named, trump, lead), VALUE[card])
    return any(
        not _wins_now(view, c["card"], c.get("color"))
        and (strength(c["card"], c.get("color"), trump, lead), VALUE[c["card"]]) < mine
        for c in others
        if KIND[c["card"]] == NUMBER
    )


def _bid_is_zero(view: View) -> bool:
    seat = view["seat"]
    return view["bids"][seat] == 0
