"""Ragers bots. Both see only their own seat's view and legal commands, never the state.

`heuristic` remembers every opponent card it has seen face-up (so it knows which cards the
opponent may still hold), and scores each choice by imagining the reveal against every card
the opponent might place: it rebuilds a state from its view alone (hidden cards stay hidden)
and runs the real resolution rules on it. The last placement of a day is judged by what the
day would score; earlier ones also weigh what the card leaves in hand for that last placement.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ai.base import RandomBot
from engine.core.ruleset import Command
from engine.games.ragers import combat
from engine.games.ragers.data import CardData
from engine.games.ragers.state import HIDDEN, Placed, RagersState, Slot
from engine.games.ragers.views import state_from_view

if TYPE_CHECKING:
    from engine.games.ragers.rules import Ragers

log = logging.getLogger(__name__)

#: Stands in for a face-down card the bot may not see (it never shows an icon).
UNSEEN = "x-unseen-0"

#: Weight of today's imagined outcome before the last placement of the day.
EARLY_WEIGHT = 0.35
#: What holding a card back for the day's last placement is worth (GP-like units).
RESERVE = {"veteran": 2.5, "cheater": 1.2, "chancer": 0.3, "deadeye": 0.0, "stopper": 0.2}


def make_random(seat: int, **_: Any) -> RandomBot:
    return RandomBot(seat)


def make_heuristic(seat: int, **_: Any) -> HeuristicBot:
    from engine.games.ragers.rules import RULESET

    return HeuristicBot(seat, RULESET)


@dataclass
class HeuristicBot:
    seat: int
    rules: Ragers
    name: str = "heuristic"
    seen: set[str] = field(default_factory=set)  # opponent cards seen face-up this game

    @property
    def data(self) -> CardData:
        return self.rules.data

    def choose(self, view: dict[str, Any], legal: list[Command], rng: random.Random) -> Command:
        self._remember(view)
        kind = legal[0]["type"]
        if len(legal) == 1:
            return legal[0]
        if kind in ("keep", "discard"):
            return self._prepare(view, legal)
        if kind == "place_extra":
            return min(legal, key=lambda c: self._keep_value(view, c["card"]))
        st = _imagine(view)
        if kind == "veteran" and not view["on_top"]:
            # Face-up on a Veteran: the opposite card is known, so judge each card exactly.
            return max(
                legal,
                key=lambda c: self._on_top_value(st, view, c["card"]) + rng.random() * 1e-6,
            )
        final = self._is_last_placement(view)
        opponents = self._opponent_cards(view)
        best, best_value = legal[0], float("-inf")
        for command in legal:
            card = command["card"]
            rest = [c for c in view["hand"] if c != card]
            if kind == "veteran":  # two Veterans: cards go face-down on top of each
                value = self._expected(st, card, opponents, rest, on_top=True)
            else:
                value = self._expected(st, card, opponents, rest, on_top=False)
            if not final:
                value = EARLY_WEIGHT * value + self._reserve_value(view, rest) - self._spent(card)
            value += rng.random() * 1e-6  # break ties without favouring hand order
            if value > best_value:
                best, best_value = command, value
        return best

    # -- memory ----------------------------------------------------------------------------------
    def _remember(self, view: dict[str, Any]) -> None:
        opp = 1 - self.seat
        for slot in view["rows"][opp]:
            for placed in slot["cards"]:
                if placed["card"] != HIDDEN:
                    self.seen.add(placed["card"])
        for entry in view["stacks"][opp]:
            if not entry["card"].startswith("cheers-"):
                self.seen.add(entry["card"])
        last = view["last"]
        if last:
            for entry in last["combat"][opp]:
                self.seen.add(entry["card"])
            if last["last"][opp]:
                self.seen.add(last["last"][opp])

    def _opponent_cards(self, view: dict[str, Any]) -> list[tuple[str, float]]:
        """Cards the opponent might place now, one per (kind, GP), with their weights."""
        banned = view["forbidden"]
        unseen = [c for c in self.data.deck(1 - self.seat) if c not in self.seen]
        groups: Counter[tuple[str, int]] = Counter()
        sample: dict[tuple[str, int], str] = {}
        for card in unseen:
            kind = self.data.kind_of(card)
            if kind == banned:
                continue
            key = (kind, self.data.gp_of(card))
            groups[key] += 1
            sample.setdefault(key, card)
        total = sum(groups.values()) or 1
        return [(sample[key], n / total) for key, n in groups.items()]

    # -- judging ---------------------------------------------------------------------------------
    def _is_last_placement(self, view: dict[str, Any]) -> bool:
        limit = view["row_limit"]
        return any(n + 1 >= limit for n in view["row_counts"])

    def _expected(
        self,
        st: RagersState,
        card: str,
        opponents: list[tuple[str, float]],
        rest: list[str],
        on_top: bool,
    ) -> float:
        if not opponents:
            return self._pair_value(st, card, None, rest, on_top)
        return sum(w * self._pair_value(st, card, o, rest, on_top) for o, w in opponents)

    def _pair_value(
        self, st: RagersState, mine: str, theirs: str | None, rest: list[str], on_top: bool
    ) -> float:
        """Today's GP difference if `mine` and `theirs` were revealed now and the day ended."""
        me = self.seat
        t = st.copy()
        cards: list[str | None] = [None, None]
        cards[me], cards[1 - me] = mine, theirs
        for seat, card in enumerate(cards):
            if card is None:
                continue
            slot = t.main_slot(seat) if on_top else None
            if slot is not None:
                slot.cards.append(Placed(card))
            else:
                t.rows[seat].append(Slot(t.turn, [Placed(card)], t.guards[seat] is not None))
        t.guards = [None, None]
        seats = [seat for seat in (0, 1) if cards[seat] is not None]
        veteran = False
        for event in combat.reveal_effects(self.data, t, seats):
            if event["type"] in ("copy", "negate", "guard"):
                self.rules.evolve(t, event)
            elif (
                event["type"] == "trigger" and event["seat"] == me and event["effect"] == "veteran"
            ):
                veteran = True
        if veteran:
            # The Veteran lets us answer the revealed card with one from hand, face-up.
            options = [c for c in rest if self.data.kind_of(c) != combat.forbidden(self.data, t)]
            if options:
                return max(self._top_value(t, c) for c in options)
        return self._day_value(t)

    def _top_value(self, t: RagersState, card: str) -> float:
        u = t.copy()
        slot = u.main_slot(self.seat)
        if slot is None:
            return self._day_value(u)
        slot.cards.append(Placed(card))
        for event in combat.reveal_effects(self.data, u, [self.seat]):
            if event["type"] in ("copy", "negate", "guard"):
                self.rules.evolve(u, event)
        return self._day_value(u)

    def _on_top_value(self, st: RagersState, view: dict[str, Any], card: str) -> float:
        value = self._top_value(st, card)
        if not self._is_last_placement(view):
            rest = [c for c in view["hand"] if c != card]
            value = EARLY_WEIGHT * value + self._reserve_value(view, rest) - self._spent(card)
        return value

    def _day_value(self, t: RagersState) -> float:
        summary = combat.day_summary(self.data, t)
        gained = summary["gained"]
        return float(gained[self.seat] - gained[1 - self.seat])

    def _reserve_value(self, view: dict[str, Any], rest: list[str]) -> float:
        """What the cards kept in hand promise for the day's last placement."""
        banned = view["forbidden"]
        kinds = {self.data.kind_of(c) for c in rest if self.data.kind_of(c) != banned}
        attacks = sum(1 for k in kinds if self.data.is_attack(k))
        value = 0.6 * attacks  # variety of attacks to answer whatever the opponent ends with
        for kind, worth in RESERVE.items():
            if kind in kinds:
                value += worth
        return value

    def _spent(self, card: str) -> float:
        """Small cost of placing a card early that is worth more at the end of a day."""
        return 0.0 if self.data.is_attack(self.data.kind_of(card)) else 0.1

    def _keep_value(self, view: dict[str, Any], card: str) -> float:
        """How much a card is worth keeping in hand (the least is given up)."""
        kind = self.data.kind_of(card)
        value = float(self.data.gp_of(card)) + RESERVE.get(kind, 0.0)
        if kind == view["forbidden"]:
            value -= 3.0
        return value

    def _prepare(self, view: dict[str, Any], legal: list[Command]) -> Command:
        """Discard a card the patron forbids today, or a Chancer; otherwise keep the hand."""
        hand = view["hand"]
        banned = view["forbidden"]
        for card in hand:
            if self.data.kind_of(card) == banned and view["deck_counts"][self.seat] > 0:
                return {"type": "discard", "card": card}
        worst = min(hand, key=lambda c: self._keep_value(view, c))
        if self._keep_value(view, worst) < 0.5 and view["deck_counts"][self.seat] > 6:
            return {"type": "discard", "card": worst}
        return {"type": "keep"}


def _imagine(view: dict[str, Any]) -> RagersState:
    """A state holding only what the view shows: enough to resolve reveals and score a day."""
    options = {"hand_size": view["hand_size"], "win_gp": view["win_gp"]}
    st = state_from_view(view, options, UNSEEN)
    st.guards = [UNSEEN if g else None for g in view["guarded"]]
    return st
