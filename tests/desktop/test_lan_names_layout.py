"""LAN bot names ("Normal bot 3", "Random bot 4": what a LAN host calls its bots) stand whole
on the Ragers and CCG tables' plates, with no text over text (issue 17 asked it of every
table; RAGE's plate has its own test in test_table_layout.py). Checked on what is drawn."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from engine.core.session import Session
from tests.desktop import test_arena_support as arena
from tests.desktop import test_ccg_support as ccg
from tests.desktop.layout_trace import keep_shot, report, trace_frame, tracing
from tests.desktop.test_table_support import frames


def names_drawn(app, names: list[str], shot: str) -> tuple[list[str], list[str], list]:
    """The texts drawn in a frame of `app`, the `names` none of them holds whole, and the
    frame's layout problems; the frame is kept as `shot` and the app closed."""
    trace = trace_frame(app)
    keep_shot(app, shot)
    texts = [m.text for _, m in trace.texts()]
    missing = [n for n in names if not any(n in t for t in texts)]
    probs = trace.problems()
    app.close()
    return texts, missing, probs


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kind", ["Random", "Normal"])
def test_lan_bot_names_stand_whole_on_the_ccg_plates(display, tmp_path, monkeypatch, size, kind):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    names = ["Seat 1"] + [f"{kind} bot {i}" for i in (2, 3, 4)]
    with tracing():
        app = ccg.make_app(size)
        session = Session.new("rage-lv", 4, 7, {}, names=names)
        table = ccg.open_table(app, session, [person(names[0])] + [bot(n) for n in names[1:]])
        ccg.until_my_main_turn(app, table)
        frames(app, 30)
        texts, missing, probs = names_drawn(app, names, f"lan-ccg-{kind}-{size[0]}")
    assert not missing, (missing, [t for t in texts if "bot" in t])
    assert not probs, report(probs)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kind", ["Random", "Normal"])
def test_lan_bot_names_stand_whole_on_the_ragers_plates(display, tmp_path, monkeypatch, size, kind):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    names = ["Seat 1", f"{kind} bot 2"]
    acc = ["basher", "deadeye", "slasher", "prodder", "stopper", "basher", "slasher", "prodder"]
    dfn = ["slasher", "prodder", "basher", "chancer", "veteran", "slasher", "basher"]
    with tracing():
        app = arena.make_app(size, speed=2.0)
        session = arena.stacked(acc, dfn, patrons=["gharan-zul"], cheers=[3], names=names)
        table = arena.open_table(
            app, session, [person(names[0]), bot(names[1])], scripts={1: ["slasher"]}
        )
        arena.to_choose(app, table)
        texts, missing, probs = names_drawn(app, names, f"lan-ragers-{kind}-{size[0]}")
    assert not missing, (missing, [t for t in texts if "bot" in t or "Seat" in t])
    assert not probs, report(probs)
