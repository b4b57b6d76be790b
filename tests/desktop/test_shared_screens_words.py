"""The app's shared screens as a newcomer met them playing the 1995 CCG by keyboard in
Portuguese at 1280x720 (issue 30): the main menu's keyboard order, one form of the key words
in the footers, the Stats and Replays counts and words, the pause menu's Quit that says what
becomes of the game, and New game's Start and rules option."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from desktop.screens.game_menu import InGameMenu
from desktop.screens.game_setup import GameSetupScreen
from desktop.screens.menu import MainMenu
from desktop.screens.registry import LEARN, NEW_GAME
from desktop.screens.replays import header_text
from desktop.screens.stats import StatsScreen
from desktop.store.paths import Paths
from desktop.ui.controls import Button
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_replay_support import record_history
from tests.desktop.test_table_support import frames, key, make_app


def drawn(app) -> list[str]:
    return [m.text for _, m in trace_frame(app).texts()]


def test_down_follows_the_main_menus_column(display) -> None:
    """Down went from Rules to Replays, skipping Settings and Quit; then from Quit on to the
    row under the cards, an order nobody could foresee: it goes round the column."""
    app = make_app((1280, 720))
    try:
        menu = MainMenu(app)
        app.push(menu)
        frames(app, 1)
        order = []
        for _ in range(9):
            focused = menu.widgets.focused
            assert focused is not None
            order.append(focused.name)
            frames(app, 1, [key(pygame.K_DOWN)])
    finally:
        app.close()
    column = [k for k in menu.column if menu.buttons[k].enabled]
    assert order[: len(column)] == column, order
    assert order[len(column)] == "new_game", order


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_key_words_have_one_form_in_every_footer(display, language) -> None:
    """The Learn screen's footer said "Cima / Baixo para mover" where the others show
    "↑ / ↓"."""
    with tracing():
        app = make_app((1280, 720), language=language)
        try:
            footers = []
            for name in (None, LEARN, NEW_GAME):
                if name is not None:
                    app.open(name)
                else:
                    app.push(MainMenu(app))
                frames(app, 2)
                footers += [t for t in drawn(app) if "Enter" in t and "Esc" in t]
        finally:
            app.close()
    assert len(footers) == 3, footers
    for footer in footers:
        assert footer.startswith("↑ / ↓ "), footer
        for words in ("Up / Down", "Cima / Baixo", "↑/↓", "←/→"):
            assert words not in footer, footer


def test_stats_say_everything_in_portuguese_and_keep_texts_apart(display) -> None:
    """Found on the Stats screen in Portuguese: "played", "won", "won / lost" and "score" in
    English, "1 vencidos", and "sua pontuação" drawn over "1 jogo, do mais antigo"."""
    with tracing():
        app = make_app((1280, 720), language="pt-BR")
        try:
            record_history(Paths.from_env(), count=2)
            with using(app.translations):
                app.push(StatsScreen(app))
            frames(app, 2)
            trace = trace_frame(app)
        finally:
            app.close()
    texts = [m.text for _, m in trace.texts()]
    for english in ("played", "won", "lost", "score"):
        assert not [t for t in texts if english in t.split()], (english, texts)
    assert not [t for t in texts if "1 vencidos" in t], texts
    assert "2 jogos jogados · 1 vencido (50%)" in texts, texts
    assert not trace.problems(), [str(p) for p in trace.problems()]


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 finished · 1 in progress under Continue", "2 finished"),
        ("pt-BR", "1 terminado · 1 em andamento em Continuar", "2 terminados"),
    ],
)
def test_the_replays_counts_agree_with_their_numbers(language, one, two) -> None:
    """Found in Replays: "1 terminados"."""
    game = SimpleNamespace(broken=False, over=True)
    with using(language):
        assert header_text([game], 1) == one  # type: ignore[list-item]
        assert header_text([game, game], 0) == two  # type: ignore[list-item]


def _table(journal: object) -> SimpleNamespace:
    return SimpleNamespace(
        journal=journal,
        finished=False,
        runner=SimpleNamespace(),
        session=SimpleNamespace(header=SimpleNamespace(ruleset="rage-classic")),
        viewer=0,
    )


@pytest.mark.parametrize(
    ("language", "saved", "unsaved"),
    [
        ("en", "Quit to menu (the game is saved)", "Quit to menu (the game is not saved)"),
        (
            "pt-BR",
            "Sair para o menu (a partida fica salva)",
            "Sair para o menu (a partida não é salva)",
        ),
    ],
)
def test_quit_says_what_becomes_of_the_game(display, language, saved, unsaved) -> None:
    """The lesson's pause menu said "Sair para o menu (a partida termina)", a saved game's said
    nothing, and its toast then said the game was saved: read as a contradiction."""
    app = make_app((1280, 720), language=language)
    try:
        with using(app.translations):
            kept = InGameMenu(app, _table(object()))  # type: ignore[arg-type]
            lost = InGameMenu(app, _table(None))  # type: ignore[arg-type]
    finally:
        app.close()
    assert kept.buttons["quit"].text == saved
    assert lost.buttons["quit"].text == unsaved


def _drawn_button(focused: bool) -> pygame.Surface:
    surface = pygame.Surface((600, 200))
    surface.fill((20, 60, 45))
    button = Button(rect=pygame.Rect(150, 60, 300, 76), text="Start", style="primary")
    button.focused = focused
    app_theme = make_app((1280, 720)).theme
    button.draw(surface, app_theme)
    return surface


def test_a_focused_gold_button_is_marked(display) -> None:
    """New game's Start looked the same focused or not: a lighter gold and a lighter border,
    nothing a glance tells apart. Focused, it has a ring of its own around it."""
    lit, plain = _drawn_button(True), _drawn_button(False)
    inside = pygame.Rect(150, 60, 300, 76).inflate(4, 4)
    ring = 0
    for x in range(600):
        for y in range(200):
            if inside.collidepoint(x, y):
                continue
            a, b = lit.get_at((x, y)), plain.get_at((x, y))
            if sum(abs(a[i] - b[i]) for i in range(3)) > 150:
                ring += 1
    assert ring > 2 * (300 + 76), ring  # a ring's worth of strongly changed pixels outside


@pytest.mark.parametrize(
    ("language", "plain"), [("en", "Players' rules"), ("pt-BR", "Regras dos jogadores")]
)
def test_the_rules_option_says_in_plain_words_what_it_is(display, language, plain) -> None:
    """New game offered "Pacote v0.2" for the rules: jargon to a newcomer."""
    with tracing():
        app = make_app((1280, 720), language=language)
        try:
            with using(app.translations):
                app.push(GameSetupScreen(app, "rage-classic"))
            frames(app, 2)
            texts = drawn(app)
        finally:
            app.close()
    assert plain in texts, texts
    assert not [t for t in texts if "v0.2" in t and len(t) < 30], texts
