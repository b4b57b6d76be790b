"""The 1995 table prints its cards' names whole where its panels have the room (issue 30, pl35
#13: at 1280x720 the hands read "Lightning…", "Shield-Br…", "Gathering…" while the Sept hand
with 3 cards filled a third of its panel). Judged on the names the frame prints, at moments of
the keyboard game (tests/engine/classic_pcl_game.py), in English and Portuguese."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from desktop.screens.rage_classic import layout
from desktop.screens.rage_classic.faces import ClassicFaces
from tests.desktop.classic_pcl_support import pcl4_table, pcl_table
from tests.desktop.layout_trace import Mark, trace_frame, tracing
from tests.desktop.test_table_support import frames
from tests.desktop.test_text_readable import min_cap, window_px

#: the Resource Phase's placing (Gathering at the Ridge in hand); turn 2's round 2 (Shield-
#: Brother, Lightning Snap in the Combat hand)
RESOURCE, EMBER = 17, 135


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", [RESOURCE, EMBER])
def test_hand_cards_print_their_names_whole(display, language, size, moment) -> None:
    with tracing(), pcl_table(language, moment, size, card_faces=ClassicFaces()) as t:
        app, table = t[0], t[1]
        frames(app, 5)
        marks = [m for m in trace_frame(app).in_sight() if m.card]
        hand = [s for s in table.spots if s.kind in ("hand", "combat-hand")]
        assert hand
        least = min_cap() - 0.01
        for spot in hand:
            name = table.stage.pool()[spot.card].name
            top = spot.rect.copy()
            top.h = spot.rect.h // 3  # the name band
            printed = sorted((m for m in marks if top.contains(m.rect)), key=lambda m: m.rect.y)
            said = "".join(m.text if m.text.endswith("-") else m.text + " " for m in printed)
            assert said.strip() == name, (name, [m.text for m in printed])
            small = [(m.text, window_px(app, m)) for m in printed if window_px(app, m) < least]
            assert not small, small


def printed(marks: list[Mark]) -> set[str]:
    """The texts drawn, and lines one under the other at the same left read as one name
    ("Keeper" over "Ashgrove", "Shield-" over "Brother", three lines at the most)."""

    def under(a: Mark) -> list[Mark]:
        return [
            b
            for b in marks
            if 0 < b.rect.top - a.rect.top <= a.px * 2 and abs(a.rect.x - b.rect.x) <= 3
        ]

    out = {m.text for m in marks}
    chains = [(m, m.text) for m in marks]
    for _ in range(2):
        chains = [
            (b, said + b.text if said.endswith("-") else f"{said} {b.text}")
            for a, said in chains
            for b in under(a)
        ]
        out |= {said for _b, said in chains}
    return out


@contextmanager
def at_moment(
    language: str, packs: int, moment: int, size: tuple[int, int]
) -> Iterator[tuple[Any, Any, list[Mark]]]:
    """The 2- or 4-seat game's table after `moment` commands, out of combat, and the card
    texts its frame prints."""
    opened = (
        pcl_table(language, moment, size, card_faces=ClassicFaces())
        if packs == 2
        else pcl4_table(language, moment, size)
    )
    with tracing(), opened as t:
        app, table = t[0], t[1]
        frames(app, 3)
        assert table.view.get("combat") is None
        yield app, table, [m for m in trace_frame(app).in_sight() if m.card]


def whole(app: Any, table: Any, rect: Any, card: str, marks: list[Mark]) -> None:
    """The card's name is printed whole within `rect` (on one line or more), no text there
    under the legible size."""
    name = table.stage.pool()[card].name
    on = [m for m in marks if rect.contains(m.rect)]
    assert name in printed(on), (name, [m.text for m in on])
    small = [(m.text, window_px(app, m)) for m in on if window_px(app, m) < min_cap() - 0.01]
    assert not small, small


#: (packs, commands): a wounded Little Ember beside Keeper Ashgrove in the player's pack; the
#: 4-seat game's turns with wounded creatures in the pack and in the Hunting Grounds
WOUNDED = [(2, 200), (4, 450), (4, 530)]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("packs", "moment"), WOUNDED)
def test_a_wounded_creature_keeps_its_neighbours_size(
    display, language, size, packs, moment
) -> None:
    """pl35 #13, pl34a #5: "Keeper Ashgr…", "Hollow Vam…" were wounded creatures drawn
    smaller than their neighbours to fit their damage T; and (pl35 #14) its plate stays in
    its row's area."""
    with at_moment(language, packs, moment, size) as (app, table, marks):
        stage = table.stage
        areas = [r for _s, r, _l in stage.pack_areas(table.bottom)] + [layout.PHYSICAL]
        hosts = {t["host"] for t in table.view["things"] if t.get("host")}
        wounded = {c["iid"] for c in table.view["creatures"] if c.get("damage")}
        creatures = [s for s in table.spots if s.kind == "creature"]
        checked = 0
        for area in areas:
            faces = [s for s in creatures if area.contains(s.rect)]
            plain = {s.rect.size for s in faces if s.iid not in hosts}
            hurt = [s for s in faces if s.iid in wounded and s.iid not in hosts]
            if hurt and len([s for s in faces if s.iid not in hosts]) > 1:
                assert len(plain) == 1, (area, {s.iid: s.rect.size for s in faces})
                checked += 1
            # its name whole (on two lines where one would cut it) where the row is not
            # bound by its width (the opponents' areas at 4 seats are: their own test)
            for s in hurt if area in (layout.MINE, layout.PHYSICAL) else ():
                whole(app, table, s.rect, s.card, marks)
        assert checked
        for s in table.spots:  # each damage card's strip, its plate on it, in its area
            if s.kind == "damage":
                assert any(a.contains(s.rect) for a in areas + [layout.UMBRA]), s


#: the Moot Phase with two Juntas called (Judgment of the Elders, Council of Claws); a later
#: one with Gathering at the Ridge alone
JUNTAS = [102, 218]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("moment", JUNTAS)
def test_junta_cards_print_their_names_whole(display, language, size, moment) -> None:
    """pl35 #13: the Juntas panel's cards read "Cou…", "Gat…" in boxes a quarter of the
    panel wide, the rest of it empty."""
    with at_moment(language, 2, moment, size) as (app, table, marks):
        juntas = [s for s in table.spots if s.kind == "junta"]
        assert juntas
        for spot in juntas:
            whole(app, table, spot.rect, spot.card, marks)


#: (packs, commands, size): turn 2's Moot Phase and turn 3's Combat Phase of the 4-seat
#: game (Bruno's two creatures and four loose things, Chloé's five cards, six prey), and the
#: 2-seat game's turn 3
CROWDED = [
    (4, 300, (1280, 720)),
    (4, 530, (1280, 720)),
    (4, 530, (1920, 1080)),
    (2, 218, (1280, 720)),
    (2, 218, (1920, 1080)),
]


@pytest.mark.parametrize("language", ["en", "pt_BR"])
@pytest.mark.parametrize(("packs", "moment", "size"), CROWDED)
def test_width_bound_rows_give_their_cards_the_room(display, language, packs, moment, size) -> None:
    """pcl5 #7: at 4 seats the opponents' rows are bound by their width ("Directo…",
    "Slag…", "Coil…"), and many prey in the Hunting Grounds were cut. Every loose thing and
    every creature that carries nothing prints its name whole in the opponents' areas and
    the Hunting Grounds (a width-bound row's loose things stand as a column of their names)."""
    with at_moment(language, packs, moment, size) as (app, table, marks):
        stage = table.stage
        areas = [r for s, r, _l in stage.pack_areas(table.bottom) if s != table.bottom]
        areas.append(layout.PHYSICAL)
        hosts = {t["host"] for t in table.view["things"] if t.get("host")}
        loose = {t["iid"] for t in table.view["things"] if not t.get("host")}
        checked = 0
        for spot in table.spots:
            if not any(a.contains(spot.rect) for a in areas):
                continue
            if not (spot.kind == "creature" and spot.iid not in hosts or spot.iid in loose):
                continue
            whole(app, table, spot.rect, spot.card, marks)
            checked += 1
        assert checked >= 3
