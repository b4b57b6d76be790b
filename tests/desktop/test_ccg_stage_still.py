"""Both CCG tables' stages, rebuilt on a game state they already show, start no animation: a
card or a creature's zone slides only when its place changed, so a table whose view is rebuilt
without a move (a seat's tag changed, a panel was repainted) stays idle (no frame is drawn)."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic.faces import ClassicFaces
from desktop.screens.rage_classic.table import ClassicTable
from engine.core.session import Session
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames_until


def creature_zones(stage) -> list[str]:
    return [n for n, z in stage.zones.items() if n.startswith("char:") and z.parent is not None]


def settled(app, table) -> None:
    table.paused = True
    frames_until(app, lambda: not table.scene.busy and not table._hud_due)


def test_lv_stage_rebuilt_on_its_own_view_keeps_still(display) -> None:
    """Characters in rows on both sides: rebuilding the same view moves nothing (rage-lv
    tweened every character's zone in place on each rebuild)."""
    app = make_app((1920, 1080))
    try:
        session = bots_played(60, 7)
        table = open_table(app, session, [person("Ann"), bot("Bob")])
        settled(app, table)
        assert creature_zones(table.stage)
        table.stage.rebuild(table.view, table.looker, table.bottom)
        assert not table.scene.busy
    finally:
        app.close()


@pytest.mark.parametrize("seats", [2, 4])
def test_classic_stage_rebuilt_on_its_own_view_keeps_still(display, seats: int) -> None:
    app = make_app((1920, 1080))
    try:
        names = ["Ann", "Bob", "Cy", "Di"][:seats]
        packs = ["silver-wake", "ashfall-spiral", "thornwood-kin", "grey-ledger"][:seats]
        session = Session.new("rage-classic", seats, 3, {"packs": packs}, names=names)
        ctl = [person(names[0])] + [bot(n) for n in names[1:]]
        table = ClassicTable(
            app, GameRunner(session, ctl, threaded=False), faces=ClassicFaces(), step_delay=0.0
        )
        app.push(table)
        settled(app, table)
        stage = table.stage
        assert creature_zones(stage)
        stage.rebuild(stage.view, stage.legal, stage.bottom, stage.revealed)
        assert not table.scene.busy
    finally:
        app.close()
