"""The original Rage as the shared card layer sees it (engine.ccg.table.Table).

`ClassicView` reads a state (what is in play, whose it is, what it is, where it is);
`ClassicTable` changes the working state of one `decide` through the game's own events.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ccg import tracking
from engine.ccg.chain import Chain
from engine.ccg.model import Condition, Effect
from engine.ccg.table import Table
from engine.games.rage_classic import effects, query
from engine.games.rage_classic.cards import Card
from engine.games.rage_classic.state import GUARDIAN, ClassicState, card_of
from engine.games.rage_classic.vocab import TYPE_LABELS, VOCAB

PHASE_INDEX = {"redraw": 1, "regeneration": 2, "resource": 3, "umbra": 4, "moot": 5, "combat": 6}


_NO_PERSONAL_TOTEM = Condition("not", parts=(Condition("has", "Personal Totem"),))


def _pack_totem_effects(c: Card) -> tuple[Effect, ...]:
    """A Pack Totem's abilities never reach a Character with a Personal Totem (seed 001,
    "Events": it "may not benefit from Pack Totems")."""
    out = []
    for e in c.effects:
        both = _NO_PERSONAL_TOTEM
        if e.condition is not None:
            both = Condition("all", parts=(e.condition, _NO_PERSONAL_TOTEM))
        out.append(tracking.replaced(e, condition=both))
    return tuple(out)


#: Combat steps inside a round (a round's end is still to come).
MID_ROUND = frozenset({"play", "feint", "target", "revealed", "resolve", "round-over"})


class ClassicView(Table):
    """Reading an original Rage state for the shared card layer."""

    vocab = VOCAB

    def __init__(self, state: ClassicState, rng: Any = None) -> None:
        super().__init__(state.ccg, rng)
        self.state = state

    # -- what is in play ----------------------------------------------------------------------
    def card(self, iid: str) -> Card:
        return card_of(iid)

    def in_play(self) -> Iterable[str]:
        """Creatures and cards in play whose abilities work: nothing out of play, and nothing
        attached to a creature out of play (seed 001, "Out of Play")."""
        state = self.state
        found = [iid for iid, ch in state.creatures.items() if not ch.out]
        for iid, t in state.things.items():
            if t.host is not None and t.host in state.creatures and state.creatures[t.host].out:
                continue
            found.append(iid)
        return found

    def characters(self) -> Iterable[str]:
        return [iid for iid, ch in self.state.creatures.items() if not ch.out]

    def is_character(self, iid: str) -> bool:
        return iid in self.state.creatures

    def live(self, iid: str) -> Iterable[tuple[int, Effect]]:
        c = card_of(iid)
        if c.type in ("moot", "board-meeting"):
            return []
        if "Pack Totem" in c.keywords:
            return list(enumerate(_pack_totem_effects(c)))
        return list(enumerate(c.effects))

    def performer(self, iid: str) -> str | None:
        # the creature may have just died: a "when the character who played it dies" trigger
        # still knows who it was
        thing = self.state.things.get(iid)
        return thing.by if thing is not None else None

    def bearer(self, iid: str) -> str | None:
        state = self.state
        if iid in state.creatures:
            return iid
        thing = state.things.get(iid)
        if thing is None:
            return None
        if thing.host is not None and thing.host in state.creatures:
            return thing.host
        if thing.by is not None and thing.by in state.creatures:
            return thing.by
        return None

    def holder(self, iid: str, effect: Effect) -> int | None:
        return self.owner(iid)

    def owner(self, iid: str) -> int | None:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is not None:
            return ch.pack
        thing = state.things.get(iid)
        if thing is not None:
            if thing.host is not None and thing.host in state.creatures:
                return state.creatures[thing.host].pack
            return thing.pack if thing.pack is not None else thing.owner
        if state.pending is not None and state.pending.card == iid:
            return state.pending.seat
        return None

    def seat_of(self, iid: str) -> int | None:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            return self.owner(iid)
        if ch.pack is not None:
            return ch.pack
        combat = state.combat
        return combat.prey_seat if combat is not None else None

    # -- what it is ------------------------------------------------------------------------------
    def words(self, iid: str) -> set[str]:
        c = card_of(iid)
        found = query.words(self.state, iid)
        found.add(TYPE_LABELS.get(c.type, c.type))
        return found

    def facet(self, iid: str, name: str) -> Any:
        state = self.state
        if iid not in state.creatures:
            return None
        if name == "form":
            return query.form(state, iid)
        if name == "allegiance":
            return query.allegiance(state, state.creatures[iid]).lower()
        return None

    def voted(self, iid: str, how: str) -> bool:
        from engine.games.rage_classic import juntas

        return how == "winning" and juntas.voted_winning(self.state, iid)

    def places(self, iid: str) -> set[str]:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            thing = state.things.get(iid)
            if thing is not None and thing.host in state.creatures:
                return self.places(thing.host)
            return {"physical", "umbra"}
        found = set(query.worlds(state, iid))
        if ch.pack is None or ch.hunting:
            found.add("hunting")
        if query.at_home(state, iid):
            found.add("home")
        if query.in_combat(state, iid):
            found.add("combat")
        if ch.out:
            found.add("out")
        if iid in state.alphas:
            found.add("alpha")
        if ch.frenzy:
            found.add("frenzied")
        return found

    def stat(self, iid: str, name: str) -> int:
        if iid not in self.state.creatures:
            return int(getattr(card_of(iid), name, 0) or 0)
        return query.stat(self.state, iid, name)

    def base_stat(self, iid: str, name: str) -> int:
        if iid not in self.state.creatures:
            return int(getattr(card_of(iid), name, 0) or 0)
        if name == "renown":
            return card_of(iid).renown
        rage, gnosis, health = query.side(self.state, iid)
        return {"rage": rage, "gnosis": gnosis, "health": health}.get(name, 0)

    def number(self, card_id: str, name: str) -> int:
        return max(0, int(getattr(card_of(card_id), name, 0) or 0))

    def wounds(self, iid: str) -> int:
        ch = self.state.creatures.get(iid)
        return ch.wounds if ch is not None else 0

    def attached(self, iid: str) -> list[str]:
        return [t.iid for t in self.state.attached_to(iid)]

    def players(self) -> list[int]:
        return self.state.active()

    def player_stat(self, seat: int, name: str) -> int:
        state = self.state
        if name == "vp":
            return state.victory_points(seat)
        if name == "sept-size":
            return query.hand_size(state, seat, "sept")
        if name == "combat-size":
            return query.hand_size(state, seat, "combat")
        if name == "gauntlet":
            return effects.player_bonus(state, seat, "gauntlet")
        return 0

    #: while a Combat Action resolves: (its user, the creature it landed on)
    focus: tuple[str, str] | None = None
    #: while an ability used as a Combat Action resolves: (its target, its speed), whose
    #: blocks soak the damage it deals
    guard: tuple[str, int] | None = None

    def opponent(self, iid: str) -> str | None:
        """The opposing creature: the one a resolving Combat Action landed on, else the first
        creature on the other side of the combat."""
        if self.focus is not None and self.focus[0] == iid:
            return self.focus[1]
        foes = [f for f in query.opponents(self.state, iid) if f in self.state.creatures]
        return foes[0] if foes else None

    def counter(self, name: str) -> int:
        combat = self.state.combat
        if name == "round":
            return combat.round if combat is not None else 0
        if name == "combat":
            return 1 if combat is not None else 0
        return 0

    def epoch(self, per: str) -> int:
        state = self.state
        if per == "turn":
            return state.turn
        if per == "phase":
            return state.turn * 10 + PHASE_INDEX.get(state.phase, 0)
        combat_no = state.combats
        if per == "combat":
            return combat_no
        if per == "round":
            round_no = state.combat.round if state.combat is not None else 0
            return combat_no * 100 + round_no
        return 0

    def zone(self, seat: int, name: str) -> list[str]:
        player = self.state.players[seat]
        return {
            "hand": player.hand,
            "combat-hand": player.combat_hand,
            "sept": player.sept_deck,
            "combat": player.combat_deck,
        }.get(name, [])

    def player_choices(self, seat: int | None, effect: Effect) -> list[int]:
        return [s for s in self.players() if s != seat]

    # -- predicates ----------------------------------------------------------------------------
    def can_flip(self, iid: str, to: str) -> bool:
        from engine.games.rage_classic import effects

        state = self.state
        ch = state.creatures.get(iid)
        if ch is None or not card_of(iid).two_sided or effects.prohibited(state, iid, "flip"):
            return False
        return ch.crinos != (to == "crinos")

    def can_move(self, iid: str, to: str) -> bool:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            return iid in state.things and to in ("discard", "removed", "hand", "victory")
        if to == "umbra":
            return ch.world != "umbra"
        if to == "physical":
            return ch.world != "physical"
        if to == "hunting":
            return ch.pack is not None and not ch.hunting
        if to == "home":
            return ch.hunting or ch.out
        if to == "escape":
            return query.in_combat(state, iid)
        if to == "out":
            return not ch.out
        return True

    def can_fight(self, hunter: str | None, prey: str, seat: int | None) -> bool:
        state = self.state
        if hunter is None or hunter not in state.creatures or prey not in state.creatures:
            return False
        if hunter == prey or state.combat is not None:
            return False
        a, b = state.creatures[hunter], state.creatures[prey]
        if a.pack is not None and a.pack == b.pack:
            return False
        if a.pack is None and b.pack is None:
            return False  # prey never attacks prey
        return query.interact(state, hunter, prey) and not prey.startswith(GUARDIAN)

    def can_hunt(self, attacker: str | None, target: str) -> bool:
        """Seed 001: prey attack only valid targets; an Enemy never a Wyrm creature, a Victim
        never a Gaia one (an adopted one never its own pack)."""
        state = self.state
        if attacker is None or attacker not in state.creatures or target not in state.creatures:
            return False
        a, t = state.creatures[attacker], state.creatures[target]
        if t.pack is None or t.out or a.out or a.pack is not None and a.pack == t.pack:
            return False
        side = query.allegiance(state, t)
        if a.kind == "enemy" and side == "Wyrm" or a.kind == "victim" and side == "Gaia":
            return False
        return query.interact(state, attacker, target)

    def can_join(self, iid: str) -> bool:
        """Whether a creature may be brought into a combat by a pack action (Klailtal
        Stargazer's weakness: "cannot participate in any pack actions")."""
        return iid in self.state.creatures and not effects.prohibited(
            self.state, iid, "pack-action"
        )

    def can_frenzy(self, iid: str, kind: str) -> bool:
        from engine.games.rage_classic import damage

        return damage.can_frenzy_state(self.state, iid, kind)

    def can_pay(self, iid: str | None, seat: int | None, cost: str, amount: int) -> bool:
        if iid is None or iid not in self.state.creatures:
            return False
        return query.stat(self.state, iid, cost) >= amount


class ClassicTable(ClassicView):
    """The Table while deciding: reads the working state, changes it through events."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx.state, ctx.rng)
        self.ctx = ctx

    def chain(self) -> Chain:
        return self.ctx.chain  # one per move: every Table of this decision counts together

    def emit(self, event_type: str, **fields: Any) -> None:
        if event_type == "lasting" and fields.get("until") == "rounds" and self._mid_round():
            # "For the next two rounds of this combat" (Mangle, Stunning Blow): begun while a
            # round is being fought, it counts from the round after (the shared layer counts
            # one down at every round's end).
            fields["left"] = fields.get("left", 0) + 1
        self.ctx.emit(event_type, **fields)

    def _mid_round(self) -> bool:
        combat = self.state.combat
        return combat is not None and combat.step in MID_ROUND

    def prompt(self, seat: int, payload: dict[str, Any]) -> None:
        rest = {k: v for k, v in payload.items() if k != "kind"}
        self.ctx.prompt(seat, "ccg", **rest)

    def changed(self, iid: str, stat: str) -> None:
        from engine.games.rage_classic import damage

        if iid in self.state.creatures and stat == "health":
            damage.check_health(self.ctx, iid, None, None)

    # -- what effects do -------------------------------------------------------------------------
    def deal(
        self,
        iid: str,
        amount: int,
        source: str | None,
        seat: int | None,
        card: str,
        aggravated: bool,
    ) -> None:
        from engine.games.rage_classic import damage

        if iid not in self.state.creatures:
            return
        if self.guard is not None and self.guard[0] == iid:
            from engine.games.rage_classic.combat import soak

            amount = soak(self.ctx, iid, self.guard[1], amount)
            if amount <= 0:
                return
        killer = source if source is not None and source in self.state.creatures else None
        in_fight = self.state.combat is not None and query.in_combat(self.state, iid)
        damage.deal(self.ctx, iid, amount, card, killer, seat if in_fight else None, aggravated)

    def damage(self, iid: str, amount: int, source: str | None, seat: int | None) -> None:
        self.deal(iid, amount, source, seat, "", False)

    def heal(self, iid: str, amount: int) -> None:
        from engine.games.rage_classic import damage

        damage.heal(self.ctx, iid, amount)

    def flip(self, iid: str, to: str) -> None:
        from engine.games.rage_classic import damage

        self.emit("set", iid=iid, crinos=to == "crinos", why="card")
        if to != "crinos":
            damage.check_health(self.ctx, iid, None, None)

    def draw(self, seat: int, deck: str, amount: int) -> None:
        from engine.games.rage_classic.context import draw

        draw(self.ctx, seat, "combat" if deck == "combat" else "sept", amount, why="card")

    def discard(
        self, seat: int, where: str, amount: int, how: str, match: Any = None, about: Any = None
    ) -> None:
        # `about` (the character the effect reached) is not used here yet: rage-classic keeps
        # a discard owed for a character even if that character dies before it is chosen.
        from engine.ccg import conditions

        player = self.state.players[seat]
        if where in ("sept", "combat"):
            pile = player.sept_deck if where == "sept" else player.combat_deck
            cards = list(pile[:amount])
        else:
            hand = player.hand if where in ("hand", "") else player.combat_hand
            if how == "card":
                cards = [match] if match in hand else []
            elif how == "all":
                cards = [c for c in hand if match is None or conditions.holds(self, match, c, None)]
            elif how == "random":
                pool = list(hand)
                self.ctx.random().shuffle(pool)
                cards = pool[:amount]
            else:
                for _ in range(min(amount, len(hand))):
                    deck = "combat" if where == "combat-hand" else "sept"
                    self.ctx.prompt(seat, "discard-down", deck=deck, why="card")
                return
        if cards:
            self.emit("discard", seat=seat, cards=cards, why="card")

    def move(self, iid: str, to: str, seat: int | None, until: str = "") -> None:
        from engine.games.rage_classic import plays

        state = self.state
        ch = state.creatures.get(iid)
        if ch is None:
            if iid in state.things:
                where = {"victory": "victory", "hand": "hand", "removed": "removed"}.get(
                    to, "discard"
                )
                plays.leave_play(self.ctx, iid, where, why="card", seat=seat)
            return
        if until and until != "permanent" and to in ("umbra", "physical", "out"):
            # A move for a while ("returns from the Umbra at the start of the next turn"):
            # remembered, so it is undone when the duration ends (effects.expire).
            self.last("move", iid, to, until, seat=seat)
        if to in ("umbra", "physical"):
            self.emit("world", iid=iid, world=to, why="card")
        elif to == "hunting":
            self.emit("set", iid=iid, hunting=True, why="card")
        elif to == "home":
            self.emit("set", iid=iid, hunting=False, out=False, why="card")
        elif to == "out":
            self.emit("set", iid=iid, out=True, why="card")
            if query.in_combat(state, iid):
                self.emit("quit", iid=iid, why="out of play")
        elif to == "escape":
            if query.in_combat(state, iid):
                self.emit("quit", iid=iid, why="escaped")
        elif to in ("discard", "removed", "hand"):
            plays.leave_play(self.ctx, iid, to if to != "removed" else "removed", why="card")
        elif to in ("victory", "owner-victory"):
            target = seat if to == "victory" else ch.owner
            plays.leave_play(self.ctx, iid, "victory", why="card", seat=target)

    def score(self, seat: int, amount: int) -> None:
        self.emit("score", seat=seat, amount=amount)

    def fight(self, hunter: str, prey: str, seat: int) -> None:
        from engine.games.rage_classic import combat

        combat.declare(self.ctx, "effect", hunter, prey, alpha=False, seat=seat)

    def end_combat(self) -> None:
        from engine.games.rage_classic import combat

        if self.state.combat is not None:
            combat.finish(self.ctx, "a card ended it")

    def attach(self, card: str, host: str, seat: int | None) -> None:
        state = self.state
        if card in state.things and host in state.creatures:
            self.emit("attach", iid=card, host=host, pack=state.creatures[host].pack)

    def steal(self, card: str, bearer: str, seat: int | None) -> None:
        from engine.games.rage_classic import plays

        state = self.state
        if card not in state.things or bearer not in state.creatures:
            return
        c = card_of(card)
        if c.type == "equipment" and plays.equipment_fits(state, bearer, c) is not None:
            plays.leave_play(self.ctx, card, "discard", why="its new bearer cannot use it")
            return
        self.emit("attach", iid=card, host=bearer, pack=state.creatures[bearer].pack, stolen=True)

    def take(self, seat: int, deck: str, card: str, to: str) -> None:
        self.emit(
            "draw",
            seat=seat,
            deck="combat" if deck == "combat" else "sept",
            cards=[card],
            why="search",
        )

    def shuffle(self, seat: int, deck: str) -> None:
        player = self.state.players[seat]
        order = list(player.sept_deck if deck == "sept" else player.combat_deck)
        self.ctx.random().shuffle(order)
        self.emit(
            "shuffle", seat=seat, deck="sept" if deck == "sept" else "combat-all", order=order
        )

    def cancel_card(self, iid: str) -> None:
        from engine.games.rage_classic import plays

        state = self.state
        if state.pending is not None and state.pending.card == iid:
            self.emit("cancelled", card=iid)
            return
        if iid in state.things:
            plays.leave_play(self.ctx, iid, "discard", why="cancelled")

    def create(self, model: str, seat: int | None, effect: Effect) -> None:
        state = self.state
        if model not in state.creatures or seat is None:
            return
        copy = "copy:" + model
        if copy in state.creatures:
            return
        kind = effect.param("as") or "ally"
        self.emit(
            "enter",
            iid=copy,
            owner=seat,
            **{"as": "creature"},
            kind=kind,
            pack=seat,
            world=state.creatures[model].world,
            keywords=list(effect.param("keywords") or ()),
        )

    def control(self, iid: str, seat: int | None, until: str, source: str | None = None) -> None:
        state = self.state
        ch = state.creatures.get(iid)
        if ch is None or seat is None or ch.pack == seat or state.combat is not None:
            return  # a creature's status never changes in the middle of a combat (seed 001)
        until = until or "turn"  # a lasting effect's default outside combat
        changes: dict[str, Any] = {"pack": seat}
        if until != "permanent":
            changes["home"] = ch.pack
        if ch.kind in ("enemy", "victim"):
            # Adopted prey is an Ally of its new pack, not an Enemy or Victim (seed 001).
            changes.update(kind="ally", hunting=False)
            if until != "permanent":
                changes["was"] = ch.kind
        self.emit("set", iid=iid, why="controlled", **changes)
        if until != "permanent":
            # What keeps it controlled: when this ends, it goes back (effects.expire).
            self.last("control", iid, "control", until, source=source, seat=seat)

    def join_combat(self, iid: str, side_of: str | None, until: str) -> None:
        state = self.state
        if state.combat is None or side_of is None or not self.can_join(iid):
            return
        side = query.side_in_combat(state, side_of)
        if side is None or query.in_combat(state, iid):
            return
        self.emit("join", iid=iid, side=side)

    def hunt(self, attacker: str, target: str) -> None:
        """Prey that attack at the end of the Combat Phase: queued, then fought in Renown order."""
        self.emit("hunt", attacker=attacker, target=target)

    def frenzy(self, iid: str, kind: str, seat: int | None) -> None:
        from engine.games.rage_classic import damage

        owner = self.seat_of(iid)
        damage.start_frenzy(self.ctx, iid, kind, owner if owner is not None else seat)

    def last(
        self,
        kind: str,
        on: str | int,
        key: str,
        until: str,
        amount: int = 0,
        source: str | None = None,
        seat: int | None = None,
    ) -> None:
        """A lasting effect the rules start themselves (not from a card's effect step)."""
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
        )

    def skip_redraw(self, seat: int) -> None:
        self.last("grant", seat, "skip-redraw", "next-turn")

    def pay(self, iid: str | None, seat: int | None, cost: str, amount: int, source: str) -> None:
        if iid is None or iid not in self.state.creatures:
            return
        until = "combat" if self.state.combat is not None else "turn"
        self.last("modify", iid, cost, until, amount=-amount, source=source, seat=seat)
