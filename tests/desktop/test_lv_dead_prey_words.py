"""A dead prey's column in the combat view says in Portuguese who fought for it, not on whose
"side" it died (issue 30, pl36b 087/100/130: "PRESA · Pallid Drone morreu / do lado de Jogador
1 (você)" read as "died on the side of"). Judged on the combat view as drawn."""

from __future__ import annotations

import pytest

from tests.desktop.test_lv_dead_hunter_words import dead_in_combat

SAID = {"en": "fought for by Ann (you)", "pt-BR": "Ann (você) lutou por ela"}


@pytest.mark.parametrize("language", list(SAID))
def test_a_dead_prey_says_who_fought_for_it(display, language) -> None:
    """Seed 1 of 2-seat heuristic games, 102 commands in: Bob's Pallid Drone, Ann's prey,
    has died."""
    combat, drawn = dead_in_combat(language, (1280, 720), 102, 1)
    assert combat["prey"] == "1.pallid-drone.1" and combat["seats"][1] == 0
    assert "1.pallid-drone.1" in combat["dead"]
    assert SAID[language] in drawn, drawn
    assert not any("do lado de" in t for t in drawn), drawn
