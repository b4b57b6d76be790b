"""The state of an original Rage game: the players' areas, creatures and cards in play, the flow.

Card instances have stable ids "<seat>.<card id>.<copy>" (starting Characters "<seat>.<card id>"),
so logs read well and two packs may field the same Character. A Battlefield's natural defenders
exist only during their combat, as "guardian:<battlefield instance>".

Areas (seed 001, chapter 1): each player's Pack Home Ground (the pack, its resources, totems,
decks, discards and Victory Pile), the Hunting Grounds (prey, Battlefields, Characters sent
away from their pack), the Umbra (a creature's `world`), Victory Piles and Out of Play.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from engine.ccg.parts import Called, Piles
from engine.games.rage_classic.cards import Card, card

GUARDIAN = "guardian:"
COPY = "copy:"  # a creature created by a card as a copy of another
NULL = "null"  # a Null card: a game device, never a real card (seed 001, "Null" cards)


def card_of(iid: str) -> Card:
    """The card behind an instance id (the natural defenders are their Battlefield's card)."""
    return card(card_id_of(iid))


@lru_cache(maxsize=8192)
def card_id_of(iid: str) -> str:
    if iid.startswith(GUARDIAN):
        iid = iid[len(GUARDIAN) :]
    elif iid.startswith(COPY):
        iid = iid[len(COPY) :]
    return iid.split(".")[1]


def seat_of_iid(iid: str) -> int:
    """The player whose deck the card came from (its owner)."""
    if iid.startswith(GUARDIAN):
        iid = iid[len(GUARDIAN) :]
    elif iid.startswith(COPY):
        iid = iid[len(COPY) :]
    return int(iid.split(".")[0])


@dataclass
class Damage:
    """A damage card on a creature: a Combat Action (or a card that marks its own damage)."""

    card: str  # the instance id of the card used to mark the damage
    amount: int
    aggravated: bool = False
    by: str | None = None  # the creature that dealt it


@dataclass
class Creature:
    """A Character, Ally, Enemy or Victim in play (its status may change during the game)."""

    iid: str
    kind: str  # character / ally / enemy / victim
    owner: int  # whose card it is (discards go there)
    pack: int | None  # the pack it belongs to; None: prey in the Hunting Grounds
    world: str = "physical"  # physical / umbra / both (Spirits)
    crinos: bool = False
    hunting: bool = False  # a pack member away in the Hunting Grounds
    out: bool = False  # temporarily out of play
    damage: list[Damage] = field(default_factory=list)
    frenzy: str = ""  # "" / full / limited / fox
    frenzy_drawn: int = 0
    frenzy_cards: list[str] = field(default_factory=list)  # drawn for the frenzy (1995 reading)
    hacked_at: int = 0  # full frenzy: the damage that hacks it apart
    dead: bool = False  # killed while fully frenzied: still fighting
    killer: str | None = None
    killer_seat: int | None = None
    bound: bool = False  # a Spirit bound by attacking to bind: worth half its Renown
    home: int | None = None  # the pack it left (temporary control); returns there
    was: str = ""  # adopted prey: the kind (enemy/victim) it goes back to when control ends
    words: list[str] = field(default_factory=list)  # keywords it was given (a created copy)
    no_vote_turn: int = -1  # Givors: called a vote this turn
    since: int = 0  # turn it came into play

    @property
    def wounds(self) -> int:
        return sum(d.amount for d in self.damage)


@dataclass
class Thing:
    """A non-creature card in play: resource, attachment, totem, lasting Event, Battlefield."""

    iid: str
    owner: int
    pack: int | None = None  # the pack it serves (None: the Hunting Grounds or global)
    host: str | None = None  # the creature it is attached to
    zone: str = "home"  # home / attached / hunting / global
    traded: int = -1  # the turn it was last traded (once per Resource Phase)
    by: str | None = None  # the creature that played it (a Gift's user, a Rite's performer)
    world: str = "both"
    since: int = 0
    extra: dict[str, Any] = field(default_factory=dict)  # battlefield keywords, ...


@dataclass(kw_only=True)
class Player(Piles):
    allegiance: str  # gaia / wyrm
    victory_down: list[str] = field(default_factory=list)  # face down: 1 VP each
    staged: list[dict[str, Any]] = field(default_factory=list)  # Closed Play, face down
    out: bool = False
    out_turn: int = -1  # the turn the player was taken out (lost its last Character)
    restricted: list[str] = field(default_factory=list)  # Restricted card ids played

    PILES: ClassVar[dict[str, str]] = {**Piles.PILES, "victory-down": "victory_down"}
    started: list[str] = field(default_factory=list)  # the starting Characters


@dataclass
class Pending:
    """A card or ability played in Open Play, waiting for the other players' responses."""

    seat: int
    card: str  # the card played (or the card whose ability is used)
    index: int  # the ability (-1: the card is played from the hand)
    by: str | None
    target: Any
    responders: list[int]
    at: int = 0
    offensive: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Window:
    """An Open Play window (or the priority round of a Closed step such as Pre-combat)."""

    kind: str  # open (simultaneous) / turns (one seat after another, round and round)
    seats: list[int]  # who takes part, in priority order
    moment: str = ""  # the phase or combat step it belongs to (cards say when they play)
    passed: list[int] = field(default_factory=list)
    offense: list[int] = field(default_factory=list)  # announced Offensive Effects, in order
    oks: list[int] = field(default_factory=list)  # seats ready for the first announcement
    go: bool = False  # the first announcer may now play its Offensive Effect
    barred: list[int] = field(default_factory=list)  # declined: no new announcement until a play
    turn_of: int = 0  # sequential windows (pre, revealed): whose priority it is
    acts: int = 0


@dataclass
class Junta(Called):
    yes: int = 0
    no: int = 0
    passed: bool | None = None
    votes: dict[str, str] = field(default_factory=dict)  # creature -> yes / no / abstain
    turn: int = -1  # the turn it was called in
    done: bool = False  # its card has gone to the discards
    named: int | None = None  # the option its caller named with the call (engine...named)


@dataclass
class Play:
    """A combat card played for a creature in one combat round."""

    creature: str
    card: str  # instance id, or NULL
    seat: int
    side: int
    target: str | None = None
    shown: bool = False
    status: str = ""  # "" / illegal / failed / cancelled / resolved / decoy
    bluff: bool = False
    feint: bool = False
    face_up: bool = False  # played face up (instinctive, alternative)
    alt: str = ""  # a Sept card played "as" or "in-place" of a Combat Action (seed 001)
    decoy: bool = False  # Alternatives (no Null cards): taken back at the start of the reveal
    # an ability of a card in play (its index) used as, or in place of, a Combat Action: the
    # card is not played from a hand and stays in play (seed 001, Wanchese's Bow)
    ability: int = -1
    order: int = 0


@dataclass
class Combat:
    kind: str  # attack / challenge / territory / bind / battlefield / effect / prey
    attacker: str
    target: str  # the creature (or Territory, Battlefield) attacked
    sides: list[list[str]]  # [attackers, defenders]
    seats: list[int | None]  # [attacking player, defending player or None for prey]
    step: str = "pre"
    round: int = 0
    plays: list[Play] = field(default_factory=list)
    prey_seat: int | None = None  # who plays for the prey this round
    claims: dict[str, bool] = field(default_factory=dict)  # seat (str) -> wants to play prey
    #: seats that played for the prey in an earlier round of this combat: another who wants
    #: to goes first (seed 001, "Prey": "Another player may play during the next round")
    prey_players: list[int] = field(default_factory=list)
    ready: list[int] = field(default_factory=list)  # seats done in a simultaneous step
    restricted: list[list[str]] = field(default_factory=lambda: [[], []])
    away: list[str] = field(default_factory=list)  # creatures away from their pack
    played_round: bool = False  # a Combat Action was played this round
    idle: dict[str, int] = field(default_factory=dict)  # rounds without a valid target
    bind: bool = False
    battlefield: str = ""
    stepped_in: str = ""  # the alpha that stepped in for prey
    drew: dict[str, int] = field(default_factory=dict)  # seat (str) -> extra cards drawn
    participants: list[int] = field(default_factory=list)  # seats that played combat cards
    protect: list[dict[str, Any]] = field(default_factory=list)  # dodges, blocks, reversals
    withdraw_barred: bool = False
    killed: list[str] = field(default_factory=list)
    alpha_action: bool = True  # started as an alpha action (ends the alpha's action)
    origin_world: dict[str, str] = field(default_factory=dict)


@dataclass
class ClassicState:
    options: dict[str, Any]
    seats: int
    players: list[Player] = field(default_factory=list)
    creatures: dict[str, Creature] = field(default_factory=dict)
    things: dict[str, Thing] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)  # removed from the game for good
    renown_level: int = 20
    turn: int = 0
    combats: int = 0  # combats begun so far (limits "once per combat" count by it)
    version: int = 0  # events applied so far (a cache key for card effects)
    phase: str = "setup"
    step: str = ""
    committed: list[int] = field(default_factory=list)  # seats done in a simultaneous step
    window: Window | None = None
    pending: Pending | None = None
    juntas: list[Junta] = field(default_factory=list)
    junta_at: int = 0
    tier: int = -1  # the Renown now voting
    first_votes: bool = False  # creatures that must vote first are voting (Rite of Wisdom)
    tier_votes: dict[str, str] = field(default_factory=dict)  # hidden until the tier is done
    deferred: list[str] = field(default_factory=list)  # 1995: passed Juntas take effect later
    alphas: list[str] = field(default_factory=list)  # in action order once revealed
    alpha_picks: dict[str, str] = field(default_factory=dict)  # seat (str) -> creature, hidden
    alpha_at: int = 0
    acted: list[str] = field(default_factory=list)  # alphas whose action is over
    hunts: list[list[str]] = field(default_factory=list)  # prey attacks due: [attacker, target]
    combat: Combat | None = None
    prompts: list[dict[str, Any]] = field(default_factory=list)
    stepped: list[str] = field(default_factory=list)  # used a Caern this Umbra Phase
    first_hands: bool = False  # 1995: combat hands drawn
    regenerated: list[str] = field(default_factory=list)  # one entry per heal this phase
    over: bool = False
    winners: list[int] = field(default_factory=list)
    end_reason: str = ""
    ccg: Any = None  # the shared effect layer's memory (engine.ccg.Memory)
    own_cards: dict[str, Card] = field(default_factory=dict)

    def fighting(self) -> Combat:
        """The combat under way, for the rules that run only in one."""
        assert self.combat is not None, "no combat is under way"
        return self.combat

    def __getstate__(self) -> dict[str, Any]:
        # The effect layer's index of this state is a cache: never copied or pickled.
        found = dict(self.__dict__)
        found.pop("_effects_cache", None)
        return found

    # -- lookups ---------------------------------------------------------------------------
    @property
    def reading(self) -> str:
        return self.options.get("rulebook", "2003")

    def active(self) -> list[int]:
        """Seats still in the game, in seat order."""
        return [p.seat for p in self.players if not p.out]

    def pack_of(self, seat: int) -> list[Creature]:
        return [c for c in self.creatures.values() if c.pack == seat]

    def characters_of(self, seat: int) -> list[Creature]:
        return [c for c in self.pack_of(seat) if c.kind == "character"]

    def attached_to(self, iid: str) -> list[Thing]:
        return [t for t in self.things.values() if t.host == iid]

    def victory_points(self, seat: int) -> int:
        """Face-up cards at printed Renown (bonuses included), face-down cards 1 VP each,
        bound Spirits half their Renown (round up), plus points scored by card effects."""
        player = self.players[seat]
        total = player.bonus + len(player.victory_down)
        for iid in player.victory:
            c = card_of(iid)
            if c.type == "battlefield":
                total += c.renown + int(
                    self.things.get(iid, Thing(iid, seat)).extra.get("bonus", 0)
                )
            else:
                total += c.renown
        for ch in self.creatures.values():
            if ch.bound and ch.pack == seat:
                total += (card_of(ch.iid).renown + 1) // 2
        return total
