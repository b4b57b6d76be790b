from __future__ import annotations

import pygame
import pytest

from desktop.ui import theme as theme_module
from desktop.ui.controls import Button, Choice, Slider, Toggle
from desktop.ui.dialog import Dialog
from desktop.ui.label import Label
from desktop.ui.scroll_list import ScrollList
from desktop.ui.theme import Theme, font, wrap
from desktop.ui.toast import Toasts
from desktop.ui.widget import WidgetGroup


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def down(pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def feed(group, *events) -> list[bool]:
    return [group.handle_event(e) for e in events]


@pytest.fixture
def menu(display):
    clicks: list[str] = []
    group = WidgetGroup()
    for i, name in enumerate(["a", "b", "c", "d"]):
        group.add(
            Button(
                rect=(10, 10 + i * 60, 200, 50),
                text=name.upper(),
                name=name,
                on_click=lambda name=name: clicks.append(name),
            )
        )
    group.widgets[2].enabled = False  # "c" is skipped by the focus ring
    group.add(Label(rect=(300, 10, 200, 40), text="not focusable"))
    group.focus_first()
    return group, clicks


def test_focus_ring_moves_with_tab_and_arrows_skipping_disabled(menu) -> None:
    group, _ = menu
    assert group.focused.name == "a" and group.focused.focused
    feed(group, key(pygame.K_TAB))
    assert group.focused.name == "b"
    feed(group, key(pygame.K_DOWN))
    assert group.focused.name == "d"  # c is disabled
    feed(group, key(pygame.K_DOWN))
    assert group.focused.name == "a"  # wraps
    feed(group, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert group.focused.name == "d"
    feed(group, key(pygame.K_UP))
    assert group.focused.name == "b"
    assert sum(w.focused for w in group.widgets) == 1


def test_enter_and_space_activate_the_focused_button(menu) -> None:
    group, clicks = menu
    feed(group, key(pygame.K_RETURN), key(pygame.K_TAB), key(pygame.K_SPACE))
    assert clicks == ["a", "b"]
    assert feed(group, key(pygame.K_ESCAPE)) == [False]  # left to the screen


def test_mouse_click_activates_and_hover_focuses(menu) -> None:
    group, clicks = menu
    feed(group, motion((50, 195)))
    assert group.focused.name == "d" and group.focused.hovered
    feed(group, down((50, 195)), up((50, 195)))
    assert clicks == ["d"]
    feed(group, down((50, 75)), motion((500, 500)), up((500, 500)))  # released elsewhere
    assert clicks == ["d"]
    feed(group, down((50, 135)), up((50, 135)))  # disabled
    assert clicks == ["d"]


def test_toggle_slider_choice_keyboard(display) -> None:
    changes: list[tuple[str, object]] = []
    toggle = Toggle(
        rect=(0, 0, 600, 60),
        label="Sound",
        value=False,
        on_change=lambda v: changes.append(("toggle", v)),
    )
    slider = Slider(
        rect=(0, 70, 600, 60),
        label="Speed",
        value=1.0,
        minimum=0.25,
        maximum=1.5,
        step=0.25,
        on_change=lambda v: changes.append(("slider", v)),
    )
    choice = Choice(
        rect=(0, 140, 600, 60),
        label="Size",
        options=[(1, "one"), (2, "two")],
        on_change=lambda v: changes.append(("choice", v)),
    )
    group = WidgetGroup([toggle, slider, choice])
    group.focus_first()
    feed(group, key(pygame.K_RETURN), key(pygame.K_LEFT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert changes == [("toggle", True), ("toggle", False), ("toggle", True)]
    changes.clear()
    feed(group, key(pygame.K_DOWN), key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert changes == [("slider", 1.25), ("slider", 1.5)]  # clamped at the maximum
    feed(group, key(pygame.K_HOME))
    assert slider.value == 0.25
    changes.clear()
    feed(group, key(pygame.K_DOWN), key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RETURN))
    assert changes == [("choice", 2), ("choice", 1), ("choice", 2)]
    assert choice.value == 2


def test_slider_follows_the_mouse(display) -> None:
    slider = Slider(
        rect=(0, 0, 1000, 60), label="Speed", value=0.0, minimum=0.0, maximum=1.0, step=0.1
    )
    group = WidgetGroup([slider])
    track = slider.track
    feed(group, down((track.x + track.width // 2, 30)))
    assert slider.value == pytest.approx(0.5)
    feed(group, motion((track.right + 50, 30)), up((track.right + 50, 30)))
    assert slider.value == 1.0
    feed(group, motion((track.x, 30)))
    assert slider.value == 1.0  # no longer pressed


def test_scroll_list_selection_scrolling_and_edges(display) -> None:
    activated: list[int] = []
    items = [f"Game {i}" for i in range(20)]
    lst = ScrollList(rect=(0, 0, 400, 5 * 44 + 8), items=items, on_activate=activated.append)
    after = Button(rect=(0, 300, 100, 40), text="after")
    group = WidgetGroup([lst, after])
    group.focus_first()
    assert lst.rows_visible == 5
    feed(group, *[key(pygame.K_DOWN)] * 6)
    assert lst.selected == 6 and lst.scroll == 2 and group.focused is lst
    feed(group, key(pygame.K_RETURN))
    assert activated == [6]
    feed(group, key(pygame.K_END))
    assert lst.selected == 19 and lst.scroll == 15
    feed(group, key(pygame.K_DOWN))  # past the last row: the focus ring takes over
    assert group.focused is after
    feed(group, motion((100, 100)))
    feed(group, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    assert lst.scroll == 9
    lst.set_items(items[:3])
    assert lst.scroll == 0 and lst.selected == 2


def test_dialog_is_modal_and_escape_cancels(display) -> None:
    calls: list[str] = []
    dialog = Dialog(
        "Leave?",
        "Really leave the table?",
        buttons=(("Leave", lambda: calls.append("leave")), ("Stay", lambda: calls.append("stay"))),
    )
    assert dialog.handle_event(motion((0, 0)))  # swallows everything
    assert dialog.handle_event(key(pygame.K_RIGHT))
    assert dialog.group.focused.name == "Stay"
    dialog.handle_event(key(pygame.K_ESCAPE))
    assert calls == ["stay"] and not dialog.is_open
    assert not dialog.handle_event(key(pygame.K_RETURN))

    dialog = Dialog("Leave?", "Really?", buttons=(("Leave", lambda: calls.append("leave")),))
    dialog.handle_event(key(pygame.K_RETURN))
    assert calls == ["stay", "leave"] and not dialog.is_open
    button = Dialog("x", "y", buttons=(("Go", lambda: calls.append("go")),)).group.widgets[0]
    assert button.rect.width > 0


def test_toasts_fade_expire_and_merge() -> None:
    toasts = Toasts()
    first = toasts.show("That card can't go there.", "warning", duration=1.0)
    assert first.opacity == 0.0
    toasts.update(0.5)
    assert first.opacity == 1.0
    toasts.show("That card can't go there.", "warning", duration=1.0)  # restarts, no duplicate
    assert toasts.messages == ["That card can't go there."]
    toasts.update(0.8)
    assert 0 < first.opacity < 1
    toasts.update(0.5)
    assert toasts.messages == []
    for i in range(6):
        toasts.show(f"m{i}")
    assert toasts.messages == ["m2", "m3", "m4", "m5"]


def region_colors(surface: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    sub = surface.subsurface(rect)
    return {
        tuple(sub.get_at((x, y)))[:3]
        for x in range(0, rect.width, 2)
        for y in range(0, rect.height, 2)
    }


def close(color, expected, tolerance: int = 6) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color[:3], expected, strict=True))


def test_widgets_really_draw_and_focus_shows(display) -> None:
    theme = Theme()
    surface = pygame.Surface((700, 300))
    button = Button(rect=(20, 20, 300, 70), text="New game")
    surface.fill((0, 0, 0))
    button.draw(surface, theme)
    plain = pygame.image.tobytes(surface, "RGB")
    assert len(region_colors(surface, button.rect.inflate(-60, -30))) > 5  # text, not a flat box
    button.focused = True
    surface.fill((0, 0, 0))
    button.draw(surface, theme)
    assert pygame.image.tobytes(surface, "RGB") != plain
    assert surface.get_at((button.rect.centerx, button.rect.top + 1))[:3] != (0, 0, 0)

    toggle = Toggle(rect=(20, 120, 600, 70), label="Sound", value=True)
    toggle.draw(surface, theme)
    pill = (toggle.rect.right - 28 - 46, toggle.rect.centery + 14)
    assert close(surface.get_at(pill), theme.good)
    toggle.value = False
    toggle.draw(surface, theme)
    assert not close(surface.get_at(pill), theme.good)


def test_font_loads_art_fonts_or_falls_back(display, monkeypatch, tmp_path) -> None:
    assert font(24).get_height() > 10
    assert theme_module._font_file(theme_module._BODY, False) is None or (
        theme_module._font_file(theme_module._BODY, False).suffix in (".ttf", ".otf")
    )
    monkeypatch.setattr(theme_module, "FONT_DIR", tmp_path / "missing")
    theme_module.clear_caches()
    try:
        fallback = font(24, bold=True)
        assert fallback.bold and fallback.render("Rage", True, (255, 255, 255)).get_width() > 20
    finally:
        monkeypatch.undo()
        theme_module.clear_caches()


def test_wrap_keeps_lines_within_width(display) -> None:
    text = "You must follow the colour that was led if you can, unless you play a wild."
    lines = wrap(text, 28, 300)
    assert len(lines) > 1 and " ".join(lines) == text
    assert all(font(28).size(line)[0] <= 300 for line in lines)
