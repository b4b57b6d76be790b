"""The deck builder in Portuguese says the cards' keywords in Portuguese, as the faces do, and
its search finds a card by its keyword in English or in Portuguese (issue 30: the Keyword
filter listed "Armor", "Female", "Kinfolk" beside faces reading Armadura, Fêmea, Parente)."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens import registry as names
from desktop.screens.deckbuilder import DeckBuilderScreen
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import click, frames, key, make_app


def text(s: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


@pytest.fixture
def app_pt(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    with tracing():
        app = make_app(language="pt-BR")
        yield app
        app.close()


def _builder(app, game: str) -> DeckBuilderScreen:
    assert app.open(names.DECKS, game=game)  # as the menu opens it: in the app's language
    screen = app.stack.screens[-1]
    assert isinstance(screen, DeckBuilderScreen)
    frames(app, 2)
    return screen


def _drawn(app) -> list[str]:
    return [m.text for _i, m in trace_frame(app).texts()]


def _search(app, screen: DeckBuilderScreen, words: str) -> list[str]:
    """The grid after typing `words` in the search field (cleared after, with Ctrl+U)."""
    click(app, screen.search.rect.center)
    frames(app, 1, [text(words)])
    found = list(screen.grid.cards)
    clear = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=pygame.KMOD_CTRL, unicode="")
    frames(app, 1, [clear])
    assert screen.filters.text == ""
    return found


@pytest.mark.parametrize(
    ("game", "keyword", "portuguese"),
    [("rage-classic", "Armor", "Armadura"), ("rage-lv", "Female", "Fêmea")],
)
def test_the_keyword_filter_says_its_keywords_in_portuguese(app_pt, game, keyword, portuguese):
    screen = _builder(app_pt, game)
    labels = [label for _v, label in screen.keyword_choice.options]
    assert portuguese in labels and keyword not in labels, labels
    screen.widgets.focus(screen.keyword_choice)
    for _ in range(len(labels)):
        if screen.keyword_choice.value == keyword:
            break
        frames(app_pt, 1, [key(pygame.K_RIGHT)])
    assert screen.keyword_choice.value == keyword  # the filter still works on the printed word
    assert screen.grid.cards
    assert all(keyword in screen.pool[c].keywords for c in screen.grid.cards)
    drawn = _drawn(app_pt)
    assert portuguese in drawn and keyword not in drawn, drawn


def test_the_search_finds_a_keyword_in_english_or_in_portuguese(app_pt) -> None:
    screen = _builder(app_pt, "rage-classic")
    homid = {c for c in screen.grid.cards if "Homid" in screen.pool[c].keywords}
    assert homid
    for words in ("Homid", "hominídeo", "HOMINIDEO"):
        found = _search(app_pt, screen, words)
        assert homid <= set(found), (words, found)
    kinfolk = {c for c in screen.grid.cards if "Kinfolk" in screen.pool[c].keywords}
    assert kinfolk and kinfolk <= set(_search(app_pt, screen, "parente"))


def test_the_search_finds_a_card_by_its_type_and_rules_text_in_portuguese(app_pt) -> None:
    screen = _builder(app_pt, "rage-classic")
    assert "kevlar-vest" in _search(app_pt, screen, "equipamento")
    assert "service-pistol" in _search(app_pt, screen, "fúria hominídeo")
    assert "service-pistol" in _search(app_pt, screen, "Rage Homid")  # the English still finds it


def test_changing_game_with_unsaved_changes_asks_in_portuguese_and_cancel_stays(app_pt):
    """The question before another game's builder opens was English in the Portuguese app
    (its own copy of the unsaved-changes dialog, untranslated); now the builder asks it once."""
    screen = _builder(app_pt, "rage-classic")
    click(app_pt, screen.name_field.rect.center)
    frames(app_pt, 1, [text("Moss")])
    assert screen.draft.dirty
    screen.widgets.focus(screen.game_choice)
    frames(app_pt, 2, [key(pygame.K_RIGHT)])
    assert screen.dialog is not None and screen.dialog.is_open
    drawn = _drawn(app_pt)
    assert "Mudanças não salvas" in drawn and "Unsaved changes" not in drawn, drawn
    screen.dialog.cancel()
    frames(app_pt, 2)
    assert app_pt.stack.top is screen and screen.game_choice.value == "rage-classic"
