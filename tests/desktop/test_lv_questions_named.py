"""The relaunch's questions name whom and what they are about, and what each answer does
(issue 30). Each was found playing by mouse in a real window at 1280x720, on a moment of a real
bot game, and is judged on what the window draws:

- a challenge said "Accept with one of your characters, or refuse." (the challenged character
  is fixed) and offered "Accept with deck", never naming the challenger;
- "Name the Moot's target" named no Moot and no effect, and its rows ("Target Soot Runner"
  twice) never said whose each target was;
- "Reclaim a Battlefield?" offered "Reclaim The Dry Wash" and "Keep it" with no word of what
  either does;
- before a fight the title row read "crinos" (a raw key) over "A combatant from a Staging Area
  may shift to Crinos", which did not say which one."""

from __future__ import annotations

from desktop.game.controllers import bot, person
from tests.desktop.test_ccg_support import bots_played, drawn_question


def asked(states: int, seed: int, kind: str, seat: int = 0) -> tuple[list[str], list[str], str]:
    """The question of kind `kind` that the bot game after `states` states asks of `seat` (a
    person against a bot), as the table draws it: its texts, its rows, and all its text in one
    string."""
    session = bots_played(states, seed=seed)
    assert session.view(seat)["prompt"]["kind"] == kind
    seats = [person("Ann"), bot("Bob")] if seat == 0 else [bot("Ann"), person("Bob")]
    drawn, rows = drawn_question(session, seats)
    return drawn, rows, " ".join(drawn)


def test_the_challenge_names_challenger_and_challenged_and_the_crinos_answers(display) -> None:
    drawn, _rows, text = asked(37, 1, "challenge")
    assert "Granite Voice challenges your Cinder Howl" in text, text
    assert "one of your characters" not in text and "Accept with" not in text
    for label in (
        "Refuse the challenge",
        "Accept",
        "Accept, in Crinos form (discard the top Sept card)",
        "Accept, in Crinos form (discard Sunlit Snare)",
    ):
        assert label in text, (label, text)


def test_the_moot_target_question_names_the_moot_its_effect_and_whose_targets(display) -> None:
    # 343 commands in until the heuristic stopped weakening the prey it fights for (issue 30)
    drawn, rows, text = asked(347, 4, "moot-target")
    assert "Trial of Sharp Words: If this Moot passes: Deal 2 damage" in text, text
    # Two Soot Runners, one each: the rows tell them apart (Bob's first: the others' characters
    # lead the list, Ann's own come last, under the fold)
    assert any("Target Soot Runner (Bob)" in t for t in drawn), drawn
    assert any("Target Soot Runner (yours)" in r for r in rows), rows
    assert "Target Pallid Drone (Hunting Grounds)" in rows, rows  # prey: no one's


def test_the_reclaim_question_says_what_reclaiming_scores(display) -> None:
    drawn, _rows, text = asked(160, 23, "reclaim", seat=1)
    assert "Reclaim The Dry Wash (+3 Renown)" in text, text
    assert "into your Victory Pile" in text and "score its Renown" in text, text


def test_the_crinos_question_names_its_combatant_and_the_step_is_in_words(display) -> None:
    drawn, _rows, text = asked(250, 2, "crinos")
    assert "Cinder Howl comes from your Staging Area to fight" in text, text
    assert "crinos" not in drawn and "Crinos shifts" in drawn, drawn
