"""The gallery writes a sheet of every game's cards (both CCG sides), their backs and, where a
table offers one, a screenshot; a missing table is skipped, never fatal."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from desktop import gallery
from desktop.gallery import run_gallery
from desktop.games import Games
from desktop.games.catalog import all_games
from desktop.games.registration import Demo, DemoOutcome, DemoRun


def load(path: Path) -> pygame.Surface:
    assert path.stat().st_size > 1000, f"{path.name} is (nearly) empty"
    surf = pygame.image.load(str(path))
    w, h = surf.get_size()
    assert w > 50 and h > 50
    colours = {tuple(surf.get_at((x, y))) for x in range(0, w, 5) for y in range(0, h, 5)}
    assert len(colours) > 12, f"{path.name} looks blank"
    return surf


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> tuple[Path, int]:
    out = tmp_path_factory.mktemp("gallery")
    rc = run_gallery(out, size=(100, 140), small=(50, 70), per_sheet=40, tables=False)
    return out, rc


def test_every_game_gets_sheets_backs_and_a_small_sheet(sheets) -> None:
    out, rc = sheets
    assert rc == 0
    names = {p.name for p in out.glob("*.png")}
    for game in ("rage-trick", "oh-hell", "ragers", "rage-lv"):
        assert f"{game}-01.png" in names, names
        assert f"{game}-small.png" in names
        assert f"{game}-backs.png" in names
    assert "rage-01.png" not in names, "an alias of rage-trick is drawn once"
    for path in out.glob("*.png"):
        load(path)


def test_the_ccg_sheets_hold_both_sides_of_every_garou(sheets) -> None:
    out, _ = sheets
    from desktop.render import CardRenderer

    ids = CardRenderer(arts=[all_games()["rage-lv"].card_art()]).card_ids("rage-lv")
    assert any(i.endswith("#crinos") for i in ids)
    sheets_ = sorted(out.glob("rage-lv-[0-9][0-9].png"))
    assert len(sheets_) == -(-len(ids) // 40)
    # 100 x 140 cards, 6 columns, gap 10: the sheets hold exactly the listed faces.
    rows = sum((pygame.image.load(str(p)).get_height() - 10) // 150 for p in sheets_)
    assert rows == sum(-(-min(40, len(ids) - i) // 6) for i in range(0, len(ids), 40))


def _only(game: str, **changes) -> Games:
    """A registry of one of this build's games, with some of its registration changed."""
    return Games([replace(all_games()[game], **changes)])


def _picture(colour: tuple[int, int, int], seed: int = 0) -> pygame.Surface:
    surf = pygame.Surface((200, 120))
    surf.fill(colour)
    for x in range(0, 200, 7):
        pygame.draw.line(surf, (x, 255 - x, seed * 100 % 255), (x, 0), (200 - x, 120))
    return surf


def test_a_game_without_a_demo_is_skipped_with_a_note(tmp_path, caplog) -> None:
    with caplog.at_level(logging.INFO):
        rc = run_gallery(tmp_path, size=(60, 84), small=None, registry=_only("ragers", demo=None))
    assert rc == 0
    assert "ragers table has no demo yet" in caplog.text and "skipped" in caplog.text
    assert not list(tmp_path.glob("table-*"))
    load(tmp_path / "ragers-01.png")


def test_the_table_shot_milestone_is_kept(tmp_path) -> None:
    seen: list[DemoRun] = []

    def play(app, run: DemoRun) -> DemoOutcome:
        seen.append(run)
        shots = []
        for i, (name, colour) in enumerate([("01-deal", (200, 0, 0)), ("03-trick", (0, 0, 200))]):
            path = run.screenshots / f"{name}.png"
            pygame.image.save(_picture(colour, i), str(path))
            shots.append(str(path))
        shots.append(shots.pop(0))  # the deal saved last: the named milestone still wins
        return DemoOutcome(screenshots=shots)

    demo = Demo(play=play, milestones=("01-deal", "03-trick"), table_shot="03-trick")
    rc = run_gallery(tmp_path, size=(60, 84), small=None, registry=_only("rage-trick", demo=demo))
    assert rc == 0
    assert seen and seen[0].until == "03-trick" and seen[0].seed == 1
    shot = load(tmp_path / "table-rage-trick.png")
    assert tuple(shot.get_at((199, 60)))[:3] == (0, 0, 200), "the trick shot, not the deal"
    assert not list(tmp_path.glob("*.parts")), "the demo's work folder is cleaned up"


def test_a_broken_table_does_not_lose_the_sheets(tmp_path, caplog) -> None:
    def play(app, run: DemoRun) -> DemoOutcome:
        raise RuntimeError("table exploded")

    demo = Demo(play=play, milestones=())
    with caplog.at_level(logging.ERROR):
        rc = run_gallery(tmp_path, size=(60, 84), small=None, registry=_only("ragers", demo=demo))
    assert rc == 1
    assert "table exploded" in caplog.text
    load(tmp_path / "ragers-01.png")


def test_the_gallery_runs_end_to_end_from_the_command_line(tmp_path) -> None:
    """`python -m desktop --gallery DIR` exits 0 with every sheet and every table's picture
    (issue 17: the Rage CCG's table shot used to raise "no demo for 'rage-lv' here")."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["RAGE_TABLE_HOME"] = str(tmp_path / "home")
    out = tmp_path / "gallery"
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--gallery", str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    names = {p.name for p in out.iterdir()}
    for registration in all_games():
        for page in registration.gallery:
            art = page.art
            assert {f"{art}-01.png", f"{art}-small.png", f"{art}-backs.png"} <= names, names
        assert f"table-{registration.ruleset}.png" in names, names
    assert not [n for n in names if n.endswith(".parts")]
    for path in out.glob("table-*.png"):
        assert pygame.image.load(str(path)).get_size() == gallery.TABLE_SIZE
        load(path)
