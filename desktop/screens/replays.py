"""Replays: finished games (replays/) and saved games (saves/), to watch again.

Each row shows the game, when it was played, who played and who won; files that cannot be
read are listed too, greyed, with the reason (never opened, never changed, never a crash).
Enter or a double-click asks from whose eyes to watch (a seat, or a spectator who sees only
public cards) and opens the game's own table on a ReplayRunner with the replay bar.

Wiring: `registry.register(REPLAYS, ReplaysScreen)`; the menu opens it with
`app.open("replays")`. `paths=` (a desktop.store Paths) points it elsewhere (tests).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pygame

from desktop.games import Games
from desktop.screens.base import AppServices, Screen
from desktop.screens.replay_ui.picker import ListPicker
from desktop.screens.replay_ui.tables import can_replay
from desktop.ui.controls import Button
from desktop.ui.dates import day_month
from desktop.ui.scroll_list import ScrollList, draw_rows
from desktop.ui.theme import Theme, fitted_line, render_text, wrap
from engine.i18n import N_, _, ngettext

log = logging.getLogger(__name__)

REPLAYS = "replays"
HINT = N_("↑ / ↓ to choose  ·  Enter to watch  ·  Esc back")
LIST = pygame.Rect(120, 226, 1680, 600)
COLUMNS = ((N_("Game"), 0), (N_("Played"), 250), (N_("Players"), 520), (N_("Result"), 1160))


@dataclass
class ReplayItem:
    path: Path
    #: "replay" (a finished game filed in replays/) or "save" (saves/)
    source: str
    game: str = ""
    when: datetime | None = None
    names: list[str] = field(default_factory=list)
    bots: list[bool] = field(default_factory=list)
    winners: list[int] | None = None
    scores: list[Any] | None = None
    over: bool = False
    moves: int = 0
    error: Any = None  # a SaveError for a file that cannot be read
    #: a LAN guest's replay: the one seat it was recorded from (None: any seat may watch)
    seat: int | None = None

    @property
    def broken(self) -> bool:
        return self.error is not None

    @property
    def error_text(self) -> str:
        return str(getattr(self.error, "message", self.error) or "")

    def when_text(self) -> str:
        if self.when is None:
            return "—"
        return day_month(self.when.astimezone(), year="long", clock=True)

    def players_text(self) -> str:
        shown = [
            n + (_(" (bot)") if i < len(self.bots) and self.bots[i] else "")
            for i, n in enumerate(self.names)
        ]
        return ", ".join(shown) or "—"

    def result_text(self) -> str:
        if not self.over:
            return ngettext(
                "Unfinished · {moves} move", "Unfinished · {moves} moves", self.moves
            ).format(moves=self.moves)
        if not self.winners:
            return _("No winner")
        who = [self.names[s] for s in self.winners if 0 <= s < len(self.names)]
        text = _(" and ").join(who) + (_(" win") if len(who) > 1 else _(" wins"))
        if self.scores and len(self.winners) == 1 and self.winners[0] < len(self.scores):
            text += f" ({self.scores[self.winners[0]]})"
        return text

    def describe(self, games: Games) -> str:
        """The game in words (never its file name): what, when, who, how it ended."""
        where = _("A finished game") if self.source == "replay" else _("A saved game")
        return _("{where} of {title}, {when} · {players_text} · {result_text}").format(
            where=where,
            title=games.title(self.game),
            when=self.when_text().replace("  ", _(" at ")),
            players_text=self.players_text(),
            result_text=self.result_text(),
        )

    def label(self, games: Games) -> str:
        if self.broken:
            return f"{self.path.name}: {self.error_text}"
        return " · ".join(
            (games.title(self.game), self.when_text(), self.players_text(), self.result_text())
        )


def in_progress(paths: Any, games: Games) -> int:
    """Games in progress (under Continue, not here): how many could be continued."""
    try:
        from desktop.store.journal import Journal

        return sum(1 for g in Journal.find_resumable(paths) if g.error is None and g.game in games)
    except OSError as exc:
        log.warning("cannot count the games in progress: %s", exc)
        return 0


def header_text(items: list[ReplayItem], playing: int) -> str:
    """What the list holds, and where the games still being played are."""
    finished = sum(1 for it in items if not it.broken and it.over)
    saved = sum(1 for it in items if not it.broken and not it.over)
    broken = sum(1 for it in items if it.broken)
    # Each count in its plural form: "1 terminados" was read in Portuguese.
    parts = [ngettext("{n} finished", "{n} finished", finished).format(n=finished)]
    if saved:
        parts.append(ngettext("{n} saved half-way", "{n} saved half-way", saved).format(n=saved))
    if broken:
        parts.append(ngettext("{n} damaged", "{n} damaged", broken).format(n=broken))
    if playing:
        parts.append(
            ngettext(
                "{n} in progress under Continue", "{n} in progress under Continue", playing
            ).format(n=playing)
        )
    return " · ".join(parts)


def _parse_time(text: Any) -> datetime | None:
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _item(info: Any, source: str) -> ReplayItem:
    meta = info.meta
    summary = meta.summary or {}
    when = _parse_time(meta.extra.get("finished")) or _parse_time(meta.created)
    if when is None:
        when = datetime.fromtimestamp(info.modified, UTC)
    winners = summary.get("winners")
    scores = summary.get("scores")
    return ReplayItem(
        path=info.path,
        source=source,
        game=meta.game,
        when=when,
        names=list(info.names),
        bots=[c.kind == "bot" for c in meta.controllers],
        winners=list(winners) if isinstance(winners, list) else None,
        scores=list(scores) if isinstance(scores, list) else None,
        over=bool(summary.get("over")),
        moves=max(0, meta.entries - 1),
        seat=_recorded_seat(meta.extra.get("recorded")),
    )


def _recorded_seat(recorded: Any) -> int | None:
    seat = recorded.get("seat") if isinstance(recorded, dict) else None
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def find_replays(paths: Any) -> list[ReplayItem]:
    """Finished games, then saved games, newest first; files that cannot be read last."""
    from desktop.store.saves import list_saves

    items: list[ReplayItem] = []
    broken: list[ReplayItem] = []
    for source, directory in (("replay", paths.replays_dir), ("save", paths.saves_dir)):
        try:
            listing = list_saves(directory)
        except OSError as exc:  # an unreadable folder: say so, list the rest
            log.warning("cannot list %s: %s", directory, exc)
            continue
        found = [_item(info, source) for info in listing.saves]
        found.sort(key=lambda it: it.when or datetime.min.replace(tzinfo=UTC), reverse=True)
        items += found
        broken += [ReplayItem(b.path, source, error=b.error) for b in listing.broken]
    return items + broken


@dataclass(eq=False, kw_only=True)
class ReplayList(ScrollList):
    """The rows, in columns; broken files greyed with their reason."""

    rows: list[ReplayItem] = field(default_factory=list)
    games: Games = field(default_factory=Games)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        def item(i: int, row: pygame.Rect) -> None:
            self._draw_row(surface, theme, self.rows[i], row)

        draw_rows(surface, theme, self, len(self.rows), item, stripes=True)

    def _draw_row(
        self, surface: pygame.Surface, theme: Theme, item: ReplayItem, row: pygame.Rect
    ) -> None:
        x0 = row.x + 16
        cy = row.centery
        if item.broken:
            pygame.draw.circle(surface, theme.bad, (x0 + 10, cy), 10)
            mark = render_text("!", 20, theme.ink_dark, True)
            surface.blit(mark, mark.get_rect(center=(x0 + 10, cy)))
            name = fitted_line(item.path.name, 24, theme.ink_disabled, 480)
            surface.blit(name, name.get_rect(midleft=(x0 + 32, cy)))
            why = fitted_line(
                _("Can't be opened: {error_text}").format(error_text=item.error_text),
                24,
                theme.ink_dim,
                row.width - 560,
            )
            surface.blit(why, why.get_rect(midleft=(x0 + COLUMNS[2][1], cy)))
            return
        ink = theme.ink if can_replay(self.games, item.game) else theme.ink_disabled
        tag = render_text("saved", 18, theme.ink_dim) if item.source == "save" else None
        room = COLUMNS[1][1] - 16 - (tag.get_width() + 10 if tag is not None else 0)
        game = fitted_line(self.games.title(item.game), 26, theme.accent, room, bold=True)
        surface.blit(game, game.get_rect(midleft=(x0, cy)))
        if tag is not None:
            surface.blit(tag, tag.get_rect(midleft=(x0 + game.get_width() + 10, cy + 2)))
        when = render_text(item.when_text(), 24, theme.ink_dim)
        surface.blit(when, when.get_rect(midleft=(x0 + COLUMNS[1][1], cy)))
        players = fitted_line(item.players_text(), 24, ink, COLUMNS[3][1] - COLUMNS[2][1] - 24)
        surface.blit(players, players.get_rect(midleft=(x0 + COLUMNS[2][1], cy)))
        color = theme.good if item.over else theme.ink_dim
        result = fitted_line(
            item.result_text(), 24, color, row.right - (x0 + COLUMNS[3][1]) - 10, bold=item.over
        )
        surface.blit(result, result.get_rect(midleft=(x0 + COLUMNS[3][1], cy)))


class ReplaysScreen(Screen):
    name = REPLAYS

    def __init__(self, app: AppServices, *, paths: Any = None, **_kwargs: Any) -> None:
        super().__init__(app)
        if paths is None:
            from desktop.store.paths import Paths

            paths = Paths.from_env()
        self.paths = paths
        self.items = find_replays(paths)
        self.games = Games.of(app)
        self.header = header_text(self.items, in_progress(paths, self.games))
        self.list = ReplayList(
            rect=LIST,
            items=[it.label(self.games) for it in self.items],
            rows=self.items,
            games=self.games,
            row_height=60,
            text_size=24,
            name="replays",
            on_activate=lambda i: self.watch(),
        )
        self.widgets.add(self.list)
        self.watch_button = Button(
            rect=pygame.Rect(1400, 930, 400, 80),
            text=_("Watch"),
            style="main",
            on_click=self.watch,
            name="watch",
        )
        self.back_button = Button(
            rect=pygame.Rect(120, 930, 300, 80), text=_("Back"), on_click=self.back, name="back"
        )
        self.widgets.add(self.watch_button)
        self.widgets.add(self.back_button)
        self.opened: Any = None  # the ReplayScreen last opened (tests look at it)
        self._refresh_buttons()

    def on_enter(self) -> None:
        self.widgets.focus(self.list if self.items else self.back_button)

    def selected(self) -> ReplayItem | None:
        return self.items[self.list.selected] if self.items else None

    def _refresh_buttons(self) -> None:
        item = self.selected()
        self.watch_button.enabled = (
            item is not None and not item.broken and can_replay(self.games, item.game)
        )

    # -- watching ---------------------------------------------------------------------------------
    def watch(self) -> None:
        item = self.selected()
        if item is None:
            return
        if item.broken:
            self.app.toast(
                _("That file can't be opened: {error_text}").format(error_text=item.error_text),
                "warning",
                5.0,
            )
            return
        if not can_replay(self.games, item.game):
            title = self.games.title(item.game)
            self.app.toast(
                _("Replays of {title} can't be shown yet.").format(title=title), "warning"
            )
            return
        if item.seat is not None:  # recorded from one seat: watched from there only
            self.open_replay(item, item.seat)
            return
        from desktop.replay import viewpoints

        choices: list[tuple[int | None, str]] = []
        for seat, name in viewpoints(item.names):
            if seat is None:
                choices.append((None, _("A spectator (public cards only)")))
            else:
                bot = seat < len(item.bots) and item.bots[seat]
                choices.append(
                    (
                        seat,
                        (_("{name}'s seat (a bot)") if bot else _("{name}'s seat")).format(
                            name=name
                        ),
                    )
                )
        people = [s for s in range(len(item.names)) if not (s < len(item.bots) and item.bots[s])]
        default = people[0] if people else len(item.names)
        self.show_dialog(
            ListPicker(
                _("Watch from whose seat?"),
                choices,
                on_pick=lambda seat: self.open_replay(item, seat),
                message=_(
                    "A seat sees its own hand as it was; a spectator sees only what was public."
                ),
                ok=_("Watch"),
                selected=default,
                screen_size=self.app.logical_size,
                rows=9,
            )
        )

    def open_replay(self, item: ReplayItem, viewpoint: int | None) -> Any:
        from desktop.replay import ReplayRunner
        from desktop.screens.replay_ui.screen import ReplayScreen
        from desktop.store.saves import SaveError

        try:
            runner = ReplayRunner.open(item.path, viewpoint)
            screen = ReplayScreen(self.app, runner)
        except SaveError as exc:
            self.app.toast(
                _("That replay can't be opened: {message}").format(message=exc.message),
                "error",
                5.0,
            )
            return None
        except Exception as exc:  # never let one bad file take the app down
            log.exception("cannot open replay %s", item.path)
            self.app.toast(_("That replay can't be shown: {exc}").format(exc=exc), "error", 5.0)
            return None
        self.opened = screen
        self.app.push(screen)
        self.app.toast(_("Space play/pause · ←/→ step · PgUp/PgDn jump · +/− speed"), duration=4.0)
        return screen

    # -- frame ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        handled = super().handle_event(event)
        self._refresh_buttons()
        return handled

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = theme.display_text(_("Replays"), 72, theme.ink)
        surface.blit(title, (LIST.x, 60))
        sub = theme.text(self.header, 26, theme.ink_dim)
        surface.blit(sub, sub.get_rect(bottomright=(LIST.right, 140)))
        for label, x in COLUMNS:
            img = theme.text(_(label), 22, theme.ink_dim, bold=True)
            surface.blit(img, (LIST.x + 22 + x, LIST.y - 34))
        self.widgets.draw(surface, theme)
        if not self.items:
            # the empty list box is drawn by the widget; the words go on top of it
            y = LIST.y + 40
            for i, line in enumerate(
                (
                    _("No replays yet."),
                    _(
                        "Every game you finish is kept here to watch again, "
                        "from any seat or as a spectator."
                    ),
                )
            ):
                img = theme.text(
                    line, 34 if i == 0 else 28, theme.ink if i == 0 else theme.ink_dim, bold=i == 0
                )
                surface.blit(img, (LIST.x + 40, y))
                y += 54
        self._draw_detail(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 24)
        if self.dialog is not None and self.dialog.is_open:
            self.dialog.draw(surface, theme)

    def _draw_detail(self, surface: pygame.Surface, theme: Theme) -> None:
        item = self.selected()
        if item is None:
            return
        x, y = LIST.x + 6, LIST.bottom + 22
        if item.broken:
            text = _("{name} can't be opened: {error_text} The file is left as it is.").format(
                name=item.path.name, error_text=item.error_text
            )
            for line in wrap(text, 26, LIST.width - 20)[:2]:
                surface.blit(theme.text(line, 26, theme.bad), (x, y))
                y += 34
            return
        surface.blit(
            fitted_line(item.describe(self.games), 24, theme.ink_dim, LIST.width - 20), (x, y)
        )
        if item.over and item.scores:
            scores = "   ".join(
                f"{n} {item.scores[i]}" for i, n in enumerate(item.names) if i < len(item.scores)
            )
            surface.blit(
                theme.text(_("Final scores:  {scores}").format(scores=scores), 26, theme.ink),
                (x, y + 34),
            )
        if not can_replay(self.games, item.game):
            msg = _("Replays of {title} can't be shown yet.").format(
                title=self.games.title(item.game)
            )
            surface.blit(theme.text(msg, 26, theme.bad), (x, y + 34))


def create_replays_screen(app: AppServices, **kwargs: Any) -> ReplaysScreen:
    """The registry factory: `registry.register("replays", create_replays_screen)`."""
    return ReplaysScreen(app, **kwargs)
