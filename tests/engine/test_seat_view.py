"""The seat's-eye interface (issue 9, 6): a bot gets what its seat may know, and nothing more."""

from __future__ import annotations

import pickle
import random

import pytest

import tabletop
from tabletop.ai.random_bot import RandomBot, play_out
from tabletop.engine.loading import load_scenario_text
from tabletop.engine.registry import game_ids, get_rules
from tabletop.engine.view import make_view
from tests.ai.cheats import name_every_card, show_the_other_hands
from tests.ai.no_peeking import Breach, Position, prove

TWIN = """
game: tally
seed: 4
decks: [odds, evens]
seats: [computer, computer]
phase: pick
values: {{round: 1, first: 0}}
zones:
  p0.hand: [One, Three, Boost]
  p1.hand: [Two, {hidden}, Cancel]
  p0.deck: [Five, One]
  p1.deck: [Six, Four]
"""


def test_games_differing_only_in_hidden_cards_give_the_bot_the_same_input() -> None:
    """Two positions that differ only in a card seat 0 cannot see (in seat 1's hand): seat 0's
    SeatView, log included, is equal, and its bot makes the same choice."""
    one = load_scenario_text(TWIN.format(hidden="Four"))
    two = load_scenario_text(TWIN.format(hidden="Six"))
    assert one.fingerprint() != two.fingerprint()
    assert one.seat_view(0) == two.seat_view(0)
    assert one.seat_view(1) != two.seat_view(1)  # seat 1 sees its own hand
    assert RandomBot(3).decide(one.seat_view(0)) == RandomBot(3).decide(two.seat_view(0))


def _peeking_breaches(game_id: str, first_only: bool = False) -> tuple[list[Breach], int]:
    """At several points of a random game, for every seat (the one asked or not): what its
    view shows that the layout hides, and how dealing again every card it cannot see (decided
    from the layout, not from the view: tests/ai/no_peeking.py) changes its view, its legal
    commands or its log. Returns those and how many seat positions were checked."""
    rules = get_rules(game_id)
    game = tabletop.new_game(game_id, seed=11, seats=("computer",) * rules.min_players)
    bot = RandomBot(11)
    breaches: list[Breach] = []
    checked = 0
    for step in range(240):
        if game.result is not None:
            break
        if step % 30 == 0:
            for seat in range(game.state.players):
                label = f"{game_id} seed 11, {step} commands in, seat {seat}"
                position = Position(game, seat, label)
                breaches += prove(position, (), deals=6, decided_in=lambda level: 0, seed=step)
                checked += 1
                if breaches and first_only:
                    return breaches, checked
        game.play(bot.choose(game, game.to_act[0]))
    return breaches, checked


@pytest.mark.parametrize("game_id", game_ids())
def test_no_peeking_in_every_game(game_id: str) -> None:
    breaches, checked = _peeking_breaches(game_id)
    assert not breaches, "\n".join(map(str, breaches[:5]))
    assert checked >= 4


@pytest.mark.parametrize("game_id", game_ids())
def test_the_check_fails_for_a_view_that_shows_the_other_hands(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check above can fail: patched to show every hand to every seat (cheat 1 of
    tests/ai/cheats.py), the views give the other hands away."""
    show_the_other_hands(monkeypatch)
    breaches, _ = _peeking_breaches(game_id, first_only=True)
    assert {"masking", "input"} <= {b.what for b in breaches}


@pytest.mark.parametrize("game_id", game_ids())
def test_the_check_fails_for_a_log_that_names_hidden_cards(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The log is part of the input: lines naming the cards a seat did not see differ from
    one deal to the next."""
    name_every_card(monkeypatch)
    breaches, _ = _peeking_breaches(game_id, first_only=True)
    assert any(b.what == "input" and "log" in b.detail for b in breaches)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_sample_is_consistent_with_the_view_and_plays_on(game_id: str) -> None:
    """The sampler deals every hidden card and keeps every visible one: the sample shows the
    seat exactly its view, and random play goes on from it to the end."""
    rules = get_rules(game_id)
    game = tabletop.new_game(game_id, seed=5, seats=("computer",) * rules.min_players)
    bot = RandomBot(5)
    for _ in range(15):
        if game.result is None:
            game.play(bot.choose(game, game.to_act[0]))
    seat = game.to_act[0] if game.to_act else 0
    seat_view = game.seat_view(seat)
    sample = seat_view.sample(seed=1)
    zones = rules.layout.zones(game.state.players)
    shown = make_view(sample.state, zones, seat)
    for iid, card in seat_view.view.cards.items():
        if card.card is not None:
            assert shown.cards[iid].card == card.card
    assert shown.zones == seat_view.view.zones
    assert {c for c in sample.legal() if c.seat == seat} == set(seat_view.legal)
    moves = 0
    pick = random.Random(2)
    while sample.result is None and moves < 5_000:
        sample.play(pick.choice(sample.legal()), check=False)
        moves += 1
    assert sample.result is not None


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seed_deals_one_sample_however_often_and_wherever_it_is_asked(game_id: str) -> None:
    """The view is laid out once and only the hidden cards are dealt for each sample: a seed
    deals the same position again after other samples were played on, and in a copy of the
    view sent to another process (pickled without its laid-out position)."""
    rules = get_rules(game_id)
    game = tabletop.new_game(game_id, seed=6, seats=("computer",) * rules.min_players)
    bot = RandomBot(6)
    for _ in range(12):
        if game.result is None:
            game.play(bot.choose(game, game.to_act[0]))
    seat_view = game.seat_view(game.to_act[0] if game.to_act else 0)
    first = seat_view.sample(seed=3).state.fingerprint()
    other = seat_view.sample(seed=4)
    pick = random.Random(1)
    while other.result is None and other.legal():
        other.play(pick.choice(other.legal()), check=False)
    assert seat_view.sample(seed=3).state.fingerprint() == first
    sent = pickle.loads(pickle.dumps(seat_view))
    assert "_sampler" not in sent.__dict__
    assert sent.sample(seed=3).state.fingerprint() == first


def test_the_seat_view_leaves_out_the_seed() -> None:
    """The seed would let a bot replay every shuffle: the seat's settings carry seed 0."""
    game = tabletop.new_game("tally", seed=1234)
    assert game.seat_view(0).config.seed == 0
    assert play_out(game, seed=1) > 0


def test_the_log_is_worded_as_it_stood_when_the_view_was_made_and_sent_as_lines() -> None:
    """A seat view words its log when first read (issue 31: most bots never read it), as the
    log stood when the view was made, whatever was played or undone since; pickled (the
    table's worker), it carries the lines, not the Game."""
    import pickle

    game = tabletop.new_game("empyrean", seed=5)
    mover = RandomBot(5)
    for _ in range(12):
        game.play(mover.choose(game, game.to_act[0]))
    then = game.seat_view(1)
    replay = tabletop.new_game("empyrean", seed=5)  # a second route: the same commands again
    for command in game.commands:
        replay.play(command)
    expected = tuple(replay.describe_log(1))
    for _ in range(8):
        game.play(mover.choose(game, game.to_act[0]))
    game.undo()
    game.undo()
    assert then.log == expected
    assert len(game.describe_log(1)) > len(expected)
    data = pickle.dumps(game.seat_view(1))
    assert b"tabletop.engine.game" not in data  # no Game, no log entry: the lines only
    sent = pickle.loads(data)
    assert sent.lines == tuple(game.describe_log(1)) == sent.log
    assert sent == game.seat_view(1)


def test_a_sample_keeps_card_ids_through_a_shuffle_and_its_config_is_kept_few() -> None:
    """A bot's sample plays with `fresh_ids` off (nobody watches it to be hidden from), the
    view's own config untouched; the sampled configs kept are bounded."""
    from tabletop.engine import seat as seat_module

    game = tabletop.new_game("clash", seed=3, seats=("computer", "computer"))
    view = game.seat_view(0)
    sample = view.sample(1)
    assert sample.config.fresh_ids is False and view.config.fresh_ids is True
    assert sample.config == view.config.__class__(**{**view.config.__dict__, "fresh_ids": False})
    assert view.sample(2).config is sample.config  # made once a config
    for seed in range(seat_module.SAMPLED_CONFIGS + 5):
        tabletop.new_game("tally", seed=seed, seats=("computer", "computer")).seat_view(0).sample(0)
    assert len(seat_module._SAMPLED) <= seat_module.SAMPLED_CONFIGS
