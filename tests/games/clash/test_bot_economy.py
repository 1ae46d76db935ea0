"""Normal keeps its economy: it scraps its own Gold and Gems only for something the evaluation
can name (a market card the resource pays for), never for a resource nothing needs."""

from __future__ import annotations

from tabletop.ai.bots import make_bot
from tabletop.engine.game import Game
from tests.games.clash.helpers import activate, scenario_text

#: Gold, Gold and Gems give 4 resources; the market holds {market} (or nothing)
TURN = """
turn: 0
zones:
  p0.camp: [Camp]
  p1.camp: [Camp]
  p0.hand: [Gold, Gold, Gems]
  p0.deck: [Gold, Gold, Gold, Gold, Gold]
  p1.deck: [Gold, Gold, Gold, Gold, Gold]
{market}
"""


def _resources_played(market: str) -> Game:
    game = scenario_text(TURN.format(market=market))
    for name in ("Gold", "Gold", "Gems"):
        activate(game, 0, name)
    assert game.state.value("resources") == 4
    return game


def _choices(game: Game, seeds: range) -> list[str]:
    """Normal's command kind in this position, bot seed by bot seed."""
    return [make_bot("normal", seed).decide(game.seat_view(0)).kind for seed in seeds]


def test_normal_does_not_scrap_a_resource_nothing_needs() -> None:
    """An empty market: a fifth resource buys nothing, so the Gold stays in the deck."""
    game = _resources_played("")
    assert {c.kind for c in game.legal()} == {"scrap", "end"}
    assert _choices(game, range(4)) == ["end"] * 4


def test_normal_does_not_scrap_when_no_dearer_card_comes_in_reach() -> None:
    """Four resources already pay for the Pikeman; a fifth or sixth reaches nothing more (the
    Keep costs 7): buying, not scrapping, is the play."""
    game = _resources_played("  market.s1: [Pikeman]\n  market.s2: [Keep]")
    kinds = _choices(game, range(4))
    assert "scrap" not in kinds
    assert set(kinds) <= {"buy", "end"}


def test_normal_still_scraps_a_gold_that_pays_for_a_card() -> None:
    """The market's one card costs 5: the fifth resource (a Gold scrapped) buys it."""
    game = _resources_played("  market.s1: [Sergeant]")
    assert "buy" not in {c.kind for c in game.legal()}
    kinds = _choices(game, range(4))
    assert kinds == ["scrap"] * 4


def test_easy_ends_as_often_as_it_scraps_when_only_scraps_are_left() -> None:
    """Scrapping is never needed: with only scraps and the end left, ending is sensible."""
    game = _resources_played("")
    kinds = {make_bot("easy", seed).decide(game.seat_view(0)).kind for seed in range(12)}
    assert kinds == {"scrap", "end"}
