"""Simulate these decks… from the table's menu: bots play the decks at the table many times in
the background (tabletop/sim), the window shows the progress, then the summary and a button that
opens report.html.

The run goes to a fresh folder under the user data folder (simulations/GAME-TIME). It runs on a
worker thread (sim/background.py), so the frame loop keeps drawing; Cancel (or Esc) ends it after
the games under way and the report of the games finished is written all the same.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Callable
from pathlib import Path

import pygame

from tabletop.ai.bots import levels
from tabletop.engine.config import CUSTOM_DECK
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.paths import user_dir
from tabletop.engine.rules import GameConfig
from tabletop.sim.background import BackgroundRun, Progress, one_line
from tabletop.sim.open_report import open_report
from tabletop.sim.plan import DeckCards, Settings
from tabletop.sim.settings import default_bot, make_settings
from tabletop.sim.summary import summary_rows
from tabletop.ui import theme
from tabletop.ui.scene import Host, Scene
from tabletop.ui.widgets import Button, Cycle, NumberField, draw_panel, key_focus

#: games per seat order of decks, at first (editable)
DEFAULT_GAMES = 200
DEFAULT_SEED = 1
#: the most games one run from the table plays (the plan is held in memory; the command line
#: takes more)
MOST_GAMES = 100_000
#: the scene's phases: choosing the settings, playing, ending after the games under way, done
SETUP, RUNNING, STOPPING, DONE = "setup", "running", "stopping", "done"
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def simulations_dir() -> Path:
    return user_dir() / "simulations"


def fresh_folder(game_id: str, now: dt.datetime | None = None) -> Path:
    """simulations/GAME-YYYYMMDD-HHMMSS, with -2, -3... if that folder is already there."""
    stamp = (now or dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = simulations_dir() / f"{game_id}-{stamp}"
    path, number = base, 1
    while path.exists():
        number += 1
        path = base.with_name(f"{base.name}-{number}")
    return path


def progress_line(progress: Progress) -> str:
    """ "412 of 800 games · 38.2 games/s · about 11 s left"."""
    words = [f"{progress.done} of {progress.total} games"]
    if progress.rate is not None:
        words.append(f"{progress.rate:.1f} games/s")
    if progress.left_s is not None:
        words.append(f"about {_duration(progress.left_s)} left")
    return " · ".join(words)


def _duration(seconds: float) -> str:
    whole = round(seconds)
    if whole < 60:
        return f"{whole} s"
    minutes, rest = divmod(whole, 60)
    if minutes < 60:
        return f"{minutes} min {rest:02d} s"
    return f"{minutes // 60} h {minutes % 60} min"


class SimulateScene(Scene):
    """Settings, then the run's progress, then its summary; Enter starts (or opens the report),
    Esc cancels a run or closes the scene."""

    opaque = False

    def __init__(self, host: Host, game: Game) -> None:
        super().__init__(host)
        self.game_id = game.rules.id
        self.title = game.rules.title
        self.players = game.config.players
        self.decks, self.deck_lists = run_decks(game.config)
        self.phase = SETUP
        self.error = ""  # one line: what went wrong
        self.run: BackgroundRun | None = None
        self.progress: Progress | None = None
        self.rows: list[tuple[str, str]] = []  # the summary, once done
        self.report: Path | None = None
        self.note = ""  # a word after the report was opened (or could not be)
        bots = levels()
        cores = [str(n) for n in range(1, (os.cpu_count() or 1) + 1)]
        self.games = NumberField("Games per seat order", str(DEFAULT_GAMES), empty="(none)")
        self.seed = NumberField("Seed", str(DEFAULT_SEED), empty=str(DEFAULT_SEED))
        self.bots = Cycle("Bots", bots, bots.index(default_bot()))
        self.cores = Cycle("Cores", cores, len(cores) - 1)
        self.start_button = Button("Start", self.start, primary=True, hint="Enter")
        self.close_button = Button("Close", self.close, hint="Esc")
        self.cancel_button = Button("Cancel", self.cancel, hint="Esc")
        self.open_button = Button("Open report", self.open_report, primary=True, hint="Enter")
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.resize(host.size)
        self._check()

    # --- layout ------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, min(820, size[0] - 80), min(600, size[1] - 60))
        self.rect.center = (size[0] // 2, size[1] // 2)
        left, width = self.rect.x + 28, self.rect.w - 56
        half = (width - 16) // 2
        top = self.rect.y + 120
        self.games.rect = pygame.Rect(left, top, half, 44)
        self.seed.rect = pygame.Rect(left + half + 16, top, half, 44)
        self.bots.rect = pygame.Rect(left, top + 58, half, 44)
        self.cores.rect = pygame.Rect(left + half + 16, top + 58, half, 44)
        bottom = self.rect.bottom - 66
        self.start_button.rect = pygame.Rect(self.rect.right - 28 - 180, bottom, 180, 44)
        self.open_button.rect = self.start_button.rect.copy()
        self.close_button.rect = pygame.Rect(self.rect.right - 28 - 380, bottom, 180, 44)
        self.cancel_button.rect = self.start_button.rect.copy()

    @property
    def buttons(self) -> list[Button]:
        """The buttons of the current phase."""
        if self.phase == SETUP:
            return [self.bots, self.cores, self.close_button, self.start_button]
        if self.phase in (RUNNING, STOPPING):
            return [self.cancel_button]
        return [self.close_button, self.open_button] if self.report else [self.close_button]

    # --- actions -----------------------------------------------------------------------------
    def _settings(self) -> Settings:
        games = int(self.games.value) if self.games.value else 0
        seed = int(self.seed.value) if self.seed.value else DEFAULT_SEED
        bots = [self.bots.value]
        settings = make_settings(
            self.game_id, self.decks, self.players, bots, games, seed, deck_lists=self.deck_lists
        )
        total = games * len(self.decks) ** self.players
        if total > MOST_GAMES:
            raise ValueError(
                f"{total:,} games: at most {MOST_GAMES:,} from the table (tabletop simulate "
                "takes more)"
            )
        return settings

    def _check(self) -> Settings | None:
        """The settings, or None with the reason in `error` (a deck the game no longer has)."""
        try:
            settings = self._settings()
        except (TabletopError, ValueError, OSError) as exc:
            self.error = one_line(exc)
            return None
        self.error = ""
        return settings

    def start(self) -> None:
        if self.phase != SETUP:
            return
        settings = self._check()
        if settings is None:
            return
        self.run = BackgroundRun(settings, fresh_folder(self.game_id), int(self.cores.value))
        self.run.start()
        self.phase = RUNNING
        self.cancel_button.enabled = True
        self.progress = self.run.progress()

    def cancel(self) -> None:
        if self.run is not None and self.phase == RUNNING:
            self.run.stop()
            self.phase = STOPPING
            self.cancel_button.enabled = False

    def close(self) -> None:
        self.host.pop(self)

    def open_report(self) -> None:
        """Hand the report to a browser; the note says where it is and whether one opened."""
        if self.report is None:
            return
        self.note = open_report(self.report, self._told)

    def _told(self, note: str) -> None:
        self.note = note

    def closed(self) -> None:
        """Leaving (or the app closing) stops a run; its report of the games finished is
        written before the thread ends."""
        if self.run is not None and self.phase in (RUNNING, STOPPING):
            self.run.stop()
            self.run.join()

    # --- frames --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.run is None or self.phase not in (RUNNING, STOPPING):
            return
        self.progress = self.run.progress()
        state = self.run.state
        if state == "failed":
            self.phase = DONE
            self.error = f"The simulation stopped: {self.run.error}"
        elif state == "finished" and self.run.outcome is not None:
            self.phase = DONE
            self.rows = summary_rows(self.run.outcome.results)
            self.report = self.run.outcome.out / "report.html"

    def process_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.phase == RUNNING:
                self.cancel()
            elif self.phase in (SETUP, DONE):
                self.close()
            return
        if self.phase == SETUP and any([self.games.handle(event), self.seed.handle(event)]):
            self._check()  # both fields see a click: one takes the focus, the other lets go
            return
        if key_focus(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            if self.phase == SETUP:
                self.start()
            elif self.phase == DONE:
                self.open_report()
            return
        for button in self.buttons:
            if button.handle(event):
                if self.phase == SETUP:
                    self._check()
                return

    # --- drawing (reads only) ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, 140)
        draw_panel(surface, self.rect)
        text = self.host.text
        x, width = self.rect.x + 28, self.rect.w - 56
        surface.blit(text.get(self._heading(), 24, theme.ACCENT, bold=True), (x, self.rect.y + 22))
        what = f"{self.title}, {self.players} players: {', '.join(self.decks)}"
        surface.blit(text.fit(what, 17, width, theme.TEXT), (x, self.rect.y + 62))
        if self.phase == SETUP:
            self._draw_setup(surface, x, width)
        elif self.phase in (RUNNING, STOPPING):
            self._draw_progress(surface, x, width)
        else:
            self._draw_summary(surface, x, width)
        if self.error:
            line = text.fit(self.error, 17, width, theme.DANGER, bold=True)
            surface.blit(line, (x, self.rect.bottom - 100))
        for button in self.buttons:
            button.draw(surface, text)

    def _heading(self) -> str:
        if self.phase == SETUP:
            return "Simulate these decks"
        if self.phase == RUNNING:
            return "Simulating…"
        if self.phase == STOPPING:
            return "Stopping: finishing the games under way…"
        if self.run is not None and self.run.outcome is not None:
            return "Simulation done" if self.run.outcome.complete else "Simulation stopped"
        return "Simulation failed"

    def _draw_setup(self, surface: pygame.Surface, x: int, width: int) -> None:
        text = self.host.text
        for field in (self.games, self.seed):
            field.draw(surface, text)
        orders = len(self.decks) ** self.players
        lines = [
            f"Every seat order of these decks ({orders}) is played, each as many times as "
            "given; bots play every seat.",
            f"Results go to {simulations_dir()}",
        ]
        y = self.cores.rect.bottom + 24
        for line in lines:
            for part in theme.wrap(line, 16, width):
                surface.blit(text.get(part, 16, theme.TEXT_DIM), (x, y))
                y += 22

    def _draw_progress(self, surface: pygame.Surface, x: int, width: int) -> None:
        text = self.host.text
        progress = self.progress
        bar = pygame.Rect(x, self.rect.y + 140, width, 26)
        pygame.draw.rect(surface, theme.BUTTON, bar, border_radius=6)
        if progress is not None and progress.total:
            filled = bar.copy()
            filled.w = round(bar.w * progress.done / progress.total)
            pygame.draw.rect(surface, theme.BUTTON_PRIMARY, filled, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_LINE, bar, 1, border_radius=6)
        if progress is not None:
            line = text.get(progress_line(progress), 18, theme.TEXT, bold=True)
            surface.blit(line, (x, bar.bottom + 16))
        if self.run is not None:
            where = text.fit(f"Into {self.run.out}", 15, width, theme.TEXT_DIM)
            surface.blit(where, (x, bar.bottom + 52))

    def _draw_summary(self, surface: pygame.Surface, x: int, width: int) -> None:
        text = self.host.text
        y = self.rect.y + 100
        column = x + width * 9 // 20
        for label, figures in self.rows:
            if y > self.rect.bottom - 150:
                break
            if not label and not figures:
                y += 8
                continue
            ink = theme.TEXT if figures else theme.ACCENT
            room = (column - x - 8) if figures else width
            name = text.fit(label.strip(), 16, room, ink, bold=not figures)
            surface.blit(name, (x + _indent(label), y))
            for part in _lines_of(
                figures, text.get(figures, 16, theme.TEXT).get_width(), column, x + width
            ):
                surface.blit(text.fit(part, 16, x + width - column, theme.TEXT), (column, y))
                y += 23
            if not figures:
                y += 23
        if self.report is not None:
            where = self.note or f"Report: {self.report}"
            y = self.rect.bottom - 136
            for line in path_lines(where, lambda s: text.get(s, 15).get_width(), width):
                surface.blit(text.get(line, 15, theme.TEXT_DIM), (x, y))
                y += 20


def _lines_of(figures: str, wide: int, left: int, right: int) -> list[str]:
    """The figures on one line, or on two where they would be cut (a level's thinking time:
    "0.115 s a decision, 3.98 s a game (34.6 decisions a game), 30 iterations...")."""
    if not figures:
        return []
    if wide <= right - left or ", " not in figures:
        return [figures]
    cut = figures.rfind(", ", 0, len(figures) // 2 + 8)
    cut = cut if cut > 0 else figures.find(", ")
    return [figures[: cut + 1], figures[cut + 2 :]]


def _indent(label: str) -> int:
    return 18 if label.startswith(" ") else 0


def run_decks(config: GameConfig) -> tuple[list[str], list[DeckCards]]:
    """The table's decks as a run plays them: each deck id once, and a seat's own deck (built
    in the deck builder, or a list given to new_game) as a list of its cards named
    `custom-<seat>`, so the run deals exactly what the table dealt."""
    decks: list[str] = []
    lists: list[DeckCards] = []
    for seat, deck in enumerate(config.decks):
        if deck == CUSTOM_DECK and seat < len(config.deck_lists):
            deck = f"{CUSTOM_DECK}-{seat + 1}"
            lists.append(DeckCards(deck, tuple(config.deck_lists[seat])))
        if deck not in decks:
            decks.append(deck)
    return decks, lists


def path_lines(words: str, wide: Callable[[str], int], width: int) -> list[str]:
    """`words` that end in a path ("Report: /home/…/report.html") in at most two lines of
    `width` px: the words, then the path; a path too long keeps its end (the folder and the
    file a player looks for), its start cut to "…"."""
    if wide(words) <= width:
        return [words]
    head, _, path = words.rpartition(" ")
    lines = [head] if head else []
    shown, cut = path, 0
    while cut < len(path) and wide(shown) > width:
        cut += 1
        shown = "…" + path[cut:]
    return [*lines, shown]
