"""The RAGE table screen: where input becomes commands and entries become animations.

    mouse / keys -> command -> GameRunner.submit -> Session -> entries
                 -> Presenter -> TableModel + TableStage (animations)

The screen never changes game state: it asks the engine what is legal, sends commands, and
shows what the log says happened. With two or more people at this computer (hot-seat) the
hand at the bottom is drawn face down unless the person whose turn it is has confirmed the
pass screen; events are redacted for whoever is looking at the moment they are shown.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from desktop.audio import play_sound  # sound
from desktop.game.seams import TableRunner
from desktop.game.wording import you_form
from desktop.games.registration import TableSetup
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices, soonest
from desktop.screens.ccg_kit.stage import legible
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.draw import canvas
from desktop.screens.rage_trick.faces import FaceBank, card_art
from desktop.screens.rage_trick.hints import describe_card, hints
from desktop.screens.rage_trick.model import TableModel
from desktop.screens.rage_trick.nodes import CardNode
from desktop.screens.rage_trick.pickers import BidPicker, ColorPicker, Picker
from desktop.screens.rage_trick.presenter import Presenter
from desktop.screens.rage_trick.scoresheet import ScoreSheet
from desktop.screens.rage_trick.sidebar import GameLog, HintBox, round_box
from desktop.screens.rage_trick.stage import GLOW_STEPS, SeatLook, TableStage
from desktop.screens.table_assist import TableAssist
from desktop.screens.table_base import TableScreen, button
from desktop.ui import tips
from desktop.ui.dialog import Dialog
from desktop.ui.theme import render_text, wrap
from engine.games.rage_trick.cards import COLORS, SUITS, card_name
from engine.i18n import _

log = logging.getLogger(__name__)

GAME_ID = "rage-trick"  # tips read are remembered under this name

AUTO_SHEET = 2.6  # seconds an all-bot table shows the score sheet after a round
IDLE_PREWARM_MS = 5.0
#: The glow on the seat to act breathes two and a half times (1.25 s each), then stays lit:
#: a table waiting for the player then has nothing to redraw.
PULSE_SECONDS = 2.5 * 1.25
PULSE_RATE = 1.6  # `pulse` runs 0 -> 2 (up and down once) in 1.25 s


class RageTable(TableScreen):
    name = "table"

    def __init__(
        self,
        app: AppServices,
        runner: TableRunner,
        *,
        journal: Any = None,
        perspective: int | None = None,
        faces: FaceBank | None = None,
        setup: TableSetup | None = None,
        fresh: bool | None = None,
    ) -> None:
        super().__init__(app, runner, journal=journal, setup=setup)
        session = self.session
        viewer, bottom = self.seating(perspective)
        self.scene = Scene(size=app.logical_size, cache=app.caches.surfaces)
        preset = session.header.options.get("preset", "us")
        self.faces = faces or FaceBank(preset, app.caches.cards(card_art()))
        # faces print no text the window would show under the readable size
        self.faces.least = legible(self.window_scale())
        self.model = TableModel.from_view(session.view(viewer), self.names)
        looks = [SeatLook(c.name or self.names[i], c.is_bot) for i, c in enumerate(runner.seats)]
        self.stage = TableStage(self.scene, self.faces, app.theme, self.seats, looks, bottom)
        self.log = GameLog(
            rect=pygame.Rect(layout.SIDEBAR.x + 12, 330, layout.SIDEBAR_BOX_W, 730),
            theme=app.theme,
        )
        self.presenter = Presenter(
            session=session,
            model=self.model,
            stage=self.stage,
            log_seat=lambda: None if self.hotseat else self.model.viewer,
            on_log=self.log.add,
            on_round_scored=self._round_scored,
            on_game_over=self._game_over,
            sounds=getattr(app, "sounds", None),  # sound
        )
        self.drag = self.card_drag(
            self.scene,
            self,
            zones=lambda: [self.stage.trick],
            hoverable=lambda n: isinstance(n, CardNode) and n.face_up,
        )
        self.picker: Picker | None = None
        self.sheet: ScoreSheet | None = None
        self.status_note = ""  # the last reason a card was refused, shown under the status
        self.note_age = 0.0
        self.kb_card: CardNode | None = None
        self.kb_time = 0.0
        self.raised: CardNode | None = None
        self.preview: Node | None = None
        self.preview_why: str | None = None  # the reason the preview shows (a dimmed card's)
        self.preview_state = -1  # the game's state_id when the preview was built
        self.preview_for: CardNode | None = None
        self.pulse = 0.0
        self.pulse_age = 0.0
        self.pulse_seat: Any = None
        self.finished = False
        self.summary_opened = False
        self.synced_id = -1
        self._legal: list[dict] | None = None
        self._legal_id = -1
        self._box_key: tuple = ()
        self._box: pygame.Surface | None = None
        self._status_key: tuple = ()
        self._status: pygame.Surface | None = None
        self.pass_pending = False
        self.hint: HintBox | None = None
        self.hint_key = ""
        self.hints_seen: set[str] = set()
        self.hint_texts = hints(self.model.options, preset)
        self.assist = TableAssist(self, seat=lambda: self.viewer if self.my_turn() else None)
        self._hinted: dict | None = None  # the hint last highlighted
        self._hud()
        # The past in the log (a continued game), then the table as it stands.
        self._fill_log()
        # Draw the score sheet's parts once now, so the first round's end doesn't stutter.
        ScoreSheet(app.theme, self.names, [], None, title="", button="", on_close=lambda: None)
        if fresh is None:
            fresh = len(session.entries) == 1
        if self.model.hand:
            self.faces.want(self.model.hand, first=True)
            self.faces.prewarm(200.0)
        self.faces.want_deck()
        if fresh:
            # Deal the first round on screen: the presenter shows the opening deal again.
            self.log.entries.clear()
            self.log.lines.clear()
            self.presenter.take([session.entries[0]])
        else:
            self.stage.rebuild(self.model)
            self.synced_id = session.state_id

    # -- chrome -----------------------------------------------------------------------------------

    def _hud(self) -> None:
        self.add_hud(
            layout.SIDEBAR.x + 12,
            (layout.SIDEBAR_BOX_W - 20) // 3,
            (
                ("menu", _("Menu"), self.open_menu),
                ("scores", _("Scores"), self.toggle_sheet),
                ("rules", _("Rules"), self.open_rules),
            ),
        )
        hidden = self.keep_hidden
        rect = pygame.Rect
        self.hint_ok = hidden(
            button("hint-ok", _("Got it"), rect(0, 0, 150, 50), self.dismiss_hint, 24)
        )
        self.hint_off = hidden(
            button("hint-off", _("No more tips"), rect(0, 0, 200, 50), self.hints_off, 24, "quiet")
        )
        self.challenge_btn = hidden(
            button("challenge", _("Challenge…"), rect(0, 0, 220, 56), self.open_challenge, 24)
        )
        hidden(self.assist.button)

    # -- who looks -------------------------------------------------------------------------------

    @property
    def viewer(self) -> int | None:
        return self.model.viewer

    def lock(self) -> None:
        """Hot-seat: nobody may look until the next person confirms the pass screen."""
        # Only what everyone may see stays on the table (a secret bid of the last person too).
        self.model.load(self.session.view(None))
        self.stage.hide_hand()
        self.kb_card = None
        self._close_preview()
        self.picker = None
        self.drag.cancel()

    def unlock(self, seat: int) -> None:
        """`seat` confirmed the pass screen: the table turns to them and shows their hand."""
        self.pass_pending = False
        self.model.load(self.session.view(seat))
        self.synced_id = self.session.state_id
        self.stage.rebuild(self.model)
        self._legal_id = -1

    # -- the engine -----------------------------------------------------------------------------

    def legal(self) -> list[dict]:
        """The viewer's legal commands now (cached per state)."""
        sid = self.session.state_id
        if self._legal_id != sid:
            v = self.viewer
            self._legal = self.session.legal(v) if v is not None else []
            self._legal_id = sid
        return self._legal or []

    def my_turn(self) -> bool:
        v = self.viewer
        return (
            v is not None
            and self.presenter.idle
            and not self.runner.pending
            and v in self.session.to_act()
            and self.runner.seats[v].is_person
            and not self.pass_pending
        )

    def commands_for(self, card: str) -> list[dict]:
        if not self.my_turn():
            return []
        return [c for c in self.legal() if c.get("type") == "play" and c.get("card") == card]

    def _reason(self, node: Node) -> str | None:
        if not isinstance(node, CardNode) or node.card is None:
            return None
        if node.where != "hand":
            return _("Only cards from your hand can be played.")
        if self.commands_for(node.card):
            return None
        if self.viewer is None:
            return _("Wait for your turn.")
        if not self.presenter.idle or self.runner.pending:
            return _("Just a moment: the cards are still moving.")
        return self.runner.why_not(self.viewer, {"type": "play", "card": node.card})

    def submit(self, command: dict) -> bool:
        if not self.send(self.viewer, command):
            return False
        self.picker = None
        self.status_note = ""
        self._close_preview()
        self.kb_card = None
        return True

    def refuse(self, reason: str) -> None:
        """Say why, in the engine's words, right above the hand (not as a toast over it)."""
        self.status_note = reason
        self.note_age = 0.0

    # -- drag, click, hover ------------------------------------------------------------------------

    def _legal_targets(self, node: Node) -> list[Zone]:
        if isinstance(node, CardNode) and node.card and self.commands_for(node.card):
            return [self.stage.trick]
        return []

    def _on_drop(self, node: Node, zone: Zone) -> bool:
        if not isinstance(node, CardNode) or node.card is None:
            return False
        cmds = self.commands_for(node.card)
        if not cmds:
            return False
        if any("color" in c for c in cmds):
            self.open_color_picker(node.card, cmds)
            return False
        self.presenter.dropped = node
        if not self.submit(cmds[0]):
            self.presenter.dropped = None
            return False
        return True

    def _on_reject(self, node: Node, reason: str) -> None:
        play_sound(self.app, "thud")  # sound
        self.refuse(reason)

    def _on_click(self, node: Node) -> None:
        if not isinstance(node, CardNode):
            return
        if node.where == "hand" and node.card is not None:
            self.play_card(node)
        elif node.face_up:
            self._show_preview(node)

    def play_card(self, node: CardNode) -> None:
        assert node.card is not None
        cmds = self.commands_for(node.card)
        if not cmds:
            reason = self._reason(node)
            if reason:
                self.refuse(reason)
            self._nudge(node)
            return
        if any("color" in c for c in cmds):
            self.open_color_picker(node.card, cmds)
            return
        self.submit(cmds[0])

    def _nudge(self, node: CardNode) -> None:
        """A small shake: this card can't go."""
        if node.parent is not self.stage.hand:
            return
        slot = self.stage.hand.slot_of(node)
        tw = self.scene.tweener  # type: ignore[union-attr]
        node.x = slot.x + 14
        tw.animate(node, 0.25, "out_elastic", x=slot.x)

    def _on_hover(self, node: Node) -> None:
        if isinstance(node, CardNode) and node.face_up:
            self._show_preview(node)

    def _on_hover_end(self, node: Node) -> None:
        if self.preview_for is node and node is not self.kb_card:
            self._close_preview()

    def _show_preview(self, node: CardNode) -> None:
        if node.card is None:
            return
        reason = self._reason(node) if node.where == "hand" and self.my_turn() else None
        if self.preview_for is node and self.preview is not None and reason == self.preview_why:
            return
        self._close_preview()
        self.preview_why = reason
        self.preview_state = self.session.state_id
        # In the game log's place: over the table it would hide the trick, a name plate or
        # the status line, which are what the player looks at while choosing a card.
        room = self.log.rect
        surf = preview_surface(self.app.theme, self.faces, node.card, reason, room.size)
        rect = surf.get_rect(midtop=room.midtop)
        self.preview = Node(name="preview", surface=surf, x=rect.centerx, y=rect.centery)
        self.preview_for = node

    def _close_preview(self) -> None:
        self.preview = None
        self.preview_for = None

    # -- pickers ---------------------------------------------------------------------------------

    def open_bid_picker(self) -> None:
        seat = self.viewer
        assert seat is not None
        legal = {c["tricks"] for c in self.legal() if c.get("type") == "bid"}
        reasons = {}
        for n in range(self.model.hand_size + 1):
            if n not in legal:
                reasons[n] = self.runner.why_not(seat, {"type": "bid", "tricks": n}) or ""
        so_far = sum(b for b in self.model.bids if b is not None)
        self.picker = BidPicker(
            self.app.theme,
            self.model.hand_size,
            legal,
            reasons,
            lambda n: self.submit({"type": "bid", "tricks": n}),
            bids_so_far=so_far,
        )

    def open_color_picker(self, card: str, cmds: list[dict]) -> None:
        seat = self.viewer
        assert seat is not None
        colors = list(SUITS if self.model.preset == "oh-hell" else COLORS)
        legal = {c["color"] for c in cmds if "color" in c}
        reasons = {
            c: self.runner.why_not(seat, {"type": "play", "card": card, "color": c}) or ""
            for c in colors
            if c not in legal
        }

        def chosen(color: str) -> None:
            self.submit({"type": "play", "card": card, "color": color})

        def cancel() -> None:
            self.picker = None

        self.picker = ColorPicker(self.app.theme, card, colors, legal, reasons, chosen, cancel)

    # -- presenter callbacks -------------------------------------------------------------------

    def _round_scored(self, event: dict) -> None:
        last = event["round"] >= self.model.rounds_total > 0
        self.sheet = ScoreSheet(
            self.app.theme,
            self.names,
            self.model.rounds,
            list(self.session.header.options.get("schedule") or []),
            title=_("Round {round} scored").format(round=event["round"]),
            button=_("See who won") if last else _("Next round"),
            on_close=self._sheet_closed,
        )

    def _sheet_closed(self) -> None:
        self.sheet = None
        self.presenter.release()

    def _game_over(self, event: dict) -> None:
        self.finished = True
        self.presenter.release()
        self.scene.clock.schedule(self._open_summary, 0.9)  # type: ignore[union-attr]

    def _open_summary(self) -> None:
        if self.summary_opened:
            return
        self.summary_opened = True
        from desktop.screens.rage_trick.summary import RageSummary

        self.app.replace(
            RageSummary(
                self.app,
                names=self.names,
                rounds=self.model.rounds,
                scores=list(self.model.scores),
                winners=list(self.model.winners or []),
                teams=self.model.teams,
                setup=self.setup,
                bots=[c.is_bot for c in self.runner.seats],
                game=self.session.header.ruleset,
            )
        )

    # -- overlays ---------------------------------------------------------------------------------

    def toggle_sheet(self) -> None:
        if self.sheet is not None:
            self.sheet.close()
            return
        self.sheet = ScoreSheet(
            self.app.theme,
            self.names,
            self.model.rounds,
            list(self.session.header.options.get("schedule") or []),
            title=_("Score sheet"),
            button=_("Close"),
            on_close=lambda: setattr(self, "sheet", None),
        )

    def open_menu(self) -> None:
        self.drag.cancel()
        super().open_menu()

    def overlay_open(self) -> bool:
        return super().overlay_open() or self.sheet is not None

    def taken_back(self, seat: int) -> None:
        self.presenter.clear()
        self.model.load(self.session.view(seat))
        self.stage.rebuild(self.model)
        self._fill_log()  # the moves taken back leave the log too
        self.synced_id = self.session.state_id
        self._legal_id = -1
        self.picker = None
        self.sheet = None
        self.app.toast(_("Your last move was taken back."))

    def _fill_log(self) -> None:
        """The log as the game stands: every entry so far, in the words of whoever looks."""
        self.log.entries.clear()
        self.log.lines.clear()
        self.log.scroll = 0
        self.log._surface = None
        session = self.session
        log_seat = None if self.hotseat else self.model.viewer
        for item in session.entries:
            for event in item["events"]:
                text = you_form(session.ruleset.describe(event, log_seat, self.names))
                if text:
                    self.log.add(text)

    def open_challenge(self) -> None:
        seat = self.viewer
        if seat is None:
            return
        options = [c for c in self.legal() if c.get("type") == "challenge"][-4:]
        if not options:
            return
        view = self.session.view(seat)
        cards = {(c["seat"], c["trick"]): c for c in view.get("challenges") or []}
        lines = []
        buttons: list[tuple[str, Any]] = []
        for i, cmd in enumerate(options, start=1):
            info = cards.get((cmd["seat"], cmd["trick"]), {})
            what = card_name(info["card"]) if "card" in info else _("a card")
            lines.append(
                _("{i}: {name}'s {card} in trick {trick}").format(
                    i=i, name=self.names[cmd["seat"]], card=what, trick=cmd["trick"]
                )
            )
            buttons.append((str(i), lambda cmd=cmd: self.submit(cmd)))
        buttons.append((_("Cancel"), None))
        self.show_dialog(
            Dialog(
                _("Challenge a play"),
                _("Did they hold the lead colour? Whoever is wrong loses 10 points.")
                + "\n"
                + "\n".join(lines),
                buttons=buttons,
                screen_size=self.app.logical_size,
                width=1100,
            )
        )

    # -- hints ----------------------------------------------------------------------------------

    def want_hint(self, key: str) -> None:
        """Show a tip once. A bidding tip still open gives way to a playing tip; playing
        tips wait for the one on screen to be dismissed."""
        if key in self.hints_seen or tips.was_read(self.app.settings, GAME_ID, key):
            return
        if self.hint is not None and not (self.hint_key == "bid" and key != "bid"):
            return
        if not tips.tips_on(self.app.settings) or key not in self.hint_texts:
            return
        self.hints_seen.add(key)
        self.hint_key = key
        title, text = self.hint_texts[key]
        self.hint = HintBox(title, text, self.app.theme)
        self.hint_ok.visible = self.hint_off.visible = True

    def dismiss_hint(self) -> None:
        """Close the tip on screen; once read, it never comes back (settings.tips_seen)."""
        if self.hint is not None and self.hint_key:
            tips.mark_read(self.app.settings, GAME_ID, self.hint_key)
        self._close_hint()

    def _close_hint(self) -> None:
        self.hint = None
        self.hint_ok.visible = self.hint_off.visible = False

    def hints_off(self) -> None:
        self.dismiss_hint()
        tips.turn_off(self.app)

    # -- lifecycle ------------------------------------------------------------------------------

    def apply_settings(self, settings: Any) -> None:
        super().apply_settings(settings)
        self.presenter.speed = max(0.0, float(settings.animation_speed))
        if not getattr(settings, "hints", True):
            self._close_hint()

    def rebuild_options(self) -> dict[str, Any] | None:
        return {"perspective": self.model.viewer, "faces": self.faces, "fresh": False}

    def back(self) -> None:
        self.open_menu()

    # -- frame ----------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None and self.dialog.is_open:
            return self.to_dialog(self.dialog, event)
        if self.sheet is not None:
            return self.sheet.handle_event(event)
        if self.drag.active and self.input is not None and self.input.handle(event):
            return True
        if self.picker is not None and self.picker.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            pointer = self.input.pointer if self.input else (0, 0)
            if self.log.handle_event(event, (round(pointer[0]), round(pointer[1]))):
                return True
        if event.type == pygame.MOUSEMOTION and self.kb_card is not None:
            self.kb_card = None  # the pointer takes over from the keyboard
        return self.to_widgets_or_scene(event)

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.preview is not None:
                self._close_preview()
                return True
            self.open_menu()
            return True
        if key == pygame.K_s:
            self.toggle_sheet()
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if key == pygame.K_h and self.hint is not None:
            self.dismiss_hint()
            return True
        if self.assist.handle_key(event):
            return True
        if key == pygame.K_c and self.challenge_btn.visible:
            self.open_challenge()
            return True
        if key == pygame.K_PAGEUP:
            self.log.scroll_by(6)
            return True
        if key == pygame.K_PAGEDOWN:
            self.log.scroll_by(-6)
            return True
        hand = [n for n in self.stage.hand_nodes() if n.face_up]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            if self.kb_card in hand:
                i = (hand.index(self.kb_card) + step) % len(hand)
            else:
                playable = [n for n in hand if n.card and self.commands_for(n.card)]
                pick = playable or hand
                i = hand.index(pick[0] if step > 0 else pick[-1])
            self.kb_card = hand[i]
            self.kb_time = 0.0
            self._close_preview()
            self.drag.hovered = None
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.kb_card in hand:
            assert self.kb_card is not None
            self.play_card(self.kb_card)
            return True
        if key in (pygame.K_UP, pygame.K_p) and self.kb_card in hand:
            assert self.kb_card is not None
            if self.preview_for is self.kb_card:
                self._close_preview()
            else:
                self._show_preview(self.kb_card)
            return True
        if key == pygame.K_DOWN and self.preview is not None:
            self._close_preview()
            return True
        return False

    def presenting(self) -> bool:
        return not self.presenter.idle

    def wake_in(self) -> float | None:
        due = [super().wake_in()]
        if self.pulse_seat is not None and self.pulse_age < PULSE_SECONDS:
            due.append(self._next_glow_step())
        card = self.kb_card
        if card is not None and self.preview_for is not card:
            due.append(max(0.0, self.drag.hover_delay - self.kb_time))
        if self.picker is not None:
            due.append(self.picker.wake_in())
        return soonest(due)

    def _next_glow_step(self) -> float:
        """Seconds until the breathing glow shows its next brightness (it has GLOW_STEPS, so
        a frame every 1/60 s would mostly redraw the same picture), or until it stops."""
        # The brightness is round(triangle(pulse) * steps): it changes each time `pulse`
        # crosses an odd multiple of 1 / (2 * steps), on the way up and on the way down.
        half = 1.0 / (2 * GLOW_STEPS)
        crossing = (math.floor((self.pulse - half) / (2 * half)) + 1) * 2 * half + half
        seconds = (crossing - self.pulse) / PULSE_RATE
        # A millisecond late rather than early: an early frame would show the same step.
        return min(seconds + 0.001, max(0.0, PULSE_SECONDS - self.pulse_age))

    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt * PULSE_RATE) % 2.0
        self.pulse_age += dt
        self.note_age += dt
        presenter = self.presenter
        presenter.take(self.runner.pending)
        presenter.update(dt)
        super().update(dt)
        picker = self.picker
        if picker is not None:
            # A typed bid commits inside update, and submit() clears self.picker.
            picker.update(dt)
            if not picker.open and self.picker is picker:
                self.picker = None
        if self.sheet is not None:
            self.sheet.update(dt)
            if not self.persons and (
                presenter.speed <= 0 or self.sheet.age * presenter.speed >= AUTO_SHEET
            ):
                self.sheet.close()
        idle = presenter.idle and not self.runner.pending
        self.runner.poll(
            bots_may_act=idle and self.sheet is None and not self.finished and not self.pass_pending
        )
        if idle and not self.runner.pending:
            self._settle()
        if idle and not self.stage.dealing and self.faces.least != legible(self.window_scale()):
            # the window was resized: the faces print for it (they kept the first window's
            # least size, and text shrank below it in a smaller one)
            self.faces.least = legible(self.window_scale())
            self.stage.rebuild(self.model)
        self._hover_raise()
        self._keyboard_preview(dt)
        active = self.model.to_act if not (self.finished or self.stage.dealing) else None
        if active != self.pulse_seat:
            self.pulse_seat, self.pulse, self.pulse_age = active, 0.0, 0.0
        pulse = 1.0 - abs(1.0 - self.pulse) if self.pulse_age < PULSE_SECONDS else 1.0
        self.stage.refresh_panels(self.model, active, pulse)
        self.stage.update_trump_label(self.model)
        self.challenge_btn.visible = self._can_challenge()
        self.assist.update(dt)
        self._show_hint()
        if idle and self.faces.queued and self.my_turn():
            self.faces.prewarm(IDLE_PREWARM_MS)

    def _settle(self) -> None:
        """Nothing left to show: align with the engine and ask whoever must act."""
        session = self.session
        if self.synced_id != session.state_id:
            self.synced_id = session.state_id
            self.model.load(session.view(self.viewer))
            hand_ids = [n.card for n in self.stage.hand_nodes()]
            if self.model.hand is not None and hand_ids != self.model.hand:
                self.stage.rebuild(self.model)
            self._legal_id = -1
        if self.finished or session.is_over():
            return
        due = self.runner.persons_to_act()
        if self.hotseat and due and due[0] != self.viewer and not self.pass_pending:
            self._ask_pass(due[0])
            return
        if self.my_turn():
            phase = self.model.phase
            if phase == "bid" and not isinstance(self.picker, BidPicker):
                self.open_bid_picker()
                self.want_hint("bid")
            elif phase == "play":
                playable = {c["card"] for c in self.legal() if c.get("type") == "play"}
                self.stage.set_hand_faces(playable)
                shown = self.preview_for
                if shown is not None and self.preview_state != self.session.state_id:
                    # the card under the pointer was shown before this move was due (not
                    # dimmed yet, or for another reason): say why it is dimmed now
                    self._show_preview(shown)
                if self.model.round == 1 and "play" not in self.hints_seen:
                    self.want_hint("play")
                elif self.model.trump and "trump" not in self.hints_seen:
                    self.want_hint("trump")
                elif "preview" not in self.hints_seen:
                    self.want_hint("preview")
                elif "actions" not in self.hints_seen:
                    self.want_hint("actions")
        else:
            self.stage.set_hand_faces(None)
            if isinstance(self.picker, BidPicker):
                self.picker = None

    def _ask_pass(self, seat: int) -> None:
        self.lock()
        self.push_pass_screen(seat, self._pass_detail(seat), lambda: self.unlock(seat))

    def _pass_detail(self, seat: int) -> str:
        m = self.model
        text = (
            _("Round {round} of {total} · it is {name}'s turn to bid")
            if m.phase == "bid"
            else _("Round {round} of {total} · it is {name}'s turn to play a card")
        )
        return text.format(round=m.round, total=m.rounds_total, name=self.names[seat])

    def _can_challenge(self) -> bool:
        if not self.model.options.get("reneging") or self.viewer is None:
            return False
        if not self.presenter.idle:
            return False
        return any(c.get("type") == "challenge" for c in self.legal())

    def _keyboard_preview(self, dt: float) -> None:
        """A card chosen with the arrows shows its large preview after a moment too."""
        card = self.kb_card
        if card is None or card.parent is not self.stage.hand or self.picker is not None:
            return
        self.kb_time += dt
        delay = self.drag.hover_delay
        if self.kb_time >= delay > self.kb_time - dt and self.preview_for is not card:
            self._show_preview(card)

    def _hover_raise(self) -> None:
        hovered = self.drag.hovered
        hot: CardNode | None = None
        if self.kb_card is not None and self.kb_card.parent is self.stage.hand:
            hot = self.kb_card
        elif isinstance(hovered, CardNode) and hovered.parent is self.stage.hand:
            hot = hovered
        if self.drag.active:
            hot = None
        if hot is not self.raised:
            self.raised = hot
            self.stage.raise_card(hot)
        self.stage.show_focus(self.kb_card if self.kb_card is not None else None)
        self.stage.follow_focus(self.kb_card)

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        assert self.scene is not None
        self.scene.draw(surface)
        self._draw_sidebar(surface)
        if self.picker is not None:
            self.picker.draw(surface)
        else:
            self._draw_status(surface)
        self._draw_assist(surface)
        self.widgets.draw(surface, theme)
        if self.preview is not None and self.preview.surface is not None:
            img = self.preview.surface  # where the log is now (a hint may have pushed it down)
            surface.blit(img, self._preview_box(img))
        if self.sheet is not None:
            self.sheet.draw(surface)
        self.draw_storage(surface)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def _preview_box(self, img: pygame.Surface) -> pygame.Rect:
        return img.get_rect(midtop=self.log.rect.midtop)

    def overlay_boxes(self) -> list[pygame.Rect]:
        boxes = super().overlay_boxes()
        if self.preview is not None and self.preview.surface is not None:
            boxes.append(self._preview_box(self.preview.surface))
        return boxes

    def _draw_sidebar(self, surface: pygame.Surface) -> None:
        m = self.model
        key = (
            self.stage.dealing,
            m.round,
            m.rounds_total,
            m.hand_size,
            m.dealer,
            tuple(m.bids),
            tuple(m.has_bid),
            m.trump,
            m.trump_suspended,
            m.lead,
        )
        if key != self._box_key or self._box is None:
            self._box_key = key
            self._box = round_box(
                self.app.theme, m, self.names, layout.SIDEBAR_BOX_W, self.stage.dealing
            )
        surface.blit(self._box, (layout.SIDEBAR.x + 12, 96))
        top = 96 + self._box.get_height() + 14
        if self.hint is not None:
            self.hint.draw(surface, top)
            r = self.hint.rect
            self.hint_ok.rect.bottomleft = (r.x + 20, r.bottom - 12)
            self.hint_off.rect.bottomright = (r.right - 16, r.bottom - 12)
            top = r.bottom + 14
        x0, width = layout.SIDEBAR.x + 12, layout.SIDEBAR_BOX_W
        shown = self.assist.draw_hint(surface, self.app.theme, width, topleft=(x0, top))
        if shown is not None:
            top = shown.bottom + 14
        self.log.rect.y = top
        self.log.rect.height = 1064 - top
        if (self.log.rect.size, top) != getattr(self, "_log_geom", None):
            self._log_geom = (self.log.rect.size, top)
            self.log._surface = None
            self.log._clamp()
        if self.preview is None:  # a card's preview takes the log's place
            self.log.draw(surface)

    def _show_hint(self) -> None:
        """Highlight a new hint's move: its card raised as if chosen by keyboard, or its bid
        focused in the bid picker."""
        hinted = self.assist.hinted
        if hinted is None or hinted is self._hinted:
            self._hinted = hinted
            return
        self._hinted = hinted
        if hinted.get("type") == "bid" and self.picker is not None:
            for button in self.picker.buttons:
                if button.value == hinted["tricks"] and button.enabled:
                    self.picker.group.focus(button)
            return
        card = hinted.get("card")
        node = next((n for n in self.stage.hand_nodes() if n.card == card and n.face_up), None)
        if node is not None:
            self.kb_card = node
            self.kb_time = 0.0

    def _draw_assist(self, surface: pygame.Surface) -> None:
        """The Hint button left of the hand (its reason shows in the sidebar)."""
        self.assist.button.rect.midright = (round(layout.HAND_CENTER[0]) - 470, 735)

    def _draw_status(self, surface: pygame.Surface) -> None:
        if self.challenge_btn.visible:
            self.challenge_btn.rect.midleft = (layout.HAND_CENTER[0] + 470, 735)
        cx, cy = layout.PICKER_CENTER
        if self.assist.draw_thinking(surface, self.app.theme, (round(cx), round(cy) + 20)):
            return  # a bot has thought for a while: say so where the status goes
        text, strong = self.status_text()
        note = self.status_note if self.note_age < 6.0 else ""
        key = (text, strong, note)
        if key != self._status_key or self._status is None:
            self._status_key = key
            self._status = status_surface(self.app.theme, text, strong, note)
        if self._status.get_width() > 1:
            surface.blit(self._status, self._status.get_rect(center=(round(cx), round(cy) + 20)))

    def status_text(self) -> tuple[str, bool]:
        m = self.model
        if self.finished:
            return (_("Game over"), True)
        if m.to_act is None or self.stage.dealing:
            return ("", False)
        who = self.names[m.to_act]
        if m.to_act == self.viewer and self.runner.seats[m.to_act].is_person:
            if not self.presenter.idle or self.runner.pending:
                return ("", False)
            if m.phase == "bid":
                return (_("Your bid"), True)
            return (
                _("Your turn: drag a card to the middle, click it, or use ←/→ and Enter"),
                True,
            )
        if self.runner.seats[m.to_act].is_bot:
            doing = _("{name} is bidding…") if m.phase == "bid" else _("{name} is choosing a card…")
            return (doing.format(name=who), False)
        return (_("Waiting for {name}…").format(name=who), False)


def status_surface(theme: Any, text: str, strong: bool, note: str) -> pygame.Surface:
    if not text and not note:
        return pygame.Surface((1, 1), pygame.SRCALPHA)
    lines = []
    if text:
        lines.append(
            render_text(text, 30 if strong else 26, theme.accent if strong else theme.ink, strong)
        )
    if note:
        for line in wrap(note, 24, 860)[:2]:
            lines.append(render_text(line, 24, (255, 200, 150)))
    w = max(img.get_width() for img in lines) + 60
    h = sum(img.get_height() for img in lines) + 24 + 6 * (len(lines) - 1)
    surf = canvas((w, h), (8, 16, 14, 200), 18)
    y = 12
    for img in lines:
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() + 6
    return surf


def preview_surface(
    theme: Any, faces: FaceBank, card: str, reason: str | None, room: tuple[int, int]
) -> pygame.Surface:
    """The large card with its name and what it does (and why it can't be played now), as
    wide as `room` and no taller (the card is drawn smaller when the words need the room)."""
    w = room[0]
    text_w = w - 40
    lines = wrap(describe_card(card), 22, text_w)
    why = wrap(_("Can't play it now: ") + reason, 22, text_w, bold=True) if reason else []
    text_h = 30 * (len(lines) + len(why))
    size = layout.PREVIEW
    if 20 + size[1] + 16 + text_h + 20 > room[1]:
        size = layout.PREVIEW_SMALL
    face = faces.face(card, size)
    h = min(room[1], 20 + size[1] + 16 + text_h + 20)
    surf = canvas((w, h), (8, 16, 14, 244), 22, theme.accent, 2)
    surf.blit(face, face.get_rect(midtop=(w // 2, 20)))
    y = 20 + size[1] + 16
    for line in lines:
        img = render_text(line, 22, theme.ink)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += 30
    for line in why:
        img = render_text(line, 22, theme.accent, True)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += 30
    return surf
