"""A click on a hand card that can do nothing now says the engine's why (issue 30, found in a
real window: "Gathering at the Ridge: nothing to do with it now." for a Moot in the Moot
Phase's Open Play, where the engine says Juntas are called face down at its start)."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_table_support import frames, make_app


def test_a_hand_card_with_nothing_to_do_says_why(display) -> None:
    app = make_app()
    table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
    said: list[str] = []
    real = app.toast
    app.toast = lambda text, *a, **k: (said.append(text), real(text, *a, **k))  # type: ignore[method-assign]

    def idle_card():
        if not table.legal or table.dialog is not None or table.settling():
            return None
        return next(
            (s for s in table.spots if s.kind == "hand" and not table.commands_for(s)), None
        )

    answer_dialogs_until(app, table, lambda: idle_card() is not None)
    spot = idle_card()
    assert spot is not None
    table.activate(spot)
    frames(app, 2)
    assert said, "nothing was said"
    assert "nothing to do with it now" not in said[-1], said[-1]
