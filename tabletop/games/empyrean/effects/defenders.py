"""Named effects of Defenders of the Bastion (deck id `defenders`).

Only what the card vocabulary cannot say: Master Builder fetching a Fortress Walls card. (The
Chariots' "If you do" and Fortify's Might equal to your Fortress Walls' Might are card data.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean.effects import effect

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

WALLS = "fortress-walls"
#: where Master Builder looks for a Fortress Walls card, in this order (never the banish pile)
WALL_SOURCES = ("deck", "discard", "destroyed")


@effect("defenders.fetch_walls")
def fetch_walls(run: AbilityRun, action: Action) -> str | None:
    """Put a Fortress Walls card into your hand from your deck (then shuffle it), else your
    discard pile, else your Destroy pile. With all of them in hand or on the Battlefields (or
    banished) there is none to take, and this part is ignored."""
    rt = run.rt
    for pile in WALL_SOURCES:
        zone = f"p{run.seat}.{pile}"
        found = [iid for iid in rt.state.zone(zone) if rt.state.cards[iid].card == WALLS]
        if not found:
            continue
        rt.ctx.move(found[-1], f"p{run.seat}.hand", face_up=False)
        rt.ctx.narrate(f"{rt.seat_name(run.seat)} takes Fortress Walls from their {pile} pile")
        if pile == "deck":
            rt.ctx.shuffle(zone)
        return None
    rt.ctx.narrate("Master Builder: every Fortress Walls is already in hand or on the table")
    return None
