"""An opponent's area opened large on the relaunch table shows each character as the table
does: its stats now (wounds, boosts) under its card and its wounds on it (issue 30). The
opened view drew the printed faces alone, so a wounded Pale Lantern read Health 5 while the
table under it said 3/5.

A 4-seat game the bots played until an opponent's character in its Staging Area is wounded,
at 1280x720; the pointer opens that area through the app's frame and the traced frame is
read under each character's card in the view.
"""

from __future__ import annotations

import random

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.ccg_kit.stage import base_id
from desktop.screens.rage_lv.stage import PEEK_UNDER, card_of_name, stat_values
from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, motion

NAMES = ["Ana", "Bruno", "Chen", "Dalia"]
PACKS = ["ashen-wind", "hollow-moon", "stone-choir", "hollow-moon"]


def _one_wounded() -> tuple[Session, int]:
    """The game once an opponent of seat 0 has a wounded character in its Staging Area."""
    session = Session.new("rage-lv", 4, 1, {"packs": PACKS}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(1)
    for _ in range(400):
        view = session.view(0)
        hurt = [
            c
            for c in view["chars"]
            if c["owner"] != 0 and c["pack"] and c["where"] == "staging" and c["wounds"]
        ]
        if hurt and view.get("combat") is None:
            return session, hurt[0]["owner"]
        assert bot_turn(session, bots, rng)
    raise AssertionError("no opponent's character was ever wounded")


def test_an_opened_area_shows_its_characters_stats_now(display) -> None:
    session, seat = _one_wounded()
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = open_table(app, session, [person("Ana")] + [bot(n) for n in NAMES[1:]])
            table.paused = True
            frames_until(app, lambda: not table.settling())
            rect = table.stage.peek_areas()[seat]
            frames(app, 20, [motion(app, (rect.centerx, rect.bottom - 10))])
            peek = table.stage.peek
            assert peek.seat == seat
            keep_shot(app, "lv-peek-live")
            trace = trace_frame(app)
            drawn = [d for d in trace.draws if trace.names.get(id(d.origin)) == "peek"]
            assert drawn, "the opened view is not drawn"
            marks = drawn[-1].marks
            chars = [
                c
                for c in table.view["chars"]
                if c["owner"] == seat and c["pack"] and c["where"] == "staging"
            ]
            wrong: list[str] = []
            wounded = 0
            for c in chars:
                name = card_of_name(base_id(c["iid"]))
                card = next(r for n, r in peek.cards if n == name)
                under = pygame.Rect(card.x, card.bottom, card.w, PEEK_UNDER)
                shown = {m.text for m in marks if under.contains(m.rect)}
                on_card = {m.text for m in marks if card.contains(m.rect) and not m.card}
                now = stat_values(c)
                for key in ("rage", "health"):
                    if now[key] not in shown:
                        wrong.append(f"{name}: {key} {now[key]} not under it ({sorted(shown)})")
                if c["wounds"]:
                    wounded += 1
                    if f"✚{c['wounds']}" not in on_card:
                        wrong.append(f"{name}: its {c['wounds']} wounds not on it ({on_card})")
            assert wounded, "the wounded character is not in the opened area"
            assert not wrong, "\n".join(wrong)
        finally:
            app.close()
