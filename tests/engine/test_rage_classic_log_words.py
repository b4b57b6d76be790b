"""The game log's words in rage-classic, in English and in Portuguese: the names it gives and
the deck a shuffle names."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.games.rage_classic.state import card_of
from engine.i18n import using
from tests.engine.test_rage_classic_coverage import mill_engaged
from tests.engine.test_rage_classic_scenarios import KEEPER, card_in_hand, play_round


def _log(session: object, lang: str) -> list[str]:
    lines = []
    with using(lang):
        for entry in session.entries:  # type: ignore[attr-defined]
            for event in entry["events"]:
                line = session.ruleset.describe(event, 0, ["Ann", "Bo"])  # type: ignore[attr-defined]
                if line:
                    lines.append(line)
    return lines


def test_the_defenders_are_named_as_the_one_creature_they_are() -> None:
    """A Battlefield's natural defenders are one creature in the rules ("you are assumed to be
    only fighting ONE creature", seed 001), and the log says what happens to it with a
    singular verb: its name is singular too ("the Mill's defender takes 1 damage"), in
    English and in Portuguese ("o defensor de … sofre", never "os defensores … sofre")."""
    session, mill, guardian = mill_engaged(False, ["fade-away", "quick-jab", "sidestep"])
    jab = card_in_hand(session, 0, "quick-jab")
    play_round(session, {0: [(KEEPER, jab)], 1: [(guardian, "null")]})
    name = card_of(mill).name
    english = [line for line in _log(session, "en") if "defender" in line]
    assert f"{name}'s defender takes 1 damage (Quick Jab)." in english, english
    assert not any("defenders" in line for line in english), english
    portuguese = [line for line in _log(session, "pt_BR") if "defensor" in line]
    assert any(line.startswith(f"o defensor de {name} sofre 1 de dano") for line in portuguese), (
        portuguese
    )
    assert not any("defensores" in line for line in portuguese), portuguese


def test_the_log_says_which_deck_a_card_shuffles() -> None:
    """A card that searches a deck shuffles it: rage-classic's log said "shuffles the Combat
    discards into a new Combat deck" for every shuffle, a Sept deck's too."""
    ruleset = get_ruleset("rage-classic")
    sept = {"type": "shuffle", "seat": 0, "deck": "sept", "order": 3}
    combat = {**sept, "deck": "combat-all"}
    discards = {**sept, "deck": "combat"}
    with using("en"):
        said = [ruleset.describe(e, 0, ["Ann", "Bo"]) for e in (sept, combat, discards)]
    assert said == [
        "Ann shuffles the Sept deck.",
        "Ann shuffles the Combat deck.",
        "Ann shuffles the Combat discards into a new Combat deck.",
    ]
    with using("pt_BR"):
        assert ruleset.describe(combat, 0, ["Ann", "Bo"]) == "Ann embaralha o baralho de combate."
