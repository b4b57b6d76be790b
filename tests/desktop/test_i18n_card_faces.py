"""Card faces in the pseudo language (a friend of test_i18n_screens, which leaves faces out):
what a face prints that is not card data comes through the catalogs. rage-lv: the rules text
of every face (each side of a Garou) and its traits, type strip, speed and In/Out badge;
rage-classic: the rules text and the type label every face draws. Card names and tribes are
shown as printed in every language; keywords and flavour go through the catalog too
(test_card_face_words_pt)."""

from __future__ import annotations

from desktop.screens.rage_lv.art_data import CardPool, build_face
from engine.games.rage_classic.vocab import TYPE_LABELS
from engine.i18n import _, using
from tests.engine.test_i18n_ccg import WORDS, unmarked


def _data(game) -> set[str]:
    return {w for word in game.text_words() for w in WORDS.findall(word)}


def test_every_rage_lv_face_prints_its_rules_and_labels_through_the_catalogs(
    display, monkeypatch
) -> None:
    """Every face (each side of a Garou) drawn at the preview's size: its rules text, and
    every label the design draws (type strip, stat labels, ribbons, badges, traits)."""
    from desktop.render import CardRenderer
    from desktop.screens.rage_lv.art import CcgArt
    from desktop.screens.rage_lv.faces import BIG, card_art
    from engine.games.rage_lv import data as lv

    labels: list[str] = []
    real_label = CcgArt._label

    def label(self, face, text, *args, **kwargs):
        labels.append(text)
        return real_label(self, face, text, *args, **kwargs)

    monkeypatch.setattr(CcgArt, "_label", label)
    pool = CardPool()
    assert pool.ensure()
    # card data as printed (names in capitals on small faces), and the breed badge's
    # printed abbreviation (Ho, Lu, Mt)
    words = _data(lv) | {w.upper() for w in _data(lv)} | {"Ho", "Lu", "Mt"}
    renderer = CardRenderer(arts=(card_art(),))
    bad = {}
    with using("pseudo"):
        for card in pool.cards.values():
            for side in ("breed", "crinos") if card.type == "garou" else ("",):
                labels.clear()
                face_id = card.id + ("#crinos" if side == "crinos" else "")
                renderer.face(face_id, BIG, "rage-lv")
                printed = [build_face(pool, card, side, 1).rules, *labels]
                for text in printed:
                    if unmarked(text, words):
                        bad.setdefault(f"{card.id}{side}", []).append(text)
    assert not bad, bad


def test_every_rage_classic_face_prints_its_rules_and_type_through_the_catalogs(
    display, monkeypatch
) -> None:
    """Every face drawn at the zoom's size: the text it wraps into lines (its rules text, or
    keywords and flavour, which are data) and the type label it prints."""
    from desktop.screens.rage_classic import art
    from desktop.screens.rage_classic.faces import ZOOM, ClassicFaces
    from engine.games.rage_classic import cards as classic

    wrapped: list[str] = []
    labels: list[str] = []
    real_wrap, real_text = art.wrap, art._text

    def wrap(text, *args, **kwargs):
        wrapped.append(text)
        return real_wrap(text, *args, **kwargs)

    def label(text, *args, **kwargs):
        labels.append(text)
        return real_text(text, *args, **kwargs)

    monkeypatch.setattr(art, "wrap", wrap)
    monkeypatch.setattr(art, "_text", label)
    words = _data(classic)
    bad = {}
    with using("pseudo"):
        faces = ClassicFaces()
        for card in classic.cards().values():
            wrapped.clear()
            labels.clear()
            faces.face(card.id, ZOOM)
            for text in wrapped:
                if text != card.flavor and unmarked(text, words):
                    bad[card.id] = text
            if card.type != "character":
                assert _(TYPE_LABELS[card.type]) in labels, (card.id, labels)
    assert not bad, bad


def test_every_rage_classic_card_text_fits_its_zoomed_face_in_portuguese(
    display, monkeypatch
) -> None:
    """Portuguese runs longer than English: the zoom (the face that shows a card's whole
    text) still shows all of it, at a smaller size if need be, never cut short with "…";
    and the type label of a face in a hand or on the table is never cut short either."""
    from desktop.screens.rage_classic import art
    from desktop.screens.rage_classic.faces import SMALL, ZOOM, ClassicFaces
    from engine.games.rage_classic import cards as classic

    cut_labels: list[str] = []
    real_text = art._text

    def label(text, size, color, width, bold=False):
        if text.endswith(" …") or art.render_text(text, size, color, bold).get_width() > width:
            cut_labels.append(text)
        return real_text(text, size, color, width, bold)

    monkeypatch.setattr(art, "_text", label)
    cut = {}
    with using("pt-BR"):
        faces = ClassicFaces()
        for card in classic.cards().values():
            types = {_(word) for word in TYPE_LABELS.values()}
            for size in (ZOOM, SMALL):
                cut_labels.clear()
                faces.face(card.id, size)
                rules = [t for t in cut_labels if t.endswith(" …")]
                if size == ZOOM and rules:
                    cut[card.id] = list(rules)
                if any(t in types for t in cut_labels):
                    cut[f"{card.id} {size}"] = [t for t in cut_labels if t in types]
    assert not cut, cut


def test_the_combat_exchange_names_a_cards_type_in_the_players_language() -> None:
    """A combat card with neither damage nor block is named with its type: a word of the
    language, not the data's id ("combat-event")."""
    from desktop.screens.rage_lv.narrate import exchange

    with using("pt-BR"):
        assert exchange(["0.challenge-howl.1"], {}) == "Challenge Howl (Evento de Combate)"
    with using("en"):
        assert exchange(["0.challenge-howl.1"], {}) == "Challenge Howl (Combat Event)"
