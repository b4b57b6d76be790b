"""Combat (seed 001 chapter 5; seed 003 "Rounds de Combate", "O Blefe", "Atacando um inimigo").

Declaration (Closed Play), the Pre-combat step (Closed Play, a round of priority: attacker,
defender, then the others; pack actions, stepping in for prey, cancelling), the
Beginning-of-Combat step (Open Play), then rounds:

1. Play-card step: each side places Combat cards face down on its creatures (Null cards allowed
   by default), at the same time. For prey, one player who is not fighting it plays each round.
2. Targeting step: each side aims its cards at opposing creatures, the sides taking turns.
3. Reveal step, then the feinting / instinctive mini-step.
4. Establish-bluff step: illegal cards are discarded; a bluff (a card above the user's Rage, an
   illegal card, or no card) works only against a target that bluffed too.
5. Resolution step: Fast, then normal, then Slow Combat Actions; within a speed, actions
   without damage first; dodges, blocks and reversals, then redirection.
6. Withdrawal step: the attacker may withdraw (not while anyone is fully frenzied).
7. Between-rounds step: Open Play.

Combat ends when one side is empty, the attacker withdraws, a round passes with no Combat
Action played (the 1995 book: when the attacker runs out of Combat cards), or a card ends it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from engine.ccg import combat_rounds, damage_cards, reactions
from engine.ccg.combat_rounds import Expiry
from engine.games.rage_classic import answers, bluffs, cards, damage, effects, plays, query, windows
from engine.games.rage_classic.cards import BattleOption, Card
from engine.games.rage_classic.context import Ctx, draw, fill
from engine.games.rage_classic.decks import seat_pack
from engine.games.rage_classic.query import controller
from engine.games.rage_classic.state import GUARDIAN, NULL, ClassicState, Combat, Play, card_of
from engine.i18n import N_

Command = dict[str, Any]
#: how lasting effects end here (cards kept in play by them go, creatures come back)
EXPIRY: Expiry[Ctx] = Expiry(effects.expire, effects.end_round)

FORM_WORDS = {"Crinos Only": "crinos", "Homid Only": "homid", "Lupus Only": "lupus"}
#: keywords a Defending Player may buy for a Battlefield's defenders (beta rules)
BUYABLE = (
    "Garou",
    "Bastet",
    "Fomori",
    "Vampire",
    N_("Monster"),  # the one no card's keyword line catalogues
    "Spirit",
    "Human",
    "Animal",
    "Homid",
    "Ahroun",
    "Kailindo",
    "Firearm",
    "Klaive",
)


# -- who is who ------------------------------------------------------------------------------
def fighters(state: ClassicState) -> list[str]:
    combat = state.combat
    if combat is None:
        return []
    return [i for side in combat.sides for i in side if i in state.creatures]


def fighters_of(state: ClassicState, seat: int) -> list[str]:
    """The fighters `seat` plays cards for."""
    return [i for i in fighters(state) if controller(state, i) == seat]


def prey_side(state: ClassicState, index: int) -> bool:
    combat = state.fighting()
    members = [i for i in combat.sides[index] if i in state.creatures]
    return bool(members) and all(state.creatures[i].pack is None for i in members)


def side_seats(state: ClassicState, index: int) -> set[int]:
    return {
        s
        for i in (state.combat.sides[index] if state.combat else [])
        if (s := controller(state, i)) is not None
    }


def alpha_done(ctx: Ctx, iid: str) -> None:
    """The alpha action of `iid` is over."""
    state = ctx.state
    if iid not in state.acted:
        ctx.flow(acted=[*state.acted, iid])
    if state.alpha_at < len(state.alphas) and state.alphas[state.alpha_at] == iid:
        ctx.flow(alpha_at=state.alpha_at + 1)


# -- declaring --------------------------------------------------------------------------------
def new_combat(ctx: Ctx, told: dict[str, Any], **fields: Any) -> None:
    """A combat is declared: its state, then who attacks what (and what else is `told`)."""
    ctx.emit("combat", combat=asdict(Combat(**fields)))
    about = {k: fields[k] for k in ("attacker", "target", "kind")}
    ctx.emit("declared", **about, **told)


def declare(
    ctx: Ctx,
    kind: str,
    attacker: str,
    target: str,
    *,
    alpha: bool = True,
    seat: int | None = None,
) -> None:
    """Declaration step: attacker and intended target (Closed Play)."""
    state = ctx.state
    a = state.creatures[attacker]
    t = state.creatures[target]
    attacker_seat = a.pack if a.pack is not None else seat
    new_combat(
        ctx,
        {},
        kind=kind,
        attacker=attacker,
        target=target,
        sides=[[attacker], [target]],
        seats=[attacker_seat, t.pack],
        step="declare",
        bind=kind == "bind",
        alpha_action=alpha,
    )
    begin_pre(ctx)


def challenge(ctx: Ctx, challenger: str, target: str) -> None:
    """Seed 001, "Challenging": the target may refuse (then the alpha action is over); if it
    accepts, combat begins at the Pre-combat step, the target defending but not attacked."""
    state = ctx.state
    seat = state.creatures[target].pack
    assert seat is not None
    ctx.emit("challenged", challenger=challenger, target=target)
    unrefusable = query.has_grant(state, challenger, "unrefusable") or query.prohibited(
        state, target, "refuse-challenge"
    )
    if unrefusable:
        ctx.emit(
            "note", what="challenge-accepted", challenger=challenger, target=target, forced=True
        )
        declare(ctx, "challenge", challenger, target)
        return
    ctx.prompt(seat, "challenge", challenger=challenger, target=target)


def raid(ctx: Ctx, attacker: str, territory: str) -> None:
    """Seed 001, "Attacking a Territory": the owning pack's alpha may defend it; undefended, or
    defended and lost, the Territory is destroyed."""
    state = ctx.state
    owner = state.things[territory].pack
    ctx.emit("raided", attacker=attacker, territory=territory)
    defender = next(
        (
            iid
            for iid in state.alphas
            if iid in state.creatures
            and state.creatures[iid].pack == owner
            and not state.creatures[iid].out
            and not state.creatures[iid].hunting
            and query.interact(state, attacker, iid)
            and not query.in_combat(state, iid)
        ),
        None,
    )
    if defender is None or owner is None:
        destroy_territory(ctx, territory, attacker)
        return
    ctx.prompt(owner, "defend", attacker=attacker, territory=territory, defender=defender)


def destroy_territory(ctx: Ctx, territory: str, attacker: str) -> None:
    if territory in ctx.state.things:
        plays.leave_play(ctx, territory, "discard", why="destroyed")
    alpha_done(ctx, attacker)


def answer_challenge(ctx: Ctx, prompt: dict[str, Any], option: str) -> None:
    challenger, target = prompt["challenger"], prompt["target"]
    if option == "accept":
        declare(ctx, "challenge", challenger, target)
    else:
        ctx.emit("note", what="challenge-refused", challenger=challenger, target=target)
        effects.fire(ctx, "challenge-refused", subject=challenger, other=target)
        answers.offer(ctx, reactions.REFUSED, challenger, target)
        alpha_done(ctx, challenger)


def answer_defend(ctx: Ctx, prompt: dict[str, Any], option: str) -> None:
    attacker, territory, defender = prompt["attacker"], prompt["territory"], prompt["defender"]
    state = ctx.state
    if option != "defend" or defender not in state.creatures:
        destroy_territory(ctx, territory, attacker)
        return
    a = state.creatures[attacker]
    new_combat(
        ctx,
        {"defender": defender},
        kind="territory",
        attacker=attacker,
        target=territory,
        sides=[[attacker], [defender]],
        seats=[a.pack, state.creatures[defender].pack],
        step="declare",
    )
    begin_pre(ctx)


# -- Battlefields (beta rules) --------------------------------------------------------------------
def _fitting(state: ClassicState, alpha: str, options: tuple[BattleOption, ...]) -> list[int]:
    """The Battlefield's attacker or defender options whose keywords `alpha` has, within
    their Renown limit."""
    words, renown = query.words(state, alpha), query.stat(state, alpha, "renown")
    return [i for i, o in enumerate(options) if set(o.requires) <= words and renown <= o.max_renown]


def battle_options(state: ClassicState, alpha: str, bf: str) -> list[int]:
    return _fitting(state, alpha, card_of(bf).attackers)


def engage(ctx: Ctx, alpha: str, bf: str, option: int) -> None:
    state = ctx.state
    a = state.creatures[alpha]
    assert a.pack is not None  # an alpha leads its own pack
    new_combat(
        ctx,
        {"option": option},
        kind="battlefield",
        attacker=alpha,
        target=bf,
        sides=[[alpha], []],
        seats=[a.pack, None],
        step="bf-bring",
        battlefield=bf,
        away=[alpha],
        drew={"attack-option": option},
    )
    ctx.prompt(a.pack, "bring", side=0)


def bring_options(state: ClassicState, side: int) -> list[Any]:
    """Packmates that may come along without passing the option's Renown limit."""
    combat = state.fighting()
    c = card_of(combat.battlefield)
    key = "attack-option" if side == 0 else "defend-option"
    index = combat.drew.get(key, 0)
    option = (c.attackers if side == 0 else c.defenders)[index]
    members = combat.sides[side]
    used = sum(query.stat(state, i, "renown") for i in members)
    seat = combat.seats[side]
    found: list[Any] = []
    for ch in state.pack_of(seat) if seat is not None else []:
        if ch.iid in members or ch.out or ch.dead or ch.hunting or query.in_combat(state, ch.iid):
            continue
        if used + query.stat(state, ch.iid, "renown") <= option.max_renown and query.interact(
            state, members[0], ch.iid
        ):
            found.append(ch.iid)
    return [*found, "go"]


def answer_bring(ctx: Ctx, prompt: dict[str, Any], option: Any) -> None:
    state = ctx.state
    combat = state.fighting()
    side = prompt["side"]
    if option != "go":
        ctx.emit("join", iid=option, side=side, away=True)
        ctx.prompt(combat.seats[side], "bring", side=side)
        return
    if side == 0:
        ask_battle_defenders(ctx, 0)
    else:
        battle_draws(ctx)


def defend_options(state: ClassicState, alpha: str) -> list[int]:
    return _fitting(state, alpha, card_of(state.fighting().battlefield).defenders)


def ask_battle_defenders(ctx: Ctx, start: int) -> None:
    """Alphas that fit a defender option accept or decline, in alpha-action order."""
    state = ctx.state
    combat = state.fighting()
    attacker_seat = combat.seats[0]
    for i in range(start, len(state.alphas)):
        iid = state.alphas[i]
        ch = state.creatures.get(iid)
        if ch is None or ch.pack is None or ch.pack == attacker_seat or ch.out or ch.hunting:
            continue
        if query.in_combat(state, iid) or not query.interact(state, combat.attacker, iid):
            continue
        if defend_options(state, iid):
            ctx.prompt(ch.pack, "bf-defend", alpha=iid, at=i)
            return
    ask_defending_player(ctx)


def answer_bf_defend(ctx: Ctx, prompt: dict[str, Any], option: Any) -> None:
    state = ctx.state
    if option == "decline":
        ask_battle_defenders(ctx, prompt["at"] + 1)
        return
    alpha = prompt["alpha"]
    seat = state.creatures[alpha].pack
    combat = state.combat
    assert combat is not None and seat is not None  # a defending alpha leads its own pack
    ctx.emit("join", iid=alpha, side=1, away=True)
    ctx.emit(
        "cstep", seats=[combat.seats[0], seat], drew={**combat.drew, "defend-option": int(option)}
    )
    ctx.prompt(seat, "bring", side=1)


def ask_defending_player(ctx: Ctx) -> None:
    """No alpha defends: the other players choose one of themselves to play for the defenders
    (we ask them in turn from the attacker's left; if nobody offers, the first must)."""
    state = ctx.state
    combat = state.fighting()
    attacker_seat = combat.seats[0]
    others = [s for s in _left_of(state, attacker_seat) if s != attacker_seat]
    if not others:
        battle_draws(ctx)
        return
    ctx.prompt(others[0], "bf-player", candidates=others, at=0)


def _left_of(state: ClassicState, seat: int | None) -> list[int]:
    base = seat if seat is not None else -1
    order = [(base + k) % state.seats for k in range(1, state.seats + 1)]
    return [s for s in order if not state.players[s].out]


def answer_bf_player(ctx: Ctx, prompt: dict[str, Any], option: str) -> None:
    candidates, at = prompt["candidates"], prompt["at"]
    if option == "decline" and at + 1 < len(candidates):
        ctx.prompt(candidates[at + 1], "bf-player", candidates=candidates, at=at + 1)
        return
    # nobody offered: the first must
    natural_defenders(ctx, candidates[0] if option == "decline" else candidates[at])


def natural_defenders(ctx: Ctx, seat: int) -> None:
    """Battlefield Defence: defenders with Rage, Gnosis and Health equal to the Renown and the
    keywords of the defender option; the Defending Player may buy more (each costs 1 of each)."""
    state = ctx.state
    combat = state.fighting()
    bf = combat.battlefield
    c = card_of(bf)
    option = c.defenders[0]
    words = list(option.requires)
    if "Gaia" not in words and "Wyrm" not in words:
        words.append("Wyrm" if state.players[seat].allegiance == "gaia" else "Gaia")
    ctx.emit("bf-keywords", iid=bf, keywords=words, stats=c.renown)
    ctx.emit(
        "cstep",
        prey_seat=seat,
        seats=[combat.seats[0], None],
        drew={**combat.drew, "defend-option": 0, "bf-player": seat},
    )
    ctx.prompt(seat, "buy")


def buy_options(state: ClassicState) -> list[str]:
    combat = state.fighting()
    thing = state.things[combat.battlefield]
    have = set(thing.extra.get("keywords", []))
    if thing.extra.get("stats", 0) <= 1:
        return ["done"]
    return [k for k in BUYABLE if k not in have] + ["done"]


def answer_buy(ctx: Ctx, prompt: dict[str, Any], option: str) -> None:
    state = ctx.state
    combat = state.fighting()
    bf = combat.battlefield
    thing = state.things[bf]
    if option != "done":
        ctx.emit(
            "bf-keywords",
            iid=bf,
            keywords=[*thing.extra.get("keywords", []), option],
            stats=thing.extra.get("stats", 1) - 1,
        )
        ctx.prompt(prompt["seat"], "buy")
        return
    guard = GUARDIAN + bf
    world = state.creatures[combat.attacker].world
    if "Spirit" in thing.extra.get("keywords", []):
        world = "both"
    ctx.emit(
        "enter",
        iid=guard,
        owner=thing.owner,
        **{"as": "creature"},
        kind="enemy",
        pack=None,
        world=world,
    )
    ctx.emit("join", iid=guard, side=1)
    battle_draws(ctx)


def battle_draws(ctx: Ctx) -> None:
    """Both sides draw the Combat cards their options list, then Pre-combat."""
    state = ctx.state
    combat = state.fighting()
    c = card_of(combat.battlefield)
    a = c.attackers[combat.drew.get("attack-option", 0)]
    attacker = combat.seats[0]
    assert attacker is not None  # a battle always has its attacking player
    draw(ctx, attacker, "combat", a.draw, why="battlefield")
    d = c.defenders[combat.drew.get("defend-option", 0)]
    defender_seat = combat.seats[1] if combat.seats[1] is not None else combat.drew.get("bf-player")
    if defender_seat is not None:
        draw(ctx, defender_seat, "combat", d.draw, why="battlefield")
    if not combat.sides[1]:
        finish(ctx, "no-defenders")
        return
    begin_pre(ctx)


# -- Pre-combat and the beginning of combat ----------------------------------------------------------
def begin_pre(ctx: Ctx) -> None:
    """Pre-combat priority: the attacker, the defender, then the others from the attacker's
    left, each once."""
    state = ctx.state
    combat = state.fighting()
    sides = [s for s in combat.seats if s is not None and not state.players[s].out]
    order = list(dict.fromkeys([*sides, *_left_of(state, combat.seats[0])]))
    ctx.emit("cstep", step="pre")
    windows.open_window(ctx, "pre", order, kind="turns")


def begin_combat(ctx: Ctx) -> None:
    """The Pre-combat step is over: the Beginning-of-Combat step (Open Play)."""
    state = ctx.state
    if state.combat is None:
        return
    if not both_sides(state):
        finish(ctx, "no-defenders")
        return
    ctx.emit("cstep", step="begin")
    effects.fire(ctx, "combat-start")
    if state.combat is None:
        return
    windows.open_window(ctx, "begin", state.active())


def both_sides(state: ClassicState) -> bool:
    combat = state.fighting()
    return all(any(i in state.creatures for i in side) for side in combat.sides)


# -- rounds ---------------------------------------------------------------------------------------
def new_round(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.combat
    if combat is None:
        return
    if not both_sides(state):
        finish(ctx, "side-empty")
        return
    ctx.emit(
        "cstep",
        step="claim",
        round=combat.round + 1,
        ready=[],
        claims={},
        prey_seat=combat.prey_seat
        if combat.kind == "battlefield" and not combat.seats[1]
        else None,
        clear=True,
    )
    effects.fire(ctx, "round-start")
    if state.combat is None:
        return
    if random_prey(state):
        draw_prey_player(ctx)
        return
    if claimers(state):
        return
    start_play(ctx)


def random_prey(state: ClassicState) -> bool:
    """A prey fighter must play at random this round and its player is not fixed by a
    Battlefield (seed 001 "Random Play": then the prey player is drawn, not claimed)."""
    combat = state.fighting()
    fixed = combat.kind == "battlefield" and combat.drew.get("bf-player") is not None
    if fixed and not combat.seats[1]:
        return False
    return any(
        state.creatures[i].pack is None and query.has_grant(state, i, "random-play")
        for i in fighters(state)
    )


def draw_prey_player(ctx: Ctx) -> None:
    """Seed 001 "Random Play": "If a prey creature is made to play randomly, also decide
    randomly which player (excluding the opposing player) will play for all prey this round,
    even if that player has nothing the prey can play": that draw is this round's prey player,
    and the random card comes from that player's hand (end_play)."""
    state = ctx.state
    combat = state.fighting()
    prey = next(i for i in fighters(state) if state.creatures[i].pack is None)
    foes = side_seats(state, 1 - (query.side_in_combat(state, prey) or 0))
    pool = [s for s in range(state.seats) if s not in foes]  # all but the opposing side
    chosen = pool[ctx.random().randrange(len(pool))] if pool else None
    played = (
        [*combat.prey_players, chosen]
        if chosen is not None and chosen not in combat.prey_players
        else None
    )
    ctx.emit("cstep", prey_seat=chosen, **({"prey_players": played} if played else {}))
    ctx.emit("note", what="prey-random", seat=chosen)
    start_play(ctx)


def claimers(state: ClassicState) -> list[int]:
    """Players who may play for the prey this round: anyone with no creature on the other side
    of this combat (the attacker never plays for what it attacks)."""
    combat = state.fighting()
    if (
        combat.kind == "battlefield"
        and combat.drew.get("bf-player") is not None
        and not combat.seats[1]
    ):
        return []
    out = []
    for index in (0, 1):
        if not prey_side(state, index):
            continue
        foes = side_seats(state, 1 - index)
        attacker_seat = combat.seats[0]
        for s in range(state.seats):
            barred = s in foes or s == attacker_seat and index == 1 or s in combat.ready
            if not barred and state.players[s].combat_hand and s not in out:
                out.append(s)
    return out


def claim_legal(state: ClassicState, seat: int) -> list[Command]:
    return [{"type": "claim"}, {"type": "no-claim"}]


def claim_apply(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    combat = state.fighting()
    want = command["type"] == "claim"
    ctx.emit("claim", seat=seat, want=want)
    ctx.emit("cstep", ready=[*combat.ready, seat], claims={**combat.claims, str(seat): want})
    if claimers(state):
        return
    wanting = sorted(int(s) for s, w in combat.claims.items() if w)
    chosen, why = prey_player(wanting, combat.prey_players, ctx.random())
    if chosen is None:
        ctx.emit("cstep", prey_seat=None)
    else:
        played = [*combat.prey_players, chosen] if chosen not in combat.prey_players else None
        ctx.emit("cstep", prey_seat=chosen, **({"prey_players": played} if played else {}))
    ctx.emit("note", what=why, seat=chosen)
    start_play(ctx)


def prey_player(
    wanting: list[int], played: list[int], rng: random.Random
) -> tuple[int | None, str]:
    """Who of the seats `wanting` to plays for the prey this round, and the rule that chose
    (a log note's `what`). Seed 001, "Prey": any one other player may play for it in a round,
    "another player may play during the next round, and yet another ... during the third": one
    who has not played for it yet in this combat (`played`) goes first, and among equals one
    is drawn at random."""
    if not wanting:
        return None, "prey-player"
    if len(wanting) == 1:
        return wanting[0], "prey-only"
    fresh = [s for s in wanting if s not in played]
    if len(fresh) == 1:
        return fresh[0], "prey-turn"
    pool = fresh or wanting
    return pool[rng.randrange(len(pool))], "prey-drawn"


def start_play(ctx: Ctx) -> None:
    ctx.emit("cstep", step="play", ready=[])
    if not play_seats(ctx.state):
        end_play(ctx)


def play_seats(state: ClassicState) -> list[int]:
    combat = state.fighting()
    out = []
    for iid in fighters(state):
        seat = controller(state, iid)
        if seat is not None and seat not in out and seat not in combat.ready:
            out.append(seat)
    return out


def max_cards(state: ClassicState, iid: str) -> int:
    extra = sum(int(g.get("amount", 1) or 1) for g in query.granted(state, iid, "extra-actions"))
    return 1 + extra


def assign_legal(state: ClassicState, seat: int, feint: bool = False) -> list[Command]:
    combat = state.fighting()
    player = state.players[seat]
    out: list[Command] = []
    mine = fighters_of(state, seat)
    placed = {i: [p for p in combat.plays if p.creature == i and not p.status] for i in mine}
    used = {p.card for p in combat.plays}
    # Alternatives (seed 001): without Null cards, a player may place one extra card face down
    # on a creature and take it back at the start of the reveal, to hide whether it played.
    alternatives = not feint and not state.options.get("null_cards", True)
    for iid in mine:
        if query.has_grant(state, iid, "random-play") and not feint:
            continue
        ch = state.creatures[iid]
        if ch.dead and ch.frenzy != "full":
            continue
        if feint:
            if not feint_allowed(state, iid) or any(p.feint for p in placed[iid]):
                continue
            real_ok, decoy_ok = True, False
        else:
            real = [p for p in placed[iid] if (p.card != NULL or not p.feint) and not p.decoy]
            real_ok = len(real) < max_cards(state, iid)
            decoy_ok = alternatives and not any(p.decoy for p in placed[iid])
            if not real_ok and not decoy_ok:
                continue
        seen: set[str] = set()
        for card in player.combat_hand:
            if card in used or card_of(card).id in seen:
                continue
            if state.reading == "1995" and not frenzy_card_ok(state, card, iid):
                continue
            seen.add(card_of(card).id)
            if real_ok:
                out.append({"type": "assign", "creature": iid, "card": card})
            if decoy_ok:
                out.append({"type": "assign", "creature": iid, "card": card, "decoy": True})
        if real_ok and not feint:
            for card in alternates(state, seat, iid):
                if card not in used and card_of(card).id not in seen:
                    seen.add(card_of(card).id)
                    out.append({"type": "assign", "creature": iid, "card": card, "alt": True})
            for card, index in ability_actions(state, seat, iid):
                if not any(p.card == card and p.ability == index for p in combat.plays):
                    out.append({"type": "assign", "creature": iid, "card": card, "ability": index})
        if (
            not feint
            and state.options.get("null_cards", True)
            and not placed[iid]
            and not must_play(state, iid, seat)  # a Null card is no Combat Action
        ):
            out.append({"type": "assign", "creature": iid, "card": NULL})
    if ready_ok(state, seat):
        out.append({"type": "ready"})
    return out


def alternates(state: ClassicState, seat: int, iid: str) -> list[str]:
    """Sept cards in the seat's hand the creature may play as or in place of a Combat Action
    (seed 001, "Alternate Combat Actions"): never by a creature that may not play Combat
    Actions, nor by one restricted to Combat Actions of a certain Rage."""
    if _alternates_barred(state, iid):
        return []
    return [
        card
        for card in state.players[seat].hand
        if alternate_reason(state, seat, iid, card_of(card), card) is None
    ]


def ability_actions(state: ClassicState, seat: int, iid: str) -> list[tuple[str, int]]:
    """Abilities of cards in play (the creature's own, its Equipment's) it may use as or in
    place of a Combat Action (seed 001: "A card or ability that is played as a Combat Action
    (e.g. ... Wanchese's Bow)"), barred as the alternates are."""
    if _alternates_barred(state, iid):
        return []
    return effects.combat_abilities(state, seat, iid)


def _alternates_barred(state: ClassicState, iid: str) -> bool:
    """Neither cards nor abilities as Combat Actions for a creature that may play none, or
    only those of a certain Rage."""
    return not query.can_play_combat(state, iid) or bool(query.granted(state, iid, "only-rage"))


def alternate_reason(state: ClassicState, seat: int, iid: str, c: Card, card: str) -> str | None:
    """Why this creature cannot play this card as (or in place of) a Combat Action now."""
    if not c.combat_action:
        return "not played as or in place of a Combat Action"
    if c.restricted and c.id in state.players[seat].restricted:
        return "it is Restricted and its player has played one already this game"
    if iid not in plays.performers(state, seat, c, "combat"):
        return f"{card_of(iid).name} cannot play it"
    return None


def frenzy_card_ok(state: ClassicState, card: str, iid: str) -> bool:
    """1995: Combat cards drawn for a frenzy may be used by the frenzied creature only."""
    return not any(card in ch.frenzy_cards and ch.iid != iid for ch in state.creatures.values())


def feint_allowed(state: ClassicState, iid: str) -> bool:
    combat = state.fighting()
    return any(
        p.creature == iid and p.shown and p.card != NULL and card_of(p.card).feint
        for p in combat.plays
    )


def must_play(state: ClassicState, iid: str, seat: int) -> bool:
    """A fully frenzied creature must play a Combat Action if it has one it can play."""
    ch = state.creatures[iid]
    if ch.frenzy != "full" or not query.can_play_combat(state, iid):
        return False
    if query.has_grant(state, iid, "random-play"):
        return False  # its card is dealt at random at the end of the play-card step
    combat = state.fighting()
    if any(
        p.creature == iid and p.card != NULL and not p.status and not p.decoy for p in combat.plays
    ):
        return False
    return has_playable(state, iid, seat)


def ready_ok(state: ClassicState, seat: int) -> bool:
    return not any(must_play(state, iid, seat) for iid in fighters_of(state, seat))


def has_playable(state: ClassicState, iid: str, seat: int) -> bool:
    """The seat holds a Combat Action the creature may legally play."""
    return any(playable_for(state, iid, card) for card in state.players[seat].combat_hand)


def playable_for(state: ClassicState, iid: str, card: str) -> bool:
    """A Combat Action the creature may legally play (its Rage aside: that can be bluffed)."""
    c = card_of(card)
    return c.type == "combat-action" and illegal_reason(state, iid, c, 0) is None


def assign_apply(ctx: Ctx, seat: int, command: Command, feint: bool = False) -> None:
    state = ctx.state
    combat = state.fighting()
    if command["type"] == "ready":
        ctx.emit("cstep", ready=[*combat.ready, seat])
        if feint:
            if not feint_seats(state):
                end_feint(ctx)
        elif not play_seats(state):
            end_play(ctx)
        return
    iid = command["creature"]
    if command.get("alt") and card_of(command["card"]).restricted:
        ctx.emit("used", seat=seat, card=card_of(command["card"]).id)
    way: dict[str, Any] = {}
    if command.get("alt"):
        way = {"alt": card_of(command["card"]).combat_action}
    elif "ability" in command:
        way = {
            "alt": effects.ability_way(command["card"], command["ability"]),
            "ability": command["ability"],
        }
    decoy = {"decoy": True} if command.get("decoy") else {}
    place(ctx, seat, iid, command["card"], feint=feint, **decoy, **way)


def place(ctx: Ctx, seat: int, iid: str, card: str, **how: Any) -> None:
    """`seat` places `card` on the creature `iid`; `how`: a feint, a decoy, at random, face up,
    as or in place of a Combat Action."""
    side = query.side_in_combat(ctx.state, iid)
    ctx.emit("assign", seat=seat, creature=iid, card=card, side=side, **how)


def end_play(ctx: Ctx) -> None:
    """Random play: a creature forced to play at random gets a card from its player's hand
    after its packmates' cards are placed (prey: from the hand of this round's prey player,
    drawn at random at the round's start, draw_prey_player)."""
    state = ctx.state
    combat = state.fighting()
    for iid in fighters(state):
        if not query.has_grant(state, iid, "random-play"):
            continue
        seat = controller(state, iid)
        if seat is None:
            continue
        used = {p.card for p in combat.plays}
        hand = [c for c in state.players[seat].combat_hand if c not in used]
        if hand:
            card = hand[ctx.random().randrange(len(hand))]
            place(ctx, seat, iid, card, random=True, **_random_why(state, iid))
    begin_targeting(ctx)


def _random_why(state: ClassicState, iid: str) -> dict[str, Any]:
    """The card that makes `iid` play at random and the rounds it still does, this one
    included, for the log (a card nobody chose appeared with no word of Blinding Spray, pl35)."""
    for item in state.ccg.lasting:
        if item.on == iid and item.kind == "grant" and item.key == "random-play":
            left = {"left": item.left} if item.until == "rounds" else {}
            return {"because": item.source, **left}
    return {}


# -- targeting -------------------------------------------------------------------------------------
def valid_targets(state: ClassicState, play: Play) -> list[str]:
    return targets_of(state, play.creature) if play.creature in state.creatures else []


def targets_of(state: ClassicState, iid: str) -> list[str]:
    """The opposing creatures `iid` could aim at (in play, in a world it reaches)."""
    foes = query.opponents(state, iid)
    return [f for f in foes if f in state.creatures and query.interact(state, iid, f)]


def begin_targeting(ctx: Ctx) -> None:
    state = ctx.state
    auto_aim(ctx, only=True)
    ctx.emit("cstep", step="target", ready=[])
    if not aim_seats(state):
        reveal(ctx)


def auto_aim(ctx: Ctx, only: bool) -> None:
    """Unaimed cards take a target by themselves: the `only` one they have (as targeting
    begins), or their first (after the feints, when nobody aims any more)."""
    state = ctx.state
    for index, play in enumerate(state.fighting().plays):
        if play.target is None and not play.status:
            found = valid_targets(state, play)
            if len(found) == 1 or found and not only:
                ctx.emit("aim", index=index, target=found[0], auto=True)


def unaimed(state: ClassicState, side: int) -> list[int]:
    combat = state.fighting()
    return [
        i
        for i, p in enumerate(combat.plays)
        if p.side == side and p.target is None and not p.status and valid_targets(state, p)
    ]


def aim_side(state: ClassicState) -> int | None:
    """The sides take turns: attackers aim one card, then defenders, and so on."""
    combat = state.fighting()
    waiting = [s for s in (0, 1) if unaimed(state, s)]
    if not waiting:
        return None
    if len(waiting) == 1:
        return waiting[0]
    done = [sum(1 for p in combat.plays if p.side == s and p.target is not None) for s in (0, 1)]
    return 0 if done[0] <= done[1] else 1


def aim_seats(state: ClassicState) -> list[int]:
    """The seat that aims next (none once every card is aimed)."""
    side = aim_side(state)
    if side is None:
        return []
    return [state.fighting().plays[unaimed(state, side)[0]].seat]


def aim_legal(state: ClassicState, seat: int) -> list[Command]:
    combat = state.combat
    side = aim_side(state)
    if combat is None or side is None:
        return []
    out = []
    for index in unaimed(state, side):
        play = combat.plays[index]
        if play.seat != seat:
            continue
        for target in valid_targets(state, play):
            out.append({"type": "aim", "index": index, "target": target})
    return out


def aim_apply(ctx: Ctx, seat: int, command: Command) -> None:
    ctx.emit("aim", index=command["index"], target=command["target"])
    if not aim_seats(ctx.state):
        reveal(ctx)


# -- reveal, feints, bluffs -------------------------------------------------------------------------
def reveal(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.fighting()
    for i, p in enumerate(combat.plays):
        if p.decoy and not p.status:  # Alternatives go back to the hand, unseen
            ctx.emit("status", index=i, status="decoy", to="hand")
    ctx.emit("reveal", plays=face_down(combat))
    for i, p in enumerate(combat.plays):
        if p.card == NULL and not p.status:
            ctx.emit("status", index=i, status="null")
    if feint_seats(state):
        ctx.emit("cstep", step="feint", ready=[])
        return
    establish_bluff(ctx)


def face_down(combat: Combat) -> list[list[Any]]:
    """The cards placed face down and not yet shown (a decoy excepted), as a reveal names
    them: [index, card], a Null card as None."""
    return [
        [i, p.card if p.card != NULL else None]
        for i, p in enumerate(combat.plays)
        if not p.shown and not p.decoy
    ]


def feint_seats(state: ClassicState) -> list[int]:
    combat = state.fighting()
    out = []
    for iid in fighters(state):
        seat = controller(state, iid)
        if seat is None or seat in combat.ready or seat in out:
            continue
        stymied = not query.can_play_combat(state, iid) and _has_instinct(state, seat)
        if feint_allowed(state, iid) or stymied:
            out.append(seat)
    return out


def _has_instinct(state: ClassicState, seat: int) -> bool:
    """Whether the seat's pack list holds an Instinctive card (public, so asking leaks nothing)."""
    pack = seat_pack(state.options, seat)
    return any("Instinctive" in cards.card(cid).keywords for cid, _ in pack.combat)


def feint_legal(state: ClassicState, seat: int) -> list[Command]:
    out = assign_legal(state, seat, feint=True)
    combat = state.fighting()
    player = state.players[seat]
    for iid in fighters_of(state, seat):
        if query.can_play_combat(state, iid) or any(
            p.creature == iid and p.face_up for p in combat.plays
        ):
            continue
        for card in player.combat_hand:
            if "Instinctive" in card_of(card).keywords:
                out.insert(0, {"type": "instinct", "creature": iid, "card": card})
    if not any(c["type"] == "ready" for c in out):
        out.append({"type": "ready"})
    return out


def feint_apply(ctx: Ctx, seat: int, command: Command) -> None:
    if command["type"] == "instinct":
        place(ctx, seat, command["creature"], command["card"], face_up=True)
        return
    assign_apply(ctx, seat, command, feint=True)


def end_feint(ctx: Ctx) -> None:
    auto_aim(ctx, only=False)
    shown = face_down(ctx.state.fighting())
    if shown:
        ctx.emit("reveal", plays=shown)
    establish_bluff(ctx)


def illegal_reason(state: ClassicState, iid: str, c: Card, side: int) -> str | None:
    """Why a face-down card is illegal (None: legal). Only Rage can be bluffed: text
    requirements, forms, Gnosis and restrictions cannot (seed 001, "Bluff Step Options")."""
    if c.type != "combat-action":
        return "not a Combat Action"
    if not query.can_play_combat(state, iid) and "Instinctive" not in c.keywords:
        return "the creature may not play Combat Actions"
    if c.requires and not query.meets(state, iid, c):
        return "its requirements are not met"
    for word, needed in FORM_WORDS.items():
        if word in c.keywords and query.form(state, iid) != needed:
            return f"{needed.title()} form only"
    if c.gnosis >= 0 and query.stat(state, iid, "gnosis") < c.gnosis:
        return "not enough Gnosis (Gnosis cannot be bluffed)"
    limits = query.granted(state, iid, "only-rage")
    if limits:
        top = min(int(g.get("amount", 0)) for g in limits)
        if c.rage < 0 or c.rage > top:
            return f"restricted to Combat Actions of Rage {top} or less"
    if c.rage > query.combat_rage(state, iid) and (
        "Cannot be bluffed" in c.keywords or query.has_grant(state, iid, "no-bluff")
    ):
        return "it cannot be bluffed"
    return None


def establish_bluff(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.fighting()
    bluffing: set[str] = set()
    restricted = [list(combat.restricted[0]), list(combat.restricted[1])]
    real: dict[str, bool] = {}
    for index, play in enumerate(combat.plays):
        if play.status or play.card == NULL:
            continue
        if play.creature not in state.creatures:
            ctx.emit("status", index=index, status="gone", to="discard")
            continue
        c = card_of(play.card)
        if play.alt:
            why = _alternate_illegal(state, play)
        else:
            why = illegal_reason(state, play.creature, c, play.side)
        if why is None and c.combat_restricted:
            if c.id in restricted[play.side]:
                why = "Combat Restricted: one per side per combat"
            else:
                restricted[play.side].append(c.id)
        if why is not None:
            ctx.emit("status", index=index, status="illegal", why=why, to="discard")
            bluffing.add(play.creature)
            continue
        bluff = not play.alt and c.rage > query.combat_rage(state, play.creature)
        if bluff:
            bluffing.add(play.creature)
        if play.alt != "in-place":  # not a Combat Action: bluffs still work against its user
            real[play.creature] = True
        ctx.emit("status", index=index, status="", bluff=bluff)
    for iid in fighters(state):
        if iid not in real:
            bluffing.add(iid)
    ctx.emit("restricted", sides=restricted)
    played = False
    for index, play in enumerate(combat.plays):
        if play.status or play.card == NULL:
            continue
        played = played or play.alt != "in-place"
        if not play.bluff:
            continue
        aimed = aims(state, play)
        if aimed and all(t in bluffing for t in aimed):
            continue
        ctx.emit("status", index=index, status="failed", to="discard")
    ctx.emit("cstep", played_round=played)
    # Everyone who played a card in this combat (for prey too) refills after it (seed 003).
    joined = {p.seat for p in combat.plays if p.card != NULL} - set(combat.participants)
    if joined:
        ctx.emit("cstep", participants=sorted({*combat.participants, *joined}))
    ctx.emit("bluffs", bluffing=sorted(bluffing))
    ctx.emit("cstep", step="revealed")
    seats = [s for s in state.active() if effects.could_act(state, s, "revealed")]
    if seats:
        windows.open_window(ctx, "revealed", seats, kind="turns")
        return
    resolve(ctx)


def _alternate_illegal(state: ClassicState, play: Play) -> str | None:
    """Checked at the bluff step like a Combat Action's requirements (they cannot be bluffed)."""
    if not query.can_play_combat(state, play.creature):
        return "the creature may not play Combat Actions"
    if query.granted(state, play.creature, "only-rage"):
        return "restricted to Combat Actions of a certain Rage"
    if play.ability >= 0:
        if play.card != play.creature and (
            play.card not in state.things or state.things[play.card].host != play.creature
        ):
            return "its card is no longer on the creature"
        return None
    if play.creature not in plays.performers(state, play.seat, card_of(play.card), "combat"):
        return "the creature cannot play it"
    return None


def aims(state: ClassicState, play: Play) -> list[str]:
    """What a card aims at: its target, or all opponents for a card without damage and for
    dodges and blocks (seed 001)."""
    c = card_of(play.card)
    if play.target is None or c.dodge or c.block or c.reversal or not c.damage:
        return [f for f in query.opponents(state, play.creature) if f in state.creatures]
    return [play.target]


# -- resolution ----------------------------------------------------------------------------------
def play_words(play: Play) -> frozenset[str]:
    """The keywords the played card has: its `unbluffed` ones only if it is not a bluff."""
    c = card_of(play.card)
    return bluffs.counted(c.keywords, c.unbluffed, play.bluff)


def speed_of(state: ClassicState, play: Play) -> int:
    words = play_words(play)
    fast = "Fast Striking" in words or query.has_grant(state, play.creature, "fast-striking")
    slow = "Slow Striking" in words or query.has_grant(state, play.creature, "slow-striking")
    if fast == slow:  # both, or neither
        return combat_rounds.NORMAL
    return combat_rounds.FAST if fast else combat_rounds.SLOW


def damage_of(state: ClassicState, play: Play) -> int:
    c = card_of(play.card)
    if not c.damage:
        return 0
    return max(0, c.damage + sum(n for _source, n in damage_bonuses(state, play)))


def damage_bonuses(state: ClassicState, play: Play) -> list[tuple[str | None, int]]:
    """(the card granting it, how much) for each bonus on a damage card's damage; None: the
    creature's own damage modifiers, whose cards the statics do not keep apart."""
    steps: list[tuple[str | None, int]] = []
    own = query.bonus(state, play.creature, "damage")
    if own:
        steps.append((None, own))
    for g in query.granted(state, play.creature, "damage-bonus"):
        n = int(g.get("amount", 0) or 0)
        if n:
            source = g.get("source")
            steps.append((source if isinstance(source, str) else None, n))
    return steps


def resolve(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.fighting()
    ctx.emit("cstep", step="resolve", protect=[])
    live = [i for i, p in enumerate(combat.plays) if not p.status and p.card != NULL]
    speeds = {i: speed_of(state, combat.plays[i]) for i in live}
    for speed, tier in combat_rounds.by_speed(speeds):
        escapes: list[int] = []
        # Combat Actions without damage first: dodges, blocks, reversals, their effects.
        for i in tier:
            play = combat.plays[i]
            if play.status:
                continue
            if not still_fighting(state, play.creature):
                ctx.emit("status", index=i, status="gone", to="discard")
                continue
            c = card_of(play.card)
            if c.damage or play.alt:
                continue
            if c.dodge or c.block or c.reversal:
                entry = {
                    "creature": play.creature,
                    "dodge": c.dodge,
                    "block": c.block,
                    "reversal": c.reversal,
                    "card": play.card,  # for the log: the card is discarded as it resolves
                    "used": False,
                    "speed": speed,
                }
                ctx.emit("cstep", protect=[*combat.protect, entry])
            if effects.escapes(c):
                escapes.append(i)
                continue
            if c.feint and not any(p.feint and p.creature == play.creature for p in combat.plays):
                # a feint's only use is the card played after it (seed 001, "Feinting"): with
                # none, "resolved → Director Vane" read as if it had done something (issue 30)
                ctx.emit(
                    "status",
                    index=i,
                    status="no-effect",
                    to="discard",
                    target=None,
                    card=play.card,
                    creature=play.creature,
                )
                continue
            effects.run_combat_card(ctx, play.card, play.creature, play.seat, None)
            if state.combat is None:
                return
            _discard_play(ctx, i)
        # Damage at one speed lands at once: a creature killed by a card of its own speed
        # still lands its card (seed 001 "Combat Rounds": killed creatures discard only their
        # *unresolved* actions, after each speed; seed 003's example: both bluffs hit).
        ready = {
            i: _striker(state, combat.plays[i])
            for i in tier
            if not combat.plays[i].status
            and combat.plays[i].card != NULL
            and (card_of(combat.plays[i].card).damage or combat.plays[i].alt)
            and combat.plays[i].creature in state.creatures
        }
        for i, striker in ready.items():
            if combat.plays[i].status:
                continue
            play = combat.plays[i]
            if play.alt and not card_of(play.card).damage:
                _alternate_resolves(ctx, i)
            else:
                land(ctx, i, striker)
            if state.combat is None:
                return
        for i in escapes:
            play = combat.plays[i]
            if play.creature in state.creatures:
                effects.run_combat_card(ctx, play.card, play.creature, play.seat, None)
                if state.combat is None:
                    return
            _discard_play(ctx, i)
    end_round(ctx)


def _alternate_resolves(ctx: Ctx, index: int) -> None:
    """A card played as or in place of a Combat Action, without a damage card, resolves at its
    speed on the creature it was aimed at. Played "as" one it can be dodged; "in place of" one
    it cannot (seed 001, "Alternate Combat Actions"; Merciful Blow's ruling)."""
    state = ctx.state
    combat = state.fighting()
    play = combat.plays[index]
    if not still_fighting(state, play.creature):
        ctx.emit("status", index=index, status="gone", to="discard")
        return
    target = play.target
    if target is not None and (
        not still_fighting(state, target) or not query.interact(state, play.creature, target)
    ):
        ctx.emit("status", index=index, status="no-target", to="discard")
        return
    if play.ability >= 0 and _alternate_illegal(state, play) is not None:
        # Wanchese's Bow ruling: disarmed before the attack resolves, "he just loses the bow"
        ctx.emit("status", index=index, status="gone", to="discard")
        return
    speed = speed_of(state, play)
    if play.alt == "as" and target is not None and dodges(combat, target, speed):
        ctx.emit("status", index=index, status="dodged", to="discard")
        return
    # played "as" a Combat Action it "may be dodged, blocked, or cancelled as normal" (seed
    # 001, Wanchese's Bow; Wasp Talons): the target's blocks of its speed soak its damage
    guard = (target, speed) if play.alt == "as" and target is not None else None
    if play.ability >= 0:
        effects.run_combat_ability(
            ctx, play.card, play.ability, play.creature, play.seat, target, guard
        )
        if ctx.state.combat is None:
            return
    else:
        effects.run_combat_card(
            ctx, play.card, play.creature, play.seat, None, aimed=target, guard=guard
        )
    _discard_play(ctx, index)


def still_fighting(state: ClassicState, iid: str) -> bool:
    """In play and still in this combat (it may have left, escaped or died)."""
    return iid in state.creatures and query.in_combat(state, iid)


def _discard_play(ctx: Ctx, index: int) -> None:
    combat = ctx.state.combat
    if combat is None:
        return
    play = combat.plays[index]
    if not play.status and play.card != NULL:
        ctx.emit("status", index=index, status="resolved", to="discard")


@dataclass(frozen=True)
class Striker:
    """What a damage card brings, read before anything of its speed lands."""

    amount: int
    speed: int
    seat: int | None  # the player dealing it (None: prey, in no pack)
    aggravated: bool
    #: what changed the printed damage, (card or None, +n), for the log's why
    bonuses: tuple[tuple[str | None, int], ...] = ()


def _striker(state: ClassicState, play: Play) -> Striker:
    ch = state.creatures[play.creature]
    return Striker(
        damage_of(state, play),
        speed_of(state, play),
        play.seat if ch.pack is not None else None,
        query.has_grant(state, play.creature, "aggravated"),
        tuple(damage_bonuses(state, play)) if card_of(play.card).damage else (),
    )


def land(ctx: Ctx, index: int, striker: Striker) -> None:
    """One damage card lands: dodges, blocks and reversals, then redirection, then damage.
    `striker` was read when its speed began, so it lands even if its user has just died."""
    state = ctx.state
    combat = state.fighting()
    play = combat.plays[index]
    c = card_of(play.card)
    fallen = play.creature not in state.creatures
    if not fallen and not query.in_combat(state, play.creature):
        ctx.emit("status", index=index, status="gone", to="discard")
        return
    target = play.target
    if (
        target is None
        or not still_fighting(state, target)
        or not fallen
        and not query.interact(state, play.creature, target)
    ):
        ctx.emit("status", index=index, status="no-target", to="discard")
        return
    amount, speed = striker.amount, striker.speed
    for n, guard in enumerate(combat.protect):
        if guard["creature"] != target or guard["used"] or guard["speed"] > speed:
            continue
        if guard["reversal"]:  # the first reversal sends it back; one is enough
            _use_guard(ctx, n)
            # who turned it, with which card, and onto whom: "An attack is reversed." named
            # neither (issue 30)
            ctx.emit(
                "note",
                what="reversed",
                index=index,
                to=play.creature,
                by=target,
                card=guard.get("card"),
                blow=play.card,
            )
            target = play.creature
            break
    if target not in state.creatures:  # sent back at a striker its own speed has killed
        ctx.emit("status", index=index, status="no-target", to="discard")
        return
    # A dodge prevents all of the blow, so no block is spent on it; what gets past the
    # dodges is soaked by the blocks.
    if dodges(combat, target, speed):
        ctx.emit("status", index=index, status="dodged", to="discard")
        return
    outpaced = _outpaced(state, target, speed)
    amount = soak(ctx, target, speed, amount)
    # Redirection comes after dodges, blocks and reversals and before what affects damage
    # cards: the intended target's armour never softens a card it does not take (seed 001).
    redirect = effects.redirect_target(state, target)
    if redirect is not None and redirect in state.creatures:
        ctx.emit("note", what="redirected", index=index, frm=target, to=redirect)
        if not query.in_combat(state, redirect):
            ctx.emit("join", iid=redirect, side=query.side_in_combat(state, target))
            ctx.emit("quit", iid=target)
        target = redirect
    for shield in query.granted(state, target, "rage-immune"):
        if c.rage >= int(shield.get("amount") or 0):  # Skin of the Hellbound: no damage, no effect
            ctx.emit("status", index=index, status="blocked", to="discard")
            return
    steps = list(striker.bonuses)
    for shield in query.granted(state, target, "prevent"):
        prevented = min(amount, int(shield.get("amount", 0) or 0))
        amount -= prevented
        if prevented:  # Armor: the log says where the rest of the card's damage went
            source = shield.get("source")
            steps.append((source if isinstance(source, str) else None, -prevented))
    if query.has_grant(state, target, "no-damage"):
        amount = 0
    if amount <= 0:
        ctx.emit("status", index=index, status="blocked", to="discard")
        return
    soaker = damage_cards.soaks(ctx.table(), query.granted(state, target, "soak"))
    if soaker is not None:  # Armor that takes one blow a combat
        ctx.emit("note", what="soaked", index=index, iid=target, by=soaker)
        ctx.emit("status", index=index, status="blocked", to="discard")
        return
    seat = striker.seat
    card, creature, player = play.card, play.creature, play.seat
    tb = ctx.table()
    tb.focus = (creature, target)
    aggravated = (
        "Aggravated" in play_words(play)
        or striker.aggravated
        or damage_cards.aggravates(tb, card, creature, target, player)
    )
    # the dodges and blocks it outpaced, for the log and the combat view to say why they
    # did not stop it (fields of this event: a new one would renumber every later view)
    said = {"card": play.card, "outpaced": outpaced} if outpaced else {}
    ctx.emit("status", index=index, status="landed", **said)
    was_dead = state.creatures[target].dead
    damage.deal(ctx, target, amount, card, creature, seat, aggravated, steps)
    combat_rounds.blow_landed(EXPIRY, ctx, creature)
    if state.combat is not None and target in state.creatures:
        effects.run_combat_card(ctx, card, creature, player, target)
    killed = target not in state.creatures or state.creatures[target].dead
    if killed and not was_dead and state.combat is not None:
        effects.run_combat_card(ctx, card, creature, player, target, moment=damage_cards.KILLED)


def _outpaced(state: ClassicState, target: str, speed: int) -> list[list[Any]]:
    """[play index, card] of each of `target`'s dodges, blocks and reversals this round that a
    damage card at `speed` outpaces: they resolve after it and do not stop it (seed 001,
    "Dodges and Blocks", "Fast Striking"). A block shown resolved beside the damage it did not
    stop read as a rules error (issue 30)."""
    out: list[list[Any]] = []
    for n, guard in enumerate(state.fighting().plays):
        if guard.creature != target or guard.status or guard.card == NULL or guard.alt:
            continue
        c = card_of(guard.card)
        if (c.dodge or c.block or c.reversal) and speed_of(state, guard) > speed:
            out.append([n, guard.card])
    return out


def dodges(combat: Combat, target: str, speed: int) -> bool:
    """Whether `target` dodged a Combat Action this round at `speed` or faster (seed 001:
    dodges do not stop attacks at a faster speed)."""
    return any(
        g["creature"] == target and g["dodge"] and g["speed"] <= speed for g in combat.protect
    )


def soak(ctx: Ctx, target: str, speed: int, amount: int) -> int:
    """`amount` of damage on `target` less its unused blocks that strike no slower than
    `speed`, each used up (for damage an ability deals as a Combat Action; cards land())."""
    combat = ctx.state.combat
    if combat is None:
        return amount
    for n, guard in enumerate(combat.protect):
        mine = guard["creature"] == target and guard["speed"] <= speed
        if mine and guard["block"] and not guard["used"]:
            _use_guard(ctx, n)
            amount = max(0, amount - guard["block"])
    return amount


def _use_guard(ctx: Ctx, n: int) -> None:
    combat = ctx.state.fighting()
    protect = [dict(g) for g in combat.protect]
    protect[n]["used"] = True
    ctx.emit("cstep", protect=protect)


# -- the end of a round ------------------------------------------------------------------------------
def end_round(ctx: Ctx) -> None:
    """The round's Combat Actions have resolved: first a window for what is played "after all
    combat cards have resolved in a combat round" (seed 001: Gaia's Vengeance, Bane Arrow),
    for the seats that could use one; then the round closes."""
    state = ctx.state
    if state.combat is None:
        return
    seats = [s for s in state.active() if effects.could_act(state, s, "round-over")]
    if seats:
        ctx.emit("cstep", step="round-over")
        windows.open_window(ctx, "round-over", seats, kind="turns")
        return
    close_round(ctx)


def close_round(ctx: Ctx) -> None:
    state = ctx.state
    combat = state.combat
    if combat is None:
        return
    combat_rounds.round_over(EXPIRY, ctx)
    if state.combat is None:
        return
    for iid in fighters(state):
        ch = state.creatures[iid]
        if ch.frenzy and out_of_cards(state, iid):
            seat = controller(state, iid)
            if seat is not None:
                ctx.emit(
                    "reveal-hand",
                    seat=seat,
                    cards=list(state.players[seat].combat_hand),
                    why="frenzy",
                )
            damage.end_frenzy(ctx, iid, "out of playable cards")
    if state.combat is None:
        return
    if combat_rounds.capped(ctx.table()):
        finish(ctx, "round-cap")  # a card capped the fight at this many rounds
        return
    _idle_check(ctx)
    if not both_sides(state):
        finish(ctx, "side-empty")
        return
    if not combat.played_round:
        finish(ctx, "no-cards")
        return
    if state.reading == "1995":
        seat = combat.seats[0]
        if seat is not None and not state.players[seat].combat_hand:
            finish(ctx, "attacker-out-of-cards")
            return
    if may_withdraw(state):
        ctx.emit("cstep", step="withdraw")
        seat = combat.seats[0]
        assert seat is not None
        ctx.prompt(seat, "withdraw")
        return
    between(ctx)


def out_of_cards(state: ClassicState, iid: str) -> bool:
    """Seed 001: it played no Combat Action this round and has none it can play next round."""
    combat = state.fighting()
    played = any(
        p.creature == iid
        and p.card != NULL
        and p.status not in ("illegal", "null", "decoy")
        and p.alt != "in-place"  # not a Combat Action (seed 001, Frenzy)
        for p in combat.plays
    )
    if played:
        return False
    seat = controller(state, iid)
    return seat is None or not has_playable(state, iid, seat)


def _idle_check(ctx: Ctx) -> None:
    """A creature with no valid target for a full round leaves the combat (seed 001)."""
    state = ctx.state
    idle = dict(state.fighting().idle)
    for iid in fighters(state):
        idle.pop(iid, None)
        if not targets_of(state, iid):
            ctx.emit("quit", iid=iid, why="no valid target")
    ctx.emit("cstep", idle=idle)


def may_withdraw(state: ClassicState) -> bool:
    combat = state.fighting()
    if combat.seats[0] is None or combat.withdraw_barred:
        return False
    if any(state.creatures[i].frenzy == "full" for i in fighters(state)):
        return False
    attackers = [i for i in combat.sides[0] if i in state.creatures]
    if not attackers or all(state.creatures[i].pack is None for i in attackers):
        return False
    return not any(query.prohibited(state, i, "withdraw") for i in attackers)


def answer_withdraw(ctx: Ctx, option: str) -> None:
    if option == "withdraw":
        ctx.emit("withdraw", seat=ctx.state.combat.seats[0] if ctx.state.combat else None)
        finish(ctx, "withdrew")
    else:
        between(ctx)


def between(ctx: Ctx) -> None:
    state = ctx.state
    ctx.emit("cstep", step="between")
    windows.open_window(ctx, "between", state.active())


# -- the end of combat ------------------------------------------------------------------------------
def finish(ctx: Ctx, reason: str) -> None:
    """Combat ends: frenzies end, the dead die, Territories and Battlefields are settled, hands
    are refilled, and the alpha's action is over."""
    state = ctx.state
    combat = state.combat
    if combat is None:
        return
    ctx.emit("cstep", step="end")
    windows.close_window(ctx)
    # Every frenzy ends with the combat, also of creatures that escaped or left it earlier.
    for iid in [i for i, ch in state.creatures.items() if ch.frenzy]:
        if state.creatures.get(iid) is not None and state.creatures[iid].frenzy:
            damage.end_frenzy(ctx, iid, "combat ended")
    for iid in fighters(state):
        ch = state.creatures.get(iid)
        if ch is not None and ch.dead:
            damage.kill(ctx, iid, ch.killer, ch.killer_seat, fired=True)
    combat = state.fighting()
    # leftover face-down cards of an interrupted round go back to the discards
    for index, play in enumerate(combat.plays):
        if play.card != NULL and not play.status:
            ctx.emit("status", index=index, status="unresolved", to="discard")
    left = [any(i in state.creatures for i in side) for side in combat.sides]
    won = left[0] and not left[1]
    if combat.kind == "territory" and won and combat.target in state.things:
        plays.leave_play(ctx, combat.target, "discard", why="destroyed")
    if combat.kind == "battlefield":
        guard = GUARDIAN + combat.battlefield
        if guard in state.creatures:
            ctx.emit("leave", iid=guard, to="gone", why="the battle is over")
    combat_rounds.fight_over(EXPIRY, ctx, [*combat.sides[0], *combat.sides[1]])
    if state.combat is None:
        return
    refill = [s for s in range(state.seats) if not state.players[s].out]
    if state.reading == "1995":  # only who fought in it or played a card (not a Null card)
        played = {p.seat for p in combat.plays if p.card != NULL or p.status != "null"}
        refill = [s for s in refill if s in combat.participants or s in played]
    ctx.emit("combat-end", reason=reason)
    for seat in refill:
        fill(ctx, seat, "combat", why="after combat")
    for seat in refill:
        extra = len(state.players[seat].combat_hand) - query.hand_size(state, seat, "combat")
        for _ in range(max(0, extra)):
            ctx.prompt(seat, "discard-down", deck="combat")
    if combat.alpha_action and combat.attacker is not None:
        alpha_done(ctx, combat.attacker)
    for seat in range(state.seats):
        if not state.players[seat].out:
            damage.check_pack(ctx, seat)


# -- commands -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Waiting:
    """A step the combat waits in for seats: who acts, what each may do, doing it."""

    seats: Callable[[ClassicState], list[int]]
    legal: Callable[[ClassicState, int], list[Command]]
    apply: Callable[[Ctx, int, Command], None]


WAITING = {
    "claim": Waiting(claimers, claim_legal, claim_apply),
    "play": Waiting(play_seats, assign_legal, assign_apply),
    "feint": Waiting(feint_seats, feint_legal, feint_apply),
    "target": Waiting(aim_seats, aim_legal, aim_apply),
}
#: the step that follows each of the combat's windows once it closes
AFTER_WINDOW: dict[str, Callable[[Ctx], None]] = {
    "pre": begin_combat,
    "begin": new_round,
    "revealed": resolve,
    "round-over": close_round,
    "between": new_round,
}


def _waiting(state: ClassicState) -> Waiting | None:
    return WAITING.get(state.combat.step) if state.combat is not None else None


def actors(state: ClassicState) -> frozenset[int]:
    waiting = _waiting(state)
    return frozenset(waiting.seats(state)) if waiting is not None else frozenset()


def legal(state: ClassicState, seat: int) -> list[Command]:
    waiting = _waiting(state)
    return waiting.legal(state, seat) if waiting is not None else []


def apply(ctx: Ctx, seat: int, command: Command) -> None:
    waiting = _waiting(ctx.state)
    if waiting is not None:
        waiting.apply(ctx, seat, command)


def after_window(ctx: Ctx) -> None:
    """The combat's window closed: move to the next step."""
    step = ctx.state.combat.step if ctx.state.combat else ""
    windows.close_window(ctx)
    if step in AFTER_WINDOW:
        AFTER_WINDOW[step](ctx)
