"""The Main Phase: regenerate, play a Sept card, use a Main: action, or pass.

Also the shared rules for playing Sept cards (attach rules, requirements, Event targets), which
the Resolution Phase reuses for Moot Events.
"""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv import stats, umbra
from engine.games.rage_lv.context import Ctx, apply_effect, discard_attached, hurt, move_umbra
from engine.games.rage_lv.data import Card, Effect
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of

Command = dict[str, Any]


# -- targets ------------------------------------------------------------------------------------
def needs_target(c: Card, timings: tuple[str, ...]) -> str:
    """'character', 'player' or '' for the effects of these timings."""
    for effect in c.effects:
        if effect.when in timings and effect.target in ("character", "player"):
            return effect.target
    return ""


def character_targets(
    state: LvState, c: Card, timings: tuple[str, ...], seat: int | None = None
) -> list[str]:
    effects = [e for e in c.effects if e.when in timings and e.target == "character"]
    fights = any(e.do == "fight" for e in effects)
    pulls = any(e.do == "pull" for e in effects)
    found = []
    for ch in state.chars.values():
        if ch.iid.startswith(GUARDIAN):
            continue
        if fights and ch.pack and ch.owner == seat:
            continue  # a player never controls both Hunter and Prey
        if pulls and not ch.umbra:
            continue  # only a character in the Umbra can be pulled out of it
        words = stats.keywords(state, ch)
        if all(not e.only_if or e.only_if in words for e in effects):
            found.append(ch.iid)
    return found


def targets(state: LvState, seat: int, c: Card, timings: tuple[str, ...]) -> list[Any]:
    kind = needs_target(c, timings)
    if kind == "character":
        return character_targets(state, c, timings, seat)
    if kind == "player":
        return [s for s in state.active() if s != seat]
    return [None]


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
    return any(stats.meets(state, ch, c.requires) for ch in state.pack_of(seat))


def can_host(state: LvState, ch: Char, c: Card) -> bool:
    host = card_of(ch.iid)
    if not ready(ch) or stats.gnosis_free(state, ch) < c.gnosis_cost:
        return False
    attached = state.attached_to(ch.iid)
    if any(card_of(t.iid).id == c.id for t in attached):
        return False  # never two copies of the same card on one character
    if c.type == "gift":
        if host.type == "ally" and "Spirit" in host.keywords:
            # A Spirit Ally takes only Gifts that require the Tribe the Spirit requires.
            return any(r in c.requires for r in host.requires if r != "Spirit")
        if host.type != "garou":
            return False
    if c.type in ("past-life", "rite") and host.type != "garou":
        return False
    if c.type == "rite" and any(card_of(t.iid).type == "rite" for t in attached):
        return False  # one Rite in progress per shapeshifter
    return stats.meets(state, ch, c.requires)


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
    c = card_of(iid)
    out = []
    for ch in state.pack_of(seat):
        if not ready(ch) or not stats.meets(state, ch, c.requires):
            continue
        for target in targets(state, seat, c, timings):
            if target == ch.iid and any(e.do == "fight" for e in c.effects):
                continue  # nobody fights itself
            key = event_key(c, target, ch.iid)
            if key and key in state.event_targets:
                continue
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
    if t == "event" and not c.is_moot_event():
        return event_plays(state, seat, iid, ("play",))
    if t == "moot":
        return [
            {"type": "play", "card": iid, "by": ch.iid}
            for ch in state.pack_of(seat)
            if stats.is_voter(ch) and ready(ch) and not ch.called_moot
        ]
    return []


def sources_of(state: LvState, seat: int, ch: Char) -> list[tuple[str, int, Effect]]:
    """(card instance, effect index, effect) for abilities on a character and its attachments."""
    found = []
    for index, effect in enumerate(card_of(ch.iid).effects):
        if effect in stats.live_effects(card_of(ch.iid), ch.crinos):
            found.append((ch.iid, index, effect))
    for thing in state.attached_to(ch.iid):
        if card_of(thing.iid).type == "rite":
            continue  # a Rite does nothing until it is active
        for index, effect in enumerate(card_of(thing.iid).effects):
            found.append((thing.iid, index, effect))
    return found


def pack_things(state: LvState, seat: int) -> list[tuple[str, int, Effect]]:
    """Abilities on a pack's cards in play that are not attached: its Totem, active Rites and
    Long Events (a Rite in progress is attached, so it does nothing yet)."""
    found = []
    for thing in state.things.values():
        c = card_of(thing.iid)
        if thing.owner != seat or thing.host is not None:
            continue
        if c.type in ("totem", "rite") or c.is_long_event():
            for index, effect in enumerate(c.effects):
                found.append((thing.iid, index, effect))
    return found


def since_of(state: LvState, iid: str) -> int:
    if iid in state.chars:
        return state.chars[iid].since
    return state.things[iid].since


def ability_options(state: LvState, seat: int, timing: str, chars: list[Char]) -> list[Command]:
    out = []
    sources: list[tuple[str | None, str, int, Effect]] = [
        (ch.iid, source, index, effect)
        for ch in chars
        for source, index, effect in sources_of(state, seat, ch)
    ]
    sources += [(None, *found) for found in pack_things(state, seat)]
    for by, source, index, effect in sources:
        if effect.when != timing:
            continue
        key = f"{source}#{index}"
        if key in state.used_actions or since_of(state, source) >= state.serial:
            continue  # once per phase, and only if in play since the phase began
        for target in targets(state, seat, card_of(source), (timing,)):
            out.append(
                {"type": "action", "card": source, "index": index, "by": by, "target": target}
            )
    return out


def legal(state: LvState, seat: int) -> list[Command]:
    player = state.players[seat]
    out: list[Command] = []
    if not player.regen_closed:
        for ch in state.pack_of(seat):
            if card_of(ch.iid).paw and ch.iid in state.wounded_at_main and ch.regen == 0:
                out.append({"type": "regenerate", "char": ch.iid})
    for iid in distinct_hand(player.hand):
        out.extend(play_options(state, seat, iid))
    ready_pack = [ch for ch in state.pack_of(seat) if ready(ch)]
    out.extend(ability_options(state, seat, "main", ready_pack))
    out.append({"type": "pass"})
    return out


# -- doing it ----------------------------------------------------------------------------------------
def next_turn_to(ctx: Ctx, passed: bool) -> None:
    state = ctx.state
    ctx.flow(actor=state.next_active(state.actor), passes=state.passes + 1 if passed else 0)


def play_card(ctx: Ctx, seat: int, cmd: Command) -> None:
    """Put a Sept card into play (Main Phase or, for Moot Events, Resolution)."""
    state = ctx.state
    iid = cmd["card"]
    c = card_of(iid)
    t = c.type
    if t == "ally":
        ctx.emit("play", seat=seat, card=iid, **{"as": "ally"})
        if "Spirit" in c.keywords and umbra.level(state.umbra) == 3:
            hurt(ctx, iid, 1, None, None)  # level 3: Spirit Allies take a wound when played
    elif t in ("enemy", "victim"):
        in_umbra = "Umbra" in c.keywords
        ctx.emit("play", seat=seat, card=iid, umbra=in_umbra, **{"as": "prey"})
        if t == "enemy" and "Wyrm" in c.keywords:
            move_umbra(ctx, +1, "a Wyrm Enemy was played")
    elif t in ("battlefield", "totem"):
        ctx.emit("play", seat=seat, card=iid, **{"as": "thing"})
    elif t in ("gift", "equipment", "past-life", "rite"):
        if cmd.get("pay"):
            ctx.emit("discard", seat=seat, **{"from": "hand"}, cards=[cmd["pay"]], why="umbra")
        rot = c.duration if t == "rite" else 0
        ctx.emit("play", seat=seat, card=iid, on=cmd["on"], rot=rot, **{"as": "attach"})
    elif t == "event":
        target = cmd.get("target")
        ctx.emit("play", seat=seat, card=iid, by=cmd["by"], target=target, **{"as": "event"})
        key = event_key(c, target, cmd["by"])
        if key:
            ctx.emit("event-target", key=key)
        for effect in c.effects:
            if effect.when == "play":
                apply_effect(ctx, effect, seat, cmd["by"], target)
        if not c.is_long_event() and iid in state.things:
            ctx.emit("leave", iid=iid, to="discard")
    elif t == "moot":
        ctx.emit("play", seat=seat, card=iid, by=cmd["by"], **{"as": "moot"})


def use_ability(ctx: Ctx, seat: int, cmd: Command) -> None:
    source = cmd["card"]
    effect = card_of(source).effects[cmd["index"]]
    ctx.emit("used", key=f"{source}#{cmd['index']}")
    apply_effect(ctx, effect, seat, cmd["by"], cmd.get("target"))


def apply(ctx: Ctx, seat: int, cmd: Command) -> None:
    kind = cmd["type"]
    if kind == "pass":
        ctx.emit("pass", seat=seat)
        ctx.emit("close-regen", seat=seat)
        next_turn_to(ctx, passed=True)
        return
    if kind == "regenerate":
        iid = cmd["char"]
        discard_attached(ctx, iid, only="rite")
        ctx.emit("regenerate", char=iid, quarters=card_of(iid).paw)
    elif kind == "play":
        play_card(ctx, seat, cmd)
    elif kind == "action":
        ctx.emit("close-regen", seat=seat)
        use_ability(ctx, seat, cmd)
    next_turn_to(ctx, passed=False)
