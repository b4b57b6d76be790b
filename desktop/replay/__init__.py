"""Replays: a recorded game played back through the same table screens as live play.

Pure (no pygame): `ReplayRunner` has GameRunner's surface and a cursor over the log;
`ReplaySession` is what the table sees at that cursor, from one viewpoint.
"""

from desktop.replay.marks import Mark, find_marks, kind_name
from desktop.replay.runner import SPEEDS, ReplayRunner, replay_controllers, viewpoints
from desktop.replay.session import REPLAY_MESSAGE, ReplaySession

__all__ = [
    "REPLAY_MESSAGE",
    "SPEEDS",
    "Mark",
    "ReplayRunner",
    "ReplaySession",
    "find_marks",
    "kind_name",
    "replay_controllers",
    "viewpoints",
]
