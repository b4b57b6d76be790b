"""The large hover preview of the Ragers and CCG tables never covers the turn banner, the
name plates or any other label (issue 17: it did on the CCG table, over the plates and stat
lines of whichever side it was put on). Every card that previews is hovered in turn, and
the frame's texts are checked against what is drawn over them (`layout_trace`)."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop import test_arena_support as arena
from tests.desktop import test_ccg_support as ccg
from tests.desktop.layout_trace import Problem, keep_shot, report, trace_frame, tracing
from tests.desktop.test_table_support import frames

SIZES = [(1280, 720), (1920, 1080)]


def _under_preview(app, name: str) -> list[Problem]:
    problems = [p for p in trace_frame(app).problems() if "preview" in p.other]
    if problems:
        keep_shot(app, name)
    return problems


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ccg_preview_covers_no_plate_or_label(display, tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = ccg.make_app(size)
        session = Session.new("rage-lv", 4, 7, {}, names=["Ann", "Bob", "Cid", "Dee"])
        table = ccg.open_table(app, session, [person("Ann"), bot("Bob"), bot("Cid"), bot("Dee")])
        ccg.until_my_main_turn(app, table)
        frames(app, 30)
        cards = [
            n
            for n in table.scene.root.walk()
            if n.interactive and n.is_shown() and (n.data or {}).get("iid")
        ]
        assert len(cards) >= 10  # my hand, my characters, the other packs' characters
        found: list[str] = []
        for i, node in enumerate(cards):
            arena.hover(app, node.to_world())
            assert table.preview.visible, node.name
            found += [report([p]) for p in _under_preview(app, f"ccg-preview-{size[0]}-{i}")]
        app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ragers_preview_covers_no_plate_or_label(display, tmp_path, monkeypatch, size) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    acc = ["basher", "deadeye", "slasher", "prodder", "stopper", "basher", "slasher", "prodder"]
    dfn = ["slasher", "prodder", "basher", "chancer", "veteran", "slasher", "basher"]
    with tracing():
        app = arena.make_app(size, speed=2.0)
        session = arena.stacked(acc, dfn, patrons=["gharan-zul"], cheers=[3])
        table = arena.open_table(
            app, session, [person("Ann"), bot("Bob")], scripts={1: ["slasher"]}
        )
        arena.to_choose(app, table)
        cards = [
            n
            for n in table.stage.nodes.values()
            if n.is_shown() and (n.preview is not None or n.note)
        ]
        assert len(cards) >= 5
        found: list[str] = []
        shown = 0
        for i, node in enumerate(cards):
            arena.hover(app, node.to_world())
            if table.stage.preview is None:
                continue  # under another card: its neighbour previews
            shown += 1
            found += [report([p]) for p in _under_preview(app, f"ragers-preview-{size[0]}-{i}")]
        app.close()
    assert shown >= 5
    assert not found, "\n".join(found)
