"""A game's card pool: the shipped cards, plus the cards of the game being looked at.

The shipped cards are every card file of the game's folder (packs.json excepted), read by the
shared loader against the game's schema (`engine.ccg.loader`).

A game may bring extra card definitions in full (option "cards"). They are checked by the same
schema as the shipped files, kept on the game's state, and made visible to lookups only
*inside* that game's calls (`CardPool.extra_cards`, scoped by a ContextVar and always reset),
so two games in one process never see each other's cards and nothing global is ever mutated.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Generic, Protocol, TypeVar

from engine.ccg import loader, references, sentences, text
from engine.ccg.errors import CardDataError, fail
from engine.ccg.tracking import tracked
from engine.core.errors import Illegal


class _HasId(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def source(self) -> str: ...


C = TypeVar("C", bound=_HasId)
NO_EXTRA: Mapping[str, Any] = MappingProxyType({})


class CardPool(Generic[C]):
    """One game's cards by id: the card files in `directory`, read against `schema` (its words,
    card class and rules text). `verify(own, shipped)` checks cards against the whole pool
    (e.g. that the Tribes they name exist) and raises CardDataError; the shipped cards are
    checked as a game's own cards against nothing else."""

    def __init__(
        self,
        name: str,
        directory: Path,
        schema: loader.Schema,
        verify: Callable[[Mapping[str, C], Mapping[str, C]], None] | None = None,
        words_of: Callable[[C], Iterable[str]] | None = None,
        named: Callable[[C], Iterable[tuple[str, str]]] | None = None,
    ) -> None:
        self.directory = directory
        self.schema = schema
        self._verify = verify
        self._words_of = words_of
        self._named = named
        self._shipped: dict[str, C] | None = None
        self._extra: ContextVar[Mapping[str, C]] = ContextVar(
            f"{name}_extra_cards", default=NO_EXTRA
        )
        self._from_text = lru_cache(maxsize=32)(self._extra_from_text)
        self._text_words: tuple[str, ...] | None = None
        self._text_keywords: frozenset[str] | None = None

    def shipped(self) -> dict[str, C]:
        """The shipped card pool (read once; cards are frozen, so sharing is safe)."""
        if self._shipped is None:
            self._shipped = self.load(self.directory)
        return self._shipped

    def load(self, directory: Path) -> dict[str, C]:
        """Every card in a folder's card files (packs.json excepted), by id."""
        found: dict[str, C] = {}
        for path in loader.card_files(directory, skip=("packs.json",)):
            for c in self.load_file(path):
                if c.id in found:
                    raise fail(path.name, c.id, "id", f"is also used in {found[c.id].source}")
                found[c.id] = c
        if self._verify is not None:
            self._verify(found, {})
        return found

    def warnings(self, own: Iterable[C], known: Mapping[str, C] | None = None) -> list[str]:
        """What `own` cards name that no card in `known` (the shipped pool by default, plus
        `own`) is or has, with file, card and field (engine.ccg.references)."""
        mine = list(own)
        pool = {**(self.shipped() if known is None else known), **{c.id: c for c in mine}}
        words_of = self._words_of or (lambda c: getattr(c, "keywords", ()))
        rules = self.schema.vocab.rules_keywords
        return references.warnings(mine, pool, words_of, self._named, rules)

    def load_file(self, path: Path) -> list[C]:
        return loader.load_file(path, self.schema)

    def check(self, source: str, raw: Any, index: int) -> C:
        """One raw card object as a card of this game (or CardDataError)."""
        found: C = loader.check_card(source, raw, index, self.schema)
        return found

    def text(self, card: C) -> str:
        """A card's rules text (English), written from its data."""
        return self.schema.text(card)

    def text_words(self) -> tuple[str, ...]:
        """The shipped cards' data words (names, keywords, tribes) that rules text quotes as
        printed: placeholders of its sentences in the catalogs (engine.ccg.sentences)."""
        if self._text_words is None:
            self._text_words = sentences.data_words(self.shipped().values())
        return self._text_words

    def text_keywords(self) -> frozenset[str]:
        """Of `text_words`, the keywords its sentences say in the player's language."""
        if self._text_keywords is None:
            self._text_keywords = sentences.data_keywords(self.shipped().values())
        return self._text_keywords

    def shown_text(self, text: str) -> str:
        """A rules text of this game (`rules_text`, English) in the active language."""
        return sentences.shown(text, self.text_words(), self.text_keywords())

    def shown_effect(self, card: C, index: int = -1) -> str:
        """What a card does, in the active language: its effect `index` (an ability used),
        else all its effects (a card played: its requirement and numbers left out), else its
        whole rules text."""
        return " ".join(self.shown_text(s) for s in self.effect_sentences(card, index))

    def chosen_words(self, card: C, option: int) -> str | None:
        """Option `option` of the card's one "choose one", in the active language and with no
        full stop (the log names what was taken), or None: the card has no such choice, or
        several the number cannot tell apart."""
        steps = [s for e in getattr(card, "effects", ()) for s in e.steps if s.do == "choose"]
        options = steps[0].param("options") or () if len(steps) == 1 else ()
        if not 0 <= option < len(options):
            return None
        return self.shown_text(text.steps_text(options[option], self.schema.vocab)).rstrip(". ")

    def effect_sentences(self, card: C, index: int = -1) -> list[str]:
        """`shown_effect`'s words in English, a sentence a piece: the catalog tool collects
        them too, as they lack the In/Out and scope marks of the card's whole rules text."""
        effects = getattr(card, "effects", ())
        kind = str(getattr(card, "type", ""))
        chosen = [effects[index]] if 0 <= index < len(effects) else list(effects)
        if not chosen:
            return [self.text(card)]
        vocab = self.schema.vocab
        return text.said_once(((e.when, text.effect_text(e, vocab, kind)) for e in chosen), vocab)

    def card(self, card_id: str) -> C:
        """A card by id: the shipped pool, then the cards of the game being looked at."""
        try:
            return tracked(self.shipped()[card_id])
        except KeyError:
            found = self._extra.get().get(card_id)
            if found is None:
                raise
            return tracked(found)

    @contextmanager
    def extra_cards(self, table: Mapping[str, C] | None) -> Iterator[None]:
        """Lookups in this block also see `table` (a game's own cards); undone on exit."""
        token = self._extra.set(table if table else NO_EXTRA)
        try:
            yield
        finally:
            self._extra.reset(token)

    def show_extra_cards(self, table: Mapping[str, C] | None) -> None:
        """For a UI that looks cards up outside ruleset calls: from now on, lookups in the
        calling thread's context also see `table` (replacing the previous one; None clears).
        Ruleset calls scope their own game's cards, unaffected by this."""
        self._extra.set(table if table else NO_EXTRA)

    def current_extra(self) -> Mapping[str, C]:
        """The extra cards visible right now (empty outside a game with its own cards)."""
        return self._extra.get()

    def pool(self) -> Mapping[str, C]:
        """Every card visible right now: the shipped pool plus the current game's own cards."""
        extra = self._extra.get()
        return {**self.shipped(), **extra} if extra else self.shipped()

    def load_extra(self, raw: Any, source: str = "cards") -> dict[str, C]:
        """A game's own card definitions (a list of card objects), checked like the shipped
        files; ids must be new (no shipped id, no id twice)."""
        if raw is None:
            return {}
        if not isinstance(raw, list):
            raise CardDataError(f"{source}: must be a list of card objects")
        found = [self.check(source, item, i) for i, item in enumerate(raw)]
        shipped = self.shipped()
        out: dict[str, C] = {}
        for c in found:
            if c.id in shipped:
                raise fail(source, c.id, "id", "is already a shipped card; choose another id")
            if c.id in out:
                raise fail(source, c.id, "id", "is defined twice")
            out[c.id] = c
        if self._verify is not None:
            self._verify(out, shipped)
        return out

    def normalizer(
        self,
        known: set[str],
        game_title: str,
        rest: Callable[[dict[str, Any], int], dict[str, Any]],
    ) -> Callable[[dict[str, Any], int], dict[str, Any]]:
        """A game's `normalize(options, seats)`: no unknown name, then its own cards (players'
        user cards, kept in full so the log replays without them) loaded and in sight while
        `rest` checks and completes the other options."""

        def normalize(options: dict[str, Any], seats: int) -> dict[str, Any]:
            unknown = sorted(set(options) - known)
            if unknown:
                raise Illegal("bad-option", f"{game_title} has no option called {unknown[0]!r}.")
            own = options.get("cards") or []
            try:
                table = self.load_extra(own, "your cards")
            except CardDataError as exc:
                raise Illegal("bad-cards", str(exc)) from exc
            with self.extra_cards(table):
                out = rest(options, seats)
            if own:
                out["cards"] = own
            return out

        return normalize

    def _extra_from_text(self, text: str) -> Mapping[str, C]:
        return MappingProxyType(self.load_extra(json.loads(text)))

    def extra_table(self, raw: Any) -> Mapping[str, C]:
        """`load_extra` remembered by content (for views and bots that see the raw list
        often)."""
        if not raw:
            return NO_EXTRA
        return self._from_text(json.dumps(raw, sort_keys=True))
