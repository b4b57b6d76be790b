"""The combat rules both Rage editions share (engine/ccg/combat_rounds.py): strikes in speed
tiers, a fight capped at N rounds, and what ends with a blow, a round and a fight, in that
order, through an edition's own way of ending lasting effects."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ccg import combat_rounds, damage_cards, durations, interpreter
from engine.ccg.combat_rounds import FAST, NORMAL, SLOW, Expiry
from engine.ccg.memory import Lasting, Memory
from engine.ccg.table import Table


class RoundTable(Table):
    """A fight in its `round`-th round, with `caps` lasting caps on it."""

    def __init__(self, round_: int, caps: list[int]) -> None:
        super().__init__(Memory())
        self.round = round_
        for n, cap in enumerate(caps, 1):
            item = Lasting(n, durations.ROUND_CAP, "fight", "rounds", cap, until="combat")
            self.memory.lasting.append(item)

    def counter(self, name: str) -> int:
        return self.round if name == "round" else 0


class FightCtx:
    """Just what the shared rules ask of a Ctx: its Table."""

    def __init__(self) -> None:
        self.board = RoundTable(1, [])

    def table(self) -> Table:
        return self.board


def recorded(monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[Any, ...]], Expiry[Any]]:
    """What the rules did, in order: triggers fired and lasting effects ended."""
    done: list[tuple[Any, ...]] = []

    def fire(table: Table, trigger: str, **about: Any) -> None:
        done.append(("fire", trigger, about["subject"], about["other"]))

    monkeypatch.setattr(interpreter, "fire", fire)
    expiry: Expiry[Any] = Expiry(
        lambda ctx, until, on: done.append(("expire", until, on)),
        lambda ctx: done.append(("end-round",)),
    )
    return done, expiry


def test_strikes_land_fast_then_normal_then_slow_in_play_order() -> None:
    speeds = {0: SLOW, 1: FAST, 2: NORMAL, 3: FAST, 5: SLOW}
    assert list(combat_rounds.by_speed(speeds)) == [
        (FAST, [1, 3]),
        (NORMAL, [2]),
        (SLOW, [0, 5]),
    ]


@pytest.mark.parametrize(
    ("round_", "caps", "capped"),
    [(3, [], False), (1, [2], False), (2, [2], True), (3, [2], True), (2, [4, 2], True)],
)
def test_a_fight_is_capped_once_its_lowest_cap_is_reached(
    round_: int, caps: list[int], capped: bool
) -> None:
    assert combat_rounds.capped(RoundTable(round_, caps)) is capped


def test_a_round_ends_with_its_trigger_then_its_lasting_effects(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    done, expiry = recorded(monkeypatch)
    combat_rounds.round_over(expiry, FightCtx(), "hunter", "prey")
    assert done == [("fire", "round-end", "hunter", "prey"), ("end-round",)]


def test_a_blow_ends_what_lasted_until_its_strikers_next_blow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    done, expiry = recorded(monkeypatch)
    combat_rounds.blow_landed(expiry, FightCtx(), "hunter")
    assert done == [("expire", damage_cards.NEXT_BLOW, ["hunter"])]


def test_a_fight_ends_with_its_trigger_then_its_fighters_next_fight_then_the_combat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    done, expiry = recorded(monkeypatch)
    combat_rounds.fight_over(expiry, FightCtx(), ["a", "b", "c"])
    assert done == [
        ("fire", "combat-end", None, None),
        ("expire", durations.NEXT_FIGHT, ["a", "b", "c"]),
        ("expire", "combat", None),
    ]
