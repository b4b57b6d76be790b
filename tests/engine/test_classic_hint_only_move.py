"""rage-classic Hint where a quiet move is the seat's only legal one (issue 30): it said
"Pass: nothing you could do now is worth a card or a risk." as if cards had been weighed, where
no card could be played at all. It now says the move is the only one and why, in English and
Portuguese, at each kind of moment heuristic games show (found by scanning their moments
whose legal list is one Pass, Ready, Done, OK or Allow it): moments of heuristic bot games."""

from __future__ import annotations

import pytest

from engine.ai.hints import hint
from engine.i18n import using
from tests.engine.bot_moments import heuristic_at

#: what the English Hint says at each moment: (its name, seats, commands in, seat)
EN = {
    ("pass-open-play", 2, 39, 1): (
        "Pass: it is the only move you have. No card in your hand can be played "
        "now, and no card of yours in play has an ability to use: this is the Open Play at the "
        "beginning of a combat."
    ),
    ("pass-pre-combat", 2, 32, 0): (
        "Pass: it is the only move you have. No card in your hand can be played "
        "now, and no card of yours in play has an ability to use: this is a combat's Pre-combat "
        "step."
    ),
    ("pass-regeneration", 2, 6, 1): "this is the Regeneration Phase's Open Play.",
    ("ready", 2, 41, 0): (
        "Ready: it is the only move you have. No card in your hand can be placed face down "
        "for a fighter of yours now: this is a combat round's play-card step."
    ),
    ("done-redraw", 2, 54, 1): (
        "Done: it is the only move you have. No card in your hand can be discarded "
        "to draw a new one now."
    ),
    ("done-resource", 2, 10, 0): "No creature or resource in your hand can be placed face",
    ("done-moot", 4, 48, 1): "Done: it is the only move you have. No Junta in your hand can",
    ("ok", 2, 2, 1): (
        "OK: it is the only answer you have. Ann announced an Offensive Effect, and it is "
        "played once every other player says OK."
    ),
    ("allow", 2, 59, 0): "Allow it: it is the only answer you have. No card of yours can cancel",
}
#: and the Portuguese one
PT = {
    "pass-open-play": "Passar: é a única jogada que você tem. Nenhuma carta da sua mão pode ser "
    "jogada agora, e nenhuma carta sua em jogo tem uma habilidade para usar: agora é o Jogo "
    "aberto no início de um combate.",
    "pass-pre-combat": "Passar: é a única jogada que você tem.",
    "pass-regeneration": "Passar: é a única jogada",
    "ready": "colocada virada para baixo para um lutador seu agora",
    "done-redraw": "Nenhuma carta da sua mão pode ser descartada",
    "done-resource": "Nenhuma criatura ou recurso da sua mão pode ser colocado virado",
    "done-moot": "Nenhuma Junta da sua mão pode ser chamada agora.",
    "ok": "OK: é a única resposta que você tem. Ann anunciou um Efeito Ofensivo",
    "allow": "Permitir: é a única resposta que você tem. Nenhuma carta sua pode cancelar",
}


@pytest.mark.parametrize("moment", list(EN), ids=[at[0] for at in EN])
def test_the_only_legal_quiet_move_is_said_to_be_the_only_one(
    moment: tuple[str, int, int, int],
) -> None:
    name, seats, commands, seat = moment
    english, portuguese = EN[moment], PT[name]
    session = heuristic_at("rage-classic", seats, 0, commands)
    view, legal = session.view(seat), session.legal(seat)
    assert len(legal) == 1, legal
    names = ("Ann", "Bob", "Chloé", "Dan")[:seats]
    said = hint("rage-classic", view, legal, names=names)
    assert said is not None and english in said.reason and "worth" not in said.reason, said
    with using("pt-BR"):
        said = hint("rage-classic", view, legal, names=names)
    assert said is not None
    assert portuguese in said.reason and "vale uma carta" not in said.reason, said.reason


def test_only_a_move_that_is_the_only_legal_one_is_called_so() -> None:
    """pl35: "Pass: it is the only move you have" while Slip the Veil glowed and the list
    offered it; the expert had set the play aside before its search, leaving Pass its lone
    candidate. A heuristic game's moments where seat 0 has a quiet move and more."""
    said = 0
    for commands in range(0, 80, 2):
        session = heuristic_at("rage-classic", 2, 2, commands)
        if session.is_over() or 0 not in session.to_act():
            continue
        legal = session.legal(0)
        answer = hint("rage-classic", session.view(0), legal)
        assert answer is not None
        if "the only move you have" in answer.reason or "the only answer" in answer.reason:
            said += 1
            assert len(legal) == 1, (commands, answer.reason, legal)
    assert said < 40
