"""The relaunch table's keyword lines reach the glossary (issue 30): the glossary explains
Frenzy, Flex and the moons, but the sidebar's Umbra effect lines ("• No Frenzy", "• Frenesi
+1"), "FEMALE · FRENZY 2" on a character's face and "FLEX · NEW MOON" on a zoom were drawn
with no tooltip. The sidebar's lines and the combat view's large faces' are read on hover,
the zoom's by Tab while the zoom is up (the pointer's rest on a card, or the arrows). Both
languages, 1280x720."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from desktop.render.paint import SUPERSAMPLE
from desktop.screens.rage_lv.art import CcgArt
from desktop.screens.rage_lv.faces import BIG
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table, played_live
from tests.desktop.test_render_support import every_game_renderer
from tests.desktop.test_table_support import frames, frames_until, key, motion

EXPLAINED = {"en": "Trigger Damage", "pt-BR": "Dano de Gatilho"}


def _drawn(app) -> str:
    return " ".join(m.text for _, m in trace_frame(app).texts())


@pytest.mark.parametrize(("language", "line"), [("en", "• No Frenzy"), ("pt-BR", "• Sem Frenesi")])
def test_pointing_at_an_umbra_effect_line_explains_its_keyword(display, language, line) -> None:
    app = make_app((1280, 720), speed=8.0, language=language)
    try:
        with tracing():
            session = bots_played(38, seed=1)
            assert session.view(0)["umbra_level"] == 1  # its effects: no Frenzy
            with using(app.translations):  # the table's words in the app's language
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames(app, 30)
            spots = trace_frame(app).find(line)
            assert spots, line
            frames(app, 12, [motion(app, spots[0].center)])
            drawn = _drawn(app)
        assert EXPLAINED[language] in drawn, drawn
    finally:
        app.close()


@pytest.mark.parametrize("language", list(EXPLAINED))
def test_tab_reads_the_zoomed_faces_frenzy(display, language) -> None:
    app = make_app((1280, 720), speed=8.0, language=language)
    try:
        with tracing():
            session = bots_played(38, seed=1)
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames(app, 30)
            node = table.stage.cards["0.cinder-howl"]
            frames(app, 30, [motion(app, node.to_world())])  # the pointer rests: the zoom
            assert table.stage.preview.visible
            zoom = table.stage.preview
            box = zoom.surface.get_rect(center=(round(zoom.x), round(zoom.y)))
            tips = table.tips
            for _ in range(60):
                frames(app, 2, [key(pygame.K_TAB)])
                spot = tips.spots[tips.focus] if 0 <= tips.focus < len(tips.spots) else None
                if spot is not None and spot[0].key == "frenzy" and box.contains(spot[1]):
                    break  # the zoom's line, not the sidebar's "• No Frenzy"
            assert tips.shown is not None and tips.shown.key == "frenzy"
            assert spot is not None and box.contains(spot[1]), (spot, box)
            assert table.stage.preview.visible  # the zoom stays while its words are read
            drawn = _drawn(app)
        assert EXPLAINED[language] in drawn, drawn
    finally:
        app.close()


def _keyword_line(card: str, crinos: bool, least: int) -> pygame.Rect:
    """Where a face BIG large prints its keyword ribbon (its design's own record)."""
    design = CcgArt()
    design.trace = []
    renderer = every_game_renderer()
    renderer.register(design)
    renderer.face(card + ("#crinos" if crinos else ""), BIG, "rage-lv", {"least": least})
    r = next(t.used for t in design.trace if t.kind == "keywords")
    s = SUPERSAMPLE  # the design draws on a canvas this many times the face's size
    return pygame.Rect(r.x // s, r.y // s, r.w // s, r.h // s)


@pytest.mark.parametrize("language", list(EXPLAINED))
def test_pointing_at_a_combatants_frenzy_explains_it(display, language) -> None:
    app = make_app((1280, 720), speed=50.0, language=language)
    try:
        with tracing():
            table = played_live(app, 1, 348, 1)  # Cinder Howl (Crinos) hunts a Pallid Drone
            frames_until(app, lambda: table.view.get("combat") is not None)
            frames(app, 10)
            node = table.combat_cards.find("combatant:0")
            assert node is not None
            line = _keyword_line("cinder-howl", True, table.faces.least)
            x, y = node.to_world()
            face = node.surface.get_rect(center=(round(x), round(y)))
            r = line.move(face.topleft)  # "FEMALE · FRENZY 2": on its second word
            frames(app, 12, [motion(app, (r.x + r.w * 0.8, r.centery))])
            drawn = _drawn(app)
        assert EXPLAINED[language] in drawn, drawn
    finally:
        app.close()
