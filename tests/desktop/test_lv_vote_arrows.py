"""The Moot panel's vote buttons by arrows (issue 30, pl36b 038/039: ↓ from a button of the
"For" row moved right along it, not down to "Against"): the arrows move in the grid's
directions, and the bar names the keys to a player on the keys ("Cast your vote on the Moot
panel, or Pass" named none, 036). Judged on the focus drawn and the bar drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_moot_words import voting
from tests.desktop.test_ccg_support import traced_table
from tests.desktop.test_table_support import frames, key


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_arrows_move_in_the_vote_grid(display, language) -> None:
    with traced_table(voting(seed=9, commands=17), language, (1280, 720)) as (app, table):
        xs = sorted({b.rect.x for b, cmd in table._ctx_buttons if cmd["type"] == "vote"})
        assert len(xs) >= 3
        frames(app, 2, [key(pygame.K_TAB)])
        assert _at(table) == ("for", xs[0])
        frames(app, 2, [key(pygame.K_RIGHT)])
        assert _at(table) == ("for", xs[1])
        frames(app, 2, [key(pygame.K_DOWN)])  # down to "Against", the same Garou
        assert _at(table) == ("against", xs[1])
        frames(app, 2, [key(pygame.K_LEFT)])
        assert _at(table) == ("against", xs[0])
        frames(app, 2, [key(pygame.K_UP)])
        assert _at(table) == ("for", xs[0])
        frames(app, 3)
        with using(app.translations):
            bar = _(
                "Vote: Tab to the Moot panel's buttons, arrows to move, Enter to vote · Space to pass"
            )
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert bar in drawn, drawn


def _at(table) -> tuple[str, int] | None:
    """The focused vote button's row and place (buttons are made anew as the panel is)."""
    focused = table.widgets.focused
    cmd = next((c for b, c in table._ctx_buttons if b is focused), None)
    return (cmd["side"], focused.rect.x) if cmd is not None and focused is not None else None
