"""The relaunch table's attachments and wound badges in a Staging Area (issue 30; seen in a
verification play: a character carrying three attachments fanned them out round it in a T,
the side ones showing an edge with their names under the character, a rite in progress
turned on its side; the red wound badge covered the character's printed Renown).

Now every attachment stands upright above its character, its name's band in sight: pointing
at an attachment's name points at that attachment (its zoom shows it whole); a rite's turns
left are said on its character's pill; a wound badge sits over the foot of the art, clear of
the printed numbers. Judged on the relaunch demo's table at 1280x720 with 4 seats and at
1920x1080 with 2, where a character carries a rite in progress and a second attachment."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from desktop.demo_shots import Shots
from tests.desktop.test_text_readable import Enough, traced_demo

MILESTONE = "rage-lv-01-table"
#: where a character face's printed numbers start, down its height (the face's design)
NUMBERS = 112.6 / 140
#: how far into a card its name's band reaches at the least (the title bar's 4.8 + 11.6
#: units of 140, at SMALL's 134 px): the pointer at half that is on the name
BAND = 15.0


def at_table(size: tuple[int, int], seats: int, shots: Path) -> dict[str, Any]:
    """What the demo's table shows at its first milestone."""
    seen: dict[str, Any] = {}

    def look(self: Shots, name: str) -> None:
        if self.prefix + name == MILESTONE or name == MILESTONE:
            table = self.app.stack.top
            stage = table.stage
            seen["attached"] = [
                n for n in stage.cards.values() if (n.data or {}).get("kind") == "attached"
            ]
            seen["stage"] = stage
            seen["scene"] = table.scene
            seen["view"] = table.view
            raise Enough

    traced_demo("rage-lv", seats, shots, look, size=size)
    return seen


@pytest.mark.parametrize(("size", "seats"), [((1280, 720), 4), ((1920, 1080), 2)])
def test_attachments_stand_upright_with_their_names_in_reach(size, seats, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    seen = at_table(size, seats, tmp_path / "shots")
    scene, view = seen["scene"], seen["view"]
    things = {t["iid"]: t for t in view.get("things", [])}
    attached = seen["attached"]
    assert len(attached) >= 2, [n.name for n in attached]
    assert any(things.get(n.name, {}).get("rot") for n in attached)  # a rite in progress
    for node in attached:
        assert node.rotation == 0, (node.name, node.rotation)
        _w, h = node.size()
        cx, cy = node.to_world()
        # the middle of its name's band: the pointer there points at this very card
        point = (cx, cy - h / 2 + BAND / 2)
        hit = scene.root.hit_test(point)
        assert hit is node, (node.name, hit.name if hit is not None else None)


@pytest.mark.parametrize(("size", "seats"), [((1280, 720), 4), ((1920, 1080), 2)])
def test_a_wound_badge_covers_no_printed_number(size, seats, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    seen = at_table(size, seats, tmp_path / "shots")
    stage = seen["stage"]
    badges = [
        (card, child)
        for card in stage.cards.values()
        for child in card.children
        if child.name == "deco-wounds"
    ]
    assert badges, "no wounded character at the milestone"
    for card, badge in badges:
        _w, h = card.size()
        _bw, bh = badge.size()
        numbers_top = -h / 2 + h * NUMBERS
        assert badge.y + bh / 2 <= numbers_top, (card.name, badge.y + bh / 2, numbers_top)


def test_no_attachment_covers_my_areas_name(tmp_path, monkeypatch):
    """At 1280x720 a character of mine carrying two attachments raised the upper one over
    my area's header, on "Your Staging Area"; the name now stands where no card covers it."""
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    seen = at_table((1280, 720), 4, tmp_path / "shots")
    stage = seen["stage"]
    names = [n for n in stage.labels.children if n.name.startswith("area:")]
    assert names, "no area names"
    for label in names:
        w, h = label.surface.get_size()
        box = pygame.Rect(0, 0, w, h)
        box.center = (round(label.x), round(label.y))
        for node in seen["attached"]:
            nw, nh = node.size()
            cx, cy = node.to_world()
            card = pygame.Rect(0, 0, round(nw), round(nh))
            card.center = (round(cx), round(cy))
            assert not card.colliderect(box), (label.name, node.name, box, card)
