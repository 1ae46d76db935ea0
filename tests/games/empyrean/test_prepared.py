"""Empyrean's prepared card code against the straightforward reading of its card data (issue
46), over every deck of the box: the engine's equivalence test plays the starter decks, this
one plays each deck against another, with three players too, both ways (engine/prepared.py's
`straight_reading()`), and holds them to the same events, log and final position."""

from __future__ import annotations

import pytest

from tabletop.ai.random_bot import play_out
from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.engine.rules import Context
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Filter
from tabletop.games.empyrean.filters import matches, select
from tabletop.games.empyrean.prepared_filters import MATCH, SELECT
from tabletop.games.empyrean.rules import RULES
from tabletop.games.empyrean.runtime import Runtime
from tests.games.empyrean.test_filters import _filters, _positions

DECKS = sorted(RULES.cardset.decks)
#: each deck against the next one (and the last against the first), and a table of three
TABLES = [(deck, DECKS[(i + 1) % len(DECKS)]) for i, deck in enumerate(DECKS)] + [
    (DECKS[0], DECKS[3], DECKS[6]),
    (DECKS[1], DECKS[4], DECKS[7]),
]
SEEDS = range(3)


def _played(decks: tuple[str, ...], seed: int) -> tuple[list[str], list[str], str]:
    game = new_game(
        "empyrean", seed=seed, players=len(decks), decks=decks, seats=("computer",) * len(decks)
    )
    play_out(game, seed=seed)
    return [repr(e) for e in game.events], game.describe_log(), game.fingerprint()


@pytest.mark.parametrize("decks", TABLES, ids="-".join)
def test_every_deck_plays_the_same_prepared_and_read_straight(decks: tuple[str, ...]) -> None:
    for seed in SEEDS:
        prepared = _played(decks, seed)
        with straight_reading():
            straight = _played(decks, seed)
        assert prepared[0] == straight[0], f"{decks} seed {seed}: the events differ"
        assert prepared[1] == straight[1], f"{decks} seed {seed}: the logs differ"
        assert prepared[2] == straight[2], f"{decks} seed {seed}: the final positions differ"


def test_prepared_filters_pick_what_the_straight_reading_picks() -> None:
    """Every filter the card set writes (and every side and place, with printed tests), from
    every anchor (a card on the table or off it, a battlefield, none), for every seat."""
    compared = 0
    for players in (2, 3):
        for game in _positions(players):
            rules = game.rules
            rt = Runtime(Context(game.state.copy(), rules, game.config), rules.cards)  # type: ignore[attr-defined]
            state = rt.state
            filters = _filters(rt.cards) + _printed_variants()
            anchors = [(iid, None) for iid in state.cards] + [
                (None, bf) for bf in range(0, board.battlefield_count(state) + 1)
            ]
            for flt in filters:
                chosen, matched = SELECT(flt), MATCH(flt)
                for card, bf in anchors:
                    for seat in range(state.players):
                        expected = select(rt, flt, seat, card, bf)
                        assert chosen(rt, seat, card, bf) == expected, (flt, card, bf, seat)
                        for iid in state.cards:
                            want = matches(rt, flt, iid, seat, card, bf)
                            assert matched(rt, iid, seat, card, bf, None) == want, (flt, iid)
                        compared += 1
    assert compared > 5_000


def _printed_variants() -> list[Filter]:
    return [
        Filter(side=side, where=where, types=("Samurai", "Human"), max_cost=4)
        for side in ("ally", "opponent", "any")
        for where in ("here", "anywhere", "previous_zone", "next_zone", "this_card")
    ] + [
        Filter(side="any", where="elsewhere", not_types=("Vampire",), min_cost=2),
        Filter(side="any", where="anywhere", names=("vampires-gaze", "samurai-ashigaru")),
    ]
