"""One line of why for a Rage (relaunch) hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from typing import Any

from engine.ai.search import Analysis
from engine.ai.shortlist import edge_words
from engine.core.ruleset import Command
from engine.games.rage_lv.data import extra_cards, extra_table
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.views import _card as _name

View = dict[str, Any]


def reason(view: View, command: Command, analysis: Analysis | None) -> str:
    with extra_cards(extra_table(view.get("cards"))):
        return _reason(view, command) + edge_words(analysis)


def _reason(view: View, command: Command) -> str:
    kind = command["type"]
    chars = {c["iid"]: c for c in view["chars"]}
    me = view["seat"]
    if kind in ("pass", "combat-pass"):
        return "Pass: nothing you could do now is worth a card or a risk."
    if kind == "play":
        card = card_of(command["card"])
        target = command.get("target")
        if command.get("on"):
            return f"Play {card.name} on {_name(command['on'])}: it makes your pack stronger."
        if card.type == "enemy":
            return f"Put {card.name} in the Hunting Grounds: more prey to hunt for Renown."
        if card.type in ("ally", "totem", "battlefield"):
            return f"Play {card.name}: it stays in play and helps you every turn."
        if card.type == "moot":
            return f"Call the Moot {card.name}: the vote can go your way."
        if isinstance(target, str) and target in chars:
            mine = chars[target]["owner"] == me
            side = "your" if mine else "their"
            return f"Play {card.name} on {side} {_name(target)}: it is the best use of it now."
        return f"Play {card.name}: it is the best use of a card now."
    if kind == "attack":
        prey = chars.get(command["target"], {})
        renown = prey.get("renown", 0)
        return (
            f"Attack {_name(command['target'])}: your alpha should win, and it is worth "
            f"{renown} Renown."
        )
    if kind == "challenge":
        return f"Challenge {_name(command['target'])}: you are the stronger one."
    if kind == "conquer":
        return f"Attack {_name(command['target'])}: conquer it for its Renown."
    if kind == "pick":
        return f"Make {_name(command['char'])} your alpha: it is your best fighter now."
    if kind == "regenerate":
        return f"Let {_name(command['char'])} regenerate: it is badly hurt."
    if kind == "vote":
        return f"Vote {command['side']}: that outcome is better for you."
    if kind == "combat-card":
        card = card_of(command["card"])
        return f"Play {card.name}: it deals or stops the most damage for its Rage."
    if kind == "combat-event":
        return f"Play {_name(command['card'])}: it tips this combat your way."
    if kind == "ability":
        return f"Use {_name(command.get('card'))}: it tips this combat your way."
    if kind == "action":
        return f"Use {_name(command['card'])}: it is the best thing to do with it now."
    if kind == "choose":
        option = command["option"]
        what = command["kind"]
        if what in ("discard-down", "discard-hand", "discard-combat"):
            return f"Discard {_name(option)}: it is the card you will miss least."
        if what == "challenge":
            return (
                "Refuse the challenge: you would likely lose it."
                if option == "refuse"
                else ("Accept the challenge: you can win it.")
            )
        if what == "defend":
            if option == "decline":
                return "Do not defend: the fight is not worth the risk."
            return f"Defend with {_name(option)}: it can hold the Battlefield."
        if what == "moot-target":
            who = f"Seat {option + 1}" if isinstance(option, int) else _name(option)
            return f"Aim the Moot at {who}: it hurts your rivals most."
        if isinstance(option, str) and option not in ("stay", "none"):
            return f"Choose {_name(option)}: it is the best option here."
        return "Take this option: it is the best one here."
    if kind == "nominate":
        return "Let this seat fight for the prey: it has the best chance."
    if kind == "leave-umbra":
        return "Step out of the Umbra: nothing worth hunting there now."
    return "This looks like your best move now."
