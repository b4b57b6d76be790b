"""The CCG tables' glossary: the words drawn on a table explained in a tooltip (hover a word, or
Tab / Shift+Tab through them; any other key puts it away).

Each edition brings its data file, `glossary.toml` in its screen package (translated as a
whole: `glossary.<lang>.toml`, like the rules text; `words` are the labels on the table that
show an entry), and says where its words are drawn; the kit reads the file, finds the terms,
draws the tooltip and walks them by keyboard.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any

import pygame

from desktop.screens.ccg_kit.paint import paragraph, text
from engine.core.bounded import parse_toml
from engine.i18n import text_variants

INK = (238, 232, 216)
GOLD = (244, 200, 104)
WIDTH = 460  # the tooltip's width on the 1920x1080 table


@dataclass(frozen=True)
class Term:
    key: str
    title: str
    text: str
    words: tuple[str, ...]


#: a row drawn under a term's text: a picture (a stat box) and what it means
LegendRow = tuple[pygame.Surface, str]


class Glossary:
    """One edition's glossary, read from the data files of its screen package."""

    def __init__(self, package: str) -> None:
        self.package = package

    def terms(self) -> dict[str, Term]:
        """Every term, by key, in the active language (glossary.<lang>.toml, else
        glossary.toml)."""
        return _terms(self.package, _file(self.package, tuple(text_variants("glossary.toml"))))

    def term_for(self, word: str) -> Term | None:
        """The entry a label on the table shows (case and spacing as drawn)."""
        name = _file(self.package, tuple(text_variants("glossary.toml")))
        return _by_word(self.package, name).get(word.strip().casefold())

    def spots(self, labels: Iterable[tuple[str, pygame.Rect]]) -> list[tuple[Term, pygame.Rect]]:
        """The terms of drawn labels and where: a label is read whole, then piece by piece
        between its " · ", each without its numbers ("Victory 0", "0/20 VP", "Sept hand (4)")."""
        found: list[tuple[Term, pygame.Rect]] = []
        for label, rect in labels:
            term = self.term_for(label)
            if term is not None:
                found.append((_titled(term, label), rect))
                continue
            pieces = label.split(" · ")
            at = 0
            for piece in pieces:
                term = self.term_for(bare(piece))
                term = None if term is None else _titled(term, bare(piece))
                if term is not None and len(pieces) > 1:
                    # the piece's share of the label's width, as near as characters tell it
                    x0 = rect.x + rect.w * at // max(1, len(label))
                    x1 = rect.x + rect.w * (at + len(piece)) // max(1, len(label))
                    found.append((term, pygame.Rect(x0, rect.y, max(8, x1 - x0), rect.h)))
                elif term is not None:
                    found.append((term, rect))
                at += len(piece) + 3
        return found


def _titled(term: Term, word: str) -> Term:
    """The term under the word it was found by: the phase "Compra" opened a box titled
    "Seita", the term it shares (pl36b #10)."""
    word = " ".join(word.split()).strip("•· ")
    if word.casefold() == term.title.casefold():
        return term
    return replace(term, title=word.capitalize() if word.isupper() else word)


def cut_spot(
    labels: Iterable[tuple[str, pygame.Rect]], whole: str, area: pygame.Rect
) -> pygame.Rect | None:
    """Where `whole` is drawn cut short with "…" inside `area` (None: drawn whole, or not
    drawn): a tooltip there gives the whole, on hover and on Tab."""
    for shown, rect in labels:
        head = shown.removesuffix("…").rstrip()
        cut = shown != whole and shown.endswith("…") and bool(head) and whole.startswith(head)
        if cut and area.contains(rect):
            return rect
    return None


def bare(label: str) -> str:
    """A label without its numbers and counts: "Sept hand (4)" -> "Sept hand"."""
    return re.sub(r"\s+", " ", re.sub(r"[\d/()+\-–…:]+", " ", label)).strip()


@cache
def _file(package: str, names: tuple[str, ...]) -> str:
    """The first of `names` the package holds (a table asks for every label it draws: the
    package's files are looked at once)."""
    folder = resources.files(package)
    return next((n for n in names if folder.joinpath(n).is_file()), "glossary.toml")


@cache
def _by_word(package: str, name: str) -> dict[str, Term]:
    """The terms by each of their words, casefolded (the first term to name a word keeps it)."""
    found: dict[str, Term] = {}
    for term in _terms(package, name).values():
        for word in term.words:
            found.setdefault(word.casefold(), term)
    return found


@cache
def _terms(package: str, name: str) -> dict[str, Term]:
    data = resources.files(package).joinpath(name).read_text("utf-8")
    raw: Any = parse_toml(data, source=name)
    return {
        key: Term(key, t["title"], t["text"], tuple(t.get("words", [t["title"]])))
        for key, t in raw["terms"].items()
    }


class TermTips:
    """The tooltip over a table's glossary words: where they are (`place`), the one under the
    pointer or the Tab key (`handle`), its box drawn over everything else on the table, the
    buttons included (`draw`). `legend(term)` may give rows drawn under a term's text (the
    stat boxes' colours)."""

    def __init__(
        self,
        size: tuple[int, int],
        legend: Callable[[Term], Sequence[LegendRow]] | None = None,
    ) -> None:
        self.size = size
        self.legend = legend
        self.spots: list[tuple[Term, pygame.Rect]] = []
        self.focus = -1
        self.shown: Term | None = None
        self.box: pygame.Surface | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)  # where the box is drawn
        #: what the box must not cover, drawn over it (a lesson's coach panel)
        self.keep_clear: Callable[[], Sequence[pygame.Rect]] = lambda: ()

    @property
    def visible(self) -> bool:
        return self.shown is not None

    def place(self, found: list[tuple[Term, pygame.Rect]]) -> None:
        """The words on screen now, in reading order (rows, then left to right), the bar's
        cut line first (Help says Tab reads it whole: it was the third stop)."""
        found.sort(key=lambda tr: (tr[0].key != "bar", tr[1].y // 40, tr[1].x))
        self.spots = found
        # by value: a table builds some terms anew at each refresh (a pill's, a cut line's),
        # and a refresh under the pointer (a card's zoom) hid their tooltip at once
        if self.shown is not None and not any(t == self.shown for t, _r in found):
            self.hide()

    def at(self, pos: tuple[int, int]) -> tuple[Term, pygame.Rect] | None:
        return next(((t, r) for t, r in self.spots if r.collidepoint(pos)), None)

    def show(self, term: Term, near: pygame.Rect) -> None:
        self.shown = term
        title = text(term.title, 22, GOLD, True)
        body = paragraph(term.text, 20, WIDTH - 28, INK, lines=12)
        rows = [
            (pic, paragraph(words, 18, WIDTH - 40 - pic.get_width(), INK, lines=3, centred=False))
            for pic, words in (self.legend(term) if self.legend else ())
        ]
        high = title.get_height() + body.get_height() + 30
        high += sum(max(p.get_height(), w.get_height()) + 6 for p, w in rows)
        box = pygame.Surface((WIDTH, high), pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 20, 18, 245), box.get_rect(), 0, 12)
        pygame.draw.rect(box, GOLD, box.get_rect(), 2, 12)
        box.blit(title, (14, 10))
        y = 18 + title.get_height()
        box.blit(body, ((WIDTH - body.get_width()) // 2, y))
        y += body.get_height() + 6
        for pic, words in rows:
            row_h = max(pic.get_height(), words.get_height())
            box.blit(pic, (14, y + (row_h - pic.get_height()) // 2))
            box.blit(words, (26 + pic.get_width(), y + (row_h - words.get_height()) // 2))
            y += row_h + 6
        # under the word if it fits, else over it, always on the table
        w, h = box.get_size()
        x = min(max(near.centerx - w // 2, 4), self.size[0] - w - 4)
        top = near.bottom + 8
        if top + h > self.size[1] - 4:
            top = max(4, near.y - 8 - h)
        rect = pygame.Rect(x, top, w, h)
        for clear in self.keep_clear():
            if rect.colliderect(clear):  # beside it, on the word's side
                rect.x = clear.x - w - 4 if near.centerx < clear.centerx else clear.right + 4
                rect.x = min(max(rect.x, 4), self.size[0] - w - 4)
        self.box, self.rect = box, rect

    def hide(self) -> None:
        self.shown = None
        self.focus = -1
        self.box = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.box is not None and 0 <= self.focus < len(self.spots):
            # the word Tab is on, ringed: its tooltip alone did not say which word it was
            word = self.spots[self.focus][1].inflate(8, 4)
            pygame.draw.rect(surface, GOLD, word, 2, border_radius=5)
        if self.box is not None:
            surface.blit(self.box, self.rect)

    def step(self, step: int) -> None:
        """Tab / Shift+Tab: the next word on screen, its tooltip shown."""
        if not self.spots:
            return
        n = len(self.spots)
        focus = (self.focus + step) % n if self.focus >= 0 else (0 if step > 0 else n - 1)
        term, rect = self.spots[focus]
        self.show(term, rect)
        self.focus = focus

    def handle(self, event: pygame.event.Event) -> bool:
        """The pointer over a word shows its tooltip; Tab walks them; another key hides it
        (Escape is then taken: it put the tooltip away, it does not open the menu)."""
        if event.type == pygame.MOUSEMOTION:
            hit = self.at(event.pos)
            if hit is not None and hit[0] is not self.shown:
                self.show(*hit)
            elif hit is None and self.shown is not None and self.focus < 0:
                self.hide()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.step(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focus >= 0:
            self.hide()
            return bool(event.key == pygame.K_ESCAPE)
        return False
