"""EoC in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.state import State
from tabletop.games.eoc import board
from tabletop.games.eoc.cards import EocCard
from tabletop.games.eoc.costs import describe_cost, describe_supply, satisfied
from tabletop.games.eoc.options import Options


def _name(state: State, cards: dict[str, EocCard], iid: int | None) -> str:
    if iid is None or iid not in state.cards:
        return "?"
    return cards[state.cards[iid].card].name


def describe(state: State, cards: dict[str, EocCard], command: Command) -> str:
    name = _name(state, cards, command.source)
    target = _name(state, cards, command.target_card) if command.target_card is not None else ""
    slot = board.slot_name(command.target_zone or "")
    kind = command.kind
    decision = state.decision.kind if state.decision else ""
    if kind == "summon":
        return f"Summon {name} to the Essence Pool"
    if kind == "create":
        return f"Create {name} in creature slot {slot[1:]}"
    if kind == "cast":
        return f"Play {name} on {target}" if target else f"Play {name} in spell slot {slot[1:]}"
    if kind == "trap":
        return f"Play the Trap {name}"
    if kind == "attach":
        return f"Attach {name} to {target}"
    if kind == "autopay":
        return "Pay automatically"
    if kind == "activate":
        return f"Use {name}'s ability"
    if kind == "attack":
        return f"{name} attacks {target}" if decision == "attack" else f"{name} joins the attack"
    if kind == "confirm":
        return "Confirm the attack"
    if kind == "pass":
        return "Pass (no Trap)"
    if kind == "counter":
        return f"Counter-attack {target}"
    if kind == "choose":
        picked = int(command.args[0]) if command.args else None
        return f"Choose {target or _name(state, cards, picked)}"
    if kind == "end":
        return "End the Preparation Phase" if decision == "prepare" else "End the turn"
    return str(command)


def explain(state: State, cards: dict[str, EocCard], command: Command) -> str | None:
    """A precise reason for a refused command, or None for the engine's generic one."""
    opts = Options(state, cards)
    seat = command.seat
    decision = state.decision.kind if state.decision else ""
    source = command.source
    if source is None or source not in state.cards:
        return None
    card = cards[state.cards[source].card]
    pool = board.supply(state, cards, board.pool(state, seat))
    if card.kind == "vanquisher" and command.kind == "attack":
        return "Your Vanquisher never attacks (it only counter-attacks)."
    if command.kind in ("create", "cast", "trap"):
        if card.spell == "trap" and command.kind != "trap":
            return f"{card.name} is a Trap: play it only when asked, in answer to an attack."
        if card.kind == "creature" and len(board.creatures(state, seat)) >= board.MAX_CREATURES:
            return "You already have 3 creatures on the field."
        if not satisfied(card.cost, pool):
            return (
                f"{card.name} costs {describe_cost(card.cost)}; "
                f"your Essence Pool has {describe_supply(pool)}."
            )
        if card.kind == "spell" and decision == "attack":
            return f"{card.name} is played in the Preparation Phase."
    if command.kind == "summon" and state.values.get("summoned"):
        return "You have already summoned an Essence this turn."
    if command.kind == "attach" and card.kind == "essence":
        holder = state.cards[source].attached_to
        if holder is not None and not opts.keeps_paid(source):
            host = cards[state.cards[holder].card]
            rest = [i for i in board.attached(state, holder) if i != source]
            kept = describe_supply(board.supply(state, cards, rest))
            return (
                f"Moving {card.name} would under-pay {host.name}: it costs "
                f"{describe_cost(host.cost)} and would keep {kept}."
            )
        if decision != "prepare" and decision != "pay":
            return "Essence moves only in your Preparation Phase."
    if command.kind == "attack" and card.kind == "creature":
        if "rested" in state.cards[source].flags:
            return f"{card.name} is exhausted (created this turn, or it has attacked)."
        target = command.target_card
        if target is not None and target in state.cards:
            hit = cards[state.cards[target].card]
            foe = board.opponent(seat)
            if hit.kind == "vanquisher" and board.active_creatures(state, foe):
                return "The Vanquisher can be attacked only when its owner has no active creature."
        if decision != "attack" and decision != "declare":
            return "Attacks are declared in your Attack Phase."
    return None
