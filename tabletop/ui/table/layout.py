"""Where the table's parts go in the window: the board's scale, the side panel, the log
beside it."""

from __future__ import annotations

import pygame

from tabletop.ui.hud import TOP_BAR, Hud
from tabletop.ui.log_panel import LogPanel
from tabletop.ui.session import Session
from tabletop.ui.table.state import (
    TableState,
    scale_for,
)

#: the width the table and its panel keep beside the log (else the log is a drawer over it)
BESIDE_LEAST_W = 920


class TableLayout(TableState):
    # --- keeping the picture in step with the game ---------------------------------------
    def log_beside(self) -> bool:
        """The open log lies beside the table when the table keeps most of its size there
        (a tall table, EoC); else it is a drawer over the table's left side (a wide table,
        3-player Empyrean, and any table in a window too narrow for both), so cards and labels
        stay readable."""
        if not self.log_open:
            return False
        if self.host.size[0] - LogPanel.width(self.host.size) < BESIDE_LEAST_W:
            return False  # the table and its panel would have less than a small window
        table = self.board.table
        size = (table.w, table.h)
        return scale_for(self.host.size, LogPanel.width(self.host.size), size) >= 0.85 * scale_for(
            self.host.size, 0, size
        )

    def panel_rect(self) -> pygame.Rect:
        """The side panel: down the right, or along the bottom under a wide table."""
        left = LogPanel.width(self.host.size) if self.log_beside() else 0
        table = self.board.table
        return Hud.panel_rect(self.host.size, left, (table.w, table.h))

    def table_area(self) -> pygame.Rect:
        width, height = self.host.size
        left = LogPanel.width(self.host.size) if self.log_beside() else 0
        panel = self.panel_rect()
        if panel.w > panel.h:  # docked under the table
            return pygame.Rect(left + 10, TOP_BAR + 10, width - left - 20, panel.y - TOP_BAR - 20)
        return pygame.Rect(left + 10, TOP_BAR + 10, panel.x - left - 20, height - TOP_BAR - 20)

    def resize(self, size: tuple[int, int]) -> None:
        self.sync(animate=False)

    def _below_bar(self) -> pygame.Rect:
        width, height = self.host.size
        return pygame.Rect(0, TOP_BAR + 10, width, height - TOP_BAR - 20)

    def _my_choice_unchanged(self, session: Session) -> bool:
        """Did the game change without touching the viewer's own choice? (The other seat's
        pick in a simultaneous decision, Empyrean's draft: what the person picked and where
        the keyboard is stay as they were.)"""
        before = self.gestures.commands
        return bool(before) and session.my_commands() == before
