"""One edition of the Rage CCG as the app offers it: a game id, its folder and starter packs, and
from them what every game's registration needs (a new game and its runner, the table, "play
again", the deck builder and card sets, the lessons), built the same way for both editions.

An edition's folder holds modules of known names that this reaches lazily (nothing heavy is
imported until a game is played): `table` (its `Table` class), `cardsets`, `decks`, `faces`,
`lessons`. Its `registration.py` builds the `GameRegistration` with `Edition.registration`.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from desktop.cardsets import CardSetReport
from desktop.game.controllers import SeatController
from desktop.game.seams import TableRunner
from desktop.games.registration import (
    DeckRules,
    Demo,
    GalleryPage,
    GameRegistration,
    NewGame,
    QuickGame,
    SetupField,
    TableFactory,
    TableSetup,
    card_art_in,
    lessons_in,
    package_text,
)
from desktop.screens.base import AppServices, Screen
from engine.i18n import N_

if TYPE_CHECKING:
    from desktop.game.runner import GameRunner


@dataclass(frozen=True)
class Edition:
    game: str
    #: the edition's desktop folder (a package name)
    package: str
    #: the packs seats play unless New game says otherwise, in turn
    starters: tuple[str, ...]
    #: the options a resumed game's "play again" keeps
    again: tuple[str, ...] = ("packs", "renown_level")
    #: the engine's package (its rules text)
    rules: str = ""
    #: where the player's saved packs lie in the data folder (its DeckRules' packs_folder)
    packs_folder: str = "packs"

    def module(self, name: str) -> ModuleType:
        return import_module(f"{self.package}.{name}")

    def default_packs(self, seats: int) -> list[str]:
        return [self.starters[i % len(self.starters)] for i in range(seats)]

    def new_runner(
        self,
        seats: list[SeatController],
        *,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        threaded: bool = True,
    ) -> GameRunner:
        from desktop.game.start import new_runner

        opts = dict(options or {})
        opts.setdefault("packs", self.default_packs(len(seats)))
        opts = self.with_user_cards(opts)  # a pack of the player's own cards carries them
        return new_runner(self.game, seats, seed=seed, options=opts, threaded=threaded)

    def table(self, app: AppServices, runner: TableRunner, **kw: Any) -> Screen:
        """The table for `runner` (kw: perspective, faces, journal, setup, step_delay,
        replay, resumed)."""
        table: Screen = self.module("table").Table(
            app, runner, **{k: v for k, v in kw.items() if v is not None}
        )
        return table

    def start(
        self, app: AppServices, setup: TableSetup, *, replace: bool = False, seed: int | None = None
    ) -> Screen:
        """A new game: session, runner, autosave journal, table."""
        from desktop.game.start import show, start_autosave

        runner = self.new_runner(list(setup.seats), seed=seed, options=setup.options)
        journal = start_autosave(app, runner.session, list(setup.seats))
        screen: Screen = show(
            app, self.table(app, runner, journal=journal, setup=setup), replace=replace
        )
        return screen

    def setup_for(self, seats: list[SeatController], options: dict[str, Any]) -> TableSetup:
        return TableSetup(list(seats), {k: v for k, v in options.items() if k in self.again})

    # -- reached lazily ---------------------------------------------------------------------------
    def with_user_cards(
        self, options: dict[str, Any], report: CardSetReport | None = None
    ) -> dict[str, Any]:
        """Options with the definitions of the player's own cards their packs use ("cards"),
        so the engine checks them again and the log replays without the files. Options that
        carry cards, or packs of shipped cards only, come back as they are (no file read)."""
        if options.get("cards"):
            return options
        sets = self.module("cardsets")
        ids: set[str] = set().union(*(sets.pack_card_ids(p) for p in options.get("packs") or []))
        found = sets.definitions_for(ids, report) if ids else []
        return {**options, "cards": found} if found else options

    def user_cards(self) -> Any:
        return self.module("cardsets").user_cards()

    def deck_rules(self) -> Any:
        return self.module("decks").deck_rules()

    def builder_rules(self, pack: Any, cards: Any, **rest: Any) -> DeckRules:
        """The deck builder's rules (for the edition's `decks.deck_rules`): what both editions
        take the same way from the engine's `Pack` class and card module (the file format,
        the packs' JSON, the cards and their decks), and `rest`: what the edition says itself."""
        return DeckRules(
            game=self.game,
            file_format=f"{self.game}-pack",
            cards=cards.cards,
            starters=pack.shipped,
            make_pack=pack,
            to_json=pack.to_json,
            from_json=pack.from_json,
            error=cards.CardDataError,
            sept_types=cards.SEPT_TYPES,
            combat_types=cards.COMBAT_TYPES,
            shown_text=cards.shown_text,
            packs_folder=self.packs_folder,
            **rest,
        )

    def user_sets(self, directory: Path | None = None) -> CardSetReport:
        """The player's good card files (default: the edition's folder in the data folder)."""
        from desktop.cardsets import cardsets_dir, load_user_sets

        folder = cardsets_dir(self.game) if directory is None else Path(directory)
        try:
            kind = self.user_cards()
        except Exception as exc:  # pragma: no cover - a broken install
            return CardSetReport(problems=[f"Card data could not be loaded: {exc}"])
        return load_user_sets(kind, folder)

    def saved_packs(self) -> list[tuple[Any, str]]:
        """The player's saved packs legal under the loosest deck settings, for New game's
        per-seat choice: (the pack in full, its label). Never raises."""
        from desktop.screens.deckbuilder.store import offered_packs, saved_pack_files

        if not saved_pack_files(self.packs_folder):
            # None saved: the deck rules wait for the deck builder. They import the engine's
            # whole edition, which took seconds of the event thread on a busy machine when
            # New game's Game control came to this game (its → seemed ignored).
            return []
        return offered_packs(self.deck_rules(), lambda: self.user_sets().cards)

    def collection(self, directory: Path | None = None, pool: dict[str, Any] | None = None) -> Any:
        """The deck builder's collection: the shipped cards and the player's own (from
        `directory`, default their card-set folder), or exactly `pool`."""
        from desktop.screens.deckbuilder.model import game_collection

        return game_collection(self.deck_rules(), self.user_cards(), directory, pool)

    # -- the registration -------------------------------------------------------------------------
    def registration(
        self,
        *,
        table: TableFactory,
        title: str,
        about: str,
        fields: tuple[SetupField, ...],
        pack_names: dict[str, str],
        pack_about: str,
        demo: Demo,
        replay_bar: tuple[int, int, int, int],
        selftest: QuickGame,
    ) -> GameRegistration:
        """The edition as the app offers it (`table`: a function of the edition's own
        registration module, which tells the app where the game's folder is)."""

        def start(app: AppServices, seats: list[SeatController], options: dict[str, Any]) -> Screen:
            return self.start(app, TableSetup(list(seats), options), replace=True)

        return GameRegistration(
            ruleset=self.game,
            title=title,
            table=table,
            new_game=NewGame(
                about=about,
                seats=(2, 4),
                start=start,
                fields=fields,
                per_seat=SetupField(
                    "packs",
                    N_("Pack"),
                    tuple((p, pack_names[p]) for p in self.starters),
                    self.starters[0],
                    pack_about,
                ),
                more_seat_choices=self.saved_packs,
                prepare=self.with_user_cards,
            ),
            setup_for=self.setup_for,
            card_art=card_art_in(f"{self.package}.faces"),
            rules=lambda: package_text(self.rules),
            demo=demo,
            gallery=(GalleryPage(self.game),),
            replay_bar=replay_bar,
            seek_units=(("turn", N_("Turn")),),
            lan=True,
            decks=self.deck_rules,
            user_cards=self.user_cards,
            lessons=lessons_in(self.game, f"{self.package}.lessons"),
            selftest=selftest,
        )
