"""Empyrean's commands in words ("Deploy Ashigaru to battlefield 2") and precise refusals
("Ninja costs 3 essence; you have 2 left")."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.state import State
from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import EmpyreanCard
from tabletop.games.empyrean.moves import choice_command


def describe(state: State, cards: dict[str, EmpyreanCard], command: Command) -> str:
    name = cards[state.cards[command.source].card].name if command.source else ""
    zone = command.target_zone or ""
    loc = board.parse_row(zone) if zone else None
    if command.kind == "keep":
        return f"Keep {name}"
    if command.kind == "deploy" and loc:
        return f"Deploy {name} to battlefield {loc[1]}"
    if command.kind == "move" and loc:
        return f"Move {name} to battlefield {loc[1]}"
    if command.kind == "activate":
        return f"Use {name}'s command ability"
    if command.kind == "pass":
        return "Pass (deploy nothing more)"
    if command.kind == "done":
        return "End the command phase"
    if command.kind == "choose":
        for option in state.decision.get("options", []) if state.decision else []:
            if (
                choice_command(
                    command.seat,
                    option["key"],
                    state.decision.get("source") if state.decision else None,
                    state,
                )
                == command
            ):
                return str(option["label"])
    return str(command)


def explain(state: State, cards: dict[str, EmpyreanCard], command: Command) -> str | None:
    decision = state.decision
    if decision is not None and decision.kind == "deploy" and command.kind == "deploy":
        if command.source is None or command.source not in state.cards:
            return "Deploy a card from your hand."
        seat = command.seat
        if state.where.get(command.source) != f"p{seat}.hand":
            return "Only cards in your hand can be deployed."
        card = cards[state.cards[command.source].card]
        essence = int(state.values.get(f"essence.p{seat}", 0))
        if card.cost > essence:
            return f"{card.name} costs {card.cost} essence; you have {essence} left."
        loc = board.parse_row(command.target_zone or "")
        if loc is None or loc[0] != seat:
            return "Deploy onto one of your own battlefield rows."
        if not board.has_open_zone(state, cards, seat, loc[1]):
            return f"Battlefield {loc[1]} has no open zone."
        return f"{card.name} cannot be deployed on battlefield {loc[1]} this round."
    return None
