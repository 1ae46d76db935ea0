"""The Game facade: play legal commands, undo and redo them, view, save and fingerprint.

State is the fold of the events. Every decision (one command) is one log entry holding the
events it produced. Undo re-folds from the nearest snapshot (one every SNAPSHOT_EVERY events or
more), so it costs the same at any depth; redo re-applies the recorded events and never re-rolls.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tabletop.engine.commands import Command
from tabletop.engine.errors import IllegalCommand, UndoRefused
from tabletop.engine.events import CardCreated, Event, ZoneShuffled
from tabletop.engine.flow import HOLD_VALUE
from tabletop.engine.goals import Goal, GoalStatus, Watch, goal_of, status_of, watch_of
from tabletop.engine.log_query import LoggedEvent, events_since
from tabletop.engine.outcome import Outcome
from tabletop.engine.rng import seed_state
from tabletop.engine.rules import Context, GameConfig, GameRules
from tabletop.engine.sandbox import apply_override, is_sandbox
from tabletop.engine.saves import save_game
from tabletop.engine.scenario import apply_scenario
from tabletop.engine.seat import SeatView, public_config
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State
from tabletop.engine.view import (
    KeptViews,
    Sighting,
    View,
    is_visible,
    make_view,
    shows,
    value_visible,
)

#: a snapshot at least every this many events, and no more often than `SNAPSHOT_EVENTS_PER_CARD`
#: events per card on the table: a snapshot copies every card (about as much work as applying
#: five events a card), an undo re-applies the events since the last one. At 16 a game pays
#: for snapshots a quarter of what replaying it costs, and an undo stays under 2 ms (120 cards)
SNAPSHOT_EVERY = 200
SNAPSHOT_EVENTS_PER_CARD = 16


@dataclass(frozen=True, slots=True)
class CardInfo:
    """A card as the public read API gives it (a copy: changing it changes nothing)."""

    iid: int
    card: str
    name: str
    zone: str
    owner: int
    controller: int
    face_up: bool
    counters: dict[str, int]
    flags: frozenset[str]
    attached_to: int | None


@dataclass(slots=True, unsafe_hash=True)
class LogEntry:
    """One decision and what it caused. Entry 0 of a game is its setup (command None).
    Never changed once made (not frozen at run time, for speed)."""

    number: int
    command: Command | None
    events: tuple[Event, ...]
    #: the cards its events name -> what decided who saw each right after it (_seen_after)
    seen: dict[int, Sighting] = field(default_factory=dict)

    @property
    def reveals(self) -> bool:
        return any(event.reveals for event in self.events)


@dataclass(slots=True)
class _Reading:
    """The log as one reader has read it: its entries, their lines (flat) and how many lines
    each gave. Reading again words only the entries that are new since (an entry that an
    undo took back is worded again from where the log differs)."""

    entries: list[LogEntry] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)


class SeatNamer:
    """Names cards for one reader, hiding what that reader may not see."""

    def __init__(self, game: Game, seat: int | None, entry: LogEntry | None = None) -> None:
        self._game = game
        self._seat = seat
        self._seen = None if entry is None else entry.seen

    @property
    def sees_all(self) -> bool:
        return self._seat is not None and self._seat < 0

    def card(self, iid: int) -> str:
        state = self._game.state
        card_id = self._game.card_of(iid)
        if card_id is None:
            return f"card #{iid}"
        if self.sees_all:
            return self._game.rules.card_name(card_id)
        zones = self._game.rules.layout.zones(state.players)
        if self._seen is not None and iid in self._seen:
            where, face_up, holder = self._seen[iid]  # as the reader saw it back then
            shown = shows(zones.get(where), face_up, holder, self._seat)
        else:  # a card shuffled since (fresh ids) was not seen in its old place by this reader
            shown = iid in state.cards and is_visible(state, zones, iid, self._seat)
        return self._game.rules.card_name(card_id) if shown else "a hidden card"

    def zone(self, zone_id: str) -> str:
        zones = self._game.rules.layout.zones(self._game.state.players)
        zone = zones.get(zone_id)
        if zone is None:
            return zone_id
        if zone.owner is None:
            return zone.label
        return f"{self.seat(zone.owner)}'s {zone.label}"

    def flag(self, flag: str, on: bool) -> str:
        """The words after a card's name for a flag set or cleared (GameRules.flag_words)."""
        words = self._game.rules.flag_words.get(flag)
        if words is not None:
            return words[0] if on else words[1]
        return f"is now {flag}" if on else f"is no longer {flag}"

    def seat(self, seat: int) -> str:
        names = self._game.config.names
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    def value(self, key: str, value: Any) -> str:
        return str(value) if self.sees_all or value_visible(key, self._seat) else "(hidden)"


class Game:
    """A game in progress. Build one with `tabletop.new_game`, `load_game` or `load_scenario`."""

    def __init__(
        self, rules: GameRules, config: GameConfig, scenario: dict[str, Any] | None = None
    ) -> None:
        if not config.deck_lists:  # a config built by hand names its decks only
            config = replace(config, deck_lists=tuple(rules.deck_list(d) for d in config.decks))
        self.rules = rules
        self.config = config
        self._public: tuple[GameConfig, GameConfig] | None = None  # config, without its seed
        self.scenario = scenario
        state = State(players=config.players)
        ctx = Context(state, rules, config)
        ctx.begin(seed_state(config.seed))
        if config.hold_seats:  # before setup: the first phases of the game are held too
            ctx.set_value(HOLD_VALUE, list(config.hold_seats))
        #: a scenario's card labels -> instance ids (a card keeps its id for the whole game)
        self._labels: dict[str, int] = {}
        if scenario is None:
            rules.setup(ctx)
        else:
            self._labels = apply_scenario(ctx, scenario, getattr(scenario, "source", None))
        self._setup = LogEntry(0, None, tuple(ctx.events), self._seen_after(state, ctx.events))
        self._state = state
        self._entries: list[LogEntry] = []
        self._redo: list[LogEntry] = []
        self._snapshots: dict[int, State] = {}
        self._events_since_snapshot = 0
        #: an undo took entries back since the last command: snapshots may lie past the log
        self._undone = False
        self._legal: list[Command] | None = None
        #: _opened() of the legal list it was worked out from
        self._offered: tuple[list[Command] | None, dict[Command, Command | None]] = (None, {})
        #: per reader, the log entries with their lines as that reader read them when new
        self._read: dict[int | None, _Reading] = {}
        #: each reader's card views, made again only for the cards the log names since
        self._views = KeptViews()
        #: the last log entry, and every id the log has named -> its card (card_of)
        self._past_ids: tuple[object, dict[int, str]] | None = None

    # --- reading -----------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The full state. For rules, tests and tools; players see `view(seat)`."""
        return self._state

    @property
    def to_act(self) -> tuple[int, ...]:
        return self._state.to_act

    @property
    def result(self) -> Outcome | None:
        return self._state.result

    @property
    def prompt(self) -> str:
        decision = self._state.decision
        return "" if decision is None else decision.prompt

    @property
    def phase(self) -> str:
        """The phase (or step) the game is in, as its rules name it ("camp", "deploy")."""
        return self._state.phase

    @property
    def turn(self) -> int | None:
        """The seat whose turn it is, for a game that takes turns (its value `turn`, or the
        one its rules name in `turn_value`); None for a game played in simultaneous rounds."""
        key = self.rules.turn_value
        return None if key is None else self._seat_value(key)

    @property
    def first(self) -> int | None:
        """The seat that went first (the value `first`, or the one its rules name in
        `first_value`); None before it is settled."""
        return self._seat_value(self.rules.first_value)

    def _seat_value(self, key: str) -> int | None:
        value = self._state.values.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value if 0 <= value < self._state.players else None
        return None

    @property
    def labels(self) -> dict[str, int]:
        """A scenario's card labels (`label:`) -> card instance ids (a copy). They stay right
        through undo, redo, save and load: a card keeps its id for the whole game."""
        return dict(self._labels)

    def labelled(self, label: str) -> CardInfo:
        """The card a scenario labelled `label`, as `card(iid)` gives it."""
        if label not in self._labels:
            known = ", ".join(sorted(self._labels)) or "none"
            raise KeyError(f"no card is labelled {label!r} (labels: {known})")
        return self.card(self._labels[label])

    @property
    def goal(self) -> Goal | None:
        """A puzzle's goal (a scenario's `goal:`, engine/goals.py), or None."""
        return goal_of(self)

    def goal_status(self) -> GoalStatus | None:
        """Is the goal met (`solved`), missed (`failed`) or still `open` after the last
        command? Worked out from the log, so undo and redo change it back; None: no goal."""
        return status_of(self)

    def start_state(self) -> State:
        """The position as setup (or the scenario) left it, before the first command."""
        return self._setup_state()

    def events_since(
        self, entry: int, seat: int | None = -1, internal: bool = False
    ) -> list[LoggedEvent]:
        """The events of log entry `entry` (0 is setup) and every later one, each with its
        words for `seat` (engine/log_query.py): `mark = len(game.log)`, play, then
        `game.events_since(mark)`."""
        return events_since(self.log, entry, lambda logged: self.names(seat, logged), internal)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Setup, then one entry per decision played (undone ones excluded)."""
        return (self._setup, *self._entries)

    @property
    def commands(self) -> tuple[Command, ...]:
        return tuple(e.command for e in self._entries if e.command is not None)

    @property
    def events(self) -> tuple[Event, ...]:
        return tuple(event for entry in self.log for event in entry.events)

    def names(self, seat: int | None = -1, entry: LogEntry | None = None) -> SeatNamer:
        """Names for a reader: a seat, None for an onlooker, -1 (default) for everything.

        With a log entry, cards are named as the reader saw them right after that entry."""
        return SeatNamer(self, seat, entry)

    def describe_log(
        self, seat: int | None = -1, log: tuple[LogEntry, ...] | None = None
    ) -> list[str]:
        """The log's lines as `seat` reads them (hidden cards unnamed; bookkeeping left out).

        Each entry is worded once, when the reader first reads it, and kept: a card hidden
        when it was drawn stays unnamed in that line after it is revealed (the reader never
        learned which card was drawn then), and reading the log again costs nothing.
        `log`: the log as it stood earlier (a seat view's, worded when first read).
        """
        read = self._read.get(seat)
        if read is None:
            read = self._read[seat] = _Reading()
        if log is None:
            log = self.log
        entries = read.entries
        kept = min(len(entries), len(log))
        if kept and entries[kept - 1] is not log[kept - 1]:  # an undo changed the log
            kept = next(i for i, entry in enumerate(entries) if entry is not log[i])
        if kept < len(entries):
            del read.lines[sum(read.counts[:kept]) :]
            del entries[kept:]
            del read.counts[kept:]
        for entry in log[kept:]:
            namer = self.names(seat, entry)
            worded = [event.describe(namer) for event in entry.events if not event.internal]
            entries.append(entry)
            read.counts.append(len(worded))
            read.lines += worded
        return list(read.lines)

    def _log_lines(self, seat: int, log: tuple[LogEntry, ...]) -> tuple[str, ...]:
        return tuple(self.describe_log(seat, log))

    def seat_view(self, seat: int) -> SeatView:
        """Everything a bot for `seat` may know (engine/seat.py): never the Game itself."""
        return SeatView(
            seat=seat,
            view=self.view(seat),
            legal=tuple(c for c in self.legal() if c.seat == seat),
            lines=functools.partial(self._log_lines, seat, self.log),
            config=self._public_config(),
            rules=self.rules,
            goal=self._goal_watch(seat),
        )

    def _goal_watch(self, seat: int) -> Watch | None:
        """The puzzle's goal as it stands, when it is `seat`'s."""
        goal = self.goal
        if goal is None or goal.seat != seat:
            return None
        watched = watch_of(self)
        return None if watched is None else watched[0]

    def _public_config(self) -> GameConfig:
        """The settings every player knows (no seed), made once per config."""
        kept = self._public
        if kept is None or kept[0] is not self.config:
            kept = self._public = (self.config, public_config(self.config))
        return kept[1]

    # --- reading, for tests, tools and scenario authors (the whole truth) ------------------
    def zone(self, zone_id: str) -> tuple[CardInfo, ...]:
        """The cards of a zone, bottom to top, with everything about them."""
        return tuple(self.card(iid) for iid in self._state.zone(zone_id))

    def card(self, iid: int) -> CardInfo:
        """One card: what it is, where, whose, its side, tokens and counters, flags."""
        card = self._state.cards[iid]
        return CardInfo(
            iid=iid,
            card=card.card,
            name=self.rules.card_name(card.card),
            zone=self._state.where[iid],
            owner=card.owner,
            controller=card.holder,
            face_up=card.face_up,
            counters=dict(card.counters),
            flags=frozenset(card.flags),
            attached_to=card.attached_to,
        )

    def value(self, key: str, default: Any = None) -> Any:
        return self._state.values.get(key, default)

    def describe(self, command: Command) -> str:
        return self.rules.describe_command(self._state, command)

    def card_of(self, iid: int) -> str | None:
        """What card instance `iid` is, or was before a shuffle gave it a fresh id (the log
        names cards by the ids they had then); None for an id the game never had."""
        card = self._state.cards.get(iid)
        if card is not None:
            return card.card
        last = self._entries[-1] if self._entries else None
        if self._past_ids is None or self._past_ids[0] is not last:
            known: dict[int, str] = {}
            for entry in (self._setup, *self._entries):
                for event in entry.events:
                    if isinstance(event, CardCreated):
                        known[event.iid] = event.card
                    elif isinstance(event, ZoneShuffled):
                        known.update((new, known[old]) for old, new in event.renamed)
            self._past_ids = (last, known)
        return self._past_ids[1].get(iid)

    def view(self, seat: int | None) -> View:
        zones = self.rules.layout.zones(self._state.players)
        return self._views.view(self._state, zones, seat, self._entries, make_view)

    def view_after(self, seat: int | None, number: int, events: int) -> View:
        """What `seat` saw after the first `events` events of log entry `number` (1 is the
        first decision): a table shows a move's steps one at a time with it."""
        if not 1 <= number <= len(self._entries):
            return self.view(seat)
        state = self._rebuild(number - 1)
        for event in self._entries[number - 1].events[: max(0, events)]:
            event.apply(state)
        return make_view(state, self.rules.layout.zones(state.players), seat)

    def fingerprint(self) -> str:
        return self._state.fingerprint()

    def is_computer(self, seat: int) -> bool:
        return self.config.seats[seat] == "computer"

    # --- playing -----------------------------------------------------------------------
    def legal(self) -> list[Command]:
        return list(self._legal_now())

    def _legal_now(self) -> list[Command]:
        """The legal commands, listed once per position (the caller must not change it)."""
        if self._state.result is not None:
            return []
        if self._legal is None:
            self._legal = self.rules.legal(self._state)
        return self._legal

    def play(self, command: Command) -> tuple[Event, ...]:
        """Validate `command` against `legal()`, apply it, and return its events.

        An illegal command raises IllegalCommand with a reason and changes nothing.
        """
        if is_sandbox(command):
            return self._commit(command, apply_override)
        if self._state.result is not None:
            raise IllegalCommand("The game is over.")
        legal = self._legal_now()
        if command not in legal:
            raise IllegalCommand(self.explain_illegal(command, list(legal)))
        return self._commit(command, self.rules.decide)

    def offered(self) -> list[Command]:
        """The legal commands with each gateway (`GameRules.gateways`) replaced by the commands
        it opens: what the table offers, a drag onto a card playing the gateway first."""
        return list(self._opened())

    def _opened(self) -> dict[Command, Command | None]:
        """Each offered command, with the gateway that opens it (None: legal as it is); worked
        out once per position (a new position lists a new legal list)."""
        legal = self._legal_now()
        if self._offered[0] is not legal:
            gateways = self.rules.gateways
            opened: dict[Command, Command | None] = {}
            for command in legal:
                if command.kind in gateways:
                    opened.update(dict.fromkeys(self.through(command), command))
                else:
                    opened[command] = None
            self._offered = (legal, opened)
        return self._offered[1]

    def through(self, gateway: Command) -> list[Command]:
        """The commands of the gateway's seat once it is played (on a scratch copy)."""
        scratch = Simulation(self.rules, self.config, self._state.copy())
        scratch.play(gateway)
        return [c for c in scratch.legal() if c.seat == gateway.seat]

    def play_offered(self, command: Command) -> tuple[Event, ...]:
        """Play a command of `offered()`: a legal one as `play` does, one that a gateway opens
        after that gateway (its events first). Anything else is refused as `play` refuses it."""
        if self.rules.gateways and command not in self._legal_now():
            gateway = self._opened().get(command)
            if gateway is not None:
                opened = self.play(gateway)
                return (*opened, *self.play(command))
        return self.play(command)

    def explain_illegal(self, command: Command, legal: list[Command] | None = None) -> str:
        """Why `command` cannot be played now, in words."""
        state = self._state
        if state.result is not None:
            return "The game is over."
        if command.seat not in state.to_act:
            waiting = " and ".join(self.names().seat(s) for s in state.to_act)
            return (
                f"It is not {self.names().seat(command.seat)}'s turn: {waiting} must {self.prompt}"
            )
        legal = self.legal() if legal is None else legal
        reason = self.rules.explain_illegal(state, command, legal)
        return reason or f"That is not a legal move now. {self.prompt}"

    def _commit(
        self, command: Command, run: Callable[[Context, Command], None]
    ) -> tuple[Event, ...]:
        ctx = Context(self._state, self.rules, self.config)
        try:
            run(ctx, command)
        except Exception:
            # the rules raised halfway: put the state back exactly as it was
            self._state = self._rebuild(len(self._entries))
            self._legal = None
            raise
        entry = LogEntry(
            len(self._entries) + 1,
            command,
            tuple(ctx.events),
            self._seen_after(self._state, ctx.events),
        )
        length = len(self._entries)
        if self._undone:  # snapshots an undo left past this entry are stale now
            for key in [k for k in self._snapshots if k > length]:
                del self._snapshots[key]
            self._undone = False
        self._entries.append(entry)
        self._redo.clear()
        self._after_change(entry)
        self._legal = ctx.offered
        return entry.events

    def _seen_after(self, state: State, events: list[Event]) -> dict[int, Sighting]:
        """Who could see each card these events name, kept as the facts that decide it (zone,
        side, controller: `view.shows`), so the entry's lines name a card only for the readers
        who saw it then (a card drawn unseen stays unnamed after it is revealed)."""
        seen: dict[int, Sighting] = {}
        cards, where = state.cards, state.where
        for event in events:
            for name in event.card_fields:
                iid = getattr(event, name, None)
                if iid.__class__ is int and iid not in seen and iid in cards:
                    card = cards[iid]
                    holder = card.owner if card.controller is None else card.controller
                    seen[iid] = (where[iid], card.face_up, holder)
        return seen

    def _after_change(self, entry: LogEntry) -> None:
        self._legal = None
        since = self._events_since_snapshot = self._events_since_snapshot + len(entry.events)
        if since >= SNAPSHOT_EVERY and since >= SNAPSHOT_EVENTS_PER_CARD * len(self._state.cards):
            self._snapshots[len(self._entries)] = self._state.copy()
            self._events_since_snapshot = 0

    # --- undo / redo -------------------------------------------------------------------
    def can_undo(self) -> bool:
        try:
            self._undo_count(len(self._entries))
        except UndoRefused:
            return False
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def _undo_count(self, length: int) -> int:
        """How many of the first `length` entries one undo takes back (raises if none)."""
        entries = self._entries[:length]
        if not entries:
            raise UndoRefused("Nothing to undo.")
        count = 0
        humans = [s for s in range(self.config.players) if not self.is_computer(s)]
        if humans and len(humans) < self.config.players:
            # against the computer: go back to the human's previous decision
            while count < len(entries) and self._by_computer(entries[-1 - count]):
                count += 1
            if count == len(entries):
                raise UndoRefused("Nothing of yours to undo yet.")
        count += 1
        while count < len(entries) and self.is_gateway(entries[-1 - count].command):
            count += 1  # the gateway goes back with the command chosen through it
        if self.config.undo_policy == "strict":
            for entry in entries[len(entries) - count :]:
                if entry.reveals:
                    raise UndoRefused(
                        "Strict undo: this would take back a revealed card or a random outcome."
                    )
        return count

    def is_gateway(self, command: Command | None) -> bool:
        """Does this command only open a choice (`GameRules.gateways`)? Its log entry goes
        with the command chosen through it: one undo, one decision in the log."""
        return command is not None and command.kind in self.rules.gateways

    def _by_computer(self, entry: LogEntry) -> bool:
        return entry.command is not None and self.is_computer(entry.command.seat)

    def undo(self) -> None:
        """Step back one decision (against the computer: back to your previous decision)."""
        self._take_back(self._undo_count(len(self._entries)))

    def undo_to(self, entries: int) -> None:
        """Undo until at most the first `entries` decisions remain (the log panel's click).

        It steps back as `undo` does, so against the computer it stops at a decision of
        yours. All or nothing: when one step is refused, nothing is undone.
        """
        length = len(self._entries)
        if not 0 <= entries <= length:
            raise UndoRefused(f"There is no decision {entries} to go back to.")
        count = 0
        while length - count > entries:
            count += self._undo_count(length - count)
        if count:
            self._take_back(count)

    def _take_back(self, count: int) -> None:
        keep = len(self._entries) - count
        undone = self._entries[keep:]
        self._state = self._rebuild(keep)
        del self._entries[keep:]
        self._redo.extend(reversed(undone))
        self._undone = True
        self._legal = None
        self._events_since_snapshot = self._events_after_snapshot()

    def redo(self) -> None:
        """Replay the next undone decision from its recorded events (never re-rolls)."""
        if not self._redo:
            raise UndoRefused("Nothing to redo.")
        while self.is_gateway(self._redo_one().command) and self._redo:
            pass  # and the command chosen through it
        while self._redo and self._by_computer(self._redo[-1]):
            self._redo_one()

    def _redo_one(self) -> LogEntry:
        entry = self._redo.pop()
        for event in entry.events:
            event.apply(self._state)
        self._entries.append(entry)
        self._after_change(entry)
        return entry

    def _rebuild(self, entries: int) -> State:
        keys = [k for k in self._snapshots if k <= entries]
        start = max(keys) if keys else 0
        state = self._snapshots[start].copy() if keys else self._setup_state()
        for entry in self._entries[start:entries]:
            for event in entry.events:
                event.apply(state)
        return state

    def _setup_state(self) -> State:
        """The state after setup: the fold of its events (no copy is kept for a game that
        never goes back that far, and folding costs what a copy would)."""
        state = State.empty()
        for event in self._setup.events:
            event.apply(state)
        return state

    def _events_after_snapshot(self) -> int:
        keys = [k for k in self._snapshots if k <= len(self._entries)]
        start = max(keys) if keys else 0
        return sum(len(e.events) for e in self._entries[start:])

    # --- saving ------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        save_game(self, Path(path))

    def play_all(self, commands: Iterable[Command]) -> None:
        for command in commands:
            self.play(command)
