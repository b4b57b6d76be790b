"""Bots for Rage (relaunch): `random` and a `heuristic` that reads only its own seat's view.

The heuristic scores each legal command with simple, readable rules of thumb (hunt what it can
beat, build up its strongest Garou, keep its own pack alive) and plays the best one. Card
definitions are public, so it may look them up; everything else comes from its view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ccg.bots import ScoringBot, bots
from engine.games.rage_lv.data import POOL
from engine.games.rage_lv.state import card_of

Command = dict[str, Any]


def _chars(view: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["iid"]: c for c in view["chars"]}


def _char(chars: dict[str, dict[str, Any]], iid: object) -> dict[str, Any] | None:
    """The character a command names (None when it names none, or no character)."""
    return chars.get(iid) if isinstance(iid, str) else None


def _might(ch: dict[str, Any]) -> int:
    """A rough fighting strength: Rage plus the wounds it can still take."""
    return ch["rage"] + ch["health"] - ch["wounds"]


def _worth(ch: dict[str, Any]) -> int:
    """Renown scored for killing it (Victims score nothing)."""
    c = card_of(ch["iid"])
    return 0 if c.type == "victim" else ch["renown"]


@dataclass
class HeuristicBot(ScoringBot):
    pool = POOL

    # -- scoring ----------------------------------------------------------------------------------
    def score(self, view: dict[str, Any], cmd: Command) -> float:
        kind = cmd["type"]
        handler = getattr(self, "_" + kind.replace("-", "_"), None)
        return handler(view, cmd) if handler else 0.0

    def _mine(self, view: dict[str, Any], iid: Any) -> bool:
        ch = _chars(view).get(iid) if isinstance(iid, str) else None
        return ch is not None and ch["owner"] == self.seat

    def _pass(self, view: dict[str, Any], cmd: Command) -> float:
        return 0.0

    def _regenerate(self, view: dict[str, Any], cmd: Command) -> float:
        ch = _chars(view)[cmd["char"]]
        return 3.0 if ch["wounds"] * 2 >= ch["health"] else -1.0

    def _play(self, view: dict[str, Any], cmd: Command) -> float:
        c = card_of(cmd["card"])
        chars = _chars(view)
        target = cmd.get("target")
        if c.type in ("gift", "equipment", "past-life", "rite"):
            host = chars[cmd["on"]]
            return 4.0 + host["renown"] * 0.5 - (1.0 if cmd.get("pay") else 0.0)
        if c.type in ("ally", "totem", "battlefield"):
            return 5.0
        if c.type == "enemy":
            return 2.0  # more prey to hunt
        if c.type == "victim":
            return -1.0
        if c.type == "moot":
            return 2.5
        if c.type == "event":
            effects = [e for e in c.effects if e.when == "play"]
            if not effects:
                return 1.0
            effect = effects[0]
            if effect.do == "heal":
                ch = _char(chars, target)
                return 3.0 if ch and ch["owner"] == self.seat and ch["wounds"] else -1.0
            if effect.do == "damage":
                ch = _char(chars, target)
                return 3.0 + _worth(ch) if ch and ch["owner"] != self.seat else -5.0
            if effect.do == "flip":
                ch = _char(chars, target)
                return 1.5 if ch and ch["owner"] == self.seat and not ch["crinos"] else -2.0
            if effect.do == "modify" and effect.stat == "votes":
                return 2.0 if any(m["seat"] == self.seat for m in view["moots"]) else -1.0
            if effect.do == "fight":
                me, ch = _char(chars, cmd.get("by")), _char(chars, target)
                if me is None or ch is None:
                    return -1.0
                return _worth(ch) * 2 + _might(me) - _might(ch) - 2.0
            if effect.do == "pull":
                return 1.0 if target in chars and chars[target]["owner"] is None else -1.0
            return 1.0
        return 0.5

    def _action(self, view: dict[str, Any], cmd: Command) -> float:
        effect = card_of(cmd["card"]).effects[cmd["index"]]
        chars = _chars(view)
        if effect.do == "heal":
            ch = chars.get(cmd.get("target") or cmd["by"])
            return 2.0 if ch and ch["owner"] == self.seat and ch["wounds"] else -1.0
        if effect.do == "draw":
            return 1.5
        if effect.do == "damage":
            ch = _char(chars, cmd.get("target"))
            return 1.0 + _worth(ch) if ch and ch["owner"] != self.seat else -3.0
        return 0.5

    def _vote(self, view: dict[str, Any], cmd: Command) -> float:
        moot = view["moots"][0] if view["moots"] else None
        if moot is None:
            return -1.0
        target = moot["target"]
        hurts_me = target == self.seat or self._mine(view, target)
        wants = "against" if hurts_me else "for" if moot["seat"] == self.seat else ""
        return 2.0 if cmd["side"] == wants else -1.0

    def _pick(self, view: dict[str, Any], cmd: Command) -> float:
        ch = _chars(view)[cmd["char"]]
        score = _might(ch) + ch["renown"] * 0.5
        if cmd["crinos"] == "deck":
            score += 2.0
        elif cmd["crinos"] is not None:
            score += 0.5
        prey = [c for c in view["chars"] if c["where"] == "hunting" and c["owner"] != self.seat]
        wants_umbra = any(p["umbra"] for p in prey) and not any(not p["umbra"] for p in prey)
        if cmd["cross"] != (ch["umbra"] != wants_umbra):
            score -= 3.0
        return score

    def _leave_umbra(self, view: dict[str, Any], cmd: Command) -> float:
        return 1.0

    def _alpha(self, view: dict[str, Any]) -> dict[str, Any] | None:
        if view["alpha_at"] < len(view["alphas"]):
            return _chars(view).get(view["alphas"][view["alpha_at"]])
        return None

    def _attack(self, view: dict[str, Any], cmd: Command) -> float:
        me = self._alpha(view)
        target = _chars(view)[cmd["target"]]
        if me is None:
            return 0.0
        edge = _might(me) - _might(target)
        return _worth(target) * 2 + edge - 1.0

    def _challenge(self, view: dict[str, Any], cmd: Command) -> float:
        me = self._alpha(view)
        target = _chars(view)[cmd["target"]]
        if me is None:
            return 0.0
        return target["renown"] + _might(me) - _might(target) - 3.0

    def _conquer(self, view: dict[str, Any], cmd: Command) -> float:
        me = self._alpha(view)
        c = card_of(cmd["target"])
        if me is None or c.guardian is None:
            return 0.0
        return c.renown + _might(me) - (c.guardian.rage + c.guardian.health) - 1.0

    def _liberate(self, view: dict[str, Any], cmd: Command) -> float:
        return -1.0

    def _wuss(self, view: dict[str, Any], cmd: Command) -> float:
        return 0.0

    def _shift(self, view: dict[str, Any], cmd: Command) -> float:
        return -2.0

    def _nominate(self, view: dict[str, Any], cmd: Command) -> float:
        return 1.0 if cmd["seat"] == self.seat else 0.0

    def _choose(self, view: dict[str, Any], cmd: Command) -> float:
        kind, option = cmd["kind"], cmd["option"]
        chars = _chars(view)
        if kind in ("discard-down", "discard-hand"):
            c = card_of(option)
            return {"victim": 3.0, "enemy": 1.0}.get(c.type, 0.0)
        if kind == "discard-combat":
            c = card_of(option)
            return -(c.damage + c.block) + (2.0 if c.type == "combat-event" else 0.0)
        if kind == "challenge":
            return 1.0 if option == "refuse" else 0.0
        if kind == "defend":
            return 0.5 if option == "decline" else _might(chars[option]) * 0.1
        if kind == "reclaim":
            return 1.0 if option != "none" else 0.0
        if kind == "crinos":
            if option == "stay":
                return 0.0
            return 1.5 if option == "deck" else {"victim": 1.0}.get(card_of(option).type, -0.5)
        if kind == "fight-for":
            return 1.0 if option == self.seat else 0.0
        if kind == "answer":  # a card played in answer (engine.ccg.reactions): play it
            return 0.0 if option == "pass" else 1.0
        if kind == "moot-target":
            if isinstance(option, int):
                return 1.0 if option != self.seat else -1.0
            ch = chars.get(option)
            if ch is None:
                return 0.0
            return (-1.0 if ch["owner"] == self.seat else 1.0 + _worth(ch)) + (
                0.0 if ch["owner"] is not None else -0.5
            )
        return 0.0

    def _combat_pass(self, view: dict[str, Any], cmd: Command) -> float:
        step = view["combat"]["step"] if view["combat"] else ""
        return -0.5 if step in ("attack", "defend", "react") else 0.0

    def _combat_card(self, view: dict[str, Any], cmd: Command) -> float:
        c = card_of(cmd["card"])
        step = view["combat"]["step"]
        if step == "attack":
            damage = 3 if c.damage_x else c.damage
            return damage - c.rage_cost * 0.5
        return max(c.block, c.damage if c.type == "counterattack" else 0) - c.rage_cost * 0.5

    def _mends(self, view: dict[str, Any], cmd: Command, bearer: str | None) -> bool:
        """Whether a heal would mend a wound of the seat's: its target's, else (a heal of
        "self") `bearer`'s, else (a heal of a group) any of its pack's."""
        chars = _chars(view)
        target = _char(chars, cmd.get("target")) or _char(chars, bearer)
        if target is not None:
            healed = [target]
        else:
            healed = [c for c in view["chars"] if c["owner"] == self.seat]
        return any(c["wounds"] and c["owner"] == self.seat for c in healed)

    def _fighter(self, view: dict[str, Any]) -> str | None:
        """The seat's combatant in the combat under way (None: it does not fight)."""
        combat = view["combat"]
        if combat is None or self.seat not in combat["seats"]:
            return None
        fighter: str = (combat["hunter"], combat["prey"])[combat["seats"].index(self.seat)]
        return fighter

    def _my_side(self, view: dict[str, Any], iid: Any) -> bool:
        """A character of the seat's, or the one it fights for: an Enemy the seat fights for
        is no one's, and the bot played Challenge Howl (-1 Rage) on it, twice in a game seen
        in a real window (issue 30)."""
        return self._mine(view, iid) or (iid is not None and iid == self._fighter(view))

    def _combat_event(self, view: dict[str, Any], cmd: Command) -> float:
        c = card_of(cmd["card"])
        for effect in c.effects:
            if effect.do == "modify":
                mine = self._my_side(view, cmd.get("target")) or effect.target == "self"
                return 1.0 if (effect.amount > 0) == mine else -1.0
            if effect.do == "heal":  # nothing to heal: a card thrown away (Second Wind)
                fighter = self._fighter(view) if effect.target == "self" else None
                return 0.5 if self._mends(view, cmd, fighter) else -1.0
            return 1.0
        return 0.0

    def _bearer(self, view: dict[str, Any], source: str) -> str | None:
        """The character an ability's card is (a character's own) or is attached to."""
        if source in _chars(view):
            return source
        host: str | None = next((t["host"] for t in view["things"] if t["iid"] == source), None)
        return host

    def _ability(self, view: dict[str, Any], cmd: Command) -> float:
        if cmd["index"] < 0:
            return 1.0  # Kailindo
        effect = card_of(cmd["card"]).effects[cmd["index"]]
        if effect.do == "heal":
            bearer = self._bearer(view, cmd["card"]) if effect.target == "self" else None
            return 1.0 if self._mends(view, cmd, bearer) else -1.0
        if effect.do == "modify" and effect.target == "character":
            mine = self._my_side(view, cmd.get("target"))
            return 1.0 if (effect.amount > 0) == mine else -1.0
        return 1.0


BOTS = bots(HeuristicBot)
