"""The Arena table: the Ragers screen people play on.

One direction of data: pointer / keys -> command -> GameRunner -> session -> entries ->
ArenaPresenter -> model + stage. The screen asks the engine what is legal (`legal`,
`why_not`) and never changes the game itself.

Who looks: with one person at the table, that person's seat; with two people at one
computer (hot-seat), nobody until someone confirms the pass screen, and nobody again the
moment they have made their choice. While nobody looks the table is drawn from the public
view, so neither hand nor face-down choice can show, not even for one frame.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol, runtime_checkable

import pygame

from desktop.audio import play_sound  # sound
from desktop.game.seams import TableRunner
from desktop.game.wording import you_form
from desktop.render.palette import PALETTES
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices
from desktop.screens.ccg_kit.stage import legible
from desktop.screens.ragers import layout
from desktop.screens.ragers.faces import ArenaFaces, card_art
from desktop.screens.ragers.model import CHOOSE, EXTRA, OVER, PREP, VETERAN, ArenaModel
from desktop.screens.ragers.nodes import GOLD, PAPER, CardNode, prompt_box, sand_background
from desktop.screens.ragers.presenter import ArenaPresenter
from desktop.screens.ragers.resolution import ResolutionPanel, Step, explain, final_words
from desktop.screens.ragers.sidebar import Sidebar
from desktop.screens.ragers.stage import ArenaStage
from desktop.screens.table_assist import TableAssist
from desktop.screens.table_base import TableScreen, button
from engine.games.ragers.data import CardData
from engine.i18n import _

log = logging.getLogger(__name__)

STEP_TIME = 0.55  # between two lines of the day's count
AUTO_CONTINUE = 2.4  # an all-bot table moves on from the resolution by itself
PREWARM_MS = 4.0
COMMAND_FOR_PHASE = {PREP: "discard", CHOOSE: "place", EXTRA: "place_extra", VETERAN: "veteran"}


@runtime_checkable
class ArenaRules(Protocol):
    """What the arena reads of Ragers' ruleset beyond `TableRules`: its card data."""

    data: CardData


class ArenaScreen(TableScreen):
    name = "table"
    scene: Scene  # always one: the arena

    def __init__(
        self,
        app: AppServices,
        runner: TableRunner,
        *,
        perspective: int | None = None,
        faces: ArenaFaces | None = None,
        journal: Any = None,
        setup: Any = None,
        auto_continue: bool | None = None,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        session = self.session
        rules = session.ruleset
        assert isinstance(rules, ArenaRules)  # Ragers' ruleset, or a replay's view of it
        self.data: CardData = rules.data
        # all bots: watch from one side
        self.looker, bottom = self.seating(0 if perspective is None else perspective)
        self.auto_continue = (not self.persons) if auto_continue is None else auto_continue
        self.sides = [_(side.name) for side in self.data.sides]
        palette = PALETTES[
            "colorblind" if getattr(app.settings, "colorblind", False) else "standard"
        ]
        self.colors = (palette.accusers, palette.defenders)
        self.scene = Scene(size=app.logical_size, cache=app.caches.surfaces)
        self.faces = faces or ArenaFaces(self.data, app.caches.cards(card_art(), palette.name))
        # cards print no text the window would show under the readable size
        self.faces.least = legible(self.window_scale())
        self.model = ArenaModel.from_view(self.data, session.view(self.looker))
        self.stage = ArenaStage(self.scene, self.faces, self.names, self.sides, self.colors, bottom)
        bots = [c.is_bot for c in runner.seats]
        self.sidebar = Sidebar(self.names, self.sides, self.colors, bots)
        self.presenter = ArenaPresenter(
            session=session,
            model=self.model,
            stage=self.stage,
            sides=self.sides,
            colors=self.colors,
            log_seat=lambda: self.looker,
            on_log=self.sidebar.add,
            on_resolve=self._on_resolve,
            on_game_over=self._on_game_over,
            sounds=getattr(app, "sounds", None),  # sound
        )
        self.drag = self.card_drag(
            self.scene,
            self,
            zones=lambda: [self.stage.zone_play, self.stage.zone_discard],
            hoverable=lambda n: isinstance(n, CardNode) and (n.preview is not None or bool(n.note)),
        )
        self.background = sand_background(app.logical_size)
        if pygame.display.get_surface() is not None:
            self.background = self.background.convert()  # blitted every frame
        self.prompt = self.stage.back_layer.add(
            Node(name="prompt", x=layout.PROMPT.centerx, y=layout.PROMPT.centery, z=4)
        )
        self._prompt_text = ""
        self.focus: str | None = None  # keyboard focus in the hand
        self.finished = False
        self.pass_pending = False
        self._last_unlocked: int | None = None
        self.panel: ResolutionPanel | None = None
        self.panel_node: Node | None = None
        self._step_timer = 0.0
        self._done_age = 0.0
        self.days: list[dict[str, Any]] = []
        self.final: dict[str, Any] | None = None
        self._legal: list[dict] | None = None
        self._legal_key: tuple = ()
        self._look_key: tuple = ()
        self._dims_key: tuple = ()
        self._dims_value: dict[str, str] = {}
        self._buttons()
        runner.pending.clear()  # the view already holds everything that happened
        self.presenter.done_entries = len(session.entries)
        self._rebuild_log()
        self.faces.want(list(self.model.hand or []))
        self.faces.prewarm(400.0)
        self.faces.want_all()
        self.stage.rebuild(self.model, bottom)
        if self.model.phase == OVER and self.model.result is not None:
            self.finished = True

    # -- chrome --------------------------------------------------------------------------------------
    def _buttons(self) -> None:
        side = layout.SIDEBAR
        self.add_hud(
            side.x + 12,
            (side.width - 24 - 10) // 2,
            (("menu", _("Menu"), self.open_menu), ("rules", _("Rules"), self.open_rules)),
        )
        r = layout.ACTION_BUTTONS
        hidden = self.keep_hidden
        self.keep_btn = hidden(button("keep", _("Keep hand"), r, self.keep, 26, "primary"))
        self.discard_btn = hidden(
            button("discard", _("Discard"), r.move(0, r.height + 10), self.discard_selected, 26)
        )
        self.pass_btn = hidden(button("pass", _("Pass"), r, self.pass_turn, 26, "primary"))
        self.continue_btn = hidden(
            button(
                "continue", _("Continue"), layout.CONTINUE, self.continue_resolution, 26, "primary"
            )
        )
        self.assist = TableAssist(self, seat=lambda: self.looker if self.can_act() else None)
        self._hinted: dict | None = None
        self.keep_hidden(self.assist.button)

    # -- who looks -----------------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose cards may be shown now (the in-game menu's undo asks this)."""
        return self.looker

    def _lock(self, public_view: dict[str, Any]) -> None:
        """Hot-seat: the person has chosen; from this frame on, show nobody's cards."""
        self.looker = None
        self.drag.cancel()
        self.focus = None
        self.stage.selected = None
        self.stage.hover_key = None
        self.stage.dimmed = {}
        self.model.load(public_view)
        self.stage.show_hand = True
        self.stage.rebuild(self.model)
        self._rebuild_log()

    def _unlock(self, seat: int) -> None:
        self.pass_pending = False
        self.looker = seat
        self._last_unlocked = seat
        self.presenter.clear()
        self.runner.pending.clear()
        self.presenter.done_entries = len(self.session.entries)
        self.model.load(self.session.view(seat))
        self.stage.rebuild(self.model, bottom=seat)
        self._rebuild_log()
        self._legal_key = ()

    def _ask_pass(self, seat: int) -> None:
        self.drag.cancel()
        self.stage.hide_preview()
        self.push_pass_screen(seat, self._pass_detail(seat), lambda: self._unlock(seat))

    def _pass_detail(self, seat: int) -> str:
        m = self.model
        what = {
            PREP: _("Day {day} of {days} · the {side} keep or discard a card"),
            CHOOSE: _("Day {day} of {days} · the {side} choose a card face-down"),
            EXTRA: _("Day {day} of {days} · the {side} place the Deadeye's extra card"),
            VETERAN: _("Day {day} of {days} · the {side} place a card on the Veteran"),
        }.get(m.phase, _("Day {day} of {days} · the {side} play"))
        return what.format(day=m.day, days=m.days, side=self.sides[seat])

    def _rebuild_log(self) -> None:
        lines: list[str] = []
        ruleset = self.session.ruleset
        for item in self.session.entries[: self.presenter.done_entries]:
            for event in item["events"]:
                text = you_form(ruleset.describe(event, self.looker, self.names))
                if text:
                    lines.append(text)
        self.sidebar.reset(lines)

    # -- what the engine allows ----------------------------------------------------------------------
    def legal(self) -> list[dict]:
        seat = self.looker
        key = (self.session.state_id, seat)
        if key != self._legal_key or self._legal is None:
            self._legal_key = key
            self._legal = self.session.legal(seat) if seat is not None else []
        return self._legal

    def can_act(self) -> bool:
        """Whether the seat that looks may act now, on what the table shows.

        The table must have shown the moment this seat became due (its phase, turn and day);
        the other seat's later moves may still be on their way (a bot keeping its hand while
        you choose). In hot-seat everything must have been shown, since acting hides the table.
        """
        seat = self.looker
        if seat is None or self.finished or self.pass_pending or self.panel is not None:
            return False
        if not self.runner.seats[seat].is_person or seat not in self.session.to_act():
            return False
        if self.presenter.blocked:
            return False
        if self.hotseat and (not self.presenter.caught_up or self.runner.pending):
            return False
        m, now = self.model, self.session.view(seat)
        return (
            seat in m.to_act
            and m.phase == now["phase"]
            and m.turn == now["turn"]
            and m.day == now["day"]
        )

    def command_for(self, card: str) -> dict[str, Any]:
        kind = COMMAND_FOR_PHASE.get(self.model.phase, "place")
        return {"type": kind, "card": card}

    def _reason(self, node: Node) -> str | None:
        if not isinstance(node, CardNode) or node.card is None or node.where != "hand":
            return None
        seat = self.looker
        if seat is None:
            return _("Nobody's cards are showing.")
        if self.model.phase == PREP and self.drag.dragging is node:
            return _("Drop the card on your discard pile to discard it.")
        reason = self.runner.why_not(seat, self.command_for(node.card))
        if reason is None and not self.can_act():
            return _("Wait a moment: the table is still moving.")
        return reason

    def _legal_targets(self, node: Node) -> list[Zone]:
        if not isinstance(node, CardNode) or node.card is None or not self.can_act():
            return []
        cmd = self.command_for(node.card)
        if cmd not in self.legal():
            return []
        return [self.stage.zone_discard if cmd["type"] == "discard" else self.stage.zone_play]

    # -- acting ----------------------------------------------------------------------------------------
    def submit(self, command: dict[str, Any]) -> bool:
        seat = self.looker
        if seat is None or not self.can_act():
            return False
        public = self.session.view(None) if self.hotseat else None
        if not self.hotseat:
            self.presenter.take(self.runner.pending)
            self.presenter.drain()  # the other's moves so far, so this one shows at once
        if not self.send(seat, command):
            return False
        self.stage.selected = None
        self.focus = None
        if public is not None:
            self._lock(public)
        return True

    def _on_drop(self, node: Node, zone: Zone) -> bool:
        assert isinstance(node, CardNode) and node.card is not None
        node.reparent(self.stage.cards, keep_world=True)
        return self.submit(self.command_for(node.card))

    def _on_reject(self, node: Node, reason: str) -> None:
        play_sound(self.app, "thud")  # sound
        self.refuse(reason)

    def refuse(self, reason: str) -> None:
        """Say why a move was refused, in the engine's words (a lesson's coach listens here)."""
        self.app.toast(reason, "warning", 4.0)

    def _on_click(self, node: Node) -> None:
        if not isinstance(node, CardNode):
            return
        if node.where != "hand" or node.card is None:
            if node.preview is not None or node.note:
                self._on_hover(node)
            return
        self.play(node.card)

    def play(self, card: str) -> None:
        """A hand card was clicked (or chosen with the keyboard)."""
        if not self.can_act():
            if self.presenter.caught_up and not self.runner.pending:
                reason = (
                    self.runner.why_not(self.looker, self.command_for(card))
                    if self.looker is not None
                    else None
                )
                if reason:
                    self.refuse(reason)
            return
        if self.model.phase == PREP:
            self.stage.selected = None if self.stage.selected == card else card
            self._look_key = ()
            return
        cmd = self.command_for(card)
        if cmd in self.legal():
            self.submit(cmd)
        else:
            reason = self.runner.why_not(self.looker, cmd)  # type: ignore[arg-type]
            self.refuse(reason or _("That card can't be placed now."))

    def keep(self) -> None:
        if self.can_act() and self.model.phase == PREP:
            self.submit({"type": "keep"})

    def discard_selected(self) -> None:
        card = self.stage.selected
        if card is not None and self.can_act() and self.model.phase == PREP:
            self.submit({"type": "discard", "card": card})

    def pass_turn(self) -> None:
        if self.can_act() and {"type": "pass"} in self.legal():
            self.submit({"type": "pass"})

    # -- hover preview ------------------------------------------------------------------------------
    def _on_hover(self, node: Node) -> None:
        if isinstance(node, CardNode) and not self.drag.active:
            self.stage.show_preview(node)

    def _on_hover_end(self, node: Node) -> None:
        self.stage.hide_preview()

    # -- the day's resolution --------------------------------------------------------------------------
    def _on_resolve(self, event: dict[str, Any]) -> None:
        ex = explain(self.data, event, self.sides)
        self.days.append(
            {
                "day": event["day"],
                "outcome": event["outcome"],
                "winner": event["winner"],
                "gained": list(event["gained"]),
                "totals": list(event["totals"]),
            }
        )
        self.panel = ResolutionPanel(ex, self.sides, self.names, self.colors, self.stage.bottom)
        self.stage.hide_preview()
        self.drag.cancel()
        o = layout.OVERLAY
        self.panel_node = self.stage.overlay.add(
            Node(
                name="resolution",
                surface=self.panel.render(),
                x=o.centerx,
                y=o.centery,
                opacity=0.0,
                scale=0.96,
            )
        )
        self.scene.tweener.animate(self.panel_node, 0.3, "out_quad", opacity=1.0, scale=1.0)
        for card in event["last"]:
            if card is not None:
                self.stage.ring(card, PAPER)
        self._step_timer = 1.0
        self._done_age = 0.0

    def _advance_resolution(self, dt: float) -> None:
        panel = self.panel
        if panel is None:
            return
        speed = self.presenter.speed
        if panel.done:
            self._done_age += dt * (speed if speed > 0 else 1000)
            self.continue_btn.visible = True
            if self.auto_continue and self._done_age >= AUTO_CONTINUE:
                self.continue_resolution()
            return
        self._step_timer -= dt * speed if speed > 0 else self._step_timer
        if self._step_timer > 0:
            return
        step = panel.ex.steps[panel.shown]
        panel.shown += 1
        self._count(step)
        self._step_timer = STEP_TIME
        if step.card is not None:
            node = self.stage.nodes.get(step.card)
            color = GOLD if step.seat is not None else (200, 190, 170)
            self.stage.ring(step.card, color)
            if node is not None and step.gp > 0:
                y = node.y - 80 if node.y > 300 else node.y + 100
                self.stage.callout(
                    _("+{n} GP").format(n=step.gp), node.x, y, self.colors[step.seat or 0], 0.8, 30
                )
        if self.panel_node is not None:
            self.panel_node.surface = panel.render()

    def _count(self, step: Step) -> None:
        """A counted step's GP reach the scoreboard and the GP medallion as the summary
        shows them (the day's event itself is applied on Continue)."""
        if step.seat is not None and step.gp:
            self.model.gp[step.seat] += step.gp
            self.stage.refresh_static(self.model)

    def continue_resolution(self) -> None:
        if self.panel is None:
            return
        if not self.panel.done:
            for step in self.panel.ex.steps[self.panel.shown :]:  # skip to the end of the count
                self._count(step)
            self.panel.shown = len(self.panel.ex.steps)
            if self.panel_node is not None:
                self.panel_node.surface = self.panel.render()
            return
        self.panel = None
        self.continue_btn.visible = False
        node, self.panel_node = self.panel_node, None
        if node is not None:
            self.scene.tweener.animate(node, 0.25, "in_quad", opacity=0.0, on_done=node.detach)
        self.presenter.finish_resolve()

    # -- the end ---------------------------------------------------------------------------------------
    def _on_game_over(self, event: dict[str, Any]) -> None:
        self.finished = True
        self.final = {k: v for k, v in event.items() if k != "type"}
        title, why = final_words(self.final, self.sides, self.names)
        self.stage.callout(title, layout.CENTER_X, layout.MIDLINE_Y - 40, (120, 84, 20), 3.0, 44)
        self.stage.scene.clock.schedule(
            lambda: self.stage.callout(
                why, layout.CENTER_X, layout.MIDLINE_Y + 40, (70, 52, 30), 2.6, 26
            ),
            0.3,
        )
        self.scene.clock.schedule(self._open_summary, 3.4)

    def _open_summary(self) -> None:
        if self.final is None:
            return
        stack = getattr(self.app, "stack", None)
        if stack is not None and stack.top is not self:
            self.scene.clock.schedule(self._open_summary, 0.5)  # a menu is open: wait
            return
        from desktop.screens.ragers.summary import arena_summary

        screen = arena_summary(self.app, self)
        if screen is not None:
            self.app.replace(screen)

    # -- menu and rules --------------------------------------------------------------------------------
    def open_menu(self) -> None:
        self.drag.cancel()
        self.stage.hide_preview()
        super().open_menu()

    def taken_back(self, seat: int) -> None:
        self.presenter.clear()
        self.presenter.done_entries = len(self.session.entries)
        self.model.load(self.session.view(seat))
        self.stage.rebuild(self.model)
        self._rebuild_log()
        self._legal_key = ()
        self.app.toast(_("Your last move was taken back."))

    def back(self) -> None:
        self.open_menu()

    def rebuild_options(self) -> dict[str, Any] | None:
        return {
            "perspective": self.looker,
            "faces": self.faces,
            "auto_continue": self.auto_continue,
        }

    def apply_settings(self, settings: Any) -> None:
        super().apply_settings(settings)
        self.presenter.speed = max(0.0, float(settings.animation_speed))

    # -- input -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.to_dialog(self.dialog, event)
        if self.drag.active and self.input is not None and self.input.handle(event):
            return True
        if event.type == pygame.KEYDOWN and (self._key(event) or self.assist.handle_key(event)):
            return True
        if event.type == pygame.MOUSEMOTION and self.focus is not None:
            self.focus = None  # the pointer takes over from the keyboard
        return self.to_widgets_or_scene(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.stage.preview is not None:
                self.stage.hide_preview()
            else:
                self.open_menu()
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if self.panel is not None:
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.continue_resolution()
                return True
            return False
        hand = [n.card for n in self.stage.hand_nodes() if n.card is not None]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            if self.focus in hand:
                i = (hand.index(self.focus) + step) % len(hand)
            else:
                i = 0 if step > 0 else len(hand) - 1
            self.focus = hand[i]
            self.stage.hide_preview()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus in hand:
            assert self.focus is not None
            self.play(self.focus)
            return True
        if key == pygame.K_UP and self.focus in hand:
            node = self.stage.nodes.get(self.focus)
            if node is not None:
                if self.stage.preview is not None:
                    self.stage.hide_preview()
                else:
                    self.stage.show_preview(node)
            return True
        if key == pygame.K_DOWN and self.stage.preview is not None:
            self.stage.hide_preview()
            return True
        if key == pygame.K_k:
            self.keep()
            return True
        if key in (pygame.K_d, pygame.K_DELETE):
            self.discard_selected()
            return True
        if key == pygame.K_p:
            self.pass_turn()
            return True
        return False

    # -- frame -------------------------------------------------------------------------------------------
    def presenting(self) -> bool:
        return not self.presenter.caught_up or (self.panel is not None and not self.panel.done)

    def update(self, dt: float) -> None:
        presenter = self.presenter
        presenter.take(self.runner.pending)
        presenter.update(dt)
        super().update(dt)
        self.stage.tick(dt)
        self._advance_resolution(dt)
        idle = presenter.idle and not self.runner.pending
        self.runner.poll(bots_may_act=idle and self.panel is None and not self.pass_pending)
        idle = presenter.idle and not self.runner.pending
        if idle:
            self._settle()
        if idle and self.faces.least != legible(self.window_scale()):
            # the window was resized: the cards print for it, not for the one it opened in
            self.faces.least = legible(self.window_scale())
            self.stage.rebuild(self.model)
        self.assist.update(dt)
        self._show_hint()
        self._refresh_looks()
        self._refresh_prompt()
        if idle and self.faces.queued:
            self.faces.prewarm(PREWARM_MS)

    def _settle(self) -> None:
        """Nothing left to show: align with the engine and ask whoever must act."""
        if self.finished or self.session.is_over() or self.pass_pending:
            return
        due = self.runner.persons_to_act()
        if self.hotseat and due and self.looker not in due:
            # Take turns at going first: the one who did not look last.
            pick = next((s for s in due if s != self._last_unlocked), due[0])
            self._ask_pass(pick)

    def _hover_key(self) -> str | None:
        """The hand card under the pointer (a raised card keeps the pointer in its old place)."""
        if self.drag.active or self.looker is None:
            return None
        px, py = self.input.pointer if self.input is not None else (-1, -1)
        w, h = layout.CARD
        best: CardNode | None = None
        for node in self.stage.hand_nodes():
            if node.card is None:
                continue
            extra = layout.HAND_RAISE + 4 if node.key == self.stage.hover_key else 0
            inside = abs(px - node.x) <= w / 2 and node.y - h / 2 <= py <= node.y + h / 2 + extra
            if inside and (best is None or node.z > best.z):
                best = node
        return best.key if best is not None else None

    def _dims(self, acting: bool, phase: str) -> dict[str, str]:
        """The hand cards that may not be placed now, with the engine's reason (cached)."""
        key = (acting, phase, self.session.state_id, self.looker)
        if key == self._dims_key:
            return self._dims_value
        dimmed: dict[str, str] = {}
        seat = self.looker
        if acting and phase in (CHOOSE, EXTRA, VETERAN) and self.model.hand and seat is not None:
            legal = self.legal()
            for card in self.model.hand:
                cmd = self.command_for(card)
                if cmd not in legal:
                    dimmed[card] = self.runner.why_not(seat, cmd) or _("You can't place this now.")
        self._dims_key, self._dims_value = key, dimmed
        return dimmed

    def _refresh_looks(self) -> None:
        """Dim what may not be placed, raise what is pointed at, show the right buttons."""
        acting = self.can_act()
        phase = self.model.phase
        dimmed = self._dims(acting, phase)
        hover = self._hover_key()
        key = (
            acting,
            phase,
            tuple(sorted(dimmed)),
            hover,
            self.focus,
            self.stage.selected,
            self.session.state_id,
            self.looker,
        )
        if key != self._look_key:
            self._look_key = key
            self.stage.dimmed = dimmed
            self.stage.hover_key = hover
            self.stage.focus_key = self.focus
            if self.stage.selected is not None and (
                not acting or phase != PREP or self.stage.selected not in (self.model.hand or [])
            ):
                self.stage.selected = None
            self.stage.restyle_hand(self.model)
        prep = acting and phase == PREP
        self.keep_btn.visible = prep
        self.discard_btn.visible = prep
        self.discard_btn.enabled = prep and self.stage.selected is not None
        if self.stage.selected is not None:
            self.discard_btn.text = _("Discard {card}").format(
                card=self.data.name_of(self.stage.selected)
            )
        else:
            self.discard_btn.text = _("Discard…")
        self.pass_btn.visible = acting and phase == CHOOSE and {"type": "pass"} in self.legal()

    def _refresh_prompt(self) -> None:
        text = self._prompt()
        if text != self._prompt_text:
            self._prompt_text = text
            self.prompt.surface = prompt_box(text) if text else None

    def _prompt(self) -> str:
        m = self.model
        if self.finished or self.panel is not None or self.pass_pending:
            return ""
        seat = self.looker
        if self.can_act():
            if m.phase == PREP:
                return _(
                    "Preparation: click a card to discard it and draw a new one, or keep your hand."
                )
            if m.phase == CHOOSE:
                if {"type": "pass"} in self.legal():
                    return _("You have no card you may place: press Pass.")
                return _(
                    "Choose a card to place face-down: drag it to your row or click it (←/→ and "
                    "Enter)."
                )
            if m.phase == EXTRA:
                return _("Your Deadeye: place an extra card face-down beside it.")
            if m.phase == VETERAN:
                if m.on_top:
                    return _("Two Veterans! Choose a card for yours; both are revealed together.")
                return _("Your Veteran: place a card face-up on top of it.")
        if not self.presenter.caught_up or self.runner.pending:
            return ""
        due = sorted(self.session.to_act())
        if not due:
            return ""
        others = [s for s in due if s != seat]
        if seat is not None and seat not in due and others:
            who = self.sides[others[0]]
            if m.phase == CHOOSE and m.chosen[seat]:
                return _("Your card is down. Waiting for the {side}…").format(side=who)
            return _("Waiting for the {side}…").format(side=who)
        return ""

    def _waiting_line(self) -> str:
        if self.finished:
            return _("The Great Thing is over.")
        thinking = self.assist.thinking_text()
        return f"{thinking}…" if thinking else ""

    def _show_hint(self) -> None:
        """A new hint's card gets the keyboard focus (raised in the hand)."""
        hinted = self.assist.hinted
        if (
            hinted is not None
            and hinted is not self._hinted
            and hinted.get("card") in (self.model.hand or [])
        ):
            self.focus = hinted["card"]
        self._hinted = hinted

    # -- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        assert self.scene is not None
        self.scene.draw(surface)
        self.sidebar.draw(surface, self.model, self.stage.bottom, self._waiting_line())
        self._draw_assist(surface)
        self.widgets.draw(surface, self.app.theme)
        self.stage.draw_preview(surface)
        self.draw_storage(surface)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, self.app.theme)

    def overlay_boxes(self) -> list[pygame.Rect]:
        boxes = super().overlay_boxes()
        preview = self.stage.preview
        if preview is not None and preview.surface is not None:
            boxes.append(preview.surface.get_rect(center=(round(preview.x), round(preview.y))))
        return boxes

    def _draw_assist(self, surface: pygame.Surface) -> None:
        """The Hint button in the free corner left of the hand; the hint's reason above it."""
        self.assist.button.rect.bottomleft = (36, 1060)
        self.assist.draw_hint(
            surface, self.app.theme, 390, bottomleft=(36, self.assist.button.rect.top - 10)
        )
