"""rage-lv log (issue 30, a play in a real window): a fight where no one attacked ended on
"The combat ends." with nothing more, after two rounds once and four rounds another time, and
a newcomer could not tell a rule from a card. The combat's end now carries why it ended, and
the log line says it (seed 000: "If neither combatant attacks in a round, combat ends")."""

from __future__ import annotations

import random

from engine.core.play import bot_turn, make_bots
from engine.core.session import Session
from engine.games.rage_lv.views import WHY_OVER
from engine.i18n import using

NAMES = ["Ada", "Bruno"]


def _ends(seed: int, turns: int = 400) -> tuple[Session, list[dict]]:
    session = Session.new("rage-lv", 2, seed)
    bots = make_bots(session, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(turns):
        if not bot_turn(session, bots, rng):
            break
    ends = [e for entry in session.entries for e in entry["events"] if e["type"] == "combat-end"]
    return session, ends


def test_every_combat_end_says_why_and_the_log_line_names_it():
    seen: set[str] = set()
    for seed in (1, 2, 3):
        session, ends = _ends(seed)
        assert ends, seed
        for end in ends:
            assert end.get("why") in WHY_OVER, end
            seen.add(end["why"])
            line = session.ruleset.describe(end, 0, NAMES)
            assert line is not None and line.startswith("The combat ends: "), line
            with using("pt-BR"):
                pt = session.ruleset.describe(end, 0, NAMES)
            assert pt is not None and pt.startswith("O combate termina: "), pt
    # the two ways bot games end their fights most: a death, and no one attacking
    assert {"dead", "idle"} <= seen, seen


def test_an_end_recorded_before_the_reason_existed_still_reads():
    rules = Session.new("rage-lv", 2, 2).ruleset
    old = {"type": "combat-end", "kind": "attack", "dead": [], "battlefield": None}
    assert rules.describe(old, 0, NAMES) == "The combat ends."
