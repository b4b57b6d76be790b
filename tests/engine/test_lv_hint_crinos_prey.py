"""rage-lv: Crinos or not, as a combatant facing a foe with more Rage (issue 30). Seen in a
real window: Ember-Tooth (Rage 3, Health 4 with 2 wounds) hunted by a Crinos Soot Runner
(Rage 5) was told "Stay in Breed form: keep your Sept cards for later", where shifting
searched better untimed; its Rage was then cut to 1. Seed 000: a blow that would kill a
Breed-form Garou shifts it to Crinos for free, so Crinos' Health is no reason to shift; its
Rage, which pays for every Combat card, is. Seed 7 of 2-seat heuristic games, 36 commands
in: seat 0's Cinder Howl (Rage 4, Crinos 6; Health 4 with 2 wounds) is hunted by a Crinos
Soot Runner (Rage 5)."""

from __future__ import annotations

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import assert_never_hinted, heuristic_at

STAY = {"type": "choose", "kind": "crinos", "option": "stay"}
DECK = {"type": "choose", "kind": "crinos", "option": "deck"}


def _asked():
    session = heuristic_at("rage-lv", 2, 7, 36)
    assert STAY in session.legal(0) and DECK in session.legal(0)
    combat = session.view(0)["combat"]
    assert (combat["hunter"], combat["prey"]) == ("1.soot-runner", "0.cinder-howl")
    return session


def test_breed_form_against_a_foe_with_more_rage_is_never_the_hint() -> None:
    session = _asked()
    assert unwise(session.view(0), STAY, 0)
    assert_never_hinted(session, 0, [STAY])


def test_the_crinos_words_say_the_rage_and_the_free_shift() -> None:
    view = _asked().view(0)
    free = "A blow that would kill it in Breed form shifts it to Crinos for free (Health 4 → 7)."
    assert reason(view, DECK, None) == (
        "Shift to Crinos, your war form, for the top card of your Sept deck: Cinder Howl's "
        "Rage 4 → 6 against Soot Runner's 5, and your hand stays whole. " + free
    )
    assert reason(view, STAY, None) == (
        "Stay in Breed form and keep your Sept cards: Cinder Howl has Rage 4 against Soot "
        "Runner's 5. " + free
    )
    with using("pt-BR"):
        line = reason(view, DECK, None)
    assert "a Fúria de Cinder Howl vai de 4 para 6 contra Fúria 5 de Soot Runner" in line, line
    assert "de graça (Saúde 4 → 7)" in line, line
