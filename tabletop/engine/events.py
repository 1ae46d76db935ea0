"""Events: what happened, in the past tense. Values, with no wall-clock time in them.

An event is never changed once made (the log, undo and replays share it). That is a rule of
the code, not enforced at run time: a frozen dataclass costs about four times as much to make,
and the rules make a dozen events per command. They compare and hash by value.

The vocabulary is generic (move a card, set a counter or flag, begin a phase, ask for a
decision) so that the table can animate any game. `apply` is the only code that changes a
`State`; `describe` gives one readable line, naming cards only where the reader may see them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from tabletop.engine.outcome import Outcome
from tabletop.engine.state import CardInstance, Decision, JSONValue, State, own_copy


class Namer(Protocol):
    """Turns ids into words for one reader (a seat, or everyone)."""

    def card(self, iid: int) -> str: ...

    def zone(self, zone_id: str) -> str: ...

    def seat(self, seat: int) -> str: ...

    def value(self, key: str, value: JSONValue) -> str: ...

    def flag(self, flag: str, on: bool) -> str: ...


class Event:
    """Base class of all events."""

    __slots__ = ()

    #: True when the event shows something that was hidden, or is a random outcome.
    #: The `strict` undo policy never steps back over such an event.
    reveals: bool = False
    #: True for bookkeeping no reader needs (the flow's step queue): logs leave it out
    internal: bool = False
    #: the attributes that may hold a card's instance id (who saw it: `Game._seen_after`); an
    #: event class of a plugin that does not say is read for both
    card_fields: ClassVar[tuple[str, ...]] = ("iid", "to")

    def apply(self, state: State) -> None:
        raise NotImplementedError

    def describe(self, names: Namer) -> str:
        raise NotImplementedError


@dataclass(slots=True, unsafe_hash=True)
class CardCreated(Event):
    card_fields = ("iid",)
    iid: int
    card: str
    owner: int
    zone: str
    face_up: bool = False

    def apply(self, state: State) -> None:
        state.adopt_card(CardInstance(self.iid, self.card, self.owner, self.face_up))
        state.zones.setdefault(self.zone, []).append(self.iid)
        state.where[self.iid] = self.zone
        state.next_iid = max(state.next_iid, self.iid + 1)

    def describe(self, names: Namer) -> str:
        return f"{names.card(self.iid)} is put into {names.zone(self.zone)}"


@dataclass(slots=True, unsafe_hash=True)
class CardMoved(Event):
    """A card leaves its zone for another (or another place in the same zone).

    `index` is the position in the new zone (None: on top/at the end). `face_up` None keeps
    the card's side. Attached cards do not follow automatically: rules move them explicitly.
    """

    card_fields = ("iid",)  # `to` is a zone
    iid: int
    source: str
    to: str
    index: int | None = None
    face_up: bool | None = None
    reveals: bool = False
    #: the seat that controls the card from now on (None: unchanged); Context.move sets it
    #: when the card enters a zone of another seat (bought, taken, passed across)
    controller: int | None = None

    def apply(self, state: State) -> None:
        state.zones[self.source].remove(self.iid)
        target = state.zones.setdefault(self.to, [])
        if self.index is None:
            target.append(self.iid)
        else:
            target.insert(self.index, self.iid)
        state.where[self.iid] = self.to
        face_up, controller = self.face_up, self.controller
        if face_up is None and controller is None:
            return
        iid, own = self.iid, state.own_cards
        # State.card_to_change, its common case written out: a command moves several cards
        card = state.cards[iid] if own is None or iid in own else state.card_to_change(iid)
        if face_up is not None:
            card.face_up = face_up
        if controller is not None:
            card.controller = None if controller == card.owner else controller

    def describe(self, names: Namer) -> str:
        return (
            f"{names.card(self.iid)} moves from {names.zone(self.source)} to {names.zone(self.to)}"
        )


@dataclass(slots=True, unsafe_hash=True)
class ControlChanged(Event):
    """Another seat takes control of a card where it lies (the owner never changes)."""

    card_fields = ("iid",)
    iid: int
    controller: int

    def apply(self, state: State) -> None:
        card = state.card_to_change(self.iid)
        card.controller = None if self.controller == card.owner else self.controller

    def describe(self, names: Namer) -> str:
        return f"{names.seat(self.controller)} takes control of {names.card(self.iid)}"


@dataclass(slots=True, unsafe_hash=True)
class GameBegan(Event):
    """The first event of every game: the table's size and the seeded generator.

    Folding a game's events onto `State.empty()` gives its state exactly.
    """

    card_fields = ()
    players: int
    rng: int

    def apply(self, state: State) -> None:
        state.players = self.players
        state.rng = self.rng

    def describe(self, names: Namer) -> str:
        return f"A game for {self.players} players begins"


@dataclass(slots=True, unsafe_hash=True)
class ZonesOpened(Event):
    """Zones are laid out on the table, empty (a game's setup, a scenario)."""

    card_fields = ()
    zones: tuple[str, ...]

    def apply(self, state: State) -> None:
        for zone in self.zones:
            state.zones.setdefault(zone, [])

    def describe(self, names: Namer) -> str:
        return "The table is laid out"


@dataclass(slots=True, unsafe_hash=True)
class StepsSet(Event):
    """The flow's step queue is replaced (engine/flow.py): what the rules do next."""

    card_fields = ()
    steps: tuple[dict[str, JSONValue], ...]
    internal: bool = True

    def apply(self, state: State) -> None:
        state.steps = list(self.steps)

    def describe(self, names: Namer) -> str:
        return ""


@dataclass(slots=True, unsafe_hash=True)
class CardFlipped(Event):
    card_fields = ("iid",)
    iid: int
    face_up: bool
    reveals: bool = False

    def apply(self, state: State) -> None:
        state.card_to_change(self.iid).face_up = self.face_up

    def describe(self, names: Namer) -> str:
        side = "face up" if self.face_up else "face down"
        return f"{names.card(self.iid)} is turned {side}"


@dataclass(slots=True, unsafe_hash=True)
class CounterSet(Event):
    """A counter or token count on a card changes (might, damage, a Stop token...)."""

    card_fields = ("iid",)
    iid: int
    name: str
    value: int
    old: int

    def apply(self, state: State) -> None:
        if self.value < 0:
            raise ValueError(f"counter {self.name} on card {self.iid} would go negative")
        iid, own = self.iid, state.own_cards
        card = state.cards[iid] if own is None or iid in own else state.card_to_change(iid)
        counters = card.counters
        if self.value == 0:
            counters.pop(self.name, None)
        else:
            counters[self.name] = self.value

    def describe(self, names: Namer) -> str:
        delta = self.value - self.old
        sign = "+" if delta >= 0 else "-"
        return f"{names.card(self.iid)}: {self.name} {sign}{abs(delta)} (now {self.value})"


@dataclass(slots=True, unsafe_hash=True)
class FlagSet(Event):
    """A flag on a card is raised or lowered (exhausted, stunned, revealed-this-round...)."""

    card_fields = ("iid",)
    iid: int
    flag: str
    on: bool

    def apply(self, state: State) -> None:
        iid, own = self.iid, state.own_cards
        card = state.cards[iid] if own is None or iid in own else state.card_to_change(iid)
        flags = card.flags
        if self.on:
            flags.add(self.flag)
        else:
            flags.discard(self.flag)

    def describe(self, names: Namer) -> str:
        return f"{names.card(self.iid)} {names.flag(self.flag, self.on)}"


@dataclass(slots=True, unsafe_hash=True)
class CardAttached(Event):
    """A card is attached to another card (essence on a creature, an item), or detached (None)."""

    card_fields = ("iid", "to")
    iid: int
    to: int | None

    def apply(self, state: State) -> None:
        state.card_to_change(self.iid).attached_to = self.to

    def describe(self, names: Namer) -> str:
        if self.to is None:
            return f"{names.card(self.iid)} is detached"
        return f"{names.card(self.iid)} is attached to {names.card(self.to)}"


@dataclass(slots=True, unsafe_hash=True)
class ValueSet(Event):
    """A game value changes: a tracker (round, essence), a seat's score, a rules memo."""

    card_fields = ()
    key: str
    value: JSONValue
    old: JSONValue = None
    label: str = ""

    def apply(self, state: State) -> None:
        if self.value is None:
            state.values.pop(self.key, None)
        else:
            state.values[self.key] = self.value

    def describe(self, names: Namer) -> str:
        return f"{self.label or self.key} is now {names.value(self.key, self.value)}"


@dataclass(slots=True, unsafe_hash=True)
class StackChanged(Event):
    """The response stack is replaced (push or pop). Entries resolve last-in first-out."""

    card_fields = ()
    stack: tuple[tuple[tuple[str, JSONValue], ...], ...]
    label: str = ""

    def apply(self, state: State) -> None:
        state.stack = [dict(entry) for entry in self.stack]

    def describe(self, names: Namer) -> str:
        return self.label or f"the response stack holds {len(self.stack)}"


def renumber(state: State, renamed: tuple[tuple[int, int], ...]) -> None:
    """Give cards new instance ids: the card, where it lies, and every card attached to it."""
    new_of = dict(renamed)
    cards, where, own = state.cards, state.where, state.own_cards
    state.copies = None
    for old, new in renamed:
        card = cards.pop(old)
        if own is None:
            card.iid = new
        elif old in own:
            card.iid = new
            own.discard(old)
            own.add(new)
        else:  # shared with a fork: its own copy, under the new id (State.card_to_change)
            card = own_copy(card, new)
            own.add(new)
        cards[new] = card
        where[new] = where.pop(old)
    for iid, card in cards.items():  # replacing a value as it goes: the keys stay as they are
        if card.attached_to in new_of:
            state.card_to_change(iid).attached_to = new_of[card.attached_to]
    state.next_iid = max(state.next_iid, max(new_of.values()) + 1)


@dataclass(slots=True, unsafe_hash=True)
class ZoneShuffled(Event):
    """A zone is shuffled. The resulting order and the generator state are recorded."""

    card_fields = ()
    zone: str
    order: tuple[int, ...]
    rng: int
    reveals: bool = True
    #: (old id, new id) of each card given a fresh id by the shuffle (Context.shuffle)
    renamed: tuple[tuple[int, int], ...] = ()

    def apply(self, state: State) -> None:
        if self.renamed:
            renumber(state, self.renamed)
        state.zones[self.zone] = list(self.order)
        state.rng = self.rng

    def describe(self, names: Namer) -> str:
        return f"{names.zone(self.zone)} is shuffled"


@dataclass(slots=True, unsafe_hash=True)
class RandomChosen(Event):
    """A random outcome (coin flip, first player) with the generator state after it."""

    card_fields = ()
    what: str
    outcome: JSONValue
    rng: int
    reveals: bool = True

    def apply(self, state: State) -> None:
        state.rng = self.rng

    def describe(self, names: Namer) -> str:
        return f"{self.what}: {self.outcome}"


@dataclass(slots=True, unsafe_hash=True)
class PhaseBegan(Event):
    card_fields = ()
    phase: str
    label: str

    def apply(self, state: State) -> None:
        state.phase = self.phase

    def describe(self, names: Namer) -> str:
        return self.label


@dataclass(slots=True, unsafe_hash=True)
class DecisionAsked(Event):
    card_fields = ()
    decision: Decision | None

    def apply(self, state: State) -> None:
        state.decision = self.decision

    def describe(self, names: Namer) -> str:
        if self.decision is None:
            return "nobody is asked to act"
        who = " and ".join(names.seat(s) for s in self.decision.seats)
        return f"{who}: {self.decision.prompt}"


@dataclass(slots=True, unsafe_hash=True)
class Narrated(Event):
    """A line for the log that changes nothing (an ability resolving, a rule applied)."""

    card_fields = ()
    text: str

    def apply(self, state: State) -> None:
        return None

    def describe(self, names: Namer) -> str:
        return self.text


@dataclass(slots=True, unsafe_hash=True)
class GameEnded(Event):
    card_fields = ()
    result: Outcome

    def apply(self, state: State) -> None:
        state.result = self.result
        state.decision = None

    def describe(self, names: Namer) -> str:
        return self.result.sentence(names.seat)
