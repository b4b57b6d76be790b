"""Start of Turn, Sept Draw and End Phase; winning, ties and the turn limit."""

from __future__ import annotations

from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.context import (
    Ctx,
    check_all_gnosis,
    draw,
    expire,
    fire,
    hurt,
    leave,
)
from engine.games.rage_lv.state import LvState, card_of


# -- winning ------------------------------------------------------------------------------------
def check_win(ctx: Ctx) -> bool:
    """Victory Pile Renown at the Renown level wins; a tie at the top plays on."""
    state = ctx.state
    if state.over:
        return True
    seats = list(range(state.seats))
    scores = {s: state.renown(s) for s in seats}
    over = [s for s in seats if scores[s] >= state.renown_level]
    if over:
        best = max(scores[s] for s in over)
        top = [s for s in over if scores[s] == best]
        if len(top) == 1:
            ctx.emit("game-over", winners=top, reason="renown")
            return True
    if not state.active():
        best = max(scores.values())
        winners = [s for s in seats if scores[s] == best]
        ctx.emit("game-over", winners=winners, reason="no-packs-left")
        return True
    return False


def end_by_turn_limit(ctx: Ctx) -> None:
    state = ctx.state
    scores = {s: state.renown(s) for s in range(state.seats)}
    best = max(scores.values())
    ctx.emit("game-over", winners=[s for s, v in scores.items() if v == best], reason="turn-limit")


# -- Start of Turn ----------------------------------------------------------------------------------
def start_turn(ctx: Ctx) -> None:
    state = ctx.state
    turn = state.turn + 1
    if turn > state.options["turn_limit"]:
        end_by_turn_limit(ctx)
        return
    ctx.emit("turn", turn=turn)
    ctx.flow(phase="start")
    # Rites in progress and regenerating characters turn 90 degrees.
    for thing in list(state.things.values()):
        if card_of(thing.iid).type != "rite" or thing.host is None:
            continue
        host = state.chars.get(thing.host)
        if host is not None and host.hunted_turn == turn - 1:
            continue  # its shapeshifter fought or went hunting last turn
        left = thing.rot - 1
        ctx.emit("rotate", iid=thing.iid, left=left)
        if left <= 0:
            ctx.emit("rite-active", iid=thing.iid)
    for ch in list(state.chars.values()):
        if ch.regen > 0:
            left = ch.regen - 1
            if left == 0:
                ctx.emit("upright", char=ch.iid)
            else:
                ctx.emit("rotate", iid=ch.iid, left=left)
    start_effects(ctx)
    umbra_effects(ctx)
    sept_draw(ctx)


def start_effects(ctx: Ctx) -> None:
    """'At the start of each turn' effects of every card in play (Tribes, characters, Enemies,
    attachments, Totems, active Rites, Battlefields)."""
    fire(ctx, "turn-start")


def umbra_effects(ctx: Ctx) -> None:
    """The Umbra chart's Start of Turn effects for the current level."""
    state = ctx.state
    lvl = umbra.level(state.umbra)
    for ch in list(state.chars.values()):
        if ch.iid not in state.chars:
            continue
        gnosis = stats.stat(state, ch, "gnosis")
        garou = stats.is_garou(ch)
        if lvl == 1 and garou and gnosis >= 6 and ch.wounds:
            ctx.emit("heal", char=ch.iid, amount=1)
        if lvl >= 4 and garou and gnosis >= (6 if lvl == 4 else 5):
            gifts = [t.iid for t in state.attached_to(ch.iid) if card_of(t.iid).type == "gift"]
            if len(gifts) == 1:
                leave(ctx, gifts[0], "discard")
            elif gifts:
                ctx.prompt(ch.owner, "lose-gift", options=gifts, char=ch.iid)
        if lvl == 5:
            for t in list(state.attached_to(ch.iid)):
                c = card_of(t.iid)
                if c.type == "equipment" and "Fetish" in c.keywords:
                    leave(ctx, t.iid, "discard")
        if lvl == 4 and ch.pack and card_of(ch.iid).type == "ally" and stats.is_spirit(state, ch):
            hurt(ctx, ch.iid, 1, None, None)


def sept_draw_target(state: LvState, seat: int) -> int:
    """The Tribe's Sept Draw, the Umbra chart's change, and what cards do to it."""
    return stats.board_of(state).player_stat(seat, "sept-draw")


def sept_draw(ctx: Ctx) -> None:
    state = ctx.state
    ctx.flow(phase="sept-draw")
    if all(not state.players[s].sept_deck for s in state.active()):
        # Nobody can draw: the game's Renown level drops by one, for good.
        ctx.emit("level", renown_level=state.renown_level - 1)
    for seat in state.active():
        player = state.players[seat]
        target = sept_draw_target(state, seat)
        if len(player.hand) < target:
            draw(ctx, seat, "sept", target - len(player.hand))
        for _ in range(len(player.hand) - target):
            ctx.prompt(seat, "discard-down", options=[])


def begin_main(ctx: Ctx) -> None:
    state = ctx.state
    wounded = [c.iid for c in state.chars.values() if c.pack and c.wounds > 0]
    ctx.flow(phase="main", actor=state.active()[0], passes=0, wounded=wounded, last_card_seat=None)


# -- End Phase ----------------------------------------------------------------------------------------
def begin_end(ctx: Ctx) -> None:
    state = ctx.state
    ctx.flow(phase="end", alphas=[], alpha_at=0)
    for ch in list(state.chars.values()):
        if ch.pack and ch.where == "hunting":
            ctx.emit("move", char=ch.iid, where="staging")
        if ch.crinos and card_of(ch.iid).two_sided:
            breed_health = card_of(ch.iid).side(False).health
            if ch.wounds < breed_health:
                ctx.emit("flip", char=ch.iid, crinos=False)
    for thing in list(state.things.values()):
        if card_of(thing.iid).is_long_event():
            leave(ctx, thing.iid, "discard")
    fire(ctx, "turn-end")
    expire(ctx, "turn")
    check_all_gnosis(ctx)  # a Garou back on its Breed side may have less Gnosis
    # Reclaim lost lands: a Battlefield controlled for the whole turn may be scored.
    for seat in state.active():
        held = [
            t.iid
            for t in state.things.values()
            if card_of(t.iid).type == "battlefield"
            and t.controller == seat
            and t.controlled_turn < state.turn
        ]
        if held:
            ctx.prompt(seat, "reclaim", options=[*held, "none"])
