"""UCG in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.state import State
from tabletop.games.ucg.board import Board, zone_name
from tabletop.games.ucg.cards import UcgCard
from tabletop.games.ucg.options import Options

_ZONE_WORDS = {
    "ignition": "the Ignition Zone",
    "effect1": "Effect Zone 1",
    "effect2": "Effect Zone 2",
    "effect3": "Effect Zone 3",
    "reserve": "the Reserve",
    "active": "the Active Zone",
    "encounter": "the Encounter Zone",
}


def _place(command: Command, board: Board) -> str:
    if command.target_card is not None and command.target_card in board.state.cards:
        return f" on {board.name(command.target_card)}"
    if command.target_zone is not None:
        return f" into {_ZONE_WORDS.get(zone_name(command.target_zone), command.target_zone)}"
    return ""


def describe(state: State, cards: dict[str, UcgCard], command: Command) -> str:
    board = Board(state, cards)
    name = board.name(command.source) if command.source in state.cards else ""
    decision = state.decision.kind if state.decision else ""
    kind = command.kind
    where = _place(command, board)
    simple = {
        "resource": f"Play {name} as a resource",
        "summon": f"Play {name}",
        "set": f"Set {name} face down{where}",
        "ignite": f"Ignite {name}{where}",
        "sequence": f"Sequence {name}{where}",
        "activate": f"Activate {name}'s ability{where}",
        "spring": f"Spring {name}{where}",
        "pass": "Pass",
        "attack": f"{name} attacks",
        "block": f"Block with {name}",
        "assist": f"{name} assists the block",
    }
    if kind in simple:
        return simple[kind]
    if kind == "assign":
        amount = int(command.args[0]) if command.args else 0
        to = "the deck" if command.target_seat is not None else where.removeprefix(" on ")
        return f"Assign {amount} damage to {to}"
    if kind == "end":
        return {
            "dawn": "Go on to the Draw Phase",
            "primary": "Go to the Conflict Phase",
            "conflict": "End the turn",
        }.get(decision, "End the phase")
    if kind == "done":
        return "No block" if decision == "block" else "No more blockers"
    return str(command)


def explain(state: State, cards: dict[str, UcgCard], command: Command) -> str | None:
    """A precise reason for a refused drop, or None for the engine's generic one."""
    source = command.source
    if source is None or source not in state.cards or state.decision is None:
        return None
    board = Board(state, cards)
    card = board.card(source)
    seat = command.seat
    target = command.target_zone and zone_name(command.target_zone)
    decision = state.decision.kind
    if target in ("effect1", "effect2", "effect3") and not board.free_effect_zones(seat):
        return "You have no free Effect Zone: you cannot sequence (book, 'Starting an Encounter')."
    if card.terra > board.terra(seat) and board.zone_of(source) == "hand":
        return f"{card.name} costs {card.terra} Terra; your Reserve gives {board.terra(seat)}."
    if card.kind == "resource" and board.value("resourced"):
        return "You have already played a resource card this turn."
    if decision == "block" and command.target_card is not None:
        attacker = command.target_card
        if attacker in state.cards and board.has(attacker, "unstoppable"):
            return f"{board.name(attacker)} is Unstoppable: it cannot be blocked."
        if attacker in state.cards and not Options(state, cards).can_block(source, attacker):
            return f"{board.name(attacker)} has Swift: only a character with Swift blocks it."
    if decision == "assist" and not card.has("assist"):
        return f"{card.name} has no Assist: only the first blocker may lack it."
    if command.kind == "attack" and board.attacks_made(source) >= card.attacks:
        times = "" if card.attacks == 1 else f" {card.attacks} times"
        return f"{card.name} has already attacked{times} this turn."
    return None
