"""An edition's first-game tips, as the kit's table shows them (`CcgTable.tip_book`): which
tips there are, their words (by mouse and by keys), which fit the table now and how long one's
moment lasts. What a player has read is kept by desktop.ui.tips. No pygame here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.ui import tips
from engine.i18n import _

#: a tip's title and words (English sources, translated when shown)
TipWords = tuple[str, str]


@dataclass(frozen=True)
class TipBook:
    """One edition's tips: `game` names them where read tips are kept; `due(view, looker,
    legal)` lists the tips that fit the table now, the first to show first; `still_on(tip,
    view)` says whether a tip's moment lasts; `key_tips` holds a tip's words for a person
    playing by keys, where they differ."""

    game: str
    tips: Mapping[str, TipWords]
    due: Callable[[dict[str, Any], int | None, Sequence[dict[str, Any]]], list[str]]
    still_on: Callable[[str, dict[str, Any]], bool]
    key_tips: Mapping[str, TipWords] = field(default_factory=dict)

    def words(self, key: str, by_keys: bool) -> TipWords:
        """A tip's title and words, translated, as the person plays now."""
        title, body = self.key_tips.get(key, self.tips[key]) if by_keys else self.tips[key]
        return _(title), _(body)

    def next_tip(
        self,
        settings: Any,
        shown: str | None,
        view: dict[str, Any],
        looker: int | None,
        legal: Sequence[dict[str, Any]],
        played: bool,
    ) -> str | None:
        """The tip for what is on the table now. A player's tip stays until OK (then it is
        read, for good) or until its moment is over (unread, it comes back with its moment);
        a table only watched (`played` False: all bots) shows each tip as its moment comes."""
        if not tips.tips_on(settings) or view.get("over"):  # no move left to explain
            return None
        if shown is not None and played and self.still_on(shown, view):
            return shown
        due = self.due(view, looker, legal)
        if played and "goal" in due:  # a player reads how to win first
            due = ["goal", *(k for k in due if k != "goal")]
        unread = [k for k in due if not tips.was_read(settings, self.game, k)]
        if unread:
            return unread[0]
        return None if played else shown
