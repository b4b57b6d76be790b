"""Game-independent bots over the ruleset contract."""
