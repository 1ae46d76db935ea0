"""UCG: the forecast of the next Conflict Phase (ai/evaluate/ucg_blocks.py) and Normal's
blocks."""

from __future__ import annotations

from typing import cast

from tabletop.ai.bots import make_bot
from tabletop.engine.commands import Command, card_target, zone_target
from tabletop.engine.registry import get_rules
from tabletop.games.ucg.board import Board
from tabletop.games.ucg.bot import settle
from tabletop.games.ucg.bot_blocks import exchange, next_conflict
from tabletop.games.ucg.cards import UcgCard
from tests.ai.scenario import card_named, position


def _combat(name: str) -> int:
    card = next(c for c in _cards().values() if c.name == name)
    return int(card.combat or 0)


def _cards() -> dict[str, UcgCard]:
    return cast("dict[str, UcgCard]", get_rules("ucg").cardset.cards)


def test_the_forecast_blocks_what_its_blocker_slays_and_survives() -> None:
    """Book, "Procedure of an Encounter": blocked characters deal their Combat to each other
    and the one whose damage reaches its Combat is slain; unblocked, the damage goes to the
    deck ("Attacking Unopposed"). Forge Sentinel (3) blocks Ash Recruit (2): slays it and
    survives; it cannot slay Kiln Titan (5) nor survive it, so the Titan's 5 go through. In
    Ann's next Conflict Phase the Titan, Active, blocks the Sentinel and slays it."""
    sentinel, recruit, titan = (_combat(n) for n in ("Forge Sentinel", "Ash Recruit", "Kiln Titan"))
    assert sentinel >= recruit and sentinel > recruit  # slays the Recruit and survives it
    assert sentinel < titan  # neither slays nor survives the Titan
    game = position("ucg-block")
    board = Board(game.state, _cards())
    forecast = next_conflict(game.state, board, 0)
    assert forecast.under_way  # Ben's Conflict Phase is going on
    assert forecast.unblocked == titan
    assert forecast.attackers_slain == [card_named(game, "Ash Recruit")]
    assert forecast.blockers_slain == []
    ann_next = next_conflict(game.state, board, 1)  # Ben's Active characters block Ann
    assert ann_next.unblocked == 0
    assert ann_next.attackers_slain == [card_named(game, "Forge Sentinel")]


def test_normal_blocks_the_attacker_it_slays_and_survives() -> None:
    """The same encounter at the table: Ben's Ash Recruit attacks; Normal blocks it with
    Forge Sentinel (the Recruit is slain, the Sentinel is not)."""
    game = position("ucg-block")
    recruit, sentinel = card_named(game, "Ash Recruit"), card_named(game, "Forge Sentinel")
    game.play(Command(1, "attack", recruit, zone_target("p1.encounter")))
    while game.to_act[0] != 0:  # Ben's reply windows, if any
        game.play(next(c for c in game.legal() if c.kind == "pass"))
    assert game.state.decision is not None and game.state.decision.kind == "block"
    for seed in range(3):
        chosen = make_bot("normal", seed).decide(game.seat_view(0))
        assert chosen == Command(0, "block", sentinel, card_target(recruit))


def test_expertise_strikes_first_in_the_forecast() -> None:
    """Book, "Characters with Expertise": "You attack with a character that has Expertise
    that has a Combat Statistic of Two. Your opponent blocks with a character with Combat of
    Two ... your character would inflict its damage first. This would immediately send the
    blocking character to The Void, before it can deal damage." So Blaze Duelist attacking
    Ash Recruit's block slays it and survives, and so does the Duelist blocking the Recruit."""
    game = position("ucg-expertise")
    board = Board(game.state, _cards())
    duelist, recruit = card_named(game, "Blaze Duelist"), card_named(game, "Ash Recruit")
    assert (_combat("Blaze Duelist"), _combat("Ash Recruit")) == (2, 2)
    assert exchange(board, duelist, 2, 2, recruit, 2) == (False, True)
    assert exchange(board, recruit, 2, 2, duelist, 2) == (True, False)  # the Duelist blocks
    forecast = next_conflict(game.state, board, 1)  # Ann attacks: the Recruit does not block
    assert forecast.unblocked == 2 and forecast.blockers_slain == []


def test_the_look_ahead_plays_the_resource_then_the_dearest_characters() -> None:
    """The rest of a Primary Phase in Normal's look-ahead (ai/evaluate/ucg.py, settle): the
    resource that gives the most Terra first, then the dearest character it pays for. Ann has
    2 Terra in her Reserve; Sunforge Crystal gives 2 (Ember Vein 1), so 4 Terra: Ember Charger
    (3) is summoned, then Ash Recruit (1, the 1 Terra left); with no Terra left the phase ends
    by itself, Forge Sentinel and the Ember Vein still in her hand."""
    game = position("ucg-primary")
    rules = game.rules
    cards = _cards()
    assert next(c for c in cards.values() if c.name == "Sunforge Crystal").gives == 2
    assert [_terra(n) for n in ("Ash Recruit", "Forge Sentinel", "Ember Charger")] == [1, 2, 3]
    expected = [
        Command(0, "resource", card_named(game, "Sunforge Crystal"), zone_target("p0.reserve")),
        Command(0, "summon", card_named(game, "Ember Charger"), zone_target("p0.active")),
        Command(0, "summon", card_named(game, "Ash Recruit"), zone_target("p0.active")),
    ]
    for want in expected:
        assert game.state.decision is not None and game.state.decision.kind == "primary"
        mine = [c for c in game.legal() if c.seat == 0]
        assert settle(game.state, rules, "primary", mine) == want
        game.play(want)
    assert game.state.phase == "conflict"
    hand = {_cards()[game.state.cards[i].card].name for i in game.state.zone("p0.hand")}
    assert hand == {"Forge Sentinel", "Ember Vein"}


def _terra(name: str) -> int:
    return next(c for c in _cards().values() if c.name == name).terra
