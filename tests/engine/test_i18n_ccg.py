"""The CCGs' generated words in Portuguese: rage-lv's refusals (engine/games/rage_lv/explain.py)
over real stdio and through a whole bot game in the pseudo language, where any word that did
not come through the catalogs shows up unmarked."""

from __future__ import annotations

import json
import re

from engine.i18n import using
from tests.engine.test_core_stdio import run_stdio

NEW = {"op": "new", "game": "rage-lv", "seats": 2, "seed": 7, "lang": "pt-BR"}
NEW["options"] = {"packs": ["ashen-wind", "stone-choir"]}
MARKED = re.compile(r"⟦[^⟦⟧]*⟧")
WORDS = re.compile(r"[A-Za-z]{2,}")


def test_an_illegal_rage_lv_command_over_stdio_is_refused_in_portuguese() -> None:
    moves = [
        {"op": "apply", "seat": 0, "command": {"type": "vote", "side": "for"}},
        {"op": "apply", "seat": 1, "command": {"type": "pass"}},
        {
            "op": "apply",
            "seat": 0,
            "command": {"type": "play", "card": "0.first-flame.1", "on": "0.mist-walker"},
        },
    ]
    replies = run_stdio([json.dumps(NEW)] + [json.dumps(m) for m in moves])
    assert replies[0]["ok"], replies[0]
    vote, turn, requirement = (r["error"] for r in replies[1:])
    assert vote["code"] == "wrong-phase"
    assert vote["message"] == (
        "As votações das Assembleias vêm depois da Fase Principal, uma Assembleia de cada vez."
    )
    assert turn["code"] == "not-your-turn"
    assert turn["message"].startswith("Não é a sua vez: na Fase Principal os jogadores jogam")
    assert requirement["code"] == "requirement"
    assert requirement["message"] == (
        "The First Flame Remembered exige Ashen Wind e Garou, e Mist-Walker não é Ashen Wind."
    )


def _data_words() -> set[str]:
    """Card names and keywords: shown as printed in every language."""
    from engine.games.rage_lv.data import pool

    words: set[str] = set()
    for card in pool().values():
        words.update(WORDS.findall(card.name))
        for keyword in (*card.keywords, *card.requires):
            words.update(WORDS.findall(keyword))
    return words


def unmarked(message: str, data: set[str]) -> list[str]:
    """The words of `message` that came neither through the catalogs nor from card data."""
    inner = None
    while inner != message:  # marked pieces nest: a sentence with a marked phrase inside
        inner, message = message, MARKED.sub(" ", message)
    return [w for w in WORDS.findall(message) if w not in data]


def test_every_rage_lv_refusal_of_a_bot_game_goes_through_the_catalogs() -> None:
    """Near misses of legal commands through a bot game (as test_rage_lv_explain's), explained
    in the pseudo language: every word is marked, or a card's name or keyword."""
    from engine.games.rage_lv.explain import explain
    from tests.engine.test_rage_lv_explain import near_misses

    data = _data_words()
    checked, bad = 0, {}
    extra = ({"type": "vote", "side": "for"}, {"type": "attack", "target": None})
    for state, seat, near in near_misses(extra):
        for asker in (seat, 1 - seat):
            with using("pseudo"):
                message = explain(state, asker, near).message
            checked += 1
            if unmarked(message, data):
                bad.setdefault(message, near)
    assert checked > 300
    assert not bad, "\n".join(bad)


def _games():
    from engine.games.rage_classic import cards as classic
    from engine.games.rage_lv import data as lv

    return (lv, classic)


def test_english_card_text_is_what_the_engine_writes_byte_for_byte() -> None:
    for game in _games():
        for card in game.cards().values():
            text = game.rules_text(card)
            with using("en"):
                assert game.shown_text(text) == text


def test_every_shipped_cards_text_goes_through_the_catalogs_whole_sentences() -> None:
    """In the pseudo language every sentence of every shipped card's rules text, in both
    CCGs, comes back marked: only card data (names, keywords, tribes) is left as printed."""
    bad = {}
    for game in _games():
        data = {w for word in game.text_words() for w in WORDS.findall(word)}
        for card in game.cards().values():
            with using("pseudo"):
                shown = game.shown_text(game.rules_text(card))
            if unmarked(shown, data):
                bad[card.id] = shown
    assert not bad, bad


def test_card_text_in_portuguese_reads_as_whole_sentences() -> None:
    from engine.games.rage_classic import cards as classic
    from engine.games.rage_lv import data as lv

    with using("pt-BR"):
        assert lv.shown_text(lv.rules_text(lv.cards()["call-the-beast"])) == (
            "Vire o personagem alvo para a forma Crinos se ele for Garou."
        )
        assert lv.shown_text(lv.rules_text(lv.cards()["cinder-howl"])) == (
            "Frenesi: 2. [Só na forma Crinos] (Dentro) Pré-Combate: Este personagem recebe +1 "
            "de Dano até o fim do combate."
        )
        # one sentence shape serves every number and every tribe
        assert lv.shown_text("Requires: Stone Choir. Heal 7 wounds on target character.") == (
            "Exige: Stone Choir. Cure 7 ferimentos do personagem alvo."
        )
        assert classic.shown_text(classic.rules_text(classic.cards()["sidestep"])) == (
            "Fúria 1. Esquiva: evita todo o dano das Ações de Combate dirigidas a esta criatura."
        )
        # a sentence no shipped card says (a user's card) stays English, never half-translated
        assert lv.shown_text("Deal 1 damage to target player.") == (
            "Deal 1 damage to target player."
        )


def test_a_sentence_shape_gives_back_its_sentence() -> None:
    from engine.ccg.sentences import abstract, split

    words = ("Ashen Wind", "Garou", "Ash")
    for text in (
        "Requires: Ashen Wind, Garou. Frenzy: 2. [Crinos only] (In) Pre-Combat: Deal 2 damage.",
        "Rage 1, Damage 1. Ash Storm {x} is Ash.",
    ):
        for sentence in split(text):
            msgid, values = abstract(sentence, words)
            assert msgid.format(**values) == sentence
    assert abstract("Rage 1, Damage 1.", words) == ("Rage {n}, Damage {n}.", {"n": "1"})
    assert split("Frenzy: 2. [Crinos only] (In) Pre-Combat: X.") == [
        "Frenzy: 2.",
        "[Crinos only]",
        "(In)",
        "Pre-Combat: X.",
    ]


def test_the_shared_layers_reasons_inside_a_refusal_are_portuguese_too() -> None:
    """A refusal's reason from engine.ccg (why a target is pointless, a limit, a cost)
    comes through the catalogs with the sentence around it."""
    from tests.engine.test_rage_lv_explain import ability_game, ability_refusals

    s = ability_game()
    with using("pt-BR"):
        timing, err = ability_refusals(s)
    assert err.message == (
        "A habilidade de Granite Voice não faria nada: Cinder Howl não tem ferimentos."
    )
    assert timing.message == (
        "A habilidade de Bright Scar é do tipo Alpha, usada como ação do seu alpha na Fase dos "
        "Alphas; não na Fase Principal."
    )


def test_the_umbra_markers_reasons_in_the_log_are_portuguese() -> None:
    """A rule moves the Umbra marker with a reason kept in the event (English data); the
    log line says it in the reader's language."""
    from engine.games.rage_lv.views import describe

    event = {"type": "umbra", "points": 2, "why": "a Garou was killed"}
    with using("en"):
        assert describe(event, None, ["Ana", "Bo"]) == "Umbra marker to 2 (a Garou was killed)."
    with using("pt-BR"):
        assert describe(event, None, ["Ana", "Bo"]) == (
            "Marcador da Umbra em 2 (um Garou foi morto)."
        )


def test_what_a_card_does_as_hints_and_logs_quote_it_is_portuguese() -> None:
    """`shown_effect` (the hint's and the log's "what it does") leaves out the scope marks
    of the whole rules text ("Controller: ", "Neutral: "), so its sentences are msgids of
    their own; each of every shipped card's, for every effect and for all, is in the pt_BR
    catalog. The Dry Wash's hint read "Jogue The Dry Wash. At the start of each turn, heal…"."""
    import gettext

    from engine.ccg.sentences import abstract, split, then_step
    from engine.i18n import DOMAIN, LOCALE_DIR

    missing: dict[str, str] = {}

    class Missing(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            missing[message] = ""
            return message

    with (LOCALE_DIR / "pt_BR" / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as handle:
        catalog = gettext.GNUTranslations(handle)
    catalog.add_fallback(Missing())
    for game in _games():
        pool = game.POOL
        for card in pool.shipped().values():
            for index in range(-1, len(getattr(card, "effects", ()))):
                with using("en"):
                    english = pool.shown_effect(card, index)
                for sentence in split(english):
                    step = then_step(sentence) or sentence  # "Then ...": its lead apart
                    catalog.gettext(abstract(step, pool.text_words())[0])
    assert not missing, sorted(missing)
    lv = _games()[0]
    with using("pt-BR"):
        dry_wash = lv.POOL.shown_effect(lv.card("dry-wash"))
    assert dry_wash.startswith("No início de cada turno, cure 1 ferimento de cada Garou")
