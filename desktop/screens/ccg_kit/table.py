"""The Rage CCG table, either edition: what people do at it, whatever the edition draws.

One direction of data: pointer / keys -> command -> runner -> session -> entries -> presenter
(the logs), and the looking seat's view read again from the engine (the model), which the
stage draws. The table asks the engine what is legal (`legal`, `why_not`) and never changes
the game itself.

Handling, the same at both editions: drag a card from the hand where it lights up (one
command: sent; several: a list of them; anywhere else it springs back with the engine's
reason); a click or right-click on a card (or Enter on the focused one) lists its commands;
A lists every action; Space passes; the engine's questions come up as lists, with nothing
chosen in advance. Hover a card for its preview; ? asks for a hint; Esc opens the menu.

A game step is shown over several frames, each doing one part (frame time): the seat's view,
then the cards, then the panels in parts (`hud_parts`), and the next bot move after that.
Each edition's table (`rage_lv/table.py`, `rage_classic/table.py`) gives its stage, its words
and what its panels and buttons hold.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, ClassVar

import pygame

from desktop.audio import play_sound  # sound
from desktop.game.seams import TableRunner
from desktop.scene.input import SceneInput
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices, M, soonest
from desktop.screens.ccg_kit import marks
from desktop.screens.ccg_kit.faces import CardFaces
from desktop.screens.ccg_kit.first_tips import TipBook
from desktop.screens.ccg_kit.glossary import TermTips
from desktop.screens.ccg_kit.held import took_part
from desktop.screens.ccg_kit.hint_spot import HintGround, HintSpot, least_covering, over_list
from desktop.screens.ccg_kit.model import CcgModel, LogScroll
from desktop.screens.ccg_kit.peek import PEEK_Z, PeekRest, beside, clear_spot, over_under, seat_at
from desktop.screens.ccg_kit.presenter import CcgPresenter
from desktop.screens.ccg_kit.stage import (
    RING_OVER_COMBAT,
    RING_UNDER_COMBAT,
    CcgStage,
    Spot,
    legible,
    node_box,
    spot_of,
)
from desktop.screens.seat_tags import SeatTag, seat_tags
from desktop.screens.table_assist import TableAssist
from desktop.screens.table_base import TableScreen, button
from desktop.ui import tips as read_tips
from desktop.ui.choice import MAX_ROWS, ChoiceDialog
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.theme import render_text, wrap
from engine.core.session import Session
from engine.i18n import N_, _, spoken_list

log = logging.getLogger(__name__)

Command = dict[str, Any]
#: how long a finished game stays on show before its result
OVER_BEAT = 0.8
#: of a card's text shown over its list of moves, which wraps it: past any card's words (at
#: 220 three Portuguese texts, The Dry Wash's among them, ended in "…" there, issue 30)
CARD_TEXT_CHARS = 400
WARM_EVERY = 0.05  # seconds between frames while card faces are drawn ahead of time
PASS_SETTLE = 0.8
#: seconds the Pass button answers nothing once the turn or phase it passes is a new one
PASS_HOLD = 0.6
#: seconds with no click after which a new moment's hold on Pass ends though the pointer is
#: still on it: a newcomer who clicked once and waited saw "Turn 1: Moot Phase" in place of
#: Done for as long as the pointer rested there (pl36a); clicks a second apart (running on
#: through a fight) keep it held
PASS_QUIET = 1.5
#: the size of the new turn's name drawn over the held Pass button (13 px at 1280x720)
PASS_WORDS_PX = 20
#: log entries a turn of the wheel, and PgUp/PgDn, go back or forward
LOG_WHEEL = 3
LOG_PAGE = 8


@dataclass
class Question:
    """What the table asks the person now, as a list: the engine's prompt, a choice of the
    phase (an alpha to pick)."""

    title: str
    options: list[tuple[str, Command]]
    message: str = ""
    group_key: Callable[[Command], str | None] | None = None


@dataclass
class _Group:
    """A row of a grouped list: one card, and its choices (a second list)."""

    title: str
    items: list[tuple[str, Command]]


class CcgTable(TableScreen):
    name = "table"
    scene: Scene  # always one: the table
    input: SceneInput
    #: it tags each seat's name plate itself (seat_tags.py): no link bubbles from the LAN
    tags_seats = True
    #: the game log is shown (a lesson's coach takes its place)
    log_shown = True

    # -- what an edition says ---------------------------------------------------------------------
    #: seconds between two bot moves at animation speed 1
    step: ClassVar[float] = 0.5
    #: the score the end-of-game dialog names
    score_name: ClassVar[str] = N_("Renown")
    help_text: ClassVar[str] = ""
    #: the row that closes a list of moves (an edition where "cancel" is a move says more)
    close_label: ClassVar[str] = N_("Cancel")
    #: the commands the Pass button (and Space) sends, the first found
    pass_types: ClassVar[tuple[str, ...]] = ("pass",)
    #: the ones of them that cost something (a wuss): when the button turns into one, it
    #: answers no click for PASS_SETTLE seconds, so a click meant for "Pass" does not take it
    costly_pass_types: ClassVar[tuple[str, ...]] = ()
    #: the passes the table makes for the person at a fight's window where they are no side
    #: and that pass is their only move: the rules ask every player at each window, and a
    #: newcomer pressed Space through every window of the bots' fights (issue 30)
    bystander_pass_types: ClassVar[tuple[str, ...]] = ()
    #: long lists are grouped by card (a card, then what to do with it), alike rows merged
    group_lists: ClassVar[bool] = True
    #: the card nodes the keyboard's focus goes through
    focus_kinds: ClassVar[tuple[str, ...]] = ()
    #: the kinds of the player's cards in hand (a card played from them leaves the focus there)
    hand_kinds: ClassVar[tuple[str, ...]] = ("hand", "combat-hand")
    #: the kinds of cards the first arrow goes to (none: the table's first card)
    first_focus_kinds: ClassVar[tuple[str, ...]] = ()
    #: the table opens naming keys (`by_keys`) until the person's first click: a keyboard
    #: player read drags and clicks until a key was pressed (issue 30)
    opens_by_keys: ClassVar[bool] = False
    #: sound: the effect each kind of event makes
    event_sounds: ClassVar[dict[str, str]] = {}
    #: seconds the pointer rests on a card before its preview shows
    hover_delay: ClassVar[float] = 0.45
    #: the edition's glossary tooltips, if it has a glossary (ccg_kit.glossary)
    tips: TermTips | None = None
    #: the edition's first-game tips (ccg_kit.first_tips; None: it shows none), and the one on
    #: show now with its buttons (`tip_buttons`)
    tip_book: ClassVar[TipBook | None] = None
    tip: str | None = None
    #: the Pass and Actions buttons, the Hint button, and where a hint's reason stands
    pass_rect: ClassVar[pygame.Rect] = pygame.Rect(0, 0, 120, 56)
    actions_rect: ClassVar[pygame.Rect] = pygame.Rect(0, 0, 120, 56)
    hint_rect: ClassVar[pygame.Rect] = pygame.Rect(0, 0, 120, 56)
    hint_width: ClassVar[int] = 560
    #: a hint's reason names the card and says what it does: more lines than a trick game's
    hint_lines: ClassVar[int] = 7
    hint_bottomright: ClassVar[tuple[int, int]] = (0, 0)
    #: Pass and Actions leave the table while they can do nothing (else they stay, greyed)
    hide_idle_buttons: ClassVar[bool] = True
    #: the edition's faces, model, stage and presenter
    faces_type: ClassVar[type[CardFaces]] = CardFaces
    model_type: ClassVar[type[CcgModel]] = CcgModel
    stage_type: ClassVar[type[CcgStage]] = CcgStage
    presenter_type: ClassVar[type[CcgPresenter]] = CcgPresenter

    def __init__(
        self,
        app: AppServices,
        runner: TableRunner,
        *,
        perspective: int | None = None,
        faces: CardFaces | None = None,
        journal: Any = None,
        setup: Any = None,
        step_delay: float | None = None,
        auto_continue: bool | None = None,
        replay: bool = False,
        resumed: bool = False,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        # all bots: watch from one side
        self.looker, self.bottom = self.seating(0 if perspective is None else perspective)
        # A replay, or a table only watched, goes past the end-of-game dialog by itself.
        self.auto_continue = (
            (replay or not self.persons) if auto_continue is None else auto_continue
        )
        self.step_delay = self.step if step_delay is None else step_delay
        self.scene = Scene(size=app.logical_size, cache=app.caches.surfaces)
        self.faces = faces or self.faces_type.for_app(app)
        self.own_cards()
        self.model = self.model_type()
        self.stage = self.stage_type(self.scene, self.faces, self.names, self.seats)
        self.presenter = self.presenter_type(**self.presenter_args())
        self.drag = self.drag_and_drop(
            self.scene,
            legal_targets=self._legal_targets,
            on_drop=self._on_drop,
            on_reject=self._on_reject,
            on_click=self.activate,
            on_hover=self.show_preview,
            on_hover_end=lambda node: self.hide_preview(),
            explain=self._explain_drop,
            zones=self.stage.all_zones,
            hoverable=lambda n: bool(n.data) and n.data.get("kind") != "back",
            hover_delay=self.hover_delay,
        )
        self._refusal = ""  # the last refusal said
        self._said_at = -1  # the state it was said at
        self.focus_key: str | None = None
        self._key_zoom = False  # the zoom shown is the focused card's, put up by the arrows
        self._peek_rest = PeekRest()  # the area the pointer rests on, not open yet
        #: the opened view's card the pointer zoomed (its node's key and card id)
        self._peek_zoomed: tuple[str, str, int] | None = None
        self.paused = False  # bots wait (the demo holds a moment for a screenshot)
        #: seconds left showing a past moment of the game (a bluff step) before the present
        self.holding = 0.0
        #: the moment held is the end of a fight the person was in: it stays until their key
        #: or click (it went by itself, and the Space meant to close it passed the next turn)
        self.held_for_reader = False
        self._closing_key: int | None = None  # the key that closed it, maybe held down still
        self.tags: dict[int, SeatTag] = {}  # what each seat does now, on its name plate
        self._state_id = -1
        self._drawn_id = -2  # the state whose moves the last frame drawn showed (`move_key_early`)
        #: the hint on show and the moment of the game it was shown at (`_show_hint`)
        self._hint_for: tuple[Any, Any] = (None, None)
        self._focus_pos: tuple[float, float] | None = None  # where the focused card stood
        self._focus_kind: Any = None  # and what it was (a card in hand, a creature...)
        self._since = 0.0
        self._asked_for = -1
        self._dialog_state = -1  # the position a list of commands was made for
        self._over_age = -1.0
        self._drop_cmds: dict[int, list[Command]] = {}
        self._cards_due = False  # the cards wait to be rebuilt from the view
        self._hud_due = False  # the panels too, in parts (`hud_parts`)
        self._hud_next = 0
        self._ctx_buttons: list[tuple[Button, Command]] = []
        self.log_scroll = LogScroll()  # the log read back (PgUp/PgDn, the wheel over it)
        #: where the log's lines are on screen (the edition sets it as it draws them)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self._pointer: tuple[int, int] = (-1, -1)  # a wheel event has no place of its own
        self._pass_settle = 0.0  # seconds the Pass button, just turned costly, answers nothing
        #: the moment (`pass_moment`) the Pass button last passed, and the words naming a new
        #: one while the button holds for it
        self._pass_seen: object = None
        self._pass_words = ""
        #: the new moment came with the pointer on Pass: the button holds until it leaves
        #: (a click a second apart outlasted PASS_HOLD and passed the next turn, issue 30)
        self._pass_until_off = False
        self._pass_quiet = 0.0  # seconds left of that hold with no click on Pass (PASS_QUIET)
        #: the points of the game (its entries' count) where the table passed for the person
        #: as a bystander: once each, so an undo back to one stops there for the person
        self._bystander_at: set[int] = set()
        self._bystander_fight: object = None  # the fight the log said so for
        #: where the held Pass button's words for the new moment stand, while they do
        self.pass_words_box: pygame.Rect | None = None
        #: the last thing the person pressed was a key (not the mouse): the bar, the tips and
        #: the captions then name keys, not clicks and drags (issue 30)
        self.by_keys = self.opens_by_keys
        #: whether the hint was asked after the list on show opened (then it is drawn over it)
        self._hint_over_list = False
        #: where the hint's box stood on the table, and for what (`hint_spot`)
        self._hint_placed: tuple[object, tuple[int, int]] = (None, (0, 0))
        self.pass_button = button("pass", _("Pass"), self.pass_rect, self.do_pass, 24)
        self._pass_label = self.pass_button.text  # its words when it answers a click
        self.actions_button = button(
            "actions", _("Actions"), self.actions_rect, self.open_all_actions
        )
        # The Hint button: the expert's move for the person to act, from their view. It names
        # its key as the tip's OK (H) does: "?" was found only by trying keys (pl36b #8).
        self.assist = TableAssist(self, seat=self._hint_seat, label=N_("Hint (?)"))
        self.assist.button.rect = pygame.Rect(self.hint_rect)
        self.assist.button.text_size = 22
        self.assist.on_ask = self._hint_asked
        self.assist.moment = self.hint_moment
        self._hinted: Command | None = None
        self._hint_focus: str | None = None  # the card the hint on show put the focus on
        for b in (self.pass_button, self.actions_button, *self.build(), self.assist.button):
            self.widgets.add(b)
        if self.tips is not None:  # a lesson's coach panel is drawn over a tooltip
            self.tips.keep_clear = self.zoom_keep_clear
        self.runner.pending.clear()
        if len(self.session.entries) > 1:  # a continued game: its logs as they were
            self.presenter.recall(self.session.entries)
        ids, creatures = self.card_ids()
        self.faces.want(ids, creatures)
        self.refresh(animate=False)

    # -- what an edition builds -------------------------------------------------------------------
    def presenter_args(self) -> dict[str, Any]:
        return {
            "session": self.session,
            "model": self.model,
            "viewer": lambda: self.looker,
            "log_seat": lambda: self.looker,
            "on_log": self.model.log.add,
            "event_sounds": self.event_sounds,
            "sounds": getattr(self.app, "sounds", None),  # sound
        }

    def build(self) -> list[Button]:
        """The edition's own nodes and buttons (made before the first refresh)."""
        return []

    def card_data(self) -> tuple[Callable[[Any], Mapping[str, Any]], Callable[[Any], None]]:
        """The edition's cards: read a game's own cards from its options; show them to every
        look-up of a card outside an engine call (names, keywords, faces)."""
        raise NotImplementedError

    def own_cards(self) -> None:
        """A game with the player's own cards: their faces and names from the game's options."""
        extra_table, show = self.card_data()
        try:
            own = extra_table(self.session.header.options.get("cards"))
        except Exception:  # a header the engine refuses is reported by the engine
            log.exception("the game's own cards could not be read")
            own = {}
        show(own)
        self.faces.extra = {**self.faces.extra, **own}

    def card_ids(self) -> tuple[list[str], set[str]]:
        """Every card this game can show (to draw ahead a few per idle frame), and which of
        them are creatures: the whole game's when it is here, else what the seat's view names
        (a LAN seat, a replay)."""
        session = self.session
        if isinstance(session, Session):
            ids = self.game_cards(session.state)
        else:
            ids = [self.card_id(s) for s in session.view_strings(self.looker)]
        ids = list(dict.fromkeys(i for i in ids if i))
        return ids, {i for i in ids if self.is_creature(i)}

    def game_cards(self, state: Any) -> list[str]:
        """The ids of every card in the game (its decks too)."""
        raise NotImplementedError

    def card_id(self, name: str) -> str:
        """The card id a string of a view names, or "" (not a card)."""
        raise NotImplementedError

    def is_creature(self, card_id: str) -> bool:
        return False

    def rebuild_stage(self, animate: bool) -> None:
        """The cards, from the model."""
        raise NotImplementedError

    def hud_parts(self) -> tuple[Callable[[], None], ...]:
        """The panels' refresh in parts of about equal cost, one a frame."""
        return ()

    def describe(self, command: Command) -> str:
        """A command as a row of a list, in the edition's words."""
        raise NotImplementedError

    def card_name(self, iid: Any) -> str:
        raise NotImplementedError

    def card_does(self, iid: Any) -> str:
        """What a card does, in the edition's words ("" when it says nothing or is hidden)."""
        return ""

    def card_list_message(self, iid: Any) -> str:
        """A card's list says what the card does above its moves (a newcomer saw only "Play
        X"): at most CARD_TEXT_CHARS of it, the preview on hover giving the rest."""
        said = self.card_does(iid).strip()
        if len(said) > CARD_TEXT_CHARS:
            said = said[:CARD_TEXT_CHARS].rsplit(" ", 1)[0] + " …"
        return said

    # -- guidance: one answer for the bar, the Hint and (in a lesson) the coach ---------------------
    def guided_move(self) -> Command | None:
        """The move guidance points at now: the Hint on show (a lesson's table gives its
        step's move instead, CcgLessons)."""
        return self.assist.hinted

    def how_to(self, move: Command) -> str:
        """How the person makes `move` on this table (an edition names its own zones)."""
        if move.get("type") in (*self.pass_types, "done", "ready", "ok"):
            # both ways: a mouse player read "press Space" with the button under the pointer;
            # the one the person last used first
            if self.by_keys:
                return _("press Space or click {button}").format(button=self.pass_label(move))
            return _("click {button} or press Space").format(button=self.pass_label(move))
        question = self.question()
        if question is not None and any(move == c for _label, c in question.options):
            return _("pick it in the list, or press A")  # no card glows for an answer
        if self.by_keys:
            return _("Enter on the glowing card, or press A")
        return _("click the glowing card, or press A")

    def input_way_changed(self) -> None:
        """The person went from the mouse to the keys or back (`by_keys`): the words that
        name how to play are drawn again (the bar, a tip, the combat view's captions)."""
        if self.by_keys and self._pass_until_off:
            self._pass_until_off = False  # keys now: the pointer's place holds Pass no more
            self.update_buttons()
        self._cards_due = True
        self._hud_due, self._hud_next = True, 0

    def bar_action(self, command: Command) -> str:
        """The move as the bar names it (a list's row, unless the edition says it shorter)."""
        return self.describe(command)

    def guided_line(self) -> str:
        """The bar's line for the guided move ("" when there is none, or it is not legal now),
        so the bar names the same move the Hint and the coach do."""
        move = self.guided_move()
        if move is None or move not in self.legal or self.list_holds(move) is False:
            return ""  # (a list open for another card: the bar named the hinted one, stale)
        # an answer that is a card's sentence keeps no full stop before the colon (".:")
        action = self.bar_action(move).removesuffix(".")
        return _("{action}: {how}.").format(action=action, how=self.how_to(move))

    def question(self) -> Question | None:
        """What to ask the person now (the engine's prompt...), or None."""
        return None

    def commands_for(self, node: Node) -> list[Command]:
        """What a click on this card offers."""
        return []

    def drops(self, node: Node) -> Iterable[tuple[Zone | None, Command]]:
        """Where a dragged card may go: (a zone, the command a drop there sends)."""
        return ()

    def explain(self, node: Node, zone: Zone | None) -> str | None:
        """Why a drop there is refused (None: the scene's words)."""
        return None

    def _explain_drop(self, node: Node, zone: Zone | None) -> str:
        """The edition's why, else the scene's words in the person's language."""
        reason = self.explain(node, zone)
        if reason:
            return reason
        if zone is None:
            return _("Drop the card on one of the highlighted places.")
        return _("That card can't go there.")

    def context_buttons(self) -> list[tuple[str, Command, pygame.Rect]]:
        """Buttons of the moment (votes, abilities): (label, command, where)."""
        return []

    def pass_label(self, command: Command) -> str:
        return _("Pass")

    def show_preview(self, node: Node) -> None:
        """The pointer rests on a card: its large picture."""

    def hide_preview(self) -> None:
        self.stage.preview.visible = False

    def moment(self) -> tuple[dict[str, Any], list[Command]]:
        """The view and the legal commands to show now: the present, for the looking seat."""
        me, session = self.looker, self.session
        view = session.view(me)
        legal = session.legal(me) if me is not None and me in self.persons else []
        return view, legal

    def quiet_drop(self) -> bool:
        """A refused drop that needs no word (the card put back where it came from)."""
        return False

    # -- the model ---------------------------------------------------------------------------------
    @property
    def view(self) -> dict[str, Any]:
        return self.model.view

    @property
    def legal(self) -> list[Command]:
        return self.model.legal

    @property
    def log(self) -> list[str]:
        return self.model.log.lines

    @property
    def combat_log(self) -> list[str]:
        return self.model.combat_log.lines

    # -- lifecycle ---------------------------------------------------------------------------------
    def table_options(self) -> dict[str, Any]:
        """What builds this table again as it is (each edition's `rebuild_options`)."""
        return {
            "perspective": self.looker,
            "faces": self.faces,
            "step_delay": self.step_delay,
            "auto_continue": self.auto_continue,
        }

    # -- the frame ---------------------------------------------------------------------------------
    def settling(self) -> bool:
        """The table has not yet shown the game as it stands (its view, cards or panels)."""
        return self.session.state_id != self._state_id or self._cards_due or self._hud_due

    def presenting(self) -> bool:
        return self.settling()

    def speed(self) -> float:
        return max(0.05, float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0))

    def bot_beat(self) -> float:
        """How long the last move stays on show before a bot moves (a reveal, longer)."""
        return max(self.step_delay, min(self.presenter.beat, self.step_delay * 3))

    def wake_in(self) -> float | None:
        due = [super().wake_in()]
        bots_due = any(s not in self.persons for s in self.session.to_act())
        waiting = self.paused or self.runner.bot_thinking or not self.looker_ok()
        # no bot moves while a past moment is held: a fight's end held for its reader asked
        # for a frame at once, 60 a second for as long as it was read
        holding = self.holding > 0
        if bots_due and not (self.finished or waiting or holding):
            due.append(max(0.0, self.bot_beat() / self.speed() - self._since))
        if holding and not self.paused and not self.held_for_reader:
            due.append(self.holding / self.speed())
        if self.finished and self.holding <= 0 and self._over_age < OVER_BEAT:
            due.append(max(0.0, OVER_BEAT - self._over_age))
        due.append(self._peek_rest.wait())
        if self._pass_settle > 0:
            due.append(self._pass_settle)
        if self._pass_until_off:
            due.append(self._pass_quiet)
        if self.faces.warming() and not self.runner.pending and not holding:
            # Draw the queued faces in a few seconds, then sleep: the table's memory then
            # stays flat while nobody plays (a trickle took minutes, growing all along).
            due.append(WARM_EVERY)
        return soonest(due)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._pass_settle > 0:
            self._pass_settle -= dt
            if self._pass_settle <= 0:
                self.update_buttons()
        if self._pass_until_off:
            self._pass_quiet -= dt
            if self._pass_quiet <= 0:
                self._pass_until_off = False  # no click for a while: a reader, not a run on
                self.update_buttons()
        self.presenter.take(self.runner.pending)
        self.presenter.drain()
        self.assist.update(dt)
        self._show_hint()
        self._follow_focus()
        self._peek_rested(dt)
        self._clear_of_peek()
        if self.session.state_id != self._state_id and not self.drag.active:
            self.read_state()
        elif self._cards_due:
            self.rebuild_cards()
        elif self.stage.min_text != legible(self.window_scale()):
            # the window was resized: text sizes and the room they take change
            self._cards_due = True
            self._hud_due, self._hud_next = True, 0
        elif self._tags_changed():
            # a seat's tag changed (a link, a bot thinking): the plates and the combat view
            self._cards_due = True
            self._hud_due, self._hud_next = True, 0
        elif self._hud_due:
            parts = self._parts()
            parts[self._hud_next]()
            self._hud_next += 1
            if self._hud_next >= len(parts):
                self._hud_due, self._hud_next = False, 0
        elif self.holding > 0:
            if not self.paused and not self.held_for_reader:
                self.holding -= dt * self.speed()
            if self.holding <= 0:
                self.held_over()
        else:
            self._since += dt
            beat = self._since * self.speed() >= self.bot_beat()
            ready = beat and self.looker_ok() and not self.paused and not self.drag.active
            if ready:
                self.presenter.beat = 0.0
            self.runner.poll(bots_may_act=ready and not self.finished)
            if not self.runner.pending:
                self.faces.tick(3.0)
        if self.finished and self.holding <= 0:
            # the game's last moment first (a fight's end held: its result under the dialog
            # could not be read, issue 30), then the result
            self._over_age += dt
            if self._over_age >= OVER_BEAT and self.dialog is None and not self.auto_continue:
                self.show_result()

    def show_result(self) -> None:
        """The finished game's result, now (a key pressed while its last move is on show)."""
        if self.auto_continue:
            return
        if self.dialog is None or not self.dialog.is_open:
            self.show_dialog(self.result_dialog(_(self.score_name)))
        self._over_age = -1e9

    def held_over(self) -> None:
        """The past moment has been shown for its beat: the present."""
        self.holding = 0.0
        self.held_for_reader = False
        self._state_id = -1

    def hold_fight_end(self, held: dict[str, Any], beat: float) -> None:
        """Show `held`, a fight's end, for `beat` seconds; until a key or click when the person
        looking was in the fight."""
        self.holding = max(self.step_delay, beat)
        looker = self.looker
        self.held_for_reader = (
            looker is not None
            and looker in self.persons
            and not self.auto_continue
            and took_part(held.get("combat") or {}, looker)
        )

    def _a_held_key(self, event: pygame.event.Event) -> bool:
        """Whether `event` repeats the key that closed a held fight's end, still held down: a
        Space held past the repeat delay would pass the turn the view closed onto."""
        key = self._closing_key
        repeat = key is not None and event.type == pygame.KEYDOWN and event.key == key
        if repeat and key is not None and pygame.key.get_pressed()[key]:
            return True
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self._closing_key = None  # released, or another key: what follows is the table's
        return False

    def fight_end_line(self) -> str:
        """The bar's words while a fight's end is held."""
        if self.held_for_reader:
            if self.by_keys:
                return _("The fight is over: read how it ended, then press Space to play on.")
            return _("The fight is over: read how it ended, then click or press Space to play on.")
        # what was asked before it is answered
        return _("The fight is over: its result stays on show a moment, then play goes on.")

    def looker_ok(self) -> bool:
        """Bots wait while a pass screen is up in hot-seat play."""
        return not (self.hotseat and self.looker is None and self.runner.persons_to_act())

    def draw(self, surface: pygame.Surface) -> None:
        # The card's zoom after the Hint's box and the buttons: drawn with the scene, a
        # Combat card's zoom rose under them and lost its text (it goes with the pointer)
        self._drawn_id = self._state_id if self.holding <= 0 else -2
        zoom = self.stage.preview_layer
        zoom.visible = False
        self.scene.draw(surface)
        zoom.visible = True
        listed = self.dialog if self.dialog is not None and self.dialog.is_open else None
        hint_on_top = listed is not None and self.assist.hint is not None and self._hint_over_list
        if listed is None:
            self._draw_hint(surface)
        self.widgets.draw(surface, self.app.theme)
        self._draw_pass_words(surface)
        zoom.render(surface, self.scene.cache)
        if self.tips is not None and listed is None:  # over the buttons, not by a question
            self.tips.draw(surface)
        self.draw_storage(surface)
        if listed is not None:
            listed.draw(surface, self.app.theme)
        if hint_on_top:
            self._draw_hint(surface)

    def overlay_boxes(self) -> list[pygame.Rect]:
        boxes = super().overlay_boxes()
        preview = self.stage.preview
        if preview.visible and preview.surface is not None:
            boxes.append(preview.surface.get_rect(center=(round(preview.x), round(preview.y))))
        if self.tips is not None and self.tips.visible:
            boxes.append(self.tips.rect)
        return boxes

    def _draw_hint(self, surface: pygame.Surface) -> None:
        spot = self.hint_spot()
        width, lines = self.hint_box()
        self.assist.draw_hint(
            surface,
            self.app.theme,
            spot.width or width,
            lines=lines,
            avoid=self.hint_avoid(),
            bottomright=spot.bottomright,
        )

    def hint_avoid(self) -> list[pygame.Rect]:
        """What the hint's box rises over where it meets it: the buttons of the moment."""
        return [b.rect for b, _cmd in self._ctx_buttons if b.visible]

    def hint_spot(self) -> HintSpot:
        """Where the hint's box stands and how wide: over a list it was asked over, above or
        under it (`hint_spot.over_list`); else of `hint_places` the one that covers least of
        the table (`hint_spot.least_covering`), worked out again only when the table or the
        hint changed, not on every frame drawn."""
        places = self.hint_places()
        listed = self.dialog if isinstance(self.dialog, ChoiceDialog) else None
        over = listed is not None and listed.is_open and self._hint_over_list
        width, lines = self.hint_box()
        size = self.assist.hint_size(self.app.theme, width, lines)
        if over and listed is not None and size is not None:
            return over_list(
                listed.rect,
                size,
                partial(self.assist.hint_size, self.app.theme, listed.rect.w, lines),
                self.hint_ground(),
                self.app.logical_size[1],
                partial(_stand_below, listed),
            )
        if size is None or len(places) < 2:
            return HintSpot(places[0])
        drops = tuple(id(z) for z in self.drag.legal) if self.drag.dragging is not None else ()
        peek = self.stage.peek  # an area opened or closed: the ground changed (an edition's)
        opened = peek.seat if peek.is_open else None
        key = (self.assist.hint, size, self._state_id, tuple(places), over, drops, opened)
        settled = not (self._cards_due or self._hud_due or self.scene.busy)
        if settled and self._hint_placed[0] == key:
            return HintSpot(self._hint_placed[1])
        ground = self.hint_ground()
        clickable = ground.clickable + ([listed.rect] if over and listed is not None else [])
        found = least_covering(places, size, ground, self.app.logical_size, clickable)
        if settled:
            self._hint_placed = (key, found)
        return HintSpot(found)

    def hint_box(self) -> tuple[int, int]:
        """The hint's box now: its width and its lines at most (an edition may fit it to a
        column it stands in)."""
        return self.hint_width, self.hint_lines

    def hint_places(self) -> list[tuple[int, int]]:
        """Where the hint's box may stand (bottom-right corners), the best first."""
        return [self.hint_bottomright]

    def hint_ground(self) -> HintGround:
        """What the hint's box keeps to on this table now (an edition adds its tags, headings
        and texts to keep clear to the kit's): the cards on the table are read (not the hands,
        which it never covers), the cards in hand and the buttons are clicked."""
        cards = [s.rect for s in self.spots if s.kind not in self.hint_clear_kinds]
        return HintGround(readable=cards, clickable=self.clickable_rects() + self._hint_aims())

    def _hint_aims(self) -> list[pygame.Rect]:
        """What the hint sends the person to: the hinted move's card (its ring too) and,
        while a card is dragged, where it may drop (the box lay over the glowing card it
        named, and over the Staging Area a dragged Ally was going to, issue 30)."""
        hinted = self.assist.hinted
        key = self.move_card(hinted) if hinted is not None else None
        node = self.stage.card_node(key) if key is not None else None
        aims = [node_box(node).inflate(12, 12)] if node is not None and node.is_shown() else []
        if self.drag.dragging is not None:
            aims += [node_box(zone) for zone in self.drag.legal]
        return aims

    def list_room(self) -> pygame.Rect | None:
        """Where a list of moves stands and widens (None: the whole screen)."""
        return None

    #: the cards the hint's box never covers where it can stand elsewhere: the player's hands
    hint_clear_kinds: ClassVar[tuple[str, ...]] = ("hand", "combat-hand")

    def clickable_rects(self) -> list[pygame.Rect]:
        """What the person clicks that a box put up (the hint, a zoom) must not cover: the
        cards in hand (the Combat hand's last card was under the hint) and the buttons, but the
        Hint's own and the moment's (the hint's box rises over those as it is drawn,
        `draw_hint`)."""
        cards = [s.rect for s in self.spots if s.kind in self.hint_clear_kinds]
        skip = {id(self.assist.button), *(id(b) for b, _cmd in self._ctx_buttons)}
        shown = [w for w in self.widgets.widgets if w.visible and id(w) not in skip]
        return cards + [w.rect.copy() for w in shown]

    def _hint_asked(self) -> None:
        """A hint asked while a list is open goes over it, clear of its rows (`hint_spot`)."""
        self._hint_over_list = self.dialog is not None and self.dialog.is_open

    def show_dialog(self, dialog: M) -> M:
        # A list of moves opened while a hint stands (the hint goes when the moves change, so
        # it is this decision's) keeps it in sight, clear of its rows: under the list, A after
        # ? lost the advice just asked for. Any other dialog (Help) covers it.
        self._hint_over_list = isinstance(dialog, ChoiceDialog)
        if self.tips is not None:  # a tooltip beside a question said something else at once
            self.tips.hide()
        self.stage.peek.close()
        self._peek_rest.aim(None)
        room = self.list_room()
        if isinstance(dialog, ChoiceDialog) and room is not None:
            dialog.keep_within(room)
        if isinstance(dialog, ChoiceDialog) and self.assist.button.visible:
            # a long list covered Hint: the mouse could not ask about the question it asks
            dialog.keep_clear_of(self.assist.button.rect)
        return super().show_dialog(dialog)

    def apply_settings(self, settings: Any) -> None:
        super().apply_settings(settings)
        self._hud_due, self._hud_next = True, 0

    # -- first-game tips ---------------------------------------------------------------------------
    def tip_buttons(self, height: int) -> list[Button]:
        """The tip box's buttons, hidden until a tip shows: "OK" remembers the tip as read, "No
        more tips" turns tips off. Their labels name their keys (H, N), the one way to them
        from the keyboard: Tab walks the glossary's words, not the buttons."""
        self.tip_ok = button(
            "tip-ok", _("OK (H)"), pygame.Rect(0, 0, 88, height), self.dismiss_tip, 20
        )
        self.tip_off = button(
            "tip-off", _("No more tips (N)"), pygame.Rect(0, 0, 176, height), self.tips_off, 20
        )
        self.tip_ok.visible = self.tip_off.visible = False
        return [self.tip_ok, self.tip_off]

    def want_tip(self) -> None:
        """The tip for what is on the table now (`TipBook.next_tip`)."""
        book = self.tip_book
        if book is None:
            return
        self.tip = book.next_tip(
            self.app.settings, self.tip, self.view, self.looker, self.legal, bool(self.persons)
        )

    def tip_words(self, key: str) -> tuple[str, str]:
        """A tip's title and words, as the person plays now: by keys, the keys."""
        assert self.tip_book is not None
        return self.tip_book.words(key, self.by_keys)

    def _tip_key(self, key: int) -> bool:
        """H puts the tip on show away (OK), N turns tips off (No more tips)."""
        if self.tip is None or key not in (pygame.K_h, pygame.K_n):
            return False
        if key == pygame.K_h:
            self.dismiss_tip()
        else:
            self.tips_off()
        return True

    def dismiss_tip(self) -> None:
        if self.tip is not None and self.tip_book is not None:
            read_tips.mark_read(self.app.settings, self.tip_book.game, self.tip)
        self.tip = None
        self._hud_due = True

    def tips_off(self) -> None:
        self.dismiss_tip()
        read_tips.turn_off(self.app)

    # -- from the session to the table -------------------------------------------------------------
    def refresh(self, animate: bool = True) -> None:
        """Everything from the looking seat's view at once (the frame loop spreads it)."""
        self.read_state()
        self.rebuild_cards(animate)
        self.refresh_hud()

    def refresh_hud(self) -> None:
        """Every panel, the buttons and the questions at once."""
        for part in self._parts():
            part()
        self._hud_due, self._hud_next = False, 0

    def read_state(self) -> None:
        """The looking seat's view and legal commands now; the cards and panels are then due."""
        self._want_looker()
        self._state_id = self.session.state_id
        self._since = 0.0
        self.model.view, self.model.legal = self.moment()
        if self.session.is_over() and not self.finished:
            self.finished = True
            self._over_age = 0.0
            self.log_scroll.end = None  # the fight that decided the game, in sight
        self._close_stale_list()
        self.tags = seat_tags(self.runner, self.session, frozenset() if self.holding > 0 else None)
        self.update_buttons()  # what the person may do now, at once (the panels follow)
        self._cards_due = True
        self._hud_due, self._hud_next = True, 0

    def rebuild_cards(self, animate: bool = True) -> None:
        self._cards_due = False
        self.stage.tags = self.tags
        self.stage.min_text = legible(self.window_scale())
        self.faces.least = self.stage.min_text
        self.rebuild_stage(animate)
        self._refocus()
        self._peek_again()
        # the areas' faces at the size they open at, drawn ahead in the frames that follow:
        # drawn when an area opened, the first opening waited 0.1-0.2 s
        self.faces.want_faces(self.stage.peek_faces())
        if not animate:
            self.scene.tweener.update(1e6)

    def _tags_changed(self) -> bool:
        tags = seat_tags(self.runner, self.session, frozenset() if self.holding > 0 else None)
        if tags == self.tags:
            return False
        self.tags = tags
        return True

    def _parts(self) -> tuple[Callable[[], None], ...]:
        return (*self.hud_parts(), self._controls)

    def _controls(self) -> None:
        self.controls()
        self.update_buttons()
        self.focus_draw()
        self._ask_person()

    def controls(self) -> None:
        """The edition's part of the last refresh (a prompt line)."""

    def _want_looker(self) -> None:
        if not self.hotseat:
            return
        acting = self.runner.persons_to_act()
        if acting and acting[0] != self.looker:
            target = acting[0]
            self.looker = None
            self.bottom = target
            self._pass_to(target)

    def _pass_to(self, seat: int) -> None:
        from desktop.screens.pass_screen import PassScreen

        def ready() -> None:
            self.looker = seat
            self.bottom = seat
            self._state_id = -1

        self.app.push(
            PassScreen(
                self.app,
                name=self.names[seat],
                on_ready=ready,
                detail=_("Your pack is up."),
                on_menu=self.open_menu,
            )
        )

    # -- the Hint (TableAssist) ---------------------------------------------------------------------
    def _hint_seat(self) -> int | None:
        """The person looking at the table, while it is their move."""
        me = self.looker
        return me if me is not None and me in self.runner.persons_to_act() else None

    def _show_hint(self) -> None:
        """A new hint's card gets the focus ring (hand or table); a hint goes when the game
        moves to another turn, phase or step, though the choices look the same (a Pass hinted
        in the Redraw Phase stood through the Regeneration Phase's own Pass)."""
        v = self.view
        moment = (v.get("turn"), v.get("phase"), v.get("step"))
        if self.assist.hint is None or self.assist.hint is not self._hint_for[0]:
            self._hint_for = (self.assist.hint, moment)
        elif moment != self._hint_for[1]:
            self.assist.dismiss()
        hinted = self.assist.hinted
        if hinted is not self._hinted and self.focus_key == self._hint_focus:
            # the last hint's card keeps no highlight after it (played, it glowed in play
            # under a hint that named no card)
            self.focus_key = self._hint_focus = None
            self.stage.focus_ring.visible = False
        if hinted is not None and hinted is not self._hinted:
            card = self.move_card(hinted)
            control = self.hinted_control(hinted)
            if control is not None:
                # the button the Hint names glows, not the card it is about: "click Pass"
                # left the ring on the Hint button, and a vote or an ability lit its Garou,
                # not "Against" or "Use Cinder Howl" (pl40a #4)
                self.focus_key = self._hint_focus = None
                self.stage.focus_ring.visible = False
                self.widgets.focus(control)
            elif isinstance(card, str) and self.stage.card_node(card) is not None:
                self.focus_key = self._hint_focus = card
                self.widgets.focus(None)  # Enter now plays the hinted card: its ring alone
                self.focus_draw()
                self._peek_focus(self.stage.card_node(card))  # the focus moved on: so does the area
        if hinted is not self._hinted:
            self._hud_due, self._hud_next = True, 0  # the bar names the hinted move
            self._select_hinted()
        self._hinted = hinted

    def hinted_control(self, move: Command) -> Button | None:
        """The button on show that makes `move` (the moment's, or Pass), which the Hint lights
        instead of a card; None: none makes it."""
        for b, cmd in self._ctx_buttons:
            if cmd == move and b.visible:
                return b
        passes = [c for c in self.legal if c["type"] in self.pass_types]
        if passes and passes[0] == move and self.pass_button.visible:
            return self.pass_button
        return None

    def move_card(self, move: Command) -> str | None:
        """The card `move` is made on, which the Hint rings (None: none, as for a pass)."""
        card = move.get("card") or move.get("char") or move.get("creature") or move.get("target")
        return card if isinstance(card, str) else None

    def list_holds(self, move: Command) -> bool | None:
        """Whether the open list of moves offers `move` (in a group too); None: none open."""
        dialog = self.dialog
        if not isinstance(dialog, ChoiceDialog) or not dialog.is_open:
            return None
        return any(
            value == move or (isinstance(value, _Group) and any(c == move for _l, c in value.items))
            for _label, value in dialog.rows
        )

    def _select_hinted(self) -> None:
        """The hinted move is the selected row of an open list, so Enter takes it (a group
        holding it, in a long list)."""
        hinted, dialog = self.assist.hinted, self.dialog
        if hinted is None or not isinstance(dialog, ChoiceDialog) or not dialog.is_open:
            return
        for i, (_label, value) in enumerate(dialog.rows):
            inside = isinstance(value, _Group) and any(c == hinted for _l, c in value.items)
            if value == hinted or inside:
                dialog.select(i)
                return

    # -- buttons -----------------------------------------------------------------------------------
    def update_buttons(self) -> None:
        if self._pass_for_bystander():
            return  # the game moved on: the next frame reads it
        passes = [c for c in self.legal if c["type"] in self.pass_types]
        self.pass_button.enabled, self.actions_button.enabled = bool(passes), bool(self.legal)
        if passes:
            label = self.pass_label(passes[0])
            if label != self._pass_label and self.costs(passes[0]):
                self._pass_settle = PASS_SETTLE
            self.pass_button.text = self._pass_label = label
            self._hold_for_new_moment()
        if self.pass_holding:
            self.pass_button.enabled = False
        else:
            self._pass_words = ""
        if self.hide_idle_buttons:
            self.pass_button.visible, self.actions_button.visible = bool(passes), bool(self.legal)
        # the keyboard's focus stays on the button of the same move, made again (a vote
        # button focused by Tab lost its ring at the panel's next repaint)
        held = next((cmd for b, cmd in self._ctx_buttons if b is self.widgets.focused), None)
        for b, _cmd in self._ctx_buttons:
            if b in self.widgets.widgets:
                self.widgets.widgets.remove(b)
        self._ctx_buttons = []
        for i, (label, cmd, rect) in enumerate(self.context_buttons()):
            b = button(
                f"ctx{i}", label, rect, partial(self.submit, cmd), 20 if rect.h >= 40 else 16
            )
            self._ctx_buttons.append((b, cmd))
            self.widgets.add(b)
            if held is not None and cmd == held:
                self.widgets.focus(b)
                held = None

    def _hold_for_new_moment(self) -> None:
        """A turn or phase the person has not passed in yet holds the Pass button for
        PASS_HOLD seconds, naming it beside the button: a click meant to end a combat ran on
        into the next turn's Main phase and passed it (issue 30)."""
        moment = self.pass_moment()
        if moment is None:
            return
        key, words = moment
        if key == self._pass_seen:
            return
        first, self._pass_seen = self._pass_seen is None, key
        if not first:  # the table's first moment was not run into by a click
            self._pass_settle = max(self._pass_settle, PASS_HOLD)
            self._pass_words = words
            self._pass_until_off = not self.by_keys and self._on_pass(self._pointer)
            self._pass_quiet = PASS_QUIET if self._pass_until_off else 0.0

    def _pass_for_bystander(self) -> bool:
        """At a window of a fight the person is no side of, with a pass their only move
        (`bystander_pass_types`), the table passes for them at once, saying so in the log
        once a fight: the game goes on at the bots' pace, and nothing the person could have
        done is taken from them. Whether it passed."""
        fight = self.view.get("combat")
        me = self.looker
        if not fight or me is None or me not in self.persons or len(self.legal) != 1:
            return False
        if self._state_id != self.session.state_id:
            return False  # the buttons redrawn for a moment gone by: its move is refused now
        move = self.legal[0]
        if move["type"] not in self.bystander_pass_types or took_part(fight, me):
            return False
        if move not in self.session.legal(me):  # a moment held on show, gone by
            return False
        at = len(self.session.entries)
        if at in self._bystander_at:
            return False
        self._bystander_at.add(at)
        key = (self.view.get("turn"), fight.get("hunter"), fight.get("prey"), fight.get("seats"))
        if key != self._bystander_fight:
            self._bystander_fight = key
            names = [self.names[s] for s in fight.get("seats") or () if 0 <= s < len(self.names)]
            self.model.log.add(
                _(
                    "Nothing for you to play in {fighters}'s fight: the table passes for you."
                ).format(fighters=spoken_list(names))
            )
        return self._send_now(move)

    def _on_pass(self, pos: tuple[int, int]) -> bool:
        # where the button stands, shown or not: an idle table hides it between two moves
        return self.pass_button.rect.collidepoint(pos)

    @property
    def pass_holding(self) -> bool:
        """The Pass button answers nothing for now (`PASS_SETTLE`, `PASS_HOLD`, and until the
        pointer leaves it after a new moment)."""
        return self._pass_settle > 0 or self._pass_until_off

    def pass_moment(self) -> tuple[object, str] | None:
        """The turn and phase a pass is made in (what tells them apart, and their words for
        the person); None: the Pass button never holds for a new one."""
        return None

    def _draw_pass_words(self, surface: pygame.Surface) -> None:
        """While the Pass button holds for a new turn or phase, its name near the button, the
        button greyed: over the button, "Turn 1: Moot Phase" stood where the bar said to click
        Done, and a click there did nothing (pl36a #1). Just above it, else beside it, else
        above the buttons stacked over it, where it covers no card in hand nor a button, no
        line to read and least of the table (`hint_spot.least_covering`): left of Pass, the
        relaunch's "Turn 2: Main" lay over the last hand card's art (pl40a #11)."""
        self.pass_words_box = None
        if not self.pass_holding or not self._pass_words or not self.pass_button.visible:
            return
        theme, at = self.app.theme, self.pass_button.rect
        # in two lines at most: as wide as the button where that does, else wider to its left
        # ("Turn 3: Keeper Ashgrove's action" on the 1995 table)
        width = at.w - 12
        lines = wrap(self._pass_words, PASS_WORDS_PX, width, bold=True)
        while len(lines) > 2 and width < 4 * at.w:
            width += at.w // 2
            lines = wrap(self._pass_words, PASS_WORDS_PX, width, bold=True)
        shown = [render_text(line, PASS_WORDS_PX, theme.accent, True) for line in lines]
        box = at.copy()
        box.w = max(at.w, max(s.get_width() for s in shown) + 12)
        box.h = sum(s.get_height() for s in shown) + 12
        buttons = [w.rect for w in self.widgets.widgets if w.visible]
        # above the buttons stacked on Pass in its column (the relaunch's Hint)
        top, column = at.top, [r for r in buttons if r.left < at.right and r.right > at.left]
        while stacked := [r for r in column if top - 20 <= r.bottom <= top and r.top < top]:
            top = min(r.top for r in stacked)
        # and higher in that column, for a line read there (the relaunch's prompt)
        places = [
            (at.right, at.top - 4),
            (at.left - 6, at.centery + box.h // 2),
            *((at.right, top - 4 - k * (box.h + 4)) for k in range(3)),
        ]
        ground = self.hint_ground()
        size, screen = box.size, self.app.logical_size
        box.bottomright = least_covering(places, size, ground, screen, ground.clickable + buttons)
        self.pass_words_box = box
        surface.blit(
            theme.box(box.size, (12, 22, 20), radius=14, border=theme.accent, border_width=3),
            box,
        )
        y = box.centery - sum(s.get_height() for s in shown) // 2
        for line in shown:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()

    @property
    def vote_buttons(self) -> list[tuple[pygame.Rect, Command]]:
        """The buttons of the moment and what each sends."""
        return [(b.rect, cmd) for b, cmd in self._ctx_buttons]

    # -- questions for a person --------------------------------------------------------------------
    def _ask_person(self) -> None:
        me = self.looker
        if me is None or me not in self.persons or not self.legal:
            return
        if self._asked_for == self.session.state_id or self.dialog is not None:
            return
        asked = self.question()
        if asked is None:
            return
        self._asked_for = self.session.state_id
        self.choose(
            asked.title,
            asked.options,
            message=asked.message,
            cancel_label=None,
            group_key=asked.group_key,
        )

    def _close_stale_list(self) -> None:
        """A list of moves made before the game moved on (a bot played, a window closed)
        offers moves that are gone: close it rather than refuse the pick, and say why."""
        d = self.dialog
        if not isinstance(d, ChoiceDialog) or not d.is_open:
            return
        if self._dialog_state == self.session.state_id:
            return
        if all(value in self.legal for _label, value in d.options):
            self._dialog_state = self.session.state_id  # still good as it stands
            return
        self.dialog = None
        self._asked_for = -1  # an engine question is asked again, as it now stands
        self.app.toast(_("The game moved on before you chose: look again."), "info", 4.0)

    def menu(self, title: str, commands: list[Command], message: str = "") -> None:
        self.choose(title, [(self.describe(c), c) for c in commands], message=message)

    def choose(
        self,
        title: str,
        options: list[tuple[str, Command]],
        *,
        message: str = "",
        cancel_label: str | None = "",
        group_key: Callable[[Command], str | None] | None = None,
        grouped_message: str = "",
    ) -> None:
        """A list of choices; with `group_lists`, grouped by card (`group_key`: a command's
        group, by default the card it plays or uses) when it is longer than a screenful: the
        card first, then what to do with it (`grouped_message` then says so). Choices that
        read the same (copies of one card as targets) are then listed once: picking one or
        the other changes nothing a player can see. The closing row reads `cancel_label`
        ("": the edition's `close_label`; None: none)."""
        if cancel_label == "":
            cancel_label = self.close_label
        asked = message  # the question's own words, for a group's list (see `chosen`)
        rows: list[tuple[str, Any]] = list(options)
        if self.group_lists:
            first: dict[str, tuple[str, Command]] = {}
            hinted = self.assist.hinted
            for label, cmd in options:
                # the hinted copy stands for its look-alikes, so the list can select it
                if cmd == hinted:
                    first[label] = (label, cmd)
                else:
                    first.setdefault(label, (label, cmd))
            unique = list(first.values())
            key = group_key or self._card_group
            groups: dict[str, list[tuple[str, Command]]] = {}
            for label, cmd in unique:
                groups.setdefault(key(cmd) or label, []).append((label, cmd))
            rows = unique
            if len(unique) > MAX_ROWS and len(groups) > 1:
                rows = [
                    items[0]
                    if len(items) == 1
                    else (
                        _("{name}  ›  {n} choices").format(name=name, n=len(items)),
                        _Group(name, items),
                    )
                    for name, items in groups.items()
                ]
                if any(isinstance(value, _Group) for _label, value in rows):
                    message = grouped_message or message

        def chosen(value: Any) -> None:
            if not isinstance(value, _Group):
                self.submit(value)
                return
            back = partial(
                self.choose,
                title,
                options,
                message=asked,
                cancel_label=cancel_label,
                group_key=group_key,
                grouped_message=grouped_message,
            )
            # inside a card's list the choices are that card's: "Grouped by card: pick a
            # card, then what to do" no longer applies there (issue 30)
            self.show_dialog(
                ChoiceDialog(
                    value.title,
                    value.items,
                    self.submit,
                    message=asked or _("What to do with {name}:").format(name=value.title),
                    cancel_label=N_("Back"),
                    on_cancel=back,
                    screen_size=self.app.logical_size,
                )
            )
            self._select_hinted()

        self._dialog_state = self.session.state_id
        self.show_dialog(
            ChoiceDialog(
                title,
                rows,
                chosen,
                message=message,
                cancel_label=cancel_label,
                screen_size=self.app.logical_size,
            )
        )
        self._select_hinted()

    def _card_group(self, cmd: Command) -> str | None:
        card = cmd.get("card")
        return self.card_name(card) if isinstance(card, str) and card else None

    # -- commands ----------------------------------------------------------------------------------
    def submit(self, command: Command) -> bool:
        asked = self.ask_before(command)
        # a move that costs the player is asked first; one the rules refuse now is sent for its
        # refusal (a "Wuss out?" asked at a Main Phase, where no alpha acts, said nothing)
        if asked is not None and command in self.legal:
            self._ask_first(command, asked)
            return False
        return self._send_now(command)

    def _send_now(self, command: Command) -> bool:
        if not self.send(self.looker, command):
            return False
        self._refusal = ""
        return True

    def ask_before(self, command: Command) -> tuple[str, str, str] | None:
        """The question a move that costs the player asks before it is sent (title, what
        it costs, the confirming button's words), as a costly pass does; None: sent at once."""
        return None

    def list_order(self, commands: list[Command]) -> list[Command]:
        """The order a list shows moves in (an edition puts the ones that cost last)."""
        return commands

    def refuse(self, reason: str) -> None:
        """A refused move, in the engine's words (a lesson's coach may say it instead)."""
        self.say(reason)

    def say(self, reason: str) -> None:
        self._refusal = reason
        self._said_at = self.session.state_id
        self.app.toast(reason, "warning", 4.0)

    @property
    def standing_reason(self) -> str:
        """The last refusal while the game is still where it was said ("" once it moved on: a
        "not your turn" said during a bot's move must not stand as the bar once it is)."""
        return self._refusal if self._said_at == self.session.state_id else ""

    def do_pass(self) -> None:
        passes = [c for c in self.legal if c["type"] in self.pass_types]
        if not passes or self.pass_holding:
            return
        command = passes[0]
        if not self.costs(command):
            self.submit(command)
            return
        # A pass that costs the player (a wuss) is asked first, Enter or a click to confirm,
        # Space answering nothing: a Space kept up through the others' fights wussed the
        # player's alpha out, past the button's settle (issue 30).
        self._ask_first(command, self.costly_pass_words(command))

    def _ask_first(self, command: Command, asked: tuple[str, str, str]) -> None:
        """`command` sent only once the person confirms (Enter or a click; Esc goes back)."""
        title, message, confirm = asked
        self.show_dialog(
            Dialog(
                title,
                message,
                buttons=((confirm, partial(self._costly_pass, command)), (_("Back"), None)),
                on_cancel=lambda: None,
                screen_size=self.app.logical_size,
                space=False,
                keys=_("Enter: {confirm}  ·  Esc: back").format(confirm=confirm),
            )
        )

    def hint_moment(self) -> object:
        """What the decision on show is about beyond the legal moves, as far as a Hint
        goes with it (an edition says: the Moot voted on); None: the moves say it all."""
        return None

    def costs(self, command: Command) -> bool:
        """A pass that costs the player, asked before it is sent (by default its type is one of
        `costly_pass_types`; an edition whose plain pass costs at some moments says when)."""
        return command["type"] in self.costly_pass_types

    def costly_pass_words(self, command: Command) -> tuple[str, str, str]:
        """The question a costly pass asks (its `costly_pass_types`): title, what it costs,
        the confirming button's words."""
        return _("Pass?"), "", self.pass_label(command)

    def _costly_pass(self, command: Command) -> None:
        if command in self.legal:
            self._send_now(command)
        else:
            self.app.toast(_("The game moved on before you chose: look again."), "info", 4.0)

    def open_all_actions(self) -> None:
        if not self.legal:
            self.say(_("Nothing to do right now: it is not your turn."))
            return
        # said only over a list that is grouped (a long list of votes names no card)
        self.choose(
            _("Every action"),
            [(self.describe(c), c) for c in self.list_order(self.legal)],
            grouped_message=_("Grouped by card: pick a card, then what to do."),
        )
        dialog = self.dialog
        if self.assist.hinted is None and isinstance(dialog, ChoiceDialog):
            # no Hint asked: nothing is lit, so A then Enter makes no move the person never
            # chose (it voted for a rival's Moot against their own Garou, issue 30)
            dialog.selected = -1

    def open_help(self) -> None:
        self.show_dialog(
            Dialog(
                _("How to play"), _(self.help_text), screen_size=self.app.logical_size, width=1100
            )
        )

    def why_not(self, command: Command) -> str | None:
        """Why the looker may not make `command` (None for a spectator: nothing to say)."""
        return None if self.looker is None else self.runner.why_not(self.looker, command)

    # -- the pointer -------------------------------------------------------------------------------
    def activate(self, node: Node) -> None:
        """A click (or Enter) on a card: its commands in a list, or why there are none."""
        data = node.data or {}
        cmds = self.commands_for(node)
        if cmds:
            card = data.get("iid") or data.get("card")
            self.menu(self.card_name(card), cmds, message=self.card_list_message(card))
            return
        reason = self.no_commands(node)
        if reason:
            self.refuse(reason)  # a lesson's coach says it too
        elif data.get("kind") not in (None, "back"):
            self.app.toast(
                _("{name}: nothing to do with it now.").format(
                    name=self.card_name(data.get("iid") or data.get("card"))
                )
            )

    def no_commands(self, node: Node) -> str | None:
        """Why a card that offers nothing offers nothing (None: nothing to say)."""
        return None

    def _legal_targets(self, node: Node) -> list[Zone]:
        self._drop_cmds = {}
        zones: list[Zone] = []
        for zone, cmd in self.drops(node):
            if zone is None:
                continue
            self._drop_cmds.setdefault(id(zone), []).append(cmd)
            if zone not in zones:
                zones.append(zone)
        return zones

    def _on_drop(self, node: Node, zone: Zone) -> bool:
        cmds = self._drop_cmds.get(id(zone), [])
        if len(cmds) == 1:
            return self.submit(cmds[0])
        if cmds:
            card = (node.data or {}).get("iid")
            name = self.card_name(card)
            self.menu(
                _("Play {name}").format(name=name), cmds, message=self.card_list_message(card)
            )
        return False

    def _on_reject(self, node: Node, reason: str) -> None:
        if self.quiet_drop():
            return
        play_sound(self.app, "thud")  # sound
        self.refuse(reason)

    def spot_at(self, pos: tuple[float, float]) -> Spot | None:
        """The card under a point (the topmost)."""
        node = self.scene.root.hit_test(pos, lambda n: bool(n.data) and "kind" in n.data)
        return spot_of(node) if node is not None else None

    @property
    def spots(self) -> list[Spot]:
        """The cards on the table as the pointer finds them, in drawing order."""
        return self.stage.spots()

    # -- keys --------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(event.pos)
        held = self._pass_until_off and event.type == pygame.MOUSEBUTTONDOWN
        if held and self._on_pass(event.pos):
            self._pass_quiet = PASS_QUIET  # a click running on: the hold goes on
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            by_keys = event.type == pygame.KEYDOWN
            if by_keys != self.by_keys:
                self.by_keys = by_keys
                self.input_way_changed()
        if self.holding > 0 and self.view.get("fight_over") is not None:
            if event.type == pygame.KEYDOWN or (
                event.type == pygame.MOUSEBUTTONUP and event.button == 1
            ):
                self.held_over()  # read: the table goes on (the key or click does no more)
                self._closing_key = event.key if event.type == pygame.KEYDOWN else None
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if self._closing_key is not None and self._a_held_key(event):
            return True
        if self.dialog is not None and self.dialog.is_open:
            # a press on a card whose release the list takes is over: else the next press is
            # ignored and the pointer drags the old card (found by the newcomer game's test)
            self.drag.cancel()
            # A question's list still takes ? for a hint (its row is then selected), and a
            # click on Hint beside it: the mouse asks as the keyboard does.
            if isinstance(self.dialog, ChoiceDialog) and (
                self.assist.handle_key(event) or self._hint_click(self.dialog, event)
            ):
                return True
            if self.finished and self._log_event(event):
                return True  # the end dialog leaves the log to be read back (issue 30)
            return self.to_dialog(self.dialog, event)
        if self._peek_pointer(event):
            return True
        if self._log_event(event):
            return True
        if self.edition_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            node = self.scene.root.hit_test(event.pos)
            if node is not None and node.data:
                self.activate(node)
            return True
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_LEFT, pygame.K_RIGHT):
            self._drop_key_zoom()
        if event.type == pygame.KEYDOWN and self.assist.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and self.key(event.key):
            return True
        button = self.widgets.focused
        used = super().handle_event(event)
        if event.type == pygame.KEYDOWN and self.widgets.focused not in (None, button):
            self._card_unfocused()
        return used

    def _hint_click(self, dialog: ChoiceDialog[Any], event: pygame.event.Event) -> bool:
        button = self.assist.button
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if not (button.visible and button.enabled) or dialog.rect.collidepoint(event.pos):
            return False
        if not button.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self.assist.ask()
        return True

    def edition_event(self, event: pygame.event.Event) -> bool:
        """An event the edition takes first (the glossary's pointer and Tab)."""
        return False

    # -- the log, read back ------------------------------------------------------------------
    def scroll_log(self, entries: int) -> None:
        """Back (`entries` > 0) or forward through the log (`LogScroll`)."""
        self.log_scroll.scroll(self.model.log, entries, LOG_WHEEL)
        if self.view:
            self.log_moved()

    def _pointer_moved(self, pos: tuple[int, int]) -> None:
        """Where the pointer is, whatever takes the motion (the log's wheel reads it); off
        the Pass button, a new moment's hold on it ends."""
        self._pointer = pos
        if self._pass_until_off and not self._on_pass(pos):
            self._pass_until_off = False  # the pointer left Pass: it passes again
            self.update_buttons()

    def _log_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the log or PgUp/PgDn, scrolling it."""
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self._pointer):
            self.scroll_log(LOG_WHEEL * event.y)
            return True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_log(LOG_PAGE if event.key == pygame.K_PAGEUP else -LOG_PAGE)
            return True
        return False

    def log_moved(self) -> None:
        """The log was scrolled: the edition draws it again."""

    def log_lines(self) -> tuple[list[str], int]:
        """The log's lines up to where it is scrolled, and how many newer ones follow."""
        return self.log_scroll.lines(self.model.log)

    def key(self, key: int) -> bool:
        if key == pygame.K_ESCAPE and self.stage.peek.is_open:
            self.stage.peek.close()  # the opened area first; the next Escape, the menu
        elif key == pygame.K_ESCAPE and not self.drag.active:
            self.open_menu()
        elif self.finished and key in (
            pygame.K_SPACE,
            pygame.K_a,
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
        ):
            # the game is over: what a move key brings is the result, not "not your turn"
            self.show_result()
        elif self.move_key_early(key):
            pass
        elif key == pygame.K_SPACE:
            self.do_pass()
        elif key == pygame.K_a:
            self.open_all_actions()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.move_focus(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            node = self.stage.card_node(self.focus_key) if self.focus_key else None
            if node is None and self.widgets.focused is None:
                self._focus_something()  # Enter on nothing did nothing and said nothing
                return True
            if node is None:
                return False
            self.activate(node)
        elif key in (pygame.K_h, pygame.K_F1):
            self.open_help()
        elif key == pygame.K_r:
            self.open_rules()
        else:
            return False
        return True

    def move_key_early(self, key: int) -> bool:
        """A move key (Space, A, Enter) pressed before the person saw the moves it would act
        on: the buttons were grey (a bot's move or a beat on show), or the frame that shows the
        new decision is not drawn yet. It is dropped, with a word, and not kept for the next
        decision (a Space pressed on grey buttons made the person's alpha pass)."""
        moves = (pygame.K_SPACE, pygame.K_a, pygame.K_RETURN, pygame.K_KP_ENTER)
        if key not in moves or self.looker not in self.persons:
            return False
        if self.holding <= 0 and self._drawn_id == self._state_id:
            return False
        self.say(_("Wait: the table is still showing the last move."))
        return True

    # -- the keyboard's focus ----------------------------------------------------------------------
    def focusables(self) -> list[str]:
        keys = [
            k
            for k, n in self.stage.cards.items()
            if n.interactive
            and n.parent is not None
            and n.is_shown()
            and (n.data or {}).get("kind") in self.focus_kinds
        ]

        def pos(k: str) -> tuple[float, float]:
            x, y = self.stage.cards[k].to_world()
            return (round(y / 200), x)

        return sorted(keys, key=pos)

    def move_focus(self, step: int) -> None:
        keys = self.focusables()
        if not keys:
            return
        if self.focus_key in keys:
            i = (keys.index(self.focus_key) + step) % len(keys)
        else:
            start = [
                k
                for k in keys
                if (n := self.stage.card_node(k)) is not None
                and (n.data or {}).get("kind") in self.first_focus_kinds
            ] or keys
            # of the hand's, the first that can act: in a combat the first arrow went to the
            # first Combat card where only another could be played (issue 30)
            acting = [k for k in start if (n := self.stage.card_node(k)) and self.commands_for(n)]
            start = (acting if self.first_focus_kinds else []) or start
            i = keys.index(start[0] if step > 0 else start[-1])
        self.focus_key = keys[i]
        self.widgets.focus(None)  # one ring at a time: Enter goes to the card, not a button
        self.focus_draw()
        node = self.stage.card_node(self.focus_key)
        if node is not None:
            self.show_preview(node)
            self._key_zoom = True
        self._peek_focus(node)

    def _focus_something(self) -> None:
        """Enter with no card focused: the focus goes to the first card that can act now
        (else the first card), or the table says how to choose."""
        keys = self.focusables()
        if not keys:
            self.say(_("Nothing to choose here: press A for every action, or Space to pass."))
            return
        acting = [k for k in keys if (n := self.stage.card_node(k)) and self.commands_for(n)]
        self.focus_key = acting[0] if acting else None
        self.move_focus(0 if acting else 1)

    def _refocus(self) -> None:
        """The focused card left (played, placed): the focus stays at its place, on the card
        now there in the same row (the next one), else the row's last; it jumped to the end of
        the hand at the next arrow."""
        if self.focus_key is None or self._focus_pos is None:
            return
        node = self.stage.card_node(self.focus_key)
        was = self._focus_kind
        if node is not None and node.parent is not None and node.is_shown():
            kind = (node.data or {}).get("kind")
            if kind == was or was not in self.hand_kinds:
                return  # still there (a card played from the hand leaves it: not followed)
        x, y = self._focus_pos
        # (where the cards stand now: the row slides to close the gap after this)
        row = [
            (wx, k)
            for k in self.focusables()
            if k != self.focus_key
            and (n := self.stage.card_node(k)) is not None  # (an edition's own: combat cards)
            and (n.data or {}).get("kind") == was
            for wx, wy in [n.to_world()]
            if round(wy / 200) == round(y / 200)
        ]
        if not row:
            return
        after = [r for r in sorted(row) if r[0] >= x - 1]
        self.focus_key = (after[0] if after else max(row))[1]
        self.focus_draw()

    def _card_unfocused(self) -> None:
        """Up/Down took the focus to a button: the card's ring goes, so one ring shows where
        Enter goes (it went to the ringed card while a button was lit too)."""
        self.focus_key = None
        self.focus_draw()
        self._peek_focus(None)

    def _drop_key_zoom(self) -> None:
        """The zoom the arrows put up goes at the next other key (?, A, Enter, Space...): it
        stayed over the player's name plate from the Redraw to the Moot Phase otherwise."""
        if self._key_zoom:
            self._key_zoom = False
            self.hide_preview()

    # -- an opponent's area opened large (ccg_kit.peek) ---------------------------------------------
    def _peek_pointer(self, event: pygame.event.Event) -> bool:
        """An opponent's area opens once the pointer has rested on it a moment (`PeekRest`,
        `_peek_rested`) and stays open while the pointer is on it or on the view (its cards
        zoom there, and a click on one is a click on that card: the view used to close as
        the pointer went into it, so the cards under a pile's "+N more" could not be read,
        issue 30); it closes when the pointer leaves both; not while a card is dragged (the
        view would hide where it goes). One the keyboard opened closes at a press elsewhere.
        True: the view took the event."""
        peek = self.stage.peek
        areas = self.stage.peek_areas()
        if event.type == pygame.MOUSEMOTION and self.drag.active:
            self._peek_rest.aim(None)
        elif event.type == pygame.MOUSEMOTION:
            seat = seat_at(areas, event.pos)
            if seat is not None and seat == peek.seat:
                self._peek_rest.aim(None)
                self._peek_zoom(None)
                if peek.by_key:  # the pointer's now: it closes when the pointer leaves
                    self.stage.open_peek(seat)
                return False
            opened_from = areas.get(peek.seat) if peek.seat is not None else None
            if seat is None and peek.holds(event.pos, opened_from):
                self._peek_rest.aim(None)
                if not peek.box.collidepoint(event.pos):
                    return False  # on its way from the area to the view
                self.drag.leave()  # the table's cards under the view are not pointed at
                self._peek_zoom(peek.card_at(event.pos))
                return True
            self._peek_zoom(None)
            if peek.is_open and not peek.by_key:
                peek.close()
            self._peek_rest.aim(seat)
        elif event.type == pygame.WINDOWLEAVE:
            # out through the top band (the areas): no motion inside follows to close it
            self._peek_rest.aim(None)
            self._peek_zoom(None)
            if peek.is_open and not peek.by_key:
                peek.close()
        elif event.type == pygame.MOUSEBUTTONDOWN and peek.holds(event.pos, None):
            if event.button in (1, 3):
                shown = peek.card_at(event.pos)
                node = self._peek_node(shown) if shown is not None else None
                if node is not None:
                    self.activate(node)
            return True  # not to the table's cards hidden under the view
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and peek.by_key
            and seat_at(areas, event.pos) != peek.seat
        ):
            peek.close()
        return False

    def _peek_node(self, shown: tuple[str, str, int]) -> Node | None:
        """The table's card an opened view's card shows again: the node it names, else (the
        1995 table's) that copy of its card id in the opened area, in the order `focus_rect`
        counts them (None: none)."""
        key, card, copy = shown
        if key:
            return self.stage.card_node(key)
        seat = self.stage.peek.seat
        area = self.stage.peek_areas().get(seat) if seat is not None else None
        if area is None:
            return None
        same = sorted(
            (s for s in self.spots if s.card == card and area.collidepoint(s.rect.center)),
            key=lambda s: s.rect.topleft,
        )
        return same[copy].node if copy < len(same) else None

    def _peek_zoom(self, shown: tuple[str, str, int] | None) -> None:
        """The zoom of the opened view's card under the pointer (`shown`; None: the pointer
        is on none of them, and the zoom it put up goes)."""
        if shown == self._peek_zoomed and (shown is None or self.stage.preview.visible):
            return
        if self._peek_zoomed is not None:
            self.hide_preview()
        self._peek_zoomed = shown
        node = self._peek_node(shown) if shown is not None else None
        if node is not None:
            self.show_preview(node)

    def _peek_rested(self, dt: float) -> None:
        """The area the pointer has rested on long enough opens (if it still can)."""
        seat = self._peek_rest.tick(dt)
        listed = self.dialog is not None and self.dialog.is_open
        if seat is None or listed or self.drag.active:
            return
        if seat in self.stage.peek_areas():
            self.stage.open_peek(seat)

    def _peek_focus(self, node: Node | None) -> None:
        """The keyboard's focus on an opponent's card opens its area; moving on closes it."""
        areas = self.stage.peek_areas()
        seat = seat_at(areas, node.to_world()) if node is not None and node.parent else None
        if seat is not None:
            self.stage.open_peek(seat, by_key=True)
        elif self.stage.peek.by_key:
            self.stage.peek.close()

    def zoom_spots(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where a card's zoom `size` large may stand while an area is open, the best first
        (none: where the edition put it, which never meets the view)."""
        return []

    def zoom_keep_clear(self) -> list[pygame.Rect]:
        """What a zoom or tooltip moved clear of an opened area must not cover either, besides
        cards in hand and buttons (a lesson's coach panel)."""
        return []

    def _clear_of_peek(self) -> None:
        """A card's zoom (pointed at or focused) and a glossary tooltip stand clear of an
        opened area: drawn over it, they hid the very cards the player opened it to read (the
        zoom of one of its cards; "Staging Area" or the stat boxes' legend under the area's
        own words). Checked each frame, as the focus ring follows its card: the zoom shows
        after the area opens (the pointer's rest) or before it (the arrows), and the view
        grows as the area changes."""
        peek = self.stage.peek
        if not peek.is_open:
            return
        preview, tips = self.stage.preview, self.tips
        zoom = None
        if preview.visible and preview.surface is not None:
            zoom = preview.surface.get_rect(center=(round(preview.x), round(preview.y)))
        tip = tips.rect if tips is not None and tips.visible else None
        # the zoom the arrows put up beside an area's card covered that area's own header
        # ("Ada · Gaia · Th…"): it keeps clear of it too
        view = [peek.box, *self._peek_header()]
        if not (zoom is not None and zoom.collidelist(view) >= 0) and not (
            tip is not None and tip.collidelist(view) >= 0
        ):
            return
        # the cards in hand and every button (the Hint's and the moment's too)
        buttons = [self.assist.button, *(b for b, _cmd in self._ctx_buttons)]
        keep = self.clickable_rects() + [b.rect for b in buttons if b.visible]
        keep += self.zoom_keep_clear()
        table = pygame.Rect((0, 0), self.scene.size)
        if zoom is not None:
            spots = self.zoom_spots(zoom.size) + beside(peek.box, zoom.size, table)
            preview.x, preview.y = clear_spot(zoom, view, spots, keep, table).center
        if tips is not None and tip is not None:
            # beside the view, else over or under it (a wide view leaves no room beside it:
            # the wound plate's tooltip stayed over the view's header)
            spots = beside(peek.box, tip.size, table) + over_under(peek.box, tip, table)
            tips.rect = clear_spot(tip, view, spots, keep, table)

    def _peek_header(self) -> list[pygame.Rect]:
        """The opened area's header on the table: its width, above its cards (its player's
        lines)."""
        seat = self.stage.peek.seat
        area = self.stage.peek_areas().get(seat) if seat is not None else None
        if area is None:
            return []
        tops = [s.rect.top for s in self.spots if area.collidepoint(s.rect.center)]
        top = min(tops, default=area.bottom)
        return [pygame.Rect(area.x, area.y, area.w, max(0, top - area.y))]

    def _peek_again(self) -> None:
        """The table moved: the open area shows as it now stands (or closes under a panel)."""
        peek = self.stage.peek
        if peek.seat is None:
            return
        if peek.seat in self.stage.peek_areas():
            self.stage.open_peek(peek.seat, peek.by_key)
        else:
            peek.close()

    def focused(self) -> Spot | None:
        """The card the keyboard is on (None if it left the table)."""
        node = self.stage.card_node(self.focus_key) if self.focus_key else None
        return spot_of(node) if node is not None and node.parent is not None else None

    def _follow_focus(self) -> None:
        """The focus ring moves with its card (a row laid out again slides it along), so it
        never stays behind as an empty frame over other cards and labels."""
        ring = self.stage.focus_ring
        if not ring.visible:
            return
        node = self.stage.card_node(self.focus_key) if self.focus_key else None
        if node is None or node.parent is None or not node.is_shown():
            ring.visible = False
            self.hide_preview()  # the focused card left (played by Enter): its zoom goes too
            return
        size, (x, y), z = self._ring_at(node)
        grown = (size[0] + marks.FOCUS_GROW, size[1] + marks.FOCUS_GROW)
        if ring.surface is None or ring.surface.get_size() != grown:
            ring.surface, ring.z = marks.focus_ring(size), z  # its area opened or closed
        if (ring.x, ring.y) != (x, y):
            ring.x, ring.y = x, y
            self._focus_pos = node.to_world()

    def focus_draw(self) -> None:
        ring = self.stage.focus_ring
        node = self.stage.card_node(self.focus_key) if self.focus_key else None
        if node is None or node.parent is None or not node.is_shown():
            if ring.visible:  # the focused card left (played by Enter): its zoom goes too
                self.hide_preview()
            ring.visible = False
            return
        size, (ring.x, ring.y), ring.z = self._ring_at(node)
        ring.surface = marks.focus_ring(size)
        ring.visible = True
        self._focus_pos, self._focus_kind = node.to_world(), (node.data or {}).get("kind")

    def _ring_at(self, node: Node) -> tuple[tuple[int, int], tuple[float, float], float]:
        """The focus ring's card size, centre and layer for the focused `node`: round the
        card in its area's opened view while that shows it (round the small card under the
        view, it left the one read with no clear mark), else round the card itself."""
        peek = self.stage.peek
        spot = spot_of(node)
        areas = self.stage.peek_areas()
        area = areas.get(peek.seat) if peek.seat is not None else None
        if area is not None and seat_at(areas, node.to_world()) == peek.seat:
            same = [s.rect for s in self.spots if s.card == spot.card]
            copy = sorted(r.topleft for r in same if area.collidepoint(r.center))
            at = copy.index(spot.rect.topleft) if spot.rect.topleft in copy else 0
            rect = peek.focus_rect(self.focus_key or "", spot.card or "", at)
            if rect is not None:
                return rect.size, rect.center, PEEK_Z + 1
        w, h = (int(v) for v in node.size())
        in_combat = self.stage.combat in node.ancestors()
        return (w, h), node.to_world(), RING_OVER_COMBAT if in_combat else RING_UNDER_COMBAT

    # -- menus -------------------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.looker

    def taken_back(self, seat: int) -> None:
        self._state_id = -1  # the next frame reads the game as it now stands


def _stand_below(listed: ChoiceDialog[Any], top: int) -> int:
    """Lower a list to stand at `top` or lower (`ChoiceDialog.stand_below`); where its top
    stands then."""
    listed.stand_below(top)
    return listed.rect.top
