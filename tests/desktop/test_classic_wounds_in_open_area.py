"""Wound plates in an opened area, and whole words on narrow cards (issue 30, a 4-seat 1995
game by mouse at 1280x720). The area opened large showed a creature's "-1" badge but not its
wound plate; a plate on a narrow card said "-1 agg", a cut word. The opened area now draws
each wounded creature's plate under it (the words whole: there is room); a card too narrow
for "aggravated" at a readable size says "scar", and no plate is wider than its card. Judged
on the texts drawn, in English and Portuguese."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, frames_until, make_app, motion

NAMES = ["Ada", "Bruno", "Cy", "Dee"]
WORDS = {
    "en": {"aggravated": "aggravated damage", "mid": "aggravated", "short": "scar", "cut": " agg"},
    "pt-BR": {
        "aggravated": "de dano agravado",
        "mid": "agravado",
        "short": "cicatriz",
        "cut": " agr",
    },
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_an_opened_area_shows_the_wound_plate_and_plates_say_whole_words(
    display, language: str
) -> None:
    words = WORDS[language]
    with tracing():
        app = make_app((1280, 720), speed=50.0, language=language)
        try:
            with using(app.translations):
                table = open_table(app, [bot(n) for n in NAMES], seed=1)

            def hurt() -> list[dict]:
                drawn = {s.iid for s in table.spots if s.kind == "creature"}
                return [
                    c
                    for c in table.view["creatures"]
                    if c.get("damage")
                    and c["iid"] in drawn
                    and c.get("pack") not in (None, table.bottom)
                    and any(d.get("aggravated") for d in c["damage"])
                ]

            frames_until(app, lambda: bool(hurt()) and table.view.get("combat") is None, 40000)
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3)
            # on the table: each plate's words whole, none wider than its card
            faces = {s.iid: s.rect for s in table.spots if s.kind == "creature"}
            for c in table.view["creatures"]:
                face = faces.get(c["iid"])
                if not c.get("damage") or face is None:
                    continue
                plate = pygame.Rect(face.x, face.centery, face.w, face.h // 2)  # over its foot
                said = [(t, r) for t, r in table.labels if plate.collidepoint(r.center)]
                assert said, c["iid"]
                for t, r in said:
                    assert not t.endswith(words["cut"]) and "…" not in t, t
                    assert face.x - 1 <= r.x and r.right <= face.right + 1, (t, r, face)
            wounded = hurt()[0]
            # the aggravated plate's word whole: "scar" on a card too narrow for the longer ones
            # (the rows now give their cards the room their area has: a card may be wide)
            whole = (words["short"], words["mid"], words["aggravated"])
            shown = [t for t, _r in table.labels if t.endswith(whole)]
            assert shown, [t for t, _r in table.labels if t.startswith("-")]
            # the area opened on its creature: the plate under it, its words whole
            frames(app, 1, [motion(app, faces[wounded["iid"]].center)])
            frames(app, 60)
            peek = table.stage.peek
            assert peek.is_open
            total = sum(d["amount"] for d in wounded["damage"])
            drawn = [(m.text, m.rect) for _, m in trace_frame(app).texts()]
        finally:
            app.close()
    inside = [t for t, r in drawn if peek.box.contains(r)]
    assert f"-{total} {words['aggravated']}" in inside, inside
