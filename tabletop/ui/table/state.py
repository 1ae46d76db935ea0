"""What every part of the table shares: the scene's state (made by TableScene.__init__), the
drag in progress, and the few methods one part calls on another."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.engine.game import Game
from tabletop.ui.animation import Animator
from tabletop.ui.board import Board
from tabletop.ui.cards import CardArt
from tabletop.ui.drag import Gestures
from tabletop.ui.hint import Hints
from tabletop.ui.hud import TOP_BAR, Hud
from tabletop.ui.log_panel import LogPanel
from tabletop.ui.pacing import Pacer
from tabletop.ui.scene import Scene
from tabletop.ui.selection import Selection
from tabletop.ui.session import Session

DRAG_START = 6  # pixels the mouse must travel before a press becomes a drag
DOUBLE_CLICK = 0.4  # seconds between the two clicks of a double click
MESSAGE_SECONDS = 5.0


def scale_for(size: tuple[int, int], left: int, table: tuple[float, float]) -> float:
    """How large the table is drawn with `left` pixels taken by the log."""
    width, height = size
    panel = Hud.panel_rect(size, left, table)
    if panel.w > panel.h:
        area = (width - left - 20, panel.y - TOP_BAR - 20)
    else:
        area = (panel.x - left - 20, height - TOP_BAR - 20)
    return min(area[0] / table[0], area[1] / table[1])


@dataclass
class Drag:
    iid: int
    start: tuple[int, int]
    offset: tuple[int, int]
    rect: pygame.Rect
    moving: bool = False


class TableState(Scene):
    """The table scene's state, declared once for its parts (ui/table/*.py)."""

    levels: dict[int, str]
    session: Session
    hints: Hints
    art: CardArt
    board: Board
    animator: Animator
    hud: Hud
    log: LogPanel
    log_open: bool
    sandbox: bool
    gestures: Gestures
    drag: Drag | None
    selection: Selection
    clock: float
    _last_click: tuple[float, tuple[int, int]]
    pacer: Pacer
    focus: str | None
    _hand_resume: int | None
    _seen: int
    hover: int | None
    mouse: tuple[int, int] | None
    message: str
    message_error: bool
    message_left: float
    _synced: tuple[object, ...]
    _laid: tuple[object, ...]
    _saved_version: int
    _over_shown: int
    showing_past: bool
    _frame: tuple[object, ...]
    _drawn_over: list[pygame.Rect]

    @property
    def game(self) -> Game:
        return self.session.game

    def sync(self, animate: bool = True) -> None:
        raise NotImplementedError  # TableScene.sync: every part may ask for a new layout
