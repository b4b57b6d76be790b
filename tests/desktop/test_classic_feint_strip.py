"""The 1995 combat strip lights the step a feint's extra card belongs to: the Reveal, after
which it comes (pl35: it lit "Target", a step already past, while the bar said "Feint")."""

from __future__ import annotations

from desktop.screens.rage_classic import words


def test_the_feint_is_part_of_the_reveal() -> None:
    labels = [label for label, _steps in words.ROUND_STEPS]
    assert labels[words.step_index("feint")] == "Reveal"
    assert words.step_index("target") < words.step_index("feint")
