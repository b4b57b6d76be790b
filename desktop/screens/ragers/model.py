"""What the Arena shows right now: the engine's view, moved on one redacted event at a time.

The session may be ahead of the screen (one command can reveal, resolve a whole day and
start the next); the presenter applies events here as it animates them. Whenever the table
is rebuilt (start, hot-seat hand-over) the model is reloaded from the engine's view, so the
two cannot drift apart for long. Only events redacted for `viewer` ever reach `apply`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.games.ragers.data import CardData
from engine.games.ragers.state import HIDDEN

CHOOSE, PREP, EXTRA, VETERAN, OVER = "choose", "prep", "extra", "veteran", "over"


@dataclass
class Placed:
    card: str  # an id, or HIDDEN
    face_up: bool = True
    negated: bool = False
    copied: str | None = None

    @property
    def hidden(self) -> bool:
        return self.card == HIDDEN


@dataclass
class Space:
    """One space of a row: a card, or a Veteran with cards on top (bottom first)."""

    turn: int
    cards: list[Placed]
    protected: bool = False
    extra: bool = False


@dataclass
class ArenaModel:
    data: CardData
    viewer: int | None = None
    day: int = 0
    days: int = 3
    turn: int = 0
    phase: str = PREP
    to_act: list[int] = field(default_factory=list)
    hand: list[str] | None = None
    hand_counts: list[int] = field(default_factory=lambda: [0, 0])
    deck_counts: list[int] = field(default_factory=lambda: [0, 0])
    discard: list[str] | None = None
    discard_counts: list[int] = field(default_factory=lambda: [0, 0])
    #: the top card of each discard pile: face up, both players see it
    discard_tops: list[str | None] = field(default_factory=lambda: [None, None])
    rows: list[list[Space]] = field(default_factory=lambda: [[], []])
    row_limit: int = 5
    patron: str | None = None
    forbidden: str | None = None
    cheers: list[str] = field(default_factory=list)
    patrons_left: int = 0
    cheers_left: int = 0
    stacks: list[list[dict[str, Any]]] = field(default_factory=lambda: [[], []])
    gp: list[int] = field(default_factory=lambda: [0, 0])
    chosen: list[bool] = field(default_factory=lambda: [False, False])
    my_choice: str | None = None
    on_top: bool = False
    extras_due: list[int] = field(default_factory=list)
    veterans_due: list[int] = field(default_factory=list)
    guarded: list[bool] = field(default_factory=lambda: [False, False])
    win_gp: int = 10
    last: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    #: the other seat's choice was counted out of its hand before we knew it was not a pass
    _assumed: list[bool] = field(default_factory=lambda: [False, False])

    # -- from the engine's view ----------------------------------------------------------------------
    @classmethod
    def from_view(cls, data: CardData, view: dict[str, Any]) -> ArenaModel:
        model = cls(data)
        model.load(view)
        return model

    def load(self, view: dict[str, Any]) -> None:
        self.viewer = view["seat"]
        self.day = view["day"]
        self.days = view["days"]
        self.turn = view["turn"]
        self.phase = view["phase"]
        self.to_act = list(view["to_act"])
        self.hand = list(view["hand"]) if view["hand"] is not None else None
        self.hand_counts = list(view["hand_counts"])
        self.deck_counts = list(view["deck_counts"])
        self.discard = list(view["discard"]) if view["discard"] is not None else None
        self.discard_counts = list(view["discard_counts"])
        self.discard_tops = list(view.get("discard_tops") or [None, None])
        self.rows = [
            [
                Space(
                    slot["turn"],
                    [
                        Placed(p["card"], p["face_up"], p["negated"], p["copied"])
                        for p in slot["cards"]
                    ],
                    slot["protected"],
                    slot["extra"],
                )
                for slot in row
            ]
            for row in view["rows"]
        ]
        self.row_limit = view["row_limit"]
        self.patron = view["patron"]
        self.forbidden = view["forbidden"]
        self.cheers = list(view["cheers"])
        self.patrons_left = view["patrons_left"]
        self.cheers_left = view["cheers_left"]
        self.stacks = copy.deepcopy(view["stacks"])
        self.gp = list(view["gp"])
        self.chosen = list(view["chosen"])
        choice = view["my_choice"]
        self.my_choice = None if choice in (None, "pass") else choice
        self.on_top = view["on_top"]
        self.extras_due = list(view["extras_due"])
        self.veterans_due = list(view["veterans_due"])
        self.guarded = list(view["guarded"])
        self.win_gp = view["win_gp"]
        self.last = copy.deepcopy(view["last"])
        self.result = copy.deepcopy(view["result"])
        self._assumed = [False, False]  # the view's hand counts are exact

    # -- questions ---------------------------------------------------------------------------------------
    def seat_of(self, card: str) -> int:
        return self.data.seat_of(card)

    def main_space(self, seat: int) -> Space | None:
        for space in reversed(self.rows[seat]):
            if space.turn == self.turn and not space.extra:
                return space
        return None

    def find(self, card: str) -> tuple[int, Space, Placed] | None:
        for seat in (0, 1):
            for space in self.rows[seat]:
                for placed in space.cards:
                    if placed.card == card:
                        return seat, space, placed
        return None

    def icon(self, placed: Placed) -> str | None:
        if not placed.face_up or placed.negated or placed.hidden:
            return None
        return placed.copied or self.data.kind_of(placed.card)

    # -- one event at a time --------------------------------------------------------------------
    def apply(self, event: dict[str, Any]) -> None:
        handler = getattr(self, "_on_" + event["type"].replace("-", "_"), None)
        if handler is not None:
            handler(event)

    def _on_setup(self, e: dict[str, Any]) -> None:
        self.deck_counts = list(e["deck_counts"])
        self.patrons_left = e["patrons"]
        self.cheers_left = e["cheers"]

    def _on_draw(self, e: dict[str, Any]) -> None:
        seat = e["seat"]
        n = len(e["cards"]) if "cards" in e else e["count"]
        self.deck_counts[seat] = max(0, self.deck_counts[seat] - n)
        self.hand_counts[seat] += n
        if seat == self.viewer and self.hand is not None and "cards" in e:
            self.hand.extend(e["cards"])

    def _on_day(self, e: dict[str, Any]) -> None:
        self.day = e["day"]
        self.patron = e["patron"]
        self.patrons_left = max(0, self.patrons_left - 1)
        if e["cheers"] is not None:
            self.cheers.append(e["cheers"])
            self.cheers_left = max(0, self.cheers_left - 1)
        patron = self.data.patrons[e["patron"]]
        self.forbidden = patron.forbids
        self.row_limit = patron.row_limit
        self.phase = PREP
        self.to_act = [0, 1]
        self.rows = [[], []]
        self.guarded = [False, False]
        self.chosen = [False, False]

    def _on_prepared(self, e: dict[str, Any]) -> None:
        seat, card = e["seat"], e["card"]
        if card is not None:
            mine = self._from_hand(seat, card)
            self.discard_counts[seat] += 1
            if card != HIDDEN:  # a redacted log's unknown card: the next view tells
                self.discard_tops[seat] = card
            if mine and self.discard is not None:
                self.discard.append(card)
        if seat in self.to_act:
            self.to_act.remove(seat)

    def _on_combat(self, e: dict[str, Any]) -> None:
        self.turn = e["turn"]
        self.phase = CHOOSE
        self.to_act = [0, 1]
        self.chosen = [False, False]
        self.my_choice = None
        self.on_top = False
        self._assumed = [False, False]

    def _on_chose(self, e: dict[str, Any]) -> None:
        seat = e["seat"]
        self.chosen[seat] = True
        self.on_top = e["on_top"]
        if "card" in e:
            card = e["card"]
            if card is not None:
                self.hand_counts[seat] = max(0, self.hand_counts[seat] - 1)
                if self.hand is not None and card in self.hand:
                    self.hand.remove(card)
                if seat == self.viewer:
                    self.my_choice = card
        elif self.hand_counts[seat] > 0:
            # We may not know whether it passed; a pass is rare, the reveal will tell.
            self.hand_counts[seat] -= 1
            self._assumed[seat] = True
        if seat in self.to_act:
            self.to_act.remove(seat)

    def _on_reveal(self, e: dict[str, Any]) -> None:
        for seat, card in enumerate(e["cards"]):
            if card is None:
                if self._assumed[seat]:
                    self.hand_counts[seat] += 1
                continue
            if e["on_top"]:
                space = self.main_space(seat)
                if space is not None:
                    space.cards.append(Placed(card))
            else:
                self.rows[seat].append(Space(e["turn"], [Placed(card)], self.guarded[seat]))
        if e["on_top"]:
            self.veterans_due = []
        else:
            self.guarded = [False, False]
        self.chosen = [False, False]
        self.my_choice = None
        self.on_top = False
        self._assumed = [False, False]
        self._settle()

    def _on_copy(self, e: dict[str, Any]) -> None:
        found = self.find(e["card"])
        if found is not None:
            found[2].copied = e["kind"]

    def _on_negate(self, e: dict[str, Any]) -> None:
        found = self.find(e["card"])
        if found is not None:
            found[2].negated = True
            found[2].face_up = False

    def _on_guard(self, e: dict[str, Any]) -> None:
        self.guarded[e["seat"]] = True

    def _on_trigger(self, e: dict[str, Any]) -> None:
        due = self.extras_due if e["effect"] == "extra" else self.veterans_due
        if e["seat"] not in due:
            due.append(e["seat"])
        self._settle()

    def _on_skip(self, e: dict[str, Any]) -> None:
        due = self.extras_due if e["what"] == "extra" else self.veterans_due
        if e["seat"] in due:
            due.remove(e["seat"])
        self._settle()

    def _on_extra(self, e: dict[str, Any]) -> None:
        seat, card = e["seat"], e["card"]
        self._from_hand(seat, card)
        self.rows[seat].append(Space(self.turn, [Placed(card, face_up=False)], extra=True))
        if seat in self.extras_due:
            self.extras_due.remove(seat)
        self._settle()

    def _on_veteran(self, e: dict[str, Any]) -> None:
        seat, card = e["seat"], e["card"]
        self._from_hand(seat, card)
        space = self.main_space(seat)
        if space is not None:
            space.cards.append(Placed(card))
        if seat in self.veterans_due:
            self.veterans_due.remove(seat)
        self._settle()

    def _from_hand(self, seat: int, card: str) -> bool:
        """`seat` plays or discards `card`: one card fewer in its hand, and out of the viewer's
        own when it is theirs (True then)."""
        self.hand_counts[seat] = max(0, self.hand_counts[seat] - 1)
        if seat == self.viewer and self.hand is not None and card in self.hand:
            self.hand.remove(card)
            return True
        return False

    def _settle(self) -> None:
        if self.extras_due:
            self.phase = EXTRA
            self.to_act = sorted(self.extras_due)
        elif self.veterans_due:
            self.phase = VETERAN
            self.on_top = len(self.veterans_due) == 2
            self.to_act = [s for s in sorted(self.veterans_due) if not self.chosen[s]]
        else:
            self.to_act = []

    def _on_resolve(self, e: dict[str, Any]) -> None:
        for seat in (0, 1):
            scoring = {x["card"]: x["gp"] for x in e["combat"][seat] if x["gp"] > 0}
            # the engine's order: a Deadeye's face-down extra under the other discards
            for space in sorted(self.rows[seat], key=lambda space: not space.extra):
                for placed in space.cards:
                    if placed.card in scoring:
                        self.stacks[seat].append({"card": placed.card, "gp": scoring[placed.card]})
                    else:
                        self.discard_counts[seat] += 1
                        if placed.card != HIDDEN:
                            self.discard_tops[seat] = placed.card
                        if seat == self.viewer and self.discard is not None:
                            self.discard.append(placed.card)
        for entry in e["cheers"]:
            if entry["fate"] == "won":
                self.stacks[entry["to"]].append({"card": entry["card"], "gp": entry["gp"]})
            if entry["fate"] in ("won", "box") and entry["card"] in self.cheers:
                self.cheers.remove(entry["card"])
        self.gp = list(e["totals"])
        self.patron = None
        self.forbidden = None
        self.rows = [[], []]
        self.extras_due, self.veterans_due, self.to_act = [], [], []
        self.guarded = [False, False]
        self.last = {k: v for k, v in e.items() if k != "type"}

    def _on_game_over(self, e: dict[str, Any]) -> None:
        self.phase = OVER
        self.to_act = []
        self.result = {k: v for k, v in e.items() if k != "type"}
