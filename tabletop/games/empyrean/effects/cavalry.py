"""Named effects of Cavalry of the Parthian Empire (deck id `cavalry`).

Only what the card vocabulary cannot say: Parthian Shot's Destroy depends on the Return before
it having returned at least one Horse Archer (book, "Card Ability Clarifications").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean.cards import Filter
from tabletop.games.empyrean.effects import effect

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

HORSE_ARCHERS_HERE = Filter(side="ally", where="here", types=("Horse Archer",))
OPPONENTS_HERE = Filter(side="opponent", where="here")


@effect("cavalry.parthian_shot")
def parthian_shot(run: AbilityRun, action: Action) -> str | None:
    """Return every ally Horse Archer here (not optional); if at least one returned, Destroy
    an opponent card here of the owner's choice. The choice is asked before anything changes."""
    rt = run.rt
    archers = [iid for iid in run.select(HORSE_ARCHERS_HERE) if rt.can_leave(iid)]
    if not archers:
        rt.ctx.narrate("Parthian Shot: no Horse Archer returns, so nothing is destroyed")
        return None
    targets = [
        iid for iid in run.select(OPPONENTS_HERE) if "shield" not in rt.state.cards[iid].flags
    ]
    victim: int | None = None
    if targets:
        answer = run.pick(run.card_options(targets), "choose an opponent card here to destroy")
        victim = int(answer.split(":")[1])
    for iid in archers:
        rt.return_to_hand(iid)
    if victim is not None:
        rt.destroy(victim)
    return None
