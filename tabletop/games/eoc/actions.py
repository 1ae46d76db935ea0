"""The action interpreter: abilities, Instants and Traps run their actions in order.

An action that needs a choice with more than one candidate stores where it stands in the value
`pending` (source card, seat, which list, action index) and asks a `choose` decision; the answer
arrives as a command and the run resumes at that action. Choices come before any change, so a
resumed run never repeats an effect.
"""

from __future__ import annotations

from tabletop.engine import effects
from tabletop.engine.flow import Wait
from tabletop.games.eoc import board, targets
from tabletop.games.eoc.cards import Action
from tabletop.games.eoc.runtime import Runtime


def actions_of(rt: Runtime, src: int, which: str) -> tuple[Action, ...]:
    card = rt.card(src)
    if which == "ability":
        return card.ability.do if card.ability is not None else ()
    return card.play


def candidates(rt: Runtime, action: Action, src: int, seat: int) -> list[int]:
    return targets.candidates(rt.state, rt.cards, action, src, seat)


def run(
    rt: Runtime, src: int, seat: int, which: str, start: int = 0, answer: int | None = None
) -> None:
    """Run the actions of `src` from index `start`; raises Wait when a choice is needed."""
    actions = actions_of(rt, src, which)
    for index in range(start, len(actions)):
        if rt.state.result is not None:
            break
        action = actions[index]
        options = candidates(rt, action, src, seat)
        chooses = targets.chooses(action)
        if chooses and len(options) > 1 and answer is None:
            rt.ctx.set_value("pending", {"src": src, "seat": seat, "which": which, "i": index})
            prompt = f"{rt.name(src)}: choose a card ({_words(action)})"
            rt.ctx.ask("choose", [seat], prompt, options=options, source=src)
            raise Wait(None)  # a move stops here; the answer resumes the run
        picked = options
        if chooses:
            picked = [answer] if answer is not None else options[:1]
        answer = None
        _do(rt, action, src, seat, picked)
    rt.ctx.set_value("pending", None)


def _by(rt: Runtime, src: int) -> str:
    card = rt.card(src)
    if card.kind == "creature":
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
        essences = cards[-action.amount :]
        for iid in essences:
            ctx.move(iid, board.zone(seat, "pool"), face_up=True)
        ctx.narrate(f"{len(essences)} Essence return from the Graveyard to the Essence Pool")
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
        "banish": "banish",
        "dispel": "dispel",
    }.get(action.do, action.do)
