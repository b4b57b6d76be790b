"""The relaunch's Hint says why (issue 30): a reason names the move and what its card does,
not a sentence that fits every move, and a vote's reason is the person's language whole.

Found playing a real window: "Play Burning Pelt on Cinder Howl: it makes your pack stronger",
"Play Challenge Howl: it tips this combat your way" and, in Portuguese, "Votar against"."""

from __future__ import annotations

from collections.abc import Iterator

from engine.games.rage_lv import hints
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.state import card_of
from engine.games.rage_lv.vote_stakes import no_vote
from engine.i18n import using
from tests.engine.bot_moments import Moment, moments

#: the old reasons that fit any move: none may come back for these commands
GENERIC = (
    "it makes your pack stronger",
    "tips this combat your way",
    "the best use of",
    "the best thing to do with it",
    "that outcome is better for you",
    "deals or stops the most damage",
    "This looks like your best move now",
)


def _moments(seed: int = 3, steps: int = 600) -> Iterator[Moment]:
    """(view, command) for the first few legal commands of every step of a random 2-seat game."""
    return moments("rage-lv", seed, steps)


def test_a_reason_names_its_card_and_says_what_it_does() -> None:
    kinds: set[str] = set()
    for view, command in _moments():
        kind = command["type"]
        with using("en"):
            line = hints.reason(view, command, None)
        assert not any(g in line for g in GENERIC), (command, line)
        card = command.get("card")
        if kind in ("play", "combat-event", "action") and isinstance(card, str):
            assert card_of(card).name in line, (command, line)
            shown = card_of(card)
            if shown.effects and shown.type not in ("enemy", "victim"):
                with using("en"):
                    does = POOL.shown_effect(shown, -1 if kind == "play" else 0)
                assert does.split(":")[-1].strip()[:20] in line, (command, line)
            kinds.add(kind)
        if kind == "combat-card":
            assert "Rage" in line and card_of(command["card"]).name in line, line
            kinds.add(kind)
    assert {"play", "combat-event", "combat-card"} <= kinds


def test_a_vote_names_the_moot_the_voter_and_what_passing_does_in_portuguese() -> None:
    votes = passes = 0
    for view, command in _moments():
        if view.get("phase") != "vote" or view.get("combat") or not view.get("moots"):
            continue
        moot = view["moots"][0]
        if command["type"] == "vote":
            with using("pt-BR"):
                line = hints.reason(view, command, None)
                voter = card_of(command["char"]).name
                does = POOL.shown_effect(card_of(moot["iid"]), -1)
            english = ("Vote for", "against", "you want it", "Its target", "votes)")
            assert not any(word in line for word in english), line
            assert card_of(moot["iid"]).name in line and voter in line, line
            assert does in line, (does, line)
            votes += 1
        elif command["type"] == "pass":
            with using("en"):
                line = hints.reason(view, command, None)
                cannot = no_vote(view)  # none of the seat's Garou can vote: it says why
            if cannot is not None:
                assert line.startswith(cannot), line
            else:
                assert f"{moot['for']} for and {moot['against']} against" in line, line
            passes += 1
    assert votes and passes
