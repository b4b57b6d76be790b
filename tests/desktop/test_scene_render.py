from __future__ import annotations

import pygame
import pytest

from desktop.scene.cache import SurfaceCache
from desktop.scene.node import Node
from desktop.scene.scene import Scene

RED = (220, 30, 30)
BG = (0, 40, 20)


def solid(size: tuple[int, int], color: tuple[int, int, int], alpha: bool = True):
    surf = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    surf.fill((*color, 255) if alpha else color)
    return surf


@pytest.fixture
def target(display: pygame.Surface) -> pygame.Surface:
    surf = pygame.Surface((400, 300))
    surf.fill(BG)
    return surf


def test_surface_is_drawn_centred_on_node(target: pygame.Surface) -> None:
    root = Node()
    root.add(Node(x=100, y=80, surface=solid((40, 20), RED)))
    root.render(target, SurfaceCache())
    assert target.get_at((100, 80))[:3] == RED
    assert target.get_at((81, 71))[:3] == RED  # top-left corner of the 40x20 box
    assert target.get_at((78, 80))[:3] == BG
    assert target.get_at((100, 92))[:3] == BG


def test_opacity_blends_and_multiplies_down_the_tree(target: pygame.Surface) -> None:
    root = Node(opacity=0.5)
    root.add(Node(x=50, y=50, surface=solid((20, 20), (255, 255, 255))))
    root.render(target, SurfaceCache())
    r, g, b, _ = target.get_at((50, 50))
    assert 120 <= r <= 135 and 140 <= g <= 155  # half-way between BG and white


def test_rotation_and_scale_change_the_footprint(target: pygame.Surface) -> None:
    root = Node()
    root.add(Node(x=100, y=150, surface=solid((100, 10), RED), rotation=90))
    root.add(Node(x=300, y=150, surface=solid((10, 10), RED, alpha=False), scale=4))
    root.add(Node(x=300, y=40, surface=solid((30, 30), RED, alpha=False), rotation=45))
    root.render(target, SurfaceCache())
    assert target.get_at((100, 110))[:3] == RED  # vertical now
    assert target.get_at((140, 150))[:3] == BG
    assert target.get_at((318, 150))[:3] == RED  # 40 px wide after scaling
    assert target.get_at((300 + 15, 40 - 15))[:3] == BG  # diamond corners are transparent
    assert target.get_at((300, 40 - 19))[:3] == RED


def test_invisible_nodes_and_their_children_are_not_drawn(target: pygame.Surface) -> None:
    root = Node()
    hidden = root.add(Node(x=50, y=50, surface=solid((20, 20), RED), visible=False))
    hidden.add(Node(x=100, surface=solid((20, 20), RED)))
    root.render(target, SurfaceCache())
    assert target.get_at((50, 50))[:3] == BG
    assert target.get_at((150, 50))[:3] == BG


def test_draw_order_and_draw_callback(target: pygame.Surface) -> None:
    calls = []
    root = Node()
    card = root.add(Node(x=60, y=60, surface=solid((40, 40), RED), z=1))
    root.add(Node(x=60, y=60, surface=solid((40, 40), (0, 0, 255)), z=0))
    card.add(Node(x=0, y=0, surface=solid((60, 60), (255, 255, 0)), z=-1))  # shadow below

    def paint(node: Node, surf: pygame.Surface, tf) -> None:
        calls.append((round(tf.x), round(tf.y)))
        surf.fill((0, 255, 0), pygame.Rect(round(tf.x) - 2, round(tf.y) - 2, 4, 4))

    root.add(Node(x=200, y=100, draw=paint))
    root.render(target, SurfaceCache())
    assert target.get_at((60, 60))[:3] == RED
    assert target.get_at((35, 60))[:3] == (255, 255, 0)
    assert target.get_at((200, 100))[:3] == (0, 255, 0)
    assert calls == [(200, 100)]


def test_static_frames_only_hit_the_cache(target: pygame.Surface) -> None:
    scene = Scene()
    faces = [solid((60, 84), (30 * i % 255, 90, 160)) for i in range(12)]
    for i in range(120):
        scene.root.add(
            Node(
                x=20 + i * 3,
                y=150,
                rotation=(i % 9) - 4,
                scale=1 + (i % 3) / 10,
                opacity=1 if i % 5 else 0.6,
                surface=faces[i % 12],
            )
        )
    scene.draw(target)
    first_misses = scene.cache.misses
    assert first_misses > 0
    scene.cache.reset_counters()
    for _ in range(3):
        scene.draw(target)
    assert scene.cache.misses == 0
    assert scene.cache.hits == 3 * 120
    # Moving a node changes nothing that needs transforming; rotating it does.
    scene.root.children[0].x += 7
    scene.draw(target)
    assert scene.cache.misses == 0
    scene.root.children[0].rotation += 12
    scene.draw(target)
    assert scene.cache.misses == 1


def test_cache_is_bounded_and_forgets(display: pygame.Surface) -> None:
    cache = SurfaceCache(max_bytes=100 * 100 * 4 * 3)
    src = solid((100, 100), RED)
    for angle in range(10):
        cache.get(src, 256, angle * 8, 255)
    assert len(cache) <= 3 and cache.bytes_used <= cache.max_bytes
    cache.forget(src)
    assert len(cache) == 0
