"""What a worker must share with the machine that sends it games: the same Tabletop version and
the same cardset of the game (by content hash). A Dask worker on another machine may have
another install; it checks the identity the client sent before it plays, and refuses in one
line naming the difference (cluster.py).

A run's own identity, what `--resume` holds a stopped run to, is its settings (the checkpoint's
first line, checkpoint.py), which carry the cards of its deck list files: those travel with
every batch, so a worker needs no file of them."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from tabletop.engine.registry import get_rules
from tabletop.engine.rules import GameRules
from tabletop.engine.version import __version__

Identity = dict[str, str]


def tabletop_version() -> str:
    try:
        return version("tabletop")
    except PackageNotFoundError:
        return __version__


def identity(rules: GameRules) -> Identity:
    """This machine's Tabletop version and the content hash of the game's cardset (a run's own
    decks leave it as the game's)."""
    return {"tabletop": tabletop_version(), "cardset": rules.cardset.content_hash}


def of_game(game_id: str) -> Identity:
    """The identity of the game as this machine installed it: where a cluster's client and its
    workers compare installs, the edges where a game is looked up by its id."""
    return identity(get_rules(game_id))


def difference(expected: Identity, game_id: str) -> str | None:
    """How this machine differs from `expected` (the client's identity), in words, or None."""
    mine = of_game(game_id)
    if mine["tabletop"] != expected.get("tabletop"):
        return f"Tabletop {mine['tabletop']}, not {expected.get('tabletop')} as the client"
    if mine["cardset"] != expected.get("cardset"):
        return (
            f"the {game_id} cardset {mine['cardset'][:12]}, not "
            f"{str(expected.get('cardset'))[:12]} as the client (another version of its cards)"
        )
    return None
