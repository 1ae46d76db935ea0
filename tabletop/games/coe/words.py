"""COE in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.effects import is_rested
from tabletop.engine.state import State
from tabletop.games.coe import board, payment
from tabletop.games.coe.cards import CoeCard
from tabletop.games.coe.faces import cost_text
from tabletop.games.coe.options import Options


def _name(state: State, cards: dict[str, CoeCard], iid: int | None) -> str:
    if iid is None or iid not in state.cards:
        return "?"
    return cards[state.cards[iid].card].name


def _place(zone_id: str) -> str:
    name = board.slot_name(zone_id)
    if name == "support":
        return "the Support position"
    if name == board.LEADER:
        return "the Party Leader position (3)"
    col = board.column(zone_id)
    row = {"c": "character position", "a": "arsenal slot", "r": "resource slot"}
    return f"{row.get(name[0], name)} {col}" if col else name


def describe(state: State, cards: dict[str, CoeCard], command: Command) -> str:
    name = _name(state, cards, command.source)
    target = _name(state, cards, command.target_card) if command.target_card is not None else ""
    place = _place(command.target_zone or "")
    kind = command.kind
    labels = {
        "skip": "Place no Support champion",
        "autopay": "Pay the minimal payment",
        "end": "End the phase",
        "done": "Go on (no more boosts)",
        "pick.done": "Keep the rest",
    }
    if kind in labels:
        return labels[kind]
    if kind == "lead":
        return f"{name} becomes Party Leader"
    if kind == "support":
        return f"{name} takes the Support position"
    if kind == "first":
        mine = int(command.args[0]) == command.seat
        return "Take the first turn" if mine else "Let your opponent take the first turn"
    if kind == "resource":
        return f"Build {name} as a resource in {place}"
    if kind == "tactic":
        return (
            f"Party tactic: {name} swaps with {target}"
            if target
            else (f"Party tactic: {name} to {place}")
        )
    if kind == "play":
        zone = command.target_zone or ""
        if zone and board.seat_of(zone) != command.seat:
            return f"Play {name} on the enemy's {place.removeprefix('the ')}"
        return f"Play {name} on {target}" if target else f"Play {name} in {place}"
    if kind == "conjure":
        return f"Conjure {name} face down in {place}"
    if kind == "flip":
        return f"Flip {name}" + (f" onto {target}" if target else "")
    if kind == "pay":
        return f"Pay with {name}"
    if kind == "skill":
        card = cards[state.cards[int(command.source or 0)].card]
        skill = card.skills[int(command.args[0])]
        return f"{name}: {skill.name}" + (f" on {target}" if target else "")
    if kind == "counter":
        return f"Counter {target} with {name}"
    if kind == "pass":
        return "Pass"
    if kind == "attack":
        return f"{name} attacks {target}"
    if kind == "boost":
        return f"{name} boosts {target}"
    if kind == "level":
        return f"Level up {target} (archive {name} from the cache)"
    if kind == "pick":
        return f"Set {name} aside"
    if kind == "take":
        return f"Take {name}"
    return str(command)


def explain(state: State, cards: dict[str, CoeCard], command: Command) -> str | None:
    """A precise reason for a refused command, or None for the engine's generic one."""
    source = command.source
    if source is None or source not in state.cards:
        return None
    card = cards[state.cards[source].card]
    opts = Options(state, cards)
    seat = command.seat
    where = board.slot_name(state.where[source])
    zone = command.target_zone or ""
    decision = state.decision.kind if state.decision else ""
    if where == "hand" and board.slot_name(zone).startswith("r") and board.column(zone):
        if len(board.resources(state, seat)) >= board.MAX_RESOURCES:
            return "Your resource area already holds 6 cards."
        if decision != "camp":
            return "Resources are built in your Camp phase only."
        return "That resource slot is taken."
    if where == "hand" and decision in ("main", "battle"):
        if card.kind == "champion":
            return "Champions join the field through party tactics, not from hand."
        if not opts.colour_ok(seat, card):
            return f"{card.name} is {card.colour}: no {card.colour} champion is in your party."
        if not opts.condition_met(seat, card):
            return f"{card.name} needs a {card.if_ally_class} character of yours on the field."
        if not card.has("Conjure") and not opts.affordable(seat, card):
            have = sum(
                r[2] for r in payment.usable(opts.standing_resources(seat), card.pays, card.strict)
            )
            return f"{card.name} costs {cost_text(card)}; your standing resources give {have}."
        if zone and opts.blocked(zone):
            return "A Heavy card stands beside that slot: nothing may be played there."
        if zone and state.zone(zone):
            return "That position is taken."
    if command.kind == "pay" or decision == "pay":
        play = state.values.get("play") or {}
        paying = cards[state.cards[int(play.get("card", source))].card]
        res = cards[state.cards[source].card]
        if res.worth == 0:
            return "A 0-worth resource is never rested to pay."
        if not payment.fits(res.resource, paying.pays, paying.strict):
            if res.resource == "crystal":
                return f"{paying.name} needs {paying.pays} specifically: Crystal cannot pay it."
            return f"{paying.name} is paid in {paying.pays}, not {res.resource}."
        if is_rested(state.cards[source]):
            return "That resource is already rested."
        return "Minimal payment rule: that resource would be unnecessary."
    tactic = command.kind == "tactic" or (where == "party" and decision in ("camp", "main"))
    if tactic and state.values.get(f"tactic.p{seat}"):
        return "You have used your party tactic this round."
    leveled = state.values.get("leveled") or []
    if decision == "level" and command.target_card in leveled:
        return "Each champion levels up once per turn."
    if decision == "battle" and command.target_card is not None:
        return _attack_reason(state, cards, opts, command, card)
    if decision in ("boost", "defend"):
        return _boost_reason(state, cards, opts, command, card)
    if command.kind == "skill" and command.args:
        return _skill_reason(state, opts, command, card)
    return None


def _attack_reason(
    state: State, cards: dict[str, CoeCard], opts: Options, command: Command, card: CoeCard
) -> str | None:
    source = int(command.source or 0)
    target_id = int(command.target_card or 0)
    target = cards[state.cards[target_id].card]
    if state.cards[source].holder != command.seat:
        return "Attack with one of your own characters."
    if board.in_support(state, source):
        return f"{card.name} is in Support: Support characters do not attack."
    if is_rested(state.cards[source]):
        return f"{card.name} is rested: it has used its action this turn."
    if "new" in state.cards[source].flags and not card.has("Swift"):
        return f"{card.name} was played this turn and has no Swift."
    if not opts.stats.has(source, "atk"):
        return f"{card.name} has no ATK: it cannot attack."
    if board.in_support(state, target_id) and not card.has("Transgress"):
        return f"Only a character with Transgress may attack {target.name} in Support."
    provoking = [
        i
        for i in board.characters(state, board.opponent(command.seat))
        if cards[state.cards[i].card].has("Provoke") and opts.standing(i)
    ]
    if provoking and target_id not in provoking:
        names = ", ".join(cards[state.cards[i].card].name for i in provoking)
        return f"Provoke: your attack must target {names}."
    return None


def _boost_reason(
    state: State, cards: dict[str, CoeCard], opts: Options, command: Command, card: CoeCard
) -> str | None:
    source = int(command.source or 0)
    attack = state.values.get("attack") or {}
    fighter = int(
        attack.get("attacker" if state.decision and state.decision.kind == "boost" else "target", 0)
    )
    stat = "ATK" if state.decision and state.decision.kind == "boost" else "DEF"
    if board.in_support(state, source) or (fighter and board.in_support(state, fighter)):
        return "Support characters neither boost nor are boosted."
    if is_rested(state.cards[source]):
        return f"{card.name} is rested: only standing characters boost."
    if not opts.stats.has(source, stat.lower()):
        return f"{card.name} has no {stat}: it cannot boost it."
    if fighter and state.where[source] not in board.adjacent(state.where.get(fighter, "")):
        return "Only characters beside the fighting character boost it."
    return None


def _skill_reason(state: State, opts: Options, command: Command, card: CoeCard) -> str | None:
    source = int(command.source or 0)
    index = int(command.args[0])
    if not 0 <= index < len(card.skills):
        return None
    skill = card.skills[index]
    if opts.stats.level(source) < skill.level:
        return (
            f"{skill.name} needs level {skill.level}; {card.name} has {opts.stats.level(source)}."
        )
    if skill.timing == "support" and not board.in_support(state, source):
        return f"{skill.name} is a Support skill: it works only from the Support area."
    if skill.timing == "action" and is_rested(state.cards[source]):
        return f"{card.name} is rested: it has used its action this turn."
    if skill.timing in ("innate", "support"):
        return f"{skill.name} works once a round."
    return None
