"""What the table shows right now: the presented state, one event behind the other.

The session may be ahead of the screen (a person's play can finish a trick, score the round
and deal the next in one entry); the presenter applies events here one at a time, as it
animates them. Whenever nothing is left to show, the table reloads this from the engine's
view, so drift is impossible. The model is built only from events redacted for the viewer.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.games.rage_trick.cards import COLOR, KIND, NUMBER, WILD, sort_hand


@dataclass
class TableModel:
    seats: int
    names: list[str]
    viewer: int | None = None
    preset: str = "us"
    options: dict[str, Any] = field(default_factory=dict)
    teams: list[list[int]] | None = None
    round: int = 0
    rounds_total: int = 0
    hand_size: int = 0
    dealer: int = 0
    phase: str = "bid"
    to_act: int | None = None
    hand: list[str] | None = None
    hand_counts: list[int] = field(default_factory=list)
    trump: str | None = None
    trump_card: str | None = None
    trump_suspended: bool = False
    pile_count: int = 0
    bids: list[int | None] = field(default_factory=list)
    has_bid: list[bool] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    trick: list[dict[str, Any]] = field(default_factory=list)
    lead: str | None = None
    scores: list[int] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    winners: list[int] | None = None
    last_trick: dict[str, Any] | None = None

    @classmethod
    def from_view(cls, view: dict[str, Any], names: list[str]) -> TableModel:
        model = cls(seats=view["seats"], names=list(names))
        model.load(view)
        return model

    def load(self, view: dict[str, Any]) -> None:
        """Take everything from an engine view (the source of truth)."""
        self.viewer = view.get("seat")
        self.preset = view["preset"]
        self.options = dict(view.get("options") or {})
        self.teams = copy.deepcopy(view.get("teams"))
        self.round = view["round"]
        self.rounds_total = view.get("rounds_total", 0)
        self.hand_size = view["hand_size"]
        self.dealer = view["dealer"]
        self.phase = view["phase"]
        self.to_act = view["to_act"]
        hand = view.get("hand")
        self.hand = sort_hand(hand) if hand is not None else None
        self.hand_counts = list(view["hand_counts"])
        self.trump = view["trump"]
        self.trump_card = view["trump_card"]
        self.trump_suspended = bool(view.get("trump_suspended"))
        self.pile_count = view.get("pile_count", 0)
        self.bids = list(view["bids"])
        self.has_bid = list(view.get("has_bid") or [b is not None for b in self.bids])
        self.tricks = list(view["tricks"])
        self.trick = [dict(p) for p in view["trick"]]
        self.lead = view["lead"]
        self.scores = list(view["scores"])
        self.rounds = copy.deepcopy(view.get("rounds") or [])
        self.winners = list(view["winners"]) if view.get("winners") is not None else None
        self.last_trick = view.get("last_trick")

    # -- one event at a time ------------------------------------------------------------------

    def apply(self, event: dict[str, Any]) -> None:
        kind = event["type"]
        handler = getattr(self, f"_on_{kind}", None)
        if handler is not None:
            handler(event)

    def _on_deal(self, e: dict[str, Any]) -> None:
        n = self.seats
        self.round = e["round"]
        self.dealer = e["dealer"]
        self.hand_size = e["hand_size"]
        hands = e.get("hands") or [None] * n
        mine = hands[self.viewer] if self.viewer is not None else None
        self.hand = sort_hand(mine) if mine is not None else None
        self.hand_counts = list(e.get("hand_counts") or [e["hand_size"]] * n)
        self.trump = e.get("trump")
        self.trump_card = e.get("trump_card")
        self.trump_suspended = False
        self.pile_count = e.get("pile_count", self.pile_count)
        self.bids = [None] * n
        self.has_bid = [False] * n
        self.tricks = [0] * n
        self.trick = []
        self.lead = None
        self.phase = "bid"
        self.to_act = (self.dealer + 1) % n
        self.last_trick = None

    def _on_bid(self, e: dict[str, Any]) -> None:
        seat = e["seat"]
        self.bids[seat] = e.get("tricks")
        self.has_bid[seat] = True
        nxt = (seat + 1) % self.seats
        if nxt == (self.dealer + 1) % self.seats:
            self.phase = "play"
        self.to_act = nxt

    def _on_bids_revealed(self, e: dict[str, Any]) -> None:
        self.bids = list(e["bids"])

    def _on_play(self, e: dict[str, Any]) -> None:
        seat, card = e["seat"], e["card"]
        if seat == self.viewer and self.hand is not None and card in self.hand:
            self.hand.remove(card)
        self.hand_counts[seat] = max(0, self.hand_counts[seat] - 1)
        play = {"seat": seat, "card": card}
        if "color" in e:
            play["color"] = e["color"]
        if self.lead is None:
            if KIND[card] == NUMBER:
                self.lead = COLOR[card]
            elif KIND[card] == WILD:
                self.lead = e.get("color")
        self.trick.append(play)
        # A full trick is nobody's turn: its winner leads next, once trick_won is shown.
        self.to_act = (seat + 1) % self.seats if len(self.trick) < self.seats else None

    def _on_trump_changed(self, e: dict[str, Any]) -> None:
        self.trump = e["color"]
        if e.get("by") == "change":
            self.trump_card = e["card"]
            self.trump_suspended = False

    def _on_trump_out(self, e: dict[str, Any]) -> None:
        self.trump = None
        self.trump_suspended = True

    def _on_trick_won(self, e: dict[str, Any]) -> None:
        winner = e["winner"]
        self.tricks[winner] += 1
        self.last_trick = {"trick": e["trick"], "plays": self.trick, "winner": winner}
        self.trick = []
        self.lead = None
        self.to_act = winner

    def _on_round_scored(self, e: dict[str, Any]) -> None:
        self.scores = list(e["scores"])
        self.bids = list(e["bids"])
        self.rounds.append(
            {
                key: copy.deepcopy(e[key])
                for key in (
                    "round",
                    "hand_size",
                    "dealer",
                    "bids",
                    "tricks",
                    "bonus",
                    "mad",
                    "points",
                    "made",
                    "scores",
                )
                if key in e
            }
        )
        self.to_act = None

    def _on_challenge(self, e: dict[str, Any]) -> None:
        self.scores = list(e["scores"])

    def _on_game_over(self, e: dict[str, Any]) -> None:
        self.phase = "game_over"
        self.to_act = None
        self.winners = list(e["winners"])
        self.scores = list(e["scores"])

    # -- questions ------------------------------------------------------------------------------

    def team_of(self, seat: int) -> int | None:
        if not self.teams:
            return None
        for i, members in enumerate(self.teams):
            if seat in members:
                return i
        return None
