"""Defects of the card language found while writing printed cards (issue 28, "Defects found on
the way"), each with the scenario or the card file that showed it."""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from tests.engine.test_rage_lv_corpus import CORPUS, act, char, hand, to_main_of_next_turn
from tests.engine.test_rage_lv_rules import AW, SC

# -- an ability whose condition fails is not offered ------------------------------------------------
WOUNDED_FURY = {
    "id": "t-wounded-fury",
    "name": "Wounded Fury",
    "type": "gift",
    "gnosis_cost": 1,
    "effects": [
        {
            "when": "main",
            "do": "modify",
            "stat": "rage",
            "amount": 1,
            "target": "self",
            "until": "turn",
            "if": {"wounded": True},
            "cost": {"gnosis": 1},
        }
    ],
}


def _lv_game(sept0: tuple[str, ...], own: list[dict[str, Any]]) -> Session:
    deal = {
        "0": {
            "garou": ["cinder-howl", "soot-runner"],
            "sept": [*sept0, *["lost-hiker"] * (6 - len(sept0)), *["tremor"] * 8],
            "combat": ["claw-rake", "claw-rake", "pounce", "bone-breaker", "scorch"],
            "exact": True,
        },
        "1": {
            "garou": ["pebble-throat", "granite-voice"],
            "sept": [],
            "combat": ["brace", "brace", "roll-away", "rending-counter", "feint"],
            "exact": True,
        },
    }
    options = {"packs": [AW, SC], "deal": deal, "cards": [*CORPUS, *own]}
    return Session.new("rage-lv", 2, 3, options)


def _uses(s: Session, card: str) -> list[dict[str, Any]]:
    return [c for c in s.legal(0) if c["type"] == "action" and c["card"] == card]


def test_an_ability_whose_condition_fails_is_not_offered() -> None:
    """Wounded Fury ("Main: Pay 1 Gnosis: this character gets +1 Rage ... if it is wounded")
    is not offered while its Garou is unhurt (using it would only spend the Gnosis); once the
    Garou is wounded it is, and works."""
    s = _lv_game(("t-wounded-fury",), [WOUNDED_FURY])
    act(s, 0, "play", card="0.t-wounded-fury.1", on="0.cinder-howl")
    to_main_of_next_turn(s)
    assert len(hand(s, 0)) > 0
    assert _uses(s, "0.t-wounded-fury.1") == []
    char(s, "0.cinder-howl").wounds = 1
    (use,) = _uses(s, "0.t-wounded-fury.1")
    act(s, 0, "action", **{k: v for k, v in use.items() if k != "type"})
    assert any(item.on == "0.cinder-howl" and item.key == "rage" for item in s.state.ccg.lasting)


# -- a card kept in play by a lasting effect leaves when the effect ends ---------------------------
def test_spirit_song_leaves_play_when_its_rage_ends() -> None:
    """Spirit Song (shipped, Silver Wake): "Target character that is yours gets +2 Rage until
    the end of the turn." The Gift stays on the table while the +2 lasts; at the end of the turn
    the Rage goes back, and the Gift goes to its owner's discard pile with it."""
    from engine.games.rage_classic import query
    from engine.games.rage_classic.cards import extra_cards
    from tests.engine.test_rage_classic_scenarios import act as classic_act
    from tests.engine.test_rage_classic_scenarios import settle
    from tests.engine.test_rage_classic_seed_cards import OWN, TAMSIN1, tamsin_plays

    session = tamsin_plays([], ["spirit-song"], lambda s: None)
    with extra_cards(OWN):
        rage = query.stat(session.state, TAMSIN1, "rage")
    (song,) = [i for i in session.state.players[1].hand if ".spirit-song." in i]
    classic_act(session, 1, type="play", card=song, by=TAMSIN1, target=TAMSIN1)
    settle(session, lambda st: st.pending is None)
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage + 2
    assert song in session.state.things  # kept in play while its effect lasts
    turn = session.state.turn
    settle(session, lambda st: st.turn > turn)
    with extra_cards(OWN):
        assert query.stat(session.state, TAMSIN1, "rage") == rage
    assert song not in session.state.things
    assert song in session.state.players[1].sept_discard
