"""Interactive lessons ("Learn to play"): courses as data, the coach's judgement, checking.

A game's course is `course.toml` in its engine package (see `course.py`); `run.LessonRun`
follows a lesson on a session and judges the student's moves; `check` plays every lesson
against the rules; `hints` gives a learner's real game its hints. No pygame here.
"""
