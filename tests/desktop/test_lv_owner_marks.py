"""Two packs of one set bring two alike cards: the relaunch table says whose each is (issue 30,
a newcomer's 4-seat game at 1280x720). The Moot panel said "target Cinder Howl" while both
Chloé and the player had one (only the log said whose), so the player could vote to save the
wrong wolf; and two Cinder Howl alphas in the Hunting Grounds looked the same. Judged on what
the window draws, on moments of a real bot game of two Ashen Wind packs."""

from __future__ import annotations

import pytest

from desktop.game.controllers import bot, person
from desktop.screens.rage_lv import layout
from tests.desktop.layout_trace import trace_frame
from tests.desktop.test_ccg_support import bots_played, drawn_question, traced_table

TWIN_PACKS = ("ashen-wind", "ashen-wind")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_the_moot_panel_says_whose_target_it_is(display, size) -> None:
    session = bots_played(254, seed=1, packs=TWIN_PACKS)
    assert session.view(0)["moots"][0]["target"] == "0.cinder-howl"
    with traced_table(session, "en", size) as (app, _table):
        said = " ".join(m.text for _, m in trace_frame(app).texts())
    assert "target Cinder Howl (yours)" in said, said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_each_character_in_the_hunting_grounds_names_its_player(display, language) -> None:
    session = bots_played(31, seed=1, packs=TWIN_PACKS)
    hunting = [c for c in session.view(0)["chars"] if c["where"] == "hunting" and c["pack"]]
    assert {c["iid"] for c in hunting} == {"0.cinder-howl", "1.cinder-howl"}
    with traced_table(session, language, (1280, 720), moot=False) as (app, _table):
        drawn = [m for _, m in trace_frame(app).texts()]
    band = layout.HUNT
    for name in ("Ann", "Bob"):
        assert any(m.text == name and band.contains(m.rect) for m in drawn), (
            name,
            [(m.text, m.rect) for m in drawn if band.colliderect(m.rect)],
        )


def test_the_moot_target_list_puts_the_others_characters_first(display) -> None:
    """Found in the same game: Trial of Sharp Words listed the player's own six characters
    first, as 1–6, the likely targets (the others') under them. (343 commands in until the
    heuristic stopped weakening the prey it fights for, issue 30.)"""
    session = bots_played(347, seed=4)
    assert session.view(0)["prompt"]["kind"] == "moot-target"
    _drawn, rows = drawn_question(session, [person("Ann"), bot("Bob")])
    targets = [r for r in rows if r.startswith("Target ")]
    owners = ["Ann" if r.endswith("(yours)") else "Bob" if r.endswith("(Bob)") else "prey"
              for r in targets]  # fmt: skip
    assert owners == sorted(owners, key=["Bob", "prey", "Ann"].index), rows
    assert owners[0] == "Bob" and owners[-1] == "Ann", rows
