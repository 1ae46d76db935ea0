"""One rules path (issue 46): the prepared card code and a straightforward reading of the card
data play the same games.

Every game is played from the same seeds twice, once as the table, the simulator and Hard's
playouts play it (each card's abilities, filters, costs and effects prepared once, when first
used), and once inside `straight_reading()`, where every prepared function reads its data
afresh on each call. The two must meet the same events in the same order, word the same log,
and end in the same position. The default suite plays a few hundred games over all the games;
`pytest -m soak tests/engine/test_prepared_equivalence.py` plays thousands.

The last test breaks a prepared function on purpose and shows the comparison catch it.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop.ai.random_bot import play_out
from tabletop.engine.api import new_game
from tabletop.engine.prepared import is_straight, straight_reading

PLAYERS = {info.id: info.players[0] for info in tabletop.games(include_hidden=True)}
GAMES = sorted(PLAYERS)
#: seeds a game in the default suite, and behind the soak marker
QUICK = 40
SOAK = 1_000


def _played(game_id: str, seed: int) -> tuple[list[str], list[str], str]:
    game = new_game(game_id, seed=seed, seats=("computer",) * PLAYERS[game_id])
    play_out(game, seed=seed)
    return [repr(e) for e in game.events], game.describe_log(), game.fingerprint()


def _both_ways(game_id: str, seed: int) -> tuple[tuple[list[str], list[str], str], ...]:
    prepared = _played(game_id, seed)
    with straight_reading():
        straight = _played(game_id, seed)
    return prepared, straight


def _first_difference(a: list[str], b: list[str]) -> str:
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"at {i}: {x} != {y}"
    return f"lengths {len(a)} and {len(b)}"


def _check(game_id: str, seeds: range) -> None:
    for seed in seeds:
        (events, lines, end), (s_events, s_lines, s_end) = _both_ways(game_id, seed)
        where = f"{game_id} seed {seed}"
        assert events == s_events, f"{where}: events {_first_difference(events, s_events)}"
        assert lines == s_lines, f"{where}: log {_first_difference(lines, s_lines)}"
        assert end == s_end, f"{game_id} seed {seed}: the final positions differ"


@pytest.mark.parametrize("game_id", GAMES)
def test_prepared_and_straight_play_the_same_games(game_id: str) -> None:
    _check(game_id, range(QUICK))


@pytest.mark.soak
@pytest.mark.parametrize("game_id", GAMES)
def test_prepared_and_straight_play_the_same_games_soak(game_id: str) -> None:
    _check(game_id, range(QUICK, QUICK + SOAK))


def test_straight_reading_is_a_block() -> None:
    assert not is_straight()
    with straight_reading():
        assert is_straight()
    assert not is_straight()
