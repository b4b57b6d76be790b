"""rage-classic Hint (issue 30, report #1c): "…against Director Vane (Rage 4, Health 4 left)"
beside a card and a combat summary showing Rage 2. Both were right: Vane's Rage is 2, and his
Service Pistol lets him play Combat Actions of Rage 4. The Hint now says both. Four heuristic
bots, seed 3, 105 commands in: Little Ember may step in against Director Vane."""

from __future__ import annotations

from engine.games.rage_classic.hints import _reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

STEP_IN = {"type": "step-in", "creature": "0.little-ember"}


def test_the_hint_gives_the_card_s_rage_and_the_firearm_s_apart():
    session = heuristic_at("rage-classic", 4, 3, 105)
    view = session.view(0)
    vane = next(c for c in view["creatures"] if c["iid"] == "3.director-vane")
    assert (vane["rage"], vane["combat_rage"]) == (2, 4) and STEP_IN in session.legal(0)
    line = _reason(view, STEP_IN, str)
    assert "Director Vane (Rage 2, Combat Actions up to Rage 4, Health 4 left)" in line, line
    with using("pt-BR"):
        line = _reason(view, STEP_IN, str)
    assert "Director Vane (Fúria 2, Ações de Combate até Fúria 4, Saúde restante 4)" in line, line
