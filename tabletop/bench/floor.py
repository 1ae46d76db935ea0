"""The floor of an event-sourced Empyrean command, for `tabletop bench` (issue 31).

The same round as the bare loop of `reference.py` (draft two keep one, deploy within the
round's essence onto every open row, reveal in deploy order, ten rounds, the tally), written
the plainest way an event-sourced engine could be: every decision is a `Command` picked at
random from a freshly listed tuple of the legal commands, and every change of state is a small
slotted event applied by one function (`emit`) and appended to the log; `fold` builds the
state again from the log. No abilities, views, snapshots or undo. The engine's figure a
command, divided by this one measured in the same run, is how far its overhead is from the
least this design costs in CPython.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tabletop.bench.reference import BATTLEFIELDS, OPENING_HAND, ROUNDS, ZONES

Card = tuple[int, int]  # (cost, might)


class FloorState:
    """Everything about a game at one moment; changed only by events."""

    __slots__ = ("decision", "essence", "hands", "might", "piles", "revealed", "round", "rows")

    def __init__(self, players: int) -> None:
        self.piles: list[list[Card]] = [[] for _ in range(players)]
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.rows: list[list[list[Card]]] = [
            [[] for _ in range(BATTLEFIELDS)] for _ in range(players)
        ]
        self.might: list[list[int]] = [[0] * BATTLEFIELDS for _ in range(players)]
        self.essence: list[int] = [0] * players
        self.round = 0
        #: (seat, kind, drawn cards) of the decision asked, or None once the game is over
        self.decision: tuple[int, str, tuple[Card, ...]] | None = None
        self.revealed: list[tuple[int, int, Card]] = []

    def key(self) -> tuple[object, ...]:
        """The whole state as a comparable value (a fold must give the same)."""
        return (
            self.piles,
            self.hands,
            self.rows,
            self.might,
            self.essence,
            self.round,
            self.decision,
            self.revealed,
        )


class Event:
    __slots__ = ()

    def apply(self, state: FloorState) -> None:
        raise NotImplementedError


class Dealt(Event):
    """A seat's shuffled deck, and its opening hand drawn from the top."""

    __slots__ = ("pile", "seat")

    def __init__(self, seat: int, pile: tuple[Card, ...]) -> None:
        self.seat = seat
        self.pile = pile

    def apply(self, state: FloorState) -> None:
        pile = list(self.pile)
        state.hands[self.seat] = [pile.pop() for _ in range(min(OPENING_HAND, len(pile)))]
        state.piles[self.seat] = pile


class RoundBegan(Event):
    __slots__ = ("round",)

    def __init__(self, round_: int) -> None:
        self.round = round_

    def apply(self, state: FloorState) -> None:
        state.round = self.round
        state.essence = [self.round + 1] * len(state.essence)
        state.revealed = []


class Drew(Event):
    __slots__ = ("count", "seat")

    def __init__(self, seat: int, count: int) -> None:
        self.seat = seat
        self.count = count

    def apply(self, state: FloorState) -> None:
        pile = state.piles[self.seat]
        drawn = [pile.pop() for _ in range(self.count)]
        if self.count < 2:
            state.hands[self.seat] += drawn


class Asked(Event):
    __slots__ = ("drawn", "kind", "seat")

    def __init__(self, seat: int, kind: str, drawn: tuple[Card, ...] = ()) -> None:
        self.seat = seat
        self.kind = kind
        self.drawn = drawn

    def apply(self, state: FloorState) -> None:
        state.decision = (self.seat, self.kind, self.drawn)


class Kept(Event):
    """One drawn card into the hand, the other under the deck."""

    __slots__ = ("kept", "other", "seat")

    def __init__(self, seat: int, kept: Card, other: Card) -> None:
        self.seat = seat
        self.kept = kept
        self.other = other

    def apply(self, state: FloorState) -> None:
        state.hands[self.seat].append(self.kept)
        state.piles[self.seat].insert(0, self.other)


class Deployed(Event):
    __slots__ = ("battlefield", "index", "seat")

    def __init__(self, seat: int, index: int, battlefield: int) -> None:
        self.seat = seat
        self.index = index
        self.battlefield = battlefield

    def apply(self, state: FloorState) -> None:
        card = state.hands[self.seat].pop(self.index)
        state.essence[self.seat] -= card[0]
        state.rows[self.seat][self.battlefield].append(card)
        state.revealed.append((self.seat, self.battlefield, card))


class Revealed(Event):
    __slots__ = ("battlefield", "might", "seat")

    def __init__(self, seat: int, battlefield: int, might: int) -> None:
        self.seat = seat
        self.battlefield = battlefield
        self.might = might

    def apply(self, state: FloorState) -> None:
        state.might[self.seat][self.battlefield] += self.might


class Ended(Event):
    __slots__ = ("winner",)

    def __init__(self, winner: int) -> None:
        self.winner = winner

    def apply(self, state: FloorState) -> None:
        state.decision = None


class Command:
    """`seat` plays `kind` (keep, deploy, pass) with `index` (a drawn or hand card) onto
    `battlefield`."""

    __slots__ = ("battlefield", "index", "kind", "seat")

    def __init__(self, seat: int, kind: str, index: int = -1, battlefield: int = -1) -> None:
        self.seat = seat
        self.kind = kind
        self.index = index
        self.battlefield = battlefield


def emit(state: FloorState, log: list[Event], event: Event) -> None:
    """The one way state changes: apply the event, then log it."""
    event.apply(state)
    log.append(event)


def fold(log: Sequence[Event], players: int = 2) -> FloorState:
    """The state the log's events give from the empty table."""
    state = FloorState(players)
    for event in log:
        event.apply(state)
    return state


def legal(state: FloorState) -> tuple[Command, ...]:
    """Every command of the decision asked, listed afresh."""
    if state.decision is None:
        return ()
    seat, kind, _ = state.decision
    if kind == "keep":
        return (Command(seat, "keep", 0), Command(seat, "keep", 1))
    essence = state.essence[seat]
    rows = state.rows[seat]
    open_rows = [bf for bf in range(BATTLEFIELDS) if len(rows[bf]) < ZONES]
    deploys = tuple(
        Command(seat, "deploy", index, bf)
        for index, card in enumerate(state.hands[seat])
        if card[0] <= essence
        for bf in open_rows
    )
    return (*deploys, Command(seat, "pass"))


class FloorGame:
    """One game: `legal()` lists, `play(command)` emits its events and runs on to the next
    decision."""

    def __init__(self, decks: Sequence[Sequence[Card]], rng: random.Random) -> None:
        self.players = len(decks)
        self.state = FloorState(self.players)
        self.log: list[Event] = []
        for seat, deck in enumerate(decks):
            pile = list(deck)
            rng.shuffle(pile)
            emit(self.state, self.log, Dealt(seat, tuple(pile)))
        self._begin_round(1)

    def _begin_round(self, round_: int) -> None:
        emit(self.state, self.log, RoundBegan(round_))
        self._draft(0)

    def _draft(self, seat: int) -> None:
        """Draw two and ask which to keep; with fewer, keep what was drawn unasked."""
        state, log = self.state, self.log
        while seat < self.players:
            pile = state.piles[seat]
            count = min(2, len(pile))
            if count == 2:
                drawn = (pile[-1], pile[-2])
                emit(state, log, Drew(seat, 2))
                emit(state, log, Asked(seat, "keep", drawn))
                return
            emit(state, log, Drew(seat, count))
            seat += 1
        emit(state, log, Asked(0, "deploy"))

    def play(self, command: Command) -> None:
        state, log = self.state, self.log
        seat = command.seat
        if command.kind == "keep":
            assert state.decision is not None
            drawn = state.decision[2]
            emit(state, log, Kept(seat, drawn[command.index], drawn[1 - command.index]))
            self._draft(seat + 1)
        elif command.kind == "deploy":
            emit(state, log, Deployed(seat, command.index, command.battlefield))
            emit(state, log, Asked(seat, "deploy"))
        elif seat + 1 < self.players:
            emit(state, log, Asked(seat + 1, "deploy"))
        else:
            self._reveal()

    def _reveal(self) -> None:
        state, log = self.state, self.log
        for seat, bf, card in list(state.revealed):
            emit(state, log, Revealed(seat, bf, card[1]))
        if state.round < ROUNDS:
            self._begin_round(state.round + 1)
            return
        might = state.might
        won = [
            sum(1 for bf in range(BATTLEFIELDS) if might[s][bf] > might[1 - s][bf]) for s in (0, 1)
        ]
        emit(state, log, Ended(0 if won[0] > won[1] else 1 if won[1] > won[0] else -1))


def play_floor_game(decks: Sequence[Sequence[Card]], seed: int) -> tuple[int, int, FloorGame]:
    """One random 2-player game: the commands played, the winner (-1: a draw), the game."""
    rng = random.Random(seed)
    game = FloorGame(decks, rng)
    commands = 0
    while game.state.decision is not None:
        game.play(rng.choice(legal(game.state)))
        commands += 1
    ended = game.log[-1]
    assert isinstance(ended, Ended)
    return commands, ended.winner, game
