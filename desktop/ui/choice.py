"""A modal list of choices (the engine's legal commands, described), keyboard first.

A `desktop.ui.modal.Modal`, like `desktop.ui.dialog.Dialog`, so a screen shows it with
`show_dialog`. Up/Down move, Enter picks, Escape cancels; the wheel and
PgUp/PgDn scroll long lists; the mouse picks a row.

A long row takes two lines (a taller row) rather than a type too small to read or an ellipsis
(issue 30: "1. Jogar Ember Vigil, por Cinder Howl (ela fica em jogo: …)" lost the move's
words), so rows differ in height: the list shows as many as its page's height holds.

A list opens with a row lit (the first, or the one its opener selects, e.g. the hinted move),
so Enter answers it at once: with none lit, Enter did nothing and said nothing until an arrow
key lit one (issue 30). An opener may light none (a table's list of every action with no Hint
asked); Enter then says how to choose. Space (the table's Pass key) never picks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

import pygame

from desktop.ui import text_cache
from desktop.ui.dialog import Cancellable, draw_modal_text
from desktop.ui.theme import Theme, cut_line, font, wrap
from engine.i18n import N_, _

T = TypeVar("T")

ROW_H = 50  # a one-line row's height (its box and the gap under it)
MAX_ROWS = 11  # one-line rows a page holds
ROW_TEXT = 26
#: a row longer than its line at this size takes two lines rather than a smaller type
ROW_WRAP = 22
#: a long row's smallest size: 11 px on a 1280x720 window (2/3 of the 1920x1080 layout)
ROW_TEXT_MIN = 17
ROW_LINES = 2  # the most lines a row takes; past them its words are cut with an ellipsis
ROW_PAD = 30  # a row's words keep this much of its width clear (18 px at the left)
MARGIN = 12  # between the list and what it keeps clear of
#: the title's sizes (one line; a long one wraps at the smaller) and its margin at each side
TITLE_SIZES = (36, 30)
TITLE_PAD = 40
TITLE_STEP = 38  # a wrapped title's next line


@dataclass(eq=False)
class ChoiceDialog(Cancellable, Generic[T]):
    title: str
    options: Sequence[tuple[str, T]]  # (label, value)
    on_choose: Callable[[T], object]
    message: str = ""
    on_cancel: Callable[[], None] | None = None
    cancel_label: str | None = N_("Cancel")
    screen_size: tuple[int, int] = (1920, 1080)
    width: int = 900
    is_open: bool = True
    selected: int = 0  # the lit row (-1: none, e.g. a list with no rows)
    top: int = 0
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    _lines: list[str] = field(default_factory=list)
    #: the title's lines and size: a long one ran from border to border (issue 30: "Cinder
    #: Howl · Renown 4 · as it is, in Crinos or crossing the Umbra")
    _title_lines: list[str] = field(default_factory=list)
    _title_size: int = TITLE_SIZES[0]
    _widened: bool = False
    #: what the list keeps clear of where the screen has room (`keep_clear_of`)
    _clear_of: pygame.Rect | None = None
    #: the list's top stands this low at least (`stand_below`; 0: anywhere)
    _floor: int = 0
    #: the part of the screen the list stands and widens in (`keep_within`; None: all)
    _room: pygame.Rect | None = None
    #: the height the rows take, whole rows from `top` (less where the list stands low:
    #: `stand_below`)
    _page: int = MAX_ROWS * ROW_H
    #: each row's type size and lines (`_fit_row`) at the list's width now
    _fits: list[tuple[int, list[str]]] = field(default_factory=list)
    #: Enter was pressed with no row lit: the list says how to choose
    _nudged: bool = False
    #: Enter was held down as the list opened: its repeats answer nothing until it is let go
    #: (a row is lit from the start, so a key held to answer the last list would answer this)
    enter_held: bool = field(default_factory=lambda: _held(pygame.K_RETURN))
    #: where the foot's "Cancel (Esc)" stands when the closing row is out of sight: a click
    #: on it closes the list as the row would (a mouse player clicked it and nothing
    #: happened, pl44d)
    _esc_at: pygame.Rect | None = None

    def __post_init__(self) -> None:
        self.selected = min(self.selected, len(self.rows) - 1)
        self._lay_out()

    def _lay_out(self) -> None:
        self._lines = wrap(self.message, 26, self.width - 80) if self.message else []
        room = self.width - 2 * TITLE_PAD
        big, small = TITLE_SIZES
        self._title_size = big
        self._title_lines = [self.title]
        if font(big, True).size(self.title)[0] > room:
            self._title_size = small
            self._title_lines = wrap(self.title, small, room, bold=True) or [self.title]
        # the title, the words, the "more" line
        frame = 110 + self._title_extra() + len(self._lines) * 34 + 40
        room = self.width - 60 - ROW_PAD
        self._fits = [_fit_row(self._row_words(i), room) for i in range(len(self.rows))]
        heights = [self._row_height(i) for i in range(len(self.rows))]
        page = min(MAX_ROWS * ROW_H, sum(heights))
        if self._floor:  # as much as the room under the floor takes, three rows at least
            page = max(
                min(page, sum(heights[:3])),
                min(page, self.screen_size[1] - MARGIN - self._floor - frame),
            )
        # whole rows only: no gap at the foot where a taller row does not fit
        self._page = max(self._shown_height(heights, page, k) for k in range(len(heights) + 1))
        height = frame + self._page
        self.rect = pygame.Rect(0, 0, self.width, height)
        self.rect.center = (self.screen_size[0] // 2, self.screen_size[1] // 2)
        if self._room is not None:
            self.rect.centerx = self._room.centerx
        clear = self._clear_of
        if clear is not None and self.rect.colliderect(clear) and clear.top - height >= 2 * MARGIN:
            self.rect.bottom = clear.top - MARGIN
        if self.rect.top < self._floor:
            self.rect.top = min(self._floor, self.screen_size[1] - MARGIN - height)
        self.top = min(self.top, self._last_top())
        if self.selected >= 0:
            self._scroll_to(self.selected)

    def keep_clear_of(self, rect: pygame.Rect) -> None:
        """Stand above `rect` (a button the player still needs, as the table's Hint) where the
        list would cover it and the screen has the room; widening keeps to it too."""
        self._clear_of = pygame.Rect(rect)
        self._lay_out()

    def keep_within(self, room: pygame.Rect) -> None:
        """Stand and widen inside `room` (a table's play area: a wide list covered the
        sidebar's Renown scores, "ayer 1 (you)")."""
        self._room = pygame.Rect(room)
        self.width = min(self.width, room.width - 2 * MARGIN)
        self._lay_out()

    def stand_below(self, top: int) -> None:
        """Stand with the list's top at `top` or lower, where a box over the list (the
        table's Hint) keeps its title in sight: fewer rows at once where the screen is short
        of room (the wheel and PgDn reach the rest)."""
        if top != self._floor:
            self._floor = top
            self._lay_out()

    def _widen(self, theme: Theme) -> None:
        """Long rows widen the list (up to the screen, less a margin) before any row has to
        take a smaller font: once, when it is first drawn."""
        if self._widened:
            return
        self._widened = True
        widest = max(
            (
                theme.text(f"{i + 1}. {label}", 26, bold=True).get_width()
                for i, (label, _v) in enumerate(self.rows)
            ),
            default=0,
        )
        room = self._room.width - 2 * MARGIN if self._room else self.screen_size[0] - 120
        width = min(max(self.width, widest + 90), room)
        if width > self.width:
            self.width = width
            self._lay_out()

    @property
    def rows(self) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = list(self.options)
        if self.cancel_label:
            out.append((_(self.cancel_label), _CANCEL))
        return out

    def _title_extra(self) -> int:
        return (len(self._title_lines) - 1) * TITLE_STEP

    def _list_top(self) -> int:
        return self.rect.y + 100 + self._title_extra() + len(self._lines) * 34

    def _row_words(self, i: int) -> str:
        """Row `i`'s words as drawn: its key (1-9) and label; the closing row names its key,
        Esc (past the ninth row it has no number)."""
        label, value = self.rows[i]
        if value is _CANCEL:
            label = _("{label} (Esc)").format(label=label)
        return f"{i + 1}. {label}" if i < 9 else label

    def _row_height(self, i: int) -> int:
        """Row `i`'s height, the gap under it included: taller by a line for each line more."""
        size, lines = self._fits[i]
        return ROW_H + (len(lines) - 1) * _line_step(size)

    @staticmethod
    def _shown_height(heights: list[int], page: int, start: int) -> int:
        """The height of the whole rows from `start` that `page` holds."""
        used = 0
        for h in heights[start:]:
            if used + h > page:
                break
            used += h
        return used

    @property
    def shown_rows(self) -> int:
        """The rows in sight now (from `top`)."""
        return len(self._visible())

    def _row_rect(self, i: int) -> pygame.Rect:
        y = self._list_top() + sum(self._row_height(k) for k in range(self.top, i))
        return pygame.Rect(self.rect.x + 30, y, self.width - 60, self._row_height(i) - 6)

    def _visible(self) -> range:
        """The rows from `top` that the page holds whole (one at least)."""
        end, used = self.top, 0
        while end < len(self.rows) and (
            end == self.top or used + self._row_height(end) <= self._page
        ):
            used += self._row_height(end)
            end += 1
        return range(self.top, end)

    def _last_top(self) -> int:
        """The farthest `top` scrolls: the one that shows the last row at the page's foot."""
        top, used = len(self.rows), 0
        while top > 0 and used + self._row_height(top - 1) <= self._page:
            used += self._row_height(top - 1)
            top -= 1
        return min(top, max(0, len(self.rows) - 1))

    def _scroll_to(self, i: int) -> None:
        if i < self.top:
            self.top = i
        while self.top < i and i not in self._visible():
            self.top += 1

    def select(self, index: int) -> None:
        """Make row `index` the selected one, scrolled into view (a row chosen for the player,
        e.g. the hinted move, must be seen before Enter takes it)."""
        self.selected = index
        self._scroll_to(index)

    def pick(self, index: int) -> None:
        label, value = self.rows[index]
        if value is _CANCEL:
            self.cancel()
            return
        self.is_open = False
        self.on_choose(value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.is_open:
            return False
        n = len(self.rows)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.cancel_label is not None or self.on_cancel is not None:
                    self.cancel()
            elif event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_s):
                self.selected = (self.selected + 1) % n
            elif event.key in (pygame.K_UP, pygame.K_w):
                self.selected = (self.selected - 1) % n if self.selected >= 0 else n - 1
            elif event.key == pygame.K_PAGEDOWN:
                self.selected = min(n - 1, self.selected + self.shown_rows)
            elif event.key == pygame.K_PAGEUP:
                self.selected = max(0, self.selected - self.shown_rows)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.enter_held and event.key == pygame.K_RETURN:
                    return True
                if self.selected >= 0:
                    self.pick(self.selected)
                else:
                    self._nudged = True
                return True
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < n:
                self.pick(event.key - pygame.K_1)
                return True
            self._scroll_to(max(0, self.selected))
        elif event.type == pygame.KEYUP and event.key == pygame.K_RETURN:
            self.enter_held = False
        elif event.type == pygame.MOUSEMOTION:
            for i in self._visible():
                if self._row_rect(i).collidepoint(event.pos):
                    self.selected = i
        elif event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(self._last_top(), self.top - event.y))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i in self._visible():
                if self._row_rect(i).collidepoint(event.pos):
                    self.pick(i)
                    return True
            if self._esc_at is not None and self._esc_at.collidepoint(event.pos):
                self.pick(len(self.rows) - 1)
        return True

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        return None  # nothing moves in it: only input changes what it shows

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if not self.is_open:
            return
        self._widen(theme)
        draw_modal_text(
            surface,
            theme,
            self.rect,
            self._title_lines[0],
            self._lines,
            shade=120,
            title_size=self._title_size,
            title_at=30 + (TITLE_SIZES[0] - self._title_size) // 2,
            lines_at=92 + self._title_extra(),
            line_size=26,
            line_step=34,
        )
        for k, line in enumerate(self._title_lines[1:], 1):
            head = theme.text(line, self._title_size, theme.accent, bold=True)
            at = (self.rect.centerx, self.rect.y + 33 + k * TITLE_STEP)
            surface.blit(head, head.get_rect(midtop=at))
        for i in self._visible():
            value = self.rows[i][1]
            rr = self._row_rect(i)
            hot = i == self.selected
            fill = theme.control_hover if hot else theme.control
            border = theme.accent if hot else theme.control_border
            surface.blit(theme.box(rr.size, fill, radius=12, border=border, border_width=2), rr)
            ink = theme.ink_dim if value is _CANCEL else theme.ink
            size, lines = self._fits[i]
            step = _line_step(size)
            for k, line in enumerate(lines):  # the block of lines centred in the row
                img = theme.text(line, size, ink, bold=hot)
                y = rr.centery + round((k - (len(lines) - 1) / 2) * step)
                surface.blit(img, img.get_rect(midleft=(rr.x + 18, y)))
        chosen = len(self.options)
        self._esc_at = None
        if self._nudged:  # (a long list's range line gives way: Enter alone did nothing)
            how = theme.text(_("↑ / ↓ to a row, then Enter, or press its number"), 22, theme.ink)
            surface.blit(how, how.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 8)))
        elif len(self.rows) > self.shown_rows and self.top == 0 and chosen <= self.shown_rows:
            # every choice in sight, only the closing row below: its key, not a range ("1–11
            # of 11 (wheel / PgDn for more)" over eleven choices, pl36b #10)
            label = _("{label} (Esc)").format(label=self.rows[-1][0])
            at = (self.rect.centerx, self.rect.bottom - 8)
            self._esc_at = theme.text(label, 22).get_rect(midbottom=at).inflate(24, 12)
            hot = self._esc_at.collidepoint(pygame.mouse.get_pos())
            esc = theme.text(label, 22, theme.ink if hot else theme.ink_dim)
            surface.blit(esc, esc.get_rect(midbottom=at))
        elif len(self.rows) > self.shown_rows:
            # at the end there is no more below: the note says the way back up
            at_end = self.top + self.shown_rows >= len(self.rows)
            # it counts the choices, as a group's "› 12 choices" does: the closing row is
            # none ("› 12 choices" opened on "1–11 of 13", issue 30)
            note = (
                _("{value}–{min} of {n}  (wheel / PgUp for the first)")
                if at_end
                else _("{value}–{min} of {n}  (wheel / PgDn for more)")
            )
            more = theme.text(
                note.format(
                    value=self.top + 1,
                    min=min(chosen, self.top + self.shown_rows),
                    n=chosen,
                ),
                22,
                theme.ink_dim,
            )
            surface.blit(more, more.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 8)))


def _held(key: int) -> bool:
    """Whether `key` is down now (False where no window takes keys yet)."""
    try:
        return bool(pygame.key.get_pressed()[key])
    except pygame.error:
        return False


def _line_step(size: int) -> int:
    """From one line of a row to the next at `size`."""
    return round(size * 1.25)


def _fit_row(text: str, room: int) -> tuple[int, list[str]]:
    """A row's type size and lines within `room`: one line, smaller when long (down to
    ROW_WRAP), else ROW_LINES lines at the largest size they hold it at (a row was cut
    mid-word, its target lost: "… with Keeper Ashgrove on Old Br"), never under
    ROW_TEXT_MIN; past that its last line is cut with an ellipsis. Measured in bold, as the
    lit row is drawn, so lighting a row neither moves nor resizes its words."""

    def one_line(n: int) -> bool:
        return font(n, True).size(text)[0] <= room

    def size() -> int:
        for n in range(ROW_TEXT, ROW_TEXT_MIN - 1, -1):
            if n >= ROW_WRAP and one_line(n):
                return n
            if n <= ROW_WRAP and len(wrap(text, n, room, bold=True)) <= ROW_LINES:
                return n
        return ROW_TEXT_MIN

    n = text_cache.active().fitted_size(("choice row", text, room), size)
    if one_line(n):
        return n, [text]
    lines = wrap(text, n, room, bold=True)
    if len(lines) > ROW_LINES:
        lines[ROW_LINES - 1 :] = [" ".join(lines[ROW_LINES - 1 :])]
    return n, [cut_line(line, n, room, bold=True) for line in lines]


class _Cancel:
    def __repr__(self) -> str:
        return _("CANCEL")


_CANCEL = _Cancel()
