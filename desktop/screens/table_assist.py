"""What every table offers around the bots: the Hint button and the "thinking" badge.

`TableAssist` belongs to one table. Each frame the table calls `update()`; it draws the
button through its own widget group (`assist.button`), and calls `draw_hint` and
`draw_thinking` where its layout has room.

- **Hint** asks the game's `expert` (engine.ai.hints) for the move of the person whose turn
  it is, from that seat's view only, on a worker thread (engine.ai.thinking.BotCall), so the
  window stays responsive for the second or so it thinks. The answer shows as one line of
  why ("Play low: you bid 0 and the lead is yours."), and `hinted` holds the command so the
  table can highlight it. The hint goes away as soon as anything is played. The button is
  there only where the game has an expert and the player has Hints on in Settings
  (`move_hints`).
- **Thinking**: once a bot has been thinking longer than SHOW_THINKING_AFTER (0.3 s), the
  table says who is thinking (quick bots answer well before, so it never flickers).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from desktop.ui.controls import Button
from desktop.ui.theme import cut_line, render_text, wrap
from engine.ai.hints import Hint, HintBot, offers_hints
from engine.ai.thinking import BotCall
from engine.core.ruleset import Command
from engine.i18n import N_, _

log = logging.getLogger(__name__)

HINT_KEY = pygame.K_QUESTION  # "?" (Shift+/ on most layouts); the button works everywhere

#: lines of a hint's reason the box shows (the texts are written to fit; a test checks)
HINT_LINES = 4


def reason_lines(reason: str, box_width: int) -> list[str]:
    """A hint's reason as the box `box_width` wide shows it (before the `HINT_LINES` cut)."""
    return wrap(_("Hint: {reason}").format(reason=reason), 24, box_width - 40)


def is_hint_key(event: pygame.event.Event) -> bool:
    """The one hint key of every table and of the lessons: "?" however the layout types it."""
    if event.type != pygame.KEYDOWN:
        return False
    text = getattr(event, "unicode", "")
    # Shift+/ whose text pygame had not yet got from the system: the key came with no
    # characters and "?" did nothing until pressed again (issue 30, vlv6 #10)
    shifted_slash = (
        event.key == pygame.K_SLASH and not text and getattr(event, "mod", 0) & pygame.KMOD_SHIFT
    )
    return bool(event.key == HINT_KEY or text == "?" or shifted_slash)


HINT_SIZE = (150, 56)
UNSET = object()  # no moment noted


def hints_on(settings: Any) -> bool:
    """The player's Settings allow the Hint button (on unless turned off)."""
    return bool(getattr(settings, "move_hints", True))


def game_has_hints(game: str, ruleset: Any) -> bool:
    return offers_hints(ruleset)


class TableAssist:
    """The Hint button and the thinking badge of one table (see the module doc)."""

    def __init__(
        self,
        table: Any,
        *,
        replay: bool = False,
        seat: Callable[[], int | None] | None = None,
        label: str = N_("Hint"),
    ) -> None:
        self.table = table
        #: the button's words (English source): a table may name its key on it
        self.label = label
        self.replay = replay
        #: the seat that may ask for a hint now (the table knows: hot-seat, its own animations)
        self._seat = seat
        session = table.session
        self.game = session.header.ruleset
        self.offered = not replay and game_has_hints(self.game, session.ruleset)
        self.button = Button(
            rect=pygame.Rect(0, 0, *HINT_SIZE),
            name="hint",
            text=_(label),
            text_size=26,
            on_click=self.ask,
        )
        self.button.visible = False
        self.call: BotCall | None = None
        #: the hint's lines as last drawn, and for what (hint, width, lines, ink): a table
        #: measures the box to place it and then draws it, the text made once
        self._images: tuple[tuple[Any, ...], list[pygame.Surface]] = ((), [])
        self._for_seat: int | None = None  # the seat the hint (or the call) is for
        self._checked_at = -1  # the state_id the hint was last checked against
        self._asked_at = -1  # the state_id the hint being worked out was asked for
        self.hint: Hint | None = None
        #: a lesson's own answer for a seat (its step's move and words): asked first, so the
        #: Hint says what the coach says; None or an empty answer leaves it to the expert
        self.guide: Callable[[int], Hint | None] | None = None
        self._guided = False
        self._asked_with: list[
            Command
        ] = []  # the seat's legal moves when the hint was asked  # the hint on show is the lesson's (it goes when the step does)
        self.t = 0.0
        #: told each time a hint is asked (a table notes whether a list was open then)
        self.on_ask: Callable[[], None] | None = None
        #: the decision on show beyond the seat's legal moves, as the table says it (the Moot
        #: voted on: its votes read the same for every Moot): the hint goes when it changes
        self.moment: Callable[[], object] | None = None
        #: the moment the hint on show (or being worked out) is for (UNSET: none yet; a hint
        #: set from outside, a lesson's or a test's, takes the moment it is shown at)
        self._moment: object = UNSET
        #: where the hint box and the thinking badge were last drawn (logical), or None
        self.hint_rect: pygame.Rect | None = None
        self.thinking_rect: pygame.Rect | None = None

    # -- hints ---------------------------------------------------------------------------------
    def seat(self) -> int | None:
        """The person at this computer whose move it is, or None (by default the first person
        due; a table passes `seat` to say who is looking in hot-seat)."""
        if self._seat is not None:
            return self._seat()
        due = self.table.runner.persons_to_act()
        return due[0] if due else None

    def available(self) -> bool:
        return self.offered and hints_on(self.table.app.settings) and self.seat() is not None

    def ask(self) -> None:
        """Start the expert on the seat's own view (nothing if no person is to move). Asked
        with a hint on show, it works the hint out again for the moment as it is now: ? and
        the greyed button could not replace a hint left from a Moot already voted (issue 30)."""
        seat = self.seat()
        if not self.available() or seat is None or self.call is not None:
            return
        if self.on_ask is not None:
            self.on_ask()
        self.hint = None
        self._start(seat)

    def _current_moment(self) -> object:
        return self.moment() if self.moment is not None else None

    def _start(self, seat: int) -> None:
        """Work out the hint for the seat's moment now (a lesson's own answer at once)."""
        self._moment = self._current_moment()
        guided = self.guide(seat) if self.guide is not None else None
        self._guided = guided is not None
        if guided is not None:
            self._asked_with = self.table.session.legal(seat)
            self._for_seat, self.hint, self._checked_at = seat, guided, -1
            return
        session = self.table.session
        legal = session.legal(seat)
        self._asked_with, self._asked_at = legal, session.state_id
        if not legal:  # a click always says something
            self._for_seat, self._checked_at = seat, -1
            self.hint = Hint({}, _("Nothing to do now: the game waits for the other players."))
            return
        view = session.view(seat)
        self._for_seat = seat
        seed = session.header.seed * 7_919 + session.state_id
        bot = HintBot(self.game, seat, names=tuple(session.header.names))
        self.call = BotCall.start(bot, view, legal, seed)

    @property
    def hinted(self) -> Command | None:
        """The hinted command while it still applies (for the table to highlight)."""
        return self.hint.command if self.hint is not None else None

    def update(self, dt: float) -> None:
        self.t += dt
        session = self.table.session
        seat = self.seat() if self.offered else None
        if seat != self._for_seat or not hints_on(self.table.app.settings):
            # The turn passed (or Hints went off): what was asked is no longer wanted.
            self.hint = None
            if self.call is not None:
                self.call.cancel()
                self.call = None
        moment = self._current_moment()
        call = self.call
        if call is not None and seat is not None and moment != self._moment:
            call.cancel()  # as below: the click stands for the decision now on show
            self.call = call = None
            self._start(seat)
        if call is not None and seat is not None and session.state_id != self._asked_at:
            if session.legal(seat) != self._asked_with:
                # The moment asked about is gone (a bot moved just as Hint was clicked): the
                # click stands, for the moment now in front of the player (the answer for the
                # old one was thrown away and the button came back as if never clicked).
                call.cancel()
                self.call = call = None
                self._start(seat)
            else:  # another seat moved and left this one's choices as they were
                self._asked_at = session.state_id
        if call is not None and call.done():
            self.call = None
            try:
                call.result()
                self.hint = call.bot.last
                self._checked_at = -1  # check it against the table as it is now
            except Exception as exc:  # a hint is a nicety: never take the table down
                log.warning("the hint failed: %s", exc)
        # Something moved (in Ragers the other side may choose meanwhile): the hint stands
        # while its move is still the seat's to make.
        moved = session.state_id != self._checked_at
        if self.hint is not None and moved and session.legal(seat) != self._asked_with:
            # The seat's choices changed (its own move, a new phase): the hint was for the
            # moment that was. Another seat's move that leaves them as they were (Ragers'
            # other side choosing meanwhile) leaves it standing.
            self.hint = None
        if self.hint is not None and self._moment not in (UNSET, moment):
            # The decision it was about is gone though the moves read the same (a vote on
            # the next Moot): the hint named the Moot that was.
            self.hint = None
        if self.hint is None and self.call is None:
            self._moment = UNSET
        elif self._moment is UNSET:
            self._moment = moment
        if self.hint is not None and moved and self._guided and self._checked_at >= 0:
            # A lesson's step moves on with the game: the hint stood for the step that was.
            self.hint = None
        self._checked_at = session.state_id
        self.button.visible = self.available()
        self.button.enabled = self.call is None  # with a hint on show: asked again
        self.button.text = _("Thinking…") if self.call is not None else _(self.label)

    def dismiss(self) -> None:
        self.hint = None

    def handle_key(self, event: pygame.event.Event) -> bool:
        """ "?" asks for a hint (where the button is offered). Whether it may is asked now,
        not read off the button as the last frame left it: a key in the first frame of the
        person's turn (a bot's move that came on its thread) was dropped (issue 30)."""
        if not is_hint_key(event) or not self.available() or self.call is not None:
            return False
        self.ask()
        return True

    def draw_hint(
        self,
        surface: pygame.Surface,
        theme: Any,
        width: int,
        lines: int = HINT_LINES,
        avoid: Sequence[pygame.Rect] = (),
        **anchor: tuple[int, int],
    ) -> pygame.Rect | None:
        """The hint's reason in a box `width` wide placed by `anchor` (e.g. topleft=(x, y)),
        at most `lines` lines, and moved up clear of the `avoid` rects (buttons of the
        moment); its rect, or None when there is no hint."""
        self.hint_rect = None
        images = self._hint_images(width, lines, theme.ink)
        if not images:
            return None
        h = _box_height(images)
        # opaque: the texts under it showed through and read as part of it (issue 30)
        box = theme.box((width, h), (8, 16, 14), radius=16, border=theme.accent, border_width=2)
        rect = risen_over(box.get_rect(**anchor), avoid)
        self.hint_rect = rect
        surface.blit(box, rect)
        y = rect.y + 12
        for img in images:
            surface.blit(img, (rect.x + 20, y))
            y += img.get_height() + 4
        return rect

    def hint_size(self, theme: Any, width: int, lines: int = HINT_LINES) -> tuple[int, int] | None:
        """The size of the hint's box as `draw_hint` draws it, or None with no hint."""
        images = self._hint_images(width, lines, theme.ink)
        if not images:
            return None
        return width, _box_height(images)

    def _hint_images(self, width: int, lines: int, ink: Any) -> list[pygame.Surface]:
        if self.hint is None:
            return []
        key = (self.hint, width, lines, tuple(ink))
        if self._images[0] == key:
            return self._images[1]
        shown = reason_lines(self.hint.reason, width)
        if len(shown) > lines:  # cut where it must be, and say so
            shown = [*shown[: lines - 1], cut_line(shown[lines - 1] + " …", 24, width - 40)]
        images = [render_text(line, 24, ink) for line in shown]
        self._images = (key, images)
        return images

    # -- bots thinking -------------------------------------------------------------------------
    def thinking_seat(self) -> int | None:
        """The seat whose bot has thought longer than SHOW_THINKING_AFTER, or None."""
        ask = getattr(self.table.runner, "thinking_seat", None)
        return ask() if ask is not None else None

    def thinking_text(self) -> str:
        seat = self.thinking_seat()
        if seat is None:
            return ""
        names = self.table.names
        who = names[seat] if seat < len(names) else _("Seat {n}").format(n=seat + 1)
        return _("{name} is thinking").format(name=who)

    def draw_thinking(
        self, surface: pygame.Surface, theme: Any, center: tuple[int, int]
    ) -> pygame.Rect | None:
        """A badge "Ana is thinking ..." with moving dots, centred on `center`; its rect."""
        self.thinking_rect = None
        text = self.thinking_text()
        if not text:
            return None
        label = render_text(text, 24, theme.ink, True)
        w, h = label.get_width() + 100, 48
        box = theme.box((w, h), (8, 16, 14, 220), radius=24, border=theme.accent, border_width=2)
        rect = self.thinking_rect = box.get_rect(center=center)
        surface.blit(box, rect)
        surface.blit(label, label.get_rect(midleft=(rect.x + 22, rect.centery)))
        for i in range(3):  # three dots that light up in turn
            lit = int(self.t * 3) % 3 == i
            color = theme.accent if lit else theme.ink_dim
            pygame.draw.circle(surface, color, (rect.right - 62 + i * 18, rect.centery), 5)
        return rect

    def wake_in(self) -> float | None:
        """When the table needs its next frame for us (the idle loop sleeps otherwise): soon
        and often while a hint is being worked out (the answer comes from another thread) or
        a bot shows as thinking (the dots move); when a bot in flight will count as thinking."""
        if self.call is not None:
            return 0.1
        ask = getattr(self.table.runner, "thinking_in", None)
        due = ask() if ask is not None else None
        if due is None:
            return None
        return 0.1 if due <= 0.0 else due

    def close(self) -> None:
        if self.call is not None:
            self.call.cancel()
            self.call = None


def risen_over(rect: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """The hint's box `rect` moved up 6 px over the highest of `avoid` it covers (buttons of
    the moment), and again over any it then covers, as `TableAssist.draw_hint` draws it:
    risen over a Moot's "Against" row alone, a tall box lay under its "For" row (issue 30)."""
    under = [r.top for r in avoid if r.colliderect(rect)]
    while under:
        rect.bottom = min(under) - 6
        under = [r.top for r in avoid if r.colliderect(rect)]
    # never off the window's top: a long vote hint risen over the Moot panel's rows lost its
    # first lines, the advice itself (pl44b); over the phase bar it is read whole
    rect.top = max(rect.top, 0)
    return rect


def _box_height(lines: list[pygame.Surface]) -> int:
    """The hint box's height around its `lines` (12 px above and below, 4 between)."""
    return sum(line.get_height() for line in lines) + 24 + 4 * (len(lines) - 1)
