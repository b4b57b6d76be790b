"""The relaunch table's combat title row (issue 30): in Portuguese "GUARDIÃO DO CAMPO DE
BATALHA · ROUND 3" left "Eventos de Meio de Combate" cut to "Eventos de Meio de Comb" at the
row's edge, with no mark. Every kind of combat with every step fits its row, whole."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import hud
from engine.i18n import _, using


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_every_combat_title_row_fits_with_its_step_whole(display, language):
    with using(language):
        for kind in hud.COMBAT_KINDS:
            for step in hud.COMBAT_STEPS:
                c = {"kind": kind, "step": step, "round": 12}
                head, st = hud._head_parts(c)
                # where combat_head blits them, inside the row's surface
                assert 20 + head.get_width() + st.get_width() <= hud.COMBAT_HEAD.width, (kind, step)
                whole = [
                    hud.text(_(hud.COMBAT_STEPS[step]), s, hud.GOLD, True) for s in (26, 22, 19)
                ]
                assert st.get_width() in [w.get_width() for w in whole], (kind, step)
