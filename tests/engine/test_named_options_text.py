"""A Junta's named options read in the player's language part by part (issue 28): the frame
("If this Junta passes: The one its caller named when calling it happens: ...") and each option
are sentences of the catalog, as any generated rules text is, so a combination of options no
card in the catalog says still reads in Portuguese, and so does the option named with a call.
Before, the whole sentence had to be in the catalog word for word, else it stayed English."""

from __future__ import annotations

from engine.ccg import sentences
from engine.games.rage_classic.cards import extra_table, rules_text, shown_text
from engine.i18n import using
from tests.engine.corpus_kit import named_moot

NEW_TITHE = named_moot(
    "c-new-tithe",
    "New Tithe",
    [
        [{"do": "draw", "amount": 1, "deck": "sept", "target": "each-player"}],
        [{"do": "score", "amount": 3, "target": "me"}],
    ],
)
OWN = extra_table([NEW_TITHE])


def test_a_new_combination_of_named_options_reads_in_portuguese() -> None:
    text = rules_text(OWN["c-new-tithe"])
    assert text == (
        "Renown 2. If this Junta passes: The one its caller named when calling it happens: each"
        " player draws 1 Sept card; or add 3 Victory Points to your Victory Pile."
    )
    with using("pt_BR"):
        shown = shown_text(text)
    assert shown == (
        "Renome 2. Se esta Junta for aprovada: Acontece a opção que quem a convocou escolheu ao"
        " convocá-la: cada jogador compra 1 carta de seita; ou adicione 3 pontos de vitória à"
        " sua Pilha de Vitória."
    )


def test_the_catalog_holds_the_frame_and_each_option_not_the_whole_sentence() -> None:
    text = rules_text(OWN["c-new-tithe"])
    found = list(sentences.catalog_messages([text], ()))
    assert found == [
        "Renown {n}.",
        "If this Junta passes: The one its caller named when calling it happens: {options}.",
        "Each player draws {n} Sept card.",
        "Add {n} Victory Points to your Victory Pile.",
    ]


def test_an_english_reader_sees_the_sentence_as_written() -> None:
    text = rules_text(OWN["c-new-tithe"])
    assert shown_text(text) == text
