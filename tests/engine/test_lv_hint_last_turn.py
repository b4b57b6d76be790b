"""rage-lv: on the game's last turn the Hint gives no reason of a turn to come (issue 30,
pl40a #3): "Play Cinderling: it stays in play and helps you every turn" was said on turn 3 of
3. Each moment below is a heuristic game's, its turn made the last by the view's options."""

from __future__ import annotations

from typing import Any

from engine.games.rage_lv.expert import unwise
from engine.games.rage_lv.hints import reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at


def _last(commands: int, seat: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Seed 1 of 2-seat heuristic games after `commands`, as `seat` sees it, on its last turn."""
    session = heuristic_at("rage-lv", 2, 1, commands)
    view = session.view(seat)
    view["books"]["options"]["turn_limit"] = view["turn"]
    return view, session.legal(seat)


def test_an_ally_played_on_the_last_turn_helps_only_this_turn():
    view, legal = _last(54, 1)  # Quarry Warden, an Ally with no text, can be played
    play = {"type": "play", "card": "1.quarry-warden.1"}
    assert play in legal
    line = reason(view, play, None)
    assert line == (
        "Play Quarry Warden: the game ends with this turn, so it helps only in this turn's hunts."
    ), line
    with using("pt-BR"):
        line = reason(view, play, None)
    assert line.startswith("Jogue Quarry Warden: a partida termina neste turno"), line


def test_a_main_action_card_is_not_advised_on_the_last_turn():
    """Kin Mechanic's draw is used from the next turn's Main Phase, which does not come."""
    view, legal = _last(128, 0)
    play = {"type": "play", "card": "0.kin-mechanic.1"}
    assert play in legal and view["phase"] == "main"
    assert unwise(view, play, 0)
    view["books"]["options"]["turn_limit"] = view["turn"] + 1
    assert not unwise(view, play, 0)


def test_conquer_on_the_last_turn_promises_no_reclaim_later():
    """A Battlefield is reclaimed at the end of a turn it was held for whole: one conquered on
    the last turn never is ("reclaim it later for its Renown" was said there, pl40a)."""
    view, _legal = _last(54, 1)
    conquer = {"type": "conquer", "target": "0.dry-wash.1"}
    line = reason(view, conquer, None)
    assert "later" not in line and "cannot be reclaimed" in line, line
    with using("pt-BR"):
        assert "depois" not in reason(view, conquer, None)
    view["books"]["options"]["turn_limit"] = view["turn"] + 1
    assert "reclaim it later" in reason(view, conquer, None)


def test_staying_in_breed_form_on_the_last_turn_keeps_cards_for_this_turn():
    """The plain words said "keep your Sept cards for later" on the last turn."""
    view, _legal = _last(54, 1)
    view["combat"] = None  # the combatants out of sight: the plain words
    stay = {"type": "choose", "kind": "crinos", "option": "stay"}
    line = reason(view, stay, None)
    assert "later" not in line and "this turn" in line, line
    view["books"]["options"]["turn_limit"] = view["turn"] + 1
    assert reason(view, stay, None) == "Stay in Breed form: keep your Sept cards for later."
