"""The log's frenzy line is whole Portuguese (issue 30: played in Portuguese at 1920x1080, the
log read "Corrick Stonehowl entra em frenesi full.")."""

from __future__ import annotations

import pytest

from engine.games.rage_classic.views import describe
from engine.i18n import using


@pytest.mark.parametrize("kind", ["full", "fox", "limited"])
def test_a_frenzy_line_says_its_kind_in_the_readers_language(kind: str) -> None:
    event = {"type": "frenzy", "iid": "corrick-stonehowl.1", "frenzy": kind}
    with using("en"):
        english = describe(event, 0, ["Ann", "Bob"])
    with using("pt-BR"):
        said = describe(event, 0, ["Ann", "Bob"])
    assert english is not None and f"{kind} frenzy" in english
    assert said is not None and kind not in said.rstrip(".").split(), said
