"""The Rage CCG table: the screen people play `rage-lv` on.

One direction of data: pointer / keys -> command -> GameRunner -> session -> entries -> log,
and a rebuild of the stage from the looking seat's view. The screen asks the engine what is
legal (`legal`, `why_not`) and never changes the game itself.

Handling: drag a Sept card from the hand onto a character (attach, or perform an Event),
into your Staging Area (Ally, Totem, Moot, Event) or the Hunting Grounds (Enemy, Victim,
Battlefield); legal places light up, anything else springs back with the engine's reason.
Right-click (or Enter on the focused card) lists a card's actions; A lists every action,
grouped by card; Space passes. Questions the engine asks (prompts) come up as dialogs, with
nothing chosen in advance.

For a newcomer (`teach`): first-game tips in the sidebar, remembered once read; a glossary
tooltip on the table's words (hover, or Tab through them); stats as the card faces show them;
and at the end of each turn a log line saying why the player scored or did not.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from desktop.audio import play_sound  # sound
from desktop.game.seams import TableRunner
from desktop.game.wording import you_form
from desktop.scene.drag import DragController
from desktop.scene.input import SceneInput
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices, soonest
from desktop.screens.ccg_kit.art_style import TYPE_LOOK
from desktop.screens.rage_lv import hud, layout, narrate, teach
from desktop.screens.rage_lv.faces import BIG, HAND, CcgFaces, base_id, card_art
from desktop.screens.rage_lv.stage import Stage, stats_words
from desktop.screens.seat_tags import seat_tags
from desktop.screens.table_assist import TableAssist
from desktop.screens.table_base import TableScreen
from desktop.ui import tips
from desktop.ui.choice import MAX_ROWS, ChoiceDialog
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from engine.core.session import Session
from engine.games.rage_lv import umbra
from engine.games.rage_lv.state import LvState, card_of
from engine.i18n import N_, _, ngettext

log = logging.getLogger(__name__)

# The Hint button above Pass; a hint's reason in a box over the right of my Staging Area,
# over the cards but above their stat strips and the prompt line (it goes away with the next
# move).
HINT_BUTTON = (layout.PASS_BUTTON.x, layout.MINE.bottom + 6, layout.PASS_BUTTON.w, 56)
HINT_W = 560
HINT_BOTTOMRIGHT = (layout.MINE.right - 4, layout.MINE.bottom - 56)

STEP = 0.55  # seconds between two bot moves at animation speed 1
REVEAL_HOLD = 1.4  # a combat reveal stays in view a little longer
PASS_TYPES = ("pass", "combat-pass", "wuss")
#: sound: the effect each kind of event makes
SOUNDS = {"play": "play", "reveal": "flip", "kill": "hit"}
HELP = N_(
    "Drag a card from your hand: onto a character to attach it or to have it perform an "
    "Event, into your Staging Area for Allies, Totems and Moots, into the Hunting Grounds for "
    "Enemies, Victims and Battlefields. Lit places are legal. Right-click a card (or Enter on "
    "it) for its actions. Keys: Left/Right choose a card · Enter its actions · A all actions "
    "· Space pass · Tab the glossary's words · R rules · Esc menu."
)


def _card_id(iid: Any) -> str:
    try:
        return card_of(str(iid)).id
    except (KeyError, IndexError):
        return ""


class CcgScreen(TableScreen):
    name = "table"
    scene: Scene  # always one: the table
    log_shown = True  # the sidebar's game log (a lesson's coach takes its place)
    #: where a LAN game's Chat button goes: over the Pass button, clear of the phase bar
    lan_chat_button = (1460, 874, 120, 54)
    #: it tags each seat's name plate itself (seat_tags.py): no link bubbles from the LAN
    tags_seats = True

    def __init__(
        self,
        app: AppServices,
        runner: TableRunner,
        *,
        perspective: int | None = None,
        faces: CcgFaces | None = None,
        journal: Any = None,
        setup: Any = None,
        step_delay: float | None = None,
        auto_continue: bool | None = None,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        if self.persons:
            self.looker: int | None = None if self.hotseat else self.persons[0]
            self.bottom = self.persons[0]
        else:
            self.looker = perspective if perspective is not None else 0
            self.bottom = self.looker
        self.auto_continue = (not self.persons) if auto_continue is None else auto_continue
        self.step_delay = STEP if step_delay is None else step_delay
        self.scene = Scene(size=app.logical_size, cache=app.caches.surfaces)
        self.faces = faces or CcgFaces(app.caches.cards(card_art()))
        self.stage = Stage(self.scene, self.faces, self.names, self.seats)
        self.drag = DragController(
            root=self.scene.root,
            tweener=self.scene.tweener,
            legal_targets=self._legal_targets,
            on_drop=self._on_drop,
            on_reject=self._on_reject,
            on_click=self._on_click,
            on_hover=self._on_hover,
            on_hover_end=lambda n: self._hide_preview(),
            explain=self._explain,
            zones=self.stage.all_zones,
            hoverable=lambda n: bool(n.data) and n.data.get("kind") != "back",
            adopt_on_drop=False,
        )
        self.input = SceneInput(self.drag)
        self.log: list[str] = []
        self._last_line, self._repeat = "", 0
        self._combat_last, self._combat_repeat = "", 0
        self.combat_log: list[str] = []
        self.revealed: list[str] = []
        self.reveal_text = ""
        self.view: dict[str, Any] = {}
        self.legal: list[dict[str, Any]] = []
        self.finished = False
        self.focus_key: str | None = None
        self.last_reason = ""
        self._drop_cmds: dict[int, list[dict]] = {}
        self._state_id = -1
        self._since = 0.0
        self._hold = 0.0
        self._asked_for: int = -1
        self._over_age = -1.0
        self._ctx_buttons: list[Button] = []
        self._hud_due = False
        self._hud_next = 0  # the next of `_hud_parts` to refresh
        self._cards_due = False  # the cards wait to be rebuilt from `view`
        # The HUD's painted parts, each painted again only when what it shows changed.
        self._painted: dict[str, hud.Painted] = {}
        self.paused = False  # bots wait (the demo holds a moment for a screenshot)
        self._dialog_state = -1  # the game state a list of choices was opened for
        self.pass_button = Button(
            rect=layout.PASS_BUTTON,
            text=_("Pass"),
            on_click=self.do_pass,
            name="pass",
            text_size=24,
        )
        self.actions_button = Button(
            rect=layout.ACTIONS_BUTTON,
            text=_("Actions"),
            name="actions",
            on_click=self.open_all_actions,
            text_size=22,
        )
        self.menu_button = Button(
            rect=layout.MENU_BUTTON,
            text=_("Menu"),
            on_click=self.open_menu,
            name="menu",
            text_size=22,
        )
        self.rules_button = Button(
            rect=layout.RULES_BUTTON,
            text=_("Rules"),
            on_click=self.open_rules,
            name="rules",
            text_size=22,
        )
        # The tip box's buttons: "OK" remembers the tip as read; "No more tips" turns tips off.
        self.tip: str | None = None
        self.tip_ok = Button(
            rect=pygame.Rect(0, 0, 110, layout.TIP_BUTTON_H),
            text=_("OK"),
            on_click=self.dismiss_tip,
            name="tip-ok",
            text_size=20,
        )
        self.tip_off = Button(
            rect=pygame.Rect(0, 0, 150, layout.TIP_BUTTON_H),
            text=_("No more tips"),
            on_click=self.tips_off,
            name="tip-off",
            text_size=20,
        )
        self.tip_ok.visible = self.tip_off.visible = False
        # The Hint button ("?"): the expert's move for the person to act, from their view.
        self.assist = TableAssist(self, seat=self._hint_seat)
        self.assist.button.rect = pygame.Rect(HINT_BUTTON)
        self.assist.button.text_size = 22
        self._hinted: dict[str, Any] | None = None
        for b in (
            self.pass_button,
            self.actions_button,
            self.menu_button,
            self.rules_button,
            self.tip_ok,
            self.tip_off,
            self.assist.button,
        ):
            self.widgets.add(b)
        # The glossary: words on the table and where they are drawn (rebuilt with the HUD);
        # the tooltip follows the pointer or the Tab key.
        self.term_spots: list[tuple[teach.Term, pygame.Rect]] = []
        self._bar_spots: hud.Spots = []
        self._side_spots: hud.Spots = []
        self.side_marks: dict[str, int] = {}  # where the sidebar's parts are (hud.sidebar)
        self.term_focus = -1
        self.term_shown: teach.Term | None = None
        self.tooltip = self.stage.preview_layer.add(Node(name="glossary-tip", z=5, visible=False))
        self.turn_score = teach.TurnScore(seat=self.bottom)
        self.prompt_node = self.stage.overlay.add(
            Node(name="prompt", x=layout.HAND_ZONE.centerx, y=layout.PROMPT_Y, z=3)
        )
        self.focus_ring = self.stage.overlay.add(Node(name="focus-ring", z=10, visible=False))
        self.preview = self.stage.preview_layer.add(Node(name="preview-card", visible=False))
        self.moot_node = self.stage.overlay.add(Node(name="moot-panel", visible=False))
        self.combat_bg = self.stage.combat.add(Node(name="combat-panel", z=0))
        self.combat_cards = self.stage.combat.add(Node(name="combat-cards", z=5))
        self.runner.pending.clear()
        if len(self.session.entries) > 1:  # a continued game: its logs as they were
            self._recall()
        if not self.turn_score.turn:  # the deal's entry (not replayed) started turn 1
            self.turn_score.turn = int(self.session.view(self.looker).get("turn") or 0)
        self.faces.want(self._all_card_ids())
        self.refresh(animate=False)

    def _all_card_ids(self) -> list[str]:
        """Every card this game can show, to draw ahead of time a few per frame."""
        session = self.session
        if not isinstance(session, Session):  # a LAN seat or a replay: what its view names
            shown = session.view_strings(self.looker)
            return list(dict.fromkeys(c for c in map(_card_id, shown) if c))
        state = session.state  # the whole game is here: its decks too
        assert isinstance(state, LvState)
        ids: list[str] = []
        for p in state.players:
            ids.append(p.tribe)
            for iid in [*p.hand, *p.sept_deck, *p.combat_deck, *p.combat_hand]:
                ids.append(base_id(iid))
        for iid in state.chars:
            ids.append(base_id(iid))
        return list(dict.fromkeys(ids))

    # -- lifecycle -------------------------------------------------------------------------------
    def rebuild_options(self) -> dict[str, Any] | None:
        return {
            "perspective": self.looker,
            "faces": self.faces,
            "step_delay": self.step_delay,
            "auto_continue": self.auto_continue,
        }

    # -- the frame -------------------------------------------------------------------------------
    def presenting(self) -> bool:
        return self.session.state_id != self._state_id or self._hud_due

    def wake_in(self) -> float | None:
        due = [super().wake_in()]
        speed = max(0.05, float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0))
        bots_due = any(s not in self.persons for s in self.session.to_act())
        waiting = self.paused or self.runner.bot_thinking or not self.looker_ok()
        if bots_due and not (self.finished or waiting):
            # A bot moves once the last move has been on show for its beat.
            hold = max(self.step_delay, min(self._hold, self.step_delay * 3))
            due.append(max(0.0, hold / speed - self._since))
        if self.finished and self._over_age < 0.8:
            due.append(max(0.0, 0.8 - self._over_age))
        return soonest(due)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._drain()
        self.assist.update(dt)
        self._show_hint()
        if self.session.state_id != self._state_id and not self.drag.active:
            # A game step is shown over several frames, each doing one part (frame time):
            # the seat's view, then the cards, then the panels in three parts (`_hud_parts`),
            # and the next bot move after that.
            self._read_state()
        elif self._cards_due:
            self._rebuild_cards()
        elif self._tags_changed():
            # a seat's tag changed (a link, a bot thinking): the plates and the combat view
            self._cards_due = True
            self._hud_due, self._hud_next = True, 0
        elif self._hud_due:
            parts = self._hud_parts()
            parts[self._hud_next]()
            self._hud_next += 1
            if self._hud_next >= len(parts):
                self._hud_due, self._hud_next = False, 0
        else:
            self._since += dt
            speed = max(0.05, float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0))
            hold = max(self.step_delay, min(self._hold, self.step_delay * 3))
            ready = self._since * speed >= hold and self.looker_ok() and not self.paused
            if ready:
                self._hold = 0.0
            self.runner.poll(bots_may_act=ready and not self.finished)
            if not self.runner.pending:
                self.faces.tick(3.0)
        if self.finished:
            self._over_age += dt
            if self._over_age >= 0.8 and self.dialog is None and not self.auto_continue:
                self._show_result()

    def looker_ok(self) -> bool:
        """Bots wait while a pass screen is up in hot-seat play."""
        return not (self.hotseat and self.looker is None and self.runner.persons_to_act())

    def draw(self, surface: pygame.Surface) -> None:
        if self.scene is not None:
            self.scene.draw(surface)
        self.assist.draw_hint(surface, self.app.theme, HINT_W, bottomright=HINT_BOTTOMRIGHT)
        self.widgets.draw(surface, self.app.theme)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, self.app.theme)

    # -- the Hint (TableAssist) ----------------------------------------------------------------------
    def _hint_seat(self) -> int | None:
        """The person looking at the table, while it is their move."""
        me = self.looker
        return me if me is not None and me in self.runner.persons_to_act() else None

    def _show_hint(self) -> None:
        """A new hint's card gets the focus ring (hand or table)."""
        hinted = self.assist.hinted
        if hinted is not None and hinted is not self._hinted:
            card = hinted.get("card") or hinted.get("char") or hinted.get("target")
            if isinstance(card, str) and self.stage.card_node(card) is not None:
                self.focus_key = card
                self._focus_draw()
        self._hinted = hinted

    # -- from the session to the table ---------------------------------------------------------------
    def _drain(self) -> None:
        pending = self.runner.pending
        changed = False
        while pending:
            changed = self._take(self.session.redact_entry(pending.popleft(), self.looker), True)
        self.log = self.log[-200:]
        if changed:
            self._side_dirty = True

    def _recall(self) -> None:
        """The log and the combat log of a continued game: what its entries so far said
        (quietly: no sounds, no reveal held on screen)."""
        for item in self.session.entries:
            self._take(self.session.redact_entry(item, self.looker), False)
        self.log = self.log[-200:]
        self.revealed, self.reveal_text, self._hold = [], "", 0.0

    def _take(self, item: dict[str, Any], live: bool) -> bool:
        """Log one entry's events; True if the log changed. `live`: it just happened."""
        changed = False
        in_combat = bool(self.combat_log) and not self.combat_log[-1].startswith("The combat ends")
        wounds: dict[str, int] = {}
        reveal: list[str] = []
        for event in item["events"]:
            t = event["type"]
            if live and t in SOUNDS:
                play_sound(self.app, SOUNDS[t])
            if t in ("turn", "game-over"):
                self._close_turn(live, final=t == "game-over")
                if t == "turn":
                    self.turn_score.turn = event["turn"]
            self.turn_score.see(event)
            text = you_form(self.session.ruleset.describe(event, self.looker, self.names))
            if text:
                self._log(text)
                changed = True
            if t == "combat":
                self.combat_log = []
                in_combat = True
                self.revealed, self.reveal_text = [], ""
            if in_combat:
                ctext = text if t in narrate.COMBAT_TYPES else None
                if ctext:
                    self._combat_note(ctext)
            if t == "reveal":
                reveal = [c for c in event["cards"] if c]
            elif t == "wound" and reveal:
                wounds[event["char"]] = wounds.get(event["char"], 0) + event["amount"]
            elif t == "combat-pick":
                self.revealed = []
            elif t == "combat-end":
                in_combat = False
        if reveal:
            self.revealed = reveal
            self.reveal_text = _exchange(reveal, wounds)
            self._hold = REVEAL_HOLD
        return changed

    def _close_turn(self, live: bool, final: bool = False) -> None:
        """The finished turn's line for the bottom seat: why it scored or did not."""
        seat = self.turn_score.seat
        you = seat in self.persons
        line = self.turn_score.close("you" if you else self.names[seat], you, final=final)
        if line is None:
            return
        self._log(line)
        if live and you and not final:
            self.app.toast(line.removeprefix("▶ "), "info", 5.0)

    def _log(self, text: str) -> None:
        """Add a log line; a repeat of the last line becomes a count (x3)."""
        if self.log and self._last_line == text:
            self._repeat += 1
            self.log[-1] = f"{text} (×{self._repeat})"
            return
        self._last_line, self._repeat = text, 1
        self.log.append(text)

    def _combat_note(self, text: str) -> None:
        if self.combat_log and self._combat_last == text:
            self._combat_repeat += 1
            self.combat_log[-1] = f"{text} (×{self._combat_repeat})"
            return
        self._combat_last, self._combat_repeat = text, 1
        self.combat_log.append(text)

    def refresh(self, animate: bool = True) -> None:
        """Rebuild everything from the looking seat's view (after any change)."""
        self.refresh_table(animate)
        self.refresh_hud()

    def refresh_table(self, animate: bool = True) -> None:
        """The seat's view and the cards, at once (the frame loop spreads them: `update`)."""
        self._read_state()
        self._rebuild_cards(animate)

    def _read_state(self) -> None:
        """The looking seat's view and legal commands of the state now; the cards and the
        panels are then due."""
        self._want_looker()
        session = self.session
        self._state_id = session.state_id
        self._since = 0.0
        self.view = session.view(self.looker)
        me = self.looker
        self.legal = (
            session.legal(me) if me is not None and me in self.runner.person_seats() else []
        )
        self._cards_due = True
        self._hud_due, self._hud_next = True, 0

    def _tags_changed(self) -> bool:
        tags = seat_tags(self.runner, self.session)
        if tags == self.stage.tags:
            return False
        self.stage.tags = tags
        return True

    def _rebuild_cards(self, animate: bool = True) -> None:
        self._cards_due = False
        self.stage.tags = seat_tags(self.runner, self.session)
        self.stage.rebuild(
            self.view, self.looker, self.bottom, highlight=self._alpha_targets(), animate=animate
        )
        self.stage.background_for(self.app.logical_size)

    def refresh_hud(self) -> None:
        """Phase bar, sidebar, Moot panel, combat view, prompt line, buttons, questions, at
        once (the frame loop spreads the parts over frames: `update`)."""
        for part in self._hud_parts():
            part()
        self._hud_due, self._hud_next = False, 0

    def _hud_parts(self) -> tuple[Callable[[], None], ...]:
        """The HUD's refresh in parts of about equal cost, one a frame."""
        return (self._hud_bar_and_sidebar, self._hud_panels, self._hud_controls)

    def _hud_panels(self) -> None:
        self._moot_panel()
        self._combat_view()

    def _hud_controls(self) -> None:
        self._prompt_line()
        self._buttons()
        self._focus_draw()
        if self.session.is_over() and not self.finished:
            self.finished = True
            self._over_age = 0.0
        self._ask_person()

    def _hud_bar_and_sidebar(self) -> None:
        view, me, session = self.view, self.looker, self.session
        if (
            isinstance(self.dialog, ChoiceDialog)
            and self.dialog.is_open
            and self._dialog_state != session.state_id
        ):
            self.dialog = None  # the game moved on (an undo, a move made otherwise): stale
        person = me if me in self.runner.person_seats() else None
        bar = self.stage.bar
        bar_key = (
            view["turn"],
            view["phase"],
            tuple(view.get("to_act") or ()),
            bool(view.get("over")),
            view.get("combat") is not None,
            view["renown_level"],
            person,
            tuple(self.names),
        )

        def paint_bar() -> tuple[pygame.Surface, hud.Spots]:
            spots: hud.Spots = []
            return hud.phase_bar(view, self.names, person, spots), spots

        bar.draw = hud.direct(self._paint("bar", bar_key, paint_bar))
        self._bar_spots = list(self._painted["bar"].extra)
        bar.x, bar.y = layout.BAR.center
        self._want_tip()
        self._sidebar()

    def _paint(
        self, part: str, key: Any, paint: Callable[[], tuple[pygame.Surface, Any]]
    ) -> pygame.Surface:
        """The opaque surface of the HUD's `part` for `key`, painted only when `key` changed."""
        return self._painted.setdefault(part, hud.Painted()).get(key, paint)

    def _sidebar(self) -> None:
        """Umbra, Renown, the log and a first-game tip; while a card is previewed, the preview
        takes the place of the log and the tip (over the table it covered name plates and
        labels)."""
        view, me = self.view, self.looker
        person = me if me in self.runner.person_seats() else None
        previewing = self.preview.visible
        # the preview takes the tip's place too: a long tip (Portuguese) reached under it
        shown_tip = self.tip if not previewing else None
        tip = (_(teach.TIPS[shown_tip][0]), _(teach.TIPS[shown_tip][1])) if shown_tip else None
        log = self.log if self.log_shown else []
        # The body (Umbra, Renown, tip) and the log's band are painted apart: a move that
        # only adds a log line repaints the band alone.
        body_key = (
            view["umbra"],
            view["umbra_level"],
            view["renown_level"],
            tuple((p["seat"], p["renown"], p["removed"]) for p in view["players"]),
            person,
            tuple(self.names),
            shown_tip,
            bool(log),
        )

        def paint_body() -> tuple[pygame.Surface, tuple]:
            spots: hud.Spots = []
            marks: dict[str, int] = {}
            surf, band = hud.sidebar_body(
                view, self.names, person, tip, spots, marks, has_log=bool(log)
            )
            return surf, (spots, marks, band)

        body = self._paint("side", body_key, paint_body)
        spots, marks, band = self._painted["side"].extra
        self._side_spots = list(spots)
        self.side_marks.update(marks)
        parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        if band is not None and not previewing:
            lines = tuple(log[-40:])
            part = self._paint(
                "side-log", (lines, tuple(band)), lambda: (hud.sidebar_log(lines, band), None)
            )
            parts.append((part, band.topleft))
        side = self.stage.sidebar
        side.draw = hud.direct(body, *parts)
        side.x, side.y = layout.SIDEBAR.center
        self._place_tip_buttons(tip)
        self._find_terms()

    # -- first-game tips -------------------------------------------------------------------------------
    def _want_tip(self) -> None:
        """The tip for what is on the table now. A player's tip stays until OK (then it is
        read, for good); a table only watched (all bots) shows each tip as its moment comes."""
        settings = self.app.settings
        if not tips.tips_on(settings):
            self.tip = None
            return
        if self.tip is not None and self.persons:
            return
        due = teach.tips_due(self.view, self.looker, self.legal)
        if self.persons and "goal" in due:  # a player reads how to win first
            due = ["goal", *(k for k in due if k != "goal")]
        unread = [k for k in due if not tips.was_read(settings, teach.GAME_ID, k)]
        if unread:
            self.tip = unread[0]
        elif self.persons:
            self.tip = None

    def _place_tip_buttons(self, tip: tuple[str, str] | None) -> None:
        self.tip_ok.visible = self.tip_off.visible = tip is not None
        if tip is None:
            return
        r = hud.tip_rect(*tip)
        self.tip_ok.rect.bottomleft = (r.x + 16, r.bottom - 12)
        self.tip_off.rect.bottomright = (r.right - 16, r.bottom - 12)

    def dismiss_tip(self) -> None:
        if self.tip is not None:
            tips.mark_read(self.app.settings, teach.GAME_ID, self.tip)
        self.tip = None
        self._hud_due = True

    def tips_off(self) -> None:
        self.dismiss_tip()
        tips.turn_off(self.app)

    def apply_settings(self, settings: Any) -> None:
        super().apply_settings(settings)
        self._hud_due = True

    # -- the glossary ---------------------------------------------------------------------------------
    def _find_terms(self) -> None:
        """Every glossary word on screen now and where: the phase bar, the sidebar, the areas'
        labels and the Hunting Grounds' titles (not what the combat view or Moots cover)."""
        gloss = teach.glossary()
        found: list[tuple[teach.Term, pygame.Rect]] = []
        for word, rect in [*self._bar_spots, *self._side_spots]:
            term = teach.term_for(word)
            if term is not None:
                found.append((term, rect))
        for node in self.stage.labels.children:
            key = (node.data or {}).get("term") if isinstance(node.data, dict) else None
            if key in gloss and node.visible and node.surface is not None:
                found.append((gloss[key], node.surface.get_rect(center=(node.x, node.y))))
        if not self.moot_node.visible:
            for side in (layout.UMBRA_SIDE, layout.PHYSICAL_SIDE):
                found.append((gloss["hunting"], pygame.Rect(side.x + 10, side.y + 6, 420, 30)))
        if self.view.get("combat") is not None:
            found = [(t, r) for t, r in found if not r.colliderect(layout.COMBAT)]
        if self.pass_button.visible and self.pass_button.text == "Wuss":
            found.append((gloss["wuss"], self.pass_button.rect.copy()))
        found.sort(key=lambda tr: (tr[1].y // 40, tr[1].x))
        self.term_spots = found
        if self.term_shown is not None and not any(t is self.term_shown for t, _rect in found):
            self._hide_term()

    def term_at(self, pos: tuple[int, int]) -> teach.Term | None:
        for term, rect in self.term_spots:
            if rect.collidepoint(pos):
                return term
        return None

    def _show_term(self, term: teach.Term, near: pygame.Rect) -> None:
        self.term_shown = term
        width = 460
        title = hud.text(term.title, 22, hud.GOLD, True)
        body = hud.paragraph(term.text, 20, width - 28, hud.INK, lines=12)
        box = pygame.Surface((width, title.get_height() + body.get_height() + 30), pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 20, 18, 245), box.get_rect(), 0, 12)
        pygame.draw.rect(box, hud.GOLD, box.get_rect(), 2, 12)
        box.blit(title, (14, 10))
        box.blit(body, ((width - body.get_width()) // 2, 18 + title.get_height()))
        w, h = box.get_size()
        x = min(max(near.centerx, w / 2 + 4), layout.W - w / 2 - 4)
        y = near.bottom + 8 + h / 2
        if y + h / 2 > layout.H - 4:
            y = near.y - 8 - h / 2
        self.tooltip.surface = box
        self.tooltip.x, self.tooltip.y = x, y
        self.tooltip.visible = True

    def _hide_term(self) -> None:
        self.term_shown = None
        self.term_focus = -1
        self.tooltip.visible = False

    def _focus_term(self, step: int) -> None:
        """Tab / Shift+Tab: the next word of the glossary on screen, its tooltip shown."""
        if not self.term_spots:
            return
        n = len(self.term_spots)
        if self.term_focus >= 0:
            focus = (self.term_focus + step) % n
        else:
            focus = 0 if step > 0 else n - 1
        term, rect = self.term_spots[focus]
        self._show_term(term, rect)
        self.term_focus = focus

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

    # -- pieces of the view ----------------------------------------------------------------------
    def _alpha_targets(self) -> list[str]:
        out = []
        for c in self.legal:
            if c["type"] in ("attack", "challenge") and isinstance(c.get("target"), str):
                out.append(c["target"])
        return out

    def _moot_panel(self) -> None:
        node = self.moot_node
        view = self.view
        show = (
            view["phase"] in ("moot-events", "vote")
            and bool(view.get("moots"))
            and not view.get("combat")
        )
        node.visible = show
        # The panel takes the band: what lies in the Hunting Grounds waits, hidden, under it.
        self.stage.show_hunting(not show)
        if not show:
            return
        r = layout.MOOTS
        key = (view["phase"], repr(view.get("moots")), tuple(self.names))
        panel = self._paint("moots", key, lambda: (hud.moot_panel(view, self.names, r.size), None))
        node.draw = hud.direct(panel)
        node.x, node.y = r.center

    def _combat_view(self) -> None:
        c = self.view.get("combat")
        for child in list(self.combat_cards.children):
            child.detach()
        self.stage.combat.visible = c is not None
        if c is None:
            return
        r = layout.COMBAT
        abilities = sum(1 for cmd in self.legal if cmd["type"] == "ability")
        buttons = min(abilities, layout.ABILITY_ROWS)
        chars = {ch["iid"]: ch for ch in self.view["chars"]}
        # The panel's ground, its title row, each combatant's column and the combat log are
        # painted apart: a step repaints only the parts that changed.
        frame = self._paint("combat", None, lambda: (hud.combat_frame(), None))
        parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        combat = hud.combat_parts(self.view, self.names, self.looker, self.stage.tags)
        for part, key, paint, at in combat:
            parts.append((self._paint(part, key, partial(_picture_only, paint)), at))
        lines = tuple(self.combat_log[-36:])
        log = self._paint(
            "combat-log", (lines, buttons), lambda: (hud.combat_log(lines, buttons), None)
        )
        parts.append((log, hud.combat_log_band().topleft))
        self.combat_bg.draw = hud.direct(frame, *parts)
        self.combat_bg.x, self.combat_bg.y = r.center
        for side, iid in enumerate((c["hunter"], c["prey"])):
            ch = chars.get(iid)
            if ch is None:
                continue
            x = r.x + layout.COMBATANT_X[side]
            face = self.faces.face(base_id(iid), BIG, ch["crinos"])
            self.combat_cards.add(
                Node(
                    name=f"combatant:{side}",
                    surface=face,
                    x=x,
                    y=r.y + layout.CARD_Y,
                    interactive=True,
                    data={"kind": "combatant", "iid": iid},
                )
            )
        # This round's plays: face down until both are revealed together.
        spots = {0: r.x + layout.PLAY_X[0], 1: r.x + layout.PLAY_X[1]}
        shown = list(self.revealed)
        for k, (side, iid) in enumerate(c["chain"][-2:]):
            x = spots.get(side, r.x + layout.VS_X) + (k // 2) * 20
            if iid is None:
                surf = self.faces.back("combat", HAND)
            else:
                surf = self.faces.face(base_id(iid), HAND)
            self.combat_cards.add(
                Node(
                    name=f"chain:{k}",
                    surface=surf,
                    x=x,
                    y=r.y + layout.CARD_Y,
                    interactive=iid is not None,
                    data={"kind": "chain", "iid": iid} if iid else {"kind": "back"},
                )
            )
        if not c["chain"] and shown:
            for k, iid in enumerate(shown[:2]):
                self.combat_cards.add(
                    Node(
                        name=f"revealed:{k}",
                        surface=self.faces.face(base_id(iid), HAND),
                        x=r.x + layout.PLAY_X[k],
                        y=r.y + layout.CARD_Y,
                        interactive=True,
                        data={"kind": "chain", "iid": iid},
                    )
                )
        if self.reveal_text:
            img = hud.paragraph(self.reveal_text, 22, layout.CAPTION_W, hud.GOLD, True)
            y = r.y + layout.CAPTION_TOP + img.get_height() / 2
            self.combat_cards.add(Node(name="exchange", surface=img, x=r.x + layout.VS_X, y=y))
        # My Combat cards (another player's stay face down). Every player draws five; a player
        # outside the combat may play Out events from them.
        me = self.looker
        hand = (self.view["players"][me]["combat_hand"] or []) if me is not None else []
        if hand:
            x0 = r.x + layout.VS_X - (len(hand) - 1) * 71
            for i, iid in enumerate(hand):
                self.combat_cards.add(
                    Node(
                        name=iid,
                        surface=self.faces.face(base_id(iid), HAND),
                        x=x0 + i * 142,
                        y=r.y + layout.HAND_Y,
                        interactive=True,
                        data={"kind": "combat-hand", "iid": iid},
                    )
                )
            words = (
                _("Your Combat hand: click a card to play it")
                if me in c["seats"]
                else _("Your Combat hand: Out events are yours to play between rounds")
            )
            cap = hud.text(words, 20, hud.DIM)
            y = r.y + layout.HAND_CAPTION_Y
            self.combat_cards.add(Node(name="combat-cap", surface=cap, x=r.x + layout.VS_X, y=y))
        for side in (0, 1):
            seat = c["seats"][side]
            if seat == me:
                continue
            n = self.view["players"][seat]["combat_hand_count"]
            x = r.x + (90 if side == 0 else 1050)
            for i in range(n):  # face down, in a column beside the combatant
                self.combat_cards.add(
                    Node(
                        name=f"cback:{seat}:{i}",
                        surface=self.faces.back("combat", (48, 67)),
                        x=x,
                        y=r.y + 200 + i * 30,
                        z=i,
                    )
                )

    def _prompt_line(self) -> None:
        me = self.looker
        view = self.view
        if view.get("over"):
            winners = view.get("winners") or []
            msg = ngettext(
                "Game over — {names} wins", "Game over — {names} win", len(winners)
            ).format(names=", ".join(self.names[w] for w in winners))
        elif me is None or me not in view.get("to_act", []) or me not in self.runner.person_seats():
            acting = view.get("to_act") or []
            msg = (_("Waiting for ") + ", ".join(self.names[s] for s in acting)) if acting else ""
        elif view.get("prompt"):
            msg = _(narrate.PROMPT_TITLES.get(view["prompt"]["kind"], N_("Answer the question")))
        elif view.get("combat"):
            msg = _("Combat: click a Combat card to play it, or Pass")
        elif view["phase"] == "main":
            msg = _(
                "Your play: drag a card onto a character, your Staging Area or the Hunting Grounds · Space to pass"
            )
        elif view["phase"] == "vote":
            msg = _("Cast your vote on the Moot panel, or Pass")
        elif view["phase"] == "moot-events":
            msg = _("You may play a Moot Event now, or Pass")
        elif view["phase"] == "alpha":
            msg = _("Your alpha acts: click a lit target, or press A for every action")
        else:
            msg = _("Your choice (A for every action)")
        if self.last_reason and me in view.get("to_act", []):
            msg = self.last_reason
        if not msg:
            self.prompt_node.visible = False
            return
        color = (255, 236, 190) if not self.last_reason else (255, 170, 150)

        def paint_prompt() -> tuple[pygame.Surface, None]:
            img = hud.text(msg, 24, color, True)
            box = pygame.Surface((img.get_width() + 28, img.get_height() + 10), pygame.SRCALPHA)
            pygame.draw.rect(box, (0, 0, 0, 170), box.get_rect(), 0, 14)
            box.blit(img, (14, 5))
            return box, None

        box = self._painted.setdefault("prompt", hud.Painted(flat=False)).get(
            (msg, color), paint_prompt
        )
        self.prompt_node.surface = box
        self.prompt_node.visible = True
        node = self.prompt_node
        if self.view.get("combat") is not None:
            # On the combat panel's title row: in the combat layer, above the panel.
            if node.parent is not self.stage.combat:
                self.stage.combat.add(node)
            node.x = layout.PROMPT_IN_COMBAT_RIGHT - box.get_width() / 2
            node.y = layout.PROMPT_IN_COMBAT_Y
        else:
            if node.parent is not self.stage.overlay:
                self.stage.overlay.add(node)
            node.x, node.y = layout.HAND_ZONE.centerx, layout.PROMPT_Y

    def _buttons(self) -> None:
        for b in self._ctx_buttons:
            if b in self.widgets.widgets:
                self.widgets.widgets.remove(b)
        self._ctx_buttons = []
        passes = [c for c in self.legal if c["type"] in PASS_TYPES]
        self.pass_button.visible = self.pass_button.enabled = bool(passes)
        if passes:
            self.pass_button.text = {"wuss": _("Wuss"), "combat-pass": _("Pass")}.get(
                passes[0]["type"], _("Pass")
            )
        self.actions_button.visible = self.actions_button.enabled = bool(self.legal)
        # Vote buttons on the Moot panel; ability buttons in the combat view.
        specs: list[tuple[str, dict]] = []
        if self.view["phase"] == "vote" and not self.view.get("combat"):
            chars = {c["iid"]: c for c in self.view["chars"]}
            for c in self.legal:
                if c["type"] == "vote":
                    votes = chars.get(c["char"], {}).get("renown", 0)
                    specs.append((f"{c['side'].title()}: {narrate.name(c['char'])} ({votes})", c))
            # Inside the Moot panel, under the Moots, as many rows as its band holds.
            r = layout.MOOTS
            cols = 5
            top = r.y + hud.moot_buttons_top(self.view)
            rows = max(0, (r.bottom - 8 - top) // hud.VOTE_ROW)
            specs = specs[: cols * rows]
            x0, y0 = r.x + 12, top
        elif self.view.get("combat"):
            for c in self.legal:
                if c["type"] == "ability":
                    specs.append((narrate.describe_command(c, self.names), c))
            # Under the combat log (which leaves them room), clear of the Combat hand.
            specs = specs[: layout.ABILITY_ROWS]
            r = layout.COMBAT
            x0, y0, cols = r.x + layout.LOG_X, r.bottom - 20 - len(specs) * layout.ABILITY_ROW_H, 1
        for i, (label, cmd) in enumerate(specs[:10]):
            col, row = i % cols, i // cols
            w = 300 if cols > 1 else 200
            rect = pygame.Rect(int(x0 + col * (w + 8)), int(y0 + row * 54), w, 48)
            b = Button(
                rect=rect,
                text=label[:28],
                on_click=partial(self.submit, cmd),
                name=f"ctx{i}",
                text_size=20,
            )
            self._ctx_buttons.append(b)
            self.widgets.add(b)

    def _focus_draw(self) -> None:
        node = self.stage.card_node(self.focus_key) if self.focus_key else None
        if node is None or node.parent is None:
            self.focus_ring.visible = False
            return
        w, h = node.size()

        def paint_ring() -> tuple[pygame.Surface, None]:
            ring = pygame.Surface((int(w) + 14, int(h) + 14), pygame.SRCALPHA)
            pygame.draw.rect(ring, (255, 230, 120), ring.get_rect(), 4, 12)
            return ring, None

        ring = self._painted.setdefault("focus", hud.Painted(flat=False)).get((w, h), paint_ring)
        self.focus_ring.surface = ring
        self.focus_ring.x, self.focus_ring.y = node.to_world()
        self.focus_ring.visible = True

    # -- questions for a person ------------------------------------------------------------------------
    def _ask_person(self) -> None:
        me = self.looker
        if me is None or me not in self.runner.person_seats() or not self.legal:
            return
        if self._asked_for == self.session.state_id or self.dialog is not None:
            return
        view = self.view
        if view.get("prompt"):
            self._asked_for = self.session.state_id
            kind = view["prompt"]["kind"]
            prompt = view["prompt"]
            options = [(narrate.describe_command(c, self.names, prompt), c) for c in self.legal]
            self._choose(
                _(narrate.PROMPT_TITLES.get(kind, N_("Choose"))),
                options,
                cancel_label=None,
                message=self._prompt_message(kind),
            )
        elif view["phase"] == "alpha-pick" and not view.get("combat"):
            self._asked_for = self.session.state_id
            self._choose(
                _("Choose your alpha"),
                self._pick_options(),
                cancel_label=None,
                message=_(
                    "Your alpha hunts this turn. Crinos and Umbra costs are shown before you commit."
                ),
                group_key=self._alpha_group,
            )
        elif view["phase"] == "nominate":
            self._asked_for = self.session.state_id
            options = [(narrate.describe_command(c, self.names), c) for c in self.legal]
            self._choose(_("Who fights for the prey?"), options, cancel_label=None)

    def _alpha_group(self, cmd: dict[str, Any]) -> str | None:
        """A character's row in the alpha list: its name and Renown (alphas act by Renown)."""
        char = cmd.get("char")
        if not isinstance(char, str) or not char:
            return None
        renown = next((c["renown"] for c in self.view["chars"] if c["iid"] == char), "?")
        return _("{name} · Renown {renown}").format(name=narrate.name(char), renown=renown)

    def _prompt_message(self, kind: str) -> str:
        if kind == "challenge":
            return _("Accept with one of your characters, or refuse.")
        if kind == "crinos":
            return _(
                "A combatant from a Staging Area may shift to Crinos by discarding a Sept card."
            )
        return ""

    def _pick_options(self) -> list[tuple[str, dict]]:
        chars = {c["iid"]: c for c in self.view["chars"]}
        out = []
        points = self.view["umbra"]
        for c in self.legal:
            if c["type"] == "pick":
                ch = chars.get(c["char"], {})
                cost = None
                if c.get("cross") and not ch.get("umbra"):
                    words = card_of(c["char"]).keywords
                    cost = (
                        0 if "Spirit" in words else umbra.crossing_cost(points, ch.get("gnosis", 0))
                    )
                label = narrate.pick_text(c, cost, bool(ch.get("umbra")))
                if c.get("cross") and cost == 0:
                    label += _(" (free)")
                out.append(
                    (
                        _("{label}  ·  Renown {get}").format(
                            label=label, get=ch.get("renown", "?")
                        ),
                        c,
                    )
                )
            else:
                out.append((narrate.describe_command(c, self.names), c))
        return out

    # -- commands -----------------------------------------------------------------------------------
    def submit(self, command: dict[str, Any]) -> bool:
        me = self.looker
        if me is None:
            return False
        refused = self.runner.submit(me, command)
        if refused is not None:
            self.refuse(refused.message)
            return False
        self.last_reason = ""
        return True

    def refuse(self, reason: str) -> None:
        """A refused move, in the engine's words (a lesson's coach may say it instead)."""
        self._say(reason)

    def _say(self, reason: str) -> None:
        self.last_reason = reason
        self.app.toast(reason, "warning", 4.0)
        self._prompt_line()

    def do_pass(self) -> None:
        passes = [c for c in self.legal if c["type"] in PASS_TYPES]
        if passes:
            self.submit(passes[0])

    def open_all_actions(self) -> None:
        if not self.legal:
            self._say(_("Nothing to do right now: it is not your turn."))
            return
        self._menu(
            _("Every action"), self.legal, _("Grouped by card: pick a card, then what to do.")
        )

    def _menu(self, title: str, commands: list[dict], message: str = "") -> None:
        options = [(narrate.describe_command(c, self.names), c) for c in commands]
        self._choose(title, options, message=message)

    def _choose(
        self,
        title: str,
        options: list[tuple[str, dict]],
        *,
        message: str = "",
        cancel_label: str | None = _("Cancel"),
        group_key: Any = None,
    ) -> None:
        """A list of choices, grouped by card (`group_key`: a command's group, by default the
        card it plays or uses) when it is longer than a screenful: the card first, then what
        to do with it. Choices that read the same (copies of one card as targets) are listed
        once: picking one or the other changes nothing a player can see."""
        seen: set[str] = set()
        unique = []
        for label, cmd in options:
            if label not in seen:
                seen.add(label)
                unique.append((label, cmd))
        key = group_key or _card_group
        groups: dict[str, list[tuple[str, dict]]] = {}
        for label, cmd in unique:
            groups.setdefault(key(cmd) or label, []).append((label, cmd))
        rows: list[tuple[str, Any]] = unique
        if len(unique) > MAX_ROWS and len(groups) > 1:
            rows = []
            for name_, items in groups.items():
                if len(items) == 1:
                    rows.append(items[0])
                else:
                    rows.append(
                        (
                            _("{name}  ›  {n} choices").format(name=name_, n=len(items)),
                            _Group(name_, items),
                        )
                    )

        def chosen(value: Any) -> None:
            if isinstance(value, _Group):
                self.show_dialog(
                    ChoiceDialog(
                        value.title,
                        value.items,
                        self.submit,
                        message=message,
                        cancel_label=_("Back"),
                        on_cancel=lambda: self._choose(
                            title,
                            options,
                            message=message,
                            cancel_label=cancel_label,
                            group_key=group_key,
                        ),
                    )
                )
            else:
                self.submit(value)

        self.show_dialog(
            ChoiceDialog(title, rows, chosen, message=message, cancel_label=cancel_label)
        )
        self._dialog_state = self.session.state_id

    def commands_for(self, node: Node) -> list[dict]:
        data = node.data or {}
        iid = data.get("iid")
        if not iid:
            return []
        if data.get("kind") in ("hand", "combat-hand"):
            cid = _card_id(iid)
            out = []
            for c in self.legal:
                if (
                    c.get("card") is not None
                    and _card_id(c["card"]) == cid
                    and c["type"] in ("play", "combat-card", "combat-event")
                ):
                    out.append({**c, "card": iid})
            return out
        keys = ("card", "char", "on", "by", "target")
        return [c for c in self.legal if any(c.get(k) == iid for k in keys)]

    # -- pointer ------------------------------------------------------------------------------------
    def _legal_targets(self, node: Node) -> list[Zone]:
        self._drop_cmds = {}
        cmds = self.commands_for(node)
        me = self.looker
        zones: list[Zone] = []

        def add(zone: Zone | None, cmd: dict) -> None:
            if zone is None:
                return
            self._drop_cmds.setdefault(id(zone), []).append(cmd)
            if zone not in zones:
                zones.append(zone)

        for c in cmds:
            if c["type"] != "play":
                continue
            ctype = card_of(c["card"]).type
            if c.get("on"):
                add(self.stage.char_zone(c["on"]), c)
            elif ctype in ("enemy", "victim", "battlefield"):
                add(self.stage.hunting, c)
            elif ctype in ("ally", "totem"):
                add(self.stage.staging.get(me) if me is not None else None, c)
            else:  # events and moots: the target, the performer, or the Staging Area
                target = c.get("target")
                if isinstance(target, str):
                    add(self.stage.char_zone(target), c)
                elif c.get("by"):
                    add(self.stage.char_zone(c["by"]), c)
                add(self.stage.staging.get(me) if me is not None else None, c)
        return zones

    def _on_drop(self, node: Node, zone: Zone) -> bool:
        cmds = self._drop_cmds.get(id(zone), [])
        if len(cmds) == 1:
            return self.submit(cmds[0])
        if cmds:
            self._menu(_("Play {name}").format(name=narrate.name(node.data.get("iid"))), cmds)
        return False

    def _explain(self, node: Node, zone: Zone | None) -> str | None:
        data = node.data or {}
        iid = data.get("iid")
        me = self.looker
        if me is None or not iid:
            return None
        if me not in self.session.to_act():
            return _("It is not your turn to act.")
        name = (zone.data or {}).get("zone", "") if zone is not None else ""
        if name.startswith("char:"):
            cmd = {"type": "play", "card": iid, "on": name[5:]}
            ctype = card_of(iid).type
            if ctype not in ("gift", "equipment", "past-life", "rite"):
                if ctype in ("event", "moot"):
                    return _("{name} can't be played by or on that character now.").format(
                        name=card_of(iid).name
                    )
                return _("{name} is not attached to a character; see where it lights up.").format(
                    name=card_of(iid).name
                )
            return self.runner.why_not(me, cmd)
        if name.startswith("staging:") and name != f"staging:{me}":
            return _("That is another player's Staging Area.")
        cmds = self.commands_for(node)
        if not cmds:
            return self.runner.why_not(me, {"type": "play", "card": iid})
        return None

    def _on_reject(self, node: Node, reason: str) -> None:
        play_sound(self.app, "thud")  # sound
        self._say(reason)

    def _on_click(self, node: Node) -> None:
        data = node.data or {}
        kind = data.get("kind")
        if kind in ("back", None) or not self.legal:
            if kind == "hand" and self.looker is not None:
                self._say(
                    self.runner.why_not(self.looker, {"type": "play", "card": data["iid"]}) or ""
                )
            return
        cmds = self.commands_for(node)
        if kind == "combat-hand":
            if len(cmds) == 1:
                self.submit(cmds[0])
            elif cmds:
                self._menu(narrate.name(data["iid"]), cmds)
            else:
                self._say(
                    self._why_not({"type": "combat-card", "card": data["iid"]})
                    or _("You can't play that card now.")
                )
            return
        if cmds:
            self._menu(narrate.name(data.get("iid")), cmds)
        elif kind == "hand":
            self._say(self._why_not({"type": "play", "card": data["iid"]}) or "")

    def _why_not(self, command: dict[str, Any]) -> str | None:
        """Why the looker may not make `command` (None for a spectator: nothing to say)."""
        return None if self.looker is None else self.runner.why_not(self.looker, command)

    def _on_hover(self, node: Node) -> None:
        data = node.data or {}
        iid = data.get("iid") or data.get("card")
        if not iid:
            return
        crinos = any(c["iid"] == iid and c["crinos"] for c in self.view.get("chars", []))
        cid = base_id(iid) if "." in iid else iid
        face = self.faces.face(cid, layout.SIDEBAR_PREVIEW, crinos)
        char = next((c for c in self.view.get("chars", []) if c["iid"] == iid), None)
        if char is not None:  # its stats now, in words, under the card
            words = hud.paragraph(stats_words(char), 18, face.get_width(), hud.INK, True)
            both = pygame.Surface(
                (face.get_width(), face.get_height() + words.get_height() + 16), pygame.SRCALPHA
            )
            both.blit(face, (0, 0))
            pygame.draw.rect(
                both,
                (0, 0, 0, 200),
                (0, face.get_height() + 4, face.get_width(), words.get_height() + 12),
                0,
                8,
            )
            both.blit(words, ((face.get_width() - words.get_width()) // 2, face.get_height() + 10))
            face = both
        self.preview.surface = face
        # In the sidebar, in the log's place (see `_sidebar`): over the table it covered name
        # plates and labels.
        top = self.side_marks.get("log_top", layout.SIDEBAR.y)
        self.preview.x = layout.SIDEBAR.centerx
        self.preview.y = top + 10 + face.get_height() / 2
        self.preview.visible = True
        if self.view:
            self._sidebar()

    def _hide_preview(self) -> None:
        self.preview.visible = False
        if self.view:
            self._sidebar()

    # -- keys -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.to_dialog(self.dialog, event)
        if event.type == pygame.MOUSEMOTION:
            term = self.term_at(event.pos)
            if term is not None and term is not self.term_shown:
                rect = next(r for t, r in self.term_spots if t is term)
                self._show_term(term, rect)
            elif term is None and self.term_shown is not None and self.term_focus < 0:
                self._hide_term()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._focus_term(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if event.type == pygame.KEYDOWN and self.term_focus >= 0:
            self._hide_term()  # any other key puts the tooltip away
            if event.key == pygame.K_ESCAPE:
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            node = self.scene.root.hit_test(event.pos)
            if node is not None and node.data:
                cmds = self.commands_for(node)
                if cmds:
                    self._menu(narrate.name(node.data.get("iid")), cmds)
                else:
                    self.app.toast(
                        _("{name}: nothing to do with it now.").format(
                            name=narrate.name(node.data.get("iid") or node.data.get("card"))
                        )
                    )
            return True
        if event.type == pygame.KEYDOWN and self.assist.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE and not self.drag.active:
                self.open_menu()
                return True
            if key in (pygame.K_SPACE, pygame.K_p):
                self.do_pass()
                return True
            if key == pygame.K_a:
                self.open_all_actions()
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._move_focus(1 if key == pygame.K_RIGHT else -1)
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus_key:
                node = self.stage.card_node(self.focus_key)
                if node is not None:
                    self._on_click(node)
                return True
            if key == pygame.K_h and self.tip is not None:
                self.dismiss_tip()
                return True
            if key in (pygame.K_h, pygame.K_F1):
                self.show_dialog(
                    Dialog(_("How to play"), _(HELP), screen_size=self.app.logical_size, width=1100)
                )
                return True
            if key == pygame.K_r:
                self.open_rules()
                return True
        return super().handle_event(event)

    def _focusables(self) -> list[str]:
        keys = [
            k
            for k, n in self.stage.cards.items()
            if n.interactive
            and n.parent is not None
            and (n.data or {}).get("kind") in ("hand", "char", "attached", "thing")
        ]

        def pos(k: str) -> tuple[float, float]:
            x, y = self.stage.cards[k].to_world()
            return (round(y / 200), x)

        return sorted(keys, key=pos)

    def _move_focus(self, step: int) -> None:
        keys = self._focusables()
        if not keys:
            return
        if self.focus_key in keys:
            i = (keys.index(self.focus_key) + step) % len(keys)
        else:
            i = 0
        self.focus_key = keys[i]
        self._focus_draw()
        node = self.stage.card_node(self.focus_key)
        if node is not None:
            self._on_hover(node)

    # -- menus ----------------------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self.looker

    def undo(self) -> None:
        if self.looker is None:
            return
        refused = self.runner.undo(self.looker)
        if refused is not None:
            self.app.toast(refused.message, "warning")
        self._state_id = -1

    def _show_result(self) -> None:
        self.show_dialog(self.result_dialog(_("Renown")))
        self._over_age = -1e9


class _Group:
    """A row of a grouped list: one card, and its choices (a second list)."""

    def __init__(self, title: str, items: list[tuple[str, dict]]) -> None:
        self.title = title
        self.items = items


def _card_group(cmd: dict[str, Any]) -> str | None:
    card = cmd.get("card")
    return narrate.name(card) if isinstance(card, str) and card else None


def _exchange(cards: list[str], wounds: dict[str, int]) -> str:
    parts = []
    for iid in cards[:2]:
        try:
            c = card_of(iid)
        except (KeyError, IndexError):
            continue
        bits = []
        if c.damage or c.damage_x:
            bits.append(_("{value} dmg").format(value="X" if c.damage_x else c.damage))
        if c.block:
            bits.append(_("block {block}").format(block=c.block))
        kind = TYPE_LOOK[c.type][2] if c.type in TYPE_LOOK else c.type
        parts.append(f"{c.name} ({', '.join(bits) or _(kind)})")
    text = _("  vs  ").join(parts)
    if wounds:
        text += "  →  " + ", ".join(f"{narrate.name(k)} −{v}" for k, v in wounds.items())
    return text


def _picture_only(paint: Callable[[], pygame.Surface]) -> tuple[pygame.Surface, None]:
    """A HUD part painted, in the form `_paint` caches (the picture, no hit areas)."""
    return paint(), None
