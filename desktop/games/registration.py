"""One game's registration: everything the shared screens need to offer it, in one object.

A game lives in its own folder (its table, faces, demo, setup and so on) and describes itself
to the rest of the app with one `GameRegistration`, built in that folder's `registration.py`.
`desktop/games/catalog.py` lists the registrations, one line per game; the shared screens
(New game, Continue, Replays, the rules, LAN, the deck builder, stats) and the shared modes
(demo, gallery, self-test) read them from the `Games` registry and never name a game.

Everything costly is reached through a callable, so building a registration imports nothing
heavy: the table, its faces and the card data load when a game is actually played.
"""

from __future__ import annotations

import argparse
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from desktop.game.controllers import SeatController
from engine.ai.levels import LEVELS, display_name

if TYPE_CHECKING:  # this module sits under the screens: it names them, never imports them
    from desktop.game.seams import TableRunner
    from desktop.learn.coach import Coach
    from desktop.render.kit import GameArt
    from desktop.scene.stats import FrameStats
    from desktop.screens.base import AppServices, Screen
    from engine.lessons.course import Course

log = logging.getLogger(__name__)

TableFactory = Callable[..., "Screen"]
"""table(app, runner, *, journal=None, setup=None, perspective=None, faces=None,
replay=False, resumed=False) -> the game's table screen.

`runner` is a GameRunner (local play), a RemoteRunner (a LAN seat) or a ReplayRunner; the
table cannot tell. `faces` is the previous table's card faces, reused after a replay seek.
`replay` lets the table move on by itself where it would wait for a click; `resumed` says the
game comes from Continue (nothing to deal again)."""


def table_kwargs(kw: Mapping[str, Any], **more: Any) -> dict[str, Any]:
    """What a table factory hands its table class: the arguments given a value (None leaves
    the class's default), with `more`, less the factory's own flags `replay` and `resumed`
    (the factory reads them and says what they mean to its table in `more`)."""
    given = {**kw, **more}
    return {k: v for k, v in given.items() if v is not None and k not in ("replay", "resumed")}


@dataclass(frozen=True)
class BotLevel:
    """A bot a seat may be given: the engine's bot name and the words New game shows."""

    bot: str
    label: str


#: The bots every game offers unless its registration says otherwise: the three levels (the
#: engine picks each game's bot for a level, see engine/ai/levels.py), then the random bot.
#: The labels are the engine's display names, so New game, LAN and Stats say the same.
DEFAULT_BOTS: tuple[BotLevel, ...] = tuple(
    BotLevel(bot, display_name(bot)) for bot in (*LEVELS, "random")
)

#: The level a new bot seat gets.
DEFAULT_LEVEL = "normal"


@dataclass(frozen=True)
class SetupField:
    """One option a player sets before a game: a choice, or an on/off toggle (no choices)."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]
    default: Any
    about: str = ""
    #: a sentence per value that needs one (value, what choosing it means), said after `about`
    notes: tuple[tuple[Any, str], ...] = ()

    def note(self, value: Any) -> str:
        """What choosing `value` means ("" when it needs no word), untranslated."""
        return next((note for v, note in self.notes if v == value), "")

    @property
    def toggle(self) -> bool:
        return not self.choices


@dataclass(frozen=True)
class NewGame:
    """How a game is set up and started.

    The data-driven New game screen (and the LAN host screen) show `fields`, a row of seats
    (`seats` low..high, labelled by `seat_labels`) and, when `per_seat` is set, one choice
    per seat (its option is the list of the seats' choices). A game that needs more brings
    its own New game `screen`; the LAN host still shows its `fields`.
    """

    about: str
    seats: tuple[int, int]
    #: start(app, seats, options) -> the table, which replaces the setup screen
    start: Callable[[AppServices, list[SeatController], dict[str, Any]], Screen]
    fields: tuple[SetupField, ...] = ()
    seat_labels: tuple[str, ...] = ()
    per_seat: SetupField | None = None
    #: more values for `per_seat` found at run time (e.g. the player's saved packs); never raises
    more_seat_choices: Callable[[], list[tuple[Any, str]]] | None = None
    #: the options as the game stores them (e.g. carrying the player's own cards); never raises
    prepare: Callable[[dict[str, Any]], dict[str, Any]] | None = None
    #: values that follow when one changes (key, values) -> values (e.g. a deck brings its scoring)
    follow: Callable[[str, dict[str, Any]], dict[str, Any]] | None = None
    #: a New game screen of the game's own: screen(app) (None: the data-driven one)
    screen: Callable[[AppServices], Screen] | None = None

    def seat_choices(self) -> list[tuple[Any, str]]:
        """Every value `per_seat` offers now: the game's own, then those found at run time
        (`more_seat_choices`: a value may be a whole pack, which then goes into the options in
        full, so the game's log replays without its file). Never fails a setup screen."""
        if self.per_seat is None:
            return []
        more: list[tuple[Any, str]] = []
        if self.more_seat_choices is not None:
            try:
                more = list(self.more_seat_choices())
            except Exception:
                log.exception("cannot list more choices for the seats")
        return [*self.per_seat.choices, *more]


@dataclass(frozen=True)
class DemoRun:
    """What the shared demo runner asks of a game's demo (`--demo GAME ...`)."""

    seed: int = 1
    seats: int = 2
    frames: int = 0  # 0: to the end of the game
    max_frames: int = 200_000
    screenshots: Path | None = None
    bots: str = "heuristic"
    options: dict[str, Any] = field(default_factory=dict)
    step_delay: float = 0.0
    #: stop once this milestone is saved ("" : run to `frames` or the end)
    until: str = ""
    #: collects this thread's CPU time per frame (a desktop.scene.stats.FrameStats), or None
    cpu_stats: FrameStats | None = None
    #: bots think between frames, as on the app's worker thread (benches); False: in the frame
    bots_off_frame: bool = False


@dataclass
class DemoOutcome:
    """What a game's demo reports back: how far it got, and the screenshots it saved."""

    finished: bool = False
    #: how far the game went, in the game's words, e.g. "10 rounds"
    progress: str = ""
    screenshots: list[str] = field(default_factory=list)
    load_ms: float = 0.0
    #: figures of the game's own for the statistics file (e.g. {"rounds": 10})
    figures: dict[str, Any] = field(default_factory=dict)
    #: the table that played (tests look at it)
    table: Screen | None = None


class DemoModule(Protocol):
    """A game's demo module: its `play(app, run)` and its milestones, in order."""

    @property
    def MILESTONES(self) -> tuple[str, ...]: ...  # read-only: a module's own tuple fits

    def play(self, app: AppServices, run: DemoRun) -> DemoOutcome: ...


@dataclass(frozen=True)
class Demo:
    """An all-bot game on the real table, headless: `play(app, run)` pushes the table on
    `app`, runs it frame by frame and saves `milestones` (PNG names, in order) as they happen.
    """

    play: Callable[[AppServices, DemoRun], DemoOutcome]
    milestones: tuple[str, ...]
    seats: int = 2
    #: the milestone the gallery keeps as the table's picture
    table_shot: str = ""
    max_frames: int = 200_000
    #: demo flags of this game's own (unique names), and the options they give
    add_arguments: Callable[[argparse._ArgumentGroup], None] | None = None
    options: Callable[[argparse.Namespace], dict[str, Any]] | None = None

    @classmethod
    def of(cls, module: DemoModule, table_shot: str, **more: Any) -> Demo:
        """The demo that `module` plays, with its milestones; the gallery keeps `table_shot`."""
        return cls(module.play, module.MILESTONES, table_shot=table_shot, **more)


@dataclass(frozen=True)
class GalleryPage:
    """One set of sheets in the gallery: the card design `art` (a game id the card renderer
    knows) and the decks whose backs to show (None: the design's own `decks()`, else one)."""

    art: str
    backs: tuple[str, ...] | None = None


@dataclass(frozen=True)
class PackHead:
    """What leads a pack: a card of the collection (`card_type`: a Tribe card, picked in the
    grid) or one of `choices` (an allegiance, picked beside the pack's name). `attr` is the
    pack's attribute that holds it."""

    attr: str
    label: str
    card_type: str = ""
    choices: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class PackMembers:
    """The creatures a pack starts with (`attr`: the pack's attribute, a list of card ids
    of `card_type`), one copy each; `label` heads their section, `short` counts them."""

    attr: str
    label: str
    card_type: str
    short: str


@dataclass(frozen=True)
class CardGroup:
    """The collection's second filter (a Tribe, an allegiance): `of(card)` is the group a card
    belongs to ("" for none), `choices(cards)` the groups offered, in order."""

    label: str
    of: Callable[[Any], str]
    choices: Callable[[list[Any]], list[tuple[str, str]]]


@dataclass(frozen=True)
class DeckRules:
    """What the shared deck builder needs from a game whose players build their own packs:
    a head (`head`), starting creatures (`members`), a Sept deck and a Combat deck, checked
    by the engine's rules under the game's deck `settings` (a Renown level, a rulebook, club
    rules). The game supplies every word the builder shows about its rules: the engine's
    sentences from `check`, the sections' `summary`, the `new_pack_hint`.

    Cards are the engine's card objects (id, name, type, deck, keywords, text, two_sided);
    packs are the engine's pack objects, built by `make_pack(id=, name=, <head.attr>=,
    <members.attr>=, sept=, combat=)`.
    """

    #: the game's ruleset id (its user card-set folder is named after it)
    game: str
    #: the "format" written in a saved pack file
    file_format: str
    cards: Callable[[], Mapping[str, Any]]
    starters: Callable[[], Mapping[str, Any]]
    make_pack: Callable[..., Any]
    #: check(pack, settings, pool) -> every deck rule the pack breaks, as sentences
    check: Callable[[Any, Mapping[str, Any], Mapping[str, Any] | None], list[str]]
    to_json: Callable[[Any], dict[str, Any]]
    from_json: Callable[[Any, str], Any]
    #: raised (with a sentence) for a pack or card file that cannot be used
    error: type[Exception]
    head: PackHead
    members: PackMembers
    group: CardGroup
    sept_types: tuple[str, ...]
    combat_types: tuple[str, ...]
    #: copies(card, settings) -> most copies of a deck card (0: no limit)
    copies: Callable[[Any, Mapping[str, Any]], int]
    #: cost(card) -> (what it costs to bring in, its word: "Renown", "Gnosis"...; 0, "")
    cost: Callable[[Any], tuple[int, str]]
    #: summary(pack, settings, pool, problems) -> {"members"|"sept"|"combat": (the section's
    #: count line, whether one of `problems` is about it)}
    summary: Callable[
        [Any, Mapping[str, Any], Mapping[str, Any], list[str]], Mapping[str, tuple[str, bool]]
    ]
    #: faces(app) -> the card faces the builder draws (an object with face(id, size[, crinos])
    #: and `extra`), drawn through the app's card renderer
    faces: Callable[[AppServices], Any]
    #: the deck settings the rules are checked under; the first one is the Renown level
    settings: tuple[SetupField, ...] = ()
    #: the settings under which a saved pack counts as playable at all (New game names the
    #: rule it breaks under the settings chosen); missing keys take the defaults
    loosest: Mapping[str, Any] = field(default_factory=dict)
    #: blames(problem, card) -> whether the engine's sentence is a rule this card breaks by
    #: itself (refused on adding; the whole-pack rules only show in the live check)
    blames: Callable[[str, Any], bool] = lambda problem, card: card.name in problem
    type_labels: Mapping[str, str] = field(default_factory=dict)
    #: tint(card) -> a pip colour of the game's own for a card, or None for the deck's
    tint: Callable[[Any], tuple[int, int, int] | None] = lambda card: None
    new_pack_hint: str = "A new pack: pick its leader, its starting creatures, then the two decks."
    #: the folder of the data folder where saved packs live
    packs_folder: str = "packs"
    #: shown_text(text) -> a card's rules text (English) in the player's language: the
    #: builder's search finds a card by either
    shown_text: Callable[[str], str] = lambda text: text

    def defaults(self, **changes: Any) -> dict[str, Any]:
        """The settings' defaults, with `changes`."""
        return {**{f.key: f.default for f in self.settings}, **changes}


@dataclass(frozen=True)
class UserCards:
    """Card sets the player adds as JSON files in `<data dir>/cards/<game id>/`.

    `load_file(path)` returns the engine's cards in a file or raises `error` with a sentence
    naming the file, card and field; `check(found, pool)` returns problems that need the
    whole collection (e.g. a Tribe nobody defines); `starter_files` are written (never over a
    file) so the folder explains itself: name -> text; `warn` lists what may be deliberate.
    """

    load_file: Callable[[Path], list[Any]]
    error: type[Exception]
    shipped: Callable[[], Mapping[str, Any]]
    check: Callable[[Path, list[Any], Mapping[str, Any]], list[str]] | None = None
    starter_files: Callable[[], dict[str, str]] | None = None
    #: warn(found, pool): what the cards name that no card in the whole collection is or has
    #: (a name condition, a requirement word): shown, the file still loads
    warn: Callable[[list[Any], Mapping[str, Any]], list[str]] | None = None
    #: check_card(source, object, index): a refused file names every card it refuses
    check_card: Callable[[str, Any, int], Any] | None = None


@dataclass
class TableSetup:
    """What New game chose (seats and options), kept by a table to offer "play again"."""

    seats: list[SeatController]
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class QuickGame:
    """The short bot game `--selftest` plays: seats and options that keep it to seconds."""

    seats: int
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Lessons:
    """A game's "Learn to play" course (issue 14): the lessons are data in the engine
    (`engine.lessons`), the table is the game's own with the coach on it."""

    #: course() -> engine.lessons.course.Course (reads the game's course file)
    course: Callable[[], Course]
    #: table(app, runner, coach) -> the game's table with the coach panel
    #: (a desktop.learn.table.CoachMixin over the game's table class)
    table: Callable[[AppServices, TableRunner, Coach], Screen]


@dataclass(frozen=True)
class GameRegistration:
    """Everything the app needs to offer one game. See the module docstring."""

    #: the engine's ruleset id (also the save files' and the journal's name for the game)
    ruleset: str
    #: the name players see in New game, Continue, Replays, LAN and stats
    title: str
    table: TableFactory
    new_game: NewGame
    #: setup_for(seats, options) -> the record a table keeps to offer "play again"
    setup_for: Callable[[list[SeatController], dict[str, Any]], TableSetup]
    #: the card designs: a GameArt for desktop.render.CardRenderer (built on call)
    card_art: Callable[[], GameArt]
    #: the rules reference, as Markdown
    rules: Callable[[], str]
    demo: Demo | None = None
    gallery: tuple[GalleryPage, ...] = ()
    #: where the replay bar sits on this table (logical x, y, w, h): a strip it leaves free
    replay_bar: tuple[int, int, int, int] = (318, 1006, 1180, 68)
    #: the replay's seek units: the engine's mark kinds and the words for them
    seek_units: tuple[tuple[str, str], ...] = ()
    #: a table can be hosted and joined on the LAN
    lan: bool = True
    #: the deck builder's rules for this game (built on call: they load the card data)
    decks: Callable[[], DeckRules] | None = None
    #: the player's own card sets for this game (built on call)
    user_cards: Callable[[], UserCards] | None = None
    selftest: QuickGame | None = None
    bots: tuple[BotLevel, ...] = DEFAULT_BOTS
    #: the game's "Learn to play" course (None: it has none yet)
    lessons: Lessons | None = None

    def unit_name(self, kind: str) -> str:
        """The word for a replay mark kind, e.g. "Trick"."""
        return dict(self.seek_units).get(kind) or kind.replace("_", " ").capitalize()


def lessons_in(game: str, module: str) -> Lessons:
    """A game's "Learn to play": its course (the engine's data for `game`) and the
    `LessonTable(app, runner, coach)` class of its desktop `module`, loaded when first asked."""

    def course() -> Course:
        from engine.lessons.course import load_course

        return load_course(game)

    def table(app: AppServices, runner: TableRunner, coach: Coach) -> Screen:
        screen: Screen = import_module(module).LessonTable(app, runner, coach)
        return screen

    return Lessons(course=course, table=table)


def card_art_in(module: str) -> Callable[[], GameArt]:
    """A game's `card_art` for its registration: `module`'s own, imported when first asked."""

    def card_art() -> GameArt:
        art: GameArt = import_module(module).card_art()
        return art

    return card_art


def package_text(package: str, name: str = "rules_text.md") -> str:
    """A text file shipped inside a Python package (e.g. an engine game's rules_text.md), in
    the active language when the package has it translated (rules_text.pt_BR.md)."""
    from importlib import resources

    from engine.i18n import text_variants

    folder = resources.files(package)
    for variant in text_variants(name):
        found = folder.joinpath(variant)
        if found.is_file():
            return found.read_text(encoding="utf-8")
    return folder.joinpath(name).read_text(encoding="utf-8")


__all__ = [
    "DEFAULT_BOTS",
    "DEFAULT_LEVEL",
    "BotLevel",
    "DeckRules",
    "Demo",
    "DemoModule",
    "DemoOutcome",
    "DemoRun",
    "GalleryPage",
    "GameRegistration",
    "Lessons",
    "NewGame",
    "QuickGame",
    "SetupField",
    "TableFactory",
    "TableSetup",
    "UserCards",
    "card_art_in",
    "lessons_in",
    "package_text",
    "table_kwargs",
]
