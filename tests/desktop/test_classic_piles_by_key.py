"""A pack's piles are read by keyboard (pl35: Tab reached "Discards" on a pack's pile line,
whose tip said to click the line, and Enter acted on the card in focus instead). Tab to a
word of the line, then Enter: the piles' dialog, as a click on the line opens it."""

from __future__ import annotations

import pygame

from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.test_table_support import frames, key


def test_enter_on_a_pile_line_word_reads_the_piles(display) -> None:
    with pcl_table("en", 40) as (app, table, _said):
        piles = [s for s in table.spots if s.kind == "pile"]
        assert piles, "no pile line on show"
        for _ in range(60):
            frames(app, 1, [key(pygame.K_TAB)])
            frames(app, 1)
            word = table.tips.spots[table.tips.focus][1] if table.tips.focus >= 0 else None
            if word is not None and any(p.rect.contains(word) for p in piles):
                break
        else:
            raise AssertionError("Tab never reached a pile line's word")
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 4)
        dialog = table.dialog
        assert dialog is not None and dialog.is_open, "Enter opened nothing"
        assert "piles" in dialog.title, dialog.title
