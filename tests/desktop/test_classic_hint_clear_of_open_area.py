"""The Hint's box stands clear of an opponent's area opened by the keyboard (pl35 #14, shot
050, Portuguese at 1280x720: the box stood over the opened area and cut its Riverstone Circle
to "Ca…"). At the Umbra Phase of the keyboard game (tests/engine/classic_pcl_game.py), Right
takes the focus to Ada's first card, her area opens, and the Hint is asked by its key; the
frame is read: the box covers neither the opened area nor its header, and the area's card
names are drawn whole."""

from __future__ import annotations

import pygame
import pytest

from engine.ai.hints import Hint
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, frames_until, key

#: turn 1's Umbra Phase, Player 1 to pass or play
UMBRA = 24
#: shot 050's hint, word for word (the search's pick is not this test's to fix)
SAID = {
    "en": "Pass: it is the only move you have. No card in your hand can be played now, and no "
    "card of yours in play has an ability to use: it is now the Umbra Phase's Open Play.",
    "pt-BR": "Passar: é a única jogada que você tem. Nenhuma carta da sua mão pode ser jogada "
    "agora, e nenhuma carta sua em jogo tem uma habilidade para usar: agora é o Jogo aberto da "
    "Fase da Umbra.",
}


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_hint_keeps_clear_of_an_area_opened_by_keys(display, language) -> None:
    with tracing(), pcl_table(language, UMBRA, (1280, 720)) as (app, table, _said):
        app.settings.hints = True
        table.assist.guide = lambda seat: Hint({"type": "pass"}, SAID[language])
        # the first → walks the hand (first_focus_kinds); on round to Ada's first card: her
        # area opens
        for _ in range(len(table.focusables())):
            frames(app, 1, [key(pygame.K_RIGHT)])
            if str(table.focus_key).startswith("1."):
                break
        frames_until(app, lambda: table.stage.peek.is_open and table.stage.peek.seat == 1)
        frames(app, 20)  # its slide
        app.frame(1 / 60, [key(pygame.K_SLASH, "?")])
        wait_for_hint(app, table)
        frames(app, 20)
        assert table.stage.peek.is_open
        box = table.assist.hint_rect
        opened = [table.stage.peek.box, *table._peek_header()]

        def whole() -> bool:
            texts = [m for _i, m in trace_frame(app).texts(cards=True)]
            return "Riverstone Circle" in [m.text for m in texts if m.rect.colliderect(opened[0])]

        # the opened area's faces are drawn a few per frame (a time budget): under a loaded
        # machine (three helpers' runs) 20 frames did not reach Riverstone Circle's face
        frames_until(app, whole, limit=600)
        assert table.assist.hint_rect == box and table.stage.peek.is_open
    assert box is not None
    assert box.collidelist(opened) < 0, (box, opened)
