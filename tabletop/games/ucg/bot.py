"""Universal Card Game: the deck is a seat's life (damage mills it; below zero loses), then the
characters on the board, the hand and the resources, and what the other seat's next Conflict
Phase would do against the seat's Active characters (ai/evaluate/ucg_blocks.py).

An attacker goes to the Exhausted Zone and stays there through the other seat's turn (book,
"Procedure of an Encounter"; README: Ready Phase), so attacking gives up a blocker: the
forecast of the next conflict is what weighs the damage dealt now against the damage and the
characters that blocker would have saved. Normal scores each command at the start of the
seat's next turn (`HORIZON`), settles its own decisions on the way (the rest of its Primary
Phase played the plain way, reply windows passed, damage assignments, blocks), and needs no
margin to pass: the forecast says when holding back is better.
"""

from __future__ import annotations

import random
from typing import cast

from tabletop.engine.commands import Command
from tabletop.engine.contract import PLAYOUT_WANDER, first_of_kind
from tabletop.engine.parts import BotHints, HintRules
from tabletop.engine.state import State
from tabletop.games.ucg import board as board_module
from tabletop.games.ucg.board import Board, StillBoard, zone
from tabletop.games.ucg.bot_blocks import blocker_for_the_attacker, next_conflict, safe_attackers
from tabletop.games.ucg.bot_plays import useful_plays
from tabletop.games.ucg.cards import UcgCard

SCALE = 5.0
HORIZON = "next turn"
PASS_MARGIN = 0.01

DECK = 0.5  # a card of the deck (life)
LOW_DECK = 12  # below this many cards, each card of the deck counts DECK more
CHARACTER = 1.0  # a character on the board, plus COMBAT for each point of its Combat
COMBAT = 0.6
HAND = 0.4
RESOURCE = 1.0  # up to RESOURCES_WANTED resources, a tenth of it after
RESOURCES_WANTED = 7
FORECAST_DAMAGE = 0.7  # how much of the next conflict's foreseen damage counts now
FORECAST_SLAIN = 0.5  # and of the characters it would slay
UNDER_WAY = 1.0  # how much of it counts when that conflict is going on now


def points(state: State, rules: HintRules) -> list[float]:
    board = _board(state, rules)
    out = [standing(state, board, seat) for seat in range(state.players)]
    for defender in range(state.players):
        forecast = next_conflict(state, board, defender)
        damage, slain = (
            (UNDER_WAY, UNDER_WAY)
            if forecast.under_way
            else (
                FORECAST_DAMAGE,
                FORECAST_SLAIN,
            )
        )
        out[defender] -= damage * DECK * forecast.unblocked
        out[defender] -= slain * sum(worth(board, b) for b in forecast.blockers_slain)
        out[board_module.opponent(defender)] -= slain * sum(
            worth(board, a) for a in forecast.attackers_slain
        )
    return out


def _board(state: State, rules: HintRules) -> Board:
    return StillBoard(state, cast("dict[str, UcgCard]", rules.cardset.cards))


def standing(state: State, board: Board, seat: int) -> float:
    """The seat's deck, characters, hand and resources, as they stand."""

    def count(name: str) -> int:
        return len(state.zone(zone(seat, name)))

    deck = count("deck")
    score = DECK * deck + DECK * min(deck, LOW_DECK)
    score += sum(worth(board, c) for c in board.characters(seat))
    score += HAND * count("hand")
    resources = count("reserve") + count("expended")
    wanted = min(resources, RESOURCES_WANTED)
    return score + RESOURCE * wanted + 0.1 * RESOURCE * (resources - wanted)


def worth(board: Board, character: int) -> float:
    return CHARACTER + COMBAT * max(0, board.combat(character))


#: how sure Hard's search must be to overrule the look-ahead's pick: standard errors of the
#: paired differences (ai/hard.py); at 60 iterations a decision its noise otherwise undid
#: picks the look-ahead had right, a resource left in hand or a card spent for nothing
OVERRIDE_Z = 1.0
#: deals of the hidden cards the look-ahead seeding Hard's root reads: the other seat's replies
#: (its effects and Pitfalls from a hand nobody sees) decide much of a UCG turn, so Hard's
#: starting pick reads four times Normal's deals (Normal with 16 deals against Normal with 4:
#: docs/benchmarks.md)
PRIOR_SAMPLES = 16


def dominated(kind: str | None, commands: list[Command]) -> list[Command]:
    """Ending the Primary Phase with the turn's resource still to play: the resource costs
    nothing and only adds Terra (README, UCG: one resource card into the Reserve Zone each
    Primary Phase), so ending first is never the better command."""
    if kind == "primary" and any(c.kind == "resource" for c in commands):
        return [c for c in commands if c.kind == "end"]
    return []


#: the seat's way out of each of its decisions, when the look-ahead plays its turn on
WAY_OUT = {"dawn": "end", "primary": "end", "conflict": "end", "assist": "done", "respond": "pass"}


def settle(
    state: State, rules: HintRules, kind: str | None, commands: list[Command]
) -> Command | None:
    """The seat's commands in the look-ahead: after the command being scored it finishes its
    Primary Phase the plain way (its resource, then the dearest characters it can pay for, so
    that a command is not scored as if the rest of the hand stayed there), attacks no more,
    lets reply windows pass, puts an attacker's damage all on one blocker, and blocks as the
    forecast does (ai/evaluate/ucg_blocks.py)."""
    if kind == "assign":
        return max(commands, key=lambda c: int(c.args[0]) if c.args else 0, default=None)
    if kind == "block":
        board = _board(state, rules)
        blocker = blocker_for_the_attacker(board, commands[0].seat)
        chosen = [c for c in commands if c.kind == "block" and c.source == blocker]
        if chosen:
            return chosen[0]
        return first_of_kind(commands, "done")
    if kind == "primary":
        board = _board(state, rules)
        more = _primary_play(board, commands)
        if more is not None:
            return more
    way_out = WAY_OUT.get(kind or "")
    return first_of_kind(commands, way_out)


def _primary_play(board: Board, commands: list[Command]) -> Command | None:
    """The rest of the seat's Primary Phase in the look-ahead: its resource first (the one
    that gives the most Terra), then its dearest character (the largest Combat among equals)."""
    resources = [c for c in commands if c.kind == "resource" and c.source is not None]
    if resources:
        return max(resources, key=lambda c: board.card(cast("int", c.source)).gives)
    summons = [c for c in commands if c.kind == "summon" and c.source is not None]
    if summons:
        return max(
            summons,
            key=lambda c: (
                board.card(cast("int", c.source)).terra,
                board.card(cast("int", c.source)).combat or 0,
            ),
        )
    return None


def _plain_attack(board: Board, commands: list[Command]) -> Command | None:
    """The Conflict Phase the plain way: attack with the character that deals the most among
    those no blocker of the other seat slays and survives (bot_blocks.safe_attackers), then end."""
    attacks = [c for c in commands if c.kind == "attack" and c.source is not None]
    safe_ones = safe_attackers(board, [cast("int", c.source) for c in attacks])
    safe = [c for c in attacks if c.source in safe_ones]
    if safe:
        return max(safe, key=lambda c: board.damage_dealt(cast("int", c.source)))
    return first_of_kind(commands, "end")


def playout(
    state: State, rules: HintRules, kind: str | None, commands: list[Command], rng: random.Random
) -> Command | None:
    """Hard's playouts play the Primary Phase, the blocks and the damage assignments as the
    look-ahead settles them (`settle`: resource first, dearest characters, the forecast's
    blocker), then the plainly useful effects (ucg_plays.py) and end; they attack the plain
    way (`_plain_attack`; now and then, PLAYOUT_WANDER, the sensible random command
    instead); at Dawn and in reply windows they make a useful play or pass on. Every other
    decision is the sensible random one."""
    if kind in ("block", "assign"):
        return settle(state, rules, kind, commands)
    board = _board(state, rules)
    if kind == "primary":
        return _primary_play(board, commands) or _useful_or(board, commands, "end", rng)
    if kind == "conflict" and rng.random() >= PLAYOUT_WANDER:
        return _plain_attack(board, commands)
    if kind in ("dawn", "respond"):
        return _useful_or(board, commands, WAY_OUT[kind], rng)
    return None


def _useful_or(
    board: Board, commands: list[Command], way_out: str, rng: random.Random
) -> Command | None:
    """A random plainly useful play (ucg_plays.py), else the decision's way out."""
    plays = useful_plays(board, commands)
    if plays:
        return rng.choice(plays)
    return first_of_kind(commands, way_out)


HINTS = BotHints(
    points=points,
    scale=SCALE,
    horizon=HORIZON,
    pass_margin=PASS_MARGIN,
    settle=settle,
    playout=playout,
    dominated=dominated,
    override_z=OVERRIDE_Z,
    prior_samples=PRIOR_SAMPLES,
)
