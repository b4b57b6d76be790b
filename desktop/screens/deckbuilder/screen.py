"""The Deck builder screen: saved packs on the left, the collection in the middle, the pack
being built on the right, with the engine's deck rules checked live beneath it.

Mouse: click a card to add a copy, drag it onto the pack; in the pack, − / + on a row, or drag
a row out to take a copy away. Keyboard: Tab / arrows move, + or Enter adds, - or Delete
removes, typing in the search box filters. Hovering a card shows it large.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from desktop.games import Games
from desktop.games.registration import GameRegistration
from desktop.screens.base import AppServices, Screen
from desktop.screens.deckbuilder.model import (
    COST_CHOICES,
    Collection,
    Draft,
    Filters,
    sort_key,
    type_label,
)
from desktop.screens.deckbuilder.store import Entry, PackStore
from desktop.screens.deckbuilder.widgets import CardGrid, FilterChoice, PackList, Row, row_color
from desktop.screens.textfield import TextField
from desktop.ui.controls import Button
from desktop.ui.dialog import Dialog
from desktop.ui.scroll_list import ScrollList
from desktop.ui.theme import wrap
from engine.i18n import N_, _

log = logging.getLogger(__name__)

NAME = "decks"
THUMB = (120, 168)
PREVIEW = (330, 462)
CRINOS = (220, 308)
HINT = N_(
    "Click or + to add  ·  − / Delete to remove  ·  drag cards in and out  ·  Tab moves  ·  Esc back"
)

# Columns of the 1920x1080 logical screen.
LEFT = pygame.Rect(32, 112, 330, 948)
MIDDLE = pygame.Rect(382, 112, 850, 948)
RIGHT = pygame.Rect(1252, 112, 636, 948)
CONTENTS_MIN, CONTENTS_MAX = 300, 644
GAME_CHOICE = (400, 26, 460, 52)


class DeckBuilderScreen(Screen):
    name = NAME

    def __init__(
        self,
        app: AppServices,
        *,
        game: str | None = None,
        directory: Any = None,
        faces: Any = None,
        collection: Collection | None = None,
        **_kwargs: Any,
    ) -> None:
        super().__init__(app)
        self.registration = deck_game(app, game)
        assert self.registration.decks is not None
        self.rules = self.registration.decks()
        self.collection = collection or self._collection()
        self.pool = self.collection.pool
        self.faces = faces or self.rules.faces(app)
        # The player's own cards are not in the renderer's pool: hand their definitions over.
        self.faces.extra = {**self.faces.extra, **self.collection.user_cards()}
        self.store = PackStore(self.rules, directory)
        self.filters = Filters()
        self.settings = self.rules.defaults()
        self.draft = self._new_draft()
        self.notice = ""  # the last refusal or action, shown under the rules
        self.notice_bad = False
        self.pointer: tuple[int, int] = (-1, -1)
        self.entries: list[Entry] = []
        self._build()
        self.reload_packs()
        self.refresh_grid()
        self.refresh_pack()

    def _collection(self) -> Collection:
        """The game's cards and the player's own ones from their card-set folder."""
        from desktop.cardsets import cardsets_dir

        reg = self.registration
        loader = reg.user_cards() if reg.user_cards is not None else None
        return Collection(self.rules, loader=loader, directory=cardsets_dir(reg.ruleset))

    # -- building -----------------------------------------------------------------------------
    def _build(self) -> None:
        L, M, R = LEFT, MIDDLE, RIGHT
        self.pack_list = ScrollList(
            rect=pygame.Rect(L.x, L.y + 44, L.width, 470),
            name="packs",
            row_height=40,
            text_size=22,
            on_activate=lambda i: self.open_entry(),
            on_select=lambda i: None,
        )
        bw = (L.width - 12) // 2
        y = L.y + 528
        self.open_button = self._button(L.x, y, bw, _("Open"), self.open_entry, "open")
        self.new_button = self._button(L.x + bw + 12, y, bw, _("New"), self.new_pack, "new")
        self.dup_button = self._button(L.x, y + 66, bw, _("Duplicate"), self.duplicate, "duplicate")
        self.del_button = self._button(
            L.x + bw + 12, y + 66, bw, _("Delete"), self.ask_delete, "delete"
        )
        self.back_button = self._button(L.x, L.bottom - 64, L.width, _("Back"), self.back, "back")
        self.game_choice = self._game_choice()

        self.search = TextField(
            rect=pygame.Rect(M.x, M.y, M.width, 56),
            name="search",
            prefix=_("Search:"),
            placeholder=_("name, keyword, rules text…"),
            max_length=40,
            text_size=24,
            on_change=self._set_text,
        )
        fw = (M.width - 12) // 2
        c = self.collection
        self.type_choice = self._filter(M.x, M.y + 66, fw, _("Type"), c.type_choices(), "kind")
        self.group_choice = self._filter(
            M.x + fw + 12, M.y + 66, fw, _(self.rules.group.label), c.group_choices(), "group"
        )
        self.keyword_choice = self._filter(
            M.x, M.y + 124, fw, _("Keyword"), c.keyword_choices(), "keyword"
        )
        self.cost_choice = self._filter(
            M.x + fw + 12,
            M.y + 124,
            fw,
            _("Cost"),
            [(v, _(label)) for v, label in COST_CHOICES],
            "cost",
        )
        self.grid = CardGrid(
            rect=pygame.Rect(M.x, M.y + 192, M.width, M.bottom - M.y - 192),
            name="grid",
            face=lambda cid: self.faces.face(cid, THUMB),
            thumb=THUMB,
            badge=self._badge,
            on_add=self.add_card,
            on_remove=self.remove_card,
            on_drop=self._drop_from_grid,
        )

        self.name_field = TextField(
            rect=pygame.Rect(R.x, R.y, R.width - 252, 56),
            name="pack-name",
            prefix=_("Pack:"),
            placeholder=_("Name your pack"),
            max_length=32,
            text_size=24,
            on_change=self._set_name,
        )
        self.setting_choices = self._setting_choices()
        self.level_choice = self.setting_choices[0] if self.setting_choices else None
        self.head_choice = self._head_choice()
        top = self.setting_choices[-1].rect.bottom if self.setting_choices else R.y + 56
        self.contents_top = top + 12
        self.contents = PackList(
            rect=pygame.Rect(R.x, self.contents_top, R.width, 644),
            name="contents",
            on_add=self.add_card,
            on_remove=self.remove_card,
            on_drop=self._drop_from_pack,
        )
        bw = (R.width - 12) // 2
        self.save_button = self._button(
            R.x, R.bottom - 64, bw, _("Save"), self.save, "save", "primary"
        )
        self.save_copy_button = self._button(
            R.x + bw + 12, R.bottom - 64, bw, _("Save as new"), self.save_as_new, "save-as"
        )
        for w in (
            *([self.game_choice] if self.game_choice is not None else []),
            self.pack_list,
            self.open_button,
            self.new_button,
            self.dup_button,
            self.del_button,
            self.search,
            self.type_choice,
            self.group_choice,
            self.keyword_choice,
            self.cost_choice,
            self.grid,
            self.name_field,
            *([self.head_choice] if self.head_choice is not None else []),
            *self.setting_choices,
            self.contents,
            self.save_button,
            self.save_copy_button,
            self.back_button,
        ):
            self.widgets.add(w)

    def _button(
        self, x: int, y: int, w: int, text: str, action: Any, name: str, style: str = "normal"
    ) -> Button:
        return Button(
            rect=pygame.Rect(x, y, w, 56),
            text=text,
            on_click=action,
            name=name,
            text_size=24,
            style=style,  # type: ignore[arg-type]
        )

    def _game_choice(self) -> FilterChoice | None:
        """Which game's packs are on the bench, beside the title, when several games have a
        deck builder; changing it opens the builder for that game."""
        games = Games.of(self.app).with_decks()
        if len(games) < 2:
            return None
        # beside the title, however long the title runs in the language shown; the right
        # edge stays put (the hint line ends under it)
        theme = self.app.theme
        title_right = LEFT.x + theme.display_text(_("Deck builder"), 60, theme.ink).get_width()
        x, y, w, h = GAME_CHOICE
        left = max(x, title_right + 24)
        choice = FilterChoice(
            rect=pygame.Rect(left, y, x + w - left, h),
            name="game",
            label=_("Game"),
            options=[(g.ruleset, _(g.title)) for g in games],
            on_change=self._switch_game,
        )
        choice.select_value(self.registration.ruleset)
        return choice

    def _switch_game(self, game: str) -> None:
        if game == self.registration.ruleset:
            return
        choice = self.game_choice

        def switch() -> None:
            self.app.replace(DeckBuilderScreen(self.app, game=game))

        def stay() -> None:
            if choice is not None:
                choice.select_value(self.registration.ruleset)

        self._unsaved_then(switch, stay)

    def _setting_choices(self) -> list[FilterChoice]:
        """The deck settings' spinners: beside the pack's name when there is one setting and
        the head is a card (a Renown level), else in a row under the name, labelled by their
        values ("Renown 20", "Givors club rules")."""
        R, fields = RIGHT, self.rules.settings
        beside = len(fields) == 1 and not self.rules.head.choices
        out = []
        for i, setting in enumerate(fields):
            if beside:
                rect, label = pygame.Rect(R.right - 240, R.y, 240, 56), _(setting.label)
            else:
                w = (R.width - 12 * (len(fields) - 1)) // len(fields)
                rect, label = pygame.Rect(R.x + i * (w + 12), R.y + 66, w, 50), ""
            choice = FilterChoice(
                rect=rect,
                name="level" if i == 0 else f"setting-{setting.key}",
                label=label,
                options=[(value, _(text)) for value, text in setting.choices],
                value_size=24 if beside else 21,
                on_change=partial(self._set_setting, setting.key),
            )
            choice.select_value(self.settings[setting.key])
            out.append(choice)
        return out

    def _head_choice(self) -> FilterChoice | None:
        """The head's spinner beside the pack's name (an allegiance), when it is not a card."""
        head = self.rules.head
        if not head.choices:
            return None
        choice = FilterChoice(
            rect=pygame.Rect(RIGHT.right - 240, RIGHT.y, 240, 56),
            name="head",
            label="",
            options=[(value, _(text)) for value, text in head.choices],
            on_change=self._set_head,
        )
        choice.select_value(self.draft.head)
        return choice

    def _filter(self, x: int, y: int, w: int, label: str, options: list, key: str) -> FilterChoice:
        return FilterChoice(
            rect=pygame.Rect(x, y, w, 50),
            name=f"filter-{key}",
            label=label,
            options=options,
            on_change=partial(self.set_filter, key),
        )

    def on_enter(self) -> None:
        self.widgets.focus(self.grid)
        problems = self.collection.problems
        if problems:
            # A bad card file stays out of the collection; say which card and field to fix.
            more = (
                _(" (and {value} more problem(s))").format(value=len(problems) - 1)
                if len(problems) > 1
                else ""
            )
            self._say(
                _("Your card sets: {problems}{more}").format(problems=problems[0], more=more),
                bad=True,
            )
            self.app.toast(
                _("A card set file has a problem: {problems}").format(problems=problems[0]),
                "warning",
                6.0,
            )
        elif self.collection.warnings:
            # The files load; what they name that no card has may be meant (a card not yet
            # written), so it is said, not refused.
            warnings = self.collection.warnings
            more = (
                _(" (and {value} more warning(s))").format(value=len(warnings) - 1)
                if len(warnings) > 1
                else ""
            )
            self._say(_("Your card sets: {warning}{more}").format(warning=warnings[0], more=more))
            self.app.toast(
                _("A card set names something no card has: {warning}").format(warning=warnings[0]),
                "warning",
                6.0,
            )

    # -- the collection -----------------------------------------------------------------------
    def set_filter(self, key: str, value: Any) -> None:
        setattr(self.filters, key, value)
        self.refresh_grid()

    def _set_text(self, text: str) -> None:
        self.filters.text = text
        self.refresh_grid()

    def refresh_grid(self) -> None:
        self.grid.set_cards(self.collection.filter(self.filters))

    def _badge(self, card_id: str) -> tuple[str, bool]:
        n = self.draft.count(card_id)
        yours = self.collection.is_yours(card_id)
        if not n:
            return ("yours" if yours else ""), False
        card = self.pool[card_id]
        deck_card = card.deck in ("sept", "combat")
        most = self.rules.copies(card, self.settings) if deck_card else 1
        text = (f"{n}/{most}" if most else f"×{n}") if most != 1 else "✓"
        return (_("yours {text}").format(text=text) if yours else text), bool(most) and n >= most

    # -- editing ------------------------------------------------------------------------------
    def add_card(self, card_id: str) -> bool:
        card = self.pool.get(card_id)
        if card is None:
            return False
        reason = self.draft.add(card, self.settings)
        if reason:
            self._say(reason, bad=True)  # under the rules (a toast too would cover it)
            return False
        head = self.draft.is_head(card)
        self._say(
            (_("{head}: {name}.") if head else _("Added {name}.")).format(
                head=_(self.rules.head.label), name=card.name
            )
        )
        self.refresh_pack()
        return True

    def remove_card(self, card_id: str) -> bool:
        card = self.pool.get(card_id)
        if card is not None and self.draft.is_head(card):
            head = _(self.rules.head.label)
            self._say(
                _("A pack always has a {head}: pick another {head} card to change it.").format(
                    head=head
                ),
                bad=True,
            )
            return False
        if not self.draft.remove(card_id):
            return False
        self._say(_("Took out {value}.").format(value=card.name if card else card_id))
        self.refresh_pack()
        return True

    def _drop_from_grid(self, card_id: str, pos: tuple[int, int]) -> None:
        if RIGHT.collidepoint(pos):
            self.add_card(card_id)

    def _drop_from_pack(self, card_id: str, pos: tuple[int, int]) -> None:
        if not RIGHT.collidepoint(pos):
            self.remove_card(card_id)

    def _set_name(self, text: str) -> None:
        if text != self.draft.name:
            self.draft.name = text
            self.draft.dirty = True
            self.refresh_pack()

    def _set_setting(self, key: str, value: Any) -> None:
        self.settings = {**self.settings, key: value}
        self.refresh_pack()
        self.refresh_grid()  # the badges' copy limits may change (club rules)

    def _set_head(self, head: str) -> None:
        self.draft.set_head(head)
        self.refresh_pack()

    @property
    def level(self) -> Any:
        """The first deck setting (the Renown level), as the rules box names it."""
        fields = self.rules.settings
        return self.settings[fields[0].key] if fields else None

    def _say(self, text: str, bad: bool = False) -> None:
        self.notice, self.notice_bad = text, bad

    def refresh_pack(self) -> None:
        d, pool, rules = self.draft, self.pool, self.rules
        self.problems = d.problems(self.settings)
        flagged = " ".join(self.problems)
        summary = rules.summary(d.pack(), self.settings, pool, self.problems)

        def row(cid: str, n: int, removable: bool = True, counted: bool = True) -> Row:
            card = pool.get(cid)
            name = card.name if card else _("{cid} (unknown)").format(cid=cid)
            detail = ""
            if card is not None:
                cost, label = rules.cost(card)
                detail = type_label(card.type, rules) + (f" · {cost} {label}" if label else "")
            return Row(
                name,
                cid,
                n,
                detail,
                row_color(card, rules),
                removable,
                counted,
                problem=card is None or name in flagged,
            )

        def heading(title: str, section: str) -> Row:
            detail, problem = summary.get(section, ("", False))
            return Row(title, detail=detail, problem=problem)

        rows: list[Row] = []
        if rules.head.card_type:
            rows += [Row(_(rules.head.label)), row(d.head, 1, removable=False, counted=False)]
            rows[-1].problem = d.head not in pool or pool[d.head].type != rules.head.card_type
        rows.append(heading(_(rules.members.label), "members"))
        ordered = sorted(d.members, key=lambda c: pool[c].name if c in pool else c)
        rows += [row(cid, 1, counted=False) for cid in ordered]

        def order(cid: str) -> tuple:
            return sort_key(pool[cid], rules) if cid in pool else (9, cid, cid)

        rows.append(heading(_("Sept deck"), "sept"))
        rows += [row(cid, d.sept[cid]) for cid in sorted(d.sept, key=order)]
        rows.append(heading(_("Combat deck"), "combat"))
        rows += [row(cid, d.combat[cid]) for cid in sorted(d.combat, key=order)]
        # The list takes the height it needs (up to a cap); the rules get the rest.
        most = CONTENTS_MAX - (self.contents_top - (RIGHT.y + 68))
        per_column = -(-len(rows) // self.contents.columns)
        height = min(most, max(CONTENTS_MIN, per_column * self.contents.row_height + 14))
        self.contents.rect.height = height
        self.contents.set_rows(rows)
        if self.name_field.text != d.name:
            self.name_field.text = d.name
        if self.head_choice is not None and self.head_choice.value != d.head:
            self.head_choice.select_value(d.head)

    # -- packs on disk ------------------------------------------------------------------------
    def _new_draft(self) -> Draft:
        return Draft(
            name=_("New pack"),
            head=self.collection.first_head(),
            rules=self.rules,
            pool=self.pool,
        )

    def reload_packs(self, select: str | None = None) -> None:
        self.entries = self.store.entries()
        items = []
        for e in self.entries:
            if e.broken:
                items.append(f"(!) {e.label}")
            else:
                items.append(e.label)
        self.pack_list.set_items(items)
        if select is not None:
            keys = [e.key for e in self.entries]
            if select in keys:
                self.pack_list.select(keys.index(select))

    @property
    def selected_entry(self) -> Entry | None:
        i = self.pack_list.selected
        return self.entries[i] if 0 <= i < len(self.entries) else None

    def _unsaved_then(
        self, action: Callable[[], None], stay: Callable[[], None] | None = None
    ) -> None:
        """Run `action`, first offering to save unsaved changes (`stay`: what Cancel, or a save
        that fails, does instead)."""
        if not self.draft.dirty:
            action()
            return

        def save_then() -> None:
            if self.save():
                action()
            elif stay is not None:
                stay()

        self.show_dialog(
            Dialog(
                _("Unsaved changes"),
                _("“{value}” has changes that are not saved.").format(
                    value=self.draft.name or "This pack"
                ),
                buttons=[(_("Save"), save_then), (_("Discard"), action), (_("Cancel"), stay)],
            )
        )

    def open_entry(self) -> None:
        entry = self.selected_entry
        if entry is None:
            return
        if entry.broken:
            self._say(entry.error, bad=True)
            self.app.toast(entry.error, "error", 5.0)
            return
        self._unsaved_then(lambda: self._load(entry))

    def _load(self, entry: Entry) -> None:
        assert entry.pack is not None
        if entry.starter:
            self.draft = Draft.from_pack(entry.pack, rules=self.rules, pool=self.pool)
            self.draft.name = _("{name} (copy)").format(name=entry.pack.name)
            self._say(_("A starter pack is a template: your changes are saved as your own pack."))
        else:
            self.draft = Draft.from_pack(
                entry.pack, rules=self.rules, pack_id=entry.key, pool=self.pool
            )
            self._say(_("Opened {name}.").format(name=entry.pack.name))
        self.refresh_pack()
        self.refresh_grid()

    def new_pack(self) -> None:
        def fresh() -> None:
            self.draft = self._new_draft()
            self._say(_(self.rules.new_pack_hint))
            self.refresh_pack()
            self.widgets.focus(self.name_field)

        self._unsaved_then(fresh)

    def save(self) -> bool:
        d = self.draft
        if not d.name.strip():
            self._say(_("Give the pack a name first."), bad=True)
            return False
        if not d.pack_id:
            d.pack_id = self.store.free_id(d.name)
        try:
            self.store.save(d.pack())
        except (OSError, ValueError) as exc:
            log.warning("cannot save pack %s: %s", d.pack_id, exc)
            self._say(_("Could not save: {exc}").format(exc=exc), bad=True)
            return False
        d.dirty = False
        legal = not self.problems
        self._say(
            _("Saved {name}.").format(name=d.name)
            + ("" if legal else _(" It is not legal yet; see the rules above.")),
            bad=not legal,
        )
        self.reload_packs(select=d.pack_id)
        return True

    def save_as_new(self) -> bool:
        d = self.draft
        if d.pack_id:
            d.name = self._copy_name(d.name)
        d.pack_id = ""
        return self.save()

    def _copy_name(self, name: str) -> str:
        names = {e.label for e in self.entries}
        candidate = _("{name} (copy)").format(name=name)
        n = 2
        while candidate in names:
            candidate = _("{name} (copy {n})").format(name=name, n=n)
            n += 1
        return candidate[:32]

    def duplicate(self) -> None:
        entry = self.selected_entry
        if entry is None or entry.pack is None:
            self._say(_("Choose a pack that opens to duplicate it."), bad=True)
            return
        from dataclasses import replace

        name = self._copy_name(entry.pack.name)
        pack = replace(entry.pack, id=self.store.free_id(name), name=name)
        try:
            self.store.save(pack)
        except (OSError, ValueError) as exc:
            self._say(_("Could not save: {exc}").format(exc=exc), bad=True)
            return
        self._say(_("Saved a copy: {name}.").format(name=name))
        self.reload_packs(select=pack.id)

    def ask_delete(self) -> None:
        entry = self.selected_entry
        if entry is None:
            return
        if entry.starter:
            self._say(_("The starter packs are read-only; they cannot be deleted."), bad=True)
            return

        def delete() -> None:
            try:
                self.store.delete(entry.key)
            except (OSError, ValueError) as exc:
                self._say(_("Could not delete: {exc}").format(exc=exc), bad=True)
                return
            if self.draft.pack_id == entry.key:
                self.draft.pack_id = ""
                self.draft.dirty = True
            self._say(_("Deleted {label}.").format(label=entry.label))
            self.reload_packs()

        self.show_dialog(
            Dialog(
                _("Delete this pack?"),
                _("“{label}” will be removed from your packs folder.").format(label=entry.label),
                buttons=[(_("Delete"), delete), (_("Cancel"), None)],
            )
        )

    # -- frame --------------------------------------------------------------------------------
    def back(self) -> None:
        def leave() -> None:
            self.app.pop()

        self._unsaved_then(leave)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type == pygame.MOUSEMOTION and not any(getattr(event, "buttons", ())):
                self._follow_pointer(event.pos)
        focused = self.widgets.focused
        if self.dialog is None or not self.dialog.is_open:
            if event.type == pygame.TEXTINPUT:
                if isinstance(focused, TextField):
                    focused.insert(event.text)
                return True
            if (
                event.type == pygame.KEYDOWN
                and isinstance(focused, TextField)
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            ):
                self.widgets.focus_next(1)
                return True
        return super().handle_event(event)

    def _follow_pointer(self, pos: tuple[int, int]) -> None:
        """Pointing at a card moves that list's cursor to it, as pointing focuses a control."""
        cid = self.grid.card_at(pos)
        if cid is not None:
            self.grid.cursor = self.grid.cards.index(cid)
        i = self.contents.index_at(pos)
        if i >= 0 and self.contents.rows[i].card_id:
            self.contents.selected = i

    def _dragging(self) -> tuple[str | None, Any]:
        for widget in (self.grid, self.contents):
            if widget.drag.active and widget.drag.card_id:
                return widget.drag.card_id, widget
        return None, None

    def _left_column(self) -> list[Any]:
        """The pack list and its buttons: what a card preview in the left column replaces."""
        return [self.pack_list, self.open_button, self.new_button, self.dup_button, self.del_button]

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        # A card pointed at in the grid is shown large in the left column, its Crinos side
        # under it: the column's list and buttons make way rather than show through.
        cid, rect = self.preview_target()
        taken = cid is not None and rect is not None and rect.x == LEFT.x
        left = self._left_column()
        shown = [w.visible for w in left]
        for w in left:
            w.visible = w.visible and not taken
        try:
            self.widgets.draw(surface, theme)
        finally:
            for w, was in zip(left, shown, strict=True):
                w.visible = was
        surface.blit(theme.display_text(_("Deck builder"), 60, theme.ink), (LEFT.x, 30))
        hint = theme.text(_(HINT), 22, theme.ink_dim)
        surface.blit(hint, hint.get_rect(bottomright=(RIGHT.right, 92)))
        if not taken:
            heading = theme.text(_("Your packs"), 24, theme.accent, bold=True)
            surface.blit(heading, (LEFT.x + 4, LEFT.y + 8))
            self._draw_entry_note(surface)
        self._draw_rules(surface)
        self._draw_drag(surface)
        self._draw_preview(surface)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def _draw_entry_note(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        entry = self.selected_entry
        y = self.dup_button.rect.bottom + 18
        if entry is None:
            return
        if entry.broken:
            lines, color = wrap(entry.error, 20, LEFT.width - 8), theme.bad
        elif entry.starter:
            lines = wrap(
                _("Starter pack (read-only): Open makes a copy to edit."), 20, LEFT.width - 8
            )
            color = theme.ink_dim
        else:
            assert entry.pack is not None
            n = len(getattr(entry.pack, self.rules.members.attr))
            sept = sum(c for _card, c in entry.pack.sept)
            combat = sum(c for _card, c in entry.pack.combat)
            text = _("{value}: {n} {short}, {sept} Sept, {combat} Combat.").format(
                value=entry.path.name if entry.path else "",
                n=n,
                short=_(self.rules.members.short),
                sept=sept,
                combat=combat,
            )
            lines, color = wrap(text, 20, LEFT.width - 8), theme.ink_dim
        for line in lines[:9]:
            img = theme.text(line, 20, color)
            surface.blit(img, (LEFT.x + 4, y))
            y += 26

    def _draw_rules(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        top = self.contents.rect.bottom + 14
        box = pygame.Rect(RIGHT.x, top, RIGHT.width, self.save_button.rect.y - 14 - top)
        legal = not self.problems
        border = theme.good if legal else theme.bad
        surface.blit(
            theme.box(box.size, (8, 18, 16, 200), radius=14, border=border, border_width=2), box
        )
        title = (
            (
                _("Legal at Renown {level}: ready to play").format(level=self.level)
                if legal
                else _("Deck rules at Renown {level}: {n} to fix").format(
                    level=self.level, n=len(self.problems)
                )
            )
            if self.level is not None
            else (
                _("Legal: ready to play")
                if legal
                else _("Deck rules: {n} to fix").format(n=len(self.problems))
            )
        )
        x = box.x + 16
        if legal:
            cy = box.y + 26
            pts = [(x, cy), (x + 7, cy + 7), (x + 20, cy - 8)]
            pygame.draw.lines(surface, border, False, pts, 4)
            x += 30
        img = theme.text(title, 24, border, bold=True)
        surface.blit(img, (x, box.y + 10))
        d = self.draft
        status = "unsaved" if d.dirty or not d.pack_id else "saved"
        tag = theme.text(
            _("unsaved") if status == "unsaved" else _("saved"),
            20,
            theme.accent if status == "unsaved" else theme.ink_dim,
        )
        surface.blit(tag, tag.get_rect(topright=(box.right - 16, box.y + 14)))
        y = box.y + 46
        bottom = box.bottom - (40 if self.notice else 8)
        for problem in self.problems:
            lines = wrap(problem, 21, box.width - 40)
            if y + 26 * len(lines) > bottom:
                break
            pygame.draw.circle(surface, theme.bad, (box.x + 20, y + 13), 4)
            for line in lines:
                surface.blit(theme.text(line, 21, theme.ink), (box.x + 32, y))
                y += 26
        if self.notice:
            color = theme.accent if self.notice_bad else theme.ink_dim
            line = wrap(self.notice, 20, box.width - 32)[0]
            img = theme.text(line, 20, color)
            surface.blit(img, (box.x + 16, box.bottom - 32))

    def _draw_drag(self, surface: pygame.Surface) -> None:
        cid, source = self._dragging()
        if cid is None:
            return
        theme = self.app.theme
        target = RIGHT if source is self.grid else self.grid.rect
        over = (
            target.collidepoint(self.pointer)
            if source is self.grid
            else not RIGHT.collidepoint(self.pointer)
        )
        if over:
            pygame.draw.rect(surface, theme.good, target.inflate(8, 8), 4, 18)
        face = self.faces.face(cid, THUMB).copy()
        face.set_alpha(220)
        surface.blit(face, face.get_rect(center=self.pointer))
        label = _("Add") if source is self.grid else _("Take out")
        img = theme.text(label, 22, theme.ink_dark, bold=True)
        pill = pygame.Rect(0, 0, img.get_width() + 20, 32)
        pill.midtop = (self.pointer[0], self.pointer[1] + THUMB[1] // 2 + 4)
        surface.blit(theme.box(pill.size, theme.good if over else theme.ink_dim, radius=16), pill)
        surface.blit(img, img.get_rect(center=pill.center))

    def preview_target(self) -> tuple[str | None, pygame.Rect | None]:
        """The card shown large: the one under the pointer, or the keyboard's in a list."""
        if self._dragging()[0] is not None or (self.dialog is not None and self.dialog.is_open):
            return None, None
        cid = self.grid.card_at(self.pointer)
        if cid is not None:
            return cid, pygame.Rect(LEFT.x, LEFT.y, *PREVIEW)
        cid = self.contents.card_at(self.pointer)
        if cid is not None:
            return cid, pygame.Rect(RIGHT.x - PREVIEW[0] - 16, RIGHT.y, *PREVIEW)
        focused = self.widgets.focused
        if focused is self.grid and not self.grid.contains(self.pointer):
            return self.grid.current, pygame.Rect(LEFT.x, LEFT.y, *PREVIEW)
        if focused is self.contents and not self.contents.contains(self.pointer):
            return self.contents.current, pygame.Rect(RIGHT.x - PREVIEW[0] - 16, RIGHT.y, *PREVIEW)
        return None, None

    def _draw_preview(self, surface: pygame.Surface) -> None:
        cid, rect = self.preview_target()
        if cid is None or rect is None or cid not in self.pool:
            return
        theme = self.app.theme
        card = self.pool[cid]
        shadow = theme.box(rect.inflate(16, 16).size, (0, 0, 0, 150), radius=22)
        surface.blit(shadow, rect.inflate(16, 16).move(0, 8))
        surface.blit(self.faces.face(cid, PREVIEW), rect)
        if card.two_sided:
            side = pygame.Rect(0, 0, *CRINOS)
            side.midtop = (rect.centerx, rect.bottom + 44)
            label = theme.text(_("Crinos side"), 22, theme.accent, bold=True)
            back = pygame.Rect(side.x - 8, rect.bottom + 8, side.width + 16, side.height + 44)
            surface.blit(theme.box(back.size, (8, 18, 16, 230), radius=14), back)
            surface.blit(label, label.get_rect(midtop=(side.centerx, rect.bottom + 14)))
            surface.blit(self.faces.face(cid, CRINOS, True), side)


def deck_game(app: AppServices, game: str | None = None) -> GameRegistration:
    """The game whose packs the builder edits: `game`, or the first game with deck rules."""
    games = Games.of(app)
    if game is not None:
        return games[game]
    found = games.with_decks()
    if not found:
        raise LookupError(_("no game here has a deck builder"))
    return found[0]


def open_deckbuilder(app: AppServices, **kwargs: Any) -> DeckBuilderScreen:
    """Push the deck builder on `app` and return it."""
    screen = DeckBuilderScreen(app, **kwargs)
    app.push(screen)
    return screen
