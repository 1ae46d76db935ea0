"""COE's prepared card code against its straightforward reading (issue 46): every card's facts,
and the stats summed in one sweep against the stats summed one card at a time."""

from __future__ import annotations

from tabletop.ai.random_bot import RandomBot
from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.games.coe import board
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
