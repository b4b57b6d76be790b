"""Durations that end on an event (issue 28, construct 2), in the original Rage: "until the next
<phase> begins" (engine/ccg/durations.py). Our own test cards from
tests/engine/fixtures/rage_classic_damage_cards.json, played through game commands on the
stacked duel of test_ccg_damage_cards (Vesk Hollowjaw attacks Little Ember)."""

from __future__ import annotations

import pytest

from engine.ccg.errors import CardDataError
from engine.core.session import Session
from engine.games.rage_classic import query
from engine.games.rage_classic.cards import POOL, check_card, rules_text
from engine.i18n import using
from tests.engine.test_ccg_damage_cards import CARDS, between, duel, marks, round_of
from tests.engine.test_rage_classic_scenarios import EMBER, VESK, act, settle


def _withdraw(session: Session) -> None:
    act(session, 1, type="choose", kind="withdraw", option="withdraw")


def test_festering_bite_stops_regeneration_until_the_next_moot_phase_begins() -> None:
    """Bitten in turn 1's combat, Ember does not regenerate in turn 2 (a duration of "the
    turn" would have ended); the Moot Phase of turn 2 ends it, and in turn 3 she does."""
    session = duel([], ["t28-festering-bite"])
    round_of(session, vesk="t28-festering-bite")
    assert marks(session, EMBER) == [("t28-festering-bite", 2, False)]
    _withdraw(session)
    settle(session, lambda s: s.turn == 2 and s.phase == "resource")
    assert marks(session, EMBER) == [("t28-festering-bite", 2, False)]
    assert query.prohibited(session.state, EMBER, "regenerate")
    settle(session, lambda s: s.turn == 2 and s.phase == "moot")
    assert not query.prohibited(session.state, EMBER, "regenerate")
    settle(session, lambda s: s.turn == 3 and s.phase == "resource")
    assert marks(session, EMBER) == []


def votes(session: Session) -> int:
    """Ember's lasting bonus to her votes."""
    lasting = session.state.ccg.lasting
    return sum(i.amount for i in lasting if i.on == EMBER and i.key == "votes")


def test_council_fire_lasts_through_the_next_moot_and_ends_as_combat_begins() -> None:
    """Played in turn 1's combat, the +2 votes hold through turn 2's Moot Phase (where "the
    turn" would have ended them) and end as turn 2's Combat Phase begins."""
    session = duel(["t28-council-fire", "quick-jab"], [])
    round_of(session, ember="quick-jab")
    between(session, 0, "t28-council-fire", EMBER, None)
    assert votes(session) == 2
    settle(session, lambda s: s.turn == 2 and s.phase == "moot")
    assert votes(session) == 2
    settle(session, lambda s: s.turn == 2 and s.phase == "combat")
    assert votes(session) == 0
    assert VESK in session.state.creatures


def test_the_phase_durations_read_in_english_and_portuguese() -> None:
    for card_id, portuguese in (
        (
            "t28-festering-bite",
            "Efeito de Dano: A criatura oponente não pode regenerar até o início da próxima"
            " Fase de Assembleias.",
        ),
        (
            "t28-council-fire",
            "Jogue em combate: Esta criatura recebe +2 votos até o início da próxima Fase de"
            " Combate.",
        ),
    ):
        raw = next(c for c in CARDS if c["id"] == card_id)
        english = rules_text(check_card("t.json", raw, 0))
        assert english == raw["text"]
        with using("pt-BR"):
            assert POOL.shown_text(english).endswith(portuguese)


def test_a_phase_that_never_begins_is_refused_naming_the_field() -> None:
    raw = {**next(c for c in CARDS if c["id"] == "t28-council-fire")}
    raw.pop("text")
    raw["effects"] = [{**raw["effects"][0], "until": "before-alphas"}]
    with pytest.raises(CardDataError) as refused:
        check_card("my-set.json", raw, 0)
    assert "my-set.json: card 't28-council-fire': field 'effects[0].until'" in str(refused.value)
