"""Each card's data read once (facts.py) answers as the card read afresh does, and the bots'
StillBoard, which works each Combat out once, answers as the Board does (issue 46)."""

from __future__ import annotations

from tabletop.ai.random_bot import RandomBot
from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.engine.simulation import Simulation
from tabletop.games.ucg.board import Board, StillBoard
from tabletop.games.ucg.facts import CardPlan, CardReading, plans_for
from tabletop.games.ucg.rules import RULES

#: every question a plan answers, but its card and its ability (compared on their own)
FACTS = sorted(set(CardPlan.__slots__) - {"ability", "card"})


def test_every_card_answers_the_same_read_once_and_read_afresh() -> None:
    for card in RULES.cards.values():
        prepared, read = CardPlan(card), CardReading(card)
        for fact in FACTS:
            assert getattr(prepared, fact) == getattr(read, fact), f"{card.id}: {fact}"
        assert (prepared.ability is None) == (read.ability is None), card.id
        if prepared.ability is not None and read.ability is not None:
            for fact in ("terra", "target", "negates"):
                assert getattr(prepared.ability, fact) == getattr(read.ability, fact)


def test_plans_are_kept_for_a_cardset_and_read_afresh_when_straight() -> None:
    cards = RULES.cards
    assert plans_for(cards) is plans_for(cards)
    assert all(isinstance(p, CardPlan) for p in plans_for(cards).values())
    with straight_reading():
        assert all(isinstance(p, CardReading) for p in plans_for(cards).values())


def test_the_still_board_answers_as_the_board_does() -> None:
    for seed in range(3):
        game = new_game("ucg", seed=seed, seats=("computer", "computer"))
        sim = Simulation(game.rules, game.config, game.state)
        bot = RandomBot(seed)
        while sim.state.result is None:
            board, still = Board(sim.state, RULES.cards), StillBoard(sim.state, RULES.cards)
            for iid in board.all_characters():
                assert still.combat(iid) == board.combat(iid)
                assert still.toughness_left(iid) == board.toughness_left(iid)
                assert still.damage_dealt(iid) == board.damage_dealt(iid)
            assert board.slain() == [i for i in board.all_characters() if board.is_slain(i)]
            seat = sim.state.to_act[0]
            sim.play(bot.pick(seat, [c for c in sim.legal() if c.seat == seat]), check=False)
