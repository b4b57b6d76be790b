"""rage-classic Hint lines a 1995 newcomer play found wanting (issue 30, pl34a report #2), each
at a moment of a 2-seat heuristic bot game, in English and Portuguese:

(b) "Make Keeper Ashgrove your alpha, though Little Ember fights better now." stated the case
against the alpha and no reason for it; (d) "your alpha (Rage 3, Health 5) is the stronger"
of a prey with the same Rage; (c) "Play a Null card: keep them guessing" in a round where the
foe may play no Combat Actions (Howl of Rebuke), so any card of the fighter lands; (f)
"Discard Staff Crack: it is the card you will miss least." where no creature could use it."""

from __future__ import annotations

from engine.games.rage_classic.expert import make_expert
from engine.games.rage_classic.hints import _reason
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

ALPHA = {"type": "alpha", "creature": "0.keeper-ashgrove"}
CHALLENGE = {"type": "challenge", "target": "0.corrick-stonehowl"}
NULL_CARD = {"type": "assign", "creature": "0.keeper-ashgrove", "card": "null"}
TOO_HIGH = {"type": "discard", "card": "1.mauling-onslaught.1"}
UNMET = {"type": "discard", "card": "0.mothers-balm.2"}


def _both(view, command) -> tuple[str, str]:
    english = _reason(view, command, str)
    with using("pt-BR"):
        return english, _reason(view, command, str)


def _said(seed: int, commands: int, seat: int, command: dict) -> tuple[str, str]:
    """The Hint's why for `command`, legal for `seat` at that moment of a bot game."""
    session = heuristic_at("rage-classic", 2, seed, commands)
    assert command in session.legal(seat)
    return _both(session.view(seat), command)


def test_the_alpha_hint_gives_its_reason_not_only_the_case_against() -> None:
    english, portuguese = _said(8, 31, 0, ALPHA)
    assert "though Little Ember fights better" not in english, english
    assert english.startswith("Make Keeper Ashgrove your alpha: "), english
    # what leading changes (pl36a #12: "the turn goes better with … leading" said no why)
    assert "but of your hand only Keeper Ashgrove can play Spirit Lash in a fight" in english
    assert portuguese.startswith("Faça de Keeper Ashgrove seu alpha: "), portuguese
    assert "só Keeper Ashgrove pode jogar Spirit Lash" in portuguese, portuguese


def test_the_alpha_hint_names_what_the_alpha_has_more_of() -> None:
    view = heuristic_at("rage-classic", 2, 8, 31).view(0)
    keeper = next(c for c in view["creatures"] if c["iid"] == "0.keeper-ashgrove")
    keeper["rage"] = keeper["combat_rage"] = 1
    keeper["health"] = 8  # more Health left than Little Ember (4, 6)
    english, portuguese = _both(view, ALPHA)
    assert english.startswith("Make Keeper Ashgrove your alpha: with Health 8 left"), english
    assert "Saúde restante 8" in portuguese, portuguese


def test_a_hunt_at_the_same_rage_is_not_called_the_stronger() -> None:
    english, portuguese = _said(8, 33, 1, CHALLENGE)
    assert "stronger" not in english, english
    assert "both have Rage 4, and your alpha has more Health left (5 to 4)" in english, english
    assert "ambos têm Fúria 4, e seu alpha tem mais Saúde restante (5 contra 4)" in portuguese


def test_no_null_card_where_any_card_of_the_fighter_lands() -> None:
    session = heuristic_at("rage-classic", 2, 9, 264)
    view, legal = session.view(0), session.legal(0)
    vesk = next(c for c in view["creatures"] if c["iid"] == "1.vesk-hollowjaw")
    assert vesk.get("no_combat_actions") and NULL_CARD in legal
    # Keeper holds only Second Wind, no Combat Action: the Null card is said with its reason
    english, portuguese = _both(view, NULL_CARD)
    assert "keep them guessing" not in english, english
    assert "Vesk Hollowjaw may play no Combat Actions now" in english, english
    assert "Vesk Hollowjaw não pode jogar Ações de Combate agora" in portuguese, portuguese
    # with a damage card beside it, above Keeper's Rage, the search is not offered the Null card
    view["players"][0]["combat_hand"].append("0.stunning-blow.1")
    blow = {"type": "assign", "creature": "0.keeper-ashgrove", "card": "0.stunning-blow.1"}
    kept = make_expert(0)._worth_it(view, [*legal, blow])
    assert NULL_CARD not in kept and blow in kept, kept
    english, portuguese = _both(view, blow)
    assert english.startswith("Play Stunning Blow as a bluff that lands"), english
    assert "blefe que acerta" in portuguese, portuguese


def test_a_discard_says_no_creature_can_use_the_card() -> None:
    english, portuguese = _said(1, 25, 1, TOO_HIGH)
    assert english == (
        "Discard Mauling Onslaught: it needs Rage 9, and your Characters have Rage 7 at most, "
        "so it could only ever be a bluff."
    ), english
    assert "Fúria 9" in portuguese and "Fúria 7" in portuguese and "blefe" in portuguese
    english, portuguese = _said(13, 471, 0, UNMET)
    assert english == (
        "Discard Mother's Balm: it requires Children of Gaia or Theurge, and none of your "
        "Characters is."
    ), english
    assert "Filhos de Gaia ou Theurge" in portuguese and "nenhum" in portuguese, portuguese
