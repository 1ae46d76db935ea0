"""What the fuzz suite mutates, how each file is loaded, and what "plays on" means for it."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.cards.cardset import load_cardset
from tabletop.cards.csv_import import CsvImportError, import_csv
from tabletop.engine import registry
from tabletop.engine.errors import CardsetError, SaveError, ScenarioError, TabletopError
from tabletop.engine.game import Game
from tabletop.engine.paths import repo_root
from tabletop.engine.saves import save_data
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.tally.cards import TallyCard
from tests.fuzz.mutate import Mutator

ROOT = repo_root()
MOVES_AFTER_LOADING = 6


@dataclass(frozen=True)
class Target:
    kind: str
    seeds: tuple[tuple[str, bytes], ...]  # (file name, valid content)
    structure: Callable[[Mutator], Callable[[bytes], bytes]]
    error: type[TabletopError]
    run: Callable[[Path, Path], None]  # (the file, a work folder): load, then play on
    folder: str = ""  # where in the work folder the file goes


def play_on(game: Game, work: Path) -> None:
    """A few legal moves, a save and a reload that reaches the same position."""
    bot = RandomBot(len(game.commands))
    for _ in range(MOVES_AFTER_LOADING):
        if game.result is not None:
            break
        game.play(bot.choose(game, game.to_act[0]))
    path = work / "played-on.json"
    game.save(path)
    assert tabletop.load_game(path).fingerprint() == game.fingerprint()


def _save(path: Path, work: Path) -> None:
    play_on(tabletop.load_game(path), work)


def _scenario(path: Path, work: Path) -> None:
    play_on(tabletop.load_scenario(path), work)


def _tally_cardset(path: Path, work: Path) -> None:
    """Load the cards as Tally's own; a new game with them plays on."""
    cardset = load_cardset("tally", TallyCard, root=work / "cardsets")
    original = registry.get_rules("tally")
    rules = type(original)()
    rules.__dict__["cardset"] = cardset  # the cached property, filled with these cards
    registry.register(rules)
    try:
        try:
            game = tabletop.new_game("tally", seed=1, seats=("computer", "computer"))
        except (ValueError, TabletopError):
            return  # cards that load but make no game (no decks, too few): said clearly
        play_on(game, work)
    finally:
        registry.register(original)


def _empyrean_cardset(path: Path, work: Path) -> None:
    load_cardset("empyrean", EmpyreanCard, root=work / "cardsets")


def _csv(path: Path, work: Path) -> None:
    out = work / "imported" / "tally" / "imported.yaml"
    out.parent.mkdir(parents=True)
    import_csv(path, out, TallyCard)
    load_cardset("tally", TallyCard, root=work / "imported")


def _tally_save() -> bytes:
    game = tabletop.new_game("tally", seed=5, seats=("computer", "human"), names=("Ann", "Ben"))
    bot = RandomBot(5)
    for _ in range(20):
        game.play(bot.choose(game, game.to_act[0]))
    return json.dumps(save_data(game), indent=1).encode()


TALLY_SCENARIO = b"""\
game: tally
seed: 3
seats: [human, computer]
names: [Ann, Ben]
zones:
  p0.hand: [one, two, boost]
  p1.hand: [three, {card: cancel, face_up: false}]
values: {score.p0: 2, note: [1, {a: b}]}
"""


def _files(*paths: str) -> tuple[tuple[str, bytes], ...]:
    return tuple((Path(p).name, (ROOT / p).read_bytes()) for p in paths)


def targets() -> dict[str, Target]:
    return {
        "save": Target(
            "save",
            (("tally.json", _tally_save()), *_files("saves/empyrean-golden-3p.json")),
            lambda m: m.json_text,
            SaveError,
            _save,
        ),
        "scenario": Target(
            "scenario",
            (
                ("tally.yaml", TALLY_SCENARIO),
                *_files(
                    "saves/scenarios/empyrean/merlin-changes-the-phase-order.yaml",
                    "tests/games/eoc/scenarios/equal-damage.yaml",
                ),
            ),
            lambda m: m.yaml_text,
            ScenarioError,
            _scenario,
        ),
        "cardset": Target(
            "cardset",
            _files("cardsets/tally/tally.yaml"),
            lambda m: m.yaml_text,
            CardsetError,
            _tally_cardset,
            "cardsets/tally",
        ),
        "cardset-empyrean": Target(
            "cardset-empyrean",
            _files("cardsets/empyrean/samurai.yaml"),
            lambda m: m.yaml_text,
            CardsetError,
            _empyrean_cardset,
            "cardsets/empyrean",
        ),
        "csv": Target(
            "csv",
            _files("docs/examples/tally-cards.csv"),
            lambda m: m.csv_text,
            CsvImportError,
            _csv,
        ),
    }
