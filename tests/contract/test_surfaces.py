"""Every surface of the app, end to end and headless, for every game and the example plugin
(issue 30, "One contract suite"): a random game to the end, saved, loaded, replayed as a
report, undone to the start and redone to the end; a printed sheet; two simulated games; a
screenshot of the table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import tabletop
from tabletop.cli import main
from tabletop.engine import registry
from tabletop.engine.game import Game
from tests.contract.conftest import GAMES

#: a random game longer than this is cut short (it still proves every surface)
MAX_COMMANDS = 3000


def random_game(game_id: str, seed: int = 5) -> Game:
    rules = registry.get_rules(game_id)
    game = tabletop.new_game(game_id, seed=seed, seats=["human"] * rules.min_players)
    pick = random.Random(seed)
    for _ in range(MAX_COMMANDS):
        if game.result is not None:
            break
        game.play(pick.choice(game.legal()))
    return game


@pytest.mark.parametrize("game_id", GAMES)
def test_a_random_game_saves_loads_replays_and_undoes_to_the_start(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = random_game(game_id)
    assert game.result is not None, f"{game_id}: no end in {MAX_COMMANDS} commands"
    end = game.fingerprint()
    path = tmp_path / "game.json"
    game.save(path)
    assert tabletop.load_game(path).fingerprint() == end
    assert main(["replay", str(path)]) == 0
    assert game.result.reason in capsys.readouterr().out
    start = Game(game.rules, game.config).fingerprint()
    game.undo_to(0)
    assert game.fingerprint() == start
    while game.can_redo():
        game.redo()
    assert game.fingerprint() == end


@pytest.mark.parametrize("game_id", GAMES)
def test_a_printed_sheet(game_id: str, tmp_path: Path) -> None:
    from pypdf import PdfReader

    rules = registry.get_rules(game_id)
    deck = rules.default_decks(rules.min_players)[0]
    out = tmp_path / "cards.pdf"
    assert main(["print", game_id, "--deck", deck, "--proof", "--out", str(out)]) == 0
    assert len(PdfReader(out).pages) >= 1


@pytest.mark.parametrize("game_id", GAMES)
def test_two_simulated_games(game_id: str, tmp_path: Path) -> None:
    rules = registry.get_rules(game_id)
    deck = rules.default_decks(rules.min_players)[0]
    decks = ",".join([deck] * rules.min_players)
    argv = ["simulate", game_id, "--games", "2", "--workers", "1", "--decks", decks]
    assert main([*argv, "--out", str(tmp_path / "sim")]) == 0
    results = json.loads((tmp_path / "sim" / "results.json").read_text(encoding="utf-8"))
    assert len(results["games"]) == 2


@pytest.mark.parametrize("game_id", GAMES)
def test_a_screenshot_of_the_table(game_id: str, tmp_path: Path) -> None:
    import pygame

    from tabletop.ui.headless import screenshot

    game = random_game(game_id, seed=2)
    out = tmp_path / "table.png"
    screenshot(game, out, size=(1280, 720))
    picture = pygame.image.load(str(out))
    colours = {picture.get_at((x, y))[:3] for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert picture.get_size() == (1280, 720) and len(colours) > 20
