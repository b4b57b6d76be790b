"""Screens: the framework (base, registry) and one module per screen."""
