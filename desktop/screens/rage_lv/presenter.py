"""The relaunch table's presenter (desktop.screens.ccg_kit.presenter): besides the game log, the
combat's own log, the exchange of a combat round (the two cards revealed together, and the
wounds they dealt) held in view a little longer, and at the end of each turn a line saying
why the bottom seat scored or did not (teach.TurnScore)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop.screens.ccg_kit.model import CcgModel
from desktop.screens.ccg_kit.presenter import CcgPresenter
from desktop.screens.rage_lv import narrate, teach
from desktop.screens.table_presenter import Queued
from engine.i18n import _

#: a combat reveal stays in view a little longer (seconds at animation speed 1)
REVEAL_HOLD = 1.4


@dataclass
class LvModel(CcgModel):
    #: this round's cards revealed so far (two together, a chain's answers, the events
    #: between rounds), and the exchange in words
    revealed: list[str] = field(default_factory=list)
    reveal_text: str = ""
    #: the combat round those cards were played in (a round's Mid-combat Events still
    #: showed the last round's exchange as if it were this round's)
    reveal_round: int = 0

    def exchange_words(self, round_now: int) -> str:
        """The last exchange in words, saying its round once the combat is in a later one
        ("" for none)."""
        if not self.reveal_text or not self.reveal_round or self.reveal_round == round_now:
            return self.reveal_text
        return _("In round {round}: {exchange}").format(
            round=self.reveal_round, exchange=self.reveal_text
        )


@dataclass(kw_only=True)
class LvPresenter(CcgPresenter):
    model: LvModel
    turn_score: teach.TurnScore
    #: a turn's line for the bottom seat: (line, said to a person at this table)
    on_turn: Callable[[str, bool], None]
    you: Callable[[int], bool]
    names: list[str]
    in_combat: bool = False
    _entry: int = -1
    _wounds: dict[str, int] = field(default_factory=dict)
    #: the fighters whose blow never struck, dead first (the engine's "fell-first" note)
    _fell: set[str] = field(default_factory=set)
    _reveal: list[str] = field(default_factory=list)
    #: every card this round revealed so far: a block revealed after the attack it answers
    _round: list[str] = field(default_factory=list)
    _chain: list[str] = field(default_factory=list)  # the round's cards at the last reveal
    _seats: list[int] = field(default_factory=list)  # the combat's (hunter's, prey's) seats
    #: the entry's settled round (the engine's "clash"): its cards and the Damage and Block
    #: each was counted with, modifiers included
    _clash: dict[str, Any] = field(default_factory=dict)
    #: the combat is between rounds (its Mid- or Post-combat step)
    _between: bool = False
    #: the combat's last exchange: its round, its words and its cards, which the events
    #: played between rounds follow and do not replace, in its round or a later one
    _exchange: tuple[int, str, list[str]] | None = None
    #: the combat's round by its events (the view a recalled game's table reads is its last)
    _round_no: int = 0
    _revealed_between: bool = False  # the entry's last reveal came between rounds
    _kept: list[str] = field(default_factory=list)  # the round's cards, between rounds
    #: a fight's end to hold on the table: (entry, its last event before the end, the end's
    #: words, the fighters who died); the table holds the view there for a beat
    fight_at: tuple[int, int, str, tuple[str, ...]] | None = None
    _ends: dict[int, list[int]] = field(default_factory=dict)
    _over: str = ""  # the last combat's closing line

    def arrived(self, item: dict[str, Any]) -> None:
        n = item["n"]
        if 0 <= n < len(self.session.entries):
            events = self.session.entries[n]["events"]
            ends = [i - 1 for i, e in enumerate(events) if e.get("type") == "combat-end"]
            if ends:
                self._ends[n] = ends

    def _show(self, item: Queued) -> float:
        if item.n != self._entry:  # a reveal's wounds are the entry's that reveals it
            self._entry, self._wounds, self._reveal, self._clash = item.n, {}, [], {}
            self._fell = set()
        beat = super()._show(item)
        ends = self._ends.get(item.n)
        if ends and item.event.get("type") == "combat-end":
            # the fight as it ended, held before the game goes on: the view closed at the
            # last Pass and its end was said only in the side log (pl36b #7)
            dead = tuple(str(d) for d in item.event.get("dead") or ())
            self.fight_at = (item.n, ends.pop(0), self._over, dead)
            self.blocked = self.live
        if item.last and (self._reveal or self._clash):  # once the entry is all shown
            # every card the round (or the step between rounds) revealed so far: the last
            # reveal alone dropped Pounce and Echo Blow once Roll Away answered, and one of
            # two Challenge Howls (pl34b #14)
            self.model.revealed = list(self._chain) if self._reveal else self.model.revealed
            if self._clash:  # settled: the cards as the engine counted them, and the wounds
                cards = self._sided(list(self._clash["cards"]))
                settled = narrate.figures(self._clash)
                text = narrate.exchange(cards, self._wounds, settled, fell=self._fell)
            else:
                # wounds after a chain's last card are the whole round's: "Roll Away (block
                # 3) → Granite Voice −4" put an attack's wounds under a block
                chain = self._round if self._wounds and len(self._round) > 2 else self._reveal
                boost = narrate.boosts(chain, self.model.view)  # the fighters' bonuses
                text = narrate.exchange(self._sided(chain), self._wounds, boost=boost)
            round_now = int((self.model.view.get("combat") or {}).get("round", 0))
            if self._clash or not self._revealed_between:
                self._exchange = (self._round_no, text, list(self.model.revealed))
            elif self._exchange is not None:
                # a Combat Event after the last exchange: "In round 1: Spirit Rebuke (Combat
                # Event)" stood where the round's blows had been (pl36b #7), and "Ash Storm
                # (Combat Event)" where round 3's had been, two rounds on (pl40a #8)
                was, words, _cards = self._exchange
                if was != self._round_no:
                    words = _("In round {round}: {exchange}").format(round=was, exchange=words)
                text = _("{exchange}; then {events}").format(exchange=words, events=text)
            self.model.reveal_text = text
            self.model.reveal_round = round_now
            self.beat = beat = REVEAL_HOLD
        return beat

    def _sided(self, cards: list[str]) -> list[list[str]]:
        """A round's cards by side, as they are drawn: the hunter's on the left ("Claw Rake x
        Roll Away" stood under Roll Away, Claw Rake when the prey led), each side's in its
        order of play (a chain read "Rockfall vs Cinder Guard vs Brace", Brace answering
        for Rockfall's side)."""
        sides: dict[int, list[str]] = {}
        for i, iid in enumerate(cards):
            o = teach.owner_of(iid)
            # a card of neither fighter (none known yet) keeps its place, after both sides
            sides.setdefault(self._seats.index(o) if o in self._seats else 2 + i, []).append(iid)
        return [sides[k] for k in sorted(sides)]

    def before(self, event: dict[str, Any]) -> None:
        t = event["type"]
        if t in ("turn", "game-over"):
            self._close_turn(final=t == "game-over")
            if t == "turn":
                self.turn_score.turn = event["turn"]
        self.turn_score.see(event)

    def see(self, event: dict[str, Any], text: str) -> float:
        t = event["type"]
        model = self.model
        if t == "combat":
            self._seats = list(event.get("seats") or [])
            model.combat_log.clear()
            self.in_combat = True
            model.revealed, model.reveal_text = [], ""
            self._exchange, self._round_no = None, 0
        if t == "combat-flow" and "round" in event:
            self._round_no = int(event["round"])
        if self.in_combat and text and narrate.in_combat_log(event):
            model.combat_log.add(text)
        if (
            t == "combat"
            or t == "combat-flow"
            and ("round" in event or event.get("step") in ("mid", "post"))
        ):
            self._round = []  # a round's cards, not the events between rounds
            self._between = t == "combat-flow" and event.get("step") in ("mid", "post")
            # the last exchange's cards stay in view beside the events played after them
            kept = self._exchange[2] if self._exchange is not None else []
            self._kept = list(self._chain or kept) if self._between else []
            if not self._between:  # a round (or the combat) starts: nothing of the last
                self._chain = []
        if t == "reveal":
            self._revealed_between = self._between
            self._reveal = [c for c in event["cards"] if c]
            self._round += self._reveal
            self._chain = [*self._kept, *self._round]
        elif t == "clash":
            self._clash = event
        elif t == "wound" and (self._reveal or self._clash):
            self._wounds[event["char"]] = self._wounds.get(event["char"], 0) + event["amount"]
        elif t == "note" and event.get("what") == "fell-first" and self._clash:
            self._fell.add(event["char"])
        elif t == "combat-pick":  # a new round's card: the last exchange and its words go
            model.revealed, model.reveal_text = [], ""
            self._exchange = None
        elif t == "combat-end":
            self.in_combat = False
            self._over = text
        return 0.0

    def _close_turn(self, final: bool) -> None:
        """The finished turn's line for the bottom seat: why it scored or did not."""
        seat = self.turn_score.seat
        you = self.you(seat)
        line = self.turn_score.close("you" if you else self.names[seat], you, final=final)
        if line is not None:
            self.model.log.add(line)
            if self.live and you and not final:
                self.on_turn(line, you)

    def recall(self, entries: Any) -> None:
        super().recall(entries)
        self.fight_at, self._ends = None, {}
        self.model.revealed, self.model.reveal_text = [], ""
