"""The 1995 table explained (issue 30): its words have glossary tooltips as the relaunch table's
do (the kit's machinery, hover or Tab), its stat boxes a legend, the score one word (VP, as
the 1995 rulebook counts it), and New game says what each rules option and value means. In
English and in Portuguese, judged on what is drawn."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.ccg_kit.glossary import Glossary
from desktop.screens.game_setup import GameSetupScreen
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.stage import chip_area
from desktop.screens.setup import ROW_W
from desktop.ui.theme import wrap
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_prompts import played, table_on
from tests.desktop.test_table_support import frames, key, make_app, motion

VP_WORD = {"en": "VP", "pt-BR": "PV"}


def shown(app) -> set[str]:
    """Every text on screen in the frame drawn now (trace from before the table is built)."""
    return {m.text for _, m in trace_frame(app).texts()}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_1995_tables_words_have_tooltips_on_hover_and_tab(display, language) -> None:
    with tracing():
        _tooltips_on_hover_and_tab(language)


def _tooltips_on_hover_and_tab(language: str) -> None:
    with table_on(language, played(1, 95)) as (app, table):  # the Moot Phase, a Junta to vote on
        keys = {t.key for t, _r in table.tips.spots}
        # the words the newcomer met unexplained, and the panels' titles
        for word in ("juntas", "vp", "rules", "victory", "out", "hand", "turn", "allegiance"):
            assert word in keys, word
        with using(language):
            terms = Glossary("desktop.screens.rage_classic").terms()
        assert (terms["vp"].title == "Victory Points (VP)") == (language == "en")
        # hover: the word under the pointer, its tooltip drawn over the table
        term, rect = next((t, r) for t, r in table.tips.spots if t.key == "juntas")
        frames(app, 1, [motion(app, rect.center)])
        assert table.tips.shown is term
        texts = shown(app)
        assert term.title in texts
        frames(app, 1, [motion(app, (1000, 1000))])  # off the word: it goes
        assert not table.tips.visible
        # the keyboard: Tab walks every word, each tooltip on the table
        seen = set()
        for _ in range(len(table.tips.spots)):
            frames(app, 1, [key(pygame.K_TAB)])
            assert table.tips.visible and table.tips.shown is not None
            assert pygame.Rect(0, 0, layout.W, layout.H).contains(table.tips.rect)
            seen.add(table.tips.shown.key)
        assert keys == seen
        frames(app, 1, [key(pygame.K_ESCAPE)])  # Esc puts it away; the menu stays shut
        assert not table.tips.visible and app.stack.top is table


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_stat_boxes_have_a_legend_on_hover(display, language) -> None:
    with tracing():
        _legend_on_hover(language)


def _legend_on_hover(language: str) -> None:
    with table_on(language, played(1, 95)) as (app, table):
        mine = next(s for s in table.spots if s.kind == "creature" and s.rect.y > 500)
        frames(
            app,
            1,
            [motion(app, chip_area(mine.rect, table.stage.stat_text(mine.rect.size)).center)],
        )
        frames(app, 2)
        assert table.tips.shown is not None and table.tips.shown.key == "stats"
        assert not table.stage.preview.visible  # the legend, not the card's zoom over it
        texts = " ".join(shown(app))
        meanings = {
            "en": ("Renown:", "Rage:", "Gnosis:", "Health:"),
            "pt-BR": ("Renome:", "Fúria:", "Gnose:", "Saúde:"),
        }
        for word in meanings[language]:
            assert word in texts
        assert not table.tips.rect.colliderect(
            chip_area(mine.rect, table.stage.stat_text(mine.rect.size))
        )  # the boxes stay seen


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_score_has_one_word_on_the_table(display, language) -> None:
    """The bar said "Renown to win 20" over headers of "0/20 VP"."""
    with table_on(language, played(1, 1)) as (app, table):
        bar = [t for t, r in table.labels if r.bottom <= layout.BAR.bottom]
        assert any(f"{VP_WORD[language]} " in t and "20" in t for t in bar), bar
        assert not any("Renown" in t or "Renome" in t for t in bar), bar


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_new_game_explains_each_rules_option_and_value(display, language) -> None:
    with tracing():
        _new_game_explains(language)


def _new_game_explains(language: str) -> None:
    app = make_app((1280, 720), language=language)
    try:
        with using(app.translations):
            screen = GameSetupScreen(app, "rage-classic")
            app.push(screen)
        frames(app, 2)
        expect = {
            "en": {
                "Rules package v0.2:",
                "1995 rulebook:",
                "Givors' club rules:",
                "Victory Points",
            },
            "pt-BR": {
                "Pacote de regras v0.2:",
                "Livro de 1995:",
                "clube de Givors:",
                "pontos de vitória",
            },
        }[language]
        said: list[str] = []
        for spec in screen.spec.fields:
            choice = screen.option_choices[spec.key]
            for value, _label in spec.choices:
                choice.select_value(value)
                screen.values[spec.key] = value
                frames(app, 1, [motion(app, choice.rect.center)])
                with using(app.translations):
                    about = screen.about()
                assert about, spec.key
                assert len(wrap(about, 24, ROW_W)) <= 3, about  # the screen shows 3 lines
                texts = " ".join(shown(app))
                assert about.split()[0] in texts
                said.append(about)
        every = " ".join(said)
        for words in expect:
            assert words in every, words
        assert VP_WORD[language] in every
    finally:
        app.close()
