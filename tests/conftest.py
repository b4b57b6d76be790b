"""The whole suite: hypothesis without a deadline. A property test is not a timed test: the
machine running the suite is shared (CI, several engineers), and a deadline of 200 ms failed
tests for being slow, not wrong."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("rage-table", deadline=None)
settings.load_profile("rage-table")
