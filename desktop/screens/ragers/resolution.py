"""The day's resolution, explained: who won the day and why, then GP counted card by card.

`explain(summary)` turns the engine's `resolve` event into words and a list of counting
steps; `ResolutionPanel` draws them over the hand, one step at a time, while the stage lights
up each scoring card on the sand. `final_words(result)` explains the end of the game.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

import pygame

from desktop.screens.ragers import layout
from desktop.screens.ragers.faces import wants as cheers_wants
from desktop.screens.ragers.nodes import GOLD, PAPER
from desktop.ui.theme import render_display, render_text, rounded_box, wrap
from engine.games.ragers.data import CardData
from engine.i18n import _

RGB = tuple[int, int, int]


@dataclass
class Step:
    seat: int | None  # None: a cheers card nobody (or everybody) took
    text: str
    gp: int
    card: str | None  # the card to light up on the table


@dataclass
class Explained:
    title: str
    reason: str
    steps: list[Step] = field(default_factory=list)
    gained: list[int] = field(default_factory=lambda: [0, 0])
    totals: list[int] = field(default_factory=lambda: [0, 0])
    winner: int | None = None


def plural(name: str) -> str:
    return name + "s"


def explain(data: CardData, summary: dict[str, Any], sides: list[str]) -> Explained:
    """Words for a `resolve` event (public information only)."""
    kinds = data.kinds
    icons = summary["last_icons"]
    day = summary["day"]
    outcome = summary["outcome"]
    out = Explained(
        title="", reason="", gained=list(summary["gained"]), totals=list(summary["totals"])
    )
    if outcome == "losers":
        out.title = _("Day {day}: two losers").format(day=day)
        out.reason = _(
            "Neither row shows a face-up attack card, so nobody scores combat cards "
            "and no cheers card can be met."
        )
    elif outcome == "draw":
        name = kinds[icons[0]].name
        out.title = _("Day {day}: a draw on {kinds}").format(day=day, kinds=plural(name))
        out.reason = _(
            "Both last attack cards are {kinds}: each side scores its {kinds} and its special "
            "cards."
        ).format(kinds=plural(name))
    else:
        w = summary["winner"]
        loser = 1 - w
        out.winner = w
        mine = kinds[icons[w]].name
        out.title = _("Day {day}: the {side} win the day!").format(day=day, side=sides[w])
        if icons[loser] is None:
            out.reason = _(
                "The {loser} have no face-up attack card left, so the {winner}' last attack "
                "card, a {kind}, wins. They score their {kinds} and special cards."
            ).format(loser=sides[loser], winner=sides[w], kind=mine, kinds=plural(mine))
        else:
            theirs = kinds[icons[loser]].name
            out.reason = _(
                "The {winner}' last attack card, a {kind}, beats the {loser}' last, a {theirs}. "
                "Only the winner scores its {kinds} and special cards."
            ).format(
                winner=sides[w], kind=mine, loser=sides[loser], theirs=theirs, kinds=plural(mine)
            )
    for seat in (0, 1):
        for entry in summary["combat"][seat]:
            name = data.name_of(entry["card"])
            if entry["icon"] and entry["icon"] != data.kind_of(entry["card"]):
                name = _("Chancer as {kind}").format(kind=kinds[entry["icon"]].name)
            what = _("attack") if entry["why"] == "attack" else _("special")
            text = f"{name} ({what})"
            if entry["doubled"]:
                text += _(", guarded x2")
            out.steps.append(Step(seat, text, entry["gp"], entry["card"]))
    for entry in summary["cheers"]:
        wants = cheers_wants(data, data.cheers[entry["card"]])
        if entry["fate"] == "won":
            out.steps.append(
                Step(
                    entry["to"],
                    _("Cheers: {wants}").format(wants=wants),
                    entry["gp"],
                    entry["card"],
                )
            )
        elif entry["fate"] == "box":
            out.steps.append(
                Step(
                    None,
                    _("Cheers ({wants}): both met it, so nobody scores it.").format(wants=wants),
                    0,
                    entry["card"],
                )
            )
        else:
            out.steps.append(
                Step(
                    None,
                    _("Cheers ({wants}): nobody met it; it stays for tomorrow.").format(
                        wants=wants
                    ),
                    0,
                    entry["card"],
                )
            )
    return out


@functools.lru_cache(maxsize=4)
def _chrome(size: tuple[int, int]) -> pygame.Surface:
    """The panel's frame (drawn once: rounded boxes are drawn large and scaled down)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(rounded_box(size, (0, 0, 0, 110), 26), (0, 8))
    surf.blit(rounded_box(size, (30, 22, 15, 255), 26, (*GOLD, 255), 3), (0, 0))
    return surf


def final_words(result: dict[str, Any], sides: list[str], names: list[str]) -> tuple[str, str]:
    """(title, reason) for the end of the game."""
    w = result["winners"][0]
    scores = result["scores"]
    title = _("{name} and the {side} win the Great Thing!").format(name=names[w], side=sides[w])
    reason = result["reason"]
    lead = _("{a} GP to {b}").format(a=scores[w], b=scores[1 - w])
    if reason == "instant":
        why = _("A lead of {n} GP ({lead}) ends the Great Thing after day {day}.").format(
            n=abs(scores[0] - scores[1]), lead=lead, day=result["day"]
        )
    elif reason == "gp":
        why = _("After the last day they have more Glory Points: {lead}.").format(lead=lead)
    elif reason == "cheers":
        c = result["cheers_cards"]
        why = _("Tied at {n} GP; they won more cheers cards ({a} to {b}).").format(
            n=scores[0], a=c[w], b=c[1 - w]
        )
    elif reason == "deck":
        d = result["deck_counts"]
        why = _(
            "Tied on GP and cheers cards; more cards are left in their combat deck ({a} to {b})."
        ).format(a=d[w], b=d[1 - w])
    else:
        why = _(
            "Tied on everything: the Defenders win, for the accusation failed ({lead})."
        ).format(lead=lead)
    return title, why


class ResolutionPanel:
    """Draws an `Explained` over the hand, `shown` counting steps at a time."""

    def __init__(
        self,
        explained: Explained,
        sides: list[str],
        names: list[str],
        colors: tuple[RGB, RGB],
        bottom: int,
    ) -> None:
        self.ex = explained
        self.sides = sides
        self.names = names
        self.colors = colors
        self.bottom = bottom
        self.shown = 0
        self.rect = layout.OVERLAY.copy()

    @property
    def done(self) -> bool:
        return self.shown >= len(self.ex.steps)

    def running(self, seat: int) -> int:
        return sum(s.gp for s in self.ex.steps[: self.shown] if s.seat == seat)

    def render(self) -> pygame.Surface:
        r = self.rect
        surf = _chrome(r.size).copy()
        title = render_display(self.ex.title, 40, GOLD)
        surf.blit(title, title.get_rect(midtop=(r.width // 2, 14)))
        y = 14 + title.get_height() + 2
        for line in wrap(self.ex.reason, 24, r.width - 80):
            img = render_text(line, 24, PAPER)
            surf.blit(img, img.get_rect(midtop=(r.width // 2, y)))
            y += 28
        y += 6
        col_w = (r.width - 60) // 2
        # The line of cheers cards nobody took sits at the bottom: the rows stop above it.
        notes_h = 30 if any(s.seat is None for s in self.ex.steps) else 0
        # Left column: the bottom seat; right column: the other.
        order = (self.bottom, 1 - self.bottom)
        for i, seat in enumerate(order):
            x0 = 30 + i * (col_w + 0)
            color = self.colors[seat]
            head = pygame.Rect(x0 + 6, y, col_w - 12, 34)
            surf.blit(rounded_box(head.size, (*color, 235), 12), head)
            label = render_text(f"{self.sides[seat]} ({self.names[seat]})", 24, PAPER, True)
            surf.blit(label, label.get_rect(midleft=(head.x + 14, head.centery)))
            total = render_text(
                _("+{n}  →  {total} GP").format(
                    n=self.running(seat),
                    total=self.ex.totals[seat] - self.ex.gained[seat] + self.running(seat),
                ),
                24,
                PAPER,
                True,
            )
            surf.blit(total, total.get_rect(midright=(head.right - 14, head.centery)))
            ly = head.bottom + 6
            mine = [s for s in self.ex.steps[: self.shown] if s.seat == seat]
            room = max(1, (r.height - 14 - notes_h - ly) // 26)
            if len(mine) > room:
                mine = mine[-room:]
            if not mine and self.done:
                img = render_text(_("no GP today"), 22, (200, 184, 160))
                surf.blit(img, (head.x + 14, ly))
            for step in mine:
                img = render_text(step.text, 22, PAPER)
                surf.blit(img, (head.x + 14, ly))
                gp = render_text(f"+{step.gp}", 22, GOLD, True)
                surf.blit(gp, gp.get_rect(topright=(head.right - 14, ly)))
                ly += 26
        notes = [s for s in self.ex.steps[: self.shown] if s.seat is None]
        if notes:
            text = "   ".join(s.text for s in notes)
            img = render_text(text, 20, (220, 204, 176))
            if img.get_width() > r.width - 40:
                img = pygame.transform.smoothscale(
                    img, (r.width - 40, round(img.get_height() * (r.width - 40) / img.get_width()))
                )
            surf.blit(img, img.get_rect(midbottom=(r.width // 2, r.height - 8)))
        return surf
