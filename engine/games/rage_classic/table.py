"""The original Rage's card-layer Table while deciding (engine.ccg.table.Table): it reads the
working state as `query.ClassicView` does and changes it through the game's own events, by the
rules of every phase (damage, plays, combat). The flow hands it to the Ctx (`Ctx.table`), so
the rules below never import it.
"""

from __future__ import annotations

from typing import Any

from engine.ccg import conditions, durations
from engine.ccg.model import Effect
from engine.games.rage_classic import combat, damage, plays, query
from engine.games.rage_classic.context import CardTable, Ctx, draw
from engine.games.rage_classic.state import card_of

#: Combat steps inside a round (a round's end is still to come).
MID_ROUND = frozenset({"play", "feint", "target", "revealed", "resolve", "round-over"})


class ClassicTable(CardTable):
    """The Table while deciding: reads the working state, changes it through events."""

    ctx: Ctx

    def emit(self, event_type: str, **fields: Any) -> None:
        if event_type == "lasting" and fields.get("until") == "rounds" and self._mid_round():
            # "For the next two rounds of this combat" (Mangle, Stunning Blow): begun while a
            # round is being fought, it counts from the round after (the shared layer counts
            # one down at every round's end).
            fields["left"] = fields.get("left", 0) + 1
        if event_type == "lasting" and fields.get("until") == durations.FRENZY:
            on = fields.get("on")
            ch = self.state.creatures.get(on) if isinstance(on, str) else None
            if ch is None or not ch.frenzy:
                return  # "while its frenzy lasts" on a creature in no frenzy: never begins
        if event_type == "lasting-end" and fields.get("why") == "cancel":
            # combat bonuses cancelled: a card kept in play only by them leaves with them
            before = {i.source for i in self.state.ccg.lasting if isinstance(i.source, str)}
            self.ctx.emit(event_type, **fields)
            plays.release(self.ctx, before)
            return
        self.ctx.emit(event_type, **fields)

    def _mid_round(self) -> bool:
        combat = self.state.combat
        return combat is not None and combat.step in MID_ROUND

    def prompt(self, seat: int, payload: dict[str, Any]) -> None:
        rest = {k: v for k, v in payload.items() if k != "kind"}
        self.ctx.prompt(seat, "ccg", **rest)

    def changed(self, iid: str, stat: str) -> None:
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
        if iid not in self.state.creatures:
            return
        if self.guard is not None and self.guard[0] == iid:
            amount = combat.soak(self.ctx, iid, self.guard[1], amount)
            if amount <= 0:
                return
        killer = source if source is not None and source in self.state.creatures else None
        in_fight = self.state.combat is not None and query.in_combat(self.state, iid)
        damage.deal(self.ctx, iid, amount, card, killer, seat if in_fight else None, aggravated)

    def damage(self, iid: str, amount: int, source: str | None, seat: int | None) -> None:
        self.deal(iid, amount, source, seat, "", False)

    def heal(self, iid: str, amount: int) -> None:
        damage.heal(self.ctx, iid, amount)

    def heal_card(self, iid: str, card: str, amount: int) -> None:
        damage.heal_card(self.ctx, iid, card, amount)

    def flip(self, iid: str, to: str) -> None:
        self.emit("set", iid=iid, crinos=to == "crinos", why="card")
        if to != "crinos":
            damage.check_health(self.ctx, iid, None, None)

    def draw(self, seat: int, deck: str, amount: int) -> None:
        draw(self.ctx, seat, "combat" if deck == "combat" else "sept", amount, why="card")

    def discard(
        self, seat: int, where: str, amount: int, how: str, match: Any = None, about: Any = None
    ) -> None:
        # `about` (the character the effect reached) is not used here yet: rage-classic keeps
        # a discard owed for a character even if that character dies before it is chosen.
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
            cause = {"source": self.source, "how": how} if self.source else {}
            if cause and where in ("sept", "combat"):
                cause["deck"] = where  # the log says they came off the deck's top
            self.emit("discard", seat=seat, cards=cards, why="card", **cause)

    def move(
        self, iid: str, to: str, seat: int | None, until: str = "", source: str | None = None
    ) -> None:
        state = self.state
        source = source or self.source
        ch = state.creatures.get(iid)
        if ch is None:
            if iid in state.things:
                where = {"victory": "victory", "hand": "hand", "removed": "removed"}.get(
                    to, "discard"
                )
                plays.leave_play(self.ctx, iid, where, why="card", seat=seat, source=source)
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
            plays.leave_play(self.ctx, iid, to, why="card", source=source)
        elif to in ("victory", "owner-victory"):
            target = seat if to == "victory" else ch.owner
            plays.leave_play(self.ctx, iid, "victory", why="card", seat=target, source=source)

    def score(self, seat: int, amount: int) -> None:
        self.emit("score", seat=seat, amount=amount)

    def fight(self, hunter: str, prey: str, seat: int) -> None:
        combat.declare(self.ctx, "effect", hunter, prey, alpha=False, seat=seat)

    def end_combat(self) -> None:
        if self.state.combat is not None:
            combat.finish(self.ctx, "a card ended it")

    def attach(self, card: str, host: str, seat: int | None) -> None:
        state = self.state
        if card in state.things and host in state.creatures:
            self.emit("attach", iid=card, host=host, pack=state.creatures[host].pack)

    def steal(self, card: str, bearer: str, seat: int | None) -> None:
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
        owner = self.seat_of(iid)
        damage.start_frenzy(self.ctx, iid, kind, owner if owner is not None else seat)

    def skip_redraw(self, seat: int) -> None:
        self.last("grant", seat, "skip-redraw", "next-turn")
