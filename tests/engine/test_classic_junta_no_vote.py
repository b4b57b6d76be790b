"""A Board Meeting the Wyrm bots call passes without asking a Gaia player (seed 001: "members of
Gaia packs cannot call or vote in a Board Meeting"); the log said nothing of it, nor what the
Junta did, and the bots' votes read "Bruno votes with Vesk Hollowjaw." with no side (issue 30,
report #3). Four heuristic bots, seed 10: Bruno calls Meeting in the Spiral; seat 0 is Gaia."""

from __future__ import annotations

from typing import Any

from engine.core.registry import get_ruleset
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

NAMES = ["Ada", "Bruno", "Chloé", "Dara"]


def _events(seat: int) -> list[dict[str, Any]]:
    session = heuristic_at("rage-classic", 4, 10, 90)
    return [e for item in session.events_for(seat) for e in item["events"]]


def _line(kind: str, seat: int, lang: str = "en") -> str:
    rules = get_ruleset("rage-classic")
    event = next(e for e in _events(seat) if e["type"] == kind)
    with using(lang):
        line = rules.describe(event, seat, NAMES)
    assert line is not None
    return line


def test_the_call_says_who_votes_and_what_the_junta_does():
    line = _line("called", 0)
    assert line == (
        "Juntas called: Meeting in the Spiral (Mother Cinder, Bruno): If this Junta passes:"
        " Add 2 Victory Points to your Victory Pile. Only Wyrm packs vote on a Board Meeting:"
        " you have no vote on Meeting in the Spiral."
    ), line
    assert "no vote" not in _line("called", 1)  # Bruno's Wyrm pack votes
    line = _line("called", 0, "pt-BR")
    assert "Só matilhas da Wyrm votam numa Reunião de Diretoria: você não tem voto" in line, line


def test_each_creatures_vote_is_told_once_its_renown_has_voted():
    line = _line("tier", 0)
    assert line.endswith("6 yes, 9 no. Vesk Hollowjaw: yes; Director Vane: no."), line
    assert _line("tier", 0, "pt-BR").endswith("Vesk Hollowjaw: sim; Director Vane: não."), line
