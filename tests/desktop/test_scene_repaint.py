"""Frames drawn only where they changed: the canvas defers a recorded frame, and the app
replays the operations touching the damage. What it leaves on the canvas must be exactly
what drawing the whole frame gives; a region left stale would show here."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop.scene.canvas import RecordingCanvas, damage, repaint_boxes

SIZE = (640, 360)


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _scene(rng: random.Random, cards: list[pygame.Surface]) -> list:
    """A frame as data: a background, translucent panels, cards, draw calls and a clip."""
    ops: list = [("fill", (20, 60, 40), None)]
    for card in cards:
        ops.append(("blit", card, (rng.randrange(-30, SIZE[0]), rng.randrange(-30, SIZE[1]))))
    ops.append(("rect", (255, 200, 0), pygame.Rect(rng.randrange(600), 40, 30, 20), 2))
    ops.append(("clip", (100, 100, 200, 120)))
    ops.append(("blit", cards[0], (rng.randrange(80, 250), 110)))
    ops.append(("fill", (200, 40, 40), (120, 150, 400, 10)))
    ops.append(("clip", None))
    ops.append(("circle", (90, 160, 255), (rng.randrange(600), 300), 14))
    return ops


def _draw(canvas: pygame.Surface, ops: list) -> None:
    for op in ops:
        kind = op[0]
        if kind == "fill":
            canvas.fill(op[1], op[2])
        elif kind == "blit":
            canvas.blit(op[1], op[2])
        elif kind == "rect":
            rect = op[2]
            pygame.draw.rect(canvas, op[1], rect, op[3])
            rect.move_ip(500, 500)  # the caller reuses its Rect: the frame keeps its own
        elif kind == "circle":
            pygame.draw.circle(canvas, op[1], op[2], op[3])
        elif kind == "clip":
            canvas.set_clip(op[1])


def _cards(seed: int) -> list[pygame.Surface]:
    rng = random.Random(seed)
    cards = []
    for i in range(8):
        card = pygame.Surface((60 + 7 * i, 84), pygame.SRCALPHA)
        card.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256), 255))
        pygame.draw.circle(card, (0, 0, 0, 0), (10, 10), 9)  # a transparent corner
        if i % 3 == 0:
            card.set_alpha(140)  # translucent: replaying it twice would show
        cards.append(card)
    return cards


def _run(frames: int, boxes_for=repaint_boxes) -> list[int]:
    """Frames drawn deferred (damage only) against the same frames drawn whole; returns
    the frames whose pixels differ."""
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    deferred = RecordingCanvas(SIZE)
    deferred.defer = True
    whole = RecordingCanvas(SIZE)
    cards = _cards(1)
    rng = random.Random(5)
    last = None
    wrong = []
    frame_ops = _scene(rng, cards)
    for n in range(frames):
        if n % 2:  # every other frame some things move, the rest stays
            moved = _scene(rng, cards)
            frame_ops = [
                m if rng.random() < 0.3 else o for o, m in zip(frame_ops, moved, strict=True)
            ]
        with deferred.recording() as ops:
            _draw(deferred, [_fresh(op) for op in frame_ops])
        deferred.replay(boxes_for(damage(last, ops), SIZE))
        last = ops
        with whole.recording():
            _draw(whole, [_fresh(op) for op in frame_ops])
        if _pixels(deferred) != _pixels(whole):
            wrong.append(n)
    return wrong


def _fresh(op: tuple) -> tuple:
    return tuple(pygame.Rect(v) if isinstance(v, pygame.Rect) else v for v in op)


def test_a_deferred_canvas_redraws_exactly_the_damage() -> None:
    assert _run(40) == []


def test_a_stale_region_is_caught() -> None:
    """The same check fails when the replay forgets part of the damage."""

    def half(damaged, size):
        boxes = repaint_boxes(damaged, size)
        return boxes[: len(boxes) // 2] if boxes else boxes

    assert _run(40, half)


def test_the_repaint_boxes_cover_the_damage_without_overlapping() -> None:
    damaged = [(10, 10, 5, 5), (60, 0, 80, 70), (300, 200, 1, 1), (-5, 350, 20, 30)]
    boxes = repaint_boxes(damaged, SIZE)
    assert boxes is not None
    for rect in damaged:
        inside = pygame.Rect(rect).clip(pygame.Rect(0, 0, *SIZE))
        covered = sum(inside.clip(b).width * inside.clip(b).height for b in boxes)
        assert covered == inside.width * inside.height
    for i, a in enumerate(boxes):
        assert not any(a.colliderect(b) for b in boxes[i + 1 :])
    assert repaint_boxes([(0, 0, *SIZE)], SIZE) is None  # all of it: one whole redraw
    assert repaint_boxes([], SIZE) == []


def test_reading_the_canvas_mid_frame_draws_what_came_before() -> None:
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    canvas = RecordingCanvas(SIZE)
    canvas.defer = True
    with canvas.recording():
        canvas.fill((10, 20, 30))
        assert tuple(canvas.get_at((5, 5)))[:3] == (10, 20, 30)
        canvas.fill((200, 0, 0), (0, 0, 10, 10))
    canvas.replay([])
    assert tuple(canvas.get_at((5, 5)))[:3] == (200, 0, 0)


@pytest.mark.parametrize(
    ("game", "seats", "size"),
    [
        ("rage-trick", 6, (1280, 720)),
        ("ragers", 2, (1280, 720)),
        ("rage-lv", 4, (1920, 1080)),
        ("rage-classic", 4, (1920, 1080)),
    ],
)
def test_every_table_draws_the_same_pixels_as_a_whole_redraw(
    game: str, seats: int, size: tuple[int, int], monkeypatch
) -> None:
    """A stretch of each table's demo: every few frames, the app's canvas (drawn only
    where the frame changed) is compared with the frame drawn whole."""
    from desktop import demo
    from desktop.app import App

    checked: list[int] = []
    wrong: list[int] = []
    draw = App.draw

    def checking(app: App) -> None:
        draw(app)
        if app.frames % 4:
            return
        whole = RecordingCanvas(app.canvas.get_size(), 0, app.canvas)
        with whole.recording():
            app.stack.draw(whole)
            area = getattr(app.stack.top, "toast_area", None)
            app.toasts.draw(whole, app.theme, area() if area is not None else None)
        checked.append(app.frames)
        if _pixels(app.canvas) != _pixels(whole):
            wrong.append(app.frames)

    monkeypatch.setattr(App, "draw", checking)
    # every frame draws (a split frame, which only updates, would depend on the machine's
    # speed: under load fewer of the 360 frames drew)
    demo.play(game, seats=seats, size=size, frames=360, quit_pygame=False, split_frames=False)
    assert len(checked) >= 80
    assert wrong == []
