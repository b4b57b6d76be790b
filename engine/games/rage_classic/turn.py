"""The turn sequence (seed 001 chapter 3; seed 003 "Sequência dos Turnos").

All players share every phase and act at the same time. Each phase begins with Closed Play
(simultaneous choices, committed face down and revealed together, or something automatic)
and goes on with Open Play until every player has passed. The rules package has six phases
(Redraw, Regeneration, Resource, Umbra, Moot, Combat); the 1995 rulebook five (no Umbra Phase).

A step is named "<phase>:<part>"; `STEPS` maps each to the function that moves it on.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic import damage, plays, query, windows
from engine.games.rage_classic.cards import RESOURCE_TYPES
from engine.games.rage_classic.context import Ctx, discard, fill
from engine.games.rage_classic.state import ClassicState, card_of

Command = dict[str, Any]


# -- moving on ----------------------------------------------------------------------------------


# -- Redraw Phase -------------------------------------------------------------------------------
def first_redraw(state: ClassicState) -> str:
    if state.reading == "1995":
        return "open"
    return "deal" if state.turn == 1 else "commit"


def redraw_deal(ctx: Ctx) -> bool:
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


def redraw_commit(ctx: Ctx) -> bool:
    state = ctx.state
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
        ctx.next_phase()
    else:
        ctx.goto("redraw:open")


def redraw_open(ctx: Ctx) -> bool:
    if not windows.closes(ctx):
        return False
    state = ctx.state
    if state.reading == "1995":
        ctx.goto("redraw:deal" if state.turn == 1 else "redraw:commit")
    else:
        ctx.next_phase()
    return True


# -- Regeneration Phase --------------------------------------------------------------------------
def regenerate(ctx: Ctx) -> bool:
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
            ties = damage.regeneration_choices(state, iid)
            if not ties:
                break
            if len(ties) > 1:
                seat = ch.pack if ch.pack is not None else ch.owner
                ctx.prompt(seat, "regenerate", creature=iid)
                return True
            damage.heal_one(ctx, iid, ties[0])
    if state.reading == "1995":
        for ch in list(state.creatures.values()):
            if ch.crinos and not ch.damage and card_of(ch.iid).two_sided and not ch.frenzy:
                ctx.emit("set", iid=ch.iid, crinos=False, why="healed")
    ctx.flow(regenerated=[])
    ctx.goto("regeneration:open")
    return True


def simple_open(ctx: Ctx) -> bool:
    if not windows.closes(ctx):
        return False
    ctx.next_phase()
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


def resource_commit(ctx: Ctx) -> bool:
    """Reveal every staged card at once; a Unique card staged twice goes to one player, drawn
    by lot, the other copies back to their hands (seed 001, "Resource Phase")."""
    state = ctx.state
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
    ctx.goto("resource:open")
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


def umbra_commit(ctx: Ctx) -> bool:
    """Everyone using a Caern steps sideways at the same moment (seed 001, "Umbra Phase")."""
    state = ctx.state
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
    ctx.goto("umbra:open")
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


# -- Combat Phase ---------------------------------------------------------------------------------


# -- winning ----------------------------------------------------------------------------------------


# -- the commands of simultaneous steps ------------------------------------------------------------
