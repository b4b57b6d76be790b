from __future__ import annotations

import pygame
import pytest

from desktop.scene.input import logical_event
from desktop.scene.viewport import Viewport


def test_1280x720_is_an_exact_two_thirds_scale() -> None:
    vp = Viewport((1280, 720))
    assert vp.scale == pytest.approx(2 / 3)
    assert vp.rect == pygame.Rect(0, 0, 1280, 720)
    assert vp.to_logical((0, 0)) == (0, 0)
    assert vp.to_logical((640, 360)) == pytest.approx((960, 540))
    assert vp.to_logical((1000, 100)) == pytest.approx((1500, 150))
    assert vp.to_window((1500, 150)) == pytest.approx((1000, 100))
    assert not vp.identity and Viewport((1920, 1080)).identity


def test_letterbox_and_pillarbox_bars() -> None:
    tall = Viewport((1280, 800))  # bars above and below
    assert tall.rect == pygame.Rect(0, 40, 1280, 720)
    assert tall.to_logical((640, 40)) == pytest.approx((960, 0))
    assert tall.to_logical((640, 10)) == pytest.approx((960, 0))  # on the bar: clamped
    assert tall.to_logical((640, 10), clamp=False)[1] == pytest.approx(-45)
    assert not tall.contains((640, 10)) and tall.contains((640, 400))
    wide = Viewport((2000, 720))  # bars left and right
    assert wide.rect == pygame.Rect(360, 0, 1280, 720)
    assert wide.to_logical((360 + 640, 360)) == pytest.approx((960, 540))


def test_logical_event_maps_mouse_events_only() -> None:
    vp = Viewport((1280, 800))
    ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 400), rel=(20, -10), buttons=(1, 0, 0))
    out = logical_event(ev, vp)
    assert out.pos == (960, 540) and out.rel == (30, -15) and out.window_pos == (640, 400)
    assert out.buttons == (1, 0, 0)
    click = logical_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 40), button=1), vp)
    assert click.pos == (0, 0) and click.button == 1
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    assert logical_event(key, vp) is key
