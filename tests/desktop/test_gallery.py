"""The gallery writes a sheet of every game's cards (both CCG sides), their backs and, where a
table offers one, a screenshot; a missing table is skipped, never fatal."""

from __future__ import annotations

import logging
import sys
import types
from pathlib import Path

import pygame
import pytest

from desktop import gallery
from desktop.gallery import run_gallery


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

    ids = CardRenderer().card_ids("rage-lv")
    assert any(i.endswith("#crinos") for i in ids)
    sheets_ = sorted(out.glob("rage-lv-[0-9][0-9].png"))
    assert len(sheets_) == -(-len(ids) // 40)
    # 100 x 140 cards, 6 columns, gap 10: the sheets hold exactly the listed faces.
    rows = sum((pygame.image.load(str(p)).get_height() - 10) // 150 for p in sheets_)
    assert rows == sum(-(-min(40, len(ids) - i) // 6) for i in range(0, len(ids), 40))


def test_missing_tables_are_skipped_with_a_note(tmp_path, caplog, monkeypatch) -> None:
    demo = gallery.TableDemo("desktop.screens.no_such_table_yet.demo", "play")
    monkeypatch.setattr(gallery, "TABLES", {"ragers": (demo,)})
    with caplog.at_level(logging.INFO):
        rc = run_gallery(tmp_path, size=(60, 84), small=None, games=["ragers"])
    assert rc == 0
    assert "ragers table has no demo yet" in caplog.text and "skipped" in caplog.text
    assert not list(tmp_path.glob("table-*"))


def test_a_table_screenshot_function_is_used(tmp_path, monkeypatch) -> None:
    pkg = "fake_gallery_table"
    module = types.ModuleType(f"desktop.screens.{pkg}")

    def screenshot(size, seed, frames):
        assert frames > 0
        surf = pygame.Surface((320, 180))
        surf.fill((30, 90, 60))
        pygame.draw.circle(surf, (240, 200, 40), (160, 90), 60)
        for i in range(0, 320, 8):
            pygame.draw.line(surf, (i % 255, 40, 200), (i, 0), (320 - i, 180))
        assert size == gallery.TABLE_SIZE and seed == 1
        return surf

    module.screenshot = screenshot
    monkeypatch.setitem(sys.modules, f"desktop.screens.{pkg}", module)
    demo = gallery.TableDemo(f"desktop.screens.{pkg}", "screenshot")
    monkeypatch.setattr(gallery, "TABLES", {"ragers": (demo,)})
    rc = run_gallery(tmp_path, size=(60, 84), small=None, games=["ragers"])
    assert rc == 0
    load(tmp_path / "table-ragers.png")
    assert not list(tmp_path.glob("*.parts")), "the demo's work folder is cleaned up"


def test_the_preferred_milestone_shot_is_kept(tmp_path, monkeypatch) -> None:
    pkg = "fake_milestone_table"
    module = types.ModuleType(f"desktop.screens.{pkg}")

    class Result:
        screenshots: list[str] = []

    def play(*, seed=1, frames=0, screenshots=None, quit_pygame=True):
        assert quit_pygame is False, "the gallery keeps pygame running between tables"
        result = Result()
        for i, (name, colour) in enumerate([("01-deal", (200, 0, 0)), ("03-trick", (0, 0, 200))]):
            surf = pygame.Surface((200, 120))
            surf.fill(colour)
            for x in range(0, 200, 7):
                pygame.draw.line(surf, (x, 255 - x, i * 100), (x, 0), (200 - x, 120))
            path = Path(screenshots) / f"{name}.png"
            pygame.image.save(surf, str(path))
            result.screenshots.append(str(path))
        return result

    module.play = play
    module.DEMO_GAMES = ("rage-trick",)
    monkeypatch.setitem(sys.modules, f"desktop.screens.{pkg}", module)
    demo = gallery.TableDemo(f"desktop.screens.{pkg}", "play", {}, "trick")
    monkeypatch.setattr(gallery, "TABLES", {"rage-trick": (demo,)})
    rc = run_gallery(tmp_path, size=(60, 84), small=None, games=["rage-trick"])
    assert rc == 0
    shot = load(tmp_path / "table-rage-trick.png")
    assert tuple(shot.get_at((199, 60)))[:3] == (0, 0, 200), "the trick shot, not the deal"


def test_a_broken_table_does_not_lose_the_sheets(tmp_path, monkeypatch, caplog) -> None:
    pkg = "broken_gallery_table"
    module = types.ModuleType(f"desktop.screens.{pkg}")

    def screenshot():
        raise RuntimeError("table exploded")

    module.screenshot = screenshot
    monkeypatch.setitem(sys.modules, f"desktop.screens.{pkg}", module)
    demo = gallery.TableDemo(f"desktop.screens.{pkg}", "screenshot")
    monkeypatch.setattr(gallery, "TABLES", {"ragers": (demo,)})
    with caplog.at_level(logging.ERROR):
        rc = run_gallery(tmp_path, size=(60, 84), small=None, games=["ragers"])
    assert rc == 1
    assert "table exploded" in caplog.text
    load(tmp_path / "ragers-01.png")
