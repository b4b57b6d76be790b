"""The 1995 table's marks say the game as it is now (issue 30): a creature moved out of play
shows it at once and no more once it is back, with no alpha ring while out, its "Out of Play"
words stay on its own card at 1280x720, the pack's header counts it; a wound plate names a card
only beside that card's own damage; the packs' scores stay in sight in a combat."""

from __future__ import annotations

import copy
from typing import Any

import pygame
import pytest

from desktop.game.controllers import bot
from desktop.screens.rage_classic.stage import pile_line
from desktop.screens.rage_classic.wounds import DamageT
from tests.desktop.test_classic_table import faces, open_table
from tests.desktop.test_table_support import frames_until, make_app


def _drawn(table, view: dict[str, Any]) -> None:
    table.stage.rebuild(view, table.legal, table.bottom, table.revealed)


def _marks(table, iid: str) -> list[tuple[str, Any]]:
    return [m for key, m in table.stage.marks.items() if key.endswith(iid)][0]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_out_of_play_shows_at_once_and_goes_when_back(display, size) -> None:
    app = make_app(size, speed=50.0)
    try:
        table = open_table(app, [bot("Ada"), bot("Bruno")], seed=1)
        frames_until(app, lambda: not table.settling())
        table.paused = True
        view = copy.deepcopy(table.view)
        # an opponent's creature: the small cards of the top band
        them = next(c for c in view["creatures"] if c["pack"] == 1 and not c.get("dead"))
        them["alpha"] = True
        # an alpha's α shows in the Combat Phase only, once this turn's alphas are picked
        view["phase"], view["step"] = "combat", "combat:actions"
        _drawn(table, copy.deepcopy(view))
        before = [t for t, _r in _marks(table, them["iid"])]
        assert "α" in before and not [t for t in before if "Out" in t or "Play" in t]
        assert "Out of Play 0" in pile_line(view, 1)
        them["out"] = True  # moved out of play; the alpha stays in the engine's list a while
        _drawn(table, copy.deepcopy(view))
        marks = _marks(table, them["iid"])
        said = " ".join(t for t, _r in marks)
        assert "Out of Play" in said or ("Out of" in said and "Play" in said), said
        assert "α" not in said
        assert "Out of Play 1" in pile_line(view, 1)
        table.model.view = copy.deepcopy(view)  # the pack's header counts it as it is drawn
        table._areas()
        assert any("Out of Play 1" in t for t, _r in table.labels), [
            t for t, _r in table.labels if "Out" in t
        ]
        # each line of it within the card it marks (it ran onto the next card at 1280x720)
        face = next(s for s in table.spots if s.kind == "creature" and s.iid == them["iid"])
        words = [(t, r) for t, r in table.stage.labels_on_show() if t and t in said]
        assert words
        for t, r in words:
            assert face.rect.left <= r.left and r.right <= face.rect.right, (t, r, face.rect)
            assert not t.endswith("…"), t
        them["out"] = False  # back in play
        _drawn(table, copy.deepcopy(view))
        after = " ".join(t for t, _r in _marks(table, them["iid"]))
        assert "Out" not in after and "Play" not in after, after
    finally:
        app.close()


def test_a_wound_plate_names_a_card_only_beside_its_own_damage(display) -> None:
    wounds = DamageT(faces())
    surf = pygame.Surface((200, 300), pygame.SRCALPHA)
    one = [{"card": "0.quick-jab.1", "amount": 1}]
    two = one + [{"card": "0.hamstring.1", "amount": 2}]
    plate = pygame.Rect(0, 0, 180, 20)
    alone = " ".join(t for t, _r in wounds.plate(surf, one, plate, 16))
    assert "1" in alone
    both = [t for t, _r in wounds.plate(surf, two, plate, 16)]
    assert any("-3" in t for t in both), both
    # "Quick Jab -3" said Quick Jab did 3 when it did 1 and Hamstring 2
    named = [n for n in ("Quick Jab", "Hamstring") if any(n in t for t in both)]
    assert not named, both


def test_the_strips_of_later_damage_cards_are_not_slivers_of_art(display) -> None:
    """Each later damage card showed a strip of its turned art a few pixels high, which read
    as garbled text (1280x720): the cards lie plain, and since issue 30's level rows each later
    one's strip shows above the one before, beside the creature, within its height."""
    from desktop.screens.rage_classic.wounds import CARD_BACK, CARD_EDGE

    wounds = DamageT(faces())
    size = (84, 117)
    surf = pygame.Surface((200, 400), pygame.SRCALPHA)
    damage = [
        {"card": "0.quick-jab.1", "amount": 1},
        {"card": "0.hamstring.1", "amount": 2},
        {"card": "0.quick-jab.2", "amount": 1},
    ]
    shows = wounds.behind(surf, damage, (40, 10), size)
    assert shows[0][0].bottom == 10 + size[1]
    for before, (rect, _iid, _card) in zip(shows, shows[1:], strict=False):
        assert rect.bottom <= before[0].top + 1 and rect.top >= 10, (rect, before[0])
        arm = [tuple(surf.get_at((x, rect.centery)))[:3] for x in range(rect.x + 1, 38)]
        assert arm and all(c in (CARD_BACK, CARD_EDGE) for c in arm), (rect, set(arm))


def test_a_plate_says_how_much_of_its_damage_is_aggravated(display) -> None:
    """pl35 #10: 1 aggravated point (Blinding Spray) and 3 plain ones (Raking Claws) showed
    "-4 aggravated" while the log said 3 damage: the plate names the aggravated part."""
    wounds = DamageT(faces())
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    mixed = [
        {"card": "0.blinding-spray.1", "amount": 1, "aggravated": True},
        {"card": "0.raking-claws.1", "amount": 3},
    ]
    said = [t for t, _r in wounds.plate(surf, mixed, pygame.Rect(0, 0, 380, 22), 16)]
    assert "-4 damage, 1 aggravated" in said, said
    every = [{**d, "aggravated": True} for d in mixed]
    said = [t for t, _r in wounds.plate(surf, every, pygame.Rect(0, 0, 380, 22), 16)]
    assert "-4 aggravated damage" in said, said
