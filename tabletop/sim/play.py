"""One simulated game: bots play it out; the record keeps what the statistics need, as plain
JSON (so it goes to a checkpoint file, another process or a cluster worker unchanged).

`play_batch` is a top-level function of plain arguments (the run's spec and the matches), so a
spawned process or a Dask worker can run it after importing this module; in the run's own
process the games are played by `play_matches`, with the run's rules as they were made."""

from __future__ import annotations

import time
from typing import Any

from tabletop.ai.bots import Bot, make_bot
from tabletop.ai.random_bot import RandomBot
from tabletop.engine import heap
from tabletop.engine.commands import Command
from tabletop.engine.events import CardCreated, CardMoved, Event, ValueSet, ZoneShuffled
from tabletop.engine.game import Game
from tabletop.engine.rules import GameRules
from tabletop.sim.arms import RunRules, from_spec
from tabletop.sim.plan import Match, derive_seed
from tabletop.sim.variant_cards import config_for

#: a game still running after this many commands is stopped and counted as unfinished
MAX_COMMANDS = 20_000
#: value labels that count a game's length in rounds or turns
LENGTH_LABELS = ("Round", "Turn")
#: where a card from a hand counts as played: rows and slots that others see (not piles such as
#: decks, discards and graveyards, nor private rows such as Empyrean's draft)
PLAY_KINDS = ("row", "slot")
PLAY_VISIBILITY = ("public", "open")


def play_batch(spec: str, matches: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A worker's batch: the run's rules made from its spec (once per process, arms.py), then
    each match (as JSON) played; the records in the same order."""
    return play_matches(from_spec(spec), [Match.from_json(data) for data in matches])


def play_matches(run: RunRules, matches: list[Match]) -> list[dict[str, Any]]:
    """Each match played by its arm's rules; the records in the same order."""
    out = []
    for match in matches:
        out.append(play_match(run.arms[match.arm], match))
        # the rules and cards are loaded now: from here on the heap is the games' (heap.py)
        heap.settle_once()
    return out


def play_match(rules: GameRules, match: Match) -> dict[str, Any]:
    """One game, played by `rules` (the game's, a variant's, or with a run's own decks)."""
    config = config_for(rules, match.seed, match.decks)
    game = Game(rules, config)
    bots = [
        make_bot(level, derive_seed(match.seed, "bot", seat), match.hard_iterations)
        for seat, level in enumerate(match.bots)
    ]
    # per seat: CPU seconds its bot thought, the commands it chose, those with a choice
    think = [[0.0, 0, 0] for _ in match.bots]
    commands = 0
    while game.result is None and commands < MAX_COMMANDS:
        seat = game.to_act[0]
        start = time.thread_time()
        command, choices = _choose(bots[seat], game, seat)
        spent = think[seat]
        spent[0] += time.thread_time() - start
        spent[1] += 1
        spent[2] += choices > 1
        game.play(command)
        commands += 1
    return _record(rules, match, game, commands, think)


def _record(
    rules: GameRules, match: Match, game: Game, commands: int, think: list[list[Any]]
) -> dict[str, Any]:
    events = game.events
    result = game.result
    record: dict[str, Any] = {
        "index": match.index,
        "decks": list(match.decks),
        "bots": list(match.bots),
        "seed": match.seed,
        "finished": result is not None,
        "winners": list(result.winners) if result else [],
        "drawn": list(result.drawn) if result else [],
        "scores": list(result.scores) if result else [],
        "reason": result.reason if result else f"no end after {MAX_COMMANDS} commands",
        "first": first_player(events),
        "commands": commands,
        "rounds": length_in_rounds(events),
        "cards": card_use(game, events),
        "metrics": {k: float(v) for k, v in sorted(rules.sim_metrics(game.state).items())},
        "think": [[round(float(s), 6), int(n), int(c)] for s, n, c in think],
    }
    if match.arm:
        record["variant"] = match.arm
    return record


def _choose(bot: Bot, game: Game, seat: int) -> tuple[Command, int]:
    """The bot's command and how many the seat had to choose among."""
    if isinstance(bot, RandomBot):
        # the same choice as bot.decide(game.seat_view(seat)), without building the view
        legal = [c for c in game.legal() if c.seat == seat]
        return bot.pick(seat, legal), len(legal)
    view = game.seat_view(seat)
    return bot.decide(view), len(view.legal)


def first_player(events: tuple[Event, ...]) -> int:
    """The seat that went first: the game's first `first` value, else seat 0."""
    for event in events:
        if isinstance(event, ValueSet) and event.key == "first" and isinstance(event.value, int):
            return event.value
    return 0


def length_in_rounds(events: tuple[Event, ...]) -> int | None:
    """The last round or turn number the game reached, or None if it counts neither."""
    last: int | None = None
    for event in events:
        if (
            isinstance(event, ValueSet)
            and event.label in LENGTH_LABELS
            and isinstance(event.value, int)
        ):
            last = event.value
    return last


def card_use(game: Game, events: tuple[Event, ...]) -> list[dict[str, list[int]]]:
    """Per seat: card id -> [drawn, played] (1 or 0 in this game). Drawn: it entered the seat's
    hand; played: it went from the seat's hand to a row or slot on the table."""
    players = game.config.players
    zones = game.rules.layout.zones(players)
    hands = {f"p{seat}.hand": seat for seat in range(players)}
    use: list[dict[str, list[int]]] = [{} for _ in range(players)]
    # what each instance id is as the game goes (a shuffle gives cards fresh ids)
    card_of = {iid: card.card for iid, card in game.start_state().cards.items()}
    for event in events:
        if isinstance(event, CardCreated):
            card_of[event.iid] = event.card
        elif isinstance(event, ZoneShuffled) and event.renamed:
            for old, new in event.renamed:
                card_of[new] = card_of[old]
        if not isinstance(event, CardMoved):
            continue
        if event.to in hands and event.source not in hands:
            use[hands[event.to]].setdefault(card_of[event.iid], [0, 0])[0] = 1
        elif event.source in hands:
            zone = zones.get(event.to)
            if zone is not None and zone.kind in PLAY_KINDS and zone.visibility in PLAY_VISIBILITY:
                entry = use[hands[event.source]].setdefault(card_of[event.iid], [0, 0])
                entry[1] = 1
    return [dict(sorted(seat.items())) for seat in use]
