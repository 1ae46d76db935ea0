"""UCG in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.rules import cite
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


#: the public rule pages beyond the chapter (phases and zones, ignitions and sequences), cited
#: as the game's rules: the chapter's own sections are cited as the book's
RULES = "rules"


def explain(state: State, cards: dict[str, UcgCard], command: Command) -> str | None:
    """A precise reason for a refused drop, quoting the rule (`cite`), or None for the
    engine's generic one."""
    source = command.source
    if source is None or source not in state.cards or state.decision is None:
        return None
    board = Board(state, cards)
    card = board.card(source)
    seat = command.seat
    target = command.target_zone and zone_name(command.target_zone)
    if target in ("effect1", "effect2", "effect3") and not board.free_effect_zones(seat):
        return cite(
            f"You have no free Effect Zone for {card.name}: with no available Effect Zones, "
            "a player cannot Sequence",
            "Starting an Encounter",
        )
    if card.terra > board.terra(seat) and board.zone_of(source) == "hand":
        return cite(
            f"{card.name} costs {card.terra} Terra; your Reserve gives {board.terra(seat)}: "
            "Terra is paid from the Reserve",
            "Primary Phase",
            RULES,
        )
    if card.kind == "resource" and board.value("resourced"):
        return cite(
            f"{card.name} waits: you have already played a resource card this turn (one a turn)",
            "Primary Phase",
            RULES,
        )
    reason = _encounter_reason(state, cards, command, card)
    return reason or _where_it_goes(board, command, card)


def _encounter_reason(
    state: State, cards: dict[str, UcgCard], command: Command, card: UcgCard
) -> str | None:
    board = Board(state, cards)
    source = int(command.source or 0)
    decision = state.decision.kind if state.decision else ""
    if decision == "block" and command.target_card is not None:
        attacker = command.target_card
        if attacker in state.cards and board.has(attacker, "unstoppable"):
            return cite(
                f"{board.name(attacker)} is Unstoppable: it cannot be blocked, even by Swift",
                "Characters with Swift",
            )
        if attacker in state.cards and not Options(board).can_block(source, attacker):
            return cite(
                f"{board.name(attacker)} has Swift: it can only be blocked by other characters "
                "with Swift",
                "Characters with Swift",
            )
    if decision == "assist" and not card.has("assist"):
        return cite(
            f"{card.name} has no Assist: additional blockers must have Assist",
            "Characters with Assist",
        )
    if command.kind == "attack" and board.attacks_made(source) >= card.attacks:
        times = "" if card.attacks == 1 else f" {card.attacks} times"
        return cite(
            f"{card.name} has already attacked{times} this turn: characters attack once a turn "
            "unless a card says more",
            "Characters with Cunning",
        )
    return None


#: where each kind of command takes its card, in the rules' words: (words, section, source)
_GOES: dict[str, tuple[str, str, str]] = {
    "resource": ("is a resource: play it into your Reserve Zone", "Primary Phase", RULES),
    "summon": ("is a character: play it into your Active Zone", "Primary Phase", RULES),
    "attack": (
        "attacks: place it from your Active Zone into your Encounter Zone",
        "Starting an Encounter",
        "book",
    ),
    "block": (
        "blocks in front of the attacking character: drop it on the attacker",
        "Starting an Encounter",
        "book",
    ),
    "assist": (
        "assists the first blocker: drop it on that blocker",
        "Characters with Assist",
        "book",
    ),
    "assign": (
        "assigns its damage: the attacking player always chooses how; drop it on a blocker",
        "Characters with Assist",
        "book",
    ),
    "set": ("is a Pitfall: set it face down in a free Effect Zone", "Card Types", RULES),
    "ignite": (
        "is ignited into the Ignition Zone, or onto the card it aims at",
        "Ignitions and Sequences",
        RULES,
    ),
    "activate": (
        "activates into the Ignition Zone, or onto the card its ability aims at",
        "Ignitions and Sequences",
        RULES,
    ),
    "sequence": (
        "answers in a free Effect Zone of yours (a Sequence)",
        "Ignitions and Sequences",
        RULES,
    ),
}


#: the decision in which a kind of command is played (the others: in several)
_WHEN = {
    "resource": "primary",
    "summon": "primary",
    "set": "primary",
    "attack": "conflict",
    "block": "block",
    "assist": "assist",
    "assign": "assign",
}


def _where_it_goes(board: Board, command: Command, card: UcgCard) -> str | None:
    """Where the command's kind takes this card, when it was dropped elsewhere."""
    goes = _GOES.get(command.kind)
    decision = board.state.decision.kind if board.state.decision else ""
    if command.target is None or goes is None or _WHEN.get(command.kind, decision) != decision:
        return None
    words, section, source = goes
    return cite(f"{card.name} {words}", section, source)
