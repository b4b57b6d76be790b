"""Rage CCG faces: every card (both sides of a Garou) renders at two sizes, its text fits its
boxes, the side is chosen as documented, and missing data gives a placeholder, not a crash."""

from __future__ import annotations

import logging
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from desktop.render import CardRenderer
from desktop.render.fonts import DEFAULT_ART_DIR
from desktop.render.ids import UnknownCard
from desktop.screens.ccg_kit.art_style import STAT_LOOK, TRIBE_STYLES, TYPE_LOOK
from desktop.screens.rage_lv.art import DECKS, CcgArt
from desktop.screens.rage_lv.art_data import CardPool, art_icon, split_id
from engine.games.rage_lv import data
from engine.i18n import using
from tests.desktop.test_render_support import check_card, every_game_renderer

GAME = "rage-lv"
SIZES = [(60, 84), (240, 336)]
CARDS = data.cards()
GAROU = sorted(cid for cid, card in CARDS.items() if card.type == "garou")
FACES = sorted(CARDS) + [f"{cid}#crinos" for cid in GAROU]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def renderer() -> CardRenderer:
    return every_game_renderer()


def test_every_card_is_listed_with_both_garou_sides(renderer: CardRenderer) -> None:
    ids = renderer.card_ids(GAME)
    assert sorted(ids) == sorted(FACES)
    for cid in GAROU:  # the Crinos side follows its breed side
        assert ids[ids.index(cid) + 1] == f"{cid}#crinos"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("card_id", FACES)
def test_every_face_renders(renderer: CardRenderer, card_id: str, size) -> None:
    check_card(renderer.face(card_id, size, GAME), size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("deck", [*DECKS, ""])
def test_backs_render(renderer: CardRenderer, deck: str, size) -> None:
    check_card(renderer.back(GAME, size, deck), size)


@pytest.mark.parametrize("language", ["en", "pt-BR"])  # Portuguese runs longer
@pytest.mark.parametrize("size", [(60, 84), (150, 210), (240, 336), (480, 672)])
def test_text_fits_its_boxes(size, language) -> None:
    art = CcgArt()
    art.trace = []
    renderer = every_game_renderer()
    renderer.register(art)
    with using(language):
        for cid in FACES:
            renderer.face(cid, size, GAME)
        for deck in DECKS:
            renderer.back(GAME, size, deck)
    assert art.trace, "nothing was traced"
    kinds = {t.kind for t in art.trace}
    assert {"name", "type", "stat-rage", "cost-gnosis", "cost-rage"} <= kinds
    if size[0] >= 150:
        assert {"text", "keywords", "requires", "label-health"} <= kinds
    for t in art.trace:
        assert t.box.contains(t.used), f"{t.card}: {t.kind} {t.used} outside {t.box}"
        if size[0] >= 150:
            assert not t.truncated, f"{t.card}: {t.kind} was cut short at {size}"


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_rules_text_is_big_enough_to_read_on_a_preview(language) -> None:
    """At preview size the rules text is not shrunk to a smudge to make it fit."""
    art = CcgArt()
    art.trace = []
    size = (240, 336)
    renderer = every_game_renderer()
    renderer.register(art)
    with using(language):
        for cid in FACES:
            renderer.face(cid, size, GAME)
    texts = [t for t in art.trace if t.kind == "text" and t.used.h > 0]
    assert texts
    # The drawn paragraph never needs more room than its box (checked above), and every
    # face with rules shows them in at least one line of a readable height (>= 9 px final).
    for t in texts:
        assert t.used.h >= 9 * 2, f"{t.card}: text only {t.used.h / 2} px high"


def test_the_side_comes_from_the_id_or_info(renderer: CardRenderer) -> None:
    size = (120, 168)
    cid = next(c for c in GAROU if CARDS[c].two_sided)
    breed = renderer.face(cid, size, GAME)
    crinos = renderer.face(f"{cid}#crinos", size, GAME)
    by_info = renderer.face(cid, size, GAME, info={"side": "crinos"})
    same = pygame.image.tobytes(crinos, "RGBA") == pygame.image.tobytes(by_info, "RGBA")
    assert same, "#crinos and info side=crinos draw the same face"
    assert pygame.image.tobytes(breed, "RGBA") != pygame.image.tobytes(crinos, "RGBA")
    explicit = renderer.face(f"{cid}#breed", size, GAME, info={"side": "crinos"})
    assert pygame.image.tobytes(explicit, "RGBA") == pygame.image.tobytes(breed, "RGBA")
    assert split_id("x#Crinos") == ("x", "crinos")
    assert split_id("x", {"side": "crinos"}) == ("x", "crinos")
    assert split_id("x") == ("x", "breed")
    with pytest.raises(UnknownCard):
        split_id("x#lunar")


def test_side_specific_text_is_printed_on_its_side_only() -> None:
    pool = CardPool()
    assert pool.ensure()
    for card in CARDS.values():
        if card.type != "garou":
            continue
        for e in card.effects:
            if e.side:
                other = "breed" if e.side == "crinos" else "crinos"
                timing = data.TIMINGS[e.when].strip(": ,")
                if timing:
                    assert timing in pool.rules_text(card, e.side)
                assert "only]" not in pool.rules_text(card, e.side)
                assert "only]" not in pool.rules_text(card, other)


def test_requirements_are_shown_once_and_traits_leave_the_rules_text() -> None:
    from desktop.screens.rage_lv.art_data import RIBBON_TYPES, build_face

    pool = CardPool()
    assert pool.ensure()
    for card in CARDS.values():
        face = build_face(pool, card, "breed", 0)
        if card.requires:
            in_text = face.rules.startswith("Requires")
            # Sept frames print a requirements line; the others keep it in the rules text.
            assert in_text != (card.type in RIBBON_TYPES), card.id
        if card.frenzy:
            assert "Frenzy:" not in face.rules, card.id


def test_unknown_card_gets_the_renderers_placeholder(renderer: CardRenderer, caplog) -> None:
    with caplog.at_level(logging.ERROR):
        surf = renderer.face("no-such-card", (100, 140), GAME)
    assert surf.get_size() == (100, 140)
    assert "no-such-card" in caplog.text


def test_unloadable_data_gives_placeholders_and_one_log_line(caplog) -> None:
    def broken():
        raise ValueError("cards/common.json: not valid JSON (line 3)")

    art = CcgArt(CardPool(loader=broken))
    renderer = every_game_renderer()
    renderer.register(art)
    with caplog.at_level(logging.ERROR):
        faces = [renderer.face(cid, (120, 168), GAME) for cid in ("rust-maw", "claw-rake#crinos")]
        back = renderer.back(GAME, (120, 168), "sept")
        ids = renderer.card_ids(GAME)
    assert ids == []
    for surf in [*faces, back]:
        check_card(surf, (120, 168))
    lines = [r for r in caplog.records if "could not be loaded" in r.getMessage()]
    assert len(lines) == 1, "one clear log line, not one per card"
    assert "not valid JSON" in lines[0].getMessage()


def test_a_card_outside_the_pool_can_be_drawn_from_info(renderer: CardRenderer) -> None:
    from dataclasses import replace

    own = replace(CARDS["claw-rake"], id="my-claw", name="My Own Claw")
    surf = renderer.face("my-claw", (120, 168), GAME, info={"card": own})
    check_card(surf, (120, 168))


def test_every_icon_the_faces_use_is_shipped() -> None:
    shipped = {p.stem for p in (DEFAULT_ART_DIR / "icons").glob("*.svg")}
    used = {glyph for _, glyph, _ in TYPE_LOOK.values()}
    used |= {icon for _, icon, _ in STAT_LOOK.values()}
    used |= {style.sigil for style in TRIBE_STYLES.values()}
    used |= {"paw-print", "sprint", "snail", "magic-portal", "dolmen", "claw-slashes", "wolf-howl"}
    for card in CARDS.values():
        for side in ("breed", "crinos"):
            for seed in range(3):
                used.add(art_icon(card, side, seed))
    missing = sorted(used - shipped)
    assert not missing, f"icons used but not in art/icons: {missing}"
    credits = (DEFAULT_ART_DIR / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for name in sorted(used):
        assert f"`{name}.svg`" in credits, f"{name} is not credited"


def test_cards_of_a_tribe_share_a_family_look() -> None:
    pool = CardPool()
    assert pool.ensure()
    from desktop.screens.rage_lv.art_data import build_face, card_tribe

    tribes = pool.tribes()
    by_tribe: dict[str, set[str]] = {}
    for card in CARDS.values():
        tribe = card_tribe(card, tribes)
        if tribe:
            face = build_face(pool, card, "breed", 0)
            by_tribe.setdefault(tribe, set()).add(face.style.key)
    assert len(by_tribe) >= 3
    for tribe, styles in by_tribe.items():
        assert len(styles) == 1, f"{tribe} cards wear {styles}"


def test_importing_the_renderer_does_not_load_the_card_data() -> None:
    code = (
        "import sys\n"
        "from desktop.render import CardRenderer\n"
        "from desktop.render.lazy import LazyArt\n"
        "r = CardRenderer(arts=[LazyArt(('rage-lv',), 'desktop.screens.rage_lv.art', 'CcgArt')])\n"
        "assert 'engine.games.rage_lv.data' not in sys.modules, 'rage-lv data loaded at start-up'\n"
        "assert 'engine' not in sys.modules\n"
        "assert 'desktop.screens.rage_lv.art' not in sys.modules, 'CCG designs imported at start-up'\n"
        "assert r.card_ids('rage-lv'), 'and they load on first use'\n"
        "assert 'desktop.screens.rage_lv.art' in sys.modules\n"
        "assert r.back('rage-lv', (50, 70), 'sept').get_size() == (50, 70)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
