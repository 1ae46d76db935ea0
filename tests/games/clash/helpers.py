"""Clash test helpers: games from scenario files or text over the real 104-card set."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import register
from tabletop.engine.rules import GameConfig
from tabletop.engine.scenario import ScenarioData
from tabletop.engine.yamlsource import load_yaml, parse_yaml
from tabletop.games.clash.rules import RULES

SCENARIOS = Path(__file__).parent / "scenarios"
register(RULES)


def _game(source: object, options: dict[str, object] | None = None) -> Game:
    data = source.data  # type: ignore[attr-defined]
    config = GameConfig(
        "clash",
        int(data.get("seed", 1)),
        2,
        ("medieval", "medieval"),
        ("human", "human"),
        ("Ann", "Ben"),
        {**dict(data.get("options") or {}), **(options or {})},
    )
    data = ScenarioData(source)  # type: ignore[arg-type]
    # a rules test places only the cards its rule needs: a sandbox, not a reachable position
    data.setdefault("sandbox", True)
    return Game(RULES, config, data)


def scenario(name: str, **options: object) -> Game:
    """A game from tests/games/clash/scenarios/<name>.yaml (with these options)."""
    return _game(load_yaml(SCENARIOS / f"{name}.yaml"), options)


def scenario_text(text: str, **options: object) -> Game:
    """A game from scenario text (with these options)."""
    return _game(parse_yaml("game: clash\n" + text, "test scenario"), options)


def find(game: Game, name: str, zone: str | None = None) -> int:
    """The instance id of a card with this name (in this zone)."""
    for iid, inst in game.state.cards.items():
        if RULES.cards[inst.card].name == name and (zone is None or game.state.where[iid] == zone):
            return iid
    raise KeyError(name)


def names(game: Game, zone: str) -> list[str]:
    return [RULES.cards[game.state.cards[i].card].name for i in game.state.zone(zone)]


def cmd(seat: int, kind: str, source: int | None = None, target: str | None = None) -> Command:
    return Command(seat, kind, source, None if target is None else f"zone:{target}")


def activate(game: Game, seat: int, name: str, zone: str | None = None) -> None:
    game.play(cmd(seat, "activate", find(game, name, zone or f"p{seat}.hand"), f"p{seat}.play"))


def value(game: Game, key: str) -> object:
    return game.state.value(key)


def damage(game: Game, seat: int) -> int:
    return int(game.state.value(f"damage.p{seat}", 0))


def kinds(game: Game) -> set[str]:
    return {c.kind for c in game.legal()}


def logged(game: Game, text: str) -> bool:
    return any(text in line for line in game.describe_log())
