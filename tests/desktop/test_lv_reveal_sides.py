"""A combat round's two revealed cards are drawn on their own combatants' sides (issue 30).
Found playing the relaunch in a real window: Ada's prey attacked first in round 2, and once
revealed her Rockfall was drawn beside my hunter and my Cinder Guard beside her guardian, the
attacker's card always going left. Bots play through the app's real loop; the frame is judged
by where the revealed cards are drawn."""

from __future__ import annotations

from desktop.game.controllers import bot
from desktop.screens.rage_lv import layout
from engine.core.session import Session
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames


def _owner(iid: str) -> int:
    return int(iid.split(".", 1)[0])


def test_revealed_cards_sit_on_their_combatants_sides(display) -> None:
    app = make_app((1280, 720), speed=50.0)
    checked = {"hunter first": 0, "prey first": 0}
    try:
        session = Session.new(
            "rage-lv", 2, 23, {"packs": ["ashen-wind", "stone-choir"]}, names=["Ann", "Bob"]
        )
        table = open_table(app, session, [bot("Ann"), bot("Bob")])
        for _ in range(6000):
            frames(app, 1)
            c = table.view.get("combat")
            if session.is_over() or all(checked.values()):
                break
            if c is None or c["chain"] or len(table.revealed) < 2:
                continue
            nodes = {
                n.data["iid"]: n
                for n in table.combat_cards.children
                if n.name.startswith("revealed:") and n.data
            }
            if len(nodes) < 2:
                continue
            first = _owner(table.revealed[0])
            if first not in c["seats"]:
                continue
            checked["hunter first" if first == c["seats"][0] else "prey first"] += 1
            for iid, node in nodes.items():
                side = c["seats"].index(_owner(iid))
                # (a side's later cards stand a step further out: pl34b #14)
                left = node.x < layout.COMBAT.x + layout.VS_X
                assert left == (side == 0), (iid, side, node.x)
    finally:
        app.close()
    assert all(checked.values()), checked
