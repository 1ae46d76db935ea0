"""What each action verb of the card vocabulary does (book, "Card Ability Keywords")."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import REPEAT, AbilityRun, each_target
from tabletop.games.empyrean.cards import Action
from tabletop.games.empyrean.effects import get_effect

Verb = Callable[[AbilityRun, Action], str | None]


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
    hand = [c for c in state.zone(f"p{run.seat}.hand") if c not in done]
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


def _deploy_from_discard(run: AbilityRun, action: Action) -> str | None:
    """Deploy a card from your discard pile for free; it is revealed after your other cards."""
    rt = run.rt
    state = rt.state
    flt = action.target
    pile = [
        iid
        for iid in state.zone(f"p{run.seat}.discard")
        if flt is None
        or (
            (not flt.types or set(flt.types) & set(rt.card(iid).types))
            and (not flt.names or rt.card(iid).id in flt.names)
            and (flt.max_cost is None or rt.card(iid).cost <= flt.max_cost)
        )
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
    if action.optional:
        options.append(("skip", "Do not deploy"))
    answer = run.pick(options, "deploy a card from your discard pile for free")
    if answer == "skip":
        return None
    iid = int(answer.split(":")[1])
    where = run.pick(
        [(f"bf:{bf}", f"Battlefield {bf}") for bf in fields], "deploy it where?", subject=iid
    )
    bf = int(where.split(":")[1])
    rt.deploy(iid, run.seat, bf, free=True)
    rt.ctx.narrate(f"{rt.seat_name(run.seat)} deploys a card from the discard pile for free")
    from tabletop.games.empyrean.flow import reveal_late_free_deploy

    reveal_late_free_deploy(rt, run.seat)
    return None


def _return_from_pile(run: AbilityRun, action: Action) -> str | None:
    rt = run.rt
    state = rt.state
    total = run.amount(action.amount)
    done = run.step.get("done", [])
    pile = [c for c in state.zone(f"p{run.seat}.{action.pile}") if c not in done]
    if len(done) >= total or not pile:
        return None
    options = [(f"card:{iid}", rt.name(iid)) for iid in pile]
    if action.optional or done:
        options.append(("skip", "Stop here" if done else "Do not return a card"))
    answer = run.pick(options, f"return a card from your {action.pile} pile to your hand")
    if answer == "skip":
        return None
    iid = int(answer.split(":")[1])
    rt.ctx.move(iid, f"p{run.seat}.hand", face_up=False)
    rt.ctx.narrate(f"{rt.name(iid)} returns to {rt.seat_name(run.seat)}'s hand")
    run.step.setdefault("done", []).append(iid)
    return REPEAT if len(run.step["done"]) < total and len(pile) > 1 else None


def _draw(run: AbilityRun, action: Action) -> str | None:
    from tabletop.games.empyrean.flow import draw

    for _ in range(run.amount(action.amount)):
        draw(run.rt, run.seat, f"p{run.seat}.hand")
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
