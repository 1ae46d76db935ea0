"""`tabletop validate`: check games' cardsets, cardset folders, scenarios and saves.

A target is a game id, a file or a folder. A folder is searched for scenarios (.yaml), saves
(.json) and cardset folders (a folder named after a game, holding cardset files), skipping
hidden folders, virtual environments, build/, dist/, __pycache__ and the folders of Python
packages (their YAML files are the code's own data). A cardset is always checked whole (decks
name cards of other files), so a cardset file stands for its folder; a cardset file in a
folder not named after a game (one `import-csv` wrote elsewhere) is checked on its own.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.cards.cardset import cardsets_root, load_cardset
from tabletop.cards.deck_list import is_deck_list
from tabletop.cards.deck_list_check import legal_deck_list
from tabletop.cards.lone_file import check_cardset_file
from tabletop.console.refusal import one_line
from tabletop.engine.api import checked_options, deck_problems, load_game, load_scenario
from tabletop.engine.errors import TabletopError
from tabletop.engine.limits import first_of
from tabletop.engine.options import option_tables
from tabletop.engine.paths import examples_dir
from tabletop.engine.plural import counted
from tabletop.engine.puzzle_quality import puzzle_quality
from tabletop.engine.registry import game_ids, get_rules
from tabletop.engine.rules import GameRules
from tabletop.engine.yamlsource import YamlSyntaxError, load_yaml
from tabletop.games.base import CardGame

if TYPE_CHECKING:
    from tabletop.engine.game import Game
    from tabletop.engine.rules import GameRules

SCENARIO_SUFFIXES = (".yaml", ".yml")
#: top-level keys that make a YAML file without `game:` a cardset file
CARDSET_KEYS = frozenset({"cards", "decks", "set", "note"})
SKIPPED_FOLDERS = frozenset({"build", "dist", "__pycache__", "node_modules", "site-packages"})


def validate(paths: list[str]) -> int:
    """Check each target, print one line per result; 0 if all are valid, else 1."""
    targets: list[str] = []
    for target in paths:
        targets += [t for t in expand(target) if t not in targets]
    examples = examples_dir()
    if not paths:
        targets = game_ids() + (expand(str(examples)) if examples.is_dir() else [])
    failures = 0
    for target in targets:
        try:
            what = validate_one(target)
        except (TabletopError, ValueError) as exc:
            failures += 1
            print(f"FAIL {one_line(target)}\n{_indent(str(exc))}")
        else:
            print(f"ok   {what}")
    print(f"{len(targets) - failures} valid, {failures} invalid")
    return 0 if failures == 0 else 1


def expand(target: str) -> list[str]:
    """The targets a command-line argument stands for (a folder: what it holds)."""
    path = Path(target)
    if not path.is_dir():
        game = _cardset_game(path.parent) if _is_cardset_file(path) else None
        return [_cardset_target(path.parent, game)] if game else [target]
    game = _cardset_game(path)
    if game is not None:
        return [_cardset_target(path, game)]
    found: list[str] = []
    for file in _files(path):
        game = _cardset_game(file.parent) if _is_cardset_file(file) else None
        item = _cardset_target(file.parent, game) if game else str(file)
        if item not in found:
            found.append(item)
    return found or [target]


def _files(folder: Path) -> list[Path]:
    """Scenario and save files under `folder`, in a stable order, skipping what is not ours."""
    found = []
    for root, dirs, files in os.walk(folder):
        here = Path(root)
        dirs[:] = sorted(d for d in dirs if not _skipped(here / d))
        if here != folder and (here / "__init__.py").is_file():
            continue  # a Python package: its YAML files are the code's data
        found += [here / f for f in sorted(files) if f.endswith((*SCENARIO_SUFFIXES, ".json"))]
    return found


def _skipped(folder: Path) -> bool:
    name = folder.name
    return (
        name.startswith(".")
        or name in SKIPPED_FOLDERS
        or name.endswith(".egg-info")
        or (folder / "pyvenv.cfg").is_file()  # a virtual environment
    )


def _is_cardset_file(path: Path) -> bool:
    """A YAML file with a key only cardset files have (cards, set, note) or decks, and no game
    key (a scenario names its game): a cardset file cut short after its `set:` is one too."""
    if path.suffix not in SCENARIO_SUFFIXES or not path.is_file():
        return False
    try:
        data = load_yaml(path).data
    except (YamlSyntaxError, OSError, ValueError):
        return False
    return isinstance(data, dict) and "game" not in data and bool(CARDSET_KEYS.intersection(data))


def _cardset_game(folder: Path) -> str | None:
    """The game whose cardset `folder` holds: a folder named after a game, in the cardsets
    folder or holding cardset files."""
    if folder.name not in game_ids():
        return None
    if folder.resolve().parent == cardsets_root().resolve():
        return folder.name
    return folder.name if any(_is_cardset_file(f) for f in folder.glob("*.y*ml")) else None


def _cardset_target(folder: Path, game: str | None) -> str:
    """The game id for the game's own cardset, else the folder (a copy, a designer's draft)."""
    if game is not None and folder.resolve() == (cardsets_root() / game).resolve():
        return game
    return str(folder)


def validate_one(target: str) -> str:
    path = Path(target)
    if path.is_dir():
        game_id = _cardset_game(path)
        if game_id is None:
            raise ValueError(f"{path}: a folder with no scenarios (.yaml) or saves (.json) in it")
        return _check_cardset_folder(path, game_id)
    if _is_cardset_file(path):  # not in a game's folder (expand took those): on its own
        return check_cardset_file(path, _check_cardset_folder)
    if path.suffix in SCENARIO_SUFFIXES:
        game = load_scenario(path)
        if game.goal is not None and not (game.scenario or {}).get("sandbox"):
            return _check_puzzle(path, game)
        return f"scenario {path} ({game.config.game_id})"
    if is_deck_list(path):
        return check_deck_list(path)
    if path.is_file() and path.suffix.lower() != ".json" and not _looks_like_json(path):
        raise ValueError(f"{path}: not a file tabletop validate reads ({KINDS_READ})")
    if path.suffix.lower() == ".json" or path.is_file():
        game = load_game(path)
        return (
            f"save {path} ({game.config.game_id}, {len(game.commands)} commands, replay verified)"
        )
    rules = get_rules(target)
    cardset = rules.cardset
    _refuse_unplayable_decks(rules, f"cardset {target}")
    for warning in _fit_warnings(rules):
        print(f"warn {warning}")
    return f"cardset {target}: {len(cardset.cards)} cards, {len(cardset.decks)} decks"


#: the files validate reads, as its refusal of another names them
KINDS_READ = (
    "a cardset or scenario .yaml, a save .json, a deck list .txt/.dek/.deck, a game id or a folder"
)


def _looks_like_json(path: Path) -> bool:
    """A file whose first character that is not a space is `{`: a save under another name."""
    try:
        with path.open("rb") as handle:
            return handle.read(64).lstrip().startswith(b"{")
    except OSError:
        return True  # the save loader names the reason it cannot be read


def check_deck_list(path: Path) -> str:
    """A deck list (cards/deck_list.py): the game whose cards it names, held to that game's
    deck rules at its default options. ValueError (one line) naming the file and line of a
    card no game has or of the card a rule names, or the file and the rule it breaks."""
    game_id, cards = legal_deck_list(path)
    return f"deck list {path} ({game_id}): {counted(len(cards), 'card')}, a legal deck"


def _check_puzzle(path: Path, game: Game) -> str:
    """A scenario with a goal is a puzzle: held to the quality check (engine/puzzle_quality),
    its figures printed; the first problem refuses it in one line."""
    quality = puzzle_quality(game)
    if quality.problems:
        raise ValueError(f"{path}: not a good puzzle: {first_of(list(quality.problems))}")
    assert quality.figures is not None
    return f"puzzle {path} ({game.config.game_id}): {quality.figures.words()}"


def _refuse_unplayable_decks(rules: GameRules, what: str) -> None:
    """ValueError, one line, naming the first deck no game could start with (and how many
    more problems there are)."""
    problems = _deck_problems(rules)
    if problems:
        raise ValueError(f"{what}: {first_of(problems)}")


def _deck_problems(rules: GameRules) -> list[str]:
    """Why each deck of the game's cardset could not be played, by the book's deck rules (the
    deck builder's check): a deck edited to 23 cards loads, but no game could start with it."""
    cardset = rules.cardset
    tables = [checked_options(rules, t) for t in option_tables(rules.options_model)]
    found = []
    for deck_id in cardset.decks:  # a deck is good if some table takes it (COE's 50-card ones)
        each = [deck_problems(rules, cardset.deck_cards(deck_id), t) for t in tables]
        if all(each):
            found += [f"deck {deck_id!r}: {problem}" for problem in each[0]]
    return found


def _check_cardset_folder(folder: Path, game: str) -> str:
    """A cardset folder elsewhere (a copy, a designer's draft): loaded, and its decks held to
    the game's deck rules, by the game's rules reading that folder instead of its own."""
    shipped = get_rules(game)
    if not isinstance(shipped, CardGame):
        cardset = load_cardset(game, shipped.card_model(), root=folder.parent)
        return f"cardset {folder} ({game}): {len(cardset.cards)} cards, {len(cardset.decks)} decks"
    rules = type(shipped)()
    rules.cardsets_root = folder.parent
    cardset = rules.cardset
    _refuse_unplayable_decks(rules, f"cardset {folder} ({game})")
    return f"cardset {folder} ({game}): {len(cardset.cards)} cards, {len(cardset.decks)} decks"


def _fit_warnings(rules: object) -> list[str]:
    # lazy: render/sources loads pygame, only for a game's face-fit warnings
    from tabletop.render.sources import fit_warnings

    assert isinstance(rules, GameRules)
    return fit_warnings(rules)


def _indent(text: str) -> str:
    """A refusal under its FAIL line: each of its lines (a cardset names one problem a line)
    indented and bounded, as every refusal is."""
    return "\n".join(f"  {one_line(line)}" for line in text.splitlines())
