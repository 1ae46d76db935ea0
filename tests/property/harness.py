"""The property harness every game plugs into: random legal playouts with invariants.

For a game id, seed and deck pairing it plays random legal commands to the end and checks:
every card instance sits in exactly one zone; no counter is negative; every command legal()
offers plays (sampled: each is played then undone) and changes the state (no legal no-op);
the state is the fold of its events (folded from scratch, same fingerprint); the game ends or
offers a command; undo then redo returns the same fingerprint; save then load returns the same
fingerprint; views hide what a seat may not see (expected visibility computed here, from the
zones' declared visibility and a controller followed through the events, not by the engine's
function); and the same seed and commands give the same game.
"""

from __future__ import annotations

import random
from pathlib import Path

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.events import CardCreated, CardMoved, ControlChanged, ZoneShuffled
from tabletop.engine.game import Game
from tabletop.engine.state import State


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


def controllers(game: Game) -> dict[int, int]:
    """Who controls each card, followed through the events: its owner at creation, then the
    seat of each seat's zone it enters, or whoever an explicit change of control names."""
    zones = game.rules.layout.zones(game.state.players)
    out: dict[int, int] = {}
    for event in game.events:
        if isinstance(event, CardCreated):
            out[event.iid] = event.owner
        elif isinstance(event, CardMoved):
            zone = zones.get(event.to)
            if zone is not None and zone.owner is not None:
                out[event.iid] = zone.owner
        elif isinstance(event, ControlChanged):
            out[event.iid] = event.controller
        elif isinstance(event, ZoneShuffled):  # fresh ids for the shuffled cards
            for old, new in event.renamed:
                out[new] = out.pop(old)
    return out


def expected_visible(
    visibility: str, zone_seat: int | None, face_up: bool, held_by: int, seat: int
) -> bool:
    """The visibility table of docs/architecture.md, "Hidden information"."""
    table = {
        # visibility: (face up, face down) -> who sees it
        "hidden": ("nobody", "nobody"),
        "open": ("everyone", "everyone"),
        "owner": ("everyone", "zone seat"),
        "public": ("everyone", "controller"),
    }
    who = table[visibility][0 if face_up else 1]
    return (
        who == "everyone"
        or (who == "zone seat" and seat == zone_seat)
        or (who == "controller" and seat == held_by)
    )


def check_views(game: Game) -> None:
    zones = game.rules.layout.zones(game.state.players)
    held = controllers(game)
    state = game.state
    for seat in range(state.players):
        view = game.view(seat)
        for iid, card in view.cards.items():
            zone = zones.get(state.where[iid])
            visibility = "public" if zone is None else zone.visibility
            zone_seat = None if zone is None else zone.owner
            want = expected_visible(
                visibility, zone_seat, state.cards[iid].face_up, held[iid], seat
            )
            assert (card.card is not None) == want, (
                f"seat {seat} {'cannot' if want else 'can'} see card {iid} in {state.where[iid]}"
            )


def check_fold(game: Game) -> None:
    """The state is the fold of its events: replayed onto an empty state, the same game."""
    state = State.empty()
    for event in game.events:
        event.apply(state)
    assert state.fingerprint() == game.fingerprint(), "the state is not the fold of its events"


def opened_by(game: Game) -> Command | None:
    """The gateway (GameRules.gateways) whose choice the seat is making, if any: an undo
    takes it back with the command chosen through it."""
    last = game.commands[-1] if game.commands else None
    return last if last is not None and last.kind in game.rules.gateways else None


def check_every_legal_plays(game: Game, rng: random.Random, sample: int = 6) -> None:
    before = game.fingerprint()
    options = game.legal()
    gateway = opened_by(game)
    for command in rng.sample(options, min(sample, len(options))):
        game.play(command)
        assert game.fingerprint() != before, f"{command} is legal but changes nothing"
        game.undo()
        if gateway is not None:
            game.play(gateway)  # the undo went back before the gateway: open it again
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
        gateway = opened_by(game)
        game.play(command)
        assert game.fingerprint() != before, f"{command} is legal but changes nothing"
        check_cards_conserved(game)
        if steps % 5 == 0:
            after = game.fingerprint()
            game.undo()
            if gateway is not None:  # back before the gateway: opening it again is where we were
                assert opened_by(game) is None
                game.play(gateway)
                assert game.fingerprint() == before, "undo did not return the previous state"
                game.play(command)
                game.undo()
            else:
                assert game.fingerprint() == before, "undo did not return the previous state"
            game.redo()  # (after a gateway: both again)
            assert game.fingerprint() == after, "redo did not return the same state"
        if steps % 11 == 0:
            check_views(game)
            check_fold(game)
        steps += 1
        assert steps < max_commands, "the game does not end"
    check_views(game)
    check_fold(game)
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
