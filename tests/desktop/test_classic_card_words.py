"""The 1995 table's words a newcomer could not place are explained (issue 30): a zoomed card's
"Combat Restricted" or "Crinos Only" gets its glossary entry beside the zoom, in English and
Portuguese; the top right corner names the rulebook as New game does ("Players' rules", not
"rules package"); a pack's pile line says its Victory Pile counts cards, not points."""

from __future__ import annotations

import pygame
import pytest

from desktop.screens.rage_classic import layout
from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_support import frames, key

#: Stunning Blow (Combat Restricted) in Player 1's Combat hand
AT = 20
CARD = "0.stunning-blow.1"


def zoom_on(app, table, iid: str) -> None:
    for _ in range(20):
        if table.focus_key == iid:
            break
        frames(app, 1, [key(pygame.K_RIGHT)])
    frames(app, 3)


@pytest.mark.parametrize(
    ("language", "title", "words"),
    [("en", "Combat Restricted", "only one"), ("pt_BR", "Combate Restrito", "só pode jogar")],
)
def test_a_zoomed_cards_keyword_is_explained_beside_it(display, language, title, words) -> None:
    with pcl_table(language, AT, (1920, 1080)) as (app, table, _said):
        zoom_on(app, table, CARD)
        preview = table.stage.preview
        assert preview.visible and preview.surface is not None
        # the zoom and the box of words beside it, on the table
        assert preview.surface.get_width() > 300 + 200
        box = preview.surface.get_rect(center=(preview.x, preview.y))
        assert pygame.Rect(0, 0, layout.SIDE.x, 1080).contains(box), box
        with using(app.translations):  # what the box says: the glossary's entries
            terms = table._card_words(CARD)
        assert terms and terms[0].title == title and words in terms[0].text, terms


#: the corner's rulebook and the pile line's start, by language
CORNER = {
    "en": ("Players' rules", "Victory cards 0"),
    "pt_BR": ("Regras dos jogadores", "Cartas de vitória 0"),
}


@pytest.mark.parametrize("language", sorted(CORNER))
def test_the_corner_names_the_rulebook_and_the_pile_says_cards(display, language) -> None:
    rules, pile = CORNER[language]
    with tracing(), pcl_table(language, AT, (1920, 1080)) as (app, table, _said):
        drawn = [m.text for _, m in trace_frame(app).texts()]
        corner = [t for t in drawn if rules in t]
        assert corner, drawn
        assert any(t.startswith(pile) for t in drawn), drawn
        # and the corner's word opens the glossary's entry for it
        # (the entry's box is titled with the word it is found by since fv38)
        titles = ("Rulebook", "Livro de regras", rules)
        assert any(t.title in titles for t, _r in table.tips.spots), table.tips.spots
