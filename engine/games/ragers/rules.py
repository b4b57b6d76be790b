"""The `ragers` ruleset: Ragers, Champions of the Arena (two players, simultaneous reveal).

`decide` works on a scratch copy of the state: it emits each fact and evolves the copy at once,
so later steps of the same decision (a reveal, the effects, the next combat phase, the day's
resolution) read an up-to-date state. Only the events leave; the real state changes in
`evolve` alone.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from engine.core.errors import Illegal
from engine.core.ruleset import Command, Event, Ruleset, Seat
from engine.games.ragers import combat, views
from engine.games.ragers.data import DEFAULT_PATH, CardData, load
from engine.games.ragers.state import (
    CHOOSE,
    EXTRA,
    OVER,
    PREP,
    VETERAN,
    Placed,
    RagersState,
    Slot,
)
from engine.i18n import _

log = logging.getLogger(__name__)

DEFAULTS: dict[str, Any] = {"days": 3, "win_gp": 10, "hand_size": 5, "deal": None}
DEAL_KEYS = ("acc", "def", "patrons", "cheers")


class Ragers(Ruleset):
    id: ClassVar[str] = "ragers"
    end_event = "game_over"
    version: ClassVar[int] = 1
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2

    def __init__(self, data: CardData | None = None) -> None:
        self.data = data if data is not None else load()

    def printed_texts(self) -> tuple[Path, list[str]]:
        """The card data file and the sentences its cards print (for the translation catalog)."""
        return DEFAULT_PATH, self.data.printed_texts()

    # -- building a game -------------------------------------------------------------------------
    def normalize_options(self, options: dict[str, Any], seats: int) -> dict[str, Any]:
        unknown = sorted(set(options) - set(DEFAULTS))
        if unknown:
            raise Illegal(
                "bad-option",
                f"Ragers has no option {unknown[0]!r}; it knows {', '.join(DEFAULTS)}.",
            )
        if seats != 2:
            raise Illegal("bad-seats", _("Ragers is a game for exactly two players."))
        out = dict(DEFAULTS)
        out.update(options)
        limits = {
            "days": (1, len(self.data.patrons)),
            "win_gp": (1, 999),
            "hand_size": (1, 10),
        }
        for key, (low, high) in limits.items():
            value = out[key]
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise Illegal(
                    "bad-option", f"The option {key!r} must be a whole number from {low} to {high}."
                )
        out["deal"] = self._normalize_deal(out["deal"])
        return out

    def _normalize_deal(self, deal: Any) -> dict[str, list[str]] | None:
        """A stacked deal for tests and tutorials: the top of each deck, first card first."""
        if deal is None:
            return None
        if not isinstance(deal, dict) or set(deal) - set(DEAL_KEYS):
            raise Illegal(
                "bad-option",
                f"The option 'deal' maps some of {', '.join(DEAL_KEYS)} to card lists.",
            )
        pools = {
            "acc": self.data.deck(0),
            "def": self.data.deck(1),
            "patrons": list(self.data.patrons),
            "cheers": list(self.data.cheers),
        }
        out: dict[str, list[str]] = {}
        for key, cards in deal.items():
            if not isinstance(cards, list) or len(set(cards)) != len(cards):
                raise Illegal("bad-option", f"deal[{key!r}] must be a list of different card ids.")
            strangers = [c for c in cards if c not in pools[key]]
            if strangers:
                raise Illegal(
                    "bad-option", f"deal[{key!r}] names {strangers[0]!r}, not in that deck."
                )
            out[key] = list(cards)
        return out

    def initial_state(self, options: dict[str, Any], seats: int) -> RagersState:
        return RagersState(options=options)

    def setup(self, state: RagersState, rng: random.Random) -> list[Event]:
        deal = state.options.get("deal") or {}
        pools = {
            "patrons": list(self.data.patrons),
            "cheers": list(self.data.cheers),
            "acc": self.data.deck(0),
            "def": self.data.deck(1),
        }
        order: dict[str, list[str]] = {}
        for key, pool in pools.items():  # fixed order, so a seed always gives the same game
            top = deal.get(key, [])
            rest = [card for card in pool if card not in top]
            rng.shuffle(rest)
            order[key] = top + rest
        flow = _Flow(self, state)
        flow.emit(
            {
                "type": "setup",
                "decks": [order["acc"], order["def"]],
                "patrons": order["patrons"],
                "cheers": order["cheers"],
            }
        )
        for seat in (0, 1):
            flow.refill(seat)
        flow.start_day()
        return flow.events

    # -- playing ---------------------------------------------------------------------------------
    def decide(
        self, state: RagersState, seat: int, command: Command, rng: random.Random
    ) -> list[Event]:
        if state.phase == OVER:
            raise Illegal("game-over", _("The game is over."))
        if seat not in state.pending:
            raise Illegal("not-your-turn", _("It is not your turn; wait for the other player."))
        kind = command.get("type")
        expected = {
            PREP: ("keep", "discard"),
            CHOOSE: ("place", "pass"),
            EXTRA: ("place_extra",),
            VETERAN: ("veteran",),
        }[state.phase]
        if kind not in expected:
            raise Illegal("wrong-phase", self._phase_hint(state))
        flow = _Flow(self, state)
        if kind == "keep":
            flow.prepare(seat, None)
        elif kind == "discard":
            flow.prepare(seat, self._card_in_hand(state, seat, command, check_patron=False))
        elif kind == "pass":
            if combat.placeable(self.data, state, seat):
                raise Illegal("must-place", _("You can still place a card, so you cannot pass."))
            flow.choose(seat, None)
        elif kind == "place":
            flow.choose(seat, self._card_in_hand(state, seat, command))
        elif kind == "place_extra":
            flow.place_extra(seat, self._card_in_hand(state, seat, command))
        else:
            flow.place_on_veteran(seat, self._card_in_hand(state, seat, command))
        return flow.events

    def _phase_hint(self, state: RagersState) -> str:
        return {
            PREP: _("Now you may discard one card (or keep your hand) before combat."),
            CHOOSE: _("Now choose a card to place face-down (or pass if you have none to place)."),
            EXTRA: _("Your Deadeye needs an extra card placed face-down next to it."),
            VETERAN: _("Your Veteran needs a card placed on top of it."),
        }[state.phase]

    def _card_in_hand(
        self, state: RagersState, seat: int, command: Command, check_patron: bool = True
    ) -> str:
        card = command.get("card")
        if not isinstance(card, str) or card not in state.hands[seat]:
            raise Illegal("not-in-hand", _("That card is not in your hand."))
        banned = combat.forbidden(self.data, state)
        if check_patron and banned is not None and self.data.kind_of(card) == banned:
            assert state.patron is not None  # only a patron forbids a kind
            patron = self.data.patrons[state.patron].name
            raise Illegal(
                "forbidden",
                _("{patron} forbids placing a {kind} today.").format(
                    patron=patron, kind=self.data.kinds[banned].name
                ),
            )
        return card

    def evolve(self, state: RagersState, event: Event) -> None:
        handler = getattr(self, "_on_" + event["type"].replace("-", "_"))
        handler(state, event)

    # Each handler applies one kind of event. They trust the event: decide made it.
    def _on_setup(self, s: RagersState, e: Event) -> None:
        s.decks = [list(e["decks"][0]), list(e["decks"][1])]
        s.patron_deck = list(e["patrons"])
        s.cheers_deck = list(e["cheers"])

    def _on_draw(self, s: RagersState, e: Event) -> None:
        seat, cards = e["seat"], e["cards"]
        assert s.decks[seat][: len(cards)] == cards, "draws come from the top of the deck"
        del s.decks[seat][: len(cards)]
        s.hands[seat].extend(cards)

    def _on_day(self, s: RagersState, e: Event) -> None:
        s.day = e["day"]
        s.patron = e["patron"]
        s.turned.append(e["patron"])
        if e["cheers"] is not None:
            s.turned.append(e["cheers"])
        s.patron_deck.remove(e["patron"])
        if e["cheers"] is not None:
            s.cheers_deck.remove(e["cheers"])
            s.cheers.append(e["cheers"])
        s.phase = PREP
        s.pending = [0, 1]
        s.rows = [[], []]
        s.guards = [None, None]

    def _on_prepared(self, s: RagersState, e: Event) -> None:
        seat = e["seat"]
        if e["card"] is not None:
            s.hands[seat].remove(e["card"])
            s.discards[seat].append(e["card"])
            s.shown[seat].append(e["card"])  # face up on the pile: everyone saw it
        s.pending.remove(seat)

    def _on_combat(self, s: RagersState, e: Event) -> None:
        s.turn = e["turn"]
        s.phase = CHOOSE
        s.pending = [0, 1]
        s.chosen = [False, False]
        s.choices = [None, None]
        s.on_top = False

    def _on_chose(self, s: RagersState, e: Event) -> None:
        seat = e["seat"]
        if e["card"] is not None:
            s.hands[seat].remove(e["card"])
        s.choices[seat] = e["card"]
        s.chosen[seat] = True
        s.pending.remove(seat)

    def _on_reveal(self, s: RagersState, e: Event) -> None:
        for seat, card in enumerate(e["cards"]):
            if card is None:
                continue
            s.shown[seat].append(card)
            if e["on_top"]:
                slot = s.main_slot(seat)
                assert slot is not None
                slot.cards.append(Placed(card))
            else:
                s.rows[seat].append(Slot(e["turn"], [Placed(card)], s.guards[seat] is not None))
        if e["on_top"]:
            s.veterans_due = []
        else:
            s.guards = [None, None]  # a Stopper guards only the next combat phase's card
        s.chosen = [False, False]
        s.choices = [None, None]
        s.on_top = False
        self._settle(s)

    def _find(self, s: RagersState, seat: int, card: str) -> Placed:
        for slot in s.rows[seat]:
            for placed in slot.cards:
                if placed.card == card:
                    return placed
        raise AssertionError(f"{card} is not in row {seat}")

    def _on_copy(self, s: RagersState, e: Event) -> None:
        self._find(s, e["seat"], e["card"]).copied = e["kind"]

    def _on_negate(self, s: RagersState, e: Event) -> None:
        placed = self._find(s, e["seat"], e["card"])
        placed.negated = True
        placed.face_up = False
        if s.guards[e["seat"]] == e["card"]:
            s.guards[e["seat"]] = None  # a negated Stopper guards nothing

    def _on_guard(self, s: RagersState, e: Event) -> None:
        s.guards[e["seat"]] = e["card"]

    def _on_trigger(self, s: RagersState, e: Event) -> None:
        due = s.extras_due if e["effect"] == "extra" else s.veterans_due
        if e["seat"] not in due:
            due.append(e["seat"])
        self._settle(s)

    def _on_skip(self, s: RagersState, e: Event) -> None:
        due = s.extras_due if e["what"] == "extra" else s.veterans_due
        due.remove(e["seat"])
        self._settle(s)

    def _on_extra(self, s: RagersState, e: Event) -> None:
        seat = e["seat"]
        s.hands[seat].remove(e["card"])
        s.rows[seat].append(Slot(s.turn, [Placed(e["card"], face_up=False)], extra=True))
        s.extras_due.remove(seat)
        self._settle(s)

    def _on_veteran(self, s: RagersState, e: Event) -> None:
        seat = e["seat"]
        s.hands[seat].remove(e["card"])
        s.shown[seat].append(e["card"])
        slot = s.main_slot(seat)
        assert slot is not None
        slot.cards.append(Placed(e["card"]))
        s.veterans_due.remove(seat)
        self._settle(s)

    def _settle(self, s: RagersState) -> None:
        """Who must act next within a combat phase: Deadeye extras first, then Veterans."""
        if s.extras_due:
            s.phase = EXTRA
            s.pending = sorted(s.extras_due)
        elif s.veterans_due:
            s.phase = VETERAN
            s.on_top = len(s.veterans_due) == 2
            s.pending = [seat for seat in sorted(s.veterans_due) if not s.chosen[seat]]
        else:
            s.pending = []  # the flow goes on with the next combat phase or the resolution

    def _on_resolve(self, s: RagersState, e: Event) -> None:
        for seat in (0, 1):
            scoring = {entry["card"]: entry["gp"] for entry in e["combat"][seat] if entry["gp"] > 0}
            # A Deadeye's face-down extra goes under the round's other discards: only the top
            # card of a pile is visible, and the extra is never shown while another can cover it.
            slots = sorted(s.rows[seat], key=lambda slot: not slot.extra)
            for slot in slots:
                for placed in slot.cards:
                    if placed.card in scoring:
                        s.stacks[seat].append({"card": placed.card, "gp": scoring[placed.card]})
                    else:
                        s.discards[seat].append(placed.card)
        for entry in e["cheers"]:
            if entry["fate"] == "won":
                s.stacks[entry["to"]].append({"card": entry["card"], "gp": entry["gp"]})
                s.cheers.remove(entry["card"])
            elif entry["fate"] == "box":
                s.cheers.remove(entry["card"])
                s.box.append(entry["card"])
        s.gp = list(e["totals"])
        if s.patron is not None:
            s.box.append(s.patron)
        s.patron = None
        s.rows = [[], []]
        s.extras_due, s.veterans_due, s.pending = [], [], []
        s.guards = [None, None]
        s.last = {key: value for key, value in e.items() if key != "type"}

    def _on_game_over(self, s: RagersState, e: Event) -> None:
        s.phase = OVER
        s.pending = []
        s.result = {key: value for key, value in e.items() if key != "type"}

    def legal(self, state: RagersState, seat: int) -> list[Command]:
        if state.phase == OVER or seat not in state.pending:
            return []
        if state.phase == PREP:
            return [{"type": "keep"}] + [
                {"type": "discard", "card": card} for card in state.hands[seat]
            ]
        cards = combat.placeable(self.data, state, seat)
        if state.phase == CHOOSE:
            return [{"type": "place", "card": c} for c in cards] or [{"type": "pass"}]
        kind = "place_extra" if state.phase == EXTRA else "veteran"
        return [{"type": kind, "card": c} for c in cards]

    def to_act(self, state: RagersState) -> frozenset[int]:
        return frozenset() if state.phase == OVER else frozenset(state.pending)

    def is_over(self, state: RagersState) -> bool:
        return state.phase == OVER

    def result(self, state: RagersState) -> dict[str, Any]:
        if state.result is None:
            return {"scores": list(state.gp), "winners": []}
        return dict(state.result)

    # -- what a seat may know --------------------------------------------------------------------
    def view(self, state: RagersState, seat: Seat) -> dict[str, Any]:
        return views.build_view(self.data, state, seat)

    def redact(self, event: Event, seat: Seat) -> Event | None:
        return views.redact(event, seat)

    def is_barrier(self, event: Event) -> bool:
        # Draws and reveals show hidden cards; a face-up Veteran card comes out of a hand.
        return event["type"] in ("setup", "draw", "day", "reveal", "veteran")

    def marks(self, event: Event) -> dict[str, int] | None:
        if event["type"] == "day":
            return {"day": event["day"]}
        if event["type"] == "combat":
            return {"turn": event["turn"]}
        return None

    def describe(self, event: Event, seat: Seat, names: Sequence[str]) -> str | None:
        shown = self.redact(event, seat)
        return views.describe(self.data, shown, names) if shown is not None else None

    def copy_state(self, state: RagersState) -> RagersState:
        return state.copy()


class _Flow:
    """Builds the events of one decision, evolving a scratch state as it goes."""

    def __init__(self, game: Ragers, state: RagersState) -> None:
        self.game = game
        self.data = game.data
        self.s = state.copy()
        self.events: list[Event] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.game.evolve(self.s, event)

    def refill(self, seat: int) -> None:
        """Draw up to a full hand; decks are never reshuffled, so an empty deck draws nothing."""
        need = self.s.options["hand_size"] - len(self.s.hands[seat])
        cards = self.s.decks[seat][: max(need, 0)]
        if cards:
            self.emit({"type": "draw", "seat": seat, "cards": cards})

    # -- days ---------------------------------------------------------------------------------
    def start_day(self) -> None:
        s = self.s
        cheers = s.cheers_deck[0] if s.cheers_deck else None
        self.emit({"type": "day", "day": s.day + 1, "patron": s.patron_deck[0], "cheers": cheers})

    def prepare(self, seat: int, discard: str | None) -> None:
        self.emit({"type": "prepared", "seat": seat, "card": discard})
        self.refill(seat)
        if not self.s.pending:
            self.start_combat()

    def start_combat(self) -> None:
        s = self.s
        if not any(combat.placeable(self.data, s, seat) for seat in (0, 1)):
            self.end_day()  # neither player can place a card
            return
        self.emit({"type": "combat", "day": s.day, "turn": s.turn + 1})

    def end_day(self) -> None:
        s = self.s
        summary = combat.day_summary(self.data, s)
        self.emit({"type": "resolve", **summary})
        lead = s.gp[0] - s.gp[1]
        if abs(lead) >= s.options["win_gp"]:
            winner = 0 if lead > 0 else 1
            result = combat.final_result(s, "instant")
            result["winners"] = [winner]
            self.emit({"type": "game_over", **result})
        elif s.day >= s.options["days"]:
            self.emit({"type": "game_over", **combat.final_result(s)})
        else:
            self.start_day()

    # -- combat -------------------------------------------------------------------------------
    def choose(self, seat: int, card: str | None) -> None:
        """A face-down choice (or a pass); both in means both draw, then both reveal."""
        self.emit({"type": "chose", "seat": seat, "card": card, "on_top": False})
        if self.s.pending:
            return  # the other player has yet to choose; nothing is revealed
        cards = list(self.s.choices)
        for other in (0, 1):
            self.refill(other)
        self.emit({"type": "reveal", "turn": self.s.turn, "cards": cards, "on_top": False})
        self.resolve([seat for seat in (0, 1) if cards[seat] is not None])

    def place_on_veteran(self, seat: int, card: str) -> None:
        s = self.s
        if not s.on_top:
            self.emit({"type": "veteran", "seat": seat, "card": card})
            self.resolve([seat])
            return
        # Two Veterans at once: both place face-down and reveal together.
        self.emit({"type": "chose", "seat": seat, "card": card, "on_top": True})
        if s.pending:
            return
        cards = list(s.choices)
        self.emit({"type": "reveal", "turn": s.turn, "cards": cards, "on_top": True})
        self.resolve([0, 1])

    def place_extra(self, seat: int, card: str) -> None:
        self.emit({"type": "extra", "seat": seat, "card": card})
        self.refill(seat)  # the Deadeye's second draw back to a full hand
        self.proceed()

    def resolve(self, seats: list[int]) -> None:
        for event in combat.reveal_effects(self.data, self.s, seats):
            self.emit(event)
        self.proceed()

    def proceed(self) -> None:
        """Run what needs no choice until someone must choose, the day ends or a new phase."""
        s = self.s
        if s.extras_due:
            for seat in list(s.extras_due):
                self.refill(seat)  # a Deadeye draws back to a full hand before its extra card
                if combat.row_full(self.data, s, seat) or not combat.placeable(self.data, s, seat):
                    self.emit({"type": "skip", "seat": seat, "what": "extra"})
            if s.extras_due:
                return
        if combat.extra_filled_row(self.data, s):
            self.end_day()  # a Deadeye's extra card filled a row: the combat phase ends at once
            return
        if s.veterans_due:
            for seat in list(s.veterans_due):
                self.refill(seat)  # a Veteran draws back to a full hand before placing
                if not combat.placeable(self.data, s, seat):
                    self.emit({"type": "skip", "seat": seat, "what": "veteran"})
            if s.veterans_due:
                return
        if any(combat.row_full(self.data, s, seat) for seat in (0, 1)):
            self.end_day()
        else:
            self.start_combat()


RULESET = Ragers()
