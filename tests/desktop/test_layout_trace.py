"""The layout checker itself: it must see texts through composition and catch what it claims."""

from __future__ import annotations

import pygame

from tests.desktop.layout_trace import RecordingCanvas, Trace, tracing


def frame(draw) -> Trace:
    canvas = RecordingCanvas((400, 300))
    canvas.draws = []
    draw(canvas)
    return Trace(canvas.draws, canvas.get_size())


def font() -> pygame.font.Font:
    return pygame.font.Font(None, 30)


def test_texts_are_followed_through_panels_transforms_and_copies(display) -> None:
    with tracing():
        panel = pygame.Surface((200, 80), pygame.SRCALPHA)
        panel.fill((20, 20, 20, 255))
        panel.blit(font().render("Hello", True, (255, 255, 255)), (10, 20))
        big = pygame.transform.smoothscale(panel, (400, 160)).convert_alpha()
        ink = font().render("Hello", True, (255, 255, 255)).get_bounding_rect(min_alpha=64)
        part = big.subsurface((10, 0, 300, 160)).copy()
        trace = frame(lambda c: c.blit(part, (50, 60)))
    (rect,) = trace.find("Hello")
    # Doubled, 10 pixels cut off the left, then drawn at (50, 60).
    assert abs(rect.x - (50 + 2 * (10 + ink.x) - 10)) <= 1
    assert abs(rect.y - (60 + 2 * (20 + ink.y))) <= 1
    assert abs(rect.w - 2 * ink.w) <= 1 and abs(rect.h - 2 * ink.h) <= 1


def test_text_over_text_and_a_card_over_a_label_are_caught(display) -> None:
    with tracing():
        label = font().render("ACCUSERS", True, (255, 255, 255))
        other = font().render("to discard", True, (255, 200, 0))
        card = pygame.Surface((60, 90))
        card.fill((200, 180, 150))

        def draw(canvas: pygame.Surface) -> None:
            canvas.blit(label, (100, 100))
            canvas.blit(other, (130, 105))  # right over the label
            canvas.blit(card, (20, 80))  # covers nothing
            canvas.blit(card, (110, 90))  # covers the label's start

        problems = frame(draw).problems()
    kinds = {(p.kind, p.text) for p in problems}
    assert ("text over text", "ACCUSERS") in kinds
    assert ("covered", "ACCUSERS") in kinds
    assert all(p.text != "to discard" or p.kind == "covered" for p in problems)


def test_card_print_glows_and_veils_are_not_problems(display) -> None:
    with tracing():
        label = font().render("Deck", True, (255, 255, 255))
        glow = pygame.Surface((120, 60), pygame.SRCALPHA)
        glow.fill((255, 220, 100, 90))  # see-through: hides nothing
        veil = pygame.Surface((400, 300), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 160))
        menu = font().render("Resume", True, (255, 255, 255))

        def draw(canvas: pygame.Surface) -> None:
            canvas.blit(label, (100, 100))
            canvas.blit(glow, (90, 90))
            canvas.blit(veil, (0, 0))  # a modal dims everything under it
            canvas.blit(menu, (100, 100))  # and draws over it

        assert frame(draw).problems() == []
