"""The replay screen: the game's own table on a ReplayRunner, with the control bar over it.

The table is not changed for replays. It is built on the ReplayRunner as live play builds it
on a GameRunner, sees the app through a thin proxy, and is fed time scaled by the replay
speed. The proxy turns the table's in-game menu into the replay's menu (keep watching /
leave), and its end-of-game summary into a screen shown above the replay (Back returns here).
After a seek the table is rebuilt from the session at the new point (no animation of the
way there), reusing its card faces.

Keys (before the table sees them): Space play/pause, Left/Right one move back/forward,
PageUp/PageDown previous/next mark of the chosen kind, +/- speed, Home/End, G go to a mark,
K which kind of mark, Tab/Enter the bar's buttons. Escape reaches the table, which opens
its menu (the replay's menu).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from desktop.games import Games
from desktop.replay import ReplayRunner, kind_name
from desktop.screens.base import AppServices, Screen, soonest
from desktop.screens.replay_ui.bar import ReplayBar
from desktop.screens.replay_ui.picker import ListPicker
from desktop.screens.replay_ui.tables import bar_rect, make_table, seek_words
from desktop.screens.table_frame import TableFrame
from desktop.ui.dialog import Dialog
from engine.i18n import _

log = logging.getLogger(__name__)

_PLUS = {pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS}
_MINUS = {pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_UNDERSCORE}
_BAR_KEYS = {pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER}


class _StackView:
    """The app's screen stack as the table sees it: the replay screen stands for the table."""

    def __init__(self, stack: Any, host: ReplayScreen) -> None:
        self._stack = stack
        self._host = host

    @property
    def top(self) -> Any:
        top = self._stack.top
        return self._host.table if top is self._host else top

    @property
    def screens(self) -> list[Any]:
        return [self._host.table if s is self._host else s for s in self._stack.screens]

    def __len__(self) -> int:
        return len(self._stack)


class TableApp:
    """The app, as a table inside a replay sees it (everything else is the real app's)."""

    def __init__(self, app: AppServices, host: ReplayScreen) -> None:
        self._app = app
        self._host = host

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    @property
    def stack(self) -> Any:
        stack = getattr(self._app, "stack", None)
        return None if stack is None else _StackView(stack, self._host)

    def push(self, screen: Screen) -> None:
        if getattr(screen, "name", "") == "game_menu":
            self._host.open_menu()  # the table's pause menu: undo and saving mean nothing here
            return
        self._app.push(screen)

    def replace(self, screen: Screen) -> None:
        # The table leaves for its summary: show it above the replay, so Back comes back here.
        self._host.runner.pause()
        button = getattr(screen, "buttons", {}).get("menu")
        if button is not None and hasattr(button, "text"):
            button.text = _("Back to the replay")
        self._app.push(screen)


class ReplayScreen(TableFrame):
    name = "replay"

    def __init__(self, app: AppServices, runner: ReplayRunner, *, title: str = "") -> None:
        super().__init__(app)
        self.runner = runner
        games = Games.of(app)
        self._title = title  # the file's own title, if any (else the game's, in the language)
        self.title = title or games.title(runner.game)
        self.words = seek_words(games, runner.game)
        self.table_app = TableApp(app, self)
        self.table: Any = make_table(self.table_app, runner)
        self.bar = self._make_bar()
        self.picker: ListPicker | None = None
        self.rebuilds = 0
        self.frames = 0
        self._unsubscribe = runner.on_reload(self._reload)

    def _make_bar(self) -> ReplayBar:
        games = Games.of(self.app)
        return ReplayBar(
            bar_rect(games, self.runner.game),
            self.runner,
            {
                "prev": self.prev_mark,
                "back": self.step_back,
                "play": self.toggle,
                "step": self.step,
                "next": self.next_mark,
                "kind": self.cycle_kind,
                "goto": self.open_goto,
                "slower": self.slower,
                "faster": self.faster,
                "leave": self.leave,
            },
            self.seek,
            self.words,
        )

    def in_language(self, rebuilt: dict[int, Screen]) -> Screen | None:
        """Its words again in the language just made active, in place (the runner, its
        position and the faces drawn stay): the title, the bar and the table."""
        games = Games.of(self.app)
        self.title = self._title or games.title(self.runner.game)
        self.words = seek_words(games, self.runner.game)
        kind = self.bar.kind
        self.bar = self._make_bar()
        self.bar.kind = kind
        self._reload(self.runner)
        return None

    # -- the table -------------------------------------------------------------------------------
    def _reload(self, runner: ReplayRunner) -> None:
        """After a seek: a fresh table at the new point, its faces reused."""
        old = self.table
        try:
            self.table = make_table(self.table_app, runner, old)
        except Exception:  # a table that cannot show this point must not take the app down
            log.exception("the table could not be rebuilt at entry %s", runner.cursor)
            self.app.toast(_("The table could not be shown at that point."), "error")
            return
        self.table.apply_settings(self.app.settings)
        self.rebuilds += 1
        self.bar.sync()

    # -- actions ----------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.runner.toggle()
        self.bar.sync()

    def step(self) -> None:
        self.runner.pause()
        self.runner.step()
        self.bar.sync()

    def step_back(self) -> None:
        self.runner.pause()
        self.runner.back()
        self.bar.sync()

    def next_mark(self) -> None:
        self.runner.next_mark(self.bar.kind or None)
        self.bar.sync()

    def prev_mark(self) -> None:
        self.runner.prev_mark(self.bar.kind or None)
        self.bar.sync()

    def seek(self, n: int) -> None:
        self.runner.seek(n)
        self.bar.sync()

    def faster(self) -> None:
        self.runner.faster()

    def slower(self) -> None:
        self.runner.slower()

    def cycle_kind(self) -> None:
        kind = self.bar.cycle_kind()
        if kind:
            word = kind_name(kind, self.words).lower()
            self.app.toast(_("PageUp / PageDown now go by {word}.").format(word=word), duration=2.0)

    def open_goto(self) -> None:
        kind = self.bar.kind
        marks = self.runner.marks_of(kind) if kind else []
        if not marks:
            return
        current = self.runner.current_mark(kind)
        index = marks.index(current) if current in marks else 0
        self.picker = ListPicker(
            _("Go to a {lower}").format(lower=kind_name(kind, self.words).lower()),
            [(m, m.label_in(self.words)) for m in marks],
            on_pick=lambda mark: self.seek(mark.point),
            ok=_("Go"),
            selected=index,
            screen_size=self.app.logical_size,
        )

    def open_menu(self) -> None:
        self.runner.pause()
        self.bar.sync()
        self.show_dialog(
            Dialog(
                _("Replay paused"),
                _("{title}: watching as {watcher}.").format(
                    title=self.title, watcher=self.watcher()
                ),
                buttons=((_("Keep watching"), None), (_("Leave replay"), self.leave)),
                on_cancel=lambda: None,
                screen_size=self.app.logical_size,
            )
        )

    def watcher(self) -> str:
        v = self.runner.viewpoint
        return _("a spectator") if v is None else self.runner.names[v]

    def leave(self) -> None:
        self.runner.pause()
        stack = getattr(self.app, "stack", None)
        if stack is not None and stack.top is not self:
            return
        self.app.pop()

    # -- lifecycle (enter, pause, resume and settings: TableFrame passes them on) ----------------
    def on_exit(self) -> None:
        self._unsubscribe()
        self.runner.close()
        try:
            self.table.on_exit()
        except Exception:
            log.exception("closing the replay's table failed")

    # -- frame ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.dialog.handle_event(event)
        if self.picker is not None and self.picker.is_open:
            return self.picker.handle_event(event)
        if event.type == pygame.KEYDOWN:
            if self._key(event):
                return True
            if event.key in _BAR_KEYS and self.bar.widgets.handle_event(event):
                return True
            return bool(self.table.handle_event(event))
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            pos = getattr(event, "pos", None) or self.bar.widgets._pointer
            captured = self.bar.widgets._capture is not None
            if captured or self.bar.contains(pos):
                self.bar.widgets.handle_event(event)
                return True
        if event.type == pygame.MOUSEMOTION and (
            self.bar.widgets.handle_event(event) or self.bar.contains(event.pos)
        ):
            return True
        return bool(self.table.handle_event(event))

    def _key(self, event: pygame.event.Event) -> bool:
        k = event.key
        actions = {
            pygame.K_SPACE: self.toggle,
            pygame.K_RIGHT: self.step,
            pygame.K_LEFT: self.step_back,
            pygame.K_PAGEUP: self.prev_mark,
            pygame.K_PAGEDOWN: self.next_mark,
            pygame.K_HOME: lambda: self.seek(self.runner.first),
            pygame.K_END: self.runner.to_end,
            pygame.K_g: self.open_goto,
            pygame.K_k: self.cycle_kind,
        }
        if k in actions:
            actions[k]()
            self.bar.sync()
            return True
        if k in _PLUS:
            self.faster()
            return True
        if k in _MINUS:
            self.slower()
            return True
        return False

    def wake_in(self) -> float | None:
        if self.runner.playing:
            return 0.0
        return soonest([super().wake_in(), self.table.wake_in()])

    def update(self, dt: float) -> None:
        super().update(dt)
        self.frames += 1
        if self.picker is not None:
            self.picker.update(dt)
            if not self.picker.is_open:
                self.picker = None
        if self.dialog is not None or self.picker is not None:
            return  # paused behind a modal
        runner = self.runner
        runner.tick(dt)
        self.table.update(dt * runner.speed)
        self.bar.widgets.update(dt)
        self.bar.sync()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        self.table.draw(surface)
        self.bar.draw(surface, theme)
        if self.picker is not None and self.picker.is_open:
            self.picker.draw(surface, theme)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)
