"""A card's list of moves gives the card's words whole (issue 30: three Portuguese texts, The
Dry Wash, Thin Veil and Glass Spring, are longer than the 220 characters the list showed and
ended in "…" there, though the zoom had them whole). Judged on the lines the list draws."""

from __future__ import annotations

from tests.desktop.test_ccg_support import hand_card_list


def test_the_dry_wash_list_draws_its_whole_portuguese_text(display) -> None:
    whole, lines, drawn = hand_card_list("pt-BR", "dry-wash")
    assert len(whole) > 220, whole  # the case: longer than the list used to show
    assert all(line in drawn for line in lines), (lines, drawn)
    assert " ".join(lines).split() == whole.split(), (lines, whole)
