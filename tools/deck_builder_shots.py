"""The deck builder's pictures in docs/images, drawn headless with the same synthetic mouse
events the UI tests use: Battle for Empyrean with the book's mash-up deck "Riders of
Camelot", at 1280×720 (a card dragged onto the deck), 1600×900 (a hovered card shown large)
and 1920×1080 (the whole deck).

    SDL_VIDEODRIVER=dummy python tools/deck_builder_shots.py [OUTDIR]
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tabletop.engine.registry import get_rules  # noqa: E402
from tabletop.ui.app import App  # noqa: E402
from tabletop.ui.scenes.deck_builder import DeckBuilderScene  # noqa: E402
from tabletop.ui.settings import Settings  # noqa: E402

DECK = "mashup-movers-and-knights"


def _motion(pos: tuple[int, int], held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(int(held), 0, 0))


def shot(size: tuple[int, int], out: Path, pose: str) -> None:
    app = App(settings=Settings(width=size[0], height=size[1], animation="off"))
    if app.size != size:  # the window keeps its minimum size; draw offscreen at the exact size
        app.screen = pygame.Surface(size)
    try:
        scene = DeckBuilderScene(app, "empyrean")
        app.push(scene)
        cardset = get_rules("empyrean").cardset
        scene.counts = Counter(cardset.decks[DECK].cards)
        scene.name = str(cardset.decks[DECK].name).removeprefix("Mash-up: ")
        app.step(0.016, [])
        if pose == "drag":
            scene.filter_bar.step("cost", 5)  # the 4-cost cards
            app.step(0.016, [])
            start = scene.pool_rects[2][0].center
            over_deck = (scene.layout.deck.centerx, scene.layout.deck.bottom - 60)
            press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
            app.step(0.016, [press, _motion(over_deck, held=True)])
        elif pose == "hover":
            knight = scene.filter_bar.buttons[2].options.index("Knight")
            scene.filter_bar.step("type", knight)
            app.step(0.016, [])
            app.step(0.016, [_motion(scene.pool_rects[4][0].center)])
        app.step(0.016, [])
        out.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out / f"deck-builder-{size[0]}x{size[1]}.png"))
    finally:
        app.close()


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/images")
    for size, pose in (((1280, 720), "drag"), ((1600, 900), "hover"), ((1920, 1080), "")):
        shot(size, out, pose)
        print(f"wrote {out}/deck-builder-{size[0]}x{size[1]}.png")


if __name__ == "__main__":
    main()
