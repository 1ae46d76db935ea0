"""COE's prepared card code against its straightforward reading (issue 46): every card's facts,
the stats summed in one sweep against the stats summed one card at a time, and the payments
kept by worth against the payments searched card by card."""

from __future__ import annotations

import itertools
import random

from tabletop.ai.random_bot import RandomBot
from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.games.coe import board, payment
from tabletop.games.coe.facts import (
    CARD_FACTS,
    CARD_FIELDS,
    CardFacts,
    CardReading,
    SkillFacts,
    SkillReading,
    facts_table,
)
from tabletop.games.coe.rules import RULES
from tabletop.games.coe.stats import Stats

SKILL_FIELDS = SkillFacts.__slots__


def test_every_card_s_facts_are_its_reading() -> None:
    table = facts_table(RULES.cards)
    for card_id, card in RULES.cards.items():
        facts, reading = table[card_id], CardReading(card)
        assert isinstance(facts, CardFacts)
        for name in CARD_FIELDS:
            if name == "skills":
                continue
            assert getattr(facts, name) == getattr(reading, name), (card_id, name)
        for skill, prepared in zip(card.skills, facts.skills, strict=True):
            assert isinstance(prepared, SkillFacts)
            for name in SKILL_FIELDS:
                assert getattr(prepared, name) == getattr(SkillReading(skill), name)


def test_the_straight_route_reads_the_card() -> None:
    card = next(iter(RULES.cards.values()))
    with straight_reading():
        assert type(CARD_FACTS(card)) is CardReading
        assert type(facts_table(RULES.cards)[card.id]) is CardReading


def test_swept_stats_are_the_stats_card_by_card() -> None:
    checked = 0
    for seed in range(12):
        game = new_game("coe", seed=seed, seats=("computer", "computer"))
        bot = RandomBot(seed)
        for _ in range(400):
            if game.result is not None:
                break
            state = game.state
            one, swept = Stats(state, RULES.cards), Stats(state, RULES.cards, still=True)
            for seat in range(state.players):
                support = board.support(state, seat)
                for iid in [*board.characters(state, seat), *([support] if support else [])]:
                    for stat in ("atk", "def"):
                        assert swept.stat(iid, stat) == one.stat(iid, stat), (seed, iid, stat)
                        checked += 1
            game.play(bot.choose(game, game.to_act[0]))
    assert checked > 1000


def _can_add_by_search(
    cost: int,
    paid: list[payment.Resource],
    extra: payment.Resource,
    resources: list[payment.Resource],
    pays: str,
    strict: bool,
) -> bool:
    """`can_add` as it was first written: every completion tried, card by card."""
    have = {r[0] for r in paid}
    if extra[0] in have:
        return False
    wanted = {*have, extra[0]}
    rest = [r for r in payment.usable(resources, pays, strict) if r[0] not in wanted]
    base = [*paid, extra]
    if not payment.is_minimal_part(cost, base, pays, strict):
        return False
    return any(
        payment.is_minimal(cost, (*base, *combo), pays, strict)
        for size in range(len(rest) + 1)
        for combo in itertools.combinations(rest, size)
    )


def test_payments_kept_by_worth_are_the_payments_searched() -> None:
    rng = random.Random(46)
    kinds = ("shells", "mana", "crystal")
    for _ in range(3000):
        pool = [(i, rng.choice(kinds), rng.randint(0, 3)) for i in range(rng.randint(0, 6))]
        paid = [(10 + i, rng.choice(kinds), rng.randint(0, 3)) for i in range(rng.randint(0, 2))]
        cost, pays, strict = rng.randint(0, 7), rng.choice(("shells", "mana")), rng.random() < 0.3
        kept = payment.addable(cost, paid, pool, pays, strict)
        searched = tuple(_can_add_by_search(cost, paid, r, pool + paid, pays, strict) for r in pool)
        assert kept == searched, (cost, paid, pool, pays, strict)
