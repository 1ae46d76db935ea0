"""A simulation's settings from plain choices (game, decks, players, bots, games, seed), every
choice checked against the installed games and bot levels: the command line and the table's
"Simulate these decks…" both build their runs here."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai.bots import BALANCE_ITERATIONS, levels
from tabletop.engine.api import default_table_problems, playable_decks
from tabletop.engine.limits import cut, first_of
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.sim.own_decks import name_problem, run_rules
from tabletop.sim.plan import DeckCards, Settings
from tabletop.sim.variant import Variant
from tabletop.sim.variant_cards import config_for, vary

#: the most games one run plays (with variants, every arm's games counted): the plan, and every
#: finished game's record, are held in memory (a million games plan in about 7 s and 200 MB)
MAX_GAMES = 1_000_000
#: characters of a deck list file's path that a message repeats
SHOWN_CHARS = 120


def default_bot() -> str:
    """The level a seat plays at when none is given: easy when installed, else random."""
    return "easy" if "easy" in levels() else "random"


def make_settings(
    game: str,
    decks: Sequence[str] | None,
    players: int | None,
    bots: Sequence[str] | None,
    games: int,
    seed: int,
    *,
    per_order: bool = True,
    variants: Sequence[Variant] = (),
    hard_iterations: int | None = None,
    deck_lists: Sequence[DeckCards] = (),
) -> Settings:
    """The run's Settings; ValueError names the choice that is wrong, in one line. `decks`
    None: every deck of the game; `players` None: the game's fewest; `bots` None: the default
    level for every seat, one level: that level for every seat. `games` counts games per seat
    order (the table's setting), or with `per_order` False the games in all (the command
    line's `--games`); every variant plays the same games again. A seat at Hard runs
    `hard_iterations` iterations a decision (None: the balance budget, ai/bots.py).
    `deck_lists`: decks of `decks` given as lists of cards (deck list files), by name."""
    own = _own_decks(get_rules(game), deck_lists, decks or ())
    rules = run_rules(get_rules(game), {deck.name: deck.cards for deck in own})
    chosen = _chosen_decks(rules, decks)
    count = players if players is not None else rules.min_players
    if not rules.min_players <= count <= rules.max_players:
        span = f"{rules.min_players}-{rules.max_players}"
        raise ValueError(f"{rules.title} is for {span} players, not {count}")
    orders = len(chosen) ** count
    if games < 1:
        what = "per seat order" if per_order else "in all"
        raise ValueError(f"give 1 or more games {what}, not {games}")
    in_all = games * orders if per_order else games
    _check_games(in_all, 1 + len(variants), orders if per_order else 0)
    seats = _seat_levels(bots, count)
    _check_tables(rules, chosen, count)
    _check_variants(rules, variants, chosen)
    budget: int | None = None
    if "hard" in seats:
        budget = BALANCE_ITERATIONS if hard_iterations is None else hard_iterations
        if budget < 1:
            raise ValueError(f"give Hard 1 or more iterations a decision, not {budget}")
    return Settings(
        game, tuple(chosen), count, tuple(seats), in_all, seed, tuple(variants), budget, own
    )


def _chosen_decks(rules: GameRules, decks: Sequence[str] | None) -> list[str]:
    """The decks to pair (None: every deck a table with the game's default options takes), each
    known and legal with those options, or ValueError (one line)."""
    known = list(rules.cardset.decks)
    chosen = playable_decks(rules) if decks is None else list(dict.fromkeys(decks))
    if not chosen:
        raise ValueError(f"{rules.title}: no decks to simulate")
    for deck in chosen:
        if deck not in known:
            raise ValueError(f"{rules.title} has no deck {deck!r} (decks: {', '.join(known)})")
        problems = _deck_problems(rules, deck)
        if problems:
            raise ValueError(
                f"{rules.title}: deck {deck!r} is not legal with the game's default options, "
                f"which simulations play: {first_of(problems)}"
            )
    return chosen


def _seat_levels(bots: Sequence[str] | None, count: int) -> list[str]:
    """One bot level a seat (None: the default level; one level: that level for every seat),
    each known, or ValueError (one line)."""
    seats = list(bots) if bots else [default_bot()]
    for level in seats:
        if level not in levels():
            raise ValueError(f"no bot level {level!r} (levels: {', '.join(levels())})")
    if len(seats) == 1:
        seats = seats * count
    if len(seats) != count:
        raise ValueError(f"--bots gives {len(seats)} levels: give one, or one per seat ({count})")
    return seats


def _own_decks(
    rules: GameRules, deck_lists: Sequence[DeckCards], decks: Sequence[str]
) -> tuple[DeckCards, ...]:
    """The decks given as lists of cards, once each: ValueError (one line) for a name a deck of
    the game has, two lists of one name, or a list the run does not play."""
    own: dict[str, DeckCards] = {}
    for deck in deck_lists:
        named = f"deck list {cut(deck.file or deck.name, SHOWN_CHARS)!r}"
        problem = name_problem(deck.name, rules)
        if problem:
            raise ValueError(f"{named}: {problem}")
        if deck.name in own and own[deck.name].cards != deck.cards:
            other = cut(own[deck.name].file, 60)
            raise ValueError(
                f"{named}: another deck list of the run ({other!r}) is named {deck.name!r} too, "
                "with other cards: name the files apart"
            )
        if deck.name not in decks:
            raise ValueError(f"{named}: the decks of the run do not name {deck.name!r}")
        own.setdefault(deck.name, deck)
    return tuple(own.values())


def _check_tables(rules: GameRules, decks: Sequence[str], players: int) -> None:
    """Every deck can be dealt, and every two can share a table (Clash deals both seats from
    one box): ValueError naming them, before any game is played."""
    for index, deck in enumerate(decks):
        config_for(rules, 0, (deck,) * players)
        for other in decks[index + 1 :]:
            try:
                config_for(rules, 0, (deck,) + (other,) * (players - 1))
            except ValueError as exc:
                raise ValueError(
                    f"decks {deck!r} and {other!r} cannot share a table: {exc}"
                ) from None


def _check_games(games: int, arms: int, orders: int) -> None:
    """At most MAX_GAMES in all, every arm counted (`orders`: the games were counted per seat
    order, and the message says so)."""
    if games * arms <= MAX_GAMES:
        return
    said = (
        f"{games // orders:,} games per seat order and {orders:,} seat orders make "
        if orders
        else ""
    )
    if arms > 1:
        said += f"{games:,} games times {arms} (the baseline and {arms - 1} variants): "
        said += f"{games * arms:,}, at most {MAX_GAMES:,} in one run"
    else:
        said += f"{games:,} games: at most {MAX_GAMES:,} in one run"
    raise ValueError(said)


def _deck_problems(rules: GameRules, deck: str) -> list[str]:
    return default_table_problems(rules, rules.cardset.deck_cards(deck))


def _check_variants(rules: GameRules, variants: Sequence[Variant], decks: Sequence[str]) -> None:
    """Every variant's cards hold, and the decks the run plays keep to the deck rules with them
    (VariantError names the first that does not)."""
    for variant in variants:
        vary(rules, variant, decks)
