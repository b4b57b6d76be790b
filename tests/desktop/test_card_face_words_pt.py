"""Card faces in Portuguese print the cards' keywords and flavor text in Portuguese (issue 30:
about 70 keywords and 127 flavor texts an edition stayed English). Every shipped card's are
in the catalog (`engine.i18n.catalogs.card_words`); a face is judged on the text it draws."""

from __future__ import annotations

from engine.i18n import _, using
from tests.desktop.layout_trace import trace_surface, tracing


def _drawn(surface) -> str:
    return " ".join(m.text for _, m in trace_surface(surface).texts(cards=True))


def test_every_keyword_and_flavor_of_both_editions_has_its_portuguese() -> None:
    from engine.i18n.catalogs import card_words

    found = card_words()
    assert len({m for _w, m, _n in found}) >= 280  # 89 keywords and 211 flavors today
    english = {"Ahroun", "Animal", "Bane", "Caern", "Corax", "Fianna", "Fomor", "Fomori"}
    english |= {"Garou", "Gurahl", "Iksakku", "Kailindo", "Kitsune", "Klaive", "Pentex"}
    english |= {"Philodox", "Pumonca", "Ragabash", "Ronin", "Talen", "Theurge", "Umbra"}
    english |= {"Galliard", "Wyrm"}  # names the Portuguese books keep as they are
    with using("pt-BR"):
        same = sorted({m for _w, m, _n in found if _(m) == m} - english)
    assert same == []


def test_a_rage_lv_face_in_portuguese_prints_keywords_and_flavor_in_portuguese(display) -> None:
    from desktop.render import CardRenderer
    from desktop.screens.rage_lv.faces import BIG, card_art
    from engine.games.rage_lv import data as lv

    card = lv.POOL.shipped()["obsidian-knuckles"]
    assert "Weapon" in card.keywords and card.flavor
    with tracing(), using("pt-BR"):
        drawn = _drawn(CardRenderer(arts=(card_art(),)).face(card.id, BIG, "rage-lv"))
    assert "ARMA" in drawn.upper() and "WEAPON" not in drawn.upper(), drawn  # a capital strip
    assert "Vidro vulcânico" in drawn, drawn
    assert "Volcanic" not in drawn, drawn


def test_a_rage_classic_face_in_portuguese_prints_its_keywords_in_portuguese(display) -> None:
    from desktop.screens.rage_classic.faces import ZOOM, ClassicFaces
    from engine.games.rage_classic import cards as classic

    card = next(c for c in classic.cards().values() if "Kinfolk" in c.keywords)
    with tracing(), using("pt-BR"):
        drawn = _drawn(ClassicFaces().face(card.id, ZOOM))
    assert "Parente" in drawn and "Kinfolk" not in drawn, drawn


def test_a_rage_classic_face_in_portuguese_quotes_its_requirement_in_portuguese(display) -> None:
    from desktop.screens.rage_classic.faces import ZOOM, ClassicFaces

    with tracing(), using("pt-BR"):
        drawn = _drawn(ClassicFaces().face("kinfolk-ranger", ZOOM))
    assert "Hominídeo" in drawn and "Filhos de Gaia" in drawn, drawn
    assert "Homid" not in drawn and "Children" not in drawn, drawn
