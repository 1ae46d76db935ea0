"""Empyrean rules over a fixture cardset of plain test cards, for the core rules tests.

The real decks are tested in their own files; these tests pin the book's general rules with
cards that each do one thing.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from tabletop.cards.cardset import Cardset, load_cardset
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.rules import GameConfig
from tabletop.engine.yamlsource import parse_yaml
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.rules import EmpyreanRules
from tests.games.empyrean.helpers import ids as ids
from tests.games.empyrean.helpers import might as might

FIXTURE = Path(__file__).parent / "fixture"


class FixtureRules(EmpyreanRules):
    @functools.cached_property
    def cardset(self) -> Cardset:
        return load_cardset("empyrean", EmpyreanCard, root=FIXTURE)


RULES = FixtureRules()


def new_game(
    seed: int = 1, players: int = 2, decks: tuple[str, ...] | None = None, **options: Any
) -> Game:
    decks = decks or ("fx", "fy", "fx")[:players]
    config = GameConfig(
        "empyrean",
        seed,
        players,
        decks,
        ("human",) * players,
        tuple(f"P{i}" for i in range(players)),
        options,
    )
    return Game(RULES, config)


def scenario(text: str) -> Game:
    """A game from scenario YAML (see docs/scenario-format.md) over the fixture cards."""
    source = parse_yaml(text, "test scenario")
    data = source.data
    players = int(data.get("players", 2))
    decks = tuple(data.get("decks", ("fx", "fy", "fx")[:players]))
    config = GameConfig(
        "empyrean",
        int(data.get("seed", 1)),
        players,
        decks,
        ("human",) * players,
        tuple(f"P{i}" for i in range(players)),
        dict(data.get("options", {})),
    )
    from tabletop.engine.scenario import ScenarioData

    return Game(RULES, config, ScenarioData(source))


def find(game: Game, card: str, zone: str | None = None) -> int:
    for iid, inst in game.state.cards.items():
        if inst.card == card and (zone is None or game.state.where[iid] == zone):
            return iid
    raise KeyError(card)


def choose(game: Game, **match: Any) -> None:
    """Play the one legal 'choose' command matching the given fields."""
    options = [
        c
        for c in game.legal()
        if c.kind == "choose" and all(getattr(c, k) == v for k, v in match.items())
    ]
    assert len(options) == 1, (match, game.legal())
    game.play(options[0])


def pass_all(game: Game) -> None:
    """Everyone passes until a decision other than deploy/command is asked."""
    while game.state.decision and game.state.decision.kind in ("deploy", "command"):
        seat = game.to_act[0]
        game.play(Command(seat, "pass" if game.state.decision.kind == "deploy" else "done"))
