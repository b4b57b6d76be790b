"""The Combat Phase: the combat redraw, alphas and their actions, prey's attacks at its end (seed 001 chapter 3 "Combat
Phase", chapter 5 "Combat Declaration Options"; seed 003 "Seleção dos Alphas", "Ataque dos
Alphas").

Every player picks an alpha at the same time (a Character or Ally of the pack; in the 1995 book
not one in the Umbra), revealed together; alphas act in descending Renown, ties by lot. An alpha
may attack another alpha or prey in the Hunting Grounds, attack a Spirit to bind it, challenge a
non-alpha of another pack, attack a Territory, engage a Battlefield, or pass. Rivals must be
attacked when they are valid targets; a creature never attacks one it is loyal to, nor its own
pack, and Silver Pack members never attack each other.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_classic import combat, effects, loyalty, query, windows
from engine.games.rage_classic.context import Ctx, discard, fill
from engine.games.rage_classic.state import GUARDIAN, ClassicState, card_of
from engine.games.rage_classic.winning import check_win

Command = dict[str, Any]


# -- picking ---------------------------------------------------------------------------------
def eligible(state: ClassicState, seat: int) -> list[str]:
    out = []
    for ch in state.pack_of(seat):
        if ch.out or ch.dead or ch.hunting or ch.kind not in ("character", "ally"):
            continue
        if state.reading == "1995" and ch.world == "umbra":
            continue  # seed 003: a character in the Umbra cannot be the alpha
        if query.prohibited(state, ch.iid, "alpha"):
            continue
        if query.player_has(state, seat, "characters-only-alpha") and ch.kind != "character":
            continue
        out.append(ch.iid)
    return out


def pick_seats(state: ClassicState) -> list[int]:
    return [s for s in state.active() if s not in state.committed and eligible(state, s)]


def begin_picks(ctx: Ctx) -> None:
    ctx.flow(step="combat:alphas", committed=[])
    if not pick_seats(ctx.state):
        step_picks(ctx, force=True)


def pick_legal(state: ClassicState, seat: int) -> list[Command]:
    return [{"type": "alpha", "creature": iid} for iid in eligible(state, seat)]


def pick_apply(ctx: Ctx, seat: int, command: Command) -> None:
    ctx.emit("alpha-pick", seat=seat, creature=command["creature"])


def step_picks(ctx: Ctx, force: bool = False) -> bool:
    """Once every alpha is picked, reveal them and order them by Renown (ties by lot)."""
    state = ctx.state
    if not force and pick_seats(state):
        return False
    picks = [state.alpha_picks[k] for k in sorted(state.alpha_picks)]
    picks = [iid for iid in picks if iid in state.creatures]
    lots = {iid: ctx.random().random() for iid in picks} if len(picks) > 1 else {}
    order = sorted(picks, key=lambda iid: (-query.stat(state, iid, "renown"), lots.get(iid, 0.0)))
    ctx.emit("alphas", order=order, picks=dict(state.alpha_picks))
    ctx.flow(step="combat:actions", committed=[])
    return True


# -- acting ------------------------------------------------------------------------------------
def current(state: ClassicState) -> str | None:
    if state.step != "combat:actions" or state.alpha_at >= len(state.alphas):
        return None
    return state.alphas[state.alpha_at]


def can_act(state: ClassicState, iid: str) -> bool:
    ch = state.creatures.get(iid)
    if ch is None or ch.out or ch.dead or ch.hunting or ch.pack is None:
        return False
    if iid in state.acted or query.prohibited(state, iid, "alpha-action"):
        return False
    return not query.prohibited(state, iid, "actions")


def step_actions(ctx: Ctx) -> bool:
    """Skip alphas that cannot act; after the last one, the Combat Phase ends."""
    state = ctx.state
    while state.alpha_at < len(state.alphas):
        iid = state.alphas[state.alpha_at]
        if can_act(state, iid):
            return False
        ctx.flow(alpha_at=state.alpha_at + 1)
    ctx.goto("combat:end")
    return True


def seat_of_alpha(state: ClassicState) -> int | None:
    iid = current(state)
    if iid is None or not can_act(state, iid):
        return None
    return state.creatures[iid].pack


def loyal(state: ClassicState, a: str, b: str) -> bool:
    """Loyalty (and the Silver Pack's) forbids attacking; names or keywords on the card."""
    ca, cb = card_of(a), card_of(b)
    if "Silver Pack" in ca.keywords and "Silver Pack" in cb.keywords:
        return True
    theirs = query.words(state, b) | {cb.name}
    if set(ca.loyal) & theirs:
        return True
    if any(g.get("keyword") in theirs for g in query.granted(state, a, "loyal")):
        return True
    pairs = loyalty.pacts(state.ccg.lasting)  # Loyalty between tribes, both ways
    return bool(pairs) and loyalty.bound(pairs, query.words(state, a), theirs)


def rival(state: ClassicState, a: str, b: str) -> bool:
    ca, cb = card_of(a), card_of(b)
    theirs = query.words(state, b) | {cb.name}
    mine = query.words(state, a) | {ca.name}
    if set(ca.rivals) & theirs or set(cb.rivals) & mine:
        return True
    return any(g.get("keyword") in theirs for g in query.granted(state, a, "rival"))


def attackable(state: ClassicState, attacker: str, target: str) -> bool:
    """A valid target for an attack by this alpha (seed 001, "Attacking a creature")."""
    t = state.creatures.get(target)
    a = state.creatures[attacker]
    if t is None or t.out or target == attacker or t.iid.startswith(GUARDIAN):
        return False
    if t.pack is not None and t.pack == a.pack:
        return False  # never one's own pack
    if not query.interact(state, attacker, target):
        return False
    if loyal(state, attacker, target):
        return False
    if query.prohibited(state, target, "be-attacked") or query.prohibited(
        state, attacker, "attack", against=target
    ):
        return False
    return not query.in_combat(state, target)


def attack_targets(state: ClassicState, iid: str) -> list[str]:
    """Other alphas in play, prey in the Hunting Grounds and Characters sent there."""
    found = []
    for ch in state.creatures.values():
        is_alpha = ch.iid in state.alphas and ch.pack is not None and not ch.hunting
        in_grounds = ch.pack is None or ch.hunting
        if (is_alpha or in_grounds) and attackable(state, iid, ch.iid):
            found.append(ch.iid)
    rivals = [t for t in found if rival(state, iid, t)]
    forced = [
        g["against"] for g in query.granted(state, iid, "must-attack") if g.get("against") in found
    ]
    if forced:
        return forced
    return rivals or found


def challenge_targets(state: ClassicState, iid: str) -> list[str]:
    a = state.creatures[iid]
    return [
        ch.iid
        for ch in state.creatures.values()
        if ch.pack is not None
        and ch.pack != a.pack
        and not ch.hunting
        and ch.iid not in state.alphas
        and not ch.out
        and query.interact(state, iid, ch.iid)
        and not loyal(state, iid, ch.iid)
        and not query.prohibited(state, ch.iid, "be-challenged")
    ]


def action_legal(state: ClassicState, seat: int) -> list[Command]:
    iid = current(state)
    if iid is None or state.creatures[iid].pack != seat:
        return []
    out: list[Command] = []
    for target in attack_targets(state, iid):
        out.append({"type": "attack", "target": target})
        t = state.creatures[target]
        if (
            t.pack is None
            and "Spirit" in query.words(state, target)
            and state.creatures[iid].world in ("umbra", "both")
            and not query.has_grant(state, target, "cannot-be-bound")
            and "Cannot be bound" not in card_of(target).keywords
        ):
            out.append({"type": "bind", "target": target})
    for target in challenge_targets(state, iid):
        out.append({"type": "challenge", "target": target})
    for thing in state.things.values():
        c = card_of(thing.iid)
        if c.type == "territory" and thing.pack is not None and thing.pack != seat:
            out.append({"type": "raid", "target": thing.iid})
        if c.type == "battlefield" and thing.zone == "hunting":
            for index in combat.battle_options(state, iid, thing.iid):
                out.append({"type": "engage", "target": thing.iid, "option": index})
    out.append({"type": "pass"})
    return out


def action_apply(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    iid = current(state)
    assert iid is not None
    kind = command["type"]
    if kind == "pass":
        ctx.emit("note", what="alpha-pass", iid=iid)
        combat.alpha_done(ctx, iid)
        return
    if kind in ("attack", "bind"):
        combat.declare(ctx, "bind" if kind == "bind" else "attack", iid, command["target"])
    elif kind == "challenge":
        combat.challenge(ctx, iid, command["target"])
    elif kind == "raid":
        combat.raid(ctx, iid, command["target"])
    elif kind == "engage":
        combat.engage(ctx, iid, command["target"], command["option"])


# -- the steps of the Combat Phase -------------------------------------------------------------
def first_combat(state: ClassicState) -> str:
    return "deal" if state.reading == "1995" and not state.first_hands else "commit"


def combat_deal(ctx: Ctx) -> bool:
    """1995: the first Combat Phase begins with everyone drawing five Combat cards."""
    for seat in ctx.state.active():
        fill(ctx, seat, "combat", why="first hand")
    ctx.flow(first_hands=True)
    ctx.goto("combat:open")
    return True


def combat_commit(ctx: Ctx) -> bool:
    state = ctx.state
    for seat in state.active():
        staged = [e["card"] for e in state.players[seat].staged]
        if staged:
            discard(ctx, seat, staged, why="redraw")
        fill(ctx, seat, "combat", why="redraw")
    ctx.goto("combat:open")
    return True


def combat_open(ctx: Ctx) -> bool:
    if not windows.closes(ctx):
        return False
    # "Before Alphas are chosen" (Blossum, seed 001): triggers on the start of the alpha choice
    effects.fire(ctx, "phase-start", phase="alphas")
    if ctx.state.over:
        return True
    begin_picks(ctx)
    return True


def begin_end(ctx: Ctx) -> None:
    """After the last alpha action the Combat Phase ends: prey that attack "at the end of
    combat" declare their attacks (seed 001, "Prey")."""
    effects.fire(ctx, "phase-end", phase="combat")


def combat_end(ctx: Ctx) -> bool:
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
    ctx.next_phase(fired=True)
    return True
