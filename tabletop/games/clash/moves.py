"""What each command of a turn does (book, "Military Phase", "Economic Phase", "Scrapping
Cards"): activate, garrison, build, crown, scrap, buy, attack, end."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.commands import Command
from tabletop.games.clash import board
from tabletop.games.clash.flow import FLOW
from tabletop.games.clash.gains import ACTIVATION, GIFT
from tabletop.games.clash.runtime import Runtime


@FLOW.move("activate")
def _activate(run: Runtime, command: Command) -> None:
    """Activate a hand card or a garrisoned unit: it is set aside with the turn's activated
    cards and gives its abilities (book, "Military Phase"; the Joan of Arc answer)."""
    assert command.source is not None
    iid, seat = command.source, command.seat
    state = run.state
    cards = run.cards
    gift = ACTIVATION(cards[state.cards[iid].card])(state, cards, seat)
    came_from = state.where[iid]
    run.ctx.flag(iid, "fresh", False)
    run.ctx.move(iid, board.zone(seat, "play"), face_up=True)
    out_of = " out of the garrison" if came_from != board.zone(seat, "hand") else ""
    words = gift.words or "nothing"
    run.ctx.narrate(f"{run.seat_name(seat)} activates {run.name(iid)}{out_of}: {words}")
    gift.give(run, seat)


@FLOW.move("garrison")
def _garrison(run: Runtime, command: Command) -> None:
    """Garrison a unit: it stays until taken out in a later turn (book, "Military Phase")."""
    assert command.source is not None and command.target_zone is not None
    run.ctx.move(command.source, command.target_zone, face_up=True)
    run.ctx.flag(command.source, "fresh")


@FLOW.move("build")
def _build(run: Runtime, command: Command) -> None:
    """A fortification from the hand into play, when none is (README: one at a time)."""
    assert command.source is not None and command.target_zone is not None
    run.ctx.move(command.source, command.target_zone, index=0, face_up=True)


@FLOW.move("crown")
def _crown(run: Runtime, command: Command) -> None:
    """Book, "Monarchs": a monarch drawn replaces the active one, which is set aside as if it
    had been activated; the new one is not activated."""
    assert command.source is not None
    seat = command.seat
    old = board.monarch(run.state, seat)
    if old is not None:
        run.ctx.move(old, board.zone(seat, "play"), face_up=True)
    run.ctx.move(command.source, board.zone(seat, "monarch"), face_up=True)
    run.ctx.narrate(f"{run.seat_name(seat)}'s active monarch is now {run.name(command.source)}")


@FLOW.move("scrap")
def _scrap(run: Runtime, command: Command) -> None:
    """Book, "Scrapping Cards": out of play for the rest of the game, for its scrap gain."""
    assert command.source is not None
    iid, seat = command.source, command.seat
    gain = run.card(iid).scrap
    assert gain is not None
    run.ctx.flag(iid, "defending", False)
    run.ctx.move(iid, board.zone(seat, "scrapped"), face_up=True)
    run.ctx.narrate(f"{run.seat_name(seat)} scraps {run.name(iid)}: {GIFT(gain).words}")
    run.gain(seat, gain)


@FLOW.move("buy")
def _buy(run: Runtime, command: Command) -> None:
    """Book, "Economic Phase": pay the cost from the turn's resources; bought cards go to the
    discard pile, but the first monarch (with a Vassal to the discard pile) and upgrades go
    to the table; a Resources, Soldiers or Fortifications deck shows its next card at once."""
    assert command.source is not None
    ctx, state = run.ctx, run.state
    iid, seat = command.source, command.seat
    card = run.card(iid)
    slot = state.where[iid]
    effects.pay(ctx, "resources", card.cost, "resources")
    if card.kind == "monarch" and not board.had_monarch(state, run.cards, seat):
        ctx.move(iid, board.zone(seat, "monarch"), face_up=True)
        vassals = state.zone("market.vassals")
        if vassals:
            ctx.move(vassals[-1], board.zone(seat, "discard"), face_up=True)
        ctx.narrate(f"{run.seat_name(seat)} buys {card.name}: the monarch, and a Vassal")
    elif card.kind == "upgrade":
        ctx.move(iid, board.zone(seat, "upgrades"), face_up=True)
        ctx.narrate(f"{run.seat_name(seat)} buys the upgrade {card.name}")
    else:
        ctx.move(iid, board.zone(seat, "discard"), face_up=True)
        ctx.narrate(f"{run.seat_name(seat)} buys {card.name} for {card.cost}")
    for top, deck in board.TOPS:
        if top == slot:
            effects.draw(ctx, deck, top, face_up=True)


@FLOW.move("attack")
def _declare(run: Runtime, command: Command) -> None:
    run.ctx.set_value("attacked", True)
    run.next({"k": "attack"})


@FLOW.move("end")
def _end(run: Runtime, command: Command) -> None:
    """The hand is empty: an attack not yet declared is declared now, then the Wrap-Up."""
    run.finish_front()
    if int(run.state.value("attack", 0)) > 0 and not run.state.value("attacked"):
        run.ctx.set_value("attacked", True)
        run.next({"k": "attack"})
    run.next({"k": "wrapup"})
