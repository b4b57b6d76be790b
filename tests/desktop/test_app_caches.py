"""The app's caches: owned by the App, shared by its tables, each within a bound."""

from __future__ import annotations

import pygame

from desktop.app import GIVE_BACK_FRAMES
from desktop.caches import AppCaches, CacheBudgets
from desktop.render.fonts import Fonts
from desktop.scene.cache import SurfaceCache, quantise
from desktop.screens.rage_trick.faces import card_art
from desktop.ui.theme import Theme
from tests.desktop.test_scene_render import solid
from tests.desktop.test_table_support import make_app, make_table

CARD = (60, 84)
CARD_BYTES = CARD[0] * CARD[1] * 4


def test_a_moving_card_does_not_push_out_the_cards_at_rest(display: pygame.Surface) -> None:
    cache = SurfaceCache(max_bytes=40 * CARD_BYTES)
    resting = [solid(CARD, (20 * i, 80, 160)) for i in range(12)]
    for _ in range(2):  # drawn frame after frame: kept
        for i, surf in enumerate(resting):
            cache.get(surf, *quantise(1.0, i * 3.0, 1.0))
    moving = solid(CARD, (200, 40, 40))
    for frame in range(300):  # a card turning and fading: a new transform every frame
        cache.get(moving, *quantise(1.0 + frame / 600, frame * 1.1, 1 - frame / 400))
    assert cache.bytes_used <= cache.max_bytes
    cache.reset_counters()
    for i, surf in enumerate(resting):
        cache.get(surf, *quantise(1.0, i * 3.0, 1.0))
    assert cache.misses == 0 and cache.hits == len(resting)


def test_an_animation_played_again_finds_its_transforms_when_kept_ones_fill_the_budget(
    display: pygame.Surface,
) -> None:
    # Kept transforms (asked for twice) once filled the whole budget and stayed, leaving
    # probation one entry: a card's animation played again made every transform anew.
    cache = SurfaceCache(max_bytes=20 * CARD_BYTES)
    faces = [solid(CARD, (i, 60, 60)) for i in range(40)]  # they live all game
    for i, surf in enumerate(faces):  # the end of many eases: asked for twice, never again
        for _ in range(2):
            cache.get(surf, *quantise(1.0, float(i), 1.0))
    assert cache.bytes_used <= cache.max_bytes
    flying = solid(CARD, (220, 30, 30))
    steps = [quantise(0.8 + k / 50, k * 0.7, 1.0) for k in range(4)]
    for key in steps:  # the card flies once...
        cache.get(flying, *key)
    cache.reset_counters()
    for key in steps:  # ...and the same way again
        cache.get(flying, *key)
    assert cache.hits == len(steps) and cache.misses == 0
    assert cache.bytes_used <= cache.max_bytes


def test_the_surface_cache_keeps_within_its_budget(display: pygame.Surface) -> None:
    cache = SurfaceCache(max_bytes=10 * CARD_BYTES)
    sources = [solid(CARD, (i, 90, 90)) for i in range(40)]
    for _ in range(2):
        for i, surf in enumerate(sources):
            cache.get(surf, *quantise(1.0, float(i), 1.0))
            assert cache.bytes_used <= cache.max_bytes
    assert 0 < len(cache) <= 10


def test_fonts_kept_open_are_bounded() -> None:
    fonts = Fonts(max_fonts=5)
    for size in range(8, 40):
        fonts.text(size)
    assert len(fonts._fonts) == 5
    kept = fonts.text(39)
    assert fonts.text(39) is kept  # the most recent sizes stay open


def test_the_card_renderer_has_a_budget_and_one_per_palette() -> None:
    caches = AppCaches(CacheBudgets(surfaces=1024, cards=3 * CARD_BYTES))
    renderer = caches.cards(card_art())
    assert caches.cards(card_art()) is renderer
    assert caches.cards(card_art(), "colorblind") is not renderer
    for value in range(1, 9):
        renderer.face(f"red-{value}", CARD, "rage-trick")
    assert renderer.bytes_used <= 3 * CARD_BYTES
    assert set(caches.report()) == {
        "surfaces",
        "text",
        "pieces",
        "cards standard",
        "cards colorblind",
    }


def test_the_ui_text_is_drawn_through_the_apps_bounded_cache(display) -> None:
    from desktop.ui import text_cache, theme

    app = make_app()
    try:
        assert text_cache.active() is app.caches.text
        first = theme.render_text("Your turn", 30, (255, 255, 255))
        assert theme.render_text("Your turn", 30, (255, 255, 255)) is first
        assert len(app.caches.text) == 1 and app.caches.text.fonts_open == 1
        # Within its budgets: a long game's worth of scores and names pushes the oldest out.
        app.caches.text.max_bytes = 64 * 1024
        app.caches.text.max_fonts = 4
        for n in range(400):
            theme.render_text(f"Score {n}", 20 + n % 9, (200, 200, 200))
        assert app.caches.text.bytes_used <= 64 * 1024
        assert app.caches.text.fonts_open <= 4
        app.close()
        assert len(app.caches.text) == 0  # the App's caches go with it
    finally:
        text_cache.use(None)


def test_tables_draw_through_the_apps_caches() -> None:
    app = make_app()
    first = make_table(app)
    app.frame(1 / 60, [])
    assert first.scene.cache is app.caches.surfaces
    assert first.faces.renderer is app.caches.cards(card_art())
    assert app.caches.surfaces.bytes_used > 0
    app.pop()
    second = make_table(app)
    assert second.scene.cache is first.scene.cache
    assert second.faces.renderer is first.faces.renderer
    app.close()
    assert app.caches.surfaces.bytes_used == 0 and app.caches.report()["cards standard"] == 0


def test_leaving_a_table_hands_its_memory_back_once_a_moment_later() -> None:
    app = make_app()
    calls: list[int] = []
    app.caches.give_back = lambda: calls.append(app.frames)  # type: ignore[method-assign]
    assert app.open("menu")
    make_table(app)
    for _ in range(5):
        app.frame(1 / 60, [])
    app.pop()
    for _ in range(GIVE_BACK_FRAMES * 2):
        app.frame(1 / 60, [])
    assert len(calls) == 1
    app.close()


def test_a_surface_drawn_anew_leaves_no_stale_transforms(display: pygame.Surface) -> None:
    cache = SurfaceCache()
    for value in range(20):  # a name plate re-rendered for every score change
        plate = solid((300, 132), (value, 60, 60))
        for _ in range(3):
            cache.get(plate, *quantise(1.0, 0.0, 1.0))
    assert len(cache) == 1 and cache.bytes_used == 300 * 132 * 4
    del plate
    assert len(cache) == 0 and cache.bytes_used == 0


def test_the_themes_shapes_are_bounded() -> None:
    theme = Theme()
    theme._surfaces.max_bytes = 4 * 200 * 100 * 4
    first = theme.box((200, 100), (10, 20, 30))
    assert theme.box((200, 100), (10, 20, 30)) is first
    for shade in range(40):  # a box for every width of a toast's message, say
        theme.box((200, 100), (shade, 20, 30))
        assert theme._surfaces.bytes_used <= theme._surfaces.max_bytes
    assert len(theme._surfaces) == 4
    assert theme.box((200, 100), (10, 20, 30)) is not first  # long gone, made again


def test_the_ccg_tables_drawn_pieces_are_the_apps_and_bounded(display) -> None:
    """The CCG table's badges, stat strips and panels and its card art's shades are kept in
    the App's bounded memo of pieces, not in module globals: they go with the App."""
    from desktop.game.controllers import bot
    from desktop.screens.ccg_kit import art_style
    from desktop.screens.rage_lv import art, hud, stage
    from desktop.ui import text_cache
    from engine.core.session import Session
    from tests.desktop.test_ccg_support import open_table

    app = make_app()
    try:
        session = Session.new("rage-lv", 2, 7, {}, names=["Ann", "Bob"])
        open_table(app, session, [bot("Ann"), bot("Bob")])
        for _ in range(3):
            app.frame(1 / 60, [])
        pieces = app.caches.text
        assert text_cache.active() is pieces and pieces.piece_bytes > 0
        for module in (hud, stage, art, art_style):
            memos = [
                name
                for name, value in vars(module).items()
                if (isinstance(value, dict) and name.isupper() and name.startswith("_"))
                or hasattr(value, "cache_info")
            ]
            assert memos == [], (module.__name__, memos)
        # Within its budget: many strips push the oldest out.
        pieces.max_piece_bytes = 32 * 1024
        for n in range(300):
            stage.badge(f"ALPHA {n}", (200, 40, 40))
        assert pieces.piece_bytes <= 32 * 1024
        app.close()
        assert pieces.piece_bytes == 0
    finally:
        text_cache.use(None)
