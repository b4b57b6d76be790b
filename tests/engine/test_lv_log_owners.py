"""rage-lv log words (issue 30): with two packs of the same set at the table the log read
"Cinder Howl caça Cinder Howl" and "Cinder Howl vota a favor (5). Cinder Howl vota contra
(4)": it now says whose a card is where two seats' packs share its name; and a bare
"Kailindo!" line now says whose character uses it and what it does."""

from __future__ import annotations

from engine.core.registry import get_ruleset
from engine.i18n import using

NAMES = ["Ada", "Bruno"]
TWINS = {"packs": ["ashen-wind", "ashen-wind"]}
HUNT = {"type": "combat", "hunter": "0.cinder-howl", "prey": "1.cinder-howl"}


def _vote(char: str, side: str, votes: int) -> dict:
    return {"type": "vote", "char": char, "side": side, "votes": votes}


def test_the_log_says_whose_card_when_both_packs_hold_its_name():
    rules = get_ruleset("rage-lv")
    twins = rules.shared_names(TWINS, 2)
    assert rules.describe(HUNT, 0, NAMES, twins) == (
        "Combat! Ada's Cinder Howl hunts Bruno's Cinder Howl."
    )
    assert rules.describe(_vote("0.cinder-howl", "for", 5), 1, NAMES, twins) == (
        "Ada's Cinder Howl votes for (5)."
    )
    with using("pt-BR"):
        assert rules.describe(HUNT, 0, NAMES, twins) == (
            "Combate! Cinder Howl de Ada caça Cinder Howl de Bruno."
        )
        assert rules.describe(_vote("1.cinder-howl", "against", 4), 0, NAMES, twins) == (
            "Cinder Howl de Bruno vota contra (4)."
        )


def test_a_name_only_one_pack_holds_and_the_lines_own_seat_stay_plain():
    rules = get_ruleset("rage-lv")
    prey = {"type": "combat", "hunter": "0.cinder-howl", "prey": "1.granite-voice"}
    apart = rules.shared_names({"packs": ["ashen-wind", "stone-choir"]}, 2)
    assert rules.describe(prey, 0, NAMES, apart) == "Combat! Cinder Howl hunts Granite Voice."
    draw = {"type": "draw", "seat": 0, "deck": "combat", "cards": ["0.pounce.1"]}
    twins = rules.shared_names(TWINS, 2)
    assert rules.describe(draw, 0, NAMES, twins) == "Ada draws 1 Combat card: Pounce."


def test_kailindo_says_whose_character_uses_it_and_what_it_does():
    rules = get_ruleset("rage-lv")
    event = {
        "type": "lasting",
        "id": 1,
        "kind": "grant",
        "on": "1.cinder-howl",
        "key": "kailindo",
        "amount": 0,
        "until": "combat",
        "source": "1.cinder-howl",
        "seat": 1,
        "turn": 2,
    }
    line = rules.describe(event, 0, NAMES)
    assert line is not None and line.startswith("Bruno's Cinder Howl uses Kailindo: "), line
    assert "cheaper Combat card" in line and "difference in Rage" in line, line
    with using("pt-BR"):
        line = rules.describe(event, 0, NAMES)
    assert line is not None and line.startswith("Cinder Howl de Bruno usa Kailindo: "), line


def test_the_log_names_owners_without_hidden_module_state():
    """Issue 27: whose a card is came through two module ContextVars (`telling`, `naming`);
    the shared names now go to `describe` explicitly, and the module holds no ContextVar."""
    from contextvars import ContextVar

    from engine.ccg import views

    assert not [k for k, v in vars(views).items() if isinstance(v, ContextVar)]
    assert not hasattr(views, "telling") and not hasattr(views, "naming")
