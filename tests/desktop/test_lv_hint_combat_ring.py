"""A Combat card the relaunch's Hint names glows, as the bar says (issue 30). Found playing a
4-seat game by mouse in a real window at 1920x1080: in a combat the Hint said "Play Feint and
Dodge" and the bar "click the glowing card, or press A", but no card of the Combat hand had a
ring: those cards are drawn on the combat panel, and the ring looked only among the zones'
cards."""

from __future__ import annotations

from desktop.app import App
from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.table import LvTable
from engine.ai.hints import Hint
from engine.core.ruleset import Command
from engine.core.session import Session
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until

RING = (255, 230, 120)


def hinted_table(app: App, session: Session, move: Command | None = None) -> LvTable:
    """Ann's table (Bob a bot) with Hints on, once the Hint for the moment has come (`move`:
    the Hint's pick set, for a test about a move whatever the search picks now)."""
    app.settings.hints = True
    table = open_table(app, session, [person("Ann"), bot("Bob")])
    if move is not None:
        table.assist.guide = lambda seat: Hint(move, "")
    frames(app, 30)
    table.assist.ask()
    frames_until(app, lambda: table.assist.hint is not None)
    frames(app, 5)
    return table


def test_the_hinted_combat_card_has_the_ring_the_bar_speaks_of(display) -> None:
    session = bots_played(93, seed=1)  # Ann's alpha fights; the Hint plays a Combat card
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = hinted_table(app, session)
        hinted = table.assist.hinted
        assert hinted is not None and hinted["type"] == "combat-card", hinted
        assert "Enter on the glowing card" in table.guided_line()  # the table opens by keys
        node = table.combat_cards.find(hinted["card"])
        assert node is not None and node.is_shown()  # the card, in the Combat hand
        ring = table.stage.focus_ring
        assert ring.visible and (ring.x, ring.y) == node.to_world()
        w = ring.surface.get_width()
        x, y = int(ring.x - w / 2 + 2), int(ring.y)  # on the ring's left side
        assert tuple(app.window.get_at((x, y)))[:3] == RING
    finally:
        app.close()
