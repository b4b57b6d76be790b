"""A card dropped on an area of the 1995 table that does not take it is refused naming the
rule (issue 30, found by a newcomer: Equipment dropped on the Hunting Grounds said only
"Woven Hide doesn't go there; drop it where it lights up")."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from desktop.game.runner import GameRunner
from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.drops import card_commands
from desktop.screens.rage_classic.table import ClassicTable
from tests.desktop.test_classic_table import faces
from tests.desktop.test_table_support import drag, frames, frames_until, make_app


def test_equipment_dropped_on_the_hunting_grounds_names_the_rule(display) -> None:
    from tests.engine.test_rage_classic_scenarios import new, settle

    deal = {
        "0": {"characters": ["little-ember"], "sept": ["woven-hide"]},
        "1": {"characters": ["vesk-hollowjaw"]},
    }
    session = new(deal=deal)
    settle(session, lambda s: s.step == "resource:commit" and 0 in session.to_act())
    app = make_app((1280, 720), speed=8.0)
    try:
        runner = GameRunner(session, [person("Ann"), bot("Bob")], threaded=False)
        table = ClassicTable(app, runner, faces=faces(), step_delay=0.0)
        app.push(table)
        hide = next(i for i in session.state.players[0].hand if ".woven-hide." in i)

        def spot():
            return next((s for s in table.spots if s.kind == "hand" and s.iid == hide), None)

        frames_until(app, lambda: spot() is not None and not table.settling())
        assert card_commands(table.legal, hide)  # it may be put into play, on Ember
        table.paused = True  # the bots wait: the cards stay where they are
        toasts: list[str] = []
        real = app.toast
        app.toast = lambda text, *a, **k: (toasts.append(text), real(text, *a, **k))  # type: ignore[method-assign]
        before = table.session.state_id
        drag(app, spot().rect.center, layout.PHYSICAL.center)
        frames(app, 2)
        assert table.session.state_id == before and toasts
        said = toasts[-1]
        assert "Equipment" in said and "Hunting Grounds" in said, said
        assert "prey" in said, said  # what the Hunting Grounds take
    finally:
        app.close()
