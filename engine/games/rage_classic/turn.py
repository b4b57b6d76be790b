"""The turn sequence (seed 001 chapter 3; seed 003 "Sequência dos Turnos").

All players share every phase and act at the same time. Each phase begins with Closed Play
(simultaneous choices, committed face down and revealed together, or something automatic)
and goes on with Open Play until every player has passed. The rules package has six phases
(Redraw, Regeneration, Resource, Umbra, Moot, Combat); the 1995 rulebook five (no Umbra Phase).

A step is named "<phase>:<part>"; `STEPS` maps each to the function that moves it on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.rage_classic import alpha, combat, damage, effects, juntas, plays, query, windows
from engine.games.rage_classic.cards import PREY_TYPES, RESOURCE_TYPES
from engine.games.rage_classic.context import Ctx, discard, fill
from engine.games.rage_classic.state import GUARDIAN, ClassicState, card_of

Command = dict[str, Any]

PHASES = {
    "package": ("redraw", "regeneration", "resource", "umbra", "moot", "combat"),
    "1995": ("redraw", "regeneration", "resource", "moot", "combat"),
}


def phases(state: ClassicState) -> tuple[str, ...]:
    return PHASES[state.reading]


# -- moving on ----------------------------------------------------------------------------------
def start_turn(ctx: Ctx) -> None:
    state = ctx.state
    if state.turn >= state.options["turn_limit"]:
        end_game(ctx, "turn-limit")
        return
    ctx.emit("turn", turn=state.turn + 1)
    _spirits_return(ctx)
    # "next-turn" effects last through the next turn: they end with it (expire "turn"), not
    # as it begins (a Past Life's lost Sept cards never cost anything that way).
    enter_phase(ctx, "redraw")


def _spirits_return(ctx: Ctx) -> None:
    """A Spirit forced fully into one world returns to both at the beginning of the next turn
    (seed 001, "Spirits"); Bane Characters are no Spirits."""
    state = ctx.state
    for iid, ch in list(state.creatures.items()):
        if ch.world == "both" or ch.out or ch.kind == "character" or iid.startswith(GUARDIAN):
            continue
        if "Spirit" in plays.query_words(card_of(iid)):
            ctx.emit("world", iid=iid, world="both", why="a Spirit returns to both worlds")


def enter_phase(ctx: Ctx, phase: str) -> None:
    state = ctx.state
    ctx.flow(phase=phase, step="", committed=[])
    effects.fire(ctx, "phase-start", phase=phase)
    if state.over:
        return
    first = FIRST_STEP[phase](state)
    goto(ctx, f"{phase}:{first}")


def next_phase(ctx: Ctx, fired: bool = False) -> None:
    state = ctx.state
    if not fired:
        effects.fire(ctx, "phase-end", phase=state.phase)
    effects.expire(ctx, "phase")
    order = phases(state)
    i = order.index(state.phase)
    if i + 1 < len(order):
        enter_phase(ctx, order[i + 1])
    else:
        end_turn(ctx)


def end_turn(ctx: Ctx) -> None:
    state = ctx.state
    effects.fire(ctx, "turn-end")
    effects.expire(ctx, "turn")
    damage.return_past_lives(ctx)
    if state.reading == "1995":
        for p in state.players:
            if not p.out and not state.characters_of(p.seat):
                damage.player_out(ctx, p.seat)
    if not state.over:
        start_turn(ctx)


def goto(ctx: Ctx, step: str) -> None:
    """Enter a step: a commit step waits for its seats, an open step opens its window."""
    ctx.flow(step=step, committed=[])
    state = ctx.state
    phase, part = step.split(":")
    if part == "open":
        moment = phase
        windows.open_window(ctx, moment, state.active())
    elif part == "begin":  # an Open Play window before the phase's Closed Play
        windows.open_window(ctx, f"{phase}-begin", state.active())
    elif part == "commit" and not commit_seats(state):
        STEPS[step](ctx, force=True)
    elif step == "combat:end":
        begin_end(ctx)


def commit_seats(state: ClassicState) -> list[int]:
    """The seats a simultaneous step waits for (judged from public information)."""
    phase = state.phase
    out = []
    for seat in state.active():
        if seat in state.committed:
            continue
        if phase == "umbra" and not umbra_candidates(state, seat):
            continue
        if phase == "moot" and not moot_possible(state, seat):
            continue
        if phase == "redraw" and skips_redraw(state, seat):
            continue
        out.append(seat)
    return out


# -- Redraw Phase -------------------------------------------------------------------------------
def _first_redraw(state: ClassicState) -> str:
    if state.reading == "1995":
        return "open"
    return "deal" if state.turn == 1 else "commit"


def redraw_deal(ctx: Ctx, force: bool = False) -> bool:
    """The first Redraw Phase: everyone draws a Sept hand, and (rules package) a Combat hand."""
    state = ctx.state
    for seat in state.active():
        fill(ctx, seat, "sept", why="first hand")
        if state.reading != "1995":
            fill(ctx, seat, "combat", why="first hand")
    _after_redraw(ctx)
    return True


def skips_redraw(state: ClassicState, seat: int) -> bool:
    """A card made this player skip their next Redraw Phase (Telemarketing Campaign): one
    played before this turn."""
    return any(
        item.on == seat and item.key == "skip-redraw" and item.turn < state.turn
        for item in state.ccg.lasting
    )


def redraw_commit(ctx: Ctx, force: bool = False) -> bool:
    state = ctx.state
    if not force and commit_seats(state):
        return False
    for seat in state.active():
        if skips_redraw(state, seat):
            ctx.emit("flow", skipped_redraw=seat)
            continue
        staged = [e["card"] for e in state.players[seat].staged]
        if staged:
            discard(ctx, seat, staged, why="redraw")
        fill(ctx, seat, "sept", why="redraw")
    _after_redraw(ctx)
    return True


def _after_redraw(ctx: Ctx) -> None:
    if ctx.state.reading == "1995":
        next_phase(ctx)
    else:
        goto(ctx, "redraw:open")


def redraw_open(ctx: Ctx, force: bool = False) -> bool:
    if not windows.is_closed(ctx.state):
        return False
    windows.close_window(ctx)
    state = ctx.state
    if state.reading == "1995":
        goto(ctx, "redraw:deal" if state.turn == 1 else "redraw:commit")
    else:
        next_phase(ctx)
    return True


# -- Regeneration Phase --------------------------------------------------------------------------
def regenerate(ctx: Ctx, force: bool = False) -> bool:
    """Every regenerating creature returns its lowest non-aggravated damage card (seed 001);
    of equal lowest cards, its controller (a prey's owner) picks which (a "regenerate"
    prompt). `regenerated` counts the heals done, so the step resumes after each answer."""
    state = ctx.state
    for iid in list(state.creatures):
        ch = state.creatures.get(iid)
        if (
            ch is None
            or not query.can(state, iid, "r")
            or query.prohibited(state, iid, "regenerate")
        ):
            continue
        times = 1 + sum(
            int(g.get("amount", 1) or 1) for g in query.granted(state, iid, "regenerate-extra")
        )
        while state.regenerated.count(iid) < times:
            ch = state.creatures[iid]
            ties = regeneration_choices(state, iid)
            if not ties:
                break
            if len(ties) > 1:
                seat = ch.pack if ch.pack is not None else ch.owner
                ctx.prompt(seat, "regenerate", creature=iid)
                return True
            heal_one(ctx, iid, ties[0])
    if state.reading == "1995":
        for ch in list(state.creatures.values()):
            if ch.crinos and not ch.damage and card_of(ch.iid).two_sided and not ch.frenzy:
                ctx.emit("set", iid=ch.iid, crinos=False, why="healed")
    ctx.flow(regenerated=[])
    goto(ctx, "regeneration:open")
    return True


def regeneration_choices(state: ClassicState, iid: str) -> list[str]:
    """The damage cards of equal lowest damage the creature may return (one each of a card)."""
    healable = [d for d in state.creatures[iid].damage if not d.aggravated]
    if not healable:
        return []
    low = min(d.amount for d in healable)
    return list(dict.fromkeys(d.card for d in healable if d.amount == low))


def heal_one(ctx: Ctx, iid: str, card: str) -> None:
    state = ctx.state
    found = min(
        (d for d in state.creatures[iid].damage if d.card == card and not d.aggravated),
        key=lambda d: d.amount,
    )
    ctx.emit("heal", iid=iid, card=found.card, amount=found.amount, why="regenerates")
    ctx.flow(regenerated=[*state.regenerated, iid])


def simple_open(ctx: Ctx, force: bool = False) -> bool:
    if not windows.is_closed(ctx.state):
        return False
    windows.close_window(ctx)
    next_phase(ctx)
    return True


# -- Resource Phase --------------------------------------------------------------------------------
def stage_options(state: ClassicState, seat: int) -> list[Command]:
    """Closed Play at the start of the Resource Phase: creatures and resources, face down."""
    player = state.players[seat]
    out: list[Command] = []
    seen: set[str] = set()
    staged = player.staged
    for iid in player.hand:
        c = card_of(iid)
        if c.id in seen or not (
            c.type in RESOURCE_TYPES or c.is_creature or c.type == "battlefield"
        ):
            continue
        seen.add(c.id)
        if plays.playable_now(state, seat, c, "resource") is not None:
            continue
        if c.type in ("caern", "realm") and any(card_of(e["card"]).type == c.type for e in staged):
            continue
        if (c.unique or c.restricted) and any(card_of(e["card"]).id == c.id for e in staged):
            continue
        for by in plays.performers(state, seat, c, "resource"):
            if c.type == "equipment" and not _slot_free(state, staged, by, c):
                continue
            out.append({"type": "stage", "card": iid, "by": by})
    return out


def _slot_free(state: ClassicState, staged: list[dict[str, Any]], by: str | None, c: Any) -> bool:
    for entry in staged:
        other = card_of(entry["card"])
        if entry.get("by") != by or other.type != "equipment":
            continue
        if other.id == c.id:
            return False
        for kind in ("Armor", "Weapon"):
            both = kind in c.keywords and kind in other.keywords
            if both and (kind == "Armor" or state.reading != "1995"):
                return False
    return True


def resource_commit(ctx: Ctx, force: bool = False) -> bool:
    """Reveal every staged card at once; a Unique card staged twice goes to one player, drawn
    by lot, the other copies back to their hands (seed 001, "Resource Phase")."""
    state = ctx.state
    if not force and commit_seats(state):
        return False
    entries = [(p.seat, dict(e)) for p in state.players for e in p.staged]
    ctx.emit("revealed", plays=[{"seat": s, **e} for s, e in entries])
    keep: list[tuple[int, dict[str, Any]]] = []
    by_name: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for seat, entry in entries:
        c = card_of(entry["card"])
        if c.unique:
            by_name.setdefault(c.id, []).append((seat, entry))
        else:
            keep.append((seat, entry))
    for group in by_name.values():
        if len(group) > 1:
            winner = ctx.random().randrange(len(group))
            ctx.emit(
                "note",
                what="unique-lot",
                card=card_of(group[winner][1]["card"]).id,
                seat=group[winner][0],
            )
        else:
            winner = 0
        for i, (seat, entry) in enumerate(group):
            if i == winner:
                keep.append((seat, entry))
            else:
                ctx.emit("unstage", seat=seat, card=entry["card"])
    for seat, entry in keep:
        if entry.get("by") is not None and entry["by"] not in state.creatures:
            ctx.emit("unstage", seat=seat, card=entry["card"])
            continue
        c = card_of(entry["card"])
        if c.restricted:
            ctx.emit("used", seat=seat, card=c.id)
        plays.place(ctx, seat, entry["card"], entry.get("by"), None)
    goto(ctx, "resource:open")
    return True


# -- Umbra Phase ------------------------------------------------------------------------------------
def caern_gauntlet(state: ClassicState, seat: int) -> int | None:
    found = [
        card_of(t.iid).gauntlet
        for t in state.things.values()
        if t.pack == seat and card_of(t.iid).type == "caern"
    ]
    found += [int(g.get("amount", 5)) for g in query.granted(state, seat, "caern")]
    if not found:
        return None
    # card effects flux a Caern's Gauntlet (player stat `gauntlet`); a Gauntlet is at least 1
    return max(1, min(found) + query.player_bonus(state, seat, "gauntlet"))


def umbra_candidates(state: ClassicState, seat: int) -> list[str]:
    """Characters that may use their pack's Caern to step sideways (Gnosis >= Gauntlet)."""
    gauntlet = caern_gauntlet(state, seat)
    if gauntlet is None:
        return []
    staged = {e["card"] for e in state.players[seat].staged}
    return [
        ch.iid
        for ch in state.characters_of(seat)
        if not ch.out
        and ch.world != "both"
        and query.at_home(state, ch.iid)
        and ch.iid not in state.stepped
        and ch.iid not in staged
        and query.can(state, ch.iid, "s")
        and query.stat(state, ch.iid, "gnosis") >= gauntlet
        and plays.may_act(state, ch.iid, "step-sideways")
    ]


def umbra_commit(ctx: Ctx, force: bool = False) -> bool:
    """Everyone using a Caern steps sideways at the same moment (seed 001, "Umbra Phase")."""
    state = ctx.state
    if not force and commit_seats(state):
        return False
    for p in state.players:
        steps = [e["card"] for e in p.staged]
        if steps:
            ctx.emit("clear-staged", seat=p.seat)
        for iid in steps:
            ch = state.creatures.get(iid)
            if ch is not None:
                world = "physical" if ch.world == "umbra" else "umbra"
                ctx.emit("world", iid=iid, world=world, stepped=True, why="caern")
    realm_check(ctx)
    goto(ctx, "umbra:open")
    return True


def realm_check(ctx: Ctx) -> None:
    """A pack with no Character in the Umbra discards its Realm (seed 001, "Realms")."""
    state = ctx.state
    for t in list(state.things.values()):
        if card_of(t.iid).type != "realm" or t.pack is None:
            continue
        if not any(
            ch.world in ("umbra", "both") for ch in state.characters_of(t.pack) if not ch.out
        ):
            plays.leave_play(ctx, t.iid, "discard", why="no Character of its pack is in the Umbra")


# -- Moot Phase -----------------------------------------------------------------------------------
def moot_possible(state: ClassicState, seat: int) -> bool:
    """At least two packs of this allegiance, and a Character able to call."""
    side = state.players[seat].allegiance
    same = [p for p in state.players if not p.out and p.allegiance == side]
    if len(same) < 2:
        return False
    return any(ch.world != "umbra" and not ch.out for ch in state.characters_of(seat))


def _first_moot(state: ClassicState) -> str:
    """Cards played "at the beginning of the Moot Phase" (Rite of Wisdom) get an Open Play
    window before the Juntas are called, opened only when a pack could hold one."""
    if any(effects.may_hold(state, seat, "play-moot") for seat in state.active()):
        return "begin"
    return "commit"


def moot_begin(ctx: Ctx, force: bool = False) -> bool:
    if not windows.is_closed(ctx.state):
        return False
    windows.close_window(ctx)
    goto(ctx, "moot:commit")
    return True


def moot_commit(ctx: Ctx, force: bool = False) -> bool:
    state = ctx.state
    if not force and commit_seats(state):
        return False
    juntas.reveal_calls(ctx)
    return True


def moot_vote(ctx: Ctx, force: bool = False) -> bool:
    return juntas.step(ctx)


def moot_open(ctx: Ctx, force: bool = False) -> bool:
    if not windows.is_closed(ctx.state):
        return False
    windows.close_window(ctx)
    juntas.take_deferred(ctx)
    if not ctx.state.over:
        next_phase(ctx)
    return True


# -- Combat Phase ---------------------------------------------------------------------------------
def _first_combat(state: ClassicState) -> str:
    return "deal" if state.reading == "1995" and not state.first_hands else "commit"


def combat_deal(ctx: Ctx, force: bool = False) -> bool:
    """1995: the first Combat Phase begins with everyone drawing five Combat cards."""
    for seat in ctx.state.active():
        fill(ctx, seat, "combat", why="first hand")
    ctx.flow(first_hands=True)
    goto(ctx, "combat:open")
    return True


def combat_commit(ctx: Ctx, force: bool = False) -> bool:
    state = ctx.state
    if not force and commit_seats(state):
        return False
    for seat in state.active():
        staged = [e["card"] for e in state.players[seat].staged]
        if staged:
            discard(ctx, seat, staged, why="redraw")
        fill(ctx, seat, "combat", why="redraw")
    goto(ctx, "combat:open")
    return True


def combat_open(ctx: Ctx, force: bool = False) -> bool:
    if not windows.is_closed(ctx.state):
        return False
    windows.close_window(ctx)
    # "Before Alphas are chosen" (Blossum, seed 001): triggers on the start of the alpha choice
    effects.fire(ctx, "phase-start", phase="alphas")
    if ctx.state.over:
        return True
    alpha.begin_picks(ctx)
    return True


def combat_alphas(ctx: Ctx, force: bool = False) -> bool:
    return alpha.step_picks(ctx, force)


def combat_actions(ctx: Ctx, force: bool = False) -> bool:
    return alpha.step_actions(ctx)


def begin_end(ctx: Ctx) -> None:
    """After the last alpha action the Combat Phase ends: prey that attack "at the end of
    combat" declare their attacks (seed 001, "Prey")."""
    effects.fire(ctx, "phase-end", phase="combat")


def combat_end(ctx: Ctx, force: bool = False) -> bool:
    """Prey attacks, highest Renown first (ties by lot); then winning, then the next turn."""
    state = ctx.state
    if state.combat is not None:
        return False
    table = query.view(state)
    while state.hunts:
        best = (
            max(card_of(a).renown for a, _ in state.hunts if a in state.creatures)
            if any(a in state.creatures for a, _ in state.hunts)
            else None
        )
        due = [h for h in state.hunts if h[0] in state.creatures and card_of(h[0]).renown == best]
        if not due:
            for attacker, target in list(state.hunts):
                ctx.emit("hunt-done", attacker=attacker, target=target)
            break
        attacker, target = due[ctx.random().randrange(len(due))] if len(due) > 1 else due[0]
        ctx.emit("hunt-done", attacker=attacker, target=target)
        if table.can_hunt(attacker, target) and not query.in_combat(state, target):
            combat.declare(ctx, "prey", attacker, target, alpha=False)
            return True
    if check_win(ctx):
        return True
    next_phase(ctx, fired=True)
    return True


# -- winning ----------------------------------------------------------------------------------------
def check_win(ctx: Ctx) -> bool:
    """Seed 001, "Winning the Game": at the end of a Combat Phase, a player at or above the
    Renown level wins; of several, the one with the most VP; a tie plays on. With fewer than two
    packs left, the game ends and the most VP wins."""
    state = ctx.state
    level = state.renown_level
    scores = {p.seat: state.victory_points(p.seat) for p in state.players}
    reached = [s for s, v in scores.items() if v >= level]
    if reached:
        best = max(scores[s] for s in reached)
        top = [s for s in reached if scores[s] == best]
        if len(top) == 1:
            end_game(ctx, "renown", top)
            return True
    if len(state.active()) < 2:
        end_game(ctx, "last-pack")
        return True
    return False


def end_game(ctx: Ctx, reason: str, winners: list[int] | None = None) -> None:
    state = ctx.state
    if winners is None:
        scores = {p.seat: state.victory_points(p.seat) for p in state.players}
        best = max(scores.values())
        winners = [s for s, v in scores.items() if v == best]
    windows.close_window(ctx)
    ctx.emit("end", winners=sorted(winners), reason=reason)


FIRST_STEP: dict[str, Callable[[ClassicState], str]] = {
    "redraw": _first_redraw,
    "regeneration": lambda s: "auto",
    "resource": lambda s: "commit",
    "umbra": lambda s: "commit",
    "moot": _first_moot,
    "combat": _first_combat,
}

STEPS: dict[str, Callable[..., bool]] = {
    "redraw:deal": redraw_deal,
    "redraw:commit": redraw_commit,
    "redraw:open": redraw_open,
    "regeneration:auto": regenerate,
    "regeneration:open": simple_open,
    "resource:commit": resource_commit,
    "resource:open": simple_open,
    "umbra:commit": umbra_commit,
    "umbra:open": simple_open,
    "moot:begin": moot_begin,
    "moot:commit": moot_commit,
    "moot:vote": moot_vote,
    "moot:open": moot_open,
    "combat:deal": combat_deal,
    "combat:commit": combat_commit,
    "combat:open": combat_open,
    "combat:alphas": combat_alphas,
    "combat:actions": combat_actions,
    "combat:end": combat_end,
}

AUTO_STEPS = {"redraw:deal", "regeneration:auto", "combat:deal"}


# -- the commands of simultaneous steps ------------------------------------------------------------
def commit_legal(state: ClassicState, seat: int) -> list[Command]:
    step = state.step
    player = state.players[seat]
    staged = {e["card"] for e in player.staged}
    out: list[Command] = []
    if step in ("redraw:commit", "combat:commit"):
        hand = player.hand if step == "redraw:commit" else player.combat_hand
        seen: set[str] = set()
        for iid in hand:
            if iid in staged or card_of(iid).id in seen:
                continue
            seen.add(card_of(iid).id)
            out.append({"type": "discard", "card": iid})
    elif step == "resource:commit":
        out = stage_options(state, seat)
    elif step == "umbra:commit":
        out = [{"type": "step", "creature": iid} for iid in umbra_candidates(state, seat)]
    elif step == "moot:commit":
        out = juntas.call_options(state, seat)
    out.append({"type": "done"})
    return out


def commit_apply(ctx: Ctx, seat: int, command: Command) -> None:
    kind = command["type"]
    if kind == "done":
        ctx.emit("committed", seat=seat)
        return
    if kind == "discard":
        ctx.emit("stage", seat=seat, entry={"card": command["card"], "as": "discard"})
    elif kind == "stage":
        ctx.emit("stage", seat=seat, entry={"card": command["card"], "by": command.get("by")})
    elif kind == "step":
        ctx.emit("stage", seat=seat, entry={"card": command["creature"], "as": "step"})
    elif kind == "call":
        ctx.emit(
            "stage",
            seat=seat,
            entry={"card": command["card"], "by": command["by"], "target": command.get("target")},
        )


__all__ = ["STEPS", "commit_legal", "commit_apply", "start_turn", "PREY_TYPES"]
