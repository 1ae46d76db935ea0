"""EoC test helpers: games from scenario files or text over the real starter cardset."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import register
from tabletop.engine.rules import GameConfig
from tabletop.engine.scenario import ScenarioData
from tabletop.engine.yamlsource import load_yaml, parse_yaml
from tabletop.games.eoc.rules import RULES

SCENARIOS = Path(__file__).parent / "scenarios"
register(RULES)


def _game(source: object) -> Game:
    data = source.data  # type: ignore[attr-defined]
    config = GameConfig(
        "eoc",
        int(data.get("seed", 1)),
        2,
        tuple(data.get("decks", ("emberstorm", "tidegrove"))),
        ("human", "human"),
        ("Ann", "Ben"),
        dict(data.get("options", {})),
    )
    data = ScenarioData(source)  # type: ignore[arg-type]
    # a rules test places only the cards its rule needs: a sandbox, not a reachable position
    data.setdefault("sandbox", True)
    return Game(RULES, config, data)


def scenario(name: str) -> Game:
    """A game from tests/games/eoc/scenarios/<name>.yaml."""
    return _game(load_yaml(SCENARIOS / f"{name}.yaml"))


def scenario_text(text: str) -> Game:
    return _game(parse_yaml(text, "test scenario"))


def find(game: Game, name: str, zone: str | None = None) -> int:
    """The instance id of the card with this name (in this zone)."""
    for iid, inst in game.state.cards.items():
        card = RULES.cards[inst.card]
        if card.name == name and (zone is None or game.state.where[iid] == zone):
            return iid
    raise KeyError(name)


def names(game: Game, zone: str) -> list[str]:
    return [RULES.cards[game.state.cards[i].card].name for i in game.state.zone(zone)]


def cmd(
    seat: int, kind: str, source: int | None = None, target: int | str | None = None
) -> Command:
    if isinstance(target, int):
        target = f"card:{target}"
    return Command(seat, kind, source, target)


def kinds(game: Game) -> set[str]:
    return {c.kind for c in game.legal()}


def logged(game: Game, text: str) -> bool:
    """Did any log line contain `text`?"""
    return any(text in line for line in game.describe_log())
