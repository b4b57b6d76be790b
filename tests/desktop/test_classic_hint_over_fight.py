"""The Hint's box over a list in a 4-seat 1995 combat leaves both fighters in sight (issue 30,
shot 222 of a 4-seat game: above "Fight on or withdraw?" the box stood over the Defenders, as
the combat's summary kept it from the right). At a moment of that game
(tests/engine/classic_pcl4_game.py), the list opened and the Hint asked by its key, the frame
is read: the fighters' cards, their names, their plays' words and the summary are not under
the box. So at a 2-seat fight of the keyboard game (tests/engine/classic_pcl_game.py)."""

from __future__ import annotations

import pygame
import pytest

from tests.desktop.classic_pcl_support import hint_over_list, pcl4_table, pcl_table
from tests.desktop.layout_trace import trace_frame, tracing

#: turn 3's combat: Fight on or withdraw?, Keeper Ashgrove against Ysolde Amberclaw
WITHDRAW = 575
READ = ("Keeper Ashgrove", "Ysolde Amberclaw", "Silver-Scarred Bite", "This combat")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_over_the_list_covers_neither_side_of_the_fight(display, size) -> None:
    with tracing(), pcl4_table("en", WITHDRAW, size, hints=True) as (app, table):
        texts, box, cards = _hint_over_fight(app, table)
    assert any(m.text.startswith("Hint:") for m in texts), sorted({m.text for m in texts})
    assert len({iid for iid, _r in cards}) == 2, cards
    covered = [iid for iid, r in cards if r.colliderect(box)]  # the table's logical pixels
    assert not covered, (covered, box)
    # the texts traced stand on the table's logical 1920x1080, as the box does (scaled to
    # the window, a box in the log's column at 1280x720 fell on the combat's summary)
    for name in READ:
        seen = [m.rect for m in texts if m.text == name]
        assert seen, (name, sorted({m.text for m in texts}))
        assert all(not r.colliderect(box) for r in seen), (name, seen, box)


#: the keyboard game's turn 2 combat (tests/engine/classic_pcl_game.py): Continue fighting or
#: withdraw?, Little Ember against Plague Wraith
WITHDRAW_2 = 129


@pytest.mark.parametrize("language", ["en", "pt-BR"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_hint_over_a_2_seat_fight_covers_no_fighter(display, size, language) -> None:
    """pl35 #14 (shot 082, Portuguese at 1280x720) and pl34a #6 (067/072): above "Continue
    fighting or withdraw?" the long hint stood over the summary and the Defender's card. It
    covers neither now, nor the list."""
    with tracing(), pcl_table(language, WITHDRAW_2, size) as (app, table, _said):
        app.settings.hints = True
        texts, box, cards = _hint_over_fight(app, table)
        summary, listed = table.stage.summary_rect(), table.dialog.rect
    assert any(m.text.startswith(("Hint:", "Sugestão:")) for m in texts)
    assert cards
    assert not [iid for iid, r in cards if r.colliderect(box)], (cards, box)
    assert not summary.colliderect(box), (summary, box)
    assert not listed.colliderect(box), (listed, box)


def _hint_over_fight(app, table) -> tuple[list, pygame.Rect, list[tuple[str, pygame.Rect]]]:
    """The list opened and the Hint asked over it: the frame's texts, the hint's box and the
    fighters' cards, in the table's logical pixels."""
    hint_over_list(app, table)
    texts = [m for _i, m in trace_frame(app).texts(cards=True)]
    shown = table.assist.hint_size(app.theme, *table.hint_box())
    assert shown is not None, "no hint on show"
    box = pygame.Rect((0, 0), shown)
    box.bottomright = table.hint_spot().bottomright
    fighters = [m for side in table.view["combat"]["sides"] for m in side]
    return texts, box, [(s.iid, s.rect) for s in table.spots if s.iid in fighters]
