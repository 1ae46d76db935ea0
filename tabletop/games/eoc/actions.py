"""The action interpreter: abilities, Instants and Traps run their actions in order.

An action that needs a choice with more candidates than it picks stores where it stands in the
value `pending` (source card, seat, which list, action index, cards already picked) and asks a
`choose` decision; the answer arrives as a command and the run resumes at that action. An action
picking several cards (Ash Recall's two Essence) asks once per card. Choices come before any
change, so a resumed run never repeats an effect.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.engine import effects
from tabletop.engine.prepared import Prepared
from tabletop.games.eoc import board, targets
from tabletop.games.eoc.cards import Action
from tabletop.games.eoc.facts import FACTS
from tabletop.games.eoc.runtime import Runtime

#: (runtime, source card, seat, the cards it acts on) -> None: what an action does
ActFn = Callable[[Runtime, int, int, list[int]], None]


def actions_of(rt: Runtime, src: int, which: str) -> tuple[Action, ...]:
    card = rt.card(src)
    if which == "ability":
        return card.ability.do if card.ability is not None else ()
    return card.play


def run(
    rt: Runtime,
    src: int,
    seat: int,
    which: str,
    start: int = 0,
    answer: int | None = None,
    picked: tuple[int, ...] = (),
) -> None:
    """Run the actions of `src` from index `start`; raises Wait when a choice is needed.
    `picked`: the cards already chosen for the action at `start` (one at a time, Ash Recall)."""
    actions = actions_of(rt, src, which)
    for index in range(start, len(actions)):
        if rt.state.result is not None:
            break
        action = actions[index]
        targeting = targets.TARGETING(action)
        options = targeting.candidates(rt.state, rt.cards, src, seat)
        if targeting.chooses and not options:
            rt.ctx.narrate(f"{rt.name(src)}: nothing to {_words(action)}; this part is skipped")
            continue
        if targeting.chooses:
            chosen = [*picked, *([answer] if answer is not None else [])]
            rest = [i for i in options if i not in chosen]
            need = targeting.picks - len(chosen)
            if need > 0 and len(rest) > need:
                _ask(rt, action, src, seat, which, index, chosen, rest)
            options = chosen + rest[: max(0, need)]
        answer, picked = None, ()
        ACT(action)(rt, src, seat, options)
    rt.ctx.set_value("pending", None)


def _ask(
    rt: Runtime,
    action: Action,
    src: int,
    seat: int,
    which: str,
    index: int,
    chosen: list[int],
    options: list[int],
) -> None:
    """Store where the run stands (value `pending`), ask for one card, and stop the move."""
    pending = {"src": src, "seat": seat, "which": which, "i": index, "picked": chosen}
    rt.ctx.set_value("pending", pending)
    words = _words(action)
    if targets.picks(action) > 1:
        words += f", {len(chosen) + 1} of {targets.picks(action)}"
    prompt = f"{rt.name(src)}: choose a card ({words})"
    rt.wait(None, "choose", [seat], prompt, options=options, source=src)  # the answer resumes


def _by(rt: Runtime, src: int) -> str:
    card = rt.card(src)
    if card.kind in ("creature", "vanquisher"):
        return "ability"
    return "trap" if card.spell == "trap" else "spell"


def _do(rt: Runtime, action: Action, src: int, seat: int, cards: list[int]) -> None:
    ctx = rt.ctx
    verb = action.do
    if verb == "boost":
        for iid in cards:
            rt.boost(iid, action.stat, action.amount, _by(rt, src))
    elif verb == "destroy":
        for iid in cards:
            rt.mark_destroyed(iid)
    elif verb == "ready":
        for iid in cards:
            effects.ready(ctx, iid)
            ctx.narrate(f"{rt.name(iid)} is readied")
    elif verb == "draw":
        drawn = sum(1 for _ in range(action.amount) if rt.draw(seat))
        ctx.narrate(f"{rt.seat_name(seat)} draws {drawn}")
        if drawn < action.amount:
            rt.deck_out(seat)
    elif verb == "recover":
        for iid in cards:
            ctx.move(iid, board.zone(seat, "hand"), face_up=False)
            ctx.narrate(f"{rt.name(iid)} returns from the Graveyard to {rt.seat_name(seat)}'s hand")
    elif verb == "restore":
        for iid in cards:
            ctx.move(iid, board.zone(seat, "pool"), face_up=True)
            ctx.narrate(f"{rt.name(iid)} returns from the Graveyard to the Essence Pool")
    elif verb == "banish":
        for iid in cards:
            rt.banish(iid)
            ctx.narrate(f"{rt.name(iid)} is banished from the Graveyard")
    elif verb == "negate":
        attack = rt.value("attack")
        if attack:
            ctx.set_value("attack", {**attack, "negated": True})
            ctx.narrate(f"{rt.name(src)} negates the attack")
    elif verb == "dispel":
        for iid in cards:
            ctx.narrate(f"{rt.name(iid)} is dispelled")
            rt.to_graveyard(iid)


def _words(action: Action) -> str:
    if action.do == "boost":
        return f"{action.amount:+d} {action.stat.upper()}"
    return {
        "destroy": "destroy",
        "ready": "ready",
        "recover": "return to your hand",
        "restore": "return to your Essence Pool",
        "banish": "banish",
        "dispel": "dispel",
    }.get(action.do, action.do)


# --- prepared --------------------------------------------------------------------------------
def _read(action: Action) -> ActFn:
    def read(rt: Runtime, src: int, seat: int, cards: list[int]) -> None:
        _do(rt, action, src, seat, cards)

    return read


def _boost(action: Action) -> ActFn:
    stat, amount = action.stat, action.amount

    def boost(rt: Runtime, src: int, seat: int, cards: list[int]) -> None:
        by = FACTS(rt.card(src)).boost_by
        for iid in cards:
            rt.boost(iid, stat, amount, by)

    return boost


def _destroy(action: Action) -> ActFn:
    def destroy(rt: Runtime, src: int, seat: int, cards: list[int]) -> None:
        for iid in cards:
            rt.mark_destroyed(iid)

    return destroy


def _draw(action: Action) -> ActFn:
    amount = action.amount

    def draw(rt: Runtime, src: int, seat: int, cards: list[int]) -> None:
        drawn = sum(1 for _ in range(amount) if rt.draw(seat))
        rt.ctx.narrate(f"{rt.seat_name(seat)} draws {drawn}")
        if drawn < amount:
            rt.deck_out(seat)

    return draw


#: verbs prepared into closures of their own; the rest (one card moved or flagged each) are read
_PREPARED_VERBS: dict[str, Callable[[Action], ActFn]] = {
    "boost": _boost,
    "destroy": _destroy,
    "draw": _draw,
}


def _prepare(action: Action) -> ActFn:
    return _PREPARED_VERBS.get(action.do, _read)(action)


ACT: Prepared[Action, ActFn] = Prepared("eoc action", _prepare, _read)
