"""Named effects of Defenders of the Bastion (deck id `defenders`).

Only what the card vocabulary cannot say: Master Builder fetching a Fortress Walls card. (The
Chariots' "If you do" and Fortify's Might equal to your Fortress Walls' Might are card data.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.keys import pile_zone

if TYPE_CHECKING:
    from tabletop.games.empyrean.abilities import AbilityRun
    from tabletop.games.empyrean.cards import Action

WALLS = "fortress-walls"
#: where Master Builder may take a Fortress Walls card from (never the banish pile)
WALL_SOURCES = {"deck": "deck", "discard": "discard pile", "destroyed": "Destroy pile"}


@effect("defenders.fetch_walls")
def fetch_walls(run: AbilityRun, action: Action) -> str | None:
    """Put a Fortress Walls card into your hand from your deck (then shuffle it), discard pile
    or Destroy pile: the card names the three piles in no order, so you choose the pile among
    those holding one (asked only when two or more do). With all of them in hand or on the
    Battlefields (or banished) there is none to take, and this part is ignored."""
    rt = run.rt
    state = rt.state
    found = {
        pile: [i for i in state.zone(pile_zone(run.seat, pile)) if state.cards[i].card == WALLS]
        for pile in WALL_SOURCES
    }
    piles = [pile for pile, cards in found.items() if cards]
    if not piles:
        rt.ctx.narrate("Master Builder: every Fortress Walls is already in hand or on the table")
        return None
    options = [(f"pile:{p}", f"Fortress Walls from your {WALL_SOURCES[p]}") for p in piles]
    pile = run.pick(options, "take a Fortress Walls into your hand from")[5:]
    rt.ctx.move(found[pile][-1], pile_zone(run.seat, "hand"), face_up=False)
    rt.ctx.narrate(f"{rt.seat_name(run.seat)} takes Fortress Walls from their {WALL_SOURCES[pile]}")
    if pile == "deck":
        rt.ctx.shuffle(pile_zone(run.seat, "deck"))
    return None
