"""Empyrean's moves (what each command does) and the commands each decision offers, registered
on the game's flow (engine/flow.py)."""

from __future__ import annotations

import functools
from typing import Any

from tabletop.engine.commands import Command
from tabletop.engine.state import Decision, State
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.facts import profiles_of
from tabletop.games.empyrean.flow import FLOW
from tabletop.games.empyrean.keys import pile_zone
from tabletop.games.empyrean.options import (
    command_choices,
    command_flag,
    deploy_choices,
    moved_flag,
)
from tabletop.games.empyrean.runtime import Runtime


class _ReadOnly(Runtime):
    """A Runtime over a bare state, for listing legal commands (it never emits)."""

    def __init__(self, state: State, cards: dict[str, EmpyreanCard]) -> None:
        self.state = state
        self.cards = cards
        self.front = []
        self.profiles = profiles_of(cards)


@functools.cache
def _hand_target(seat: int) -> str:
    return f"zone:p{seat}.hand"


# --- what each decision offers -------------------------------------------------------------
@FLOW.legal("draft")
def _drafts(rules: Any, state: State, decision: Decision) -> list[Command]:
    return [
        Command(seat, "keep", iid, _hand_target(seat))
        for seat in decision.seats
        for iid in state.zone(pile_zone(seat, "draft"))
    ]


@FLOW.legal("deploy")
def _deploys(rules: Any, state: State, decision: Decision) -> list[Command]:
    return deploy_choices(_ReadOnly(state, rules.cards), decision.seats[0])


@FLOW.legal("command")
def _commands(rules: Any, state: State, decision: Decision) -> list[Command]:
    return command_choices(_ReadOnly(state, rules.cards), decision.seats[0])


@FLOW.legal("choose")
def _choices(rules: Any, state: State, decision: Decision) -> list[Command]:
    seat = decision.seats[0]
    return [
        choice_command(seat, option["key"], decision.get("source"), state)
        for option in decision.get("options", [])
    ]


# --- moves ---------------------------------------------------------------------------------
@FLOW.move("keep")
def _keep(rt: Runtime, command: Command) -> None:
    assert command.source is not None
    seat = command.seat
    drafted = rt.state.zone(pile_zone(seat, "draft"))
    rt.ctx.move(command.source, pile_zone(seat, "hand"))
    for other in list(drafted):
        rt.ctx.move(other, pile_zone(seat, "deck"), index=0)


@FLOW.move("deploy")
def _deploy(rt: Runtime, command: Command) -> None:
    assert command.source is not None and command.target_zone is not None
    loc = board.parse_row(command.target_zone)
    assert loc is not None
    rt.deploy(command.source, command.seat, loc[1], free=False)
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} deploys a card to battlefield {loc[1]}")


@FLOW.move("pass", "done")
def _pass(rt: Runtime, command: Command) -> None:
    rt.finish_front()
    done = "passes" if command.kind == "pass" else "ends the command phase"
    rt.ctx.narrate(f"{rt.seat_name(command.seat)} {done}")


@FLOW.move("move")
def _move(rt: Runtime, command: Command) -> None:
    """A Move token or a card's own move, once each command phase (book, "Command Phase")."""
    iid, zone = command.source, command.target_zone
    assert iid is not None and zone is not None
    loc = board.parse_row(zone)
    assert loc is not None
    rt.ctx.flag(iid, moved_flag(rt))  # once each command phase, whatever the token
    if not rt.card(iid).move_token and rt.state.cards[iid].counters.get("move", 0) > 0:
        rt.ctx.add_counter(iid, "move", -1)
    rt.move_to(iid, loc[1])


@FLOW.move("activate")
def _activate(rt: Runtime, command: Command) -> None:
    iid = command.source
    assert iid is not None
    index = int(command.args[0])
    ability = rt.card(iid).abilities[index]
    seat = rt.state.cards[iid].owner
    rt.ctx.flag(iid, command_flag(rt, index))
    if ability.cost:
        rt.ctx.set_value(f"essence.p{seat}", rt.essence(seat) - ability.cost)
    rt.ctx.narrate(f"{rt.seat_name(seat)} activates {rt.card(iid).name}")
    rt.trigger_card(iid, index, subject=iid)


@FLOW.move("choose")
def _choose(rt: Runtime, command: Command) -> None:
    """The answer is stored in the waiting step, which then runs on from where it stood."""
    front = rt.queue[0]
    rt.update_front(ans=[*front.get("ans", []), _answer_key(command)])


def choice_command(seat: int, key: str, source: int | None, state: State) -> Command:
    """The command for one option of a choice: a card to click, a battlefield to drop on."""
    if key.startswith("card:"):
        return Command(seat, "choose", int(key[5:]), None)
    if key.startswith("bf:"):
        return Command(seat, "choose", source, f"zone:p{seat}.bf{key[3:]}")
    if key.startswith("seat:"):
        return Command(seat, "choose", None, key)
    return Command(seat, "choose", None, None, (key,))


def _answer_key(command: Command) -> str:
    if command.args:
        return str(command.args[0])
    if command.target_zone is not None:
        loc = board.parse_row(command.target_zone)
        assert loc is not None
        return f"bf:{loc[1]}"
    if command.target_seat is not None:
        return f"seat:{command.target_seat}"
    return f"card:{command.source}"
