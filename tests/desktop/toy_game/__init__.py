"""A toy game added to the app the way a new game is: its own folder (this one) and one
registration, with no change to any shared desktop module. `tests/desktop/test_game_seam.py`
registers it and walks it through New game, Continue, Replays, the rules, the gallery and the
demo runner."""
