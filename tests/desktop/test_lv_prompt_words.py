"""The relaunch's questions say what they ask about (issue 30, vfin #18, #19): Insight's
discards counted with their number, what Crinos changes, what an alpha's options are, what an
ability in the A list does, and what a card whose only text is an Alpha: action is for. Judged
on what the table draws or lists, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import narrate
from engine.games.rage_lv.expert import crinos_rage
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table

CHOIR = ("stone-choir", "ashen-wind")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "you drew 2 extra Combat cards, and now discard 2, one at a time (1 of 2)."),
        (
            "pt-BR",
            "você comprou 2 cartas de Combate a mais e agora descarta 2, uma de cada vez (1 de 2).",
        ),
    ],
)
def test_insights_discards_say_how_many_and_which_one(display, language, said):
    """ "Discard a Combat card" was asked twice with the same words, and "you drew that many
    extra Combat cards" had no number."""
    session = bots_played(241, 9, CHOIR)
    assert session.view(0)["prompt"]["kind"] == "discard-combat"
    with traced_table(session, language, moot=False) as (app, table):
        with using(app.translations):  # the table asks in the app's language
            question = table.question()
        drawn = " ".join(m.text for _, m in trace_frame(app).texts())
    assert question is not None and question.message.endswith(said), question.message
    assert said.split(",")[0][:20] in drawn, drawn


@pytest.mark.parametrize(("language", "said"), [("en", "In Crinos: "), ("pt-BR", "Em Crinos: ")])
def test_the_crinos_question_says_what_crinos_changes(display, language, said):
    session = bots_played(185, 1, CHOIR)
    prompt = session.view(0)["prompt"]
    assert prompt["kind"] == "crinos"
    with traced_table(session, language, moot=False) as (app, table), using(app.translations):
        question = table.question()
    assert question is not None and said in question.message, question.message
    assert "→" in question.message.split(said)[1], question.message


@pytest.mark.parametrize(
    ("language", "ways"),
    [("en", " or crossing the Umbra"), ("pt-BR", " ou atravessando a Umbra")],
)
def test_an_alphas_options_say_what_they_are(display, language, ways):
    """The alpha list said "Cinder Howl · Renown 4 › 2 options": what the options are, not."""
    session = bots_played(31, 1, CHOIR)
    assert session.view(0)["phase"] == "alpha-pick"
    with traced_table(session, language, moot=False) as (app, table), using(app.translations):
        question = table.question()
        assert question is not None and question.group_key is not None
        groups = {question.group_key(c) for _label, c in question.options}
    many = [g for g in groups if g and ways in g]
    assert many, groups


def test_an_ability_in_the_list_says_what_it_does():
    """ "Use Cinder Howl" in the A list said nothing, where "Use Ember-Tooth: heal 1 wound…"
    said what it does."""
    use = {"type": "ability", "card": "0.cinder-howl", "index": 0, "target": None}
    line = narrate.describe_command(use, ["Ann", "Bob"])
    assert line.startswith("Use Cinder Howl: ") and "Damage" in line, line
    assert narrate.ability_label(use) == "Use Cinder Howl"  # its button in the fight: short


def test_a_card_whose_text_is_an_alpha_action_says_when_and_on_whom():
    """ "Play Ember Vigil, by Cinder Howl" (Alpha: deal 1 damage to target character) named no
    target and said nothing of when it acts; the card then lay unused."""
    play = {"type": "play", "card": "0.ember-vigil.1", "by": "0.cinder-howl"}
    line = narrate.describe_command(play, ["Ann", "Bob"])
    assert "in a later Alpha Phase" in line and "choosing its target then" in line, line
    assert "damage" in line, line
    with using("pt-BR"):
        line = narrate.describe_command(play, ["Ann", "Bob"])
    assert "escolhendo o alvo nessa hora" in line, line


def test_insight_of_a_guardian_names_it_and_opens_with_a_capital(display):
    """A Battlefield's guardian with Insight was named as its Battlefield ("The Dry Wash has
    Insight"), and in Portuguese its name opens in lower case ("o guardião de …")."""
    session = bots_played(460, 14)
    with traced_table(session, "pt-BR", moot=False) as (app, table), using(app.translations):
        question = table.question()
    assert question is not None, question
    assert question.message.startswith("O guardião de The Dry Wash tem Intuição 2: "), question


def test_the_crinos_question_counts_the_bonuses_the_hint_counts():
    """With a Totem's +1 Rage on Cinder Howl (Rage 4, Crinos 6) the question said "Rage 4 →
    6" while the Hint in the same prompt said "Cinder Howl's Rage 5 → 7" (pl40a #4, 156)."""
    howl = {"iid": "0.cinder-howl", "rage": 5, "health": 4, "renown": 4, "gnosis": 3}
    view = {"chars": [howl]}
    rage, crinos = crinos_rage(view, howl["iid"])  # the Hint's numbers
    said = narrate.crinos_change(howl["iid"], view)
    assert f"Rage {rage} → {crinos}" in said, said
    assert "Rage 5 → 7" in said, said
