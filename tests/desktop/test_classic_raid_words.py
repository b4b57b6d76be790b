"""A raid on a Territory as a list row and on the bar: it read "Raid: target Subsidiary
Office" (the command's type and field names, in English) in a Portuguese game, where the Hint
called the same move "Atacar de surpresa" (pl44a #3, 1995 edition, 4 seats)."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.words import describe
from engine.i18n import using

RAID = {"type": "raid", "target": "2.subsidiary-office.1"}
SAID = {"en": "Raid Subsidiary Office", "pt-BR": "Atacar de surpresa Subsidiary Office"}


@pytest.mark.parametrize("language", list(SAID))
def test_a_raid_is_worded_in_the_reader_s_language(language) -> None:
    with using(language):
        line = describe(RAID, ["Ann", "Bob", "Cid"])
    assert line.startswith(SAID[language]), line
    assert "target" not in line and ":" not in line, line
