"""Where Rage Table keeps things on disk: paths, settings, saves, the autosave journal, history.

Nothing here imports pygame, so a headless host (tests, a LAN server, `--selftest`) can use it.
Each module is small and imported on its own; this package re-exports nothing so that
importing `desktop.store.paths` does not pull in sqlite3 or the engine.
"""
