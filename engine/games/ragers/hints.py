"""One line of why for a Ragers hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.ai.search import Analysis
from engine.core.ruleset import Command
from engine.i18n import _

View = dict[str, Any]


def reason(
    view: View, command: Command, analysis: Analysis | None, names: Sequence[str] = ()
) -> str:
    from engine.games.ragers.rules import RULESET

    data = RULESET.data
    kind = command["type"]
    if kind == "keep":
        return _("Keep your hand: every card in it can still be useful today.")
    if kind == "pass":
        return _("Pass: you have no card you may place today.")
    card = command["card"]
    what = data.kinds[data.kind_of(card)]
    name = what.name
    if kind == "discard":
        if data.kind_of(card) == view["forbidden"]:
            return _(
                "Discard the {name}: the patron forbids it today, so draw something useful."
            ).format(name=name)
        return _("Discard the {name}: it is the card you are least likely to need.").format(
            name=name
        )
    if kind == "place_extra":
        return _("Slip the {name} in face-down: it is the card you can spare most.").format(
            name=name
        )
    opp = 1 - view["seat"]
    theirs = _last_attack_icon(view, opp)
    limit = view["row_limit"]
    last = any(n + 1 >= limit for n in view["row_counts"])
    if what.is_attack:
        if theirs and data.beats(data.kind_of(card), theirs):
            beaten = data.kinds[theirs].name
            if last:
                return _(
                    "Place a {name}: it beats their last {beaten}, and this card decides the day."
                ).format(name=name, beaten=beaten)
            return _("Place a {name}: it beats their {beaten} if the day ended now.").format(
                name=name, beaten=beaten
            )
        if last:
            return _(
                "Place a {name}: the day ends with this card, and it is your best guess against "
                "their hand."
            ).format(name=name)
        return _("Place a {name}: it builds up your attack cards for the day.").format(name=name)
    effect = _(what.text).rstrip(".") if what.text else _("its effect helps you most now")
    effect = effect[:1].lower() + effect[1:]
    if kind == "veteran":
        return _("Put the {name}: {effect}.").format(name=name, effect=effect)
    return _("Place the {name}: {effect}.").format(name=name, effect=effect)


def _last_attack_icon(view: View, seat: int) -> str | None:
    from engine.games.ragers.rules import RULESET

    data = RULESET.data
    for slot in reversed(view["rows"][seat]):
        for placed in reversed(slot["cards"]):
            icon = placed.get("icon")
            if icon and data.is_attack(icon):
                return icon
    return None
