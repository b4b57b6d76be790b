"""rage-lv guidance and log words found in a newcomer's Portuguese play of the relaunch (issue
30, the verification play of /work/notes/vfin): what a vote counts and why, lines that start
in lower case, and the hints for votes and fights as they stand."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using
from tests.engine import test_rage_lv_rules as lv

NAMES = ["Ann", "Ada"]


def _log(s, seat: int = 0) -> list[str]:
    rules = get_ruleset("rage-lv")
    return [
        line
        for entry in s.events_for(seat)
        for event in entry["events"]
        if (line := rules.describe(event, seat, NAMES)) is not None
    ]


def test_a_vote_says_why_it_counts_more_than_the_garous_renown() -> None:
    """The Moot panel says votes are a Garou's Renown; Ada's Pebble-in-Throat (Renown 1) "votes
    for (2)" with no reason. The Stone Choir's Tribe card gives each of its Garou +1 vote: the
    log now names it, in both languages."""
    deal = {
        "0": {"garou": ["cinder-howl"]},
        "1": {"garou": ["pebble-throat"], "sept": ["still-water"]},
    }
    s = lv.game(deal=deal)
    while s.to_act() != {1}:
        lv.act(s, lv.seat_of(s), "pass")
    lv.act(s, 1, "play", card="1.still-water.1", by="1.pebble-throat")
    lv.pass_until(s, "vote")
    lines = _log(s)
    assert "Pebble-in-Throat votes for (2: Renown 1 +1 Stone Choir)." in lines, lines
    with using("pt-BR"):
        lines = _log(s)
    assert "Pebble-in-Throat vota a favor (2: Renome 1 +1 Stone Choir)." in lines, lines


def test_a_log_line_starts_with_a_capital_in_portuguese() -> None:
    """ "o guardião de The Dry Wash -1 Fúria" opened a log line in lower case."""
    rules = get_ruleset("rage-lv")
    event = {
        "type": "lasting",
        "kind": "modify",
        "on": "guardian:0.dry-wash.1",
        "key": "rage",
        "amount": -1,
        "until": "combat",
    }
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and line.startswith("O guardião de The Dry Wash -1"), line


def _two_moots(mine: tuple[str, ...] = ("cinder-howl",)):
    """Ann (seat 0, Cinder Howl alone) calls Call to the Hunt, Ada (seat 1) Moot of Still
    Water; the vote on Ann's is on, Cinder Howl voting for it as its caller must."""
    deal = {
        "0": {"garou": list(mine), "sept": ["call-to-hunt"]},
        "1": {"garou": ["pebble-throat", "old-slate"], "sept": ["still-water"]},
    }
    s = lv.game(deal=deal)
    played = set()
    while len(played) < 2:
        seat = lv.seat_of(s)
        card = {0: "0.call-to-hunt.1", 1: "1.still-water.1"}[seat]
        if seat in played:
            lv.act(s, seat, "pass")
            continue
        lv.act(s, seat, "play", card=card, by={0: "0.cinder-howl", 1: "1.pebble-throat"}[seat])
        played.add(seat)
    lv.pass_until(s, "vote")
    return s


def test_a_player_whose_garou_have_all_voted_is_told_why_and_to_pass() -> None:
    """vfin #4a: none of the person's Garou could vote (each votes once a turn), yet the bar
    said "Cast your vote on the Moot panel, or Pass" over a panel with no vote button, and the
    hint said "Stop voting on Trial of Sharp Words" to a player who never voted on it."""
    from engine.games.rage_lv.hints import reason
    from engine.games.rage_lv.vote_stakes import no_vote

    s = _two_moots()
    while s.state.moots and s.state.moots[0].iid != "1.still-water.1":
        lv.act(s, lv.seat_of(s), "pass")
    while lv.seat_of(s) != 0:
        lv.act(s, 1, "pass")
    assert s.legal(0) == [{"type": "pass"}]
    view = s.view(0)
    said = no_vote(view)
    assert said == "None of your Garou can vote now: Cinder Howl has voted this turn.", said
    line = reason(view, {"type": "pass"}, None, NAMES)
    assert line.startswith(said + " Pass."), line
    assert "Stop voting" not in line
    with using("pt-BR"):
        line = reason(view, {"type": "pass"}, None, NAMES)
    assert line.startswith(
        "Nenhum dos seus Garou pode votar agora: Cinder Howl já votou neste turno. Passe."
    ), line


def test_passing_on_a_rivals_moot_says_what_it_does_if_it_passes() -> None:
    """vfin #4c: "Stop voting on Moot of Still Water: … it passes" left out that it gives the
    rival Renown."""
    from engine.games.rage_lv.hints import reason

    s = _two_moots(("cinder-howl", "ember-tooth"))
    while s.state.moots[0].iid != "1.still-water.1":
        lv.act(s, lv.seat_of(s), "pass")
    while lv.seat_of(s) != 0:
        lv.act(s, 1, "pass")
    view = s.view(0)
    assert view["moots"][0]["seat"] == 1 and len(s.legal(0)) > 1
    line = reason(view, {"type": "pass"}, None, NAMES)
    assert line.startswith("Pass on Moot of Still Water: at "), line
    assert "speaks for Ada, who called it, not for you: " in line, line
    assert "Renown to your Victory Pile" in line, line


def test_a_vote_on_a_moot_already_won_is_not_advised() -> None:
    """vfin #4b: the hint said to vote with Ember-Tooth for the player's own Call to the Hunt,
    6 to 0 with the rival passed: the player's other Garou were counted as votes that might go
    against it. Such a vote only spends the Garou's one vote of the turn."""
    from engine.games.rage_lv.expert import wasted_vote
    from engine.games.rage_lv.vote_stakes import stakes

    deal = {
        "0": {"garou": ["cinder-howl", "ember-tooth", "soot-runner"], "sept": ["call-to-hunt"]},
        "1": {"garou": ["pebble-throat"]},
    }
    s = lv.game(deal=deal)
    while s.to_act() != {0}:
        lv.act(s, lv.seat_of(s), "pass")
    lv.act(s, 0, "play", card="0.call-to-hunt.1", by="0.cinder-howl")
    lv.pass_until(s, "vote")
    lv.act(s, 1, "pass")  # the rival passes: Cinder Howl's 4 for, nothing can come against
    # (Soot Runner's 2 were counted as votes that might go against: "it can change the result")
    vote = {"type": "vote", "char": "0.ember-tooth", "side": "for"}
    assert vote in s.legal(0)
    count = stakes(s.view(0), "0.ember-tooth")
    assert count is not None and not count.changes(True) and count.passes_anyway, count
    assert wasted_vote(s.view(0), vote)


def test_the_bot_never_weakens_the_prey_it_fights_for() -> None:
    """vfin #23: the bot played Challenge Howl (-1 Rage) on the Enemy it fought for, twice in
    one game: the Enemy is no player's, so the bot took it for a rival's. Heuristic games
    (seed 1) are walked; wherever a seat fights for prey with no owner and may lower its Rage,
    the bot does something else."""
    import random

    from engine.core.play import bot_turn, make_bots
    from engine.core.session import Session
    from engine.games.rage_lv.state import card_of

    def weakens(cmd: dict, fighter: str) -> bool:
        if cmd["type"] != "combat-event" or cmd.get("target") != fighter:
            return False
        return any(e.do == "modify" and e.amount < 0 for e in card_of(cmd["card"]).effects)

    s = Session.new("rage-lv", 2, 1, {"packs": ["ashen-wind", "stone-choir"]})
    bots = make_bots(s, ["heuristic"] * 2)
    rng, seen = random.Random(1), 0
    for _ in range(700):
        if s.is_over():
            break
        for seat in sorted(s.to_act()):
            view, legal = s.view(seat), s.legal(seat)
            combat = view.get("combat")
            if not combat or seat not in combat["seats"]:
                continue
            fighter = (combat["hunter"], combat["prey"])[combat["seats"].index(seat)]
            if any(weakens(c, fighter) for c in legal):
                seen += 1
                for r in range(4):  # ties are broken at random: every way they fall
                    choice = bots[seat].choose(view, legal, random.Random(r))
                    assert not weakens(choice, fighter), (seat, fighter, choice)
        assert bot_turn(s, bots, rng)
    assert seen, "no moment to judge"


def _heuristic_moment(seed: int, commands: int):
    import random

    from engine.core.play import bot_turn, make_bots
    from engine.core.session import Session

    s = Session.new("rage-lv", 2, seed, {"packs": ["ashen-wind", "stone-choir"]})
    bots = make_bots(s, ["heuristic"] * 2)
    rng = random.Random(seed)
    for _ in range(commands):
        assert bot_turn(s, bots, rng)
    return s


def test_the_hint_never_spends_a_card_that_cancels_nothing() -> None:
    """vfin #9: "Play Spirit Rebuke … Cancel every combat bonus on the opposing combatant" was
    the hint where that combatant had no bonus; the log showed only the card revealed and
    discarded. Where the foe has a combat bonus, the card may still be advised."""
    import random

    from engine.ai.hints import hint
    from engine.ai.search import SearchSettings
    from engine.games.rage_lv.expert import cancels_nothing

    budget = SearchSettings(rollouts=12, min_worlds=2, max_cpu_seconds=60, max_seconds=120)
    rebuke = {"type": "combat-event", "card": "0.spirit-rebuke.1", "target": None}
    for seed, commands in ((1, 44), (5, 27)):
        s = _heuristic_moment(seed, commands)
        view, legal = s.view(0), s.legal(0)
        assert rebuke in legal and cancels_nothing(view, rebuke, 0)
        said = [hint("rage-lv", view, legal, random.Random(r), budget) for r in range(4)]
        assert all(h is not None and h.command != rebuke for h in said), said
    s = _heuristic_moment(3, 152)  # the foe has a combat bonus: the card would cancel it
    assert not cancels_nothing(s.view(0), rebuke, 0)


def test_a_card_played_to_attack_is_not_said_to_block() -> None:
    """vfin #9: "Play Feint and Dodge: 2 damage and 2 block" at the attack step, where the
    first card of a round attacks and its block does not count."""
    from engine.games.rage_lv.hints import reason

    s = _heuristic_moment(1, 107)
    view = s.view(0)
    feint = {"type": "combat-card", "card": "0.feint.2"}
    assert view["combat"]["step"] == "attack" and feint in s.legal(0)
    line = reason(view, feint, None, NAMES)
    assert "block does not count" in line and "2 block" not in line, line
    with using("pt-BR"):
        line = reason(view, feint, None, NAMES)
    assert "o bloqueio de quem ataca não conta" in line, line


def test_passing_with_no_attack_after_an_idle_round_says_the_combat_ends() -> None:
    """vfin #9: with no attack card and the foe idle the round before, the hint said "This
    round ends and Pallid Drone takes the initiative next round": there was no next round,
    the combat ended (two rounds with no attack)."""
    import random

    from engine.ai.hints import hint
    from engine.ai.search import SearchSettings

    s = _heuristic_moment(1, 50)
    view, legal = s.view(0), s.legal(0)
    assert view["combat"]["step"] == "attack" and legal == [{"type": "combat-pass"}]
    budget = SearchSettings(rollouts=4, min_worlds=2, max_cpu_seconds=60, max_seconds=120)
    said = hint("rage-lv", view, legal, random.Random(0), budget)
    assert said is not None, said
    assert "combat ends here" in said.reason and "next round" not in said.reason, said.reason


def test_portuguese_says_baralho_for_a_deck() -> None:
    """vfin #13: "descarta Lost Hiker do topo do deck de seita", where the rest of the game
    (its menu's "Montar baralho", the 1995 table's "Baralhos") says baralho: one word."""
    import re
    from pathlib import Path

    rules = get_ruleset("rage-lv")
    event = {"type": "discard", "seat": 0, "cards": ["0.lost-hiker.1"], "from": "deck"}
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line == "Ann descarta Lost Hiker do topo do baralho de seita.", line
    po = Path("engine/i18n/locale/pt_BR/LC_MESSAGES/rage_table.po").read_text(encoding="utf-8")
    said, inside = [], False
    for ln in po.splitlines():  # the translations' lines, continuations included
        inside = ln.startswith("msgstr") or (inside and ln.startswith('"'))
        if inside:
            said.append(ln)
    decks = [ln for ln in said if re.search(r"(?<![{_])\b[Dd]ecks?\b(?!\})", ln)]
    assert decks == [], decks


def test_a_moot_that_moves_the_umbra_says_what_the_new_level_does() -> None:
    """vfin #19: "Call to the Hunt: Move the Umbra marker 2 points down" was advised with no
    word of why it helps: the hint now says the level it reaches and what that level does."""
    from engine.games.rage_lv.hints import reason

    deal = {"0": {"garou": ["cinder-howl"], "sept": ["call-to-hunt"]}}
    s = lv.game(deal=deal)
    while s.to_act() != {0}:
        lv.act(s, lv.seat_of(s), "pass")
    view = s.view(0)
    call = {"type": "play", "card": "0.call-to-hunt.1", "by": "0.cinder-howl"}
    assert call in s.legal(0) and view["umbra"] in range(6, 11), view["umbra"]
    line = reason(view, call, None, NAMES)
    assert "The Umbra goes from level 2 to level 1: " in line, line
    assert "+1 Sept draw" in line and "Crossing is free" in line, line
    with using("pt-BR"):
        line = reason(view, call, None, NAMES)
    assert "A Umbra passa do nível 2 para o nível 1: " in line, line
