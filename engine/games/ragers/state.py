"""The Ragers game state. Only `Ragers.evolve` changes it; everything else reads it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: What a hidden card id looks like to someone who may not see it.
HIDDEN = "face-down"

# Phases: where the game waits for commands.
SETUP = "setup"  # before the opening events
PREP = "prep"  # each player may discard one card
CHOOSE = "choose"  # both players choose a face-down card (simultaneous)
EXTRA = "extra"  # a Deadeye's owner places an extra face-down card
VETERAN = "veteran"  # a Veteran's owner places a card on top of it
OVER = "over"


@dataclass
class Placed:
    """One combat card on the sand."""

    card: str
    face_up: bool = True
    negated: bool = False
    copied: str | None = None  # the kind a Chancer copied, if it did

    def copy(self) -> Placed:
        return Placed(self.card, self.face_up, self.negated, self.copied)


@dataclass
class Slot:
    """One space of a row: a card, or a Veteran with cards stacked on top (bottom first)."""

    turn: int
    cards: list[Placed]
    protected: bool = False  # guarded by the Stopper placed just before it
    extra: bool = False  # a Deadeye's extra face-down card: opposite nothing

    @property
    def top(self) -> Placed:
        return self.cards[-1]

    def copy(self) -> Slot:
        return Slot(self.turn, [p.copy() for p in self.cards], self.protected, self.extra)


@dataclass
class RagersState:
    options: dict[str, Any]
    phase: str = SETUP
    day: int = 0
    turn: int = 0  # combat phases so far in the whole game
    decks: list[list[str]] = field(default_factory=lambda: [[], []])  # index 0 is the top
    hands: list[list[str]] = field(default_factory=lambda: [[], []])
    discards: list[list[str]] = field(default_factory=lambda: [[], []])  # last is the top
    # GP stacks: {"card": id, "gp": n} for combat and cheers cards that scored
    stacks: list[list[dict[str, Any]]] = field(default_factory=lambda: [[], []])
    gp: list[int] = field(default_factory=lambda: [0, 0])
    rows: list[list[Slot]] = field(default_factory=lambda: [[], []])
    patron_deck: list[str] = field(default_factory=list)
    cheers_deck: list[str] = field(default_factory=list)
    patron: str | None = None
    cheers: list[str] = field(default_factory=list)  # revealed and still in play
    box: list[str] = field(default_factory=list)  # patrons and cheers returned to the box
    # waiting for: prep decisions, combat / on-top choices, Deadeye extras, Veteran placements
    pending: list[int] = field(default_factory=list)
    chosen: list[bool] = field(default_factory=lambda: [False, False])
    choices: list[str | None] = field(default_factory=lambda: [None, None])  # None = pass
    on_top: bool = False  # the current hidden choices go on two Veterans
    extras_due: list[int] = field(default_factory=list)
    veterans_due: list[int] = field(default_factory=list)
    guards: list[str | None] = field(default_factory=lambda: [None, None])  # Stopper guarding
    last: dict[str, Any] | None = None  # the latest day's resolution summary
    # every combat card each seat has shown face-up this game (public: all saw it), in order
    shown: list[list[str]] = field(default_factory=lambda: [[], []])
    # patrons and cheers cards everyone has seen turned up this game, in order
    turned: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def copy(self) -> RagersState:
        # Hand-written because decide copies the state for every command (deepcopy is slow).
        return RagersState(
            options=self.options,  # never mutated after normalisation
            phase=self.phase,
            day=self.day,
            turn=self.turn,
            decks=[list(d) for d in self.decks],
            hands=[list(h) for h in self.hands],
            discards=[list(d) for d in self.discards],
            stacks=[[dict(e) for e in s] for s in self.stacks],
            gp=list(self.gp),
            rows=[[slot.copy() for slot in row] for row in self.rows],
            patron_deck=list(self.patron_deck),
            cheers_deck=list(self.cheers_deck),
            patron=self.patron,
            cheers=list(self.cheers),
            box=list(self.box),
            pending=list(self.pending),
            chosen=list(self.chosen),
            choices=list(self.choices),
            on_top=self.on_top,
            extras_due=list(self.extras_due),
            veterans_due=list(self.veterans_due),
            guards=list(self.guards),
            last=self.last,  # replaced, never mutated
            shown=[list(cards) for cards in self.shown],
            turned=list(self.turned),
            result=self.result,
        )

    def main_slot(self, seat: int) -> Slot | None:
        """The seat's card of the current combat phase (not a Deadeye extra), if any."""
        for slot in reversed(self.rows[seat]):
            if slot.turn == self.turn and not slot.extra:
                return slot
        return None

    def card_places(self) -> dict[str, str]:
        """Where every card is: for conservation checks and debugging."""
        places: dict[str, str] = {}

        def put(card: str, where: str) -> None:
            if card in places:
                raise AssertionError(f"{card} is both in {places[card]} and in {where}")
            places[card] = where

        for seat in (0, 1):
            for card in self.decks[seat]:
                put(card, f"deck{seat}")
            for card in self.hands[seat]:
                put(card, f"hand{seat}")
            for card in self.discards[seat]:
                put(card, f"discard{seat}")
            for entry in self.stacks[seat]:
                put(entry["card"], f"stack{seat}")
            for slot in self.rows[seat]:
                for placed in slot.cards:
                    put(placed.card, f"row{seat}")
            choice = self.choices[seat]
            if self.chosen[seat] and choice is not None:
                put(choice, f"chosen{seat}")
        for card in self.patron_deck:
            put(card, "patron-deck")
        for card in self.cheers_deck:
            put(card, "cheers-deck")
        if self.patron is not None:
            put(self.patron, "patron")
        for card in self.cheers:
            put(card, "cheers")
        for card in self.box:
            put(card, "box")
        return places
