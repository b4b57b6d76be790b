"""The deck builder: browse the collection, build and save packs, rules checked live.

It serves every game whose registration has `decks` (a `DeckRules`: the engine's deck rules,
card pool, pack format and faces); with several, `DeckBuilderScreen(app, game=...)` picks one.

- `open_deckbuilder(app)`: push the screen. Registry wiring:
  `registry.register(DECKS, DeckBuilderScreen)` (factory(app, **kwargs)).
- `pack_choices(rules)`: saved packs for the New game screen, as (the pack in full, label); the
  full pack goes into the session options, so a game's log replays without the file.

Modules: `model` (collection, filters, the pack being built; no pygame), `store` (pack files in
`<data dir>/<packs folder>/`), `widgets` (card grid, pack list, filter spinner), `screen`.
"""

from desktop.screens.deckbuilder.screen import DeckBuilderScreen, open_deckbuilder
from desktop.screens.deckbuilder.store import PackStore, pack_choices, packs_dir

__all__ = ["DeckBuilderScreen", "PackStore", "open_deckbuilder", "pack_choices", "packs_dir"]
