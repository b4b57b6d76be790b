"""A Battlefield's natural defenders are one creature in the rules ("you are assumed to be
only fighting ONE creature", seed 001), and the log's sentences say what happens to it with
a singular verb: its name is singular too ("the Mill's defender takes 1 damage"), in English
and in Portuguese ("o defensor de … sofre", never "os defensores … sofre")."""

from __future__ import annotations

from engine.games.rage_classic.state import card_of
from engine.i18n import using
from tests.engine.test_rage_classic_coverage import KEEPER, mill_engaged
from tests.engine.test_rage_classic_scenarios import card_in_hand, play_round


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
