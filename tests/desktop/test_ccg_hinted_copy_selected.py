"""The hinted move is the selected row of the list even when it aims at one of two copies of a
card, whose rows read the same (issue 30).

Found by playlv7 (rage-lv by mouse, pt_BR, 1280x720): Hint said "Ataque Static Wraith", the
bar lit that Static Wraith, and the list of every action (27 rows) opened with no row
selected: it lists rows that read the same once, keeping the first copy, and the hint aimed
at the second, so no row equalled it. A newcomer following Hint by mouse found nothing to
take. The list now keeps the hinted copy. Driven through the app's frame by clicks: Hint
(answered by the table's guide hook, as a lesson's is), then Actions.
"""

from __future__ import annotations

from desktop.ui.choice import ChoiceDialog
from engine.ai.hints import Hint
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_table_support import click, frames, frames_until

SECOND = {"type": "attack", "target": "1.pallid-drone.2"}


def test_the_hinted_copy_is_the_selected_row(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 38, 1)  # seed 1: Ann's alpha may attack either Pallid Drone
        legal = table.session.legal(0)
        assert SECOND in legal and {**SECOND, "target": "1.pallid-drone.1"} in legal
        assert table.describe(SECOND) == table.describe({**SECOND, "target": "1.pallid-drone.1"})
        table.assist.guide = lambda seat: Hint(SECOND, "Attack the second Pallid Drone.")
        click(app, table.assist.button.rect.center)
        frames_until(app, lambda: table.assist.hint is not None)
        click(app, table.actions_button.rect.center)
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 3)
        dialog = table.dialog
        assert dialog.selected >= 0, "no row selected for the hinted move"
        assert dialog.rows[dialog.selected][1] == SECOND, dialog.rows[dialog.selected]
    finally:
        app.close()
