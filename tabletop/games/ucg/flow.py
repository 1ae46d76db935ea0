"""UCG's flow: the turn (README, UCG): Ready, Dawn, Draw, Primary, Conflict, End, as steps of
the engine's one `Flow`, which moves.py, stack.py and encounter.py add their steps and moves
to. A phase whose seat could only end it is not asked."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.flow import Flow, Step
from tabletop.games.ucg import actions
from tabletop.games.ucg.asking import ask
from tabletop.games.ucg.board import opponent, zone
from tabletop.games.ucg.runtime import Runtime

FLOW = Flow()

PHASES = ("ready", "dawn", "draw", "primary", "conflict", "end")
#: the counters a character sheds at the End Phase
_TURN_COUNTERS = ("damage", "plus", "minus")


def turn_steps(seat: int, first: bool, start: str = "ready") -> list[Step]:
    """A turn's steps from phase `start` on (the End step queues the next turn)."""
    steps: list[Step] = [{"k": "turn", "seat": seat, "first": first}] if start == "ready" else []
    steps += [{"k": p, "seat": seat, "first": first} for p in PHASES[PHASES.index(start) :]]
    return steps


@FLOW.step("turn")
def _turn(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    rt.ctx.set_value("turn", seat)
    rt.ctx.add_value("turn_no", 1, "Turn")
    rt.ctx.set_value("resourced", None)


@FLOW.step("ready")
def _ready(rt: Runtime, step: Step) -> None:
    """Ready: Exhausted characters and Permanent effects back to Active, Expended resources
    back to the Reserve."""
    seat = int(step["seat"])
    rt.ctx.phase("ready", f"{rt.seat_name(seat)}'s turn: Ready Phase")
    board = rt.board
    active, reserve = zone(seat, "active"), zone(seat, "reserve")
    for iid in board.cards_in(seat, "exhausted"):
        rt.ctx.move(iid, active, face_up=True)
    for iid in board.effect_cards(seat):
        effects.ready(rt.ctx, iid)
    for iid in board.cards_in(seat, "expended"):
        rt.ctx.move(iid, reserve, face_up=True)


@FLOW.step("dawn")
def _dawn(rt: Runtime, step: Step) -> None:
    """Dawn: a Bide counter on each of your set Pitfalls, your Dawn triggers, then Immediate
    effects only."""
    seat = int(step["seat"])
    if not step.get("begun"):
        rt.ctx.phase("dawn", f"{rt.seat_name(seat)}'s Dawn Phase")
        board = rt.board
        for iid in board.pitfalls(seat):
            if rt.state.counter(iid, "bide") < board.card(iid).bide:
                rt.ctx.add_counter(iid, "bide", 1)
        plans, cards = board.plans, rt.state.cards
        for iid in [*board.permanents(seat), *board.characters(seat)]:
            if iid in cards and plans[cards[iid].card].acts_at_dawn:
                at_dawn = actions.DAWN(board.card(iid))
                at_dawn(rt, seat, None, f"{rt.name(iid)} at Dawn")
        step["begun"] = True
    if rt.state.result is None:
        ask(rt, step, "dawn", seat, "ignite Immediate effects, or go on to the Draw Phase")


@FLOW.step("draw")
def _draw(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    rt.ctx.phase("draw", f"{rt.seat_name(seat)}'s Draw Phase")
    if step.get("first") and not rt.ctx.config.options.get("first_player_draws", False):
        rt.ctx.narrate(f"{rt.seat_name(seat)} skips the first draw (house rule)")
        return
    rt.draw(seat)


@FLOW.step("primary")
def _primary(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    if rt.state.phase != "primary":
        rt.ctx.phase("primary", f"{rt.seat_name(seat)}'s Primary Phase")
    ask(
        rt,
        step,
        "primary",
        seat,
        "play a resource, characters and effects, then go to the Conflict Phase",
    )


@FLOW.step("conflict")
def _conflict(rt: Runtime, step: Step) -> None:
    seat = int(step["seat"])
    if rt.state.phase != "conflict":
        rt.ctx.phase("conflict", f"{rt.seat_name(seat)}'s Conflict Phase")
    ask(rt, step, "conflict", seat, "declare encounters, ignite effects, or end the turn")


@FLOW.step("end")
def _end(rt: Runtime, step: Step) -> None:
    """End: damage counters leave characters; this turn's Combat changes end too."""
    seat = int(step["seat"])
    rt.ctx.phase("end", f"{rt.seat_name(seat)}'s End Phase")
    board, cards, ctx = rt.board, rt.state.cards, rt.ctx
    for owner in range(rt.state.players):
        # (a counter at 0 or a flag already off is not set again: setting it changes nothing)
        for iid in board.characters(owner):
            counters = cards[iid].counters
            for name in _TURN_COUNTERS if counters else ():
                if counters.get(name):
                    ctx.set_counter(iid, name, 0)
            if "used" in cards[iid].flags:
                ctx.flag(iid, "used", False)
        for iid in board.effect_cards(owner):
            if "used" in cards[iid].flags:
                ctx.flag(iid, "used", False)
    ctx.set_value("attacks", None)
    rt.check_slain()  # a Combat that was raised this turn falls back
    rt.next(*turn_steps(opponent(seat), first=False))
