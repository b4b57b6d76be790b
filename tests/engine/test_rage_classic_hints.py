"""The 1995 hints give real reasons (issue 30, found playing in a real window): a card's hint
says what the card does, a prey goes to the Hunting Grounds, an alpha or an attack is weighed
with the numbers on the cards, a vote or a question's option is said in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from engine.games.rage_classic import hints
from engine.games.rage_classic.cards import POOL, PREY_TYPES
from engine.games.rage_classic.state import card_of
from engine.i18n import using
from tests.engine.bot_moments import moments

Seen = tuple[dict[str, Any], dict[str, Any], str]


def _moments(seeds: tuple[int, ...] = (3, 5), steps: int = 1200) -> Iterator[Seen]:
    """(view, command, English reason) for the first commands of each turn of bot games."""
    for seed in seeds:
        for view, command in moments("rage-classic", seed, steps):
            with using("en"):
                yield view, command, hints.reason(view, command, None)


def in_both(say: Callable[[], str]) -> tuple[str, str]:
    """What `say` says in English and in Portuguese."""
    with using("en"):
        english = say()
    with using("pt-BR"):
        return english, say()


def _fight(c: dict[str, Any]) -> int:
    return int(c["combat_rage"]) + int(c["health"]) - int(c["wounds"])


def test_a_prey_goes_to_the_hunting_grounds_and_a_card_says_what_it_does() -> None:
    prey = played = 0
    for _view, command, line in _moments():
        if command["type"] == "stage" and card_of(command["card"]).type in PREY_TYPES:
            prey += 1
            assert "Hunting Grounds" in line and "pack stronger" not in line, line
        if command["type"] == "stage" and command.get("by"):
            kind = card_of(command["card"]).type
            # only Equipment is given to a character (an Ally is recruited)
            assert line.startswith("Give ") == (kind == "equipment"), line
        if command["type"] == "play" and isinstance(command.get("target"), str):
            played += 1
            with using("en"):
                does = POOL.shown_effect(card_of(command["card"]))
            if does.startswith("Play "):  # "Play X: play in combat: ..." says the play once
                does = does.split(": ", 1)[1]
            assert "best use" not in line, line
            assert does[1:40] in line, (line, does)
    assert prey and played


def test_a_combat_card_says_what_it_does() -> None:
    """Found in a real window: "Play Turn the Blow: it deals or stops the most damage now" for
    a Reversal that deals no damage."""
    seen = 0
    for _view, command, line in _moments():
        if command["type"] == "assign" and command["card"] != "null":
            seen += 1
            assert "the most damage now" not in line, line
    assert seen


def test_stepping_sideways_says_which_world_and_why() -> None:
    steps = 0
    for view, command, line in _moments():
        if command["type"] == "step":
            steps += 1
            world = {c["iid"]: c for c in view["creatures"]}[command["creature"]]["world"]
            assert ("physical world" if world == "umbra" else "into the Umbra") in line, line
            assert "needed on the other side" not in line, line
    assert steps


def test_an_alpha_or_an_attack_is_weighed_with_the_numbers_on_the_cards() -> None:
    alphas = weaker = 0
    for view, command, line in _moments():
        creatures = {c["iid"]: c for c in view["creatures"]}
        if command["type"] == "alpha":
            mine = [
                c
                for c in creatures.values()
                if c["pack"] == view["seat"] and c["kind"] == "character" and not c["dead"]
            ]
            chosen = creatures[command["creature"]]
            if _fight(chosen) < max(_fight(c) for c in mine):
                alphas += 1
                assert "best fighter" not in line, line
        if command["type"] == "attack":
            alpha = next(c for c in creatures.values() if c["alpha"] and c["pack"] == view["seat"])
            prey = creatures[command["target"]]
            if alpha["combat_rage"] < prey["combat_rage"]:
                weaker += 1
                assert "should win" not in line and "stronger" not in line, line
                assert f"Rage {alpha['combat_rage']}" in line, line
    assert alphas and weaker


def test_a_vote_names_its_junta_and_reads_in_portuguese() -> None:
    """Found in a real window: with two Juntas called, "Vote no: that outcome is better for
    you" named neither (and said "yes"/"no" in English in the Portuguese game)."""
    junta = {"iid": "0.judgment-of-elders.1", "done": False}
    view = {"seat": 0, "creatures": [], "juntas": [junta], "junta_at": 0}
    for side in ("yes", "no", "abstain"):
        command = {"type": "vote", "creature": "0.keeper-ashgrove.1", "side": side}
        with using("en"):
            english = hints.reason(view, command, None)
        with using("pt-BR"):
            portuguese = hints.reason(view, command, None)
        assert "Judgment of the Elders" in english and "Judgment of the Elders" in portuguese
        assert portuguese != english and f" {side}" not in portuguese.split(":")[0]


def test_a_questions_options_are_said_in_portuguese() -> None:
    from engine.games.rage_classic.vocab import OPTION_WORDS

    view = {"seat": 0, "creatures": [], "cards": None}
    for option in OPTION_WORDS:
        command = {"type": "choose", "option": option}
        english, line = in_both(lambda c=command: hints.reason(view, c, None))
        assert line.split(":")[0] != english.split(":")[0], line
