"""The original Rage table (`rage-classic`), on the CCG table kit (desktop.screens.ccg_kit.table):
its stage, its panels, its words, and where a dragged card may go.

Every choice is a legal command: a click on a card (or Enter on the focused card) lists what
can be done with it, A lists every action, Space passes (or says Done / OK), and the engine's
questions open as lists. An "OK?" window counts down for a few seconds and then answers OK by
itself; P (or the Pause button) stops the count. Votes in a Junta are buttons in the Juntas
panel, and also rows of the action list. A click on a pack's pile line reads its piles by name.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

import pygame

from desktop.scene.node import Node
from desktop.scene.zones import Zone
from desktop.screens.base import soonest
from desktop.screens.ccg_kit.glossary import Glossary, LegendRow, Term, TermTips, cut_spot
from desktop.screens.ccg_kit.held import FIGHT_BEAT, view_at_step
from desktop.screens.ccg_kit.hint_spot import HintGround, HintSpot
from desktop.screens.ccg_kit.paint import text
from desktop.screens.ccg_kit.stage import Spot, base_id, node_box, spot_of
from desktop.screens.ccg_kit.table import CcgTable, Question
from desktop.screens.game_menu import LanSeat
from desktop.screens.rage_classic import card_words, drops, gauntlet, guide, layout, teach, words
from desktop.screens.rage_classic.art import stat_box
from desktop.screens.rage_classic.bluff_step import BLUFF_BEAT
from desktop.screens.rage_classic.faces import ZOOM, ClassicFaces
from desktop.screens.rage_classic.presenter import ClassicModel, ClassicPresenter
from desktop.screens.rage_classic.stage import BACKGROUND, PANEL, VOTE_ROW, ClassicStage, chip_area
from desktop.screens.seat_tags import SeatTag
from desktop.screens.table_assist import reason_lines
from desktop.screens.table_base import button
from desktop.ui.choice import ChoiceDialog
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.theme import render_text, wrap
from engine.games.rage_classic.state import NULL, ClassicState
from engine.games.rage_classic.views import PHASE_NAMES
from engine.i18n import N_, _, capitalized, ngettext, spoken_list

log = logging.getLogger(__name__)

#: an "OK?" window answers OK by itself after this long, unless paused; the time runs only
#: while the person does nothing else (4 s was gone before the question's words were read)
OK_SECONDS = 8.0
#: seconds an open "OK?" of a LAN game waits for the person's first key or click before it
#: counts anyway: a person at another computer who has not touched the table yet held the
#: others' game for good (the LAN tests stalled on it). At a table of this computer's own the
#: count waits for that first input: it said OK for a newcomer still reading (issue 30)
WAKE_GRACE = 10.0
#: the hint's box in a combat: wide and short, to stand under the fighters at the view's foot
COMBAT_HINT_W = 720
#: a first-game tip's box, at the foot of the log's column: its buttons' height, its text
TIP_BUTTON_H, TIP_TITLE_PX, TIP_PX, TIP_LINE = 36, 20, 18, 24
#: moves a pass at their moment gives up for the phase or the combat, asked before it: a
#: card to place face down, a Junta to call, an alpha stepping in for prey
GIVEN_UP = ("stage", "call", "step-in")
#: the question before a pass that gives up cards to play: its title, what is given up
GIVEN_UP_WORDS = {
    "call": (
        N_("Call no Junta?"),
        N_(
            "You could still call {cards} this Moot Phase. {button} lets the phase's calls go "
            "by without it."
        ),
    ),
    "stage": (
        N_("Place nothing more?"),
        N_(
            "You could still place {cards} face down this Resource Phase. {button} ends your "
            "placing until the next turn."
        ),
    ),
}
#: the width of the box beside a zoom that explains the card's words
WORDS_W = 320
#: what a focused card in hand adds to its layer, to lie over its neighbours
RAISED = 100
HELP = N_(
    "The bar at the top says what you are asked to do now (cut short, it is whole on hover "
    "and on Tab). Click a card (or Left/Right to "
    "choose one and Enter) for what it can do now. A lists every action; Space passes, says "
    "Done or OK. The engine's questions open as lists. An OK? window counts down from your "
    "first key or click and then says OK for you: P (or Pause, or ? for a hint) stops the "
    "count. In a Junta, vote with the "
    "panel's buttons (or from the action list). Hover a card to zoom. Drag a card from your hand onto a "
    "creature or an area that lights up to play it. Click a pack's pile line (Victory · Out "
    "of Play · Discards) to read its cards by name. Tab walks the table's words, each "
    "explained (the stat boxes too). PgUp/PgDn or the wheel over the log read it back · ? a "
    "hint · R rules · H help · Esc menu."
)
#: the table's words (glossary.toml here), read and shown by the kit (ccg_kit.glossary)
GLOSSARY = Glossary("desktop.screens.rage_classic")
#: the stat boxes' legend, under the "Stat boxes" entry: (box, a sample number, its meaning)
LEGEND = (
    ("R", 4, N_("Renown: VP the creature is worth when killed, and its votes in a Junta.")),
    ("Rg", 3, N_("Rage: its strength in combat; a Combat card above it is a bluff.")),
    ("Gn", 5, N_("Gnosis: spiritual power; Gifts cost it, and a Caern's Gauntlet needs it.")),
    ("H", 4, N_("Health: how much damage it takes before it dies.")),
    ("D", 2, N_("Damage (a Combat card's second red box, after the Rage it needs).")),
    ("B", 2, N_("Block: damage a Combat card stops.")),
    ("G", 4, N_("Gauntlet: a Caern's rating, the Gnosis needed to step sideways with it.")),
)


class ClassicTable(CcgTable):
    step = 0.5
    score_name = N_("Victory points")
    help_text = HELP
    pass_types = guide.PASS_TYPES
    # cancelling is a move here (a card cancels another): "Cancel" under "Allow it (no
    # cancel)" read as one; the row only closes the list
    close_label = N_("Close this list")
    group_lists = False
    hover_delay = 0.0  # the zoom follows the pointer at once
    hide_idle_buttons = False  # Pass and Actions keep their place in the corner
    focus_kinds = (
        *("creature", "thing", "damage", "hand", "combat-hand", "play", "pending", "junta"),
        "folded",  # a card behind a row's "+N more" badge (stage._more_badge)
    )
    # the first arrow walks the hand, where play starts: it opened the opponent's area above
    # it (issue 30)
    first_focus_kinds = ("hand", "combat-hand")
    pass_rect = layout.PASS_BUTTON
    actions_rect = layout.ACTIONS_BUTTON
    # The Hint button at the top right of the sidebar, level with "Game log"; a hint's reason
    # in a box over the right of my Home Ground, above my hands (`hint_places`).
    hint_rect = pygame.Rect(layout.SIDE.right - 8 - 120, 6, 120, 46)
    hint_bottomright = (layout.MINE.right - 4, layout.MINE.bottom - 4)
    #: where a LAN game's Chat button goes: beside the log's title, clear of the phase bar
    lan_chat_button = (1770, 4, 140, 42)
    #: where the LAN screen's one-line banner (watching, host lost) goes: the top bar's free
    #: stretch between whom it waits for and the Renown line
    lan_banner = (1060, 5, 240, 34)
    #: "Not saved" in the middle of my name plate's row (the phase bar is full)
    storage_spot = ("center", (layout.MINE.centerx, layout.MINE.y + 20))
    faces_type = ClassicFaces
    model_type = ClassicModel
    stage_type = ClassicStage
    presenter_type = ClassicPresenter
    model: ClassicModel
    stage: ClassicStage
    presenter: ClassicPresenter
    faces: ClassicFaces
    tips: TermTips

    tip_book = teach.TIP_BOOK  # first-game tips, at the foot of the log's column

    rebuild_options = CcgTable.table_options

    # -- what the kit asks ----------------------------------------------------------------------
    def hint_places(self) -> list[tuple[int, int]]:
        """My Home Ground's right end, over its "Face down" line when it has none; else above
        it, under my pack's counts; else the Hunting Grounds' right end."""
        mine, hunt = layout.MINE, layout.PHYSICAL
        places = [
            self.hint_bottomright,
            (mine.right - 4, mine.bottom - 34),
            (hunt.right - 4, hunt.bottom - 4),
        ]
        # the combat view's foot, mostly empty, and the other packs' areas' right ends: a long
        # hint covered my pack's counts or a fighter's stats, and an opened area, where these
        # three were all taken (pl34a 066, pl35 050)
        width = self.hint_box()[0]
        if self.view.get("combat") is not None:  # over the others' areas and the hunt
            fight = layout.COMBAT
            return [
                *places,
                (fight.right - 4, fight.bottom - 4),
                (fight.x + width + 4, fight.bottom - 4),
            ]
        areas = self.stage.pack_areas(self.bottom)[:-1]
        return places + [(r.right - 4, r.bottom - 4) for _seat, r, _layer in areas]

    def hint_box(self) -> tuple[int, int]:
        """As many lines as the reason takes: cut at the kit's seven, its end could not be
        read anywhere (issue 30); in the log's column over a combat's list (`_hint_in_log`)."""
        width, lines = super().hint_box()
        if self._hint_in_log():
            width = layout.LOG.w
        elif self.view.get("combat") is not None:
            width = COMBAT_HINT_W  # fewer lines: under the fighters, over the view's foot
        hint = self.assist.hint
        return width, max(lines, len(reason_lines(hint.reason, width))) if hint else lines

    def hint_spot(self) -> HintSpot:
        if self._hint_in_log():
            width, lines = self.hint_box()
            size = self.assist.hint_size(self.app.theme, width, lines)
            if size is not None:
                top = self.assist.button.rect.bottom + 6
                return HintSpot((layout.LOG.right, top + size[1]), width)
        return super().hint_spot()

    def _hint_foot(self) -> int:
        """Where the log's lines begin while the Hint stands in the log's column (0: at the
        log's top): under it, the log's first lines were hidden (pl36a #9, 065, 124)."""
        if not self._hint_in_log():
            return 0
        return self.hint_spot().bottomright[1] + 6

    def _hint_in_log(self) -> bool:
        """A hint asked over a list in a combat stands in the log's column, under the Hint
        button: above the list or beside it, it covered the combat's summary or a fighter the
        move is about (pl35 082, pl34a 067/072), and the combat view leaves it no room. Not
        where the whole reason would not fit there."""
        listed, hint = self.dialog, self.assist.hint
        over = isinstance(listed, ChoiceDialog) and listed.is_open and self._hint_over_list
        if not over or hint is None or self.view.get("combat") is None:
            return False
        lines = len(reason_lines(hint.reason, layout.LOG.w))
        size = self.assist.hint_size(self.app.theme, layout.LOG.w, lines)
        tip = self._tip_box()  # a first-game tip at the column's foot keeps its place
        bottom = tip.top - 6 if tip is not None else layout.LOG.bottom
        room = bottom - self.assist.button.rect.bottom - 6
        return size is not None and size[1] <= room

    def list_room(self) -> pygame.Rect:
        """Left of the sidebar: a wide list reached under the Hint standing in the log's
        column, which covered its rows' ends (pl36a #9, 062)."""
        return pygame.Rect(0, 0, layout.SIDE.x, layout.H)

    def hint_ground(self) -> HintGround:
        """Clear of every label and card on show where it can, under the hands' title, and
        over a list clear of the combat it is about."""
        ground = super().hint_ground()
        return replace(
            ground,
            keep_clear=[r for _text, r in self.labels] + [s.rect for s in self.spots],
            clickable=ground.clickable + self._hint_opened_area(),
            headings=self._hint_headings(),
            keep_clear_over_list=self._hint_keep_clear_over_list(),
        )

    def _hint_opened_area(self) -> list[pygame.Rect]:
        """An opponent's area opened large and its header: its cards are pointed at and read
        there (the box cut its Riverstone Circle to "Ca…", pl35 050)."""
        peek = self.stage.peek
        return [peek.box, *self._peek_header()] if peek.is_open else []

    def _hint_headings(self) -> list[pygame.Rect]:
        """The hands' title line ("Sept hand (4)", "Combat hand (3)"): a box under a list
        ended on it (issue 30)."""
        hands = layout.HANDS
        return [pygame.Rect(hands.x, hands.y, hands.w, layout.HAND_TITLE_H)]

    def _hint_keep_clear_over_list(self) -> list[pygame.Rect]:
        """The combat's summary ("This combat": its sides and their Health), and its fighters
        with their plays and the words beside them (at 4 seats the box stood over the
        Defenders, issue 30)."""
        if self.view.get("combat") is None:
            return []
        fight = layout.COMBAT.inflate(0, -80).move(0, 40)  # under its step pills and headings
        cards = [s.rect for s in self.spots if fight.contains(s.rect)]
        words = [r for _text, r in self.labels if fight.contains(r)]
        return [self.stage.summary_rect(), *cards, *words]

    def build(self) -> list[Button]:
        self.ok_paused = False  # the person stopped the "OK?" countdown
        self._woke = False  # the person has pressed a key or clicked at this table
        self._waited = 0.0  # seconds an OK? has waited for that (WAKE_GRACE)
        self._announce: tuple[int, dict[str, Any]] | None = None  # (moment, named announce)
        self.bar_line = ""  # what the bar says now: its tooltip gives the same words whole
        self._log_top = 0  # where the log's lines begin (`_hint_foot`)
        self.ok_left = OK_SECONDS
        self._window_key: tuple[Any, ...] = ()
        self.previewed: Node | None = None
        self._listed = 0  # the list open when the bar was last drawn (its id)
        self.countdown = self.stage.overlay.add(Node(name="ok-countdown", visible=False))
        self.help_button = button("help", _("Help"), layout.HELP_BUTTON, self.open_help)
        self.menu_button = button("menu", _("Menu"), layout.MENU_BUTTON, self.open_menu)
        self.pause_button = button(
            "ok-pause", _("Pause"), layout.PAUSE_BUTTON, self.toggle_ok_pause, 20
        )
        self.ok_button = button("ok", _("OK"), layout.OK_BUTTON, self.say_ok, 20)
        # the glossary: the table's words and the stat boxes, on hover or Tab
        self.tips = TermTips((layout.W, layout.H), self._legend)
        tip_buttons = self.tip_buttons(TIP_BUTTON_H)
        return [self.help_button, self.menu_button, self.pause_button, self.ok_button, *tip_buttons]

    def card_data(self) -> tuple[Callable[[Any], Mapping[str, Any]], Callable[[Any], None]]:
        from engine.games.rage_classic.cards import POOL, extra_table

        return extra_table, POOL.show_extra_cards

    def game_cards(self, state: Any) -> list[str]:
        assert isinstance(state, ClassicState)
        ids = [base_id(i) for i in state.creatures]
        for p in state.players:
            ids += [base_id(i) for i in [*p.hand, *p.sept_deck, *p.combat_deck, *p.combat_hand]]
        return ids

    def card_id(self, name: str) -> str:
        from engine.games.rage_classic.cards import pool

        return base_id(name) if base_id(name) in pool() else ""

    def is_creature(self, card_id: str) -> bool:
        from engine.games.rage_classic.cards import pool

        card = pool().get(card_id)
        return card is not None and card.is_creature

    @property
    def revealed(self) -> dict[int, str]:
        return self.model.revealed

    @property
    def outpaced(self) -> dict[int, str]:
        return self.model.outpaced

    @property
    def reversed(self) -> dict[int, str]:
        return self.model.reversed

    @property
    def milestones(self) -> set[str]:
        return self.model.milestones

    @property
    def labels(self) -> list[tuple[str, pygame.Rect]]:
        """Every label on the table and where (the panels', the creatures' marks)."""
        return self.stage.labels_on_show()

    @property
    def hover(self) -> Spot | None:
        """The card zoomed now."""
        node = self.previewed
        return spot_of(node) if node is not None and node.is_shown() else None

    def moment(self) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        presenter, session = self.presenter, self.session
        bluff_at, fight_at, last = presenter.bluff_at, presenter.fight_at, session.state_id - 1
        held, beat = None, BLUFF_BEAT
        if bluff_at is not None and bluff_at[0] == last:
            held = view_at_step(session, bluff_at[0], bluff_at[1], self.looker)
        elif fight_at is not None and fight_at[0] == last:
            held, beat = view_at_step(session, fight_at[0], fight_at[1], self.looker), FIGHT_BEAT
            if held is not None:
                held["fight_over"] = fight_at[2]
        if held is None:
            presenter.release()  # the log catches up with the view
            view, legal = super().moment()
        else:  # the bluff step or the fight's end first; what follows after its beat
            presenter.bluff_at = presenter.fight_at = None
            view, legal = held, []
            if held.get("fight_over"):
                self.hold_fight_end(held, beat)
            else:
                self.holding = max(self.step_delay, beat)
        # each question its whole time: the next one (another card waiting, another window
        # at the same moment) got what was left of the last
        window = view.get("window") or {}
        key = (
            repr([window.get(k) for k in ("kind", "moment", "offense")]),
            repr(view.get("pending")),
            repr([c for c in legal if c["type"] in ("ok", "allow")]),
        )
        if key != self._window_key:
            self._window_key = key
            self.ok_left, self.ok_paused = OK_SECONDS, False
        return view, legal

    def held_over(self) -> None:
        super().held_over()
        self.presenter.release()

    def rebuild_stage(self, animate: bool) -> None:
        self.stage.rebuild(
            self.view, self.legal, self.bottom, self.revealed, self.outpaced, self.reversed
        )
        if self.previewed is not None and not self.previewed.is_shown():
            # The zoomed card moved or left (played, placed): the pointer finds what is there.
            self.hide_preview()
            self.drag.leave()
            self.drag.move(self.input.pointer)

    def hud_parts(self) -> tuple[Callable[[], None], ...]:
        return (self._areas, self._sidebar)

    def _areas(self) -> None:
        stage, v = self.stage, self.view
        bottom = self.bottom
        for seat, rect, layer in stage.pack_areas(bottom):
            self._pack(seat, rect, layer)
        hunt_key = repr((v["creatures"], v["things"], v.get("lasting")))
        stage.part("hunt", hunt_key, layout.HUNT, stage.hunting_panel, fill=BACKGROUND,
                   layer=stage.hunting, z=-5)  # fmt: skip
        hands_key = repr(v["players"][bottom])
        stage.part("hands", hands_key, layout.HANDS, lambda p: stage.hands_panel(p, bottom),
                   fill=BACKGROUND, layer=stage.mine, z=-5)  # fmt: skip
        if stage.juntas.visible:
            key = repr((v["juntas"], v.get("voting_renown")))
            stage.part("juntas", key, layout.JUNTAS, stage.juntas_panel, fill=BACKGROUND,
                       layer=stage.juntas, z=-5)  # fmt: skip
        if v.get("combat") is not None:
            covered = self._covered_tags()
            fighters = [c for c in v["creatures"] if c["iid"] in sum(v["combat"]["sides"], [])]
            scores = [(p["vp"], p.get("out")) for p in v["players"]]
            key = repr(
                (v["combat"], v.get("fight_over"), stage.plays, fighters, covered)
                + (self.revealed, self.outpaced, self.reversed, scores)
            )
            stage.part("combat", key, layout.COMBAT,
                       lambda p: stage.combat_panel(p, covered), fill=BACKGROUND,
                       layer=stage.combat, z=-5)  # fmt: skip

    def _pack(self, seat: int, rect: pygame.Rect, layer: Node) -> None:
        v, tag = self.view, self.tags.get(seat)
        acting = seat in v.get("to_act", [])
        won = guide.seat_win_word(v, seat)  # others' VP change it too
        out = [c["iid"] for c in v["creatures"] if c.get("out") and c.get("pack") == seat]
        key = repr((v["players"][seat], v.get("removed"), out, v["renown_level"], tag, acting, won))
        self.stage.part(f"pack{seat}", key, rect,
                        lambda p: self.stage.pack_panel(p, seat, rect, tag, acting),
                        fill=BACKGROUND, layer=layer, z=-5)  # fmt: skip

    def _sidebar(self) -> None:
        stage, v = self.stage, self.view
        self.want_tip()
        self._place_tip_buttons()
        what = self.bar_line = self.what_now()
        waits = guide.win_waits(v, self.names)
        stage.part("bar", (v["turn"], v["phase"], v["renown_level"], what, waits), layout.BAR,
                   lambda p: stage.bar_panel(p, what, bool(self.legal)), fill=PANEL)  # fmt: skip
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        if self.log_shown:
            shown, newer = self.log_lines()
            lines = tuple(shown[-30:])
            top = self._log_top
            stage.part("log", (lines, newer, top), layout.SIDE_LOG,
                       lambda p: stage.log_panel(p, lines, newer, top), fill=PANEL)  # fmt: skip
            self.log_rect = pygame.Rect(layout.LOG)
        # both say whether a card of the person's cancels the card waiting to resolve
        pending = (repr(v.get("pending")), stage.i_can_cancel())
        window_key = (repr(v.get("window")), tuple(self.names), pending)
        stage.part("window", window_key, layout.SIDE_WINDOW, stage.window_panel, fill=PANEL)
        cancels = self._cancels()
        stage.part("stack", (pending, cancels), layout.SIDE_STACK,
                   lambda p: stage.stack_panel(p, cancels), fill=PANEL)  # fmt: skip
        self._find_terms()  # the bar's line may have changed: its tooltip with it

    def controls(self) -> None:
        self._find_terms()

    # -- the glossary ----------------------------------------------------------------------------
    def _find_terms(self) -> None:
        """The glossary's words on screen now (every panel's labels but the log's) and every
        creature's stat boxes."""
        labels = [(t, r) for t, r in self.labels if not layout.LOG.colliderect(r)]
        found = GLOSSARY.spots(labels)
        stats = GLOSSARY.terms().get("stats")
        if stats is not None:
            found += [
                (stats, chip_area(s.rect, self.stage.stat_text(s.rect.size)))
                for s in self.spots
                if s.kind == "creature"
            ]
        # a crowded row's "+N more" badge names what it hides, on hover and on Tab
        found += [
            (Term("more", _("Not shown here"), ", ".join(hidden), ()), node_box(node))
            for node, hidden in self.stage.more
            if node.is_shown()
        ]
        # so does the Umbra's "(N more)" heading, and a cut line there gives its whole (where
        # no Junta or combat covers the Umbra)
        umbra = gauntlet.umbra_shown(self.view)
        if umbra and not self.stage.juntas.visible and self.view.get("combat") is None:
            found += [
                (Term("more", _("Across the Gauntlet"), whole, ()), rect)
                for whole, rect in self.stage.across_tips()
            ]
        found += self._band_tips()
        for s in self.spots:  # a pack's pile line cut short (four packs in Portuguese), whole
            if s.kind == "pile" and s.data.get("cut"):
                owner = self.names[int(str(s.iid).split(":")[1])]
                title = _("{name}'s piles").format(name=owner)
                found.append((Term("more", title, s.data["cut"], ()), s.rect))
        if self.stage.stack_cut:  # the panel's words it had no room for
            found.append(
                (Term("more", _("Waiting to resolve"), self.stage.stack_cut, ()), layout.STACK)
            )
        # the bar's line, cut short on a narrow table, whole on hover and on Tab
        bar = cut_spot(self.labels, self.bar_line, layout.BAR)
        if bar is not None:
            found.append((Term("bar", _("What to do now"), self.bar_line, ()), bar))
        waits = guide.win_waits(self.view, self.names)  # a win waiting, cut short: whole too
        won = cut_spot(self.labels, waits, layout.BAR) if waits else None
        if won is not None:
            found.append((Term("bar", _("Victory points"), waits, ()), won))
        if self.view.get("combat") is not None:  # what the combat view covers is not shown
            found = [
                (t, r)
                for t, r in found
                if layout.COMBAT.contains(r) or not layout.COMBAT.colliderect(r)
            ]
        self.tips.place(found)

    def _band_tips(self) -> list[tuple[Term, pygame.Rect]]:
        """A card's name drawn cut short ("Ghost of Ki…" on the combat view's large cards,
        "Ysolde Amber…", "Lynx of the Hig…" in a pack's row at 4 seats, issue 30), with its
        whole name, over the card: on hover and on Tab. Only a cut one: a name drawn whole
        (on two lines) needs no tip."""
        pool = self.stage.pool()
        found = []
        for s in self.spots:
            cut = s.kind in ("thing", "creature") and s.card and s.data.get("cut")
            card = pool.get(base_id(s.card)) if cut and s.card else None
            if card is None:
                continue
            rect = s.rect
            if s.kind == "creature":  # its top half, by its name: the damage plate's tip
                rect = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2)  # lies over its foot
            found.append((Term("name", _("Card name"), card.name, ()), rect))
        return found

    def _tip_over_zoom(self) -> bool:
        """A tooltip is shown that the zoom would stand over; a cut name's tip goes with its
        card's zoom, which says more (hovering an attachment zoomed it before the tip came)."""
        shown = self.tips.shown if self.tips.visible else None
        return shown is not None and shown.key != "name"

    def _legend(self, term: Term) -> list[LegendRow]:
        if term.key != "stats":
            return []
        return [(stat_box(key, value, 16), _(words)) for key, value, words in LEGEND]

    def edition_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._wake()  # the person is at the table: an OK? may count down now
            if self._ok_command():
                self.ok_left = OK_SECONDS  # the person is at work: the OK waits for them
        if self._enter_on_piles(event):
            return True
        taken = self.tips.handle(event)
        if self._tip_over_zoom() and self.previewed is not None:
            self.hide_preview()  # the stat boxes' legend, not the zoom of their card
        return taken

    def _enter_on_piles(self, event: pygame.event.Event) -> bool:
        """Enter on a pack's pile line reached by Tab reads its piles, as a click on it does
        (pl35: the tip said to click the line, and Enter acted on the card in focus)."""
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if not enter or not self.tips.visible or self.tips.focus < 0:
            return False
        word = self.tips.spots[self.tips.focus][1]
        pile = next((s for s in self.spots if s.kind == "pile" and s.rect.contains(word)), None)
        if pile is None or pile.node is None:
            return False
        self.tips.hide()
        self.activate(pile.node)  # as a click on the line
        return True

    def _ending(self) -> str:
        """Why the game ended, and why its winner wins: two packs reached the VP to win in
        the same Combat Phase and nothing said why one of them won (issue 30)."""
        end = self.end_event()
        if end is None:
            return ""
        result = self.session.result()
        scores, winners = result["scores"], list(end.get("winners") or [])
        level = int(self.view.get("renown_level") or 0)
        reason = end.get("reason")

        def who(seats: list[int]) -> str:
            # the person is "you" here as in the title and the scores ("You win!", "you as
            # Player 1 (10)"): "Player 1 reached ..." named them a third way
            return spoken_list([_("you") if s == self.looker else self.names[s] for s in seats])

        if reason == "renown" and winners:
            reached = [s for s in range(self.seats) if scores[s] >= level]
            if len(reached) > 1:
                return _(
                    "{names} reached the {level} VP to win in the same Combat Phase: the most "
                    "VP wins, {name} with {vp}."
                ).format(
                    names=capitalized(who(reached)),
                    level=level,
                    name=who(winners),
                    vp=scores[winners[0]],
                )
            return _("{name} reached the {level} VP to win as a Combat Phase ended.").format(
                name=capitalized(who(winners)), level=level
            )
        if reason == "last-pack" and winners == [self.looker]:
            return _("Your pack is the last one left in the game.")
        if reason == "last-pack" and winners:
            return _("{name}'s pack is the last one left in the game.").format(
                name=spoken_list([self.names[s] for s in winners])
            )
        if reason == "turn-limit":
            return _("The last turn was played: the most VP wins.")
        return _("No pack is left, and nobody wins.") if not winners else super()._ending()

    def log_moved(self) -> None:
        self._sidebar()

    def what_now(self) -> str:
        if self.view.get("fight_over"):
            # held a beat on the fight's end: whatever was asked before it is answered
            return self.fight_end_line()
        guided = self.guided_line() if self.looker in self.view.get("to_act", []) else ""
        offense = (self.view.get("window") or {}).get("offense")
        if not guided and offense and not self._woke and self._ok_command() is not None:
            # a question, no clock: the count starts with the person's first key or click
            # (the game's first frame read as a countdown, pl36a #10)
            # one verb for several ("Ada, Bruno and Chloé wants to play", cl-layout)
            return ngettext(
                "OK? {who} wants to play an Offensive Effect: OK (O) lets it happen.",
                "OK? {who} each want to play an Offensive Effect: OK (O) lets them happen.",
                len(offense),
            ).format(who=spoken_list([self.names[s] for s in offense]))
        if not guided and offense and self.ok_paused and self._ok_command() is not None:
            # the count stopped: the bar said "P pauses the count" still (pl35)
            return _(
                "OK? An Offensive Effect is coming, and the count is paused: OK (O) lets it "
                "happen, P lets the count run on."
            )
        return guided or guide.what_now(
            self.view, self.legal, self.names, self.looker, by_keys=self.by_keys
        )

    def how_to(self, move: dict[str, Any]) -> str:
        if self.by_keys:  # a keyboard player read "drag it onto…" all game (me40)
            return self._how_by_keys(move)
        if move.get("type") == "stage" and not move.get("by"):  # prey: face down to the Grounds
            return _("drag it into the Hunting Grounds (or click it, or press A)")
        if move.get("type") == "stage":
            return _("drag it onto {name} (or click it, or press A)").format(
                name=words.name(move["by"])
            )
        if move.get("type") in ("assign", "instinct") and move.get("card") != "null":
            return _("drag it onto {name} (or click it, or press A)").format(
                name=words.name(move["creature"])
            )
        if move.get("type") == "vote":  # no card to click: the Juntas panel's button
            return _("click “{button}” in the Juntas panel, or press A").format(
                button=words.vote_label(move)
            )
        if move.get("type") == "claim" or move.get("card") == "null":
            # nothing glows for it (letting it be is Space; a Null card is no card)
            return _("click Actions (or press A) and choose it in the list")
        if move.get("type") not in self.pass_types and not self._names_a_card_shown(move):
            # no card glows for it (an announce names none): "the glowing card" was whatever
            # else happened to be lit
            question = self.question()
            if question is None or all(move != c for _label, c in question.options):
                return _("click Actions (or press A) and choose it in the list")
        return super().how_to(move)

    def _how_by_keys(self, move: dict[str, Any]) -> str:
        """`how_to` in the keys' words."""
        kind = move.get("type")
        if kind == "vote":
            return _("press A and choose “{button}” in the list").format(
                button=words.vote_label(move)
            )
        if kind in ("stage", "assign", "instinct") and move.get("card") != "null":
            return _("Enter on the glowing card, or press A")
        question = self.question()
        answers = question is not None and any(move == c for _label, c in question.options)
        if (
            kind not in self.pass_types
            and not answers
            and (
                kind == "claim" or move.get("card") == "null" or not self._names_a_card_shown(move)
            )
        ):
            return _("press A and choose it in the list")
        return super().how_to(move)

    def _names_a_card_shown(self, move: dict[str, Any]) -> bool:
        """Whether `move` names a card the table shows (the one the hint lights)."""
        return any(
            isinstance(v := move.get(k), str) and self.stage.card_node(v) is not None
            for k in ("card", "char", "creature", "target")
        )

    def no_commands(self, node: Node) -> str | None:
        """A hand card that offers nothing says the engine's why (a Moot in Open Play: "Juntas
        are called face down at the start of the Moot Phase"), not "nothing to do with it"."""
        data = node.data or {}
        iid, kind = data.get("iid"), str(data.get("kind"))
        if kind not in ("hand", "combat-hand") or not isinstance(iid, str):
            return None
        if self.looker is not None and self.legal and kind == "hand":
            mine = [
                c["iid"] for c in self.view.get("creatures", []) if c.get("pack") == self.looker
            ]
            # the engine only asks for a performer when none is named: try each of mine
            ask = _("Name which of your creatures plays {card}.").format(card=words.name(iid))
            for by in (None, *mine):
                reason = self.why_not({"type": "play", "card": iid, "by": by, "target": None})
                if reason and not drops.generic(reason) and reason != ask:
                    return reason
        return drops.why_not(self, iid, "", kind)

    def _cancels(self) -> tuple[str, ...]:
        """The last cancels, shown stacked under the card they answered."""
        return tuple([line for line in self.log[-12:] if "cancels it" in line][-4:])

    def _covered_tags(self) -> tuple[tuple[int, SeatTag | None], ...]:
        """The players whose pack headers a combat covers (all but the bottom pack's), each
        with its tag; "to play" is left out: the combat's own steps say who acts."""
        tags = {s: t for s, t in self.tags.items() if t.kind != "to-play"}
        seats = range(len(self.view["players"]))
        return tuple((seat, tags.get(seat)) for seat in seats if seat != self.bottom)

    def describe(self, command: dict[str, Any]) -> str:
        said = self._named_announce(command)
        return words.describe(said, self.names, self.view.get("prompt"), self.view)

    def bar_action(self, command: dict[str, Any]) -> str:
        # a face-down play's warning stays in its row: the bar keeps room for how to play it
        said = self._named_announce(command)
        return words.describe(said, self.names, self.view.get("prompt"), self.view, risk=False)

    def _named_announce(self, command: dict[str, Any]) -> dict[str, Any]:
        """An announce with the cards it leads to (`words.announce_for`), found once for the
        moment on show: a world is sampled to find them."""
        if command.get("type") != "announce":
            return command
        moment = self.session.state_id
        if self._announce is None or self._announce[0] != moment:
            self._announce = (moment, words.announce_for(self.view))
        return self._announce[1]

    def card_name(self, iid: Any) -> str:
        return words.name(iid)

    def card_does(self, iid: Any) -> str:
        return words.does(iid)

    def pass_label(self, command: dict[str, Any]) -> str:
        return guide.button_word(command, self.names)

    def _acting_alpha(self) -> str | None:
        """The alpha whose action is being chosen (no fight on yet), if any."""
        view = self.view
        if view.get("step") != "combat:actions" or view.get("combat") is not None:
            return None
        alphas, at = view.get("alphas") or [], view.get("alpha_at")
        return alphas[at] if isinstance(at, int) and 0 <= at < len(alphas) else None

    def pass_moment(self) -> tuple[object, str] | None:
        # a fight, and each alpha's action, is a moment of its own: the clicks that ended a
        # prey fight ran on and passed the person's alpha's action (issue 30)
        view = self.view
        turn, phase, alpha = view.get("turn"), view.get("phase"), self._acting_alpha()
        fight = view.get("combat") is not None
        if alpha is not None:
            name = _("{card}'s action").format(card=words.name(alpha))
        elif fight:
            name = _("Combat")
        else:
            name = _(PHASE_NAMES.get(str(phase), str(phase)))
        return (turn, phase, fight, alpha), _("Turn {turn}: {phase}").format(turn=turn, phase=name)

    def costs(self, command: dict[str, Any]) -> bool:
        # passing an alpha's action gives up its attack, challenge or raid for the turn; so
        # "Ready" with none of one's cards placed gives up the round (a newcomer's click passed
        # the face-down step at once, pl34a), unless no card of theirs can be placed
        # Done with a card still to place or a Junta to call, and a pass that lets the prey
        # fight alone where an alpha could step in, gave them up at a Space (issue 30); with
        # nothing of the kind to do, they pass at once
        if command["type"] == "ready":
            return self._places_nothing()
        if command["type"] in ("done", "pass") and self._given_up():
            return True
        return command["type"] == "pass" and self._acting_alpha() is not None

    def _given_up(self) -> list[dict[str, Any]]:
        """The moves of the kinds a pass here gives up (`GIVEN_UP`), left to the person now."""
        return [c for c in self.legal if c["type"] in GIVEN_UP]

    def _places_nothing(self) -> bool:
        """The person could place a Combat card (a Null card aside) in this face-down step
        and has placed none."""
        me = self.looker
        plays = (self.view.get("combat") or {}).get("plays") or []
        placeable = any(c["type"] == "assign" and c.get("card") != NULL for c in self.legal)
        return placeable and not any(p.get("seat") == me for p in plays)

    def costly_pass_words(self, command: dict[str, Any]) -> tuple[str, str, str]:
        if command["type"] == "ready":
            return (
                _("Place no card this round?"),
                _("Your fighters will play nothing in this combat round."),
                _("Ready"),
            )
        given_up = self._given_up()
        if given_up:
            return self._given_up_words(command, given_up)
        alpha = self._acting_alpha()
        return (
            _("Pass your alpha's action?"),
            _("{card} will not attack, challenge, raid or engage this turn.").format(
                card=words.name(alpha)
            ),
            _("Pass"),
        )

    def _given_up_words(
        self, command: dict[str, Any], given_up: list[dict[str, Any]]
    ) -> tuple[str, str, str]:
        """The question before a pass that gives up `given_up`: what the person could still
        do, by name."""
        confirm = self.pass_label(command)
        kind = given_up[0]["type"]
        if kind == "step-in":
            combat = self.view.get("combat") or {}
            prey, alphas = combat.get("target"), [c["creature"] for c in given_up]
            return (
                _("Let {prey} fight alone?").format(prey=words.name(prey)),
                _(
                    "{alphas} could step in for {prey} and fight in its place. {button} gives "
                    "that up for this combat."
                ).format(
                    alphas=spoken_list([words.name(a) for a in alphas]),
                    prey=words.name(prey),
                    button=confirm,
                ),
                confirm,
            )
        cards = spoken_list(list(dict.fromkeys(words.name(c["card"]) for c in given_up)))
        title, said = GIVEN_UP_WORDS[kind]
        return _(title), _(said).format(cards=cards, button=confirm), confirm

    # -- first-game tips (ccg_kit.first_tips) ------------------------------------------------------
    def _tip_lines(self) -> tuple[str, list[str]] | None:
        """The tip on show, its title and its words' lines; None while none is, or while a
        dialog stands over the table."""
        if self.tip is None or (self.dialog is not None and self.dialog.is_open):
            return None
        title, body = self.tip_words(self.tip)
        return title, wrap(body, TIP_PX, layout.LOG.w - 28)

    def _tip_box(self) -> pygame.Rect | None:
        """Where the tip stands: at the foot of the log's column, over its last lines (the
        table's areas all hold cards; the log is read back later)."""
        shown = self._tip_lines()
        if shown is None:
            return None
        high = 12 + TIP_LINE + 4 + TIP_LINE * len(shown[1]) + 10 + TIP_BUTTON_H + 12
        box = pygame.Rect(layout.LOG.x, 0, layout.LOG.w, high)
        box.bottom = layout.LOG.bottom
        return box

    def _place_tip_buttons(self) -> None:
        box = self._tip_box()
        self.tip_ok.visible = self.tip_off.visible = box is not None
        if box is not None:
            self.tip_ok.rect.bottomleft = (box.x + 12, box.bottom - 12)
            self.tip_off.rect.bottomright = (box.right - 12, box.bottom - 12)

    def dismiss_tip(self) -> None:
        super().dismiss_tip()
        self._place_tip_buttons()  # its buttons go with it, at once

    def _draw_tip(self, surface: pygame.Surface) -> None:
        box, shown = self._tip_box(), self._tip_lines()
        if box is None or shown is None:
            return
        theme = self.app.theme
        surface.blit(
            theme.box(box.size, (12, 22, 20), radius=12, border=theme.accent, border_width=2),
            box,
        )
        title, lines = shown
        surface.blit(render_text(title, TIP_TITLE_PX, theme.accent, True), (box.x + 14, box.y + 12))
        y = box.y + 12 + TIP_LINE + 4
        for line in lines:
            surface.blit(render_text(line, TIP_PX, theme.ink), (box.x + 14, y))
            y += TIP_LINE
        for b in (self.tip_ok, self.tip_off):  # over the box drawn over them
            b.draw(surface, theme)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._draw_tip(surface)

    # -- the "OK?" countdown ----------------------------------------------------------------------
    def _ok_command(self) -> dict[str, Any] | None:
        """The OK (or allow) this person may give right now, if an "OK?" question is open."""
        return next((c for c in self.legal if c["type"] in ("ok", "allow")), None)

    def counting(self) -> bool:
        """An "OK?" question for the person at this table is counting down."""
        # not while a list, a tooltip (Tab's reading) or an opened area is in front of them,
        # nor before their first key or click at this table: a game that opened on a bot's
        # Offensive Effect had said OK for them before they had read the table (pl35, pl34a);
        # a count that starts with their first input is one they know is running
        busy = self.dialog is not None or self.tips.visible or self.stage.peek.is_open
        busy = busy or not self._woke
        return self._ok_command() is not None and not self.ok_paused and not busy

    def _in_grace(self) -> bool:
        """An OK? of a LAN game waits for this person's first input, and the others with it
        (`WAKE_GRACE`)."""
        lan = isinstance(self.runner, LanSeat)
        return lan and not self._woke and self._ok_command() is not None

    def wake_in(self) -> float | None:
        grace = max(0.0, WAKE_GRACE - self._waited) if self._in_grace() else None
        return soonest([super().wake_in(), 0.1 if self.counting() else None, grace])

    def update(self, dt: float) -> None:
        super().update(dt)
        listed = id(self.dialog) if self.dialog is not None and self.dialog.is_open else 0
        # not before the stage holds the view: its panels, painted from the last one under
        # the new one's key, kept a card let through in "Waiting to resolve" (issue 30)
        if listed != self._listed and self.view and self.stage.view is self.view:
            self._listed = listed
            self._sidebar()  # the bar follows a list opened or closed (`guided_line`)
        top = self._hint_foot()
        if top != self._log_top and self.view and self.stage.view is self.view:
            self._log_top = top
            self._sidebar()  # the log's lines under the Hint standing in its column
        self._raise_focused()
        if self._in_grace():
            self._waited += dt
            if self._waited >= WAKE_GRACE:
                self._wake()
        if self.counting():
            self.ok_left -= dt
            if self.ok_left <= 0:
                self.say_ok()
        self._countdown()

    def _wake(self) -> None:
        """The OK? count may run from now: its bar, its Pause button and the bar's words about
        it come with it (before, the first frame read as a countdown that was not running,
        pl36a #10)."""
        if self._woke:
            return
        self._woke = True
        if self._ok_command() is not None and self.view:
            self.update_buttons()
            self._sidebar()

    def _raise_focused(self) -> None:
        """The card in hand the keyboard is on is drawn over its overlapping neighbours: the
        focus ring round it framed the next card's name too ("Skull S"/"Stunnin", issue 30)."""
        for key, node in self.stage.cards.items():
            if (node.data or {}).get("kind") not in self.hand_kinds:
                continue
            on = key == self.focus_key and self.stage.focus_ring.visible
            if on and node.z < RAISED:
                node.z += RAISED
            elif not on and node.z >= RAISED:
                node.z -= RAISED

    def _countdown(self) -> None:
        node = self.countdown
        node.visible = self._ok_command() is not None and self._woke
        if not node.visible:
            return
        w = layout.WINDOW
        bar = pygame.Rect(w.x + 12, w.bottom - 66, w.w - 24, 8)
        share = max(0.0, self.ok_left / OK_SECONDS)
        key = (round(bar.w * share), self.counting())  # grey while it stands still
        if node.data == key:
            return  # the same bar: the same surface, nothing to repaint

        def paint() -> pygame.Surface:
            surf = pygame.Surface(bar.size, pygame.SRCALPHA)
            pygame.draw.rect(surf, (60, 60, 70), surf.get_rect(), border_radius=4)
            fill = pygame.Rect(0, 0, key[0], bar.h)
            colour = (230, 190, 80) if key[1] else (140, 140, 150)
            pygame.draw.rect(surf, colour, fill, border_radius=4)
            return surf

        node.surface, node.data = paint(), key
        node.x, node.y = bar.center

    def _hint_asked(self) -> None:
        super()._hint_asked()
        if self.counting():
            # the person weighs the question: the count stops as P stops it (else it said OK
            # for them while the hint was on its way, and the hint went with the question)
            self.toggle_ok_pause()

    def say_ok(self) -> None:
        ok = self._ok_command()
        if ok is not None:
            self.submit(ok)

    def toggle_ok_pause(self) -> None:
        self.ok_paused = not self.ok_paused
        self.update_buttons()
        self._sidebar()  # the bar says whether the count runs
        share = getattr(self.runner, "share_pause", None)  # a LAN game: the others see it
        if share is not None:
            refused = share(self.ok_paused)
            if refused is not None:
                self.app.toast(refused.message, "warning", 4.0)

    def update_buttons(self) -> None:
        super().update_buttons()
        command = self._ok_command()
        ok = command is not None
        self.ok_button.visible = ok
        self.pause_button.visible = ok and self._woke  # nothing counts before: nothing to pause
        if command is not None:  # the Pass button's word for the same answer ("Allow it" beside
            # "OK" read as two choices, pl34a)
            self.ok_button.text = guide.button_word(command, self.names)
        self.pause_button.text = _("Resume") if self.ok_paused else _("Pause")
        node = self.previewed
        if self._ctx_buttons and node is not None and self.stage.preview.visible:
            self.show_preview(node)  # a zoom already up makes room for the votes just come

    def context_buttons(self) -> list[tuple[str, dict[str, Any], pygame.Rect]]:
        """A Junta's votes, in its first box: one vote counts for every Junta of the tier."""
        if not self.stage.juntas.visible or not self.view.get("juntas"):
            return []
        r = layout.JUNTAS
        x, y = r.x + 14, r.bottom - VOTE_ROW
        out = []
        for c in [c for c in self.legal if c["type"] == "vote"]:
            label = words.vote_label(c)
            rect = pygame.Rect(x, y, text(label, 20, bold=True).get_width() + 32, 40)
            if rect.right > r.right - 14:
                break  # the action list (A) holds every vote
            out.append((label, c, rect))
            x = rect.right + 8
        return out

    def key(self, key: int) -> bool:
        if self._vote_key(key) or self._tip_key(key):
            return True
        if key == pygame.K_p:
            if self._ok_command() is not None:
                self.toggle_ok_pause()
            return True
        if key == pygame.K_o:
            self.say_ok()
            return True
        return super().key(key)

    def _vote_key(self, key: int) -> bool:
        """The arrows over the Juntas panel's vote buttons: Left/Right walk them in reading
        order and stay in the panel; Up/Down come into it on its first button and leave it
        whole (Left jumped to a card in hand, Up walked Abstain, No, Yes, pl35)."""
        votes = [b for b, _cmd in self._ctx_buttons if b.accepts_focus()]
        arrows = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
        focused = self.widgets.focused
        if not votes or key not in arrows:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            if focused not in votes:
                return False  # the arrows walk the cards
            i = votes.index(focused) + (1 if key == pygame.K_RIGHT else -1)
            self.widgets.focus(votes[max(0, min(len(votes) - 1, i))])
            return True
        step = 1 if key == pygame.K_DOWN else -1
        ring = [w for w in self.widgets.widgets if w.accepts_focus()]
        for _turn in ring:  # past the panel's other buttons when leaving it
            self.widgets.focus_next(step)
            if focused not in votes or self.widgets.focused not in votes:
                break
        if focused not in votes and self.widgets.focused in votes:
            self.widgets.focus(votes[0])  # into the panel on Yes, its first
        self._card_unfocused()
        return True

    # -- questions, commands ----------------------------------------------------------------------
    def question(self) -> Question | None:
        prompt = self.view.get("prompt")
        if not prompt:
            return None
        options = [(self.describe(c), c) for c in self.legal]
        title = _(words.PROMPT_TITLES.get(prompt["kind"], N_("Choose")))
        message = words.prompt_words(prompt)
        if prompt["kind"] == "ccg" and prompt.get("card"):  # which card asks, and what it does
            title = _("{card}: choose one").format(card=words.name(prompt["card"]))
            bearer = self._bearer(prompt["card"])
            if bearer:  # its "this creature" is this one
                title = _("{card} ({creature}): choose one").format(
                    card=words.name(prompt["card"]), creature=words.name(bearer)
                )
            index = (prompt.get("resume") or {}).get("index", -1)
            message = words.does(prompt["card"], index if isinstance(index, int) else -1)
        return Question(title, options, message)

    def _bearer(self, card: str) -> str | None:
        """The creature a card asking the looker came with (the log names it: "plays Slip the
        Veil (Keeper Ashgrove)"), from the view's books, or None."""
        for asked in (self.view.get("books") or {}).get("prompts") or []:
            bearer = (asked.get("resume") or {}).get("bearer")
            if asked.get("card") == card and asked.get("seat") == self.looker:
                return bearer if isinstance(bearer, str) else None
        return None

    def commands_for(self, node: Node) -> list[dict[str, Any]]:
        """What a click on this card offers: the commands that name it (a combat play's aim
        names the play by its index; the prey's fighter is asked for on the prey)."""
        data = node.data or {}
        iid, kind = data.get("iid"), data.get("kind")
        prey = kind == "creature" and iid in self._prey_in_combat()
        # the card an announcement leads to glows (guide.hand_glows): its click announces
        leads = kind in drops.HAND_KINDS and iid in guide.announced_cards(self.view, self.legal)
        return self.list_order(
            [
                c
                for c in self.legal
                if (iid and words.mentions(c, iid))
                or (kind == "play" and c["type"] == "aim" and c.get("index") == data.get("play"))
                or (prey and c["type"] in ("claim", "no-claim"))  # who plays for the prey
                or (leads and c["type"] == "announce")
            ]
        )

    def list_order(self, commands: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Discarding one's own card from play last: first in the list, 1 threw away a
        Quest worth 2 VP (issue 30)."""
        return sorted(commands, key=lambda c: c["type"] == "scrap")

    def ask_before(self, command: dict[str, Any]) -> tuple[str, str, str] | None:
        """A discard of one's own card from play is asked first, saying what the card does."""
        if command["type"] != "scrap":
            return None
        card = command.get("card")
        does = words.does(card)
        return (
            _("Discard {card}?").format(card=words.name(card)),
            (does + "\n\n" if does else "")
            + _("Discarded from play, it goes to your discard pile and does nothing more."),
            _("Discard it"),
        )

    def _prey_in_combat(self) -> set[str]:
        """The creatures of the Hunting Grounds (no pack) fighting in the combat now."""
        combat = self.view.get("combat")
        if not combat:
            return set()
        fighting = {iid for side in combat.get("sides", []) for iid in side}
        creatures = self.view.get("creatures", [])
        return {c["iid"] for c in creatures if c["iid"] in fighting and c.get("pack") is None}

    def activate(self, node: Node) -> None:
        data = node.data or {}
        if data.get("kind") == "pile" and data.get("iid"):
            self.show_piles(int(str(data["iid"]).split(":")[1]))
            return
        super().activate(node)

    def show_piles(self, seat: int) -> None:
        """A pack's Victory Pile, Out of Play and discards, by name."""
        from desktop.screens.rage_classic.piles import pile_text

        title = _("{name}'s piles").format(name=self.names[seat])
        text = pile_text(self.view, seat)
        self.show_dialog(Dialog(title, text, screen_size=self.app.logical_size, width=1100))

    # -- drag and drop ----------------------------------------------------------------------------
    def drops(self, node: Node) -> Iterable[tuple[Zone | None, dict[str, Any]]]:
        iid = (node.data or {}).get("iid")
        if not iid or (node.data or {}).get("kind") not in drops.HAND_KINDS:
            return []
        return drops.targets(self, iid)

    def explain(self, node: Node, zone: Zone | None) -> str | None:
        data = node.data or {}
        landed = (zone.data or {}).get("zone", "") if zone is not None else ""
        landed = landed.removeprefix("char:combat:").removeprefix("char:").removeprefix("area:")
        return drops.why_not(self, str(data.get("iid")), landed, str(data.get("kind")))

    def quiet_drop(self) -> bool:
        return layout.HANDS.collidepoint(self.input.pointer)  # put back in the hand

    # -- the zoom -----------------------------------------------------------------------------------
    def show_preview(self, node: Node) -> None:
        data = node.data or {}
        card = data.get("card")
        if not card or self._tip_over_zoom():  # a tooltip is read: no zoom over it
            return
        face = self.faces.face(card, ZOOM, bool(data.get("crinos")))
        rect = node_box(node)
        x = rect.right + 12
        if x + ZOOM[0] > layout.SIDE.x:
            x = rect.x - ZOOM[0] - 12
        face, x = self._with_words(face, x, data)
        y = max(50, min(rect.centery - ZOOM[1] // 2, 1080 - ZOOM[1] - 8))
        # The vote buttons are drawn over the scene: a zoom rising under them lost its title
        # to them. It starts below them instead (they sit at the foot of the Juntas panel).
        zoom = pygame.Rect(max(4, x), y, face.get_width(), ZOOM[1])
        under = [b.rect.bottom for b, _c in self._ctx_buttons if b.rect.colliderect(zoom)]
        if under:
            y = min(max(under) + 8, 1080 - ZOOM[1] - 8)
        preview = self.stage.preview
        preview.surface = face
        preview.x, preview.y = max(4, x) + face.get_width() / 2, y + face.get_height() / 2
        preview.visible = True
        self.previewed = node

    def _with_words(
        self, face: pygame.Surface, x: int, data: Mapping[str, Any]
    ) -> tuple[pygame.Surface, int]:
        """The zoom with the card's words explained beside it, on the side with room (the
        zoom's left edge moves when they go on its left)."""
        found = self._card_words(str(data.get("iid") or ""))
        if not found:
            return face, x
        box = card_words.words_box(found, WORDS_W)
        both = pygame.Surface(
            (ZOOM[0] + 8 + WORDS_W, max(ZOOM[1], box.get_height())), pygame.SRCALPHA
        )
        if x + ZOOM[0] + 8 + WORDS_W <= layout.SIDE.x or x < WORDS_W + 8:
            both.blit(face, (0, 0))
            both.blit(box, (ZOOM[0] + 8, 0))
            return both, x
        both.blit(box, (0, 0))
        both.blit(face, (WORDS_W + 8, 0))
        return both, x - WORDS_W - 8

    def _card_words(self, iid: str) -> list[Term]:
        """The glossary's entries for a card's words and its state (`card_words`)."""
        creature = next((c for c in self.view.get("creatures", []) if c["iid"] == iid), None)
        return card_words.card_terms(iid, creature, GLOSSARY.terms())

    def hide_preview(self) -> None:
        super().hide_preview()
        self.previewed = None

    def zoom_spots(self, size: tuple[int, int]) -> list[pygame.Rect]:
        # While an area is open: the top of the sidebar, in the log's place, where the relaunch
        # table zooms every card. The view takes the table's width; the sidebar's buttons (the
        # OK? window's) start under the zoom's foot.
        return [pygame.Rect(layout.SIDE.centerx - size[0] // 2, layout.LOG.y, *size)]


Table = ClassicTable  # what the CCG kit's Edition builds
