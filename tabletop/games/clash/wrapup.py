"""The Wrap-Up Phase (book): discard the activated cards, declare the Total Defense, draw 5,
replenish the market (an event revealed stops the refill, resolves, and is replaced); then
the end of the game (book, "Victory") or the other player's turn."""

from __future__ import annotations

from tabletop.engine.flow import Step
from tabletop.engine.outcome import Outcome
from tabletop.games.clash import board
from tabletop.games.clash.flow import FLOW
from tabletop.games.clash.happenings import HAPPEN
from tabletop.games.clash.runtime import Runtime
from tabletop.games.clash.settings import table_options


@FLOW.step("wrapup")
def _wrapup(run: Runtime, step: Step) -> None:
    ctx, state, cards = run.ctx, run.state, run.cards
    seat = board.turn(state)
    ctx.phase("wrap-up", "Wrap-Up Phase")
    for iid in list(state.zone(board.zone(seat, "play"))):
        run.discard(iid, seat)
    for where in ("fort", "camp"):
        for iid in board.garrison(state, cards, seat, where):
            ctx.flag(iid, "fresh", False)
    fort = sum(board.fort_defense(state, cards, seat).values())
    camp = board.camp_defense(state, cards, seat)
    ctx.narrate(f"{run.seat_name(seat)}'s Total Defense: {fort} (fortification) + {camp} (camp)")
    run.draw(seat, board.HAND_SIZE)
    replenish(run)
    if state.value("end_by") is not None and int(state.value("last_turn")) == seat:
        finish(run)
        return
    run.next({"k": "begin", "seat": board.opponent(seat)})


def replenish(run: Runtime, past: bool = False) -> None:
    """Fill each empty market slot from its deck; a depleted deck stays empty. An event drawn
    resolves at once (or, in setup, `past`: is discarded without effect) and is replaced."""
    ctx, state = run.ctx, run.state
    for slot, deck in board.SLOTS:
        while not state.zone(slot) and state.zone(deck):
            iid = state.zone(deck)[-1]
            ctx.move(iid, slot, face_up=True)
            if run.card(iid).kind == "event":
                if past:
                    ctx.narrate(f"{run.name(iid)} is a past event: discarded without effect")
                else:
                    resolve_event(run, iid)
                ctx.move(iid, "market.events", face_up=True)


def resolve_event(run: Runtime, iid: int) -> None:
    """A medieval event happens to each player, the player whose turn it is first."""
    event = run.card(iid)
    run.ctx.narrate(f"Medieval event: {event.name}. {event.text}")
    first = board.turn(run.state)
    for effect in event.event:
        happen = HAPPEN(effect)
        for seat in board.TURN_ORDER.from_first(first, board.SEATS):
            happen(run, seat)


def finish(run: Runtime) -> None:
    """Book, "Victory": the player with the least total damage wins."""
    state = run.state
    scores = [board.damage(state, s) for s in range(state.players)]
    low = min(scores)
    least = [s for s, d in enumerate(scores) if d == low]
    if len(least) > 1 and table_options(run.ctx.config.options).tie == "second":
        least = [board.opponent(int(state.value("first", 0)))]
        reason = f"equal damage ({low}): the second player wins the tie"
    elif len(least) > 1:
        reason = f"both armies at {low} damage"
    else:
        reason = f"least damage: {scores[least[0]]} against {max(scores)}"
    run.ctx.end(Outcome.best_of(least, state.players, reason, scores))
