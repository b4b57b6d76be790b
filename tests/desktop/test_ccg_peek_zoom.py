"""A card's zoom stands clear of an opponent's opened area (issue 30): pointed at or reached
by the arrows, an opponent's card opens its area large in the middle of the table, and the
card's zoom (its full text) showed over that view, hiding the very cards the player opened
it to read (the 1995 table beside the card, the relaunch lessons beside the sidebar). Now
the zoom stands where it covers none of the view's cards, whole in the window, and nothing
drawn after it hides it. A glossary word in the area ("Staging Area", the 1995 stat boxes)
put its tooltip over the view the same way; it now stands beside it.

Played through each edition's 4-seat demo at 1280x720 in the app's real frame with pointer
motion and arrow keys, and the relaunch's first lesson at 1920x1080, the frame traced by
`layout_trace` (which knows each text's size and whether it was cut).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.demo_shots import Shots
from desktop.scene.node import Node
from desktop.screens.ccg_kit.stage import base_id
from desktop.screens.rage_lv.stage import card_of_name
from engine.games.rage_classic import cards as classic_cards
from tests.desktop.layout_trace import keep_shot, trace_frame, tracing
from tests.desktop.lesson_steps import lesson_at
from tests.desktop.test_ccg_peek import AWAY, FRAME, REST, _settle
from tests.desktop.test_learn import home, make_app  # noqa: F401
from tests.desktop.test_table_support import frames, key, motion
from tests.desktop.test_text_readable import Enough, traced_demo

#: the least share of the zoom a later draw may hide: a button over its foot hid the relaunch
#: zoom's words (its stats now), 5 % of the zoom each
HIDDEN = 0.005
ZOOM_DUE = 40  # frames past the pointer's rest before a zoom (hover_delay 0.45 s)
NAME_OF: dict[str, Callable[[str], str]] = {
    "rage-lv": lambda cid: card_of_name(base_id(cid)),
    "rage-classic": lambda cid: classic_cards.card(base_id(cid)).name,
}


def _zoom_wrong(app: Any, table: Any, game: str, node: Node) -> list[str]:
    """What is wrong with the zoom of `node` while its area is open (empty: nothing)."""
    stage = table.stage
    preview, peek = stage.preview, stage.peek
    data = node.data or {}
    name = NAME_OF[game](str(data.get("iid") or data.get("card")))
    if not peek.is_open:
        return [f"{name}: its area did not open"]
    if not preview.visible or preview.surface is None:
        return [f"{name}: no zoom"]
    zoom = preview.surface.get_rect(center=(round(preview.x), round(preview.y)))
    wrong = [f"the zoom {zoom} covers {n!r} at {r}" for n, r in peek.cards if zoom.colliderect(r)]
    if not pygame.Rect((0, 0), app.logical_size).contains(zoom):
        wrong.append(f"the zoom {zoom} is not whole in the window")
    trace = trace_frame(app)
    drawn = [d for d in trace.draws if trace.names.get(id(d.origin)) == "preview-card"]
    if not drawn:
        return [*wrong, f"{name}: the zoom is not drawn"]
    last = drawn[-1]
    over = [
        trace.describe(d) for d in trace.draws[last.index + 1 :] if d.opaque_over(zoom) > HIDDEN
    ]
    wrong += [f"{name}: {o} drawn over the zoom" for o in over]
    named = [m for m in last.marks if m.text.casefold() == name.casefold() and not m.whole]
    if not named:
        wrong.append(f"{name}: not printed whole on the zoom ({[m.text for m in last.marks][:4]})")
    return wrong


def _tips_wrong(app: Any, table: Any, areas: dict[int, pygame.Rect]) -> list[str]:
    """The glossary's words in the opened areas, each pointed at: its tooltip stands clear of
    the view ("Staging Area" and the 1995 stat boxes' legend showed over it)."""
    peek, tips = table.stage.peek, table.tips
    words = [(t, r) for t, r in tips.spots if any(a.contains(r) for a in areas.values())]
    wrong: list[str] = []
    shown = 0
    for term, rect in words:
        app.frame(FRAME, [motion(app, AWAY)])
        _settle(app, 3)
        app.frame(FRAME, [motion(app, rect.center)])
        _settle(app, REST)
        if not (tips.visible and peek.is_open):
            continue
        shown += 1
        if tips.rect.colliderect(peek.box):
            keep_shot(app, f"peek-tip-{term.title}")
            wrong.append(f"{term.title!r}'s tooltip {tips.rect} over the opened view {peek.box}")
        if not pygame.Rect((0, 0), app.logical_size).contains(tips.rect):
            wrong.append(f"{term.title!r}'s tooltip {tips.rect} is not whole in the window")
    return wrong if shown else ["no word in an opened area showed its tooltip"]


def _area_cards(table: Any, rect: pygame.Rect) -> list[Node]:
    """The cards in an area, faces up (not its piles)."""
    spots = [s for s in table.spots if s.card and s.kind != "pile" and s.node is not None]
    return [s.node for s in spots if rect.collidepoint(s.rect.center)]


def _check(game: str, found: dict[str, list[str]], shots: Shots, name: str) -> None:
    """At the first milestone showing three opponents' areas: what is wrong with the zooms
    and tooltips shown over an opened one, into `found` (then the demo stops)."""
    app = shots.app
    table = app.stack.top
    areas = table.stage.peek_areas()
    if len(areas) != 3:  # a combat view covers them: the next milestone
        return
    wrong = found.setdefault("wrong", [])
    for seat, rect in areas.items():  # the pointer rests on each area's first card
        node = _area_cards(table, rect)[0]
        app.frame(FRAME, [motion(app, node.to_world())])
        _settle(app, ZOOM_DUE)
        keep_shot(app, f"peek-zoom-{game}-{seat}")
        wrong += _zoom_wrong(app, table, game, node)
    app.frame(FRAME, [motion(app, AWAY)])
    _settle(app, ZOOM_DUE)
    for _ in range(60):  # the arrows, to an opponent's card
        app.frame(FRAME, [key(pygame.K_LEFT)])
        if table.stage.peek.is_open:
            break
    _settle(app, 10)
    keep_shot(app, f"peek-zoom-{game}-key")
    wrong += _zoom_wrong(app, table, game, table.stage.card_node(table.focus_key))
    app.frame(FRAME, [key(pygame.K_ESCAPE)])
    wrong += _tips_wrong(app, table, areas)
    raise Enough


@pytest.mark.parametrize("game", ["rage-lv", "rage-classic"])
def test_no_zoom_or_tooltip_covers_an_opened_area(game: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    found: dict[str, list[str]] = {}
    traced_demo(game, 4, tmp_path / "shots", partial(_check, game, found))
    assert "wrong" in found, "no milestone showed three opponents' areas"
    assert not found["wrong"], "\n".join(found["wrong"])


@pytest.mark.parametrize(("game", "lesson"), [("rage-lv", "pack"), ("rage-classic", "bluff")])
def test_in_a_lesson_the_zoom_covers_none_of_the_opened_area_nor_the_coach(
    display,
    home,  # noqa: F811
    game: str,
    lesson: str,
) -> None:
    """The coach's panel stands in the sidebar (the relaunch's under the Umbra chart, the
    1995's in the log's place): the zoom moved clear of the view stays clear of it too."""
    with tracing():
        app = make_app()
        table = lesson_at(app, game, lesson, lambda t, step: True)
        ((_seat, rect),) = table.stage.peek_areas().items()
        wrong: list[str] = []
        for node in _area_cards(table, rect):
            frames(app, 2, [motion(app, node.to_world())])
            frames(app, ZOOM_DUE)
            wrong += _zoom_wrong(app, table, game, node)
            preview = table.stage.preview
            zoom = preview.surface.get_rect(center=(round(preview.x), round(preview.y)))
            if zoom.colliderect(table.coach_rect()):
                wrong.append(f"the zoom {zoom} over the coach {table.coach_rect()}")
        keep_shot(app, f"peek-zoom-lesson-{game}")
        app.close()
    assert not wrong, "\n".join(wrong)
