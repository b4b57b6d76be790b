"""The Rage CCG table's texts stay readable in combat and with four packs: nothing covers
them and they run into no other text (judged on what is drawn, see `layout_trace`)."""

from __future__ import annotations

import re

from desktop.game.controllers import bot
from engine.core.session import Session
from tests.desktop.layout_trace import Problem, keep_shot, report, trace_frame, tracing
from tests.desktop.test_ccg_support import make_app, open_table
from tests.desktop.test_table_support import frames


def settled_problems(app, table, *, limit: int, shot: str) -> tuple[list[Problem], int]:
    """Play on; whenever a combat shows a new state, hold the bots until the table is still
    (as the demo does for its screenshots) and trace that frame. Returns the problems found
    and how many frames were traced."""
    found: dict[tuple[str, str], Problem] = {}
    traced = 0
    last = None
    for _ in range(limit):
        frames(app)
        if table.session.is_over():
            break
        if table.view.get("combat") is None or table.session.state_id == last:
            continue
        last = table.session.state_id
        table.paused = True
        for _ in range(240):
            if not table.scene.busy and not table._hud_due:
                break
            frames(app)
        traced += 1
        for p in trace_frame(app).problems():
            if (p.text, p.other) not in found:
                found[(p.text, p.other)] = p
                keep_shot(app, f"{shot}-{traced}")
        table.paused = False
    return list(found.values()), traced


def test_combat_captions_stats_initiative_and_vs_stay_clear(display) -> None:
    """A whole combat-heavy game seen from a fighter's seat: the exchange's caption, the Rage
    and Health labels, '◆ INITIATIVE', the 'VS' and the Combat hand never collide."""
    with tracing():
        app = make_app((1920, 1080), speed=8.0)
        session = Session.new("rage-lv", 2, 3, {}, names=["Ada", "Bruno"])
        table = open_table(app, session, [bot("Ada"), bot("Bruno")], perspective=0)
        problems, traced = settled_problems(app, table, limit=8000, shot="ccg-combat")
        app.close()
    assert traced >= 10
    assert not problems, report(problems)


def test_four_packs_keep_their_stat_strips_apart(display) -> None:
    """Four packs: each opponent's characters share a third of the top band. Their stat
    strips say as much as fits between neighbours instead of running together, and the
    characters stop short of that opponent's hand of backs."""
    from desktop.screens.rage_lv import layout

    with tracing():
        app = make_app((1920, 1080), speed=8.0)
        names = ["Ada", "Bruno", "Chen", "Dalia"]
        session = Session.new("rage-lv", 4, 3, {}, names=names)
        table = open_table(app, session, [bot(n) for n in names], perspective=0)
        table.paused = True
        frames(app, 90)
        keep_shot(app, "ccg-four-packs")
        trace = trace_frame(app)
        app.close()
    top = [m for _, m in trace.texts() if m.rect.colliderect(layout.TOP)]
    strips = [m for m in top if re.fullmatch(r"\d+/\d+", m.text)]  # Health left / Health chip
    # every character keeps its Health, or lies counted on a "+N more" pile (issue 30)
    piled = sum(int(m.text.split()[0][1:]) for m in top if re.fullmatch(r"\+\d+ more", m.text))
    assert len(strips) + piled >= 15, [m.text for m in top]
    problems = [p for p in trace.problems() if p.rect.colliderect(layout.TOP)]
    assert not problems, report(problems)
    # The characters pass under the hand of backs at the top right of each area.
    backs = [n for n in table.stage.cards.values() if (n.data or {}).get("kind") == "back"]
    chars = [z for z in table.stage.zones.values() if z.name.startswith("char:") and z.parent]
    for back in backs:
        for zone in chars:
            if zone.y < layout.TOP.bottom and abs(zone.x - back.x) < zone.width / 2 + 20:
                card_top = zone.y - (zone.height - 10) / 2  # zones are 10 wider than cards
                assert card_top >= back.y + 28, (zone.name, back.name)


def test_the_moots_panel_takes_the_hunting_grounds_band_under_its_title(display) -> None:
    """While Moots are voted, their panel fills the Hunting Grounds' band below its title:
    nothing in the band is half covered and the title stays whole."""
    from desktop.screens.rage_lv import layout

    with tracing():
        app = make_app((1920, 1080), speed=8.0)
        session = Session.new("rage-lv", 2, 3, {}, names=["Ada", "Bruno"])
        table = open_table(app, session, [bot("Ada"), bot("Bruno")], perspective=0)
        for _ in range(3000):
            frames(app)
            if table.moot_node.visible and table.view["phase"] == "vote":
                break
        assert table.moot_node.visible
        table.paused = True
        for _ in range(240):
            if not table.scene.busy and not table._hud_due:
                break
            frames(app)
        keep_shot(app, "ccg-moots")
        trace = trace_frame(app)
        app.close()
    assert trace.find("MOOTS") and trace.find("HUNTING GROUNDS · PHYSICAL WORLD")
    (panel,) = [d.rect for d in trace.draws if any(m.text == "MOOTS" for m in d.marks)]
    assert panel == layout.MOOTS
    problems = trace.problems()
    assert not problems, report(problems)
