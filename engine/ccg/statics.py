"""Static effects ("While in play") and lasting effects, indexed once for a state that is read.

`Statics(table)` looks at every card in play once: each static modify, grant and prohibit of
any card (characters and Enemies included) reaches its targets, asked with base stats so no
aura depends on itself. Lasting effects (engine.ccg.memory) are indexed beside them. A
Statics describes the state as it was when built: build a new one after the state changes.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.ccg import conditions, targets
from engine.ccg.kinds import kind_of
from engine.ccg.model import Effect, Use
from engine.ccg.table import Table

Who = str | int


class Statics:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.bonus: dict[Who, dict[str, int]] = {}
        self.lasting_bonus: dict[Who, dict[str, int]] = {}
        self.flags: dict[Who, dict[str, list[dict[str, Any]]]] = {}
        self.granted: dict[Who, dict[str, list[dict[str, Any]]]] = {}
        for iid in table.in_play():
            if not any(e.when == "static" for e in table.card(iid).effects):
                continue  # most cards have no static effect: skip asking which are live
            for index, effect in table.live(iid):
                if effect.when == "static":
                    self._add(iid, index, effect)
        for item in table.memory.lasting:
            if item.kind == "modify":
                into = self.lasting_bonus.setdefault(item.on, {})
                into[item.key] = into.get(item.key, 0) + item.amount
            elif item.kind in ("prohibit", "grant"):
                book = self.flags if item.kind == "prohibit" else self.granted
                info = {"source": item.source, "amount": item.amount, **item.extra}
                book.setdefault(item.on, {}).setdefault(item.key, []).append(info)

    def _add(self, iid: str, index: int, effect: Effect) -> None:
        table = self.table
        use = Use(iid, index, effect, table.holder(iid, effect), table.bearer(iid))
        for who in self._reach(effect, use):
            use.current = who
            if not conditions.holds(table, effect.condition, who, use, base=True):
                continue
            core = kind_of(table.vocab, effect.do).core
            if core == "modify":
                into = self.bonus.setdefault(who, {})
                into[effect.stat] = into.get(effect.stat, 0) + effect.amount
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

    def _reach(self, effect: Effect, use: Use) -> Iterable[Who]:
        selector = effect.selector
        if selector.mode in ("each", "lowest", "highest", "random"):
            if selector.mode == "random":
                return []  # a static effect never draws
            if selector.mode == "each":
                return targets.candidates(self.table, selector, use, base=True)
        return targets.resolve(self.table, selector, use, base=True)

    # -- asking ------------------------------------------------------------------------------------
    def static(self, who: Who, stat: str) -> int:
        return self.bonus.get(who, {}).get(stat, 0)

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
