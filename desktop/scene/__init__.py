"""A small scene graph on pygame-ce: nodes, tweens, zones, drag-and-drop and input routing.

Import what you need from the submodules, or the common names from here.
"""

from desktop.scene.cache import SurfaceCache
from desktop.scene.clock import Clock
from desktop.scene.drag import DragController
from desktop.scene.easing import EASINGS, ease
from desktop.scene.input import SceneInput, logical_event
from desktop.scene.node import Node
from desktop.scene.scene import Scene
from desktop.scene.stats import FrameStats, FrameSummary
from desktop.scene.transform import Transform
from desktop.scene.tween import Animation, Tweener
from desktop.scene.viewport import Viewport
from desktop.scene.zones import (
    FanLayout,
    GridLayout,
    Highlight,
    PileLayout,
    RowLayout,
    Slot,
    TLayout,
    Zone,
)

__all__ = [
    "EASINGS",
    "Animation",
    "Clock",
    "DragController",
    "FanLayout",
    "FrameStats",
    "FrameSummary",
    "GridLayout",
    "Highlight",
    "Node",
    "PileLayout",
    "RowLayout",
    "Scene",
    "SceneInput",
    "Slot",
    "SurfaceCache",
    "TLayout",
    "Transform",
    "Tweener",
    "Viewport",
    "Zone",
    "ease",
    "logical_event",
]
