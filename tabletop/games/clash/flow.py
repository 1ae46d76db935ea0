"""Clash's flow: a player's turn (book, "Turn Sequence" and "Order of Play") as steps of the
engine's one `Flow`, which combat.py and wrapup.py add their steps to, and the engine's
choose-N-of-M on the same table. The Military and Economic phases in any order, one decision
at a time. Each hand card is activated or garrisoned (a fortification built, a monarch
crowned); garrisoned units from earlier turns may be taken out and activated; activated cards
with a Scrap symbol may be scrapped; market cards are bought; the attack is declared once; the
turn ends when the hand is empty (the Wrap-Up Phase)."""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.engine.choices import ChooseCards
from tabletop.engine.commands import Command, zone_target
from tabletop.engine.flow import Flow, Step
from tabletop.engine.state import Decision, State
from tabletop.games.clash import board
from tabletop.games.clash.board import Cards
from tabletop.games.clash.cards import ClashCard
from tabletop.games.clash.runtime import Runtime

FLOW = Flow()
CHOOSE = ChooseCards(FLOW)

PROMPT = "play every card in your hand (activate or garrison), buy, attack; then end your turn"


def _cards(rules: Any) -> Cards:
    cards: Cards = rules.cards
    return cards


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
            ctx.narrate(f"{run.name(crowned)}: {always.words()}")
            run.gain(seat, always)
    run.next({"k": "turn"})


@FLOW.step("turn")
def _turn(run: Runtime, step: Step) -> None:
    run.wait(step, "turn", [board.turn(run.state)], PROMPT)


class _Garrisons:
    """Where a hand card may be garrisoned (book, "Military Phase"): the places depend on the
    card only through whether it is a commander, so the table is read once per listing."""

    def __init__(self, state: State, cards: Cards, seat: int) -> None:
        fort = [board.zone(seat, "fort")] if board.fort_room(state, cards, seat) > 0 else []
        camp = [board.zone(seat, "camp")] if board.camp(state, cards, seat) is not None else []
        self.commander = fort + camp
        open_camp = camp and (
            board.camp_commanded(state, cards, seat) and board.camp_room(state, cards, seat) > 0
        )
        self.other = fort + camp if open_camp else fort

    def targets(self, card: ClashCard) -> list[str]:
        if not card.garrisonable:
            return []  # Special Cards, resources and the rest cannot be garrisoned
        return self.commander if card.commander else self.other


@FLOW.legal("turn")
def turn_commands(rules: Any, state: State, decision: Decision) -> list[Command]:
    cards = _cards(rules)
    seat = decision.seats[0]
    play = zone_target(board.zone(seat, "play"))
    out: list[Command] = []
    hand = state.zone(board.zone(seat, "hand"))
    garrisons: _Garrisons | None = None  # read when the first garrisonable card needs it
    for iid in hand:
        card = board.card(state, cards, iid)
        out.append(Command(seat, "activate", iid, play))
        if card.kind == "fortification" and board.fortification(state, cards, seat) is None:
            out.append(Command(seat, "build", iid, zone_target(board.zone(seat, "fort"))))
        if card.kind == "monarch":
            out.append(Command(seat, "crown", iid, zone_target(board.zone(seat, "monarch"))))
        if card.garrisonable:
            if garrisons is None:
                garrisons = _Garrisons(state, cards, seat)
            for where in garrisons.targets(card):
                out.append(Command(seat, "garrison", iid, zone_target(where)))
    for where in ("fort", "camp"):
        for iid in board.garrison(state, cards, seat, where):
            if "fresh" not in state.cards[iid].flags:
                out.append(Command(seat, "activate", iid, play))
    # the zones and cards read directly: this lists a dozen cards at every decision
    zones, instances = state.zones, state.cards
    scrapped = zone_target(board.zone(seat, "scrapped"))
    for iid in zones.get(board.zone(seat, "play"), ()):
        if cards[instances[iid].card].scrap is not None:
            out.append(Command(seat, "scrap", iid, scrapped))
    money = int(state.value("resources", 0))
    discard = zone_target(board.zone(seat, "discard"))
    for slot in board.MARKET_FACES:
        for iid in zones.get(slot, ()):
            if cards[instances[iid].card].cost <= money:
                out.append(Command(seat, "buy", iid, discard))
    if int(state.value("attack", 0)) > 0 and not state.value("attacked"):
        out.append(Command(seat, "attack"))
    if not hand:
        out.append(Command(seat, "end"))
    return out


@FLOW.move("activate")
def _activate(run: Runtime, command: Command) -> None:
    """Activate a hand card or a garrisoned unit: it is set aside with the turn's activated
    cards and gives its abilities (book, "Military Phase"; the Joan of Arc answer)."""
    assert command.source is not None
    iid, seat = command.source, command.seat
    gain = board.activation_gain(run.state, run.cards, seat, iid)
    came_from = run.state.where[iid]
    run.ctx.flag(iid, "fresh", False)
    run.ctx.move(iid, board.zone(seat, "play"), face_up=True)
    out_of = " out of the garrison" if not came_from.endswith(".hand") else ""
    words = gain.words() or "nothing"
    run.ctx.narrate(f"{run.seat_name(seat)} activates {run.name(iid)}{out_of}: {words}")
    run.gain(seat, gain)


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
    run.ctx.narrate(f"{run.seat_name(seat)} scraps {run.name(iid)}: {gain.words()}")
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


@FLOW.step("recall")
def _recall(run: Runtime, step: Step) -> None:
    """Take cards from the discard pile into the hand (Joan of Arc): only cards already
    discarded; this turn's activated cards are set aside, not discarded (the book's answer)."""
    seat = int(step["seat"])
    pile = run.state.zone(board.zone(seat, "discard"))
    chosen = CHOOSE.ask(run, step, seat, pile, int(step["n"]), "take a card from your discard pile")
    for iid in chosen:
        run.ctx.move(iid, board.zone(seat, "hand"), face_up=False)
