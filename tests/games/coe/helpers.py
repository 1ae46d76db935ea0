"""COE test helpers: games from scenario files or text over the real cardset."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.registry import register
from tabletop.engine.rules import GameConfig
from tabletop.engine.scenario import ScenarioData
from tabletop.engine.yamlsource import load_yaml, parse_yaml
from tabletop.games.coe.rules import RULES

SCENARIOS = Path(__file__).parent / "scenarios"
register(RULES)


def _game(source: object) -> Game:
    data = source.data  # type: ignore[attr-defined]
    config = GameConfig(
        "coe",
        int(data.get("seed", 1)),
        2,
        tuple(data.get("decks", ("emberguard", "tidecallers"))),
        ("human", "human"),
        ("Ann", "Ben"),
        dict(data.get("options", {})),
    )
    data = ScenarioData(source)  # type: ignore[arg-type]
    # a rules test places only the cards its rule needs: a sandbox, not a reachable position
    data.setdefault("sandbox", True)
    return Game(RULES, config, data)


def scenario(name: str) -> Game:
    """A game from tests/games/coe/scenarios/<name>.yaml."""
    return _game(load_yaml(SCENARIOS / f"{name}.yaml"))


def scenario_text(text: str) -> Game:
    return _game(parse_yaml("game: coe\n" + text, "test scenario"))


def find(game: Game, name: str, zone: str | None = None) -> int:
    """The instance id of the card with this name (in this zone)."""
    for iid, inst in game.state.cards.items():
        card = RULES.cards[inst.card]
        if card.name.split(",")[0] == name.split(",")[0] and (
            zone is None or game.state.where[iid] == zone
        ):
            return iid
    raise KeyError(name)


def names(game: Game, zone: str) -> list[str]:
    return [RULES.cards[game.state.cards[i].card].name.split(",")[0] for i in game.state.zone(zone)]


def cmd(
    seat: int,
    kind: str,
    source: int | None = None,
    target: int | str | None = None,
    args: tuple[int | str, ...] = (),
) -> Command:
    if isinstance(target, int):
        target = f"card:{target}"
    return Command(seat, kind, source, target, args)


def kinds(game: Game) -> set[str]:
    return {c.kind for c in game.legal()}


def logged(game: Game, text: str) -> bool:
    return any(text in line for line in game.describe_log())


def hp(game: Game, iid: int) -> int:
    card = RULES.cards[game.state.cards[iid].card]
    return (card.hp or 0) - game.state.counter(iid, "damage")


def staggered(game: Game, iid: int) -> bool:
    return "staggered" in game.state.cards[iid].flags


def rested(game: Game, iid: int) -> bool:
    return "rested" in game.state.cards[iid].flags


def settle(game: Game) -> None:
    """Go on through the attack's boost and defense stages without boosting."""
    while game.state.decision is not None and game.state.decision.kind in ("boost", "defend"):
        game.play(Command(game.to_act[0], "done"))


def offered(game: Game, kind: str) -> set[tuple[int | None, str | None]]:
    return {(c.source, c.target) for c in game.legal() if c.kind == kind}
