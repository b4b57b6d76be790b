"""A creature with three attachments and two damage cards on the 1995 table at 1280x720 with
four packs (issue 30, seen in a real window: "Ghost of K…" was drawn over the "Sept hand"
heading under the player's area). Its attachments' bands stay within its pack's area (beside
it, or under it a line each; overlapping only where nothing else fits), each a strip a hover
zooms whole; nothing of it is drawn outside that area or over another area's text. Judged on the pixels the creature's picture draws."""

from __future__ import annotations

from desktop.game.controllers import bot
from desktop.screens.rage_classic import layout
from engine.games.rage_classic.state import ClassicState, Damage, Thing
from tests.desktop.test_classic_table import open_table
from tests.desktop.test_table_support import frames, make_app, motion


def load(state: ClassicState, seat: int) -> tuple[str, list[str]]:
    """The seat's first Character gets three attachments from its Sept deck and two damage
    cards from its Combat deck; its instance id and the attachments'."""
    creature = next(c for c in state.creatures.values() if c.pack == seat and c.kind == "character")
    player = state.players[seat]
    attached = player.sept_deck[:3]
    for iid in attached:
        player.sept_deck.remove(iid)
        state.things[iid] = Thing(iid, owner=seat, pack=seat, host=creature.iid, zone="attached")
    for iid in player.combat_deck[:2]:
        player.combat_deck.remove(iid)
        creature.damage.append(Damage(card=iid, amount=2))
    return creature.iid, attached


def test_a_loaded_creature_stays_in_its_area_at_720p_with_four_packs(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    try:
        table = open_table(app, [bot(n) for n in ("Ada", "Bruno", "Chen", "Dalia")], seed=1)
        table.paused = True
        frames(app, 10)
        state = table.session.state
        loaded = {seat: load(state, seat) for seat in (0, 1)}
        table._state_id = -1  # the view again, with the cards just attached
        frames(app, 30)
        areas = {seat: rect for seat, rect, _layer in table.stage.pack_areas(table.bottom)}
        for seat, (iid, attached) in loaded.items():
            area = areas[seat]
            picture = table.stage.cards[f"pic:char:{iid}"]
            assert picture.surface is not None and picture.is_shown()
            x, y = picture.to_world()
            w, h = picture.surface.get_size()
            drawn = picture.surface.get_bounding_rect().move(round(x - w / 2), round(y - h / 2))
            assert area.contains(drawn), (seat, drawn, area)
            for text, rect in table.labels:
                if not area.contains(rect):  # another area's text
                    assert not drawn.colliderect(rect), (seat, drawn, text, rect)
            spots = {s.iid: s for s in table.spots if s.kind == "thing"}
            for card in attached:  # each one's strip shows, and a hover zooms that card
                strip = spots[card].rect
                assert area.contains(strip) and strip.h >= 4, (card, strip)
                frames(app, 2, [motion(app, strip.center)])
                frames(app, 20)
                assert table.hover is not None and table.hover.iid == card, card
        hands = layout.SEPT_HAND
        assert any(t.startswith("Sept hand") and hands.contains(r) for t, r in table.labels)
    finally:
        app.close()
