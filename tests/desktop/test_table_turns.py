"""Who the RAGE table says is next, frame by frame, around a trick's end."""

from __future__ import annotations

from desktop.game.controllers import bot
from tests.desktop.test_table_support import frames, make_app, make_table


def test_a_finished_trick_names_nobody_until_its_winner_leads(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    app = make_app(speed=1.0)
    try:
        table = make_table(app, [bot("Ann"), bot("Bruno"), bot("Chloé"), bot("Dev")])
        seen_full = 0
        for _ in range(4000):
            frames(app)
            model = table.model
            if model.phase != "play":
                continue
            active = [s for s, p in table.stage.panels.items() if p.info and p.info.active]
            status = table.status_text()[0]
            if len(model.trick) == model.seats:
                # Everybody has played: nobody is "choosing" or "to play" until the winner
                # is shown (the seat after the last player used to be named here).
                seen_full += 1
                assert model.to_act is None, (model.trick, model.to_act)
                assert active == [], (model.trick, active)
                assert "choosing" not in status, status
            elif not model.trick and model.last_trick is not None and model.to_act is not None:
                assert model.to_act == model.last_trick["winner"]
                assert active in ([], [model.last_trick["winner"]])
            if model.last_trick is not None and model.last_trick["trick"] >= 3:
                break
        assert seen_full > 10  # the finished tricks were on screen for a while
    finally:
        app.close()


def finished_trick_seconds(speed: float, tmp_path, tricks: int = 3) -> list[float]:
    """How long each finished trick lies on the table, every card landed, before the sweep."""
    app = make_app(speed=speed)
    try:
        table = make_table(app, [bot("Ann"), bot("Bruno"), bot("Chloé"), bot("Dev")])
        tween = table.scene.tweener
        shown: list[float] = []
        still = 0
        for _ in range(6000):
            frames(app)
            cards = table.stage.trick.cards
            landed = len(cards) == 4 and not any(tween.is_animating(c) for c in cards)
            if landed:
                still += 1
            elif still:
                shown.append(still / 60)
                still = 0
                if len(shown) == tricks:
                    break
        return shown
    finally:
        app.close()


def test_a_finished_trick_stays_in_view_long_enough_to_read(display, tmp_path, monkeypatch):
    monkeypatch.setenv("RAGE_TABLE_HOME", str(tmp_path))
    normal = finished_trick_seconds(1.0, tmp_path)
    assert len(normal) == 3 and min(normal) >= 1.2, normal
    fast = finished_trick_seconds(2.0, tmp_path)  # the Speed setting scales it
    assert len(fast) == 3 and min(fast) >= 0.6 and max(fast) < min(normal), (fast, normal)
