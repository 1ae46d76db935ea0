"""COE: champions' HP and shields in the evaluation (ai/evaluate/coe.py)."""

from __future__ import annotations

from typing import cast

import pytest

from tabletop.engine.registry import get_rules
from tabletop.games.coe import bot as coe
from tabletop.games.coe.cards import CoeCard
from tests.ai.scenario import card_named, position


def test_a_broken_shield_and_a_lost_hp_cost_a_champion_what_the_book_says() -> None:
    """README, COE "Combat": a staggered character (shield broken) loses 1 HP to each further
    attack, until its DEF is restored at the start of the next round; HP 0 archives it. So a
    broken shield costs part of an HP (STAGGERED of one) and a lost HP costs HP, and only the
    seat whose champion it is."""
    game = position("coe-duel")
    rules = get_rules("coe")
    before = coe.points(game.state, rules)
    kael = card_named(game, "Kael, Ember Vanguard")
    staggered = game.state.copy()
    staggered.cards[kael].flags.add("staggered")
    after = coe.points(staggered, rules)
    assert after[0] == pytest.approx(before[0] - coe.STAGGERED * coe.HP)
    assert after[1] == pytest.approx(before[1])
    hurt = game.state.copy()
    hurt.cards[kael].counters["damage"] = 1
    assert coe.points(hurt, rules)[0] == pytest.approx(before[0] - coe.HP)


def test_every_champion_not_archived_counts_with_its_hp() -> None:
    """Book, "How to Win": archiving all of the opponent's champions wins; champions in the
    party area (face down) and in Support count as well as those on the field."""
    game = position("coe-duel")
    cards = cast("dict[str, CoeCard]", get_rules("coe").cardset.cards)
    from tabletop.games.coe.stats import Stats

    stats = Stats(game.state, cards)
    ben = coe.champions(game.state, stats, 1)
    assert {cards[game.state.cards[i].card].name for i in ben} >= {
        "Seraphine, Tide Oracle",
        "Orrin, Apprentice",
    }
    worth = sum(coe.champion_worth(stats, c) for c in ben)
    hp = sum(cards[game.state.cards[i].card].hp or 0 for i in ben)
    assert worth == pytest.approx(len(ben) * coe.CHAMPION + coe.HP * hp)
