"""Characters' current stats and keywords, and the read-only side of the shared card layer.

`LvView` is the rage-lv Table for reading (engine.ccg.table): what is in play, whose it is,
what it is, where it is. `Board` indexes one state's static ("While in play") effects through
the shared layer (engine.ccg.statics) once, so a view asking many characters for many stats
looks each card up once. Nothing here changes state; static effects are computed on demand, so
they end the moment their card leaves play. A Board describes the state as it was when built.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from engine.ccg import conditions, sneak
from engine.ccg.model import Effect
from engine.ccg.statics import Statics
from engine.ccg.table import StateTable
from engine.games.rage_lv import umbra
from engine.games.rage_lv.data import BREEDS, TYPE_NAMES, VOCAB, Card, card
from engine.games.rage_lv.state import GUARDIAN, Char, LvState, card_of


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


def meets(state: LvState, ch: Char, c: Card) -> bool:
    """Whether a character meets a card's requirements (any form of "requires")."""
    if c.requirement is None:
        return True
    view = LvView(state)
    return conditions.holds(view, c.requirement, ch.iid, None)


def live_indexed(c: Card, crinos: bool) -> Iterator[tuple[int, Effect]]:
    for index, effect in enumerate(c.effects):
        if effect.side == "breed" and crinos and c.two_sided:
            continue
        if effect.side == "crinos" and not (crinos and c.two_sided):
            continue
        yield index, effect


def can_fight(state: LvState, seat: int, source: str | None, iid: str) -> bool:
    """A combat caused by an effect: never against itself, one's own pack, or a guardian."""
    if source is None or source not in state.chars or iid not in state.chars or iid == source:
        return False
    target = state.chars[iid]
    if iid.startswith(GUARDIAN) or target.pack and target.owner == seat:
        return False  # a player never controls both Hunter and Prey
    if sneak.forbidden(lambda who, what: prohibited(state, who, what), source, iid):
        return False
    return state.combat is None


def tribe_iid(state: LvState, seat: int) -> str:
    """A player's Tribe card as a card in play: "<seat>.<tribe id>"."""
    return f"{seat}.{state.players[seat].tribe}"


# -- the shared layer's view of a rage-lv state -------------------------------------------------------
class LvView(StateTable):
    """Reading a rage-lv state for the shared card layer (engine.ccg.table.Table)."""

    vocab = VOCAB
    state: LvState

    def __init__(self, state: LvState, rng: Any = None) -> None:
        super().__init__(state, rng)
        self._board: Board | None = None
        self._version = -1

    @property
    def board(self) -> Board:
        """The Board of the state as it is now (a new one after every event)."""
        if self._board is None or self._version != self.state.version:
            board_of(self.state, self)  # it adopts itself (see `adopt`)
        assert self._board is not None
        return self._board

    def adopt(self, board: Board) -> None:
        """The Board this view answers stats from (set while the Board is being built, so the
        static effects it indexes can ask keywords and base stats)."""
        self._board = board
        self._version = self.state.version

    def _tribe_seat(self, iid: str) -> int | None:
        head, _, rest = iid.partition(".")
        if head.isdigit() and "." not in rest and iid not in self.state.chars:
            seat = int(head)
            if 0 <= seat < self.state.seats and self.state.players[seat].tribe == rest:
                return seat
        return None

    def card(self, iid: str) -> Card:
        return card_of(iid)

    def in_play(self) -> Iterable[str]:
        state = self.state
        found = [tribe_iid(state, s) for s in state.active()]
        found += list(state.chars)
        found += list(state.things)
        return found

    def characters(self) -> Iterable[str]:
        return [iid for iid in self.state.chars if not iid.startswith(GUARDIAN)]

    def is_character(self, iid: str) -> bool:
        return iid in self.state.chars

    def live(self, iid: str) -> Iterable[tuple[int, Effect]]:
        state = self.state
        ch = state.chars.get(iid)
        if ch is not None:
            return list(live_indexed(card_of(iid), ch.crinos))
        thing = state.things.get(iid)
        c = card_of(iid)
        if thing is None:
            return list(enumerate(c.effects))
        if c.type == "rite" and thing.host is not None:
            return []  # a Rite in progress does nothing yet
        if c.type == "moot":
            return []  # a Moot does nothing until it passes (the vote runs it)
        if c.type == "battlefield":
            return [
                (i, e)
                for i, e in enumerate(c.effects)
                if not (e.scope == "neutral" and thing.controller is not None)
                and not (e.scope == "controller" and thing.controller is None)
            ]
        return list(enumerate(c.effects))

    def performer(self, iid: str) -> str | None:
        # only a Rite keeps who performed it; an Event's performer is its Use's bearer
        thing = self.state.things.get(iid)
        return thing.performer if thing is not None else None

    def holder(self, iid: str, effect: Effect) -> int | None:
        # a Battlefield's controller holds its "controller" effects; the rest go to the owner
        thing = self.state.things.get(iid)
        if thing is None or effect.scope != "controller" or iid in self.state.chars:
            return self.owner(iid)
        return thing.controller if card_of(iid).type == "battlefield" else thing.owner

    def owner(self, iid: str) -> int | None:
        state = self.state
        ch = state.chars.get(iid)
        if ch is not None:
            return ch.owner if ch.pack else None
        thing = state.things.get(iid)
        if thing is not None:
            return thing.owner
        return self._tribe_seat(iid)

    def seat_of(self, iid: str) -> int | None:
        combat = self.state.combat
        if combat is not None and iid in (combat.hunter, combat.prey):
            return combat.seats[0 if iid == combat.hunter else 1]
        ch = self.state.chars.get(iid)
        return ch.owner if ch is not None and ch.pack else None

    def words(self, iid: str) -> set[str]:
        ch = self.state.chars.get(iid)
        if ch is not None:
            return self.board.keywords(ch)
        c = card_of(iid)
        return {*c.keywords, TYPE_NAMES[c.type]}

    def facet(self, iid: str, name: str) -> Any:
        c = card_of(iid)
        if name == "form":
            ch = self.state.chars.get(iid)
            return "crinos" if ch is not None and ch.crinos and c.two_sided else "breed"
        if name == "tribe":
            return c.tribe or None
        if name == "breed":
            return BREEDS.get(c.breed)
        return None

    def places(self, iid: str) -> set[str]:
        ch = self.state.chars.get(iid)
        if ch is None:
            return set()
        found = {ch.where}
        if ch.umbra:
            found.add("umbra")
        if ch.regen:
            found.add("regenerating")
        combat = self.state.combat
        if combat is not None and iid in (combat.hunter, combat.prey):
            found.add("combat")
        return found

    def stat(self, iid: str, name: str) -> int:
        ch = self.state.chars.get(iid)
        if ch is None:
            return self.number(iid, name)
        return self.board.stat(ch, name)

    def base_stat(self, iid: str, name: str) -> int:
        ch = self.state.chars.get(iid)
        if ch is None:
            return self.number(iid, name)
        return self.board.base(ch, name)

    def number(self, card_id: str, name: str) -> int:
        c = card_of(card_id) if "." in card_id else card(card_id)
        return int(getattr(c, name, 0) or 0)

    def wounds(self, iid: str) -> int:
        ch = self.state.chars.get(iid)
        return ch.wounds if ch is not None else 0

    def player_stat(self, seat: int, name: str) -> int:
        return self.board.player_stat(seat, name)

    def opponent(self, iid: str) -> str | None:
        combat = self.state.combat
        if combat is None:
            return None
        if iid == combat.hunter:
            return combat.prey
        if iid == combat.prey:
            return combat.hunter
        return None

    def built_in(self, iid: str) -> tuple[str, ...]:
        ch = self.state.chars.get(iid)
        return card_of(iid).built_in if ch is not None else ()

    def attacker(self, iid: str) -> str | None:
        combat = self.state.combat
        return combat.hunter if combat is not None and iid == combat.prey else None

    def epoch(self, per: str) -> int:
        state = self.state
        if per == "turn":
            return state.turn
        if per == "phase":
            return state.serial
        if per == "combat":
            return state.combats
        if per == "round":
            return state.combats * 1000 + (state.combat.round if state.combat else 0)
        return 0

    def can_flip(self, iid: str, to: str) -> bool:
        ch = self.state.chars.get(iid)
        return ch is not None and card_of(iid).two_sided and ch.crinos != (to == "crinos")

    def can_move(self, iid: str, to: str) -> bool:
        state = self.state
        ch = state.chars.get(iid)
        if to in ("umbra", "world"):
            return ch is not None and ch.umbra != (to == "umbra") and not iid.startswith(GUARDIAN)
        if to in ("removed", "victory"):
            return (ch is not None and not iid.startswith(GUARDIAN)) or iid in state.things
        if to == "discard":
            return iid in state.things
        return False

    def can_fight(self, hunter: str | None, prey: str, seat: int | None) -> bool:
        return seat is not None and can_fight(self.state, seat, hunter, prey)

    def can_pay(self, iid: str | None, seat: int | None, cost: str, amount: int) -> bool:
        ch = self.state.chars.get(iid) if iid else None
        if ch is None:
            return False
        if cost == "rage":
            return self.board.stat(ch, "rage") >= amount
        if cost == "gnosis":
            return gnosis_free(self.state, ch) >= amount
        return False

    def player_choices(self, seat: int | None, effect: Effect) -> list[int]:
        active = self.state.active()
        if effect.when == "moot":
            return list(active)  # a Moot may name any player, its caller's included
        return [s for s in active if s != seat]


_BOARDS: ContextVar[dict[int, tuple[int, LvState, Board]] | None] = ContextVar(
    "rage_lv_boards", default=None
)


@contextmanager
def board_cache() -> Iterator[None]:
    """Within one ruleset call, one Board per state and version: the state changes only through
    events (each bumps its version), so asking many stats costs one pass over the cards."""
    token = _BOARDS.set({})
    try:
        yield
    finally:
        _BOARDS.reset(token)


def board_of(state: LvState, view: LvView | None = None) -> Board:
    cache = _BOARDS.get()
    if cache is not None:
        found = cache.get(id(state))
        if found is not None and found[1] is state and found[0] == state.version:
            if view is not None:
                view.adopt(found[2])
            return found[2]
    board = Board(state, view)
    if cache is not None:
        cache[id(state)] = (state.version, state, board)
    return board


class Board:
    """Static and lasting effects of one state, indexed by whom they reach.

    Built in one pass over the cards in play, so asking many characters for many stats (a
    view) looks each card up once instead of once per character and stat. A Board describes
    the state as it was when built: make a new one after the state changes.
    """

    def __init__(self, state: LvState, view: LvView | None = None) -> None:
        self.state = state
        self.view = view if view is not None else LvView(state)
        self.view.adopt(self)
        self._words: dict[str, set[str]] = {}
        self._cards: dict[str, Card] = {}
        self.lasting: dict[Any, dict[str, int]] = {}
        for item in state.ccg.lasting:
            if item.kind == "modify":
                into = self.lasting.setdefault(item.on, {})
                into[item.key] = into.get(item.key, 0) + item.amount
        self.statics = Statics(self.view)
        if self.statics.pending:  # auras reading current stats ask this board (ccg.auras)
            self.statics.settle()

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

    def bonuses(self, ch: Char) -> dict[str, int]:
        """Every stat's sum of "While in play" modifiers that reach this character."""
        return self.statics.bonus.get(ch.iid, {})

    def _printed(self, c: Card, ch: Char, name: str) -> int:
        if name in SIDE_STATS:
            return getattr(c.side(ch.crinos), name)
        if name in _CARD_STATS:
            return getattr(c, name)
        if name in _EFFECT_STATS:
            return 0
        raise KeyError(name)

    def _rules(self, c: Card, ch: Char, name: str, value: int) -> int:
        if name == "frenzy" and c.type == "garou":
            value += umbra.frenzy_bonus(self.state.umbra)
        if (
            name == "insight"
            and umbra.level(self.state.umbra) == 1
            and "Spirit" in self.keywords(ch)
        ):
            value += 2  # level 1: Spirits gain Insight: 2
        return value

    def stat(self, ch: Char, name: str, *, temporary: bool = True) -> int:
        """A current stat: printed value + static effects + lasting effects (never below 0,
        Health never below 1)."""
        c = self.card(ch.iid)
        value = self._printed(c, ch, name) + self.statics.static(ch.iid, name)
        if temporary:
            value += self.lasting.get(ch.iid, {}).get(name, 0)
        return _floor(name, self._rules(c, ch, name, value))

    def base(self, ch: Char, name: str) -> int:
        """A stat without static effects (what the conditions of auras ask)."""
        c = self.card(ch.iid)
        value = self._printed(c, ch, name) + self.lasting.get(ch.iid, {}).get(name, 0)
        return _floor(name, self._rules(c, ch, name, value))

    def side_stats(self, ch: Char) -> dict[str, int]:
        """Renown, Rage, Gnosis and Health at once (what a view shows): `stat` for each."""
        side = self.card(ch.iid).side(ch.crinos)
        bonus = self.bonuses(ch)
        mods = self.lasting.get(ch.iid, {})
        return {
            name: _floor(name, getattr(side, name) + bonus.get(name, 0) + mods.get(name, 0))
            for name in SIDE_STATS
        }

    def player_stat(self, seat: int, name: str) -> int:
        if name == "victory":
            return self.state.renown(seat)
        if name == "sept-draw":
            base = card(self.state.players[seat].tribe).sept_draw
            base += umbra.sept_draw_bonus(self.state.umbra)
            base += self.statics.static(seat, name) + self.lasting.get(seat, {}).get(name, 0)
            return max(0, base)
        raise KeyError(name)

    def prohibited(self, who: Any, what: str, against: str | None = None) -> bool:
        return self.statics.prohibited(who, what, against)

    def granted(self, who: Any, what: str) -> list[dict[str, Any]]:
        return self.statics.grants(who, what)


def _floor(name: str, value: int) -> int:
    return max(1, value) if name == "health" else max(0, value)


#: The stats printed on a character's side, in the order a view shows them.
SIDE_STATS = ("renown", "rage", "gnosis", "health")
_CARD_STATS = frozenset({"frenzy", "insight", "sustained"})
_EFFECT_STATS = frozenset({"votes", "damage", "block"})


def base(ch: Char) -> tuple[int, int, int, int]:
    side = card_of(ch.iid).side(ch.crinos)
    return side.renown, side.rage, side.gnosis, side.health


def stat(state: LvState, ch: Char, name: str, *, temporary: bool = True) -> int:
    """A current stat: printed value + static effects + lasting effects.

    For many stats of one unchanging state, build a `Board` once and ask it instead.
    """
    return board_of(state).stat(ch, name, temporary=temporary)


def votes(state: LvState, ch: Char) -> int:
    return stat(state, ch, "renown") + stat(state, ch, "votes")


def vote_bonuses(state: LvState, ch: Char) -> list[tuple[str | None, int]]:
    """What a Garou's votes add to its Renown, card by card (None: a change no card in play
    names): a log that said "votes for (2)" of a Renown 1 Garou left a newcomer guessing."""
    return bonus_sources(state, ch, "votes", votes(state, ch) - stat(state, ch, "renown"))


def bonus_sources(
    state: LvState, ch: Char, key: str, total: int | None = None
) -> list[tuple[str | None, int]]:
    """What static and lasting effects add to a character's `key` (its votes, its Damage or
    Block on Combat cards), card by card; where they do not sum to `total` (the stat as
    counted, by default `stat`), the rest with None (a floor, or a change no card names)."""
    board = board_of(state)
    found: list[tuple[str | None, int]] = list(board.statics.static_sources(ch.iid, key))
    found += [
        (item.source if isinstance(item.source, str) else None, item.amount)
        for item in state.ccg.on(ch.iid)
        if item.kind == "modify" and item.key == key
    ]
    rest = (stat(state, ch, key) if total is None else total) - sum(n for _, n in found)
    if rest:  # a floor at 0 took some off, or a change with no card behind it
        found.append((None, rest))
    return [(source, n) for source, n in found if n]


def gnosis_used(state: LvState, ch: Char) -> int:
    """The Gnosis costs of the cards attached to a character (cards another player attached
    to it as a curse take no room)."""
    return sum(card_of(t.iid).gnosis_cost for t in state.attached_to(ch.iid) if t.owner == ch.owner)


def gnosis_free(state: LvState, ch: Char) -> int:
    return stat(state, ch, "gnosis") - gnosis_used(state, ch)


def prohibited(state: LvState, who: Any, what: str, against: str | None = None) -> bool:
    return board_of(state).prohibited(who, what, against)


def granted(state: LvState, who: Any, what: str) -> list[dict[str, Any]]:
    return board_of(state).granted(who, what)
