"""Clash's flow: a player's turn (book, "Turn Sequence" and "Order of Play") as steps of the
engine's one `Flow`, which options.py, moves.py, combat.py and wrapup.py add to, and the engine's
choose-N-of-M on the same table. The Military and Economic phases in any order, one decision
at a time. Each hand card is activated or garrisoned (a fortification built, a monarch
crowned); garrisoned units from earlier turns may be taken out and activated; activated cards
with a Scrap symbol may be scrapped; market cards are bought; the attack is declared once; the
turn ends when the hand is empty (the Wrap-Up Phase)."""

from __future__ import annotations

from tabletop.engine.choices import ChooseCards
from tabletop.engine.flow import Flow, Step
from tabletop.games.clash import board
from tabletop.games.clash.gains import GIFT
from tabletop.games.clash.runtime import Runtime

FLOW = Flow()
CHOOSE = ChooseCards(FLOW)

PROMPT = "play every card in your hand (activate or garrison), buy, attack; then end your turn"


@FLOW.step("begin")
def _begin(run: Runtime, step: Step) -> None:
    """A turn starts: the turn's pools are empty; the active monarch's every-turn ability."""
    ctx, state = run.ctx, run.state
    seat = int(step["seat"])
    ctx.set_value("turn", seat)
    ctx.add_value("turn_no", 1, "Turn")
    for key in ("attack", "resources", "defense_bonus"):
        ctx.set_value(key, 0)
    ctx.set_value("attacked", False)
    ctx.phase("turn", f"{run.seat_name(seat)}'s turn {state.value('turn_no')}")
    crowned = board.monarch(state, seat)
    if crowned is not None:
        always = run.card(crowned).always
        if always is not None:
            ctx.narrate(f"{run.name(crowned)}: {GIFT(always).words}")
            run.gain(seat, always)
    run.next({"k": "turn"})


@FLOW.step("turn")
def _turn(run: Runtime, step: Step) -> None:
    run.wait(step, "turn", [board.turn(run.state)], PROMPT)


@FLOW.step("recall")
def _recall(run: Runtime, step: Step) -> None:
    """Take cards from the discard pile into the hand (Joan of Arc): only cards already
    discarded; this turn's activated cards are set aside, not discarded (the book's answer)."""
    seat = int(step["seat"])
    pile = run.state.zone(board.zone(seat, "discard"))
    chosen = CHOOSE.ask(run, step, seat, pile, int(step["n"]), "take a card from your discard pile")
    for iid in chosen:
        run.ctx.move(iid, board.zone(seat, "hand"), face_up=False)
