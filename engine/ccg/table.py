"""The game-plugin interface: what the shared layer asks of a game, and what it asks it to do.

A game subclasses `Table` once. An instance wraps one state (and, while deciding, the game's
way to emit events): `decide` builds one over its working copy, a view or a legal-move list
builds a read-only one. The interpreter never touches a game's state except through these
methods, so one interpreter serves every game.

Reading methods have to be cheap and pure. Changing methods emit the game's own events (the
only way a state changes); the layer emits its own events (`engine.ccg.memory`) through
`emit` too, so they land in the same log, in order.

A method left unimplemented raises NotImplementedError.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from engine.ccg.chain import Chain
from engine.ccg.memory import Memory
from engine.ccg.model import Effect
from engine.ccg.words import Vocabulary


class Table:
    vocab: Vocabulary

    def __init__(self, memory: Memory, rng: random.Random | None = None) -> None:
        self.memory = memory
        self.rng = rng
        self._chain: Chain | None = None

    def chain(self) -> Chain:
        """The count of triggered abilities answering each other in the move being decided
        (`engine.ccg.chain`). A deciding Table returns its move's one (every Table built
        while deciding that move shares it); a read-only one has its own."""
        if self._chain is None:
            self._chain = Chain()
        return self._chain

    def random(self) -> random.Random:
        """The generator of the command being decided (a read-only table draws nothing)."""
        if self.rng is None:
            raise RuntimeError("a read-only table cannot draw random numbers")
        return self.rng

    # == reading ===================================================================================
    def card(self, iid: str) -> Any:
        """The card (definition) behind a card instance id."""
        raise NotImplementedError

    def in_play(self) -> Iterable[str]:
        """Every card instance in play that may carry abilities (characters included)."""
        raise NotImplementedError

    def characters(self) -> Iterable[str]:
        """Every character in play that effects may reach."""
        raise NotImplementedError

    def is_character(self, iid: str) -> bool:
        return iid in set(self.characters())

    def live(self, iid: str) -> Iterable[tuple[int, Effect]]:
        """The abilities of a card in play that work now, with their index on the card.

        Default: all of them. Games leave some out (the other side of a two-sided card, a
        Rite still in progress, a Battlefield's Controller: text while nobody controls it).
        """
        return enumerate(self.card(iid).effects)

    def performer(self, iid: str) -> str | None:
        """The character that played this card in play (it may have left play since)."""
        return None

    def host_of(self, iid: str) -> str | None:
        """The character a card in play is attached to (its host), if any."""
        return None

    def bearer(self, iid: str) -> str | None:
        """The character an ability of this card works through ("this character"): the
        character itself, the one the card is attached to, or the one in play that played it."""
        if self.is_character(iid):
            return iid
        host = self.host_of(iid)
        if host is not None:
            return host
        by = self.performer(iid)
        return by if by is not None and self.is_character(by) else None

    def holder(self, iid: str, effect: Effect) -> int | None:
        """The player who uses (or benefits from) this ability of a card in play."""
        return self.owner(iid)

    def owner(self, iid: str) -> int | None:
        """The player whose card (or pack member) this is; None for prey nobody owns."""
        raise NotImplementedError

    def words(self, iid: str) -> set[str]:
        """Everything the card or character "is" (keywords by the Keyword Rule)."""
        card = self.card(iid)
        return {*card.keywords, self.vocab.card_types.get(card.type, card.type)}

    def facet(self, iid: str, name: str) -> Any:
        """A facet of a card or character ("form", "tribe", "breed", ...)."""
        return None

    def places(self, iid: str) -> set[str]:
        """Where it is ("umbra", "hunting", "combat", ...), for `in` conditions."""
        return set()

    def voted(self, iid: str, how: str) -> bool:
        """Whether the character voted so ("winning": on the winning side of every vote it
        could take part in this turn, having voted at least once), for `voted` conditions."""
        return False

    def stat(self, iid: str, name: str) -> int:
        """A stat's current value (printed, static effects, lasting effects and rules)."""
        raise NotImplementedError

    def base_stat(self, iid: str, name: str) -> int:
        """A stat without static effects (what aura conditions are asked about)."""
        return self.stat(iid, name)

    def number(self, card_id: str, name: str) -> int:
        """A printed number of a card, in play or not ("rage_cost")."""
        return int(getattr(self.card(card_id), name, 0) or 0)

    def wounds(self, iid: str) -> int:
        return 0

    def built_in(self, iid: str) -> tuple[str, ...]:
        """The keywords of what the character carries built in (engine.ccg.builtin)."""
        return ()

    def attached(self, iid: str) -> list[str]:
        """The cards attached to a character."""
        return []

    def players(self) -> list[int]:
        """Players still in the game, in turn order."""
        raise NotImplementedError

    def player_stat(self, seat: int, name: str) -> int:
        raise NotImplementedError

    def can_join(self, iid: str) -> bool:
        """Whether a character may be brought into the combat going on."""
        return False

    def opponent(self, iid: str) -> str | None:
        """The character it is fighting, if it is in a combat."""
        return None

    def opponents(self, iid: str) -> list[str]:
        """Every character on the other side of its combat (engine.ccg.roles)."""
        found = self.opponent(iid)
        return [found] if found is not None else []

    def attacker(self, iid: str) -> str | None:
        """The character that began the combat against it, if it is the one attacked."""
        return None

    def counter(self, name: str) -> int:
        """A number of the game ("round": the combat round)."""
        return 0

    def epoch(self, per: str) -> int:
        """A number that changes when a new `per` ("turn", "phase", "combat", "round")
        begins, so limits know which uses still count."""
        raise NotImplementedError

    def zone(self, seat: int, name: str) -> list[str]:
        """The cards in a player's hand or deck (`name` from the vocabulary's hands/decks)."""
        raise NotImplementedError

    def seat_of(self, iid: str) -> int | None:
        """The player a character's effects reach ("its player"): whoever plays for it now."""
        return self.owner(iid)

    def player_choices(self, seat: int | None, effect: Effect) -> list[int]:
        """The players an effect that says "target player" may choose."""
        return [s for s in self.players() if s != seat]

    # == changing =================================================================================
    def emit(self, event_type: str, **fields: Any) -> None:
        """Apply an event to the working state and record it (the game's Ctx.emit)."""
        raise NotImplementedError

    def prompt(self, seat: int, payload: dict[str, Any]) -> None:
        """Ask a player to choose; the game answers it through `interpreter.resume`.

        payload: {"kind": "ccg", "ask": ..., "options": [...], "resume": {...}, "private": bool}
        """
        raise NotImplementedError

    def changed(self, iid: str, stat: str) -> None:
        """A lasting modifier changed a stat: the game checks what follows (death, Gnosis)."""

    def shielded(self, source: str, iid: Any) -> bool:
        """Whether no effect of the card `source` may reach `iid` (the original game's
        creatures that no Gift affects); none by default."""
        return False

    # effect kinds call these; each emits the game's events
    def damage(self, iid: str, amount: int, source: str | None, seat: int | None) -> None:
        raise NotImplementedError

    def heal(self, iid: str, amount: int) -> None:
        raise NotImplementedError

    def flip(self, iid: str, to: str) -> None:
        raise NotImplementedError

    def can_flip(self, iid: str, to: str) -> bool:
        return True

    def draw(self, seat: int, deck: str, amount: int) -> None:
        raise NotImplementedError

    def discard(
        self, seat: int, where: str, amount: int, how: str, match: Any = None, about: Any = None
    ) -> None:
        """Discard `amount` cards (how: "top" of a deck, "chosen" by their owner, "random",
        "all" that satisfy `match` (a Condition asked of each card), "card": the card `match`).
        `about` is the character the effect reached, when it reached a character's player (a
        choice owed for a character that dies meanwhile is dropped)."""
        raise NotImplementedError

    def move(
        self, iid: str, to: str, seat: int | None, until: str = "", source: str | None = None
    ) -> None:
        """`source`: the card whose effect (or cost) moves it, for the log's why."""
        raise NotImplementedError

    def can_move(self, iid: str, to: str) -> bool:
        return True

    def score(self, seat: int, amount: int) -> None:
        raise NotImplementedError

    def track(self, name: str, amount: int, why: str | None) -> None:
        """Move a track (`why`: the character whose card moved it, else the card)."""
        raise NotImplementedError

    def fight(self, hunter: str, prey: str, seat: int) -> None:
        raise NotImplementedError

    def can_fight(self, hunter: str | None, prey: str, seat: int | None) -> bool:
        return hunter is not None and hunter != prey

    def end_combat(self) -> None:
        raise NotImplementedError

    def attach(self, card: str, host: str, seat: int | None) -> None:
        raise NotImplementedError

    def take(self, seat: int, deck: str, card: str, to: str) -> None:
        """Move a card found in a deck (a search) to the hand (`to`)."""
        raise NotImplementedError

    def shuffle(self, seat: int, deck: str) -> None:
        raise NotImplementedError

    def cancel_card(self, iid: str) -> None:
        """Cancel a card in play: it leaves play and its effects end."""
        raise NotImplementedError

    def create(self, model: str, seat: int | None, effect: Effect) -> None:
        raise NotImplementedError

    def control(self, iid: str, seat: int | None, until: str, source: str | None = None) -> None:
        """`source`: the card whose effect it is (control "while this card is in play")."""
        raise NotImplementedError

    def join_combat(self, iid: str, side_of: str | None, until: str) -> None:
        raise NotImplementedError

    def can_pay(self, iid: str | None, seat: int | None, cost: str, amount: int) -> bool:
        raise NotImplementedError

    def pay(self, iid: str | None, seat: int | None, cost: str, amount: int, source: str) -> None:
        raise NotImplementedError


class StateTable(Table):
    """A Table over an edition's state: what reads the same in both editions, and the lasting
    effects the rules start themselves (`last`), Rage and Gnosis costs among them."""

    def __init__(self, state: Any, rng: random.Random | None = None) -> None:
        super().__init__(state.ccg, rng)
        self.state = state

    def attached(self, iid: str) -> list[str]:
        return [t.iid for t in self.state.attached_to(iid)]

    def host_of(self, iid: str) -> str | None:
        thing = self.state.things.get(iid)
        return thing.host if thing is not None else None

    def players(self) -> list[int]:
        found: list[int] = self.state.active()
        return found

    def zone(self, seat: int, name: str) -> list[str]:
        player = self.state.players[seat]
        found: dict[str, list[str]] = {
            "hand": player.hand,
            "combat-hand": player.combat_hand,
            "sept": player.sept_deck,
            "combat": player.combat_deck,
        }
        return found.get(name, [])

    def counter(self, name: str) -> int:
        combat = self.state.combat
        if name == "round":
            return int(combat.round) if combat is not None else 0
        if name == "combat":
            return 1 if combat is not None else 0
        return 0

    def last(
        self,
        kind: str,
        on: str | int,
        key: str,
        until: str,
        amount: int = 0,
        source: str | None = None,
        seat: int | None = None,
        **extra: Any,
    ) -> None:
        """A lasting effect the rules start themselves (not a card's effect step)."""
        self.emit(
            "lasting",
            id=self.memory.next_id,
            kind=kind,
            on=on,
            key=key,
            amount=amount,
            until=until,
            source=source,
            seat=seat,
            turn=self.state.turn,
            **extra,
        )

    def pay(self, iid: str | None, seat: int | None, cost: str, amount: int, source: str) -> None:
        """A cost in a stat is lost until the end of the combat (or of the turn)."""
        if iid is None or not self.is_character(iid):
            return
        until = "combat" if self.state.combat is not None else "turn"
        self.last("modify", iid, cost, until, amount=-amount, source=source, seat=seat)


class DecidingTable(StateTable):
    """A StateTable while deciding: it reads the working state and changes it through the
    Ctx's events (`emit`)."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx.state, ctx.rng)
        self.ctx = ctx

    def chain(self) -> Chain:
        found: Chain = self.ctx.chain  # one per move: every Table deciding it counts together
        return found

    def emit(self, event_type: str, **fields: Any) -> None:
        self.ctx.emit(event_type, **fields)
