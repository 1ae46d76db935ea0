"""A test game whose outcome is known: by the game's own ten-sided die, before anyone moves, the
last `draws` faces are a draw, and of the others, faces below `odds` win for seat 0 and the
rest for seat 1. Each seat draws one card; the winner plays it (moves it from hand to its table
slot), so every card played was played by the winner."""

from __future__ import annotations

from tabletop.engine import effects, registry
from tabletop.engine.outcome import Outcome
from tabletop.engine.rules import Context
from tabletop.games.tally.rules import TallyRules


class CoinGame(TallyRules):
    title = "Coin game (test)"
    max_players = 2

    def __init__(self, game_id: str, odds: int, draws: int = 0) -> None:
        self.id = game_id
        self.odds = odds
        self.draws = draws
        self.__dict__["cardset"] = registry.get_rules("tally").cardset

    def setup(self, ctx: Context) -> None:
        ctx.open_zones()
        for seat, deck in enumerate(ctx.config.decks):
            ctx.create_deck(self.cardset.deck_cards(deck), seat, f"p{seat}.deck")
            effects.draw(ctx, f"p{seat}.deck", f"p{seat}.hand", 1)
        ctx.set_value("first", 0, "first player")
        face = ctx.random_below(10, "coin")
        if face >= 10 - self.draws:
            ctx.end(Outcome.draw([0, 1], 2, "the coin stood on its edge", [0, 0]))
            return
        winner = 0 if face < self.odds else 1
        ctx.move(ctx.state.zone(f"p{winner}.hand")[0], f"p{winner}.table")
        ctx.end(Outcome.won([winner], 2, "the coin", [int(s == winner) for s in range(2)]))
