"""Presenting only what changed: the canvas's recorded operations, their damage, and scaled
tiles that give exactly the pixels a full rescale gives."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.scene.canvas import RecordingCanvas, damage
from desktop.scene.present import REFINE_PIXELS, WindowPresenter
from desktop.scene.viewport import LOGICAL_SIZE, Viewport


def _noise(surface: pygame.Surface, seed: int, count: int = 600) -> None:
    rng = random.Random(seed)
    w, h = surface.get_size()
    for _ in range(count):
        color = [rng.randrange(256) for _ in range(3)]
        pygame.draw.circle(
            surface, color, (rng.randrange(w), rng.randrange(h)), rng.randrange(2, 40)
        )


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _settle(presenter: WindowPresenter, canvas: pygame.Surface) -> int:
    """Frames with nothing new until every rough box is smoothed; returns how many."""
    frames = 0
    while not presenter.settled:
        presenter.present(canvas, [])
        frames += 1
        assert frames < 100
    return frames


def _shown(size: tuple[int, int], seed: int):
    """A window of `size` showing a noisy canvas whole; its viewport, canvas and presenter."""
    pygame.display.init()
    window = pygame.display.set_mode(size)
    viewport = Viewport(size)
    canvas = RecordingCanvas(LOGICAL_SIZE, 0, window)
    _noise(canvas, seed)
    presenter = WindowPresenter(window, viewport)
    presenter.present(canvas, None)
    return window, viewport, canvas, presenter


def _full_rescale(window: pygame.Surface, viewport: Viewport, canvas: pygame.Surface) -> bytes:
    """The window's pixels had the whole canvas been scaled at once (the window is left so)."""
    WindowPresenter(window, viewport).present(canvas, None)
    return _pixels(window)


def _frame(canvas: RecordingCanvas, items: list[tuple[pygame.Surface, tuple[int, int]]]) -> list:
    with canvas.recording() as ops:
        canvas.fill((20, 60, 40))
        for surface, pos in items:
            canvas.blit(surface, pos)
    return ops


def test_unchanged_frames_have_no_damage_and_a_move_damages_both_places() -> None:
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    canvas = RecordingCanvas((400, 300))
    card = pygame.Surface((40, 60))
    label = pygame.Surface((80, 20))
    first = _frame(canvas, [(card, (10, 10)), (label, (200, 250))])
    again = _frame(canvas, [(card, (10, 10)), (label, (200, 250))])
    assert damage(first, again) == []
    moved = _frame(canvas, [(card, (50, 10)), (label, (200, 250))])
    assert sorted(damage(again, moved)) == [(10, 10, 40, 60), (50, 10, 40, 60)]
    assert damage(None, moved) is None  # nothing to compare with: everything


def test_alpha_reordering_and_draw_calls_count_as_changes() -> None:
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    canvas = RecordingCanvas((400, 300))
    a, b = pygame.Surface((40, 40)), pygame.Surface((40, 40))
    base = _frame(canvas, [(a, (0, 0)), (b, (20, 20))])
    a.set_alpha(128)
    faded = _frame(canvas, [(a, (0, 0)), (b, (20, 20))])
    assert damage(base, faded) == [(0, 0, 40, 40)]
    swapped = _frame(canvas, [(b, (20, 20)), (a, (0, 0))])
    assert sorted(damage(faded, swapped)) == [(0, 0, 40, 40), (20, 20, 40, 40)]

    def ring(color: tuple[int, int, int]) -> list:
        with canvas.recording() as ops:
            canvas.fill((0, 0, 0))
            pygame.draw.rect(canvas, color, (100, 100, 50, 30), 2)
        return ops

    assert damage(ring((255, 0, 0)), ring((255, 0, 0))) == []
    changed = damage(ring((255, 0, 0)), ring((0, 255, 0)))
    assert changed and all(pygame.Rect(r).colliderect((100, 100, 50, 30)) for r in changed)
    # Outside a recorded frame pygame.draw is pygame's own again.
    assert not getattr(pygame.draw.rect, "_records_canvas", False)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1600, 900), (1366, 768)])
def test_rescaling_damaged_tiles_gives_the_pixels_of_a_full_rescale(size: tuple[int, int]) -> None:
    window, viewport, canvas, presenter = _shown(size, 1)
    # Change a few places, one at the bottom right corner, and present only those.
    changes = [(300, 200, 150, 220), (1830, 1000, 90, 80), (0, 500, 64, 64)]
    for i, rect in enumerate(changes):
        sub = pygame.Surface(rect[2:])
        _noise(sub, 10 + i, 40)
        canvas.blit(sub, rect[:2])
    presenter.present(canvas, changes)
    _settle(presenter, canvas)
    partial = _pixels(window)
    assert partial == _full_rescale(window, viewport, canvas)
    assert presenter.scaled_pixels < 2 * LOGICAL_SIZE[0] * LOGICAL_SIZE[1]


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1600, 900), (3840, 2160)])
def test_any_damage_rescaled_alone_gives_the_pixels_of_a_full_rescale(
    size: tuple[int, int],
) -> None:
    window, viewport, canvas, presenter = _shown(size, 2)
    rng = random.Random(size[0])
    for _ in range(6):
        changes = []
        for _ in range(rng.randrange(1, 12)):  # cards moved, overlapping or far apart
            w, h = rng.randrange(1, 300), rng.randrange(1, 300)
            x, y = rng.randrange(-20, LOGICAL_SIZE[0] - 5), rng.randrange(-20, LOGICAL_SIZE[1] - 5)
            rect = pygame.Rect(x, y, w, h).clip(canvas.get_rect())
            if rect.width < 2 or rect.height < 2:
                continue
            sub = pygame.Surface(rect.size)
            _noise(sub, rng.randrange(1000), 20)
            canvas.blit(sub, rect)
            changes.append(tuple(rect))
        presenter.present(canvas, changes)
        _settle(presenter, canvas)
        partial = _pixels(window)
        assert partial == _full_rescale(window, viewport, canvas)


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160), (2880, 1620)])
def test_a_one_pixel_change_rescaled_alone_gives_the_pixels_of_a_full_rescale(
    size: tuple[int, int],
) -> None:
    # A box q pixels high grows from q + 1 rows into p, which smoothscale copies row for row
    # when p = q + 1 (2560x1440, 3840x2160, 2880x1620): the box must be taller than that.
    window, viewport, canvas, presenter = _shown(size, 5)
    for x, y in [(1, 1), (700, 301), (1916, 1076)]:
        canvas.set_at((x, y), (255, 255, 255))
        presenter.present(canvas, [(x, y, 1, 1)])
    partial = _pixels(window)
    assert partial == _full_rescale(window, viewport, canvas)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_moved_card_rescales_little_more_than_its_two_places(size: tuple[int, int]) -> None:
    pygame.display.init()
    window = pygame.display.set_mode(size)
    presenter = WindowPresenter(window, Viewport(size))
    canvas = RecordingCanvas(LOGICAL_SIZE, 0, window)
    # 96-pixel tiles once scaled a 135x189 card's damage as 288x288: 3.2 times its area.
    moved = [(500, 301, 135, 189), (506, 305, 135, 189)]
    presenter.present(canvas, moved)
    assert presenter.scaled_pixels <= 1.25 * 141 * 193


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160), (2880, 1620)])
def test_a_frame_out_of_time_scales_plainly_then_settles_to_the_full_rescale(
    size: tuple[int, int],
) -> None:
    pygame.display.init()
    window = pygame.display.set_mode(size)
    viewport = Viewport(size)
    canvas = RecordingCanvas(LOGICAL_SIZE, 0, window)
    _noise(canvas, 3)

    def exact() -> bytes:
        reference = pygame.Surface(size, 0, window)
        WindowPresenter(reference, viewport).present(canvas, None)
        return _pixels(reference)

    presenter = WindowPresenter(window, viewport)
    presenter.present(canvas, None, spent_ms=100.0)  # a frame with no time left
    assert presenter.rough_pixels == LOGICAL_SIZE[0] * LOGICAL_SIZE[1]
    assert not presenter.settled
    assert _pixels(window) != exact()
    # A change in a later busy frame is rough too; quiet frames then smooth everything, a
    # bounded band at a time, each place once.
    sub = pygame.Surface((300, 200))
    _noise(sub, 4, 30)
    canvas.blit(sub, (900, 500))
    presenter.present(canvas, [(900, 500, 300, 200)], spent_ms=100.0)
    scaled = presenter.scaled_pixels
    frames = _settle(presenter, canvas)
    assert frames >= LOGICAL_SIZE[0] * LOGICAL_SIZE[1] // REFINE_PIXELS
    assert presenter.scaled_pixels - scaled <= 1.1 * LOGICAL_SIZE[0] * LOGICAL_SIZE[1]
    assert _pixels(window) == exact()


def test_a_frame_with_time_a_small_change_and_a_shrunk_window_are_never_rough() -> None:
    pygame.display.init()
    window = pygame.display.set_mode((1920, 1080))
    canvas = RecordingCanvas(LOGICAL_SIZE, 0, window)
    presenter = WindowPresenter(window, Viewport((1920, 1080)))
    presenter.present(canvas, None, spent_ms=100.0)
    assert presenter.settled and presenter.rough_pixels == 0
    shrunk = pygame.display.set_mode((1280, 720))  # shrinking is cheap enough always
    presenter = WindowPresenter(shrunk, Viewport((1280, 720)))
    presenter.present(canvas, None, spent_ms=100.0)
    assert presenter.settled and presenter.rough_pixels == 0
    grown = pygame.display.set_mode((2560, 1440))
    presenter = WindowPresenter(grown, Viewport((2560, 1440)))
    presenter.present(canvas, [(10, 10, 100, 100)], spent_ms=100.0)  # too small to bother
    presenter.present(canvas, [(500, 300, 600, 400)], spent_ms=0.0)  # time enough
    assert presenter.settled and presenter.rough_pixels == 0


def test_a_1366x768_window_shows_whole_blocks_with_thin_bars() -> None:
    vp = Viewport((1366, 768))
    assert vp.rect == pygame.Rect(3, 1, 1360, 765)
    assert vp.ratio.numerator * 120 // vp.ratio.denominator == 85
