"""The first moment of a 1995 game does not count down before the person has seen the table
(pl35 #12, pl34a #9: a new game opened on a bot's Offensive Effect with the OK? count running,
and it had said OK for the player before they had read it). The count starts with their first
key or click at the table; until then no count is drawn at all, nor its Pause button (pl36a #10:
a grey bar and a Pause button still read as a countdown on the game's first frame)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.table import OK_SECONDS, WAKE_GRACE, ClassicTable
from engine.core.session import Session
from tests.desktop.test_classic_table import PACKS, faces, open_table
from tests.desktop.test_table_support import FRAME, app_fixture, click, frames, frames_until

app = app_fixture((1280, 720), 8.0)

GOLD = (230, 190, 80)


def _said(table) -> list[str]:
    return [e["command"]["type"] for e in table.session.entries if e.get("seat") == 0]


def _bar_colour(table) -> tuple[int, int, int]:
    """The countdown bar's fill as drawn (its left end)."""
    surface = table.countdown.surface
    assert table.countdown.visible and surface is not None
    return tuple(surface.get_at((4, surface.get_height() // 2)))[:3]


def test_the_first_ok_waits_for_the_persons_first_input(app) -> None:
    # seed 2, two seats: the game opens on Bob's announced Offensive Effect, an OK? for Ann
    table = open_table(app, [person("Ann"), bot("Bob")], seed=2)
    frames_until(app, lambda: table._ok_command() is not None, limit=400)
    assert not _said(table)
    for _ in range(int(max(OK_SECONDS * 1.1, WAKE_GRACE * 0.9) / FRAME)):  # past a whole count
        app.frame(FRAME, [])
    assert table._ok_command() is not None and not _said(table)
    assert not table.countdown.visible and not table.pause_button.visible
    assert table.ok_button.visible  # the question's answer is there
    # the person's first click (on the log): the count runs, from its whole time, then says OK
    click(app, layout.LOG.center)
    frames(app, 2)
    assert _bar_colour(table) == GOLD and table.ok_left > OK_SECONDS - 0.5
    assert table.pause_button.visible
    frames_until(app, lambda: bool(_said(table)), limit=int(OK_SECONDS * 1.5 / FRAME))
    assert _said(table)[0] in ("ok", "allow")


class LanRunner(GameRunner):
    """A runner as a LAN table's is (`LanSeat`): people at other computers wait on ours."""

    lan_role = "player"

    def open_players(self) -> None:
        pass


def test_at_a_table_of_its_own_the_ok_waits_for_the_first_input_for_good(app) -> None:
    """A newcomer still reading the table's first question had it answered OK for them (issue
    30): at a table of this computer's own, no input at all means no count at all."""
    table = open_table(app, [person("Ann"), bot("Bob")], seed=2)
    frames_until(app, lambda: table._ok_command() is not None, limit=400)
    for _ in range(int((WAKE_GRACE + OK_SECONDS * 1.5) / FRAME)):
        app.frame(FRAME, [])
    assert table._ok_command() is not None and not _said(table)
    assert not table.countdown.visible and not table.pause_button.visible
    assert table.ok_button.visible


def test_at_a_lan_table_the_ok_counts_after_a_grace(app) -> None:
    """A person at another computer who has not touched the table yet held the others' game
    for good (the LAN tests stalled): after WAKE_GRACE seconds the count runs anyway."""
    seats = [person("Ann"), bot("Bob")]
    session = Session.new(
        "rage-classic", 2, seed=2, options={"packs": PACKS[:2]}, names=["Ann", "Bob"]
    )
    table = ClassicTable(
        app, LanRunner(session, seats, threaded=False), faces=faces(), step_delay=0.0
    )
    app.push(table)
    frames_until(app, lambda: table._ok_command() is not None, limit=400)
    limit = int((WAKE_GRACE + OK_SECONDS * 1.2) / FRAME)
    frames_until(app, lambda: bool(_said(table)), limit=limit)
    assert _said(table)[0] in ("ok", "allow")
