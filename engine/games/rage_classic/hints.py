"""One line of why for an original Rage hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from typing import Any

from engine.ccg.hints import reasoner
from engine.core.ruleset import Command
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.state import NULL
from engine.games.rage_classic.views import _card as _name
from engine.i18n import _

View = dict[str, Any]


def _reason(view: View, command: Command) -> str:
    kind = command["type"]
    creatures = {c["iid"]: c for c in view["creatures"]}
    me = view["seat"]
    if kind in ("pass", "ok", "allow", "done", "ready", "decline", "no-claim"):
        return _("Let it be: nothing you could do now is worth a card or a risk.")
    if kind == "discard":
        return _("Discard {name}: it is the card you will miss least.").format(
            name=_name(command["card"])
        )
    if kind == "stage":
        return _("Put {name} into play: it makes your pack stronger.").format(
            name=_name(command["card"])
        )
    if kind in ("play", "use"):
        target = command.get("target")
        card = _name(command.get("card"))
        if isinstance(target, str) and target in creatures:
            if creatures[target]["pack"] == me:
                text = _("Play {card} on your {target}: it is the best use of it now.")
            else:
                text = _("Play {card} on their {target}: it is the best use of it now.")
            return text.format(card=card, target=_name(target))
        return _("Play {card}: it is the best use of a card now.").format(card=card)
    if kind == "call":
        return _("Call the Junta {name}: the vote can go your way.").format(
            name=_name(command["card"])
        )
    if kind == "vote":
        return _("Vote {side}: that outcome is better for you.").format(side=command["side"])
    if kind == "alpha":
        return _("Make {name} your alpha: it is your best fighter now.").format(
            name=_name(command["creature"])
        )
    if kind in ("attack", "challenge", "bind", "raid"):
        target = command["target"]
        renown = creatures.get(target, {}).get("renown", 0)
        worth = _(", worth {renown} VP").format(renown=renown) if renown else ""
        verb = {
            "attack": _("Attack"),
            "challenge": _("Challenge"),
            "bind": _("Bind"),
            "raid": _("Raid"),
        }[kind]
        return _("{verb} {name}{worth}: your alpha should win.").format(
            verb=verb, name=_name(target), worth=worth
        )
    if kind == "engage":
        return _("Take on {name}: your alpha should win.").format(name=_name(command["target"]))
    if kind == "step":
        return _("Move {name} across: it is needed on the other side.").format(
            name=_name(command["creature"])
        )
    if kind == "step-in":
        return _("Step in with {name}: it can win this fight.").format(
            name=_name(command["creature"])
        )
    if kind == "claim":
        return _("Play for the prey: you can make it hurt your rivals.")
    if kind in ("assign", "instinct"):
        card = command["card"]
        if card == NULL:
            return _("Play a Null card: keep them guessing and your good cards for later.")
        return _("Play {name}: it deals or stops the most damage now.").format(name=_name(card))
    if kind == "aim":
        return _("Aim it at {name}: that is where it does the most.").format(
            name=_name(command["target"])
        )
    if kind == "trade":
        return _("Give {card} to {to}: it does more there.").format(
            card=_name(command["card"]), to=_name(command["to"])
        )
    if kind == "scrap":
        return _("Discard {name} from play: it is no longer worth keeping.").format(
            name=_name(command["card"])
        )
    if kind == "cancel":
        return _("Cancel with {name}: stop what hurts you most.").format(
            name=_name(command["card"])
        )
    if kind == "announce":
        return _("Announce your effect: go first while it still matters.")
    if kind == "choose":
        option = command["option"]
        if isinstance(option, str) and option:
            return _("Choose {name}: it is the best option here.").format(name=_name(option))
        return _("Take this option: it is the best one here.")
    return _("This looks like your best move now.")


reason = reasoner(POOL, _reason)
