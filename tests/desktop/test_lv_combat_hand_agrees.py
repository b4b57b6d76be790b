"""The Combat hand's marks and caption agree with the bar (pl34b #14, 4 seats at 1920x1080):
as a bystander in Mid-Combat, Spirit Rebuke showed "OUT" while the bar said "Combat: no card
can be played now"; fighting with one card of five playable, the caption said "click a card to
play it"; the one playable card's caption then said "click it" beside a Hint to Pass (pl40a
#4). Judged on what the combat panel draws, on moments of a 4-seat bot game."""

from __future__ import annotations

import pytest

from desktop.screens.rage_lv.art_data import SCOPE_LABELS
from engine.core.session import Session
from engine.i18n import _, using
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import seats_played, traced_table
from tests.desktop.test_lv_crowded_opponents import NAMES
from tests.desktop.test_lv_hunt_plates_whole import PACKS


def _drawn(session: Session, language: str) -> tuple[list[str], dict[str, str]]:
    """The texts the table draws on `session`, and the words it was to draw, in `language`."""
    with traced_table(session, language, moot=False) as (app, _table), using(app.translations):
        said = {
            "out": _(SCOPE_LABELS["out"]).upper(),
            "none": _("Your Combat hand: not your fight; no card can help now"),
            "only": _("Your Combat hand: only {card} can be played now"),
            "howl": "Challenge Howl",
        }
        return [m.text for _i, m in trace_frame(app).texts()], said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_bystander_sees_no_out_mark_when_no_card_can_be_played(display, language) -> None:
    session = seats_played(NAMES, 131, 3, PACKS)
    view = session.view(0)
    assert view["combat"] and 0 not in view["combat"]["seats"]
    assert "0.spirit-rebuke.2" in view["players"][0]["combat_hand"]
    assert not [c for c in session.legal(0) if c["type"] in ("combat-card", "combat-event")]
    drawn, said = _drawn(session, language)
    assert said["out"] not in drawn, drawn
    assert said["none"] in drawn, drawn


def test_the_one_playable_combat_card_is_named(display) -> None:
    session = seats_played(NAMES, 108, 3, PACKS)
    plays = {c["card"] for c in session.legal(0) if c["type"] in ("combat-card", "combat-event")}
    assert plays == {"0.challenge-howl.1"} and len(session.view(0)["players"][0]["combat_hand"]) > 1
    drawn, said = _drawn(session, "en")
    assert said["only"].format(card=said["howl"]) in drawn, drawn
    # that it can be played, not that it should: the Hint may say Pass (pl40a #4)
    assert not any("click it" in t or "Enter on it" in t for t in drawn), drawn
