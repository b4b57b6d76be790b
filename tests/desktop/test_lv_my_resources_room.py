"""My full Staging Area keeps its resources in sight (pl40a #5, 2 and 4 seats: with four
resources and seven characters the resources lay half over each other, every other one
lower, while the characters' row stopped 150 px short of the area's edge with room to
spare). Stacked: Ann's Ember Vigil, Totem of the Wildfire, Trial by Claw and Call to the
Hunt beside seven characters. Judged on where the cards stand: no resource covers more than
an edge of the one before it, and every character's plate keeps its four chips."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.ccg_kit.stage import node_box
from desktop.screens.rage_lv import stage as lv_stage
from desktop.screens.rage_lv.stage import ROW_GAP
from engine.core.session import Session
from engine.games.rage_lv.state import Thing
from engine.i18n import using
from tests.desktop.test_ccg_support import make_app, open_table, seats_played
from tests.desktop.test_table_support import frames, frames_until

NAMES = ["Ann", "Bruno", "Chloé", "Ada"]
ADDED = ["0.ember-vigil.1", "0.wildfire-totem.1", "0.trial-by-claw.1", "0.call-to-hunt.1"]


def full_area(seats: int) -> Session:
    """Seed 3's game 40 commands in, at its Main Phase, Ann's area stacked full."""
    session = seats_played(NAMES[:seats], 40, 3)
    state = session.state
    for iid in ADDED:  # (in the 4-seat game Ann has played the Vigil already)
        state.things.setdefault(iid, Thing(iid, 0))
    for c in state.chars.values():
        if c.owner == 0 and c.pack:
            c.where = "staging"
    state.phase, state.moots, state.prompts = "main", [], []
    state.version += 1
    return session


@pytest.mark.parametrize(
    ("seats", "size", "language"),
    [(4, (1920, 1080), "en"), (4, (1280, 720), "pt-BR"), (2, (1920, 1080), "pt-BR")],
)
def test_my_full_area_keeps_its_resources_in_sight(display, seats, size, language) -> None:
    session = full_area(seats)
    app = make_app(size, speed=50.0, language=language)
    try:
        with using(app.translations):
            others = [bot(n) for n in NAMES[1:seats]]
            table = open_table(app, session, [person(NAMES[0]), *others])
        table.paused = True
        frames_until(app, lambda: not table.settling())
        frames(app, 3)
        stage = table.stage
        view = table.view
        loose = [t["iid"] for t in view["things"] if t["owner"] == 0 and t["host"] is None]
        loose = [i for i in loose if i in stage.cards and stage.cards[i].parent is stage.table]
        assert len(loose) == 4, loose
        boxes = sorted((node_box(stage.cards[i]) for i in loose), key=lambda r: r.x)
        for a, b in zip(boxes, boxes[1:], strict=False):
            assert a.right - b.x <= ROW_GAP, (a, b)  # at most an edge under the next
        pack = [c for c in view["chars"] if c["owner"] == 0 and c["pack"]]
        assert len(pack) >= 6
        label = stage.legible(16)
        for c in pack:
            node = next(n for n in stage.labels.children if n.name == "stats:" + c["iid"])
            full = lv_stage.stats_strip(c, label, 10_000, fold=node.data["fold"])
            assert full is not None and node.data["size"][0] == full.get_width(), c["iid"]
    finally:
        app.close()
