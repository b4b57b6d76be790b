"""The golden playthroughs (tests/engine/playthroughs/, written by its record.py) still play
move for move: every registered game, at every seat count, the same commands from the same
seeded bots and the same view for every seat after each. A refactoring that changes a rule,
a legal list's order, a view or a bot's choice shows here, with the first line that differs."""

from __future__ import annotations

import pytest

from tests.engine.playthroughs.record import Playthrough, playthroughs, record


@pytest.mark.parametrize("play", playthroughs(), ids=lambda p: p.name)
def test_the_playthrough_is_unchanged(play: Playthrough) -> None:
    assert play.path.is_file(), f"no golden file for {play.name}: run the recorder"
    expected = play.path.read_text(encoding="utf-8").splitlines()
    actual = record(play).splitlines()
    for n, (want, got) in enumerate(zip(expected, actual, strict=False), start=1):
        assert got == want, f"{play.name} line {n} differs:\n  golden: {want}\n  now:    {got}"
    assert len(actual) == len(expected), f"{play.name}: {len(actual)} lines, golden {len(expected)}"


def test_every_registered_game_has_playthroughs() -> None:
    from engine.core.registry import available

    assert {p.game for p in playthroughs()} == set(available())
