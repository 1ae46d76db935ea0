"""The game at a pace a player can follow: each computer move, each reveal, each result and
each new phase is shown as a short banner (with its cards lit) for a beat before the next one,
and the computer waits until the banners are read. A key (N) or a click on the banner skips
ahead; the beat's length follows Settings > Computer speed. One seat's run of moves (a
computer's turn) is shown within TURN_BEATS beats' time (about 4 s at the normal speed):
every step is still told, in the log and lit on the board, the banners shorter when there
are many, and the computer's pause between moves drops once that time is spent.

Pure logic: the table feeds it the log entries played since it last looked and draws
`current`; nothing here draws or changes the game. Each beat knows how far into its log entry
it tells (`entry`, `upto`): while it shows, the board shows the table as it was then
(`game.view_after`), so the pictures and the words agree step by step.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tabletop.engine.events import CardFlipped, CardMoved, GameEnded, Narrated, PhaseBegan
from tabletop.engine.game import LogEntry, SeatNamer
from tabletop.ui.session import is_pass

MAX_LINES = 3  # lines under a banner's title before the next banner takes over
#: a computer seat's run of moves (its turn) is shown within this many beats' time (4 s at the
#: normal speed of 1.6 s a beat): each step still shows, shorter when there are many
TURN_BEATS = 2.5
#: the shortest a banner stays once the turn's time is spent, and the computer's pause then
QUICK_BEAT = 0.1
#: the share of a beat a banner with a title and no lines stays ("Wrap-Up Phase")
TITLE_ONLY_SHARE = 0.5
MOVED_ON = " (nothing else was left to do)"  # the rules ended the player's phase for them


@dataclass
class Beat:
    """One banner: a title, a few lines, the cards to light, and how long it stays."""

    title: str
    lines: list[str] = field(default_factory=list)
    cards: set[int] = field(default_factory=set)
    left: float = 0.0
    entry: int = 0  # the log entry it tells (0: none) ...
    upto: int = 0  # ... and how many of its events have happened when it shows
    phase: bool = False  # it tells a new phase (PhaseBegan)


class Pacer:
    """The queue of banners still to show."""

    def __init__(self) -> None:
        self.beats: deque[Beat] = deque()
        self.budget = 0.0  # seconds the current run of one seat's moves may be shown for
        self.spent = 0.0  # ... and the seconds it has been shown so far
        self._run_seat: int | None = None

    @property
    def current(self) -> Beat | None:
        return self.beats[0] if self.beats else None

    @property
    def busy(self) -> bool:
        """True while a banner is showing (the computer waits)."""
        return bool(self.beats)

    def clear(self) -> None:
        self.beats.clear()

    def skip(self) -> None:
        if self.beats:
            self.beats.popleft()

    def update(self, dt: float) -> None:
        beat = self.current
        if beat is None:
            return
        self.spent += dt
        left = self.budget - self.spent
        queued = sum(b.left for b in self.beats)
        # the banners still queued share what is left of the turn's time (never below a
        # glimpse): a long computer turn is told step by step, quickly
        speed = 1.0 if left <= 0 and queued <= 0 else max(1.0, queued / max(left, QUICK_BEAT))
        beat.left -= dt * speed
        if beat.left <= 0:
            self.beats.popleft()

    def computer_thinks(self, seat: int, dt: float) -> None:
        """The computer thought (or paused) `dt` for `seat`: a new seat's run of moves begins
        with its first thought, and the time counts against the run's budget, so a whole
        turn (thinking, pauses and banners) stays within it."""
        if seat != self._run_seat:
            self._run_seat, self.spent = seat, 0.0
        if self.budget > 0:
            self.spent += dt

    def pause(self, base: float) -> float:
        """The computer's pause between two moves: as set, until its turn's time is spent."""
        return base if self.spent < self.budget else min(base, QUICK_BEAT)

    def note(
        self,
        entries: Sequence[LogEntry],
        namer: SeatNamer,
        viewer: int | None,
        describe: Callable[[LogEntry], str],
        seconds: float,
    ) -> None:
        """Queue the banners of newly played `entries` as `viewer` may see them. A move of the
        viewer's own shows only what followed from it (a result, a new phase); a move of
        anyone else shows itself too (`describe` words it)."""
        if seconds <= 0:
            return
        self.budget = TURN_BEATS * seconds
        me = namer.seat(viewer) if viewer is not None else None
        for entry in entries:
            if entry.command is not None:
                if entry.command.seat != self._run_seat:  # another seat's run begins
                    self._run_seat, self.spent = entry.command.seat, 0.0
                own = entry.command.seat == viewer
                # a move of one's own, not a pass, after which the rules began another phase
                # of one's own: ending the phase was all that was left, and the rules did it
                mine = f"{me}'s " if own and me and not is_pass(entry.command) else None
                self._note_entry(entry, namer, own, describe, seconds, mine)

    def _note_entry(
        self,
        entry: LogEntry,
        namer: SeatNamer,
        own: bool,
        describe: Callable[[LogEntry], str],
        seconds: float,
        moved_on: str | None = None,
    ) -> None:
        """`moved_on`: the player's name ("Player 1's ") when their own move, not a pass,
        may have left nothing else to do: a new phase of theirs right after it says so."""
        command = entry.command
        assert command is not None
        first = len(self.beats)
        beat: Beat | None = None
        echo = own  # the player's own move in words: they know it, skip it
        number = entry.number
        for index, event in enumerate(entry.events):
            if isinstance(event, PhaseBegan):
                self._push(beat, index)
                title = event.label
                if moved_on and title.startswith(moved_on) and "turn" not in title:
                    title += MOVED_ON
                moved_on = None  # only the first new phase: the next ones follow from it
                beat = Beat(title, left=seconds, entry=number, phase=True)
            elif isinstance(event, (Narrated, GameEnded)):
                if echo:
                    echo = False
                    continue
                if beat is None or len(beat.lines) >= MAX_LINES:
                    self._push(beat, index)
                    beat = Beat(event.describe(namer), left=seconds, entry=number)
                else:
                    beat.lines.append(event.describe(namer))
            elif isinstance(event, (CardFlipped, CardMoved)) and beat is not None:
                beat.cards.add(event.iid)
        self._push(beat, len(entry.events))
        if own:
            return
        if len(self.beats) == first:  # a move that said nothing: say what it was
            said = Beat(describe(entry), left=seconds, entry=number, upto=len(entry.events))
            self.beats.append(said)
        for iid in (command.source, command.target_card):
            if iid is not None:
                self.beats[first].cards.add(iid)

    def _push(self, beat: Beat | None, upto: int) -> None:
        """Queue `beat`, which tells the events before `upto` (the board shows them so)."""
        if beat is not None and (beat.lines or beat.title):
            beat.upto = upto
            if beat.phase and not beat.lines:  # a new phase and nothing more: a glance
                beat.left *= TITLE_ONLY_SHARE
            self.beats.append(beat)
