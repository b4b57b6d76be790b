"""New game's sentence about the focused control is drawn whole (issue 30, found in a real
window at 1280x720 in Portuguese: the 1995 game's description ran to a fourth line, which was
not drawn: "... a chegar aos pontos de vitória de que")."""

from __future__ import annotations

import pytest

from desktop.screens.setup import about_lines
from engine.i18n import _, using

ABOUT = (
    "The original Rage card game: lead a pack of Garou or Wyrm creatures, hunt in the "
    "Hunting Grounds and the Umbra, bluff in combat, call Juntas (votes of the packs): the "
    "first pack to the Victory Points it needs wins."
)


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_the_1995_games_description_is_drawn_whole(display, language) -> None:
    with using(language):
        text = _(ABOUT)
    size, lines = about_lines(text)
    assert len(lines) <= 3 and " ".join(lines).split() == text.split(), lines
    assert size * 1280 / 1920 >= 11  # still legible at 1280x720
    assert "card game" not in text or language == "en"  # no English left in Portuguese
