"""Every string a view names, for the redaction tests: the hidden cards a seat must not see are
looked for among them. Written apart from the engine's own walker (engine.ccg.views.strings),
so that a fault there cannot hide a leak."""

from __future__ import annotations


def strings(obj: object) -> set[str]:
    """The strings in a JSON-like value: dict values, list and tuple items (not dict keys)."""
    if isinstance(obj, str):
        return {obj}
    if isinstance(obj, dict):
        return set().union(*(strings(v) for v in obj.values())) if obj else set()
    if isinstance(obj, list | tuple):
        return set().union(*(strings(v) for v in obj)) if obj else set()
    return set()
