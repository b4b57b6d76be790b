"""Characters' current stats and keywords: printed side, attached cards, pack-wide effects, mods.

Nothing here changes state; static ("While in play") effects are computed on demand, so they
end the moment their card leaves play. `Board` indexes them once for a state that is only read
(a view); `stat` and friends build a Board for the one question asked.
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


def live_effects(c: Card, crinos: bool) -> Iterator[Effect]:
    """A card's effects, leaving out those printed only on the other side of a Garou."""
    for effect in c.effects:
        if effect.side == "breed" and crinos and c.two_sided:
            continue
        if effect.side == "crinos" and not (crinos and c.two_sided):
            continue
        yield effect


class Board:
    """Static ("While in play") modifiers of one state, indexed by whom they reach.

    Built in one pass over the cards in play, so asking many characters for many stats (a
    view) looks each card up once instead of once per character and stat. A Board describes
    the state as it was when built: make a new one after the state changes.
    """

    def __init__(self, state: LvState) -> None:
        self.state = state
        self.on_host: dict[str, list[Effect]] = {}  # target "self": the character it is on
        self.by_holder: dict[int, list[Effect]] = {}  # target "pack": the holder's pack
        self.all_garou: list[Effect] = []  # target "all-garou", from cards on no character
        self._tribe: dict[int, list[Effect]] = {}
        self._bonus: dict[str, dict[str, int]] = {}
        self._words: dict[str, set[str]] = {}
        self._cards: dict[str, Card] = {}
        for thing in state.things.values():
            c = card_of(thing.iid)
            if c.type == "rite" and thing.host is not None:
                continue  # a rite in progress does nothing yet
            battlefield = c.type == "battlefield"
            holder = thing.controller if battlefield else thing.owner
            for effect in c.effects:
                if effect.when != "attached" or effect.do != "modify":
                    continue
                if battlefield:
                    if effect.scope == "neutral" and thing.controller is not None:
                        continue
                    if effect.scope == "controller" and thing.controller is None:
                        continue
                if effect.target == "self":
                    if thing.host is not None:
                        self.on_host.setdefault(thing.host, []).append(effect)
                elif effect.target == "pack":
                    if holder is not None:
                        self.by_holder.setdefault(holder, []).append(effect)
                elif effect.target == "all-garou" and thing.host is None:
                    self.all_garou.append(effect)

    def card(self, iid: str) -> Card:
        found = self._cards.get(iid)
        if found is None:
            found = self._cards[iid] = card_of(iid)
        return found

    def keywords(self, ch: Char) -> set[str]:
        words = self._words.get(ch.iid)
        if words is None:
            words = self._words[ch.iid] = keywords(self.state, ch)
        return words

    def _tribe_effects(self, seat: int) -> list[Effect]:
        found = self._tribe.get(seat)
        if found is None:
            tribe = card(self.state.players[seat].tribe)
            found = self._tribe[seat] = [
                e
                for e in tribe.effects
                if e.when == "attached" and e.do == "modify" and e.target == "pack"
            ]
        return found

    def bonuses(self, ch: Char) -> dict[str, int]:
        """Every stat's sum of "While in play" modifiers that reach this character."""
        found = self._bonus.get(ch.iid)
        if found is not None:
            return found
        total: dict[str, int] = {}
        for effect in live_effects(self.card(ch.iid), ch.crinos):
            if effect.when == "attached" and effect.do == "modify" and effect.target == "self":
                total[effect.stat] = total.get(effect.stat, 0) + effect.amount
        for effect in self.on_host.get(ch.iid, ()):
            total[effect.stat] = total.get(effect.stat, 0) + effect.amount
        if ch.pack:
            for effects in (self.by_holder.get(ch.owner, ()), self._tribe_effects(ch.owner)):
                for effect in effects:
                    if not effect.only_if or effect.only_if in self.keywords(ch):
                        total[effect.stat] = total.get(effect.stat, 0) + effect.amount
        if self.all_garou and self.card(ch.iid).type == "garou":
            for effect in self.all_garou:
                total[effect.stat] = total.get(effect.stat, 0) + effect.amount
        self._bonus[ch.iid] = total
        return total

    def stat(self, ch: Char, name: str, *, temporary: bool = True) -> int:
        """A current stat: printed value + static effects + mods (never below 0 for Rage)."""
        c = self.card(ch.iid)
        if name in SIDE_STATS:
            printed = getattr(c.side(ch.crinos), name)
        elif name in _CARD_STATS:
            printed = getattr(c, name)
        elif name in _EFFECT_STATS:
            printed = 0
        else:
            raise KeyError(name)
        value = printed + self.bonuses(ch).get(name, 0)
        if temporary:
            value += sum(m.amount for m in ch.mods if m.stat == name)
        if name == "frenzy" and c.type == "garou":
            value += umbra.frenzy_bonus(self.state.umbra)
        if (
            name == "insight"
            and umbra.level(self.state.umbra) == 1
            and "Spirit" in self.keywords(ch)
        ):
            value += 2  # level 1: Spirits gain Insight: 2
        return _floor(name, value)

    def side_stats(self, ch: Char) -> dict[str, int]:
        """Renown, Rage, Gnosis and Health at once (what a view shows): `stat` for each."""
        side = self.card(ch.iid).side(ch.crinos)
        bonus = self.bonuses(ch)
        mods: dict[str, int] = {}
        for m in ch.mods:
            mods[m.stat] = mods.get(m.stat, 0) + m.amount
        return {
            name: _floor(name, getattr(side, name) + bonus.get(name, 0) + mods.get(name, 0))
            for name in SIDE_STATS
        }


def _floor(name: str, value: int) -> int:
    return max(1, value) if name == "health" else max(0, value)


#: The stats printed on a character's side, in the order a view shows them.
SIDE_STATS = ("renown", "rage", "gnosis", "health")
_CARD_STATS = frozenset({"frenzy", "insight", "sustained"})
_EFFECT_STATS = frozenset({"votes", "damage", "block"})


def static_bonus(state: LvState, ch: Char, stat: str) -> int:
    """The sum of "While in play" modifiers that reach this character."""
    return Board(state).bonuses(ch).get(stat, 0)


def base(ch: Char) -> tuple[int, int, int, int]:
    side = card_of(ch.iid).side(ch.crinos)
    return side.renown, side.rage, side.gnosis, side.health


def stat(state: LvState, ch: Char, name: str, *, temporary: bool = True) -> int:
    """A current stat: printed value + static effects + mods (never below 0 for Rage).

    For many stats of one unchanging state, build a `Board` once and ask it instead.
    """
    return Board(state).stat(ch, name, temporary=temporary)


def votes(state: LvState, ch: Char) -> int:
    return stat(state, ch, "renown") + stat(state, ch, "votes")


def gnosis_used(state: LvState, ch: Char) -> int:
    return sum(card_of(t.iid).gnosis_cost for t in state.attached_to(ch.iid))


def gnosis_free(state: LvState, ch: Char) -> int:
    return stat(state, ch, "gnosis") - gnosis_used(state, ch)


def alive_health(state: LvState, ch: Char) -> int:
    return stat(state, ch, "health")
