"""Issue 43, "every prompt names its subject": a refusal quotes the rule that refuses.

Over seeded random games of each game (tests/games/refusal_probe.py), the drops a player would
try that no legal command takes are explained as the table explains them: few fall back to the
engine's generic reason, every other reason ends with the section of the book it quotes
("(book, Card zones)."; UCG's phases and zones, which its book leaves to the game's public rule
pages, "(rules, Primary Phase)."), and every one is one line of at most 160 characters in the
player's words. A few refusals of each book are checked word for word.
"""

from __future__ import annotations

import pytest

import tabletop
from tabletop.engine.commands import Command
from tabletop.engine.rules import REFUSAL_CHARS
from tests.games import refusal_probe
from tests.games.refusal_probe import CODE_WORDS, QUOTES_THE_BOOK, Probed, is_generic, probe_game

#: the share of tried drops whose reason may be the generic one, measured over these seeds
#: (2 games of up to 60 positions each) and rounded up: what remains are cards that are chosen
#: (clicked, then confirmed), not moved, whose reason says how to choose them
GENERIC_AT_MOST = {
    "coe": 0.06,  # measured 0.047 (170 of 3608): mulligan and deck-search picks
    "eoc": 0.03,  # measured 0.012 (28 of 2392): abilities, which are clicked
    "clash": 0.05,  # measured 0.029 (72 of 2504): defending with camp units, clicked
    "empyrean": 0.25,  # measured 0.167 (128 of 768): abilities' choices (Ninja's discard)
    "ucg": 0.01,  # measured 0 of 2168
}


@pytest.fixture(scope="module", params=sorted(GENERIC_AT_MOST))
def probed(request: pytest.FixtureRequest) -> tuple[str, Probed]:
    return request.param, probe_game(request.param, games=2, positions=60)


def _bad_quotes(found: Probed) -> list[str]:
    """The reasons that break the format: a precise one not quoting its section, any one too
    long, on two lines, or in code words."""
    bad = []
    for reason in found.reasons:
        if not is_generic(reason) and not QUOTES_THE_BOOK.search(reason):
            bad.append(f"no section: {reason}")
        if len(reason) > REFUSAL_CHARS:
            bad.append(f"{len(reason)} characters: {reason}")
        if "\n" in reason or CODE_WORDS.search(reason):
            bad.append(f"code words or two lines: {reason}")
    return bad


def test_most_refusals_quote_the_book(probed: tuple[str, Probed]) -> None:
    game_id, found = probed
    assert found.tried > 300, f"{game_id}: only {found.tried} drops tried"
    share = found.generic / found.tried
    assert share <= GENERIC_AT_MOST[game_id], (
        f"{game_id}: {share:.0%} generic",
        [r for r, _ in found.reasons.most_common() if is_generic(r)][:5],
    )
    assert _bad_quotes(found) == [], game_id


def test_a_reason_without_its_section_is_caught() -> None:
    """The check above fails on a precise reason that does not quote its book, or that runs
    past one line."""
    found = Probed()
    found.reasons["A Heavy card stands beside that slot: nothing may be played there."] += 1
    found.reasons["That slot is taken (book, Card zones)."] += 1
    found.reasons["x" * 150 + " (book, Card zones)."] += 1
    found.reasons["Not in zone:p0.c3 (book, Card zones)."] += 1
    found.reasons["That card cannot go there: the places it can go light up."] += 1
    assert len(_bad_quotes(found)) == 3
    assert refusal_probe.is_generic("That card cannot go there: the places it can go light up.")


def _why(game: tabletop.Game, seat: int, kind: str, source: int, target: str) -> str:
    command = Command(seat, kind, source, target)
    assert command not in game.legal()
    return game.explain_illegal(command)


def test_coe_heavy_and_a_taken_slot() -> None:
    from tests.games.coe.helpers import find, scenario_text
    from tests.games.coe.test_cards import DECKS

    game = scenario_text(
        "phase: main\npriority: 0\nzones:\n  p0.c3: [kael]\n  p0.c5: [Iron Juggernaut]\n"
        "  p0.r1: [Ancient Coin]\n  p0.hand: [Ember Squire]\n  p1.c3: [seraphine]\n" + DECKS
    )
    squire = find(game, "Ember Squire")
    assert _why(game, 0, "play", squire, "zone:p0.c6") == (
        "Iron Juggernaut (Heavy) stands beside that slot: no card may be played into a slot "
        "beside a Heavy card (book, Card zones)."
    )
    assert _why(game, 0, "play", squire, "zone:p0.c3") == (
        "Kael, Ember Vanguard holds that position: play cards in open positions (book, Movement)."
    )


def test_eoc_three_creatures_at_most() -> None:
    from tests.games.eoc.helpers import find, scenario_text

    game = scenario_text(
        "game: eoc\nphase: prepare\nturn: 0\nzones:\n"
        "  p0.c1:\n    - {card: Ember Imp, label: a}\n    - {card: Ember Essence, attach: a}\n"
        "  p0.c2:\n    - {card: Ember Imp, label: b}\n    - {card: Ember Essence, attach: b}\n"
        "  p0.c3:\n    - {card: Ember Imp, label: c}\n    - {card: Ember Essence, attach: c}\n"
        "  p0.pool: [Ember Essence]\n  p0.hand: [Ember Imp]\n"
        "  p0.vanquisher: [pyra]\n  p1.vanquisher: [maris]\n"
        "  p0.deck: [Ember Imp]\n  p1.deck: [Reef Crab]\n"
    )
    imp = find(game, "Ember Imp", "p0.hand")
    assert _why(game, 0, "create", imp, "zone:p0.c1") == (
        "Ember Imp waits: each player may have no more than 3 creatures active on the field "
        "(book, Create a Creature)."
    )


def test_clash_a_camp_needs_its_commander() -> None:
    from tests.games.clash.helpers import find, scenario_text

    game = scenario_text(
        "turn: 0\nzones:\n  p0.hand: [Spearman, William Wallace]\n  p0.camp: [Camp]\n"
        "  p1.camp: [Camp]\n  p0.deck: [Gold, Gold, Gold, Gold, Gold]\n"
        "  p1.deck: [Gold, Gold, Gold, Gold, Gold]\n"
    )
    spearman = find(game, "Spearman")
    assert _why(game, 0, "garrison", spearman, "zone:p0.camp") == (
        "Spearman waits: a hero or general must be garrisoned in the camp before other units "
        "(book, Military Phase)."
    )
    assert _why(game, 0, "garrison", spearman, "zone:p0.fort") == (
        "Spearman: you have no fortification in play to garrison it in (book, Military Phase)."
    )


def test_empyrean_deploys_on_your_own_battlefields() -> None:
    game = tabletop.new_game("empyrean", seed=3)
    while game.state.decision is None or game.state.decision.kind != "deploy":
        game.play(game.legal()[0])
    seat = game.to_act[0]
    hand = game.state.zone(f"p{seat}.hand")
    cards = game.rules.cardset.cards
    cheap = min(hand, key=lambda iid: cards[game.state.cards[iid].card].cost)
    name = cards[game.state.cards[cheap].card].name
    assert _why(game, seat, "deploy", cheap, f"zone:p{1 - seat}.bf1") == (
        f"{name} is deployed face-down on an open zone of one of your own battlefields "
        "(book, Deploy Phase)."
    )


def test_ucg_swift_is_blocked_only_by_swift() -> None:
    from tests.games.ucg.helpers import cmd, find, pass_windows, scenario

    game = scenario("keywords")
    scout, warden = find(game, "Cinder Scout"), find(game, "Shell Warden")
    game.play(cmd(0, "attack", scout, "zone:p0.encounter"))
    pass_windows(game)
    assert _why(game, 1, "block", warden, f"card:{scout}") == (
        "Cinder Scout has Swift: it can only be blocked by other characters with Swift "
        "(book, Characters with Swift)."
    )
