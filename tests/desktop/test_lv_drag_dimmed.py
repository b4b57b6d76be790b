"""Dragging a card on the relaunch table (issue 30): a dimmed card dropped anywhere says why
it cannot be played, as a click on it says (in a combat it said "That is another player's
Staging Area." or "Lost Hiker is not attached to a character; see where it lights up."), and a
playable card dropped where nothing takes it is refused in the person's language (the
scene's English fallback showed in the Portuguese table). Driven by the pointer through the
app's loop."""

from __future__ import annotations

import pytest

from engine.i18n import using
from tests.desktop.test_ccg_support import paused_at
from tests.desktop.test_table_support import drag, frames, make_app


def _hand(table, playable: bool):
    for node in table.stage.cards.values():
        shown = (node.data or {}).get("kind") == "hand" and node.is_shown()
        if shown and bool(table.commands_for(node)) == playable:
            return node
    raise AssertionError("no such card in the hand")


@pytest.mark.parametrize(
    ("seed", "commands"), [(2, 66), (5, 19), (1, 8)], ids=["combat", "combat2", "main"]
)
def test_a_dimmed_card_dragged_anywhere_says_why_as_a_click_does(display, seed, commands):
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = paused_at(app, commands, seed)
        assert 0 in table.session.to_act()
        node = _hand(table, playable=False)
        why = table.no_commands(node)
        assert why
        said: list[str] = []
        real = app.toast
        app.toast = lambda text, *a, **k: (said.append(text), real(text, *a, **k))
        for spot in ((800, 470), (300, 300), (800, 740)):
            del said[:]
            drag(app, node.to_world(), spot)
            frames(app, 30)
            assert said == [why], (spot, said, why)
            assert table.standing_reason == why
    finally:
        app.close()


def test_a_drop_nowhere_is_refused_in_portuguese(display):
    app = make_app((1920, 1080), speed=50.0)
    app.settings.language = "pt-BR"
    app.apply_settings()
    try:
        with using(app.translations):
            table = paused_at(app, 6, 1)
        node = _hand(table, playable=True)
        drag(app, node.to_world(), (1750, 560))  # the sidebar: no zone there
        frames(app, 30)
        assert table.standing_reason, "the drop was refused without a word"
        assert table.standing_reason != "Drop the card on one of the highlighted places."
        with using("pt-BR"):
            from engine.i18n import _

            assert table.standing_reason == _("Drop the card on one of the highlighted places.")
    finally:
        app.close()
