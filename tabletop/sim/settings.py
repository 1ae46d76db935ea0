"""A simulation's settings from plain choices (game, decks, players, bots, games, seed), every
choice checked against the installed games and bot levels: the command line and the table's
"Simulate these decks…" both build their runs here."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.sim.plan import Settings

#: the most games one run plays (seat orders times games per seat order): the plan, and every
#: finished game's record, are held in memory (a million games plan in about 7 s and 200 MB)
MAX_GAMES = 1_000_000


def default_bot() -> str:
    """The level a seat plays at when none is given: easy when installed, else random."""
    from tabletop.ai.bots import levels

    return "easy" if "easy" in levels() else "random"


def make_settings(
    game: str,
    decks: Sequence[str] | None,
    players: int | None,
    bots: Sequence[str] | None,
    games: int,
    seed: int,
) -> Settings:
    """The run's Settings; ValueError names the choice that is wrong, in one line. `decks`
    None: every deck of the game; `players` None: the game's fewest; `bots` None: the default
    level for every seat, one level: that level for every seat."""
    from tabletop.ai.bots import levels
    from tabletop.engine.api import make_config
    from tabletop.engine.registry import get_rules

    rules = get_rules(game)
    known = list(rules.cardset.decks)
    chosen = known if decks is None else list(dict.fromkeys(decks))
    if not chosen:
        raise ValueError(f"{rules.title}: no decks to simulate")
    for deck in chosen:
        if deck not in known:
            raise ValueError(f"{rules.title} has no deck {deck!r} (decks: {', '.join(known)})")
    count = players if players is not None else rules.min_players
    if not rules.min_players <= count <= rules.max_players:
        span = f"{rules.min_players}-{rules.max_players}"
        raise ValueError(f"{rules.title} is for {span} players, not {count}")
    _check_games(games, len(chosen) ** count)
    seats = list(bots) if bots else [default_bot()]
    for level in seats:
        if level not in levels():
            raise ValueError(f"no bot level {level!r} (levels: {', '.join(levels())})")
    if len(seats) == 1:
        seats = seats * count
    if len(seats) != count:
        raise ValueError(f"--bots gives {len(seats)} levels: give one, or one per seat ({count})")
    make_config(game, players=count, decks=[chosen[0]] * count)  # the table is playable
    return Settings(game, tuple(chosen), count, tuple(seats), games, seed)


def _check_games(games: int, orders: int) -> None:
    """1 or more games per seat order, and at most MAX_GAMES in all."""
    if games < 1:
        raise ValueError(f"give 1 or more games per seat order, not {games}")
    if games * orders > MAX_GAMES:
        raise ValueError(
            f"{games:,} games per seat order and {orders:,} seat orders make "
            f"{games * orders:,} games: at most {MAX_GAMES:,} in one run"
        )
