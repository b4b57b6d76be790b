"""A fight's end held on the 1995 combat view (FIGHT_BEAT) shows the last round's revealed
cards by their names, on both sides, with what each did: the view named every one of them
"Null card" (the names it keeps for resolved cards were dropped as the fight ended), and a
killed fighter's card was not drawn at all (issue 30, pl34a #1: "Null card landed" for
Cornered Bite and Shoulder Slam, Ada's Staff Crack unseen). Driven by a click, judged on what
is drawn, in English and Portuguese."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl_table
from tests.desktop.layout_trace import trace_frame, tracing
from tests.desktop.test_classic_fight_end_held import held_there
from tests.desktop.test_table_support import click, frames_until

NULL = {"en": "Null card", "pt_BR": "Carta nula"}

#: Player 1's Ready that ends a fight, the cards its last round revealed (a real Null card
#: stays one) and what they did: the first fight (Ada's Spirit Lash illegal, Player 1's Null
#: card), turn 2's last (the prey Bloated Fomor, killed, and Little Ember each bluff a card)
LAST_ROUNDS = {
    64: (["Spirit Lash"], 1),
    191: (["Blinding Spray", "Raking Claws"], 0),
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("commands", sorted(LAST_ROUNDS))
def test_a_fights_end_names_its_last_cards(display, language, commands) -> None:
    cards, nulls = LAST_ROUNDS[commands]
    # faces of its own: a trace reads only the card texts drawn under it
    opened = pcl_table(language, commands, size=(1920, 1080), card_faces=ClassicFaces())
    with tracing(), opened as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        drawn = [m.text for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)]
        for card in cards:
            assert card in drawn, drawn
        assert sum(1 for t in drawn if t == NULL[language]) == nulls, drawn


#: before Ada's Ready that ends the game's last fight (Strip-Mine Crew killed)
LAST_FIGHT = 244


def test_the_last_fights_end_is_seen_before_the_result(display) -> None:
    """The game's last fight's end stays on show its whole beat, the result's dialog after it:
    the dialog came at once over it (issue 30, pl34a #1)."""
    with pcl_table("en", LAST_FIGHT, card_faces=ClassicFaces()) as (app, table, _said):
        app.settings.animation_speed = 2.0  # the play's speed: the beat lasts 1.5 s
        table.paused = False  # Ada ends the fight, and the game
        frames_until(app, lambda: bool(table.view.get("fight_over")), limit=600)
        assert table.session.is_over()
        frames_until(app, lambda: not table.view.get("fight_over"), limit=600)
        assert table.dialog is None  # the result came while the fight's end was on show
        frames_until(app, lambda: table.dialog is not None, limit=600)


WHY_ENDED = {
    "en": ("no Combat card was played in the last round", "The combat ends: no Combat card"),
    "pt_BR": (
        "nenhuma carta de combate foi jogada na última rodada",
        "O combate termina: nenhuma carta de combate",
    ),
}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_a_fight_that_ends_unasked_says_why(display, language) -> None:
    """The first fight ends after its round with no "Fight on or withdraw?" question: its
    held end and the log say why (issue 30, pl34a #4: "The combat ends." and no more)."""
    said, logged = WHY_ENDED[language]
    with tracing(), pcl_table(language, 64) as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        drawn = [m.text for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)]
        assert any(t.endswith(f"; {said}.") for t in drawn), drawn
        assert any(line.startswith(logged) for line in table.log), table.log[-6:]


GONE = {"en": "Bloated Fomor: killed", "pt_BR": "Bloated Fomor: morreu"}


@pytest.mark.parametrize("language", ["en", "pt_BR"])
def test_the_fights_summary_names_a_killed_side(display, language) -> None:
    """Turn 2's last fight's end: its "This combat" column names the killed attacker under
    Attackers, where it listed the Defenders alone."""
    with tracing(), pcl_table(language, 191) as (app, table, _said):
        click(app, table.pass_button.rect.center)
        held_there(app, table)
        drawn = [m.text for _, m in trace_frame(app).texts() if layout.COMBAT.contains(m.rect)]
        assert GONE[language] in drawn, drawn
