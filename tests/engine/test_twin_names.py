"""Issue 43: log lines and moves tell two cards of one name apart. Both seats have Kael and
Lyra in play (COE, book "Battle Phase"): the narration names each with its side ("Ann's Kael,
Ember Vanguard attacks Ben's Kael, Ember Vanguard"), the move's words say whose the target is,
and a card with no twin on the table keeps its bare name."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

import tabletop
from tabletop.engine import card_names
from tabletop.engine.game import Game
from tabletop.engine.layout import Zone
from tabletop.engine.state import State

KAEL = "Kael, Ember Vanguard"
DECK = (
    "[War Cry, War Cry, Lance Volley, Lance Volley, Searing Strike, Ember Squire, Ember Squire,"
    " Flame Lancer, Flame Lancer, Blade of Embers]"
)


def _mirror(tmp_path: Path, ben_has_kael: bool = True) -> Game:
    text = f"""
game: coe
names: [Ann, Ben]
phase: battle
priority: 0
zones:
  p0.c3: [kael]
  p0.c4: [lyra]
  p1.c3: [{"kael" if ben_has_kael else "seraphine"}]
  p1.c4: [lyra]
  p0.deck: {DECK}
  p1.deck: {DECK}
"""
    path = tmp_path / "mirror.yaml"
    path.write_text(text, encoding="utf-8")
    return tabletop.load_scenario(path)


def _attack(game: Game, target_name: str) -> None:
    kael = next(
        c
        for c in game.legal()
        if c.kind == "attack"
        and game.rules.card_name(game.state.cards[c.source or 0].card) == KAEL
        and game.rules.card_name(game.state.cards[c.target_card or 0].card) == target_name
    )
    game.play(kael)


def test_the_narration_names_each_twin_with_its_side(tmp_path: Path) -> None:
    game = _mirror(tmp_path)
    _attack(game, KAEL)
    lines = game.seat_view(0).lines()
    assert f"Ann's {KAEL} attacks Ben's {KAEL}" in lines
    assert f"{KAEL} attacks {KAEL}" not in lines


def test_the_move_says_whose_the_target_is(tmp_path: Path) -> None:
    game = _mirror(tmp_path)
    words = {game.describe(c) for c in game.legal() if c.kind == "attack"}
    assert f"{KAEL} attacks the other side's {KAEL}" in words
    assert f"{KAEL} attacks Lyra, Ash Duelist" in words  # no twin named in the line


def test_a_card_with_no_twin_keeps_its_bare_name(tmp_path: Path) -> None:
    game = _mirror(tmp_path, ben_has_kael=False)
    _attack(game, "Seraphine, Tide Oracle")
    lines = game.seat_view(0).lines()
    assert f"{KAEL} attacks Seraphine, Tide Oracle" in lines


def test_a_flag_is_said_in_the_books_words(tmp_path: Path) -> None:
    """COE's "new" flag (book, "Acolytes": a card played this turn may not attack without
    Swift) is said so in the log; a flag the game gives no words keeps its own."""
    from tabletop.engine.events import FlagSet

    game = _mirror(tmp_path)
    names = game.names()
    kael = next(i for i, c in game.state.cards.items() if game.rules.card_name(c.card) == KAEL)
    said = FlagSet(kael, "new", True).describe(names)
    assert said == f"{KAEL} was played this turn: it may not attack without Swift"
    assert FlagSet(kael, "new", False).describe(names) == f"{KAEL} may attack now"
    assert FlagSet(kael, "staggered", True).describe(names) == f"{KAEL} is now staggered"


def _told_apart_by_scan(
    state: State, zones: Mapping[str, Zone], names: tuple[str, ...], name: str, iid: int
) -> str:
    """`told_apart` the plain way, every card in play looked at: what the index must give."""
    card = state.cards[iid]
    play = card_names._play_zones(zones)
    if not card.face_up or state.where.get(iid) not in play:
        return name
    twins = [
        other
        for zone_id in sorted(play)
        for other in state.zones.get(zone_id, ())
        if other != iid and state.cards[other].card == card.card and state.cards[other].face_up
    ]
    if not twins:
        return name
    if any(state.cards[t].holder != card.holder for t in twins):
        return f"{card_names._seat(names, card.holder)}'s {name}"
    return f"{name} ({zones[state.where[iid]].label})"


def _names_both_ways(game_id: str, seed: int) -> int:
    """Plays a random game of `game_id`, and at every step names every card in play both by
    the index and by looking at every card in play: the two must agree. How many were named."""
    import random

    from tabletop.engine import card_names
    from tabletop.engine.api import new_game

    info = next(i for i in tabletop.games(include_hidden=True) if i.id == game_id)
    game = new_game(game_id, seed=seed, seats=("computer",) * info.players[0])
    zones = game.rules.layout.zones(game.config.players)
    names = game.config.names
    rng = random.Random(seed)
    named = 0
    while game.result is None:
        state = game.state
        for zone_id in card_names._play_zones(zones):
            for iid in state.zones.get(zone_id, ()):
                quick = card_names.told_apart(state, zones, names, "it", iid)
                plain = _told_apart_by_scan(state, zones, names, "it", iid)
                assert quick == plain, f"{game_id} seed {seed}: card {iid}: {quick} != {plain}"
                named += 1
        seat = game.to_act[0]
        game.play(rng.choice([c for c in game.legal() if c.seat == seat]))
    return named


def test_the_index_of_copies_names_as_a_look_at_every_card_in_play() -> None:
    """`told_apart` finds a card's twins through an index of each card's copies in the game,
    kept while no card is added; it names every card in play as the plain scan does, through
    shuffles that give cards fresh ids and cards made during the game."""
    for game_id in ("clash", "coe", "empyrean", "eoc", "ucg"):
        assert sum(_names_both_ways(game_id, seed) for seed in range(2)) > 0


def test_a_stale_index_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deliberate violation: an index that never forgets the first game's cards."""
    from tabletop.engine import card_names

    first: list[dict[str, tuple[int, ...]]] = []
    real = card_names._copies

    def stale(state: object) -> dict[str, tuple[int, ...]]:
        if not first:
            first.append(real(state))  # type: ignore[arg-type]
        return first[0]

    monkeypatch.setattr(card_names, "_copies", stale)
    with pytest.raises(AssertionError, match="!="):
        for seed in range(4):
            _names_both_ways("coe", seed)
