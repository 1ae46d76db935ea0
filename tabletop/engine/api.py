"""The public facade: new_game, load_game, load_scenario, games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Unpack

# the settings' checks live in config.py; the facade answers for them too
from tabletop.engine import loading
from tabletop.engine.config import CUSTOM_DECK as CUSTOM_DECK
from tabletop.engine.config import UNDO_POLICIES as UNDO_POLICIES
from tabletop.engine.config import TableChoices as TableChoices
from tabletop.engine.config import card_ids as card_ids
from tabletop.engine.config import checked_options as checked_options
from tabletop.engine.config import choices_of as choices_of
from tabletop.engine.config import deck_lists as deck_lists
from tabletop.engine.config import deck_problems as deck_problems
from tabletop.engine.config import default_table_problems as default_table_problems
from tabletop.engine.config import make_config as make_config
from tabletop.engine.config import playable_decks as playable_decks
from tabletop.engine.config import player_span as player_span
from tabletop.engine.errors import TabletopError
from tabletop.engine.game import Game
from tabletop.engine.registry import GameLoadError, game_ids, get_rules
from tabletop.engine.rules import DeckInfo, GameConfig, GameRules


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    players: tuple[int, ...]
    decks: tuple[DeckInfo, ...]
    #: False for a game that exists for tests and benchmarks (Tally): it plays, but the menu
    #: leaves it out
    listed: bool = True


def games(include_hidden: bool = False) -> list[GameInfo]:
    """The registry: every game with its id, title, player counts and decks.

    Games that exist only for tests and benchmarks (Tally) are listed with include_hidden.
    """
    out = []
    for game_id in game_ids():
        try:
            rules = get_rules(game_id)
        except GameLoadError:
            continue  # listed by broken_games(), which `tabletop games` prints
        if not rules.listed and not include_hidden:
            continue
        out.append(
            GameInfo(
                id=rules.id,
                title=rules.title,
                players=tuple(range(rules.min_players, rules.max_players + 1)),
                decks=tuple(rules.decks()),
                listed=rules.listed,
            )
        )
    return out


def broken_games() -> list[str]:
    """One line per installed game plugin that does not load, naming it and why."""
    problems = []
    for game_id in game_ids():
        try:
            get_rules(game_id)
        except GameLoadError as exc:
            problems.append(str(exc))
    return problems


def check_deck(
    game_id: str, cards: Sequence[str], options: dict[str, Any] | None = None
) -> list[str]:
    """Every reason a custom card list (card ids or names, any case) is not a legal deck of the
    game at a table with these options (default: the game's defaults), in words; an empty list
    when it is one. `new_game` asks the very same question of every seat's deck, reading names
    the same way (`card_ids`). Raises TypeError (one line, naming the card by its place) when
    `cards` is not a list or tuple of texts, ValueError (naming the option) for options the
    game does not take or options that are not a mapping, UnknownGame for an unknown game id.
    A long card id is shortened in the problem that names it."""
    rules = get_rules(game_id)
    ids = card_ids(rules, cards)
    return deck_problems(rules, ids, checked_options(rules, options))


def new_game(game: str | GameRules, **choices: Unpack[TableChoices]) -> Game:
    """Set up a new game of `game` (its rules, or its id). The choices (config.TableChoices):
    seed, players, decks, seats, names, options, undo_policy, hold_seats. A deck is a deck id
    of the game's cardset or a list of card ids or names (any case, read as `check_deck` reads
    them); either is held to the deck rules. `seats` are seat words: human, computer or
    computer:LEVEL (easy, normal, hard). Raises ValueError (config.SettingError, naming the
    setting) or TabletopError (UnknownGame) in one bounded line; a seed has at most 100
    digits, as a save's."""
    rules = game if isinstance(game, GameRules) else get_rules(game)
    return Game(rules, make_config(rules, **choices))


def new_game_like(config: GameConfig, *, seed: int | None = None) -> Game:
    """A new game with `config`'s settings (a computer seat keeps its level): the rematch, the
    restart after a card changes, the report's rebuilt first position. `seed` replaces the
    config's when given."""
    choices = choices_of(config)
    if seed is not None:
        choices["seed"] = seed
    return new_game(config.game_id, **choices)


def load_game(path: str | Path) -> Game:
    return loading.load_game(path)


def load_scenario(path: str | Path) -> Game:
    game: Game = loading.load_scenario(path)
    return game


__all__ = ["GameInfo", "TabletopError", "games", "load_game", "load_scenario", "new_game"]
