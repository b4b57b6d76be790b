"""Characters' current stats and keywords: printed side, attached cards, pack-wide effects, mods.

Nothing here changes state; static ("While in play") effects are computed on demand, so they
end the moment their card leaves play.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.games.rage_lv import umbra
from engine.games.rage_lv.data import BREEDS, Card, Effect, card
from engine.games.rage_lv.state import Char, LvState, card_of


def keywords(state: LvState, ch: Char) -> set[str]:
    """Everything this character "is" by the Keyword Rule: keywords, type, tribe, breed, form."""
    c = card_of(ch.iid)
    words = set(c.keywords)
    if c.type == "battlefield":
        words = set(c.guardian_keywords) | {"Guardian"}
    else:
        words |= {c.type.title(), "Character"}
    if c.tribe:
        words.add(c.tribe)
    if c.type == "garou":
        words.add("Shapeshifter")
        # Breed keywords stay in Crinos: a card that only requires a Breed may still attach.
        words.add(BREEDS[c.breed])
        if ch.crinos and c.two_sided:
            words.add("Crinos")
    return words


def is_garou(ch: Char) -> bool:
    return card_of(ch.iid).type == "garou"


def is_voter(ch: Char) -> bool:
    """Garou vote; alternate shapeshifters, Allies and Spirits do not."""
    c = card_of(ch.iid)
    return c.type == "garou" and not c.alternate


def is_spirit(state: LvState, ch: Char) -> bool:
    return "Spirit" in keywords(state, ch)


def meets(state: LvState, ch: Char, requires: tuple[str, ...]) -> bool:
    words = keywords(state, ch)
    return all(r in words for r in requires)


def _applies(state: LvState, effect: Effect, ch: Char) -> bool:
    return not effect.only_if or effect.only_if in keywords(state, ch)


def live_effects(c: Card, crinos: bool) -> Iterator[Effect]:
    """A card's effects, leaving out those printed only on the other side of a Garou."""
    for effect in c.effects:
        if effect.side == "breed" and crinos and c.two_sided:
            continue
        if effect.side == "crinos" and not (crinos and c.two_sided):
            continue
        yield effect


def static_bonus(state: LvState, ch: Char, stat: str) -> int:
    """The sum of "While in play" modifiers that reach this character."""
    total = 0
    own = card_of(ch.iid)
    for effect in live_effects(own, ch.crinos):
        mine = effect.when == "attached" and effect.do == "modify" and effect.target == "self"
        if mine and effect.stat == stat:
            total += effect.amount
    for thing in state.things.values():
        c = card_of(thing.iid)
        if c.type == "rite" and thing.host is not None:
            continue  # a rite in progress does nothing yet
        for effect in c.effects:
            if effect.when != "attached" or effect.do != "modify" or effect.stat != stat:
                continue
            if c.type == "battlefield":
                if effect.scope == "neutral" and thing.controller is not None:
                    continue
                if effect.scope == "controller" and thing.controller is None:
                    continue
            holder = thing.controller if c.type == "battlefield" else thing.owner
            if effect.target == "self" and thing.host == ch.iid:
                total += effect.amount
            elif effect.target == "pack" and ch.pack and ch.owner == holder:
                total += effect.amount if _applies(state, effect, ch) else 0
            elif effect.target == "all-garou" and is_garou(ch) and thing.host is None:
                total += effect.amount
    if ch.pack:
        tribe = card(state.players[ch.owner].tribe)
        for effect in tribe.effects:
            pack_wide = effect.when == "attached" and effect.do == "modify"
            if pack_wide and effect.stat == stat and effect.target == "pack":
                total += effect.amount if _applies(state, effect, ch) else 0
    return total


def base(ch: Char) -> tuple[int, int, int, int]:
    side = card_of(ch.iid).side(ch.crinos)
    return side.renown, side.rage, side.gnosis, side.health


def stat(state: LvState, ch: Char, name: str, *, temporary: bool = True) -> int:
    """A current stat: printed value + static effects + mods (never below 0 for Rage)."""
    c = card_of(ch.iid)
    renown, rage, gnosis, health = base(ch)
    printed = {
        "renown": renown,
        "rage": rage,
        "gnosis": gnosis,
        "health": health,
        "frenzy": c.frenzy,
        "insight": c.insight,
        "sustained": c.sustained,
        "votes": 0,
        "damage": 0,
        "block": 0,
    }[name]
    value = printed + static_bonus(state, ch, name)
    if temporary:
        value += sum(m.amount for m in ch.mods if m.stat == name)
    if name == "frenzy" and is_garou(ch):
        value += umbra.frenzy_bonus(state.umbra)
    if name == "insight" and umbra.level(state.umbra) == 1 and is_spirit(state, ch):
        value += 2  # level 1: Spirits gain Insight: 2
    if name == "health":
        return max(1, value)
    return max(0, value)


def votes(state: LvState, ch: Char) -> int:
    return stat(state, ch, "renown") + stat(state, ch, "votes")


def gnosis_used(state: LvState, ch: Char) -> int:
    return sum(card_of(t.iid).gnosis_cost for t in state.attached_to(ch.iid))


def gnosis_free(state: LvState, ch: Char) -> int:
    return stat(state, ch, "gnosis") - gnosis_used(state, ch)


def alive_health(state: LvState, ch: Char) -> int:
    return stat(state, ch, "health")
