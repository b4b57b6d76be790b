"""A 1995 creature's face too small for its rules text gives the room to its picture, down to
the numbers the table prints on it, and shows no empty white text box (issue 30, shots 020
and 205: at 1280x720 the combat view's and the opened areas' cards had blank white boxes
that looked broken). Judged on the face's pixels."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic.art import PAPER
from desktop.screens.rage_classic.faces import ClassicFaces

CREATURES = ("little-ember", "keeper-ashgrove", "plague-wraith", "director-vane")


def paper_rows(surface) -> float:
    """The share of the face's lower two thirds whose middle is blank paper."""
    w, h = surface.get_size()
    rows = range(h // 3, h)
    paper = sum(1 for y in rows if tuple(surface.get_at((w // 2, y)))[:3] == PAPER)
    return paper / len(rows)


@pytest.mark.parametrize("card", CREATURES)
@pytest.mark.parametrize("size", [(112, 156), (140, 196)])
def test_a_bare_face_without_text_has_no_blank_box(display, card, size) -> None:
    faces = ClassicFaces()
    faces.least = 11  # the table's legible size at 1280x720
    face = faces.face(card, size, bare=True)
    # the paper left holds the two rows of numbers the table prints, no more
    assert paper_rows(face) < 0.5, paper_rows(face)
