"""Hot-seat: two people at one computer never see each other's hand, not even for a frame.

A whole scripted two-person game is played through the pass screens with the keyboard.
At every frame the table actually draws, no drawn node may carry the face of a card in the
other person's hand (the scene blits exactly `node.surface`, so this is what is on screen);
at every pass-screen frame the window must show the pass screen alone. A pixel test checks
that a locked table's hand area looks the same whoever's cards are under it.
"""

from __future__ import annotations

import pygame
import pytest

from desktop.game.controllers import person
from desktop.screens.pass_screen import PassScreen
from desktop.screens.rage_trick import layout
from desktop.screens.rage_trick.pickers import BidPicker, ColorPicker
from desktop.screens.rage_trick.table import RageTable
from desktop.screens.summary import SummaryScreen
from tests.desktop import test_table_support as support
from tests.desktop.test_table_support import (
    FRAME,
    key,
    make_table,
)

app = support.app  # the fixture: an App at 1280x720 with a temporary home


def face_surfaces(table: RageTable, cards: list[str]) -> set[int]:
    """ids of every surface that would show one of `cards` face up."""
    out = set()
    for card in cards:
        for (cid, _size), surf in table.faces._faces.items():
            if cid == card:
                out.add(id(surf))
        dim = table.faces._dim.get(card)
        if dim is not None:
            out.add(id(dim))
    return out


def visible_surfaces(table: RageTable) -> list[tuple[object, pygame.Surface]]:
    found = []
    assert table.scene is not None
    for node in table.scene.root.walk():
        if node.surface is None or not node.is_shown():
            continue
        if node.opacity <= 0 or any(a.opacity <= 0 for a in node.ancestors()):
            continue
        found.append((node, node.surface))
    if table.preview is not None and table.preview.surface is not None:
        found.append((table.preview, table.preview.surface))
    return found


class Watch:
    """Checks every frame the table draws, and every pass-screen frame's pixels."""

    def __init__(self, app, table: RageTable, people: list[int]) -> None:
        self.app = app
        self.table = table
        self.people = people
        self.table_frames = 0
        self.pass_frames = 0
        self.viewers: set[int] = set()
        original = table.draw

        def draw(surface: pygame.Surface) -> None:
            self.check_table()
            original(surface)

        table.draw = draw  # type: ignore[method-assign]

    def check_table(self) -> None:
        table = self.table
        self.table_frames += 1
        viewer = table.model.viewer
        if viewer is not None:
            self.viewers.add(viewer)
        hands = table.session.state.hands  # the truth, read by the test only
        for seat in self.people:
            if seat == viewer:
                continue
            forbidden = face_surfaces(table, hands[seat])
            for node, surface in visible_surfaces(table):
                assert id(surface) not in forbidden, (
                    f"frame {self.app.frames}: {getattr(node, 'card', node.name)} of seat "
                    f"{seat} drawn face up while {viewer} looks"
                )

    def check_pass(self, screen: PassScreen) -> None:
        """The window shows the pass screen and nothing else."""
        self.pass_frames += 1
        canvas = pygame.Surface(self.app.logical_size).convert()
        screen.draw(canvas)
        self.app.toasts.draw(canvas, self.app.theme)
        expected = pygame.transform.smoothscale(canvas, self.app.viewport.rect.size)
        shown = self.app.window.subsurface(self.app.viewport.rect)
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def next_input(app, table: RageTable) -> list[pygame.event.Event]:
    top = app.stack.top
    if isinstance(top, PassScreen):
        return [key(pygame.K_RETURN)]
    if table.sheet is not None:
        return [key(pygame.K_RETURN)]
    picker = table.picker
    if isinstance(picker, BidPicker):
        n = next(b.value for b in picker.buttons if b.enabled)
        return [key(pygame.K_0 + n, str(n))]
    if isinstance(picker, ColorPicker):
        return [key(pygame.K_RETURN)]
    if table.my_turn() and table.model.phase == "play":
        if table.kb_card is None or table.kb_card.card is None:
            return [key(pygame.K_RIGHT)]
        return [key(pygame.K_RETURN)]
    return []


def test_two_people_never_see_each_others_hand(app) -> None:
    table = make_table(
        app,
        [person("Ann"), person("Bob")],
        hands=None,
        trump=None,
        schedule=(4, 3),
        seed=11,
    )
    watch = Watch(app, table, [0, 1])
    checked_pass: set[int] = set()
    for _ in range(6000):
        if isinstance(app.stack.top, SummaryScreen):
            break
        events = next_input(app, table)
        app.frame(FRAME, events)
        top = app.stack.top
        if isinstance(top, PassScreen) and id(top) not in checked_pass:
            checked_pass.add(id(top))
            watch.check_pass(top)
    assert isinstance(app.stack.top, SummaryScreen), "the game did not finish"
    assert table.session.is_over()
    assert watch.viewers == {0, 1}  # both people looked at their own hands
    assert watch.pass_frames >= 4 and watch.table_frames > 100
    people = [e["seat"] for e in table.session.entries if e["seat"] is not None]
    assert set(people) == {0, 1}


def test_a_locked_hand_looks_the_same_whoever_holds_it(app) -> None:
    """Pixels of the hand area while nobody may look: identical for two different hands."""
    hands_a = [
        ["red-1", "red-2", "blue-3"],
        ["green-4", "green-5", "yellow-6"],
        ["purple-7", "orange-8", "orange-9"],
    ]
    hands_b = [
        ["wild-1", "bonus-1", "purple-15"],
        ["green-4", "green-5", "yellow-6"],
        ["purple-7", "orange-8", "orange-9"],
    ]
    region = pygame.Rect(250, 760, 1120, 320)  # the hand, in logical pixels
    shots = []
    for hands in (hands_a, hands_b):
        table = make_table(
            app,
            [person("Ann"), person("Bob"), person("Cy")],
            hands=hands,
            trump="red-15",
            dealer=2,
            schedule=(3,),
        )
        table.presenter.speed = 0.0
        table.scene.set_speed(0.0)
        for _ in range(5):
            app.frame(FRAME, [])
        # Ann (seat 0) bids first: the pass screen is up and the hand is locked.
        assert isinstance(app.stack.top, PassScreen) and table.model.viewer is None
        canvas = pygame.Surface(app.logical_size).convert()
        table.draw(canvas)
        shots.append(pygame.image.tobytes(canvas.subsurface(region), "RGB"))
        # Unlocked, Ann's own cards show: the same area differs from the locked one.
        app.frame(FRAME, [key(pygame.K_RETURN)])
        app.frame(FRAME, [])
        assert table.model.viewer == 0
        canvas2 = pygame.Surface(app.logical_size).convert()
        table.draw(canvas2)
        assert pygame.image.tobytes(canvas2.subsurface(region), "RGB") != shots[-1]
        app.pop()
    assert shots[0] == shots[1]


@pytest.mark.parametrize("size", [(1280, 720)])
def test_pass_screen_hides_the_table(app, size) -> None:
    table = make_table(app, [person("Ann"), person("Bob")], hands=None, trump=None, schedule=(2,))
    for _ in range(400):
        app.frame(FRAME, [])
        if isinstance(app.stack.top, PassScreen):
            break
    assert isinstance(app.stack.top, PassScreen)
    assert table.model.viewer is None
    assert all(not n.face_up for n in table.stage.hand_nodes())
    region = layout.HAND_CENTER
    assert region  # the hand zone exists but is not drawn under the opaque pass screen
