"""A demo's last picture shows the table at rest: taken once nothing on screen moves, not a
fixed number of frames after the game ends. At a fixed frame a Combat card dealt to the
1995 hand was still flying over the hand's label in the Portuguese table, and the layout test
that reads that picture failed or passed with the bots' pace."""

from __future__ import annotations

import pytest

from desktop.demo_shots import Shots
from desktop.games.catalog import all_games
from tests.desktop.i18n_screens import play_table

GAMES = all_games()
#: At the normal pace the end comes while cards still move (the demos run 8 times faster).
SPEED = 1.0
CASES = [g for g in GAMES.ids() if GAMES[g].demo is not None]


@pytest.mark.parametrize("game", CASES)
def test_the_end_picture_is_taken_with_nothing_moving(game: str, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    moving: dict[str, bool] = {}
    take = Shots.take

    def noting_take(self: Shots, name: str) -> None:
        if name not in self.done:
            moving[name] = self.app.wake_in() == 0.0
        take(self, name)

    monkeypatch.setattr(Shots, "take", noting_take)
    # The Portuguese tables' layout test's games (the picture it found mid-move was one).
    play_table(game, "pt-BR", (1280, 720), tmp_path / "shots", quit_pygame=False, speed=SPEED)
    registration = GAMES[game]
    assert registration.demo is not None
    last = registration.demo.milestones[-1]
    ends = [n for n in moving if last.endswith(n)]
    assert ends, (last, sorted(moving))
    assert not any(moving[n] for n in ends), f"{game}: the end picture was taken mid-move"
