"""An attack (book, "Battle"; README's combat reading): the attacker rests; attack boosters add
ATK, rest and are staggered (same class: Piercing); defense boosters add DEF and rest; the
attack and a standing defender's counter-attack are worked out together, then applied; a
party tactic played in response moves after the attack (book, "Attack Targeting")."""

from __future__ import annotations

from typing import Any

from tabletop.engine import effects
from tabletop.games.coe import board
from tabletop.games.coe.runtime import Runtime
from tabletop.games.coe.stats import Stats


def declare(rt: Runtime, seat: int, attacker: int, target: int) -> None:
    effects.rest(rt.ctx, attacker)
    rt.ctx.set_value(
        "attack",
        {
            "seat": seat,
            "attacker": attacker,
            "target": target,
            "stage": "boost",
            "atk_boosts": [],
            "def_boosts": [],
            "tactic": None,
        },
    )
    rt.ctx.narrate(f"{rt.name(attacker)} attacks {rt.name(target)}")


def boost(rt: Runtime, booster: int) -> None:
    attack = dict(rt.value("attack"))
    if attack["stage"] == "boost":
        attack["atk_boosts"] = [*attack["atk_boosts"], booster]
        effects.rest(rt.ctx, booster)
        rt.stagger(booster)
        rt.ctx.narrate(f"{rt.name(booster)} boosts the attack and is staggered")
    else:
        attack["def_boosts"] = [*attack["def_boosts"], booster]
        effects.rest(rt.ctx, booster)
        rt.ctx.narrate(f"{rt.name(booster)} boosts the defense")
    rt.ctx.set_value("attack", attack)


def shares_class(rt: Runtime, one: int, other: int) -> bool:
    return not rt.fact(one).classes.isdisjoint(rt.fact(other).classes)


def totals(
    rt: Runtime, attack: dict[str, Any], stats: Stats
) -> tuple[int | None, int | None, bool]:
    """(ATK total, DEF total, Piercing) of the attack as it stands."""
    attacker, target = int(attack["attacker"]), int(attack["target"])
    atk = stats.stat(attacker, "atk")
    if atk is not None:
        atk += sum(stats.stat(int(b), "atk") or 0 for b in attack["atk_boosts"])
    defense = stats.stat(target, "def")
    if defense is not None:
        defense += sum(stats.stat(int(b), "def") or 0 for b in attack["def_boosts"])
    piercing = rt.fact(attacker).piercing or any(
        shares_class(rt, attacker, int(b)) for b in attack["atk_boosts"]
    )
    return atk, defense, piercing


def resolve(rt: Runtime) -> dict[str, Any]:
    """Apply the attack and the counter-attack; returns the finished attack record."""
    attack: dict[str, Any] = rt.value("attack")
    rt.ctx.set_value("attack", None)
    state = rt.state
    attacker, target = int(attack["attacker"]), int(attack["target"])
    if not _fighting(rt, attacker) or not _fighting(rt, target):
        rt.ctx.narrate("The attack falls through: a fighter has left the field")
        return attack
    stats = Stats(state, rt.cards, still=True)  # read before the first hit changes anything
    atk, defense, piercing = totals(rt, attack, stats)
    counter = (
        board.in_character_row(state, target)
        and not effects.is_rested(state.cards[target])
        and stats.has(target, "atk")
    )
    counter_atk = stats.stat(target, "atk")
    counter_def = stats.stat(attacker, "def")
    counter_piercing = rt.fact(target).piercing
    rt.ctx.narrate(f"{rt.name(attacker)} strikes with ATK {atk}")
    rt.hit(target, atk, defense, piercing)
    if counter and state.result is None and attacker in state.cards and _fighting(rt, attacker):
        rt.ctx.narrate(f"{rt.name(target)} counter-attacks with ATK {counter_atk}")
        rt.hit(attacker, counter_atk, counter_def, counter_piercing)
    elif not counter:
        rt.ctx.narrate(f"{rt.name(target)} does not counter-attack")
    return attack


def _fighting(rt: Runtime, iid: int) -> bool:
    return board.in_character_row(rt.state, iid) or board.in_support(rt.state, iid)
