"""A deck saved in the deck builder plays against the computer, the computer thinking in its
worker process (issue 30: a 24-card Empyrean deck saved as "Rider Test" and given to the
computer made it fail with 'rider-test', and the table waited for good, because the worker
still held the cards from before the save).

Every game: the worker is first asked about a game of the shipped decks (so it holds the cards
from before), then the deck is saved and the computer plays it: Easy to the end of the game,
Normal and Hard for their first decisions (whole games at every level: `pytest -m soak`)."""

from __future__ import annotations

import shutil
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.thinker import BotSpec, Thinker
from tabletop.cards.cardset import cardsets_root
from tabletop.engine import registry
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.games.base import CardGame
from tabletop.ui.deck_file import save_deck
from tests.contract.conftest import GAMES

#: decisions the worker answers per level in the default suite (Easy: the whole game)
FIRST_DECISIONS = {"normal": 3, "hard": 2}
ANSWER_WITHIN_S = 120.0
MAX_COMMANDS = 3000


@pytest.fixture(scope="module")
def thinker() -> Iterator[Thinker]:
    worker = Thinker()
    yield worker
    worker.close()


def _answer(thinker: Thinker, spec: BotSpec, game: Game, seat: int) -> Command:
    number = thinker.submit(spec, game.seat_view(seat))
    deadline = time.monotonic() + ANSWER_WITHIN_S
    while time.monotonic() < deadline:
        found = thinker.poll(number)
        if found is not None:
            assert isinstance(found, Command), found
            return found
        time.sleep(0.005)
    raise AssertionError(f"no answer from the worker in {ANSWER_WITHIN_S:.0f} s")


def _play(thinker: Thinker, game: Game, level: str, table: int, decisions: int | None) -> None:
    players = game.config.players
    spec = BotSpec("seats", table, seed=3, levels=tuple((s, level) for s in range(players)))
    for _ in range(MAX_COMMANDS if decisions is None else decisions):
        if game.result is not None:
            return
        game.play(_answer(thinker, spec, game, game.to_act[0]))


def _saved_deck(game_id: str, folder: Path) -> str:
    rules = registry.get_rules(game_id)
    assert isinstance(rules, CardGame)
    shutil.copytree((rules.cardsets_root or cardsets_root()) / game_id, folder / game_id)
    deck = rules.deck_list(rules.default_decks(rules.min_players)[0])
    save_deck(game_id, "Contract Deck", Counter(deck), root=folder)
    return "contract-deck"


@pytest.fixture
def keep_cards(game_id: str) -> Iterator[None]:
    rules = registry.get_rules(game_id)
    held = rules.__dict__.get("cardset")
    yield
    if held is None:
        rules.__dict__.pop("cardset", None)
    else:
        rules.__dict__["cardset"] = held


def _levels(soak: bool) -> list[tuple[str, int | None]]:
    return [("easy", None)] + [(lv, None if soak else n) for lv, n in FIRST_DECISIONS.items()]


def _saved_deck_plays(game_id: str, thinker: Thinker, folder: Path, whole: bool) -> None:
    players = registry.get_rules(game_id).min_players
    before = tabletop.new_game(game_id, seed=1, seats=["computer"] * players)
    _play(thinker, before, "easy", table=1, decisions=1)  # the worker holds the old cards
    deck_id = _saved_deck(game_id, folder)
    for table, (level, decisions) in enumerate(_levels(whole), start=2):
        seats = ["computer"] * players
        game = tabletop.new_game(game_id, seed=table, decks=[deck_id] * players, seats=seats)
        _play(thinker, game, level, table, decisions)
        if decisions is None:
            assert game.result is not None, f"{level}: no end in {MAX_COMMANDS} commands"
        else:
            assert len(game.commands) >= 1
    assert not thinker.broken


@pytest.mark.usefixtures("keep_cards")
@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_deck_plays_against_the_computer_in_its_worker(
    game_id: str, thinker: Thinker, tmp_path: Path
) -> None:
    _saved_deck_plays(game_id, thinker, tmp_path, whole=False)


@pytest.mark.soak
@pytest.mark.usefixtures("keep_cards")
@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_deck_plays_whole_games_at_every_level(
    game_id: str, thinker: Thinker, tmp_path: Path
) -> None:
    _saved_deck_plays(game_id, thinker, tmp_path, whole=True)
