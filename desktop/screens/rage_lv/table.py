"""The relaunch Rage CCG table (`rage-lv`), on the CCG table kit (desktop.screens.ccg_kit.table):
its stage, its panels (phase bar, the sidebar's Umbra chart and scores, the Moots, the combat
view), its words, and where a dragged card may go.

Drag a Sept card from the hand onto a character (attach it, or have it perform an Event), into
your Staging Area (Ally, Totem, Moot, Event) or the Hunting Grounds (Enemy, Victim,
Battlefield). In combat, click a Combat card to play it.

For a newcomer (`teach`): first-game tips in the sidebar, remembered once read; a glossary
tooltip on the table's words (hover, or Tab through them); stats as the card faces show them;
and at the end of each turn a log line saying why the player scored or did not.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from desktop.game.seams import TableRunner
from desktop.scene.node import Node
from desktop.scene.zones import Zone
from desktop.screens.base import AppServices
from desktop.screens.ccg_kit.glossary import Term, TermTips, cut_spot
from desktop.screens.ccg_kit.held import FIGHT_BEAT, view_at_step
from desktop.screens.ccg_kit.hint_spot import HintGround
from desktop.screens.ccg_kit.paint import direct, paragraph, text
from desktop.screens.ccg_kit.stage import base_id, node_box
from desktop.screens.ccg_kit.table import CcgTable, Question
from desktop.screens.rage_lv import hud, layout, narrate, teach
from desktop.screens.rage_lv.art_data import SCOPE_LABELS
from desktop.screens.rage_lv.face_words import FaceWords
from desktop.screens.rage_lv.faces import BIG, HAND, CcgFaces
from desktop.screens.rage_lv.presenter import LvModel, LvPresenter
from desktop.screens.rage_lv.stage import RING_REACH, Stage, alpha_order, stats_words
from desktop.screens.seat_tags import pill_surface
from desktop.screens.table_assist import reason_lines, risen_over
from desktop.screens.table_base import button
from desktop.ui.controls import Button
from desktop.ui.theme import cut_line, wrap
from engine.ccg.views import card_name, instance_seat
from engine.games.rage_lv import umbra, vote_stakes
from engine.games.rage_lv.state import GUARDIAN, LvState, card_of
from engine.i18n import N_, _, capitalized, ngettext

log = logging.getLogger(__name__)

#: the card zoom's sizes in the sidebar, the largest that fits above Menu and Rules
ZOOM_SIZES: tuple[tuple[int, int], ...] = (layout.SIDEBAR_PREVIEW, (250, 350), BIG)
ZOOM_TEXT_W = 330  # the box of a card's whole text, beside its zoom
#: where each kind of Sept card is dropped, said when it was dropped elsewhere
DROP_PLACES = {
    **dict.fromkeys(
        ("gift", "equipment", "past-life", "rite"),
        N_("{name} is attached to one of your characters: drop it on one that lights up."),
    ),
    **dict.fromkeys(
        ("enemy", "victim", "battlefield"),
        N_("{name} is played into the Hunting Grounds: drop it there."),
    ),
    **dict.fromkeys(("ally", "totem"), N_("{name} joins your pack: drop it on your Staging Area.")),
}

#: the combat view's cards the keyboard's focus walks while it is up
COMBAT_FOCUS = ("combatant", "chain", "combat-hand")
# the Combat Events a player outside the fight may play (the engine's rule: not "in")
OUT_SCOPES = ("out", "in-out")
OUT_TAG = (235, 170, 120)
DEAD_TAG = (240, 96, 84)  # a fighter dead at a fight's end held in view

HELP = N_(
    "Drag a card from your hand: onto a character to attach it or to have it perform an "
    "Event, into your Staging Area for Allies, Totems and Moots, into the Hunting Grounds for "
    "Enemies, Victims and Battlefields. Lit places are legal. Right-click a card (or Enter on "
    "it) for its actions. Keys: Left/Right choose a card · Enter its actions · A all actions "
    "· Space pass · PgUp/PgDn or the wheel over the log read it back · ? a hint · Tab the glossary's words (and the whole of a bar cut short: hover "
    "it too) · R rules · H this help (with a tip on show, H closes the tip and N turns "
    "tips off) · Esc menu."
)


#: a band's heading line, which the Hint's box leaves in sight
HEADING_H = 36

#: a hint's lines at most in a combat, where its box is as narrow as the log's column
COMBAT_HINT_LINES = 9

#: the Hint box's widths outside a combat, narrowest first (`hint_box`)
HINT_WIDTHS = (560, 680, 800)
#: an arrow key's step in the Moot panel's grid of vote buttons (`_step_vote_grid`)
GRID_STEPS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}

#: the prompt line's sizes under my row, largest first (the least: 12 px at 1280x720)
PROMPT_SIZES = (layout.PROMPT_TEXT, 20, 18)


def _card_id(iid: Any) -> str:
    try:
        return card_of(str(iid)).id
    except (KeyError, IndexError):
        return ""


#: the gap between a side's revealed cards, one under another (`_reveal_places`)
REVEAL_GAP = 4
#: Wuss out's button: the right end of my Staging Area's title row, clear of its cards
WUSS_BUTTON = pygame.Rect(layout.MINE.right - 170, layout.MINE.y + 4, 160, 44)
#: a toast's top under the Hunting Grounds' title (`LvTable.toast_area`)
TOAST_DROP = 48


class LvTable(CcgTable):
    step = 0.55
    help_text = HELP
    # Wussing out is not a pass: its own button stands apart from Pass (`context_buttons`),
    # where a newcomer clicking Pass through the others' fights met it, focused, in Pass's
    # place (pl40a #5)
    pass_types = ("pass", "combat-pass")
    bystander_pass_types = ("combat-pass",)
    opens_by_keys = True
    # the first arrow walks the hand, where play starts: it opened the opponent's area above
    # it (issue 30)
    first_focus_kinds = ("hand", "combat-hand")
    focus_kinds = ("hand", "char", "attached", "thing")
    event_sounds = {"play": "play", "reveal": "flip", "kill": "hit"}
    pass_rect = layout.PASS_BUTTON
    actions_rect = layout.ACTIONS_BUTTON
    # The Hint button above Pass; a hint's reason in a box over the right of my Staging
    # Area, over the cards but above their stat strips (their tops at about 805: 56 over
    # the area's foot the box hid their top rows) and the prompt line.
    hint_rect = pygame.Rect(layout.PASS_BUTTON.x, layout.MINE.bottom + 6, layout.PASS_BUTTON.w, 56)
    hint_bottomright = (layout.MINE.right - 4, layout.MINE.bottom - 68)
    #: where a LAN game's Chat button goes: over the Pass button, clear of the phase bar
    lan_chat_button = (layout.PASS_BUTTON.x, layout.MINE.bottom + 6, layout.PASS_BUTTON.w, 54)
    #: where the LAN screen's one-line banner (watching, host lost) goes: the phase bar's
    #: free stretch between whose turn it is and the Renown level
    lan_banner = (1180, 7, 220, 40)
    #: "Not saved" at the right end of my name plate's row (the phase bar is full)
    storage_spot = ("midright", (layout.MINE.right - 16, layout.MINE.y + 16))
    faces_type = CcgFaces
    model_type = LvModel
    stage_type = Stage
    presenter_type = LvPresenter
    model: LvModel
    stage: Stage
    faces: CcgFaces
    tips: TermTips
    tip_book = teach.TIP_BOOK  # first-game tips, in the sidebar
    presenter: LvPresenter

    def __init__(self, app: AppServices, runner: TableRunner, **kwargs: Any) -> None:
        self.turn_score = teach.TurnScore(seat=0)
        self._weights: tuple[object, dict[str, int]] = (None, {})  # (view, its vote weights)
        #: the combat caption's tooltip where its words are cut short, and where it is
        self._caption_tip: tuple[Term, pygame.Rect] | None = None
        #: the Hint's reason and the box that says it whole (`hint_box`)
        self._hint_fit: tuple[str, tuple[int, int]] = ("", (0, 0))
        #: the prompt line's whole words where they are cut short, and where it is
        self._prompt_cut: tuple[str, pygame.Rect] | None = None
        #: the zoomed face (card id, size, Crinos side): its keyword lines reach the glossary
        self._zoomed: tuple[str, tuple[int, int], bool] | None = None
        self._face_words: FaceWords | None = None
        super().__init__(app, runner, **kwargs)
        if not self.turn_score.turn:  # the deal's entry (not recalled) started turn 1
            self.turn_score.turn = int(self.view.get("turn") or 0)

    rebuild_options = CcgTable.table_options

    # -- what the kit asks ----------------------------------------------------------------------
    def presenter_args(self) -> dict[str, Any]:
        self.turn_score.seat = self.bottom
        return {
            **super().presenter_args(),
            "turn_score": self.turn_score,
            "on_turn": lambda line, _you: self.app.toast(line.removeprefix("▶ "), "info", 5.0),
            "you": lambda seat: seat in self.persons,
            "names": self.names,
        }

    def build(self) -> list[Button]:
        stage = self.stage
        self.menu_button = button("menu", _("Menu"), layout.MENU_BUTTON, self.open_menu)
        self.rules_button = button("rules", _("Rules"), layout.RULES_BUTTON, self.open_rules)
        tip_buttons = self.tip_buttons(layout.TIP_BUTTON_H)  # the tip box's (ccg_kit)
        # The glossary: words on the table and where they are drawn (found with the HUD);
        # the tooltip follows the pointer or the Tab key.
        self.side_marks: dict[str, int] = {}  # where the sidebar's parts are
        self.tips = TermTips((layout.W, layout.H))
        self.prompt_node = stage.overlay.add(
            Node(name="prompt", x=layout.HAND_ZONE.centerx, y=layout.PROMPT_Y, z=3)
        )
        self.moot_node = stage.overlay.add(Node(name="moot-panel", visible=False))
        self.combat_bg = stage.combat.add(Node(name="combat-panel", z=0))
        self.combat_cards = stage.combat.add(Node(name="combat-cards", z=5))
        return [self.menu_button, self.rules_button, *tip_buttons]

    def card_data(self) -> tuple[Callable[[Any], Mapping[str, Any]], Callable[[Any], None]]:
        from engine.games.rage_lv import data

        return data.extra_table, data.show_extra_cards

    def game_cards(self, state: Any) -> list[str]:
        assert isinstance(state, LvState)
        ids = [base_id(iid) for iid in state.chars]
        for p in state.players:
            ids += [p.tribe, *(base_id(i) for i in [*p.hand, *p.sept_deck, *p.combat_deck])]
            ids += [base_id(i) for i in p.combat_hand]
        return ids

    def card_id(self, name: str) -> str:
        return _card_id(name)

    def is_creature(self, card_id: str) -> bool:
        from engine.games.rage_lv.data import cards

        card = cards().get(card_id)
        return card is not None and (card.is_character or card.type == "battlefield")

    @property
    def revealed(self) -> list[str]:
        return self.model.revealed

    @property
    def reveal_text(self) -> str:
        return self.model.reveal_text

    @property
    def preview(self) -> Node:
        return self.stage.preview

    def moment(self) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The present, or a fight's end held for a beat (FIGHT_BEAT, or until a key or a
        click): the fight as it ended, its end's words and its dead marked."""
        presenter, session = self.presenter, self.session
        at, presenter.fight_at = presenter.fight_at, None
        held = None
        # held for a person at the table: an all-bot table (a demo) goes at its own pace
        if at is not None and at[0] == session.state_id - 1 and self.persons:
            held = view_at_step(session, at[0], at[1], self.looker)
        if at is None or held is None or held.get("combat") is None:
            presenter.release()  # the log catches up with the view
            return super().moment()
        held["fight_over"], held["fight_dead"] = at[2], list(at[3])
        self.hold_fight_end(held, FIGHT_BEAT)
        return held, []

    def held_over(self) -> None:
        super().held_over()
        self.presenter.release()

    def rebuild_stage(self, animate: bool) -> None:
        if self.view.get("combat") is None:
            # the fight is over: its view goes with the cards, not two HUD parts later,
            # after the bar (the turn-2 fight stood under "TURN 3 OF 3 · Main", pl36b #7)
            self.stage.combat.visible = False
        self.stage.rebuild(self.view, self.looker, self.bottom, highlight=self._alpha_targets())
        self.stage.background_for(self.app.logical_size)

    def hud_parts(self) -> tuple[Callable[[], None], ...]:
        return (self._bar_and_sidebar, self._panels)

    def controls(self) -> None:
        self._prompt_line()

    def how_to(self, move: dict[str, Any]) -> str:
        # A move made by a button of the moment (an ability in a combat, a vote on the Moot
        # panel) is made with that button: no card glows for it.
        label = next((text for text, c, _rect in self.context_buttons() if c == move), None)
        if label is not None and self.by_keys and self._lit_button(move):
            # the Hint (or Tab) lit it already: "Tab to Cinder Howl (4)…" sent the person on
            # from the button lit under their eyes (issue 30); a vote's row still named
            if move.get("type") == "vote" and move.get("side") == "for":
                return _("press Enter on the lit {button} in the “For” row, or press A").format(
                    button=label
                )
            if move.get("type") == "vote":
                return _("press Enter on the lit {button} in the “Against” row, or press A").format(
                    button=label
                )
            return _("press Enter on the lit {button}, or press A").format(button=label)
        if label is not None and move.get("type") == "vote" and self.by_keys:
            # Tab walks the vote buttons (`_step_vote`)
            if move.get("side") == "for":
                return _("Tab to {button} in the “For” row and Enter, or press A").format(
                    button=label
                )
            return _("Tab to {button} in the “Against” row and Enter, or press A").format(
                button=label
            )
        if label is not None and move.get("type") == "vote":
            # a Garou's button stands in both rows, alike: the row tells them apart
            if move.get("side") == "for":
                return _("click {button} in the “For” row, or press A").format(button=label)
            return _("click {button} in the “Against” row, or press A").format(button=label)
        if label is not None and self.by_keys:
            return _("press A, or click {button}").format(button=label)
        if label is not None:
            return _("click {button}, or press A").format(button=label)
        return super().how_to(move)

    def _lit_button(self, move: dict[str, Any]) -> bool:
        """Whether the keyboard's focus is on the button of the moment that makes `move`."""
        focused = self.widgets.focused
        return focused is not None and any(
            b is focused and cmd == move for b, cmd in self._ctx_buttons
        )

    def describe(self, command: dict[str, Any], brief: bool = False) -> str:
        moots = self.view.get("moots") or []
        moot = moots[0]["iid"] if moots else None  # the Moot being voted on
        said = narrate.describe_command(
            command, self.names, moot=moot, named=self.target_name, view=self.view, brief=brief
        )
        if command.get("type") == "shift":
            # the shift was taken from a row that named no price, and cost 2 Sept cards
            # (issue 30): the last-minute price, which Gnosis does not lower
            cost = umbra.crossing_cost(self.view["umbra"], None)
            said += (
                ngettext(
                    " (discard the top {cost} Sept card)",
                    " (discard the top {cost} Sept cards)",
                    cost,
                ).format(cost=cost)
                if cost
                else _(" (free)")
            )
        return said

    def move_card(self, move: dict[str, Any]) -> str | None:
        # the shift is the acting alpha's: the Hint rings it, and a click on it offers it
        if move.get("type") == "shift":
            return alpha_order(self.view)[1]
        return super().move_card(move)

    def bar_action(self, command: dict[str, Any]) -> str:
        # the bar's one line: what the card does later, which the Hint box and the list say,
        # pushed the key to press off it at 1280x720 (issue 30: "Jogar Ember Vigil, por
        # Cinder Howl (Ann) (ela fica em jogo…")
        return self.describe(command, brief=True)

    def _guided_cut(self, size: int, room: int) -> str | None:
        """The guided move's line cut in its move's words, its key kept whole (None: no
        guided move, or no room for its key)."""
        move = self.guided_move()
        if move is None:
            return None
        mark = "\x00"
        frame = _("{action}: {how}.").format(action=mark, how=self.how_to(move))
        head, _mark, tail = frame.partition(mark)
        rest = room - text(head + tail, size, (0, 0, 0), True).get_width()
        action = self.bar_action(move).removesuffix(".")
        if rest < text(action[:12], size, (0, 0, 0), True).get_width():
            return None
        return head + cut_line(action, size, rest, bold=True) + tail

    def whose(self, iid: Any) -> str:
        """A character's name, with its player's (a prey's: who played it) where another
        character of the same name tells otherwise: two packs of one set bring two
        Mist-Walkers, two players two Pallid Drones."""
        text = narrate.name(iid)
        chars = self.view.get("chars") or []
        words = {self._owner_words(c["iid"]) for c in chars if narrate.name(c["iid"]) == text}
        if len(words) < 2:  # one of that name, or all alike: whose tells nothing
            return text
        owner = self._owner_words(iid)
        return f"{text} ({owner})" if owner else text

    def target_name(self, iid: Any) -> str:
        """A character a move names: another player's always with its player ("targeting Pale
        Lantern", Bruno's, stood beside "targeting Granite Voice (Chloé)", pl40a #10); the
        person's own and prey as `whose` names them, told apart where names are shared."""
        char = next((c for c in self.view.get("chars") or [] if c["iid"] == iid), None)
        owner = None if char is None else char.get("owner")
        if isinstance(owner, int) and owner != self.looker and 0 <= owner < len(self.names):
            return f"{narrate.name(iid)} ({self.names[owner]})"
        return self.whose(iid)

    def _owner_words(self, iid: Any, prey: str | None = None) -> str | None:
        """Whose character `iid` is: its player's name, "yours" for the looker's ("by Soot
        Runner (Player 1)" named the player as a stranger, pl34b #14); for prey, no player's,
        `prey` or else who played it (None: no character in play, or no player's)."""
        char = next((c for c in self.view.get("chars") or [] if c["iid"] == iid), None)
        if char is None:
            return None
        owner = char.get("owner")
        if isinstance(owner, int):
            return _("yours") if owner == self.looker else self.names[owner]
        if prey is not None:
            return prey
        seat = instance_seat(str(iid))
        if seat is None or not 0 <= seat < len(self.names):
            return None
        if seat == self.looker:
            return _("played by you")
        return _("played by {name}").format(name=self.names[seat])

    def card_name(self, iid: Any) -> str:
        return narrate.name(iid)

    def menu(self, title: str, commands: list[dict[str, Any]], message: str = "") -> None:
        """A card's moves, grouped by the character that would perform it where they are
        many, each one's targets the others' first, then prey, then mine (Old Grudge listed
        55 rows with no order, issue 30)."""
        performers = list(dict.fromkeys(c.get("by") for c in commands))
        ordered = sorted(
            commands,
            key=lambda c: (performers.index(c.get("by")), self._target_rank(c.get("target"))),
        )
        self.choose(
            title,
            [(self.describe(c), c) for c in ordered],
            message=message,
            group_key=self._performer_group,
        )

    def _performer_group(self, cmd: dict[str, Any]) -> str | None:
        by = cmd.get("by")
        if isinstance(by, str) and by:
            return _("by {name}").format(name=self.whose(by))
        return self._card_group(cmd)

    def card_does(self, iid: Any) -> str:
        return narrate.card_words(iid, self.view, self.looker)

    def toast_area(self) -> pygame.Rect | None:
        """Toasts stand in the Hunting Grounds' band, under its title: at the foot of the
        screen the turn's end lay over the hand (at 1280x720 over all of it, issue 30). A
        list, the combat panel or the Moots panel has that band: there they keep the foot,
        where the hand is no card to play."""
        if self.dialog is not None and self.dialog.is_open:
            return None
        if self.view.get("combat") is not None or self.moot_node.visible:
            return None
        band = layout.HUNT
        return pygame.Rect(band.x, band.y + TOAST_DROP, band.width, band.height - TOAST_DROP)

    def pass_label(self, command: dict[str, Any]) -> str:
        return _("Pass")

    def pass_moment(self) -> tuple[object, str] | None:
        # a fight is a moment of its own: its passes end it, the next pass is the phase's
        view = self.view
        turn, phase = view.get("turn"), view.get("phase")
        fight = view.get("combat") is not None
        name = _("Combat") if fight else _(narrate.PHASE_NAMES.get(str(phase), str(phase)))
        return (turn, phase, fight), _("Turn {turn}: {phase}").format(turn=turn, phase=name)

    def hint_moment(self) -> object:
        # a vote reads the same for every Moot ("Ember-Tooth votes for"): the Moot says which
        view = self.view
        moots = view.get("moots") or []
        combat = view.get("combat") or {}
        return (
            view.get("turn"),
            view.get("phase"),
            moots[0].get("iid") if moots else None,
            *(combat.get(k) for k in ("hunter", "prey", "step", "round")),
        )

    def ask_before(self, command: dict[str, Any]) -> tuple[str, str, str] | None:
        if command.get("type") != "wuss":
            return None
        return (
            _("Wuss out?"),
            _("Your alpha will not hunt this turn, so it earns no Renown."),
            _("Wuss out"),
        )

    # -- the HUD -------------------------------------------------------------------------------
    def _bar_and_sidebar(self) -> None:
        view, stage = self.view, self.stage
        person = self.looker if self.looker in self.persons else None
        key = (
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

        stage.bar.draw = direct(stage.paint("bar", key, paint_bar))
        stage.bar.x, stage.bar.y = layout.BAR.center
        self.want_tip()
        self._sidebar()

    def _sidebar(self) -> None:
        """Umbra, Renown, the log and a first-game tip; while a card is previewed, the preview
        takes the place of the log and the tip (over the table it covered name plates and
        labels)."""
        view, stage = self.view, self.stage
        person = self.looker if self.looker in self.persons else None
        previewing = stage.preview.visible
        # the preview takes the tip's place too: a long tip (Portuguese) reached under it
        shown_tip = self.tip if not previewing else None
        tip = self.tip_words(shown_tip) if shown_tip else None
        lines, newer = self.log_lines() if self.log_shown else ([], 0)
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
            self.by_keys and shown_tip in teach.KEY_TIPS,
            bool(lines),
        )

        def paint_body() -> tuple[pygame.Surface, tuple[Any, ...]]:
            spots: hud.Spots = []
            marks: dict[str, int] = {}
            surf, band = hud.sidebar_body(
                view, self.names, person, tip, spots, marks, has_log=bool(lines)
            )
            return surf, (spots, marks, band)

        body = stage.paint("side", body_key, paint_body)
        marks, band = stage.extra("side")[1:]
        self.side_marks.update(marks)
        parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        if band is not None and not previewing:
            shown = tuple(lines[-40:])
            part = stage.paint(
                "side-log",
                (shown, tuple(band), newer),
                lambda: (hud.sidebar_log(shown, band, newer), None),
            )
            parts.append((part, band.topleft))
            self.log_rect = band.move(layout.SIDEBAR.topleft)
        stage.sidebar.draw = direct(body, *parts)
        stage.sidebar.x, stage.sidebar.y = layout.SIDEBAR.center
        self._place_tip_buttons(tip)
        self._find_terms()

    def _panels(self) -> None:
        self._moot_panel()
        self._combat_view()
        self._find_terms()  # the combat view's cut caption, if any

    def _in_combat(self) -> bool:
        return self.view.get("combat") is not None and self.stage.combat.visible

    def hint_box(self) -> tuple[int, int]:
        """In a combat the box fits the log's column (wider, it reached over the last cards
        of a long Combat hand), with the lines that width takes. Elsewhere the narrowest of
        HINT_WIDTHS that says the reason in `hint_lines`, else the widest with the lines it
        takes: the reason is never cut (the vote's ended "…custa 1 carta (grátis com Gnos…",
        issue 30)."""
        if self._in_combat():
            return hud.combat_log_band().w, COMBAT_HINT_LINES
        hint = self.assist.hint
        if hint is None:
            return super().hint_box()
        if self._hint_fit[0] != hint.reason:
            fit = (HINT_WIDTHS[-1], self.hint_lines)
            for width in HINT_WIDTHS:
                lines = len(reason_lines(hint.reason, width))
                if lines <= self.hint_lines:
                    fit = (width, self.hint_lines)
                    break
                fit = (width, lines)
            self._hint_fit = (hint.reason, fit)
        return self._hint_fit[1]

    def hint_places(self) -> list[tuple[int, int]]:
        """Over the right of my Staging Area; else beside the hand, in the Hunting Grounds, or
        over the right of the opponents' band (a tall box there while a Moot is voted would
        rise over the Moot panel's tally): where it covers least (`hint_place`). In a
        combat, in the log's column: at its foot; else, where the Combat hand reaches under
        it (8 cards and more), at its top (the log's lines make room either way)."""
        top = layout.TOP
        if not self._in_combat():
            # then the right of the hand's row, and either side of the Hunting Grounds: one
            # of them is often empty where the first covers cards (issue 30)
            beside_hand = (layout.PASS_BUTTON.left - 12, layout.H - 8)
            grounds = [(s.right - 8, s.bottom - 8) for s in self.stage.sides[::-1]]
            first = [self.hint_bottomright, beside_hand, *grounds, (top.right - 4, top.bottom - 4)]
            # then every band's other corners, under its heading or over it: the places
            # above covered a card of mine, Ada's Soot Runner, a Static Wraith where a band's
            # left or top stood empty (issue 30)
            size = self.assist.hint_size(self.app.theme, *self.hint_box())
            if size is None:
                return first
            w, h = size
            bands = (layout.MINE, *self.stage.sides[::-1], top)
            corners = [
                (x, y)
                for r in bands
                for x in (r.right - 4, r.left + w + 4)
                for y in (r.bottom - 4, r.top + HEADING_H + h, r.top + h)
            ]
            return first + [c for c in corners if c not in first and c[0] <= layout.PLAY_W]
        column = hud.combat_log_band().move(layout.COMBAT.topleft)
        size = self.assist.hint_size(self.app.theme, *self.hint_box())
        high = size[1] if size is not None else 0
        return [(column.right, self.hint_bottomright[1]), (column.right, column.top + high)]

    def hint_avoid(self) -> list[pygame.Rect]:
        """A box that meets the Moot panel rises over all of it: risen over the vote rows
        alone, it lay on the panel's tally and its Moots (issue 30, vt38)."""
        panel = [layout.MOOTS.copy()] if self.moot_node.visible else []
        return super().hint_avoid() + panel

    def hint_ground(self) -> HintGround:
        """Under the phase bar; clear of the tags, the headings and the Moot panel; the
        labels over the rows are read as the cards are."""
        ground = super().hint_ground()
        return replace(
            ground,
            top=layout.BAR.bottom + 4,
            tags=self._hint_tags(),
            headings=self._hint_headings(),
            keep_clear=self._hint_keep_clear(),
            readable=ground.readable + self.stage.label_boxes(),
        )

    def _hint_tags(self) -> list[pygame.Rect]:
        """The tags on the name plates; in a combat, which covers the plates, the line that
        names each side's player and its tag (hud.combat_side)."""
        if self._in_combat():
            c, top = self.view["combat"], layout.COMBAT.y + hud.COMBAT_WHO_Y
            return [
                pygame.Rect(
                    hud.combat_side_rect(side, "name").x + layout.COMBAT.x,
                    top,
                    hud.COMBAT_SIDE_W,
                    32,
                )
                for side, seat in enumerate(c["seats"])
                if seat in self.tags
            ]
        return [
            node.surface.get_rect(center=(round(node.x), round(node.y)))
            for node in self.stage.labels.children
            if node.name.startswith("tag:") and node.visible and node.surface is not None
        ]

    def list_room(self) -> pygame.Rect:
        """Left of the sidebar: a wide list covered its Renown scores (and, in a lesson, the
        coach panel in the log's place)."""
        return pygame.Rect(0, 0, layout.SIDEBAR.x, layout.H)

    def _hint_headings(self) -> list[pygame.Rect]:
        """The phase bar and every band's heading line (a pack's name and Renown, the Hunting
        Grounds' titles): a box over a list stood on "Renown level 15" and Ada's heading."""
        heads = [layout.BAR.copy()]
        if self._in_combat():  # the combat view covers the bands: its combatants' names
            # (a box above a list stood on "PREY · Player 1 (you)" and the card's name)
            names = (hud.combat_side_rect(side, "name") for side in (0, 1))
            return heads + [r.move(layout.COMBAT.topleft) for r in names]
        heads += [pygame.Rect(r.x, r.y, r.w, HEADING_H) for r in self.stage.areas.values()]
        if not self.moot_node.visible:
            sides = self.stage.sides
            heads += [pygame.Rect(side.x, side.y, side.w, HEADING_H) for side in sides]
        return heads

    def _hint_keep_clear(self) -> list[pygame.Rect]:
        """The Moot panel while it shows (its Moots, tally and vote rows are read to vote),
        and the prompt line (the vote's hint covered "Pass: click…", issue 30)."""
        clear = [layout.MOOTS.copy()] if self.moot_node.visible else []
        node = self.prompt_node
        if node.visible and node.surface is not None and not self._in_combat():
            clear.append(node.surface.get_rect(center=(round(node.x), round(node.y))))
        return clear

    def _alpha_targets(self) -> list[str]:
        return [
            c["target"]
            for c in self.legal
            if c["type"] in ("attack", "challenge") and isinstance(c.get("target"), str)
        ]

    def _moot_panel(self) -> None:
        node, view = self.moot_node, self.view
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
        voting = self._voting()
        # a target's name says whose it is where two cards in play share it (the key too)
        targets = tuple(self.whose(m.get("target")) for m in view.get("moots") or [])
        key = (view["phase"], repr(view.get("moots")), tuple(self.names), voting, targets)
        panel = self.stage.paint(
            "moots",
            key,
            lambda: (hud.moot_panel(view, self.names, r.size, voting, self.whose), None),
        )
        node.draw = direct(panel)
        node.x, node.y = r.center

    def _combat_view(self) -> None:
        c = self.view.get("combat")
        stage = self.stage
        for child in list(self.combat_cards.children):
            child.detach()
        stage.combat.visible = c is not None
        if c is None:
            return
        r = layout.COMBAT
        abilities = sum(1 for cmd in self.legal if cmd["type"] == "ability")
        buttons = min(abilities, layout.ABILITY_ROWS)
        chars = {ch["iid"]: ch for ch in self.view["chars"]}
        # The panel's ground, its title row, each combatant's column and the combat log are
        # painted apart: a step repaints only the parts that changed.
        frame = stage.paint("combat", None, lambda: (hud.combat_frame(), None))
        parts: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for part, key, paint, at in hud.combat_parts(self.view, self.names, self.looker, self.tags):
            parts.append((stage.paint(part, key, partial(_picture_only, paint)), at))

        def card(name: str, surf: pygame.Surface, x: float, y: float, **kw: Any) -> None:
            self.combat_cards.add(Node(name=name, surface=surf, x=x, y=y, **kw))

        for side, iid in enumerate((c["hunter"], c["prey"])):
            ch = chars.get(iid)
            if ch is not None:
                face = self.faces.face(base_id(iid), BIG, ch["crinos"])
                x = r.x + layout.COMBATANT_X[side]
                data = {"kind": "combatant", "iid": iid}
                card(f"combatant:{side}", face, x, r.y + layout.CARD_Y, interactive=True, data=data)
                if iid in (self.view.get("fight_dead") or ()):
                    tag = pill_surface(_("Dead").upper(), DEAD_TAG, 28)
                    card(f"dead:{side}", tag, x, r.y + layout.CARD_Y, z=5)
        # This round's plays: face down until both are revealed together.
        spots = {0: r.x + layout.PLAY_X[0], 1: r.x + layout.PLAY_X[1]}
        for k, (side, iid) in enumerate(c["chain"][-2:]):
            x = spots.get(side, r.x + layout.VS_X) + (k // 2) * 20
            surf = (
                self.faces.back("combat", HAND)
                if iid is None
                else self.faces.face(base_id(iid), HAND)
            )
            data = {"kind": "chain", "iid": iid} if iid else {"kind": "back"}
            card(f"chain:{k}", surf, x, r.y + layout.CARD_Y, interactive=iid is not None, data=data)
        caption_top = layout.CAPTION_TOP
        if not c["chain"] and self.revealed:
            placed = _by_side(self.revealed, c["seats"])
            places = [_reveal_places(sum(1 for p in placed if p[0] == side)) for side in (0, 1)]
            for size, tops in places:  # the caption under the lowest card
                caption_top = max(caption_top, round(tops[-1] + size[1]) + REVEAL_GAP)
            for k, (side, j, iid) in enumerate(placed):
                size, tops = places[side]
                face = self.faces.face(base_id(iid), size)
                x, y = r.x + layout.PLAY_X[side], r.y + tops[j] + size[1] / 2
                data = {"kind": "chain", "iid": iid}
                card(f"revealed:{k}", face, x, y, interactive=True, data=data, z=j)
        self._caption_tip = None
        over = self.view.get("fight_over")
        # the fight's end, held: why it ended, where the Combat hand's caption stood
        end = (
            None
            if over is None
            else paragraph(
                over or _("The combat ends."), 26, layout.CAPTION_W + 300, DEAD_TAG, True, lines=2
            )
        )
        end_y = layout.HAND_CAPTION_Y + 10
        # the caption keeps above the Combat hand's line, or the fight's end, in fewer lines
        # where a column of revealed cards set it lower
        below = end_y - end.get_height() / 2 if end is not None else layout.HAND_CAPTION_Y - 14
        words = self.model.exchange_words(c["round"])
        if words:
            lines = CAPTION_LINES
            img = paragraph(words, 22, layout.CAPTION_W, hud.GOLD, True, lines=lines)
            while lines > 2 and caption_top + img.get_height() > below:
                lines -= 1
                img = paragraph(words, 22, layout.CAPTION_W, hud.GOLD, True, lines=lines)
            y = r.y + caption_top + img.get_height() / 2
            card("exchange", img, r.x + layout.VS_X, y)
            if len(wrap(words, 22, layout.CAPTION_W, bold=True)) > lines:
                # cut short (an earlier round's recap, with its cards' figures): whole on
                # hover and on Tab (issue 30: "… → Granite Voice: 2 …" and no way to the rest)
                spot = img.get_rect(center=(round(r.x + layout.VS_X), round(y)))
                self._caption_tip = (Term("exchange", _("Combat round"), words, ()), spot)
        # My Combat cards (another player's stay face down). Every player draws five; a player
        # outside the combat may play Out events from them.
        me = self.looker
        hand = (self.view["players"][me]["combat_hand"] or []) if me is not None else []
        if hand:
            x0 = r.x + layout.VS_X - (len(hand) - 1) * 71
            outside = me not in c["seats"] and not self.view.get("over")
            # the cards a play now takes: an Out mark on one that cannot be played read as
            # "play it" under a bar saying no card can be (pl34b #14, Spirit Rebuke)
            plays = {
                cmd.get("card")
                for cmd in self.legal
                if cmd["type"] in ("combat-card", "combat-event")
            }
            for i, iid in enumerate(hand):
                face = self.faces.face(base_id(iid), HAND)
                data = {"kind": "combat-hand", "iid": iid}
                x = x0 + i * 142
                card(iid, face, x, r.y + layout.HAND_Y, interactive=True, data=data)
                scope = getattr(card_of(iid), "scope", "") if outside else ""
                if scope in OUT_SCOPES and iid in plays:
                    # the face's own In/Out pill is too small to print at this size, and the
                    # caption points at "cards marked Out" (issue 30: no card showed a mark);
                    # an In/Out card helps from outside as well, so it is marked Out too
                    tag = pill_surface(_(SCOPE_LABELS["out"]).upper(), OUT_TAG, 20)
                    card(f"out:{iid}", tag, x, r.y + layout.HAND_Y - 30, z=5)
            fighting = me in c["seats"]
            # one card of several playable: which ("click a card to play it" over five,
            # four of them refused, pl34b #14; copies of one card are one choice)
            named = {narrate.name(iid) for iid in plays}
            others = {narrate.name(iid) for iid in hand} - named
            only = named.pop() if len(named) == 1 and others else None
            words = (
                _("Combat hand")  # the game is over: nothing to play (the end screen showed
                # "Game over" over "click a card to play it")
                if self.view.get("over")
                # it said "click a card to play it" where none could be played (issue 30)
                else _("Your Combat hand: no card can be played now")
                if fighting and not plays
                else self._only_play(only)
                if fighting and only is not None
                else _("Your Combat hand: Enter on a card to play it")
                if fighting and self.by_keys
                else _("Your Combat hand: click a card to play it")
                if fighting
                # "Out events are yours to play" was jargon to a newcomer (issue 30)
                else _("Your Combat hand: not your fight; cards marked Out can help between rounds")
                if plays
                else _("Your Combat hand: not your fight; no card can help now")
            )
            cap = text(words, 20, hud.DIM)
            if self.view.get("fight_over") is None:  # at a fight's end, its end's words
                card("combat-cap", cap, r.x + layout.VS_X, r.y + layout.HAND_CAPTION_Y)
        for side in (0, 1):
            seat = c["seats"][side]
            if seat == me:
                continue
            x = r.x + (90 if side == 0 else 1050)
            back = self.faces.back("combat", (48, 67))
            for i in range(self.view["players"][seat]["combat_hand_count"]):
                # face down, in a column beside the combatant
                card(f"cback:{seat}:{i}", back, x, r.y + 200 + i * 30, z=i)

        if end is not None:
            y = r.y + end_y
            card("fight-end", end, r.x + layout.VS_X, y, z=6)
            go = text(_("Any key or a click: go on"), 20, hud.DIM)
            card("fight-end-go", go, r.x + layout.VS_X, y + end.get_height() / 2 + 18, z=6)
        self._combat_log(c, buttons, parts)
        self.combat_bg.draw = direct(frame, *parts)
        self.combat_bg.x, self.combat_bg.y = r.center

    def _only_play(self, name: str) -> str:
        """The Combat hand's caption where one card (`name`) alone can be played now: that it
        can, not that it should ("…; click it" stood beside the Hint's "Pass: nothing you
        could do now is worth a card", pl40a #4)."""
        return _("Your Combat hand: only {card} can be played now").format(card=name)

    def _combat_log(
        self,
        c: dict[str, Any],
        buttons: int,
        parts: list[tuple[pygame.Surface, tuple[int, int]]],
    ) -> None:
        """The combat log's part, painted once the cards are placed (where the Hint's box
        stands depends on the Combat hand)."""
        lines = tuple(self.combat_log[-36:])
        # The players out of the combat keep their tags (a lost link) over its log; "to play"
        # is left out: the combat's steps say who acts.
        watching = tuple(
            (self.names[seat], tag)
            for seat, tag in sorted(self.tags.items())
            if seat not in c["seats"] and tag.kind != "to-play"
        )
        # The Hint's box stands in the log's column (`hint_places`): at its foot, over the
        # ability buttons, or at its top where a long Combat hand reaches under the foot. The
        # log's lines leave it that end.
        above = below = 0
        box = self._combat_hint_rect()
        if box is not None:
            band = hud.combat_log_band().move(layout.COMBAT.topleft)
            if box.centery > band.centery:  # the log may reach r.bottom - 18 - rows
                rows = buttons * layout.ABILITY_ROW_H
                below = max(0, layout.COMBAT.bottom - 18 - rows - box.top + 4)
            else:
                above = max(0, box.bottom - band.top + 4)
        stage = self.stage
        log_part = stage.paint(
            "combat-log",
            (lines, buttons, watching, below, above),
            lambda: (hud.combat_log(lines, buttons, watching, below, above), None),
        )
        parts.append((log_part, hud.combat_log_band().topleft))

    def _combat_hint_rect(self) -> pygame.Rect | None:
        """Where the Hint's box is drawn in a combat (None: no hint): at its place, risen
        over the ability buttons it would cover, as `_draw_hint` draws it."""
        size = self.assist.hint_size(self.app.theme, *self.hint_box())
        if size is None:
            return None
        box = pygame.Rect((0, 0), size)
        box.bottomright = self.hint_spot().bottomright
        return risen_over(box, [rect for _label, _cmd, rect in self.context_buttons()])

    def _combat_line(self) -> str:
        """What the bar asks in a combat, by what may be done now: "click a Combat card" only
        when one may be played (in a Pre-Combat step with no event in hand it sent the player
        clicking cards that were all refused)."""
        types = {c["type"] for c in self.legal}
        if types & {"combat-card", "combat-event"} and self.by_keys:
            return _("Combat: ←/→ and Enter play a card, Space passes")
        if types & {"combat-card", "combat-event"}:
            return _("Combat: click a Combat card to play it, or Pass")
        if "ability" in types:
            return _("Combat: no card can be played now; use an ability (A) or Pass")
        if self.by_keys:
            return _("Combat: no card can be played now; press Space to pass")
        return _("Combat: no card can be played now; click Pass or press Space")

    def waiting_line(self, acting: Sequence[int]) -> str:
        """The bar while the others act."""
        return (_("Waiting for ") + ", ".join(self.names[s] for s in acting)) if acting else ""

    def _prompt_line(self) -> None:
        me, view = self.looker, self.view
        guided = ""
        if view.get("over"):
            winners = view.get("winners") or []
            msg = ngettext(
                "Game over — {names} wins", "Game over — {names} win", len(winners)
            ).format(names=", ".join(self.names[w] for w in winners))
        elif view.get("fight_over") is not None:
            # held a beat on the fight's end: what was asked before it is answered
            msg = self.fight_end_line()
        elif me is None or me not in view.get("to_act", []) or me not in self.persons:
            msg = self.waiting_line(view.get("to_act") or [])
        elif guided := self.guided_line():
            msg = guided
        elif view.get("prompt"):
            msg = _(narrate.PROMPT_TITLES.get(view["prompt"]["kind"], N_("Answer the question")))
        elif view.get("combat"):
            msg = self._combat_line()
        elif view["phase"] == "main" and self.by_keys:
            # the table opens by the keys (`opens_by_keys`): the game's first bar, before any
            # input, was keys alone to a mouse player (pl40a #6); the mouse first, then keys
            msg = _("Your play: drag or click a card, or ←/→ and Enter · A for all · Space to pass")
        elif view["phase"] == "main":
            msg = _(
                "Your play: drag a card onto a character, your Staging Area or the Hunting "
                "Grounds · click Pass or press Space to pass"
            )
        elif view["phase"] == "vote":
            cannot = None if self._voting() else vote_stakes.no_vote(view)
            msg = (
                _("Cast your vote on the Moot panel, or Pass")
                if cannot is None
                else f"{cannot} {_('Pass.')}"  # a panel with no vote button says why
            )
            if cannot is None and self.by_keys:  # the keys, to a player on them (issue 30)
                msg = _(
                    "Vote: Tab to the Moot panel's buttons, arrows to move, Enter to vote · "
                    "Space to pass"
                )
        elif view["phase"] == "moot-events":
            msg = narrate.moot_events_line(self.legal)
        elif view["phase"] == "alpha" and self.by_keys:
            msg = _("Your alpha acts: ←/→ to a lit target and Enter, or A for every action")
        elif view["phase"] == "alpha":
            msg = _("Your alpha acts: click a lit target, or press A for every action")
        elif self.by_keys:  # a list is open ("Choose your alpha", "Who fights…")
            msg = _("Your choice: ↑/↓ and Enter in the list, or A for every action")
        else:  # it named only the A key to a mouse player (pl40a #6)
            msg = _("Your choice: click it in the list")
        reason = self.standing_reason
        if reason and me in view.get("to_act", []):
            msg = reason
        node = self.prompt_node
        cut_before, self._prompt_cut = self._prompt_cut, None
        if not msg:
            node.visible = False
            self._terms_if(cut_before)
            return
        color = (255, 236, 190) if msg != reason else (255, 170, 150)
        combat = view.get("combat")
        # In a combat the bar shares the title row: it wraps rather than run over the title.
        room = (
            layout.PROMPT_IN_COMBAT_RIGHT - hud.combat_head_right(combat) - 24 - 28
            if combat is not None
            else layout.MINE.width - 28
        )
        # Under my row it keeps to one line, smaller, else cut (whole on hover and Tab): two
        # lines rose over my characters' stat strips (issue 30, a vote's "none of your Garou
        # can vote now: …")
        size, shown = layout.PROMPT_TEXT, msg
        if combat is not None:
            # one line, smaller, where that fits (the combat's key line wrapped beside a long
            # Portuguese title at 1280x720, issue 30); else two lines at the bar's size
            fits = (s for s in PROMPT_SIZES if text(msg, s, color, True).get_width() <= room)
            size = next(fits, layout.PROMPT_TEXT)
        else:
            size = next(
                (s for s in PROMPT_SIZES if text(msg, s, color, True).get_width() <= room), 0
            )
            if not size:
                size = PROMPT_SIZES[-1]
                cut = self._guided_cut(size, room) if msg == guided else None
                shown = cut or cut_line(msg, size, room, bold=True)

        def paint() -> tuple[pygame.Surface, None]:
            img = text(shown, size, color, True)
            if img.get_width() > room:
                img = paragraph(shown, size, room, color, True, centred=False)
            box = pygame.Surface((img.get_width() + 28, img.get_height() + 4), pygame.SRCALPHA)
            pygame.draw.rect(box, (0, 0, 0, 170), box.get_rect(), 0, 14)
            box.blit(img, (14, 2))
            return box, None

        node.surface = self.stage.paint("prompt", (shown, size, color, room), paint, flat=False)
        node.visible = True
        if combat is not None:
            # On the combat panel's title row: in the combat layer, above the panel.
            if node.parent is not self.stage.combat:
                self.stage.combat.add(node)
            node.x = layout.PROMPT_IN_COMBAT_RIGHT - node.surface.get_width() / 2
            node.y = layout.PROMPT_IN_COMBAT_Y
        else:
            if node.parent is not self.stage.overlay:
                self.stage.overlay.add(node)
            # Under the hand's middle, but never past the play area into the sidebar.
            half = node.surface.get_width() / 2
            left, right = layout.MINE.x + half, layout.MINE.right - half
            node.x = min(max(layout.HAND_ZONE.centerx, left), max(left, right))
            node.y = layout.PROMPT_Y
            if shown != msg:
                self._prompt_cut = (msg, node.surface.get_rect(center=(node.x, node.y)))
        self._terms_if(cut_before)

    def _terms_if(self, cut_before: tuple[str, pygame.Rect] | None) -> None:
        """The glossary's spots again where the prompt's cut changed (its tooltip)."""
        if self._prompt_cut != cut_before:
            self._find_terms()

    def say(self, reason: str) -> None:
        super().say(reason)
        self._prompt_line()

    def _voting(self) -> bool:
        """The person here may vote on the Moot now (the vote buttons show)."""
        view = self.view
        return (
            view["phase"] == "vote"
            and not view.get("combat")
            and any(c["type"] == "vote" for c in self.legal)
        )

    def _vote_weights(self) -> dict[str, int]:
        """Each of the person's Garou's votes as the rules count them (Renown and bonuses),
        asked once a view (the buttons are laid out every frame)."""
        if self._weights[0] is not self.view:
            self._weights = (self.view, vote_stakes.weights(self.view))
        return self._weights[1]

    def context_buttons(self) -> list[tuple[str, dict[str, Any], pygame.Rect]]:
        """Vote buttons on the Moot panel; ability buttons in the combat view."""
        view = self.view
        specs: list[tuple[str, dict[str, Any]]] = []
        if self._voting() and self.moot_node.visible:
            # Inside the Moot panel, under the Moot voted on: a row for each side, led by its
            # label ("For Trial by Claw:"), a button for each Garou that may vote.
            chars = {c["iid"]: c for c in view["chars"]}
            weights = self._vote_weights()
            votes = [c for c in self.legal if c["type"] == "vote"]
            voters = list(dict.fromkeys(c["char"] for c in votes))
            r = layout.MOOTS
            x0 = r.x + 12 + hud.VOTE_LABEL_W + 8
            w = min(300, (r.right - 12 - x0 - 8 * (len(voters) - 1)) // max(1, len(voters)))
            top = r.y + hud.moot_buttons_top(view, True)
            rows: list[tuple[str, dict[str, Any], pygame.Rect]] = []
            for c in votes:
                col, row = voters.index(c["char"]), 0 if c["side"] == "for" else 1
                votes = weights.get(c["char"], chars.get(c["char"], {}).get("renown", 0))
                label = f"{narrate.name(c['char'])} ({votes})"
                rect = pygame.Rect(x0 + col * (w + 8), top + row * hud.VOTE_ROW, w, hud.VOTE_H)
                rows.append((label, c, rect))
            # in reading order, the "For" row first: the keys walk them so (`_step_vote`)
            return sorted(rows, key=lambda row: (row[2].y, row[2].x))
        wuss = next((c for c in self.legal if c["type"] == "wuss"), None)
        if wuss is not None and not view.get("combat"):
            # at the right end of my Staging Area's title row, over no card and away from
            # Pass, which a newcomer clicked through the others' fights (pl40a #5)
            return [(_("Wuss out"), wuss, WUSS_BUTTON)]
        if view.get("combat") and self.stage.combat.visible:
            # a button's room holds its name; the A list says what it does
            specs = [(narrate.ability_label(c), c) for c in self.legal if c["type"] == "ability"]
            # Under the combat log (which leaves them room), clear of the Combat hand.
            specs = specs[: layout.ABILITY_ROWS]
            r = layout.COMBAT
            cols, w = 1, 200
            x0, y0 = r.x + layout.LOG_X, r.bottom - 20 - len(specs) * layout.ABILITY_ROW_H
        out = []
        for i, (label, cmd) in enumerate(specs[:10]):
            col, row = i % cols, i // cols
            rect = pygame.Rect(int(x0 + col * (w + 8)), int(y0 + row * 54), w, 48)
            out.append((label, cmd, rect))
        return out

    # -- first-game tips -------------------------------------------------------------------------
    def _place_tip_buttons(self, tip: tuple[str, str] | None) -> None:
        self.tip_ok.visible = self.tip_off.visible = tip is not None
        if tip is None:
            return
        r = hud.tip_rect(*tip)
        self.tip_ok.rect.bottomleft = (r.x + 16, r.bottom - 12)
        self.tip_off.rect.bottomright = (r.right - 16, r.bottom - 12)

    def _tip_above(self) -> pygame.Rect | None:
        """Where the tip on show stands clear of the open dialog: there it is drawn over the
        dialog's shade and its buttons take the mouse (a tip coming with a choice, "your
        alpha", could not be put away with the mouse, and came back every turn)."""
        dialog = self.dialog
        if self.tip is None or not self.tip_ok.visible or dialog is None or not dialog.is_open:
            return None
        box = hud.tip_rect(*self.tip_words(self.tip))
        return None if box.colliderect(dialog.rect) else box

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        box = self._tip_above()
        if box is not None and self.tip is not None:
            hud.draw_tip(surface, *self.tip_words(self.tip), (0, 0))
            for b in (self.tip_ok, self.tip_off):
                b.draw(surface, self.app.theme)

    def handle_event(self, event: pygame.event.Event) -> bool:
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        if pressed and event.button == 1 and self._tip_above() is not None:
            for b in (self.tip_ok, self.tip_off):
                if b.rect.collidepoint(event.pos):
                    return b.handle_pointer(event)
        if (
            event.type == pygame.KEYDOWN
            and self._tip_above() is not None
            and self._tip_key(event.key)
        ):
            # The tip beside a list takes its keys too: H went to the list, so a tip shown
            # with "Choose your alpha" came back every turn, by keyboard (issue 30).
            return True
        return super().handle_event(event)

    # -- the glossary ---------------------------------------------------------------------------
    def _find_terms(self) -> None:
        """Every glossary word on screen now and where: the phase bar, the sidebar, the areas'
        labels and the Hunting Grounds' titles (not what the combat view or Moots cover)."""
        gloss = teach.glossary()
        side = self.stage.extra("side")
        bar = self.stage.extra("bar") or []
        found = teach.GLOSSARY.spots([*bar, *(side[0] if side else [])])
        # the bar's words on whom the table waits for, cut short with 4 long names: whole on
        # hover and on Tab
        person = self.looker if self.looker in self.persons else None
        who = hud.acting_line(self.view, self.names, person)
        cut = cut_spot(bar, who, layout.BAR)
        if cut is not None:
            found.append((Term("bar", _("Whose move"), who, ()), cut))
        for p in self.view["players"]:  # a long name cut short in the Renown rows
            whole = hud.renown_name(p["seat"], self.names, person)
            cut = cut_spot(side[0] if side else [], whole, layout.SIDEBAR)
            if cut is not None:
                found.append((Term("name", _("Player"), whole, ()), cut))
        for label, at in side[0] if side else []:
            if label == hud.TO_WIN:  # why the Renown to win is what it is (it may fall)
                found.append((Term("to-win", _("Renown to win"), self._to_win_words(), ()), at))
        marks = self.side_marks
        if marks.get("effects_folded"):
            # the Umbra effects folded into one line (the log's room): whole on hover and Tab
            level = self.view["umbra_level"]
            effects = "\n".join(hud.umbra_effects(level))
            title = _("Umbra level {level}").format(level=level)
            at = pygame.Rect(layout.SIDEBAR.x + 12, marks["effects_top"], 300, marks["effects_h"])
            found.append((Term("umbra-effects", title, effects, ()), at))
        for words, at, key in self.stage.short_tags():  # "α1": its words and what an alpha is
            said = gloss[key].text if key in gloss else ""  # (a rite's or a seat's: its words)
            found.append((Term(key or "pill", words, said, ()), at))
        for node in self.stage.labels.children:
            key = (node.data or {}).get("term") if isinstance(node.data, dict) else None
            if key in gloss and node.visible and node.surface is not None:
                found.append((gloss[key], node.surface.get_rect(center=(node.x, node.y))))
        if not self.moot_node.visible:
            for side in self.stage.sides:
                at = pygame.Rect(side.x + 10, side.y + 6, min(420, side.w - 20), 30)
                found.append((gloss["hunting"], at))
        if self.view.get("combat") is not None:
            found = [(t, r) for t, r in found if not r.colliderect(layout.COMBAT)]
            if self._caption_tip is not None:
                found.append(self._caption_tip)
            found += self._combat_roles()
            found += teach.GLOSSARY.spots(self._combatant_words())
        preview = self.stage.preview
        if self._zoomed is not None and preview.visible and preview.surface is not None:
            cid, size, crinos = self._zoomed
            zoom = preview.surface.get_rect(center=(round(preview.x), round(preview.y)))
            lines = self._words().at(cid, size, crinos, self.faces.least, zoom.topleft)
            found += teach.GLOSSARY.spots(lines)
        if self._prompt_cut is not None:  # the prompt cut short: whole on hover and Tab
            whole, at = self._prompt_cut
            found.append((Term("prompt", _("What to do"), whole, ()), at))
        wuss = next((b for b, cmd in self._ctx_buttons if cmd.get("type") == "wuss"), None)
        if wuss is not None and wuss.visible:
            found.append((gloss["wuss"], wuss.rect.copy()))
        self.tips.place(found)

    def _to_win_words(self) -> str:
        """Why the Renown to win is what it is: "to win: 14" in a game to 15 was explained in
        the log alone (seed 000, Start of Turn: a turn no one can draw a Sept card lowers it
        by 1 for good)."""
        level = self.view["renown_level"]
        options = (self.view.get("books") or {}).get("options") or {}
        start = options.get("renown_level", level)
        said = _("A player whose Victory Pile reaches {level} Renown wins at once.").format(
            level=level
        )
        if isinstance(start, int) and start > level:
            said += " " + ngettext(
                "It began at {start}: it fell by {n} at the start of a turn when no player "
                "could draw a Sept card.",
                "It began at {start}: it fell by {n}, 1 at the start of each turn when no "
                "player could draw a Sept card.",
                start - level,
            ).format(start=start, n=start - level)
        else:
            said += " " + _(
                "It falls by 1 for good at the start of each turn when no player can draw a "
                "Sept card."
            )
        return said

    def _words(self) -> FaceWords:
        if self._face_words is None:
            self._face_words = FaceWords()
        return self._face_words

    def _combatant_words(self) -> list[tuple[str, pygame.Rect]]:
        """The combat view's two large faces' keyword lines ("FEMALE · FRENZY 2"), where
        they stand."""
        c = self.view["combat"]
        chars = {ch["iid"]: ch for ch in self.view["chars"]}
        lines = []
        for side, iid in enumerate((c["hunter"], c["prey"])):
            ch = chars.get(iid)
            if ch is None:
                continue
            x = layout.COMBAT.x + layout.COMBATANT_X[side] - BIG[0] // 2
            y = layout.COMBAT.y + layout.CARD_Y - BIG[1] // 2
            lines += self._words().at(base_id(iid), BIG, ch["crinos"], self.faces.least, (x, y))
        return lines

    def _combat_roles(self) -> list[tuple[Term, pygame.Rect]]:
        """The combat view's "HUNTER · …" and "PREY · …" lines, read as the glossary's words
        (a newcomer met "PREY · fought for by Ada" with nothing to say what a prey is)."""
        c = self.view["combat"]
        chars = {ch["iid"]: ch for ch in self.view["chars"]}
        lines = []
        for side, iid in enumerate((c["hunter"], c["prey"])):
            tag = self.tags.get(c["seats"][side])
            who, at = hud.combat_who(side, c, chars.get(iid), self.names, self.looker, tag)
            lines.append((who, at.move(layout.COMBAT.topleft)))
        return teach.GLOSSARY.spots(lines)

    def edition_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            back = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            if self._step_vote(-1 if back else 1):
                return True
        grid_key = event.type == pygame.KEYDOWN and event.key in GRID_STEPS
        if grid_key and self._step_vote_grid(*GRID_STEPS[event.key]):
            return True
        if self._open_pile(event):
            return True
        return self.tips.handle(event)

    def _open_pile(self, event: pygame.event.Event) -> bool:
        """A click on a folded area's pile while characters under it are lit targets lists
        what may be done to them: on the folded table the pointer reached only the pile's
        top card, and only the A list and the opened view the ones under it (4 seats,
        issue 30)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or self.drag.active:
            return False
        lit = set(self._alpha_targets())
        pile = self.stage.pile_at(event.pos, lit)
        nodes = [self.stage.cards.get(iid) for iid in pile.under if iid in lit] if pile else []
        cmds = [c for n in nodes if n is not None for c in self.commands_for(n)]
        if pile is None or not cmds:
            return False
        title = _("Piled under {name}").format(name=self.card_name(pile.top_iid))
        self.menu(title, cmds, message=_("The characters under this pile you may target:"))
        return True

    def _step_vote(self, step: int) -> bool:
        """While a vote is asked, Tab and Shift+Tab walk the Moot panel's vote buttons, the
        "For" row then the "Against" row (they were reached only after Pass, Actions, Menu,
        Rules and Hint by Down, and the bar said to click, issue 30); Enter votes."""
        votes = [b for b, cmd in self._ctx_buttons if cmd["type"] == "vote" and b.visible]
        if not votes:
            return False
        now = next((i for i, b in enumerate(votes) if b is self.widgets.focused), None)
        at = now + step if now is not None else (0 if step > 0 else -1)
        self.tips.hide()
        self.widgets.focus(votes[at % len(votes)])
        self._card_unfocused()
        return True

    def _step_vote_grid(self, dx: int, dy: int) -> bool:
        """From a focused vote button, the arrows move in the panel's grid: ←/→ along its
        row, ↑/↓ to the same Garou's button in the other row (↓ moved right along the "For"
        row, issue 30). Past a row's end focus stays; past the grid's top or foot the keys
        walk the table as elsewhere."""
        votes = [b for b, cmd in self._ctx_buttons if cmd["type"] == "vote" and b.visible]
        now = self.widgets.focused
        if now not in votes or now is None:
            return False
        here = now.rect
        if dx:
            row = [b for b in votes if b.rect.y == here.y and (b.rect.x - here.x) * dx > 0]
            if row:
                self.widgets.focus(min(row, key=lambda b: abs(b.rect.x - here.x)))
            return True
        column = [b for b in votes if b.rect.x == here.x and (b.rect.y - here.y) * dy > 0]
        if not column:
            return False
        self.widgets.focus(min(column, key=lambda b: abs(b.rect.y - here.y)))
        return True

    def log_moved(self) -> None:
        self._sidebar()

    def key(self, key: int) -> bool:
        if key == pygame.K_p:
            self.do_pass()
            return True
        if self._tip_key(key):
            return True
        return super().key(key)

    # -- questions for a person ------------------------------------------------------------------
    def question(self) -> Question | None:
        view = self.view
        prompt = view.get("prompt")
        if prompt:
            kind = prompt["kind"]
            options = [(self._answer_text(c, prompt), c) for c in self.legal]
            if kind == "moot-target":  # the others' characters first, then prey, then one's own
                options.sort(key=lambda o: self._target_rank(o[1].get("option")))
            title = _(narrate.PROMPT_TITLES.get(kind, N_("Choose")))
            return Question(title, options, self._prompt_message(kind, prompt))
        if view["phase"] == "alpha-pick" and not view.get("combat"):
            return Question(
                _("Choose your alpha"),
                self._pick_options(),
                _(
                    "Your alpha hunts this turn. Crinos and Umbra costs are shown before you commit."
                ),
                self._alpha_group,
            )
        if view["phase"] == "nominate":
            pending = (view.get("books") or {}).get("pending") or {}
            alphas, at = view.get("alphas") or [], view.get("alpha_at")
            hunter = alphas[at] if isinstance(at, int) and 0 <= at < len(alphas) else None
            return Question(
                _("Who fights for the prey?"),
                [(self.describe(c), c) for c in self.legal],
                self._prey_message(hunter, pending.get("prey"), pending.get("hunter_seat")),
            )
        return None

    def _prey_message(self, hunter: Any, prey: Any, hunter_seat: Any) -> str:
        """Who hunts which prey, and how the others settle who fights for it (seed 000: they
        agree, or it is decided by lot). The hunter by its name alone: "{who}'s" names its
        player (`whose` named it twice, "Chloé's Old Slate (Chloé)")."""
        if not isinstance(prey, str) or not isinstance(hunter_seat, int):
            return ""
        # which prey, where several share its name (four Rust-Maw Hulks were in play, pl40a
        # #2): whose, as the combat view names it, and its wounds
        char = next((c for c in self.view.get("chars") or [] if c["iid"] == prey), None)
        name = self._fighter_name(prey) if char is None else self.whose(prey)
        wounds = 0 if char is None else int(char.get("wounds") or 0)
        if wounds:
            name = ngettext("{prey} with {n} wound", "{prey} with {n} wounds", wounds).format(
                prey=name, n=wounds
            )
        return _(
            "{who}'s {hunter} hunts {prey}, which belongs to no player, whoever played it: "
            "one of the others fights for it. If you all name the same player, that one "
            "fights; if not, it is chosen by lot. Usually the player with the least to gain "
            "fights."
        ).format(who=self.names[hunter_seat], hunter=narrate.name(hunter), prey=name)

    def _answer_text(self, cmd: dict[str, Any], prompt: Mapping[str, Any]) -> str:
        """An answer's row; a Moot's target says whose it is (or that it is prey)."""
        text = narrate.describe_command(cmd, self.names, dict(prompt))
        if cmd.get("kind") == "reclaim" and cmd.get("option") != "none":
            renown = card_of(cmd["option"]).renown
            return _("{text} (+{n} Renown)").format(text=text, n=renown)
        target = cmd.get("option") if cmd.get("kind") == "moot-target" else None
        whose = None if target is None else self._owner_words(target, _("Hunting Grounds"))
        return f"{text} ({whose})" if whose else text

    def _target_rank(self, iid: Any) -> int:
        char = next((c for c in self.view.get("chars") or [] if c["iid"] == iid), None)
        owner = None if char is None else char.get("owner")
        if owner == self.looker:
            return 2
        return 0 if isinstance(owner, int) else 1

    def _alpha_group(self, cmd: dict[str, Any]) -> str | None:
        """A character's row in the alpha list: its name and Renown (alphas act by Renown)."""
        char = cmd.get("char")
        if not isinstance(char, str) or not char:
            return None
        renown = next((c["renown"] for c in self.view["chars"] if c["iid"] == char), "?")
        # what its options are: "› 8 options" alone left a newcomer guessing (issue 30)
        picks = [c for c in self.legal if c.get("type") == "pick" and c.get("char") == char]
        ways = [_("as it is")]
        if any(c.get("crinos") is not None for c in picks):
            ways.append(_("in Crinos"))
        if any(c.get("cross") for c in picks):
            ways.append(_("crossing the Umbra"))
        if len(picks) < 2:
            return _("{name} · Renown {renown}").format(name=narrate.name(char), renown=renown)
        return _("{name} · Renown {renown} · {ways}").format(
            name=narrate.name(char),
            renown=renown,
            ways=_("{some} or {last}").format(some=", ".join(ways[:-1]), last=ways[-1]),
        )

    def _prompt_message(self, kind: str, prompt: Mapping[str, Any]) -> str:
        if kind == "ccg" and prompt.get("card"):  # the card that asks, and what it does
            index = (prompt.get("resume") or {}).get("index", -1)
            does = narrate.does(prompt["card"], index if isinstance(index, int) else -1)
            return f"{narrate.name(prompt['card'])}: {does}" if does else ""
        if kind == "answer":
            return narrate.answer_words(prompt)
        if kind == "fight-for":
            return self._prey_message(
                prompt.get("hunter"), prompt.get("prey"), prompt.get("hunter_seat")
            )
        if kind in ("discard-hand", "discard-combat"):  # why: the card that makes you discard
            asked = self._asked(kind)
            if asked.get("why") == "insight":  # seed 000: draw that many more, discard as many
                return self._insight_message(kind, asked)
            cause = self._cause(kind)
            return f"{narrate.name(cause)}: {narrate.does(cause)}" if cause else ""
        asked = self._asked(kind) if kind in ("challenge", "moot-target", "crinos") else {}
        if isinstance(asked.get("moot"), str):  # the Moot whose target is named, and its effect
            return f"{narrate.name(asked['moot'])}: {narrate.does(asked['moot'])}"
        if asked.get("char") and asked.get("by"):
            return _(
                "{by} challenges your {char}. Refuse at no cost, or accept: {char} goes into the "
                "Hunting Grounds and fights {by}."
            ).format(by=self.whose(asked["by"]), char=narrate.name(asked["char"]))
        if kind == "crinos" and isinstance(asked.get("char"), str):
            return _(
                "{char} comes from your Staging Area to fight: it may shift to Crinos, its war "
                "form, by discarding a Sept card."
            ).format(char=narrate.name(asked["char"])) + narrate.crinos_change(
                asked["char"], self.view
            )
        if kind == "crinos":
            return _(
                "A combatant from a Staging Area may shift to Crinos by discarding a Sept card."
            )
        if kind == "reclaim":
            return _(
                "Reclaiming puts a Battlefield you held all turn into your Victory Pile: you "
                "score its Renown, and its benefits end. You may reclaim one a turn."
            )
        return ""

    def _insight_message(self, kind: str, asked: Mapping[str, Any]) -> str:
        """Insight's discards, counted: the same title asked twice with "you drew that many"
        and no number (issue 30)."""
        at = self._asked_at(kind)
        char = asked.get("char")
        total = sum(
            1
            for e in (at[0] if at else ())
            if e.get("type") == "prompt" and e.get("why") == "insight" and e.get("char") == char
        )
        left = sum(
            1
            for p in (self.view.get("books") or {}).get("prompts") or ()
            if p.get("seat") == self.looker and p.get("kind") == kind and p.get("char") == char
        )
        total = max(total, left, 1)
        return capitalized(  # "o guardião de The Dry Wash tem Intuição…" opens the message
            ngettext(
                "{char} has Insight {n}: you drew {n} extra Combat card, and now discard {n} "
                "({k} of {n}).",
                "{char} has Insight {n}: you drew {n} extra Combat cards, and now discard {n}, one "
                "at a time ({k} of {n}).",
                total,
            ).format(char=self._fighter_name(char), n=total, k=max(1, total - left + 1))
        )

    @staticmethod
    def _fighter_name(iid: Any) -> str:
        """A combatant's name; a guardian is named after its Battlefield, as the log names it."""
        return card_name(card_of, iid, "?", guardian=(GUARDIAN, N_("{name}'s guardian")))

    def _asked(self, kind: str) -> dict[str, Any]:
        """The event that put this seat's question of `kind` (the view's prompt carries only
        its options; the event names whom it is about)."""
        at = self._asked_at(kind)
        if at is None:
            return {}
        found: dict[str, Any] = at[0][at[1]]
        return found

    def _asked_at(self, kind: str) -> tuple[list[dict[str, Any]], int] | None:
        """The events of the step that put this seat's question of `kind`, and its place."""
        for entry in reversed(self.session.entries):
            for i, event in enumerate(entry["events"]):
                if (
                    event.get("type") == "prompt"
                    and event.get("kind") == kind
                    and event.get("seat") == self.looker
                ):
                    return entry["events"], i
        return None

    def _cause(self, kind: str) -> str | None:
        """The card whose effect asks this seat's question of `kind` (a Moot that passed, a
        card played): the last card named before the question, in the same step."""
        at = self._asked_at(kind)
        if at is None:
            return None
        events, i = at
        for event in reversed(events[:i]):
            card = event.get("moot") or event.get("card")
            if isinstance(card, str):
                return card
        return None

    def _pick_options(self) -> list[tuple[str, dict[str, Any]]]:
        chars = {c["iid"]: c for c in self.view["chars"]}
        out = []
        points = self.view["umbra"]
        for c in self.legal:
            if c["type"] != "pick":
                out.append((self.describe(c), c))
                continue
            ch = chars.get(c["char"], {})
            cost = None
            if c.get("cross") and not ch.get("umbra"):
                spirit = "Spirit" in card_of(c["char"]).keywords
                cost = 0 if spirit else umbra.crossing_cost(points, ch.get("gnosis", 0))
            label = narrate.pick_text(c, cost, bool(ch.get("umbra")))
            if c.get("cross") and cost == 0:
                label += _(" (free)")
            renown = ch.get("renown", "?")
            out.append((_("{label}  ·  Renown {get}").format(label=label, get=renown), c))
        return out

    # -- the keyboard's focus ------------------------------------------------------------------
    def focusables(self) -> list[str]:
        """While the combat view is up the arrows walk what shows: its own cards (the
        combatants, this round's plays, the Combat hand) and the cards left in sight round
        it (the hand); they went on to the cards it covers, and Enter on an opponent's hidden
        character said there was nothing to do with it (issue 30)."""
        keys = super().focusables()
        if not self.stage.combat.visible:
            return keys
        covered = layout.COMBAT
        keys = [k for k in keys if not covered.collidepoint(self.stage.cards[k].to_world())]
        own = {
            n.name: n.to_world()
            for n in self.combat_cards.children
            if n.interactive and n.is_shown() and (n.data or {}).get("kind") in COMBAT_FOCUS
        }
        where = {**{k: self.stage.cards[k].to_world() for k in keys}, **own}
        return sorted(where, key=lambda k: (round(where[k][1] / 200), where[k][0]))

    # -- cards under the pointer -----------------------------------------------------------------
    def commands_for(self, node: Node) -> list[dict[str, Any]]:
        data = node.data or {}
        iid = data.get("iid")
        if not iid:
            return []
        if data.get("kind") in ("hand", "combat-hand"):
            cid = _card_id(iid)
            return [
                {**c, "card": iid}
                for c in self.legal
                if c.get("card") is not None
                and _card_id(c["card"]) == cid
                and c["type"] in ("play", "combat-card", "combat-event")
            ]
        keys = ("card", "char", "on", "by", "target")
        return [
            c for c in self.legal if any(c.get(k) == iid for k in keys) or self.move_card(c) == iid
        ]

    def activate(self, node: Node) -> None:
        data = node.data or {}
        if data.get("kind") == "combat-hand":
            cmds = self.commands_for(node)
            if len(cmds) == 1:
                self.submit(cmds[0])
                return
        super().activate(node)

    def no_commands(self, node: Node) -> str | None:
        data = node.data or {}
        if data.get("kind") == "hand":
            return self.why_not({"type": "play", "card": data["iid"]})
        if data.get("kind") == "combat-hand" and self.legal:
            return self.why_not({"type": "combat-card", "card": data["iid"]}) or _(
                "You can't play that card now."
            )
        if data.get("kind") == "combatant" and self.looker in (self.view.get("combat") or {}).get(
            "seats", ()
        ):
            return self._fighter_refusal(data["iid"])
        if isinstance(data.get("iid"), str) and self.legal:
            return self._in_play_refusal(data["iid"])
        return None

    def _fighter_refusal(self, iid: str) -> str:
        """Enter on a fighter in the person's own fight: what the card is and where the
        Combat hand is (the engine's "A combat is going on: play a Combat card…" named
        neither, pl36b #8)."""
        c = self.view["combat"]
        if c["seats"][0 if iid == c["hunter"] else 1] == self.looker:  # a side's, not an owner's
            words = _(
                "{card} is your fighter, not a card to play: play a card from your Combat "
                "hand under the fighters, or pass."
            )
        else:
            words = _(
                "{card} is the other side's fighter, not a card to play: play a card from "
                "your Combat hand under the fighters, or pass."
            )
        return words.format(card=self._fighter_name(iid))

    def _in_play_refusal(self, iid: str) -> str | None:
        """Why a card in play offers nothing now, as the engine says it: in a vote, why it does
        not vote (it voted already, it is an Ally); else why its Main: or Alpha: ability waits
        (a Kin Mechanic played this phase said only "nothing to do with it now")."""
        if self.view.get("phase") == "vote" and not self.view.get("combat"):
            return self.why_not({"type": "vote", "char": iid, "side": "against"})
        try:
            effects = card_of(iid).effects
        except (KeyError, IndexError, ValueError):
            return None
        index = next((i for i, e in enumerate(effects) if e.when in ("main", "alpha")), None)
        if index is None:
            return None
        return self.why_not({"type": "action", "card": iid, "index": index, "target": None})

    def drops(self, node: Node) -> Iterable[tuple[Zone | None, dict[str, Any]]]:
        me, stage = self.looker, self.stage
        mine = stage.staging.get(me) if me is not None else None
        anywhere: list[dict[str, Any]] = []  # events and moots the whole Staging Area takes
        for c in self.commands_for(node):
            if c["type"] != "play":
                continue
            ctype = card_of(c["card"]).type
            if c.get("on"):
                yield stage.char_zone(c["on"]), c
            elif ctype in ("enemy", "victim", "battlefield"):
                yield stage.hunting, c
            elif ctype in ("ally", "totem"):
                yield mine, c
            else:  # events and moots: the target, the performer, or the Staging Area
                target = c.get("target")
                if isinstance(target, str):
                    yield stage.char_zone(target), c
                elif c.get("by"):
                    yield stage.char_zone(c["by"]), c
                anywhere.append(c)
        # After every character: where zones overlap the first legal one takes the drop, so
        # a Garou under the pointer must come before the Staging Area around it.
        for c in anywhere:
            yield mine, c

    def explain(self, node: Node, zone: Zone | None) -> str | None:
        iid = (node.data or {}).get("iid")
        me = self.looker
        if me is None or not iid:
            return None
        if me not in self.session.to_act():
            return _("It is not your turn to act.")
        if not self.commands_for(node):  # a dimmed card: why it cannot be played, as a click says
            reason = self.no_commands(node)
            if reason:
                return reason
        name = (zone.data or {}).get("zone", "") if zone is not None else ""
        if name.startswith("char:"):
            cmd = {"type": "play", "card": iid, "on": name[5:]}
            card = card_of(iid)
            if card.type not in ("gift", "equipment", "past-life", "rite"):
                if card.type in ("event", "moot"):
                    # the engine's rule for that caller or target, when it names one
                    for key in ("by", "target") if card.type == "moot" else ("target", "by"):
                        reason = self.runner.why_not(
                            me, {"type": "play", "card": iid, key: name[5:]}
                        )
                        if reason:
                            return reason
                    return _("{name} can't be played by or on that character now.").format(
                        name=card.name
                    )
                return _("{name} is not attached to a character; see where it lights up.").format(
                    name=card.name
                )
            return self.runner.why_not(me, cmd)
        if name.startswith("staging:") and name != f"staging:{me}":
            return _("That is another player's Staging Area.")
        if not self.commands_for(node):
            return self.runner.why_not(me, {"type": "play", "card": iid})
        # A playable card dropped where its kind never goes: where it does (a Rite dropped on
        # the Staging Area was told only "That card can't go there.").
        card = card_of(iid)
        where = DROP_PLACES.get(card.type)
        return _(where).format(name=card.name) if where else None

    def show_preview(self, node: Node) -> None:
        data = node.data or {}
        iid = data.get("iid") or data.get("card")
        if not iid:
            return
        chars = self.view.get("chars", [])
        char = next((c for c in chars if c["iid"] == iid), None)
        cid = base_id(iid) if "." in iid else iid
        # In the sidebar, in the log's place (see `_sidebar`): over the table it covered name
        # plates and labels. Down to Menu and Rules: a long Umbra chart (4 seats) left the
        # zoom's foot, its stats in words, under them, so a smaller face then.
        top = self.side_marks.get("log_top", layout.SIDEBAR.y)
        for size in ZOOM_SIZES:
            face = self._zoom_face(cid, size, char)
            if top + 10 + face.get_height() <= layout.TIP_BOTTOM:
                break
        self._zoomed = (cid, size, bool(char and char["crinos"]))
        preview = self.stage.preview
        preview.surface = face
        preview.x = layout.SIDEBAR.centerx
        preview.y = top + 10 + face.get_height() / 2
        preview.visible = True
        # the text box beside it keeps clear of the card pointed at (its marks too), and of
        # where a dragged card may go
        clear = [node_box(node).inflate(2 * RING_REACH, 2 * RING_REACH)]
        clear += self.stage.label_boxes(iid)  # its stat strip and pills
        if self.drag.active:
            clear += [node_box(z) for z in self.drag.legal]
        self._zoom_text(cid, size, bool(char and char["crinos"]), face, clear)
        if self.view:
            self._sidebar()

    def _zoom_face(
        self, cid: str, size: tuple[int, int], char: dict[str, Any] | None
    ) -> pygame.Surface:
        """A card's face `size` large and, for a character, its stats now in words under it."""
        face = self.faces.face(cid, size, bool(char and char["crinos"]))
        if char is None:
            return face
        words = paragraph(stats_words(char), 18, face.get_width(), hud.INK, True)
        fw, fh = face.get_size()
        both = pygame.Surface((fw, fh + words.get_height() + 16), pygame.SRCALPHA)
        both.blit(face, (0, 0))
        pygame.draw.rect(both, (0, 0, 0, 200), (0, fh + 4, fw, words.get_height() + 12), 0, 8)
        both.blit(words, ((fw - words.get_width()) // 2, fh + 10))
        return both

    def _zoom_text(
        self,
        cid: str,
        size: tuple[int, int],
        crinos: bool,
        face: Any,
        clear: Sequence[pygame.Rect] = (),
    ) -> None:
        """Beside the zoom, over the table's edge: the card's text in full where its face at
        the zoom's size cut it short; clear of `clear` (it covered the very card pointed at,
        at the play area's right edge: issue 30)."""
        preview = self.stage.preview
        for child in list(preview.children):
            if child.name == "zoom-text":
                child.detach()
        whole = self._words().whole_text(cid, size, crinos, self.faces.least)
        if not whole:
            return
        size_px = max(18, self.faces.least)
        parts = [paragraph(p, size_px, ZOOM_TEXT_W - 24, hud.INK, lines=12) for p in whole]
        h = sum(p.get_height() for p in parts) + 10 * (len(parts) - 1) + 24
        box = pygame.Surface((ZOOM_TEXT_W, h), pygame.SRCALPHA)
        pygame.draw.rect(box, (12, 18, 16, 240), box.get_rect(), 0, 10)
        pygame.draw.rect(box, (250, 220, 120), box.get_rect(), 2, 10)
        y = 12
        for part in parts:
            box.blit(part, ((ZOOM_TEXT_W - part.get_width()) // 2, y))
            y += part.get_height() + 10
        at = box.get_rect(topright=(round(preview.x - face.get_width() / 2 - 8), 0))
        at.top = round(preview.y - face.get_height() / 2)  # level with the zoom's top
        # beside the zoom if it can (above it, it covered the sidebar's Renown), else anywhere
        # up or down, else left of what it must not cover
        beside = pygame.Rect(0, at.top, layout.W, face.get_height())
        at = (
            clear_of(at, clear, beside)
            or clear_of(at, clear, pygame.Rect(0, 0, layout.W, layout.H))
            or at.move_to(right=min(r.left for r in clear) - 8)
        )
        preview.add(
            Node(name="zoom-text", surface=box, x=at.centerx - preview.x, y=at.centery - preview.y)
        )

    def hide_preview(self) -> None:
        super().hide_preview()
        self._zoomed = None
        if self.view:
            self._sidebar()


#: the lines under the middle of the combat view: five, down past the Health rows (beside
#: them, clear of their pips) and above the Combat hand's caption (three cut "… x Granite
#: Hold (block 3) → no" short of its wounds; four, a round's "(died before it struck)")
CAPTION_LINES = 5


def clear_of(
    box: pygame.Rect, clear: Sequence[pygame.Rect], bounds: pygame.Rect
) -> pygame.Rect | None:
    """`box` where it stands, else moved up or down as little as takes it clear of every
    rectangle of `clear`, inside `bounds` (None: nowhere)."""
    if box.collidelist(clear) < 0:
        return box
    tops = [r.bottom + 8 for r in clear] + [r.top - 8 - box.h for r in clear]
    spots = [box.move_to(top=min(max(t, bounds.top), bounds.bottom - box.h)) for t in tops]
    spots = [s for s in spots if s.collidelist(clear) < 0 and bounds.contains(s)]
    return min(spots, key=lambda s: abs(s.top - box.top)) if spots else None


def _picture_only(paint: Callable[[], pygame.Surface]) -> tuple[pygame.Surface, None]:
    """A HUD part painted, in the form `Stage.paint` caches (the picture, no hit areas)."""
    return paint(), None


Table = LvTable  # what the CCG kit's Edition builds


def _by_side(cards: Sequence[str], seats: Sequence[int]) -> list[tuple[int, int, str]]:
    """A round's revealed cards as drawn, each (side, its place in the side, card): a
    fighter's on its combatant's side (the attacker may be the prey), another player's on
    the side with fewer (two Challenge Howls by onlookers were drawn one over the other)."""
    sides: tuple[list[str], list[str]] = ([], [])
    theirs = []
    for iid in cards:
        owner = teach.owner_of(iid)
        if owner is not None and owner in seats:
            sides[list(seats).index(owner)].append(iid)
        else:
            theirs.append(iid)
    for iid in theirs:
        min(sides, key=len).append(iid)
    return [(side, j, iid) for side, held in enumerate(sides) for j, iid in enumerate(held)]


def _reveal_places(depth: int) -> tuple[tuple[int, int], list[float]]:
    """The size of a side's `depth` revealed cards and the top of each: one card at full
    size, several one under another, smaller, none over another, so every
    card's name and figures stay in sight (stepped out and up under the earlier ones, a
    third card went under its fighter's card: Brace under Rust-Maw Hulk, its block hidden,
    pl40a #8; and a face's figures stand lower on a small face, so no overlap shows them
    at every window size)."""
    if depth <= 1:
        return HAND, [layout.CARD_Y - HAND[1] / 2]
    room, gap = layout.PLAY_BOTTOM - layout.PLAY_TOP, REVEAL_GAP
    # two cards at 104x146: at 1280x720 a face keeps its figures from that size up (at
    # 96x134 it printed its name alone)
    h = min(HAND[1], (room - gap * (depth - 1)) / depth)
    size = (round(h * HAND[0] / HAND[1]), round(h))
    step = size[1] + gap
    top = layout.PLAY_TOP + (room - step * depth + gap) / 2
    return size, [top + j * step for j in range(depth)]
