"""Victory (book): at 55 damage the end triggers; if the first player triggered it, the second
player takes one more turn; the least damage wins."""

from __future__ import annotations

from tabletop.engine.game import Game
from tests.games.clash.helpers import cmd, damage, scenario_text

END = """
turn: {turn}
first: 0
values: {{attack: {attack}, damage.p0: {d0}, damage.p1: {d1}}}
options: {{tie: {tie}}}
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
"""


def _game(turn: int, attack: int, d0: int, d1: int, tie: str = "draw") -> Game:
    return scenario_text(END.format(turn=turn, attack=attack, d0=d0, d1=d1, tie=tie))


def test_first_player_triggers_the_end_and_the_second_takes_one_more_turn() -> None:
    game = _game(turn=0, attack=10, d0=20, d1=50)
    game.play(cmd(0, "end"))  # the attack: Ben reaches 60
    assert damage(game, 1) == 60 and game.result is None
    assert game.to_act == (1,)  # one more turn for Ben
    for iid in list(game.state.zone("p1.hand")):
        game.play(cmd(1, "activate", iid, "p1.play"))
    game.play(cmd(1, "end"))
    assert game.result is not None and game.result.winners == (0,)
    assert game.result.scores == (20, 60)


def test_second_player_triggers_the_end_and_the_game_ends_with_the_turn() -> None:
    game = _game(turn=1, attack=10, d0=50, d1=20)
    game.play(cmd(1, "end"))
    assert game.result is not None and game.result.winners == (1,)


def test_the_end_is_counted_after_the_extra_turn() -> None:
    """The least total damage wins, counted when the extra turn is over."""
    game = _game(turn=0, attack=10, d0=50, d1=50)
    game.play(cmd(0, "end"))
    game.play(cmd(1, "end"))  # Ben has no cards and does nothing: 50 against 60
    assert game.result is not None and game.result.winners == (0,)


def test_a_tie_is_a_draw_or_the_second_players_by_option() -> None:
    """Reading (RULES.md, the rulebooks' README): equal damage is a draw, nobody won; option
    tie: second gives it to the player who did not start (they had no extra turn)."""
    draw = _game(turn=1, attack=5, d0=50, d1=55)
    draw.play(cmd(1, "end"))
    assert draw.result is not None and draw.result.is_draw
    assert (draw.result.winners, draw.result.drawn, draw.result.losers) == ((), (0, 1), ())
    assert draw.result.reason == "both armies at 55 damage"
    assert draw.result.sentence(draw.config.names.__getitem__).startswith("Draw: both armies")
    second = _game(turn=1, attack=5, d0=50, d1=55, tie="second")
    second.play(cmd(1, "end"))
    assert second.result is not None and second.result.winners == (1,)
