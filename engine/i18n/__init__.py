"""Translations: the standard library's gettext, with the language chosen per context.

Strings a player reads are written `_("...")` (translated at once, in the active language)
or `N_("...")` (marked for the catalog, translated where they are shown: module constants).
The active language is a ContextVar, never a module global: each stdio session and each app
sets it around its own work (`using(...)`), so several sessions in one process, or a desktop
switching language live, never see each other's choice.

Catalogs: `engine/i18n/locale/<lang>/LC_MESSAGES/rage_table.po` (the source, edited by hand)
and its compiled `.mo` next to it (committed, shipped in the package). `python -m
engine.i18n.catalogs` extracts and recompiles them with Babel (a dev dependency).
"""

from __future__ import annotations

import functools
import gettext
import locale
import os
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

DOMAIN = "rage_table"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

ENGLISH = "en"
PORTUGUESE = "pt-BR"
#: a test language: every catalogued string comes back marked ⟦…⟧ with accented vowels
PSEUDO = "pseudo"
SYSTEM = "system"
#: the languages a player can choose, with their names in their own language
LANGUAGES: dict[str, str] = {ENGLISH: "English", PORTUGUESE: "Português (Brasil)"}

_NULL = gettext.NullTranslations()
_active: ContextVar[gettext.NullTranslations] = ContextVar("rage_table_language", default=_NULL)


def normalize(lang: str | None) -> str:
    """A language tag as we name catalogs: 'pt-BR', 'pt_br', 'pt' -> 'pt-BR'; else 'en'."""
    if not lang:
        return ENGLISH
    tag = lang.replace("_", "-").split(".")[0].lower()
    if tag == PSEUDO:
        return PSEUDO
    if tag == SYSTEM:
        return system_language()
    if tag == "pt" or tag.startswith("pt-"):
        return PORTUGUESE
    return ENGLISH


def system_language() -> str:
    """The operating system's language, if we have a catalog for it (else English)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            first = value.split(":")[0]
            return ENGLISH if first in ("C", "POSIX") else normalize(first)
    try:
        code = locale.getlocale()[0]
    except ValueError:
        code = None
    return normalize(code) if code else ENGLISH


def translator(lang: str | None) -> gettext.NullTranslations:
    """The translations of a language (English: none). Loaded once; never changed after."""
    return _load(normalize(lang))


@functools.lru_cache(maxsize=8)
def _load(tag: str) -> gettext.NullTranslations:
    if tag == ENGLISH:
        return _NULL
    if tag == PSEUDO:
        return PseudoTranslations(_load(PORTUGUESE))
    return gettext.translation(
        DOMAIN, localedir=str(LOCALE_DIR), languages=[tag.replace("-", "_")], fallback=True
    )


def active() -> gettext.NullTranslations:
    return _active.get()


def language() -> str:
    """The active language's tag ('en', 'pt-BR', 'pseudo'): part of the key of anything drawn
    with words on it, so a language change draws it again instead of showing the old words."""
    catalog = _active.get()
    if catalog is _NULL:
        return ENGLISH
    return _tag(catalog)


@functools.lru_cache(maxsize=8)
def _tag(catalog: gettext.NullTranslations) -> str:
    # asked for every card face drawn: read once per catalog (catalogs never change)
    if isinstance(catalog, PseudoTranslations):
        return PSEUDO
    return normalize(catalog.info().get("language", "")) if catalog.info() else ENGLISH


@contextmanager
def using(lang: str | gettext.NullTranslations | None) -> Iterator[gettext.NullTranslations]:
    """Make `lang` the active language for the `with` block (this context only)."""
    chosen = lang if isinstance(lang, gettext.NullTranslations) else translator(lang)
    token = _active.set(chosen)
    try:
        yield chosen
    finally:
        _active.reset(token)


def _(message: str) -> str:
    """`message` in the active language."""
    return _active.get().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _active.get().ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it (translate it where shown)."""
    return message


def text_variants(name: str) -> list[str]:
    """The names a whole translated text file goes by in the active language, best first:
    'rules_text.md' -> ['rules_text.pt_BR.md'] in Portuguese, [] in English. Long texts
    (rules references) are translated as whole files rather than string by string."""
    catalog = _active.get()
    if isinstance(catalog, PseudoTranslations) or catalog is _NULL:
        return []
    language = catalog.info().get("language", "")
    if not language:
        return []
    stem, dot, suffix = name.rpartition(".")
    return [f"{stem}.{language}.{suffix}"] if dot else [f"{name}.{language}"]


def capitalized(text: str) -> str:
    """`text` with its first letter upper case (str.capitalize would lower the rest)."""
    return text[:1].upper() + text[1:]


def spoken_list(words: Sequence[str]) -> str:
    """ "Ada, Bruno and Chloé": commas, then the language's word before the last."""
    if len(words) < 2:
        return "".join(words)
    return _("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


# -- the pseudo language ----------------------------------------------------------------------

_ACCENTS = str.maketrans("aeiouAEIOUcnyC", "áéíóúÁÉÍÓÚçñýÇ")
_HOLES = re.compile(r"(\{[^{}]*\}|%\([a-z_]+\)[sd]|%[sd])")


def pseudo(text: str) -> str:
    """⟦text⟧ with accented vowels; placeholders ({name}, %s) are left as they are."""
    parts = _HOLES.split(text)
    marked = "".join(p if i % 2 else p.translate(_ACCENTS) for i, p in enumerate(parts))
    return f"⟦{marked}⟧"


class PseudoTranslations(gettext.NullTranslations):
    """Marks every string the Portuguese catalog knows; leaves any other string alone, so a
    screen showing an unmarked string shows one that bypassed the catalogs (or that the
    catalog lacks)."""

    def __init__(self, catalog: gettext.NullTranslations) -> None:
        super().__init__()
        self._known: frozenset[str] = frozenset(
            key if isinstance(key, str) else key[0]
            for key in getattr(catalog, "_catalog", {})
            if key
        )

    def gettext(self, message: str) -> str:
        return pseudo(message) if message in self._known else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        chosen = msgid1 if n == 1 else msgid2
        return pseudo(chosen) if msgid1 in self._known else chosen
