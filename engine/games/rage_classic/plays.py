"""Sept cards: who may play what, when, on whom; and what happens when it resolves.

Seed 001 chapter 4 ("The Cards in Depth"): resources in the Resource Phase (Closed Play all at
once, then one by one in Open Play), Open Play cards at any time of Open Play, Combat Events in
combat, and the limits every card type brings (Unique, Restricted, one Caern, one Realm, one
Pack Totem, one Quest, one Armor and one Weapon, no two copies of a card on one creature).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.ccg import builtin, interpreter, reactions
from engine.ccg.model import Use
from engine.games.rage_classic import answers, effects, query
from engine.games.rage_classic.cards import (
    CREATURE_TYPES,
    OPEN_TYPES,
    PREY_TYPES,
    RESOURCE_TYPES,
    Card,
)
from engine.games.rage_classic.context import Ctx
from engine.games.rage_classic.keywords import GAIA_GIFT_WORDS, expand
from engine.games.rage_classic.state import GUARDIAN, ClassicState, Creature, card_of

Command = dict[str, Any]

COMBAT_MOMENTS = ("begin", "between")


# -- what is in play -------------------------------------------------------------------------
def in_play_ids(state: ClassicState) -> set[str]:
    """Card ids in play for Uniqueness (out-of-play cards count; Victory Piles do not)."""
    found = {card_of(i).id for i in state.creatures if not i.startswith(GUARDIAN)}
    found |= {card_of(i).id for i in state.things}
    if state.pending is not None and state.pending.index < 0:
        found.add(card_of(state.pending.card).id)
    return found


def unique_clash(state: ClassicState, c: Card) -> bool:
    return c.unique and c.id in in_play_ids(state)


def pack_has(state: ClassicState, seat: int, ctype: str, keyword: str = "") -> bool:
    for t in state.things.values():
        tc = card_of(t.iid)
        if t.pack == seat and tc.type == ctype and (not keyword or keyword in tc.keywords):
            return True
    return False


def attached_ids(state: ClassicState, host: str) -> list[str]:
    return [card_of(t.iid).id for t in state.attached_to(host)]


def usable_creatures(state: ClassicState, seat: int) -> list[Creature]:
    """Pack members that can do things now (in play, not dead)."""
    return [c for c in state.pack_of(seat) if not c.out and not c.dead]


def is_totem(c: Card) -> str:
    if c.type != "event":
        return ""
    if "Pack Totem" in c.keywords:
        return "pack"
    if "Personal Totem" in c.keywords:
        return "personal"
    return ""


def is_lunar(c: Card) -> bool:
    return c.type == "event" and "Lunar Phase" in c.keywords


# -- who may perform a card ----------------------------------------------------------------------
def may_act(state: ClassicState, iid: str, what: str) -> bool:
    """Whether a creature may take this action (card effects may forbid actions)."""
    return not query.prohibited(state, iid, what) and not query.prohibited(state, iid, "actions")


def equipment_fits(state: ClassicState, host: str, c: Card) -> str | None:
    """Why this Equipment cannot go on this creature (None: it can)."""
    ch = state.creatures[host]
    if ch.kind in PREY_TYPES or host.startswith(GUARDIAN):
        return "Equipment cannot be played on or traded to Prey"
    if not query.meets(state, host, c):
        return f"{card_of(host).name} does not meet its requirements"
    fetish, bane = "Fetish" in c.keywords, "Bane Fetish" in c.keywords
    side = query.allegiance(state, ch)
    if fetish and not bane and side != "Gaia" and not query.has_grant(state, host, "fetishes"):
        return "only Gaia creatures may play Fetishes"
    if bane and not fetish and side != "Wyrm":
        return "only Wyrm creatures may play Bane Fetishes"
    low = (fetish or bane) and c.gnosis > query.stat(state, host, "gnosis")
    if low and not query.has_grant(state, host, "any-fetish"):
        return f"it needs Gnosis {c.gnosis}"
    if c.id in attached_ids(state, host):
        return "a creature may not carry two copies of a card"
    built = builtin.refuses(card_of(host).built_in, c.keywords)
    if built:
        return f"it has a built-in {built}"
    one_weapon = state.reading != "1995"
    for kind in ("Armor", "Weapon"):
        limited = kind in c.keywords and (kind == "Armor" or one_weapon)
        if limited and any(kind in card_of(t.iid).keywords for t in state.attached_to(host)):
            return f"a creature may have only one {kind} at a time"
    return None


def performers(state: ClassicState, seat: int, c: Card, moment: str) -> list[str | None]:
    """The creatures that may play this card now (None: the card needs no performer)."""
    t = c.type
    mine = usable_creatures(state, seat)

    def who(ok: Callable[[Creature], Any], kinds: tuple[str, ...] = ("character",)) -> list[Any]:
        return [ch.iid for ch in mine if ch.kind in kinds and ok(ch)]

    def meets(ch: Creature) -> bool:
        return query.meets(state, ch.iid, c)

    def carries(ch: Creature, ok: Callable[[Card], bool]) -> bool:
        return any(ok(card_of(a.iid)) for a in state.attached_to(ch.iid))

    if t in PREY_TYPES or t == "battlefield":
        return [None]
    if t == "ally":
        return who(
            lambda ch: (
                meets(ch)
                and may_act(state, ch.iid, "recruit")
                and ("physical" in query.worlds(state, ch.iid) or "Spirit" in c.keywords)
            )
        )
    if t in ("caern", "territory"):
        return who(lambda ch: meets(ch) and may_act(state, ch.iid, "resource"))
    if t == "realm":
        return who(
            lambda ch: (
                ch.world in ("umbra", "both")
                and (meets(ch) if c.requires else query.allegiance(state, ch) == "Gaia")
                and may_act(state, ch.iid, "resource")
            )
        )
    if t == "equipment":
        return who(
            lambda ch: equipment_fits(state, ch.iid, c) is None and may_act(state, ch.iid, "equip"),
            ("character", "ally"),
        )
    if t == "action":
        return who(lambda ch: meets(ch) and may_act(state, ch.iid, "action-card"))
    if t == "gift":
        found = who(lambda ch: gift_ok(state, ch.iid, c), ("character", "ally"))
        return found + [iid for iid in prey_casters(state, seat) if gift_ok(state, iid, c)]
    if t == "rite":
        if state.combat is not None:
            return []  # Rites cannot be used in the middle of a combat
        return who(
            lambda ch: (
                bool(query.words(state, ch.iid) & {"Garou", "Fera", "Cultist", "Cults"})
                and query.stat(state, ch.iid, "renown") >= c.renown
                and meets(ch)
                and may_act(state, ch.iid, "rite")
            )
        )
    if t == "past-life":
        return who(
            lambda ch: (
                "Garou" in query.words(state, ch.iid)
                and bool(set(c.requires) & set(card_of(ch.iid).keywords))
                and not carries(ch, lambda a: a.type == "past-life")
            )
        )
    if t == "quest":
        return who(
            lambda ch: meets(ch) and not carries(ch, lambda a: a.type == "quest"),
            ("character", "ally"),
        )
    if t == "event":
        totem = is_totem(c)
        if totem == "pack":
            if pack_has(state, seat, "event", "Pack Totem"):
                return []
            return who(lambda ch: query.at_home(state, ch.iid) and meets(ch))[:1]
        if totem == "personal":
            return who(
                lambda ch: meets(ch) and not carries(ch, lambda a: "Personal Totem" in a.keywords)
            )
        if c.requires:
            return [ch.iid for ch in mine if meets(ch)]
        return [None]
    if t == "combat-event":
        if state.combat is None:
            return []
        return [ch.iid for ch in mine if query.in_combat(state, ch.iid) and meets(ch)]
    return []


def gift_ok(state: ClassicState, iid: str, c: Card) -> bool:
    ch = state.creatures[iid]
    if ch.frenzy and ch.frenzy != "fox":
        return False  # a frenzied creature may not play Gifts
    # "Can use ANY Gaia Gifts of ANY Gnosis" (Klailtal Stargazer): Gaia Gifts as seed 001's
    # "Wyrms Gifts and Auspice Gifts" defines them, by their requirements
    any_gaia = set(c.requires) & GAIA_GIFT_WORDS and query.has_grant(state, iid, "gaia-gifts")
    if query.stat(state, iid, "gnosis") < c.gnosis and not any_gaia:
        return False
    if query.meets_gift(state, iid, c) is None and not any_gaia:
        return False
    return may_act(state, iid, "gift")


def prey_casters(state: ClassicState, seat: int) -> list[str]:
    """Prey may use Gifts during a combat (they need not be in it), played by any player who
    has no creature fighting them (seed 001, "Prey: Enemies and Victims")."""
    combat = state.combat
    if combat is None:
        return []
    foes: set[str] = set()
    for index in (0, 1):
        if any(
            i in state.creatures and state.creatures[i].pack == seat for i in combat.sides[index]
        ):
            foes |= set(combat.sides[1 - index])
    return [
        ch.iid
        for ch in state.creatures.values()
        if ch.pack is None and not ch.out and not ch.iid.startswith(GUARDIAN) and ch.iid not in foes
    ]


# -- when a card may be played -----------------------------------------------------------------
def timing(c: Card) -> set[str]:
    """The windows a card's own effects name (empty: any Open Play)."""
    return {w for w in effects.windows_of(c)}


def playable_now(state: ClassicState, seat: int, c: Card, moment: str) -> str | None:
    """Why this card cannot be played at this moment (None: it can, given a performer)."""
    t = c.type
    player = state.players[seat]
    if c.restricted and c.id in player.restricted:
        return "it is Restricted and you have played one already this game"
    if unique_clash(state, c):
        return "it is Unique and a copy is already in play"
    if t in ("moot", "board-meeting", "combat-action", "character"):
        return "it is not played this way"
    if c.combat_action:
        return "it is played as or in place of a Combat Action, in a combat round's play-card step"
    if reactions.answer_only(c.effects):
        return "it is played only in answer to what it names, when that happens"
    if state.combat is not None and t != "moot" and any(e.do == "control" for e in c.effects):
        return "a creature's status cannot change in the middle of a combat"
    in_combat_window = moment in COMBAT_MOMENTS or moment == "pre"
    wants = timing(c)
    if t in CREATURE_TYPES or t in RESOURCE_TYPES or t == "battlefield":
        if moment != "resource":
            return "creatures and resources are played in the Resource Phase"
        if t == "caern" and pack_has(state, seat, "caern"):
            return "a pack may have only one Caern in play"
        if t == "realm" and pack_has(state, seat, "realm"):
            return "a pack may have only one Realm in play"
        return None
    if t == "combat-event":
        if not in_combat_window:
            return "Combat Events are played in combat"
        if moment == "pre" and "pre-combat" not in wants:
            return "this Combat Event is played before the first round or between rounds"
        if moment in COMBAT_MOMENTS and wants and not wants & {"combat", "begin", "between"}:
            return "this Combat Event changes who fights, in the Pre-combat step"
        if moment == "between" and "begin" in wants and "between" not in wants:
            return "it is played before the first round of combat"
        return None
    if t in OPEN_TYPES:
        if is_lunar(c):
            if moment != "redraw":
                return "a Lunar Phase is played at the beginning of the turn (Redraw Phase)"
            return None
        if moment == "pre":
            return None if "pre-combat" in wants else "this is not a Pre-combat card"
        if moment == "round-over" and "round-over" not in wants:
            return "only cards played after the round's Combat Actions resolve are played now"
        if "round-over" in wants and moment != "round-over":
            return "it is played after a round's Combat Actions resolve"
        if "combat" in wants and not in_combat_window:
            return "it is used in combat"
        if "redraw" in wants and moment != "redraw":
            return "it is played at the beginning of the turn"
        if "moot-begin" in wants and moment != "moot-begin":
            return "it is played at the beginning of the Moot Phase"
        if "resource" in wants and moment != "resource":
            return "it is played in the Resource Phase"
        if t == "rite" and state.combat is not None:
            return "Rites cannot be used in the middle of a combat"
        return None
    return "it cannot be played now"


# -- targets ---------------------------------------------------------------------------------------
def targets(state: ClassicState, seat: int, c: Card, by: str | None, iid: str = "") -> list[Any]:
    """What the card may be aimed at ([None]: nothing to choose)."""
    if c.type in ("past-life", "quest", "equipment") or is_totem(c) == "personal":
        return [None]
    if c.type in CREATURE_TYPES or c.type in RESOURCE_TYPES or c.type == "battlefield":
        return [None]
    found = effects.choices(state, seat, c, by, source=iid)
    if c.type == "gift":
        found = [t for t in found if not _under_same_gift(state, t, c)]
    if by is not None:
        found = [t for t in found if not isinstance(t, str) or _reaches(state, c, by, t)]
    return found


def _under_same_gift(state: ClassicState, target: Any, c: Card) -> bool:
    """A creature cannot be targeted by a Gift while under the effects of another copy."""
    return isinstance(target, str) and c.id in attached_ids(state, target)


def _reaches(state: ClassicState, c: Card, by: str, target: str) -> bool:
    """Cards played by creatures cannot cross the Gauntlet, except Events (seed 001)."""
    if c.type == "event" or target not in state.creatures:
        return True
    return query.interact(state, by, target)


def is_offensive(state: ClassicState, seat: int, c: Card, by: str | None, target: Any) -> bool:
    """Seed 001, "Offensive Effect": for pack members, anything that could affect a card in the
    Hunting Grounds or another pack (a Unique card brought into play in Open Play included);
    for a creature in the Hunting Grounds, anything that does not target itself."""
    if by is not None and by in state.creatures:
        ch = state.creatures[by]
        if ch.pack is None or ch.hunting:
            return target != by
    if c.unique or c.type in PREY_TYPES or c.type == "battlefield":
        return True
    named = effects.outside_pack(state, seat, target)
    return effects.reaches_others(c) if named is None else named


# -- listing commands ------------------------------------------------------------------------
def options(state: ClassicState, seat: int, moment: str, offensive: bool) -> list[Command]:
    """Every play and ability use open to `seat` now that is (or is not) an Offensive Effect."""
    player = state.players[seat]
    if player.out:
        return []
    out: list[Command] = []
    seen: set[str] = set()
    # Combat Events come from the combat hand (seed 001, "Combat Events": played by a creature
    # in combat, before the first round or between rounds), everything else from the sept hand.
    events = [i for i in player.combat_hand if card_of(i).type == "combat-event"]
    for iid in [*player.hand, *events]:
        c = card_of(iid)
        if c.id in seen:
            continue
        seen.add(c.id)
        if playable_now(state, seat, c, moment) is not None:
            continue
        if effects.play_limit(state, seat, c, iid) is not None:
            continue
        for by in performers(state, seat, c, moment):
            for target in targets(state, seat, c, by, iid):
                if is_offensive(state, seat, c, by, target) != offensive:
                    continue
                out.append({"type": "play", "card": iid, "by": by, "target": target})
    out += [
        u
        for u in effects.ability_options(state, seat, moment)
        if bool(u.pop("offensive", False)) == offensive
    ]
    if not offensive:
        out += voluntary_discards(state, seat)
    if moment == "resource" and not offensive:
        out += resource_extras(state, seat)
    if moment == "pre" and not offensive:
        out += step_in_options(state, seat)
    return out


def voluntary_discards(state: ClassicState, seat: int) -> list[Command]:
    """Quests and Totems may be discarded by their player at any time (seed 001, "Open-play
    cards": "nor can they be discarded voluntarily by their player (apart from Quests and
    Totems)"; FAQ "Totems": a Personal Totem may be discarded to benefit from a Pack Totem)."""
    return [
        {"type": "scrap", "card": t.iid}
        for t in state.things.values()
        if t.owner == seat and (is_totem(card_of(t.iid)) or card_of(t.iid).type == "quest")
    ]


def resource_extras(state: ClassicState, seat: int) -> list[Command]:
    """Resource Phase: trade Equipment (once per item per phase) and discard resources."""
    out: list[Command] = []
    for t in state.things.values():
        c = card_of(t.iid)
        if t.pack != seat:
            continue
        if c.type in RESOURCE_TYPES:
            out.append({"type": "scrap", "card": t.iid})
        if c.type == "equipment" and t.traded != state.turn and t.host is not None:
            for ch in usable_creatures(state, seat):
                if ch.iid == t.host or ch.kind not in ("character", "ally"):
                    continue
                if not may_act(state, ch.iid, "equip"):
                    continue
                if equipment_fits(state, ch.iid, c) is None:
                    out.append({"type": "trade", "card": t.iid, "to": ch.iid})
    return out


# -- stepping in for prey -----------------------------------------------------------------------
def step_in_options(state: ClassicState, seat: int) -> list[Command]:
    """Seed 001, "Stepping in": a Gaia alpha may take a Victim's place, a Wyrm alpha an
    Enemy's; not an alpha action; the higher Renown gets to if two want to."""
    combat = state.combat
    if combat is None or combat.kind not in ("attack", "bind") or state.step != "combat:actions":
        return []
    target = combat.target
    t = state.creatures.get(target)
    if t is None or t.pack is not None:
        return []
    if target not in combat.sides[1] and not combat.stepped_in:
        return []
    prey_kind = card_of(target).type
    need = {"victim": "gaia", "enemy": "wyrm"}.get(prey_kind)
    if need is None or state.players[seat].allegiance != need or seat == combat.seats[0]:
        return []
    current = combat.stepped_in
    out = []
    for iid in state.alphas:
        ch = state.creatures.get(iid)
        if ch is None or ch.pack != seat or ch.out or ch.dead or ch.hunting:
            continue
        if query.in_combat(state, iid) or iid == current:
            continue
        if not all(query.interact(state, iid, a) for a in combat.sides[0] if a in state.creatures):
            continue
        if current and query.stat(state, iid, "renown") <= query.stat(state, current, "renown"):
            continue
        out.append({"type": "step-in", "creature": iid})
    return out


def step_in(ctx: Ctx, seat: int, iid: str) -> None:
    state = ctx.state
    combat = state.fighting()
    if combat.stepped_in:
        ctx.emit("quit", iid=combat.stepped_in)
    elif combat.target in combat.sides[1]:
        ctx.emit("quit", iid=combat.target)
    ctx.emit("join", iid=iid, side=1, away=True)
    ctx.emit("cstep", stepped_in=iid, seats=[combat.seats[0], seat])
    ctx.emit("note", what="stepped-in", iid=iid, prey=combat.target)


# -- playing --------------------------------------------------------------------------------
def apply(ctx: Ctx, seat: int, command: Command) -> None:
    kind = command["type"]
    state = ctx.state
    if kind == "play":
        iid = command["card"]
        c = card_of(iid)
        target = command.get("target")
        offensive = is_offensive(state, seat, c, command.get("by"), target)
        if c.restricted:
            ctx.emit("used", seat=seat, card=c.id)
        ctx.emit(
            "play",
            seat=seat,
            card=iid,
            by=command.get("by"),
            target=target,
            offensive=offensive,
            responders=effects.responders(state, seat, iid, -1, command.get("by")),
        )
        if not state.pending or not state.pending.responders:
            resolve_pending(ctx)
    elif kind == "use":
        effects.start_ability(ctx, seat, command)
        if state.pending is not None and not state.pending.responders:
            resolve_pending(ctx)
    elif kind == "trade":
        host = state.creatures[command["to"]]
        ctx.emit(
            "attach", iid=command["card"], host=command["to"], pack=host.pack, traded=state.turn
        )
    elif kind == "scrap":
        leave_play(ctx, command["card"], "discard", why="discarded by its player")
    elif kind == "step-in":
        step_in(ctx, seat, command["creature"])
    else:  # pragma: no cover - legal() lists only the kinds above
        raise ValueError(kind)


def pending_legal(state: ClassicState, seat: int) -> list[Command]:
    out: list[Command] = [{"type": "allow"}]
    out += cancel_options(state, seat)
    return out


def cancel_options(state: ClassicState, seat: int) -> list[dict[str, Any]]:
    """Cancellers the seat holds or controls that fit the card waiting on the table."""
    pending = state.pending
    if pending is None:
        return []
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for iid in state.players[seat].hand:
        c = card_of(iid)
        if c.id in seen or effects.cancels(c, pending.card, state, pending.by) is None:
            continue
        seen.add(c.id)
        if c.restricted and c.id in state.players[seat].restricted:
            continue
        for by in performers(state, seat, c, "any"):
            out.append({"type": "cancel", "card": iid, "by": by})
    tv = query.view(state)
    for thing in tv.in_play():
        if tv.owner(thing) != seat:
            continue
        index = effects.cancels(card_of(thing), pending.card, state, pending.by)
        if index is None:
            continue
        use = Use(thing, index, card_of(thing).effects[index], seat, tv.bearer(thing))
        if interpreter.usable(tv, use) is None:
            out.append({"type": "cancel", "card": thing, "by": tv.bearer(thing), "index": index})
    return out


def pending_apply(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    pending = state.pending
    assert pending is not None
    if command["type"] == "allow":
        ctx.emit("respond", seat=seat, allow=True)
    else:
        effects.cancel_pending(ctx, seat, command)
        return
    if state.pending is not None and state.pending.at >= len(state.pending.responders):
        resolve_pending(ctx)


def resolve_pending(ctx: Ctx) -> None:
    """Every responder allowed it: the card or ability resolves."""
    state = ctx.state
    pending = state.pending
    if pending is None:
        return
    if pending.index >= 0:
        ctx.emit("resolved", card=pending.card)
        effects.run_ability(ctx, pending)
        return
    place(ctx, pending.seat, pending.card, pending.by, pending.target)


def place(ctx: Ctx, seat: int, iid: str, by: str | None, target: Any) -> None:
    """A card resolves: a creature or resource enters play, an Open Play card has its effects
    and then stays (attached or in play) or is discarded."""
    state = ctx.state
    c = card_of(iid)
    t = c.type
    if t in CREATURE_TYPES:
        prey = t in PREY_TYPES
        world = "both" if "Spirit" in query_words(c) else "physical"
        if t == "ally" and by is not None and "Spirit" not in query_words(c):
            world = "physical"
        ctx.emit(
            "enter",
            iid=iid,
            owner=seat,
            **{"as": "creature"},
            kind=t,
            pack=None if prey else seat,
            world=world,
            by=by,
        )
        effects.fire(ctx, "enter-play", subject=iid)
        return
    if t == "equipment":
        assert by is not None
        ctx.emit(
            "enter",
            iid=iid,
            owner=seat,
            **{"as": "thing"},
            pack=seat,
            host=by,
            zone="attached",
            by=by,
        )
        effects.fire(ctx, "enter-play", subject=iid)
        return
    if t in RESOURCE_TYPES:
        ctx.emit("enter", iid=iid, owner=seat, **{"as": "thing"}, pack=seat, zone="home", by=by)
        effects.fire(ctx, "enter-play", subject=iid)
        return
    if t == "battlefield":
        ctx.emit("enter", iid=iid, owner=seat, **{"as": "thing"}, pack=None, zone="hunting")
        return
    # Open Play cards and Combat Events
    host = None
    zone = "global"
    if t in ("past-life", "quest") or is_totem(c) == "personal":
        host, zone = by, "attached"
    elif is_totem(c) == "pack":
        zone = "home"
    elif effects.stays(c):
        if isinstance(target, str) and target in state.creatures:
            host, zone = target, "attached"
        elif by is not None and t in ("gift", "rite", "combat-event"):
            host, zone = by, "attached"
    if is_lunar(c):
        for other in list(state.things.values()):
            if is_lunar(card_of(other.iid)):
                leave_play(ctx, other.iid, "discard", why="superseded by a new Lunar Phase")
    ctx.emit(
        "enter",
        iid=iid,
        owner=seat,
        **{"as": "thing"},
        pack=seat,
        host=host,
        zone=zone,
        by=by,
    )
    worked = effects.run_play(ctx, seat, iid, by, target)
    done = iid in state.things and not effects.lasting_from(state, iid)
    if done and discards_when_done(c):
        leave_play(ctx, iid, "discard", why="" if worked else "no opposing creature")
    answers.offer(ctx, reactions.CARD, iid, by, skip=seat)  # "... a card another player plays"


def discards_when_done(c: Card) -> bool:
    """Whether a played card goes to the discard pile once nothing it began lasts (an Open
    Play card or Combat Event with no ability of its own in play, not a Past Life, Quest or
    Totem): Spirit Song stays while its +2 Rage lasts, and leaves when that ends."""
    open_play = c.type in ("action", "event", "gift", "rite", "combat-event")
    return open_play and not effects.stays(c) and not is_totem(c)


def release(ctx: Ctx, before: set[str]) -> None:
    """Cards kept in play only by their lasting effects (`before`: the sources of lasting
    effects a moment ago) leave play once none of those effects is left."""
    state = ctx.state
    for iid in sorted(before - {item.source for item in state.ccg.lasting}):
        if iid in state.things and discards_when_done(card_of(iid)):
            leave_play(ctx, iid, "discard", why="its effect ended")


def query_words(c: Card) -> set[str]:
    return expand(set(c.keywords), c.type)


def leave_play(
    ctx: Ctx, iid: str, to: str, why: str = "", seat: int | None = None, source: str | None = None
) -> None:
    """A card in play leaves it: what is attached to a creature goes to the discards first.
    `source`: the card whose effect moved it, so the log can name it."""
    state = ctx.state
    if iid in state.creatures:
        for t in list(state.attached_to(iid)):
            leave_play(ctx, t.iid, "discard", why="its bearer left play")
    if iid not in state.creatures and iid not in state.things:
        return
    effects.forget(ctx, iid)
    cause = {"source": source} if source is not None else {}
    ctx.emit("leave", iid=iid, to=to, seat=seat, why=why, **cause)
    effects.fire(ctx, "leave-play", subject=iid)
