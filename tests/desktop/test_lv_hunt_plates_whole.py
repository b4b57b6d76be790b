"""Eleven physical cards and three tabs over an alpha keep every plate's four chips (pl34b #6,
4 seats at 1280x720 and 1920x1080: the tabs kept the row from rising for a second line of
plates, and all of them dropped Rage and Gnosis). Seed 3, 299 commands in; judged as
test_lv_hunt_sides judges a crowded side: every strip as drawn shows all four stats, no two
strips meet, and none crosses the border."""

from __future__ import annotations

import pytest

from tests.desktop.test_ccg_support import seats_played
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_lv_hunt_sides import _every_chip_kept

PACKS = {"packs": ["ashen-wind", "stone-choir", "hollow-moon", "stone-choir"]}


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "pt-BR"), ((1920, 1080), "en")])
def test_every_hunting_grounds_plate_keeps_four_chips(display, size, language) -> None:
    session = seats_played(NAMES, 299, 3, PACKS)
    hosts = [t["host"] for t in session.view(0)["things"] if t["host"]]
    assert max(hosts.count(h) for h in hosts) == 3  # three tabs over one alpha
    _every_chip_kept(size, language, session)
