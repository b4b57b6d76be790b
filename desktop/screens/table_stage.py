"""What a table's stage starts from (the RAGE and Arena stages build on it): the scene it
draws on, with the scene's tweener and clock, the seat drawn at the bottom, and its layers."""

from __future__ import annotations

from desktop.scene.node import Node
from desktop.scene.scene import Scene


class SceneStage:
    def __init__(self, scene: Scene, bottom: int) -> None:
        self.scene = scene
        self.tw = scene.tweener
        self.clock = scene.clock
        self.bottom = bottom

    def layer(self, name: str, z: int) -> Node:
        """A new layer on the scene's root: a node that holds what is drawn at depth `z`."""
        return self.scene.root.add(Node(name=name, z=z))
