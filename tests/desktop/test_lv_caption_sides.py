"""The words under two Combat cards revealed together name them in the order they are drawn
(issue 30). Found playing by keyboard in a real window: when the prey led a round, "Claw Rake
(3 damage) x Roll Away (block 3)" stood under Roll Away on the left (the hunter's) and Claw
Rake on the right. Two bots fight through the app's loop; every caption of two cards is
checked against the cards drawn above it."""

from __future__ import annotations

from desktop.game.controllers import bot
from engine.games.rage_lv.state import card_of
from tests.desktop.test_ccg_support import bots_played, open_table
from tests.desktop.test_table_support import frames, make_app


def test_a_caption_names_the_left_card_first(display) -> None:
    app = make_app((1920, 1080), speed=8.0)
    checked = 0
    try:
        for commands, seed in ((19, 5), (41, 1), (160, 1)):
            table = open_table(app, bots_played(commands, seed), [bot("Ann"), bot("Bob")])
            for _ in range(900):
                frames(app, 1)
                shown = [n for n in table.combat_cards.children if n.name.startswith("revealed:")]
                text = table.reveal_text
                if len(shown) == 2 and text and "  vs  " in text:
                    left, right = sorted(shown, key=lambda n: n.x)
                    names = [card_of(n.data["iid"]).name for n in (left, right)]
                    if names[0] != names[1] and text.count("  vs  ") == 1:
                        assert text.index(names[0]) < text.index(names[1]), (names, text)
                        checked += 1
                if table.finished:
                    break
            app.pop()
    finally:
        app.close()
    assert checked >= 3, checked
