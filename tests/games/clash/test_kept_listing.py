"""Issue 46: the turn's kept listing (listing.py) gives exactly the commands, in the same
order, that the straightforward reading (options.turn_commands_read) lists, at every decision
of many seeded games and of every scenario of these tests."""

from __future__ import annotations

import random

import pytest

from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.engine.simulation import Simulation
from tabletop.engine.state import State
from tabletop.games.clash.rules import RULES

from .helpers import SCENARIOS, scenario

SEEDS = range(60)


def _both(state: State) -> None:
    kept = RULES.legal(state)
    with straight_reading():
        fresh = RULES.legal(state)
    assert kept == fresh


@pytest.mark.parametrize("seed", SEEDS)
def test_kept_listing_is_the_fresh_listing_at_every_decision(seed: int) -> None:
    game = new_game("clash", seed=seed, seats=("computer", "computer"))
    sim = Simulation(game.rules, game.config, game.state)
    pick = random.Random(seed)
    while sim.state.result is None:
        _both(sim.state)
        sim.play(pick.choice(RULES.legal(sim.state)), check=False)


@pytest.mark.parametrize("name", sorted(p.stem for p in SCENARIOS.glob("*.yaml")))
def test_kept_listing_is_the_fresh_listing_in_the_scenarios(name: str) -> None:
    state = scenario(name).state
    if state.result is None:
        _both(state)
