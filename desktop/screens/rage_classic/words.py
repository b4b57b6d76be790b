"""The table's words for the engine's commands, prompts and combat steps (no pygame here)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: the steps of a combat round, in order, as the combat view shows them: (label, engine steps)
ROUND_STEPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Declare", ("declare", "bf-bring", "claim", "pre", "begin")),
    ("Play face down", ("play",)),
    ("Target", ("target", "feint")),
    ("Reveal", ("reveal",)),
    ("Bluff", ("revealed",)),
    ("Resolve", ("resolve", "withdraw", "between", "end")),
)

PROMPT_TITLES = {
    "challenge": "You are challenged",
    "withdraw": "Fight on or withdraw?",
    "bring": "Who joins the fight?",
    "bf-player": "Defend the Battlefield?",
    "buy": "Buy a keyword",
    "discard-down": "Discard down to your hand size",
    "regenerate": "Which damage card regenerates?",
    "ccg": "Choose",
}

PHASES = {
    "redraw": "Redraw",
    "regeneration": "Regeneration",
    "resource": "Resource",
    "umbra": "Umbra",
    "moot": "Moot",
    "combat": "Combat",
}


def name(iid: Any) -> str:
    """A card instance's name ('0.quick-jab.1' -> 'Quick Jab'), or the text itself."""
    if not isinstance(iid, str) or not iid:
        return "a card"
    try:
        from engine.games.rage_classic.state import card_of

        return card_of(iid).name
    except (KeyError, IndexError, ValueError):
        return iid


def step_index(step: str) -> int:
    for i, (_, steps) in enumerate(ROUND_STEPS):
        if step in steps:
            return i
    return 0


def describe(
    cmd: dict[str, Any],
    names: Sequence[str],
    prompt: dict | None = None,
    view: dict | None = None,
) -> str:
    """One line for a legal command, as a menu row (the view names a combat play's card)."""
    t = cmd["type"]

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def tgt() -> str:
        target = cmd.get("target")
        if isinstance(target, int):
            return f" on {who(target)}"
        return f" on {name(target)}" if isinstance(target, str) else ""

    if t == "pass":
        return "Pass"
    if t == "done":
        return "Done"
    if t == "ok":
        return "OK (let it happen)"
    if t == "allow":
        return "Allow it (no cancel)"
    if t == "announce":
        return "Announce an Offensive Effect (the others answer OK?)"
    if t == "decline":
        return "Decline to play it"
    if t == "play":
        by = f" with {name(cmd['by'])}" if cmd.get("by") else ""
        return f"Play {name(cmd['card'])}{by}{tgt()}"
    if t == "stage":
        by = f" for {name(cmd['by'])}" if cmd.get("by") else ""
        return f"Place {name(cmd['card'])} face down{by}"
    if t == "use":
        return f"Use {name(cmd['card'])}{tgt()}"
    if t == "scrap":
        return f"Scrap {name(cmd['card'])}"
    if t == "trade":
        return f"Give {name(cmd['card'])} to {name(cmd['to'])}"
    if t == "discard":
        return f"Discard {name(cmd['card'])}"
    if t == "alpha":
        return f"Choose {name(cmd['creature'])} as alpha"
    if t in ("attack", "challenge", "bind"):
        return f"{t.capitalize()} {name(cmd['target'])}"
    if t == "engage":
        return f"Engage the Battlefield {name(cmd['target'])} (option {cmd.get('option', 0) + 1})"
    if t == "assign":
        card = "a Null card" if cmd.get("card") in (None, "null") else name(cmd["card"])
        return f"{name(cmd['creature'])} plays {card} face down"
    if t == "aim":
        plays = ((view or {}).get("combat") or {}).get("plays") or []
        index = cmd.get("index")
        play = plays[index] if isinstance(index, int) and 0 <= index < len(plays) else {}
        card = play.get("card")
        what = name(card) if isinstance(card, str) and card != "hidden" else f"play {index + 1}"
        by = f" ({name(play['creature'])})" if play.get("creature") else ""
        return f"Aim {what}{by} at {name(cmd['target'])}"
    if t == "ready":
        return "Ready"
    if t == "step":
        return f"{name(cmd['creature'])} steps sideways"
    if t == "step-in":
        return f"{name(cmd['creature'])} steps in"
    if t == "claim":
        return "Play for the prey"
    if t == "no-claim":
        return "Let someone else play the prey"
    if t == "vote":
        return f"{name(cmd['creature'])} votes {cmd['side']}"
    if t == "choose":
        option = cmd.get("option")
        labels = (prompt or {}).get("labels")
        if isinstance(option, int) and labels and 0 <= option < len(labels):
            return str(labels[option])
        if isinstance(option, str) and "." in option:
            return name(option)
        return str(option).replace("-", " ").capitalize()
    rest = ", ".join(
        f"{k} {name(v) if isinstance(v, str) else v}" for k, v in cmd.items() if k != "type"
    )
    return f"{t.replace('-', ' ').capitalize()}" + (f": {rest}" if rest else "")


def mentions(cmd: dict[str, Any], iid: str) -> bool:
    """Whether a command names this card instance (what a click on it offers)."""
    return any(v == iid for k, v in cmd.items() if k != "type")
