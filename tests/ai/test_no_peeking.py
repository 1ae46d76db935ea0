"""No peeking (issue 16): every bot level, in every game, decides the same in two games that
differ only in cards its seat cannot see."""

from __future__ import annotations

import copy
import random

import pytest

import tabletop
from tabletop.ai.bots import LEVELS, Bot
from tabletop.ai.hard import HardBot
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.game import Game
from tabletop.engine.registry import game_ids, get_rules


def level_bot(level: str, seed: int) -> Bot:
    """The level's bot; Hard with a small iteration budget (decisions exact to repeat)."""
    if level == "hard":
        return HardBot(seed, iterations=24, depth=10)
    from tabletop.ai.bots import make_bot

    return make_bot(level, seed)


def twin_with_hidden_swap(game: Game, seat: int) -> Game | None:
    """A copy of the game in which two cards `seat` cannot see (same owner, different cards)
    trade places: the whole truth differs, the seat's information does not."""
    view = game.view(seat)
    hidden: dict[int, list[int]] = {}
    for iid, card in sorted(view.cards.items()):
        if card.card is None:
            hidden.setdefault(card.owner, []).append(iid)
    state = game.state
    for ids in hidden.values():
        for a in ids:
            for b in ids:
                if state.cards[a].card != state.cards[b].card:
                    twin = copy.deepcopy(game)
                    cards = twin.state.cards
                    cards[a].card, cards[b].card = cards[b].card, cards[a].card
                    return twin
    return None


def position_with_a_choice(game_id: str, seed: int) -> tuple[Game, int, Game]:
    """A random game played on until the seat to act has a real choice and hidden cards that
    can be swapped; returns the game, that seat and the twin."""
    rules = get_rules(game_id)
    game = tabletop.new_game(game_id, seed=seed, seats=("computer",) * rules.min_players)
    mover = RandomBot(seed)
    for step in range(600):
        assert game.result is None, f"{game_id}: no position with a choice found"
        seat = game.to_act[0]
        if step >= 6 and len([c for c in game.legal() if c.seat == seat]) > 1:
            twin = twin_with_hidden_swap(game, seat)
            if twin is not None:
                return game, seat, twin
        game.play(mover.choose(game, seat))
    raise AssertionError(f"{game_id}: no position with a choice found")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", game_ids())
def test_a_bot_decides_the_same_whatever_its_seat_cannot_see(game_id: str, level: str) -> None:
    game, seat, twin = position_with_a_choice(game_id, seed=21)
    assert twin.fingerprint() != game.fingerprint()  # the games really differ
    assert twin.seat_view(seat) == game.seat_view(seat)
    for bot_seed in (1, 2):
        one = level_bot(level, bot_seed).decide(game.seat_view(seat))
        two = level_bot(level, bot_seed).decide(twin.seat_view(seat))
        assert one == two
        assert one in game.legal()


@pytest.mark.parametrize("game_id", game_ids())
def test_hard_repeats_its_choice_with_an_iteration_budget(game_id: str) -> None:
    """The same seed and the same seat view give the same command (issue 16: seeded runs)."""
    game, seat, _ = position_with_a_choice(game_id, seed=8)
    choices = {HardBot(5, iterations=30, depth=8).decide(game.seat_view(seat)) for _ in range(2)}
    assert len(choices) == 1


def test_levels_are_registered() -> None:
    from tabletop.ai.bots import levels, make_bot

    assert {"random", "easy", "normal", "hard"} <= set(levels())
    with pytest.raises(ValueError, match="no bot level 'grandmaster'"):
        make_bot("grandmaster")


def test_hard_needs_a_budget() -> None:
    with pytest.raises(ValueError, match="Hard needs a time"):
        HardBot(0, seconds=0)


def test_easy_never_passes_with_something_else_to_play() -> None:
    """Easy's generic sense: pass, end, done and hold only when nothing else is legal."""
    game = tabletop.new_game("tally", seed=3, seats=("computer", "computer"))
    mover = RandomBot(3)
    seen = 0
    rng = random.Random(3)
    while game.result is None:
        seat = game.to_act[0]
        view = game.seat_view(seat)
        kinds = {c.kind for c in view.legal}
        if "pass" in kinds and len(kinds) > 1:
            chosen = level_bot("easy", rng.randrange(1000)).decide(view)
            assert chosen.kind != "pass"
            seen += 1
        game.play(mover.choose(game, seat))
    assert seen > 0
