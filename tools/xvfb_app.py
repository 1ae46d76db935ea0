"""The real app in a real window (run under Xvfb by tools/xvfb_tour.py): each time the human
seat must decide, it writes where the gestures for its legal moves are on screen (JSON), so
that the tour can make them with real mouse events; F12 saves the window to a PNG.

    python tools/xvfb_app.py GAME SEED OUTDIR [PLAYERS [WIDTHxHEIGHT]]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pygame

import tabletop
from tabletop.engine.commands import Command
from tabletop.ui.app import App
from tabletop.ui.hud import command_label
from tabletop.ui.scenes.overlays import ChoiceMenu
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings


def gesture(scene: TableScene, command: Command) -> dict[str, Any] | None:
    """The mouse gesture for `command` (as tests/ui/test_full_game_by_mouse.py makes it)."""
    board = scene.board
    if command.source is not None:
        placed = board.placed.get(command.source)
        if placed is None or not placed.visible:
            return None
        start = placed.rect.center
        if command.target is None:
            return {"double": start}
        rect = board.target_rect(command.target)
        return {"drag": [start, rect.center]} if rect is not None else None
    if command.target is not None:
        rect = board.target_rect(command.target)
        return {"double": rect.center} if rect is not None else None
    words = command_label(scene.session, command)
    for button in scene.hud.action_buttons:
        if button.label == words:
            return {"click": button.rect.center}
    return None


def main() -> int:
    game_id, seed, out = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
    players = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    width, height = (int(v) for v in (sys.argv[5] if len(sys.argv) > 5 else "1600x900").split("x"))
    out.mkdir(parents=True, exist_ok=True)
    settings = Settings(width=width, height=height, animation="fast", computer_speed="fast")
    app = App(settings=settings)
    seats = ("human",) + ("computer",) * (players - 1)
    game = tabletop.new_game(game_id, seed=seed, players=players, seats=seats)
    scene = TableScene(app, game, autosave=False)
    app.push(scene)
    clock = pygame.time.Clock()
    written = -1
    shots = 0
    while app.running:
        events = pygame.event.get()
        for event in events:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
                shots += 1
                name = f"{game_id}{players}p-{shots:02d}.png"
                pygame.image.save(app.screen, str(out / name))
        app.step(clock.tick(60) / 1000.0, events)
        top = app.scenes[-1]
        if isinstance(top, ChoiceMenu) and written != -id(top):
            written = -id(top)  # a drop that meant several moves: pick one from the menu
            moves: list[dict[str, Any]] = [{"click": b.rect.center} for b in top.buttons]
            state = {"version": written, "moves": moves, "over": False}
            (out / "moves.json").write_text(json.dumps(state))
        elif (
            top is scene
            and not scene.pacer.busy
            and 0 in game.to_act
            and scene.session.version != written
        ):
            written = scene.session.version
            moves = [g for c in game.legal() if c.seat == 0 if (g := gesture(scene, c))]
            state = {"version": written, "moves": moves, "over": game.result is not None}
            (out / "moves.json").write_text(json.dumps(state))
        elif game.result is not None:
            (out / "moves.json").write_text(json.dumps({"version": -1, "over": True}))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
