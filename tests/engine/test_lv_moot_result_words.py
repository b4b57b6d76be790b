"""rage-lv's log (issue 30): a Moot's result was the only log line built from English words
("Trial of Sharp Words fails (9–12)." in the Portuguese table); it now speaks the language
the log is read in."""

from __future__ import annotations

from engine.games.rage_lv.views import describe
from engine.i18n import using

EVENT = {"type": "moot-result", "moot": "0.trial-by-claw.1", "passed": False, "votes": [9, 12]}


def test_a_moots_result_is_said_in_portuguese():
    with using("pt-BR"):
        failed = describe(EVENT, 0, ["Ann", "Bob"])
        passed = describe({**EVENT, "passed": True}, 0, ["Ann", "Bob"])
    assert failed == "Trial by Claw falha (9 a 12).", failed
    assert passed == "Trial by Claw é aprovada (9 a 12).", passed
