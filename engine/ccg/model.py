"""The parsed form of card effects: conditions, target selectors, limits and effects.

Everything here is frozen plain data built by the loader (`engine.ccg.loader`) and read by the
interpreter (`engine.ccg.interpreter`), the static-effect index (`engine.ccg.statics`) and the
text writer (`engine.ccg.text`). Nothing here knows a game: the words (stats, places, triggers)
come from the game's `Vocabulary`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Subjects a condition can switch to: {"opponent": "Wyrm"} asks the opposing combatant.
SUBJECTS = ("self", "target", "opponent", "host", "other", "trigger", "performer", "attacker")


@dataclass(frozen=True)
class CardBase:
    """What every CCG card is: an id, a name, a type and keywords (an edition adds the rest)."""

    id: str
    name: str
    type: str
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class Condition:
    """A requirement, as a small tree.

    kind is one of:
      "all" / "any" (parts), "not" (parts[0]);
      "keyword" (arg: a word, by the Keyword Rule), "name" (arg: a card name),
      "type" (arg: tuple of card types), "facet" (arg: (facet, value)),
      "wounded" (arg: bool), "in" (arg: a place), "has" (arg: a keyword on an attached card),
      "voted" (arg: how the character voted this turn, a word of the game's `votings`),
      "stat" (arg: (stat, op, n) with op "min", "max" or "is"),
      "count" (arg: (counter, op, n): a number of the game such as the combat round),
      "mine" (arg: bool: controlled by the player using the ability),
      "is" (arg: "performer": it is the character that played the card),
      "subject" (arg: one of SUBJECTS; parts[0] is asked of that subject instead).
    """

    kind: str
    arg: Any = None
    parts: tuple[Condition, ...] = ()

    def keywords(self) -> tuple[str, ...]:
        """The plain keywords of an all-of-keywords condition (else empty)."""
        if self.kind == "keyword":
            return (self.arg,)
        if self.kind == "all" and all(p.kind == "keyword" for p in self.parts):
            return tuple(p.arg for p in self.parts)
        return ()


@dataclass(frozen=True)
class Target:
    """Who or what an effect reaches.

    mode: "self" (the character the ability works through), "this" (the card itself),
    "performer" (the character that played the card, wherever the card went),
    "opponent" (the bearer's combat opponent), "me" (the player using it), "it" (the targets
    of the step before), "trigger" / "other" (the character a trigger is about / its
    counterpart), or a selection: "choose", "each", "random", "lowest", "highest".
    what: "character", "player", "card" (a card in play), "attached" (a card on a character),
    "opponent-player" (a player other than me), "combat" (the combat under way).
    """

    mode: str
    what: str = "character"
    where: Condition | None = None
    by: str = ""  # lowest/highest: the stat compared
    count: int = 1
    name: str = ""  # the shorthand it was written as ("pack", "all-garou", ...), for text
    count_by: str = ""  # a stat of the bearer: one target for each point of it (count "renown")

    @property
    def chosen(self) -> bool:
        return self.mode == "choose"

    @property
    def players(self) -> bool:
        return self.what in ("player", "opponent-player")


@dataclass(frozen=True)
class Limit:
    """How often an ability may be used: `times` per `per` ("turn", "phase", "combat",
    "round", "game", "at-a-time"), counted per card instance, or per card name and player
    (`by_card`), or per target (`per_target`); `gap` turns must pass between two uses."""

    per: str
    times: int = 1
    per_target: bool = False
    by_card: bool = False
    #: with `by_card`: every player's copies count together ("counting every player's copies")
    everyone: bool = False
    gap: int = 0


@dataclass(frozen=True)
class Effect:
    """One ability of a card (or one later step of it: see `then`).

    `when` is a window where a player uses it ("main", "pre-combat", ...), a trigger the game
    fires ("turn-start", "death", ...), "static" (while the card is in play) or a card's own
    moment ("play", "damage", ...). `do` is the effect kind (engine.ccg.kinds). The kind's own
    parameters are in `params`; the common ones have fields of their own.
    """

    when: str = ""
    do: str = ""
    amount: int = 0
    x: str = ""  # amount "X": a stat of the bearer ("renown", ...)
    target: str = ""  # the selector as written when it was a word ("pack", "character", ...)
    selector: Target = field(default_factory=lambda: Target("self"))
    stat: str = ""
    until: str = ""
    count: int = 0  # until "rounds": how many
    deck: str = ""
    condition: Condition | None = None  # "if": asked of each target (of the bearer if none)
    cost: tuple[tuple[str, Any], ...] = ()
    once: Limit | None = None
    optional: bool = False
    of: Condition | None = None  # triggers: whose event (None: the bearer's own)
    phase: str = ""  # phase-start / phase-end: which phase
    params: tuple[tuple[str, Any], ...] = ()
    then: tuple[Effect, ...] = ()
    side: str = ""  # game extras (rage-lv: printed on one side of a Garou only)
    scope: str = ""  # game extras (rage-lv: In / Out / Neutral / Controller)
    reads: str = ""  # "current": an aura that reads modified stats (engine.ccg.auras)

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    @property
    def steps(self) -> tuple[Effect, ...]:
        return (self, *self.then)

    def to_json(self) -> dict[str, Any]:
        """A short summary (for logs and debugging), not the file form."""
        out: dict[str, Any] = {"when": self.when, "do": self.do}
        for key, default in (("amount", 0), ("target", ""), ("stat", ""), ("side", "")):
            if getattr(self, key) != default:
                out[key] = getattr(self, key)
        return out


@dataclass
class Use:
    """One use of an ability: through which card, by which player, on what.

    `source` is the card carrying the ability (an Event being played, an attached Gift, a
    character); `bearer` the character it works through ("this character"); `seat` the player
    using it (None for prey that nobody controls); `chosen` the target named in the command;
    `trigger` what a trigger is about ({"subject": iid, "other": iid, "card": iid});
    `index` the ability's position on the card.
    """

    source: str
    index: int
    effect: Effect
    seat: int | None
    bearer: str | None
    chosen: Any = None
    trigger: dict[str, Any] = field(default_factory=dict)
    # while running: the targets of the step before ("it") and the target being asked about
    last: list[Any] = field(default_factory=list)
    current: Any = None
    looked: list[str] = field(default_factory=list)
    #: the one seat that knows `last` (a card its search found, in a hand now); None: all
    last_by: int | None = None
