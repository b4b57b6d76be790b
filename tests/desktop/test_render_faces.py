"""Every card of every game renders, at two sizes, as a real picture with round corners."""

from __future__ import annotations

import pygame
import pytest

from desktop.render import CardRenderer
from desktop.render.ids import (
    RAGE_ACTIONS,
    RAGE_VALUES,
    rage_deck,
    ragers_deck,
    standard_deck,
)
from desktop.render.palette import RAGE_COLORS
from tests.desktop.test_render_support import check_card, every_game_renderer

SIZES = [(60, 84), (240, 336)]


@pytest.fixture(scope="module")
def renderer() -> CardRenderer:
    return every_game_renderer()


def test_rage_deck_is_the_us_deck() -> None:
    deck = rage_deck()
    assert len(deck) == len(set(deck)) == 110
    numbers = [c for c in deck if c.split("-")[0] in RAGE_COLORS]
    assert len(numbers) == 96
    assert {int(c.split("-")[1]) for c in numbers} == set(RAGE_VALUES)
    actions = [c for c in deck if c.split("-")[0] in RAGE_ACTIONS]
    assert sorted(actions) == sorted(
        ["wild-1", "wild-2", "bonus-1", "bonus-2", "mad-1", "mad-2"]
        + [f"change-{i}" for i in range(1, 5)]
        + [f"out-{i}" for i in range(1, 5)]
    )


def test_other_decks_have_the_right_sizes() -> None:
    assert len(set(standard_deck())) == 52
    ragers = ragers_deck()
    assert len(set(ragers)) == 55
    assert sum(c.startswith("acc-") for c in ragers) == 22
    assert sum(c.startswith("def-") for c in ragers) == 22


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_id", rage_deck())
def test_every_rage_card_renders(renderer: CardRenderer, card_id: str, size) -> None:
    check_card(renderer.face(card_id, size, "rage-trick"), size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_id", standard_deck())
def test_every_oh_hell_card_renders(renderer: CardRenderer, card_id: str, size) -> None:
    check_card(renderer.face(card_id, size, "rage-trick"), size)
    # The oh-hell name for the preset draws the same cards.
    assert renderer.face(card_id, size, "oh-hell").get_size() == size


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card_id", ragers_deck())
def test_every_ragers_card_renders(renderer: CardRenderer, card_id: str, size) -> None:
    check_card(renderer.face(card_id, size, "ragers"), size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("game", "deck"),
    [
        ("rage-trick", ""),
        ("oh-hell", ""),
        ("ragers", ""),
        ("ragers", "acc"),
        ("ragers", "def"),
        ("ragers", "patron"),
        ("ragers", "cheers"),
    ],
)
def test_backs_render(renderer: CardRenderer, game: str, deck: str, size) -> None:
    check_card(renderer.back(game, size, deck), size)


@pytest.mark.parametrize(
    ("card_id", "info"),
    [
        ("acc-basher-1", {"gp": 3}),
        (
            "def-stopper-2",
            {"gp": 2, "title": "Shield-wall", "text": "A much longer rules text " * 8},
        ),
        ("cheers-2", {"gp": 3, "requires": ["basher", "deadeye"], "forbids": ["veteran"]}),
        ("cheers-4", {"gp": 2, "requires": ["prodder", "prodder"]}),
        ("cheers-5", {"gp": 1, "forbids": ["chancer"]}),
        (
            "cheers-6",
            {"requires": ["slasher", "cheater", "stopper", "basher"], "forbids": ["deadeye"]},
        ),
        ("patron-arianna", {"title": "Queen Arianna", "text": "Rounds end at four cards."}),
    ],
)
@pytest.mark.parametrize("size", SIZES)
def test_ragers_info_is_drawn(renderer: CardRenderer, card_id: str, info: dict, size) -> None:
    with_info = renderer.face(card_id, size, "ragers", info)
    check_card(with_info, size)
    plain = renderer.face(card_id, size, "ragers")
    assert pygame.image.tobytes(with_info, "RGBA") != pygame.image.tobytes(plain, "RGBA")


def test_large_preview_size(renderer: CardRenderer) -> None:
    for game, cid in (
        ("rage-trick", "purple-15"),
        ("rage-trick", "wild-1"),
        ("ragers", "def-chancer-1"),
    ):
        check_card(renderer.face(cid, (600, 840), game), (600, 840))


def test_unknown_card_draws_a_placeholder(renderer: CardRenderer) -> None:
    surf = renderer.face("pink-99", (120, 168), "rage-trick")
    assert surf.get_size() == (120, 168)
    with pytest.raises(ValueError):
        renderer.face("red-1", (120, 168), "no-such-game")
    with pytest.raises(ValueError):
        renderer.face("red-1", (4, 4), "rage-trick")
