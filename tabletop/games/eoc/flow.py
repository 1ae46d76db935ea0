"""The turn (book, "It's your turn!!"): Preparation, Attack, Clean-up, as steps of the
engine's flow.

A phase's step waits while its seat acts; ending the phase drops it. Inside a phase, a pending
choice comes first, then a card being paid, then the attack in progress (declare, the
opponent's traps, the counter-attack, the attacker's traps, resolution). A person whose only
move would be to end the phase is still asked (the lone command "end": the game never ends a
player's phase for them), unless the table plays with `auto_pass`; a computer seat is not asked.
"""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.engine.flow import REPEAT, Flow, Step
from tabletop.engine.outcome import Outcome
from tabletop.games.eoc import actions, board
from tabletop.games.eoc.costs import describe_owed, owed, shortfall_of
from tabletop.games.eoc.options import Options
from tabletop.games.eoc.runtime import Runtime
from tabletop.games.eoc.settings import damage_mode

FLOW = Flow()


def options(rt: Runtime) -> Options:
    return Options(rt.state, rt.cards, rt.table)


def turn_steps(seat: int, first: bool) -> list[Step]:
    """A turn: its start, Preparation, Attack, Clean-up (which queues the next turn)."""
    return [
        {"k": "turn", "seat": seat, "first": first},
        {"k": "prepare", "seat": seat},
        {"k": "attack", "seat": seat},
        {"k": "attack_turn", "seat": seat},
        {"k": "cleanup", "seat": seat},
    ]


def _asks_when_idle(rt: Runtime, seat: int) -> bool:
    """Is the seat asked to end a phase in which it has nothing to do? (a person, unless the
    table plays with auto_pass; the option is noted in the state by rules._note_options)"""
    if rt.value("auto_pass"):
        return False
    seats = rt.ctx.config.seats
    return seat >= len(seats) or seats[seat] != "computer"


def _waiting_on_a_move(rt: Runtime, step: Step) -> None:
    """A card being paid, an effect's choice or an Essence being moved holds the phase: ask
    (or keep) that first."""
    values = rt.state.values
    if values.get("pending"):
        rt.keep_waiting(step)  # the choice was asked by the effect that needs it
    if values.get("arranging"):
        rt.wait(step, "arrange", [int(step["seat"])], "move an Essence onto another of your cards")
    paying: Any = values.get("paying")
    if paying:
        iid = int(paying["card"])
        seat = rt.state.cards[iid].owner
        rt.wait(step, "pay", [seat], _pay_prompt(rt, iid))


@FLOW.step("turn")
def _turn(rt: Runtime, step: Step) -> None:
    begin_turn(rt, int(step["seat"]), bool(step["first"]))


@FLOW.step("prepare")
def _prepare(rt: Runtime, step: Step) -> None:
    """Preparation Phase: the seat prepares until it ends the phase (the move drops this step)."""
    values = rt.state.values
    if values.get("pending") or values.get("arranging") or values.get("paying"):
        _waiting_on_a_move(rt, step)  # checked here first: most steps hold no move
    seat = int(step["seat"])
    commands = options(rt).prepare(seat)
    prompt = "summon Essence, create creatures, play spells, then end Preparation"
    rt.wait(step, "prepare", [seat], prompt, offer=commands, skip_if_at_most=1)
    if _asks_when_idle(rt, seat):
        prompt = "nothing left to prepare: end Preparation"
        rt.wait(step, "prepare", [seat], prompt, offer=commands)
    rt.ctx.narrate(f"{rt.seat_name(seat)} has nothing to prepare")


@FLOW.step("attack")
def _attack_phase(rt: Runtime, step: Step) -> None:
    begin_attack(rt)


@FLOW.step("attack_turn")
def _attack_turn(rt: Runtime, step: Step) -> str | None:
    """Attack Phase: an attack in progress runs its stages; then the seat attacks or ends."""
    values = rt.state.values
    if values.get("pending") or values.get("arranging") or values.get("paying"):
        _waiting_on_a_move(rt, step)  # checked here first: most steps hold no move
    attack: Any = values.get("attack")
    if attack:
        _attack_step(rt, step, attack)  # asks a seat (and stops the flow) where one must act
        return REPEAT
    seat = int(step["seat"])
    commands = options(rt).attack(seat)
    prompt = "use creature abilities and attack, then end the turn"
    rt.wait(step, "attack", [seat], prompt, offer=commands, skip_if_at_most=1)
    if _asks_when_idle(rt, seat):
        prompt = "no attack or ability left: end the turn"
        rt.wait(step, "attack", [seat], prompt, offer=commands)
    return None


@FLOW.step("cleanup")
def _cleanup(rt: Runtime, step: Step) -> None:
    clean_up(rt)
    if rt.state.result is None:
        rt.next(*turn_steps(board.opponent(int(step["seat"])), first=False))


# --- the turn ------------------------------------------------------------------------------
def begin_turn(rt: Runtime, seat: int, first: bool) -> None:
    rt.ctx.set_value("turn", seat)
    rt.ctx.add_value("turn_no", 1, "Turn")
    rt.ctx.phase("prepare", f"{rt.seat_name(seat)}'s turn: Preparation Phase")
    if first:
        rt.ctx.narrate(f"{rt.seat_name(seat)} draws no card on the first turn of the game")
        return
    if not rt.draw(seat):
        foe = board.opponent(seat)
        reason = f"{rt.seat_name(seat)} cannot draw: their deck is empty"
        rt.ctx.end(Outcome.won([foe], rt.state.players, reason, rt.scores()))


def begin_attack(rt: Runtime) -> None:
    seat = int(rt.value("turn"))
    rt.ctx.phase("attack", f"{rt.seat_name(seat)}'s Attack Phase")


def clean_up(rt: Runtime) -> None:
    """Destroyed creatures to the Graveyard, Instants and spent Traps too, then heal and ready."""
    state = rt.state
    seat = int(rt.value("turn"))
    rt.ctx.phase("cleanup", f"{rt.seat_name(seat)}'s Clean-up Phase")
    for owner in range(state.players):
        for iid in board.creatures(state, owner):
            if "destroyed" in state.cards[iid].flags:
                rt.ctx.narrate(f"{rt.name(iid)} goes to the Graveyard")
                rt.to_graveyard(iid)
        for iid in board.spells(state, owner):
            if rt.facts(iid).spent_in_cleanup:
                rt.to_graveyard(iid)
    for owner in range(state.players):
        _heal_and_ready(rt, owner)
    for key in ("boosts", "uses", "summoned", "left"):
        rt.ctx.set_value(key, None)


def _heal_and_ready(rt: Runtime, owner: int) -> None:
    """Clean-up for one seat's cards: attached Essence may move again, damage heals, creatures
    ready. Only what changes is told to the context (it would ignore the rest anyway)."""
    state, ctx = rt.state, rt.ctx
    instances = state.cards
    creatures = board.creatures(state, owner)
    for iid in creatures + board.spells(state, owner):
        for essence in board.attached(state, iid):
            if "moved" in instances[essence].flags:
                ctx.flag(essence, "moved", False)
    for iid in creatures:
        card = instances[iid]
        if card.counters.get("damage", 0):
            ctx.set_counter(iid, "damage", 0)
        if effects.is_rested(card):
            effects.ready(ctx, iid)
    vanquisher = board.vanquisher(state, owner)
    if vanquisher is not None and instances[vanquisher].counters.get("damage", 0):
        ctx.set_counter(vanquisher, "damage", 0)


# --- paying --------------------------------------------------------------------------------
def start_payment(rt: Runtime, iid: int, purpose: str) -> None:
    rt.ctx.flag(iid, "unpaid")
    rt.ctx.set_value("paying", {"card": iid, "for": purpose})
    check_paid(rt)


def _pay_prompt(rt: Runtime, iid: int) -> str:
    """What the card still owes, and how to pay it."""
    supply = board.supply(rt.state, rt.cards, board.attached(rt.state, iid))
    left = describe_owed(owed(rt.card(iid).cost, supply))
    return f"pay for {rt.name(iid)} ({left} still owed): drag Essence from your pool onto it"


def check_paid(rt: Runtime) -> None:
    """When the paying card's cost is met, it is created or cast (and an Instant or Trap acts)."""
    paying: Any = rt.state.values.get("paying")
    if not paying:
        return
    iid = int(paying["card"])
    supply = board.supply(rt.state, rt.cards, board.attached(rt.state, iid))
    if shortfall_of(rt.facts(iid).cost_key, tuple(supply)):
        return
    rt.ctx.set_value("paying", None)
    rt.ctx.flag(iid, "unpaid", False)
    card = rt.card(iid)
    seat = rt.state.cards[iid].owner
    if card.kind == "creature":
        effects.rest(rt.ctx, iid)
        rt.ctx.narrate(f"{rt.seat_name(seat)} creates {card.name} (exhausted this turn)")
        return
    rt.ctx.narrate(f"{rt.seat_name(seat)} plays {card.name}")
    if card.spell in ("instant", "trap"):
        actions.run(rt, iid, seat, "play")


# --- attacks -------------------------------------------------------------------------------
def _set_stage(rt: Runtime, attack: dict[str, Any], stage: str, **more: Any) -> None:
    rt.ctx.set_value("attack", {**attack, "stage": stage, **more})


def _attack_step(rt: Runtime, step: Step, attack: dict[str, Any]) -> None:
    """One step of the attack in progress; a seat that must act is asked (the flow stops)."""
    seat = int(rt.state.values["turn"])
    foe = board.opponent(seat)
    opts = options(rt)
    stage = attack["stage"]
    if stage == "declare":
        if opts.may_join(seat, attack) or rt.holds([seat]):
            rt.wait(
                step,
                "declare",
                [seat],
                "add attackers to this attack (drag onto the same target), or confirm",
            )
        _set_stage(rt, attack, "defend")
    elif stage == "defend":
        if opts.traps(foe, "declared"):
            rt.wait(
                step,
                "trap",
                [foe],
                "play Trap spells against this attack, or pass",
                window="declared",
            )
        _set_stage(rt, attack, "counter")
    elif stage == "counter":
        _counter(rt, step, attack, foe)
    elif stage == "respond":
        if opts.traps(seat, "countered"):
            rt.wait(
                step,
                "trap",
                [seat],
                "your creature is counter-attacked: play Trap spells, or pass",
                window="countered",
            )
        _set_stage(rt, attack, "resolve")
    else:
        resolve(rt, attack)


def _counter(rt: Runtime, step: Step, attack: dict[str, Any], foe: int) -> None:
    """The target counter-attacks (mandatory); against a group its owner picks the attacker."""
    state = rt.state
    target = int(attack["target"])
    live = [int(a) for a in attack["attackers"] if board.is_active(state, int(a))]
    if attack.get("negated") or not live or not board.is_active(state, target):
        _set_stage(rt, attack, "resolve", countered=None)
        return
    if len(live) == 1:
        _set_stage(rt, attack, "respond", countered=live[0])
        return
    rt.wait(step, "counter", [foe], f"{rt.name(target)} counter-attacks: choose which attacker")


def choose_countered(rt: Runtime, attacker: int) -> None:
    attack = rt.value("attack")
    rt.ctx.narrate(f"{rt.name(int(attack['target']))} counter-attacks {rt.name(attacker)}")
    _set_stage(rt, attack, "respond", countered=attacker)


def resolve(rt: Runtime, attack: dict[str, Any]) -> None:
    """Compare damage with defense both ways at once (README: each attack on its own)."""
    state = rt.state
    seat = int(rt.value("turn"))
    target = int(attack["target"])
    live = [int(a) for a in attack["attackers"] if board.is_active(state, int(a))]
    rt.ctx.set_value("attack", None)
    if attack.get("negated"):
        rt.ctx.narrate("The attack is negated: no damage is dealt")
        return
    if not live or not board.is_active(state, target):
        rt.ctx.narrate("The attack falls through")
        return
    stats = rt.stats
    damage = stats.attack_total(live, target)
    defense = stats.defense_total(target)
    countered = attack.get("countered")
    counter_hit = None
    if countered is not None and board.is_active(state, int(countered)):
        counter_hit = (
            int(countered),
            stats.counter_total(target, int(countered)),
            stats.stat(int(countered), "def", "defending"),
        )
    names = " + ".join(rt.name(a) for a in live)
    rt.ctx.narrate(
        f"{names} {'deals' if len(live) == 1 else 'deal'} {damage.describe()} damage to "
        f"{rt.name(target)} (DEF {defense.describe()})"
    )
    hit_target = _hit(rt, target, damage.value, defense.value)
    if counter_hit is not None:
        attacker, dmg, df = counter_hit
        rt.ctx.narrate(
            f"{rt.name(target)} counter-attacks {rt.name(attacker)}: "
            f"{dmg.describe()} damage against DEF {df.describe()}"
        )
        _hit(rt, attacker, dmg.value, df.value)
    if hit_target and rt.card(target).kind == "vanquisher":
        _defeat_vanquisher(rt, target, seat)


def _hit(rt: Runtime, iid: int, damage: int, defense: int) -> bool:
    """Mark damage; destroyed (or defeated) when damage is greater than defense."""
    total = rt.ctx.add_counter(iid, "damage", damage)
    compared = total if damage_mode(rt.ctx.config.options) == "accumulate" else damage
    if compared <= defense:
        return False
    if rt.card(iid).kind != "vanquisher":
        rt.mark_destroyed(iid)
    return True


def _defeat_vanquisher(rt: Runtime, iid: int, attacker_seat: int) -> None:
    owner = rt.state.cards[iid].owner
    if board.stage(rt.state, iid) == 1:
        rt.ctx.flag(iid, "stage-2")
        rt.ctx.set_counter(iid, "damage", 0)
        rt.ctx.narrate(f"{rt.name(iid)} is defeated at Stage 1 and flips to Stage 2")
        return
    rt.ctx.narrate(f"{rt.name(iid)} is defeated at Stage 2")
    rt.ctx.flag(iid, "defeated")
    reason = f"{rt.seat_name(owner)}'s Vanquisher is defeated in both stages"
    rt.ctx.end(Outcome.won([attacker_seat], rt.state.players, reason, rt.scores()))
