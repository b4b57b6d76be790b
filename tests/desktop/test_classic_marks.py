"""What the original Rage table shows beyond the cards, judged on what it draws and driven by
pointer and key events: damage cards lie crosswise under the creature they wound (a T), the
Umbra names what crosses the Gauntlet with its rating, a pack's piles read by name after the
cards left play (a click on its pile line), a resolved combat card keeps its name, and the bar
tells a newcomer what to do now."""

from __future__ import annotations

import pygame

from desktop.game.controllers import bot, person
from desktop.screens.rage_classic import gauntlet, guide
from desktop.screens.rage_classic.words import name
from desktop.ui.dialog import Dialog
from engine.games.rage_classic.cards import cards
from tests.desktop.test_classic_table import answer_dialogs_until, open_table
from tests.desktop.test_table_support import app_fixture, click, frames, frames_until

app = app_fixture((1280, 720), 50.0)


def settle(app, table) -> None:
    table.paused = True
    frames_until(app, lambda: not table.settling())


def test_damage_cards_lie_crosswise_under_their_creature(app) -> None:
    table = open_table(app, [bot("Ada"), bot("Bruno")], seed=1, perspective=0)

    def hurt() -> bool:
        drawn = {s.iid for s in table.spots if s.kind == "creature"}
        return any(c.get("damage") and c["iid"] in drawn for c in table.view["creatures"])

    frames_until(app, hurt, limit=20000)
    settle(app, table)
    creature = next(
        c
        for c in table.view["creatures"]
        if c.get("damage") and any(s.iid == c["iid"] for s in table.spots)
    )
    face = next(s for s in table.spots if s.kind == "creature" and s.iid == creature["iid"])
    under = [s for s in table.spots if s.kind == "damage"]
    mine = [s for s in under if abs(s.rect.bottom - face.rect.bottom) <= 1]
    assert mine, (face.rect, [s.rect for s in under])
    first = mine[0]
    assert first.iid == creature["damage"][0]["card"]
    # crosswise: wider than the creature, centred under it, level with its foot
    assert first.rect.w > face.rect.w and abs(first.rect.centerx - face.rect.centerx) <= 1
    total = sum(d["amount"] for d in creature["damage"])
    assert any(text.startswith(f"-{total}") for text, _ in table.labels)
    # the part that shows is the crosswise card the T draws (plain: its face is the zoom's)
    turned = table.stage.wounds.turned(first.card, (face.rect.w, face.rect.h))
    # an arm of the T (left of the creature), just above the creature's foot
    x, py = 4, face.rect.bottom - 12
    y = turned.get_height() - (first.rect.bottom - py)
    frames(app, 2)
    canvas = app.canvas
    assert canvas is not None
    want = turned.get_at((x, y))
    assert want.a == 255
    assert tuple(canvas.get_at((first.rect.x + x, py)))[:3] == tuple(want)[:3]
    # hovering it zooms that card
    app.frame(
        1 / 60,
        [
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=_win(app, (first.rect.x + 4, face.rect.bottom - 12)),
                rel=(0, 0),
                buttons=(0, 0, 0),
            )
        ],
    )
    assert table.hover is not None and table.hover.card == first.card


def test_the_umbra_names_what_crosses_the_gauntlet_with_its_rating() -> None:
    pool = cards()
    caern = next(c for c in pool.values() if c.type == "caern")
    event = next(c for c in pool.values() if c.type == "event")
    char = next(c for c in pool.values() if c.type == "character")
    view = {
        "things": [
            {"iid": f"1.{event.id}.1", "card": event.id, "pack": 1, "zone": "global"},
            {"iid": f"0.{caern.id}.1", "card": caern.id, "pack": 0, "zone": "home"},
        ],
        "creatures": [
            {
                "iid": f"0.{char.id}",
                "card": char.id,
                "kind": "character",
                "pack": 0,
                "world": "umbra",
            }
        ],
        "lasting": [
            {
                "kind": "grant",
                "key": "caern",
                "on": 1,
                "amount": 5,
                "source": None,
                "source_card": event.id,
            }
        ],
    }
    found = gauntlet.crossings(view, pool, ["Ann", "Bob"])
    texts = [c.text for c in found]
    assert texts == [
        f"{caern.name} · Gauntlet {caern.gauntlet}",
        f"{event.name} · Gauntlet 5 for Bob",
        f"{char.name} · crossed at {caern.gauntlet}",
        f"{event.name} · both sides",
    ]
    assert gauntlet.rating(view, pool, 0) == caern.gauntlet
    assert gauntlet.rating(view, pool, 1) == 5


def test_the_piles_read_by_name_after_the_cards_left_play(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")], seed=1)
    table.looker = 0

    def something_left() -> bool:
        p = table.view["players"]
        return any(pl["victory"] or pl["sept_discard"] or pl["combat_discard"] for pl in p)

    answer_dialogs_until(app, table, something_left, limit=8000)
    assert something_left()
    if table.dialog is not None:
        table.dialog.is_open = False
        table.dialog = None
    settle(app, table)
    seat = next(
        s
        for s, pl in enumerate(table.view["players"])
        if pl["victory"] or pl["sept_discard"] or pl["combat_discard"]
    )
    spot = next(s for s in table.spots if s.kind == "pile" and s.iid == f"pile:{seat}")
    click(app, spot.rect.center)
    assert isinstance(table.dialog, Dialog)
    shown = table.dialog.message
    pl = table.view["players"][seat]
    for iid in [*pl["victory"], *pl["sept_discard"], *pl["combat_discard"]]:
        assert name(iid) in shown
    assert "Null" not in shown and "null" not in shown


def test_a_resolved_combat_card_keeps_its_name_on_the_table(app) -> None:
    table = open_table(app, [bot("Ada"), bot("Bruno")], seed=1, perspective=0)
    checked = 0
    last = -1
    for _ in range(30000):
        frames(app)
        if table.session.is_over() or checked >= 3:
            break
        c = table.view.get("combat")
        if c is None or table.session.state_id == last:
            continue
        last = table.session.state_id
        gone = [p for p in c["plays"] if p.get("shown") and p.get("card") is None]
        known = [p for p in gone if table.revealed.get(p["index"])]
        if not known:
            continue
        settle(app, table)
        if table.view.get("combat") is None:
            table.paused = False
            continue
        texts = [t for t, _ in table.labels]
        for p in known:
            if any(q["index"] == p["index"] for q in table.view["combat"]["plays"]):
                assert any(name(table.revealed[p["index"]]) in t for t in texts), texts
                checked += 1
        table.paused = False
    assert checked, "no combat card resolved and left play in this game"


def test_the_bar_says_what_to_do_now(app) -> None:
    table = open_table(app, [person("Ann"), bot("Bob")], seed=4)
    seen: set[str] = set()

    def check() -> bool:
        """At each state the person is in, the bar holds the instruction for it."""
        types = {c["type"] for c in table.legal}
        settle(app, table)
        table.paused = False
        bar = [t for t, r in table.labels if r.y < 44]
        line = guide.what_now(
            table.view, table.legal, table.names, table.looker, by_keys=table.by_keys
        )
        if table.legal:  # (until the first key or click, the keys follow the line)
            assert any(
                t.startswith(line) or t.rstrip("…") and line.startswith(t.rstrip("…")) for t in bar
            )
        if "alpha" in types and not table.view.get("prompt"):
            assert line.startswith("Choose your alpha")
            rung = guide.named_creatures(table.legal)
            assert rung == {c["creature"] for c in table.legal if c["type"] == "alpha"}
            seen.add("alpha")
        elif "play" in types and not table.view.get("prompt") and "ok" not in types:
            assert line.startswith("Play a card")
            seen.add("play")
        return {"alpha", "play"} <= seen

    answer_dialogs_until(app, table, check, limit=6000)
    assert {"alpha", "play"} <= seen, seen
    # someone else's move: the bar names whom it waits for
    view = {**table.view, "to_act": [1], "over": False}
    assert guide.what_now(view, [], table.names, 0) == "Waiting for Bob…"


def _win(app, pos):
    x, y = app.viewport.to_window(pos)
    return round(x), round(y)
