"""The seam between the rules and card effects: the shared effect layer (`engine.ccg`).

The rules ask here what card effects change (stat bonuses, grants, prohibitions, from static
and lasting effects of any card in play), list the abilities a player may use in a window,
and tell the layer when a card resolves (`run_play`, `run_junta`, `run_combat_card`) or
something happens (`fire`). Lasting effects end through `expire` and `end_round`.

Static effects are indexed once per state version (`Statics`); the index lives in a cache on
the state that is never compared, copied or pickled.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import conditions, interpreter, reactions, targets
from engine.ccg.kinds import kind_of
from engine.ccg.model import Effect, Use
from engine.ccg.views import fields
from engine.games.rage_classic import cards, named, query
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.decks import seat_pack
from engine.games.rage_classic.state import ClassicState, card_of
from engine.games.rage_classic.vocab import (
    ABILITY_ACTIONS,
    PLAY_MOMENTS,
    STANDARD_TRIGGERS,
    VOCAB,
    WINDOWS,
)

#: play moments -> the timing word the rules use (plays.playable_now)
MOMENT_WORDS = {
    "play": "",
    "play-combat": "combat",
    "play-pre": "pre-combat",
    "play-redraw": "redraw",
    "play-resource": "resource",
    "play-moot": "moot-begin",
    "play-revealed": "revealed",
    "play-round-over": "round-over",
}
#: the window moments where each ability window may be used
ABILITY_MOMENTS = {
    "any-time": (
        "redraw",
        "regeneration",
        "resource",
        "umbra",
        "moot",
        "moot-begin",
        "combat",
        "begin",
        "between",
    ),
    "in-combat": ("begin", "between"),
    "pre-combat": ("pre",),
    "revealed": ("revealed",),
    "resource-phase": ("resource",),
    "round-over": ("round-over",),
}


# -- what a card is ----------------------------------------------------------------------------
def play_effects(c: Any) -> list[tuple[int, Effect]]:
    """The effects that run when a card from the hand resolves."""
    return [(i, e) for i, e in enumerate(c.effects) if e.when in PLAY_MOMENTS]


def windows_of(c: Any) -> set[str]:
    """When a card from the hand may be played ("combat", "redraw", ...; empty: any Open Play)."""
    return {MOMENT_WORDS[e.when] for _, e in play_effects(c) if MOMENT_WORDS[e.when]}


def stays(c: Any) -> bool:
    """Whether the card stays in play once it resolves (a static, triggered or used ability)."""
    return any(
        e.when == "static" or e.when in STANDARD_TRIGGERS or e.when in WINDOWS for e in c.effects
    )


def lasting_from(state: ClassicState, iid: str) -> bool:
    return any(item.source == iid for item in state.ccg.lasting)


def first_play(c: Any) -> tuple[int, Effect] | None:
    found = play_effects(c)
    return found[0] if found else None


def reaches_others(c: Any) -> bool:
    """Whether the card's effects reach beyond its player's own pack without a chosen target."""
    for _index, effect in play_effects(c):
        for step in effect.steps:
            sel = step.selector
            if sel.mode in ("opponent", "it", "trigger", "other"):
                return True
            spreads = sel.mode in ("each", "random", "lowest", "highest")
            if spreads and (sel.what == "opponent-player" or not _mine_only(sel.where)):
                return True
    return False


def _mine_only(cond: Any) -> bool:
    if cond is None:
        return False
    if cond.kind == "mine":
        return bool(cond.arg)
    return cond.kind == "all" and any(p.kind == "mine" and p.arg for p in cond.parts)


def choices(state: ClassicState, seat: int, c: Any, by: str | None, source: str = "") -> list[Any]:
    """The targets a player may name for a card's first effect ([None]: none to name)."""
    found = first_play(c)
    if found is None:
        return [None]
    index, effect = found
    use = Use(source or f"{seat}.{c.id}.0", index, effect, seat, by)
    tv = query.view(state)
    out = interpreter.choices(tv, use)
    if out == [None] and effect.condition is not None and not _would_act(tv, use, effect, by):
        return []  # "... to an Enemy that the Gift user is facing": not offered against others
    return out


def _would_act(tv: Any, use: Use, effect: Effect, by: str | None) -> bool:
    """Whether a card's first effect, with no target to name, meets its condition now: on its
    performer (kinds that reach nobody, "End the combat if ...") or on its fixed target (the
    opposing creature, this creature)."""
    if kind_of(VOCAB, effect.do).targets == "none":
        return by is not None and conditions.holds(tv, effect.condition, by, use)
    if effect.selector.mode not in ("opponent", "self"):
        return True
    found = [t for t in targets.resolve(tv, effect.selector, use) if t is not None]
    return any(interpreter.useful(tv, use, effect, t) for t in found)


def junta_choices(state: ClassicState, seat: int, c: Any, by: str | None) -> list[Any]:
    """The targets a Junta's caller may name when calling it ([None]: none to name). The
    target is named with the call, so everyone votes knowing it (seed 003's example: "Ela
    sugere que Mamu seja removido do jogo")."""
    found = next(((i, e) for i, e in enumerate(c.effects) if e.when == "junta"), None)
    if found is None:
        return [None]
    index, effect = found
    return interpreter.choices(query.view(state), Use(f"{seat}.{c.id}.0", index, effect, seat, by))


# -- running ----------------------------------------------------------------------------------------
def play_limit(state: ClassicState, seat: int, c: Any, iid: str) -> str | None:
    """Why a limit on the card's play effects forbids playing it now ("not two turns in a
    row"), or None. Limits count by card name for the player (`by_card`) or by this copy."""
    tv = query.view(state)
    for index, effect in play_effects(c):
        why = interpreter.limit_reason(tv, Use(iid, index, effect, seat, None))
        if why is not None:
            return why
    return None


def run_play(ctx: Ctx, seat: int, iid: str, by: str | None, target: Any) -> bool:
    """A card from the hand resolves: its play effects, in order (the first with the chosen
    target). False where its first effect had nothing to work on: "the opposing creature"
    of a creature in no fight (the log said only that Mindburn came into play and was
    discarded, issue 30)."""
    c = card_of(iid)
    found = next((e for _i, e in play_effects(c)), None)
    worked = True
    if found is not None and found.selector.mode == "opponent" and by is not None:
        tb = ctx.table()
        assert isinstance(tb, query.ClassicView)
        worked = tb.opponent(by) is not None
    first = True
    for index, effect in play_effects(c):
        if iid not in ctx.state.things and not first:
            break
        use = Use(iid, index, effect, seat, by, chosen=target if first else None)
        tb = ctx.table()
        assert isinstance(tb, query.ClassicView)
        tb.source = iid
        interpreter.record_limit(tb, use, use.chosen)  # a limit per target counts this one
        interpreter.run(tb, use)
        first = False
    return worked


def run_junta(ctx: Ctx, junta: Any) -> None:
    """A Junta passed: its effects, through its caller, on its target."""
    c = card_of(junta.iid)
    for index, effect in enumerate(c.effects):
        if effect.when == "junta":
            use = Use(junta.iid, index, effect, junta.seat, junta.caller, chosen=junta.target)
            tb = ctx.table()
            assert isinstance(tb, query.ClassicView)
            tb.source = junta.iid
            interpreter.run(tb, use, named.queue(effect, junta.named))


def run_combat_card(
    ctx: Ctx,
    card: str,
    creature: str,
    seat: int,
    target: str | None,
    aimed: str | None = None,
    guard: tuple[str, int] | None = None,
    moment: str = "",
) -> None:
    """A Combat Action resolves: "resolve" effects (no target), or its Damage Effects once it
    has landed on `target`. `aimed`: the creature a card played as or in place of a Combat
    Action was aimed at ("the opposing creature" of its "resolve" effects). `guard` (a
    creature, a speed): that creature's blocks of that speed soak the damage it takes.
    `moment`: another of the card's moments (its damage killed: "killed")."""
    c = card_of(card)
    when = moment or ("resolve" if target is None else "damage")
    user_seat = seat if creature in ctx.state.creatures else None
    tb = ctx.table()
    assert isinstance(
        tb, query.ClassicView
    )  # the flow's table: the kernel's, with this edition's view
    tb.guard = guard
    focus = target or aimed
    if focus is not None:
        tb.focus = (creature, focus)
    for index, effect in enumerate(c.effects):
        if effect.when == when:
            use = Use(
                card,
                index,
                effect,
                user_seat,
                creature,
                chosen=target,
                trigger={"subject": target, "other": creature},
            )
            interpreter.run(tb, use)


def escapes(c: Any) -> bool:
    """A Combat Action that takes its user out of the combat or the world (parting shots)."""
    return any(
        effect.when == "resolve"
        and kind_of(VOCAB, effect.do).core == "move"
        and effect.param("to") in ("umbra", "physical", "escape", "out")
        for effect in c.effects
    )


def fire(
    ctx: Ctx, trigger: str, subject: str | None = None, other: str | None = None, phase: str = ""
) -> None:
    interpreter.fire(ctx.table(), trigger, subject=subject, other=other, phase=phase)


def forget(ctx: Ctx, iid: str) -> None:
    """A card left play: what lasted on it or while it was in play ends; a creature it held
    (control while this card is in play: Eye of the Cobra) goes back to its pack at once."""
    state = ctx.state
    held = [i for i in state.ccg.lasting if i.kind in ("control", "move") and i.on != iid]
    before = _sources(state) - {iid}  # `iid` itself is on its way out already
    interpreter.forget(ctx.table(), iid)
    _release(ctx, before)
    alive = {item.id for item in state.ccg.lasting}
    for item in held:
        if item.id in alive:
            continue
        if item.kind == "move":
            _move_back(ctx, item.on, item.key)
        else:
            _control_back(ctx, item.on)


def expire(ctx: Ctx, until: str, on: list[Any] | None = None) -> None:
    """Lasting effects that last `until` (on these only, if given) end; creatures sent away
    for that long come back, control taken for that long goes back."""
    state = ctx.state
    moved = [item for item in state.ccg.lasting if item.kind == "move"]
    before = _sources(state)
    interpreter.expire(ctx.table(), until, on)
    if until == "combat":  # "this round" and "the next N rounds of this combat" end with it
        interpreter.expire(ctx.table(), "round")
        interpreter.expire(ctx.table(), "rounds")
    _release(ctx, before)
    alive = {item.id for item in state.ccg.lasting}
    for item in moved:
        if item.id not in alive:
            _move_back(ctx, item.on, item.key)
    if until in ("turn", "phase", "combat"):
        for ch in list(state.creatures.values()):
            _control_back(ctx, ch.iid)
            if ch.out and not _still_out(state, ch.iid) and until == "turn":
                ctx.emit("set", iid=ch.iid, out=False, why="returns to play")


def _move_back(ctx: Ctx, iid: str, moved_to: str) -> None:
    """A move for a while ended: the creature goes back where it was."""
    ch = ctx.state.creatures.get(iid)
    if ch is None:
        return
    if moved_to == "umbra" and ch.world == "umbra":
        ctx.emit("world", iid=iid, world="physical", why="returns")
    elif moved_to == "physical" and ch.world == "physical":
        ctx.emit("world", iid=iid, world="umbra", why="returns")
    elif moved_to == "out" and ch.out and not _still_out(ctx.state, iid):
        ctx.emit("set", iid=iid, out=False, why="returns to play")


def _control_back(ctx: Ctx, iid: Any) -> None:
    """A creature no longer controlled goes back to its pack (or to the hunt)."""
    state = ctx.state
    ch = state.creatures.get(iid) if isinstance(iid, str) else None
    if ch is None or (ch.home is None and not ch.was) or _still_controlled(state, ch.iid):
        return
    if query.in_combat(state, ch.iid):
        return  # a creature's status never changes during a combat (seed 001 FAQ): after it
    back: dict[str, Any] = {"pack": ch.home, "home": None}
    if ch.was:
        back.update(kind=ch.was, was="", hunting=ch.hunting)  # back to the hunt
    ctx.emit("set", iid=ch.iid, why="control ends", **back)


def _still_controlled(state: ClassicState, iid: str) -> bool:
    return any(item.on == iid and item.kind == "control" for item in state.ccg.lasting)


def _still_out(state: ClassicState, iid: str) -> bool:
    return any(item.on == iid and item.key == "out" for item in state.ccg.lasting)


def end_round(ctx: Ctx) -> None:
    before = _sources(ctx.state)
    interpreter.end_round(ctx.table())
    _release(ctx, before)


def _sources(state: ClassicState) -> set[str]:
    """The cards whose lasting effects are in force."""
    return {item.source for item in state.ccg.lasting if isinstance(item.source, str)}


def _release(ctx: Ctx, before: set[str]) -> None:
    """A card kept in play only by what it began lasting (Spirit Song's +2 Rage until the end
    of the turn) goes to the discard pile once none of it is left."""
    if before:
        ctx.release(before)


def _ability_uses(state: ClassicState, seat: int, moment: str) -> list[tuple[Use, str]]:
    found: list[tuple[Use, str]] = []
    tv = query.view(state)
    for iid in tv.in_play():
        if tv.owner(iid) != seat:
            continue
        for index, effect in tv.live(iid):
            if effect.when not in WINDOWS or moment not in ABILITY_MOMENTS[effect.when]:
                continue
            bearer = tv.bearer(iid)
            if effect.when == "in-combat" and (
                bearer is None or not query.in_combat(state, bearer)
            ):
                continue
            found.append((Use(iid, index, effect, seat, bearer), iid))
    return found


def ability_options(state: ClassicState, seat: int, moment: str) -> list[dict[str, Any]]:
    """Abilities the seat may use now, as "use" commands (each flagged "offensive")."""
    out: list[dict[str, Any]] = []
    tv = query.view(state)
    for use, iid in _ability_uses(state, seat, moment):
        if interpreter.usable(tv, use) is not None:
            continue
        for target in interpreter.choices(tv, use):
            offensive = _offensive_target(state, seat, use, target)
            out.append(
                {
                    "type": "use",
                    "card": iid,
                    "index": use.index,
                    "target": target,
                    "offensive": offensive,
                }
            )
    return out


def outside_pack(state: ClassicState, seat: int, target: Any) -> bool | None:
    """Whether a named target (a seat, a creature or card in play) lies outside `seat`'s pack;
    a card id of nothing in play does; None when `target` names nothing (a card's selector
    then decides)."""
    if isinstance(target, int):
        return target != seat
    if isinstance(target, str):
        if target in state.creatures:
            return state.creatures[target].pack != seat
        if target in state.things:
            return state.things[target].pack != seat
        return True
    return None


def _offensive_target(state: ClassicState, seat: int, use: Use, target: Any) -> bool:
    named = outside_pack(state, seat, target)
    if named is not None:
        return named
    return any(
        s.selector.mode in ("opponent", "each", "random", "lowest", "highest")
        and not _mine_only(s.selector.where)
        for s in use.effect.steps
    )


def start_ability(ctx: Ctx, seat: int, command: dict[str, Any]) -> None:
    """An ability is used: it waits for the other seats' responses, like a card."""
    state = ctx.state
    iid, index = command["card"], command["index"]
    ctx.emit(
        "use",
        seat=seat,
        card=iid,
        index=index,
        by=query.view(state).bearer(iid),
        target=command.get("target"),
        responders=responders(state, seat, iid, index),
    )


def run_ability(ctx: Ctx, pending: Any) -> None:
    state = ctx.state
    if pending.card not in state.creatures and pending.card not in state.things:
        return
    effect = card_of(pending.card).effects[pending.index]
    tv = ctx.table()
    use = Use(pending.card, pending.index, effect, pending.seat, tv.bearer(pending.card))
    use.chosen = pending.target
    interpreter.activate(tv, use)


# -- abilities used as a Combat Action ---------------------------------------------------------
def combat_abilities(state: ClassicState, seat: int, iid: str) -> list[tuple[str, int]]:
    """(card, ability index) of the creature's own abilities and its Equipment's that it may
    use as, or in place of, its Combat Action now (seed 001, "Alternate Combat Actions", e.g.
    Wanchese's Bow): their cost can be paid and their limit allows it."""
    tv = query.view(state)
    found: list[tuple[str, int]] = []
    for card in (iid, *(t.iid for t in state.attached_to(iid))):
        for index, effect in tv.live(card):
            if effect.when not in ABILITY_ACTIONS:
                continue
            if interpreter.usable(tv, Use(card, index, effect, seat, iid)) is None:
                found.append((card, index))
    return found


def ability_way(card: str, index: int) -> str:
    """ "as" or "in-place": how this ability stands for a Combat Action."""
    return ABILITY_ACTIONS[card_of(card).effects[index].when]


def run_combat_ability(
    ctx: Ctx,
    card: str,
    index: int,
    creature: str,
    seat: int,
    aimed: Any,
    guard: tuple[str, int] | None = None,
) -> None:
    """An ability used as (or in place of) a Combat Action resolves: its cost is paid and its
    use counted now, "the opposing creature" being the one it was aimed at. `guard` (a
    creature, a speed): that creature's blocks of that speed soak the damage it takes."""
    tb = ctx.table()
    if aimed is not None:
        tb.focus = (creature, aimed)
    tb.guard = guard
    effect = card_of(card).effects[index]
    use = Use(card, index, effect, seat, creature, trigger={"subject": aimed, "other": creature})
    interpreter.activate(tb, use)


# -- cancelling -----------------------------------------------------------------------------------------
def cancels(c: Any, subject: str, state: ClassicState, by: str | None = None) -> int | None:
    """The index of this card's ability that can cancel `subject` (None: it cannot). `by`:
    the creature that played `subject`, for a condition on its performer ("any one Action card
    played by a Garou", Klailtal Stargazer)."""
    tv = query.view(state)
    for index, effect in enumerate(c.effects):
        if effect.do != "cancel" or effect.selector.what not in ("card",):
            continue
        if effect.when not in PLAY_MOMENTS and effect.when not in WINDOWS:
            continue
        where = effect.selector.where
        asked = Use(subject, -1, effect, None, None, trigger={"performer": by})
        if where is None or conditions.holds(tv, where, subject, asked):
            return index
    return None


def responders(
    state: ClassicState, seat: int, iid: str, index: int, by: str | None = None
) -> list[int]:
    """Seats that could cancel this play, judged from public information only."""
    order = [s for s in range(seat + 1, state.seats)] + list(range(seat))
    return [s for s in order if not state.players[s].out and could_cancel(state, s, iid, index, by)]


def could_cancel(
    state: ClassicState, seat: int, iid: str, index: int, by: str | None = None
) -> bool:
    """Public information only: the seat's pack list or its cards in play hold a canceller
    that fits this card."""
    pack = seat_pack(state.options, seat)
    for cid in {c for c, _ in pack.sept}:
        if cancels(cards.card(cid), iid, state, by) is not None:
            return True
    tv = query.view(state)
    for thing in tv.in_play():
        if tv.owner(thing) == seat and cancels(card_of(thing), iid, state, by) is not None:
            return True
    return False


def cancel_pending(ctx: Ctx, seat: int, command: dict[str, Any]) -> None:
    """A canceller answers the card on the table: it is cancelled and never resolves; a
    Restricted card cancelled this way still counts as played."""
    state = ctx.state
    pending = state.pending
    assert pending is not None
    iid = command["card"]
    ctx.emit("respond", seat=seat, allow=False)
    if "index" in command:
        effect = card_of(iid).effects[command["index"]]
        tv = ctx.table()
        use = Use(iid, command["index"], effect, seat, tv.bearer(iid), chosen=pending.card)
        interpreter.activate(tv, use)
        return
    c = card_of(iid)
    if c.restricted:
        ctx.emit("used", seat=seat, card=c.id)
    ctx.emit("discard", seat=seat, cards=[iid], why="played to cancel")
    ctx.emit("cancelled", card=pending.card, by=iid, seat=seat)


# -- windows during combat -----------------------------------------------------------------------------
def could_act(state: ClassicState, seat: int, moment: str) -> bool:
    """Whether the seat could possibly do something in this window, from public information
    (its pack's card list and its cards in play), so a window never opens for nothing."""
    if state.players[seat].out:
        return False
    wanted = {"revealed": "play-revealed", "round-over": "play-round-over", "pre": "play-pre"}.get(
        moment
    )
    if wanted and may_hold(state, seat, wanted):
        return True
    return bool(_ability_uses(state, seat, moment))


def may_hold(state: ClassicState, seat: int, when: str) -> bool:
    """Whether the seat's pack list (or its stacked deal) holds a card played at `when`: public
    information, so asking leaks nothing about its hand."""
    if state.players[seat].out:
        return False
    return reactions.pack_holds(
        seat_pack(state.options, seat), state.options, seat, cards.card, when
    )


def redirect_target(state: ClassicState, target: str) -> str | None:
    """A packmate in the same combat that guards others takes damage aimed at them."""
    side = query.side_in_combat(state, target)
    if side is None or state.combat is None:
        return None
    for iid in state.combat.sides[side]:
        if iid != target and iid in state.creatures and query.has_grant(state, iid, "guard"):
            return iid
    return None


# -- prompts -----------------------------------------------------------------------------------------
def prompt_options(state: ClassicState, prompt: dict[str, Any]) -> list[Any]:
    return list(prompt.get("options", []))


def resume(ctx: Ctx, prompt: dict[str, Any], option: Any) -> None:
    """A player answered one of the layer's prompts: the effect goes on."""
    interpreter.resume(ctx.table(), prompt, option)


# -- views and events ---------------------------------------------------------------------------------
def lasting_view(state: ClassicState) -> list[dict[str, Any]]:
    """Lasting effects, each with the card that made it; the card instance only while it is
    where everyone may see it (a source shuffled back into a deck is named by its card)."""
    hidden: set[str] = set()
    for p in state.players:
        hidden |= {*p.hand, *p.combat_hand, *p.sept_deck, *p.combat_deck}
        hidden |= {e["card"] for e in p.staged}
    return [
        {
            **fields(item, ("id", "kind", "on", "key", "amount", "until")),
            # the rounds still to go, this one included: Blinding Spray's were in the log only
            **({"left": item.left} if item.until == "rounds" else {}),
            "source": None if item.source in hidden else item.source,
            "source_card": card_of(item.source).id
            if isinstance(item.source, str) and item.source
            else None,
        }
        for item in state.ccg.lasting
    ]
