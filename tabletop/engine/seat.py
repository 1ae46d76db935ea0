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
from tabletop.engine.state import CardInstance, State
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
        """Pickled with its lines worded (never how to word them: that is the Game's), and
        without its sampler (laid out again where it is sampled)."""
        state = {**self.__dict__, "lines": self.log}
        state.pop("_sampler", None)
        return state

    def sample(self, seed: int) -> Simulation:
        """A full position consistent with this view: each hidden card is dealt, at random,
        from what its owner's deck list still holds once every visible card is set aside."""
        sampler = self.__dict__.get("_sampler")
        if sampler is None:  # the position is laid out once a view, the hidden cards each time
            sampler = Sampler(self)
            object.__setattr__(self, "_sampler", sampler)
        position = sampler.deal(random.Random(seed))
        # a bot's: quiet (no log reads its narration), and its shuffles keep the cards' ids
        return Simulation(self.rules, _sampled_config(self.config), position, quiet=True)


#: the config a sample plays by, per view's config (kept with it, so its id stays its own)
_SAMPLED: dict[int, tuple[GameConfig, GameConfig]] = {}
#: the most configs kept (a process asks for a few games' at a time)
SAMPLED_CONFIGS = 64


def _sampled_config(config: GameConfig) -> GameConfig:
    """`config` for a bot's sample: a shuffle keeps the cards' ids (no onlooker to hide a
    shuffled card's identity from; fresh ids renumber every card of the deck)."""
    kept = _SAMPLED.get(id(config))
    if kept is None or kept[0] is not config:
        if len(_SAMPLED) >= SAMPLED_CONFIGS:
            _SAMPLED.clear()
        kept = _SAMPLED[id(config)] = (config, replace(config, fresh_ids=False))
    return kept[1]


def public_config(config: GameConfig) -> GameConfig:
    return replace(config, seed=0)


class Sampler:
    """Deals a seat's hidden cards afresh into a position laid out once from its view.

    The visible cards, the zones and the values are the view's in every sample: they are
    laid out once (`template`) and each sample forks it (`State.fork`). Only the hidden
    cards are dealt each time, from what each owner's deck list still holds once every
    visible card is set aside (a pool that ran short: any card of the deck)."""

    def __init__(self, seat: SeatView) -> None:
        view = seat.view
        self.deck_lists = seat.config.deck_lists
        #: each owner's hidden cards, by instance id
        self.hidden: dict[int, list[int]] = {}
        unseen = {owner: Counter(cards) for owner, cards in enumerate(self.deck_lists)}
        for iid in sorted(view.cards):
            card = view.cards[iid]
            if card.card is None:
                self.hidden.setdefault(card.owner, []).append(iid)
            elif card.owner in unseen and unseen[card.owner][card.card] > 0:
                unseen[card.owner][card.card] -= 1
        #: what each owner's hidden cards are dealt from, in a fixed order (then shuffled)
        self.pools = {
            owner: list((unseen.get(owner) or Counter()).elements()) for owner in self.hidden
        }
        self.template = _laid_out(view)

    def deal(self, rng: random.Random) -> State:
        state = self.template.fork()
        blanks = self.template.cards
        for owner, ids in self.hidden.items():
            pool = self.pools[owner].copy()
            rng.shuffle(pool)
            deck_list = self.deck_lists[owner]
            for iid in ids:
                card_id = pool.pop() if pool else rng.choice(deck_list)
                state.adopt_card(_dealt(blanks[iid], card_id or ""))
        state.rng = rng.getrandbits(64)  # the sample's own dice: the game's stay unknown
        return state


def _dealt(blank: CardInstance, card_id: str) -> CardInstance:
    """A hidden card of the laid-out view (`blank`), dealt as `card_id`: its own instance."""
    counters, flags = blank.counters, blank.flags
    return CardInstance(
        blank.iid,
        card_id,
        blank.owner,
        blank.face_up,
        dict(counters) if counters else {},
        set(flags) if flags else set(),
        blank.attached_to,
        blank.controller,
    )


def _laid_out(view: View) -> State:
    """The view as a state, each hidden card's identity left blank (the sampler deals it)."""
    state = State(players=view.players)
    for iid, card in view.cards.items():
        state.cards[iid] = card_instance(card, card.card or "")
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
    state.next_iid = max(view.cards, default=0) + 1
    return state
