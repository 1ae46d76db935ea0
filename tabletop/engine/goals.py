"""Puzzle goals: what a scenario's `goal:` asks of a seat, and whether it is met yet.

A goal is one of: `win` (win the game: a draw does not meet it), `draw` (end the game without
losing: hold the other side to a draw, or better), `survive` (do not lose), `deal` (a measure
rises by at least N: a game value, a counter on a labelled card, or the cards in a zone), `keep`
(a labelled card stays in its zones). Each has a deadline (`within`): `turn` (before the turn
passes), `next_turn` (through the other seat's next turn, until the turn comes back),
`round` (before the value `round` changes: a game whose seats take the initiative in turns
inside a round) or `game`. The goal is checked from the events of every command since the
puzzle began (`Watch.see`), so undo, redo and a save loaded again give the same answer. See
docs/puzzles.md.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from tabletop.engine.commands import Command
from tabletop.engine.events import CardMoved, Event, ValueSet
from tabletop.engine.limits import MAX_GAME_VALUE, cut
from tabletop.engine.log_query import Entry
from tabletop.engine.nearest import nearest
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.state import State


class GoalGame(Protocol):
    """What a goal reads of a game (engine/game.py's Game has it), so this module never
    imports the game: its scenario, rules and config, its labels, its log and its start."""

    @property
    def scenario(self) -> dict[str, Any] | None: ...

    @property
    def rules(self) -> GameRules: ...

    @property
    def config(self) -> GameConfig: ...

    @property
    def labels(self) -> dict[str, int]: ...

    @property
    def goal(self) -> Goal | None: ...

    @property
    def log(self) -> Sequence[Entry]: ...

    def start_state(self) -> State: ...


KINDS = ("win", "draw", "survive", "deal", "keep")
WITHIN = ("turn", "next_turn", "round", "game")
DEFAULT_WITHIN = {
    "win": "turn",
    "draw": "game",
    "survive": "next_turn",
    "deal": "turn",
    "keep": "next_turn",
}
GOAL_KEYS = (
    "seat",
    *KINDS,
    "within",
    "hint",
    "words",
    "solution",
    "wrong",
    "difficulty",
    "teaches",
)
#: a puzzle's difficulty: 1 (a first lesson) to 3 (a hard find)
DIFFICULTIES = (1, 2, 3)
#: the value that says whose turn it is, and the one that counts rounds (games without turns)
TURN, ROUND = "turn", "round"

OPEN, SOLVED, FAILED = "open", "solved", "failed"


class GoalError(ValueError):
    """A `goal:` that cannot be: the message names the key (the caller adds file and line)."""

    def __init__(self, path: tuple[str | int, ...], message: str) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True)
class Measure:
    """What `deal` counts: a game value, a counter on a card, or the cards in a zone."""

    value: str | None = None
    counter: str | None = None
    card: int | None = None
    zone: str | None = None
    words: str = ""

    def read(self, state: State) -> int:
        if self.value is not None:
            found = state.values.get(self.value, 0)
            return found if isinstance(found, int) and not isinstance(found, bool) else 0
        if self.counter is not None and self.card is not None:
            return state.counter(self.card, self.counter) if self.card in state.cards else 0
        return len(state.zones.get(self.zone or "", ()))


@dataclass(frozen=True)
class Goal:
    seat: int
    kind: str
    within: str
    hint: bool = True
    amount: int = 0
    measure: Measure | None = None
    card: int | None = None  # keep: the card
    zones: tuple[str, ...] = ()  # keep: where it must stay
    label: str = ""
    solution: tuple[Command, ...] = ()
    wrong: tuple[Command, ...] = ()
    said: str = ""  # the designer's own words for it (`words:`)
    difficulty: int | None = None  # 1 to 3 (`difficulty:`)
    teaches: str = ""  # the book's section the puzzle is built on (`teaches:`)

    def words(self, names: tuple[str, ...]) -> str:
        """The goal in words, for the menu and the table."""
        if self.said:
            who = names[self.seat] if 0 <= self.seat < len(names) else f"seat {self.seat}"
            return f"{who}: {self.said}"
        by = {
            "turn": "this turn",
            "next_turn": "through the next turn of the other side",
            "round": "this round",
            "game": "by the end of the game",
        }[self.within]
        who = names[self.seat] if 0 <= self.seat < len(names) else f"seat {self.seat}"
        if self.kind == "win":
            return f"{who}: win {by}"
        if self.kind == "draw":
            return f"{who}: hold the other side to a draw {by}"
        if self.kind == "survive":
            return f"{who}: do not lose {by}"
        if self.kind == "deal":
            what = self.measure.words if self.measure else ""
            return f"{who}: deal at least {self.amount} ({what}) {by}"
        return f"{who}: keep {self.label} in play {by}"


@dataclass(frozen=True)
class GoalStatus:
    state: str  # OPEN, SOLVED or FAILED
    why: str

    @property
    def done(self) -> bool:
        return self.state != OPEN


# --- reading a goal ------------------------------------------------------------------------
def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _commands(data: Any, key: str, players: int, zones: set[str]) -> tuple[Command, ...]:
    """A solution's (or wrong line's) commands, each one a seat of the table could give: its
    seat, card numbers and zone are checked here, so a line that could never replay is named
    at its line when the puzzle loads, not when it is played."""
    if data is None:
        return ()
    if not isinstance(data, list):
        raise GoalError((key,), f"goal {key} must be a list of commands, not {cut(repr(data), 60)}")
    out = []
    for index, item in enumerate(data):
        try:
            command = Command.from_json(item)
        except ValueError as exc:
            raise GoalError((key, index), f"goal {key}: {exc}") from None
        problem = _command_problem(command, players, zones)
        if problem:
            raise GoalError((key, index), f"goal {key}, command {index + 1}: {problem}")
        out.append(command)
    return tuple(out)


def _command_problem(command: Command, players: int, zones: set[str]) -> str | None:
    """Why no seat of this table could give `command`, or None."""
    if not 0 <= command.seat < players:
        return f"seat {command.seat} is no seat of the table (0 to {players - 1})"
    for number in (command.source, command.target_card):
        if number is not None and not 0 <= number <= MAX_GAME_VALUE:
            return f"card {cut(str(number), 20)} is no card number (0 to {MAX_GAME_VALUE:,})"
    seat = command.target_seat
    if seat is not None and not 0 <= seat < players:
        return f"target seat:{cut(str(seat), 20)} is no seat of the table (0 to {players - 1})"
    zone = command.target_zone
    if zone is not None and zone not in zones:
        return f"unknown zone {cut(repr(zone), 40)} (zones: {nearest(zone, zones)})"
    return None


def parse_goal(
    data: Any,
    labels: dict[str, int],
    players: int,
    zones: set[str],
    state: State,
    values: Callable[[str], bool] | None = None,
) -> Goal:
    """A scenario's `goal:` mapping as a Goal; GoalError names the key that is wrong.
    `values`: whether a value key is one the game keeps (for `deal`; None: not asked)."""
    if not isinstance(data, dict):
        raise GoalError((), "goal must be a mapping (win, draw, survive, deal or keep; within...)")
    for key in data:
        if key not in GOAL_KEYS:
            raise GoalError((key,), f"unknown goal key {key!r} (keys: {', '.join(GOAL_KEYS)})")
    data = {k: v for k, v in data.items() if v is not None}  # null: not given
    kinds = [k for k in KINDS if data.get(k) not in (None, False)]
    if len(kinds) != 1:
        raise GoalError((), "a goal says exactly one of win, draw, survive, deal or keep")
    kind = kinds[0]
    seat = data.get("seat", state.to_act[0] if state.to_act else 0)
    if not _whole(seat) or not 0 <= seat < players:
        raise GoalError(("seat",), f"goal seat must be a seat from 0 to {players - 1}")
    within = data.get("within", DEFAULT_WITHIN[kind])
    if within not in WITHIN:
        raise GoalError(("within",), f"goal within must be one of {', '.join(WITHIN)}")
    hint = data.get("hint", True)
    if not isinstance(hint, bool):
        raise GoalError(("hint",), "goal hint must be true or false")
    said = data.get("words", "")
    if not isinstance(said, str):
        raise GoalError(("words",), "goal words must be text")
    difficulty = data.get("difficulty")
    if difficulty is not None and (not _whole(difficulty) or difficulty not in DIFFICULTIES):
        raise GoalError(("difficulty",), "goal difficulty must be 1, 2 or 3")
    teaches = data.get("teaches", "")
    if not isinstance(teaches, str) or (teaches and not teaches.strip()):
        raise GoalError(("teaches",), "goal teaches must be the book's section, as text")
    goal = Goal(
        seat,
        kind,
        within,
        hint,
        solution=_commands(data.get("solution"), "solution", players, zones),
        wrong=_commands(data.get("wrong"), "wrong", players, zones),
        said=said.strip(),
        difficulty=difficulty,
        teaches=teaches.strip(),
    )
    if kind in ("win", "draw", "survive"):
        if data[kind] is not True:
            raise GoalError((kind,), f"goal {kind} must be true")
        return goal
    if kind == "deal":
        return _deal(goal, data["deal"], labels, zones, _value_check(values, state))
    return _keep(goal, data["keep"], labels, state, zones)


def _value_check(values: Callable[[str], bool] | None, state: State) -> Callable[[str], bool]:
    """A value a `deal` goal may count: one the game keeps, or one set at the start."""
    if values is None:
        return lambda key: True
    return lambda key: key in state.values or values(key)


def _label(labels: dict[str, int], label: Any, path: tuple[str | int, ...]) -> int:
    if not isinstance(label, str) or label not in labels:
        known = ", ".join(sorted(labels)) or "none"
        raise GoalError(path, f"no card is labelled {label!r} (labels: {known})")
    return labels[label]


def _deal(
    goal: Goal,
    spec: Any,
    labels: dict[str, int],
    zones: set[str],
    known_value: Callable[[str], bool],
) -> Goal:
    if not isinstance(spec, dict) or not _whole(spec.get("at_least")) or spec["at_least"] < 1:
        raise GoalError(("deal",), "goal deal is a mapping with at_least: N (N >= 1)")
    extra = set(spec) - {"at_least", "value", "counter", "card", "cards_in"}
    if extra:
        raise GoalError(("deal", sorted(extra)[0]), f"unknown deal key {sorted(extra)[0]!r}")
    if isinstance(spec.get("value"), str):
        if not known_value(spec["value"]):
            raise GoalError(
                ("deal", "value"),
                f"goal deal: the game keeps no value {cut(repr(spec['value']), 40)} "
                "(docs/scenario-format.md lists each game's values)",
            )
        measure = Measure(value=spec["value"], words=f"the value {spec['value']}")
    elif isinstance(spec.get("counter"), str):
        if "card" not in spec:
            raise GoalError(("deal",), "goal deal counts a counter on a card: give card: LABEL")
        card = _label(labels, spec["card"], ("deal", "card"))
        words = f"{spec['counter']} on {spec['card']}"
        measure = Measure(counter=spec["counter"], card=card, words=words)
    elif isinstance(spec.get("cards_in"), str):
        if spec["cards_in"] not in zones:
            zone = spec["cards_in"]
            raise GoalError(
                ("deal", "cards_in"),
                f"unknown zone {cut(repr(zone), 40)} (zones: {nearest(zone, zones)})",
            )
        measure = Measure(zone=spec["cards_in"], words=f"cards into {spec['cards_in']}")
    else:
        raise GoalError(("deal",), "goal deal counts a value, a counter (with card) or cards_in")
    return replace(goal, amount=spec["at_least"], measure=measure)


def _keep(goal: Goal, spec: Any, labels: dict[str, int], state: State, zones: set[str]) -> Goal:
    spec = {"card": spec} if isinstance(spec, str) else spec
    if not isinstance(spec, dict):
        raise GoalError(("keep",), "goal keep is a card's label, or a mapping with card: and in:")
    card = _label(labels, spec.get("card"), ("keep", "card"))
    where = spec.get("in", [state.where[card]])
    if not isinstance(where, list) or not all(isinstance(z, str) for z in where) or not where:
        raise GoalError(("keep", "in"), "goal keep in: must be a list of zone ids")
    for index, zone in enumerate(where):
        if zone not in zones:
            raise GoalError(
                ("keep", "in", index),
                f"goal keep in: unknown zone {cut(repr(zone), 40)} (zones: {nearest(zone, zones)})",
            )
    return replace(goal, card=card, zones=tuple(where), label=str(spec["card"]))


# --- watching a goal -----------------------------------------------------------------------
@dataclass(frozen=True)
class Watch:
    """A goal followed event by event from the position it was set in. The first time it is
    met or missed (the moment of that event: a win after the turn passed is not a win this
    turn) is final."""

    goal: Goal
    key: str  # the value whose change ends a turn (`turn`, else `round`)
    start: Any  # that value at the start
    start_measure: int
    moved_on: bool = False  # the value changed since the start
    away: bool = False  # the turn has been another seat's
    back: bool = False  # ...and came back to the goal's seat
    left: bool = False  # the kept card left its zones
    round_start: Any = None  # the value `round` at the start
    new_round: bool = False  # ...and it has changed since
    final: GoalStatus | None = None  # met or missed, for good

    @classmethod
    def begin(cls, goal: Goal, state: State) -> Watch:
        key = TURN if isinstance(state.values.get(TURN), int) else ROUND
        start = state.values.get(key)
        measure = goal.measure.read(state) if goal.measure else 0
        away = key == TURN and start != goal.seat
        return cls(goal, key, start, measure, away=away, round_start=state.values.get(ROUND))

    def see(self, event: Event, state: State) -> Watch:
        """The goal after `event`, which `state` has just applied."""
        if self.final is not None:
            return self
        watch = self._track(event)
        status = watch._judge(state)
        return watch if status.state == OPEN else replace(watch, final=status)

    def _track(self, event: Event) -> Watch:
        if event.__class__ is ValueSet:
            assert isinstance(event, ValueSet)
            watch = self
            if event.key == ROUND and not self.new_round and event.value != self.round_start:
                watch = replace(watch, new_round=True)
            return watch._turned(event)
        if event.__class__ is CardMoved and self.goal.card is not None:
            assert isinstance(event, CardMoved)
            if event.iid == self.goal.card and event.to not in self.goal.zones:
                return replace(self, left=True)
        return self

    def _turned(self, event: ValueSet) -> Watch:
        """The turn (or, in a game of rounds, the round) moves on."""
        if event.key != self.key or (event.value == self.start and not self.moved_on):
            return self
        seat = self.goal.seat
        if self.key == TURN:
            away = self.away or event.value != seat
            back = self.back or (away and event.value == seat)
        else:  # a round game: the next round is the other side's turn come and gone
            away, back = True, self.moved_on
        return replace(self, moved_on=True, away=away, back=back)

    def passed(self) -> bool:
        """Is the goal's deadline behind?"""
        within = self.goal.within
        if within == "turn":
            return self.moved_on
        if within == "next_turn":
            return self.back
        if within == "round":
            return self.new_round
        return False

    def status(self, state: State) -> GoalStatus:
        """Met, missed or open, in `state` (the position after the last event seen)."""
        return self.final or self._judge(state)

    def _judge(self, state: State) -> GoalStatus:
        goal, result = self.goal, state.result
        verdict = result.verdict(goal.seat) if result is not None else None
        won, lost = verdict == "win", verdict == "loss"
        if goal.kind == "win":
            if won:
                return GoalStatus(SOLVED, "won")
            ended = "a draw is not a win" if verdict == "draw" else "the game was lost"
            return self._missed(result is not None, ended)
        if goal.kind == "draw":
            if verdict is not None:
                held = GoalStatus(SOLVED, "won" if won else "held to a draw")
                return GoalStatus(FAILED, "the game was lost") if lost else held
            return self._missed(False, "")
        if goal.kind == "survive":
            if lost:
                return GoalStatus(FAILED, "the game was lost")
            if verdict is not None or self.passed():
                return GoalStatus(SOLVED, "survived")
            return GoalStatus(OPEN, "")
        if goal.kind == "deal":
            dealt = (goal.measure.read(state) if goal.measure else 0) - self.start_measure
            if dealt >= goal.amount:
                return GoalStatus(SOLVED, f"dealt {dealt}")
            return self._missed(result is not None, "the game ended")
        if self.left or lost:
            return GoalStatus(FAILED, f"{goal.label} left play" if self.left else "lost")
        if won or self.passed() or result is not None:
            return GoalStatus(SOLVED, f"{goal.label} stayed in play")
        return GoalStatus(OPEN, "")

    def progress(self, state: State, names: tuple[str, ...]) -> str:
        """An open goal's progress in words: how much is done, and until when."""
        goal = self.goal
        until = {
            "turn": "until this turn ends",
            "next_turn": "until the other side's next turn ends",
            "round": "until this round ends",
            "game": "until the game ends",
        }[goal.within]
        if goal.kind == "deal":
            dealt = (goal.measure.read(state) if goal.measure else 0) - self.start_measure
            return f"{dealt} of {goal.amount} so far, {until}"
        if goal.kind == "survive" and self.away:
            return f"holding on, {until}"
        return until

    def _missed(self, over: bool, why: str) -> GoalStatus:
        if over:
            return GoalStatus(FAILED, why)
        if self.passed():
            return GoalStatus(FAILED, "the time ran out")
        return GoalStatus(OPEN, "")


def watch_events(watch: Watch, state: State, events: Iterable[Event]) -> Watch:
    """Apply `events` to `state` one by one, watching the goal through each."""
    for event in events:
        event.apply(state)
        watch = watch.see(event, state)
    return watch


# --- a game's goal -------------------------------------------------------------------------
#: per game: its goal, and its status with the log entry it was worked out after (the table
#: asks every frame; a new command, an undo or a redo changes the last entry)
_GOALS: weakref.WeakKeyDictionary[GoalGame, Goal | None] = weakref.WeakKeyDictionary()
_STATUS: weakref.WeakKeyDictionary[GoalGame, tuple[object, GoalStatus | None]] = (
    weakref.WeakKeyDictionary()
)


def goal_of(game: GoalGame) -> Goal | None:
    """The goal of a game started from a scenario with `goal:` (checked when it loaded)."""
    if game in _GOALS:
        return _GOALS[game]
    scenario = game.scenario
    goal = None
    if scenario and scenario.get("goal") is not None:
        start = game.start_state()
        zones = set(game.rules.layout.zones(start.players))
        goal = parse_goal(scenario["goal"], game.labels, start.players, zones, start)
    _GOALS[game] = goal
    return goal


def watch_of(game: GoalGame) -> tuple[Watch, State] | None:
    """The goal as watched through the whole log, and the position it was folded to (None:
    no goal). A search from here (puzzle_search) keeps the goal's deadline as it stands."""
    goal = game.goal
    if goal is None:
        return None
    state = game.start_state()
    watch = Watch.begin(goal, state)
    for entry in game.log[1:]:
        watch = watch_events(watch, state, entry.events)
        if watch.final is not None:
            break
    return watch, state


def status_of(game: GoalGame) -> GoalStatus | None:
    """Whether the game's goal is met, failed or still open after its last command: the
    position since the start is folded again, event by event (once per new last entry).
    An open goal says how far it has come ("4 of 7 dealt so far") and until when."""
    log = game.log
    last = log[-1]
    cached = _STATUS.get(game)
    if cached is not None and cached[0] is last:
        return cached[1]
    watched = watch_of(game)
    status = None
    if watched is not None:
        watch, state = watched
        status = watch.status(state)
        if status.state == OPEN:
            status = GoalStatus(OPEN, watch.progress(state, game.config.names))
    _STATUS[game] = (last, status)
    return status
