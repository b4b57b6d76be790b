"""rage-lv: on the game's last turn the Hint advises no card that cannot change the final
score (issue 30). Seen: "Play Ash Storm. Post-Combat: Heal 1 wound on this character" after
the game's last fight, and Equipment played with no word that it helps only a Garou that
fights in this turn's hunts. The expert bot's moves are kept: the Hint alone passes them by
(`hints.overrule`). Each moment is a heuristic game's, its turn made the last by the view's
options."""

from __future__ import annotations

import random
from typing import Any

from engine.ai.hints import hint
from engine.games.rage_lv.hints import cannot_matter, reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

ASH_STORM = {"type": "combat-event", "card": "0.ash-storm.2", "target": None}


def _at(commands: int, seat: int, last: bool = True) -> tuple[dict[str, Any], list[Any]]:
    """Seed 1 of 2-seat heuristic games after `commands`, as `seat` sees it, its turn made
    the game's last where `last`."""
    session = heuristic_at("rage-lv", 2, 1, commands)
    view = session.view(seat)
    if last:
        view["books"]["options"]["turn_limit"] = view["turn"]
    return view, session.legal(seat)


def test_a_heal_after_the_last_fight_is_not_the_hint():
    """125 commands in: Ember-Tooth, the last alpha, has fought; Ash Storm's Post-Combat heal
    is all Ann could still play, and it changes no Renown."""
    view, legal = _at(125, 0)
    assert view["combat"]["step"] == "post" and ASH_STORM in legal
    assert cannot_matter(view, ASH_STORM)
    given = hint("rage-lv", view, legal, random.Random(0), names=["Ann", "Ada"])
    assert given is not None and given.command == {"type": "combat-pass"}, given
    assert given.reason == (
        "Pass rather than play Ash Storm: the game ends with this turn and Ember-Tooth will not "
        "fight again before it ends, so it cannot change the final score."
    ), given.reason
    with using("pt-BR"):
        line = reason(view, given.command, given.analysis, ["Ann", "Ada"])
    assert line.startswith("Passe em vez de jogar Ash Storm: a partida termina neste turno"), line


def test_the_same_heal_before_the_last_turn_may_still_matter():
    view, _legal = _at(125, 0, last=False)
    assert not cannot_matter(view, ASH_STORM)


def test_equipment_on_the_last_turn_says_it_helps_only_a_fighter():
    """53 commands in, the Main Phase: Obsidian Knuckles on Ember-Tooth ("+1 Damage") helps
    only if Ember-Tooth fights in this turn's hunts."""
    view, legal = _at(53, 0)
    play = {"type": "play", "card": "0.obsidian-knuckles.1", "on": "0.ember-tooth"}
    assert play in legal and view["phase"] == "main"
    line = reason(view, play, None)
    assert line.endswith(
        "The game ends with this turn: this matters only if Ember-Tooth fights in this turn's "
        "hunts."
    ), line
    with using("pt-BR"):
        assert "Ember-Tooth lutar nas caçadas deste turno" in reason(view, play, None)
    view, _legal = _at(53, 0, last=False)
    assert "game ends" not in reason(view, play, None)
