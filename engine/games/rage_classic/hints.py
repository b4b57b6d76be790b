"""One line of why for an original Rage hint, in plain words, from the seat's view alone."""

from __future__ import annotations

from typing import Any

from engine.ai.search import Analysis
from engine.ai.shortlist import edge_words
from engine.core.ruleset import Command
from engine.games.rage_classic.cards import extra_cards, extra_table
from engine.games.rage_classic.state import NULL
from engine.games.rage_classic.views import _card as _name

View = dict[str, Any]


def reason(view: View, command: Command, analysis: Analysis | None) -> str:
    with extra_cards(extra_table(view.get("cards"))):
        return _reason(view, command) + edge_words(analysis)


def _reason(view: View, command: Command) -> str:
    kind = command["type"]
    creatures = {c["iid"]: c for c in view["creatures"]}
    me = view["seat"]
    if kind in ("pass", "ok", "allow", "done", "ready", "decline", "no-claim"):
        return "Let it be: nothing you could do now is worth a card or a risk."
    if kind == "discard":
        return f"Discard {_name(command['card'])}: it is the card you will miss least."
    if kind == "stage":
        return f"Put {_name(command['card'])} into play: it makes your pack stronger."
    if kind in ("play", "use"):
        target = command.get("target")
        if isinstance(target, str) and target in creatures:
            side = "your" if creatures[target]["pack"] == me else "their"
            return (
                f"Play {_name(command.get('card'))} on {side} {_name(target)}: "
                "it is the best use of it now."
            )
        return f"Play {_name(command.get('card'))}: it is the best use of a card now."
    if kind == "call":
        return f"Call the Junta {_name(command['card'])}: the vote can go your way."
    if kind == "vote":
        return f"Vote {command['side']}: that outcome is better for you."
    if kind == "alpha":
        return f"Make {_name(command['creature'])} your alpha: it is your best fighter now."
    if kind in ("attack", "challenge", "bind", "raid"):
        target = command["target"]
        renown = creatures.get(target, {}).get("renown", 0)
        worth = f", worth {renown} VP" if renown else ""
        verb = {"attack": "Attack", "challenge": "Challenge", "bind": "Bind", "raid": "Raid"}[kind]
        return f"{verb} {_name(target)}{worth}: your alpha should win."
    if kind == "engage":
        return f"Take on {_name(command['target'])}: your alpha should win."
    if kind == "step":
        return f"Move {_name(command['creature'])} across: it is needed on the other side."
    if kind == "step-in":
        return f"Step in with {_name(command['creature'])}: it can win this fight."
    if kind == "claim":
        return "Play for the prey: you can make it hurt your rivals."
    if kind in ("assign", "instinct"):
        card = command["card"]
        if card == NULL:
            return "Play a Null card: keep them guessing and your good cards for later."
        return f"Play {_name(card)}: it deals or stops the most damage now."
    if kind == "aim":
        return f"Aim it at {_name(command['target'])}: that is where it does the most."
    if kind == "trade":
        return f"Give {_name(command['card'])} to {_name(command['to'])}: it does more there."
    if kind == "scrap":
        return f"Scrap {_name(command['card'])}: it is no longer worth keeping."
    if kind == "cancel":
        return f"Cancel with {_name(command['card'])}: stop what hurts you most."
    if kind == "announce":
        return "Announce your effect: go first while it still matters."
    if kind == "choose":
        option = command["option"]
        if isinstance(option, str) and option:
            return f"Choose {_name(option)}: it is the best option here."
        return "Take this option: it is the best one here."
    return "This looks like your best move now."
