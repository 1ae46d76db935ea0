"""Which games a simulation plays: `games` in all, round after round over every seat order of
the chosen decks, and the seed of every game, derived from (--seed, pairing, round) so that
where a game runs (one process, several, a cluster) never changes how it falls.

With variants (variant.py), every game of the plan is played once per arm (the baseline, then
each variant) with the same seed: common random numbers, so a difference between arms comes
from the variant, not from the dice. The arms of one game stand side by side in the plan.

When the seats play at different levels (`--bots normal,easy`), the levels change seats from
game to game (every other game, and every other round of the seat orders), so that each level
holds each seat as often as the plan allows and a level's win rate is not a seat's. Hard plays
the run's iteration budget (`hard_iterations`), so its games repeat exactly."""

from __future__ import annotations

import hashlib
import itertools
from dataclasses import dataclass, field
from typing import Any

from tabletop.sim.variant import Variant


@dataclass(frozen=True)
class DeckCards:
    """A deck of the run given as a list of cards (a deck list file, `--decks mine.txt`): its
    name (the file's stem) and its card ids, copies repeated. It travels in the settings, so
    every worker deals these cards and `--resume` knows a changed file (own_decks.py)."""

    name: str
    cards: tuple[str, ...]
    #: the file it was read from, for the command that repeats the run (not the run's identity)
    file: str = field(default="", compare=False)


@dataclass(frozen=True)
class Settings:
    """Everything that fixes a simulation's games (and so its results)."""

    game: str
    decks: tuple[str, ...]
    players: int
    bots: tuple[str, ...]  # one bot level per seat
    games: int  # games in all (per arm, with variants), round after round over the seat orders
    seed: int
    variants: tuple[Variant, ...] = ()
    #: Hard's iterations a decision (ai/bots.py), when a seat plays Hard
    hard_iterations: int | None = None
    #: the decks of `decks` given as lists of cards (deck list files), not by the game's ids
    deck_lists: tuple[DeckCards, ...] = ()

    def own_decks(self) -> dict[str, list[str]]:
        """The decks given as lists of cards, as JSON: name -> card ids."""
        return {deck.name: list(deck.cards) for deck in self.deck_lists}

    @property
    def mixed(self) -> bool:
        """Do the seats play at different levels?"""
        return len(set(self.bots)) > 1

    @property
    def arms(self) -> int:
        """The baseline and each variant."""
        return 1 + len(self.variants)

    @property
    def orders(self) -> int:
        """Seat orders of the decks."""
        orders: int = len(self.decks) ** self.players
        return orders

    @property
    def total(self) -> int:
        """Games the run plays: its games times its arms."""
        return self.games * self.arms

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game,
            "decks": list(self.decks),
            "players": self.players,
            "bots": list(self.bots),
            "games": self.games,
            "seed": self.seed,
        }
        if self.variants:  # a run without variants keeps the settings it always had
            data["variants"] = [v.to_json() for v in self.variants]
        if self.hard_iterations is not None:
            data["hard_iterations"] = self.hard_iterations
        if self.deck_lists:  # the cards, so that a changed file is another run
            data["deck_lists"] = self.own_decks()
        return data


@dataclass(frozen=True)
class Match:
    """One game to play: its place in the plan, the decks in seat order, the bots, the seed."""

    index: int
    decks: tuple[str, ...]
    bots: tuple[str, ...]
    seed: int
    arm: int = 0  # 0: the baseline; k: the k-th variant
    hard_iterations: int | None = None  # Hard's budget, when a seat plays Hard

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "index": self.index,
            "decks": list(self.decks),
            "bots": list(self.bots),
            "seed": self.seed,
        }
        if self.arm:
            data["variant"] = self.arm
        if self.hard_iterations is not None:
            data["hard_iterations"] = self.hard_iterations
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        return cls(
            int(data["index"]),
            tuple(data["decks"]),
            tuple(data["bots"]),
            int(data["seed"]),
            int(data.get("variant", 0)),
            _budget(data.get("hard_iterations")),
        )


def _budget(value: Any) -> int | None:
    return None if value is None else int(value)


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from its parts, the same on every machine and Python (no hash())."""
    text = "|".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def pairings(decks: tuple[str, ...], players: int) -> list[tuple[str, ...]]:
    """Every seat order of the decks, mirror matches included (a deck may face itself)."""
    return list(itertools.product(decks, repeat=players))


def build_plan(settings: Settings) -> list[Match]:
    """Round after round over the pairings, so a run stopped early has covered them evenly
    (the last round may be cut short); each game once per arm, its arms side by side."""
    orders = pairings(settings.decks, settings.players)
    bots = ",".join(settings.bots)
    plan: list[Match] = []
    budget = settings.hard_iterations
    for game in range(settings.games):
        decks = orders[game % len(orders)]
        seed = derive_seed(settings.seed, ",".join(decks), bots, game // len(orders))
        seated = seated_levels(settings, game)
        for arm in range(settings.arms):
            plan.append(Match(len(plan), decks, seated, seed, arm, budget))
    return plan


def seated_levels(settings: Settings, game: int) -> tuple[str, ...]:
    """The bots in seat order for the plan's `game`: as given when every seat plays the same
    level, else turned by one seat from one seat order to the next and from one round of seat
    orders to the next (so that with one seat order the levels still change seats)."""
    levels = settings.bots
    if not settings.mixed:
        return levels
    orders = settings.orders
    turn = (game % orders + game // orders) % len(levels)
    return levels[turn:] + levels[:turn]


def batches(plan: list[Match], workers: int, most: int = 25) -> list[list[Match]]:
    """Consecutive slices of the plan, small enough that every worker gets several."""
    size = max(1, min(most, len(plan) // max(1, workers * 4)))
    return [plan[i : i + size] for i in range(0, len(plan), size)]
