"""EoC's Preparation Phase and abilities (book, "Preparation Phase", "Attack Phase: Your
Creature Abilities"), on scenario files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop import IllegalCommand
from tests.games.eoc.helpers import (
    SCENARIOS,
    cmd,
    find,
    kinds,
    logged,
    names,
    scenario,
    scenario_text,
)

DATA = Path(__file__).parent / "data"


def test_essence_moves_that_would_underpay_are_refused() -> None:
    """Summon an Essence: attached essence moves freely so long as every creation cost stays
    satisfied. Blaze Drake (2 Fire + 1) may give up its surplus Volt Essence, not a Fire one."""
    game = scenario("essence-moves")
    drake, hound = find(game, "Blaze Drake"), find(game, "Cinder Hound")
    ember, volt = find(game, "Ember Essence", "p0.c1"), find(game, "Volt Essence")
    assert cmd(0, "attach", ember, hound) not in game.offered()
    with pytest.raises(IllegalCommand, match=r"would under-pay Blaze Drake: it costs 3 \(2 Fire\)"):
        game.play_offered(cmd(0, "attach", ember, hound))
    game.play_offered(cmd(0, "attach", volt, hound))
    assert game.state.cards[volt].attached_to == hound  # one card at a time
    assert "Volt Essence" in names(game, "p0.c2")
    # Cinder Hound now holds Blaze, Prism (Gray) and Volt: its cost (1 Fire + 1) stays paid
    # without the Gray one, which may move on to the Drake
    prism = find(game, "Prism Essence")
    assert cmd(0, "attach", prism, drake) in game.offered()
    # moved freely: the Volt Essence may move on to another card, but not back to the Drake
    assert cmd(0, "attach", volt, drake) not in game.offered()
    with pytest.raises(IllegalCommand, match="moving it back only takes the move back"):
        game.play_offered(cmd(0, "attach", volt, drake))


def test_essence_moves_freely_but_never_back() -> None:
    """Preparation Phase, Summon an Essence: "Essence Cards may be moved freely during this
    phase ... so long as the creation cost always remains satisfied". An Essence moves again in
    the same turn; a move back onto a card it left this turn is not offered (it only takes the
    move back, and every arrangement stays reachable without it)."""
    game = scenario("essence-moves")
    drake, hound = find(game, "Blaze Drake"), find(game, "Cinder Hound")
    volt, umbral = find(game, "Volt Essence"), find(game, "Umbral Essence")
    game.play_offered(cmd(0, "attach", umbral, drake))  # from the pool: overpaying the Drake
    game.play_offered(cmd(0, "attach", umbral, hound))  # and on again: moved freely
    game.play_offered(cmd(0, "attach", volt, hound))
    assert game.state.cards[umbral].attached_to == hound
    assert cmd(0, "attach", umbral, drake) not in game.offered()
    assert cmd(0, "attach", volt, drake) not in game.offered()
    game.play(cmd(0, "end"))  # Preparation
    game.play(cmd(0, "end"))  # the turn: the next turn an Essence may go anywhere again
    assert game.state.values["turn_no"] > 2
    assert game.state.values.get("left") is None


def test_essence_moves_once_option() -> None:
    """Reading: option essence_moves: once lets each Essence move at most once a turn (the
    book's Preparation Phase, "moved freely", is the default)."""
    text = (SCENARIOS / "essence-moves.yaml").read_text(encoding="utf-8")
    game = scenario_text(text + "options: {essence_moves: once}\n")
    hound, volt = find(game, "Cinder Hound"), find(game, "Volt Essence")
    umbral = find(game, "Umbral Essence")
    game.play_offered(cmd(0, "attach", volt, hound))
    assert not [c for c in game.offered() if c.kind == "attach" and c.source == volt]
    with pytest.raises(IllegalCommand, match="each Essence moves once a turn"):
        game.play_offered(cmd(0, "attach", volt, find(game, "Blaze Drake")))
    game.play_offered(cmd(0, "attach", umbral, hound))  # a pool Essence attached counts as its move
    assert not [c for c in game.offered() if c.kind == "attach" and c.source == umbral]


def test_summon_at_most_one_essence_per_turn() -> None:
    """Summon an Essence: up to 1 Essence card from hand to the pool per turn."""
    game = scenario("essence-moves")
    essence = find(game, "Ember Essence", "p0.hand")
    game.play(cmd(0, "summon", essence, "zone:p0.pool"))
    assert "Ember Essence" in names(game, "p0.pool")
    assert "summon" not in kinds(game)


def test_create_pays_by_attaching_and_new_creatures_are_exhausted() -> None:
    """Create a Creature: the cost is paid by attaching essence from the pool; overpaying is
    allowed; the new creature is exhausted (it cannot attack this turn)."""
    game = scenario("essence-moves")
    imp = find(game, "Ember Imp", "p0.hand")
    umbral = find(game, "Umbral Essence")
    with pytest.raises(
        IllegalCommand, match=r"Ember Imp costs 1 \(1 Fire\); your Essence Pool has 1 Dark"
    ):
        game.play(cmd(0, "create", imp, "zone:p0.c3"))  # under-paid: never
    game.play(cmd(0, "summon", find(game, "Ember Essence", "p0.hand"), "zone:p0.pool"))
    game.play(cmd(0, "create", imp, "zone:p0.c3"))
    assert game.state.decision is not None and game.state.decision.kind == "pay"
    assert "unpaid" in game.state.cards[imp].flags
    with pytest.raises(IllegalCommand, match=r"Umbral Essence \(1 Dark\) pays nothing of"):
        game.play(cmd(0, "attach", umbral, imp))  # a Dark essence does not pay for Fire
    assert game.state.decision.kind == "pay"
    game.play(cmd(0, "attach", find(game, "Ember Essence", "p0.pool"), imp))
    assert game.state.decision.kind == "prepare"  # paid
    assert "rested" in game.state.cards[imp].flags
    assert names(game, "p0.c3") == ["Ember Imp", "Ember Essence"]
    game.play(cmd(0, "end"))
    assert imp not in {c.source for c in game.legal() if c.kind == "attack"}


def test_gray_is_a_wildcard_and_three_creatures_at_most() -> None:
    """Essence types: Gray is a wildcard; no more than 3 creatures active at any time."""
    game = scenario_text(
        "game: eoc\nphase: prepare\nturn: 0\nzones:\n"
        "  p0.c1: [Ember Imp]\n  p0.c2: [Spark Sprite]\n"
        "  p0.pool: [Prism Essence]\n  p0.hand: [Ember Imp, Cinder Hound]\n"
        "  p0.vanquisher: [pyra]\n  p1.vanquisher: [maris]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    imp = find(game, "Ember Imp", "p0.hand")
    game.play(cmd(0, "create", imp, "zone:p0.c3"))
    game.play(cmd(0, "autopay"))
    assert names(game, "p0.c3") == ["Ember Imp", "Prism Essence"]  # Gray paid for Fire
    assert "create" not in kinds(game)


def test_an_item_takes_a_spell_slot() -> None:
    """The Playing Field: three SPELL spaces; Interpreting the Cards, Card Type: an Item is a
    Spell card, "attached to one of your active creatures". Our reading (RULES.md): the Item
    lies in a spell slot and names its creature, so with the three spell slots full it cannot
    be played; one slot free, it goes there, on the creature it is dropped on."""
    text = (
        "game: eoc\nphase: prepare\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Ember Imp, label: i}\n    - {card: Ember Essence, attach: i}\n"
        "  p0.s1:\n    - {card: Molten Ground, label: m}\n"
        "    - {card: Cinder Essence, attach: m}\n    - {card: Blaze Essence, attach: m}\n"
        "  p0.s2:\n    - {card: Battle Drums, label: d}\n"
        "    - {card: Spark Essence, attach: d}\n    - {card: Volt Essence, attach: d}\n"
        "S3"
        "  p0.pool: [Ember Essence]\n  p0.hand: [Flame Brand]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    third = (
        "  p0.s3:\n    - {card: Static Snare, label: t}\n    - {card: Spark Essence, attach: t}\n"
    )
    full = scenario_text(text.replace("S3", third))
    imp, brand = find(full, "Ember Imp", "p0.c1"), find(full, "Flame Brand")
    assert "cast" not in kinds(full)
    with pytest.raises(IllegalCommand, match="Your three spell slots are full."):
        full.play(cmd(0, "cast", brand, imp))
    game = scenario_text(text.replace("S3", ""))
    imp, brand = find(game, "Ember Imp", "p0.c1"), find(game, "Flame Brand")
    game.play(cmd(0, "cast", brand, imp))
    game.play(cmd(0, "autopay"))
    assert names(game, "p0.s3") == ["Flame Brand", "Ember Essence"]
    assert game.state.values[f"carrier.{brand}"] == imp


def test_spells_effect_instant_item_and_spell_ability_once_per_turn() -> None:
    """Play Non-Trap Spells: Effect, Instant and Item spells are paid by attaching essence;
    spell ability costs go from the pool to the Graveyard, once per turn."""
    game = scenario_text(
        "game: eoc\nphase: prepare\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Ember Imp, label: i}\n    - {card: Ember Essence, attach: i}\n"
        "  p0.pool: [Cinder Essence, Blaze Essence, Spark Essence, Volt Essence, Prism Essence]\n"
        "  p0.hand: [Battle Drums, Overload, Flame Brand]\n"
        "  p0.vanquisher: [pyra]\n  p1.vanquisher: [maris]\n"
        "  p0.deck: [Ember Imp, Spark Sprite]\n  p1.deck: [Reef Crab]\n"
    )
    imp = find(game, "Ember Imp")
    drums, overload, brand = (find(game, n) for n in ("Battle Drums", "Overload", "Flame Brand"))
    game.play(cmd(0, "cast", brand, imp))  # the Item onto its creature
    game.play(cmd(0, "attach", find(game, "Cinder Essence"), brand))
    assert game.state.values[f"carrier.{brand}"] == imp
    game.play(cmd(0, "cast", overload, "zone:p0.s2"))
    game.play(cmd(0, "attach", find(game, "Spark Essence"), overload))  # one target: no choice
    assert logged(game, "Ember Imp gets +2 ATK this turn")
    game.play(cmd(0, "cast", drums, "zone:p0.s3"))
    game.play(cmd(0, "autopay"))
    assert game.state.decision.kind == "prepare"  # type: ignore[union-attr]
    pool_before = len(game.state.zone("p0.pool"))
    game.play(cmd(0, "activate", drums))
    assert len(game.state.zone("p0.pool")) == pool_before - 1
    assert len(game.state.zone("p0.graveyard")) == 1  # the ability cost went to the Graveyard
    assert len(game.state.zone("p0.hand")) == 1  # drew a card
    assert cmd(0, "activate", drums) not in game.legal()  # once per turn
    game.play(cmd(0, "end"))
    game.play(cmd(0, "end"))  # end the turn: the Instant goes, Item and Effect stay
    assert "Overload" in names(game, "p0.graveyard")
    assert names(game, "p0.s1")[0] == "Flame Brand" and names(game, "p0.s3")[0] == "Battle Drums"


def test_creature_ability_in_attack_phase_cost_to_graveyard() -> None:
    """Your Creature Abilities: non-exhausted creatures, cost from the pool to the Graveyard,
    once per turn."""
    game = scenario_text(
        "game: eoc\nphase: attack\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Volt Lancer, label: l}\n    - {card: Spark Essence, attach: l}\n"
        "    - {card: Volt Essence, attach: l}\n"
        "  p0.c2:\n    - {card: Spark Sprite, label: s, flags: [rested]}\n"
        "    - {card: Spark Essence, attach: s}\n"
        "  p0.pool: [Volt Essence, Spark Essence]\n"
        "  p0.vanquisher: [pyra]\n  p1.vanquisher: [maris]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    lancer = find(game, "Volt Lancer")
    game.play(cmd(0, "activate", lancer))
    assert logged(game, "Volt Lancer gets +2 ATK this turn")
    assert len(game.state.zone("p0.graveyard")) == 1
    assert cmd(0, "activate", lancer) not in game.legal()
    assert "activate" not in {
        c.kind for c in game.legal() if c.source == find(game, "Spark Sprite")
    }


def test_essence_moves_open_from_one_command_and_undo_as_one_decision() -> None:
    """Summon an Essence ("moved freely"), in the command vocabulary of the speed issue: the
    Preparation Phase lists one "Move an Essence" instead of every move, and it opens them.
    The moves of this scenario by the book: the pool's Umbral Essence onto either card; the
    Drake's surplus (Spark or Volt, Energy: 2 Fire + 1 stays paid) onto the Hound; nothing off
    the Hound, which holds exactly its cost."""
    game = scenario("essence-moves")
    drake, hound = find(game, "Blaze Drake"), find(game, "Cinder Hound")
    umbral, volt = find(game, "Umbral Essence"), find(game, "Volt Essence")
    spark = find(game, "Spark Essence")
    expected = {(umbral, drake), (umbral, hound), (spark, hound), (volt, hound)}
    legal = game.legal()
    assert [c for c in legal if c.kind == "arrange"] == [cmd(0, "arrange")]
    assert not [c for c in legal if c.kind == "attach"]
    offered = {(c.source, c.target_card) for c in game.offered() if c.kind == "attach"}
    assert offered == expected
    assert "arrange" not in {c.kind for c in game.offered()}  # the table shows the moves
    before = game.fingerprint()
    game.play(cmd(0, "arrange"))
    assert game.state.decision is not None and game.state.decision.kind == "arrange"
    assert {(c.source, c.target_card) for c in game.legal()} == expected
    game.play(cmd(0, "attach", volt, hound))
    assert game.state.decision.kind == "prepare" and game.state.cards[volt].attached_to == hound
    assert game.is_gateway(cmd(0, "arrange")) and not game.is_gateway(cmd(0, "attach", volt, hound))
    game.undo()  # the move and the command that opened it: one decision
    assert game.fingerprint() == before and len(game.commands) == 0
    game.redo()
    assert [c.kind for c in game.commands] == ["arrange", "attach"]
    assert game.state.cards[volt].attached_to == hound
    game.undo()
    game.play_offered(cmd(0, "attach", umbral, drake))  # a drag: through the gateway
    assert [c.kind for c in game.commands] == ["arrange", "attach"]
    assert game.state.cards[umbral].attached_to == drake


def test_a_save_from_before_move_an_essence_replays_through_it(tmp_path: Path) -> None:
    """Saves: a game saved when every essence move was its own command (an older version)
    loads, each free move now opened by "Move an Essence", and reaches the same position."""
    import json

    import tabletop

    old = DATA / "eoc-before-arrange.json"
    saved = json.loads(old.read_text())
    kinds_before = [c[1] for c in saved["commands"]]  # [seat, kind, source, target, args]
    assert "arrange" not in kinds_before
    game = tabletop.load_game(old)
    assert _format_4_fingerprint(game) == saved["fingerprint"]
    kinds_now = [c.kind for c in game.commands]
    assert kinds_now.count("arrange") > 100
    assert [k for k in kinds_now if k != "arrange"] == kinds_before
    game.save(tmp_path / "again.json")  # saved in today's words, it loads as it is
    assert tabletop.load_game(tmp_path / "again.json").fingerprint() == game.fingerprint()


def _format_4_fingerprint(game: Any) -> str:
    """The fingerprint as formats up to 4 took it: the result held winners, scores, reason."""
    import hashlib
    import json

    data = game.state.to_json()
    result = game.result
    data["result"] = {
        "winners": list(result.winners),
        "scores": list(result.scores),
        "reason": result.reason,
    }
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
