"""rage-lv: in a Combat Event window, a seat that fights passes only where passing searches
clearly better than the card the heuristic would play (issue 30). Seen in a real window:
Ember-Tooth, Rage cut to 1 by two Challenge Howls, held its own Challenge Howl against the
hunter (Rage 5); untimed, the Howl searched better than Pass 3 times in 3, yet Hard's clock
made Pass the hint 3 times in 12 ("Pass: nothing you could do now is worth a card or a
risk"). Seed 1 of 2-seat heuristic games, 163 commands in: the Pre-Combat window of Granite
Voice (seat 1) hunting Cinder Howl (seat 0), seat 1 holding Challenge Howl."""

from __future__ import annotations

from engine.ai.search import Analysis, Candidate
from engine.ai.shortlist import prefer_action
from engine.games.rage_lv.expert import ATTACK_EDGE, make_expert
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

HOWL = {"type": "combat-event", "card": "1.challenge-howl.2", "target": "0.cinder-howl"}
PASS = {"type": "combat-pass"}


def test_a_fighter_passes_in_a_pre_combat_window_only_where_clearly_better() -> None:
    session = heuristic_at("rage-lv", 2, 1, 163)
    view = session.view(1)
    assert view["combat"]["step"] == "pre" and HOWL in session.legal(1)
    expert = make_expert(1)
    assert expert.quiet_edge is not None
    edge = expert.quiet_edge(view)
    assert edge == ATTACK_EDGE
    # Pass half a Renown ahead, within the rollouts' noise: the Howl is the hint
    close = Analysis([Candidate(PASS, 16.0, 32), Candidate(HOWL, 0.0, 32)], 32, 64, 1.0)
    assert prefer_action(close, ("pass", "combat-pass"), edge).best == HOWL


def _pass_over(card: dict, last_turn: bool = False) -> tuple[str, str]:
    """The words (English, Portuguese) of a pass that searched clearly better than `card`, at
    the moment, its turn made the game's last where `last_turn`."""
    view = heuristic_at("rage-lv", 2, 1, 163).view(1)
    if last_turn:
        view["books"]["options"]["turn_limit"] = view["turn"]
    clear = Analysis([Candidate(PASS, 48.0, 32), Candidate(card, 0.0, 32)], 32, 64, 1.0)
    english = reason(view, PASS, clear)
    with using("pt-BR"):
        return english, reason(view, PASS, clear)


def test_a_fighter_s_pass_names_the_card_it_keeps() -> None:
    """Where Pass is still the hint (it searched clearly better), it says the card weighed
    and kept, not "nothing you could do now is worth a card or a risk"."""
    english, portuguese = _pass_over(HOWL)
    assert english == (
        "Pass and keep Challenge Howl for a later fight: the Hint tried both, playing it now "
        "and keeping it, in many deals of the cards you cannot see, and keeping it left you "
        "clearly better off by the end of the turn."
    )
    assert portuguese.startswith("Passe e guarde Challenge Howl"), portuguese


def test_on_the_last_turn_a_pass_keeps_nothing_for_later() -> None:
    """pl40a #3, #9: "Pass and keep Burning Pelt: tried against passing to the end of the turn,
    playing it now did clearly worse" on turn 3 of 3, of a Gift whose ability leaves it in
    play. The same moment, its turn made the last: nothing is kept, and it is said plainly."""
    english, portuguese = _pass_over(HOWL, last_turn=True)
    assert english == (
        "Pass rather than play Challenge Howl: the Hint tried both, playing it now and passing, "
        "in many deals of the cards you cannot see, and passing left you clearly better off by "
        "the end of the game."
    )
    assert portuguese.startswith("Passe em vez de jogar Challenge Howl"), portuguese


def test_a_pass_over_an_ability_does_not_keep_the_card() -> None:
    """A Gift's ability (Burning Pelt's +1 Damage) leaves the card in play: "keep" is untrue."""
    english, portuguese = _pass_over({"type": "ability", "card": "1.challenge-howl.2", "index": 0})
    assert english == (
        "Pass rather than use Challenge Howl: the Hint tried both, using it now and passing, in "
        "many deals of the cards you cannot see, and passing left you clearly better off by the "
        "end of the turn."
    ), english
    assert portuguese.startswith("Passe em vez de usar Challenge Howl"), portuguese
