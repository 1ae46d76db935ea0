"""EoC's prepared card code (issue 46) against its straightforward reading, card by card.

The engine's equivalence test plays whole games both ways; this one asks every modifier and
every action of the cardset, in positions met in seeded random games, the questions the rules
ask of them (a modifier in each role and group size, an action's candidates from each card on
the field for each seat), once prepared and once read afresh, and holds the answers equal.
"""

from __future__ import annotations

import random

from tabletop.engine.api import new_game
from tabletop.engine.prepared import straight_reading
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.actions import ACT
from tabletop.games.eoc.combat import Stats
from tabletop.games.eoc.facts import FACTS, facts_table
from tabletop.games.eoc.modifiers import MODIFIER
from tabletop.games.eoc.rules import RULES
from tabletop.games.eoc.targets import TARGETING

ROLES = ("none", "attacking", "defending", "countering")


def _positions(games: int = 3, every: int = 7) -> list[State]:
    """Every `every`th position of a few seeded random games (fields with cards on them)."""
    found = []
    for seed in range(games):
        game = new_game("eoc", seed=seed, seats=("computer", "computer"))
        pick = random.Random(seed)
        played = 0
        while game.result is None and played < 400:
            if played % every == 0:
                found.append(game.state.copy())
            game.play(pick.choice(game.legal()))
            played += 1
    return found


def _modifier_answers(state: State) -> list[int]:
    stats = Stats(state, RULES.cards)
    answers = []
    field = board.field_cards(state)
    for source in field:
        for mod in stats.card(source).effects:
            apply = MODIFIER(mod)
            for subject in field:
                for role in ROLES:
                    answers += [apply(stats, source, subject, role, g) for g in (1, 2, 3)]
    return answers


def _target_answers(state: State) -> list[list[int]]:
    cards = RULES.cards
    answers = []
    sources = board.field_cards(state) + state.zone("p0.hand") + state.zone("p1.hand")
    for card in cards.values():
        for action in (*card.play, *(card.ability.do if card.ability else ())):
            targeting = TARGETING(action)
            for src in sources:
                for seat in (0, 1):
                    answers.append([int(targeting.chooses), targeting.picks])
                    answers.append(targeting.candidates(state, cards, src, seat))
    return answers


def test_modifiers_and_targets_answer_as_read() -> None:
    for state in _positions():
        prepared = (_modifier_answers(state), _target_answers(state))
        with straight_reading():
            straight = (_modifier_answers(state), _target_answers(state))
        assert prepared == straight


def test_facts_are_kept_and_read_afresh_when_straight() -> None:
    cards = RULES.cards
    card = next(iter(cards.values()))
    assert FACTS(card) is FACTS(card)
    assert facts_table(cards)[card.id] is FACTS(card)
    with straight_reading():
        assert FACTS(card) is not FACTS(card)
        assert facts_table(cards)[card.id] is not facts_table(cards)[card.id]


def test_every_action_is_prepared_once() -> None:
    actions = [
        action
        for card in RULES.cards.values()
        for action in (*card.play, *(card.ability.do if card.ability else ()))
    ]
    assert actions
    for action in actions:
        assert ACT(action) is ACT(action)
        assert TARGETING(action) is TARGETING(action)
