"""The relaunch table's phase bar cut short (issue 30): whom the table waits for, with long
names, was clipped mid-letter with no way to read the rest. It now ends in "…" and the whole
shows in a tooltip on hover and on Tab. Driven through the app's loop, judged on the tooltip."""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import hud, layout
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, motion

NAMES = ["Ann", "Bartolomeu Lourenço de Gusmão e Vasconcelos Albuquerque"]
TAB = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)


def test_a_cut_phase_bar_is_whole_on_hover_and_on_tab(display) -> None:
    app = make_app((1280, 720))
    try:
        session = Session.new(
            "rage-lv", 2, 3, {"packs": ["ashen-wind", "stone-choir"]}, names=NAMES
        )
        bots = make_bots(session, ["heuristic"] * 2)
        rng = random.Random(3)
        while session.to_act() != frozenset({1}):  # the bot's move: the bar names him
            assert bot_turn(session, bots, rng)
        table = open_table(app, session, [person(NAMES[0]), bot(NAMES[1])])
        table.paused = True  # he waits, so the bar keeps his name
        frames_until(app, lambda: not table._hud_due)
        frames(app, 3)
        who = hud.acting_line(table.view, table.names, 0)
        assert NAMES[1] in who
        cut = [(t, r) for t, r in table.stage.extra("bar") or [] if t.endswith("…")]
        assert cut, "the bar is not cut: the test needs a longer name"
        shown, rect = cut[0]
        assert layout.BAR.contains(rect) and who.startswith(shown[:-1].rstrip())
        frames(app, 2, [motion(app, rect.center)])
        assert table.tips.shown is not None and table.tips.shown.text == who
        frames(app, 2, [motion(app, (rect.centerx, 600))])
        for _ in range(len(table.tips.spots)):
            frames(app, 1, [TAB])
            if table.tips.shown is not None and table.tips.shown.text == who:
                break
        assert table.tips.shown is not None and table.tips.shown.text == who
    finally:
        app.close()
