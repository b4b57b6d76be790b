"""Durations that end on an event of the game (issue 28, construct 2): "until the next Moot
Phase begins" (`before-<phase>`, for each phase a game names). The game calls `expire` with
`begins(phase)` as a phase begins; everything else about them (lasting, forgetting, the card
kept in play while its effect lasts) is the shared layer's, as for every duration."""

from __future__ import annotations

from collections.abc import Mapping

from engine.i18n import N_

BEFORE = "before-"
#: The sentence shapes of the worked examples (docs/cards.md), for the translators.
SENTENCES = (
    N_("Damage Effect: The opposing creature cannot regenerate until the next Moot Phase begins."),
    N_("Play in combat: This creature gets +{n} votes until the next Combat Phase begins."),
)


def begins(phase: str) -> str:
    """The duration that ends as `phase` begins."""
    return BEFORE + phase


def before_phases(phases: Mapping[str, str], skip: tuple[str, ...] = ()) -> dict[str, str]:
    """The durations "until the next <phase> begins", with their printed phrase, for a game's
    phases (`skip`: steps a game calls phases that never begin on their own)."""
    return {
        begins(p): f" until the next {label} begins" for p, label in phases.items() if p not in skip
    }
