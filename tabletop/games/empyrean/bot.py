"""Empyrean: the battlefields each seat is expected to win, from its might margins.

A face-down card on a row counts its printed might (it will be revealed); a margin counts for
less while more rounds remain to turn it. Cards in hand add a little (they may still deploy).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

from tabletop.engine.commands import Command
from tabletop.engine.contract import PLAYOUT_WANDER
from tabletop.engine.parts import BotHints, HintRules
from tabletop.engine.state import State
from tabletop.games.empyrean.board import row
from tabletop.games.empyrean.keys import pile_zone

SCALE = 0.5  # a third of a battlefield's expectation is a clear lead
#: Hard plays its playouts to the end: the reveals' abilities and the final tally decide a game,
#: and this evaluation sees neither (50 games against Normal: 72% to the end, 54% at 20 commands)
PLAYOUT_DEPTH = None


def points(state: State, rules: HintRules) -> list[float]:
    players = state.players
    battlefields = 4 if players == 3 else 3
    rounds = int(_int(state.values.get("rounds"), 10))
    left = max(0, rounds - int(_int(state.values.get("round"), 1)))
    spread = 2.0 + 0.6 * left
    total, zones = _might_reader(state, rules), state.zones
    mights = [
        [total(zones.get(row(s, bf), ())) for bf in range(1, battlefields + 1)]
        for s in range(players)
    ]
    out = []
    for seat in range(players):
        expected = 0.0
        for bf in range(battlefields):
            best_other = max(mights[o][bf] for o in range(players) if o != seat)
            expected += 1.0 / (1.0 + math.exp(-(mights[seat][bf] - best_other) / spread))
        hand = total(zones.get(pile_zone(seat, "hand"), ()))
        out.append(expected + 0.01 * sum(mights[seat]) + 0.004 * hand)
    return out


def _int(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def playout(
    state: State, rules: HintRules, kind: str | None, commands: list[Command], rng: random.Random
) -> Command | None:
    """Hard's playouts deploy the plain way: the card and battlefield whose printed might
    swings that battlefield's expected result most (the logistic margin of `points`), ties
    broken by the generator; any other decision, and now and then a deployment too, is the
    sensible random choice (None)."""
    deploys = [c for c in commands if c.kind == "deploy"]
    if not deploys or rng.random() < PLAYOUT_WANDER:
        return None
    seat = deploys[0].seat
    total = _might_reader(state, rules)
    zones = state.zones
    others = [o for o in range(state.players) if o != seat]
    #: target -> (its battlefield's margin, its chance now): each row summed once
    margins: dict[str, tuple[float, float]] = {}
    best: Command | None = None
    best_gain = -math.inf
    for command in deploys:
        target = command.target or ""
        known = margins.get(target)
        if known is None:
            bf = target.rpartition(".bf")[2]
            mine = total(zones.get(f"p{seat}.bf{bf}", ()))
            theirs = max([total(zones.get(f"p{o}.bf{bf}", ())) for o in others], default=0)
            margin = float(mine - theirs)
            known = margins[target] = (margin, _win(margin))
        margin, now = known
        gain = _win(margin + total((int(command.source or 0),))) - now + 1e-6 * rng.random()
        if gain > best_gain:
            best, best_gain = command, gain
    return best


def _might_reader(state: State, rules: HintRules) -> Callable[[Iterable[int]], int]:
    """The Might of some cards of one position: a revealed card's Might, else its printed
    Might (it will be revealed)."""
    cards, printed = state.cards, rules.cardset.cards

    def total(iids: Iterable[int]) -> int:
        n = 0
        for iid in iids:
            card = cards[iid]
            if card.face_up:
                n += card.counters.get("might", 0)
            else:
                n += int(getattr(printed.get(card.card), "might", 0))
        return n

    return total


def _win(margin: float) -> float:
    return 1.0 / (1.0 + math.exp(-margin / PLAYOUT_SPREAD))


#: how wide a battlefield's margin is read in a playout's deployment (points' spread at the end)
PLAYOUT_SPREAD = 2.0


HINTS = BotHints(points=points, scale=SCALE, playout=playout, playout_depth=PLAYOUT_DEPTH)
