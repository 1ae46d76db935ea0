"""What a seat may do in the command and deploy phases (the legal commands' sources)."""

from __future__ import annotations

import functools

from tabletop.engine.commands import Command
from tabletop.engine.kept_listing import kept_commands
from tabletop.games.empyrean import board
from tabletop.games.empyrean.keys import memo, pile_zone, row_target, seat_value
from tabletop.games.empyrean.runtime import Runtime, round_memo, used_flag
from tabletop.games.empyrean.usable import USABLE


def deploy_options(rt: Runtime, seat: int) -> list[Command]:
    """Each card in the hand onto each battlefield it may be deployed to now, in hand order."""
    state = rt.state
    hand = state.zone(pile_zone(seat, "hand"))
    if not hand:
        return []
    essence = int(state.values.get(seat_value("essence", seat), 0))
    cards, instances = rt.cards, state.cards
    costs = []
    for iid in hand:
        costs.append(cards[instances[iid].card].cost)
    if min(costs) > essence:
        return []  # nothing affordable: no need to read the battlefields
    fields = []
    zones, in_force = state.zones, rt.all_rules_now()
    for bf, row, target in _rows_and_targets(seat, state.players):
        rules = in_force[bf - 1]  # the cost range a card must be in to deploy here now
        if len(zones.get(row, ())) < rules.zones:
            high = rules.high
            kept = kept_commands(seat, "deploy", target)
            fields.append((rules.low, high if high < essence else essence, kept))
    return [
        kept[iid]
        for iid, cost in zip(hand, costs, strict=True)
        for low, high, kept in fields
        if low <= cost <= high
    ]


@functools.cache
def _rows_and_targets(seat: int, players: int) -> tuple[tuple[int, str, str], ...]:
    """Each battlefield of a seat: its number, its row's id and the commands' target for it."""
    fields = range(1, board.battlefields_for(players) + 1)
    return tuple((bf, board.row(seat, bf), row_target(seat, bf)) for bf in fields)


#: each seat's way out of the deploy and command decisions
_PASS = tuple(Command(seat, "pass") for seat in range(4))
_DONE = tuple(Command(seat, "done") for seat in range(4))


def deploy_choices(rt: Runtime, seat: int) -> list[Command]:
    """The deploy decision's commands: each deployment, then passing."""
    return [*deploy_options(rt, seat), _PASS[seat] if seat < 4 else Command(seat, "pass")]


def command_choices(rt: Runtime, seat: int) -> list[Command]:
    """The command decision's commands: each move and ability, then ending the phase."""
    return [*command_options(rt, seat), _DONE[seat] if seat < 4 else Command(seat, "done")]


#: the names of the command abilities' round memos, by index (`cmd<index>`), made once
_CMD = tuple(f"cmd{index}" for index in range(16))


def moved_flag(rt: Runtime) -> str:
    return round_memo(rt.state, "moved")


def command_flag(rt: Runtime, index: int) -> str:
    """Marks command ability `index` of a card as used this round."""
    return round_memo(rt.state, _CMD[index] if index < len(_CMD) else f"cmd{index}")


def may_command(rt: Runtime, seat: int) -> bool:
    """A cheap first look: does the seat have a revealed card with a Move token or a command
    ability at all? (Most rounds nobody has; command_options then need not run.)"""
    state = rt.state
    for zone in board.rows_for(seat, 4 if state.players == 3 else 3):
        for iid in state.zone(zone):
            inst = state.cards[iid]
            if not inst.face_up:
                continue
            if inst.counters.get("move") or rt.profiles[inst.card].movable:
                return True
    return False


def command_options(rt: Runtime, seat: int) -> list[Command]:
    """Moves with Move tokens (book, "Command Phase") and command-phase abilities."""
    state = rt.state
    out: list[Command] = []
    essence = int(state.values.get(seat_value("essence", seat), 0))
    round_now = state.values.get("round", 0)
    moved = memo("moved", round_now)
    profiles, cards = rt.profiles, rt.cards
    for zone in board.rows_for(seat, 4 if state.players == 3 else 3):
        for iid in state.zone(zone):
            card_state = state.cards[iid]
            if not card_state.face_up:
                continue
            profile = profiles[card_state.card]
            if not profile.movable and not card_state.counters.get("move"):
                continue  # no Move token and no command ability: nothing to offer
            card = cards[card_state.card]
            # a card moves at most once each command phase: a permanent token (book, Pegasus)
            # or one of its one-time tokens, each "Moved once during the Command phase on any
            # future Round" (Legends); a Viking moves at most once per Round (Vikings)
            can_move = moved not in card_state.flags and (
                card.move_token or card_state.counters.get("move", 0) > 0
            )
            if can_move:
                for bf in rt.move_destinations(iid):
                    out.append(Command(seat, "move", iid, row_target(seat, bf)))
            for index in profile.commands:
                ability = card.abilities[index]
                if ability.cost > essence:
                    continue
                if memo(_CMD[index] if index < len(_CMD) else f"cmd{index}", round_now) in (
                    card_state.flags
                ):
                    continue
                if ability.once and used_flag(index) in card_state.flags:
                    continue  # a once-per-game command ability already used
                if card.ability_type == "conditional" and "stun" in card_state.flags:
                    continue
                if not USABLE(ability)(rt, iid):
                    continue
                out.append(Command(seat, "activate", iid, None, (index,)))
    return out
