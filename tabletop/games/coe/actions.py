"""Running a card's actions (book, "Resolving Effects"): partial resolution, search then
shuffle (revealed: every search names a card kind), a target that moved whiffs."""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.games.coe import board
from tabletop.games.coe.cards import CHOSEN, Action, found_by
from tabletop.games.coe.runtime import Runtime


def run(
    rt: Runtime,
    source: int,
    seat: int,
    actions: tuple[Action, ...],
    target: int | None = None,
    target_zone: str | None = None,
) -> None:
    """Each action in order; whatever can be resolved is (partial resolution)."""
    if target is not None and target_zone is not None and rt.state.where.get(target) != target_zone:
        rt.ctx.narrate(f"{rt.name(source)} whiffs: its target has moved")
        return
    for action in actions:
        if rt.state.result is not None:
            return
        for iid in _targets(rt, source, seat, action, target):
            _do(rt, seat, action, iid)


def _targets(rt: Runtime, source: int, seat: int, action: Action, chosen: int | None) -> list[int]:
    state = rt.state
    if action.target == "self":
        return [source] if board.on_field(state, source) or board.in_support(state, source) else []
    if action.target in ("you", "responded"):
        return [seat]  # the seat acts (draw, search); negate is the chain's
    if action.target in CHOSEN:
        if chosen is None or chosen not in state.cards:
            return []
        if action.target == "enemy_position":
            return [chosen] if _present(rt, chosen) else []
        return [chosen] if board.on_field(state, chosen) else []
    foe = board.opponent(seat)
    if action.target == "facing":
        facing = board.facing(state, source)
        return [] if facing is None else [facing]
    return board.characters(state, foe if action.target == "all_enemies" else seat)


def _do(rt: Runtime, seat: int, action: Action, iid: int) -> None:
    ctx, state = rt.ctx, rt.state
    if action.target not in ("you", "responded") and (
        iid not in state.cards or not _present(rt, iid)
    ):
        return
    if action.do == "damage":
        ctx.narrate(f"{rt.name(iid)} loses {action.amount} HP")
        rt.damage(iid, action.amount)
    elif action.do == "stagger":
        rt.stagger(iid)
        ctx.narrate(f"{rt.name(iid)} is staggered")
    elif action.do == "heal":
        rt.heal(iid, action.amount)
        ctx.narrate(f"{rt.name(iid)} heals {action.amount} HP")
    elif action.do == "boost":
        boosts = [*rt.value("boosts", []), [iid, action.stat, action.amount]]
        ctx.set_value("boosts", boosts)
        ctx.narrate(f"{rt.name(iid)} gets +{action.amount} {action.stat.upper()} this round")
    elif action.do == "rest":
        effects.rest(ctx, iid)
    elif action.do == "ready":
        effects.ready(ctx, iid)
    elif action.do == "archive":
        rt.archive(iid)
    elif action.do == "draw":
        drawn = effects.draw(ctx, board.zone(seat, "deck"), board.zone(seat, "hand"), action.amount)
        ctx.narrate(f"{rt.seat_name(seat)} draws {len(drawn)}")
    elif action.do == "search":
        start_search(rt, seat, str(action.find))


def start_search(rt: Runtime, seat: int, find: str) -> None:
    """Book, "Searching your deck": the owner looks through the deck and takes a card (the
    `search` decision); with nothing to find, the deck is shuffled at once."""
    deck = board.zone(seat, "deck")
    if any(found_by(rt.card(i), find) for i in rt.state.zone(deck)):
        rt.ctx.set_value("search", {"seat": seat, "find": find})
        rt.ctx.narrate(f"{rt.seat_name(seat)} searches the deck")
        return
    rt.ctx.shuffle(deck)
    rt.ctx.narrate(f"{rt.seat_name(seat)} searches the deck, finds nothing and shuffles it")


def _present(rt: Runtime, iid: int) -> bool:
    return board.on_field(rt.state, iid) or board.in_support(rt.state, iid)
