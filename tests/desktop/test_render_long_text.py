"""Text too long for any box is cut before it is measured or drawn (issue 29): a rage-lv user
card whose name was 60,000 characters aborted the process in text fitting (`smoothscale` on a
480,000 x 9 surface: "malloc(): invalid size", exit 134), at the table and in the deck builder.

The card loader now refuses such a name (80 characters at most), so the card here is one it
accepted with its limits lifted: a host on another build, or a file from before. The drawing
runs in a child process, since the failure was an abort that would take pytest down with it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.render.clamp import ELLIPSIS, clamp, clamp_block, truncate
from desktop.render.text import fit_paragraph, fit_size, render_ink_fit, wrap
from desktop.ui.theme import cut_line, fitted_line, render_display, render_text
from desktop.ui.theme import wrap as ui_wrap

ROOT = Path(__file__).resolve().parents[2]
LONG = "Ash" * 20_000  # 60,000 characters, no space to break at

CHILD = r"""
import json, os, sys
from pathlib import Path

from engine.ccg import loader

loader.MAX_NAME = loader.MAX_TEXT = 10**6  # a card an older or another build accepted

from tests.engine.test_rage_lv_user_cards import USER_ENEMY, USER_GAROU, user_pack

LONG = "Ash" * 20_000
garou = dict(USER_GAROU, name=LONG, flavor=LONG)
enemy = dict(USER_ENEMY, name=LONG + " Troll", keywords=[LONG])
home = Path(os.environ["RAGE_TABLE_HOME"])
folder = home / "data" / "cards" / "rage-lv"
folder.mkdir(parents=True)
(folder / "long.json").write_text(json.dumps({"cards": [garou, enemy]}))

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.deckbuilder import open_deckbuilder
from desktop.screens.rage_lv import create_ccg_screen
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app

app = make_app()
# The fitting the issue saw abort (smoothscale on 480,000 x 9), with pygame's own face.
import pygame
from desktop.render.text import render_ink_fit

render_ink_fit(lambda size: pygame.font.Font(None, size), LONG, 200, 30, (0, 0, 0))
options = {"packs": [user_pack(), "stone-choir"], "cards": [garou, enemy], "turn_limit": 3}
session = Session.new("rage-lv", 2, seed=4, options=options, names=["Ann", LONG])
runner = GameRunner(session, [person("Ann"), bot(LONG)], threaded=False)
table = create_ccg_screen(app, runner, step_delay=0.0)  # as the app builds it: own cards drawn
app.push(table)
for _ in range(120):
    app.frame(1 / 60, [])
assert any("my-ash-stalker" in str(c) for c in table.session.view(0)["chars"]), "not on the table"
app.screenshot(str(home / "table.png"))
app.pop()
screen = open_deckbuilder(app)
for _ in range(30):
    app.frame(1 / 60, [])
app.screenshot(str(home / "builder.png"))
faces = app.caches.cards(__import__("desktop.screens.rage_lv.faces", fromlist=["x"]).card_art())
for size in ((60, 84), (240, 336), (600, 840)):
    faces.face("my-ash-stalker", size, "rage-lv")
    faces.face("my-river-troll", size, "rage-lv")
print("drawn")
"""


def test_a_60000_character_card_name_is_drawn_cut_never_aborting(tmp_path: Path) -> None:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["RAGE_TABLE_HOME"] = str(tmp_path)
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "drawn" in done.stdout
    assert (tmp_path / "table.png").exists() and (tmp_path / "builder.png").exists()


@pytest.fixture
def face(display: None) -> Any:
    return lambda size: pygame.font.Font(None, size)


def test_every_fitting_helper_cuts_what_no_box_could_hold(face: Any) -> None:
    """Each helper that fits text, fed 60,000 characters: an answer within its box, quickly
    (no helper measures the whole text a character at a time)."""
    font = face(12)
    img = render_ink_fit(face, LONG, 200, 30, (0, 0, 0))
    assert img.get_width() <= 200 and img.get_height() <= 30
    assert fit_size(face, LONG, 200, 30) >= 5
    cut = truncate(font, LONG, 200)
    assert cut.endswith(ELLIPSIS) and font.size(cut)[0] <= 200
    lines = wrap(font, LONG[:3000], 200)
    assert all(font.size(line)[0] <= 200 for line in lines)
    para = fit_paragraph(face, LONG, 200, 60)
    assert para.height <= 60 and para.lines[-1].endswith(ELLIPSIS)
    for img in (render_text(LONG, 24, (0, 0, 0)), render_display(LONG, 24, (0, 0, 0))):
        assert img.get_width() < 40_000
    assert fitted_line(LONG, 24, (0, 0, 0), 300).get_width() <= 300
    assert cut_line(LONG, 24, 300).endswith(ELLIPSIS)
    assert len(ui_wrap(LONG, 20, 400)) >= 1
    assert len(clamp(LONG, 200)) == 100 and len(clamp_block(LONG, 200, 50)) == 1000
