"""Faces are drawn lazily, once per (card, face, size, palette, info), and cached."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tests.desktop.test_render_support import every_game_renderer


def test_nothing_is_loaded_until_asked() -> None:
    r = every_game_renderer()
    assert not r.fonts._fonts
    assert not r.icons._cache
    assert not r._cache
    r.face("blue-4", (60, 84), "rage-trick")
    assert r.fonts._fonts and r.icons._cache and r._cache


def test_cache_hits_return_the_same_surface() -> None:
    r = every_game_renderer()
    a = r.face("red-7", (120, 168), "rage-trick")
    assert r.face("red-7", (120, 168), "rage-trick") is a
    assert r.face("red-7", (121, 168), "rage-trick") is not a
    assert r.face("red-8", (120, 168), "rage-trick") is not a
    back = r.back("ragers", (120, 168), "acc")
    assert r.back("ragers", (120, 168), "acc") is back
    assert r.back("ragers", (120, 168), "def") is not back


def test_palette_is_part_of_the_key() -> None:
    r = every_game_renderer()
    std = r.face("green-2", (90, 126), "rage-trick")
    r.set_palette("colorblind")
    assert r.palette == "colorblind"
    blind = r.face("green-2", (90, 126), "rage-trick")
    assert blind is not std
    r.set_palette("standard")
    assert r.face("green-2", (90, 126), "rage-trick") is std
    with pytest.raises(ValueError):
        r.set_palette("sepia")
    with pytest.raises(ValueError):
        every_game_renderer(palette="sepia")


def test_info_is_part_of_the_key() -> None:
    r = every_game_renderer()
    plain = r.face("acc-basher-1", (120, 168), "ragers")
    a = r.face("acc-basher-1", (120, 168), "ragers", {"gp": 3})
    assert a is not plain
    assert r.face("acc-basher-1", (120, 168), "ragers", {"gp": 3}) is a


def test_clear_empties_every_cache() -> None:
    r = every_game_renderer()
    a = r.face("out-1", (60, 84), "rage-trick")
    r.clear()
    assert not r._cache and not r.icons._cache and not r.fonts._fonts
    assert r.face("out-1", (60, 84), "rage-trick") is not a


def test_cache_keeps_within_its_budget() -> None:
    r = every_game_renderer()
    r.budget_bytes = 3 * 100 * 140 * 4
    first = r.face("red-1", (100, 140), "rage-trick")
    for v in range(2, 8):
        r.face(f"red-{v}", (100, 140), "rage-trick")
    assert len(r._cache) <= 3
    assert r.face("red-1", (100, 140), "rage-trick") is not first  # evicted, drawn again


def test_icon_is_cached_and_coloured() -> None:
    r = every_game_renderer()
    icon = r.icon("flame", 48, (200, 10, 10))
    assert icon.get_size() == (48, 48)
    assert r.icon("flame", 48, (200, 10, 10)) is icon
    colors = {
        tuple(icon.get_at((x, y)))[:3]
        for x in range(48)
        for y in range(48)
        if icon.get_at((x, y)).a == 255
    }
    assert (200, 10, 10) in colors


def test_faces_convert_when_a_display_exists(display: pygame.Surface) -> None:
    r = every_game_renderer()
    surf = r.face("yellow-9", (60, 84), "rage-trick")
    assert surf.get_flags() & pygame.SRCALPHA
    assert surf.get_at((0, 0)).a < 40


def test_import_draws_and_initialises_nothing() -> None:
    """Start-up cost: importing the renderer and building one touches no font or display."""
    code = (
        "import time; t = time.perf_counter()\n"
        "import pygame, desktop.render as r\n"
        "from desktop.screens.rage_trick.art import RageArt\n"
        "c = r.CardRenderer(arts=[RageArt()])\n"
        "assert not pygame.font.get_init() and not pygame.display.get_init()\n"
        "assert not c.fonts._fonts and not c.icons._cache\n"
        "print(time.perf_counter() - t)\n"
    )
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=True
    )
    assert float(out.stdout.strip().splitlines()[-1]) < 5.0
