"""Named effects of Spectres of the Necropolis (deck id `spectres`).

Only what the card vocabulary cannot say:

- `spectres.devour`: Destroy ally Souls and Zombie Hordes one at a time; after each one's own
  Destroy abilities resolve, this card gains Might (Eater and Devourer of Souls; the book's
  "Destroying Cards" example).
- `spectres.powerful`: Soul of the Powerful's Might to each ally card where it was Destroyed.
- `spectres.shift`: Zombie Horde's Shift: back from the Destroy pile to the next Open Zone.
- `spectres.crush`: The Soul Crusher's zone-by-zone Destruction.
- `spectres.reclaim`: Return cards from your Destroy pile to your hand (Cage of Lost Souls; The
  Necromancer, paying their cost from next round's Essence).

Death Enhancer is passive and has no ability of its own: `enhanced()` reads it. Each time the
abilities of Eater of Souls, Devourer of Souls, Soul of the Powerful or Zombie Horde Apply Might
to an ally card in the Zone right after a revealed Death Enhancer, it gets 1 more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean import board
from tabletop.games.empyrean.cards import Filter, Where
from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.keys import pile_zone

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action
    from tabletop.games.empyrean.runtime import Runtime

REPEAT = "repeat"
ENHANCER = "death-enhancer"
#: step keys of the Destroy loops: cards handled, cards spared, Might owed to this card
DONE = "spectres.done"
SPARED = "spectres.spared"
OWED = "spectres.owed"
PREY = ("Soul", "Zombie")
#: the ally Souls and Zombie Hordes Devour may take, here or anywhere
_PREY_FILTERS: dict[str, Filter] = {
    where: Filter(side="ally", where=where, types=PREY) for where in ("here", "anywhere")
}


def enhanced(rt: Runtime, target: int, amount: int) -> int:
    """`amount`, plus 1 for a revealed ally Death Enhancer in the Zone right before `target`."""
    loc = board.location(rt.state, target)
    if loc is None or amount <= 0:
        return amount
    row = rt.state.zone(board.row(*loc))
    index = row.index(target)
    if index == 0:
        return amount
    before = row[index - 1]
    inst = rt.state.cards[before]
    same_owner = inst.owner == rt.state.cards[target].owner
    if inst.card == ENHANCER and inst.face_up and same_owner:
        return amount + 1
    return amount


def apply_enhanced(rt: Runtime, target: int, amount: int) -> None:
    if board.is_revealed(rt.state, target):
        rt.add_might(target, enhanced(rt, target, amount))


def _pay_owed(run: AbilityRun) -> None:
    owed = int(run.step.pop(OWED, 0))
    own = run.card
    if owed and own is not None and board.is_revealed(run.rt.state, own):
        apply_enhanced(run.rt, own, owed)


def _finish(run: AbilityRun) -> None:
    for key in (DONE, SPARED, OWED):
        run.step.pop(key, None)


@effect("spectres.devour")
def devour(run: AbilityRun, action: Action) -> str | None:
    """Destroy ally Souls and Zombie Hordes (other than this card): all of them `here`, lowest
    Zone first, or with `choose: choose` up to `up_to` of them on any battlefield (`where`).
    After each card is Destroyed and its own Destroy abilities resolve, Apply `might` (params)
    Might to this card (book, "Destroying Cards")."""
    rt = run.rt
    _pay_owed(run)
    done = [int(i) for i in run.step.get(DONE, [])]
    limit = action.up_to if action.choose == "choose" else None
    if limit is not None and len(done) >= limit:
        _finish(run)
        return None
    where: Where = "anywhere" if action.params.get("where") == "anywhere" else "here"
    prey = [
        iid
        for iid in run.select(_PREY_FILTERS[where])
        if iid not in done and "shield" not in rt.state.cards[iid].flags
    ]
    if not prey:
        _finish(run)
        return None
    if action.choose == "choose":
        options = run.card_options(prey)
        options.append(("skip", "Stop here" if done else "Destroy nothing"))
        answer = run.pick(options, "destroy an ally Soul or Zombie Horde")
        if answer == "skip":
            _finish(run)
            return None
        target = int(answer.split(":")[1])
    else:
        target = prey[0]
    run.step[DONE] = [*done, target]
    if rt.destroy(target):
        run.step[OWED] = int(action.params.get("might", 2))
    return REPEAT  # the destroyed card's abilities resolve first, then this card is paid


#: every other ally card here (Powerful)
ALLIES_HERE = Filter(side="ally", where="here")


@effect("spectres.powerful")
def powerful(run: AbilityRun, action: Action) -> str | None:
    """Apply `amount` Might to each ally card on the battlefield where this card was."""
    amount = run.amount(action.amount)
    for iid in run.select(ALLIES_HERE):
        apply_enhanced(run.rt, iid, amount)
    return None


@effect("spectres.shift")
def shift(run: AbilityRun, action: Action) -> str | None:
    """Zombie Horde's Shift: this card leaves the Destroy pile for the next Open Zone of the
    battlefield it was Destroyed on, face up with its base Might. It is not a Deployment nor a
    Reveal; it did count as Destroyed (Taker of Souls), but it is not in the Destroy pile."""
    rt = run.rt
    own = run.card
    if own is None or rt.state.where[own] != pile_zone(run.seat, "destroyed") or not run.bf:
        return None
    if not board.has_open_zone(rt.state, rt.cards, run.seat, run.bf):
        return None
    rt.ctx.move(own, board.row(run.seat, run.bf), face_up=True)
    rt.ctx.narrate(f"{rt.name(own)} shifts to zone {board.zone_number(rt.state, own)}")
    apply_enhanced(rt, own, rt.card(own).might)
    return None


@effect("spectres.crush")
def crush(run: AbilityRun, action: Action) -> str | None:
    """Starting with Zone 1, Destroy each other card Here, yours and your Opponent's, with less
    Might than this card; Apply `might` (params) Might to this card for each. A card that is
    spared is not looked at again, even after this card grows."""
    rt = run.rt
    own = run.card
    _pay_owed(run)
    if own is None or not board.is_revealed(rt.state, own):
        _finish(run)
        return None
    seen = {int(i) for i in [*run.step.get(DONE, []), *run.step.get(SPARED, [])]}
    here = run.anchor_bf
    order: list[tuple[int, int, int]] = []
    for seat in range(rt.state.players):
        side = 0 if seat == run.seat else 1
        for number, iid in enumerate(rt.state.zone(board.row(seat, here)), start=1):
            if iid != own and iid not in seen and rt.state.cards[iid].face_up:
                order.append((number, side, iid))
    if not order:
        _finish(run)
        return None
    target = min(order)[2]
    if board.might(rt.state, target) >= board.might(rt.state, own) or not rt.destroy(target):
        run.step[SPARED] = [*run.step.get(SPARED, []), target]
        return REPEAT
    run.step[DONE] = [*run.step.get(DONE, []), target]
    run.step[OWED] = int(action.params.get("might", 1))
    return REPEAT


def next_round_essence(rt: Runtime, seat: int) -> int:
    """The Essence `seat` will have next round, with the changes already made for it."""
    current = int(rt.state.values.get("round", 1))
    change = int(rt.state.values.get(f"essence_next.p{seat}", 0) or 0)
    return max(0, current + 2 + change)


@effect("spectres.reclaim")
def reclaim(run: AbilityRun, action: Action) -> str | None:
    """Return `amount` cards (params) from your Destroy pile to your hand, of `types` when
    given: not optional (book, "Returning Cards"), so no skip is offered while one is left to
    return (Cage of Lost Souls). With no `amount`, "any number": you may stop at any time. With
    `pay: true` each one's cost is Subtracted from your Essence next round, and you cannot
    return a card you could not pay for (The Necromancer)."""
    rt = run.rt
    state = rt.state
    done = [int(i) for i in run.step.get(DONE, [])]
    limit = action.params.get("amount")
    if limit is not None and len(done) >= int(limit):
        _finish(run)
        return None
    types = set(action.params.get("types", []))
    pay = bool(action.params.get("pay", False))
    budget = next_round_essence(rt, run.seat)
    pile = [
        iid
        for iid in state.zone(pile_zone(run.seat, "destroyed"))
        if (not types or types & set(rt.card(iid).types))
        and (not pay or rt.card(iid).cost <= budget)
    ]
    if not pile:
        _finish(run)
        return None
    options = [(f"card:{iid}", f"{rt.name(iid)} (cost {rt.card(iid).cost})") for iid in pile]
    if limit is None:
        options.append(("skip", "Stop here" if done else "Do not return a card"))
    prompt = "return a card from your destroy pile to your hand"
    if pay:
        prompt += f" (next round's essence: {budget})"
    answer = run.pick(options, prompt)
    if answer == "skip":
        _finish(run)
        return None
    iid = int(answer.split(":")[1])
    rt.ctx.move(iid, pile_zone(run.seat, "hand"), face_up=False)
    rt.ctx.narrate(f"{rt.name(iid)} returns to {rt.seat_name(run.seat)}'s hand")
    if pay:
        rt.gain_essence(run.seat, -rt.card(iid).cost, this_round=False)
    run.step[DONE] = [*done, iid]
    return REPEAT
