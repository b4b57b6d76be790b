"""The log names the option a card's "choose one" took, not its number (issue 30, found playing
a 2-seat 1995 game by mouse in pt_BR: the log said "Slip the Veil: opção 2." after Keeper
Ashgrove came back from the Umbra, and a newcomer could not tell what option 2 was). Both
editions' log lines, in English and Portuguese."""

from __future__ import annotations

from engine.games.rage_classic.views import describe
from engine.i18n import using


def _line(option: int, random: bool = False) -> str | None:
    event = {"type": "chosen", "source": "0.slip-the-veil.1", "option": option, "random": random}
    return describe(event, 0, ["Ann", "Bob"])


def test_the_log_names_the_option_taken() -> None:
    line = _line(1)
    assert line is not None and "option 2" not in line, line
    assert line == "Slip the Veil: Move this creature out of the Umbra.", line


def test_a_random_option_is_named_too() -> None:
    line = _line(0, random=True)
    assert line is not None and "Umbra" in line and "(at random)" in line, line


def test_the_option_is_named_in_portuguese() -> None:
    with using("pt_BR"):
        line = _line(1)
    assert line is not None and "opção" not in line, line
    assert line.startswith("Slip the Veil: "), line
