"""Vampires of the Evernight: Bites (command phase) and The Turning.

Book, Card Ability Clarifications (Vampires): "You can only Bite a Human once per Round and only
during the Command phase. You can Bite as many Humans on the Battlefield as you have Essence to
spend and Vampires to Bite them. Biting is optional." and "A Vampire can only Bite one Human per
Round." A Bite is each Vampire's command ability (`cost` 1 Essence, once per command phase by the
engine); the Human it Bites is flagged for the round. Readings: readings/vampires.md.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.empyrean import board
from tabletop.games.empyrean.abilities import AbilityRun
from tabletop.games.empyrean.cards import Action, Filter
from tabletop.games.empyrean.effects import effect
from tabletop.games.empyrean.keys import memo, pile_zone
from tabletop.games.empyrean.prepared_filters import SELECT
from tabletop.games.empyrean.runtime import Runtime, round_memo

HUMANS_HERE = Filter(side="ally", where="here", types=("Human",))
VAMPIRES_HERE = Filter(side="ally", where="here", types=("Vampire",))
#: Vampire's Gaze: "Each time an ally Vampire here Bites, Apply 1 additional Might to it."
GAZE = "vampires-gaze"
#: Vampire's Gaze cards of the Vampire's owner beside it (each adds 1 to a Bite)
GAZES_HERE = Filter(side="ally", where="here", names=(GAZE,))


#: the round memo of a Human Bitten this round
BITTEN = "vampires.bitten"


def bitten_flag(rt: Runtime) -> str:
    return round_memo(rt.state, BITTEN)


def _unbitten_humans(rt: Runtime, vampire: int) -> list[int]:
    state = rt.state
    loc = board.parse_row(state.where[vampire])
    if loc is None or not state.cards[vampire].face_up:
        return []
    flag = memo(BITTEN, state.values.get("round", 0))  # bitten_flag
    cards, out = state.cards, []
    for iid in SELECT(HUMANS_HERE)(rt, loc[0], vampire, loc[1]):
        if flag not in cards[iid].flags:
            out.append(iid)
    return out


def _can_bite(rt: Runtime, vampire: int, action: Action) -> bool:
    return bool(_unbitten_humans(rt, vampire))


def _int_param(params: dict[str, Any], key: str, default: int = 0) -> int:
    value = params.get(key, default)
    return int(value) if isinstance(value, int) else default


@effect("vampires.bite", usable=_can_bite)
def bite(run: AbilityRun, action: Action) -> str | None:
    """This Vampire Bites one unbitten ally Human here: might, story bonus, Gaze, spread.

    params: might (to this Vampire), prey ({human card id: extra might}), spread (might to each
    other ally Vampire here).
    """
    rt = run.rt
    vampire = run.card
    if vampire is None:
        return None
    humans = _unbitten_humans(rt, vampire)
    if not humans:
        rt.ctx.narrate(f"{rt.name(vampire)} finds no Human to Bite")
        return None
    answer = run.pick(run.card_options(humans), "Bite which Human?")
    human = int(answer.split(":")[1])
    params = action.params
    prey = params.get("prey") or {}
    gain = _int_param(params, "might", 1)
    human_id = rt.card(human).id
    if isinstance(prey, dict) and human_id in prey:
        gain += int(prey[human_id])
    gain += len(SELECT(GAZES_HERE)(rt, run.seat, vampire, None))
    rt.ctx.flag(human, bitten_flag(rt))
    rt.ctx.narrate(f"{rt.name(vampire)} Bites {rt.name(human)}")
    rt.add_might(vampire, gain)
    spread = _int_param(params, "spread")
    if spread:
        for other in SELECT(VAMPIRES_HERE)(rt, run.seat, vampire, None):
            rt.add_might(other, spread)
    return None


@effect("vampires.turning")
def turning(run: AbilityRun, action: Action) -> str | None:
    """Book, Clarifications (Vampires), The Turning: search the deck for a Vampire (cost 5 or
    less), remove a Human here, put the Vampire in the Human's Zone, shuffle the Human into the
    deck. The Vampire is then Revealed in that Zone (reading: it enters face up, base Might and
    its Reveal ability, as a Reveal, not a Deployment)."""
    rt = run.rt
    state = rt.state
    seat = run.seat
    max_cost = _int_param(action.params, "max_cost", 5)
    humans = run.select(HUMANS_HERE)
    vampires = [
        iid
        for iid in state.zone(pile_zone(seat, "deck"))
        if "Vampire" in rt.card(iid).types and rt.card(iid).cost <= max_cost
    ]
    if not humans or not vampires:
        rt.ctx.narrate(
            "The Turning finds no Human to turn"
            if not humans
            else "The Turning finds no Vampire in the deck"
        )
        return None
    answer = run.pick(run.card_options(humans), "turn which Human?")
    human = int(answer.split(":")[1])
    # one option per distinct card (the deck is searched, duplicates are the same choice)
    seen: dict[str, int] = {}
    for iid in vampires:
        seen.setdefault(rt.card(iid).id, iid)
    options = sorted(
        ((f"card:{iid}", f"{rt.name(iid)} ({rt.card(iid).cost})") for iid in seen.values()),
        key=lambda o: o[1],
    )
    answer = run.pick(options, "search your deck for which Vampire?")
    vampire = int(answer.split(":")[1])
    loc = board.location(state, human)
    assert loc is not None
    row = board.row(*loc)
    index = state.zone(row).index(human)
    rt.ctx.set_counter(human, "might", 0)
    for flag in ("shield", "anchor", "stun"):
        rt.ctx.flag(human, flag, False)
    rt.ctx.set_counter(human, "move", 0)
    rt.ctx.move(human, pile_zone(seat, "deck"), face_up=False)
    rt.ctx.move(vampire, row, index=index, face_up=False)
    rt.ctx.narrate(f"The Turning: {rt.name(human)} becomes {rt.name(vampire)}")
    rt.ctx.shuffle(pile_zone(seat, "deck"))
    rt.next({"k": "reveal_card", "iid": vampire})
    return None
