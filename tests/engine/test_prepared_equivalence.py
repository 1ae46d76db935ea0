"""One rules path (issue 46): the prepared card code and a straightforward reading of the card
data play the same games.

Every game is played from the same seeds (each seed its own pairing of the game's decks)
twice: once as the table, the simulator and Hard's playouts play it (each card's abilities,
filters, costs and effects prepared once, when first used), and once inside
`straight_reading()`, where every prepared function reads its data afresh on each call. The
two must meet the same events in the same order, word the same log, and end in the same
position. The default suite plays a few hundred games over all the games;
`pytest -m soak tests/engine/test_prepared_equivalence.py` plays thousands.

The last test breaks a prepared function on purpose and shows the comparison catch it.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop.ai.random_bot import play_out
from tabletop.engine.api import make_config, new_game, playable_decks
from tabletop.engine.prepared import Prepared, PreparedTable, is_straight, straight_reading
from tabletop.engine.registry import get_rules

PLAYERS = {info.id: info.players[0] for info in tabletop.games(include_hidden=True)}
GAMES = sorted(PLAYERS)
#: seeds a game in the default suite, and behind the soak marker
QUICK = 40
SOAK = 1_000


def _decks(game_id: str, seed: int) -> list[str]:
    """The seats' decks for a seed: every playable deck of the game in turn, against another
    (a game whose seats must share one deck, as Clash's box, plays it on both)."""
    rules = get_rules(game_id)
    decks = playable_decks(rules)
    players = PLAYERS[game_id]
    chosen = [
        decks[(seed + seat * (1 + seed // len(decks))) % len(decks)] for seat in range(players)
    ]
    try:
        make_config(rules, players=players, decks=chosen)
    except ValueError:
        chosen = [chosen[0]] * players
    return chosen


def _played(game_id: str, seed: int) -> tuple[list[str], list[str], str]:
    decks = _decks(game_id, seed)
    game = new_game(game_id, seed=seed, decks=decks, seats=("computer",) * len(decks))
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


def test_straight_reading_is_a_block_and_a_datum_is_prepared_once() -> None:
    class Datum:
        def __init__(self, n: int) -> None:
            self.n = n

    made: list[int] = []

    def prepare(datum: Datum) -> str:
        made.append(datum.n)
        return f"prepared {datum.n}"

    kind: Prepared[Datum, str] = Prepared("test", prepare, lambda d: f"read {d.n}")
    one, two = Datum(1), Datum(2)
    assert not is_straight()
    assert [kind(one), kind(one), kind(two)] == ["prepared 1", "prepared 1", "prepared 2"]
    assert made == [1, 2]  # once a datum
    with straight_reading():
        assert is_straight()
        assert kind(one) == "read 1"
    assert not is_straight()
    assert kind(one) == "prepared 1" and made == [1, 2]
    del one
    assert len(kind) == 1  # a datum that died takes its function with it
    with pytest.raises(TypeError, match="held weakly"):
        Prepared("ints", str, str)(5)

    table = PreparedTable(kind)
    cards = {"a": Datum(3), "b": Datum(4)}
    made.clear()
    assert dict(table(cards)) == {"a": "prepared 3", "b": "prepared 4"}
    assert table(cards) is table(cards) and made == [3, 4]  # once a cardset
    with straight_reading():
        assert dict(table(cards)) == {"a": "read 3", "b": "read 4"}


def test_the_comparison_catches_a_prepared_route_that_differs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A deliberate violation: Clash's prepared turn lister made to forget the commands that
    garrison a card (the straightforward reading still lists them). The games part, and the
    comparison says which game and where."""
    from tabletop.games.clash import listing

    real = listing.garrisons

    def forgetful(*args: object) -> object:
        _places, fortified, units = real(*args)  # type: ignore[arg-type]
        return ((), ()), fortified, units

    monkeypatch.setattr(listing, "garrisons", forgetful)
    with pytest.raises(AssertionError, match=r"clash seed \d+: events at \d+"):
        _check("clash", range(QUICK))
