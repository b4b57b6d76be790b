"""The keyboard's focus on the 1995 table (issue 30, 1280x720 by keyboard): after a card was
played by Enter the focus had left the table, and the next arrow took it to the end of the
hand; Enter with no card focused did nothing and said nothing. Now the focus stays where the
played card stood (on the next card), and Enter with nothing focused focuses a card that can
act."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_classic_table import open_table, until_a_hand_card_can_act
from tests.desktop.test_table_support import frames, frames_until, key, make_app


def _hand(table) -> list[str]:
    return [
        k for k in table.focusables() if (table.stage.cards[k].data or {}).get("kind") == "hand"
    ]


def test_the_focus_stays_in_place_after_a_play(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, [person("Ann"), bot("Bob")], seed=3)
        until_a_hand_card_can_act(app, table)
        frames_until(app, lambda: not table.settling())
        # Enter with nothing focused: a card that can act is focused
        assert table.focus_key is None
        frames(app, 1, [key(pygame.K_RETURN)])
        assert table.focus_key is not None and table.stage.focus_ring.visible
        node = table.stage.card_node(table.focus_key)
        assert node is not None and table.commands_for(node)
        # the arrows to a card in hand that can be played, not the hand's last
        hand = _hand(table)
        for _ in range(40):
            k = table.focus_key
            node = table.stage.card_node(k) if k else None
            if k in hand[:-1] and node is not None and table.commands_for(node):
                break
            frames(app, 1, [key(pygame.K_RIGHT)])
        played = table.focus_key
        assert played in hand[:-1]
        at = hand.index(played)
        frames(app, 1, [key(pygame.K_RETURN)])  # its list
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        for _ in range(600):  # its first row, and the first of any question it asks
            if played not in _hand(table) and not table.settling():
                break
            listed = table.dialog is not None and table.dialog.is_open
            frames(app, 1, [key(pygame.K_1)] if listed else [])
        assert played not in _hand(table)
        left = _hand(table)
        assert left, "no card left in hand"
        want = left[min(at, len(left) - 1)]
        assert table.focus_key == want, (table.focus_key, want, left)
        assert table.stage.focus_ring.visible
    finally:
        app.close()
