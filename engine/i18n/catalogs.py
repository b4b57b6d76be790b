"""Keep the catalogs in step with the code (a developer's tool; needs Babel, the dev extra).

    python -m engine.i18n.catalogs            # extract, merge into each .po, compile each .mo
    python -m engine.i18n.catalogs --check    # exit 1 if a .po lacks a string or a .mo is stale

The .po files are the source (translated by hand); the .mo files are committed so that the
package and a plain checkout run without Babel.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Protocol, runtime_checkable

from engine.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("engine", "desktop")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
#: the test corpus of the card language's newer constructs (issue 28): their sentences are in
#: the catalog too, so each construct reads in every language, not only on shipped cards
CONSTRUCTS = ROOT / "tests" / "engine" / "fixtures"


def extract():  # -> babel.messages.Catalog
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    template = Catalog(project="Rage Table", domain=DOMAIN)
    for source in SOURCES:
        for filename, lineno, message, comments, context in extract_from_dir(
            ROOT / source,
            method_map=[("**.py", "python")],
            keywords=KEYWORDS,
            comment_tags=("TRANSLATORS:",),
        ):
            template.add(
                message,
                None,
                [(f"{source}/{filename}", lineno)],
                auto_comments=comments,
                context=context,
            )
    for where, message, note in card_words():
        template.add(message, None, [(where, 0)], auto_comments=[note])
    for where, message in card_sentences():
        template.add(
            message,
            None,
            [(where, 0)],
            auto_comments=[CARD_SENTENCE],
            flags=("python-brace-format",) if "{" in message else (),
        )
    return template


CARD_SENTENCE = (
    "A sentence of cards' rules text, written from card data (engine/ccg/sentences.py): "
    "{name}, {name2}... are card names, keywords or tribes as printed; {n}, {n2}... numbers."
)


PRINTED = (
    "A sentence printed on a card (card data, not a card pool): short, in the words of the "
    "game's rules text in this language; card and patron names stay as printed."
)


@runtime_checkable
class PrintedTexts(Protocol):
    """A ruleset whose cards come from a data file, not a card pool (Ragers' cards.toml)."""

    def printed_texts(self) -> tuple[Path, list[str]]: ...


KEYWORD = "A keyword of a card (a rules word: the one the rules text and glossary use)."
FLAVOR = "A card's flavor text (our own): short, as a Brazilian would say it."


def card_words() -> list[tuple[str, str, str]]:
    """(where, msgid, comment) for the keywords and the flavor text of every shipped card of
    the registered games with card pools, and the sentences of games whose cards are plain
    data (`PrintedTexts`): a face shows them in the player's language."""
    from engine.ccg.pool import CardPool
    from engine.core.registry import available, get_ruleset

    found = []
    for game in available():
        ruleset = get_ruleset(game)
        if isinstance(ruleset, PrintedTexts):
            path, texts = ruleset.printed_texts()
            found += [(str(path.relative_to(ROOT)), text, PRINTED) for text in texts]
        pool = getattr(ruleset, "cards", None)
        if not isinstance(pool, CardPool):
            continue
        where = str(pool.directory.relative_to(ROOT))
        cards = list(pool.shipped().values())
        words = sorted({str(k) for card in cards for k in getattr(card, "keywords", ())})
        found += [(where, word, KEYWORD) for word in words if word]
        flavors = (str(getattr(card, "flavor", "")).strip() for card in cards)
        found += [(where, flavor, FLAVOR) for flavor in flavors if flavor]
    return found


def card_sentences() -> list[tuple[str, str]]:
    """(where, msgid) for each sentence of every shipped card's rules text: the card pools of
    the registered games whose rules text is written from card data (`CcgRuleset.cards`)."""
    from engine.ccg.pool import CardPool
    from engine.ccg.sentences import catalog_messages
    from engine.ccg.text import option_labels
    from engine.core.registry import available, get_ruleset

    found = []
    for game in available():
        pool = getattr(get_ruleset(game), "cards", None)
        if not isinstance(pool, CardPool):
            continue
        texts = [pool.text(card) for card in pool.shipped().values()]
        texts += [  # a choice's rows, as its prompt shows them
            label
            for card in pool.shipped().values()
            for effect in getattr(card, "effects", ())
            for label in option_labels(effect, pool.schema.vocab)
        ]
        texts += [  # what a card does, as hints and logs quote it (`CardPool.shown_effect`)
            sentence
            for card in pool.shipped().values()
            for index in range(-1, len(getattr(card, "effects", ())))
            for sentence in pool.effect_sentences(card, index)
        ]
        where = str(pool.directory.relative_to(ROOT))
        found += [(where, m) for m in catalog_messages(texts, pool.text_words())]
        for path in sorted(CONSTRUCTS.glob(f"{game.replace('-', '_')}_corpus_constructs*.json")):
            own = pool.load_extra(json.loads(path.read_text(encoding="utf-8"))["cards"])
            texts = [pool.text(card) for card in own.values()]
            where = str(path.relative_to(ROOT))
            found += [(where, m) for m in catalog_messages(texts, pool.text_words())]
    return found


def po_files() -> list[Path]:
    return sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read_po(path: Path):
    from babel.messages.pofile import read_po as babel_read_po

    with path.open("rb") as handle:
        return babel_read_po(handle, locale=path.parents[1].name)


def compiled(catalog) -> bytes:
    from babel.messages.mofile import write_mo

    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def missing(template, catalog) -> list[str]:
    """The template's strings that the catalog lacks or has not translated."""
    gaps = []
    for message in template:
        if not message.id:
            continue
        known = catalog.get(message.id, context=message.context)
        text = known.string if known is not None else None
        if not text or (isinstance(text, tuple) and not all(text)) or known.fuzzy:
            gaps.append(message.id if isinstance(message.id, str) else message.id[0])
    return gaps


def update() -> None:
    from babel.messages.pofile import write_po

    template = extract()
    for path in po_files():
        catalog = read_po(path)
        created = catalog.creation_date  # kept, so that a re-extraction changes no header
        catalog.update(template, update_header_comment=False)
        catalog.creation_date = created
        with path.open("wb") as handle:
            # No line numbers: an edit elsewhere in a file must not touch the catalog.
            write_po(
                handle,
                catalog,
                width=100,
                omit_header=False,
                ignore_obsolete=True,
                include_lineno=False,
            )
        path.with_suffix(".mo").write_bytes(compiled(catalog))
        gaps = missing(template, catalog)
        print(f"{path.relative_to(ROOT)}: {len(catalog)} strings, {len(gaps)} untranslated")


def check() -> list[str]:
    template = extract()
    problems = []
    for path in po_files():
        catalog = read_po(path)
        for gap in missing(template, catalog):
            problems.append(f"{path.parents[1].name}: untranslated: {gap!r}")
        mo = path.with_suffix(".mo")
        if not mo.is_file() or mo.read_bytes() != compiled(catalog):
            problems.append(f"{mo.relative_to(ROOT)} is stale: run python -m engine.i18n.catalogs")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.i18n.catalogs")
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for problem in problems:
            print(problem)
        return 1 if problems else 0
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main())
