"""The test corpus, part two (issue 28): our own rage-lv cards that use the card language's
newer constructs (tests/engine/fixtures/rage_lv_corpus_constructs.json). Each card has a
stacked-deck scenario that plays it through game commands and checks what its printed words
say, in English and in Portuguese.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.session import Session
from engine.games.rage_lv import data, stats
from engine.games.rage_lv.data import extra_cards, extra_table, load_extra
from tests.engine.corpus_kit import Scenarios, corpus, corpus_tests
from tests.engine.test_rage_lv_corpus import alphas, g, hand, play
from tests.engine.test_rage_lv_rules import act, char, seat_of
from tests.engine.test_rage_lv_scenarios import next_turn, quiet

CORPUS = corpus("rage_lv_corpus_constructs.json")
OWN = extra_table(CORPUS)
SCENARIOS = scenario = Scenarios()


def game(**deal: Any) -> Session:
    return g(corpus=CORPUS, **deal)


def targets_by(s: Session, seat: int, card: str, by: str) -> set[Any]:
    """The targets the seat may choose for `card` played by the character `by`."""
    iid = f"{seat}.{card}.1"
    return {c.get("target") for c in s.legal(seat) if c.get("card") == iid and c.get("by") == by}


def stat(s: Session, iid: str, name: str) -> int:
    with extra_cards(OWN):
        return stats.stat(s.state, char(s, iid), name)


def gifted(card: str, bearer: str) -> Session:
    """Seat 0 attaches `card` to `bearer`, then plays a Rust-Maw Hulk (prey for a hunt)."""
    s = game(sept0=(card, "rust-maw"))
    play(s, 0, card, on=bearer)
    act(s, 1, "pass")
    play(s, 0, "rust-maw")
    return s


def hunt_with(s: Session, hunter: str, prey: str = "0.rust-maw.1") -> None:
    """The alphas are `hunter` and Pebble-in-Throat; `hunter` attacks `prey`."""
    alphas(s, mine=hunter)
    while seat_of(s) != 0 or s.state.phase != "alpha":
        quiet(s)
    act(s, 0, "attack", target=prey)


#: each card's generated rules text, in English and in Portuguese
TEXTS = {
    "b-undercut": (
        "Deal 2 damage to target character if it has lower Rage than this character.",
        "Cause 2 de dano ao personagem alvo se ele tiver menos Fúria que este personagem.",
    ),
    "b-thorn-hide": (
        "At the start of each combat, deal 1 damage to the character attacking this character.",
        "No início de cada combate, cause 1 de dano ao personagem que ataca este personagem.",
    ),
    "b-cowing-snarl": (
        "While in play, each opposing combatant gets -1 Rage.",
        "Enquanto estiver em jogo, cada combatente oponente recebe -1 de Fúria.",
    ),
    "b-answer-in-kind": (
        "In. Pre-Combat: This character gets +2 Damage until the end of combat"
        " if the character attacking this character is Garou.",
        "Dentro. Pré-Combate: Este personagem recebe +2 de Dano até o fim do combate"
        " se o personagem que ataca este personagem for Garou.",
    ),
    "b-blood-remembers": (
        "When this character changes form, this character gets +2 Damage until the end of the"
        " turn if it is in Crinos form.",
        "Quando este personagem mudar de forma, este personagem recebe +2 de Dano até o fim do"
        " turno se ele estiver na forma Crinos.",
    ),
    "b-moon-watcher": (
        "Whenever a Garou changes form, you draw 1 Sept card.",
        "Sempre que um Garou mudar de forma, você compra 1 carta de seita.",
    ),
    "b-marked-for-the-hunt": (
        "Deal 1 damage to target character. Once per turn for each target, counting every"
        " player's copies.",
        "Cause 1 de dano ao personagem alvo. Uma vez por turno para cada alvo, contando as"
        " cópias de todos os jogadores.",
    ),
    "b-shared-brand": (
        "Main: Pay 1 Rage: target character gets -1 Rage until the end of the turn. Once per"
        " turn for each target, counting every player's copies.",
        "Principal: Pague 1 de Fúria: o personagem alvo recebe -1 de Fúria até o fim do turno."
        " Uma vez por turno para cada alvo, contando as cópias de todos os jogadores.",
    ),
    "b-break-the-change": (
        "Cancel target attached card held by a character that is in Crinos form.",
        "Cancele a carta anexada alvo que esteja com um personagem na forma Crinos.",
    ),
    "b-shame-the-armed": (
        "Cancel target Weapon attached card held by a wounded character.",
        "Cancele a carta anexada Arma alvo que esteja com um personagem ferido.",
    ),
    "b-light-sleeper": (
        "While in play, this character cannot be attacked through a card's effect (a sneak"
        " attack).",
        "Enquanto estiver em jogo, este personagem não pode ser atacado por meio do efeito de"
        " uma carta (um ataque furtivo).",
    ),
    "b-open-challenge": (
        "While in play, this character cannot attack through a card's effect (a sneak attack).",
        "Enquanto estiver em jogo, este personagem não pode atacar por meio do efeito de uma"
        " carta (um ataque furtivo).",
    ),
    "b-quarry-brute": (
        "Built-in Weapon (no Equipment card; it cannot be given another Weapon). While in"
        " play, this character gets +1 Damage.",
        "Tem Arma embutida (sem carta de Equipamento; não pode receber outra carta Arma)."
        " Enquanto"
        " estiver em jogo, este personagem recebe +1 de Dano.",
    ),
    "b-snap-the-blade": (
        "Deal 2 damage to target character if it has a Weapon attached.",
        "Cause 2 de dano ao personagem alvo se ele tiver uma carta Arma anexada.",
    ),
    "b-crown-of-fury": (
        "While in play, each character in your pack gets +1 Damage if it has Rage 5 or more."
        " It reads stats as they are, with every modifier.",
        "Enquanto estiver em jogo, cada personagem da sua matilha recebe +1 de Dano se tiver"
        " Fúria 5 ou mais. Lê os atributos como estão, com todos os modificadores.",
    ),
    "b-measured-stare": (
        "At the start of each combat, this character gets +2 Damage until the end of combat"
        " if the opposing combatant has higher Rage than this character.",
        "No início de cada combate, este personagem recebe +2 de Dano até o fim do combate"
        " se o combatente oponente tiver mais Fúria que este personagem.",
    ),
}

(
    test_every_card_loads_and_has_a_scenario_flavor_and_both_texts,
    test_card_does_what_its_text_says,
    test_the_generated_text_in_english_and_portuguese,
) = corpus_tests(CORPUS, OWN, SCENARIOS, TEXTS, data)


# -- comparing two creatures ----------------------------------------------------------------------
@scenario("b-undercut")
def _undercut() -> None:
    s = game(sept0=("call-the-beast", "b-undercut"))
    # Cinder Howl (Rage 4) may hit only who has less Rage; Soot Runner (3) hits no one.
    lower = {"0.soot-runner", "1.pebble-throat", "1.granite-voice"}
    assert targets_by(s, 0, "b-undercut", "0.cinder-howl") == lower
    assert targets_by(s, 0, "b-undercut", "0.soot-runner") == set()
    # In Crinos form Pebble-in-Throat has Rage 5: no longer lower than Cinder Howl's.
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="1.pebble-throat")
    act(s, 1, "pass")
    assert char(s, "1.pebble-throat").crinos
    assert targets_by(s, 0, "b-undercut", "0.cinder-howl") == lower - {"1.pebble-throat"}
    play(s, 0, "b-undercut", by="0.cinder-howl", target="1.granite-voice")
    assert char(s, "1.granite-voice").wounds == 2
    assert "0.b-undercut.1" not in hand(s, 0)


@scenario("b-measured-stare")
def _measured_stare() -> None:
    # Soot Runner (Rage 3) hunts the Rust-Maw Hulk (Rage 4): +2 Damage for the combat.
    s = gifted("b-measured-stare", "0.soot-runner")
    base = stat(s, "0.soot-runner", "damage")
    hunt_with(s, "0.soot-runner")
    assert s.state.combat is not None
    assert stat(s, "0.soot-runner", "damage") == base + 2
    # Cinder Howl (Rage 4) against the same Hulk (4): not higher, no bonus.
    s = gifted("b-measured-stare", "0.cinder-howl")
    base = stat(s, "0.cinder-howl", "damage")
    hunt_with(s, "0.cinder-howl")
    assert s.state.combat is not None
    assert stat(s, "0.cinder-howl", "damage") == base


# -- combat roles ---------------------------------------------------------------------------------
def challenged(sept1: tuple[str, ...] = (), **deal: Any) -> Session:
    """Seat 1 holds `sept1` (played on Granite Voice in its Main Phase); Cinder Howl then
    challenges Granite Voice, who accepts: Cinder Howl is the attacker."""
    s = game(sept1=sept1, **deal)
    act(s, 0, "pass")
    for card in sept1:
        play(s, 1, card, on="1.granite-voice")
        if seat_of(s) == 0:
            act(s, 0, "pass")
    alphas(s)
    while seat_of(s) != 0 or s.state.phase != "alpha":
        quiet(s)
    act(s, 0, "challenge", target="1.granite-voice")
    act(s, 1, "choose", kind="challenge", option="accept")
    return s


@scenario("b-thorn-hide")
def _thorn_hide() -> None:
    # Attacked: whoever attacks Granite Voice takes 1 damage as the combat begins.
    s = challenged(sept1=("b-thorn-hide",))
    assert s.state.combat is not None and s.state.combat.hunter == "0.cinder-howl"
    assert char(s, "0.cinder-howl").wounds == 1
    # Attacking: Cinder Howl, the hunter, has no attacker; the Hulk is not hurt.
    s = gifted("b-thorn-hide", "0.cinder-howl")
    hunt_with(s, "0.cinder-howl")
    assert s.state.combat is not None
    assert char(s, "0.rust-maw.1").wounds == 0 and char(s, "0.cinder-howl").wounds == 0


@scenario("b-cowing-snarl")
def _cowing_snarl() -> None:
    s = gifted("b-cowing-snarl", "0.cinder-howl")
    assert stat(s, "0.rust-maw.1", "rage") == 4  # no fight yet: no opponent
    hunt_with(s, "0.cinder-howl")
    assert stat(s, "0.rust-maw.1", "rage") == 4 - 1
    assert stat(s, "1.pebble-throat", "rage") == 3  # not in this fight
    drive_out(s)
    if "0.rust-maw.1" in s.state.chars:
        assert stat(s, "0.rust-maw.1", "rage") == 4


@scenario("b-answer-in-kind")
def _answer_in_kind() -> None:
    # Granite Voice, challenged by a Garou, strikes back harder.
    s = challenged(combat1=("b-answer-in-kind", "brace", "brace", "roll-away", "feint"))
    base = stat(s, "1.granite-voice", "damage")
    while seat_of(s) != 1:
        act(s, 0, "combat-pass")
    act(s, 1, "combat-event", card="1.b-answer-in-kind.1", target=None)
    assert stat(s, "1.granite-voice", "damage") == base + 2
    # The hunter has no attacker: played by Cinder Howl, it gives nothing.
    combat0 = ("b-answer-in-kind", "claw-rake", "claw-rake", "pounce", "scorch")
    s = game(sept0=("rust-maw",), combat0=combat0)
    play(s, 0, "rust-maw")
    hunt_with(s, "0.cinder-howl")
    base = stat(s, "0.cinder-howl", "damage")
    offered = [c for c in s.legal(0) if c.get("card") == "0.b-answer-in-kind.1"]
    if offered:
        act(s, 0, "combat-event", card="0.b-answer-in-kind.1", target=None)
    assert stat(s, "0.cinder-howl", "damage") == base


# -- a change of form -------------------------------------------------------------------------------
@scenario("b-blood-remembers")
def _blood_remembers() -> None:
    s = game(sept0=("b-blood-remembers", "call-the-beast"))
    play(s, 0, "b-blood-remembers", on="0.soot-runner")
    act(s, 1, "pass")
    base = stat(s, "0.soot-runner", "damage")
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="0.soot-runner")
    assert char(s, "0.soot-runner").crinos
    assert stat(s, "0.soot-runner", "damage") == base + 2
    # The End Phase brings it back to Breed form: a change, but not to Crinos.
    next_turn(s)
    assert not char(s, "0.soot-runner").crinos
    assert stat(s, "0.soot-runner", "damage") == base


@scenario("b-moon-watcher")
def _moon_watcher() -> None:
    s = game(sept0=("b-moon-watcher", "call-the-beast"), deck0=("tremor", "tremor", "tremor"))
    play(s, 0, "b-moon-watcher")
    act(s, 1, "pass")
    play(s, 0, "call-the-beast", by="0.cinder-howl", target="1.pebble-throat")
    assert char(s, "1.pebble-throat").crinos
    assert "0.tremor.1" in hand(s, 0)
    # The End Phase turns Pebble-in-Throat back to Breed form: a change too, another card.
    next_turn(s)
    assert not char(s, "1.pebble-throat").crinos
    events = [e for entry in s.entries for e in entry["events"]]
    after_flips = [events[i + 1] for i, e in enumerate(events) if e["type"] == "flip"]
    assert [(e["type"], e["seat"], e["cards"]) for e in after_flips] == [
        ("draw", 0, ["0.tremor.1"]),
        ("draw", 0, ["0.tremor.2"]),
    ]


# -- one copy per character, counting every player's copies --------------------------------------
@scenario("b-marked-for-the-hunt")
def _marked_for_the_hunt() -> None:
    s = game(sept0=("b-marked-for-the-hunt",) * 2, sept1=("b-marked-for-the-hunt",))
    everyone = {"0.cinder-howl", "0.soot-runner", "1.granite-voice", "1.pebble-throat"}
    assert targets_by(s, 0, "b-marked-for-the-hunt", "0.cinder-howl") == everyone
    play(s, 0, "b-marked-for-the-hunt", by="0.cinder-howl", target="1.granite-voice")
    assert char(s, "1.granite-voice").wounds == 1
    # Another player's copy may not mark Granite Voice again this turn; the rest it may.
    left = everyone - {"1.granite-voice"}
    assert targets_by(s, 1, "b-marked-for-the-hunt", "1.pebble-throat") == left
    act(s, 1, "pass")
    second = {c.get("target") for c in s.legal(0) if c.get("card") == "0.b-marked-for-the-hunt.2"}
    assert second == left  # nor the same player's second copy
    next_turn(s)
    drive_to_main(s)
    if seat_of(s) == 0:
        act(s, 0, "pass")
    # A new turn: Granite Voice may be marked again.
    assert "1.granite-voice" in targets_by(s, 1, "b-marked-for-the-hunt", "1.pebble-throat")


def drive_to_main(s: Session) -> None:
    while s.state.phase != "main":
        quiet(s)


@scenario("b-shared-brand")
def _shared_brand() -> None:
    s = game(sept0=("b-shared-brand",), sept1=("b-shared-brand",))
    play(s, 0, "b-shared-brand", on="0.cinder-howl")
    play(s, 1, "b-shared-brand", on="1.granite-voice")
    next_turn(s)
    drive_to_main(s)
    mine = "0.b-shared-brand.1"
    theirs = "1.b-shared-brand.1"
    seat = seat_of(s)
    first, other = (mine, theirs) if seat == 0 else (theirs, mine)
    use = next(
        c for c in s.legal(seat) if c.get("card") == first and c.get("target") == "1.pebble-throat"
    )
    act(s, seat, "action", **{k: v for k, v in use.items() if k != "type"})
    if seat_of(s) == seat:
        act(s, seat, "pass")
    assert stat(s, "1.pebble-throat", "rage") == 3 - 1
    rest = {
        c.get("target")
        for c in s.legal(1 - seat)
        if c.get("card") == other and c["type"] == "action"
    }
    assert rest and "1.pebble-throat" not in rest  # the other player's copy: not that target


# -- which creature holds a target card ---------------------------------------------------------
@scenario("b-break-the-change")
def _break_the_change() -> None:
    s = game(sept0=("obsidian-knuckles", "call-the-beast"), sept1=("b-break-the-change",))
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    assert targets_by(s, 1, "b-break-the-change", "1.pebble-throat") == set()  # Breed form
    act(s, 1, "pass")
    play(s, 0, "call-the-beast", by="0.soot-runner", target="0.cinder-howl")
    assert char(s, "0.cinder-howl").crinos
    assert targets_by(s, 1, "b-break-the-change", "1.pebble-throat") == {"0.obsidian-knuckles.1"}
    play(s, 1, "b-break-the-change", by="1.pebble-throat", target="0.obsidian-knuckles.1")
    assert "0.obsidian-knuckles.1" in s.state.players[0].sept_discard


@scenario("b-shame-the-armed")
def _shame_the_armed() -> None:
    s = game(sept0=("obsidian-knuckles",), sept1=("tremor", "b-shame-the-armed"))
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    assert targets_by(s, 1, "b-shame-the-armed", "1.pebble-throat") == set()  # unwounded
    play(s, 1, "tremor", by="1.pebble-throat", target="0.cinder-howl")
    assert char(s, "0.cinder-howl").wounds == 1
    act(s, 0, "pass")
    assert targets_by(s, 1, "b-shame-the-armed", "1.pebble-throat") == {"0.obsidian-knuckles.1"}
    play(s, 1, "b-shame-the-armed", by="1.pebble-throat", target="0.obsidian-knuckles.1")
    assert "0.obsidian-knuckles.1" in s.state.players[0].sept_discard


# -- forbidding sneak attacks ---------------------------------------------------------------------
@scenario("b-light-sleeper")
def _light_sleeper() -> None:
    s = game(sept0=("b-light-sleeper",), sept1=("old-grudge",))
    assert targets_by(s, 1, "old-grudge", "1.pebble-throat") == set()  # not seat 1's turn
    play(s, 0, "b-light-sleeper", on="0.cinder-howl")
    # Old Grudge may send Pebble-in-Throat against Soot Runner, never against Cinder Howl.
    assert targets_by(s, 1, "old-grudge", "1.pebble-throat") == {"0.soot-runner"}
    play(s, 1, "old-grudge", by="1.pebble-throat", target="0.soot-runner")
    assert s.state.combat is not None and s.state.combat.prey == "0.soot-runner"


@scenario("b-open-challenge")
def _open_challenge() -> None:
    s = game(sept1=("b-open-challenge", "old-grudge"))
    act(s, 0, "pass")
    foes = {"0.cinder-howl", "0.soot-runner"}
    assert targets_by(s, 1, "old-grudge", "1.pebble-throat") == foes
    play(s, 1, "b-open-challenge", on="1.pebble-throat")
    act(s, 0, "pass")
    assert targets_by(s, 1, "old-grudge", "1.pebble-throat") == set()
    assert targets_by(s, 1, "old-grudge", "1.granite-voice") == foes


# -- a built-in weapon with no Equipment card -------------------------------------------------------
@scenario("b-quarry-brute")
def _quarry_brute() -> None:
    s = game(sept0=("b-quarry-brute", "obsidian-knuckles"))
    play(s, 0, "b-quarry-brute")
    act(s, 1, "pass")
    # No Equipment card, yet it is armed: +1 Damage, and it takes no other Weapon.
    assert stat(s, "0.b-quarry-brute.1", "damage") == 1
    hosts = {c.get("on") for c in s.legal(0) if c.get("card") == "0.obsidian-knuckles.1"}
    assert hosts == {"0.cinder-howl", "0.soot-runner"}
    assert s.state.attached_to("0.b-quarry-brute.1") == []


@scenario("b-snap-the-blade")
def _snap_the_blade() -> None:
    s = game(sept0=("b-quarry-brute", "obsidian-knuckles"), sept1=("b-snap-the-blade",))
    play(s, 0, "b-quarry-brute")
    # The brute's built-in Weapon makes it a target; no one else carries one yet.
    assert targets_by(s, 1, "b-snap-the-blade", "1.pebble-throat") == {"0.b-quarry-brute.1"}
    act(s, 1, "pass")
    play(s, 0, "obsidian-knuckles", on="0.cinder-howl")
    armed = {"0.b-quarry-brute.1", "0.cinder-howl"}
    assert targets_by(s, 1, "b-snap-the-blade", "1.pebble-throat") == armed
    play(s, 1, "b-snap-the-blade", by="1.pebble-throat", target="0.b-quarry-brute.1")
    assert char(s, "0.b-quarry-brute.1").wounds == 2


# -- an aura that reads current stats --------------------------------------------------------------
@scenario("b-crown-of-fury")
def _crown_of_fury() -> None:
    """Cinder Howl's printed Rage is 4; the Totem of the Wildfire's aura makes it 5, and the
    Crown counts that (an aura reading base stats would not)."""
    s = game(sept0=("b-crown-of-fury", "wildfire-totem"))
    play(s, 0, "b-crown-of-fury", on="0.soot-runner")
    act(s, 1, "pass")
    assert stat(s, "0.cinder-howl", "damage") == 0
    play(s, 0, "wildfire-totem")
    assert stat(s, "0.cinder-howl", "rage") == 5 and stat(s, "0.cinder-howl", "damage") == 1
    assert stat(s, "0.soot-runner", "rage") == 4 and stat(s, "0.soot-runner", "damage") == 0


def drive_out(s: Session) -> None:
    """Everyone plays quietly until the combat is over."""
    for _ in range(200):
        if s.state.combat is None or s.is_over():
            return
        quiet(s)
    raise AssertionError("the combat never ended")


# -- what the loader refuses ------------------------------------------------------------------------
def refusal(effect: dict[str, Any], card_type: str = "event") -> str:
    from engine.ccg.errors import CardDataError

    raw = {"id": "b-bad", "name": "Bad", "type": card_type, "effects": [effect]}
    if card_type == "gift":
        raw["gnosis_cost"] = 1
    with pytest.raises(CardDataError) as caught:
        load_extra([raw], "my-set.json")
    return str(caught.value)


def refused(
    effect: dict[str, Any], field: str, message: str = "", card_type: str = "event"
) -> None:
    """The loader refuses the effect naming the file, the card and `field`, saying `message`."""
    said = refusal(effect, card_type)
    assert said.startswith(f"my-set.json: card 'b-bad': field '{field}': "), said
    assert message in said


def hit_if(cond: Any) -> dict[str, Any]:
    return {"when": "play", "do": "damage", "amount": 1, "target": "character", "if": cond}


@pytest.mark.parametrize(
    ("cond", "field", "message"),
    [
        ({"compare": "rage", "is": "smaller", "than": "self"}, "effects[0].if.is", "lower, "),
        ({"compare": "rage", "is": "lower", "than": "enemy"}, "effects[0].if.than", "self, "),
        ({"compare": "fury", "is": "lower", "than": "self"}, "effects[0].if.compare", "rage"),
        ({"compare": "rage", "is": "lower"}, "effects[0].if.than", "must be one of"),
        (
            {"compare": "rage", "is": "lower", "than": "self", "by": 2},
            "effects[0].if.by",
            'is not read beside "compare"',
        ),
        (
            {"target": {"not": {"compare": "rage", "is": "x", "than": "self"}}},
            "effects[0].if.target.not.is",
            "must be one of",
        ),
    ],
)
def test_a_comparison_with_a_bad_part_is_refused_naming_file_card_and_field(
    cond: Any, field: str, message: str
) -> None:
    refused(hit_if(cond), field, message)


@pytest.mark.parametrize(
    ("effect", "field", "message"),
    [
        (
            {"when": "play", "do": "draw", "amount": 1, "deck": "sept", "target": "attacker"},
            "effects[0].target",
            "draw reaches players; attacker is a character in a combat",
        ),
        (
            {"when": "play", "do": "damage", "amount": 1, "target": "attackers"},
            "effects[0].target",
            "must be one of",
        ),
        (
            hit_if({"attacker": {"compare": "rage", "is": "higher", "than": "opponents"}}),
            "effects[0].if.attacker.than",
            "must be one of",
        ),
    ],
)
def test_a_combat_role_where_it_cannot_be_is_refused(
    effect: dict[str, Any], field: str, message: str
) -> None:
    refused(effect, field, message)


@pytest.mark.parametrize(
    ("effect", "field", "message"),
    [
        (
            {"when": "form-change", "phase": "main", "do": "heal", "amount": 1, "target": "self"},
            "effects[0].phase",
            "only phase-start and phase-end name a phase",
        ),
        (
            {"when": "form-change", "of": {"form": "wolf"}, "do": "heal", "amount": 1},
            "effects[0].of.form",
            "must be one of",
        ),
        (
            {"when": "form-changes", "do": "heal", "amount": 1, "target": "self"},
            "effects[0].when",
            "form-change",
        ),
    ],
)
def test_a_change_of_form_trigger_written_wrong_is_refused(
    effect: dict[str, Any], field: str, message: str
) -> None:
    refused(effect, field, message, "gift")


def test_counting_every_players_copies_needs_by_card() -> None:
    said = refusal(
        {
            "when": "play",
            "do": "damage",
            "amount": 1,
            "target": "character",
            "once": {"per": "turn", "per_target": True, "everyone": True},
        }
    )
    assert said == (
        "my-set.json: card 'b-bad': field 'effects[0].once.everyone': counts the copies of a"
        ' card: it needs "by_card": true'
    )


@pytest.mark.parametrize(
    ("target", "field"),
    [
        ({"choose": "character", "if": {"holder": "Wyrm"}}, "effects[0].target.if"),
        (
            {"choose": "attached", "if": {"holder": {"form": "wolf"}}},
            "effects[0].target.if.holder.form",
        ),
        ({"choose": "attached", "if": {"holder": []}}, "effects[0].target.if.holder"),
    ],
)
def test_a_holder_condition_written_wrong_is_refused(target: Any, field: str) -> None:
    refused({"when": "play", "do": "cancel", "target": target}, field)


@pytest.mark.parametrize(
    ("raw", "field", "message"),
    [
        ({"type": "ally", "built_in": "Weapon"}, "built_in", "must be list"),
        ({"type": "ally", "built_in": ["Weapon", ""]}, "built_in", "must be a list of words"),
        ({"type": "event", "built_in": ["Weapon"]}, "built_in", "does not belong on a event card"),
    ],
)
def test_a_built_in_weapon_written_wrong_is_refused(
    raw: dict[str, Any], field: str, message: str
) -> None:
    from engine.ccg.errors import CardDataError

    card = {"id": "b-bad", "name": "Bad", "renown": 1, "rage": 1, "gnosis": 1, "health": 1}
    if raw["type"] == "event":
        card = {"id": "b-bad", "name": "Bad"}
    with pytest.raises(CardDataError) as caught:
        load_extra([{**card, **raw}], "my-set.json")
    said = str(caught.value)
    assert said.startswith(f"my-set.json: card 'b-bad': field '{field}': ")
    assert message in said


@pytest.mark.parametrize(
    ("effect", "field", "message"),
    [
        (
            {"when": "static", "do": "modify", "stat": "rage", "amount": 1, "target": "pack"}
            | {"reads": "current"},
            "effects[0].reads",
            "is never read: the aura's condition asks no stat",
        ),
        (
            {"when": "main", "do": "heal", "amount": 1, "target": "self", "if": {"wounded": True}}
            | {"reads": "current"},
            "effects[0].reads",
            "only a While-in-play effect",
        ),
        (
            {"when": "static", "do": "modify", "stat": "rage", "amount": 1, "target": "pack"}
            | {"if": {"stat": "rage", "min": 5}, "reads": "printed"},
            "effects[0].reads",
            'must be "current"',
        ),
    ],
)
def test_an_aura_reading_current_stats_written_wrong_is_refused(
    effect: dict[str, Any], field: str, message: str
) -> None:
    refused(effect, field, message, "gift")
