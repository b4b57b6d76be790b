"""A long question's list stands clear of the Hint button, so the mouse can ask about the
question it asks (issue 30).

Found by playlv7 (rage-lv by mouse, pt_BR, 1280x720): the list of one character's alpha
choices (ten rows, "Ember-Tooth, Crinos (descartar Lost Hiker), para a Umbra (grátis) ·
Renome 3") was widened and centred over the Hint button, which showed a few pixels of its
edge; a click there went to the list, and no hint came. A newcomer by mouse had no Hint for
the choice in front of them (the keyboard's ? still worked). Driven through the app's frame
by clicks: Actions, a character's row, then Hint.
"""

from __future__ import annotations

from desktop.ui.choice import ChoiceDialog
from tests.desktop.test_ccg_support import make_app, paused_at
from tests.desktop.test_table_support import click, frames, frames_until


def test_a_long_list_leaves_the_hint_button_to_the_mouse(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = paused_at(app, 143, 12)  # seed 12: Ann picks her alpha, ten choices each
        click(app, table.actions_button.rect.center)
        frames_until(app, lambda: isinstance(table.dialog, ChoiceDialog))
        frames(app, 3)
        rows = [label for label, _value in table.dialog.rows]
        ember = next(i for i, label in enumerate(rows) if label.startswith("Ember-Tooth"))
        click(app, table.dialog._row_rect(ember).center)  # a character: its ten choices
        frames_until(app, lambda: table.dialog is not None and table.dialog.cancel_label == "Back")
        frames(app, 3)
        dialog, button = table.dialog, table.assist.button
        assert button.visible and button.enabled
        assert not dialog.rect.colliderect(button.rect), (dialog.rect, button.rect)
        click(app, button.rect.center)
        frames_until(app, lambda: table.assist.hint is not None)
        assert table.dialog is dialog and dialog.is_open, "the click answered the question"
    finally:
        app.close()
