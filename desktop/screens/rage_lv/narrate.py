"""Words for the CCG table's controls: phase names, commands, prompts and choices (log lines come
from the engine's `describe`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.games.rage_lv.state import card_of

PHASES = [
    ("start", "Start"),
    ("draw", "Sept Draw"),
    ("main", "Main"),
    ("moot-events", "Moots"),
    ("vote", "Vote"),
    ("alpha-pick", "Alphas"),
    ("alpha", "Alpha actions"),
    ("end", "End"),
]
PHASE_NAMES = dict(PHASES) | {"nominate": "Alpha actions", "setup": "Setting up", "over": "Over"}


def name(iid: Any) -> str:
    if not isinstance(iid, str) or not iid:
        return "?"
    try:
        return card_of(iid).name
    except (KeyError, IndexError):
        return iid


def describe_command(
    cmd: dict[str, Any], names: Sequence[str], prompt: dict[str, Any] | None = None
) -> str:
    """A command as a menu line a newcomer understands (`prompt`: the question it answers)."""
    kind = cmd.get("type")
    if kind == "pass":
        return "Pass"
    if kind == "combat-pass":
        return "Pass (play nothing)"
    if kind == "play":
        text = f"Play {name(cmd['card'])}"
        if cmd.get("on"):
            text += f" on {name(cmd['on'])}"
        if cmd.get("by"):
            text += f", by {name(cmd['by'])}"
        target = cmd.get("target")
        if isinstance(target, str):
            text += f", targeting {name(target)}"
        elif isinstance(target, int):
            text += f", targeting {names[target]}"
        if cmd.get("pay"):
            text += f" (discard {name(cmd['pay'])})"
        return text
    if kind == "regenerate":
        return f"Regenerate {name(cmd['char'])}"
    if kind == "action":
        text = f"Use {name(cmd['card'])}"
        if isinstance(cmd.get("target"), str):
            text += f" on {name(cmd['target'])}"
        elif isinstance(cmd.get("target"), int):
            text += f" on {names[cmd['target']]}"
        return text
    if kind == "vote":
        return f"Vote {cmd['side']} with {name(cmd['char'])}"
    if kind == "pick":
        return pick_text(cmd)
    if kind == "leave-umbra":
        return f"Bring {name(cmd['char'])} back from the Umbra (free)"
    if kind in ("attack", "challenge", "conquer", "liberate"):
        return f"{kind.title()} {name(cmd['target'])}"
    if kind == "shift":
        return "Shift to / from the Umbra before acting"
    if kind == "wuss":
        return "Wuss out (do nothing)"
    if kind == "nominate":
        return f"{names[cmd['seat']]} fights for the prey"
    if kind == "combat-card":
        return f"Play {name(cmd['card'])}"
    if kind == "combat-event":
        t = cmd.get("target")
        return f"Play {name(cmd['card'])}" + (f" on {name(t)}" if isinstance(t, str) else "")
    if kind == "ability":
        if cmd.get("index") == -1:
            return f"Kailindo: {name(cmd['card'])}"
        t = cmd.get("target")
        return f"Use {name(cmd['card'])}" + (f" on {name(t)}" if isinstance(t, str) else "")
    if kind == "choose":
        return choice_text(cmd["kind"], cmd["option"], names, prompt)
    return str(cmd)


def pick_text(cmd: dict[str, Any], cost: int | None = None, in_umbra: bool = False) -> str:
    text = f"{name(cmd['char'])}"
    flip = cmd.get("crinos")
    if flip is None:
        text += ", as is"
    elif flip == "deck":
        text += ", Crinos (discard the top Sept card)"
    else:
        text += f", Crinos (discard {name(flip)})"
    if cmd.get("cross"):
        way = "back out of the Umbra" if in_umbra else "into the Umbra"
        text += f", {way}" + (f" (discard {cost} from deck)" if cost else "")
    return text


def choice_text(
    kind: str, option: Any, names: Sequence[str], prompt: dict[str, Any] | None = None
) -> str:
    if kind in ("discard-down", "discard-hand", "discard-combat", "lose-gift"):
        return f"Discard {name(option)}"
    if kind == "moot-target":
        return f"Target {names[option]}" if isinstance(option, int) else f"Target {name(option)}"
    if kind == "challenge":
        text = str(option)
        if text == "refuse":
            return "Refuse the challenge"
        if text.startswith("accept"):
            return "Accept" + (f" with {name(text.split(':', 1)[1])}" if ":" in text else "")
        return text
    if kind == "defend":
        return "Do not defend" if option == "none" else f"Defend with {name(option)}"
    if kind == "reclaim":
        return "Keep it" if option == "none" else f"Reclaim {name(option)}"
    if kind == "crinos":
        if option == "stay":
            return "Stay in Breed form"
        return (
            "Crinos: discard the top Sept card"
            if option == "deck"
            else f"Crinos: discard {name(option)}"
        )
    if kind == "fight-for":
        return f"{names[option]} fights for the prey"
    if kind == "ccg":
        return card_choice_text(option, names, prompt or {})
    return f"{option}"


def card_choice_text(option: Any, names: Sequence[str], prompt: dict[str, Any]) -> str:
    """An answer to a card's question: a target, a card, one of its options, yes or no."""
    ask = prompt.get("ask")
    labels = prompt.get("labels") or []
    if ask == "option" and isinstance(option, int) and option < len(labels):
        return labels[option]
    if ask == "yes":
        return f"Use {name(prompt.get('card'))}" if option == "yes" else "Do not use it"
    if isinstance(option, int) and not isinstance(option, bool):
        return names[option] if 0 <= option < len(names) else f"Seat {option}"
    verb = {"card": "Take", "pick": "Discard", "pay": "Discard"}.get(str(ask), "Choose")
    return f"{verb} {name(option)}"


PROMPT_TITLES = {
    "discard-down": "Discard down to your Sept draw",
    "discard-hand": "Discard a Sept card",
    "discard-combat": "Discard a Combat card",
    "lose-gift": "The Umbra takes a Gift",
    "moot-target": "Name the Moot's target",
    "challenge": "You are challenged",
    "defend": "Defend your Battlefield?",
    "reclaim": "Reclaim a Battlefield?",
    "crinos": "Shift to Crinos?",
    "fight-for": "Who fights for the prey?",
    "ccg": "A card asks you to choose",
}


COMBAT_TYPES = {
    "combat",
    "reveal",
    "spend",
    "wound",
    "heal",
    "dead",
    "kill",
    "flip",
    "frenzy",
    "combat-end",
    "lasting",
    "lasting-end",
    "combat-pick",
    "combat-flow",
}
