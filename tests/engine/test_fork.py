"""The cheap copy for search (issue 46): `State.fork` shares the card instances, and an event
copies one only when it is about to change it.

Every game is played from a few seeds with each command played three ways from the same
position: on a fork, on a thorough copy (`State.copy`), and the position itself is kept. The
fork and the copy must meet the same events and end in the same position, and the position
forked from must not have changed. Each command is played on a fresh fork, so every card an
event changes is copied just then: rules that held a card across its change, or changed one
outside the events, would show here. `pytest -m soak tests/engine/test_fork.py` plays more.
"""

from __future__ import annotations

import random
from collections.abc import Hashable

import pytest

from tabletop.engine.api import new_game
from tabletop.engine.events import CardFlipped, CounterSet, FlagSet
from tabletop.engine.registry import game_ids
from tabletop.engine.rules import Context
from tabletop.engine.state import CardInstance, State

GAMES = sorted(game_ids())
QUICK = 4
SOAK = 60
COMMANDS = 300


def _fork_plays_as_copy(game_id: str, seed: int) -> None:
    game = new_game(game_id, seed=seed, players=2, seats=("computer",) * 2)
    rules, config = game.rules, game.config
    state = game.state.copy()
    rng = random.Random(seed)
    seen: dict[str, set[Hashable]] = {}  # the position keys met, by fingerprint
    for n in range(COMMANDS):
        legal = rules.legal(state) if state.result is None else []
        if not legal:
            break
        command = rng.choice(legal)
        before = state.fingerprint()
        forked, copied = state.fork(), state.copy()
        on_fork, on_copy = Context(forked, rules, config), Context(copied, rules, config)
        rules.decide(on_fork, command)
        rules.decide(on_copy, command)
        where = f"{game_id} seed {seed}, command {n} ({command})"
        assert on_fork.events == on_copy.events, f"{where}: the fork met other events"
        assert forked.fingerprint() == copied.fingerprint(), f"{where}: the fork ends elsewhere"
        assert forked.position_key() == copied.position_key(), f"{where}: another key"
        seen.setdefault(forked.fingerprint(), set()).add(forked.position_key())
        assert state.fingerprint() == before, f"{where}: the position forked from changed"
        state = forked
    keys = [key for same in seen.values() for key in same]
    assert len(keys) == len(seen) == len(set(keys)), f"{game_id} seed {seed}: keys and prints"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_fork_plays_as_a_copy_and_leaves_its_origin_alone(game_id: str) -> None:
    for seed in range(QUICK):
        _fork_plays_as_copy(game_id, seed)


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES)
def test_a_fork_plays_as_a_copy_soak(game_id: str) -> None:
    for seed in range(QUICK, SOAK):
        _fork_plays_as_copy(game_id, seed)


def _two_cards() -> State:
    state = State(players=2)
    for iid in (1, 2):
        state.adopt_card(CardInstance(iid, "a", 0))
        state.zones.setdefault("p0.hand", []).append(iid)
        state.where[iid] = "p0.hand"
    return state


def test_a_fork_shares_each_card_until_an_event_changes_it() -> None:
    origin = _two_cards()
    fork = origin.fork()
    assert fork.cards[1] is origin.cards[1] and fork.cards[2] is origin.cards[2]
    FlagSet(1, "tapped", True).apply(fork)
    CounterSet(1, "damage", 2, 0).apply(fork)
    assert fork.cards[1] is not origin.cards[1] and fork.cards[2] is origin.cards[2]
    assert fork.cards[1].flags == {"tapped"} and fork.cards[1].counters == {"damage": 2}
    assert origin.cards[1].flags == set() and origin.cards[1].counters == {}
    CardFlipped(2, True).apply(origin)  # the origin copies too: the fork keeps its card
    assert origin.cards[2].face_up and not fork.cards[2].face_up
    assert fork == fork.copy() and fork.fingerprint() == fork.copy().fingerprint()


def test_a_change_outside_the_events_is_caught() -> None:
    """Changing a shared card in place, as no event does, changes the origin: the check above
    sees it."""
    origin = _two_cards()
    before = origin.fingerprint()
    origin.fork().cards[1].flags.add("tapped")
    assert origin.fingerprint() != before
