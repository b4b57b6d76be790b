"""Desktop tests run headless: SDL's dummy video and audio drivers, set before pygame loads."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture
def display() -> pygame.Surface:
    """A small display, so surfaces can be converted to its pixel format."""
    pygame.display.init()
    pygame.font.init()
    return pygame.display.set_mode((320, 200))
