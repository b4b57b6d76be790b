"""No card field is accepted and then ignored.

The loader refuses fields it does not know (naming file, card and field); this test checks
the other half of the promise: every field of every shipped card is actually read by the rules
(play, deck building) while a game is played and the cards' moments come. The corpus and the
seed fixtures have the same check per card, around their scenarios
(test_rage_lv_corpus.py, test_rage_lv_seed_cards.py). Reads are recorded by
`engine.ccg.tracking`.
"""

from __future__ import annotations

import random
from dataclasses import replace

from engine.ccg.tracking import recording
from engine.core.play import make_bots, play_out
from engine.core.session import Session
from engine.games.rage_lv.data import CARD_DIR, cards
from engine.games.rage_lv.decks import check_pack, pack_to_json, packs
from tests.engine import test_rage_lv_rules as lv
from tests.engine import test_rage_lv_rules as rules
from tests.engine import test_rage_lv_scenarios as scenarios
from tests.engine.card_field_reads import ignored, shipped
from tests.engine.test_rage_lv_corpus import FIELD_ATTRS
from tests.engine.test_rage_lv_scenarios import next_turn


def abilities(s: Session, seat: int, card: str) -> list[dict]:
    return [
        c for c in s.legal(seat) if c.get("card") == card and c["type"] in ("action", "ability")
    ]


def use(s: Session, seat: int, command: dict) -> None:
    s.apply(seat, command)


def with_every_combat_card(pack_id: str) -> dict:
    """A starter pack whose Combat deck holds one of every shipped Combat card (as many new as
    full moons), so every Combat card's text comes up in the bot games."""
    pack = pack_to_json(packs()[pack_id])
    every = sorted(c.id for c in cards().values() if c.deck == "combat")
    pack.update(id=f"{pack_id}-all-combat", combat=dict.fromkeys(every, 1))
    return pack


def bot_games() -> None:
    """Seeded games (deterministic) where most cards come and go as in play (seed 2 since the
    heuristic keeps a heal nobody needs: the games of seeds 0 and 1 no longer pass a Moot of
    Veiled Paths)."""
    mixed = [with_every_combat_card(p) for p in (lv.AW, lv.SC, lv.HM)]
    for seed, chosen in ((0, [lv.AW, lv.SC, lv.HM]), (1, mixed), (2, mixed)):
        s = Session.new("rage-lv", 3, seed, {"packs": chosen})
        play_out(s, make_bots(s, ["random", "heuristic", "random"]), random.Random(seed), 700)


def deck_rules() -> None:
    for pack in packs().values():
        assert check_pack(pack, 20) == []
    choir = packs()[lv.SC]
    assert check_pack(replace(choir, garou=(*choir.garou, "lantern-ferry")), 25) == []


def use_while(s: Session, phase: str, card: str, otherwise: str) -> None:
    """While the game is in `phase`, the seat to act uses `card`'s ability when it may, and
    else makes the command `otherwise`."""
    while s.state.phase == phase:
        seat = lv.seat_of(s)
        found = abilities(s, seat, card)
        if found:
            use(s, seat, found[0])
        else:
            lv.act(s, seat, otherwise)


def moments() -> None:
    """The cards' own moments a short game may miss: Totem of the Deep Bell at the end of the
    turn, Main: and Alpha: abilities of Garou, a Crinos-only Pre-Combat ability, a Tribe
    Friendly Garou in play."""
    deal = {
        "0": {"garou": ["bright-scar", "cinder-howl"], "sept": ["call-the-beast", "rust-maw"]},
        "1": {"garou": ["granite-voice", "lantern-ferry"], "sept": ["deep-bell", "tremor"]},
    }
    s = lv.game(deal=deal, seed=4)
    lv.act(s, 0, "play", card="0.call-the-beast.1", by="0.bright-scar", target="0.cinder-howl")
    lv.act(s, 1, "play", card="1.deep-bell.1")
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.act(s, 1, "play", card="1.tremor.1", by="1.granite-voice", target="1.lantern-ferry")
    next_turn(s)  # the Deep Bell tolls at the end of the turn
    use_while(s, "main", "1.granite-voice", otherwise="pass")  # it heals
    lv.pass_until(s, "alpha-pick")
    while s.state.phase == "alpha-pick":
        lv.pick(s, "1.lantern-ferry" if lv.seat_of(s) == 1 else "0.bright-scar")
    use_while(s, "alpha", "0.bright-scar", otherwise="wuss")  # it draws
    deal = lv.hunt_deal(_0={"sept": ["call-the-beast", "rust-maw"]})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.call-the-beast.1", by="0.cinder-howl", target="0.cinder-howl")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.rust-maw.1")
    lv.pass_until(s, "alpha-pick")
    lv.pick(s, "1.pebble-throat")
    lv.pick(s, "0.cinder-howl")
    lv.act(s, 0, "attack", target="0.rust-maw.1")
    (howl,) = abilities(s, 0, "0.cinder-howl")  # Crinos only: it is in Crinos form
    use(s, 0, howl)
    lv.both_pass_window(s)
    # Battlefields: Neutral text for everyone, Controller text once a pack controls one.
    deal = lv.hunt_deal(_0={"sept": ["dry-wash", "glass-spring"]})
    s = lv.game(deal=deal)
    lv.act(s, 0, "play", card="0.dry-wash.1")
    lv.act(s, 1, "pass")
    lv.act(s, 0, "play", card="0.glass-spring.1")
    for bf in ("0.dry-wash.1", "0.glass-spring.1"):
        s.state.things[bf].controller = 0  # as if conquered (see test_rage_lv_scenarios)
    s.view(0)
    next_turn(s)


def drive_using(s: Session, wanted: set[str], turns: int = 3) -> None:
    """Play on quietly for a few turns, using every ability or Combat card of `wanted` cards
    (and attacking whatever can be attacked) whenever one is offered."""
    end = s.state.turn + turns
    while not s.is_over() and s.state.turn < end:
        (seat,) = s.to_act() if len(s.to_act()) == 1 else (min(s.to_act()),)
        legal = s.legal(seat)
        use = [c for c in legal if c.get("card") in wanted and c["type"] != "play"]
        attack = [c for c in legal if c["type"] == "attack"]
        play = [c for c in legal if c.get("card") in wanted and c["type"] == "play"]
        s.apply(seat, (use or play or attack or [None])[0] or quiet_choice(legal))


def quiet_choice(legal: list[dict]) -> dict:
    quiet = ("pass", "wuss", "combat-pass")
    return next((c for c in legal if c["type"] in quiet), legal[0])


def more_moments() -> None:
    """A Totem's Main: heal, a Gift's Alpha: action, an Ashen Wind Benefit, a Rite that heals
    at the Start of Turn once it is active."""
    rite = {"0": {"garou": ["granite-voice", "old-slate"], "sept": ["long-echo"]}}
    s = lv.game(deal=rite, packs=[lv.SC, lv.HM])
    while not s.is_over() and s.state.turn < 7:  # its performer never the alpha: it turns
        seat = min(s.to_act())
        legal = s.legal(seat)
        wanted = [c for c in legal if c.get("card") == "0.long-echo.1"]
        wanted += [c for c in legal if c["type"] == "pick" and c["char"] != "0.granite-voice"]
        s.apply(seat, (wanted or [quiet_choice(legal)])[0])
    wounded = {"0": {"garou": ["granite-voice", "old-slate"], "sept": ["hearth-badger"]}}
    s = lv.game(deal=wounded, packs=[lv.SC, lv.HM])
    s.state.chars["0.old-slate"].wounds = 2  # someone for the Totem to heal
    drive_using(s, {"0.hearth-badger.1"})
    deal = {"0": {"garou": ["pale-lantern"], "sept": ["sidestep", "sidestep"]}}
    s = lv.game(deal=deal, packs=[lv.HM, lv.SC])
    drive_using(s, {"0.sidestep.1", "0.sidestep.2"})
    deal = {"0": {"garou": ["cinder-howl"], "sept": ["rust-maw"], "combat": ["wildfire-lunge"] * 2}}
    s = lv.game(deal=deal, packs=[lv.AW, lv.SC])
    drive_using(s, {"0.rust-maw.1", "0.wildfire-lunge.1", "0.wildfire-lunge.2"})


def test_every_field_of_every_shipped_card_is_read_by_the_rules() -> None:
    with recording() as reads:
        deck_rules()
        moments()
        more_moments()
        scenarios.test_insight_draws_extra_combat_cards_then_discards_back_to_five()
        rules.test_sustained_rage_and_unaffordable_cards()
        bot_games()
    assert ignored(shipped(CARD_DIR), reads, FIELD_ATTRS) == {}
