"""Empyrean's commands in words ("Deploy Ashigaru to battlefield 2") and precise refusals
("Ninja costs 3 essence; you have 2 left")."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.rules import cite
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
    """A precise reason for a refused command, quoting the book's rule (`cite`), or None for
    the engine's generic one."""
    decision = state.decision
    if command.source is None or command.source not in state.cards or decision is None:
        return None
    card = cards[state.cards[command.source].card]
    if decision.kind == "deploy" and command.kind == "deploy":
        return _deploy(state, cards, command, card)
    if decision.kind == "command" and command.kind == "move":
        return _move(state, cards, command, card)
    if decision.kind == "command" and command.kind == "activate" and command.target is not None:
        return cite(
            f"{card.name}'s command ability is used where the card stands: click it, then confirm",
            "Command Phase",
        )
    if decision.kind == "draft" and command.kind == "keep" and command.target is not None:
        return cite(
            f"Keep {card.name} by dropping it on your hand: draw 2 cards and keep 1 of them",
            "Round Phases",
        )
    return None


def _deploy(
    state: State, cards: dict[str, EmpyreanCard], command: Command, card: EmpyreanCard
) -> str:
    """A card deployed where it may not go (book, "Deploy Phase")."""
    seat = command.seat
    if state.where.get(command.source or 0) != f"p{seat}.hand":
        return cite(f"{card.name} is not in your hand: cards are deployed from hand", DEPLOY)
    essence = int(state.values.get(f"essence.p{seat}", 0))
    if card.cost > essence:
        return cite(
            f"{card.name} costs {card.cost} essence; you have {essence} left: you must have the "
            "essence to pay for the card",
            DEPLOY,
        )
    loc = board.parse_row(command.target_zone or "")
    if loc is None or loc[0] != seat:
        return cite(
            f"{card.name} is deployed face-down on an open zone of one of your own battlefields",
            DEPLOY,
        )
    if not board.has_open_zone(state, cards, seat, loc[1]):
        return cite(
            f"Battlefield {loc[1]} has no open zone for {card.name}: you cannot exceed "
            f"{board.capacity(state, cards, loc[1])} deployed cards there",
            "Game Surface Layout",
        )
    return cite(
        f"{card.name} cannot be deployed on battlefield {loc[1]} this round: its effect says so",
        "Battlefields",
    )


def _move(
    state: State, cards: dict[str, EmpyreanCard], command: Command, card: EmpyreanCard
) -> str:
    """A revealed card moved where it may not go (book, "Command Phase", "Tokens")."""
    seat = command.seat
    loc = board.parse_row(command.target_zone or "")
    here = board.parse_row(state.where.get(command.source or 0, ""))
    if loc is None or loc[0] != seat:
        return cite(
            f"{card.name} moves only to an open zone on another of your own battlefields",
            "Card Ability Keywords",
        )
    if here is not None and here[1] == loc[1]:
        return cite(
            f"{card.name} is on battlefield {loc[1]} already: move it to another",
            "Card Ability Keywords",
        )
    if not board.has_open_zone(state, cards, seat, loc[1]):
        return cite(
            f"Battlefield {loc[1]} has no open zone for {card.name}: a card moves onto an open "
            "zone",
            "Card Ability Keywords",
        )
    if board.moving_blocked(state, cards, loc[1]) or (
        here is not None and board.moving_blocked(state, cards, here[1])
    ):
        return cite(f"{card.name} cannot move: a battlefield's effect forbids it", "Battlefields")
    return cite(
        f"{card.name} cannot move now: a card moves once in a command phase, with a Move token",
        "Command Phase",
    )


DEPLOY = "Deploy Phase"
