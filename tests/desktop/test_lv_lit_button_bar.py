"""The bar says Enter for a button already lit (issue 30: with the Hint's vote button lit
under the person's eyes, the bar still said "Tab to Cinder Howl (4) in the “Against” row and
Enter"). Asked by the ? key, as a player on the keys asks; judged on the bar as drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.ai.hints import Hint
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_table_assist import wait_for_hint
from tests.desktop.test_table_support import frames, key


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_lit_vote_button_is_pressed_with_enter(display, language) -> None:
    session = voting(seed=9, commands=17)
    with traced_table(session, language, (1280, 720)) as (app, table):
        app.settings.hints = True
        move = next(c for c in table.legal if c["type"] == "vote" and c["side"] == "against")
        table.assist.guide = lambda seat: Hint(move, "Vote against it.")
        frames(app, 2, [key(pygame.K_QUESTION, "?")])
        wait_for_hint(app, table)
        frames(app, 10)
        lit = table.widgets.focused
        assert lit is table.hinted_control(move), lit
        with using(app.translations):
            enter = _("press Enter on the lit {button} in the “Against” row, or press A").format(
                button=lit.text
            )
            tab = _("Tab to {button} in the “Against” row and Enter, or press A").format(
                button=lit.text
            )
        drawn = " ".join(m.text for _i, m in trace_frame(app).texts())
        assert tab not in drawn
        assert enter in drawn, drawn[-400:]
        entries = len(session.entries)
        frames(app, 4, [key(pygame.K_RETURN)])
        assert session.entries[entries]["command"] == move  # Enter did what the bar said
