"""Every New game option's sentence with its note fits the three lines under the seats, in
English and Portuguese (found in a real window at 1280x720 in Portuguese: the 1995 game's
"10 (quick)" note ran to a fourth line, which is cut)."""

from __future__ import annotations

import pytest

from desktop.games.catalog import all_games
from desktop.screens.setup import ROW_W
from desktop.ui.theme import wrap
from engine.i18n import _, using


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_options_note_fits_three_lines(display, language) -> None:
    too_long = []
    with using(language):
        for registration in all_games():
            spec = registration.new_game
            for field in getattr(spec, "fields", ()):
                for _value, note in getattr(field, "notes", ()):
                    text = f"{_(field.about)} {_(note)}"
                    if len(wrap(text, 20, ROW_W)) > 3:
                        too_long.append(text)
    assert not too_long, too_long
