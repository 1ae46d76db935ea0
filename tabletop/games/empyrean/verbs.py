"""What each action verb of the card vocabulary does (book, "Card Ability Keywords")."""

from __future__ import annotations

from tabletop.engine.flow import REPEAT
from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import AbilityRun, Verb
from tabletop.games.empyrean.cards import Action, Filter
from tabletop.games.empyrean.effects import get_effect
from tabletop.games.empyrean.keys import pile_zone
from tabletop.games.empyrean.runtime import draw, reveal_late_free_deploy
from tabletop.games.empyrean.targets import each_target


def _might(run: AbilityRun, action: Action) -> str | None:
    amount = run.amount(action.amount)
    return each_target(run, action, lambda iid: run.rt.add_might(iid, amount))


def _set_might(run: AbilityRun, action: Action) -> str | None:
    amount = run.amount(action.amount)
    return each_target(run, action, lambda iid: run.rt.set_might(iid, amount))


def _essence(run: AbilityRun, action: Action) -> str | None:
    amount = run.amount(action.amount)
    seats = [run.seat]
    if action.target is not None and action.target.side == "opponent":
        seats = board.opponents(run.rt.state, run.seat)
    for seat in seats:
        run.rt.gain_essence(seat, amount, action.this_round)
    return None


def _destroy(run: AbilityRun, action: Action) -> str | None:
    return each_target(run, action, run.rt.destroy)


def _return(run: AbilityRun, action: Action) -> str | None:
    return each_target(run, action, run.rt.return_to_hand)


def _banish(run: AbilityRun, action: Action) -> str | None:
    return each_target(run, action, run.rt.banish)


def _move(run: AbilityRun, action: Action) -> str | None:
    """Move chosen cards, one at a time, each to an open zone on a battlefield the owner picks."""

    def destination(iid: int) -> int | None:
        options = [(f"bf:{bf}", f"Battlefield {bf}") for bf in run.rt.move_destinations(iid)]
        if not options:
            return None
        answer = run.pick(options, f"where does {run.rt.name(iid)} move?", subject=iid)
        return int(answer.split(":")[1])

    def move(iid: int) -> None:
        bf = destination(iid)
        if bf is not None:
            run.rt.move_to(iid, bf)

    return each_target(run, action, move)


def _discard(run: AbilityRun, action: Action) -> str | None:
    """Discard N cards from your hand, chosen one at a time (book, "Discarding Cards")."""
    state = run.rt.state
    total = run.amount(action.amount)
    done = run.step.get("done", [])
    hand = [c for c in state.zone(pile_zone(run.seat, "hand")) if c not in done]
    if len(done) >= total or not hand:
        return None
    options = [(f"card:{iid}", run.rt.name(iid)) for iid in hand]
    if action.optional and not done:
        options.append(("skip", "Do not discard"))
    answer = run.pick(options, f"discard a card ({len(done) + 1} of {total})")
    if answer == "skip":
        run.step["declined"] = True
        return None
    iid = int(answer.split(":")[1])
    run.rt.discard(iid)
    run.step.setdefault("done", []).append(iid)
    if len(run.step["done"]) < total and len(hand) > 1:
        return REPEAT
    return None


def _token(run: AbilityRun, action: Action) -> str | None:
    token = action.token
    rt = run.rt
    if token == "stop":
        opponents = board.opponents(rt.state, run.seat)
        if len(opponents) > 1:  # 3 players: either opponent, not both (book, "3-Player Mode")
            answer = run.pick(
                [(f"seat:{s}", rt.seat_name(s)) for s in opponents], "put a Stop token on whom?"
            )
            opponents = [int(answer.split(":")[1])]
        for seat in opponents:
            rt.ctx.add_value(f"stop.p{seat}.bf{run.anchor_bf}", 1, "Stop tokens")
        return None
    if token == "move":
        return each_target(run, action, lambda iid: rt.ctx.add_counter(iid, "move", 1))
    assert token is not None
    return each_target(run, action, lambda iid: rt.ctx.flag(iid, token))


#: a rules memo on a card deployed from the discard pile (The Shogun reads it when revealed)
FROM_DISCARD = "from_discard"


def pile_card_fits(run: AbilityRun, iid: int, flt: Filter | None) -> bool:
    """Does a card in a pile (not on a battlefield) match a filter's types, names and cost?"""
    if flt is None:
        return True
    card = run.rt.card(iid)
    if flt.types and not set(flt.types) & set(card.types):
        return False
    if flt.names and card.id not in flt.names:
        return False
    if flt.min_cost is not None and card.cost < flt.min_cost:
        return False
    return flt.max_cost is None or card.cost <= flt.max_cost


def _deploy_from_discard(run: AbilityRun, action: Action) -> str | None:
    """Deploy up to `amount` cards from your discard pile for free, one at a time.

    Each goes face down to the lowest open zone of a battlefield you choose (battlefield cost
    limits do not apply; `to: here` keeps it on this battlefield) and is revealed after your
    other deployed cards this round (book, clarification "Abe no Seimei, Itako, Ashigaru, The
    Shogun"). `params: {self_only: true}`: only this card (Ashigaru deploying itself).
    """
    rt = run.rt
    state = rt.state
    total = run.amount(action.amount)
    done = [int(i) for i in run.step.get("done", [])]
    if len(done) >= total:
        return None
    pile = [
        iid
        for iid in state.zone(pile_zone(run.seat, "discard"))
        if iid not in done and pile_card_fits(run, iid, action.target)
    ]
    if action.params.get("self_only"):
        pile = [iid for iid in pile if iid == run.self_card()]
    fields = [
        bf
        for bf in range(1, board.battlefield_count(state) + 1)
        if board.has_open_zone(state, rt.cards, run.seat, bf)
        and (action.to != "here" or bf == run.anchor_bf)
    ]
    if not pile or not fields:
        return None
    options = [(f"card:{iid}", rt.name(iid)) for iid in pile]
    if action.optional or done:
        options.append(("skip", "Stop here" if done else "Do not deploy"))
    answer = run.pick(options, "deploy a card from your discard pile for free")
    if answer == "skip":
        return None
    iid = int(answer.split(":")[1])
    where = run.pick(
        [(f"bf:{bf}", f"Battlefield {bf}") for bf in fields], "deploy it where?", subject=iid
    )
    bf = int(where.split(":")[1])
    rt.deploy(iid, run.seat, bf, free=True)
    rt.ctx.flag(iid, FROM_DISCARD)
    rt.ctx.narrate(f"{rt.seat_name(run.seat)} deploys a card from the discard pile for free")
    reveal_late_free_deploy(rt, run.seat)
    run.step.setdefault("done", []).append(iid)
    return REPEAT if len(done) + 1 < total else None


def _return_from_pile(run: AbilityRun, action: Action) -> str | None:
    rt = run.rt
    state = rt.state
    total = run.amount(action.amount)
    done = run.step.get("done", [])
    pile = [c for c in state.zone(pile_zone(run.seat, str(action.pile))) if c not in done]
    if len(done) >= total or not pile:
        return None
    options = [(f"card:{iid}", rt.name(iid)) for iid in pile]
    if action.optional or done:
        options.append(("skip", "Stop here" if done else "Do not return a card"))
    answer = run.pick(options, f"return a card from your {action.pile} pile to your hand")
    if answer == "skip":
        return None
    iid = int(answer.split(":")[1])
    rt.ctx.move(iid, pile_zone(run.seat, "hand"), face_up=False)
    rt.ctx.narrate(f"{rt.name(iid)} returns to {rt.seat_name(run.seat)}'s hand")
    run.step.setdefault("done", []).append(iid)
    return REPEAT if len(run.step["done"]) < total and len(pile) > 1 else None


def _draw(run: AbilityRun, action: Action) -> str | None:
    for _ in range(run.amount(action.amount)):
        draw(run.rt, run.seat, pile_zone(run.seat, "hand"))
    return None


def _named(run: AbilityRun, action: Action) -> str | None:
    assert action.name is not None
    result: str | None = get_effect(action.name)(run, action)
    return result


VERBS: dict[str, Verb] = {
    "might": _might,
    "set_might": _set_might,
    "essence": _essence,
    "destroy": _destroy,
    "return": _return,
    "move": _move,
    "discard": _discard,
    "banish": _banish,
    "token": _token,
    "deploy_from_discard": _deploy_from_discard,
    "return_from_pile": _return_from_pile,
    "draw": _draw,
    "effect": _named,
}
