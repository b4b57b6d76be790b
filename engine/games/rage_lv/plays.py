"""Playing Sept cards and using abilities of cards in play: the rules the Main Phase, the
Resolution Phase (Moot Events), the Alpha Phase and combats share.

Who may play or host what (requirements, Gnosis, one Rite in progress, Spirit Allies), the
targets a card may name (only meaningful ones: the shared layer's `choices`), the abilities a
player may use in a window, and putting a Sept card into play.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import builtin, interpreter, reactions
from engine.ccg.model import Effect, Use
from engine.games.rage_lv import answers, stats, umbra
from engine.games.rage_lv.context import (
    Ctx,
    fire,
    hurt,
    leave,
    move_umbra,
    run_text,
    use_ability,
)
from engine.games.rage_lv.data import Card
from engine.games.rage_lv.state import Char, LvState, card_of
from engine.games.rage_lv.stats import LvView
from engine.i18n import N_

Command = dict[str, Any]
#: How often an ability of a card in play may be used in each window.
WINDOW_LIMIT = {
    "main": "phase",
    "pre-combat": "combat",
    "mid-combat": "combat",
    "post-combat": "combat",
}


# -- targets ------------------------------------------------------------------------------------
def first_chosen(c: Card, timings: tuple[str, ...]) -> tuple[int, Effect] | None:
    """The first effect of these timings that names a target (the command's "target")."""
    for index, effect in enumerate(c.effects):
        if effect.when in timings and effect.selector.chosen:
            return index, effect
    return None


def needs_target(c: Card, timings: tuple[str, ...]) -> str:
    """'character', 'player' or '' for the effects of these timings."""
    found = first_chosen(c, timings)
    if found is None:
        return ""
    return "player" if found[1].selector.players else "character"


def card_targets(
    view: LvView, seat: int | None, iid: str, timings: tuple[str, ...], by: str | None
) -> list[Any]:
    """The targets a card played (or its ability used) by `by` may name: [None] if none."""
    found = first_chosen(card_of(iid), timings)
    if found is None:
        return [None]
    index, effect = found
    return interpreter.choices(view, Use(iid, index, effect, seat, by))


def uses_performer(c: Card, timings: tuple[str, ...]) -> bool:
    """Whether it matters which pack member performs the card (else one choice is enough)."""
    return any(effect.when in timings and _bearer_in(effect) for effect in c.effects)


def _bearer_in(effect: Effect) -> bool:
    for step in effect.steps:
        if step.selector.mode in ("self", "opponent") or step.do == "fight" or step.x:
            return True
        if step.condition is not None and _mentions_self(step.condition):
            return True
        for option in step.param("options") or ():
            if _bearer_in(option):
                return True
    return False


def _mentions_self(cond: Any) -> bool:
    if cond.kind == "subject" and cond.arg in ("self", "opponent", "performer"):
        return True
    return any(_mentions_self(p) for p in cond.parts)


def event_key(c: Card, target: Any, by: str) -> str:
    """What "the same Event may not target a character or player twice a turn" tracks."""
    if target is None:
        return f"{c.id}|{by}" if any(e.target == "self" for e in c.effects) else ""
    return f"{c.id}|{target}"


# -- who may do what ---------------------------------------------------------------------------------
def ready(ch: Char) -> bool:
    """Regenerating characters may not act, vote, attach cards or be picked as alpha."""
    return ch.regen == 0


def requirement_met_by_pack(state: LvState, seat: int, c: Card) -> bool:
    # Regenerating characters count for independent cards' requirements.
    return any(stats.meets(state, ch, c) for ch in state.pack_of(seat))


def can_host(state: LvState, ch: Char, c: Card) -> bool:
    host = card_of(ch.iid)
    if not ready(ch) or stats.gnosis_free(state, ch) < c.gnosis_cost:
        return False
    attached = state.attached_to(ch.iid)
    if any(card_of(t.iid).id == c.id for t in attached):
        return False  # never two copies of the same card on one character
    if c.type == "equipment" and builtin.refuses(host.built_in, c.keywords):
        return False  # it has one built in
    spirit = host.type == "ally" and "Spirit" in host.keywords
    if spirit and c.type != "gift":
        return False  # "A Spirit Ally can only attach Gifts"
    if c.type == "gift":
        if spirit:
            # A Spirit Ally takes only Gifts that require the Tribe the Spirit requires.
            return any(r in c.requires for r in host.requires if r != "Spirit")
        if host.type != "garou":
            return False
    if c.type in ("past-life", "rite") and host.type != "garou":
        return False
    if c.type == "rite" and any(card_of(t.iid).type == "rite" for t in attached):
        return False  # one Rite in progress per shapeshifter
    return stats.meets(state, ch, c)


def gift_tax(state: LvState, ch: Char, c: Card) -> bool:
    """Umbra level 3: attaching a Gift to a Gnosis 7+ Garou costs a Sept card from hand."""
    return (
        c.type == "gift"
        and umbra.level(state.umbra) == 3
        and stats.is_garou(ch)
        and stats.stat(state, ch, "gnosis") >= 7
    )


def distinct_hand(hand: list[str], skip: str = "") -> list[str]:
    """One instance per card name: two copies of a card are the same choice."""
    seen: set[str] = set()
    out = []
    for iid in hand:
        cid = card_of(iid).id
        if iid == skip or cid in seen:
            continue
        seen.add(cid)
        out.append(iid)
    return out


def event_plays(state: LvState, seat: int, iid: str, timings: tuple[str, ...]) -> list[Command]:
    """Every meaningful way to play an Event: its performer (only when who performs it makes a
    difference) and its target."""
    c = card_of(iid)
    view = LvView(state)
    out: list[Command] = []
    performer_matters = uses_performer(c, timings)
    for ch in state.pack_of(seat):
        if not ready(ch) or not stats.meets(state, ch, c):
            continue
        for target in card_targets(view, seat, iid, timings, ch.iid):
            key = event_key(c, target, ch.iid)
            if key and key in state.event_targets:
                continue
            if not performer_matters and any(
                o["target"] == target and o["card"] == iid for o in out
            ):
                continue  # another pack member already performs it on this target
            out.append({"type": "play", "card": iid, "by": ch.iid, "target": target})
    return out


def play_options(state: LvState, seat: int, iid: str) -> list[Command]:
    c = card_of(iid)
    player = state.players[seat]
    t = c.type
    if t == "ally":
        if "Spirit" in c.keywords and umbra.level(state.umbra) == 5:
            return []
        return [{"type": "play", "card": iid}] if requirement_met_by_pack(state, seat, c) else []
    if t == "totem":
        has_totem = any(
            card_of(x.iid).type == "totem" and x.owner == seat for x in state.things.values()
        )
        if has_totem or not requirement_met_by_pack(state, seat, c):
            return []
        return [{"type": "play", "card": iid}]
    if t in ("enemy", "victim", "battlefield"):
        return [{"type": "play", "card": iid}]
    if t in ("gift", "equipment", "past-life", "rite"):
        out: list[Command] = []
        for ch in state.pack_of(seat):
            if not can_host(state, ch, c):
                continue
            if gift_tax(state, ch, c):
                for pay in distinct_hand(player.hand, skip=iid):
                    out.append({"type": "play", "card": iid, "on": ch.iid, "pay": pay})
            else:
                out.append({"type": "play", "card": iid, "on": ch.iid})
        return out
    if t == "event" and reactions.answer_only(c.effects):
        return []  # played only in answer to what it names, when that happens
    if t == "event" and not c.is_moot_event():
        return event_plays(state, seat, iid, ("play",))
    if t == "moot":
        return [
            {"type": "play", "card": iid, "by": ch.iid}
            for ch in state.pack_of(seat)
            if stats.is_voter(ch) and ready(ch) and not ch.called_moot
        ]
    return []


# -- the Alpha Phase -------------------------------------------------------------------------------
def current_alpha(state: LvState) -> str | None:
    if state.phase != "alpha" or state.alpha_at >= len(state.alphas):
        return None
    return state.alphas[state.alpha_at]


def battlefield_in_umbra(iid: str) -> bool:
    return "Umbra" in card_of(iid).keywords


# -- abilities of cards in play ------------------------------------------------------------------------
def sources_of(view: LvView, ch: Char) -> list[tuple[str, int, Effect]]:
    """(card instance, effect index, effect) for abilities on a character and its attachments."""
    found = [(ch.iid, index, effect) for index, effect in view.live(ch.iid)]
    for thing in view.state.attached_to(ch.iid):
        found += [(thing.iid, index, effect) for index, effect in view.live(thing.iid)]
    return found


def pack_things(view: LvView, seat: int) -> list[tuple[str, int, Effect]]:
    """Abilities of a player's cards in play that are on no character: its Tribe, Totem,
    active Rites, Long Events and the Battlefields it controls."""
    state = view.state
    found = []
    for thing in state.things.values():
        if thing.host is not None:
            continue
        for index, effect in view.live(thing.iid):
            if view.holder(thing.iid, effect) == seat:
                found.append((thing.iid, index, effect))
    if not state.players[seat].removed:
        tribe = f"{seat}.{state.players[seat].tribe}"
        found += [(tribe, index, effect) for index, effect in view.live(tribe)]
    return found


def since_of(state: LvState, iid: str) -> int:
    if iid in state.chars:
        return state.chars[iid].since
    if iid in state.things:
        return state.things[iid].since
    return 0  # a Tribe: in play from the start


def window_key(source: str, index: int) -> str:
    return f"{source}#{index}/window"


def window_used(view: LvView, source: str, index: int, window: str) -> bool:
    per = WINDOW_LIMIT.get(window)
    if per is None:
        return False
    return view.epoch(per) in view.memory.uses(window_key(source, index))


def mark_window(ctx: Ctx, source: str, index: int, window: str) -> None:
    per = WINDOW_LIMIT.get(window)
    if per is not None:
        epoch = ctx.table().epoch(per)
        ctx.emit("limit-used", key=window_key(source, index), epoch=epoch)


def usable(view: LvView, seat: int, by: str | None, source: str, index: int, window: str) -> bool:
    """Whether a player may use this ability in this window now (limits, costs, newness)."""
    if window in WINDOW_LIMIT and window_used(view, source, index, window):
        return False
    if window in ("main", *WINDOW_LIMIT) and since_of(view.state, source) >= view.state.serial:
        return False  # only cards in play since the start of the phase
    effect = card_of(source).effects[index]
    return interpreter.usable(view, Use(source, index, effect, seat, by)) is None


def ability_targets(view: LvView, seat: int, by: str | None, source: str, index: int) -> list[Any]:
    effect = card_of(source).effects[index]
    return interpreter.choices(view, Use(source, index, effect, seat, by))


def ability_options(state: LvState, seat: int, timing: str, chars: list[Char]) -> list[Command]:
    view = LvView(state)
    sources: list[tuple[str | None, str, int, Effect]] = [
        (ch.iid, source, index, effect)
        for ch in chars
        for source, index, effect in sources_of(view, ch)
    ]
    sources += [(view.bearer(s), s, i, e) for s, i, e in pack_things(view, seat)]
    out = []
    for by, source, index, effect in sources:
        if effect.when != timing or not usable(view, seat, by, source, index, timing):
            continue
        for target in ability_targets(view, seat, by, source, index):
            out.append(
                {"type": "action", "card": source, "index": index, "by": by, "target": target}
            )
    return out


def use_action(ctx: Ctx, seat: int, cmd: Command, window: str) -> None:
    """A Main: or Alpha: action of a card in play."""
    source, index = cmd["card"], cmd["index"]
    mark_window(ctx, source, index, window)
    # The log tells the use, and that it changed nothing (a heal with no wound to heal): a
    # use that left no line read as a lost play (issue 30). Notes change no state.
    ctx.emit("note", what="used", seat=seat, card=source, index=index, by=cmd.get("by"))
    before = len(ctx.events)
    use_ability(ctx, source, index, seat, cmd.get("by"), cmd.get("target"))
    if len(ctx.events) == before:
        ctx.emit("note", what="used-idle", seat=seat, card=source)


# -- playing a Sept card ------------------------------------------------------------------------------
def next_turn_to(ctx: Ctx, passed: bool) -> None:
    state = ctx.state
    ctx.flow(actor=state.next_active(state.actor), passes=state.passes + 1 if passed else 0)


def play_card(ctx: Ctx, seat: int, cmd: Command) -> None:
    """Put a Sept card into play (Main Phase or, for Moot Events, Resolution); then the other
    players may answer it ("Play in answer to a card another player plays")."""
    _put_into_play(ctx, seat, cmd)
    answers.offer(ctx, reactions.CARD, cmd["card"], cmd.get("by"), skip=seat)


def play_answer(ctx: Ctx, seat: int, prompt: dict[str, Any], iid: str) -> None:
    """A card picked in answer (engine.ccg.reactions): its player plays it, performed by no
    character; its answer runs about what happened; it is discarded as any Event (what it began
    may last)."""
    ctx.emit("play", seat=seat, card=iid, by=None, main=False, answer=True, **{"as": "event"})
    told = {k: prompt.get(k) for k in ("moment", "subject", "other")}
    reactions.run(ctx.table(), iid, seat, told)
    thing = ctx.state.things.get(iid)
    if thing is not None and thing.host is None:
        leave(ctx, iid, "discard")


def _put_into_play(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    iid = cmd["card"]
    c = card_of(iid)
    t = c.type
    main = state.phase == "main"
    if t == "ally":
        ctx.emit("play", seat=seat, card=iid, main=main, **{"as": "ally"})
        if "Spirit" in c.keywords and umbra.level(state.umbra) == 3:
            hurt(ctx, iid, 1, None, None)  # level 3: Spirit Allies take a wound when played
    elif t in ("enemy", "victim"):
        in_umbra = "Umbra" in c.keywords
        ctx.emit("play", seat=seat, card=iid, umbra=in_umbra, main=main, **{"as": "prey"})
        if t == "enemy" and "Wyrm" in c.keywords:
            move_umbra(ctx, +1, N_("a Wyrm Enemy was played"))
    elif t in ("battlefield", "totem"):
        ctx.emit("play", seat=seat, card=iid, main=main, **{"as": "thing"})
    elif t in ("gift", "equipment", "past-life", "rite"):
        if cmd.get("pay"):
            ctx.emit("discard", seat=seat, **{"from": "hand"}, cards=[cmd["pay"]], why="umbra")
        rot = c.duration if t == "rite" else 0
        ctx.emit("play", seat=seat, card=iid, on=cmd["on"], rot=rot, main=main, **{"as": "attach"})
    elif t == "event":
        target = cmd.get("target")
        ctx.emit(
            "play", seat=seat, card=iid, by=cmd["by"], target=target, main=main, **{"as": "event"}
        )
        key = event_key(c, target, cmd["by"])
        if key:
            ctx.emit("event-target", key=key)
        for index, effect in enumerate(c.effects):
            if effect.when == "play":
                chosen = target if effect.selector.chosen else None
                run_text(ctx, iid, index, seat, cmd["by"], chosen)
        thing = state.things.get(iid)
        if not c.is_long_event() and thing is not None and thing.host is None:
            leave(ctx, iid, "discard")
        return
    elif t == "moot":
        ctx.emit("play", seat=seat, card=iid, by=cmd["by"], main=main, **{"as": "moot"})
        return
    if iid in state.things or iid in state.chars:
        fire(ctx, "enter-play", subject=iid)
