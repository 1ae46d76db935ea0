"""Games made from files: a save replayed (`load_game`) and a scenario set up
(`load_scenario`). The file formats live below (saves.py, scenario.py); this module builds the
Game from them, so neither format needs the Game to exist."""

from __future__ import annotations

from pathlib import Path

from tabletop.engine.commands import Command
from tabletop.engine.errors import SaveError, ScenarioError, TabletopError, UnknownGame
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tabletop.engine.saves import (
    RULES_ERRORS,
    check_cardset,
    check_shapes,
    one_line,
    read_save,
    saved_config,
)
from tabletop.engine.scenario import (
    ScenarioData,
    mapping_source,
    read_scenario,
    scenario_config,
)
from tabletop.engine.scenario_checks import shown
from tabletop.engine.yamlsource import YamlSource, YamlSyntaxError, parse_yaml


def file_path(path: object, what: str, error: type[TabletopError]) -> Path:
    """`path` as a Path: TypeError (one line) for what is no path, `error` for a path no file
    can have (a NUL in it)."""
    if not isinstance(path, str | Path):
        raise TypeError(f"{what} is a path (text or a Path), not {type(path).__name__}")
    if "\0" in str(path):
        raise error(f"{shown(str(path))}: no file has a NUL in its name")
    return Path(path)


def load_game(path: str | Path) -> Game:
    """The saved game, replayed and checked; SaveError naming the file and the problem."""
    path = file_path(path, "a save", SaveError)
    data = read_save(path)
    try:
        check_shapes(data)
        commands = [Command.from_json(c) for c in data["commands"]]
    except ValueError as exc:
        raise SaveError(f"{path}: the save is damaged: {one_line(str(exc))}") from None
    try:
        rules = get_rules(data["game"])
        cardset = rules.cardset
    except UnknownGame as exc:
        raise SaveError(f"{path}: {exc}") from None
    except TabletopError as exc:
        raise SaveError(f"{path}: the game's cards do not load: {exc}") from None
    problem = check_cardset(data, cardset.id, cardset.content_hash)
    if problem:
        raise SaveError(f"{path}: {problem}")
    try:
        config = saved_config(data)
    except (ValueError, TabletopError) as exc:
        raise SaveError(f"{path}: the save's settings are not valid: {exc}") from None
    try:
        game = Game(rules, config, data["scenario"])
    except RULES_ERRORS as exc:
        raise SaveError(f"{path}: the game cannot be set up again: {exc}") from None
    for number, command in enumerate(commands, start=1):
        try:
            game.play_offered(command)  # a save from before a gateway replays through it
        except RULES_ERRORS as exc:  # the rules may stumble explaining a command of a file
            raise SaveError(
                f"{path}: command {number} ({shown(str(command), 80)}) does not replay: "
                f"{one_line(str(exc))}"
            ) from None
    if "fingerprint_of_format" not in data and data["fingerprint"] != game.fingerprint():
        raise SaveError(
            f"{path}: the replay does not reach the saved position (fingerprint mismatch)"
        )
    return game


def load_scenario_source(source: YamlSource) -> Game:
    config = scenario_config(source)
    rules = get_rules(config.game_id)
    try:
        return Game(rules, config, ScenarioData(source))
    except ScenarioError:
        raise
    except TabletopError as exc:
        raise ScenarioError(f"{source.name}: {exc}") from None


def load_scenario_text(text: str, name: str = "scenario") -> Game:
    try:
        source = parse_yaml(text, name)
    except YamlSyntaxError as exc:
        raise ScenarioError(str(exc)) from None
    return load_scenario_source(mapping_source(source))


def load_scenario(path: str | Path) -> Game:
    """The scenario's position; ScenarioError naming the file, the line and the problem."""
    return load_scenario_source(read_scenario(file_path(path, "a scenario", ScenarioError)))
