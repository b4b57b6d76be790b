"""The words under a wounded creature on the 1995 table (issue 30): "Raki… -3 agr" was cut,
abbreviated where there was room for the word, and the damage card's art showed between the
name and the total. They now lie on one plate across the creature's width, whole: the total in
words where they fit, the first damage card's name only where it fits too (hovering the card
zooms it), and hovering the words explains them. Judged on what the table draws at 1280x720 and 1920x1080, 4 seats."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot
from desktop.screens.rage_classic.wounds import AGGRAVATED, PLATE, WOUND
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, frames_until, make_app, motion


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_wound_words_are_whole_on_their_own_plate(display, size: tuple[int, int]) -> None:
    app = make_app(size, speed=50.0)
    try:
        table = open_table(app, [bot(n) for n in ("Ada", "Bruno", "Cy", "Dee")], seed=1)

        def hurt() -> bool:
            drawn = {s.iid for s in table.spots if s.kind == "creature"}
            return any(c.get("damage") and c["iid"] in drawn for c in table.view["creatures"])

        frames_until(app, hurt, limit=20000)
        table.paused = True
        frames_until(app, lambda: not table.settling())
        frames(app, 2)
        canvas = app.canvas
        assert canvas is not None
        damage = [s for s in table.spots if s.kind == "damage"]
        faces = [s for s in table.spots if s.kind == "creature"]
        checked = 0
        for c in table.view["creatures"]:
            face = next((s for s in faces if s.iid == c["iid"]), None)
            if not c.get("damage") or face is None:
                continue
            assert any(
                abs(s.rect.bottom - face.rect.bottom) <= 1
                and abs(s.rect.centerx - face.rect.centerx) <= 1
                for s in damage
            )
            # the plate lies over the creature's foot, above its numbers (issue 30's level rows)
            plate = pygame.Rect(face.rect.x, face.rect.centery, face.rect.w, face.rect.h // 2)
            said = [(t, r) for t, r in table.labels if plate.collidepoint(r.center)]
            words = [t for t, _r in said]
            assert words and not [t for t in words if t.endswith("…")], words
            numbers = face.rect.y + table.stage.stats_top(face.rect.size)
            assert all(r.bottom <= numbers + 1 for _t, r in said), (said, numbers)
            total = sum(d["amount"] for d in c["damage"])
            if size == (1920, 1080):  # room for the words, not "-1 scar"
                worded = (f"-{total} aggravated damage", f"-{total} aggravated", f"-{total} damage")
                assert any(w in words for w in worded), words
            # no pixel of the creature's art inside the plate, along its middle row
            top = min(r.top for _t, r in said)
            py = top + (max(r.bottom for _t, r in said) - top) // 2
            colours = {
                tuple(canvas.get_at((px, py)))[:3]
                for px in range(face.rect.right - 2, face.rect.right - 1)
            }
            assert colours <= {WOUND, AGGRAVATED, PLATE}, (c["iid"], colours)
            # hovering the words explains them, "scar" included (the glossary's tooltip)
            spot = next(
                r for t, r in table.tips.spots if t.key == "wounds" and plate.colliderect(r)
            )
            frames(app, 1, [motion(app, spot.center)])
            assert table.tips.shown is not None and table.tips.shown.key == "wounds"
            frames(app, 1, [motion(app, (5, 5))])
            checked += 1
        assert checked
    finally:
        app.close()
