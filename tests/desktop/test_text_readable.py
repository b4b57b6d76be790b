"""Every table is readable in a 1280x720 window: no text drawn smaller than 11 pixels, and no
text cut with an ellipsis unless hovering it shows the whole.

Every game of the registry plays its headless demo at 1280x720, with 2 seats and with the
most seats it allows, and at each milestone of the demo the frame is drawn again onto
`layout_trace`'s recording canvas, which knows each text on screen, the pixel size of the font
it was rendered in (carried through every scaling between the font and the window) and, for a
text cut by `clamp.truncate` (the one place texts are cut), the whole text.

A text's size here is what reaches the window: the inked height of a capital ("H") of the
font it was rendered in, carried through every scaling between the font and the window (a card
face drawn small, a thumbnail, a label shrunk to fit, the logical 1920x1080 canvas shown in a
smaller window). It must be at least that of the table's body face at `MIN_PX` (a capital of
11-px text: `MIN_CAP`), whichever face draws it. Every text is measured: the names, stats,
counts and words a table draws beside and over its cards, and the texts printed on the card
faces themselves (a face too small to print its rules text leaves it to the card's zoom); only
`DECORATIVE` is left out, each entry with its reason.

A cut text passes when pointing at it (a real pointer motion through the app's frame) puts
its whole text on screen, in a tooltip, a preview or a card shown large.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.demo_shots import Shots
from desktop.games.catalog import all_games
from tests.desktop.layout_trace import Mark, Trace, trace_frame, tracing

SIZE = (1280, 720)
MIN_PX = 11
#: Texts drawn small on purpose, that no player needs to read: text -> why it is exempt.
DECORATIVE: dict[str, str] = {}
FRAME = 1 / 60
HOVER_FRAMES = 45  # three quarters of a second: tooltips and previews wait for the pointer
MAX_FRAMES = 20_000

GAMES = all_games()


def seat_counts(low: int, high: int) -> list[int]:
    """Two seats (or the fewest the game takes) and the most it takes."""
    return sorted({max(low, 2), high})


#: Tables whose card faces still print text under `MIN_PX` (their faces do not yet leave
#: out what the window shows too small, as the CCG faces do): game -> what the test finds.
NOT_YET: dict[str, str] = {}


def case(game: str, seats: int) -> Any:
    marks = [pytest.mark.xfail(reason=NOT_YET[game], strict=True)] if game in NOT_YET else []
    return pytest.param(game, seats, id=f"{game}-{seats}", marks=marks)


CASES = [
    case(game, seats)
    for game in GAMES.ids()
    if GAMES[game].demo is not None
    for seats in seat_counts(*GAMES[game].new_game.seats)
]


def min_cap() -> float:
    """The inked height of a capital of the table's body face at `MIN_PX`."""
    from desktop.ui import theme

    return float(theme.font(MIN_PX).render("H", True, (255, 255, 255)).get_bounding_rect().h)


@dataclass
class Reading:
    """What one milestone's frame showed: texts too small, and texts cut with no whole."""

    small: list[tuple[str, float]] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)
    smallest: float = 0.0
    texts: int = 0


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def window_px(app: Any, mark: Mark) -> float:
    """The height of the text's capitals in window pixels."""
    return mark.cap * app.viewport.scale


def _motion(app: Any, pos: tuple[float, float]) -> pygame.event.Event:
    x, y = app.viewport.to_window(pos)
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)
    )


def whole_on_hover(app: Any, mark: Mark) -> bool:
    """Point at the cut text and look for its whole text on screen; then point away."""
    app.frame(FRAME, [_motion(app, mark.rect.center)])
    for _ in range(HOVER_FRAMES):
        app.frame(FRAME, [])
    seen = _norm(" ".join(m.text for _, m in trace_frame(app).texts(cards=True)))
    app.frame(FRAME, [_motion(app, (2, app.logical_size[1] - 2))])
    for _ in range(3):
        app.frame(FRAME, [])
    return _norm(mark.whole) in seen


def read(app: Any, trace: Trace, least: float) -> Reading:
    texts = [m for m in trace.in_sight() if m.text.strip() not in DECORATIVE]
    out = Reading(texts=len(texts))
    if not texts:
        return out
    out.smallest = min(window_px(app, m) for m in texts)
    for m in texts:
        px = window_px(app, m)
        if px < least - 0.01:
            out.small.append((m.text, round(px, 1)))
    checked: set[str] = set()
    for m in texts:
        if m.whole and m.whole not in checked:
            checked.add(m.whole)
            if not whole_on_hover(app, m):
                out.cut.append(f"{m.text!r} (whole: {m.whole!r}) at {m.rect}")
    return out


class Enough(Exception):
    """What the test needed was seen: stop the demo."""


def traced_demo(
    game: str,
    seats: int,
    shots: Path,
    look: Callable[[Shots, str], None],
    size: tuple[int, int] = SIZE,
) -> None:
    """Play `game`'s demo at `size` (1280x720) under `layout_trace`, calling
    `look(shots, name)` at each milestone before its picture is taken; `look` raises
    `Enough` to stop."""
    from desktop.demo import play

    take: Callable[[Shots, str], None] = Shots.take

    def looking_take(self: Shots, name: str) -> None:
        if name not in self.done:
            look(self, name)
        take(self, name)

    Shots.take = looking_take  # type: ignore[method-assign]
    try:
        with tracing():
            play(
                game,
                seats=seats,
                seed=1,
                size=size,
                speed=8.0,
                screenshots=str(shots),
                max_frames=MAX_FRAMES,
                quit_pygame=False,
                split_frames=False,
            )
    except Enough:
        pass
    finally:
        Shots.take = take  # type: ignore[method-assign]


def readings(game: str, seats: int, shots: Path) -> dict[str, Reading]:
    registration = GAMES[game]
    assert registration.demo is not None
    wanted = set(registration.demo.milestones)
    found: dict[str, Reading] = {}
    least = min_cap()

    def look(self: Shots, name: str) -> None:
        found[name] = read(self.app, trace_frame(self.app), least)
        if wanted <= {self.prefix + n for n in found}:
            raise Enough

    traced_demo(game, seats, shots, look)
    return found


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_every_text_on_every_table_is_readable_at_1280x720(
    game: str, seats: int, tmp_path, monkeypatch
) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    found = readings(game, seats, tmp_path / "shots")
    least = min_cap()
    assert len(found) >= 2, sorted(found)
    for name, r in sorted(found.items()):
        print(f"{game}-{seats} {name}: {r.texts} texts, smallest capital {r.smallest:.1f} px")
    assert all(r.texts for r in found.values()), "a milestone with no text read at all"
    small = {
        name: sorted(set(r.small), key=lambda t: t[1])[:12] for name, r in found.items() if r.small
    }
    cut = {name: r.cut for name, r in found.items() if r.cut}
    assert not small and not cut, "\n".join(
        [
            f"{name}: capitals under {least:.0f} px (those of {MIN_PX}-px text): {texts}"
            for name, texts in small.items()
        ]
        + [f"{name}: cut with no whole text on hover: {texts}" for name, texts in cut.items()]
    )
