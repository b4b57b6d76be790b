"""What a newcomer is asked to do now, in one line (the table's bar shows it), and which of
their creatures a command names (the table rings them).

Read from the looking seat's legal commands and view, never from the rules' internals, so a
move the engine adds falls back to the general line ("click a glowing card, or A").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop.screens.rage_classic import words
from engine.games.rage_classic.risks import face_down_risk
from engine.games.rage_classic.views import prey_and_foe
from engine.games.rage_classic.winning import leaders
from engine.i18n import N_, _, spoken_list

#: what Space and the Pass button send (letting the prey be, or an announced Offensive
#: Effect, too: the Hint calls both "Let it be")
PASS_TYPES = ("pass", "done", "ok", "allow", "ready", "no-claim", "decline")
ACTING = ("alpha", "step", "step-in", "use", "scrap", "trade", "attack", "challenge", "bind")


def button_word(command: dict[str, Any], names: Sequence[str]) -> str:
    """The Pass button's words for `command`, which the bar names too ("click Let it be")."""
    if command["type"] in ("no-claim", "decline"):  # the Hint's words, fit for the button
        return _("Let it be")
    return words.describe(command, names).split(" (")[0]


def what_now(
    view: Mapping[str, Any],
    legal: Sequence[dict[str, Any]],
    names: Sequence[str],
    me: int | None,
) -> str:
    """The bar's instruction for the seat at this table."""
    if view.get("over"):
        return _("The game is over.")
    to_act = [s for s in view.get("to_act", []) if s != me]
    if me is None or not legal:
        waiting = spoken_list([names[s] for s in to_act if 0 <= s < len(names)])
        return _("Waiting for {names}…").format(names=waiting) if waiting else ""
    types = {c["type"] for c in legal}
    passes = [c for c in legal if c["type"] in PASS_TYPES]
    space = (
        # both ways, the button's own word and the key (a mouse player read "(Space)" alone)
        _("click {button} or press Space").format(button=button_word(passes[0], names))
        if passes
        else ""
    )
    prompt = view.get("prompt")
    if prompt:
        title = _(words.PROMPT_TITLES.get(prompt.get("kind", ""), N_("A question for you")))
        if prompt.get("kind") == "ccg" and prompt.get("card"):  # the card that asks
            title = words.name(prompt["card"])
        return _("{title}: choose in the list.").format(title=title.rstrip("?:"))
    if "alpha" in types:
        return _("Choose your alpha for this turn: click a glowing character (or A).")
    if "vote" in types:
        return _("Junta: vote with the buttons in the Juntas panel (or A).")
    window = view.get("window") or {}
    if "ok" in types and window.get("offense"):
        return _("OK? An Offensive Effect is coming: OK (O) lets it happen, P pauses the count.")
    if "allow" in types:
        return _(
            "A card waits to resolve: let it ({then}), or cancel it with a card of yours."
        ).format(then=space or _("Allow it"))
    if "assign" in types:
        return _(
            "Play face down: drag Combat cards onto your fighters (or click them, or A), then {then}."
        ).format(then=space or _("Ready"))
    if "aim" in types:
        return _("Target: click a revealed card of yours (or A) to choose what it hits.")
    if "stage" in types:
        return _stage_line(legal).format(then=space or _("Done"))
    if types & {"attack", "challenge", "engage", "bind", "raid"}:
        return _(
            "Your alpha acts: attack, challenge or engage (click a target or A), or {then}."
        ).format(then=space or _("Pass"))
    if "step-in" in types:
        return _("Join the fight? A glowing character may step in, or {then}.").format(
            then=space or _("Pass")
        )
    if "step" in types:
        return _("Umbra Phase: step sideways with a glowing character, or {then}.").format(
            then=space or _("Pass")
        )
    if "discard" in types:
        if view.get("phase") == "redraw":
            return _(
                "Redraw: discard the cards you do not want (click them, or A), then {then}."
            ).format(then=space or _("Done"))
        return _("Discard the cards you do not want (click them, or A), then {then}.").format(
            then=space or _("Done")
        )
    if types & {"claim", "no-claim"}:
        combat = view.get("combat") or {}
        prey, foe = prey_and_foe(combat, view.get("creatures") or [])
        if prey and foe:
            return _("Prey: play Combat cards for {prey} against {foe} (A), or {then}.").format(
                prey=words.name(prey), foe=words.name(foe), then=space or _("let it be")
            )
        return _("Prey: play for it (A), or {then}.").format(then=space or _("let someone else"))
    if types & {"play", "use", "announce"}:
        if space:
            return _(
                "Play a card: drag it where it lights up (or click it, or A), or {then}."
            ).format(then=space)
        return _("Play a card: drag it where it lights up (or click it, or A).")
    if passes and len(types) == 1:
        return _("Nothing else to do: {then}.").format(then=space)
    if not any(hand_glows(view, legal, me).values()) and not named_creatures(legal):
        # nothing on the table is lit for these moves: "click a glowing card" sent the
        # newcomer looking for one (issue 30)
        if space:
            return _("Your move: press A for every action, or {then}.").format(then=space)
        return _("Your move: press A for every action.")
    if space:
        return _("Your move: click a glowing card, or A for every action; {then}.").format(
            then=space
        )
    return _("Your move: click a glowing card, or A for every action.")


def _stage_line(legal: Sequence[dict[str, Any]]) -> str:
    """The Resource Phase's line, naming where the cards it may place go ({then} left open)."""
    staged = [c for c in legal if c["type"] == "stage"]
    prey = [c for c in staged if words.card_type(c.get("card")) in ("enemy", "victim")]
    if prey and len(prey) == len(staged):
        return _(
            "Resource Phase: drag prey into the Hunting Grounds (or A), face down; then {then}."
        )
    if all(c.get("by") for c in staged):
        return _(
            "Resource Phase: drag resources onto a character (or A) to place them face down, "
            "then {then}."
        )
    return _("Resource Phase: drag each card where it lights up (or A), face down; then {then}.")


def scores_in_the_running(view: Mapping[str, Any]) -> dict[int, int]:
    """Each seat's VP, of the players who may still win: those in the game and one taken out
    this turn (the engine's `winning.in_the_running`, read from the view and its books)."""
    books = (view.get("books") or {}).get("players") or []
    out: dict[int, int] = {}
    for seat, pl in enumerate(view.get("players") or []):
        out_turn = books[seat].get("out_turn") if seat < len(books) else None
        if not pl.get("out") or out_turn == view.get("turn"):
            out[seat] = int(pl.get("vp", 0))
    return out


def win_waits(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """Who is at or over the Renown level while the game goes on, and why it goes on: the win
    counts only when a Combat Phase ends (seed 001, "Winning the Game"); "" when nobody is.
    A newcomer saw "16/15 VP" through two more combats with no word of why."""
    if view.get("over"):
        return ""
    level = int(view.get("renown_level", 0))
    scores = scores_in_the_running(view)
    top = leaders(scores, level)
    if not top:
        return ""
    # short enough for the bar's corner (the line of what to do keeps its room); the pack's
    # count says it too, and a cut line is whole in a tooltip
    vp, reached = scores[top[0]], [s for s in scores if scores[s] >= level]
    if len(top) > 1:  # checked when the Combat Phase ends: a tie then plays on
        return _("{names} tie at {vp}/{level} VP: the game goes on").format(
            names=spoken_list([names[s] for s in top]), vp=vp, level=level
        )
    if len(reached) > 1:
        return _("{vp}/{level} VP, the most: {name} wins when Combat ends").format(
            vp=vp, level=level, name=names[top[0]]
        )
    return _("{vp}/{level} VP: {name} wins when Combat ends").format(
        vp=vp, level=level, name=names[top[0]]
    )


def seat_win_word(view: Mapping[str, Any], seat: int) -> str:
    """What a pack's VP count adds while a win waits for the Combat Phase's end: "wins after
    Combat" for the one who will, "tied" for those level at the top, else ""."""
    if view.get("over"):
        return ""
    top = leaders(scores_in_the_running(view), int(view.get("renown_level", 0)))
    if seat not in top:
        return ""
    return _("wins after Combat") if len(top) == 1 else _("tied for the win")


def hand_glows(
    view: Mapping[str, Any], legal: Sequence[dict[str, Any]], me: int | None
) -> dict[str, bool]:
    """Each card in my hands that a command names: True where one of them is a plain play,
    False where every one is illegal or a bluff (the list says "— illegal"; glowing as a
    plain play it read as allowed, issue 30)."""
    players = view.get("players") or []
    if me is None or not 0 <= me < len(players):
        return {}
    held = [*(players[me].get("hand") or []), *(players[me].get("combat_hand") or [])]
    out: dict[str, bool] = {}
    for iid in held:
        named = [c for c in legal if words.mentions(c, iid)]
        if named:
            out[iid] = any(face_down_risk(dict(view), c) is None for c in named)
    return out


def named_creatures(legal: Sequence[dict[str, Any]]) -> set[str]:
    """The creatures a command would act with or on (alpha, step, use...): rung on the table."""
    out: set[str] = set()
    for c in legal:
        if c["type"] in ACTING:
            out |= {v for k in ("creature", "by", "card") if isinstance(v := c.get(k), str)}
    return out
