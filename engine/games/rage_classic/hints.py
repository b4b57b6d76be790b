"""One line of why for an original Rage hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from engine.ccg.hints import View, reasoner
from engine.core.ruleset import Command
from engine.games.rage_classic.cards import POOL
from engine.games.rage_classic.state import NULL
from engine.games.rage_classic.views import _card as _name
from engine.i18n import N_, _

#: commands whose why names one card the command holds: (its field, the sentence)
NAMED = {
    "discard": ("card", N_("Discard {name}: it is the card you will miss least.")),
    "stage": ("card", N_("Put {name} into play: it makes your pack stronger.")),
    "call": ("card", N_("Call the Junta {name}: the vote can go your way.")),
    "alpha": ("creature", N_("Make {name} your alpha: it is your best fighter now.")),
    "engage": ("target", N_("Take on {name}: your alpha should win.")),
    "step": ("creature", N_("Move {name} across: it is needed on the other side.")),
    "step-in": ("creature", N_("Step in with {name}: it can win this fight.")),
    "aim": ("target", N_("Aim it at {name}: that is where it does the most.")),
    "scrap": ("card", N_("Discard {name} from play: it is no longer worth keeping.")),
    "cancel": ("card", N_("Cancel with {name}: stop what hurts you most.")),
}
VERBS = {
    "attack": N_("Attack"),
    "challenge": N_("Challenge"),
    "bind": N_("Bind"),
    "raid": N_("Raid"),
}


def _reason(view: View, command: Command) -> str:
    kind = command["type"]
    creatures = {c["iid"]: c for c in view["creatures"]}
    me = view["seat"]
    if kind in ("pass", "ok", "allow", "done", "ready", "decline", "no-claim"):
        return _("Let it be: nothing you could do now is worth a card or a risk.")
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
    if kind == "vote":
        return _("Vote {side}: that outcome is better for you.").format(side=command["side"])
    if kind in VERBS:
        target = command["target"]
        renown = creatures.get(target, {}).get("renown", 0)
        worth = _(", worth {renown} VP").format(renown=renown) if renown else ""
        return _("{verb} {name}{worth}: your alpha should win.").format(
            verb=_(VERBS[kind]), name=_name(target), worth=worth
        )
    if kind == "claim":
        return _("Play for the prey: you can make it hurt your rivals.")
    if kind in ("assign", "instinct"):
        card = command["card"]
        if card == NULL:
            return _("Play a Null card: keep them guessing and your good cards for later.")
        return _("Play {name}: it deals or stops the most damage now.").format(name=_name(card))
    if kind == "trade":
        return _("Give {card} to {to}: it does more there.").format(
            card=_name(command["card"]), to=_name(command["to"])
        )
    if kind == "announce":
        return _("Announce your effect: go first while it still matters.")
    if kind == "choose":
        option = command["option"]
        if isinstance(option, str) and option:
            return _("Choose {name}: it is the best option here.").format(name=_name(option))
        return _("Take this option: it is the best one here.")
    return _("This looks like your best move now.")


reason = reasoner(POOL, _reason, NAMED, _name)
