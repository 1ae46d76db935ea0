"""Issue 46: Clash's card data prepared once (facts.py, gains.py, happenings.py) reads as the
straightforward reading does, card by card, in the positions of seeded games."""

from __future__ import annotations

import random

from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.engine.simulation import Simulation
from tabletop.games.clash import board
from tabletop.games.clash.cards import ClashCard
from tabletop.games.clash.facts import TABLES, TRAITS
from tabletop.games.clash.gains import ACTIVATION, GIFT
from tabletop.games.clash.rules import RULES

CARDS: dict[str, ClashCard] = RULES.cards


def test_every_card_has_its_traits_in_the_tables() -> None:
    traits, costs = TABLES(RULES.cardset)
    for card_id, card in CARDS.items():
        assert traits[card_id] == TRAITS(card)
        assert costs[card_id] == card.cost
        assert traits[card_id].garrisonable == card.garrisonable
        assert traits[card_id].commander == card.commander


def test_every_gain_prepared_has_the_words_of_the_gain() -> None:
    for card in CARDS.values():
        for gain in (card.play, card.arms, card.scrap, card.vassal, card.always):
            if gain is not None:
                assert GIFT(gain).gain == gain
                assert GIFT(gain).words == gain.words()


def test_activation_prepared_gives_what_the_reading_gives() -> None:
    for seed in range(12):
        game = new_game("clash", seed=seed, seats=("computer", "computer"))
        sim = Simulation(game.rules, game.config, game.state)
        pick = random.Random(seed)
        while sim.state.result is None:
            state = sim.state
            for seat in (0, 1):
                for where in ("hand", "play", "fort", "camp", "discard"):
                    for iid in state.zone(board.zone(seat, where)):
                        card = CARDS[state.cards[iid].card]
                        prepared = ACTIVATION(card)(state, CARDS, seat)
                        with straight_reading():
                            read = ACTIVATION(card)(state, CARDS, seat)
                        assert prepared.gain == read.gain
                        assert prepared.gain == board.activation_gain(state, CARDS, seat, iid)
                        assert prepared.words == read.words
            sim.play(pick.choice(RULES.legal(state)), check=False)
