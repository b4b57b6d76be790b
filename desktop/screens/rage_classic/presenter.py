"""The original table's presenter (desktop.screens.ccg_kit.presenter): besides the game log, the
combat's own log, the cards a round revealed (a resolved card leaves the play, but keeps its
name on the table), what the game has shown (a bluff, a Junta: the demo's milestones), and
the bluff step held for a beat when the engine went through it in one entry (bluff_step.py):
the entry's events after that step wait (`blocked`) until the table has shown it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.screens.ccg_kit.model import CcgModel
from desktop.screens.ccg_kit.presenter import CcgPresenter
from desktop.screens.rage_classic import words
from desktop.screens.rage_classic.bluff_step import fight_end_step, skipped_bluff_step
from desktop.screens.table_presenter import Queued
from engine.games.rage_classic.state import card_of
from engine.games.rage_classic.views import combat_end_why
from engine.i18n import _, spoken_list


def _renown(iid: Any) -> int:
    """The VP a killed creature is worth in a Victory Pile (its printed Renown), else 0."""
    try:
        return int(card_of(str(iid)).renown or 0)
    except (KeyError, IndexError, ValueError):
        return 0


@dataclass(frozen=True)
class Fallen:
    """A creature killed in this combat, for the line that closes it."""

    name: str
    seat: int | None  # the player whose Victory Pile took it (None: no one's)
    vp: int
    own: bool  # killed by its own blow, sent back at it


@dataclass
class ClassicModel(CcgModel):
    #: this round's revealed plays: index -> card
    revealed: dict[int, str] = field(default_factory=dict)
    #: this round's dodges and blocks a faster blow outpaced: play index -> that blow's card
    outpaced: dict[int, str] = field(default_factory=dict)
    #: this round's blows a reversal sent back: play index -> the creature it struck
    reversed: dict[int, str] = field(default_factory=dict)
    #: what this game has shown (bluff, junta, ok, cancel...)
    milestones: set[str] = field(default_factory=set)


@dataclass(kw_only=True)
class ClassicPresenter(CcgPresenter):
    model: ClassicModel
    #: (entry, event): a bluff step the engine passed through, to hold on the table
    bluff_at: tuple[int, int] | None = None
    _steps: dict[int, int] = field(default_factory=dict)
    #: (entry, event, words): a fight's end, its view held on the table with its words
    fight_at: tuple[int, int, str] | None = None
    _ends: dict[int, list[int]] = field(default_factory=dict)
    #: this combat's dead and points, for the line that closes it (`_combat_over`)
    _fallen: list[Fallen] = field(default_factory=list)
    #: points scored in this combat by cards, not by a kill: seat -> VP
    _scored: dict[int, int] = field(default_factory=dict)
    #: this combat's creatures whose last wound was their own blow (a reversal sent it back)
    _own: set[str] = field(default_factory=set)
    _over: str = ""  # the last fight's closing line

    def arrived(self, item: dict[str, Any]) -> None:
        n = item["n"]
        if 0 <= n < len(self.session.entries):
            step = skipped_bluff_step(self.session.entries[n]["events"])
            if step is not None:
                self._steps[n] = step
            events = self.session.entries[n]["events"]
            ends = [
                fight_end_step(events, i)
                for i, e in enumerate(events)
                if e.get("type") == "combat-end"
            ]
            if ends:
                self._ends[n] = ends

    def _show(self, item: Queued) -> float:
        beat = super()._show(item)
        step = self._steps.get(item.n)
        event = item.event
        if step is not None and event.get("type") == "cstep" and event.get("step") == "revealed":
            # the log tells what happened after the bluff step once the table shows it
            del self._steps[item.n]
            self.bluff_at = (item.n, step)
            self.blocked = self.live
        ends = self._ends.get(item.n)
        if ends and event.get("type") == "combat-end":
            # the fight as it ended, held before the game goes on: a whole fight passed in
            # one click and the screen was on the next one (issue 30)
            self.fight_at = (item.n, ends.pop(0), self._over)
            self.blocked = self.live
        return beat

    def see(self, event: dict[str, Any], text: str) -> float:
        t, model = event["type"], self.model
        if t == "combat" or (t == "declared" and not model.combat_log.lines):
            model.combat_log.clear()
        if text and (model.view.get("combat") is not None or t in ("declared", "challenged")):
            model.combat_log.add(text)
        if t == "reveal":
            # a resolved card leaves the play (the view then says Null): keep its name
            for index, card in event.get("plays", []):
                if card:
                    model.revealed[index] = card
        # kept past the combat's end: its end, held on the view, names the last round's cards
        # ("Null card" for each revealed one, issue 30); the next fight starts afresh
        if t == "status" and event.get("outpaced"):
            for guard, _card in event["outpaced"]:
                model.outpaced[guard] = str(event.get("card"))
        if t == "note" and event.get("what") == "reversed":
            model.reversed[int(event["index"])] = str(event.get("to"))
        if t == "combat" or (t == "cstep" and event.get("step") == "play"):
            model.revealed, model.outpaced, model.reversed = {}, {}, {}
        seen = {
            "bluffs": "bluff" if event.get("bluffing") else "",
            "called": "junta",
            "junta": "junta-result",
            "announce": "ok",
            "respond": "cancel" if not event.get("allow") else "",
        }.get(t)
        if seen:
            model.milestones.add(seen)
        self._tally(event)
        if t == "combat-end":
            model.combat_log.clear()
        return 0.0

    def _tally(self, event: dict[str, Any]) -> None:
        """A combat's dead and points, kept to close it with one line in the game log: a
        whole fight passes in one key press, and its lines scroll away (issue 30)."""
        t = event["type"]
        if t == "combat":
            self._fallen, self._scored, self._own = [], {}, set()
        elif t == "damage":  # the last blow's user: its own, where a reversal sent it back
            iid = str(event.get("iid"))
            (self._own.add if event.get("by") == iid else self._own.discard)(iid)
        elif t == "leave" and event.get("why") == "killed":
            seat = event.get("seat")
            scored = event.get("to") == "victory" and isinstance(seat, int)
            iid = str(event.get("iid"))
            self._fallen.append(
                Fallen(words.name(iid), seat if scored else None, _renown(iid), iid in self._own)
            )
        elif t == "score" and isinstance(event.get("seat"), int):
            seat = event["seat"]
            self._scored[seat] = self._scored.get(seat, 0) + int(event.get("amount") or 0)
        elif t == "combat-end":
            self._over = self._combat_over(event.get("reason"))
            self.on_log(self._over)
            self._fallen, self._scored, self._own = [], {}, set()

    def _combat_over(self, reason: Any) -> str:
        names = self.session.header.names

        def named(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else str(seat)

        # each kill with its own points: "Chloé +4 VP" for a Renown-3 prey summed another
        # card's point into the kill (pl36a #7)
        dead = []
        for f in self._fallen:
            if f.seat is not None and f.vp:
                dead.append(
                    _("{card} ({who} +{vp} VP)").format(card=f.name, who=named(f.seat), vp=f.vp)
                )
            elif f.own:  # a reversed blow: its user struck itself, and no pack killed it
                dead.append(_("{card} (its own blow: no VP)").format(card=f.name))
            else:
                dead.append(f.name)
        parts = [_("killed: {cards}").format(cards=spoken_list(dead))] if dead else []
        parts += [
            _("{who} +{vp} VP from a card").format(who=named(seat), vp=vp)
            for seat, vp in self._scored.items()
            if vp
        ]
        parts = parts or [_("no one killed")]
        # why it ended, unless a death said it (a fight ended with no "Fight on or withdraw?"
        # question, and nothing said why, issue 30)
        why = combat_end_why(reason)
        if why and not (self._fallen and reason == "side-empty"):
            parts.append(why)
        return _("— Combat over: {what}.").format(what="; ".join(parts))

    def release(self) -> None:
        """The bluff step has been shown (or the game moved past it): the rest of its entry."""
        super().release()
        self.bluff_at = self.fight_at = None
