"""Filters (book, "Card Abilities": "here", "elsewhere", ally and opponent cards): `select`
walks only the rows of the filter's side and place and tests the rest of each card there. Its
answer must be what testing every battlefield card one by one with `matches` gives, in table
order, for every filter the card set writes, from every anchor, in played positions."""

from __future__ import annotations

from collections.abc import Iterator

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.rules import Context
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Count, EmpyreanCard, Filter
from tabletop.games.empyrean.filters import matches, select
from tabletop.games.empyrean.runtime import Runtime


def _filters(cards: dict[str, EmpyreanCard]) -> list[Filter]:
    found: dict[Filter, None] = {}

    def count(c: Count | None) -> None:
        if c is not None and c.cards is not None:
            found[c.cards] = None

    for card in cards.values():
        for ability in card.abilities:
            if ability.filter is not None:
                found[ability.filter] = None
            if ability.condition is not None:
                count(ability.condition.count)
                count(ability.condition.more_than)
            for action in ability.actions:
                if action.target is not None:
                    found[action.target] = None
                if isinstance(action.amount, Count):
                    count(action.amount)
    # every side and place, the card set's or not
    for side in ("ally", "opponent", "any"):
        for where in ("here", "elsewhere", "anywhere", "previous_zone", "next_zone", "this_card"):
            found[Filter(side=side, where=where)] = None
            found[Filter(side=side, where=where, include_self=True)] = None
    return list(found)


def _positions(players: int) -> Iterator[tabletop.Game]:
    for seed in range(3 if players == 2 else 1):
        game = tabletop.new_game(
            "empyrean", seed=seed, players=players, seats=("computer",) * players
        )
        bot = RandomBot(seed)
        while game.result is None:
            game.play(bot.choose(game, game.to_act[0]))
            if len(game.log) % 20 == 0:
                yield game


def _one_by_one(rt: Runtime, flt: Filter, seat: int, card: int | None, bf: int) -> list[int]:
    state = rt.state
    return [
        iid
        for field in range(1, board.battlefield_count(state) + 1)
        for owner in range(state.players)
        for iid in state.zone(board.row(owner, field))
        if matches(rt, flt, iid, seat, card, bf)
    ]


def test_select_picks_what_matching_card_by_card_picks() -> None:
    compared = 0
    for players in (2, 3):
        for game in _positions(players):
            rules = game.rules
            rt = Runtime(Context(game.state.copy(), rules, game.config), rules.cards)  # type: ignore[attr-defined]
            state = rt.state
            filters = _filters(rt.cards)
            anchors = [
                (iid, loc[1])
                for iid in state.cards
                if (loc := board.location(state, iid)) is not None
            ] + [(None, bf) for bf in range(1, board.battlefield_count(state) + 1)]
            for flt in filters:
                for card, bf in anchors:
                    for seat in range(state.players):
                        expected = _one_by_one(rt, flt, seat, card, bf)
                        assert select(rt, flt, seat, card, bf) == expected, (flt, card, bf)
                        compared += 1
    assert compared > 5_000
