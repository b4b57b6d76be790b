"""What a newcomer is asked to do now, in one line (the table's bar shows it), and which of
their creatures a command names (the table rings them).

Read from the looking seat's legal commands and view, never from the rules' internals, so a
move the engine adds falls back to the general line ("click a glowing card, or A").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop.screens.rage_classic import words
from engine.games.rage_classic.expert import does_nothing
from engine.games.rage_classic.risks import bluff_lands, face_down_risk
from engine.games.rage_classic.views import at_random, prey_and_foe, prey_foes
from engine.games.rage_classic.winning import leaders
from engine.i18n import N_, _, spoken_list

#: what Space and the Pass button send (letting the prey be, or an announced Offensive
#: Effect, too: the Hint calls both "Let it be")
PASS_TYPES = ("pass", "done", "ok", "allow", "ready", "no-claim", "decline")
ACTING = ("alpha", "step", "step-in", "use", "scrap", "trade", "attack", "challenge", "bind")
#: an alpha's action on a creature: its target rings too ("click a target" lit none, issue 30)
HUNTS = ("attack", "challenge", "engage", "bind", "raid")


#: the discard line, by (the Redraw Phase, by the keys)
DISCARD_LINES = {
    (True, True): N_(
        "Redraw: discard the cards you do not want (Enter on each, or A), then {then}."
    ),
    (False, True): N_("Discard the cards you do not want (Enter on each, or A), then {then}."),
    (True, False): N_("Redraw: discard the cards you do not want (click them, or A), then {then}."),
    (False, False): N_("Discard the cards you do not want (click them, or A), then {then}."),
}


def button_word(command: dict[str, Any], names: Sequence[str]) -> str:
    """The Pass button's words for `command`, which the bar names too ("click Let it be")."""
    return words.describe(command, names).split(" (")[0]


def what_now(
    view: Mapping[str, Any],
    legal: Sequence[dict[str, Any]],
    names: Sequence[str],
    me: int | None,
    by_keys: bool = False,
) -> str:
    """The bar's instruction for the seat at this table, in the keys' words once the person
    plays by the keyboard (`by_keys`: a keyboard player read "drag…", "click…" all game, me40)."""
    if view.get("over"):
        return _("The game is over.")
    to_act = [s for s in view.get("to_act", []) if s != me]
    if me is None or not legal:
        waiting = spoken_list([names[s] for s in to_act if 0 <= s < len(names)])
        return _("Waiting for {names}…").format(names=waiting) if waiting else ""
    types = {c["type"] for c in legal}
    passes = [c for c in legal if c["type"] in PASS_TYPES]
    shown = lit(view, legal, me)
    # both ways, the button's own word and the key (a mouse player read "(Space)" alone), the
    # way the person plays first
    space_words = (
        _("press Space or click {button}") if by_keys else _("click {button} or press Space")
    )
    space = space_words.format(button=button_word(passes[0], names)) if passes else ""
    prompt = view.get("prompt")
    if prompt:
        title = _(words.PROMPT_TITLES.get(prompt.get("kind", ""), N_("A question for you")))
        if prompt.get("kind") == "ccg" and prompt.get("card"):  # the card that asks
            title = words.name(prompt["card"])
        return _("{title}: choose in the list.").format(title=title.rstrip("?:"))
    if "alpha" in types and by_keys:
        return _("Choose your alpha for this turn: Enter on a glowing character (←/→), or A.")
    if "alpha" in types:
        return _("Choose your alpha for this turn: click a glowing character (or A).")
    if "vote" in types:
        return _("Moot Phase: vote on the Junta with the buttons in the Juntas panel (or A).")
    window = view.get("window") or {}
    if "ok" in types and window.get("offense"):
        return _("OK? An Offensive Effect is coming: OK (O) lets it happen, P pauses the count.")
    if "allow" in types and "cancel" not in types:
        # "or cancel it with a card of yours" while the Hint said no card of theirs could
        # (pl36a #8)
        return _("A card waits to resolve: no card of yours cancels it; let it ({then}).").format(
            then=space or _("Allow it")
        )
    if "allow" in types:
        return _(
            "A card waits to resolve: let it ({then}), or cancel it with a card of yours."
        ).format(then=space or _("Allow it"))
    fight_step = (view.get("combat") or {}).get("step")
    if "assign" in types and fight_step == "feint" and by_keys:
        return _(
            "Feint: your revealed feinting card lets its fighter play one more card face down "
            "(Enter on it, or A), or {then}."
        ).format(then=space or _("Ready"))
    if "assign" in types and fight_step == "feint":
        # the feint's own words (the strip lights Reveal, which it follows): the bar said
        # "Play face down" (issue 30)
        return _(
            "Feint: your revealed feinting card lets its fighter play one more card face down "
            "(drag it on, or A), or {then}."
        ).format(then=space or _("Ready"))
    if "assign" in types and not shown:
        return _(
            "Play face down: none of your Combat cards is a plain play now (Actions lists the "
            "bluffs); {then}."
        ).format(then=space or _("Ready"))
    if "assign" in types:
        # by name: playing for the prey, "your fighters" named the prey's as the person's (pl35)
        fighters = dict.fromkeys(words.name(c["creature"]) for c in legal if c["type"] == "assign")
        if by_keys:
            return _(
                "Play face down: Enter on a Combat card (←/→) to give it to {fighters}, or A; "
                "then {then}."
            ).format(fighters=spoken_list(list(fighters)), then=space or _("Ready"))
        return _(
            "Play face down: drag Combat cards onto {fighters} (or click them, or A), then {then}."
        ).format(fighters=spoken_list(list(fighters)), then=space or _("Ready"))
    if "aim" in types and by_keys:
        return _("Target: choose what {cards} hits: Enter on it in the fight, or A.").format(
            cards=spoken_list(aimed_cards(view, legal))
        )
    if "aim" in types:
        # the card may be face down still, and it is not lit (issue 30): named, not "revealed"
        return _("Target: choose what {cards} hits: click it in the fight, or Actions (A).").format(
            cards=spoken_list(aimed_cards(view, legal))
        )
    if "stage" in types:
        return _stage_line(legal, by_keys).format(then=space or _("Done"))
    if types & set(HUNTS) and by_keys:
        if not shown & hunted(legal):
            return _(
                "Your alpha acts: attack, challenge or engage (press A for the list), or {then}."
            ).format(then=space or _("Pass"))
        return _(
            "Your alpha acts: attack, challenge or engage (Enter on a glowing target, or A), or "
            "{then}."
        ).format(then=space or _("Pass"))
    if types & set(HUNTS) and not shown & hunted(legal):
        return _(
            "Your alpha acts: attack, challenge or engage (click Actions or press A), or {then}."
        ).format(then=space or _("Pass"))
    if types & set(HUNTS):
        return _(
            "Your alpha acts: attack, challenge or engage (click a target or A), or {then}."
        ).format(then=space or _("Pass"))
    if "step-in" in types:
        combat = view.get("combat") or {}
        prey, _foe = prey_and_foe(combat, view.get("creatures") or [])
        foes = prey_foes(combat, view.get("creatures") or [])
        if prey is not None and foes:  # what stepping in does, where it is chosen (issue 30)
            return _(
                "Join the fight? A glowing character may step in to fight {foes} in {prey}'s "
                "place, or {then}."
            ).format(
                prey=words.name(prey),
                foes=spoken_list([words.name(f) for f in foes]),
                then=space or _("Pass"),
            )
        return _("Join the fight? A glowing character may step in, or {then}.").format(
            then=space or _("Pass")
        )
    if "step" in types:
        return _("Umbra Phase: step sideways with a glowing character, or {then}.").format(
            then=space or _("Pass")
        )
    if "discard" in types:
        redraw = view.get("phase") == "redraw"
        return _(DISCARD_LINES[redraw, by_keys]).format(then=space or _("Done"))
    if types & {"claim", "no-claim"}:
        combat = view.get("combat") or {}
        prey, _foe = prey_and_foe(combat, view.get("creatures") or [])
        foes = prey_foes(combat, view.get("creatures") or [])
        if prey and foes:
            # the key first: "against Ysolde Amberclaw (A)" read as a mark on the foe (pl44a)
            return _("Prey: A to play Combat cards for {prey} against {foe}, or {then}.").format(
                prey=words.name(prey),
                foe=spoken_list([words.name(f) for f in foes]),
                then=space or _("let it be"),
            )
        return _("Prey: A to play for it, or {then}.").format(then=space or _("let someone else"))
    if types & {"play", "use", "announce"} and shown and by_keys:
        if space:
            return _("Play a card: Enter on a glowing card (←/→), or A; or {then}.").format(
                then=space
            )
        return _("Play a card: Enter on a glowing card (←/→), or A.")
    if types & {"play", "use", "announce"} and shown:
        if space:
            return _(
                "Play a card: drag it where it lights up (or click it, or A), or {then}."
            ).format(then=space)
        return _("Play a card: drag it where it lights up (or click it, or A).")
    randomly = at_random(view) if fight_step == "play" else ""
    if passes and len(types) == 1 and randomly:
        return _("{why}: {then}.").format(why=randomly, then=space)
    if passes and len(types) == 1:
        return _("Nothing else to do: {then}.").format(then=space)
    if not shown and by_keys:
        if space:
            return _("Your move: press A for every action, or {then}.").format(then=space)
        return _("Your move: press A for every action.")
    if not shown:
        # nothing on the table is lit for these moves: "click a glowing card" sent the
        # newcomer looking for one (issue 30)
        if space:
            return _("Your move: click Actions (or press A) for every action, or {then}.").format(
                then=space
            )
        return _("Your move: click Actions (or press A) for every action.")
    if by_keys and space:
        return _("Your move: Enter on a glowing card (←/→), or A for every action; {then}.").format(
            then=space
        )
    if by_keys:
        return _("Your move: Enter on a glowing card (←/→), or A for every action.")
    if space:
        return _("Your move: click a glowing card, or A for every action; {then}.").format(
            then=space
        )
    return _("Your move: click a glowing card, or A for every action.")


def _stage_line(legal: Sequence[dict[str, Any]], by_keys: bool = False) -> str:
    """The Resource Phase's line, naming where the cards it may place go ({then} left open)."""
    staged = [c for c in legal if c["type"] == "stage"]
    prey = [c for c in staged if words.card_type(c.get("card")) in ("enemy", "victim")]
    if by_keys:
        return _(
            "Resource Phase: Enter on a glowing card (←/→) to place it face down, or A; "
            "then {then}."
        )
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


def worth_a_glow(view: Mapping[str, Any], command: dict[str, Any]) -> bool:
    """Whether a card may glow for `command`: not a face-down card that is illegal or a bluff
    that can fail, not a move the view shows does nothing (a heal of an unhurt creature, a
    card with nothing to work on, a bonus none of mine can take, a Caern where no Umbra Phase
    comes, a look at an empty hand): the Hint's own tests (`expert.does_nothing`), so a glow
    never offers what the Hint would not."""
    seen = dict(view)
    if face_down_risk(seen, command) is not None and not bluff_lands(seen, command):
        return False
    return not does_nothing(seen, command)


def announced_cards(view: Mapping[str, Any], legal: Sequence[dict[str, Any]]) -> list[str]:
    """The hand cards an Offensive Effect's announcement leads to, when it is legal (the Hint
    says "Announce…, then play Howl of Rebuke": that card glows, and a click on it offers the
    announcement)."""
    if not any(c["type"] == "announce" for c in legal):
        return []
    cards = words.announce_for(dict(view)).get("cards") or []
    return [c for c in cards if isinstance(c, str)]


def hand_glows(
    view: Mapping[str, Any], legal: Sequence[dict[str, Any]], me: int | None
) -> dict[str, bool]:
    """Each card in my hands that a command names: True where a click on it offers a move
    worth making (`worth_a_glow`), False where every one is illegal, a bluff or does nothing
    (the list says why; glowing, it read as a good move, issue 30)."""
    players = view.get("players") or []
    if me is None or not 0 <= me < len(players):
        return {}
    held = [*(players[me].get("hand") or []), *(players[me].get("combat_hand") or [])]
    leads = announced_cards(view, legal)
    out: dict[str, bool] = {}
    for iid in held:
        named = [c for c in legal if words.mentions(c, iid)]
        if named:
            out[iid] = any(worth_a_glow(view, c) for c in named)
        if iid in leads:
            out[iid] = True
    return out


def named_creatures(legal: Sequence[dict[str, Any]]) -> set[str]:
    """The creatures a command would act with or on (alpha, step, use...), and an alpha's
    targets: rung on the table."""
    out: set[str] = set()
    for c in legal:
        if c["type"] in ACTING:
            out |= {v for k in ("creature", "by", "card") if isinstance(v := c.get(k), str)}
    return out | hunted(legal)


def hunted(legal: Sequence[dict[str, Any]]) -> set[str]:
    """The creatures the alpha may attack, challenge, engage, bind or raid now."""
    return {t for c in legal if c["type"] in HUNTS and isinstance(t := c.get("target"), str)}


def lit(view: Mapping[str, Any], legal: Sequence[dict[str, Any]], me: int | None) -> set[str]:
    """What glows on the table for these moves: the hand cards worth a click and the creatures
    on show that a move names (a card in play that is no creature has no ring)."""
    glowing = {iid for iid, on in hand_glows(view, legal, me).items() if on}
    shown = {c.get("iid") for c in view.get("creatures") or [] if not c.get("dead")}
    return glowing | (named_creatures(legal) & shown)


def aimed_cards(view: Mapping[str, Any], legal: Sequence[dict[str, Any]]) -> list[str]:
    """The names of the cards the aim commands choose a target for (a play's index in the
    combat's plays; "your card" where the view does not name it)."""
    plays = {p.get("index"): p for p in (view.get("combat") or {}).get("plays") or []}
    out: list[str] = []
    for c in legal:
        if c["type"] != "aim":
            continue
        card = (plays.get(c.get("index")) or {}).get("card")
        known = isinstance(card, str) and card not in ("null", "hidden")
        said = words.name(card) if known else _("your card")
        if said not in out:
            out.append(said)
    return out or [_("your card")]
