"""The state of a Rage (relaunch) game: players' zones, characters and cards in play, the flow.

Card instances have stable ids "<seat>.<card id>.<copy>" (starting Garou "<seat>.<card id>"),
so logs read well and two players may field the same card. Battlefield guardians exist only
during their combat, as "guardian:<battlefield instance>".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.ccg import tracking
from engine.ccg.memory import Memory
from engine.ccg.parts import Called, Piles
from engine.games.rage_lv.data import Card, card, cards

GUARDIAN = "guardian:"


def card_of(iid: str) -> Card:
    """The card behind an instance id (a guardian is its Battlefield's card; a Tribe in play is
    "<seat>.<tribe id>")."""
    if not tracking.active():
        found = _shipped_card_of(iid)
        if found is not None:
            return found
    if iid.startswith(GUARDIAN):
        iid = iid[len(GUARDIAN) :]
    return card(iid.split(".", 2)[1])


@lru_cache(maxsize=4096)
def _shipped_card_of(iid: str) -> Card | None:
    """A shipped card by instance id, remembered (a game's own cards never reuse shipped ids,
    so this never hides one; they are looked up every time)."""
    key = iid[len(GUARDIAN) :] if iid.startswith(GUARDIAN) else iid
    parts = key.split(".", 2)
    return cards().get(parts[1]) if len(parts) > 1 else None


@dataclass
class Char:
    """A character in play: a pack member, an Enemy or Victim, or a guardian."""

    iid: str
    owner: int  # who brought it into play (discards go to this player)
    pack: bool  # a pack member (Garou, Ally) rather than prey in the Hunting Grounds
    where: str = "staging"  # "staging" or "hunting"
    umbra: bool = False
    crinos: bool = False
    wounds: int = 0
    regen: int = 0  # quarter turns until upright again; 0 = not regenerating
    since: int = 0  # phase serial when it came into play
    called_moot: bool = False
    voted: bool = False
    hunted_turn: int = -1  # last turn it entered a combat or the Hunting Grounds
    alpha_umbra_end: bool = False  # ended the last Alpha Phase in the Umbra


@dataclass
class Thing:
    """A non-character Sept card in play: attachment, totem, active rite, long event, battlefield."""

    iid: str
    owner: int
    host: str | None = None  # the character it is attached to
    performer: str | None = None  # a Rite: the shapeshifter who performs it (kept once active)
    rot: int = 0  # a rite in progress: quarter turns left
    since: int = 0
    controller: int | None = None  # battlefields: who controls it (None: Hunting Grounds)
    controlled_turn: int = 0  # the turn control began


@dataclass(kw_only=True)
class Player(Piles):
    tribe: str  # tribe card id
    removed: bool = False
    regen_closed: bool = False  # made a play other than regenerating this turn
    reclaimed: bool = False


@dataclass
class Moot(Called):
    votes_for: int = 0
    votes_against: int = 0


@dataclass
class Combat:
    hunter: str
    prey: str
    seats: list[int]  # [hunter's player, prey's player]
    kind: str  # attack / challenge / defend / guardian
    battlefield: str = ""
    goal: str = ""  # battlefields: conquer / liberate
    step: str = "pre"  # pre / attack / defend / react / mid / post
    window: list[int] = field(default_factory=list)  # seats in window order
    window_at: int = 0
    window_passes: int = 0
    initiative: int = 0
    round: int = 1
    idle_rounds: int = 0  # rounds in a row where the initiative passed
    chain: list[list[Any]] = field(default_factory=list)  # [[side, iid], ...] this round
    spent: list[int] = field(default_factory=lambda: [0, 0])
    round_wounds: list[int] = field(default_factory=lambda: [0, 0])
    dead: list[str] = field(default_factory=list)
    killers: dict[str, str] = field(default_factory=dict)

    def seat_fighter(self, seat: int) -> str | None:
        """The combatant `seat` plays for (None: neither)."""
        return (self.hunter, self.prey)[self.seats.index(seat)] if seat in self.seats else None


@dataclass
class LvState:
    options: dict[str, Any]
    seats: int
    players: list[Player] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # seats clockwise from highest Fury
    chars: dict[str, Char] = field(default_factory=dict)
    things: dict[str, Thing] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)  # cards removed from the game
    umbra: int = 7
    renown_level: int = 20
    turn: int = 0
    serial: int = 0  # counts phases, for "in play since the start of the phase"
    phase: str = "setup"
    actor: int = 0
    passes: int = 0
    last_card_seat: int | None = None
    wounded_at_main: list[str] = field(default_factory=list)
    event_targets: list[str] = field(default_factory=list)  # "card|target" this turn
    moots: list[Moot] = field(default_factory=list)
    moot_at: int = 0
    voters_out: list[int] = field(default_factory=list)
    alphas: list[str] = field(default_factory=list)  # in action order once the phase starts
    alpha_at: int = 0
    first: list[list[Any]] = field(default_factory=list)  # [seat, exclusive]: "act first" cards
    shifted: bool = False
    nominations: dict[str, int] = field(default_factory=dict)  # seat (as str) -> nominee
    pending: dict[str, Any] = field(default_factory=dict)  # what waits for nominations
    combat: Combat | None = None
    ended: dict[str, Any] | None = None  # a combat just ended: what its phase needs to go on
    combats: int = 0  # combats begun so far (limits "once per combat" count by it)
    prompts: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False
    winners: list[int] = field(default_factory=list)
    end_reason: str = ""
    # What the shared card layer remembers: lasting effects and used limits.
    ccg: Memory = field(default_factory=Memory)
    # Bumped by every event: what a cached Board of this state is checked against.
    version: int = field(default=0, compare=False, repr=False)
    # The game's own cards (option "cards"), checked once in `initial_state`; lookups see them
    # while a ruleset call runs on this state (`data.extra_cards`).
    own_cards: dict[str, Card] = field(default_factory=dict)

    # -- lookups ---------------------------------------------------------------------------
    def fighting(self) -> Combat:
        """The combat under way, for the rules that run only in one."""
        assert self.combat is not None, "no combat is under way"
        return self.combat

    def active(self) -> list[int]:
        """Seats still in the game, clockwise from the highest Fury."""
        return [s for s in self.order if not self.players[s].removed]

    def next_active(self, seat: int) -> int:
        seq = self.order
        i = seq.index(seat)
        for k in range(1, len(seq) + 1):
            s = seq[(i + k) % len(seq)]
            if not self.players[s].removed:
                return s
        return seat

    def clockwise_from(self, seat: int) -> list[int]:
        seq = self.order
        i = seq.index(seat)
        turn = (seq[(i + k) % len(seq)] for k in range(len(seq)))
        return [s for s in turn if not self.players[s].removed]

    def pack_of(self, seat: int) -> list[Char]:
        return [c for c in self.chars.values() if c.pack and c.owner == seat]

    def attached_to(self, iid: str) -> list[Thing]:
        return [t for t in self.things.values() if t.host == iid]

    def renown(self, seat: int) -> int:
        """Victory Pile total: cards' Renown (Victims count 0) plus Renown scored by effects."""
        player = self.players[seat]
        total = player.bonus
        for iid in player.victory:
            c = card_of(iid)
            if c.type == "victim":
                continue
            total += c.side(False).renown if c.type == "garou" else c.renown
        return total
