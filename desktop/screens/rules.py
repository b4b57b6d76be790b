"""The rules reference: each game's rules text (Markdown, from its registration), scrollable
by keys and wheel.

A small Markdown subset is enough: #/##/### headings, paragraphs (source lines joined),
bullets ("- ", nested by indent), numbered lines, **bold** and *emphasis*. Lines are laid
out once; each frame blits only the lines in view.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

import pygame

from desktop.games import Games
from desktop.screens.base import AppServices, Screen
from desktop.ui.controls import Button, Choice
from desktop.ui.theme import Theme, font, render_display
from engine.i18n import N_, _

log = logging.getLogger(__name__)

TEXT_RECT = pygame.Rect(560, 150, 1280, 840)
TOC_RECT = pygame.Rect(60, 150, 460, 840)
BODY = 28
LINE_GAP = 8
HINT = N_(
    "↑ / ↓ scroll  ·  PgUp/PgDn page  ·  ← / → previous / next section  ·  G other game  ·  Esc back"
)

FALLBACK = N_("The rules text for this game is not part of this build.")


def rules_text(games: Games, game: str) -> str:
    """The game's rules reference, or a page saying it is missing."""
    found = games.get(game)
    try:
        if found is None:
            raise LookupError("not a game of this build")
        return found.rules()
    except (LookupError, ModuleNotFoundError, OSError) as exc:
        log.warning("no rules text for %s: %s", game, exc)
        return f"# {_(games.title(game))}\n\n{_(FALLBACK)}\n"


def _games_with_rules(games: Games) -> list[tuple[str, str]]:
    """(id, title) of the games whose rules text is present."""
    found = []
    for g in games:
        try:
            g.rules()
        except (ModuleNotFoundError, OSError):
            continue
        found.append((g.ruleset, _(g.title)))
    return found


@dataclass
class Line:
    y: int
    surface: pygame.Surface
    x: int = 0


@dataclass
class Section:
    title: str
    level: int
    y: int


def _runs(text: str) -> list[tuple[str, str]]:
    """Split inline Markdown into (style, text) runs: plain, bold, em."""
    out: list[tuple[str, str]] = []
    for part in re.split(r"(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)", text):
        if not part:
            continue
        if part.startswith("`") and part.endswith("`") and len(part) > 2:
            out.append(("bold", part[1:-1]))
        elif part.startswith("**") and part.endswith("**"):
            out.append(("bold", part[2:-2]))
        elif part.startswith("*") and part.endswith("*") and len(part) > 2:
            out.append(("em", part[1:-1]))
        else:
            out.append(("plain", part))
    return out


def layout_markdown(theme: Theme, text: str, width: int) -> tuple[list[Line], list[Section], int]:
    """Lines (with y positions), section headings and the total height."""
    lines: list[Line] = []
    sections: list[Section] = []
    y = 0
    blocks: list[tuple[str, int, str]] = []  # (kind, indent, text)
    for raw in text.splitlines():
        stripped = raw.strip()
        indent = len(raw) - len(raw.lstrip(" "))
        if stripped.startswith(">"):
            stripped = stripped.lstrip("> ").strip()
            if not stripped:
                blocks.append(("blank", 0, ""))
                continue
            if blocks and blocks[-1][0] == "quote":
                blocks[-1] = ("quote", 0, blocks[-1][2] + " " + stripped)
            else:
                blocks.append(("quote", 0, stripped))
            continue
        if stripped.startswith("|"):
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue  # the header separator row
            blocks.append(("row", 0, "\x1f".join(cells)))
            continue
        if not stripped:
            blocks.append(("blank", 0, ""))
        elif stripped.startswith("#"):
            level = len(stripped) - len(stripped.lstrip("#"))
            blocks.append((f"h{level}", 0, stripped[level:].strip()))
        elif re.match(r"^[-*] ", stripped):
            blocks.append(("bullet", indent, stripped[2:]))
        elif re.match(r"^\d+\. ", stripped):
            blocks.append(("number", indent, stripped))
        elif blocks and blocks[-1][0] in ("para", "bullet", "number"):
            kind, ind, prev = blocks[-1]
            blocks[-1] = (kind, ind, prev + " " + stripped)
        else:
            blocks.append(("para", 0, stripped))
    skipped_title = False
    table: list[list[str]] = []
    for index, (kind, indent, content) in enumerate(blocks):
        if kind == "row":
            table.append(content.split("\x1f"))
            if index + 1 < len(blocks) and blocks[index + 1][0] == "row":
                continue
            y = _layout_table(theme, table, width, lines, y)
            table = []
            continue
        if kind == "h1" and not skipped_title:
            skipped_title = True  # the screen shows it as its title
            sections.append(Section(content, 1, y))
            continue
        if kind == "blank":
            y += 10
            continue
        if kind.startswith("h"):
            level = int(kind[1:])
            size = {1: 56, 2: 40, 3: 32}.get(level, 30)
            y += 26 if level <= 2 and lines else 12
            img = (
                render_display(content, size, theme.accent if level == 2 else theme.ink)
                if level <= 2
                else font(size, True).render(content, True, theme.ink)
            )
            sections.append(Section(content, level, y))
            lines.append(Line(y, img))
            y += img.get_height() + 10
            continue
        x = 0
        prefix = ""
        if kind == "quote":
            # An aside: indented, with a bar in the accent colour beside it.
            surfs = _wrap_runs(theme, content, width - 40)
            height = sum(sf.get_height() + LINE_GAP for sf in surfs)
            bar = pygame.Surface((4, max(1, height - LINE_GAP)))
            bar.fill(theme.accent)
            lines.append(Line(y, bar, 6))
            for surf in surfs:
                lines.append(Line(y, surf, 28))
                y += surf.get_height() + LINE_GAP
            y += 8
            continue
        if kind == "bullet":
            x = 30 + (indent // 2) * 30
            prefix = "•"
        elif kind == "number":
            x = 0
        for i, surf in enumerate(_wrap_runs(theme, content, width - x - 10)):
            if i == 0 and prefix:
                dot = font(BODY, True).render(prefix, True, theme.accent)
                lines.append(Line(y, dot, x - 22))
            lines.append(Line(y, surf, x))
            y += surf.get_height() + LINE_GAP
        y += 4
    return lines, sections, y


def _layout_table(
    theme: Theme, rows: list[list[str]], width: int, lines: list[Line], y: int
) -> int:
    """A Markdown table: columns share the width by their natural size; cells wrap."""
    columns = max(len(r) for r in rows)
    rows = [r + [""] * (columns - len(r)) for r in rows]
    natural = [
        max(font(BODY, True).size(re.sub(r"[*`]", "", r[c]))[0] for r in rows) + 24
        for c in range(columns)
    ]
    scale = min(1.0, width / max(1, sum(natural)))
    widths = [max(60, int(n * scale)) for n in natural]
    y += 6
    for number, row in enumerate(rows):
        x = 0
        tallest = 0
        for c, cell in enumerate(row):
            text = f"**{cell}**" if number == 0 and cell and "**" not in cell else cell
            cy = y
            for surf in _wrap_runs(theme, text, widths[c] - 24):
                lines.append(Line(cy, surf, x))
                cy += surf.get_height() + 2
            tallest = max(tallest, cy - y)
            x += widths[c]
        y += max(tallest, BODY) + 6
        rule = pygame.Surface((max(1, sum(widths) - 24), 1), pygame.SRCALPHA)
        rule.fill((*theme.ink_dim[:3], 90 if number else 200))
        lines.append(Line(y - 3, rule, 0))
    return y + 8


def _wrap_runs(theme: Theme, text: str, width: int) -> list[pygame.Surface]:
    """Rich words wrapped to `width`; each output line rendered into one surface.

    A word directly after a styled run (`**110 cards**:`) stays glued to it, no space.
    """
    words: list[tuple[str, str, bool]] = []  # (style, word, space before)
    pending = False  # a space seen and not yet given to a word (it may end the previous run)
    for style, part in _runs(text):
        for i, token in enumerate(part.split(" ")):
            if i > 0:
                pending = True
            if not token:
                continue
            words.append((style, token, pending and bool(words)))
            pending = False
    fonts = {"plain": font(BODY), "bold": font(BODY, True), "em": font(BODY)}
    colors = {"plain": theme.ink, "bold": theme.ink, "em": theme.ink_dim}
    space_w = fonts["plain"].size(" ")[0]
    out: list[pygame.Surface] = []
    line: list[tuple[str, str, bool]] = []
    used = 0
    for style, word, spaced in words:
        w = fonts[style].size(word)[0]
        gap = space_w if spaced and line else 0
        if line and used + gap + w > width:
            out.append(_render_line(line, fonts, colors, space_w))
            line, used, gap = [], 0, 0
        used += gap + w
        line.append((style, word, spaced and bool(line)))
    if line:
        out.append(_render_line(line, fonts, colors, space_w))
    return out


def _render_line(line, fonts, colors, space) -> pygame.Surface:
    images = [(fonts[s].render(word, True, colors[s]), spaced) for s, word, spaced in line]
    w = sum(img.get_width() + (space if spaced else 0) for img, spaced in images)
    h = max(img.get_height() for img, _ in images)
    surf = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    for img, spaced in images:
        x += space if spaced else 0
        surf.blit(img, (x, h - img.get_height()))
        x += img.get_width()
    return surf


class RulesScreen(Screen):
    name = "rules"

    def __init__(
        self, app: AppServices, game: str | None = None, text: str | Path | None = None
    ) -> None:
        super().__init__(app)
        offered = Games.of(app)
        if game is None:  # the game last set up (the main menu's Rules opened on RAGE, pl35)
            last = getattr(app.settings, "last_game", "")
            game = last if last in offered else (offered.first().ruleset if offered else "")
        self.game = game
        self._load(
            rules_text(offered, game)
            if text is None
            else (text.read_text(encoding="utf-8") if isinstance(text, Path) else text)
        )
        games = _games_with_rules(offered)
        if text is None and len(games) > 1 and game in dict(games):
            # Switch games without leaving the screen (mouse on the arrows, or G by keyboard).
            self.game_choice = Choice(
                rect=pygame.Rect(TEXT_RECT.right - 640, 50, 400, 60),
                name="game",
                label="",
                options=games,
                on_change=self.show_game,
                text_size=26,
            )
            self.game_choice.select_value(game)
            self.game_choice.focusable = False
            self.widgets.add(self.game_choice)
        back = pygame.Rect(0, 0, 220, 60)
        back.topright = (TEXT_RECT.right, 50)
        self.back_button = Button(
            rect=back, text=_("Back"), on_click=self.back, name="back", text_size=26
        )
        self.back_button.focusable = False
        self.widgets.add(self.back_button)
        self._toc_rows: list[tuple[pygame.Rect, Section]] = []

    def _load(self, source: str) -> None:
        self.lines, self.sections, self.height = layout_markdown(
            self.app.theme, source, TEXT_RECT.width - 60
        )
        self.title = next((s.title for s in self.sections if s.level == 1), _("Rules"))
        self.scroll = 0
        self.toc = [s for s in self.sections if s.level in (2, 3)]

    def show_game(self, game: str) -> None:
        self.game = game
        self._load(rules_text(Games.of(self.app), game))

    @property
    def view_height(self) -> int:
        return TEXT_RECT.height - 40

    @property
    def max_scroll(self) -> int:
        return max(0, self.height - self.view_height)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.max_scroll, y))

    def current_section(self) -> int:
        index = 0
        for i, s in enumerate(self.toc):
            if s.y <= self.scroll + 12:
                index = i
        return index

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_UP: -BODY * 2,
                pygame.K_DOWN: BODY * 2,
                pygame.K_PAGEUP: -self.view_height + 60,
                pygame.K_PAGEDOWN: self.view_height - 60,
                pygame.K_SPACE: self.view_height - 60,
            }.get(event.key)
            if step is not None:
                self.scroll_to(self.scroll + step)
                return True
            choice = getattr(self, "game_choice", None)
            if event.key == pygame.K_g and choice is not None:
                back = event.mod & pygame.KMOD_SHIFT
                choice.index = (choice.index + (-1 if back else 1)) % len(choice.options)
                self.show_game(choice.options[choice.index][0])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_scroll)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.toc:
                i = self.current_section() + (1 if event.key == pygame.K_RIGHT else -1)
                i = max(0, min(len(self.toc) - 1, i))
                self.scroll_to(self.toc[i].y - 10)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * BODY * 3)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, section in self._toc_rows:
                if rect.collidepoint(event.pos):
                    self.scroll_to(section.y - 10)
                    return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        surface.blit(theme.background(surface.get_size()), (0, 0))
        title = render_display(self.title, 60, theme.ink)
        surface.blit(title, (TOC_RECT.x, 50))
        # Contents.
        surface.blit(theme.box(TOC_RECT.size, (8, 16, 14, 200), radius=18), TOC_RECT)
        head = font(24, True).render(_("Contents"), True, theme.ink_dim)
        surface.blit(head, (TOC_RECT.x + 24, TOC_RECT.y + 18))
        current = self.current_section()
        y = TOC_RECT.y + 60
        self._toc_rows = []
        for i, s in enumerate(self.toc):
            size = 26 if s.level == 2 else 22
            indent = 24 if s.level == 2 else 48
            color = theme.accent if i == current else (theme.ink if s.level == 2 else theme.ink_dim)
            img = font(size, s.level == 2).render(s.title, True, color)
            row = pygame.Rect(TOC_RECT.x + 8, y - 4, TOC_RECT.width - 16, img.get_height() + 8)
            if i == current:
                surface.blit(theme.box(row.size, (255, 255, 255, 18), radius=10), row)
            surface.blit(img, (TOC_RECT.x + indent, y))
            self._toc_rows.append((row, s))
            y += img.get_height() + 10
            if y > TOC_RECT.bottom - 30:
                break
        # Text.
        surface.blit(theme.box(TEXT_RECT.size, (8, 16, 14, 200), radius=18), TEXT_RECT)
        clip = surface.get_clip()
        inner = TEXT_RECT.inflate(-20, -20)
        surface.set_clip(inner)
        top = TEXT_RECT.y + 20 - self.scroll
        for line in self.lines:
            yy = top + line.y
            if yy > inner.bottom:
                break
            if yy + line.surface.get_height() < inner.top:
                continue
            surface.blit(line.surface, (TEXT_RECT.x + 30 + line.x, yy))
        surface.set_clip(clip)
        # Scrollbar.
        if self.max_scroll:
            bar = pygame.Rect(TEXT_RECT.right - 14, TEXT_RECT.y + 14, 6, TEXT_RECT.height - 28)
            thumb_h = max(40, bar.height * self.view_height // self.height)
            thumb_y = bar.y + (bar.height - thumb_h) * self.scroll // self.max_scroll
            surface.blit(theme.box((6, thumb_h), theme.ink_dim, radius=3), (bar.x, thumb_y))
        self.widgets.draw(surface, theme)
        self.draw_keys(surface, theme, _(HINT), 24)
