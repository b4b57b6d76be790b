"""rage-lv's table answers `performer` (the shared card language's "the character who played
this card", as in a condition {"is": "performer"}): an active Rite names the shapeshifter who
performed it. Before, rage-lv's view left it to the kernel's default (nobody), so such a
condition never held in rage-lv, though its Rites record their performer."""

from __future__ import annotations

from engine.games.rage_lv.stats import LvView
from tests.engine import test_rage_lv_rules as lv
from tests.engine.test_rage_lv_scenarios import drive

KIN_RITE = {
    "id": "test-rite-of-the-watchful-kin",
    "name": "Rite of the Watchful Kin",
    "type": "rite",
    "gnosis_cost": 1,
    "duration": 1,
    "effects": [
        {
            "when": "main",
            "do": "heal",
            "amount": 1,
            "target": {"each": "character", "if": {"is": "performer"}},
        }
    ],
}


def test_an_active_rites_performer_is_the_character_who_played_it() -> None:
    deal = {
        "0": {"garou": ["cinder-howl", "soot-runner"], "sept": [KIN_RITE["id"]]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal, cards=[KIN_RITE])
    rite = f"0.{KIN_RITE['id']}.1"
    lv.act(s, 0, "play", card=rite, on="0.cinder-howl")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.soot-runner")  # the performer stays home: the Rite turns
    drive(s, lambda g: g.state.phase == "main" and g.state.turn == 2)
    assert s.state.things[rite].host is None  # active
    assert LvView(s.state).performer(rite) == "0.cinder-howl"
    lv.char(s, "0.cinder-howl").wounds = 2
    lv.char(s, "0.soot-runner").wounds = 2
    use = [c for c in s.legal(0) if c["type"] == "action" and c["card"] == rite]
    assert use, s.legal(0)
    lv.act(s, 0, "action", **{k: v for k, v in use[0].items() if k != "type"})
    # the performer is healed, the other character is not
    assert lv.char(s, "0.cinder-howl").wounds == 1
    assert lv.char(s, "0.soot-runner").wounds == 2
