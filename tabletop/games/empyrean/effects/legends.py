"""Named effects of Legends of the Parthenon (cardsets/empyrean/legends.yaml).

- `legends.might_to_mover`: apply might to the card that just moved here (Hermes' Caduceus).
- `legends.move_here`: move cards from other battlefields onto this card's battlefield, chosen
  or lowest might first (Gates of Olympus, Song of the Sirens, Eros).
- `legends.move_away`: move every other ally card here away, in the order and to the
  battlefields the owner chooses (Medusa).
- `legends.winged_sandals`: apply Move tokens divided among ally cards on one battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.flow import REPEAT
from tabletop.games.empyrean import board
from tabletop.games.empyrean.effects import effect

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action


def _revealed_on(run: AbilityRun, seats: list[int], bfs: list[int]) -> list[int]:
    """Revealed cards of these seats on these battlefields, in table order, without this card."""
    state = run.rt.state
    return [
        iid
        for bf in bfs
        for seat in seats
        for iid in state.zone(board.row(seat, bf))
        if state.cards[iid].face_up and iid != run.card
    ]


def _battlefields(run: AbilityRun) -> list[int]:
    return list(range(1, board.battlefield_count(run.rt.state) + 1))


@effect("legends.might_to_mover")
def might_to_mover(run: AbilityRun, action: Action) -> None:
    """Apply `amount` might to the card whose move set this ability off."""
    iid = run.subject
    if iid is not None and board.is_revealed(run.rt.state, iid):
        run.rt.add_might(iid, int(action.params.get("amount", 1)))
    return None


@effect("legends.move_here")
def move_here(run: AbilityRun, action: Action) -> str | None:
    """Move up to `count` revealed cards of `side` (ally or opponent) from other battlefields
    to this card's battlefield, one per run so each move's abilities resolve before the next.
    `order`: "choose" (the owner picks) or "lowest_might" (lowest might first; the owner picks
    among cards tied in might, book: "Eros")."""
    rt = run.rt
    state = rt.state
    here = run.anchor_bf
    count = int(action.params.get("count", 1))
    done: list[int] = run.step.setdefault("done", [])
    if len(done) >= count or not here:
        return None
    side = str(action.params.get("side", "ally"))
    seats = [run.seat] if side == "ally" else board.opponents(state, run.seat)
    others = [bf for bf in _battlefields(run) if bf != here]
    cards = [
        iid
        for iid in _revealed_on(run, seats, others)
        if iid not in done and here in rt.move_destinations(iid)
    ]
    if not cards:
        return None
    if action.params.get("order") == "lowest_might":
        lowest = min(board.might(state, iid) for iid in cards)
        cards = [iid for iid in cards if board.might(state, iid) == lowest]
    answer = run.pick(run.card_options(cards), f"choose a card to move to battlefield {here}")
    iid = int(answer.split(":")[1])
    rt.move_to(iid, here)
    done.append(iid)
    return REPEAT if len(done) < count else None


@effect("legends.move_away")
def move_away(run: AbilityRun, action: Action) -> str | None:
    """Move every other revealed ally card on this battlefield to other battlefields, one at a
    time, in the order and to the battlefields the owner chooses (book: "Medusa"). Cards that
    cannot move (anchored, no open zone, moving blocked) stay."""
    rt = run.rt
    here = run.anchor_bf
    done: list[int] = run.step.setdefault("done", [])
    cards = [
        iid
        for iid in _revealed_on(run, [run.seat], [here])
        if iid not in done and rt.move_destinations(iid)
    ]
    if not here or not cards:
        return None
    answer = run.pick(run.card_options(cards), "choose the next card to move away")
    iid = int(answer.split(":")[1])
    where = run.pick(
        [(f"bf:{bf}", f"Battlefield {bf}") for bf in rt.move_destinations(iid)],
        f"where does {rt.name(iid)} move?",
        subject=iid,
    )
    rt.move_to(iid, int(where.split(":")[1]))
    done.append(iid)
    return REPEAT


@effect("legends.winged_sandals")
def winged_sandals(run: AbilityRun, action: Action) -> None:
    """Apply `count` Move tokens to other revealed ally cards on one battlefield, divided as
    the owner chooses (all on one card, or spread). Every choice comes before any token."""
    rt = run.rt
    count = int(action.params.get("count", 3))
    fields = [bf for bf in _battlefields(run) if _revealed_on(run, [run.seat], [bf])]
    if not fields:
        return None
    answer = run.pick(
        [(f"bf:{bf}", f"Battlefield {bf}") for bf in fields],
        f"choose the battlefield whose cards get the {count} Move tokens",
    )
    bf = int(answer.split(":")[1])
    cards = _revealed_on(run, [run.seat], [bf])
    chosen = []
    for n in range(count):
        pick = run.pick(run.card_options(cards), f"apply Move token {n + 1} of {count} to")
        chosen.append(int(pick.split(":")[1]))
    for iid in chosen:
        rt.ctx.add_counter(iid, "move", 1)
    rt.ctx.narrate(f"Winged Sandals: {count} Move tokens applied on battlefield {bf}")
    return None
