"""The original Rage table: the screen people play `rage-classic` on.

One direction of data: pointer / keys -> command -> GameRunner -> session -> entries -> log,
and a redraw of the table from the looking seat's view. The table asks the engine what is
legal and never changes the game itself.

Every choice is a legal command: a click on a card (or Enter on the focused card) lists what
can be done with it, A lists every action, Space passes (or says Done / OK), and the engine's
questions (prompts) open as lists. An "OK?" window counts down for a few seconds and then
answers OK by itself; P (or the Pause button) stops the count. Votes in a Junta are buttons in
the Juntas panel, and also rows of the action list.

The table is drawn into one surface when the game moves; a frame blits it and draws the
zoomed card and the countdown over it.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any

import pygame

from desktop.game.seams import TableRunner
from desktop.screens.base import AppServices, soonest
from desktop.screens.rage_classic import gauntlet, guide, layout, words
from desktop.screens.rage_classic.art import stat_box
from desktop.screens.rage_classic.bluff_step import (
    BLUFF_BEAT,
    skipped_bluff_step,
    view_at_step,
)
from desktop.screens.rage_classic.drag import HandDrag
from desktop.screens.rage_classic.faces import (
    BIG,
    HAND,
    SMALL,
    TINY,
    ZOOM,
    ClassicFaces,
    base_id,
    card_art,
)
from desktop.screens.rage_classic.wounds import DamageT, extent
from desktop.screens.seat_tags import SeatTag, seat_tags, tag_surface
from desktop.screens.table_assist import TableAssist
from desktop.screens.table_base import TableScreen
from desktop.ui.choice import ChoiceDialog
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.theme import render_text, wrap
from engine.core.session import Session
from engine.games.rage_classic.state import ClassicState
from engine.i18n import N_, _

log = logging.getLogger(__name__)

# The Hint button at the top right of the sidebar, level with "Game log"; a hint's reason in a
# box over the right of my Home Ground, above my hands (it goes away with the next move).
HINT_BUTTON = (layout.SIDE.right - 8 - 120, 6, 120, 46)
HINT_W = 560
HINT_BOTTOMRIGHT = (layout.MINE.right - 4, layout.MINE.bottom - 4)

STEP = 0.5  # seconds between two bot moves at animation speed 1
RENDER_BUDGET_MS = 3.0  # drawing per frame before the rest waits for the next
#: what a combat is, as the combat view's title says it
COMBAT_KINDS = {
    "attack": N_("Attack"),
    "bind": N_("Binding"),
    "challenge": N_("Challenge"),
    "prey": N_("Prey attacks"),
    "effect": N_("Card effect"),
    "territory": N_("Territory"),
    "battlefield": N_("Battlefield"),
}
#: a combat play's state, as the combat view shows it under the card
STATUS_WORDS = {
    "null": N_("null"),
    "landed": N_("landed"),
    "resolved": N_("resolved"),
    "failed": N_("failed"),
    "illegal": N_("illegal"),
    "gone": N_("gone"),
    "decoy": N_("decoy"),
}
OK_SECONDS = 4.0  # an "OK?" window answers OK by itself after this long, unless paused
PASS_TYPES = ("pass", "done", "ok", "allow", "ready")
SEAT_COLOURS = ((214, 168, 60), (80, 160, 220), (200, 90, 160), (110, 190, 110))
INK = (236, 232, 220)
DIM = (170, 170, 160)
PANEL = (18, 30, 26)
FELT = (22, 52, 40)
BACKGROUND = (14, 26, 22)
UMBRA_FELT = (34, 30, 62)
HELP = N_(
    "The bar at the top says what you are asked to do now. Click a card (or Left/Right to "
    "choose one and Enter) for what it can do now. A lists every action; Space passes, says "
    "Done or OK. The engine's questions open as lists. An OK? window counts down and then "
    "says OK for you: P (or Pause) stops the count. In a Junta, vote with the panel's buttons"
    " (or from the action list). Hover a card to zoom. Drag a card from your hand onto a "
    "creature or an area that lights up to play it. Click a pack's pile line (Victory · Out "
    "of Play · Discards) to read its cards by name. R rules · H help · Esc menu."
)


def peek_of(size: tuple[int, int]) -> int:
    """How much of an attachment shows under its host: its whole name band (see art.py)."""
    return max(3, size[0] // 24) + max(10, min(26, size[0] // 7)) + 8


@dataclass
class Spot:
    """A card on the table that a pointer or the focus can land on."""

    rect: pygame.Rect
    iid: str | None  # the card instance (None for a pile)
    card: str | None  # the card id shown (None: a back)
    kind: str  # creature, thing, hand, combat-hand, play, pile
    crinos: bool = False
    play: int | None = None  # a combat play's index (what an "aim" names)


class ClassicTable(TableScreen):
    name = "table"
    #: where a LAN game's Chat button goes: beside the log's title, clear of the phase bar
    lan_chat_button = (1770, 4, 140, 42)
    #: where the LAN screen's one-line banner (watching, host lost) goes: the top bar's free
    #: stretch between whom it waits for and the Renown line
    lan_banner = (1060, 5, 240, 34)
    #: it tags each seat's name plate itself (seat_tags.py): no link bubbles from the LAN
    tags_seats = True
    #: "Not saved" in the middle of my name plate's row (the phase bar is full)
    storage_spot = ("center", (layout.MINE.centerx, layout.MINE.y + 20))

    def __init__(
        self,
        app: AppServices,
        runner: TableRunner,
        *,
        perspective: int | None = None,
        faces: ClassicFaces | None = None,
        journal: Any = None,
        setup: Any = None,
        step_delay: float | None = None,
        auto_continue: bool | None = None,
        replay: bool = False,
        resumed: bool = False,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        if self.persons:
            self.looker: int | None = None if self.hotseat else self.persons[0]
            self.bottom = self.persons[0]
        else:
            self.looker = perspective if perspective is not None else 0
            self.bottom = self.looker
        self.auto_continue = (
            (replay or not self.persons) if auto_continue is None else auto_continue
        )
        self.step_delay = STEP if step_delay is None else step_delay
        self.faces = faces or ClassicFaces(app.caches.cards(card_art()))
        self.wounds = DamageT(self.faces)  # damage cards crosswise under their creature
        self._own_cards()
        self.view: dict[str, Any] = {}
        self.legal: list[dict[str, Any]] = []
        self.log: list[str] = []
        self.combat_log: list[str] = []
        self.revealed: dict[int, str] = {}  # this round's revealed plays: index -> card
        self.spots: list[Spot] = []
        self.labels: list[tuple[str, pygame.Rect]] = []
        self.vote_buttons: list[tuple[pygame.Rect, dict]] = []
        self.hover: Spot | None = None
        self._pointer: tuple[int, int] | None = None  # where the pointer was last seen
        self.drag = HandDrag(self)  # a hand card dragged onto the table
        self.last_reason = ""  # the last refusal, in the engine's words
        self.focus_key: tuple | None = (
            None  # the focused card: (kind, instance), kept across redraws
        )
        self.paused = False  # bots wait (the demo holds a moment for a screenshot)
        self.ok_paused = False  # the person stopped the "OK?" countdown
        self.ok_left = OK_SECONDS
        self.finished = False
        self.milestones: set[str] = set()  # what this game has shown (bluff, junta...)
        self._table: pygame.Surface | None = None
        self._buffers: list[pygame.Surface] = []
        self._texts: dict[tuple, tuple[str, pygame.Surface]] = {}  # drawn labels, by what they say
        self._wraps: dict[tuple, list[str]] = {}  # wrapped lines, by text, size and width
        self._regions: dict[str, tuple] = {}  # region -> (what it showed, its spots, its labels)
        self._render_due = False
        self._who: tuple = ()
        self._build: dict[str, Any] | None = None  # a buffer being drawn over several frames
        self._panels: dict[tuple, pygame.Surface] = {}
        self._state_id = -1
        self._since = 0.0
        self._asked_for = -1
        self._dialog_state = -1  # the position a list of commands was made for
        self._over_age = -1.0
        self._window_key: tuple = ()
        self._bluff_at: tuple[int, int] | None = None  # (entry, event): a bluff step passed
        self._deferred: list[dict[str, Any]] = []  # that entry's events after the bluff step
        self.holding = 0.0  # seconds left showing that bluff step (see bluff_step.py)
        self.tags: dict[int, SeatTag] = {}  # what each seat does now, on its name plate
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
            on_click=self.open_all_actions,
            name="actions",
            text_size=22,
        )
        self.help_button = Button(
            rect=layout.HELP_BUTTON,
            text=_("Help"),
            on_click=self.open_help,
            name="help",
            text_size=22,
        )
        self.pause_button = Button(
            rect=layout.PAUSE_BUTTON,
            text=_("Pause"),
            on_click=self.toggle_ok_pause,
            name="ok-pause",
            text_size=20,
        )
        self.ok_button = Button(
            rect=layout.OK_BUTTON, text=_("OK"), on_click=self.say_ok, name="ok", text_size=20
        )
        # The Hint button ("?"): the expert's move for the person to act, from their view.
        self.assist = TableAssist(self, seat=self._hint_seat)
        self.assist.button.rect = pygame.Rect(HINT_BUTTON)
        self.assist.button.text_size = 22
        for b in (
            self.pass_button,
            self.actions_button,
            self.help_button,
            self.pause_button,
            self.ok_button,
            self.assist.button,
        ):
            self.widgets.add(b)
        self.runner.pending.clear()
        if len(self.session.entries) > 1:  # a continued game: its log as it was
            for item in self.session.entries:
                self._take(self.session.redact_entry(item, self.looker))
        self.faces.want(*self._all_card_ids())
        self.refresh()
        self._render()

    def _all_card_ids(self) -> tuple[list[str], set[str]]:
        """Every card this game can show (to draw ahead, a few per idle frame), and which of
        them are creatures."""
        from engine.games.rage_classic.cards import pool

        cards = pool()
        ids: list[str] = []
        session = self.session
        if not isinstance(session, Session):  # a LAN seat or a replay: what its view names
            ids = [i for i in map(base_id, session.view_strings(self.looker)) if i in cards]
        else:
            state = session.state  # the whole game is here: its decks too
            assert isinstance(state, ClassicState)
            for p in state.players:
                for iid in [*p.hand, *p.sept_deck, *p.combat_deck, *p.combat_hand]:
                    ids.append(base_id(iid))
            ids += [base_id(i) for i in state.creatures]
        ids = list(dict.fromkeys(ids))
        creatures = {i for i in ids if i in cards and cards[i].is_creature}
        return ids, creatures

    def _own_cards(self) -> None:
        """A game with the player's own cards draws their faces from the game's options."""
        try:
            from engine.games.rage_classic.cards import extra_table

            own = extra_table(self.session.header.options.get("cards"))
        except Exception:  # a header the engine refuses is reported by the engine
            log.exception("the game's own cards could not be read")
            own = {}
        # The table looks cards up outside engine calls (log lines, piles, zoom): let those
        # lookups see this game's own cards too, as the rage-lv table does.
        from engine.games.rage_classic.cards import POOL

        POOL.show_extra_cards(own)
        if own:
            self.faces.extra = {**self.faces.extra, **own}

    # -- lifecycle ------------------------------------------------------------------------------
    def rebuild_options(self) -> dict[str, Any] | None:
        return {
            "perspective": self.looker,
            "faces": self.faces,
            "step_delay": self.step_delay,
            "auto_continue": self.auto_continue,
        }

    # -- the frame ------------------------------------------------------------------------------
    def presenting(self) -> bool:
        return self.session.state_id != self._state_id or self._render_due

    def _speed(self) -> float:
        return max(0.05, float(getattr(self.app.settings, "animation_speed", 1.0) or 1.0))

    def counting(self) -> bool:
        """An "OK?" question for the person at this table is counting down."""
        return self._ok_command() is not None and not self.ok_paused and self.dialog is None

    def wake_in(self) -> float | None:
        due = [super().wake_in()]
        bots_due = any(s not in self.persons for s in self.session.to_act())
        if bots_due and not (self.finished or self.paused or self.runner.bot_thinking):
            due.append(max(0.0, self.step_delay / self._speed() - self._since))
        if self.counting():
            due.append(0.1)
        if self.holding > 0 and not self.paused:
            due.append(self.holding / self._speed())
        if self.finished and self._over_age < 0.8:
            due.append(max(0.0, 0.8 - self._over_age))
        return soonest(due)

    def update(self, dt: float) -> None:
        super().update(dt)
        pending = self.runner.pending
        while pending:
            self._take(self.session.redact_entry(pending.popleft(), self.looker))
        self.assist.update(dt)
        if self.session.state_id != self._state_id:
            self.refresh()
        elif self._render_due:
            self._render(RENDER_BUDGET_MS)
        elif self._tags_changed():
            self._render_due = True  # a name plate's tag changed (a link, a pause, a bot)
        elif self.holding > 0:
            if not self.paused:
                self.holding -= dt * self._speed()
            if self.holding <= 0:
                self.refresh()  # the round's outcome
        else:
            self._since += dt
            ready = self._since * self._speed() >= self.step_delay and not self.paused
            ready = ready and self.drag.held is None  # the table holds still under a held card
            self.runner.poll(bots_may_act=ready and not self.finished)
            if not self.runner.pending:
                self.faces.tick(2.0)
        if self.counting():
            self.ok_left -= dt
            if self.ok_left <= 0:
                self.say_ok()
        if self.finished:
            self._over_age += dt
            if self._over_age >= 0.8 and self.dialog is None and not self.auto_continue:
                self._show_result()

    def _covered_tags(self) -> list[tuple[int, SeatTag]]:
        """The tags of the players whose pack headers a combat covers (all but the bottom
        pack's); "to play" is left out: the combat's own steps say who acts."""
        return [
            (seat, tag)
            for seat, tag in sorted(self.tags.items(), key=lambda item: item[0])
            if seat != self.bottom and tag.kind != "to-play"
        ]

    def _tags_changed(self) -> bool:
        tags = seat_tags(self.runner, self.session, self._shown_to_act())
        if tags == self.tags:
            return False
        self.tags = tags
        return True

    def _shown_to_act(self) -> Any:
        """Who is to act in the moment shown: nobody while a past step is held for a beat."""
        return frozenset() if self.holding > 0 else None

    def draw(self, surface: pygame.Surface) -> None:
        if self._table is not None:
            surface.blit(self._table, (0, 0))
        self._draw_countdown(surface)
        if self.legal and not self._render_due:  # the creatures a command acts with or on
            guide.draw_rings(surface, self.spots, guide.named_creatures(self.legal))
        self._draw_focus(surface)
        self.assist.draw_hint(surface, self.app.theme, HINT_W, bottomright=HINT_BOTTOMRIGHT)
        self.widgets.draw(surface, self.app.theme)
        self._draw_zoom(surface)
        self.drag.draw(surface)
        self.draw_storage(surface)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, self.app.theme)

    # -- from the session to the table ----------------------------------------------------------
    def _take(self, item: dict[str, Any]) -> None:
        self._take_deferred()  # what came after an earlier bluff step comes first
        events = item["events"]
        n = item["n"]
        step = None
        if 0 <= n < len(self.session.entries):
            step = skipped_bluff_step(self.session.entries[n]["events"])
        if step is not None:
            # the log tells what happened after the bluff step once the table shows it
            cut = next(
                (
                    i
                    for i, e in enumerate(events)
                    if e["type"] == "cstep" and e.get("step") == "revealed"
                ),
                None,
            )
            if cut is not None:
                self._bluff_at = (n, step)
                self._deferred = events[cut + 1 :]
                events = events[: cut + 1]
        self._take_events(events)

    def _take_deferred(self) -> None:
        deferred, self._deferred = self._deferred, []
        if deferred:
            self._take_events(deferred)

    def _take_events(self, events: list[dict[str, Any]]) -> None:
        for event in events:
            t = event["type"]
            text = self.session.ruleset.describe(event, self.looker, self.names)
            if t == "combat" or (t == "declared" and not self.combat_log):
                self.combat_log = []
            if text:
                self.log.append(text)
                if self.view.get("combat") is not None or t in ("declared", "challenged"):
                    self.combat_log.append(text)
            if t == "reveal":
                # a resolved card leaves the play (the view then says Null): keep its name
                for index, card in event.get("plays", []):
                    if card:
                        self.revealed[index] = card
            if t in ("combat", "combat-end") or (t == "cstep" and event.get("step") == "play"):
                self.revealed = {}
            if t == "bluffs" and event.get("bluffing"):
                self.milestones.add("bluff")
            if t == "called":
                self.milestones.add("junta")
            if t == "junta":
                self.milestones.add("junta-result")
            if t == "announce":
                self.milestones.add("ok")
            if t == "respond" and not event.get("allow"):
                self.milestones.add("cancel")
            if t == "combat-end":
                self.combat_log = []
        self.log = self.log[-200:]
        self.combat_log = self.combat_log[-40:]

    def refresh(self) -> None:
        """Redraw the table from the looking seat's view (after any change)."""
        self._want_looker()
        session = self.session
        self._state_id = session.state_id
        self._since = 0.0
        me = self.looker
        self.holding = 0.0
        bluff_at, self._bluff_at = self._bluff_at, None
        held = None
        if bluff_at is not None and bluff_at[0] == session.state_id - 1:
            held = view_at_step(session, bluff_at[0], bluff_at[1], me)
        if held is not None:  # the bluff step first; update() shows the outcome after it
            self.view, self.legal = held, []
            self.holding = max(self.step_delay, BLUFF_BEAT)
        else:
            self._take_deferred()  # the log catches up with the view
            self.view = session.view(me)
            self.legal = session.legal(me) if me is not None and me in self.persons else []
            self._close_stale_list()
        self.tags = seat_tags(self.runner, session, self._shown_to_act())
        key = (self.view.get("window") or {}).get("moment"), self._ok_command() is not None
        if key != self._window_key:
            self._window_key = key
            self.ok_left, self.ok_paused = OK_SECONDS, False
        self._render_due = (
            True  # drawn next frame: the engine's view and the drawing share no frame
        )
        self._buttons()
        if session.is_over() and not self.finished:
            self.finished = True
            self._over_age = 0.0
        self._ask_person()

    def _want_looker(self) -> None:
        if not self.hotseat:
            return
        acting = self.runner.persons_to_act()
        if acting and acting[0] != self.looker:
            from desktop.screens.pass_screen import PassScreen

            seat = acting[0]
            self.looker = None
            self.bottom = seat

            def ready() -> None:
                self.looker = seat
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

    # -- drawing the table ----------------------------------------------------------------------
    def _label(
        self,
        surf: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[int, int],
        width: int,
        color: Any = INK,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """Draw one line of text cut to `width` and remember its rectangle."""
        key = (text, size, tuple(color), bold, width)
        found = self._texts.get(key)
        if found is None:
            img = render_text(text, size, color, bold)
            while img.get_width() > width and len(text) > 1:
                text = text[:-2].rstrip() + "…"
                img = render_text(text, size, color, bold)
            if len(self._texts) > 4000:
                self._texts.clear()
            found = self._texts[key] = (text, img)
        text, img = found
        rect = img.get_rect(**{anchor: pos})
        surf.blit(img, rect)
        self.labels.append((text, rect))
        return rect

    def _wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Lines of `text` that fit `width` when drawn in that weight (bold is wider)."""
        key = (text, size, width, bold)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 4000:
                self._wraps.clear()
            lines = self._wraps[key] = wrap(text, size, width, bold=bold)
        return lines

    def _panel(
        self,
        surf: pygame.Surface,
        rect: pygame.Rect,
        color: Any,
        edge: Any = None,
        under: Any = BACKGROUND,
    ) -> None:
        """A rounded panel on a ground of colour `under`, drawn once per size and colours as
        an opaque surface (big rounded rectangles, and big alpha blits, are slow)."""
        key = (rect.size, tuple(color), tuple(edge) if edge is not None else None, tuple(under))
        img = self._panels.get(key)
        if img is None:
            img = pygame.Surface(rect.size)
            img.fill(under)
            pygame.draw.rect(img, color, img.get_rect(), border_radius=10)
            if edge is not None:
                pygame.draw.rect(img, edge, img.get_rect(), 2, border_radius=10)
            self._panels[key] = img
        surf.blit(img, rect)

    def _render(self, budget_ms: float | None = None) -> None:
        """Draw the table into the buffer not on show: a copy of the one on show, with only the
        regions whose content changed drawn again (a move usually changes the log and a pack).
        With a budget, the regions are drawn over several frames (at least one a frame) and
        the buffer goes on show once complete, so a frame never shows half a table."""
        if self._build is None:
            self._build = self._plan()
        surf, tasks, regions = self._build["surf"], self._build["tasks"], self._build["regions"]
        start = time.perf_counter()
        # what the pointer finds stays the table on show until the new one is complete
        shown = self.spots, self.labels, self.vote_buttons
        while self._build["next"] < len(tasks):
            name, key, rect, draw, bg = tasks[self._build["next"]]
            self._build["next"] += 1
            found = regions.get(name)
            if found is not None and found[0] == key:
                continue
            self.spots, self.labels, self.vote_buttons = [], [], []
            surf.fill(bg, rect)
            draw(surf)
            regions[name] = (key, self.spots, self.labels, self.vote_buttons)
            spent = (time.perf_counter() - start) * 1000
            if budget_ms is not None and spent >= budget_ms and self._build["next"] < len(tasks):
                self.spots, self.labels, self.vote_buttons = shown
                return  # the rest next frame
        # complete: on show, with what its regions hold
        self._table = surf
        self._regions = regions
        self._who = self._build["who"]
        self._build = None
        self._render_due = False
        spots: list[Spot] = []
        labels: list[tuple[str, pygame.Rect]] = []
        votes: list[tuple[pygame.Rect, dict]] = []
        for name, *_rest in tasks:
            _, region_spots, region_labels, region_votes = regions[name]
            spots += region_spots
            labels += region_labels
            votes += region_votes
        self.spots, self.labels, self.vote_buttons = spots, labels, votes
        if self.hover is not None and self.hover not in spots:
            # The zoomed card moved or left (played, placed): zoom what is there now (the
            # keyboard's card if the keyboard chose it, else what is under the pointer).
            by_keyboard = (self.hover.kind, self.hover.iid) == self.focus_key
            self.hover = self.focused() if by_keyboard else self._spot_under_pointer()

    def _spot_under_pointer(self) -> Spot | None:
        pos = self._pointer
        if pos is None or self.widgets.widget_at(pos) is not None:
            return None
        return self.spot_at(pos)

    def _plan(self) -> dict[str, Any]:
        """The next buffer and the regions to bring up to date in it, in drawing order."""
        size = self.app.logical_size
        # Two surfaces in turn: the app compares frames by what was blitted, and a surface
        # once shown must not change in place (desktop.scene.canvas).
        self._buffers = [b for b in self._buffers if b.get_size() == size]
        fresh = len(self._buffers) < 2
        while len(self._buffers) < 2:
            self._buffers.append(pygame.Surface(size))
        last = self._table
        surf = next(b for b in self._buffers if b is not last)
        v = self.view
        bottom = self.bottom if self.bottom is not None else 0
        # The combat view covers the other packs and the Hunting Grounds, the Juntas panel the
        # Hunting Grounds: what lies under a panel is not drawn at all.
        combat = v.get("combat") is not None
        juntas = not combat and any(not j["done"] for j in v.get("juntas") or [])
        who = (self.looker, bottom, combat, juntas)
        regions: dict[str, tuple] = {}
        if fresh or last is None or last.get_size() != size or who != self._who:
            # a panel opened or closed (or someone else looks): everything again, gaps too
            surf.fill(BACKGROUND)
        else:
            surf.blit(last, (0, 0))
            regions = dict(self._regions)
        tasks: list[tuple[str, Any, pygame.Rect, Any, Any]] = []

        def region(name: str, key: Any, rect: pygame.Rect, draw: Any, bg: Any = BACKGROUND) -> None:
            tasks.append((name, key, rect, draw, bg))

        if not combat:
            others = [(bottom + i) % self.seats for i in range(1, self.seats)]
            for seat, rect in zip(others, layout.opponent_areas(len(others)), strict=True):
                region(
                    f"pack{seat}",
                    (rect.topleft, self._pack_key(seat)),
                    rect,
                    lambda surf, seat=seat, rect=rect: self._draw_pack(surf, seat, rect),
                )
        region(
            f"pack{bottom}",
            self._pack_key(bottom),
            layout.MINE,
            lambda surf: self._draw_pack(surf, bottom, layout.MINE),
        )
        if not (combat or juntas):
            region("hunt", self._hunt_key(), layout.HUNT, self._draw_hunting)
        hand_key = (repr(v["players"][bottom]), repr(self.legal))
        region("hands", hand_key, layout.HANDS, lambda surf: self._draw_hands(surf, bottom))
        bar_key = (v["turn"], v["phase"], v["renown_level"], self._what_now())
        region("bar", bar_key, layout.BAR, self._draw_bar)
        region("log", (len(self.log), self.log[-1:]), layout.SIDE_LOG, self._draw_log, PANEL)
        window_key = (repr(v.get("window")), tuple(self.names))
        region("window", window_key, layout.SIDE_WINDOW, self._draw_window, PANEL)
        stack_key = (repr(v.get("pending")), tuple(self._cancels()))
        region("stack", stack_key, layout.SIDE_STACK, self._draw_stack, PANEL)
        if juntas:
            key = (repr(v["juntas"]), v.get("voting_renown"), repr(self.legal))
            region("juntas", key, layout.JUNTAS, self._draw_juntas)
        if combat:
            combat_key = (
                repr(v["combat"]),
                repr([c for c in v["creatures"] if c["iid"] in str(v["combat"]["sides"])]),
                repr(v["things"]),
                tuple(self.combat_log[-14:]),
                repr(self.revealed),
                tuple(self._covered_tags()),
            )
            region("combat", combat_key, layout.COMBAT, self._draw_combat)
        return {"surf": surf, "tasks": tasks, "regions": regions, "next": 0, "who": who}

    def _cancels(self) -> list[str]:
        """The last cancels, shown stacked under the card they answered."""
        return [line for line in self.log[-12:] if "cancels it" in line][-4:]

    def _pack_key(self, seat: int) -> str:
        v = self.view
        mine = [c for c in v["creatures"] if c["pack"] == seat]
        hosts = {c["iid"] for c in mine}
        things = [t for t in v["things"] if t.get("pack") == seat or t.get("host") in hosts]
        removed = [i for i in v.get("removed", []) if str(i).split(".")[0] == str(seat)]
        acting = seat in v.get("to_act", [])
        tag = self.tags.get(seat)
        return repr((v["players"][seat], mine, things, removed, acting, v["renown_level"], tag))

    def _hunt_key(self) -> str:
        v = self.view
        prey = [
            c for c in v["creatures"] if c["kind"] in ("enemy", "victim") or c["world"] == "umbra"
        ]
        hosts = {c["iid"] for c in prey}
        things = [
            t
            for t in v["things"]
            if t.get("zone") in ("hunting", "global")
            or t.get("host") in hosts
            or "caern" in t["card"]
        ]
        return repr(
            (prey, things, v.get("lasting"), [c for c in v["creatures"] if c["world"] == "both"])
        )

    def _creatures(self) -> list[dict[str, Any]]:
        return [c for c in self.view.get("creatures", []) if not c.get("dead")]

    def _card(
        self, surf: pygame.Surface, c: dict[str, Any], pos: tuple[int, int], size: tuple[int, int]
    ) -> pygame.Rect:
        """A creature with its attachments peeking out under it and its live stats on its face."""
        attached = [t for t in self.view["things"] if t.get("host") == c["iid"]]
        peek = peek_of(size)
        x, y = pos
        damage = c.get("damage") or []
        under = extent(size, len(damage))
        # each attachment's name band, in a column under its host (hover zooms the card)
        for i, t in enumerate(attached):
            ty = y + size[1] + 2 + under + peek * i
            face = self.faces.face(t["card"], (size[0], size[1]))
            tab = surf.blit(face, (x, ty), pygame.Rect(0, 0, size[0], peek - 1))
            self.spots.append(Spot(tab, t["iid"], t["card"], "thing"))
        # the damage cards in a T, crosswise under the face
        shows, wound_labels = self.wounds.draw(surf, damage, (x, y), size)
        for r, iid, card in shows:
            self.spots.append(Spot(r, iid, card, "damage"))
        self.labels += wound_labels
        face = self.faces.face(c["card"], size, bool(c.get("crinos")), bare=True)
        rect = surf.blit(face, (x, y))
        if c.get("alpha"):
            pygame.draw.rect(surf, (240, 200, 80), rect.inflate(4, 4), 3, border_radius=6)
        # live stats over the printed ones: 2 x 2 boxes at the foot of the card
        stats = (
            ("R", c["renown"]),
            ("Rg", c["rage"]),
            ("Gn", c["gnosis"]),
            ("H", c["health"]),
        )
        box = 11 if size[0] < SMALL[0] else 12 if size[0] < BIG[0] else 16
        for i, (k, value) in enumerate(stats):
            img = stat_box(k, value, box)
            bx = x + 3 + (i % 2) * (img.get_width() + 2)
            by = y + size[1] - 2 * (img.get_height() + 2) - 1 + (i // 2) * (img.get_height() + 2)
            surf.blit(img, (bx, by))
        marks = []
        if c.get("wounds"):
            marks.append((f"-{c['wounds']}", (200, 40, 40)))
        if c.get("frenzy"):
            marks.append(("F", (230, 120, 20)))
        if c.get("alpha"):
            marks.append(("α", (200, 160, 40)))
        mx = rect.right - 3
        for text, colour in marks:
            img = stat_box("", 0, box)
            badge = render_text(text, box + 1, (255, 255, 255), True)
            bw = max(badge.get_width() + 6, img.get_height())
            top = y + max(3, size[0] // 24) + max(10, min(26, size[0] // 7)) + 10  # under the name
            br = pygame.Rect(0, 0, bw, img.get_height()).move(mx - bw, top)
            pygame.draw.rect(surf, colour, br, border_radius=5)
            surf.blit(badge, badge.get_rect(center=br.center))
            self.labels.append((text, br))
            mx -= bw + 2
        self.spots.append(Spot(rect, c["iid"], c["card"], "creature", bool(c.get("crinos"))))
        return pygame.Rect(x, y, size[0], size[1] + 2 + under + peek * len(attached))

    def _row(
        self,
        surf: pygame.Surface,
        items: list[dict[str, Any]],
        rect: pygame.Rect,
        things: list[dict[str, Any]] = (),  # type: ignore[assignment]
    ) -> None:
        """Creatures then loose things (resources, the totem) along `rect`, as big as fit."""
        count = len(items) + len(things)
        if not count:
            return
        most_attached = max(
            [sum(1 for t in self.view["things"] if t.get("host") == c["iid"]) for c in items] or [0]
        )
        most_damage = max([len(c.get("damage") or []) for c in items] or [0])
        for size in (HAND, SMALL, TINY):
            peek = peek_of(size)
            fits_w = count * (size[0] + 6) <= rect.w
            fits_h = size[1] + 2 + peek * most_attached + extent(size, most_damage) <= rect.h
            if fits_w and fits_h:
                break
        gap = min(size[0] + 6, (rect.w - size[0]) // max(1, count - 1)) if count > 1 else 0
        gap = max(gap, size[0] + 2) if count * (size[0] + 2) <= rect.w else gap
        x = rect.x
        for c in items:
            self._card(surf, c, (x, rect.y), size)
            x += gap
        for t in things:
            face = self.faces.face(t["card"], TINY)
            r = surf.blit(face, (x, rect.y))
            self.spots.append(Spot(r, t["iid"], t["card"], "thing"))
            x += max(TINY[0] + 4, min(gap, TINY[0] + 4))

    def _draw_pack(self, surf: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        v = self.view
        p = v["players"][seat]
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        acting = seat in v.get("to_act", [])
        self._panel(surf, rect, FELT, colour if acting else (50, 80, 66))
        pack = str(p.get("pack", "")).replace("-", " ").title()
        right = _("{vp}/{renown_level} VP · Hand {hand_count} · Combat {combat_hand_count}").format(
            vp=p["vp"],
            renown_level=v["renown_level"],
            hand_count=p["hand_count"],
            combat_hand_count=p["combat_hand_count"],
        )
        rr = self._label(
            surf, right, 18, (rect.right - 10, rect.y + 6), rect.w // 2, INK, True, "topright"
        )
        out = _(" (out)") if p.get("out") else ""
        tag = self.tags.get(seat)
        pill = tag_surface(tag) if tag is not None else None
        room = rr.x - rect.x - 20 - (pill.get_width() + 8 if pill is not None else 0)
        nr = self._label(
            surf,
            # the allegiance before the pack's name: a narrow header cuts the name, not it
            f"{self.names[seat]} · {p['allegiance'].title()} · {pack}{out}",
            20,
            (rect.x + 10, rect.y + 5),
            room,
            colour,
            True,
        )
        if pill is not None and tag is not None:  # what the seat does now, after its name
            tr = surf.blit(pill, pill.get_rect(midleft=(nr.right + 8, nr.centery)))
            self.labels.append((tag.text, tr))
        removed = sum(1 for i in v.get("removed", []) if str(i).split(".")[0] == str(seat))
        piles = _(
            "Victory {value} · Out of Play {removed} · Decks {sept_deck}/{combat_deck} · "
            "Discards {n}/{n2}"
        ).format(
            value=len(p["victory"]) + p["victory_down"],
            removed=removed,
            sept_deck=p["sept_deck"],
            combat_deck=p["combat_deck"],
            n=len(p["sept_discard"]),
            n2=len(p["combat_discard"]),
        )
        pr = self._label(
            surf, piles, layout.SMALL_TEXT, (rect.x + 10, rect.y + 32), rect.w - 20, DIM
        )
        self.spots.append(Spot(pr, f"pile:{seat}", None, "pile"))  # a click lists them by name
        home = [
            c
            for c in self._creatures()
            if c["pack"] == seat and c["kind"] in ("character", "ally") and c["world"] != "umbra"
        ]
        # resources, the totem, and cards in play for the whole table that this pack played
        things = [
            t
            for t in v["things"]
            if t.get("pack") == seat and t.get("zone") in ("home", "global") and not t.get("host")
        ]
        body = pygame.Rect(rect.x + 8, rect.y + 60, rect.w - 16, rect.h - 66)
        self._row(surf, home, body, things)
        if p.get("committed") or (isinstance(p.get("staged"), int) and p["staged"]):
            n = p["staged"] if isinstance(p["staged"], int) else len(p["staged"])
            if n:
                self._label(
                    surf,
                    _("{n} face down").format(n=n),
                    15,
                    (rect.right - 10, rect.bottom - 6),
                    rect.w // 3,
                    DIM,
                    anchor="bottomright",
                )

    def _draw_hunting(self, surf: pygame.Surface) -> None:
        v = self.view
        self._panel(surf, layout.PHYSICAL, (40, 50, 30), (80, 90, 50))
        self._panel(surf, layout.UMBRA, UMBRA_FELT, (90, 80, 150))
        self._label(
            surf,
            _("Hunting Grounds"),
            20,
            (layout.PHYSICAL.x + 10, layout.PHYSICAL.y + 5),
            300,
            INK,
            True,
        )
        prey = [
            c
            for c in self._creatures()
            if c["kind"] in ("enemy", "victim") and c["world"] != "umbra"
        ]
        enemies = sum(1 for c in prey if c["kind"] == "enemy")
        self._label(
            surf,
            _("Enemies {enemies} · Victims {value}").format(
                enemies=enemies, value=len(prey) - enemies
            ),
            18,
            (layout.PHYSICAL.right - 10, layout.PHYSICAL.y + 8),
            300,
            DIM,
            anchor="topright",
        )
        fields = [
            t
            for t in v["things"]
            if not t.get("host")
            and (
                t.get("zone") == "hunting" or (t.get("zone") == "global" and t.get("pack") is None)
            )
        ]
        r = layout.PHYSICAL
        self._row(surf, prey, pygame.Rect(r.x + 8, r.y + 36, r.w - 16, r.h - 42), fields)
        # the Gauntlet, with each pack's rating (its lowest Caern)
        g = layout.GAUNTLET
        pygame.draw.rect(surf, (70, 60, 110), g, border_radius=8)
        for yy in range(g.y + 30, g.bottom - 8, 14):  # the hatch leaves the title clear
            pygame.draw.line(surf, (150, 140, 200), (g.x + 8, yy), (g.right - 8, yy + 7), 2)
        self._label(surf, _("Gauntlet"), 16, (g.centerx, g.y + 4), g.w - 4, INK, True, "midtop")
        from engine.games.rage_classic.cards import cards

        pool = {**cards(), **self.faces.extra}
        y = g.y + 30
        for seat in range(self.seats):
            rating = gauntlet.rating(v, pool, seat)
            text = str(rating) if rating is not None else "–"
            colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            box = pygame.Rect(g.x + 8, y, g.w - 16, 30)
            pygame.draw.rect(surf, (20, 18, 40), box, border_radius=6)
            pygame.draw.rect(surf, colour, box, 2, border_radius=6)
            self._label(surf, text, 18, box.center, box.w - 6, INK, True, "center")
            y += 36
        u = layout.UMBRA
        self._label(surf, _("The Umbra"), 20, (u.x + 10, u.y + 5), u.w - 20, (200, 190, 250), True)
        spirits = [c for c in self._creatures() if c["world"] == "umbra"]
        # what reaches across the Gauntlet, each with the rating it crosses at: a column at
        # the Umbra's right, the spirits' row beside it
        across = gauntlet.crossings(v, pool, self.names)
        column = 262 if across else 0
        row = pygame.Rect(u.x + 8, u.y + 36, u.w - 16 - column, u.h - 42)
        self._row(surf, spirits, row)
        if across:
            x, w = u.right - column, column - 10
            lines = across[: (u.h - 44) // 22 - 1]
            more = len(across) - len(lines)
            head = (
                _("Across the Gauntlet ({n} more)").format(n=more)
                if more > 0
                else _("Across the Gauntlet")
            )
            self._label(surf, head, 17, (x, u.y + 8), w, (200, 190, 250), True)
            y = u.y + 14
            for item in lines:
                y += 22
                self._label(surf, item.text, 17, (x + 6, y), w - 6, INK)

    def _draw_hands(self, surf: pygame.Surface, seat: int) -> None:
        p = self.view["players"][seat]
        for rect, title, cards, count, deck in (
            (layout.SEPT_HAND, _("Sept hand"), p.get("hand"), p["hand_count"], "sept"),
            (
                layout.COMBAT_HAND,
                _("Combat hand"),
                p.get("combat_hand"),
                p["combat_hand_count"],
                "combat",
            ),
        ):
            self._panel(surf, rect, PANEL, (50, 70, 60))
            self._label(
                surf, f"{title} ({count})", 18, (rect.x + 10, rect.y + 3), rect.w - 20, DIM, True
            )
            n = len(cards) if cards is not None else count
            if not n:
                continue
            size = HAND if n * (HAND[0] + 6) <= rect.w - 16 else SMALL
            step = min(size[0] + 6, (rect.w - 16 - size[0]) // max(1, n - 1))
            for i in range(n):
                pos = (rect.x + 8 + i * step, rect.y + 28)
                if cards is None:
                    surf.blit(self.faces.back(deck, size), pos)
                    continue
                iid = cards[i]
                r = surf.blit(self.faces.face(base_id(iid), size), pos)
                kind = "hand" if deck == "sept" else "combat-hand"
                if any(words.mentions(c, iid) for c in self.legal):
                    pygame.draw.rect(surf, (240, 220, 120), r, 2, border_radius=6)
                self.spots.append(Spot(r, iid, base_id(iid), kind))

    def _hint_seat(self) -> int | None:
        """The person looking at the table, while it is their move (for the Hint)."""
        me = self.looker
        return me if me is not None and me in self.runner.persons_to_act() else None

    def _draw_bar(self, surf: pygame.Surface) -> None:
        v = self.view
        pygame.draw.rect(surf, PANEL, layout.BAR)
        phase = _(words.PHASES.get(v["phase"], str(v["phase"]).title()))
        rules = _("1995 rulebook") if v.get("rulebook") == "1995" else _("rules package")
        r = self._label(
            surf,
            _("Renown to win {renown_level} · {rules}").format(
                renown_level=v["renown_level"], rules=rules
            ),
            18,
            (layout.BAR.right - 12, 12),
            420,
            DIM,
            anchor="topright",
        )
        turn = _("Turn {turn} · {phase} Phase").format(turn=v["turn"], phase=phase)
        t = self._label(surf, turn, 22, (12, 9), 330, INK, True)
        # what the person is asked to do now (or whom the table waits for)
        mine = bool(self.legal)
        self._label(
            surf,
            self._what_now(),
            20,
            (t.right + 24, 11),
            r.x - t.right - 48,
            (250, 220, 120) if mine else DIM,
            mine,
        )

    def _what_now(self) -> str:
        return guide.what_now(self.view, self.legal, self.names, self.looker)

    def _draw_log(self, surf: pygame.Surface) -> None:
        self._label(surf, _("Game log"), 20, (layout.SIDE.x + 14, 14), 280, INK, True)
        lines: list[str] = []
        for text in self.log[-30:]:
            lines += self._wrap(text, layout.LOG_TEXT, layout.LOG.w - 8)
        lines = lines[-(layout.LOG.h // layout.LOG_LINE) :]
        y = layout.LOG.y
        for line in lines:
            self._label(surf, line, layout.LOG_TEXT, (layout.LOG.x + 4, y), layout.LOG.w - 8, DIM)
            y += layout.LOG_LINE

    def _draw_window(self, surf: pygame.Surface) -> None:
        """The "OK?" window and open play (its countdown is drawn every frame over it)."""
        v = self.view
        w = layout.WINDOW
        self._panel(surf, w, (28, 40, 52), (70, 100, 130), PANEL)
        window = v.get("window")
        title = _("Open Play")
        detail = _("No window is open.")
        if window is not None:
            title = {"turns": _("Priority, seat by seat")}.get(window["kind"], _("Open Play"))
            if window.get("offense"):
                who = ", ".join(self.names[s] for s in window["offense"])
                title = _("OK?")
                detail = _("{who} wants to play an Offensive Effect.").format(who=who)
                if window.get("oks"):
                    detail += _(" OK from ") + ", ".join(self.names[s] for s in window["oks"]) + "."
            else:
                waiting = [s for s in window["seats"] if s not in window.get("passed", [])]
                detail = _("Waiting for ") + (
                    ", ".join(self.names[s] for s in waiting) or _("nobody")
                )
        self._label(surf, title, 20, (w.x + 12, w.y + 8), w.w - 24, INK, True)
        y = w.y + 36
        for line in self._wrap(detail, layout.SMALL_TEXT, w.w - 24)[:4]:
            self._label(surf, line, layout.SMALL_TEXT, (w.x + 12, y), w.w - 24, DIM)
            y += layout.SMALL_LINE

    def _draw_stack(self, surf: pygame.Surface) -> None:
        """The card waiting for cancellations, and the cancels played against it."""
        pending = self.view.get("pending")
        s = layout.STACK
        self._panel(surf, s, (40, 30, 30), (120, 70, 60), PANEL)
        self._label(surf, _("Waiting to resolve"), 18, (s.x + 12, s.y + 8), s.w - 24, INK, True)
        if pending is None:
            self._label(surf, _("Nothing"), layout.SMALL_TEXT, (s.x + 12, s.y + 36), s.w - 24, DIM)
            return
        face = self.faces.face(base_id(pending["card"]), TINY)
        r = surf.blit(face, (s.x + 12, s.y + 36))
        self.spots.append(Spot(r, pending["card"], base_id(pending["card"]), "pending"))
        info = [
            f"{self.names[pending['seat']]}: {words.name(pending['card'])}",
            _("Offensive Effect") if pending.get("offensive") else "",
        ]
        if pending.get("responders"):
            info.append(_("May cancel: ") + ", ".join(self.names[x] for x in pending["responders"]))
        y = s.y + 36
        for text in info:
            for line in self._wrap(text, layout.SMALL_TEXT, s.w - TINY[0] - 36)[:3] if text else []:
                self._label(
                    surf, line, layout.SMALL_TEXT, (r.right + 10, y), s.w - TINY[0] - 36, DIM
                )
                y += layout.SMALL_LINE
        y = max(y, r.bottom) + 6
        for line in self._cancels():  # each cancel stacked under the card it answered
            self._label(surf, "↳ " + line, 17, (s.x + 24, y), s.w - 36, (240, 150, 130))
            y += layout.SMALL_LINE

    def _draw_juntas(self, surf: pygame.Surface) -> None:
        v = self.view
        r = layout.JUNTAS
        self._panel(surf, r, (24, 30, 60), (120, 130, 220))
        self._label(
            surf, _("Juntas: Moots and Board Meetings"), 22, (r.x + 14, r.y + 8), 600, INK, True
        )
        self._label(
            surf,
            _("Votes of Renown {get} now").format(get=v.get("voting_renown"))
            if v.get("voting_renown", -1) >= 0
            else _("Calling"),
            16,
            (r.right - 14, r.y + 12),
            400,
            DIM,
            anchor="topright",
        )
        x = r.x + 14
        votes = [c for c in self.legal if c["type"] == "vote"]
        for j in [j for j in v["juntas"] if not j["done"]][:4]:
            box = pygame.Rect(x, r.y + 42, 380, r.h - 52)
            pygame.draw.rect(surf, (34, 42, 80), box, border_radius=8)
            face = self.faces.face(base_id(j["iid"]), TINY)
            fr = surf.blit(face, (box.x + 8, box.y + 8))
            self.spots.append(Spot(fr, j["iid"], base_id(j["iid"]), "junta"))
            tx, tw = fr.right + 10, box.right - fr.right - 18
            lines = [
                words.name(j["iid"]),
                _("Called by {name}").format(name=words.name(j["caller"])),
                _("On {name}").format(name=words.name(j["target"])) if j.get("target") else "",
                _("Yes {yes} · No {no}").format(yes=j["yes"], no=j["no"]),
            ]
            y = box.y + 8
            for i, text in enumerate(t for t in lines if t):
                self._label(
                    surf, text, 18 if i == 0 else 17, (tx, y), tw, INK if i == 0 else DIM, i == 0
                )
                y += 24
            # one vote counts for every Junta of the tier: its buttons sit in the first box
            mine, votes = votes, []
            bx = box.x + 8
            by = box.bottom - 44
            for c in mine[:6]:
                label = f"{words.name(c['creature']).split()[0]}: {c['side']}"
                br = pygame.Rect(bx, by, 118, 36)
                if br.right > box.right - 4:
                    bx, by = box.x + 8, by - 40
                    br = pygame.Rect(bx, by, 118, 36)
                pygame.draw.rect(
                    surf,
                    (60, 110, 70) if c["side"] == "yes" else (120, 60, 60),
                    br,
                    border_radius=6,
                )
                self._label(surf, label, 16, br.center, br.w - 8, INK, True, "center")
                self.vote_buttons.append((br, c))
                bx += 124
            x += 392

    def _draw_combat(self, surf: pygame.Surface) -> None:
        c = self.view["combat"]
        r = layout.COMBAT
        self._panel(surf, r, (36, 20, 20), (170, 70, 60))
        kind = str(c.get("kind", "attack"))
        kind = _(COMBAT_KINDS[kind]) if kind in COMBAT_KINDS else kind.replace("-", " ").title()
        rounds = int(c.get("round", 1) or 0)
        self._label(
            surf,
            # round 0 is the declaration, before the first round
            _("Combat · {kind} · round {get}").format(kind=kind, get=rounds)
            if rounds > 0
            else _("Combat · {kind}").format(kind=kind),
            22,
            (r.x + 14, r.y + 8),
            520,
            INK,
            True,
        )
        # the round's steps, the current one lit
        now = words.step_index(str(c.get("step", "")))
        x = r.x + 560
        for i, (label, _steps) in enumerate(words.ROUND_STEPS):
            img = render_text(_(label), 16, (20, 20, 20) if i == now else DIM, True)
            box = pygame.Rect(x, r.y + 8, img.get_width() + 20, 28)
            pygame.draw.rect(
                surf, (240, 200, 90) if i == now else (60, 40, 40), box, border_radius=14
            )
            surf.blit(img, img.get_rect(center=box.center))
            self.labels.append((_(label), box))
            x = box.right + 8
        creatures = {ch["iid"]: ch for ch in self.view["creatures"]}
        half = (r.w - 380) // 2
        for side, members in enumerate(c.get("sides", [])):
            sx = r.x + 14 + side * (half + 10)
            self._label(
                surf,
                _("Attackers") if side == 0 else _("Defenders"),
                18,
                (sx, r.y + 46),
                200,
                DIM,
                True,
            )
            n = max(1, len(members))
            hosted = max(
                [sum(1 for t in self.view["things"] if t.get("host") == m) for m in members] or [0]
            )
            hurt = max(
                [len(creatures[m].get("damage") or []) for m in members if m in creatures] or [0]
            )
            # the cards, their attachments and two plays under them fit in the panel
            room_h = r.h - 74 - 8 - 2 * (TINY[1] + 6) - 8
            size = SMALL
            for big, text_w in ((BIG, 130), (HAND, 110)):
                tall = big[1] + hosted * peek_of(big) + extent(big, hurt)
                if n * (big[0] + text_w) <= half and tall <= room_h:
                    size = big
                    break
            step = (half - 10) // n
            for i, iid in enumerate(members):
                ch = creatures.get(iid)
                if ch is None:
                    continue
                x0 = sx + i * step
                shown = self._card(surf, ch, (x0, r.y + 74), size)
                plays = [p for p in c.get("plays", []) if p["creature"] == iid]
                py = shown.bottom + 8
                room = (step if i < n - 1 else sx + half - x0) - TINY[0] - 14
                for p in plays[-2:]:
                    self._play(surf, p, (x0, py), room)
                    py += TINY[1] + 6
        # the combat's own log
        lx = r.right - 360
        tr = self._label(surf, _("This combat"), 18, (lx, r.y + 46), 340, INK, True)
        # the packs' headers are under this panel: their players' tags go on its title row
        x = tr.right + 12
        for seat, tag in self._covered_tags():
            who = render_text(self.names[seat], 16, SEAT_COLOURS[seat % len(SEAT_COLOURS)], True)
            pill = tag_surface(tag)
            if x + who.get_width() + 6 + pill.get_width() > lx + 340:
                break
            at = surf.blit(who, who.get_rect(midleft=(x, tr.centery)))
            self.labels.append((self.names[seat], at))
            pr = surf.blit(pill, pill.get_rect(midleft=(at.right + 6, tr.centery)))
            self.labels.append((tag.text, pr))
            x = pr.right + 12
        lines: list[str] = []
        for text in self.combat_log[-14:]:
            lines += self._wrap(text, layout.SMALL_TEXT, 340)
        y = r.y + 74
        for line in lines[-((r.h - 84) // layout.SMALL_LINE) :]:
            self._label(surf, line, layout.SMALL_TEXT, (lx, y), 340, DIM)
            y += layout.SMALL_LINE

    def _play(
        self, surf: pygame.Surface, p: dict[str, Any], pos: tuple[int, int], room: int
    ) -> None:
        """A card played this round: face up once revealed (or to its own player), else a back."""
        x, y = pos
        card = p.get("card")
        if card is None and p.get("shown"):
            card = self.revealed.get(p["index"])
        if card == "hidden":
            img = self.faces.back("combat", TINY)
            shown = _("face down")
        elif card is None:
            img = self.faces.back("combat", TINY)
            # a decoy taken back (no Null cards) is no Null card
            taken_back = p.get("decoy") or p.get("status") == "decoy"
            shown = _("taken back") if taken_back else _("Null card")
        else:
            img = self.faces.face(base_id(card), TINY)
            shown = words.name(card) + ("" if p.get("shown") else _(" (only you see it)"))
        surf.blit(img, (x, y))
        self.spots.append(
            Spot(
                pygame.Rect(x, y, *TINY),
                None if card in (None, "hidden") else card,
                None if card in (None, "hidden") else base_id(card),
                "play",
                play=p.get("index"),
            )
        )
        status = p.get("status") or ""
        status = _(STATUS_WORDS[status]) if status in STATUS_WORDS else status
        if p.get("bluff"):
            status = _("BLUFF ") + status
        tx = x + TINY[0] + 6
        y += 2
        for text, colour, most in ((shown, (250, 210, 150), 2), (status, (240, 120, 100), 1)):
            for line in self._wrap(text, 16, room, bold=True)[:most] if text else []:
                self._label(surf, line, 16, (tx, y), room, colour, True)
                y += 21  # a 16 px line box is 23 px: 2 px of leading shared
        if p.get("target"):
            self._label(surf, "→ " + words.name(p["target"]), 16, (tx, y), room, DIM)

    # -- the frame's extras ----------------------------------------------------------------------
    def _ok_command(self) -> dict | None:
        """The OK (or allow) this person may give right now, if an "OK?" question is open."""
        for c in self.legal:
            if c["type"] in ("ok", "allow"):
                return c
        return None

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        if self._ok_command() is None:
            return
        w = layout.WINDOW
        bar = pygame.Rect(w.x + 12, w.bottom - 66, w.w - 24, 8)
        pygame.draw.rect(surface, (60, 60, 70), bar, border_radius=4)
        share = max(0.0, self.ok_left / OK_SECONDS)
        fill = bar.copy()
        fill.w = int(bar.w * share)
        pygame.draw.rect(
            surface,
            (230, 190, 80) if not self.ok_paused else (140, 140, 150),
            fill,
            border_radius=4,
        )

    def _draw_focus(self, surface: pygame.Surface) -> None:
        spot = self.focused()
        if spot is not None:
            pygame.draw.rect(
                surface,
                (250, 250, 120),
                spot.rect.inflate(6, 6),
                3,
                border_radius=7,
            )

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        spot = self.hover
        if spot is None or spot.card is None:
            return
        face = self.faces.face(spot.card, ZOOM, spot.crinos)
        x = spot.rect.right + 12
        if x + ZOOM[0] > layout.SIDE.x:
            x = spot.rect.x - ZOOM[0] - 12
        y = max(50, min(spot.rect.centery - ZOOM[1] // 2, 1080 - ZOOM[1] - 8))
        surface.blit(face, (max(4, x), y))

    # -- questions, commands --------------------------------------------------------------------
    def _buttons(self) -> None:
        passes = [c for c in self.legal if c["type"] in PASS_TYPES]
        self.pass_button.enabled = bool(passes)
        if passes:
            self.pass_button.text = words.describe(passes[0], self.names).split(" (")[0]
        self.actions_button.enabled = bool(self.legal)
        ok = self._ok_command() is not None
        self.pause_button.visible = self.ok_button.visible = ok
        self.pause_button.text = _("Resume") if self.ok_paused else _("Pause")

    def _ask_person(self) -> None:
        me = self.looker
        if me is None or me not in self.persons or not self.legal:
            return
        if self._asked_for == self.session.state_id or self.dialog is not None:
            return
        prompt = self.view.get("prompt")
        if prompt:
            self._asked_for = self.session.state_id
            options = [(words.describe(c, self.names, prompt, self.view), c) for c in self.legal]
            title = _(words.PROMPT_TITLES.get(prompt["kind"], N_("Choose")))
            if prompt["kind"] == "ccg" and prompt.get("card"):  # which card asks
                title = _("{card}: choose one").format(card=words.name(prompt["card"]))
            self._dialog_state = self.session.state_id
            self.show_dialog(
                ChoiceDialog(
                    title,
                    options,
                    self.submit,
                    cancel_label=None,
                    screen_size=self.app.logical_size,
                )
            )

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
        """A refused move, in the engine's words (a lesson's coach may listen here)."""
        self.last_reason = reason
        self.app.toast(reason, "warning", 4.0)

    def do_pass(self) -> None:
        passes = [c for c in self.legal if c["type"] in PASS_TYPES]
        if passes:
            self.submit(passes[0])

    def say_ok(self) -> None:
        ok = self._ok_command()
        if ok is not None:
            self.submit(ok)

    def toggle_ok_pause(self) -> None:
        self.ok_paused = not self.ok_paused
        self._buttons()
        share = getattr(self.runner, "share_pause", None)  # a LAN game: the others see it
        if share is not None:
            refused = share(self.ok_paused)
            if refused is not None:
                self.app.toast(refused.message, "warning", 4.0)

    def open_all_actions(self) -> None:
        if not self.legal:
            self.app.toast(_("Nothing to do right now: it is not your turn."))
            return
        self._menu(_("Every action"), self.legal)

    def show_piles(self, seat: int) -> None:
        """A pack's Victory Pile, Out of Play and discards, by name."""
        from desktop.screens.rage_classic.piles import pile_text

        title = _("{name}'s piles").format(name=self.names[seat])
        text = pile_text(self.view, seat)
        self.show_dialog(Dialog(title, text, screen_size=self.app.logical_size, width=1100))

    def open_help(self) -> None:
        self.show_dialog(
            Dialog(_("How to play"), _(HELP), screen_size=self.app.logical_size, width=1100)
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

    def _menu(self, title: str, commands: list[dict]) -> None:
        prompt = self.view.get("prompt")
        options = [(words.describe(c, self.names, prompt, self.view), c) for c in commands]
        self._dialog_state = self.session.state_id
        self.show_dialog(
            ChoiceDialog(title, options, self.submit, screen_size=self.app.logical_size)
        )

    def commands_for(self, spot: Spot) -> list[dict]:
        """What a click on this card offers: the commands that name it (a combat play's aim
        names the play by its index)."""
        prey = spot.kind == "creature" and spot.iid in self._prey_in_combat()
        return [
            c
            for c in self.legal
            if (spot.iid and words.mentions(c, spot.iid))
            or (spot.kind == "play" and c["type"] == "aim" and c.get("index") == spot.play)
            or (prey and c["type"] in ("claim", "no-claim"))  # who plays for the prey
        ]

    def _prey_in_combat(self) -> set[str]:
        """The creatures of the Hunting Grounds (no pack) fighting in the combat now."""
        combat = self.view.get("combat")
        if not combat:
            return set()
        fighting = {iid for side in combat.get("sides", []) for iid in side}
        return {
            c["iid"]
            for c in self.view.get("creatures", [])
            if c["iid"] in fighting and c.get("pack") is None
        }

    def focused(self) -> Spot | None:
        """The card the keyboard is on (None if it left the table)."""
        for spot in self.spots:
            if (spot.kind, spot.iid) == self.focus_key:
                return spot
        return None

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots):  # the last drawn is on top
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def activate(self, spot: Spot) -> None:
        if spot.kind == "pile" and spot.iid:
            self.show_piles(int(spot.iid.split(":")[1]))
            return
        cmds = self.commands_for(spot)
        if cmds:
            self._menu(words.name(spot.iid), cmds)
        else:
            self.app.toast(
                _("{name}: nothing to do with it now.").format(
                    name=words.name(spot.iid or spot.card)
                )
            )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            # Before a list or the buttons take it: a pointer on either zooms no card.
            self._pointer = event.pos
            modal = self.dialog is not None and self.dialog.is_open
            self.hover = None if modal else self._spot_under_pointer()
        if self.dialog is not None and self.dialog.is_open:
            return self.dialog.handle_event(event)
        if self.widgets.handle_event(event):
            return True
        if self.drag.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            for rect, cmd in self.vote_buttons:
                if rect.collidepoint(event.pos):
                    self.submit(cmd)
                    return True
            spot = self.spot_at(event.pos)
            if spot is not None:
                self.activate(spot)
                return True
            return False
        if event.type == pygame.KEYDOWN and self.assist.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.open_menu()
                return True
            if key == pygame.K_SPACE:
                self.do_pass()
                return True
            if key == pygame.K_p:
                if self._ok_command() is not None:
                    self.toggle_ok_pause()
                return True
            if key == pygame.K_o:
                self.say_ok()
                return True
            if key == pygame.K_a:
                self.open_all_actions()
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.spots:
                step = 1 if key == pygame.K_RIGHT else -1
                keys = [(sp.kind, sp.iid) for sp in self.spots]
                at = keys.index(self.focus_key) if self.focus_key in keys else -1
                if at < 0 and step < 0:
                    at = 0
                self.focus_key = keys[(at + step) % len(keys)]
                self.hover = self.focused()
                return True
            focused = self.focused()
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused is not None:
                self.activate(focused)
                return True
            if key in (pygame.K_h, pygame.K_F1):
                self.open_help()
                return True
            if key == pygame.K_r:
                self.open_rules()
                return True
        return False

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
        self.show_dialog(self.result_dialog(_("Victory points")))
        self._over_age = -1e9
