"""UCG in words: button labels, precise refusals, and the stack's order on the table."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import IllegalCommand
from tabletop.engine.view import make_view
from tabletop.games.ucg.rules import RULES
from tests.games.ucg.helpers import cmd, find, scenario, scenario_text
from tests.games.ucg.test_turn import PAYING


def test_labels_name_the_card_and_the_place() -> None:
    game = scenario("sequences")
    bolt, guard = find(game, "Flare Bolt"), find(game, "Reef Guard")
    vein = find(game, "Ember Vein", "p0.hand")
    labels = {game.rules.describe_command(game.state, c) for c in game.legal()}
    assert "Ignite Flare Bolt on Reef Guard" in labels
    assert "Play Ember Vein as a resource" in labels
    assert "Go to the Conflict Phase" in labels
    game.play(cmd(0, "ignite", bolt, guard))
    labels = {game.rules.describe_command(game.state, c) for c in game.legal()}
    assert "Sequence Still Waters into Effect Zone 1" in labels and "Pass" in labels
    assert vein in game.state.zone("p0.hand")


def test_refusals_say_why() -> None:
    """Terra short, a second resource, an Unstoppable attacker: one clear reason each."""
    game = scenario_text(PAYING)
    titan = find(game, "Kiln Titan")
    veins = [i for i in game.state.zone("p0.hand") if i != titan]
    game.play(cmd(0, "resource", veins[0], "zone:p0.reserve"))
    why = game.rules.explain_illegal(
        game.state, cmd(0, "resource", veins[1], "zone:p0.reserve"), []
    )
    assert why == (
        "Ember Vein waits: you have already played a resource card this turn (one a turn) "
        "(rules, Primary Phase)."
    )
    game2 = scenario_text(PAYING.replace("Sunforge Crystal", "Ember Vein"))
    titan2 = find(game2, "Kiln Titan")
    with pytest.raises(IllegalCommand, match="Kiln Titan costs 4 Terra; your Reserve gives 3"):
        game2.play(cmd(0, "summon", titan2, "zone:p0.active"))  # 3 Veins: 3 Terra


def test_terra_refusal_counts_the_reserve() -> None:
    game = scenario_text(PAYING.replace("Kiln Titan", "Kiln Titan, Kiln Titan"))
    first, second = [
        i for i in game.state.zone("p0.hand") if game.state.cards[i].card == "kiln-titan"
    ]
    game.play(cmd(0, "summon", first, "zone:p0.active"))  # 4 of the 4 Terra
    why = game.rules.explain_illegal(game.state, cmd(0, "summon", second, "zone:p0.active"), [])
    assert why == (
        "Kiln Titan costs 4 Terra; your Reserve gives 0: Terra is paid from the Reserve "
        "(rules, Primary Phase)."
    )


def test_the_table_shows_the_stack_order() -> None:
    """The issue, "The table and print": the stack shown in order. The Ignition Zone's Flare
    Bolt resolves second, Ben's Tidal Blessing in Effect Zone 1 first."""
    game = scenario("sequences")
    bolt, blessing, guard = (find(game, n) for n in ("Flare Bolt", "Tidal Blessing", "Reef Guard"))
    game.play(cmd(0, "ignite", bolt, guard))
    game.play(cmd(1, "sequence", blessing, guard))
    view = make_view(game.state, RULES.layout.zones(2), 0)
    assert RULES.zone_summary(view, "p0.ignition") == "2nd out"
    assert RULES.zone_summary(view, "p1.effect1") == "1st out"
    assert RULES.zone_summary(view, "p0.reserve") == "2 Terra"


def test_the_encounter_zones_show_their_combat() -> None:
    """The table reads an encounter at a glance: the attacker's Combat against the blockers'."""
    game = scenario("assist-encounter")
    titan, warden, guard = (find(game, n) for n in ("Kiln Titan", "Shell Warden", "Reef Guard"))
    game.play(cmd(0, "attack", titan, "zone:p0.encounter"))
    game.play(cmd(1, "block", warden, titan))
    game.play(cmd(1, "assist", guard, warden))
    view = make_view(game.state, RULES.layout.zones(2), 1)
    assert RULES.zone_summary(view, "p0.encounter") == "Combat 5"
    assert RULES.zone_summary(view, "p1.encounter") == "Combat 4 + 2"


def test_every_command_of_a_game_has_words() -> None:
    """Every command a seat is offered in a whole game has a label in words, not the raw
    command (the table's buttons and menus show these)."""
    import random

    import tabletop

    game = tabletop.new_game("ucg", seed=7, decks=("emberguard", "tidecaller"))
    rng = random.Random(7)
    while game.result is None:
        legal = game.legal()
        for command in legal:
            label = game.rules.describe_command(game.state, command)
            assert not label.startswith("seat "), label
        game.play(rng.choice(legal))


def test_the_deck_is_counted_once() -> None:
    """The deck's pile carries its count; a "44 cards" tally beside the same "44" said it
    twice, and shrank the opponent's deck to half its size to make room."""
    game = tabletop.new_game("ucg", seed=1)
    view = game.view(0)
    assert len(view.zone("p1.deck")) > 0
    assert RULES.zone_summary(view, "p1.deck") is None
