"""Enter on a fighter in the person's own fight says what the card is and where the Combat
hand is: → from the Combat hand put the focus on the person's fighter, and Enter there said
only "A combat is going on: play a Combat card, use an ability or pass until it ends."
(pl36b #8, 186). Judged on the toast drawn, in both languages."""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import bot, person
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_ccg_support import bots_played, make_app, open_table
from tests.desktop.test_table_support import frames, frames_until, key


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_enter_on_my_fighter_says_it_is_the_fighter(display, language) -> None:
    session = bots_played(25, 5)  # Ann's Cinder Howl hunts, a Combat card to play (seed 5)
    view = session.view(0)
    assert view["combat"]["hunter"] == "0.cinder-howl" and view["combat"]["seats"][0] == 0
    with tracing():
        app = make_app((1280, 720), language=language)
        try:
            with using(app.translations):
                table = open_table(app, session, [person("Ann"), bot("Bob")])
            table.paused = True
            frames_until(app, lambda: not table.settling())
            frames(app, 3, [key(pygame.K_RIGHT)])  # the keyboard's focus comes up
            for _step in range(20):
                if table.focus_key == "combatant:0":
                    break
                frames(app, 2, [key(pygame.K_RIGHT)])
            assert table.focus_key == "combatant:0"
            frames(app, 3, [key(pygame.K_RETURN)])
            drawn = " ".join(m.text for _i, m in trace_frame(app).texts())
            with using(app.translations):
                going = _(
                    "A combat is going on: play a Combat card, use an ability or pass until "
                    "it ends."
                )
                fighter = _(
                    "{card} is your fighter, not a card to play: play a card from your Combat "
                    "hand under the fighters, or pass."
                ).format(card="Cinder Howl")
        finally:
            app.close()
    assert fighter in drawn, drawn
    assert going.split(":")[0] not in drawn, drawn
