"""Generated rules text in the player's language, one whole sentence at a time.

A card's rules text is written in English from its data (engine.ccg.text and each game's
`rules_text`), and that English stays the reference: loaders compare a card's printed "text"
with it, and golden tests pin it. A player reading another language gets each sentence of it
through the catalogs as a whole sentence, never word by word: the numbers and the card data
in it (card names, keywords, tribes) become named placeholders, so a sentence shape is
translated once ("Heal {n} wounds on target character.") and serves every card that says it,
with its agreement (gender, number, word order) chosen by the translator.

`python -m engine.i18n.catalogs` writes the sentences of every shipped card into the catalog
template (`catalog_messages`), so a new card with a new sentence shape shows up as a new
msgid to translate. A sentence the catalog lacks (a user's own card saying something no
shipped card says) is shown in English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from engine.i18n import ENGLISH, _, language

#: where one sentence ends and the next begins: after ". " before a capital, a bracket or a
#: parenthesis; and after a "[Side only]" mark, which a face may leave out
_BREAK = re.compile(r"(?<=\.)\s+(?=[A-Z\[(])|(?<=only\])\s+")
#: a combat ability's In/Out mark, said before its sentence: a sentence of its own
_SCOPE = re.compile(r"^(\((?:In|Out|In/Out)\))\s+")
_NUMBER = re.compile(r"(?<![\w{])\d+(?![\w}])")


def split(text: str) -> list[str]:
    """The sentences of a generated rules text, in order ("" gives none)."""
    out: list[str] = []
    for piece in _BREAK.split(text.strip()):
        mark = _SCOPE.match(piece)
        if mark:
            out.append(mark.group(1))
            piece = piece[mark.end() :]
        if piece:
            out.append(piece)
    return out


def abstract(sentence: str, words: tuple[str, ...]) -> tuple[str, dict[str, str]]:
    """The catalog's form of a sentence (its msgid) and the values of its placeholders:
    card data words (`words`, longest first) become {name}, {name2}, ...; whole numbers
    become {n}, {n2}, .... `msgid.format(**values)` gives the sentence back."""
    values: dict[str, str] = {}
    seen: dict[str, str] = {}

    def hole(kind: str, value: str) -> str:
        if value in seen:
            return "{" + seen[value] + "}"
        count = sum(1 for key in values if key.rstrip("0123456789") == kind)
        key = kind if count == 0 else f"{kind}{count + 1}"
        values[key] = value
        seen[value] = key
        return "{" + key + "}"

    text = sentence.replace("{", "{{").replace("}", "}}")
    if words:
        pattern = _words_pattern(words)
        text = pattern.sub(lambda m: hole("name", m.group(0)), text)
    text = _NUMBER.sub(lambda m: hole("n", m.group(0)), text)
    return text, values


@lru_cache(maxsize=8)
def _words_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    ordered = sorted(set(words), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in ordered) + r")(?![\w-])")


#: a Junta's choice its caller names (engine.ccg.kinds' choose, engine.games.rage_classic.named):
#: its frame, then the options, each a whole sentence of card text lowered after the colon
_NAMED = re.compile(r"^(?P<head>.*named when calling it happens): (?P<options>.+)\.$")
_OR = "; or "
_OPTIONS = ": {options}."


def named_parts(sentence: str) -> tuple[str, list[str]] | None:
    """A sentence of options a Junta's caller names, as its frame (up to the colon) and its
    options, each written as a sentence of its own ("Each player draws 1 Sept card."); None
    for any other sentence. Each part is translated as any sentence is, so a new combination
    of options reads in every language its parts do."""
    found = _NAMED.match(sentence)
    if found is None or _OR not in found["options"]:
        return None
    options = [o[:1].upper() + o[1:] + "." for o in found["options"].split(_OR)]
    return found["head"], options


#: how a card's later step (`Effect.then`, engine.ccg.text.then_text) opens its sentence: the
#: lead is translated on its own and the step as the sentence it is where it stands first
#: (a duration's, a kind's), so "Then ..." needs no msgid of its own for each step
THEN = "Then "


def then_step(sentence: str) -> str | None:
    """The step a "Then ..." sentence leads, as a sentence of its own ("Then move this card
    ..." gives "Move this card ..."); None for any other sentence."""
    if not sentence.startswith(THEN) or not sentence[len(THEN) :].strip():
        return None
    step = sentence[len(THEN) :]
    return step[:1].upper() + step[1:]


def _filled(values: dict[str, str], keywords: frozenset[str]) -> dict[str, str]:
    """Placeholder values as the sentence shows them: a keyword in the active language (as a
    face's keyword line says it), a card name or tribe as printed."""
    return {key: said_word(v, keywords) for key, v in values.items()}


def said_word(word: str, keywords: frozenset[str]) -> str:
    """A word of card data as a sentence quotes it: one of `keywords` (`data_keywords`) in the
    active language, anything else (a card name, a tribe) as printed."""
    return shown_data(word) if word in keywords else word


def _one(sentence: str, words: tuple[str, ...], keywords: frozenset[str] = frozenset()) -> str:
    """One sentence in the active language (kept in English if the catalog lacks it)."""
    msgid, values = abstract(sentence, words)
    translated = _(msgid)
    if translated != msgid:
        return translated.format(**_filled(values, keywords))
    step = then_step(sentence)
    if step is not None:
        led = _one(step, words, keywords)
        if led == step:
            return sentence  # a step the catalog lacks: the whole sentence in one language
        return _("Then {step}").format(step=led[:1].lower() + led[1:])
    parts = named_parts(sentence)
    if parts is None:
        return sentence
    head, options = parts
    frame, values = abstract(head, words)
    msgid = frame + _OPTIONS
    translated = _(msgid)
    if translated == msgid:
        return sentence
    said = [_one(option, words, keywords) for option in options]
    joined = _("; or ").join(o[:1].lower() + o[1:].rstrip(".") for o in said)
    return translated.format(**_filled(values, keywords), options=joined)


def shown(text: str, words: tuple[str, ...], keywords: frozenset[str] = frozenset()) -> str:
    """`text` (generated English rules text) in the active language: each sentence the
    catalog knows, translated whole (a Junta's named options, part by part), the `keywords`
    it quotes translated too (`data_keywords`); any other kept in English. English: `text`
    itself."""
    if language() == ENGLISH or not text:
        return text
    return " ".join(_one(sentence, words, keywords) for sentence in split(text))


def shown_data(text: str) -> str:
    """A card's keyword or flavor text in the active language: the catalog holds every
    shipped card's (engine.i18n.catalogs.card_words); a user's own card's stays as written."""
    return _(text) if text else text  # gettext's "" is the catalog's header


def data_words(cards: Iterable[object]) -> tuple[str, ...]:
    """The words of card data a game's rules text may quote as printed: card names,
    keywords, required words, tribes, cohorts, loyalties and rivalries. Words the rules
    text itself translates (card types, stats: `rules_words`) are left out by the caller."""
    found: set[str] = set()
    for card in cards:
        found.add(str(getattr(card, "name", "")))
        for field in ("keywords", "requires", "benefit", "friendly", "loyal", "rivals"):
            found.update(str(w) for w in getattr(card, field, ()) or ())
        found.update(str(name) for name, *_rest in getattr(card, "cohorts", ()) or ())
        tribe = getattr(card, "tribe", "")
        if tribe:
            found.add(str(tribe))
    return tuple(sorted(w for w in found if w and not w.isdigit()))


def data_keywords(cards: Iterable[object]) -> frozenset[str]:
    """The keywords of these cards that no card is named: rules text quoting one says it in
    the player's language, as the card's keyword line does; a card name stays as printed."""
    every = list(cards)  # read twice
    names = {str(getattr(card, "name", "")) for card in every}
    found = {str(k) for card in every for k in getattr(card, "keywords", ()) or ()}
    return frozenset(found - names - {""})


def catalog_messages(texts: Iterable[str], words: tuple[str, ...]) -> Iterator[str]:
    """The msgids of these texts' sentences, each once, in order (for the catalog tool)."""
    seen: set[str] = set()
    for text in texts:
        for sentence in split(text):
            sentence = then_step(sentence) or sentence  # its lead: a msgid of its own
            parts = named_parts(sentence)
            if parts is None:
                found = [abstract(sentence, words)[0]]
            else:  # its frame and each option, as `shown` translates them
                found = [abstract(parts[0], words)[0] + _OPTIONS]
                found += [abstract(option, words)[0] for option in parts[1]]
            for msgid in found:
                if msgid not in seen:
                    seen.add(msgid)
                    yield msgid
