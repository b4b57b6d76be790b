"""What the original Rage's engine says at moments of issue 30's keyboard game (Portuguese,
1280x720; tests/engine/classic_pcl_game.py), in English and Portuguese:

- a face-down Combat card its player can tell will fail says so (seed 001, "Bluff Step
  Options": an illegal card is discarded as if none were played, a bluff works only against a
  target that bluffed), worked out from the player's view and agreeing with the bluff step;
- a redraw's discard is logged as a discard, not "places a card face down";
- the bluff step's line says what "bluffing" means for a creature nobody played a card for;
- a tier's vote line says whose votes and on what;
- the Hint after "Play for Bloated Fomor" says why no card now, not "nothing is worth a card".
"""

from __future__ import annotations

import random

import pytest

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_classic import combat, query
from engine.games.rage_classic.hints import _reason
from engine.games.rage_classic.risks import face_down_risk
from engine.games.rage_classic.state import card_of
from engine.i18n import using
from tests.engine.classic_pcl_game import COMMANDS, session

#: round 2 for the prey Bloated Fomor (Rage 4); round 2 of turn 2 for Little Ember
FOMOR, EMBER = 55, 135
LANGS = ["en", "pt_BR"]


def risk(n: int, card: str, language: str) -> str | None:
    s = session(n)
    (cmd,) = [c for c in s.legal(0) if c.get("card") == card]
    with using(language):
        return face_down_risk(s.view(0), cmd)


@pytest.mark.parametrize("language", LANGS)
def test_a_bluff_and_an_illegal_card_are_named_before_they_are_played(language) -> None:
    bluff = risk(FOMOR, "0.stunning-blow.1", language)
    assert bluff is not None and "Stunning Blow" in bluff and "5" in bluff and "4" in bluff
    assert bluff.startswith({"en": "a bluff", "pt_BR": "um blefe"}[language])
    event = risk(FOMOR, "0.shield-brother.1", language)  # a Combat Event face down
    assert event is not None and event.startswith({"en": "illegal", "pt_BR": "ilegal"}[language])
    crack = risk(EMBER, "0.staff-crack.1", language)  # requires what Little Ember is not
    assert crack is not None and "Staff Crack" in crack and "Little Ember" in crack
    assert risk(FOMOR, "0.sidestep.1", language) is None  # a plain play says nothing


def test_the_warning_agrees_with_the_bluff_step() -> None:
    """Across bot games: a warned card is what the bluff step makes of it, and no plain card
    is warned, including a creature an effect stops from playing Combat Actions (seed 1 at 3
    seats meets one; the view did not show the ban, and its plays went unwarned)."""
    for seed in (1, 2):
        s = Session.new("rage-classic", 2 + seed % 2, seed=seed, options={})
        bots = make_bots(s, ["heuristic"] * len(s.header.names))
        rng = random.Random(seed)
        for _ in range(1500):
            for seat in s.to_act():
                view = s.view(seat)
                for cmd in s.legal(seat):
                    if cmd["type"] != "assign" or cmd["card"] == "null":
                        continue
                    c, who = card_of(cmd["card"]), cmd["creature"]
                    why = combat.illegal_reason(s.state, who, c, 0)
                    bluff = why is None and c.rage > query.combat_rage(s.state, who)
                    said = face_down_risk(view, cmd) or ""
                    assert said.startswith("illegal") == (why is not None), (cmd, why, said)
                    assert said.startswith("a bluff") == bluff, (cmd, said)
            if s.is_over() or not bot_turn(s, bots, rng):
                break


def lines_after(n: int, language: str) -> list[str]:
    """The log lines Player 1 reads for command n (0-based) of the game."""
    s = session(n)
    s.apply(*COMMANDS[n])
    out = []
    with using(language):
        for event in s.entries[-1]["events"]:
            seen = s.ruleset.redact(event, 0)
            line = s.ruleset.describe(seen, 0, s.header.names) if seen else None
            if line:
                out.append(line)
    return out


@pytest.mark.parametrize("language", LANGS)
def test_a_redraw_discard_is_logged_as_a_discard(language) -> None:
    # Ada's Combat Phase redraw (turn 1): shown as "Ada coloca uma carta virada para baixo."
    assert COMMANDS[29] == (1, {"card": "1.skull-splitter.1", "type": "discard"})
    (line,) = lines_after(29, language)
    assert (
        line
        == {
            "en": "Ada discards a card face down, to redraw.",
            "pt_BR": "Ada descarta uma carta virada para baixo, para recomprar.",
        }[language]
    )


@pytest.mark.parametrize("language", LANGS)
def test_the_bluff_step_line_says_what_counting_as_bluffing_means(language) -> None:
    # turn 3: nobody plays for the prey Strip-Mine Crew; the line named it "Bluffing"
    lines = lines_after(244, language)
    (line,) = [x for x in lines if "Strip-Mine Crew" in x and ("luff" in x or "lef" in x)]
    assert line.startswith(
        {"en": "Bluffs aimed at these work", "pt_BR": "Blefes contra estas criaturas"}[language]
    )


@pytest.mark.parametrize("language", LANGS)
def test_a_tier_vote_line_says_whose_votes_on_what(language) -> None:
    lines = lines_after(102, language)  # the Renown 6 creatures have voted
    (line,) = [x for x in lines if "Judgment of the Elders" in x]
    assert "6" in line and "8" in line
    assert {"en": "Renown, with any bonus", "pt_BR": "quanto seu Renome"}[language] in line


@pytest.mark.parametrize("language", LANGS)
def test_ready_after_joining_says_why_no_card(language) -> None:
    # the Hint said "Play for Bloated Fomor…", then "Ready: nothing you could do now is worth
    # a card or a risk" while Player 1 plays for it
    view = session(FOMOR).view(0)
    with using(language):
        line = _reason(view, {"type": "ready"}, str)
    assert "Bloated Fomor" in line
    assert "nothing you could do" not in line and "nada que você possa" not in line
