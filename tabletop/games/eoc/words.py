"""EoC in words: command labels for buttons and menus, and precise reasons for refusals."""

from __future__ import annotations

from tabletop.engine.commands import Command
from tabletop.engine.effects import is_rested
from tabletop.engine.rules import cite
from tabletop.engine.state import State
from tabletop.games.eoc import board, targets
from tabletop.games.eoc.cards import Action, EocCard
from tabletop.games.eoc.costs import (
    describe_cost,
    describe_owed,
    describe_supply,
    helps,
    owed,
    satisfied,
)
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
    if kind == "arrange":
        return "Move an Essence"
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
    source = command.source
    if source is None or source not in state.cards:
        return None
    card = cards[state.cards[source].card]
    command = _natural(state, card, command)
    handler = _EXPLAIN.get(command.kind)
    reason = handler(_Why(state, cards, command, card)) if handler else None
    if reason is None or reason.endswith(").") and "(book, " in reason:
        return reason
    return cite(reason, _section(state, command, card))


def _section(state: State, command: Command, card: EocCard) -> str:
    """The book's section whose rule refuses `command` (a bullet of the turn's phases)."""
    kind = command.kind
    if kind == "attach":
        return "Create a Creature" if state.values.get("paying") else "Summon an Essence"
    if kind == "activate":
        return {
            "creature": "Your Creature Abilities",
            "spell": "Play Non-Trap Spells",
        }.get(card.kind, "Interpreting the Cards")
    if kind == "trap":
        return "Opponent Trap Spells"
    return {
        "summon": "Summon an Essence",
        "create": "Create a Creature",
        "cast": "Play Non-Trap Spells",
        "attack": "Your Attack",
    }.get(kind, "It's Your Turn")


_FITS = {
    "summon": ("pool",),
    "create": board.CREATURE_SLOTS,
    "cast": board.SPELL_SLOTS,
    "trap": board.SPELL_SLOTS,
}


def _natural(state: State, card: EocCard, command: Command) -> Command:
    """The command a drop means when its kind does not fit its place or its card (the table
    asked about a summon of a creature dropped on a Creature slot, say): the card is judged by
    what it is (a creature from hand is created, one on the field attacks, a spell from hand
    is cast, an essence from hand is summoned, one in play is attached)."""
    kind = command.kind
    slot = board.slot_name(command.target_zone or "")
    fits = (command.target_card is not None and kind in ("attach", "attack", "cast")) or (
        command.target_zone is not None and slot in _FITS.get(kind, ())
    )
    where = board.slot_name(state.where.get(int(command.source or 0), ""))
    decision = state.decision.kind if state.decision else ""
    natural = kind
    if card.kind == "creature":
        natural = "create" if where == "hand" else ("attack" if kind != "activate" else kind)
    elif card.kind == "spell" and where == "hand":
        natural = "trap" if card.spell == "trap" and decision == "trap" else "cast"
    elif card.kind == "essence":
        natural = "summon" if where == "hand" and command.target_card is None else "attach"
    if fits and not (kind in ("create", "cast") and natural in ("create", "cast")):
        return command
    return Command(command.seat, natural, command.source, command.target, command.args)


class _Why:
    """What `explain` reads: the state, the command, its card and the seat's pool."""

    def __init__(
        self, state: State, cards: dict[str, EocCard], command: Command, card: EocCard
    ) -> None:
        self.state = state
        self.cards = cards
        self.command = command
        self.card = card
        self.seat = command.seat
        self.opts = Options(state, cards)
        self.decision = state.decision.kind if state.decision else ""
        self.pool = board.supply(state, cards, board.pool(state, command.seat))
        self.iid = int(command.source or 0)
        self.where = board.slot_name(state.where.get(self.iid, ""))

    def name(self, iid: int | None) -> str:
        return _name(self.state, self.cards, iid)

    def costs(self, cost: dict[str, int], what: str) -> str | None:
        if satisfied(cost, self.pool):
            return None
        has = describe_supply(self.pool)
        missing = describe_owed(owed(cost, self.pool))
        cost_words = describe_cost(cost)
        return f"{what} costs {cost_words}; your Essence Pool has {has}. Missing: {missing}."

    def no_choice(self, actions: tuple[Action, ...], what: str) -> str | None:
        """Why a spell or ability that could do nothing is refused (targets.has_targets)."""
        if targets.has_targets(self.state, self.cards, actions, self.iid, self.seat):
            return None
        return f"{what} has nothing to {_verb(actions[0])}."


def _verb(action: Action) -> str:
    return {
        "boost": "affect",
        "destroy": "destroy",
        "ready": "ready",
        "recover": "return from your Graveyard",
        "restore": "return from your Graveyard",
        "banish": "banish",
        "dispel": "dispel",
    }.get(action.do, "choose")


def _summon(w: _Why) -> str | None:
    if w.card.kind != "essence":
        return f"{w.card.name} is not an Essence: only Essence Cards are moved to the Essence Pool"
    if w.where != "hand":
        return f"{w.card.name} is summoned from your hand"
    if w.decision != "prepare":
        return f"{w.card.name} waits: an Essence is summoned in your Preparation Phase"
    if w.state.values.get("summoned"):
        return f"{w.card.name} waits: up to 1 Essence Card may be summoned per turn, and yours is"
    zone = w.command.target_zone or ""
    if board.slot_name(zone) != "pool" or not zone.startswith(f"p{w.seat}."):
        return f"{w.card.name} is summoned into your own Essence Pool"
    return None


def _play(w: _Why) -> str | None:
    card, kind = w.card, w.command.kind
    if w.where != "hand":
        return f"{card.name} is played from your hand."
    if card.spell == "trap" and kind != "trap":
        return f"{card.name} is a Trap: play it only when asked, in answer to an attack."
    if kind == "create" and card.kind != "creature":
        return f"{card.name} is not a creature."
    if kind == "cast" and card.kind != "spell":
        return f"{card.name} is not a spell."
    if kind == "trap":
        return _trap(w)
    if w.decision != "prepare":
        what = "Creatures are created" if card.kind == "creature" else f"{card.name} is played"
        return f"{what} in your Preparation Phase."
    if card.kind == "creature" and len(board.creatures(w.state, w.seat)) >= board.MAX_CREATURES:
        return (
            f"{card.name} waits: each player may have no more than 3 creatures active on the field"
        )
    if card.kind == "spell" and board.free_slot(w.state, w.seat, board.SPELL_SLOTS) is None:
        return "Your three spell slots are full."
    why = _slot(w) or w.costs(card.cost, card.name) or w.no_choice(card.play, card.name)
    if why:
        return why
    target = w.command.target_card
    if card.spell == "item":
        if target is None or target not in board.active_creatures(w.state, w.seat):
            return f"{card.name} is an Item: drop it on one of your active creatures."
    elif w.command.target_zone is not None and board.host(w.state, w.command.target_zone):
        held = w.name(board.host(w.state, w.command.target_zone))
        return cite(
            f"{held} holds that slot: play {card.name} in an empty one", "The Playing Field"
        )
    return None


def _slot(w: _Why) -> str | None:
    """A card dropped on a place it never goes: say where it goes."""
    card, zone = w.card, w.command.target_zone
    if zone is None and w.command.target_card is None:
        return None
    mine = zone is not None and zone.startswith(f"p{w.seat}.")
    slot = board.slot_name(zone or "")
    if card.kind == "creature":
        if not (mine and slot in board.CREATURE_SLOTS):
            return f"{card.name} is created in an empty Creature slot of yours."
    elif card.spell == "item":
        if w.command.target_card is None:
            return f"{card.name} is an Item: drop it on one of your active creatures."
    elif not (mine and slot in board.SPELL_SLOTS):
        return f"{card.name} is played in an empty Spell slot of yours."
    return None


_WINDOWS = {
    "declared": "when you are attacked",
    "countered": "when your attacker is counter-attacked",
}


def _trap(w: _Why) -> str | None:
    card = w.card
    if card.spell != "trap":
        return f"Only Trap spells are played in answer to an attack; {card.name} is not one."
    if w.decision != "trap":
        return f"{card.name} is a Trap: play it only when asked, in answer to an attack."
    window = str(w.state.decision.get("window")) if w.state.decision else ""
    if card.window not in (window, "either"):
        return f"{card.name} is played {_WINDOWS[card.window]}, not {_WINDOWS.get(window, 'now')}."
    if board.free_slot(w.state, w.seat, board.SPELL_SLOTS) is None:
        return "Your three spell slots are full."
    return w.costs(card.cost, card.name) or w.no_choice(card.play, card.name)


def _attach(w: _Why) -> str | None:
    state, card = w.state, w.card
    if card.kind != "essence":
        return f"Only Essence cards are attached to pay; {card.name} is not one."
    paying = state.values.get("paying")
    target = w.command.target_card
    if paying:
        if w.where != "pool":
            return "Pay with Essence from your Essence Pool."
        paid = int(paying["card"])
        if target != paid:
            return f"Pay for {w.name(paid)} first: drag Essence onto it."
        cost = w.cards[state.cards[paid].card].cost
        held = board.supply(state, w.cards, board.attached(state, paid))
        mine = board.supply(state, w.cards, [w.iid])
        if not helps(cost, held, mine[0]):
            return (
                f"{card.name} ({describe_supply(mine)}) pays nothing of {w.name(paid)}: it "
                f"still owes {describe_owed(owed(cost, held))}."
            )
        return None
    if w.decision != "prepare":
        return f"{card.name} waits: Essence Cards may be moved freely during the Preparation Phase"
    if w.where not in ("pool", *board.CREATURE_SLOTS, *board.SPELL_SLOTS):
        return f"{card.name} is not in play: summon it to your Essence Pool first."
    if target is None or target not in w.opts.holders(w.seat):
        return f"{card.name} attaches only to your own active Creature and Spell Cards"
    holder = state.cards[w.iid].attached_to
    if holder is not None:
        if not w.opts.keeps_paid(w.iid):
            host = w.cards[state.cards[holder].card]
            rest = [i for i in board.attached(state, holder) if i != w.iid]
            kept = describe_supply(board.supply(state, w.cards, rest))
            return (
                f"Moving {card.name} would under-pay {host.name}: it costs "
                f"{describe_cost(host.cost)} and would keep {kept}."
            )
        if holder == target:
            return f"{card.name} is already attached to {w.name(holder)}."
    if "moved" in state.cards[w.iid].flags and state.values.get("essence_moves") == "once":
        return f"{card.name} has already moved this turn (each Essence moves once a turn)."
    if target in board.left_this_turn(state, w.iid):
        return (
            f"{card.name} was moved off {w.name(target)} this turn: moving it back only takes "
            "the move back (use Undo)."
        )
    return None


def _activate(w: _Why) -> str | None:
    card, state = w.card, w.state
    ability = card.ability
    if ability is None:
        return f"{card.name} has no ability."
    if card.kind == "vanquisher":
        if w.decision != "attack":
            return "Your Vanquisher's ability is used in your Attack Phase."
    elif card.kind == "creature":
        if w.decision != "attack":
            return "Creature abilities are used in your Attack Phase."
        if is_rested(state.cards[w.iid]):
            return f"{card.name} is exhausted: it cannot use its ability this turn."
    elif w.decision != "prepare":
        return "Spell abilities are used in your Preparation Phase."
    if not w.opts.uses_left(w.iid):
        times = {1: "once", 2: "twice", 3: "three times"}[ability.uses]
        return f"{card.name}'s ability is used {times} a turn, and that is spent."
    return w.costs(ability.cost, f"{card.name}'s ability") or w.no_choice(
        ability.do, f"{card.name}'s ability"
    )


def _attack(w: _Why) -> str | None:
    card, state, seat = w.card, w.state, w.seat
    if card.kind == "vanquisher":
        return f"{card.name} never attacks: your Vanquisher cannot attack creatures directly"
    if card.kind != "creature":
        return f"{card.name} is not a creature: only creatures attack."
    if w.decision not in ("attack", "declare"):
        return f"{card.name} waits: attacks are declared in your Attack Phase"
    if "destroyed" in state.cards[w.iid].flags:
        return f"{card.name} is destroyed."
    if is_rested(state.cards[w.iid]):
        return f"{card.name} is exhausted (created this turn, or it has attacked)."
    target = w.command.target_card
    if target is None or target not in state.cards:
        return (
            f"{card.name} attacks an opponent creature (or the Vanquisher if no enemy creatures "
            "are active)"
        )
    hit = w.cards[state.cards[target].card]
    foe = board.opponent(seat)
    if state.cards[target].owner != foe or hit.kind not in ("creature", "vanquisher"):
        return (
            f"{card.name} attacks an opponent creature (or the Vanquisher if no enemy creatures "
            "are active)"
        )
    if "destroyed" in state.cards[target].flags:
        return f"{hit.name} is already destroyed."
    attack = state.values.get("attack")
    if w.decision == "declare" and attack:
        aimed = int(attack["target"])
        if target != aimed:
            return f"A group attacks one target: join the attack on {w.name(aimed)}, or confirm."
        if not w.opts.groups_on(aimed):
            return "At this table the Vanquisher is attacked one creature at a time."
    if hit.kind == "vanquisher" and board.active_creatures(state, foe):
        return f"{hit.name} can be attacked only when its owner has no active creature"
    return None


_EXPLAIN = {
    "summon": _summon,
    "create": _play,
    "cast": _play,
    "trap": _play,
    "attach": _attach,
    "activate": _activate,
    "attack": _attack,
}
