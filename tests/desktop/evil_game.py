"""A module a hostile host names as its game ("tests.desktop.evil_game:x"): the tests check
that no client ever imports it (importing runs a module's code)."""

x = None
