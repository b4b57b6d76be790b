"""A seat's "link lost" tag still shows while a combat covers the name plates, on every CCG
table (the games whose players build packs, from the registry), at 4 seats: every other
seat's tag is on screen, whether that seat fights in the combat or watches it.

The demo plays to its combat milestone; there its runner is made to say (as a LAN seat's
runner says) that every other seat's link is lost, and the table's next frames are traced:
each of those players' tags must be drawn in sight, none hidden under the combat panel and
none left out for want of room.
"""

from __future__ import annotations

import pytest

from desktop.demo_shots import Shots
from desktop.games.catalog import all_games
from desktop.screens.seat_tags import SeatTag
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_text_readable import Enough, traced_demo

GAMES = all_games()
CCGS = [g for g in GAMES.ids() if GAMES[g].decks is not None and GAMES[g].demo is not None]
SEATS = 4
FRAME = 1 / 60


def tags_in_combat(game: str, tmp_path) -> tuple[int, int, list[str]]:
    """(how many "link lost" tags were in sight, how many seats lost their link, the seats
    in the combat's names) at the demo's combat milestone."""
    demo = GAMES[game].demo
    assert demo is not None
    combat = next(m for m in demo.milestones if "combat" in m)
    found: list[tuple[int, int, list[str]]] = []

    def look(self: Shots, name: str) -> None:
        if self.prefix + name != combat:
            return
        app = self.app
        table = app.stack.top
        runner = table.runner
        assert table.view.get("combat") is not None
        lost = [s for s in range(len(runner.seats)) if s != table.bottom]
        # What a LAN seat's runner says of the others (desktop.game.seams.LinkedRunner).
        runner.seat_status = lambda seat: "reconnecting" if seat in lost else "connected"
        runner.paused_seats = lambda: frozenset()
        for _ in range(12):
            app.frame(FRAME, [])
        words = SeatTag("reconnecting").text
        shown = [m for m in trace_frame(app).in_sight() if m.text == words]
        fighting = [table.names[s] for s in table.view["combat"]["seats"] if s is not None]
        found.append((len(shown), len(lost), fighting))
        raise Enough

    traced_demo(game, SEATS, tmp_path / "shots", look)
    assert found, f"{game}: the demo never reached its combat milestone {combat}"
    return found[0]


@pytest.mark.parametrize("game", CCGS)
def test_link_lost_tags_show_during_a_combat(game: str, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    shown, lost, fighting = tags_in_combat(game, tmp_path)
    assert shown == lost, f"{shown} of {lost} 'link lost' tags in sight (fighting: {fighting})"
