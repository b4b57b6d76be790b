"""A grouped list's count and its sub-list's agree, and a closing row past the ninth names its
key (issue 30: the alpha list said "› 12 options" and the sub-list "1–11 of 13", its Back row
counted; the Call the Beast targets were numbered 1–9 and "Cancel" had no key)."""

from __future__ import annotations

import re

import pygame

from desktop.ui.choice import ChoiceDialog
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_table_support import click, frames, key, motion


def test_a_group_count_is_the_count_its_list_gives(display) -> None:
    with tracing():
        app = make_app((1280, 720), speed=50.0)
        try:
            table = paused_at(app, 19, seed=1)
            # a card with many ways to play it (Old Grudge's targets), and another card
            many = [(f"Old Grudge at target {n}", {"type": "x", "n": n}) for n in range(13)]
            options = [*many, ("Snap Back", {"type": "y"})]
            table.choose(
                "Every action",
                options,
                group_key=lambda c: "Old Grudge" if c["type"] == "x" else "Snap Back",
            )
            frames(app, 2)
            listed = table.dialog
            assert isinstance(listed, ChoiceDialog)
            label = listed.rows[0][0]
            said = int(re.search(r"(\d+) choices", label).group(1))
            assert said == 13, label
            at = listed._row_rect(0).center
            frames(app, 1, [motion(app, at)])
            click(app, at)
            frames(app, 3)
            sub = table.dialog
            assert isinstance(sub, ChoiceDialog) and sub is not listed
            drawn = [m.text for _, m in trace_frame(app).texts()]
            notes = [t for t in drawn if "(wheel" in t]
            assert notes and f"of {said} " in notes[0], (said, notes)
            for _ in range(3):  # to the list's foot: the Back row past the ninth names its key
                frames(app, 1, [key(pygame.K_PAGEDOWN)])
            drawn = [m.text for _, m in trace_frame(app).texts()]
            assert "Back (Esc)" in drawn, [t for t in drawn if "Back" in t]
            notes = [t for t in drawn if "(wheel" in t]
            assert notes and f"–{said} of {said} " in notes[0], (said, notes)
            frames(app, 2, [key(pygame.K_ESCAPE)])  # Esc is that key
            assert table.dialog is not sub
        finally:
            app.close()
