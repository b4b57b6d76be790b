"""Log lines for the table and the combat log, from events already redacted for the looker."""

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


def describe_command(cmd: dict[str, Any], names: Sequence[str]) -> str:
    """A command as a menu line a newcomer understands."""
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
        return choice_text(cmd["kind"], cmd["option"], names)
    return str(cmd)


def pick_text(cmd: dict[str, Any], cost: int | None = None) -> str:
    text = f"{name(cmd['char'])}"
    flip = cmd.get("crinos")
    if flip is None:
        text += ", as is"
    elif flip == "deck":
        text += ", Crinos (discard the top Sept card)"
    else:
        text += f", Crinos (discard {name(flip)})"
    if cmd.get("umbra"):
        text += ", into the Umbra" + (f" (discard {cost} from deck)" if cost else "")
    return text


def choice_text(kind: str, option: Any, names: Sequence[str]) -> str:
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
    return f"{option}"


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
}


def line(event: dict[str, Any], names: Sequence[str]) -> str | None:
    """One log line for an event, or None for bookkeeping nobody needs to read."""
    try:
        return _line(event, names)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def _line(event: dict[str, Any], names: Sequence[str]) -> str | None:
    t = event["type"]
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    if t == "turn":
        return f"— Turn {event['turn']} —"
    if t == "draw":
        n = len(event["cards"])
        deck = "Combat" if event.get("deck") == "combat" else "Sept"
        return f"{who} draws {n} {deck} card{'s' if n != 1 else ''}"
    if t == "play":
        how = event.get("as")
        card = name(event["card"])
        if how == "attach":
            return f"{who} attaches {card} to {name(event['on'])}"
        if how == "prey":
            return f"{who} sends {card} into the Hunting Grounds" + (
                " (Umbra)" if event.get("umbra") else ""
            )
        if how == "event":
            return f"{who}: {name(event.get('by'))} plays {card}"
        if how == "moot":
            return f"{who}: {name(event.get('by'))} calls the Moot {card}"
        return f"{who} plays {card}"
    if t == "wound":
        return f"{name(event['char'])} takes {event['amount']} wound{'s' if event['amount'] != 1 else ''}"
    if t == "heal":
        return f"{name(event['char'])} heals {event['amount']}"
    if t == "umbra":
        return f"Umbra marker to {event['points']}" + (
            f" ({event['why']})" if event.get("why") else ""
        )
    if t == "vote":
        return f"{name(event['char'])} votes {event['side']} ({event['votes']})"
    if t == "moot-result":
        v = event.get("votes", [0, 0])
        return f"{name(event['moot'])} {'passes' if event['passed'] else 'fails'} ({v[0]}–{v[1]})"
    if t == "alpha":
        return f"{who}'s alpha: {name(event['char'])}"
    if t == "flip":
        return f"{name(event['char'])} {'shifts to Crinos' if event['crinos'] else 'returns to Breed form'}"
    if t == "combat":
        return f"Combat! {name(event['hunter'])} hunts {name(event['prey'])}"
    if t == "reveal":
        cards = [name(c) for c in event["cards"] if c]
        return "Revealed: " + " vs ".join(cards) if cards else None
    if t == "dead":
        return f"{name(event['char'])} dies"
    if t == "kill":
        to = event.get("to")
        if not isinstance(to, int):
            return f"{name(event['char'])} is removed from the game"
        return f"{names[to]} scores {name(event['char'])}"
    if t == "regenerate":
        return f"{name(event['char'])} regenerates ({event['quarters']} quarter turns)"
    if t == "rite-active":
        return f"{name(event['iid'])} is complete"
    if t == "moot-target":
        target = event["target"]
        return f"The Moot targets {names[target] if isinstance(target, int) else name(target)}"
    if t == "remove-player":
        return f"{who} has no characters left and is out"
    if t == "level":
        return f"Renown level now {event.get('level', '?')}"
    if t == "game-over":
        return "The game is over"
    if t == "bonus":
        return f"{who} scores {event['amount']} Renown"
    if t == "note":
        what = event.get("what")
        if what == "wuss":
            return f"{name(event.get('char'))} wusses out"
        if what == "refused":
            return f"{name(event.get('char'))} refuses the challenge"
        if what == "frenzy":
            return f"{name(event.get('char'))} frenzies!"
        if what == "cancelled":
            return "An earlier 'act first' card is cancelled"
        return None
    if t == "leave" and event.get("to") == "victory":
        return f"{name(event['iid'])} goes to a Victory Pile"
    if t == "control":
        return f"{name(event.get('iid'))} changes hands"
    return None


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
    "kailindo",
    "combat-end",
    "mod",
    "combat-pick",
    "cancel",
    "combat-flow",
}


def combat_line(event: dict[str, Any], names: Sequence[str]) -> str | None:
    try:
        return _combat_line(event, names)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def _combat_line(event: dict[str, Any], names: Sequence[str]) -> str | None:
    t = event["type"]
    if t == "combat-pick":
        return f"{names[event['seat']]} picks a card face down"
    if t == "spend":
        return f"{'Hunter' if event['side'] == 0 else 'Prey'} spends {event['amount']} Rage"
    if t == "mod":
        sign = "+" if event["amount"] >= 0 else ""
        return f"{name(event['char'])} {sign}{event['amount']} {event['stat'].title()}"
    if t == "combat-flow" and event.get("step") in ("mid", "post"):
        return f"{event['step'].title()}-Combat events"
    if t == "combat-flow" and "round" in event:
        return f"Round {event['round']}"
    if t == "combat-end":
        return "The combat ends"
    if t == "kailindo":
        return "Kailindo!"
    return line(event, names)
