"""A whole 4-seat game of the original Rage (issue 30's newcomer play, Portuguese, mouse,
1280x720: Silver Wake, Thornwood, Ashfall and Grey Ledger, 10 VP to win; Chloé won on turn 3),
as its log (classic_pcl5_game.jsonl, the form `PlayedGame` reads), so a test can stand at any
of its moments: `GAME.session(n)` is the game after its first n commands."""

from __future__ import annotations

from pathlib import Path

from tests.engine.classic_pcl4_game import PlayedGame

GAME = PlayedGame(Path(__file__).with_suffix(".jsonl"))
