"""Which games a simulation plays: every seat order of the chosen decks, N games each, and the
seed of every game, derived from (--seed, pairing, index) so that where a game runs (one
process, several, a cluster) never changes how it falls."""

from __future__ import annotations

import hashlib
import itertools
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Settings:
    """Everything that fixes a simulation's games (and so its results)."""

    game: str
    decks: tuple[str, ...]
    players: int
    bots: tuple[str, ...]  # one bot level per seat
    games: int  # games per seat order of decks
    seed: int

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["decks"] = list(self.decks)
        data["bots"] = list(self.bots)
        return data


@dataclass(frozen=True)
class Match:
    """One game to play: its place in the plan, the decks in seat order, the bots, the seed."""

    index: int
    decks: tuple[str, ...]
    bots: tuple[str, ...]
    seed: int

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "decks": list(self.decks),
            "bots": list(self.bots),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Match:
        return cls(int(data["index"]), tuple(data["decks"]), tuple(data["bots"]), int(data["seed"]))


def derive_seed(*parts: object) -> int:
    """A 63-bit seed from its parts, the same on every machine and Python (no hash())."""
    text = "|".join(str(p) for p in parts)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big") >> 1


def pairings(decks: tuple[str, ...], players: int) -> list[tuple[str, ...]]:
    """Every seat order of the decks, mirror matches included (a deck may face itself)."""
    return list(itertools.product(decks, repeat=players))


def build_plan(settings: Settings) -> list[Match]:
    """Round after round over the pairings, so a run stopped early has covered them evenly."""
    orders = pairings(settings.decks, settings.players)
    plan: list[Match] = []
    for number in range(settings.games):
        for decks in orders:
            seed = derive_seed(settings.seed, ",".join(decks), ",".join(settings.bots), number)
            plan.append(Match(len(plan), decks, settings.bots, seed))
    return plan


def batches(plan: list[Match], workers: int, most: int = 25) -> list[list[Match]]:
    """Consecutive slices of the plan, small enough that every worker gets several."""
    size = max(1, min(most, len(plan) // max(1, workers * 4)))
    return [plan[i : i + size] for i in range(0, len(plan), size)]
