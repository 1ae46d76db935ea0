"""The seat's-eye interface: everything a bot may know, and nothing more.

A bot never holds a `Game`. It gets a `SeatView`: the seat's view of the table, the commands
that seat may play now, the log as that seat reads it, the table's public settings (never the
seed, which would let it replay the shuffles) and a sampler that deals the cards it cannot see
at random, consistently with what it has seen, into a `Simulation` to search in (information
set search, as OpenSpiel's ISMCTS resamples a state from an information state).

Two games that differ only in cards a seat cannot see give that seat equal SeatViews.

The log's lines are worded when a bot first reads them (`SeatView.log`): until then the seat
view holds the Game's way of wording them, as the log stood when the view was made. The
computer at the table gets its SeatView in a worker process, pickled with the lines worded,
so there nothing of the Game is held at all.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from tabletop.engine.commands import Command
from tabletop.engine.goals import Watch
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State
from tabletop.engine.view import View, card_instance

#: the log's lines as the seat reads them, or how to word them when first read
LogLines = tuple[str, ...] | Callable[[], tuple[str, ...]]


@dataclass(frozen=True, eq=False)
class SeatView:
    seat: int
    view: View
    legal: tuple[Command, ...]
    #: the log as the seat reads it (`log`). A Game hands over how to word it, and the lines
    #: are worded when first read: most bots never read them (Easy, Normal and Hard decide
    #: from the view), and wording every entry for every reader was a fifth of an Easy game.
    #: Compared, copied and sent to the computer's worker as the lines themselves.
    lines: LogLines = field(repr=False)
    #: the table's settings as every player knows them (the seed is left out: 0)
    config: GameConfig
    rules: GameRules = field(repr=False)
    #: a puzzle's goal for this seat as it stands (its progress so far), shown to every
    #: player at the table; None in a game with no goal for the seat
    goal: Watch | None = None

    @property
    def log(self) -> tuple[str, ...]:
        lines = self.lines
        if callable(lines):
            lines = lines()
            object.__setattr__(self, "lines", lines)
        return lines

    @property
    def game_id(self) -> str:
        return self.config.game_id

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SeatView):
            return NotImplemented
        return (self.seat, self.view, self.legal, self.log, self.config) == (
            other.seat,
            other.view,
            other.legal,
            other.log,
            other.config,
        )

    __hash__ = None  # type: ignore[assignment]  # as the dataclass was: equal, not hashable

    def __getstate__(self) -> dict[str, object]:
        """Pickled with its lines worded (never how to word them: that is the Game's)."""
        return {**self.__dict__, "lines": self.log}

    def sample(self, seed: int) -> Simulation:
        """A full position consistent with this view: each hidden card is dealt, at random,
        from what its owner's deck list still holds once every visible card is set aside."""
        return Simulation(self.rules, self.config, determinize(self, random.Random(seed)))


def public_config(config: GameConfig) -> GameConfig:
    return replace(config, seed=0)


def determinize(seat: SeatView, rng: random.Random) -> State:
    view = seat.view
    hidden: dict[int, list[int]] = {}
    unseen: dict[int, Counter[str]] = {}
    for owner, cards in enumerate(seat.config.deck_lists):
        unseen[owner] = Counter(cards)
    for iid in sorted(view.cards):
        card = view.cards[iid]
        if card.card is None:
            hidden.setdefault(card.owner, []).append(iid)
        elif card.owner in unseen and unseen[card.owner][card.card] > 0:
            unseen[card.owner][card.card] -= 1
    identity: dict[int, str] = {}
    for owner, ids in hidden.items():
        pool = list((unseen.get(owner) or Counter()).elements())
        rng.shuffle(pool)
        deck_list = seat.config.deck_lists[owner]
        for iid in ids:
            # a pool that ran short (cards the deck list does not hold): any card of the deck
            identity[iid] = pool.pop() if pool else rng.choice(deck_list)
    state = State(players=view.players)
    for iid, card in view.cards.items():
        state.cards[iid] = card_instance(card, identity.get(iid) or card.card or "")
    for zone_id, zone_cards in view.zones.items():
        state.zones[zone_id] = list(zone_cards)
        for iid in zone_cards:
            state.where[iid] = zone_id
    state.values = dict(view.values)
    state.stack = [dict(e) for e in view.stack]
    state.steps = [dict(s) for s in view.steps]
    state.phase = view.phase
    state.decision = view.decision
    state.result = view.result
    state.rng = rng.getrandbits(64)  # the sample's own dice: the game's stay unknown
    state.next_iid = max(view.cards, default=0) + 1
    return state
