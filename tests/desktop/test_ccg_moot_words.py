"""The relaunch table's Moots (issue 30): each listed Moot says what passing it does before
anyone votes, and a vote button's words are the person's language, whole. Judged on what the
Moot panel and the buttons draw, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv import narrate
from engine.core.session import Session
from engine.i18n import using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, traced_table


def voting(
    seed: int = 1,
    commands: int = 19,
    game: str = "rage-lv",
    packs: tuple[str, str] = ("ashen-wind", "stone-choir"),
    names: tuple[str, str] = ("Ann", "Bob"),
) -> Session:
    """A 2-seat game the bots played up to Ann's vote on a Moot (a Junta in rage-classic)."""
    session = bots_played(commands, seed, packs, game, names)
    assert any(c["type"] == "vote" for c in session.legal(0))
    return session


@pytest.mark.parametrize(
    ("language", "sides"),
    [
        ("en", ("For {moot}:", "Against {moot}:")),
        ("pt-BR", ("A favor de {moot}:", "Contra {moot}:")),
    ],
)
def test_a_moot_says_what_passing_does_and_its_vote_buttons_are_whole(display, language, sides):
    with traced_table(voting(), language) as (app, table):
        moot = table.view["moots"][0]["iid"]
        with using(language):
            does = narrate.does(moot)
        assert does
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert any(t.startswith(does[:40]) for t in drawn), (does, drawn)
        labels = [b.text for b, _c in table._ctx_buttons]
        with using(language):  # each row of votes starts with its side and the Moot
            rows = [side.format(moot=narrate.name(moot)) for side in sides]
        assert labels and all(row in drawn for row in rows), (rows, drawn)
        for b, _c in table._ctx_buttons:  # the words fit their button
            width = app.theme.fitted_text(b.text, b.text_size, (0, 0, 0), b.rect.w - 24)
            assert width.get_width() <= b.rect.w - 24, b.text
            assert b.text in drawn, b.text


def test_an_untargeted_moot_draws_no_target_line(display):
    """A Moot with no target says who called it and nothing of a target: it drew
    "target —", read as a name left out."""
    with traced_table(voting(), "en") as (app, table):
        assert table.view["moots"][0]["target"] is None
        drawn = [m.text for _, m in trace_frame(app).texts()]
    called = [t for t in drawn if t.startswith("called by ")]
    assert called, drawn  # while Ann votes, the panel lists the Moot voted on
    assert not [t for t in called if "target" in t or "—" in t], called


def test_a_card_with_two_moot_effects_says_if_it_passes_once():
    """Both editions' card texts: a vote's lead opens its effects once, in the card's rules
    text and in what the Moot panel and the hints say it does."""
    from engine.ccg import text
    from engine.games.rage_classic.cards import POOL as CLASSIC
    from engine.games.rage_lv.data import POOL as LV

    leads = ("If this Moot passes:", "If this Junta passes:")
    twice = [
        card.id
        for pool in (LV, CLASSIC)
        for card in pool.shipped().values()
        for said in (card.text, pool.shown_effect(card))
        if any(said.count(lead) > 1 for lead in leads)
    ]
    assert twice == []
    water = LV.shipped()["still-water"]
    assert [e.when for e in water.effects] == ["moot", "moot"]
    assert water.text == (
        "If this Moot passes: Heal 2 wounds on each Garou in play. "
        "Add 1 Renown to your Victory Pile."
    )
    assert text.VOTE_TRIGGERS


def test_a_vote_button_counts_the_votes_the_rules_count(display):
    """Issue 30: the Stone Choir gives each of its Garou +1 vote, the log said "votes for (2)"
    of Pebble-in-Throat (Renown 1), yet a Stone Choir player's buttons read bare Renown. Each button now shows what its vote adds to the count."""
    session = voting(seed=1, commands=18, packs=("stone-choir", "ashen-wind"))
    with traced_table(session, "en") as (app, table):
        drawn = [m.text for _, m in trace_frame(app).texts()]
        labels = {c["char"]: b.text for b, c in table._ctx_buttons}
    assert labels.get("0.old-slate") == "Old Slate (4)", (labels, drawn)  # Renown 3, +1
    assert labels.get("0.granite-voice") == "Granite Voice (5)", labels  # Renown 4, +1
    assert any("Renown + vote bonuses" in t for t in drawn), drawn


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "None of your Garou can vote now: Cinder Howl has voted this turn. Pass."),
        (
            "pt-BR",
            "Nenhum dos seus Garou pode votar agora: Cinder Howl já votou neste turno. Passe.",
        ),
    ],
)
def test_the_bar_says_why_a_player_cannot_vote(display, language, said):
    """vfin #4a: with every Garou of the person's already voted this turn, the bar still said
    "Cast your vote on the Moot panel, or Pass" over a panel with no vote button."""
    from tests.engine import test_rage_lv_rules as lv
    from tests.engine.test_lv_guidance_words import _two_moots

    s = _two_moots()
    while s.state.moots[0].iid != "1.still-water.1" or lv.seat_of(s) != 0:
        lv.act(s, lv.seat_of(s), "pass")
    with traced_table(s, language) as (app, table):
        drawn = [m.text for _, m in trace_frame(app).texts()]
        assert not table._ctx_buttons
    assert said in drawn, drawn
    assert not [t for t in drawn if "Cast your vote" in t or "Dê seu voto" in t], drawn


@pytest.mark.parametrize(("language", "bonus"), [("en", "vote bonus"), ("pt-BR", "bônus de voto")])
def test_the_moot_glossary_counts_votes_as_the_rules_do(language, bonus):
    """vfin #8: the Moot's glossary said a Garou brings "votes equal to its Renown", while the
    Stone Choir's Garou bring one more; and "with one Garou", while each Garou may vote."""
    from desktop.screens.ccg_kit.glossary import Glossary

    with using(language):
        text = Glossary("desktop.screens.rage_lv").terms()["moot"].text
    assert bonus in text and "Stone Choir" in text, text
