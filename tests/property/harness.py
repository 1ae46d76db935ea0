"""The property harness every game plugs into: random legal playouts with invariants.

For a game id, seed and deck pairing it plays random legal commands to the end and checks:
every card instance sits in exactly one zone; no counter is negative; every command legal()
offers plays (sampled: each is played then undone); the game ends or offers a command; undo then
redo returns the same fingerprint; save then load returns the same fingerprint; views hide what
a seat may not see; and the same seed and commands give the same game.
"""

from __future__ import annotations

import random
from pathlib import Path

import tabletop
from tabletop.engine.game import Game
from tabletop.engine.view import is_visible


def check_cards_conserved(game: Game) -> None:
    state = game.state
    seen: dict[int, str] = {}
    for zone, ids in state.zones.items():
        for iid in ids:
            assert iid not in seen, f"card {iid} is in {seen[iid]} and {zone}"
            seen[iid] = zone
    assert set(seen) == set(state.cards), "a card is in no zone, or a zone holds a ghost"
    assert seen == state.where, "the card -> zone index disagrees with the zones"
    for card in state.cards.values():
        for name, value in card.counters.items():
            assert value >= 0, f"counter {name} on card {card.iid} is {value}"
        if card.attached_to is not None:
            assert card.attached_to in state.cards


def check_views(game: Game) -> None:
    zones = game.rules.layout.zones(game.state.players)
    for seat in range(game.state.players):
        view = game.view(seat)
        for iid, card in view.cards.items():
            visible = is_visible(game.state, zones, iid, seat)
            assert (card.card is not None) == visible


def check_every_legal_plays(game: Game, rng: random.Random, sample: int = 6) -> None:
    before = game.fingerprint()
    options = game.legal()
    for command in rng.sample(options, min(sample, len(options))):
        game.play(command)
        game.undo()
        assert game.fingerprint() == before, f"undo after {command} did not restore the state"
    # redo stack now holds the last sampled command; playing anything clears it


def playout(
    game_id: str,
    seed: int,
    players: int,
    decks: tuple[str, ...] | None,
    tmp: Path,
    options: dict[str, object] | None = None,
    max_commands: int = 5_000,
) -> Game:
    game = tabletop.new_game(
        game_id,
        seed=seed,
        players=players,
        decks=decks,
        seats=("human",) * players,
        options=options,
    )
    rng = random.Random(seed)
    steps = 0
    while game.result is None:
        legal = game.legal()
        assert legal, f"the game neither ended nor offers a command ({game.prompt})"
        # commands the rules handed over while asking (Context.offer) are what legal() lists
        assert legal == game.rules.legal(game.state), "offered commands differ from legal()"
        assert set(game.to_act) >= {c.seat for c in legal}
        if steps % 7 == 0:
            check_every_legal_plays(game, rng)
        command = rng.choice(legal)
        before = game.fingerprint()
        game.play(command)
        check_cards_conserved(game)
        if steps % 5 == 0:
            after = game.fingerprint()
            game.undo()
            assert game.fingerprint() == before, "undo did not return the previous state"
            game.redo()
            assert game.fingerprint() == after, "redo did not return the same state"
        if steps % 11 == 0:
            check_views(game)
        steps += 1
        assert steps < max_commands, "the game does not end"
    path = tmp / f"{game_id}-{seed}.json"
    game.save(path)
    loaded = tabletop.load_game(path)
    assert loaded.fingerprint() == game.fingerprint(), "save then load changed the game"
    again = tabletop.new_game(
        game_id,
        seed=seed,
        players=players,
        decks=decks,
        seats=("human",) * players,
        options=options,
    )
    again.play_all(game.commands)
    assert again.fingerprint() == game.fingerprint(), "same seed and commands, different game"
    return game
