"""Every new screen renders (setup, table, rules, summary, pass, in-game menu, continue,
score sheet), judged on the window's pixels; the setup screen works by keyboard and mouse."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.continue_game import ContinueScreen
from desktop.screens.game_menu import InGameMenu
from desktop.screens.pass_screen import PassScreen
from desktop.screens.rage_trick.setup import SetupScreen
from desktop.screens.rage_trick.summary import RageSummary
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.registry import CONTINUE, NEW_GAME, RULES
from desktop.screens.rules import RulesScreen
from tests.desktop import test_table_support as support
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import (
    FRAME,
    click,
    frames,
    key,
    make_table,
    run_until,
)

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def busy_pixels(app, rect: pygame.Rect) -> int:
    """How many distinct colours the window shows in a logical rectangle (sampled)."""
    vp = app.viewport
    x, y = vp.to_window(rect.topleft)
    s = vp.scale
    win = pygame.Rect(
        round(x), round(y), max(1, round(rect.width * s)), max(1, round(rect.height * s))
    )
    sub = app.window.subsurface(win.clip(app.window.get_rect()))
    colors = set()
    for yy in range(0, sub.get_height(), 3):
        for xx in range(0, sub.get_width(), 3):
            colors.add(tuple(sub.get_at((xx, yy)))[:3])
    return len(colors)


def text_event(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def test_setup_screen_by_keyboard_starts_a_game(app) -> None:
    assert app.open(NEW_GAME)
    screen = app.stack.top
    assert isinstance(screen, SetupScreen)
    frames(app, 2)
    assert busy_pixels(app, pygame.Rect(90, 150, 840, 760)) > 30  # option rows drawn
    assert screen.widgets.focused is screen.start
    # Players: 4 -> 5 with the Right arrow.
    screen.widgets.focus(screen.players)
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.count == 5 and screen.seat_rows[4][0].visible
    # Rename seat 1 by typing.
    screen.widgets.focus(screen.seat_rows[0][0])
    app.frame(
        FRAME,
        [
            pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL, unicode=""
            )
        ],
    )
    app.frame(FRAME, [text_event("Zoë")])
    assert screen.seat_data[0]["name"] == "Zoë"
    # Seat 2 starts as a Normal bot; Left twice makes it a person (Normal -> Easy -> Person).
    assert screen.seat_data[1]["kind"] == "normal"
    screen.widgets.focus(screen.seat_rows[1][1])
    frames(app, 1, [key(pygame.K_LEFT)])
    assert screen.seat_data[1]["kind"] == "easy"
    frames(app, 1, [key(pygame.K_LEFT)])
    assert screen.seat_data[1]["kind"] == "person"
    # Secret bids on, by Enter on its row.
    screen.widgets.focus(screen.toggles["secret_bids"])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert screen.flags["secret_bids"]
    # The hook rule cannot go with secret bids: the engine says so and Start is off.
    screen.widgets.focus(screen.toggles["hook"])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert not screen.start.enabled and "secret bids" in screen.error
    frames(app, 1, [key(pygame.K_RETURN)])  # hook off again
    assert screen.start.enabled
    screen.widgets.focus(screen.start)
    frames(app, 1, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, RageTable)
    assert table.session.header.seats == 5
    assert table.names[0] == "Zoë" and table.runner.seats[1].is_person
    assert table.session.header.options["secret_bids"] is True
    assert table.journal is not None and table.journal.path.exists()


def test_setup_screen_by_mouse(app) -> None:
    app.open(NEW_GAME)
    screen = app.stack.top
    frames(app, 1)
    box = screen.players.box
    click(app, (box.right - 20, box.centery))  # the right arrow
    assert screen.count == 5
    click(app, (box.x + 20, box.centery))  # the left arrow
    assert screen.count == 4
    click(app, screen.toggles["reneging"].rect.center)
    assert screen.flags["reneging"]
    click(app, screen.start.rect.center)
    assert isinstance(app.stack.top, RageTable)


def test_table_in_game_menu_and_score_sheet_render(app) -> None:
    table = make_table(app, [person("You"), bot("B"), bot("C"), bot("D")], dealer=3)
    run_until(app, lambda: table.picker is not None)
    frames(app, 2)
    assert busy_pixels(app, pygame.Rect(300, 790, 1000, 280)) > 40  # the hand
    assert busy_pixels(app, pygame.Rect(1520, 330, 380, 200)) > 5  # the sidebar
    frames(app, 1, [key(pygame.K_s)])
    assert table.sheet is not None
    frames(app, 2)
    assert busy_pixels(app, pygame.Rect(100, 100, 1700, 800)) > 20
    frames(app, 1, [key(pygame.K_s)])
    assert table.sheet is None
    frames(app, 1, [key(pygame.K_ESCAPE)])
    menu = app.stack.top
    assert isinstance(menu, InGameMenu)
    frames(app, 2)
    assert busy_pixels(app, menu.panel.rect) > 10
    frames(app, 1, [key(pygame.K_ESCAPE)])  # resume
    assert app.stack.top is table


def test_rules_screen_scrolls_by_keys(app) -> None:
    assert app.open(RULES)
    screen = app.stack.top
    assert isinstance(screen, RulesScreen)
    frames(app, 1)
    assert screen.max_scroll > 0 and len(screen.toc) >= 5
    assert busy_pixels(app, pygame.Rect(560, 150, 1280, 840)) > 10
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert screen.scroll > 0
    frames(app, 1, [key(pygame.K_END)])
    assert screen.scroll == screen.max_scroll
    frames(app, 1, [key(pygame.K_HOME)])
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert screen.current_section() == 1
    frames(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is not screen


def test_summary_and_pass_screens_render(app) -> None:
    columns = ("round", "hand_size", "bids", "tricks", "points", "made", "scores")
    rounds = [
        dict(zip(columns, row, strict=True))
        for row in [
            (1, 2, [1, 0], [1, 1], [11, 1], [True, False], [11, 1]),
            (2, 1, [0, 1], [0, 1], [5, 11], [True, True], [16, 12]),
        ]
    ]
    summary = RageSummary(app, names=["Ann", "Bob"], rounds=rounds, scores=[16, 12], winners=[0])
    app.push(summary)
    frames(app, 1)
    assert summary.headline() == "Ann wins!"
    assert busy_pixels(app, pygame.Rect(600, 20, 720, 120)) > 5
    assert busy_pixels(app, pygame.Rect(740, 160, 1080, 300)) > 10
    seen: list[str] = []
    screen = PassScreen(app, name="Bob", detail="Round 1", on_ready=lambda: seen.append("ready"))
    app.push(screen)
    frames(app, 1)
    assert busy_pixels(app, screen.panel.rect) > 10
    frames(app, 1, [key(pygame.K_RETURN)])
    assert seen == ["ready"] and app.stack.top is summary


def test_the_summary_takes_no_key_meant_for_the_last_move(app) -> None:
    """Issue 30: the end of a game opened with "Play again" lit, so the Space or Enter a player
    was still pressing for the table started a new game before they read the end. Nothing is
    lit until an arrow picks a button."""
    again: list[str] = []
    summary = RageSummary(
        app, names=["Ann", "Bob"], rounds=[], scores=[16, 12], winners=[0], setup=object(), game="x"
    )
    summary.play_again = lambda: again.append("again")  # type: ignore[method-assign]
    summary.buttons["again"].on_click = summary.play_again
    app.push(summary)
    frames(app, 1, [key(pygame.K_SPACE)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert again == [] and app.stack.top is summary, "Space or Enter took 'Play again'"
    with tracing():
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
    assert "← / → and Enter to choose" in drawn, drawn
    # ← lights the left-hand button, "Play again" (→ would light "Main menu", on the right)
    frames(app, 1, [key(pygame.K_LEFT)])
    frames(app, 1, [key(pygame.K_RETURN)])
    assert again == ["again"]


def start_and_quit(app) -> tuple[RageTable, int]:
    """A new RAGE game with the defaults (1 person, 3 bots): bid 1, then quit to the menu."""
    app.open(NEW_GAME)
    frames(app, 1, [key(pygame.K_RETURN)])
    table = app.stack.top
    assert isinstance(table, RageTable)
    run_until(app, lambda: table.picker is not None)
    frames(app, 1, [key(pygame.K_1, "1")])
    frames(app, 3)
    entries = len(table.session.entries)
    table.quit_to_menu()
    return table, entries


def test_continue_with_one_game_goes_straight_into_it(app) -> None:
    assert not app.can_open(CONTINUE)
    table, entries = start_and_quit(app)
    assert app.can_open(CONTINUE)
    assert app.open(CONTINUE)
    frames(app, 2)  # one frame says "Opening your game…", the next opens it
    resumed = app.stack.top  # no list with one line to choose from
    assert isinstance(resumed, RageTable) and resumed is not table
    assert len(resumed.session.entries) == entries
    assert any(
        c["type"] == "bid" for c in (e["command"] or {} for e in resumed.session.entries[1:]) if c
    )
    frames(app, 2)
    resumed.quit_to_menu()
    assert not isinstance(app.stack.top, ContinueScreen)


def test_continue_lists_two_games_and_resumes_the_chosen_one(app) -> None:
    start_and_quit(app)
    second, entries = start_and_quit(app)
    assert app.open(CONTINUE)
    screen = app.stack.top
    assert isinstance(screen, ContinueScreen) and len(screen.games) == 2
    frames(app, 1)
    assert busy_pixels(app, screen.list.rect) > 5
    # Replaying a long game takes seconds: the frame after the choice says so, then it opens.
    with tracing():
        frames(app, 1, [key(pygame.K_RETURN)])  # the newest is chosen first
        assert app.stack.top is screen
        said = " ".join(m.text for _i, m in trace_frame(app).texts())
    assert "Opening your game" in said, said
    frames(app, 1, [key(pygame.K_RETURN)])  # a key while it opens chooses nothing more
    resumed = app.stack.top
    assert isinstance(resumed, RageTable) and resumed is not second
    assert resumed.session.header.seed == second.session.header.seed
    assert len(resumed.session.entries) == entries
