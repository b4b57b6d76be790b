"""Combat: Hunter and Prey, five cards each, Pre-Combat events, rounds by initiative, reveal,
Rage, Damage against Block, counterattacks, fast and slow, reactions, Damage Effects, Crinos,
Frenzy, Insight, Kailindo, Mid- and Post-Combat events, and the end of combat."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.ccg import combat_rounds, interpreter, reactions
from engine.ccg.combat_rounds import Expiry
from engine.ccg.model import Use
from engine.games.rage_lv import answers, stats, umbra
from engine.games.rage_lv.context import (
    Ctx,
    combat_seat_char,
    draw,
    expire,
    fire,
    hurt,
    kill,
    run_text,
    use_ability,
)
from engine.games.rage_lv.data import Card, cards, current_extra
from engine.games.rage_lv.plays import (
    ability_targets,
    distinct_hand,
    mark_window,
    pack_things,
    sources_of,
    usable,
)
from engine.games.rage_lv.state import GUARDIAN, Combat, LvState, card_of
from engine.games.rage_lv.stats import LvView

Command = dict[str, Any]
HAND_SIZE = 5
WINDOW_TIMING = {"pre": "pre-combat", "mid": "mid-combat", "post": "post-combat"}
ATTACKS = ("attack", "flex")
RESPONSES = ("defense", "flex", "counterattack")
REACTIONS = ("defense", "flex")
#: the Combat cards each picking step allows
PICKS = {"attack": ATTACKS, "defend": RESPONSES, "react": REACTIONS}
#: how lasting effects end here (Gnosis is checked after), for the shared combat rules
EXPIRY: Expiry[Ctx] = Expiry(expire, lambda ctx: interpreter.end_round(ctx.table()))


def start_combat(
    ctx: Ctx,
    hunter: str,
    prey: str,
    seats: list[int],
    kind: str,
    battlefield: str = "",
) -> None:
    state = ctx.state
    guardian = prey.startswith(GUARDIAN)
    ctx.emit(
        "combat",
        hunter=hunter,
        prey=prey,
        seats=seats,
        kind=kind,
        battlefield=battlefield,
        guardian=guardian,
    )
    # Second: the combatants move to the Hunting Grounds; one coming from a Staging Area may
    # shift to Crinos. Third (once those choices are made): each player draws five.
    asked = len(state.prompts)
    for side, iid in enumerate((hunter, prey)):
        if state.chars[iid].where != "hunting":
            offer_crinos(ctx, seats[side], iid)
            ctx.emit("move", char=iid, where="hunting")
    if len(state.prompts) > asked:
        ctx.emit("combat-flow", step="crinos")  # the flow deals once they are answered
        return
    deal_hands(ctx)


def deal_hands(ctx: Ctx) -> None:
    """Every player draws five Combat cards (Out events are for the players outside the combat);
    Insight draws more, then discards back down, before the first Combat Event."""
    state = ctx.state
    combat = state.fighting()
    for seat in state.clockwise_from(combat.seats[0]):
        draw(ctx, seat, "combat", HAND_SIZE)
    for side, iid in enumerate((combat.hunter, combat.prey)):
        insight = stats.stat(state, state.chars[iid], "insight")
        if insight:
            got = draw(ctx, combat.seats[side], "combat", insight)
            for _ in got:
                ctx.prompt(
                    combat.seats[side], "discard-combat", options=[], why="insight", char=iid
                )
    fire(ctx, "combat-start", subject=combat.hunter, other=combat.prey)
    if ctx.state.combat is not None:
        open_window(ctx, "pre")


def offer_crinos(ctx: Ctx, seat: int, iid: str) -> None:
    """A combatant coming from a Staging Area may shift to Crinos for a Sept card (hand or deck)."""
    state = ctx.state
    ch = state.chars[iid]
    if not ch.pack or ch.owner != seat or ch.crinos or not card_of(iid).two_sided:
        return
    player = state.players[seat]
    options: list[Any] = ["stay"] + (["deck"] if player.sept_deck else [])
    options += distinct_hand(player.hand)
    if len(options) > 1:
        ctx.prompt(seat, "crinos", options=options, char=iid)


def open_window(ctx: Ctx, step: str) -> None:
    combat = ctx.state.fighting()
    window = ctx.state.clockwise_from(combat.seats[0])
    ctx.emit("combat-flow", step=step, window=window, window_at=0, window_passes=0)


def actor(state: LvState) -> int | None:
    combat = state.combat
    if combat is None:
        return None
    if combat.step in WINDOW_TIMING:
        return combat.window[combat.window_at] if combat.window else None
    if combat.step in PICKS:
        return combat.seats[picking_side(combat)]
    return None


def picking_side(combat: Combat) -> int:
    """The side that picks a Combat card now: the one with initiative attacks, the other
    defends, and reacts to the side that played last."""
    if combat.step == "attack":
        return combat.initiative
    if combat.step == "defend":
        return 1 - combat.initiative
    return 1 - combat.chain[-1][0]


def side_of(combat: Combat, iid: str) -> int:
    return 0 if iid == combat.hunter else 1


def combatant(combat: Combat, side: int) -> str:
    return combat.hunter if side == 0 else combat.prey


# -- Rage ---------------------------------------------------------------------------------------------
def available(state: LvState, side: int) -> int:
    combat = state.fighting()
    ch = state.chars[combatant(combat, side)]
    return max(0, stats.stat(state, ch, "rage") - combat.spent[side])


def affordable(state: LvState, side: int, c: Card) -> bool:
    """A card costs no more than the Rage left, or no more than Sustained Rage."""
    combat = state.fighting()
    ch = state.chars[combatant(combat, side)]
    return c.rage_cost <= available(state, side) or c.rage_cost <= free_rage(state, ch.iid)


def free_rage(state: LvState, iid: str) -> int:
    """The Rage cost it may always play, whatever Rage it has left: its Sustained Rage, or
    more if a card grants it ("may play Combat cards of Rage N or less")."""
    ch = state.chars[iid]
    granted = [g.get("amount", 0) for g in stats.granted(state, iid, "play-rage")]
    return max([stats.stat(state, ch, "sustained"), *granted])


# -- what may be played --------------------------------------------------------------------------------
def window_legal(state: LvState, seat: int) -> list[Command]:
    combat = state.fighting()
    timing = WINDOW_TIMING[combat.step]
    out: list[Command] = []
    mine = state.fighting().seat_fighter(seat)
    fighting = mine is not None and mine in state.chars
    view = LvView(state)
    for iid in distinct_hand(state.players[seat].combat_hand):
        c = card_of(iid)
        if c.type != "combat-event" or c.scope == ("out" if fighting else "in"):
            continue  # In events for the combatants, Out events for everyone else
        if not event_requirement_met(state, seat, mine if fighting else None, c):
            continue  # its text would be ignored: nothing to play
        if not fighting and not reaches_from_outside(c, timing):
            continue  # no combatant of one's own to act on
        for target in _combat_targets(view, seat, iid, timing, mine if fighting else None):
            out.append({"type": "combat-event", "card": iid, "target": target})
    # Abilities of cards in play for this window, once per combat.
    for ch in state.pack_of(seat):
        fighting = ch.iid in (combat.hunter, combat.prey)
        for source, index, effect in sources_of(view, ch):
            if effect.when != timing:
                continue
            out.extend(_ability(view, combat, seat, ch.iid, source, index, effect, fighting))
        kailindo = fighting and card_of(ch.iid).kailindo and timing == "pre-combat"
        if kailindo and not stats.granted(state, ch.iid, "kailindo"):
            out.append({"type": "ability", "card": ch.iid, "index": -1, "target": None})
    for source, index, effect in pack_things(view, seat):
        if effect.when == timing:
            out.extend(
                _ability(view, combat, seat, view.bearer(source), source, index, effect, False)
            )
    out.append({"type": "combat-pass"})
    return out


def reaches_from_outside(c: Card, timing: str) -> bool:
    """Whether a Combat Event's text for `timing` has something to act on for a player with
    no combatant: text only on "self" or "the opposing combatant" has not (Spirit Rebuke's
    "cancel every combat bonus on the opposing combatant"), as an ability's is not."""
    return not all(e.selector.mode in ("self", "opponent") for e in c.effects if e.when == timing)


def _combat_targets(view: LvView, seat: int, iid: str, timing: str, mine: str | None) -> list[Any]:
    """What a Combat Event may name: a combatant it would do something to, or nothing."""
    c = card_of(iid)
    effects = [(i, e) for i, e in enumerate(c.effects) if e.when == timing]
    if not effects:
        return []
    for index, effect in effects:
        if effect.selector.chosen and not effect.selector.players:
            return useful_combatants(view, Use(iid, index, effect, seat, mine))
    return [None]


def useful_combatants(view: LvView, use: Use) -> list[Any]:
    """The combatants (a Battlefield's guardian included) a chosen target of `use` would do
    something to."""
    combat = view.state.fighting()
    return [
        t
        for t in (combat.hunter, combat.prey)
        if t in view.state.chars and interpreter.useful(view, use, use.effect, t)
    ]


def event_requirement_met(state: LvState, seat: int, mine: str | None, c: Card) -> bool:
    """A Combat Event's requirement: met by the player's combatant, or (an Out event) by one of
    the player's pack."""
    if c.requirement is None:
        return True
    if mine is not None:
        return stats.meets(state, state.chars[mine], c)
    return any(stats.meets(state, ch, c) for ch in state.pack_of(seat))


def _ability(
    view: LvView,
    combat: Combat,
    seat: int,
    bearer: str | None,
    source: str,
    index: int,
    effect: Any,
    fighting: bool,
) -> list[Command]:
    """A Pre/Mid/Post-Combat ability of a card in play: In only on a combatant, Out only off."""
    scope = effect.scope
    if scope == "in" and not fighting or scope == "out" and fighting:
        return []
    if not usable(view, seat, bearer, source, index, WINDOW_TIMING[combat.step]):
        return []
    if effect.selector.mode in ("self", "opponent") and not fighting:
        return []
    if effect.selector.chosen and not effect.selector.players:
        found = useful_combatants(view, Use(source, index, effect, seat, bearer))
    else:
        found = ability_targets(view, seat, bearer, source, index)
    return [{"type": "ability", "card": source, "index": index, "target": t} for t in found]


def pick_legal(state: LvState, seat: int) -> list[Command]:
    combat = state.fighting()
    allowed = PICKS[combat.step]
    side = picking_side(combat)
    out: list[Command] = []
    if stats.prohibited(state, combatant(combat, side), "combat-cards"):
        return [{"type": "combat-pass"}]  # it skips this round
    for iid in distinct_hand(state.players[seat].combat_hand):
        c = card_of(iid)
        if c.type in allowed and affordable(state, side, c):
            out.append({"type": "combat-card", "card": iid})
    out.append({"type": "combat-pass"})
    return out


def legal(state: LvState, seat: int) -> list[Command]:
    combat = state.combat
    if combat is None or actor(state) != seat:
        return []
    if combat.step in WINDOW_TIMING:
        return window_legal(state, seat)
    return pick_legal(state, seat)


# -- doing it -------------------------------------------------------------------------------------
def apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    combat = state.fighting()
    if combat.step in WINDOW_TIMING:
        window_apply(ctx, seat, cmd)
        return
    step = combat.step
    picked = cmd["type"] == "combat-card"
    if picked:
        ctx.emit("combat-pick", seat=seat, side=picking_side(combat), card=cmd["card"])
    else:
        ctx.emit("pass", seat=seat, what=step)
    if step != "attack":
        reveal(ctx, may_react=picked)
    elif picked:
        ctx.emit("combat-flow", step="defend", idle_rounds=0)
    else:
        idle = combat.idle_rounds + 1
        ctx.emit("combat-flow", idle_rounds=idle)
        end_round(ctx)
        if ctx.state.combat is None:
            return
        if idle >= 2 or combat_rounds.capped(ctx.table()):
            end_combat(ctx)  # neither combatant attacks, or a card capped the rounds
        else:
            open_window(ctx, "mid")


def reveal(ctx: Ctx, may_react: bool) -> None:
    """Reveal what is face down, pay Rage, then either let the other side react or resolve."""
    state = ctx.state
    combat = state.fighting()
    hidden = [i for i, play in enumerate(combat.chain) if len(play) == 2]
    if hidden:
        ctx.emit("reveal", cards=[combat.chain[i][1] for i in hidden])
    for i in hidden:
        side, iid = combat.chain[i][0], combat.chain[i][1]
        c = card_of(iid)
        left = available(state, side)
        ch = state.chars[combatant(combat, side)]
        if c.rage_cost <= left:
            ctx.emit("spend", side=side, amount=c.rage_cost, index=i, eligible=True)
        elif c.rage_cost <= free_rage(state, ch.iid):
            ctx.emit("spend", side=side, amount=left, index=i, eligible=True)
        else:
            # Ineligible: counts as 0 Damage and 0 Block, and still costs what Rage is left.
            ctx.emit("spend", side=side, amount=left, index=i, eligible=False)
    for i in hidden:
        # "When revealed:" text of an eligible card whose requirements its combatant meets.
        side, iid = combat.chain[i][0], combat.chain[i][1]
        c = card_of(iid)
        if combat.chain[i][2] and _requirement_met(state, side, c):
            for index, effect in enumerate(c.effects):
                if effect.when == "reveal":
                    run_text(ctx, iid, index, combat.seats[side], combatant(combat, side))
    last = len(combat.chain) - 1
    reactable = last >= 1 and card_of(combat.chain[last][1]).reactable
    if may_react and reactable and play_damage(state, last) > 0:
        # The other side may react to this damage with a defense or flex.
        ctx.emit("combat-flow", step="react")
        return
    resolve_round(ctx)


def _benefit_met(state: LvState, side: int, c: Card) -> bool:
    """The combatant meets the Benefit's requirements (else the text is blank and X is 1).

    Umbra level 1: Spirits "get Tribe-specific benefits on Combat cards", so a Spirit meets
    any requirement that names a Tribe.
    """
    combat = state.fighting()
    ch = state.chars.get(combatant(combat, side))
    if ch is None:
        return False
    words = stats.keywords(state, ch)
    missing = [r for r in c.benefit if r not in words]
    if missing and umbra.level(state.umbra) == 1 and stats.is_spirit(state, ch):
        missing = [r for r in missing if r not in tribe_names()]
    return not missing and _requirement_met(state, side, c)


def _requirement_met(state: LvState, side: int, c: Card) -> bool:
    """Combat Basics: "When a character doesn't meet the requirements for a card, ignore the
    text box and treat any X on the card as a 1"."""
    if c.requirement is None:
        return True
    combat = state.fighting()
    ch = state.chars.get(combatant(combat, side))
    return ch is not None and stats.meets(state, ch, c)


def tribe_names() -> frozenset[str]:
    extra = current_extra()
    names = _shipped_tribe_names()
    return names | {c.name for c in extra.values() if c.type == "tribe"} if extra else names


@cache
def _shipped_tribe_names() -> frozenset[str]:
    return frozenset(c.name for c in cards().values() if c.type == "tribe")


def play_damage(state: LvState, index: int) -> int:
    """The Damage of the play at `index` in this round's chain (0 if it deals none)."""
    combat = state.fighting()
    side, iid, eligible = combat.chain[index][:3]
    return card_damage(state, side, card_of(iid), index == 0) if eligible else 0


def card_damage(state: LvState, side: int, c: Card, first: bool) -> int:
    """The Damage `c` deals played by `side`'s combatant, its fighter's Damage bonuses
    counted: `first` in the round's chain (an attack), else an answer to one."""
    combat = state.fighting()
    # the first play attacks; a flex used to defend only blocks
    if c.type not in (ATTACKS if first else ("counterattack", "defense")):
        return 0
    ch = state.chars.get(combatant(combat, side))
    if ch is None:
        return 0
    if c.damage_x:
        base = stats.stat(state, ch, c.x) if _benefit_met(state, side, c) else 1
    else:
        base = c.damage
    if base <= 0:
        return 0
    return base + stats.stat(state, ch, "damage")


def play_block(state: LvState, index: int) -> int:
    combat = state.fighting()
    side, iid, eligible = combat.chain[index][:3]
    if not eligible or index == 0:
        return 0
    return card_block(state, side, card_of(iid), combat.chain[index - 1][0])


def card_block(state: LvState, side: int, c: Card, against: int) -> int:
    """The Block `c` gives played by `side`'s combatant in answer to the blow of side
    `against`, its fighter's Block bonuses counted."""
    combat = state.fighting()
    if c.type not in ("defense", "flex"):
        return 0
    ch = state.chars.get(combatant(combat, side))
    if ch is None:
        return 0
    attacker = combatant(combat, against)
    if attacker in state.chars and stats.prohibited(state, attacker, "be-blocked"):
        return 0  # its blows cannot be blocked
    return c.block + stats.stat(state, ch, "block")


def _clash_bonuses(
    state: LvState, chain: list[list[Any]], damage: list[int], block: list[int]
) -> dict[str, list[list[list[Any]]]]:
    """A round's Damage and Block bonuses by card, as [source, amount] pairs (source None: no
    card names it), where some figure counted differs from the card's face; {} where none do."""
    combat = state.fighting()
    out: dict[str, list[list[list[Any]]]] = {"damage_from": [], "block_from": []}
    for i, play in enumerate(chain):
        c = card_of(play[1])
        ch = state.chars.get(combatant(combat, play[0]))
        for key, counted, face in (("damage", damage[i], c.damage), ("block", block[i], c.block)):
            changed = ch is not None and counted and not (key == "damage" and c.damage_x)
            found = (
                stats.bonus_sources(state, ch, key) if changed and ch and counted != face else []
            )
            out[key + "_from"].append([list(pair) for pair in found])
    return out if any(any(v) for v in out.values()) else {}


def speed(c: Card) -> int:
    fast, slow = "fast" in c.keywords, "slow" in c.keywords
    return combat_rounds.FAST if fast else combat_rounds.SLOW if slow else combat_rounds.NORMAL


def resolve_round(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.fighting()
    chain = [list(p) for p in combat.chain]
    damage = [play_damage(state, i) for i in range(len(chain))]
    block = [play_block(state, i) for i in range(len(chain))]
    # the figures the round is settled with (modifiers counted), for the table to show, and
    # where each card's figure differs from its face, the cards that changed it ("Granite
    # Hold (block 4)" under a face of block 3 gave no source, issue 30)
    ctx.emit(
        "clash",
        cards=[play[1] for play in chain],
        damage=damage,
        block=block,
        **_clash_bonuses(state, chain, damage, block),
    )
    hits = [
        max(0, damage[i] - (block[i + 1] if i + 1 < len(chain) else 0)) for i in range(len(chain))
    ]
    # Fast cards do damage first, slow cards last; a combatant killed earlier does no damage.
    wounded = []
    speeds = {i: speed(card_of(play[1])) for i, play in enumerate(chain)}
    for _speed, tier in combat_rounds.by_speed(speeds):
        # Cards of the same speed strike at the same time: only a death in an earlier tier
        # stops a combatant's damage.
        fallen = list(combat.dead)
        for i in tier:
            side = chain[i][0]
            source = combatant(combat, side)
            if hits[i] > 0 and source in fallen:
                # "Rockfall (4 dmg) → Pallid Drone: 2 wounds" left a newcomer asking why
                # Rockfall wounded no one (issue 30): its fighter died first
                ctx.emit("note", what="fell-first", card=chain[i][1], char=source)
            if hits[i] <= 0 or source in fallen:
                continue
            target = combatant(combat, 1 - side)
            if target in fallen or target not in state.chars:
                continue
            hurt(ctx, target, hits[i], source, combat.seats[side])
            wounded.append(i)
            combat_rounds.blow_landed(EXPIRY, ctx, source)
    # Card text (Damage Effects, Benefits): the lowest Rage cost first; equal costs, the card of
    # the player with initiative first ("timing conflicts").
    texts: list[tuple[int, int, int, str]] = []
    for i, play in enumerate(chain):
        side, iid = play[0], play[1]
        c = card_of(iid)
        order = (c.rage_cost, 0 if side == combat.initiative else 1, i)
        if i in wounded and _requirement_met(state, side, c):
            texts.append((*order, "damage"))
        if c.benefit and play[2] and _benefit_met(state, side, c):
            source = combatant(combat, side)
            if source in state.chars and source not in combat.dead:
                texts.append((*order, "benefit"))
    for _cost, _first, i, when in sorted(texts):
        side, iid = chain[i][0], chain[i][1]
        source = combatant(combat, side)
        if when == "benefit" and (source not in state.chars or source in combat.dead):
            continue
        for index, effect in enumerate(card_of(iid).effects):
            if effect.when == when:
                run_text(ctx, iid, index, combat.seats[side], source)
    kailindo(ctx, chain)
    frenzy(ctx)
    for side in (0, 1):
        mine = [p[1] for p in chain if p[0] == side]
        if mine:
            ctx.emit("discard", seat=combat.seats[side], **{"from": "played"}, cards=mine)
    end_round(ctx)
    if state.combat is None:
        return
    if (
        combat.dead
        or not any(state.players[s].combat_hand for s in combat.seats)
        or combat_rounds.capped(ctx.table())
    ):
        end_combat(ctx)
    else:
        open_window(ctx, "mid")


def kailindo(ctx: Ctx, chain: list[list[Any]]) -> None:
    """A Kailindo fighter using a cheaper card than its opponent gains the difference in Rage."""
    combat = ctx.state.fighting()
    if len(chain) < 2:
        return
    costs = {
        chain[0][0]: card_of(chain[0][1]).rage_cost,
        chain[1][0]: card_of(chain[1][1]).rage_cost,
    }
    for side in (0, 1):
        iid = combatant(combat, side)
        if iid not in ctx.state.chars or iid in combat.dead:
            continue
        if stats.granted(ctx.state, iid, "kailindo") and costs[side] < costs[1 - side]:
            gain = costs[1 - side] - costs[side]
            # `why` names the rule in the log line; the lasting effect remembers no source
            ctx.table().last(
                "modify", iid, "rage", "combat", gain, seat=combat.seats[side], why="kailindo"
            )


def frenzy(ctx: Ctx) -> None:
    """Wounds at or over the Trigger Damage in one round: a character with a Frenzy number (a
    Garou, or an Enemy with printed Frenzy) frenzies and its player draws that many."""
    state = ctx.state
    combat = state.fighting()
    for side in (0, 1):
        iid = combatant(combat, side)
        ch = state.chars.get(iid)
        if ch is None or iid in combat.dead:
            continue
        if stats.is_garou(ch) and not umbra.can_frenzy(state.umbra):
            continue  # Umbra level 1: Garou cannot frenzy (any other character still may)
        count = stats.stat(state, ch, "frenzy")
        trigger = umbra.trigger_damage(card_of(iid).side(True).health, state.umbra)
        if count > 0 and combat.round_wounds[side] >= trigger:
            ctx.emit("note", what="frenzy", char=iid)
            draw(ctx, combat.seats[side], "combat", count)


def window_apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    state = ctx.state
    combat = state.fighting()
    if cmd["type"] == "combat-pass":
        ctx.emit("pass", seat=seat, what=combat.step)
        passes = combat.window_passes + 1
    else:
        passes = 0
        if cmd["type"] == "combat-event":
            iid = cmd["card"]
            c = card_of(iid)
            ctx.emit("reveal", cards=[iid])
            mine = combat_seat_char(ctx, seat)
            for index, effect in enumerate(c.effects):
                if effect.when == WINDOW_TIMING[combat.step]:
                    chosen = cmd.get("target") if effect.selector.chosen else None
                    run_text(ctx, iid, index, seat, mine, chosen)
            if iid in state.players[seat].combat_hand:
                ctx.emit("discard", seat=seat, **{"from": "combat-hand"}, cards=[iid])
            answers.offer(ctx, reactions.CARD, iid, mine, skip=seat)  # "a card another plays"
        else:
            source, index = cmd["card"], cmd["index"]
            if index < 0:
                ctx.table().last("grant", source, "kailindo", "combat", 0, source, seat)
            else:
                mark_window(ctx, source, index, WINDOW_TIMING[combat.step])
                bearer = LvView(state).bearer(source)
                use_ability(ctx, source, index, seat, bearer, cmd.get("target"))
    if state.combat is None:
        return
    combat = state.fighting()
    ctx.emit(
        "combat-flow",
        window_passes=passes,
        window_at=(combat.window_at + 1) % len(combat.window),
    )
    if passes >= len(combat.window):
        close_window(ctx)
    elif combat.dead and combat.step != "post":
        end_combat(ctx)


def close_window(ctx: Ctx) -> None:
    combat = ctx.state.fighting()
    first = combat.step == "pre"  # the Hunter has the first round's initiative, then it turns
    if combat.step == "mid" and combat_rounds.capped(ctx.table()):
        end_combat(ctx)  # capped in this window at a round already fought
    elif first or combat.step == "mid":
        ctx.emit(
            "combat-flow",
            step="attack",
            initiative=0 if first else 1 - combat.initiative,
            round=1 if first else combat.round + 1,
            new_round=True,
        )
        fire(ctx, "round-start", subject=combat.hunter, other=combat.prey)
    else:
        finish_combat(ctx)


def end_round(ctx: Ctx) -> None:
    combat = ctx.state.fighting()
    combat_rounds.round_over(EXPIRY, ctx, combat.hunter, combat.prey)


def end_combat(ctx: Ctx) -> None:
    """Deaths are settled, then Post-Combat events are played."""
    state = ctx.state
    combat = state.fighting()
    for iid in list(combat.dead):
        if iid in state.chars:
            killer = combat.killers.get(iid)
            seat = combat.seats[side_of(combat, killer)] if killer else None
            kill(ctx, iid, killer, seat)
    open_window(ctx, "post")


def finish_combat(ctx: Ctx) -> None:
    """Discard every Combat card, refill Rage, send defenders home; then the phase goes on
    (the flow hands an alpha's combat back to the Alpha Phase)."""
    state = ctx.state
    combat = state.fighting()
    why = _why_over(ctx, combat)
    for seat in state.clockwise_from(combat.seats[0]):
        hand = list(state.players[seat].combat_hand)
        if hand:
            ctx.emit("discard", seat=seat, **{"from": "combat-hand"}, cards=hand)
    alive = [iid for iid in (combat.hunter, combat.prey) if iid in state.chars]
    fought = [combat.hunter, combat.prey]
    combat_rounds.fight_over(EXPIRY, ctx, fought, combat.hunter, combat.prey)
    kind, dead, battlefield = combat.kind, list(combat.dead), combat.battlefield
    if combat.prey.startswith(GUARDIAN) and combat.prey in state.chars:
        ctx.emit("kill", char=combat.prey, to=None, by=None)  # the guardian goes back to its card
    if kind == "defend" and combat.prey in state.chars:
        ctx.emit("move", char=combat.prey, where="staging")
    alive = [iid for iid in alive if iid in state.chars]
    for iid in alive:
        ch = state.chars[iid]
        if card_of(iid).type == "enemy" and "Umbra" in card_of(iid).keywords and not ch.umbra:
            # An Umbra Enemy forced out of the Umbra returns to it right after combat.
            ctx.emit("move", char=iid, umbra=True)
    if kind == "effect":
        # A combat caused by a card: pack members go home afterwards (alphas at the phase's end).
        for iid in alive:
            ch = state.chars[iid]
            keep = state.phase == "alpha" and iid in state.alphas
            if ch.pack and ch.where == "hunting" and not keep:
                ctx.emit("move", char=iid, where="staging")
    ctx.emit("combat-end", kind=kind, dead=dead, battlefield=battlefield, why=why)


def _why_over(ctx: Ctx, combat: Combat) -> str:
    """Why the fight ended, for the log ("The combat ends." alone left a newcomer guessing
    whether a rule or a card had stopped it): the checks end_combat's callers make."""
    state = ctx.state
    if combat.dead:
        return "dead"
    if combat.idle_rounds >= 2:
        return "idle"  # seed 000: "If neither combatant attacks in a round, combat ends."
    if not any(state.players[s].combat_hand for s in combat.seats):
        return "no-cards"
    if combat_rounds.capped(ctx.table()):
        return "capped"
    return "card"  # a card's effect stopped it (stop)


def stop(ctx: Ctx) -> None:
    """A card's effect ends the combat: deaths are settled, Post-Combat events are played."""
    combat = ctx.state.combat
    if combat is not None and combat.step != "post":
        end_combat(ctx)


def fight_for(ctx: Ctx, prompt: dict[str, Any], option: int) -> None:
    """Players other than the Hunter's say who fights for the Enemy or Victim; no agreement: lot."""
    state = ctx.state
    votes = [*prompt["votes"], option]
    others = [s for s in prompt["options"] if not state.players[s].removed]
    if len(votes) < len(prompt["options"]):
        ctx.prompt(
            prompt["options"][len(votes)],
            "fight-for",
            options=prompt["options"],
            **{k: prompt[k] for k in ("hunter", "prey", "hunter_seat")},
            votes=votes,
        )
        return
    hunter, prey = prompt["hunter"], prompt["prey"]
    if hunter not in state.chars or prey not in state.chars or not others:
        return
    if len(set(votes)) == 1 and votes[0] in others:
        chosen, by_lot = votes[0], False
    else:
        chosen, by_lot = others[ctx.random().randrange(len(others))], True
    ctx.emit("nominated", seat=chosen, random=by_lot)
    start_combat(ctx, hunter, prey, [prompt["hunter_seat"], chosen], "effect")
