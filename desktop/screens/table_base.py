"""What every game table shares, whatever the game: rules of its own game, leaving for the
main menu with the autosave journal closed properly."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

import pygame

from desktop.game.seams import TableRunner
from desktop.games import Games
from desktop.games.registration import TableSetup
from desktop.scene.drag import DragController
from desktop.scene.input import SceneInput
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.viewport import Viewport
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices, Screen, soonest
from desktop.screens.pass_screen import PassScreen
from desktop.screens.storage_watch import StorageWatch
from desktop.store.crash_reports import RECENT_COMMANDS, CrashFacts
from desktop.ui.controls import Button, ButtonStyle
from desktop.ui.dialog import Dialog
from engine.i18n import _, capitalized, ngettext, spoken_list

log = logging.getLogger(__name__)

# The end's dialog opens by itself, often as the player presses a key for the last move: for
# this long it answers nothing, so that key does not take "Play again" (issue 30). Nor is any
# button lit when it opens: a player still passing with Space took "Play again" after the
# settle, so only an arrow, Tab or the pointer picks the first choice.
RESULT_SETTLE = 0.6


def button(
    name: str,
    text: str,
    rect: pygame.Rect,
    action: Callable[[], object],
    size: int = 22,
    style: ButtonStyle = "normal",
) -> Button:
    """A table's button on a copy of `rect` (the table moves its buttons)."""
    return Button(
        rect=pygame.Rect(rect), text=text, on_click=action, name=name, text_size=size, style=style
    )


class CardHandlers(Protocol):
    """What a card table answers when a card is dragged, dropped, clicked or hovered."""

    def _legal_targets(self, node: Node) -> list[Zone]: ...
    def _on_drop(self, node: Node, zone: Zone) -> bool: ...
    def _on_reject(self, node: Node, reason: str) -> None: ...
    def _on_click(self, node: Node) -> None: ...
    def _on_hover(self, node: Node) -> None: ...
    def _on_hover_end(self, node: Node) -> None: ...
    def _reason(self, node: Node) -> str | None: ...


@runtime_checkable
class Windowed(Protocol):
    """An app with a window (a fake app in a test may have none: the table is then drawn as
    in a 1920x1080 window)."""

    viewport: Viewport


class TableScreen(Screen):
    """Base of the RAGE, Arena and Rage CCG tables: the runner and its session, the seats'
    names, the people at this computer (two or more: hot-seat), the journal and the setup
    (kept to offer "play again")."""

    def __init__(
        self, app: AppServices, runner: TableRunner, *, journal: Any, setup: TableSetup | None
    ) -> None:
        super().__init__(app)
        self.runner = runner
        self.session = runner.session
        self.names = list(self.session.header.names)
        self.seats = self.session.header.seats
        self.journal = journal
        self.setup = setup
        self.persons: list[int] = runner.person_seats()
        self.hotseat = len(self.persons) >= 2
        #: the game ended and the table showed it
        self.finished = False
        #: hot-seat: the table waits behind the pass screen for the next person
        self.pass_pending = False
        #: tells the player at once when the disk refuses this game, and tries again
        self.storage = StorageWatch(journal)
        if hasattr(runner, "wake"):
            # Bots think and LAN messages arrive on other threads: they wake the loop.
            runner.wake = getattr(app, "wake", None)

    def drag_and_drop(self, scene: Scene, **hooks: Any) -> DragController:
        """Drag and drop over the table's scene with the table's `hooks`, fed by the scene's
        input; a dropped card stays put (the game's next view moves it)."""
        drag = DragController(root=scene.root, tweener=scene.tweener, adopt_on_drop=False, **hooks)
        self.input = SceneInput(drag)
        return drag

    def card_drag(self, scene: Scene, table: CardHandlers, **hooks: Any) -> DragController:
        """`drag_and_drop` wired to the `table`'s card handlers, with the other `hooks` (zones,
        what may be hovered)."""
        return self.drag_and_drop(
            scene,
            legal_targets=table._legal_targets,
            on_drop=table._on_drop,
            on_reject=table._on_reject,
            on_click=table._on_click,
            on_hover=table._on_hover,
            on_hover_end=table._on_hover_end,
            explain=lambda node, zone: table._reason(node),
            **hooks,
        )

    def add_hud(
        self, x: int, width: int, items: Sequence[tuple[str, str, Callable[[], None]]]
    ) -> None:
        """The row of buttons atop the sidebar (Menu, Rules, ...) from `x`, each `width` wide,
        as `self.hud` by key; none takes the keyboard's focus from the cards."""
        self.hud: dict[str, Button] = {}
        for i, (key, text, action) in enumerate(items):
            rect = pygame.Rect(x + i * (width + 10), 16, width, 60)
            b = Button(rect=rect, text=text, on_click=action, name=f"hud-{key}", text_size=26)
            b.focusable = False
            self.hud[key] = b
            self.widgets.add(b)

    def keep_hidden(self, button: Button) -> Button:
        """`button` among the table's widgets, hidden until the table shows it, and out of
        the keyboard's focus (the keys move over the cards)."""
        button.focusable = False
        button.visible = False
        self.widgets.add(button)
        return button

    def push_pass_screen(self, seat: int, detail: str, on_ready: Callable[[], None]) -> None:
        """Hot-seat: the screen that hides the table until `seat`'s person is ready."""
        self.pass_pending = True
        self.app.push(
            PassScreen(
                self.app,
                name=self.names[seat],
                detail=detail,
                on_ready=on_ready,
                on_menu=self.open_menu,
            )
        )

    def to_widgets_or_scene(self, event: pygame.event.Event) -> bool:
        """The buttons first, then the cards on the table."""
        if self.to_widgets(event):
            return True
        return self.input is not None and self.input.handle(event)

    def in_language(self, rebuilt: dict[int, Screen]) -> Screen | None:
        """The table built again on the same game (runner, journal, setup: nothing is lost),
        so that its buttons, prompts and HUD, made when built, come in the new language."""
        options = self.rebuild_options() if "rebuild_options" in type(self).__dict__ else None
        if options is None:
            return None
        assist = getattr(self, "assist", None)  # a hint being thought for the old table
        if assist is not None:
            assist.close()
        fresh = type(self)(self.app, self.runner, journal=self.journal, setup=self.setup, **options)
        fresh.storage = self.storage  # the same journal, watched once
        return fresh

    def window_scale(self) -> float:
        """How large the logical table shows in the window (1 at 1920x1080)."""
        return self.app.viewport.scale if isinstance(self.app, Windowed) else 1.0

    def rebuild_options(self) -> dict[str, Any] | None:
        """The other arguments that build this table again as it is (None: it can't be).
        Only a class that defines it is rebuilt (a subclass may take other arguments)."""
        return None

    def crash_facts(self) -> CrashFacts:
        """The game, its seed and last commands, and its autosave (for a crash report)."""
        header = self.session.header
        entries = list(getattr(self.session, "entries", ()))[-RECENT_COMMANDS:]
        recent = tuple((int(e.get("n", 0)), e.get("seat"), e.get("command")) for e in entries)
        path = getattr(self.journal, "path", None)
        return CrashFacts(
            game=header.ruleset,
            seed=header.seed if header.seed >= 0 else None,  # a LAN seat never knows it
            seats=self.seats,
            recent=recent,
            journal=path
            if path is not None and not getattr(self.journal, "closed", True)
            else None,
        )

    @property
    def viewer(self) -> int | None:
        """The seat whose eyes the table shows now (None: a spectator's); each table says."""
        raise NotImplementedError

    def seating(self, perspective: int | None) -> tuple[int | None, int]:
        """(whose eyes the table shows, the seat drawn at the bottom): the one person's; at a
        hot-seat table nobody's until the first handover, the first person at the bottom;
        with bots only, `perspective`'s (at the bottom whatever it is: seat 0 for None)."""
        if self.persons:
            return (None if self.hotseat else self.persons[0]), self.persons[0]
        return perspective, 0 if perspective is None else perspective

    def undo(self) -> None:
        """Take back the viewer's last move (the in-game menu's Undo); `taken_back` shows the
        game as it now stands."""
        seat = self.viewer
        if seat is None:
            self.app.toast(_("There is nobody's move to take back right now."), "warning")
            return
        refused = self.runner.undo(seat)
        if refused is not None:
            self.app.toast(refused.message, "warning", 4.0)
            return
        self.taken_back(seat)

    def send(self, seat: int | None, command: dict[str, Any]) -> bool:
        """`command` to the runner as `seat`'s move; a refusal is said (`refuse`): False."""
        if seat is None:
            return False
        refused = self.runner.submit(seat, command)
        if refused is not None:
            self.refuse(refused.message)
            return False
        return True

    def refuse(self, reason: str) -> None:
        """Say why a move was refused, in the engine's words, each table its own way (a
        lesson's coach listens here)."""
        raise NotImplementedError

    def taken_back(self, seat: int) -> None:
        """After an undo: the table shows `seat`'s view of the game as it now stands."""
        raise NotImplementedError

    def presenting(self) -> bool:
        """Whether the table is still showing what happened (events paced one by one), so it
        needs every frame even between tweens. Tables with a presenter say so here."""
        return False

    def wake_in(self) -> float | None:
        if self.runner.pending or self.presenting():
            return 0.0
        assist = getattr(self, "assist", None)  # the Hint button and the thinking badge
        return soonest([super().wake_in(), assist.wake_in() if assist is not None else None])

    def on_enter(self) -> None:
        super().on_enter()
        # The app tends it, not the table: a finished game waiting to be filed is retried
        # under the summary that covers the table. (A test's stand-in app may have no chores.)
        add_chore = getattr(self.app, "add_chore", None)
        if add_chore is not None:
            add_chore(self.storage)

    #: where the table shows "Not saved: ..." while the disk refuses its game: an anchor of
    #: pygame.Rect and a point kept free of the table's own drawing
    storage_spot: tuple[str, tuple[int, int]] = ("topleft", (16, 16))

    #: the person's last press was a key (True) or a click (False): the words that say how to
    #: play name that way (a table that follows the person's presses sets it: the CCG tables)
    by_keys: bool = True

    def draw_storage(self, surface: pygame.Surface) -> None:
        """The "Not saved" pill, drawn last by each table's `draw`."""
        self.storage.draw(surface, self.storage_spot)

    def overlay_open(self) -> bool:
        """Something is shown over the table (a question, the scores): what a screen around
        the table adds (the LAN's seat pills and Chat button) keeps out of its way."""
        return self.dialog is not None and self.dialog.is_open

    def overlay_boxes(self) -> list[pygame.Rect]:
        """Where the table draws over its play (an open question here; a card's zoom or a
        tooltip in the tables that add them): what a lesson's coach rings must not cover."""
        if self.dialog is not None and self.dialog.is_open:
            return [self.dialog.rect]
        return []

    def play_again(self) -> None:
        """The same game again: the same seats and options, started by the game's registration."""
        start_again(self.app, self.session.header.ruleset, self.setup)

    def open_menu(self) -> None:
        """The in-game menu (resume, undo, rules, settings, leave)."""
        from desktop.screens.game_menu import InGameMenu

        self.app.push(InGameMenu(self.app, self))

    def result_dialog(self, score_name: str) -> Dialog:
        """The end-of-game dialog of a table without a summary screen: the winners, every
        seat's score (`score_name`: "Renown", "Victory points"), why and when it ended, and
        Play again (when the setup is kept) or Main menu."""
        result = self.session.result()
        scores = result["scores"]
        winners = result["winners"]
        me = getattr(self, "looker", None)  # the person at the table hears "you"
        # "Player 1 (3)", not "Player 1 3": a name may end in a number; every score in the
        # same brackets, the person's too, as "you" alone ("you (2)": "you as Player 1 (2)"
        # read as a role played, pl40a 11)
        lines = ", ".join(
            (_("you ({score})") if s == me else _("{name} ({score})")).format(
                name=self.names[s], score=scores[s]
            )
            for s in sorted(range(self.seats), key=lambda s: -scores[s])
        )
        if list(winners) == [me]:
            title = _("You win!")
        else:
            names = spoken_list([_("you") if w == me else self.names[w] for w in winners])
            title = ngettext("{names} wins!", "{names} win!", len(winners)).format(
                names=capitalized(names)  # "You and Ada win!"
            )
        ended = self._ending()
        # The game's own line for the end says "the game is over" (and why): not twice. A game
        # that counts no turns (RAGE's rounds, Ragers' days) gets no "turn ?".
        if "turns" not in result:
            message = _("{score}: {lines}.")
        elif ended:
            message = _("{score} on turn {turn}: {lines}.")
        else:
            message = _("{score}: {lines}. The game ended on turn {turn}.")
        message = message.format(score=score_name, lines=lines, turn=result.get("turns"))
        buttons: list[tuple[str, Any]] = [(_("Main menu"), self.quit_to_menu)]
        if self.setup is not None:
            buttons.insert(0, (_("Play again"), self.play_again))
        return Dialog(
            title,
            f"{message} {ended}" if ended else message,
            buttons=buttons,
            screen_size=self.app.logical_size,
            settle=RESULT_SETTLE,
            # lit from the start, so the keys show where they are (issue 30: no ring until
            # ←/→); Space, still pressed to pass through the last moves, answers nothing
            space=False,
            keys=_("← / → and Enter to choose"),
            # a mouse player read only the keys under the buttons they click (pl40a 195)
            mouse_keys=_("Click a button, or ← / → and Enter"),
            by_keys=self.by_keys,
        )

    def _ending(self) -> str:
        """How the game ended in the game's own words (its log's line for the end)."""
        event = self.end_event()
        if event is None:
            return ""
        seat = getattr(self, "looker", None)  # a table that has a looker says so
        return self.session.ruleset.describe(event, seat, self.names) or ""

    def end_event(self) -> dict[str, Any] | None:
        """The event that ended the game (its winners and why), by the name its ruleset gives
        it: each game spells it its own way ("game-over", "end", "game_over")."""
        kind = self.session.ruleset.end_event
        for entry in reversed(self.session.entries):
            for event in reversed(entry["events"]):
                if event.get("type") == kind:
                    return dict(event)
        return None

    def open_rules(self) -> None:
        if not self.app.open("rules", game=self.session.header.ruleset):
            self.app.toast(_("The rules reference isn't part of this build yet."), "warning")

    def on_exit(self) -> None:
        """Leaving the table: a hint being thought, the bots and the journal all stop."""
        assist = getattr(self, "assist", None)
        if assist is not None:
            assist.close()
        self.runner.close()
        self.close_journal()

    def close_journal(self) -> None:
        self.storage.leave()  # a disk freed meanwhile still gets the game
        if self.journal is None or getattr(self.journal, "closed", True):
            return
        try:
            self.journal.close()
        except Exception:  # pragma: no cover - closing must never take the app down
            log.exception("journal close failed")

    def quit_to_menu(self) -> None:
        """Back to the main menu; the game stays in its journal, ready for Continue."""
        self.close_journal()
        stack = getattr(self.app, "stack", None)
        if stack is None:
            self.app.pop()
            return
        while len(stack) > 1 and stack.top is not None and stack.top.name != "menu":
            self.app.pop()
        if stack.top is not None and stack.top.name != "menu":
            self.app.pop()


def start_again(app: AppServices, game: str, setup: Any) -> Any:
    """Start `game` again with the seats and options a table kept (`setup`), replacing the
    screen on top (a table's end-of-game dialog, or its summary)."""
    registration = Games.of(app)[game]
    return registration.new_game.start(app, list(setup.seats), dict(setup.options))
