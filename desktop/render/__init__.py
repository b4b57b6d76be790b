"""Card faces built from card data, SVG art and fonts; drawn lazily and cached.

Importing this package draws and loads nothing: see :class:`CardRenderer`.
"""

from .fonts import Fonts
from .icons import Icons
from .renderer import CardRenderer
from .sheet import render_sheet

__all__ = ["CardRenderer", "Fonts", "Icons", "render_sheet"]
