"""COE in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.effects import is_rested
from tabletop.engine.rules import cite
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
    """A precise reason for a refused command, quoting the book's rule (`cite`), or None for
    the engine's generic one."""
    source = command.source
    if source is None or source not in state.cards:
        return None
    card = cards[state.cards[source].card]
    opts = Options(state, cards)
    where = board.slot_name(state.where[source])
    decision = state.decision.kind if state.decision else ""
    slot = command.target_zone or state.where.get(command.target_card or -1, "")
    if where == "hand" and board.slot_name(slot).startswith("r") and board.column(slot):
        return _resource_reason(state, cards, command, card, slot)
    if where == "hand" and decision in ("main", "battle"):
        reason = _play_reason(state, cards, opts, command, card)
        if reason:
            return reason
    if (command.kind == "pay" or decision == "pay") and state.values.get("play"):
        return _pay_reason(state, cards, command)
    tactic = command.kind == "tactic" or (where == "party" and decision in ("camp", "main"))
    if tactic and state.values.get(f"tactic.p{command.seat}"):
        return cite(
            "You have used your party tactic this round: players may perform only one of these "
            "actions per turn",
            "Party Tactics",
        )
    leveled = state.values.get("leveled") or []
    if decision == "level" and command.target_card in leveled:
        name = _name(state, cards, command.target_card)
        return cite(f"{name} has leveled up this turn: each Champion once per turn", "Leveling")
    reason = _fight_reason(state, cards, opts, command, card, decision)
    return reason or _where_it_goes(state, command, card)


def _fight_reason(
    state: State,
    cards: dict[str, CoeCard],
    opts: Options,
    command: Command,
    card: CoeCard,
    decision: str,
) -> str | None:
    if decision == "battle" and command.target_card is not None and command.kind == "attack":
        return _attack_reason(state, cards, opts, command, card)
    if decision in ("boost", "defend") and command.kind == "boost":
        return _boost_reason(state, cards, opts, command, card)
    if command.kind == "skill" and command.args:
        return _skill_reason(state, opts, command, card)
    return None


def _resource_reason(
    state: State, cards: dict[str, CoeCard], command: Command, card: CoeCard, slot: str
) -> str:
    """A hand card dropped on a resource slot (book, "Playing Resources")."""
    held = len(board.resources(state, command.seat))
    if board.seat_of(slot) != command.seat:
        return cite(
            f"{card.name}: resources are played in your own resource area", "Playing Resources"
        )
    if held >= board.MAX_RESOURCES:
        return cite(
            f"Your resource area already holds {held} cards: players may only have a total of "
            f"{board.MAX_RESOURCES} there at a time",
            "Playing Resources",
        )
    if not state.decision or state.decision.kind != "camp":
        return cite(
            f"{card.name} waits: resources are played during the Camp phase of your turn",
            "Playing Resources",
        )
    holder = _name(state, cards, board.occupant(state, slot))
    return cite(
        f"{holder} holds that resource slot: players must play cards in open positions",
        "Movement",
    )


def _play_reason(
    state: State, cards: dict[str, CoeCard], opts: Options, command: Command, card: CoeCard
) -> str | None:
    """A hand card played in the Main or Battle phase (book, "Card Requirements")."""
    seat = command.seat
    zone = command.target_zone or ""
    if card.kind == "champion":
        return cite(
            f"{card.name} is a Champion: players play additional champions to the field using "
            "Party Tactics, not from hand",
            "Party Leader",
        )
    if not opts.colour_ok(seat, card):
        return cite(
            f"{card.name} is {card.colour}: no {card.colour} champion is in your party, and a "
            "card needs a matching color",
            "Color Check",
        )
    if not opts.condition_met(seat, card):
        return cite(
            f"{card.name} needs a {card.if_ally_class} character of yours on the field",
            "Card Requirements",
        )
    if not card.has("Conjure") and not opts.affordable(seat, card):
        have = sum(
            r[2] for r in payment.usable(opts.standing_resources(seat), card.pays, card.strict)
        )
        return cite(
            f"{card.name} costs {cost_text(card)}; your standing resources give {have}",
            "Resource Check",
        )
    heavy = _heavy_beside(state, cards, zone) if zone else None
    if heavy:
        return cite(
            f"{heavy} (Heavy) stands beside that slot: no card may be played into a slot "
            "beside a Heavy card",
            "Card zones",
        )
    if zone and state.zone(zone):
        holder = _name(state, cards, board.occupant(state, zone))
        return cite(f"{holder} holds that position: play cards in open positions", "Movement")
    return None


def _heavy_beside(state: State, cards: dict[str, CoeCard], zone_id: str) -> str | None:
    """The Heavy card beside `zone_id` that closes it (book, "Card zones"), by name."""
    for other in board.adjacent(zone_id):
        iid = board.occupant(state, other)
        if (
            iid is not None
            and state.cards[iid].face_up
            and cards[state.cards[iid].card].has("Heavy")
        ):
            return cards[state.cards[iid].card].name
    return None


def _pay_reason(state: State, cards: dict[str, CoeCard], command: Command) -> str:
    """A resource dropped to pay (book, "Spending Resources")."""
    source = int(command.source or 0)
    play = state.values.get("play") or {}
    paying = cards[state.cards[int(play.get("card", source))].card]
    res = cards[state.cards[source].card]
    section = "Spending Resources"
    if state.where[source] not in board.row(command.seat, board.RESOURCE_SLOTS):
        return cite(
            f"{res.name} is not a resource of yours: players may only use cards in their "
            "resource area when paying",
            section,
        )
    if res.worth == 0:
        return cite(f"{res.name} is worth 0: 0 worth resources may not be rested", section)
    if not payment.fits(res.resource, paying.pays, paying.strict):
        if res.resource == "crystal":
            return cite(
                f"{paying.name} needs {paying.pays} specifically: Crystal cannot pay it",
                "Resources",
            )
        return cite(
            f"{paying.name} is paid in {paying.pays}, not {res.resource}: resources spent "
            "must match the card's type",
            "Resources",
        )
    if is_rested(state.cards[source]):
        return cite(f"{res.name} is already rested", section)
    if command.target_card != int(play.get("card", source)):
        return cite(f"{res.name} pays by resting: drop it on {paying.name}", section)
    return cite(
        f"Minimal payment rule: {res.name} would be unnecessary; rest only the resources "
        f"{paying.name}'s cost requires",
        section,
    )


def _attack_reason(
    state: State, cards: dict[str, CoeCard], opts: Options, command: Command, card: CoeCard
) -> str | None:
    source = int(command.source or 0)
    target_id = int(command.target_card or 0)
    target = cards[state.cards[target_id].card]
    if state.cards[source].holder != command.seat:
        return cite("Attack with one of your own characters on the field", "Attacking")
    if board.in_support(state, source):
        return cite(f"{card.name} is in Support: champions there may not attack", "Support Area")
    if is_rested(state.cards[source]):
        return cite(f"{card.name} is rested: it has used its action this turn", "Champion Actions")
    if "new" in state.cards[source].flags and not card.has("Swift"):
        return cite(
            f"{card.name} was played this turn and has no Swift: acolytes may not attack on "
            "the turn they are played",
            "Champions and Acolytes",
        )
    if not opts.stats.has(source, "atk"):
        return cite(f"{card.name} has no ATK: it cannot attack", "Attacking")
    if board.in_support(state, target_id) and not card.has("Transgress"):
        return cite(
            f"{target.name} is in Support: only a character with Transgress may attack it",
            "Attacking Support Characters",
        )
    provoking = [
        i
        for i in board.characters(state, board.opponent(command.seat))
        if cards[state.cards[i].card].has("Provoke") and opts.standing(i)
    ]
    if provoking and target_id not in provoking:
        names = ", ".join(cards[state.cards[i].card].name for i in provoking)
        return cite(f"Provoke: your attack must target {names}", "Attack Targeting")
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
        return cite(
            f"{card.name}: support characters cannot be boosted or be used to boost", "Boosting"
        )
    if is_rested(state.cards[source]):
        return cite(f"{card.name} is rested: only standing characters boost", "Boosting")
    if not opts.stats.has(source, stat.lower()):
        return cite(
            f"{card.name} has no {stat}: a character without the stat may not boost", "Boosting"
        )
    if fighter and state.where[source] not in board.adjacent(state.where.get(fighter, "")):
        return cite(
            f"{card.name} is not beside the fighting character: boosting characters must be "
            "adjacent",
            "Boosting",
        )
    return None


def _skill_reason(state: State, opts: Options, command: Command, card: CoeCard) -> str | None:
    source = int(command.source or 0)
    index = int(command.args[0])
    if not 0 <= index < len(card.skills):
        return None
    skill = card.skills[index]
    if opts.stats.level(source) < skill.level:
        return cite(
            f"{card.name}'s {skill.name} needs level {skill.level}; {card.name} has "
            f"{opts.stats.level(source)}",
            "Champion Actions",
        )
    if skill.timing == "support" and not board.in_support(state, source):
        return cite(
            f"{card.name}'s {skill.name} is a Support skill: it works only from the Support area",
            "Support Area",
        )
    if skill.timing == "action" and is_rested(state.cards[source]):
        return cite(f"{card.name} is rested: it has used its action this turn", "Champion Actions")
    if skill.timing in ("innate", "support"):
        return cite(f"{card.name}'s {skill.name} works once a round", "Champion Actions")
    return None


#: where each kind of command takes its card, in the book's words, with the book's section
_GOES: dict[str, tuple[str, str]] = {
    "lead": ("becomes Party Leader: it goes to your Party Leader position (3)", "Party Leader"),
    "refill": ("becomes Party Leader: it goes to your Party Leader position (3)", "Party Leader"),
    "support": ("may go to your Support position only", "Support Area"),
    "resource": (
        "may go to an open resource slot of yours: resources are played in the resource area",
        "Playing Resources",
    ),
    "tactic": (
        "moves only by a party tactic: to an open support or field position, or a swap with "
        "your Party Leader",
        "Party Tactics",
    ),
    "conjure": (
        "is played face down into an open arsenal slot of yours",
        "Playing Face Down Cards",
    ),
    "flip": (
        "flips face up where it lies (onto its target, if it has one)",
        "Playing Face Down Cards",
    ),
    "attack": ("attacks an enemy character: drop it on one", "Attacking"),
    "boost": ("boosts the character in battle beside it: drop it on that one", "Boosting"),
    "pay": ("pays by resting: drop it on the card being paid", "Spending Resources"),
    "level": ("is archived from the cache to level up a Champion: drop it on one", "Leveling"),
    "counter": ("answers a card being played: drop it on that card", "Card Speeds"),
    "skill": ("uses its skill on a target the skill names", "Champion Actions"),
}


#: the decisions in which a kind of command is played
_WHEN: dict[str, tuple[str, ...]] = {
    "lead": ("lead", "refill"),
    "refill": ("lead", "refill"),
    "support": ("support",),
    "resource": ("camp",),
    "attack": ("battle",),
    "boost": ("boost", "defend"),
    "pay": ("pay",),
    "level": ("level",),
    "counter": ("counter",),
    "play": ("main", "battle"),
    "conjure": ("main",),
}


def _where_it_goes(state: State, command: Command, card: CoeCard) -> str | None:
    """Where the command's kind takes this card by the book, when it was dropped elsewhere."""
    decision = state.decision.kind if state.decision else ""
    if command.target is None or decision not in _WHEN.get(command.kind, (decision,)):
        return None
    if command.kind == "play":
        if card.has("Equipment"):
            return cite(
                f"{card.name} is an Equipment: drop it on the character it equips", "Equipments"
            )
        if card.kind == "acolyte":
            return cite(
                f"{card.name} is an Acolyte: acolytes must be played into the Character area",
                "Playing Acolytes",
            )
        return cite(
            f"{card.name} is an arsenal card: it must be played into your Arsenal area or onto "
            "its target",
            "Playing Arsenal Cards",
        )
    goes = _GOES.get(command.kind)
    return None if goes is None else cite(f"{card.name} {goes[0]}", goes[1])
