"""Every glowing card's click offers the move it glows for (issue 30, pl34b #3): the bar said
"Shift to / from the Umbra before acting: click the glowing card", and a click on the glowing
alpha answered "Cinder Howl: nothing to do with it now."; the shift was found only in Actions,
and took 2 Sept cards with no price shown."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv.stage import alpha_order
from desktop.ui.choice import ChoiceDialog
from engine.ai.hints import Hint
from tests.desktop.test_ccg_support import bots_played, open_table, paused_at
from tests.desktop.test_table_support import click, frames, frames_until, make_app, motion


def _hint(table, move: dict) -> None:
    """The Hint on show for Ann's `move`, as the expert would leave it."""
    assist = table.assist
    assist.hint = Hint(move, "")
    assist._for_seat, assist._asked_with = 0, table.session.legal(0)
    assist._checked_at = table.session.state_id


def test_a_click_on_the_acting_alpha_offers_the_shift_and_its_price(display) -> None:
    app = make_app((1920, 1080), speed=50.0)
    try:
        table = paused_at(app, 53, 3)  # Ann's alpha acts; the shift costs 2 Sept cards
        shift = {"type": "shift"}
        assert shift in table.legal
        alpha = alpha_order(table.view)[1]
        assert alpha is not None
        node = table.stage.card_node(alpha)
        assert node is not None and node.is_shown()
        where = node.to_world()
        frames(app, 2, [motion(app, where)])
        click(app, where)
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog), limit=60)
        dialog = table.dialog
        assert isinstance(dialog, ChoiceDialog), "no list of moves opened"
        rows = {label: value for label, value in dialog.rows}
        said = [label for label, value in rows.items() if value == shift]
        assert said, list(rows)
        assert "discard the top 2 Sept cards" in said[0], said
    finally:
        app.close()


def test_every_glowing_card_offers_what_it_glows_for(display) -> None:
    """Walk two real bot games as Ann's table sees them: at each of her moments every move
    the bar would tell her to make by "click the glowing card", hinted, rings a card whose
    click offers it, and every lit target offers a move on it."""
    app = make_app((1280, 720), speed=50.0)
    try:
        for seed in (1, 5):
            played = bots_played(160, seed)
            session = bots_played(0, seed)
            table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames(app, 10)
            checked = 0
            for entry in played.entries:
                if not isinstance(entry.get("command"), dict):
                    continue  # not a move (the deal)
                session.apply(entry["seat"], entry["command"])
                if 0 not in session.to_act():
                    continue
                frames(app, 4)
                for move in table.legal:
                    if "glowing card" not in table.how_to(move):
                        continue
                    _hint(table, move)
                    frames(app, 2)
                    key = table.focus_key  # the card the Hint's ring stands on
                    node = table.stage.card_node(key) if key else None
                    assert node is not None and table.stage.focus_ring.visible, (
                        seed,
                        move,
                        "no card glows for it",
                    )
                    assert move in table.commands_for(node), (seed, move, table.commands_for(node))
                    checked += 1
                for zone in table.stage.lit:
                    iid = zone.name.removeprefix("char:")
                    node = table.stage.card_node(iid)
                    assert node is not None and table.commands_for(node), (seed, iid)
            assert checked > 50, checked
            app.pop()
    finally:
        app.close()
