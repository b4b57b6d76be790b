"""Eleven physical cards and three tabs over an alpha keep every plate's four chips (pl34b #6,
4 seats at 1280x720 and 1920x1080: the tabs kept the row from rising for a second line of
plates, and all of them dropped Rage and Gnosis). Seed 3, 299 commands in. Every strip as
drawn in the Hunting Grounds shows all four stats, and no two strips meet."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from desktop.screens.rage_lv import stage as lv_stage
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_table_support import frames


def _tabs_over_alphas() -> Session:
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, 3, {"packs": packs}, names=NAMES)
    bots, rng = make_bots(session, ["heuristic"] * 4), random.Random(3)
    for _step in range(299):
        assert bot_turn(session, bots, rng)
    return session


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_every_hunting_grounds_plate_keeps_four_chips(display, size, language) -> None:
    session = _tabs_over_alphas()
    view = session.view(0)
    hosts = [t["host"] for t in view["things"] if t["host"]]
    assert max(hosts.count(h) for h in hosts) == 3  # three tabs over one alpha
    app = make_app(size, speed=50.0, language=language)
    try:
        with using(app.translations):
            table = open_table(app, session, [person("Ann")] + [bot(n) for n in NAMES[1:]])
        table.paused = True
        frames(app, 40)
        st = table.stage
        chars = {c["iid"]: c for c in table.view["chars"]}
        hunting = [i for i, c in chars.items() if not c["pack"] or c["where"] == "hunting"]
        hunting = [i for i in hunting if not i.startswith("guardian:")]
        assert len([i for i in hunting if not chars[i]["umbra"]]) >= 10, hunting
        label = st.legible(16)
        strips: dict[str, pygame.Rect] = {}
        for node in st.labels.children:
            iid = node.name.removeprefix("stats:")
            if node.name.startswith("stats:") and iid in hunting:
                zone = st.zones["char:" + iid]
                w, h = node.data["size"]
                strips[iid] = pygame.Rect(
                    round(zone.x - w / 2), round(zone.y + node.data["dy"]), w, h
                )
                full = lv_stage.stats_strip(chars[iid], label, 10_000)
                assert full is not None and w == full.get_width(), (iid, w, full.get_width())
        assert set(strips) == set(hunting)
        rects = list(strips.values())
        for i, r in enumerate(rects):
            assert r.collidelist(rects[i + 1 :]) == -1, (r, rects)
            assert layout.HUNT.contains(r), r
    finally:
        app.close()
