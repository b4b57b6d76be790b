"""The rage-trick game state: plain data, changed only by `evolve`.

Fields that are never changed in place once set (options, schedule, history entries, finished
tricks) are shared between copies; `clone` copies only what `evolve` mutates, which keeps
snapshots and undo cheap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: One card played to the current trick: (seat, card id, colour named or None).
Play = tuple[int, str, str | None]


@dataclass(eq=True)
class State:
    seats: int
    options: dict[str, Any]
    #: the options every seat may see (no stacked deal), computed once
    public_options: dict[str, Any]
    preset: str
    oh_hell: bool
    teams: bool
    secret: bool
    reneging: bool
    any_time: bool
    hook: bool
    schedule: tuple[int, ...]
    #: seat -> scoring unit (its team with teams, else the seat itself)
    unit_of: tuple[int, ...]
    #: unit -> its seats
    unit_seats: tuple[tuple[int, ...], ...]

    phase: str = "setup"  # setup | bid | play | game_over
    round: int = 0  # 1-based once dealt
    hand_size: int = 0
    dealer: int = 0
    turn: int | None = None
    hands: list[list[str]] = field(default_factory=list)
    #: the trump pile, top first; pile[0] is the face-up card while `face_up`
    pile: list[str] = field(default_factory=list)
    face_up: bool = False
    #: colours with at least one card in the pile (fixed for a round: Change only reorders it)
    pile_colors: frozenset[str] = frozenset()
    #: action cards turned up and put back at the deal (public knowledge)
    skipped: tuple[str, ...] = ()
    #: number cards of the pile everyone has seen this round (the trump turned up at the
    #: deal, cards a Change turned up); they stay in the pile, and the last one turned up
    #: is on top, so this is their pile order read bottom-up
    pile_seen: tuple[str, ...] = ()
    #: the most recent trump colour (kept while suspended); None when there never was one
    trump_color: str | None = None
    suspended: bool = False
    bids: list[int | None] = field(default_factory=list)
    bids_public: bool = True
    tricks: list[int] = field(default_factory=list)
    bonus: list[int] = field(default_factory=list)
    mad: list[int] = field(default_factory=list)
    trick_no: int = 0  # 1-based number of the trick being played
    leader: int = 0
    trick: list[Play] = field(default_factory=list)
    #: the same plays as JSON records ({"seat","card"} + "color"), never changed once made
    trick_json: list[dict[str, Any]] = field(default_factory=list)
    lead: str | None = None
    #: index in `trick` of the first Wild played while trump was active (it takes the trick)
    wild_idx: int | None = None
    #: index in `trick` of the play winning it so far (kept up to date by evolve)
    win: int = 0
    #: finished tricks of this round, oldest first (each a dict that is never changed)
    round_tricks: list[dict[str, Any]] = field(default_factory=list)
    last_trick: dict[str, Any] | None = None
    scores: list[int] = field(default_factory=list)
    #: rounds with the bid made, per seat (a team's count on each partner)
    made: list[int] = field(default_factory=list)
    #: one score-sheet row per finished round
    rounds: list[dict[str, Any]] = field(default_factory=list)
    #: reneging mode: (trick, seat) -> (card, lead colour, held the lead colour, challenged)
    plays: dict[tuple[int, int], tuple[str, str, bool, bool]] = field(default_factory=dict)
    winners: list[int] | None = None
    final: dict[str, Any] | None = None

    def close_trick(self, winner: int, reason: str) -> None:
        """File the finished trick (counts are the caller's) and let its winner lead."""
        done = {
            "trick": self.trick_no,
            "leader": self.leader,
            "plays": self.trick_json,
            "winner": winner,
            "reason": reason,
        }
        self.round_tricks.append(done)
        self.last_trick = done
        self.trick = []
        self.trick_json = []
        self.lead = None
        self.wild_idx = None
        self.win = 0
        self.trick_no += 1
        self.leader = winner
        self.turn = winner

    def clone(self) -> State:
        new = object.__new__(State)
        d = self.__dict__.copy()
        d["hands"] = [hand[:] for hand in self.hands]
        d["pile"] = self.pile[:]
        d["bids"] = self.bids[:]
        d["tricks"] = self.tricks[:]
        d["bonus"] = self.bonus[:]
        d["mad"] = self.mad[:]
        d["trick"] = self.trick[:]
        d["trick_json"] = self.trick_json[:]
        d["round_tricks"] = self.round_tricks[:]
        d["scores"] = self.scores[:]
        d["made"] = self.made[:]
        d["rounds"] = self.rounds[:]
        d["plays"] = dict(self.plays)
        if self.winners is not None:
            d["winners"] = self.winners[:]
        new.__dict__ = d
        return new
