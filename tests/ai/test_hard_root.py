"""Hard's root (ai/hard.py): the commands a game calls dominated are never played, and with
`override_z` the search overrules the look-ahead's pick only when sure of its own."""

from __future__ import annotations

import dataclasses
import random

import pytest

import tabletop
from tabletop.ai import hard
from tabletop.ai.hard import HardBot, _sure
from tabletop.ai.policy import Policy, policy_for
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView
from tabletop.games.ucg.bot import dominated
from tests.ai.scenario import SCENARIOS


def test_sure_needs_the_paired_mean_above_z_standard_errors() -> None:
    """Paired differences 0.2, 0.1 and 0.3 (rounds 1 to 3): mean 0.2, standard deviation 0.1,
    standard error 0.1 / sqrt(3) = 0.0577; sure at z = 3 (0.173), not at z = 4 (0.231).
    Rounds only one command was played in do not count; one shared round is never enough."""
    challenger = {1: 0.7, 2: 0.6, 3: 0.9, 4: 1.0}
    favourite = {1: 0.5, 2: 0.5, 3: 0.6, 5: 0.0}
    assert _sure(challenger, favourite, 3.0)
    assert not _sure(challenger, favourite, 4.0)
    assert not _sure({1: 1.0}, {1: 0.0}, 0.0)


def test_ucg_never_ends_the_primary_phase_with_its_resource_unplayed() -> None:
    """README, UCG: one resource card into the Reserve Zone each Primary Phase; it costs
    nothing, so ending the phase before it is dominated, and only then."""
    end, resource = Command(0, "end"), Command(0, "resource", 5, "zone:p0.reserve")
    summon = Command(0, "summon", 6, "zone:p0.active")
    assert dominated("primary", [resource, summon, end]) == [end]
    assert dominated("primary", [summon, end]) == []
    assert dominated("conflict", [Command(0, "attack", 6, "zone:p0.encounter"), end]) == []


def test_hard_keeps_the_look_aheads_pick_unless_sure(monkeypatch: pytest.MonkeyPatch) -> None:
    """Ann's Primary Phase of the "ucg-primary" scenario: 2 Terra in her Reserve, Sunforge
    Crystal (gives 2), Ember Vein, Ash Recruit (1 Terra), Forge Sentinel (2), Ember Charger
    (3) in hand. The Crystal first is best (2 + 2 Terra pay the Charger and the Recruit), and
    the search finds it. Told that the look-ahead favours Forge Sentinel (its score given no
    weight in the search), a search that can never be sure enough keeps the Sentinel; one that
    needs no certainty plays the Crystal."""
    game = tabletop.load_scenario(SCENARIOS / "ucg-primary.yaml")
    policy = policy_for(game.rules)
    cards = game.rules.cardset.cards

    def name(command: Command) -> str:
        assert command.source is not None
        return str(cards[game.state.cards[command.source].card].name)

    def favours_the_sentinel(seat: SeatView, *args: object) -> dict[Command, float]:
        return {c: 0.9 if c.source and name(c) == "Forge Sentinel" else 0.5 for c in seat.legal}

    monkeypatch.setattr(hard, "look_ahead", favours_the_sentinel)
    monkeypatch.setattr(hard, "PRIOR_VISITS", 0)  # the pick, not its score, is what counts here
    for z, expected in ((1e9, "Forge Sentinel"), (None, "Sunforge Crystal")):
        monkeypatch.setattr(policy, "hints", dataclasses.replace(policy.hints, override_z=z))
        for seed in range(3):
            assert name(HardBot(seed, iterations=60).decide(game.seat_view(0))) == expected


def test_hard_never_searches_a_dominated_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that calls every command but one dominated gets that one, unsearched."""
    game = tabletop.load_scenario(SCENARIOS / "ucg-primary.yaml")
    policy = policy_for(game.rules)
    legal = [c for c in game.legal() if c.seat == 0]
    keep = legal[-1]

    def all_but_one(kind: str | None, commands: list[Command]) -> list[Command]:
        return [c for c in commands if c != keep]

    monkeypatch.setattr(policy, "hints", dataclasses.replace(policy.hints, dominated=all_but_one))
    bot = HardBot(0, iterations=24)
    assert bot.decide(game.seat_view(0)) == keep
    assert bot.last.iterations == 0


def test_hard_seeds_its_root_from_as_many_deals_as_the_game_asks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`prior_samples` (the game's hints): the look-ahead that seeds Hard's root reads that
    many deals of the hidden cards; Normal reads the engine's LOOK_AHEAD_SAMPLES."""
    from tabletop.engine.contract import LOOK_AHEAD_SAMPLES

    game = tabletop.load_scenario(SCENARIOS / "ucg-primary.yaml")
    policy = policy_for(game.rules)
    asked: list[int] = []
    from tabletop.ai.look_ahead import look_ahead as real

    def counting(
        seat: SeatView, policy: Policy, rng: random.Random, samples: int, legal: list[Command]
    ) -> dict[Command, float]:
        asked.append(samples)
        return real(seat, policy, rng, samples, legal)

    monkeypatch.setattr(hard, "look_ahead", counting)
    for samples in (LOOK_AHEAD_SAMPLES, 9):
        monkeypatch.setattr(
            policy, "hints", dataclasses.replace(policy.hints, prior_samples=samples)
        )
        HardBot(0, iterations=8).decide(game.seat_view(0))
    assert asked == [LOOK_AHEAD_SAMPLES, 9]
