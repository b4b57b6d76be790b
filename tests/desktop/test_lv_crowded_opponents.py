"""Opponents' areas read at 4 seats and 1280x720 (issue 30: their characters overlapped until
names shrank to "GRAN", "OLD S", then "G", their stat plates went missing, and nothing said
how to open an area). Two turns into a 4-seat bot game, every opponent's character is either
shown with its name whole in sight and its plate under it, or counted on a "+N more" pile;
each folded area says how to open it."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.faces import CcgFaces
from engine.core.session import Session
from engine.games.rage_lv.state import card_of
from engine.i18n import _, using
from tests.desktop.layout_trace import Trace, trace_frame, tracing
from tests.desktop.test_ccg_support import bot_turn, make_app, make_bots, open_table
from tests.desktop.test_table_support import frames, frames_until, motion
from tests.desktop.test_text_readable import min_cap

NAMES = ["Ann", "Ada", "Bruno", "Chloé"]


def four_seats_at(turn: int, seed: int = 3) -> Session:
    """A 4-seat game the heuristic bots played to `turn`'s Main phase, out of combat."""
    packs = ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]
    session = Session.new("rage-lv", 4, seed, {"packs": packs}, names=NAMES)
    bots = make_bots(session, ["heuristic"] * 4)
    rng = random.Random(seed)
    while True:
        view = session.view(0)
        if view["turn"] >= turn and view["phase"] == "main" and not view.get("combat"):
            return session
        assert bot_turn(session, bots, rng)


def _covered(trace: Trace, index: int, rect: pygame.Rect) -> float:
    return max((d.opaque_over(rect) for d in trace.draws if d.index > index), default=0.0)


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_opponent_character_is_named_and_plated_or_counted(display, language):
    session = four_seats_at(3)
    view = session.view(0)
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
                # faces of its own, drawn under the trace: the tests' shared faces may have
                # been drawn before it began, and a trace reads only what is drawn in it
                table = open_table(app, session, seats, faces=CcgFaces())
                how = _("hover or →: open")
                more = _("+{n} more")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            trace = trace_frame(app)
            marks = trace.texts(cards=True)
            crowded = 0
            for seat in (1, 2, 3):
                area = table.stage.areas[seat]  # the trace is in the table's logical pixels
                pack = [
                    c
                    for c in view["chars"]
                    if c["pack"] and c["owner"] == seat and c["where"] == "staging"
                ]
                crowded += len(pack) >= 5
                names = {card_of(c["iid"]).name for c in pack}
                inside = [(i, m) for i, m in marks if area.contains(m.rect)]
                named = [
                    m
                    for i, m in inside
                    if m.card
                    and (m.whole or m.text) in names
                    and _covered(trace, i, m.rect) < 0.2
                    and len(m.text.rstrip("…")) >= 4
                ]
                # a character's plate: a strip of chips, its Health ("6/6") among them,
                # centred under the card
                plates = [
                    d.rect
                    for d in trace.draws
                    if area.contains(d.rect) and any("/" in m.text and not m.card for m in d.marks)
                ]
                for m in named:
                    under = [p for p in plates if abs(p.centerx - m.rect.centerx) < 30]
                    assert under, (seat, m.text, plates)
                piled = sum(
                    int(m.text.split()[0].lstrip("+"))
                    for _i, m in inside
                    if m.text == more.format(n=m.text.split()[0].lstrip("+"))
                )
                assert len(named) + piled == len(pack), (
                    seat,
                    [m.text for m in named],
                    piled,
                    sorted(names),
                )
                hows = [m for _i, m in inside if m.text == how]
                assert len(hows) == 1, (seat, [m.text for _i, m in inside])
                assert hows[0].cap * app.viewport.scale >= min_cap(), hows[0]
            assert crowded >= 2  # the position is a crowded one
        finally:
            app.close()


def test_an_opened_area_names_each_attachments_bearer(display):
    """Pointing at an opponent's area opens it large; each attachment there says which
    character bears it (they lay after their character like any card, saying nothing)."""
    session = four_seats_at(3)
    view = session.view(0)
    chars = {c["iid"]: c for c in view["chars"]}
    with tracing():
        app = make_app((1280, 720), speed=50.0, language="pt-BR")
        try:
            with using(app.translations):
                seats = [person("Ann")] + [bot(n) for n in NAMES[1:]]
                table = open_table(app, session, seats)
                on = _("on {name}")
            table.paused = True
            frames_until(app, lambda: not table.settling())
            for seat in (1, 3):
                borne = [
                    t
                    for t in view["things"]
                    if t["host"] in chars and chars[t["host"]]["owner"] == seat
                ]
                assert borne, seat
                area = table.stage.areas[seat]
                # a rest of 0.25 s, then the 0.12 s slide
                frames(app, 30, [motion(app, (area.x + 60, area.centery))])
                assert table.stage.peek.seat == seat
                drawn = [m.text for _i, m in trace_frame(app).texts()]
                for t in borne:
                    bearer = card_of(t["host"]).name
                    assert on.format(name=bearer) in drawn, (t["iid"], bearer, drawn[-20:])
        finally:
            app.close()
