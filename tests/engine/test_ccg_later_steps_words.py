"""A card's later steps say when they happen (issue 30, pl34a #7): the Rite of Mourning's Hint
quoted "...Move this card to its owner's discard pile." as if it happened at once. A step that
follows another of the same effect opens with "Then" (the lead translated on its own, so a
step's sentence from a kind or a duration reads in Portuguese too). Its first attempt was
reverted (473da00) for the card fixtures written against the old text; they say "Then" too."""

from __future__ import annotations

from engine.ccg import sentences
from engine.games.rage_classic import cards as classic
from engine.i18n import using


def _classic(card_id: str, language: str = "en") -> str:
    with using(language):
        return classic.POOL.shown_text(classic.POOL.text(classic.POOL.shipped()[card_id]))


def test_the_rite_of_mourning_says_when_it_leaves() -> None:
    text = _classic("rite-of-mourning")
    assert text.endswith(
        "Whenever a character in your pack dies, add 1 Victory Point to your Victory Pile."
        " Then move this card to its owner's discard pile."
    ), text
    pt = _classic("rite-of-mourning", "pt-BR")
    assert "Depois, mova esta carta para a pilha de descarte do dono." in pt, pt
    assert "Then" not in pt, pt


def test_later_steps_of_1995_combat_cards_say_then_in_both_languages() -> None:
    trance = _classic("battle-trance")
    assert "Then this creature gets +2 Rage until the end of combat." in trance, trance
    # the step's sentence is a duration's (engine.ccg.durations): Portuguese all the same
    for card_id in ("battle-trance", "fox-flight", "stand-together"):
        pt = _classic(card_id, "pt-BR")
        assert "Depois, " in pt and "Then" not in pt, pt
    assert "Then you draw 2 Combat cards." in _classic("stand-together")


def test_a_then_step_the_catalog_lacks_stays_whole_in_english() -> None:
    # a user's own card: no "Depois, " before English words
    said = sentences.shown("Then juggle three moons.", ())
    with using("pt-BR"):
        assert sentences.shown("Then juggle three moons.", ()) == "Then juggle three moons."
    assert said == "Then juggle three moons."


def test_the_catalog_asks_for_the_step_not_the_then_sentence() -> None:
    found = list(sentences.catalog_messages(["Then move this card to its owner's deck."], ()))
    assert found == ["Move this card to its owner's deck."]
