"""A puzzle at the table: its goal always on screen with its progress, the verdict at once
(solved, or failed as soon as no line reaches the goal any more) in a panel that stops play and
offers to try again, to watch the solution move by move, or the next puzzle."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.engine.api import load_scenario
from tabletop.engine.commands import Command
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.goals import FAILED, OPEN, SOLVED, GoalStatus, watch_of
from tabletop.engine.puzzle_search import Puzzle, Search, SearchTooLarge
from tabletop.ui import theme
from tabletop.ui.hud import command_label
from tabletop.ui.puzzle_list import PuzzleEntry, entry_for, list_puzzles, mark_solved, next_after
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.text_boxes import TextBox, TextBoxes
from tabletop.ui.widgets import Button, button_row, draw_panel

#: how many commands past the rest of the solution a line may take and still count
REACH_SLACK = 2
#: the positions the "can the goal still be met?" search may look at after a move
REACH_BUDGET = 20_000
#: the most lines of the goal's words in the side panel
GOAL_LINES = 5
GOAL_STRIP = 34  # the strip above the table kept for the goal (when the panel has no room)
#: seconds between two moves of the solution as it is shown
REPLAY_SECONDS = 1.2


@dataclass
class Verdict:
    state: str  # SOLVED or FAILED
    why: str
    version: int  # the table's version it was given at


class PuzzleTable(TableScene):
    """The table with the puzzle's goal over the board. Nothing is autosaved."""

    def __init__(self, host: Host, game: Game) -> None:
        super().__init__(host, game, autosave=False)
        source = getattr(game.scenario, "source", None)
        path = Path(str(getattr(source, "name", "")))
        self.entry: PuzzleEntry | None = entry_for(path) if path.is_file() else None
        self.verdict: Verdict | None = None
        self._reach_checked = -1
        self._unreachable_at = -1
        self._replay: list[Command] = []
        self._replay_wait = 0.0

    # --- the goal -------------------------------------------------------------------------
    def goal_status(self) -> GoalStatus | None:
        """The goal's status, failed at once when no line reaches it from here."""
        status = self.game.goal_status()
        if status is not None and status.state == OPEN:
            self._check_reach()
            if self._unreachable_at == self.session.version:
                return GoalStatus(FAILED, "no line reaches the goal from here")
        return status

    def _check_reach(self) -> None:
        """Search (once per position) whether the goal can still be met whatever the other
        seats answer, within the rest of the kept solution and a little more."""
        version = self.session.version
        if self._reach_checked == version or self._replay:
            return
        self._reach_checked = version
        goal, watched = self.game.goal, watch_of(self.game)
        if goal is None or watched is None or not goal.solution:
            return
        watch, state = watched
        left = len(goal.solution) - len(self.game.commands) + REACH_SLACK
        puzzle = Puzzle(self.game.rules, self.game.config, state, goal)
        try:
            line = Search(puzzle, REACH_BUDGET).line_from(state, watch, max(1, left))
        except SearchTooLarge:
            return  # too large to tell at once: the goal's own deadline will
        if line is None:
            self._unreachable_at = version

    def goal_line(self) -> tuple[str, tuple[int, int, int]]:
        """The goal's words with its progress, and their colour."""
        game = self.game
        goal, status = game.goal, self.goal_status()
        if goal is None or status is None:
            return "No goal: a plain scenario", theme.TEXT_DIM
        words = f"Goal: {goal.words(game.config.names)}"
        if status.state == SOLVED:
            return f"Solved! {words}", (120, 210, 130)
        if status.state == FAILED:
            return f"Not solved ({status.why}). {words}", (230, 120, 110)
        return (f"{words}: {status.why}" if status.why else words), theme.TEXT

    # --- the verdict and the solution ------------------------------------------------------
    def show_game_over(self) -> None:
        if self.game.goal is None:
            super().show_game_over()
        # a puzzle's verdict panel says how it ended

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._replay:
            self._play_solution(dt)
            return
        status = self.goal_status()
        version = self.session.version
        if status is None or status.state == OPEN or self.pacer.busy:
            return
        if self.verdict is not None and self.verdict.version == version:
            return
        self.verdict = Verdict(status.state, status.why, version)
        if status.state == SOLVED and self.entry is not None:
            problem = mark_solved(self.entry)
            if problem:
                self.say(problem, error=True)
        self.host.push(PuzzleVerdict(self.host, self))

    def idle(self) -> bool:
        return not self._replay and super().idle()

    def try_again(self) -> None:
        """Back to the puzzle's start (every move undone)."""
        self._replay = []
        if self.game.log[1:]:
            self.undo_to(0)
        self.verdict = None

    def show_solution(self) -> None:
        """From the start, the kept solution played move by move, each said in words."""
        goal = self.game.goal
        self.try_again()
        if goal is not None:
            self._replay = list(goal.solution)
            self._replay_wait = REPLAY_SECONDS / 2

    def _play_solution(self, dt: float) -> None:
        """The next move of the solution for the goal's seat: the kept line's next move of
        that seat when it is legal, else the first move of a line the search finds from here
        (the other side, the computer, answers as it will)."""
        if self.pacer.busy or self.animator.busy or self.session.computer_to_act() is not None:
            return
        self._replay_wait -= dt
        if self._replay_wait > 0:
            return
        goal = self.game.goal
        if goal is None or self.game.result is not None or self.goal_status() is None:
            self._replay = []
            return
        mine = [c for c in self._replay if c.seat == goal.seat]
        legal = self.game.legal()
        command = mine[0] if mine and mine[0] in legal else self._searched_move()
        if command is None:
            self._replay = []
            self.say("The solution cannot go on from here.", error=True)
            return
        if command in self._replay:
            del self._replay[: self._replay.index(command) + 1]
        words = command_label(self.session, command)
        if not self.play(command):
            self._replay = []
            return
        self.say(f"Solution, move {len(self.game.commands)}: {words}")
        self._replay_wait = REPLAY_SECONDS
        status = self.game.goal_status()
        if status is not None and status.state != OPEN:
            self._replay = []  # met: the verdict follows

    def _searched_move(self) -> Command | None:
        goal, watched = self.game.goal, watch_of(self.game)
        if goal is None or watched is None:
            return None
        watch, state = watched
        puzzle = Puzzle(self.game.rules, self.game.config, state, goal)
        left = max(1, len(goal.solution) - len(self.game.commands) + REACH_SLACK)
        try:
            line = Search(puzzle, REACH_BUDGET).line_from(state, watch, left)
        except SearchTooLarge:
            return None
        return line[0] if line else None

    def next_puzzle(self) -> None:
        entries = list_puzzles()
        following = next_after(self.entry, entries) if self.entry is not None else None
        if following is None:
            self.host.open_title()
            return
        try:
            game = load_scenario(following.path)
        except (TabletopError, ValueError, OSError) as exc:
            self.say(f"The next puzzle does not load: {exc}", error=True)
            return
        self.host.open_table(game)

    def ask_hint(self) -> None:
        goal = self.game.goal
        if goal is not None and not goal.hint:
            self.say("This puzzle allows no hints.")
            return
        super().ask_hint()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        words, colour = self.goal_line()
        box = self._goal_box()
        text = self.host.text
        self._goal_text = goal = TextBoxes(text)
        if box is not None:  # in the side panel, between the choices and the tools
            pygame.draw.rect(surface, (28, 34, 44), box, border_radius=10)
            pygame.draw.rect(surface, colour, box, 1, border_radius=10)
            y = box.y + 8
            for line in theme.wrap(words, 15, box.w - 20, bold=True)[:GOAL_LINES]:
                label = text.fit(line, 15, box.w - 20, colour, bold=True)
                goal.place(surface, label, (box.x + 10, y), box, owner="goal")
                y += 20
            self._drawn_over.append(box)
            return
        strip = self._goal_strip()  # no room beside: in its strip above the table
        label = text.fit(words, 16, max(80, strip.w - 40), colour, bold=True)
        pill = label.get_rect(center=strip.center).inflate(24, 12)
        pygame.draw.rect(surface, (28, 34, 44), pill, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_LINE, pill, 1, border_radius=10)
        goal.place(surface, label, label.get_rect(center=pill.center), pill, owner="goal")
        self._drawn_over.append(pill)

    def table_area(self) -> pygame.Rect:
        """The table's area under the goal's strip: the goal is never drawn over the table."""
        area = super().table_area()
        return pygame.Rect(area.x, area.y + GOAL_STRIP, area.w, area.h - GOAL_STRIP)

    def _goal_strip(self) -> pygame.Rect:
        area = self.table_area()
        return pygame.Rect(area.x, area.y - GOAL_STRIP, area.w, GOAL_STRIP)

    def text_boxes(self) -> list[TextBox]:
        goal = getattr(self, "_goal_text", None)
        return [*super().text_boxes(), *(goal.boxes if goal is not None else [])]

    def _goal_box(self) -> pygame.Rect | None:
        """Where the goal goes in a side panel: the free space above the tools, or None."""
        hud = self.hud
        panel = self.panel_rect()
        if panel.w > panel.h or not hud.tool_buttons:
            return None
        words = self.goal_line()[0]
        lines = min(GOAL_LINES, len(theme.wrap(words, 15, panel.w - 44, bold=True)))
        height = 16 + 20 * lines
        top = max([b.rect.bottom for b in hud.action_buttons] + [hud.actions_top + 24]) + 10
        bottom = min(b.rect.top for b in hud.tool_buttons) - 10
        if bottom - top < height:
            return None
        return pygame.Rect(panel.x + 12, bottom - height, panel.w - 24, height)


class PuzzleVerdict(Scene):
    """Solved or not, at once, over the table: play stops until a choice is made."""

    opaque = False

    def __init__(self, host: Host, table: PuzzleTable) -> None:
        super().__init__(host)
        self.table = table
        self.buttons = [
            Button("Try again (R)", self._try_again, primary=True),
            Button("Show the solution (S)", self._solution),
            Button("Next puzzle (N)", self._next),
            Button("Look at the table", self._close),
        ]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resize(host.size)

    def idle(self) -> bool:
        return True

    def resize(self, size: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, min(760, size[0] - 80), 300)
        self.rect.center = (size[0] // 2, size[1] // 2)
        button_row(self.rect, self.buttons, 15)

    def lines(self) -> list[str]:
        verdict = self.table.verdict
        goal = self.table.game.goal
        if verdict is None or goal is None:
            return ["", ""]
        head = "Solved!" if verdict.state == SOLVED else "Not solved"
        words = goal.words(self.table.game.config.names)
        why = verdict.why[:1].upper() + verdict.why[1:] if verdict.why else ""
        return [head, f"{why}. Goal: {words}" if why else f"Goal: {words}"]

    def _try_again(self) -> None:
        self.host.pop(self)
        self.table.try_again()

    def _solution(self) -> None:
        self.host.pop(self)
        self.table.show_solution()

    def _next(self) -> None:
        self.table.next_puzzle()

    def _close(self) -> None:
        self.host.pop(self)

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_ESCAPE: self._close,
                pygame.K_r: self._try_again,
                pygame.K_s: self._solution,
                pygame.K_n: self._next,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 150)
        draw_panel(surface, self.rect)
        head, said = self.lines()
        solved = self.table.verdict is not None and self.table.verdict.state == SOLVED
        colour = (120, 210, 130) if solved else (230, 120, 110)
        title = theme.title_font(40).render(head, True, colour)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 28)))
        text = self.host.text
        y = self.rect.y + 100
        for line in theme.wrap(said, 18, self.rect.w - 60)[:3]:
            label = text.fit(line, 18, self.rect.w - 48, theme.TEXT)
            surface.blit(label, label.get_rect(midtop=(self.rect.centerx, y)))
            y += 28
        for button in self.buttons:
            button.draw(surface, text)
