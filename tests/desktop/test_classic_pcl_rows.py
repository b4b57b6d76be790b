"""The 1995 table's rows, bar and prompts at moments of issue 30's keyboard game say what the
player needs (tests/engine/classic_pcl_game.py), in English and Portuguese:

- the list's face-down plays sure to fail say so (Stunning Blow "BLEFE falhou", Staff Crack
  "ilegal" came with no warning, the card lost);
- a Null card's row says what it is, and the bar for one does not ask to click a glowing card
  (nothing glows for it): the Actions list does it;
- a regeneration's damage cards carry their amounts, a Territory's "for Keeper Ashgrove" says
  what that creature does, and Slip the Veil's performer rows say where each one is now.
"""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import words
from engine.i18n import using
from tests.desktop.classic_pcl_support import pcl_table
from tests.engine.classic_pcl_game import session

LANGS = ["en", "pt_BR"]
#: round 2 for the prey Bloated Fomor; turn 2's round 2 for Little Ember; regeneration;
#: the Resource Phase's placing; the Umbra Phase with Slip the Veil
FOMOR, EMBER, REGENERATE, RESOURCE, UMBRA = 55, 135, 203, 17, 96


def rows(n: int, language: str) -> dict[str, str]:
    """Player 1's legal commands at command n, as the list's rows, by what they name."""
    s = session(n)
    view = s.view(0)
    with using(language):
        return {
            str(c.get("card") or c.get("option") or c["type"]) + str(c.get("by") or ""): (
                words.describe(c, s.header.names, view.get("prompt"), view)
            )
            for c in s.legal(0)
        }


@pytest.mark.parametrize("language", LANGS)
def test_face_down_rows_warn_of_a_bluff_and_an_illegal_card(language) -> None:
    fomor, ember = rows(FOMOR, language), rows(EMBER, language)
    bluff = {"en": "a bluff: Stunning Blow needs Rage 5", "pt_BR": "um blefe: Stunning Blow"}
    assert bluff[language] in fomor["0.stunning-blow.1"]
    illegal = {"en": "illegal: ", "pt_BR": "ilegal: "}[language]
    assert illegal in ember["0.staff-crack.1"] and "Little Ember" in ember["0.staff-crack.1"]
    assert illegal in fomor["0.shield-brother.1"]  # a Combat Event face down
    assert "—" not in fomor["0.sidestep.1"]  # a plain play stays plain
    null = {"en": "no card: a bluff that costs nothing", "pt_BR": "nenhuma carta"}[language]
    assert null in fomor["null"]


@pytest.mark.parametrize("language", LANGS)
def test_prompt_rows_say_amounts_what_the_performer_does_and_where_it_is(language) -> None:
    regen = rows(REGENERATE, language)
    assert regen["1.quick-jab.1"].endswith({"en": "(1 damage)", "pt_BR": "(1 de dano)"}[language])
    place = rows(RESOURCE, language)["0.old-ridge-lands.10.keeper-ashgrove"]
    assert {"en": "played by Keeper Ashgrove", "pt_BR": "jogada por Keeper Ashgrove"}[
        language
    ] in place
    slip = rows(UMBRA, language)["0.slip-the-veil.10.little-ember"]
    assert slip.endswith({"en": "(in the physical world)", "pt_BR": "(no mundo físico)"}[language])


@pytest.mark.parametrize("language", LANGS)
def test_the_bar_for_a_null_card_points_to_the_actions_list(display, language) -> None:
    with pcl_table(language, FOMOR) as (app, table, _said):
        move = {"type": "assign", "creature": "0.bloated-fomor.1", "card": "null"}
        with using(app.translations):
            how = table.how_to(move)
        assert (
            how
            == {
                "en": "click Actions (or press A) and choose it in the list",
                "pt_BR": "clique em Ações (ou aperte A) e escolha na lista",
            }[language]
        )
