"""Drops a player would try, and the reasons the table gives for them (issue 43).

Seeded random games (RandomBot) are played; at every few positions each card the seat to act
could pick up is tried on the table's places that none of its legal commands reach, as the
table's mouse does: the probe command `Gestures.drop` builds, explained by
`Game.explain_illegal`. Run as a script to print the reasons of one game, most common first.
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from dataclasses import dataclass, field

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.ui.drag import Gestures

#: the engine's generic reasons (engine/rules.py `GameRules.explain_illegal`, and the game's
#: last words in engine/game.py): true of what the seat may do, but naming no rule
GENERIC = re.compile(
    r"^(You cannot \S+ now: |Not there: |That card cannot be used now: "
    r"|That card cannot go there: |That card is chosen, not moved: "
    r"|That is not a legal move now\.)"
)
#: how a precise reason quotes its rule: it ends with the book's section in brackets (UCG's
#: phases and zones, which its book leaves to the game's public rule pages: "rules")
QUOTES_THE_BOOK = re.compile(r"\((book|rules), [^()]+\)\.$")
#: code words a player never reads
CODE_WORDS = re.compile(r"\biid\b|\b(zone|card|seat):\S|\bp\d\.\w|\bHP\d")


def is_generic(reason: str) -> bool:
    return bool(GENERIC.match(reason))


@dataclass
class Probed:
    """The reasons given for tried drops, each with one command that drew it."""

    reasons: Counter[str] = field(default_factory=Counter)
    example: dict[str, Command] = field(default_factory=dict)

    @property
    def tried(self) -> int:
        return sum(self.reasons.values())

    @property
    def generic(self) -> int:
        return sum(n for r, n in self.reasons.items() if is_generic(r))


def _places(game: Game, home: str) -> list[str]:
    """The places a card may be dropped on: an empty zone, else its cards (a few) or itself."""
    out: list[str] = []
    for zone, cards in game.state.zones.items():
        if zone == home:
            continue
        if not cards or len(cards) > 3:
            out.append(f"zone:{zone}")
        else:
            out += [f"card:{iid}" for iid in cards]
    return out


def probe_position(game: Game, rng: random.Random, into: Probed, per_card: int = 8) -> None:
    """Try the seat to act's movable cards on places none of their commands reach."""
    seat = game.state.to_act[0]
    offered = [c for c in game.offered() if c.seat == seat]
    gestures = Gestures(offered)
    for iid in sorted(gestures.sources()):
        if iid not in game.state.where:
            continue
        reach = gestures.targets_for(iid)
        places = [p for p in _places(game, game.state.where[iid]) if p not in reach]
        for place in rng.sample(places, min(per_card, len(places))):
            probe = Command(seat, gestures.kind_for(iid, place), iid, place)
            if probe in offered:
                continue
            reason = game.explain_illegal(probe)
            into.reasons[reason] += 1
            into.example.setdefault(reason, probe)


def probe_game(game_id: str, games: int = 3, positions: int = 100, seed: int = 0) -> Probed:
    """Probe `positions` positions of each of `games` seeded random games."""
    into = Probed()
    for n in range(games):
        game = tabletop.new_game(game_id, seed=seed + n)
        bot, rng = RandomBot(seed + n), random.Random(seed + n)
        step = 0
        while game.result is None and step < positions * 3:
            if step % 3 == 0:
                probe_position(game, rng, into)
            game.play(bot.choose(game, game.state.to_act[0]))
            step += 1
    return into


if __name__ == "__main__":
    found = probe_game(sys.argv[1], games=int(sys.argv[2]) if len(sys.argv) > 2 else 3)
    print(f"{found.tried} tried, {found.generic} generic")
    for reason, count in found.reasons.most_common(60):
        print(f"{count:5} {reason}  <- {found.example[reason]}")
