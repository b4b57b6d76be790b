"""Generated rules text in Portuguese says the keywords it quotes in Portuguese, as the card's
keyword line does (issue 30: a 1995 face read "Exige: Homid ou Children of Gaia"); card names
stay as printed, and the sentences read with the keyword's gender and number."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from engine.ccg import sentences
from engine.games.rage_classic import cards as classic
from engine.games.rage_lv.decks import check_pack, packs
from engine.i18n import using


def _pt(card_id: str) -> str:
    with using("pt-BR"):
        return classic.shown_text(classic.POOL.text(classic.POOL.shipped()[card_id]))


def test_a_1995_requirement_reads_its_keywords_in_portuguese() -> None:
    assert _pt("kinfolk-ranger").startswith("Exige: Hominídeo ou Filhos de Gaia."), _pt(
        "kinfolk-ranger"
    )


def test_card_names_stay_as_printed_beside_translated_keywords() -> None:
    assert _pt("twist-of-smoke").startswith("Lealdade: Mother Cinder."), _pt("twist-of-smoke")
    # a keyword that is also some card's name is that card's name: kept as printed
    named = SimpleNamespace(name="Kinfolk", keywords=())
    other = SimpleNamespace(name="Ranger", keywords=("Kinfolk", "Homid"))
    assert sentences.data_keywords([named, other]) == {"Homid"}
    assert sentences.data_keywords(iter([named, other])) == {"Homid"}  # any iterable


def test_keywords_quoted_mid_sentence_agree_in_portuguese() -> None:
    # a plural tribe and a breed's form: no "se for Dançarinos", no "forma Hominídeo"
    pit = _pt("malfean-pit")
    assert "Exige: Dançarinos da Espiral Negra ou Bane." in pit, pit
    assert "se tiver a palavra-chave Dançarinos da Espiral Negra." in pit, pit
    cinder = _pt("mother-cinder")
    assert "se tiver a palavra-chave Dançarinos da Espiral Negra e estiver" in cinder, cinder
    assert _pt("service-pistol").endswith("se estiver na forma de Hominídeo."), _pt(
        "service-pistol"
    )


def test_english_rules_text_is_unchanged() -> None:
    card = classic.POOL.shipped()["kinfolk-ranger"]
    text = classic.POOL.text(card)
    assert text.startswith("Requires: Homid or Children of Gaia.")
    assert classic.shown_text(text) == text


def test_a_refusal_quotes_a_requirement_as_the_face_does() -> None:
    from engine.games.rage_classic.explain import requires_words

    card = classic.POOL.shipped()["kinfolk-ranger"]
    assert requires_words(card) == "Homid or Children of Gaia"
    with using("pt-BR"):
        assert requires_words(card) == "Hominídeo ou Filhos de Gaia"


def test_a_tribe_reads_as_a_group_not_an_adjective_in_portuguese() -> None:
    """Issue 30: "os Presas de Prata", "seus Garou Ashen Wind" and "um personagem Dançarinos da
    Espiral Negra" put a tribe where Portuguese wants a group or a keyword: the sentences say
    "as tribos …", "Garou da tribo …" and "com a palavra-chave …" instead."""
    loyal = (
        "The Fianna and the Silver Fangs are loyal to each other until the end of the turn: no"
        " creature of either tribe attacks one of the other."
    )
    with using("pt-BR"):
        said = classic.shown_text(loyal)
        alternates = replace(packs()["ashen-wind"], tribe="hollow-moon", garou=("corvid-gale",))
        problem = next(p for p in check_pack(alternates, 25) if "metamorfos" in p)
    assert said.startswith("As tribos Fianna e Presas de Prata são leais uma à outra"), said
    assert "dos seus Garou da tribo " in problem, problem
