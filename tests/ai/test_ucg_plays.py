"""UCG's playouts play effects only where they plainly help (ai/evaluate/ucg_plays.py).

The expectations come from the cards' texts and the README's UCG facts, worked out by hand
in each test: 2 damage slays a character of Combat 1, not one of Combat 5; +2 Combat "this
turn" outside an encounter changes nothing; damage to the opponent always counts.
"""

from __future__ import annotations

import random

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.games.ucg.bot import playout
from tests.ai.scenario import SCENARIOS


def _effects_position() -> tuple[Game, dict[int, str]]:
    game = tabletop.load_scenario(SCENARIOS / "ucg-effects.yaml")
    cards = game.rules.cardset.cards
    return game, {iid: cards[game.state.cards[iid].card].name for iid in game.state.cards}


def _label(names: dict[int, str], command: Command) -> str:
    what = names.get(command.source, command.kind) if command.source is not None else command.kind
    target = command.target_card
    return what if target is None else f"{what} -> {names[target]}"


def _choices(game: Game, names: dict[int, str], seat: int, kind: str) -> set[str]:
    mine = [c for c in game.legal() if c.seat == seat]
    picks = (playout(game.state, game.rules, kind, mine, random.Random(n)) for n in range(40))
    return {_label(names, c) for c in picks if c is not None}


def test_primary_playout_plays_only_the_effects_that_help_now() -> None:
    """README, UCG "Ignitions and sequences" and the cards' texts: in Ann's Primary Phase
    Flare Bolt's 2 damage slays Ben's Cinder Scout (Combat 1) but not his Kiln Titan (5), and
    never her own Sentinel; Scorched Earth's 2 damage to Ben always counts; Battle Fury's +2
    Combat "this turn" helps no one outside an encounter."""
    game, names = _effects_position()
    assert _choices(game, names, 0, "primary") == {
        "Flare Bolt -> Cinder Scout",
        "Scorched Earth",
    }


def test_primary_playout_ends_when_no_effect_helps() -> None:
    """Offered only Battle Fury (no encounter under way) and the way out, the Primary Phase
    ends."""
    game, names = _effects_position()
    idle = [
        c
        for c in game.legal()
        if c.kind == "end" or (c.source is not None and names[c.source] == "Battle Fury")
    ]
    assert len(idle) == 4  # Battle Fury on each of the three characters, and end
    picks = {playout(game.state, game.rules, "primary", idle, random.Random(n)) for n in range(20)}
    assert {_label(names, c) for c in picks if c is not None} == {"end"}


def test_reply_playout_negates_a_play_that_hurts_and_lets_an_idle_one_pass() -> None:
    """README, UCG: a response is a sequence; Still Waters negates the play beneath it. Ben
    negates Flare Bolt aimed at his Cinder Scout (it would be slain), but lets Battle Fury on
    Ann's own Sentinel resolve: spending a card on it wins him nothing."""
    game, names = _effects_position()
    game.play(Command(0, "ignite", _id(names, "Flare Bolt"), f"card:{_id(names, 'Cinder Scout')}"))
    assert _choices(game, names, 1, "respond") == {"Still Waters"}

    game, names = _effects_position()
    game.play(
        Command(0, "ignite", _id(names, "Battle Fury"), f"card:{_id(names, 'Forge Sentinel')}")
    )
    assert _choices(game, names, 1, "respond") == {"pass"}


def _id(names: dict[int, str], name: str) -> int:
    return next(iid for iid, n in names.items() if n == name)
