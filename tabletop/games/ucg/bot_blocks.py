"""UCG: what a seat's next Conflict Phase would do against the other seat's blockers.

A sketch of the coming encounters for the evaluation (ai/evaluate/ucg.py), so that it can weigh
attacking now against keeping a character back to block. Every character of the attacking seat
that can still declare an encounter attacks, the strongest first; the defender blocks each with
the Active character that slays it and survives (the smallest such), else one that slays it in
a fair trade, else one that survives it, else not at all (the damage goes to the deck). The
book's rules it follows ("Encountering the Enemy"): blocked characters deal their Combat to
each other and are slain when the damage reaches their Combat; a blocker goes back to the
Active Zone and may block again, its damage counters staying until the end of the turn; Swift
is blocked only by Swift, Unstoppable by nobody; Expertise strikes first; Overpower sends what
the blocker does not take to the deck; an attacker left unblocked deals its damage to the
deck. Assist (blocking together) is left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.engine.state import State
from tabletop.games.ucg.board import Board, opponent


@dataclass
class Forecast:
    under_way: bool = False  # the attacking seat's Conflict Phase is going on now
    unblocked: int = 0  # damage to the defender's deck
    attackers_slain: list[int] = field(default_factory=list)
    blockers_slain: list[int] = field(default_factory=list)


def attackers(state: State, board: Board, seat: int) -> list[int]:
    """The characters of `seat` that can declare an encounter in its next Conflict Phase: in
    its Conflict Phase, the one in the Encounter Zone now and the Active ones with an
    encounter left; otherwise all of them (its Ready Phase readies the Exhausted ones)."""
    if not under_way(state, board, seat):
        return board.characters(seat)
    ready = [
        c for c in board.cards_in(seat, "active") if board.attacks_made(c) < board.card(c).attacks
    ]
    current = board.attacker()
    return ready if current is None or board.blockers() else [current, *ready]


def under_way(state: State, board: Board, seat: int) -> bool:
    return board.turn == seat and state.phase == "conflict"


def next_conflict(state: State, board: Board, defender: int) -> Forecast:
    """The other seat's next Conflict Phase against `defender`'s Active characters."""
    attacking = opponent(defender)
    mid_turn = board.turn == attacking  # damage counters stay until that turn's end
    blockers = board.cards_in(defender, "active")
    toughness = {
        b: board.toughness_left(b) if mid_turn else max(0, board.combat(b)) for b in blockers
    }
    forecast = Forecast(under_way(state, board, attacking))
    strikers = sorted(
        attackers(state, board, attacking), key=lambda a: board.damage_dealt(a), reverse=True
    )
    for attacker in strikers:
        damage = board.damage_dealt(attacker)
        need = max(1, _toughness(board, attacker, mid_turn))
        blocker = _blocker(board, attacker, damage, need, toughness)
        if blocker is None:
            forecast.unblocked += damage
            continue
        left = toughness[blocker]
        attacker_slain, blocker_slain = exchange(board, attacker, damage, need, blocker, left)
        if board.plan(attacker).overpower:
            forecast.unblocked += max(0, damage - left)
        if attacker_slain:
            forecast.attackers_slain.append(attacker)
        if blocker_slain:
            forecast.blockers_slain.append(blocker)
            del toughness[blocker]
        elif not (attacker_slain and _strikes_first(board, blocker, attacker)):
            toughness[blocker] -= damage
    return forecast


def exchange(
    board: Board, attacker: int, damage: int, need: int, blocker: int, left: int
) -> tuple[bool, bool]:
    """(attacker slain, blocker slain) when `blocker` (`left` damage from being slain) blocks
    `attacker` (`need` damage from being slain). Book, "Characters with Expertise": a
    character with Expertise strikes before one without, so what it slays deals no damage."""
    hit = board.damage_dealt(blocker)
    if _strikes_first(board, attacker, blocker) and damage >= left:
        return (False, True)
    if _strikes_first(board, blocker, attacker) and hit >= need:
        return (True, False)
    return (hit >= need, damage >= left)


def _strikes_first(board: Board, one: int, other: int) -> bool:
    return board.plan(one).expertise and not board.plan(other).expertise


def _toughness(board: Board, iid: int, mid_turn: bool) -> int:
    return board.toughness_left(iid) if mid_turn else max(0, board.combat(iid))


def _blocker(
    board: Board, attacker: int, damage: int, need: int, toughness: dict[int, int]
) -> int | None:
    """The defender's pick (see the module's docstring); `need`: the damage that slays the
    attacker, `toughness`: what each blocker still takes before it is slain."""
    if board.plan(attacker).unstoppable:
        return None
    swift = board.plan(attacker).swift
    able = [b for b in toughness if not swift or board.plan(b).swift]
    outcome = {b: exchange(board, attacker, damage, need, b, toughness[b]) for b in able}
    survive = [b for b in able if outcome[b] == (True, False)]
    if survive:
        return min(survive, key=lambda b: toughness[b])
    fair = [
        b for b in able if outcome[b] == (True, True) and board.combat(b) <= board.combat(attacker)
    ]
    if fair:
        return min(fair, key=lambda b: board.combat(b))
    walls = [b for b in able if not outcome[b][1]]
    if walls:
        return min(walls, key=lambda b: toughness[b])
    return None


def blocker_for_the_attacker(board: Board, defender: int) -> int | None:
    """The character `defender` would block the attacker in the Encounter Zone with now, by
    the same choice as the forecast (None: let it through)."""
    attacker = board.attacker()
    if attacker is None:
        return None
    return _blocker_now(board, attacker, _toughness_now(board, defender))[0]


def safe_attackers(board: Board, attackers: list[int]) -> list[int]:
    """Those of `attackers` that, declared now, would meet no blocker of the other seat that
    slays them and survives (the forecast's first choice of blocker), in order; each
    defending seat's blockers are sized up once."""
    sized: dict[int, dict[int, int]] = {}
    safe = []
    for attacker in attackers:
        defender = opponent(board.state.cards[attacker].holder)
        if defender not in sized:
            sized[defender] = _toughness_now(board, defender)
        blocker, outcome = _blocker_now(board, attacker, sized[defender])
        if blocker is None or outcome != (True, False):
            safe.append(attacker)
    return safe


def _toughness_now(board: Board, defender: int) -> dict[int, int]:
    """What each of `defender`'s Active characters still takes before it is slain, this
    turn's damage counters counted."""
    return {b: board.toughness_left(b) for b in board.cards_in(defender, "active")}


def _blocker_now(
    board: Board, attacker: int, toughness: dict[int, int]
) -> tuple[int | None, tuple[bool, bool]]:
    """The defender's blocker for `attacker` now, among its Active characters as they stand
    (`toughness`: `_toughness_now`), and the exchange's outcome (attacker slain, blocker
    slain); no blocker: (None, (False, False))."""
    damage = board.damage_dealt(attacker)
    need = max(1, board.toughness_left(attacker))
    blocker = _blocker(board, attacker, damage, need, toughness)
    if blocker is None:
        return None, (False, False)
    return blocker, exchange(board, attacker, damage, need, blocker, toughness[blocker])
