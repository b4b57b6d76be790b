"""An Offensive Effect is named with its card, its target and why it is one (issue 30, pl35 #4
and pl34a #7): the announce row named no target, the log defined an Offensive Effect as "a card
against another pack or the Hunting Grounds" while the card it led to was Ghost of King
Ashbrand, a Unique card for one's own creature (seed 001: "including Unique cards"), and the
refusal said it "reaches another pack"; Howl of Rebuke's row named no target ("Play Howl of
Rebuke with Keeper Ashgrove") and its log only "Howl of Rebuke comes into play."."""

from __future__ import annotations

import pytest

from desktop.screens.rage_classic import words
from engine.core.errors import Illegal
from engine.core.registry import get_ruleset
from engine.core.session import Session
from engine.i18n import using
from tests.engine import test_rage_classic_scenarios as sc
from tests.engine.classic_pcl4_game import session as pcl4_session

NAMES = ["Ada", "Bruno"]
KEEPER = "0.keeper-ashgrove"
FIGHTERS = ["quick-jab", "raking-claws", "sidestep", "shoulder-slam", "hamstring"]
#: turn 1's Umbra Phase of the 4-seat newcomer game: Player 1 may announce Ghost of King Ashbrand
ANNOUNCE = 293

ROW = {
    "en": "Announce an Offensive Effect to play Howl of Rebuke with Keeper Ashgrove on Vesk "
    "Hollowjaw (the others answer OK?)",
    "pt-BR": "Anunciar um Efeito Ofensivo para jogar Howl of Rebuke com Keeper Ashgrove em Vesk "
    "Hollowjaw (os outros respondem OK?)",
}
PLAY = {
    "en": "Play Howl of Rebuke with Keeper Ashgrove on Vesk Hollowjaw",
    "pt-BR": "Jogar Howl of Rebuke com Keeper Ashgrove em Vesk Hollowjaw",
}
TAKES = {
    "en": "Howl of Rebuke takes effect on Vesk Hollowjaw: The opposing creature cannot play "
    "Combat Actions for the next round of this combat.",
    "pt-BR": "Howl of Rebuke faz efeito em Vesk Hollowjaw: ",
}
UNIQUE = {
    "en": "(a Unique card brought into play counts as one)",
    "pt-BR": "(uma carta Única posta em jogo conta como um)",
}


def howling() -> Session:
    """Vesk attacks Keeper Ashgrove, who holds Howl of Rebuke (a Gift for the opposing
    creature): the Beginning of Combat, where Ada may announce it."""
    deal = {
        "0": {"characters": ["keeper-ashgrove"], "sept": ["howl-of-rebuke"], "combat": FIGHTERS},
        "1": {"characters": ["vesk-hollowjaw"], "combat": FIGHTERS},
    }
    session = sc.new(deal=deal)
    sc.pick_alphas(session, KEEPER, sc.VESK, acting=1)
    sc.act(session, 1, type="attack", target=KEEPER)
    sc.settle(session, sc.in_combat("begin"))
    return session


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_howl_of_rebukes_rows_and_log_name_its_target(language) -> None:
    session = howling()
    rules = get_ruleset("rage-classic")
    with using(language):
        view = session.view(0)
        assert words.describe(words.announce_for(view), NAMES, None, view) == ROW[language]
        session.apply(0, {"type": "announce"})
        session.apply(1, {"type": "ok"})
        view = session.view(0)
        [howl] = [c for c in session.legal(0) if c["type"] == "play"]
        assert words.describe(howl, NAMES, None, view) == PLAY[language]
        start = len(session.entries)
        session.apply(0, howl)
        said = [rules.describe(e, 0, NAMES) for e in sc.events_since(session, start)]
    assert any(line and line.startswith(TAKES[language]) for line in said), said


@pytest.mark.parametrize("language", ["en", "pt-BR"])
def test_a_unique_card_is_offensive_and_the_words_say_why(language) -> None:
    session = pcl4_session(ANNOUNCE)
    ghost = next(c for c in session.state.players[0].hand if "ghost-of-ashbrand" in c)
    with using(language), pytest.raises(Illegal) as refused:
        session.apply(0, {"type": "play", "card": ghost, "by": KEEPER, "target": None})
    assert UNIQUE[language] in str(refused.value), refused.value
    with using(language):
        line = get_ruleset("rage-classic").describe({"type": "announce", "seat": 0}, 1, NAMES)
    assert line is not None and ("Unique" in line or "Única" in line), line
