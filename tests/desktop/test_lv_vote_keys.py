"""The Moot panel's vote buttons by keyboard (issue 30: they could not be focused; the vote
went only through the A list): Tab walks them, the "For" row then the "Against" row, the
focused one lit, and Enter casts that vote. The bar says so to a player on the keys."""

from __future__ import annotations

import pygame
import pytest

from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_table_support import frames, key


def _lit(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, ...]:
    """The colour of a button's top border, halfway along (the focus lights it)."""
    return tuple(surface.get_at((rect.centerx, rect.y + 1)))[:3]


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_tab_walks_the_vote_buttons_and_enter_votes(display, language):
    session = voting(seed=9, commands=17)
    with traced_table(session, language, (1280, 720)) as (app, table):
        buttons = [(b, cmd) for b, cmd in table._ctx_buttons if cmd["type"] == "vote"]
        fors = [b for b, cmd in buttons if cmd["side"] == "for"]
        assert len(fors) >= 2 and len(buttons) == 2 * len(fors)
        frames(app, 2, [key(pygame.K_TAB)])
        focused = table.widgets.focused
        assert focused is not None and focused.text == fors[0].text
        assert focused.rect == fors[0].rect  # the "For" row's first
        # the walk goes along the "For" row, then to the "Against" row's first
        frames(app, 2, [key(pygame.K_TAB) for _i in range(len(fors))])
        focused = table.widgets.focused
        against = next(cmd for b, cmd in table._ctx_buttons if b is focused)
        assert against["side"] == "against" and focused.rect.x == fors[0].rect.x
        frames(app, 3)
        # drawn lit: its border is not that of the button beside it
        trace_frame(app)
        screen = pygame.display.get_surface()
        scale = app.viewport.scale
        here = focused.rect
        beside = next(b.rect for b, _c in table._ctx_buttons if b.rect.x > here.x)
        win = [pygame.Rect(round(r.x * scale), round(r.y * scale), round(r.w * scale), 4)
               for r in (here, beside)]  # fmt: skip
        assert _lit(screen, win[0]) != _lit(screen, win[1])
        with using(app.translations):
            # lit by Tab: Enter, not "Tab to" it (test_lv_lit_button_bar)
            bar = _("press Enter on the lit {button} in the “Against” row, or press A")
            said = table.how_to(against)
        assert said == bar.format(button=focused.text)
        entries = len(session.entries)
        frames(app, 4, [key(pygame.K_RETURN)])
        assert len(session.entries) > entries
        assert session.entries[entries]["command"] == against, session.entries[entries]
