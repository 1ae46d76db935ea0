"""What one seat may see. Hidden cards leave the core only through here, masked.

Who sees a card is a property of where it lies, never of who first owned it. Each zone
declares its visibility (layout.Visibility): in a `hidden` zone nobody sees a card; in an
`open` zone everyone sees every card; in an `owner` zone the zone's seat sees every card and
the others the face-up ones; in a `public` zone (the default, also for zones no layout names)
everyone sees the face-up cards and a face-down card is seen by the seat that controls it.
Values whose key starts with "secret.p<N>." are only for seat N. The
details of the pending decision (its `data`: the options, which may name cards in a hand) are
only for the seats it asks; the others see its kind, seats and prompt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from tabletop.engine.layout import Zone
from tabletop.engine.outcome import Outcome
from tabletop.engine.state import CardInstance, Decision, State


@dataclass(slots=True, unsafe_hash=True)
class CardView:
    """One card as a seat sees it. Never changed once made (not frozen at run time: a view
    makes one per card, and a frozen dataclass costs several times as much to make)."""

    iid: int
    card: str | None  # None: this seat cannot see what the card is
    owner: int
    controller: int
    face_up: bool
    counters: tuple[tuple[str, int], ...]
    flags: frozenset[str]
    attached_to: int | None

    @property
    def hidden(self) -> bool:
        return self.card is None


@dataclass(slots=True)
class View:
    """What one seat sees of the table. Never changed once made (not frozen at run time, as
    `CardView`: every bot decision makes one, and a frozen dataclass costs five times as much
    to make)."""

    seat: int | None  # None: an onlooker who sees only public cards
    players: int
    zones: dict[str, tuple[int, ...]]
    cards: dict[int, CardView]
    values: dict[str, Any]
    phase: str
    decision: Decision | None
    result: Outcome | None
    stack: tuple[dict[str, Any], ...]
    #: the flow's step queue: what the rules do next (ids and phases, nothing hidden)
    steps: tuple[dict[str, Any], ...] = ()

    def zone(self, zone_id: str) -> tuple[int, ...]:
        return self.zones.get(zone_id, ())


#: what decides who sees a card: its zone, whether it is face up, and its controller
Sighting = tuple[str, bool, int | None]


def shows(zone: Zone | None, face_up: bool, holder: int | None, seat: int | None) -> bool:
    """Whether `seat` (None: an onlooker) sees a card in `zone`, face up or not, controlled
    by `holder`."""
    if zone is None:
        return face_up or (seat is not None and holder == seat)
    visibility = zone.visibility
    if visibility == "hidden":
        return False
    if face_up or visibility == "open":
        return True
    if visibility == "owner":
        return seat is not None and zone.owner == seat
    return seat is not None and holder == seat


def is_visible(state: State, zones: dict[str, Zone], iid: int, seat: int | None) -> bool:
    card = state.cards[iid]
    return shows(zones.get(state.where[iid]), card.face_up, card.holder, seat)


def value_visible(key: str, seat: int | None) -> bool:
    """Values under "secret.p<N>." are for seat N only."""
    if not key.startswith("secret."):
        return True
    return seat is not None and key.startswith(f"secret.p{seat}.")


def decision_for(decision: Decision | None, seat: int | None) -> Decision | None:
    """The pending decision as `seat` may see it: its data only for the seats it asks."""
    if decision is None or not decision.data or seat in decision.seats:
        return decision
    return replace(decision, data=())


_NO_FLAGS: frozenset[str] = frozenset()


def make_view(state: State, zones: dict[str, Zone], seat: int | None) -> View:
    cards = {}
    where = state.where
    for iid, card in state.cards.items():
        # `shows`, written out: a view asks it of every card
        zone = zones.get(where[iid])
        face_up = card.face_up
        holder = card.owner if card.controller is None else card.controller
        if zone is None:
            shown = face_up or (seat is not None and holder == seat)
        else:
            visibility = zone.visibility
            if visibility == "hidden":
                shown = False
            elif face_up or visibility == "open":
                shown = True
            elif visibility == "owner":
                shown = seat is not None and zone.owner == seat
            else:
                shown = seat is not None and holder == seat
        counters = card.counters
        flags = card.flags
        cards[iid] = CardView(
            iid,
            card.card if shown else None,
            card.owner,
            holder,
            face_up,
            tuple(sorted(counters.items())) if counters else (),
            frozenset(flags) if flags else _NO_FLAGS,
            card.attached_to,
        )
    return _view(state, cards, seat)


def _view(state: State, cards: dict[int, CardView], seat: int | None) -> View:
    """The view of `state` for `seat`, around its cards' views."""
    values = {
        k: v
        for k, v in state.values.items()
        if not k.startswith("secret.") or value_visible(k, seat)
    }
    return View(
        seat=seat,
        players=state.players,
        zones={z: tuple(ids) for z, ids in state.zones.items()},
        cards=cards,
        values=values,
        phase=state.phase,
        decision=decision_for(state.decision, seat),
        result=state.result,
        stack=tuple(dict(e) for e in state.stack),
        steps=tuple(state.steps),
    )


def card_view(card: CardInstance, zone: Zone | None, seat: int | None) -> CardView:
    """One card as `seat` sees it where it lies (`make_view` writes the same out inline)."""
    holder = card.owner if card.controller is None else card.controller
    counters = card.counters
    flags = card.flags
    return CardView(
        card.iid,
        card.card if shows(zone, card.face_up, holder, seat) else None,
        card.owner,
        holder,
        card.face_up,
        tuple(sorted(counters.items())) if counters else (),
        frozenset(flags) if flags else _NO_FLAGS,
        card.attached_to,
    )


class Named(Protocol):
    """A log entry, as far as the kept views read it: the cards its events name."""

    @property
    def seen(self) -> Mapping[int, object]: ...


class KeptViews:
    """Each reader's card views, kept from one view to the next (`Game.view`).

    A card's view is made again only when a log entry played since names it (every event
    that changes a card names it: `Event.card_fields`, gathered in `LogEntry.seen`), and all
    of them when the state is another object (an undo folds a new one) or the log no longer
    holds the entry the views were last brought up to. Each view gets its own dict of them.
    """

    def __init__(self) -> None:
        #: reader -> (the state, how many entries, the last of them, the card views)
        self._kept: dict[int | None, tuple[State, int, object, dict[int, CardView]]] = {}

    def view(
        self,
        state: State,
        zones: dict[str, Zone],
        seat: int | None,
        entries: Sequence[Named],
        make: Callable[[State, dict[str, Zone], int | None], View],
    ) -> View:
        """The view of `state` for `seat`; `entries` are the log's entries after setup. `make`
        is how the caller makes a whole view: anything but `make_view` (a test's stand-in)
        makes every view whole, so what it changes is never half kept."""
        if make is not make_view:
            return make(state, zones, seat)
        kept = self._kept.get(seat)
        count = len(entries)
        cards: dict[int, CardView] | None = None
        if kept is not None and kept[0] is state and kept[1] <= count:
            done = kept[1]
            if done == 0 or entries[done - 1] is kept[2]:
                cards = kept[3]
                where, instances = state.where, state.cards
                for entry in entries[done:]:
                    for iid in entry.seen:
                        if iid in instances:  # else renamed by a shuffle since: see below
                            cards[iid] = card_view(instances[iid], zones.get(where[iid]), seat)
                # a shuffle gives cards fresh ids (ZoneShuffled.renamed): start again then
                if len(cards) != len(instances) or cards.keys() != instances.keys():
                    cards = None
        if cards is None:
            cards = dict(make_view(state, zones, seat).cards)
        self._kept[seat] = (state, count, entries[-1] if entries else None, cards)
        return _view(state, dict(cards), seat)


def card_instance(view_card: CardView, card_id: str) -> CardInstance:
    """A card of a view as a state's card, with `card_id` for what it is."""
    controller = view_card.controller
    return CardInstance(
        view_card.iid,
        card_id,
        view_card.owner,
        view_card.face_up,
        dict(view_card.counters),
        set(view_card.flags),
        view_card.attached_to,
        None if controller == view_card.owner else controller,
    )


def visible_state(view: View) -> State:
    """The cards a view shows, as a State: enough for a game to total up the field for the
    table (hidden cards are left out)."""
    state = State(players=view.players, values=dict(view.values))
    for iid, card in view.cards.items():
        if card.card is not None:
            state.cards[iid] = card_instance(card, card.card)
    for zone_id, ids in view.zones.items():
        state.zones[zone_id] = [i for i in ids if i in state.cards]
        for iid in state.zones[zone_id]:
            state.where[iid] = zone_id
    return state
