"""Playing a card (book, "Playing Cards", "Spending Resources", "Resolving Effects", "Card
Speeds"): it goes to its place, is paid by resting resources, may be answered by Counters (a
chain resolving last in first out: a resolving Counter negates the card under it; a negated
card stays paid), then resolves: an acolyte enters, Equipment stays on its character, other
arsenal cards act and go to the Archive. A skill may be answered by Counters too: negated, its
character stays rested and its payment spent."""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.games.coe import actions, board, payment
from tabletop.games.coe.options import Options
from tabletop.games.coe.runtime import Runtime


def options(rt: Runtime) -> Options:
    return Options(rt.state, rt.cards, rt.stats)


def pay_prompt(rt: Runtime) -> str:
    play = rt.value("play")
    card = rt.card(int(play["card"]))
    paid = sum(rt.card(int(i)).worth for i in play["paid"])
    crystal = "" if card.strict else " (Crystal may pay)"
    return (
        f"pay {card.name}: {card.cost} {card.pays}{crystal}, {paid} paid; drag resources "
        "onto it or pay the minimal payment"
    )


def start_play(
    rt: Runtime,
    seat: int,
    iid: int,
    target: int | None,
    flip: bool,
    zone_id: str,
    to: str | None = None,
) -> None:
    """A card goes to its place and is paid (book, "Resource Check"); `to`: the position a
    flipped Conjure acolyte steps into."""
    card = rt.card(iid)
    if not flip:
        rt.ctx.move(iid, zone_id, face_up=True)
    else:
        rt.ctx.flip(iid, True)
    target_zone = rt.state.where[target] if target is not None else None
    rt.ctx.set_value(
        "play",
        {
            "card": iid,
            "seat": seat,
            "target": target,
            "tzone": target_zone,
            "paid": [],
            "stage": "pay",
            "flip": flip,
            "chain": [iid],
            "ask": board.opponent(seat),
            "to": to,
        },
    )
    verb = "flips" if flip else "plays"
    on = f" on {rt.name(target)}" if target is not None else ""
    rt.ctx.narrate(f"{rt.seat_name(seat)} {verb} {card.name}{on}")
    check_paid(rt)


def pay_with(rt: Runtime, resources: list[int]) -> None:
    play = dict(rt.value("play"))
    rt.rest_resources(resources)
    play["paid"] = [*play["paid"], *resources]
    rt.ctx.set_value("play", play)
    check_paid(rt)


def check_paid(rt: Runtime) -> None:
    play = dict(rt.value("play"))
    card = rt.card(int(play["card"]))
    paid = sum(rt.card(int(i)).worth for i in play["paid"])
    if paid < card.cost:
        return
    play["stage"] = "counter"
    rt.ctx.set_value("play", play)
    if play["flip"]:
        finish_chain(rt)  # Conjure flips are not answered by Counters (RULES.md)


def finish_chain(rt: Runtime) -> None:
    """Book, "Card Speeds": the chain resolves from its last card; a Counter that resolves
    negates the card under it; a negated card is still paid and goes to the Archive."""
    play = rt.value("play")
    rt.ctx.set_value("play", None)
    chain = [int(i) for i in play["chain"]]
    negated: set[int] = set()
    for index in range(len(chain) - 1, 0, -1):
        counter = chain[index]
        if counter in negated:
            rt.ctx.narrate(f"{rt.name(counter)} is negated")
        else:
            negated.add(chain[index - 1])
        rt.archive(counter)
    base = chain[0]
    seat = int(play["seat"])
    skill = play.get("skill")
    if skill is not None:
        used = rt.card(base).skills[int(skill)]
        if base in negated:  # book: "the negated card must still be rested"
            rt.ctx.narrate(f"{used.name} is negated ({rt.name(base)} stays rested, paid)")
            return
        target = play.get("target")
        tzone = play.get("tzone")
        actions.run(
            rt,
            base,
            seat,
            used.do,
            None if target is None else int(target),
            None if tzone is None else str(tzone),
        )
        return
    if base in negated:
        rt.ctx.narrate(f"{rt.name(base)} is negated (its resources stay spent)")
        rt.archive(base)
        return
    resolve_card(rt, base, seat, play.get("target"), play.get("tzone"), play.get("to"))


def use_skill(rt: Runtime, seat: int, iid: int, index: int, target: int | None) -> None:
    """A skill is paid (Pay) and its character rested (an action) at once; the opponent may
    answer it with a Counter; then it resolves (book, "Champion Skills", "Card Speeds")."""
    used = rt.card(iid).skills[index]
    if used.cost:
        pool = options(rt).standing_resources(seat)
        rt.rest_resources([r[0] for r in payment.payments(used.cost, pool, used.pays, False)[0]])
    if used.timing == "action":
        effects.rest(rt.ctx, iid)
    else:
        rt.ctx.set_value("used", [*rt.value("used", []), f"{iid}:{index}"])
    rt.ctx.narrate(f"{rt.name(iid)} uses {used.name}")
    rt.ctx.set_value(
        "play",
        {
            "card": iid,
            "seat": seat,
            "target": target,
            "tzone": None if target is None else rt.state.where[target],
            "paid": [],
            "stage": "counter",
            "flip": False,
            "chain": [iid],
            "ask": board.opponent(seat),
            "skill": index,
        },
    )


def resolve_card(
    rt: Runtime,
    iid: int,
    seat: int,
    target: Any = None,
    target_zone: Any = None,
    to: Any = None,
) -> None:
    card = rt.card(iid)
    if card.kind == "acolyte":
        if to is not None:  # a Conjure acolyte leaves the Arsenal for its position
            rt.ctx.move(iid, str(to), face_up=True)
        rt.ctx.flag(iid, "new")
        rt.ctx.narrate(f"{card.name} enters the field")
        return
    if card.equip:
        if target is not None and rt.state.where.get(int(target)) == target_zone:
            rt.ctx.attach(iid, int(target))
            rt.ctx.narrate(f"{card.name} equips {rt.name(int(target))}")
            actions.run(rt, iid, seat, card.play, int(target), str(target_zone))
        else:
            rt.ctx.narrate(f"{card.name} whiffs: its target has moved")
            rt.archive(iid)
        return
    tgt = None if target is None else int(target)
    actions.run(rt, iid, seat, card.play, tgt, None if target_zone is None else str(target_zone))
    if iid in rt.state.cards and board.on_field(rt.state, iid):
        rt.archive(iid)  # book, "Archiving Cards": after its effect has resolved


def add_counter(rt: Runtime, seat: int, iid: int) -> None:
    """A Counter answers the top of the chain; the other seat may answer it in turn."""
    play = dict(rt.value("play"))
    spot = options(rt).open_slots(seat, board.ARSENAL_SLOTS)
    zone_id = spot[0] if spot else board.zone(seat, "archive")
    rt.ctx.move(iid, zone_id, face_up=True)
    card = rt.card(iid)
    pool = options(rt).standing_resources(seat)
    pay = payment.payments(card.cost, pool, card.pays, card.strict)[0]
    rt.rest_resources([r[0] for r in pay])
    play["chain"] = [*play["chain"], iid]
    play["ask"] = board.opponent(seat)
    rt.ctx.set_value("play", play)
    rt.ctx.narrate(f"{rt.seat_name(seat)} answers with {card.name}")
