"""What a newcomer is asked to do now, in one line (the table's bar shows it), and which of
their creatures a command names (the table rings them). No pygame but the ring drawing.

Read from the looking seat's legal commands and view, never from the rules' internals, so a
move the engine adds falls back to the general line ("click a glowing card, or A").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from desktop.screens.rage_classic import words

PASS_TYPES = ("pass", "done", "ok", "allow", "ready")
ACTING = ("alpha", "step", "step-in", "use", "scrap", "trade", "attack", "challenge", "bind")
RING = (250, 220, 110)


def what_now(
    view: Mapping[str, Any],
    legal: Sequence[dict[str, Any]],
    names: Sequence[str],
    me: int | None,
) -> str:
    """The bar's instruction for the seat at this table."""
    if view.get("over"):
        return "The game is over."
    to_act = [s for s in view.get("to_act", []) if s != me]
    if me is None or not legal:
        waiting = ", ".join(names[s] for s in to_act if 0 <= s < len(names))
        return f"Waiting for {waiting}…" if waiting else ""
    types = {c["type"] for c in legal}
    passes = [c for c in legal if c["type"] in PASS_TYPES]
    space = f"{words.describe(passes[0], names).split(' (')[0]} (Space)" if passes else ""
    prompt = view.get("prompt")
    if prompt:
        title = words.PROMPT_TITLES.get(prompt.get("kind", ""), "A question for you")
        return f"{title.rstrip('?:')}: choose in the list."
    if "alpha" in types:
        return "Choose your alpha for this turn: click a glowing character (or A)."
    if "vote" in types:
        return "Junta: vote with the buttons in the Juntas panel (or A)."
    window = view.get("window") or {}
    if "ok" in types and window.get("offense"):
        return "OK? An Offensive Effect is coming: OK (O) lets it happen, P pauses the count."
    if "allow" in types:
        return "A card waits to resolve: Allow it (Space), or cancel it with a card of yours."
    if "assign" in types:
        return (
            "Play face down: drag Combat cards onto your fighters (or click them), "
            f"then {space or 'Ready'}."
        )
    if "aim" in types:
        return "Target: click a revealed card of yours (or A) to choose what it hits."
    if "stage" in types:
        return (
            "Resource Phase: drag resources onto a character to place them face down, "
            f"then {space or 'Done'}."
        )
    if types & {"attack", "challenge", "engage", "bind", "raid"}:
        return f"Your alpha acts: attack, challenge or engage (click a target or A), or {space or 'Pass'}."
    if "step-in" in types:
        return f"Join the fight? A glowing character may step in, or {space or 'Pass'}."
    if "step" in types:
        return f"Umbra Phase: step sideways with a glowing character, or {space or 'Pass'}."
    if "discard" in types:
        when = "Redraw: d" if view.get("phase") == "redraw" else "D"
        return f"{when}iscard the cards you do not want (click them), then {space or 'Done'}."
    if types & {"claim", "no-claim"}:
        return "Prey: play for it, or let someone else (A)."
    if types & {"play", "use", "announce"}:
        return "Play a card: drag it where it lights up (or click it)" + (
            f", or {space}." if space else "."
        )
    if passes and len(types) == 1:
        return f"Nothing else to do: {space}."
    return "Your move: click a glowing card, or A for every action" + (
        f"; {space}." if space else "."
    )


def named_creatures(legal: Sequence[dict[str, Any]]) -> set[str]:
    """The creatures a command would act with or on (alpha, step, use...): rung on the table."""
    out: set[str] = set()
    for c in legal:
        if c["type"] in ACTING:
            out |= {v for k in ("creature", "by", "card") if isinstance(v := c.get(k), str)}
    return out


def draw_rings(surface: pygame.Surface, spots: Sequence[Any], named: set[str]) -> None:
    for spot in spots:
        if spot.kind == "creature" and spot.iid in named:
            pygame.draw.rect(surface, RING, spot.rect.inflate(6, 6), 2, border_radius=7)
