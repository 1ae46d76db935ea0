"""The game at the table: who sits in front of the screen, computer turns, undo and autosave.

Everything here changes the game; nothing here draws. Each method returns an error message
for the player instead of raising.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.contract import PASSING
from tabletop.engine.errors import TabletopError
from tabletop.engine.events import PhaseBegan, ValueSet
from tabletop.engine.game import Game
from tabletop.engine.paths import autosave_path
from tabletop.engine.view import View
from tabletop.ui.bot import BotRunner

PASS_WORDS = ("pass", "end", "done", "next", "continue", "confirm", "ready")


def is_pass(command: Command) -> bool:
    """A command that passes or ends something (a button's Pass, End phase, Confirm)."""
    return any(word in command.kind.lower() for word in PASS_WORDS)


class Session:
    """One game being played at this table."""

    def __init__(
        self,
        game: Game,
        *,
        bot: BotRunner,
        autosave: bool = True,
        autosave_to: Path | None = None,
    ) -> None:
        self.game = game
        self.autosave = autosave
        self.autosave_to = autosave_to
        self.bot = bot  # the table's: how its computer seats think
        self.version = 0  # changes with every change of the game (undo included)
        #: each computer seat's level, as its bot plays it (the table sets it)
        self.levels: dict[int, str] = {}
        self.viewer: int | None = None
        self.handoff: int | None = None  # a human who must take the screen (privacy first)
        self.listeners: list[Callable[[], None]] = []
        self._labels: dict[str, str] = {}
        self._phase = ""
        self._scanned = -1
        self._view: View | None = None
        self._view_key: tuple[int, int | None] = (-1, None)
        self._pick_viewer(initial=True)

    # --- who is in front of the screen -----------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.config.players) if not self.game.is_computer(s)]

    def _pick_viewer(self, initial: bool = False) -> None:
        humans = self.humans
        acting = [s for s in self.game.to_act if s in humans]
        if acting:
            want: int | None = self.viewer if self.viewer in acting else acting[0]
        elif self.viewer is not None:
            want = self.viewer
        else:
            want = humans[0] if humans else None
        if initial or self.viewer is None or want is None:
            self.viewer = want
        elif want != self.viewer:
            self.handoff = want  # the table shows the privacy screen until they click
        else:
            self.handoff = None

    def take_screen(self) -> None:
        """The next player clicked the privacy screen: show the table from their seat."""
        if self.handoff is not None:
            self.viewer = self.handoff
            self.handoff = None

    def my_commands(self) -> list[Command]:
        if self.viewer is None or self.handoff is not None or self.game.is_computer(self.viewer):
            return []
        return [c for c in self.game.offered() if c.seat == self.viewer]

    def lone_pass(self) -> Command | None:
        """The viewer's only command when it merely passes or ends the phase (nothing else is
        left to do): what Settings > Auto-pass plays at once."""
        mine = self.my_commands()
        if len(mine) != 1:
            return None
        only = mine[0]
        if only.source is None and only.target is None and is_pass(only) and only.kind != "confirm":
            return only
        return None

    # --- changing the game ------------------------------------------------------------
    def play(self, command: Command) -> str | None:
        self.bot.cancel()
        try:
            self.game.play_offered(command)
        except TabletopError as exc:
            return str(exc)
        self._changed()
        return None

    def undo(self) -> str | None:
        return self._undoing(self.game.undo)

    def redo(self) -> str | None:
        return self._undoing(self.game.redo)

    def undo_to(self, entries: int) -> str | None:
        return self._undoing(lambda: self.game.undo_to(entries))

    def decision_numbers(self) -> dict[int, int]:
        """Each log entry's number as a player counts decisions (setup 0): a gateway (EoC's
        "Move an Essence") is one decision with the move chosen through it, and shares its
        number."""
        numbers: dict[int, int] = {}
        made = 0
        for entry in self.game.log:
            if entry.command is None:
                numbers[entry.number] = 0
            elif self.game.is_gateway(entry.command):
                numbers[entry.number] = made + 1
            else:
                made += 1
                numbers[entry.number] = made
        return numbers

    def _undoing(self, step: Callable[[], None]) -> str | None:
        self.bot.cancel()
        try:
            step()
        except TabletopError as exc:
            return str(exc)
        self._changed()
        return None

    def _changed(self) -> None:
        self.version += 1
        self._pick_viewer()
        for listener in self.listeners:
            listener()

    def save_if_due(self) -> str | None:
        """Autosave when the turn comes back to a person (or the game ends)."""
        if not self.autosave:
            return None
        game = self.game
        if game.result is None and all(game.is_computer(s) for s in game.to_act):
            return None
        return self.save(self.autosave_to or autosave_path())

    def save(self, path: Path) -> str | None:
        try:
            self.game.save(path)
        except TabletopError as exc:
            return str(exc)
        except OSError as exc:
            return f"Could not save {path}: {exc}"
        return None

    # --- computer seats ---------------------------------------------------------------
    def computer_to_act(self) -> int | None:
        if self.game.result is not None:
            return None
        for seat in self.game.to_act:
            if self.game.is_computer(seat):
                return seat
        return None

    def step_computer(self, dt: float, pause: float) -> str | None:
        """Start or finish a computer move; returns an error message when it failed."""
        seat = self.computer_to_act()
        if seat is None:
            self.bot.cancel()
            return None
        if not self.bot.thinking:
            self.bot.start(self.game, seat, self.version, pause)
            return None
        outcome = self.bot.poll(dt, self.version)
        if outcome is None:
            return None
        if isinstance(outcome, str):
            return self._play_instead(seat, outcome)
        return self.play(outcome)

    def _play_instead(self, seat: int, failure: str) -> str:
        """A bot that failed must not stall the table (asking it again fails again): the
        seat plays the first of its sensible legal commands, and the message says so."""
        mine = [c for c in self.game.legal() if c.seat == seat]
        useful = [c for c in mine if c.kind not in PASSING] or mine
        if not useful:
            return failure
        problem = self.play(useful[0])
        if problem:
            return f"{failure} ({problem})"
        return f"{failure}. It played its first legal move instead; Undo takes it back."

    # --- reading ----------------------------------------------------------------------
    def view(self) -> View:
        """What the seat in front of the screen sees (cached until the game changes)."""
        key = (self.version, self.viewer)
        if self._view is None or key != self._view_key:
            self._view = self.game.view(self.viewer)
            self._view_key = key
        return self._view

    def _scan(self) -> None:
        if self._scanned == self.version:
            return
        labels: dict[str, str] = {}
        phase = ""
        for entry in self.game.log:
            for event in entry.events:
                if isinstance(event, ValueSet) and event.label:
                    labels[event.key] = event.label
                elif isinstance(event, PhaseBegan):
                    phase = event.label
        self._labels, self._phase, self._scanned = labels, phase, self.version

    def trackers(self) -> dict[str, str]:
        """Values meant for the players (the rules gave them a label), key -> label."""
        self._scan()
        return self._labels

    def phase_label(self) -> str:
        self._scan()
        return self._phase

    def close(self) -> None:
        self.bot.cancel()
