"""The arrows over a Junta's vote buttons on the 1995 table (pl35 #8, by keyboard at 1280x720:
Up from the table reached "Abstain" first and walked the buttons backwards, and Left jumped to
a card in hand). Up now comes into the panel on its first button, and Left/Right walk the
buttons in reading order without leaving the panel."""

from __future__ import annotations

import pygame

from tests.desktop.test_classic_prompts import played, table_on
from tests.desktop.test_table_support import frames, key


def test_arrows_walk_the_vote_buttons_in_reading_order(display) -> None:
    with table_on("en", played(1, 95)) as (app, table):
        votes = [b for b, _cmd in table._ctx_buttons]
        assert len(votes) >= 3

        def ringed() -> list[str]:  # the buttons drawn with the focus ring (made anew at times)
            return [b.text for b, _cmd in table._ctx_buttons if b.focused]

        frames(app, 1, [key(pygame.K_UP)])
        assert ringed() == [votes[0].text]  # into the panel on its first button, "Yes"
        walked = []
        for _ in range(len(votes) + 1):
            frames(app, 1, [key(pygame.K_RIGHT)])
            walked.append(ringed())
        assert walked == [[b.text] for b in votes[1:]] + [[votes[-1].text]] * 2
        assert table.focus_key is None  # no card in hand took the focus
        frames(app, 1, [key(pygame.K_LEFT)])
        assert ringed() == [votes[-2].text]
        assert table.focus_key is None
