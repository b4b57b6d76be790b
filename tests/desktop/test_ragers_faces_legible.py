"""Ragers faces at a window's legible size (issue 30): a face too small to print its rules
text at 1280x720 leaves the text out with its paper box, not an empty box (the hover
preview, drawn large, prints the text)."""

from __future__ import annotations

import pygame

from desktop.render import CardRenderer
from desktop.screens.ccg_kit.stage import legible
from desktop.screens.ragers import layout
from desktop.screens.ragers.art import RagersArt
from engine.i18n import _

AT_1280 = legible(720 / 1080)


def face(least: int) -> pygame.Surface:
    art = RagersArt()
    info = {"gp": 2, "title": "BASHER", "text": _("Beats a Slasher."), "least": least}
    return art.face(CardRenderer(arts=(art,)).kit, "ragers", "acc-basher-1", layout.CARD, info)


def test_no_empty_text_box(display):
    w, h = layout.CARD
    middle = (w // 2, round(h * 115.5 / 140))  # the rules text box's middle
    paper = face(0).get_at((w // 2 + 1, round(h * 101.5 / 140)))  # its top, inside
    small = face(AT_1280 * 2)  # shown at half its size: the text cannot print
    assert small.get_at(middle)[:3] != paper[:3], "an empty text box is drawn"


def test_no_empty_gp_coin(display):
    """A GP coin whose number cannot print is left out, not drawn blank."""
    w, h = layout.CARD
    coin = (round(w * 24 / 100), round(h * 88 / 140))  # an Accusers card's coin, its middle
    bare = face(0).get_at((coin[0] - round(w * 0.08), coin[1]))  # in the coin's ring
    small = face(AT_1280 * 3)
    assert small.get_at((coin[0] - round(w * 0.08), coin[1]))[:3] != bare[:3]
