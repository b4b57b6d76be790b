"""The Umbra chart's lines in the relaunch sidebar say what the rules do at each level (issue
30). Found playing in English in a real window: level 2 read "Crossing costs 1 card (Gnosis
4+ less)", and against the engine (seed 000's Umbral Chart) levels 3 to 5 left out that Gnosis
lowers the crossing, level 5 its Frenzy +2 and level 1 that only Gnosis 6+ Garou heal."""

from __future__ import annotations

from desktop.screens.rage_lv.hud import UMBRA_EFFECTS
from engine.games.rage_lv import umbra


def test_each_level_says_what_the_engine_does() -> None:
    for lvl, lines in UMBRA_EFFECTS.items():
        points = (lvl - 1) * 5 + 1
        assert umbra.level(points) == lvl
        crossing = next(line for line in lines if line.startswith("Crossing"))
        base, at4, at7 = (umbra.crossing_cost(points, g) for g in (0, 4, 7))
        assert (f"costs {base} card" in crossing) if base else ("free" in crossing), crossing
        if at4 < base:
            assert f"{at4 or 'free'} at Gnosis 4+" in crossing, crossing
        if at7 < at4:
            assert f"{at7 or 'free'} at 7+" in crossing, crossing
        bonus = umbra.frenzy_bonus(points)
        if bonus:
            assert any(f"Frenzy +{bonus}" in line for line in lines), (lvl, lines)
    assert any("Gnosis 6+" in line and "heal" in line for line in UMBRA_EFFECTS[1])
