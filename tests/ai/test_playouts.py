"""Hard's playouts: the games' plain way of playing (`playout` in their evaluation modules)."""

from __future__ import annotations

import random

import pytest

import tabletop
from tabletop.ai.evaluate import look_ahead_hints
from tabletop.ai.policy import Policy
from tabletop.engine.commands import Command
from tabletop.engine.registry import get_rules
from tabletop.games.clash.bot import playout as clash_playout
from tests.ai.scenario import SCENARIOS


class Steady(random.Random):
    """A generator whose `random()` never falls under a playout's chance to wander."""

    def random(self) -> float:
        return 0.99


def test_games_with_a_plain_way_offer_it_to_the_playouts() -> None:
    """Clash, UCG, EoC and Empyrean name a playout choice."""
    for game in ("clash", "ucg", "eoc", "empyrean"):
        assert look_ahead_hints(get_rules(game)).playout is not None, game


def test_an_empyrean_playout_deploys_where_the_might_swings_a_battlefield_most() -> None:
    """Seeded random games, at each deploy decision with more than one place: the playout's
    deployment is one whose printed might moves its battlefield's expected result (the
    logistic of the might margin) the most, as worked out here from the rows."""
    import math

    from tabletop.engine.api import new_game
    from tabletop.games.empyrean.bot import PLAYOUT_SPREAD
    from tabletop.games.empyrean.bot import playout as empyrean_playout

    def might(game: tabletop.Game, iid: int) -> int:
        card = game.state.cards[iid]
        if card.face_up:
            return int(card.counters.get("might", 0))
        return int(getattr(game.rules.cardset.cards[card.card], "might", 0))

    def gain(game: tabletop.Game, command: Command) -> float:
        seat, bf = command.seat, str(command.target).rpartition(".bf")[2]
        mine = sum(might(game, i) for i in game.state.zone(f"p{seat}.bf{bf}"))
        theirs = sum(might(game, i) for i in game.state.zone(f"p{1 - seat}.bf{bf}"))
        after = mine + might(game, int(command.source or 0))
        return sum(
            sign / (1 + math.exp(-(m - theirs) / PLAYOUT_SPREAD))
            for sign, m in ((1, after), (-1, mine))
        )

    checked = 0
    for seed in range(6):
        game = new_game("empyrean", seed=seed, players=2, seats=("computer",) * 2)
        rng = random.Random(seed)
        while game.result is None:
            legal = game.legal()
            deploys = [c for c in legal if c.kind == "deploy"]
            if len({c.target for c in deploys}) > 1 and len({c.source for c in deploys}) > 1:
                mine = [c for c in legal if c.seat == deploys[0].seat]
                chosen = empyrean_playout(game.state, game.rules, "deploy", mine, Steady(seed))
                assert chosen is not None and chosen.kind == "deploy"
                best = max(gain(game, c) for c in deploys)
                assert gain(game, chosen) == pytest.approx(best, abs=1e-5)
                checked += 1
            game.play(rng.choice(legal))
    assert checked >= 20


def test_a_plain_clash_turn_activates_the_hand_buys_the_dearest_then_attacks() -> None:
    """Clash, "Military Phase" and "Economic Phase": Ann's hand (a Spearman, 2 attack, and a
    Gold, 1 resource) is activated first; her 5 resources and the Gold's 1 then pay for Jewels
    (cost 6), the dearest card in the market (Archer 3, Spearman 2); she attacks with the
    Spearman's 2 and ends her turn."""
    game = tabletop.load_scenario(SCENARIOS / "clash-plain-turn.yaml")
    cards = game.rules.cardset.cards
    costs = {c.name: c.cost for c in cards.values() if c.name in ("Jewels", "Archer", "Spearman")}
    assert costs == {"Jewels": 6, "Archer": 3, "Spearman": 2}
    rng = Steady(1)
    played: list[Command] = []
    while game.state.values.get("turn") == 0 and len(played) < 10:
        decision = game.state.decision
        assert decision is not None
        mine = [c for c in game.legal() if c.seat == 0]
        chosen = clash_playout(game.state, game.rules, decision.kind, mine, rng)
        assert chosen is not None
        played.append(chosen)
        game.play(chosen)
    kinds = [c.kind for c in played]
    assert kinds == ["activate", "activate", "buy", "attack", "end"]
    bought = played[2].source
    assert bought is not None and cards[game.state.cards[bought].card].name == "Jewels"


def test_the_playout_uses_the_games_choice_where_it_has_one() -> None:
    """A playout from the plain Clash turn buys Jewels, which a sensible random player
    would not always do: the playout follows the game's choice when it names one."""
    game = tabletop.load_scenario(SCENARIOS / "clash-plain-turn.yaml")
    policy = Policy(game.rules)
    for seed in range(5):
        sim = game.seat_view(0).sample(seed)
        policy.play_out(sim, Steady(seed), 5)
        names = game.rules.cardset.cards
        discard = [names[sim.state.cards[iid].card].name for iid in sim.state.zone("p0.discard")]
        assert "Jewels" in discard


def test_a_plain_ucg_conflict_attacks_with_what_no_blocker_stops_else_ends() -> None:
    """Book, "Procedure of an Encounter" (blocked characters deal their Combat to each other;
    slain when the damage reaches Combat): Ben's Kiln Titan (5) meets no blocker of Ann's that
    slays it and survives (Forge Sentinel, 3, would be slain for nothing), so the plain
    Conflict Phase attacks with it; his Ash Recruit (2) alone would be blocked and slain by the
    Sentinel, which survives, so then the phase ends instead."""
    from tabletop.games.ucg.bot import playout as ucg_playout

    game = tabletop.load_scenario(SCENARIOS / "ucg-block.yaml")
    cards = game.rules.cardset.cards
    names_in_play = ("Kiln Titan", "Ash Recruit", "Forge Sentinel")
    combat = {c.name: c.combat for c in cards.values() if c.name in names_in_play}
    assert combat == {"Kiln Titan": 5, "Ash Recruit": 2, "Forge Sentinel": 3}
    names = {iid: cards[game.state.cards[iid].card].name for iid in game.state.cards}
    decision = game.state.decision
    assert decision is not None and decision.kind == "conflict"
    mine = [c for c in game.legal() if c.seat == 1]
    chosen = ucg_playout(game.state, game.rules, "conflict", mine, Steady(1))
    assert chosen is not None and chosen.kind == "attack" and chosen.source is not None
    assert names[chosen.source] == "Kiln Titan"
    without_titan = [c for c in mine if c.source is None or names[c.source] != "Kiln Titan"]
    chosen = ucg_playout(game.state, game.rules, "conflict", without_titan, Steady(1))
    assert chosen is not None and chosen.kind == "end"


def test_a_plain_eoc_attack_destroys_without_loss_and_never_into_a_losing_counter() -> None:
    """EoC, "Clean-up Phase: Graveyard" (destroyed when the damage is greater than the
    defense) and "Opponent Counter-Attack": Volt Lancer (ATK 3, DEF 3) attacks Thorn Sprout
    (ATK 2, DEF 1), which it destroys and whose counter it survives, not Grove Elk (DEF 3).
    Spark Sprite (ATK 1, DEF 2) would be destroyed by Grove Elk's counter (ATK 3) for nothing,
    and Coral Guardian (ATK 2) cannot get past the Elk's DEF 3: that phase just ends."""
    from tabletop.games.eoc.bot import playout as eoc_playout

    stats = {
        (c.name, stat): int(getattr(c, stat))
        for c in get_rules("eoc").cardset.cards.values()
        for stat in ("atk", "defense")
        if c.name in ("Volt Lancer", "Thorn Sprout", "Grove Elk", "Spark Sprite", "Coral Guardian")
    }
    assert stats[("Volt Lancer", "atk")] > stats[("Thorn Sprout", "defense")]
    assert stats[("Thorn Sprout", "atk")] <= stats[("Volt Lancer", "defense")]
    assert stats[("Volt Lancer", "atk")] <= stats[("Grove Elk", "defense")]
    assert stats[("Grove Elk", "atk")] > stats[("Spark Sprite", "defense")]
    assert stats[("Coral Guardian", "atk")] <= stats[("Grove Elk", "defense")]
    free_kill = tabletop.load_scenario(SCENARIOS / "eoc-free-kill.yaml")
    mine = [c for c in free_kill.legal() if c.seat == 0]
    chosen = eoc_playout(free_kill.state, free_kill.rules, "attack", mine, Steady(2))
    names = free_kill.rules.cardset.cards
    assert chosen is not None and chosen.kind == "attack" and chosen.target_card is not None
    assert names[free_kill.state.cards[chosen.target_card].card].name == "Thorn Sprout"
    losing = tabletop.load_scenario(SCENARIOS / "eoc-losing-attack.yaml")
    mine = [c for c in losing.legal() if c.seat == 0]
    assert {c.kind for c in mine} >= {"attack", "end"}
    chosen = eoc_playout(losing.state, losing.rules, "attack", mine, Steady(3))
    assert chosen is not None and chosen.kind == "end"
