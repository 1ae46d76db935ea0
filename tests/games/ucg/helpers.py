"""UCG test helpers: games from scenario files or text over the real cardset."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.events import DecisionAsked
from tabletop.engine.game import Game
from tabletop.engine.registry import register
from tabletop.engine.rules import GameConfig
from tabletop.engine.scenario import ScenarioData
from tabletop.engine.yamlsource import load_yaml, parse_yaml
from tabletop.games.ucg.rules import RULES

SCENARIOS = Path(__file__).parent / "scenarios"
#: the chapter's worked examples, which the menu's Scenarios list offers too
BOOK_EXAMPLES = Path(__file__).resolve().parents[3] / "saves" / "scenarios" / "ucg"
register(RULES)


def _game(source: object) -> Game:
    data = source.data  # type: ignore[attr-defined]
    config = GameConfig(
        "ucg",
        int(data.get("seed", 1)),
        2,
        tuple(data.get("decks", ("emberguard", "tidecaller"))),
        ("human", "human"),
        ("Ann", "Ben"),
        dict(data.get("options", {})),
    )
    data = ScenarioData(source)  # type: ignore[arg-type]
    # a rules test places only the cards its rule needs: a sandbox, not a reachable position
    data.setdefault("sandbox", True)
    return Game(RULES, config, data)


def scenario(name: str) -> Game:
    """A game from tests/games/ucg/scenarios/<name>.yaml or saves/scenarios/ucg/<name>.yaml."""
    path = SCENARIOS / f"{name}.yaml"
    return _game(load_yaml(path if path.exists() else BOOK_EXAMPLES / f"{name}.yaml"))


def scenario_text(text: str) -> Game:
    return _game(parse_yaml(text, "test scenario"))


def find(game: Game, name: str, zone: str | None = None) -> int:
    """The instance id of the card with this name (in this zone)."""
    for iid, inst in sorted(game.state.cards.items()):
        card = RULES.cards[inst.card]
        if card.name == name and (zone is None or game.state.where[iid] == zone):
            return iid
    raise KeyError(name)


def names(game: Game, zone: str) -> list[str]:
    return [RULES.cards[game.state.cards[i].card].name for i in game.state.zone(zone)]


def cmd(
    seat: int,
    kind: str,
    source: int | None = None,
    target: int | str | None = None,
    *args: int,
) -> Command:
    if isinstance(target, int):
        target = f"card:{target}"
    return Command(seat, kind, source, target, tuple(args))


def kinds(game: Game) -> set[str]:
    return {c.kind for c in game.legal()}


def decision(game: Game) -> str:
    return game.state.decision.kind if game.state.decision else ""


def logged(game: Game, text: str) -> bool:
    return any(text in line for line in game.describe_log())


def pass_windows(game: Game) -> None:
    """Every seat asked in a response window passes, until the window closes."""
    while game.state.decision is not None and game.state.decision.kind == "respond":
        game.play(Command(game.to_act[0], "pass"))


def end_turn(game: Game) -> None:
    """The seat whose turn it is ends its phases (others pass or do not block) until the
    next turn starts."""
    turn_no = game.state.value("turn_no")
    while game.state.value("turn_no") == turn_no and game.result is None:
        seat = game.to_act[0]
        quiet = [c for c in game.legal() if c.kind in ("end", "pass", "done")]
        game.play(quiet[0] if quiet else Command(seat, "end"))


def asked(game: Game, seat: int, kind: str) -> bool:
    """Was `seat` ever asked the decision `kind` in this game?"""
    return any(
        isinstance(event, DecisionAsked)
        and event.decision is not None
        and event.decision.kind == kind
        and seat in event.decision.seats
        for event in game.events
    )
