"""Static effects ("While in play") and lasting effects, indexed once for a state that is read.

`Statics(table)` looks at every card in play once: each static modify, grant and prohibit of
any card (characters and Enemies included) reaches its targets, asked with base stats so no
aura depends on itself. Lasting effects (engine.ccg.memory) are indexed beside them. A
Statics describes the state as it was when built: build a new one after the state changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ccg import auras, conditions, targets
from engine.ccg.kinds import kind_of
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table

Who = str | int


class Statics:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.bonus: dict[Who, dict[str, int]] = {}
        #: the cards behind each static bonus, in the order they were added (a log says why a
        #: Garou votes more than its Renown: "+1 Stone Choir")
        self.sources: dict[Who, dict[str, list[tuple[str, int]]]] = {}
        self.lasting_bonus: dict[Who, dict[str, int]] = {}
        self.flags: dict[Who, dict[str, list[dict[str, Any]]]] = {}
        self.granted: dict[Who, dict[str, list[dict[str, Any]]]] = {}
        #: auras that read current stats, asked once the others are in (`settle`)
        self.pending: list[tuple[str, int, Effect]] = []
        for iid in table.in_play():
            if not any(e.when == "static" for e in table.card(iid).effects):
                continue  # most cards have no static effect: skip asking which are live
            for index, effect in table.live(iid):
                if effect.when == "static" and auras.current(effect):
                    self.pending.append((iid, index, effect))
                elif effect.when == "static":
                    self._add(iid, index, effect)
        for item in table.memory.lasting:
            if item.kind == "modify":
                into = self.lasting_bonus.setdefault(item.on, {})
                into[item.key] = into.get(item.key, 0) + item.amount
            elif item.kind in ("prohibit", "grant"):
                book = self.flags if item.kind == "prohibit" else self.granted
                info = {"source": item.source, "amount": item.amount, **item.extra}
                book.setdefault(item.on, {}).setdefault(item.key, []).append(info)

    def settle(self) -> None:
        """Add the auras that read current stats (engine.ccg.auras). The edition calls it once
        this index answers its stats: each such aura is asked with them (none sees another's
        change: all are asked first), then all are applied."""
        pending, self.pending = self.pending, []
        reached = [
            (iid, effect, self._reached(iid, index, effect, False))
            for iid, index, effect in pending
        ]
        for iid, effect, (use, found) in reached:
            for who in found:
                self._apply(iid, effect, use, who)

    def _add(self, iid: str, index: int, effect: Effect) -> None:
        use, found = self._reached(iid, index, effect, True)
        for who in found:
            self._apply(iid, effect, use, who)

    def _reached(self, iid: str, index: int, effect: Effect, base: bool) -> tuple[Use, list[Who]]:
        """Whom the aura reaches and the condition holds for (`base`: base stats)."""
        table = self.table
        use = Use(iid, index, effect, table.holder(iid, effect), table.bearer(iid))
        found: list[Who] = []
        for who in self._reach(effect, use, base):
            use.current = who
            if conditions.holds(table, effect.condition, who, use, base=base):
                found.append(who)
        return use, found

    def _apply(self, iid: str, effect: Effect, use: Use, who: Who) -> None:
        table = self.table
        core = kind_of(table.vocab, effect.do).core
        if core == "modify":
            into = self.bonus.setdefault(who, {})
            into[effect.stat] = into.get(effect.stat, 0) + effect.amount
            self.sources.setdefault(who, {}).setdefault(effect.stat, []).append(
                (iid, effect.amount)
            )
        else:
            what = effect.param("what")
            info = {"source": iid, "amount": effect.amount}
            if effect.param("except"):
                info["except"] = list(effect.param("except"))
            if effect.param("against"):
                info["against"] = use.bearer
            if effect.param("keyword"):
                info["keyword"] = effect.param("keyword")
            book = self.flags if core == "prohibit" else self.granted
            book.setdefault(who, {}).setdefault(what, []).append(info)

    def _reach(self, effect: Effect, use: Use, base: bool = True) -> Iterable[Who]:
        selector = effect.selector
        if selector.mode in ("each", "lowest", "highest", "random"):
            if selector.mode == "random":
                return []  # a static effect never draws
            if selector.mode == "each":
                return targets.candidates(self.table, selector, use, base=base)
        return targets.resolve(self.table, selector, use, base=base)

    # -- asking ------------------------------------------------------------------------------------
    def static(self, who: Who, stat: str) -> int:
        return self.bonus.get(who, {}).get(stat, 0)

    def static_sources(self, who: Who, stat: str) -> list[tuple[str, int]]:
        """(card, amount) for each static effect that adds to `who`'s `stat`."""
        return self.sources.get(who, {}).get(stat, [])

    def lasting(self, who: Who, stat: str) -> int:
        return self.lasting_bonus.get(who, {}).get(stat, 0)

    def prohibited(self, who: Who, what: str, against: str | None = None) -> bool:
        """Whether `who` may not do `what` (an "actions" prohibition covers every action but
        its exceptions; one "against" a character covers only acts against it)."""
        found = self.flags.get(who, {})
        for info in found.get(what, []):
            if info.get("against") is None or info.get("against") == against:
                return True
        for info in found.get("actions", []):
            if what not in info.get("except", ()) and (
                info.get("against") is None or info.get("against") == against
            ):
                return True
        return False

    def grants(self, who: Who, what: str) -> list[dict[str, Any]]:
        return self.granted.get(who, {}).get(what, [])

    def has(self, who: Who, what: str) -> bool:
        return bool(self.granted.get(who, {}).get(what))
