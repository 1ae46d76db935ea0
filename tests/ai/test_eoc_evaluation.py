"""EoC: Normal attacks when the trade is favourable and not otherwise, and a Vanquisher left
open to attack counts as partly lost (ai/evaluate/eoc.py)."""

from __future__ import annotations

from typing import cast

from tabletop.ai.bots import make_bot
from tabletop.engine.commands import Command, card_target
from tabletop.games.eoc import bot as eoc
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.combat import Stats
from tests.ai.scenario import card_named, position


def _printed(name: str, stat: str) -> int:
    card = next(c for c in _cards().values() if c.name == name)
    return int(getattr(card, stat))


def test_normal_takes_the_attack_that_destroys_without_loss() -> None:
    """Book, "Clean-up Phase: Graveyard" (destroyed when the damage is greater than the
    defense) and "Opponent Counter-Attack": Volt Lancer against Thorn Sprout destroys it and
    survives its counter; against Grove Elk nothing happens; so it attacks the Sprout."""
    lancer_atk, lancer_def = _printed("Volt Lancer", "atk"), _printed("Volt Lancer", "defense")
    assert lancer_atk > _printed("Thorn Sprout", "defense")
    assert _printed("Thorn Sprout", "atk") <= lancer_def
    assert lancer_atk <= _printed("Grove Elk", "defense")
    game = position("eoc-free-kill")
    lancer, sprout = card_named(game, "Volt Lancer"), card_named(game, "Thorn Sprout")
    for seed in range(3):
        chosen = make_bot("normal", seed).decide(game.seat_view(0))
        assert chosen == Command(0, "attack", lancer, card_target(sprout))


def test_normal_does_not_attack_into_a_counter_that_destroys_its_creature() -> None:
    """Book, "Opponent Counter-Attack" (mandatory): Spark Sprite's attack cannot destroy
    Grove Elk and the Elk's counter destroys the Sprite, so Normal never sends the Sprite in
    (at home it survives whenever the Elk attacks Coral Guardian instead); Easy, random among
    the sensible commands, always attacks, with the Sprite now and then."""
    assert _printed("Spark Sprite", "atk") <= _printed("Grove Elk", "defense")
    assert _printed("Grove Elk", "atk") > _printed("Spark Sprite", "defense")
    game = position("eoc-losing-attack")
    sprite = card_named(game, "Spark Sprite")
    for seed in range(3):
        chosen = make_bot("normal", seed).decide(game.seat_view(0))
        assert chosen.source != sprite
    easy = {make_bot("easy", seed).decide(game.seat_view(0)) for seed in range(8)}
    assert {c.kind for c in easy} == {"attack"}
    assert sprite in {c.source for c in easy}


def test_an_open_vanquisher_counts_a_share_of_its_stage_lost() -> None:
    """Book, "Your Attack": the Vanquisher can be attacked when its owner has no active
    creature. Ben has none and Maris (Stage 1) has DEF 5: Ann's Volt Lancer and Grove Elk
    attack for 3 + 3, more than 5, so a share of the stage (Stage 1 less Stage 2) counts as
    lost; the Lancer alone (3) is not enough."""
    maris = next(c for c in _cards().values() if c.name == "Maris, Tide Warden")
    assert maris.stages[0].defense == 5
    assert _printed("Volt Lancer", "atk") + _printed("Grove Elk", "atk") > 5
    game = position("eoc-open-vanquisher")
    state = game.state
    stats = Stats(state, _cards())
    lost = eoc.OPEN_VANQUISHER * (eoc.STAGE_ONE - eoc.STAGE_TWO)
    assert eoc.open_vanquisher_loss(state, stats, 1) == lost
    assert eoc.open_vanquisher_loss(state, stats, 0) == 0.0  # Ann has creatures
    alone = state.copy()
    alone.cards[card_named(game, "Grove Elk")].flags.add("destroyed")
    assert eoc.open_vanquisher_loss(alone, Stats(alone, _cards()), 1) == 0.0


def _cards() -> dict[str, EocCard]:
    from tabletop.engine.registry import get_rules

    return cast("dict[str, EocCard]", get_rules("eoc").cardset.cards)
