"""Puzzles: the shipped ones (saves/puzzles/) and the user's own folder, each with its goal;
a puzzle plays on the table with its goal, solved or failed, shown over the board, undo to
try again, and the Hint only where the puzzle allows it (docs/puzzles.md)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.engine.api import load_scenario
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.goals import FAILED, SOLVED
from tabletop.engine.paths import examples_dir, user_dir
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.overlays import MessageDialog
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.widgets import Button, draw_title

ROW = 58


def puzzles_dir() -> Path:
    """The user's own puzzles: `puzzles/` in the user data folder."""
    return user_dir() / "puzzles"


@dataclass(frozen=True)
class PuzzleEntry:
    path: Path
    where: str  # "puzzles" (shipped) or "your puzzles"
    title: str
    game: str
    goal: str  # the goal in words, or why the file does not load


def _entry(path: Path, where: str) -> PuzzleEntry | None:
    """The menu's entry for a file, or None for a sandbox (`sandbox: true`: a position the
    rules cannot reach is never offered as a puzzle)."""
    try:
        game = load_scenario(path)
    except (TabletopError, ValueError, OSError) as exc:
        return PuzzleEntry(path, where, path.stem, "?", f"does not load: {exc}")
    if (game.scenario or {}).get("sandbox"):
        return None
    goal = game.goal
    words = goal.words(game.config.names) if goal else "no goal: a plain scenario"
    if goal is not None and not goal.hint:
        words += " (no hints)"
    title = str((game.scenario or {}).get("title") or path.stem)
    return PuzzleEntry(path, where, title, game.rules.title, words)


def list_puzzles() -> list[PuzzleEntry]:
    """The shipped puzzles (by game, then name), then the user's own."""
    out: list[PuzzleEntry] = []
    for folder, where in ((examples_dir() / "puzzles", "puzzles"), (puzzles_dir(), "yours")):
        if folder.is_dir():
            paths = sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".yaml", ".yml"))
            entries = (_entry(path, where) for path in paths if path.is_file())
            out += [entry for entry in entries if entry is not None]
    return out


class PuzzlesScene(Scene):
    def idle(self) -> bool:
        return True  # nothing moves here until an input event

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.entries = list_puzzles()
        self.scroll = 0
        self.rows: list[tuple[pygame.Rect, PuzzleEntry]] = []
        self.hovered: PuzzleEntry | None = None
        self.back = Button("Back", lambda: self.host.pop(self))
        self.resize(host.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.back.rect = pygame.Rect(40, height - 70, 160, 46)
        top, bottom = 110, height - 90
        per_page = max(1, (bottom - top) // ROW)
        self.scroll = max(0, min(self.scroll, len(self.entries) - per_page))
        box = min(980, width - 80)
        left = (width - box) // 2
        shown = self.entries[self.scroll : self.scroll + per_page]
        self.rows = [
            (pygame.Rect(left, top + i * ROW, box, ROW - 6), e) for i, e in enumerate(shown)
        ]

    def open(self, entry: PuzzleEntry) -> None:
        try:
            game = load_scenario(entry.path)
        except (TabletopError, ValueError, OSError) as exc:
            self.host.push(MessageDialog(self.host, "This puzzle does not load", str(exc)))
            return
        self.host.push(PuzzleTable(self.host, game))

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.host.pop(self)
            return
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
            self.resize(self.host.size)
        elif event.type == pygame.MOUSEMOTION:
            self.hovered = next((e for r, e in self.rows if r.collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(entry)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT_DARK)
        draw_title(surface, "Puzzles", 36)
        text = self.host.text
        if not self.entries:
            label = text.get("No puzzles yet.", 20, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(center=(surface.get_width() // 2, 200)))
        for rect, entry in self.rows:
            fill = theme.BUTTON_HOVER if entry is self.hovered else theme.BUTTON
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            name = text.fit(entry.title, 18, rect.w - 260, theme.TEXT, bold=True)
            surface.blit(name, (rect.x + 16, rect.y + 6))
            goal = text.fit(entry.goal, 14, rect.w - 32, theme.TEXT_DIM)
            surface.blit(goal, (rect.x + 16, rect.bottom - goal.get_height() - 6))
            info = text.get(f"{entry.game} · {entry.where}", 14, theme.TEXT_DIM)
            surface.blit(info, info.get_rect(topright=(rect.right - 16, rect.y + 8)))
        self.back.draw(surface, text)


class PuzzleTable(TableScene):
    """The table with the puzzle's goal over the board: open, solved or failed (undo to try
    again); the Hint only where the puzzle allows it. Nothing is autosaved."""

    def __init__(self, host: Host, game: Game) -> None:
        super().__init__(host, game, autosave=False)

    def goal_line(self) -> tuple[str, tuple[int, int, int]]:
        """The banner's words and colour."""
        game = self.game
        goal, status = game.goal, game.goal_status()
        if goal is None or status is None:
            return "No goal: a plain scenario", theme.TEXT_DIM
        words = f"Goal: {goal.words(game.config.names)}"
        if status.state == SOLVED:
            return f"Solved! {words}", (120, 210, 130)
        if status.state == FAILED:
            return f"Failed ({status.why}): undo to try again. {words}", (230, 120, 110)
        return words, theme.TEXT

    def ask_hint(self) -> None:
        goal = self.game.goal
        if goal is not None and not goal.hint:
            self.say("This puzzle allows no hints.")
            return
        super().ask_hint()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        words, colour = self.goal_line()
        area = self.board.geometry.table_rect
        label = self.host.text.fit(words, 16, max(80, area.w - 40), colour, bold=True)
        pill = label.get_rect(midbottom=(area.centerx, area.bottom - 10)).inflate(24, 12)
        pygame.draw.rect(surface, (28, 34, 44), pill, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, pill, 1, border_radius=10)
        surface.blit(label, label.get_rect(center=pill.center))
        self._drawn_over.append(pill)


def table_for(host: Host, game: Game, levels: Mapping[int, str] | None = None) -> TableScene:
    """The table a game opens on: a puzzle's (its goal shown) when the game has a goal, from
    the Puzzles menu, the Scenarios list or `tabletop play --scenario` alike."""
    if game.goal is not None:
        return PuzzleTable(host, game)
    return TableScene(host, game, levels=levels)
