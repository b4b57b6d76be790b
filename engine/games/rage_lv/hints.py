"""One line of why for a Rage (relaunch) hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from engine.ccg.hints import View, reasoner
from engine.core.ruleset import Command
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.views import _card as _name
from engine.i18n import N_, _

#: commands whose why names one card the command holds: (its field, the sentence)
NAMED = {
    "challenge": ("target", N_("Challenge {target}: you are the stronger one.")),
    "conquer": ("target", N_("Attack {target}: conquer it for its Renown.")),
    "pick": ("char", N_("Make {char} your alpha: it is your best fighter now.")),
    "regenerate": ("char", N_("Let {char} regenerate: it is badly hurt.")),
    "combat-event": ("card", N_("Play {card}: it tips this combat your way.")),
    "ability": ("card", N_("Use {card}: it tips this combat your way.")),
    "action": ("card", N_("Use {card}: it is the best thing to do with it now.")),
}


def _reason(view: View, command: Command) -> str:
    kind = command["type"]
    chars = {c["iid"]: c for c in view["chars"]}
    me = view["seat"]
    if kind in ("pass", "combat-pass"):
        return _("Pass: nothing you could do now is worth a card or a risk.")
    if kind == "play":
        card = card_of(command["card"])
        target = command.get("target")
        if command.get("on"):
            return _("Play {card} on {target}: it makes your pack stronger.").format(
                card=card.name, target=_name(command["on"])
            )
        if card.type == "enemy":
            return _("Put {card} in the Hunting Grounds: more prey to hunt for Renown.").format(
                card=card.name
            )
        if card.type in ("ally", "totem", "battlefield"):
            return _("Play {card}: it stays in play and helps you every turn.").format(
                card=card.name
            )
        if card.type == "moot":
            return _("Call the Moot {card}: the vote can go your way.").format(card=card.name)
        if isinstance(target, str) and target in chars:
            mine = chars[target]["owner"] == me
            text = (
                _("Play {card} on your {target}: it is the best use of it now.")
                if mine
                else _("Play {card} on their {target}: it is the best use of it now.")
            )
            return text.format(card=card.name, target=_name(target))
        return _("Play {card}: it is the best use of a card now.").format(card=card.name)
    if kind == "attack":
        prey = chars.get(command["target"], {})
        renown = prey.get("renown", 0)
        return _("Attack {target}: your alpha should win, and it is worth {n} Renown.").format(
            target=_name(command["target"]), n=renown
        )
    if kind == "vote":
        return _("Vote {side}: that outcome is better for you.").format(side=command["side"])
    if kind == "combat-card":
        card = card_of(command["card"])
        return _("Play {card}: it deals or stops the most damage for its Rage.").format(
            card=card.name
        )
    if kind == "choose":
        option = command["option"]
        what = command["kind"]
        if what in ("discard-down", "discard-hand", "discard-combat"):
            return _("Discard {card}: it is the card you will miss least.").format(
                card=_name(option)
            )
        if what == "challenge":
            return (
                _("Refuse the challenge: you would likely lose it.")
                if option == "refuse"
                else _("Accept the challenge: you can win it.")
            )
        if what == "defend":
            if option == "decline":
                return _("Do not defend: the fight is not worth the risk.")
            return _("Defend with {card}: it can hold the Battlefield.").format(card=_name(option))
        if what == "answer":  # a card played in answer (engine.ccg.reactions)
            if option == "pass":
                return _("Pass: keep your card for a better moment.")
            return _("Play {card} in answer: it is the best use of it now.").format(
                card=_name(option)
            )
        if what == "moot-target":
            who = _("Seat {n}").format(n=option + 1) if isinstance(option, int) else _name(option)
            return _("Aim the Moot at {who}: it hurts your rivals most.").format(who=who)
        if isinstance(option, str) and option not in ("stay", "none"):
            return _("Choose {option}: it is the best option here.").format(option=_name(option))
        return _("Take this option: it is the best one here.")
    if kind == "nominate":
        return _("Let this seat fight for the prey: it has the best chance.")
    if kind == "leave-umbra":
        return _("Step out of the Umbra: nothing worth hunting there now.")
    return _("This looks like your best move now.")


reason = reasoner(POOL, _reason, NAMED, _name)
