"""Battle for Empyrean's general rules, section by section, on plain fixture cards.

Each test names the rulebook section it checks. Deck-specific clarifications are tested in
test_<deck>.py beside this file.
"""

from __future__ import annotations

import pytest

from tabletop import Command, IllegalCommand
from tabletop.games.empyrean import board, scoring
from tests.games.empyrean.fixture_rules import (
    RULES,
    choose,
    find,
    ids,
    might,
    new_game,
    scenario,
)

HEAD = """\
battlefields: [frozen-pass, sanctum-of-stillness, whispering-woods]
round: 6
essence: [7, 7]
first: 0
"""
MOVE_HEAD = """\
battlefields: [frozen-pass, the-long-road, whispering-woods]
round: 6
essence: [7, 7]
first: 0
"""
HANDS = """\
  p0.hand: [grunt]
  p1.hand: [grunt]
"""


def reveal(zones: str, extra: str = "") -> object:
    return scenario(f"{HEAD}{extra}phase: reveal\nzones:\n{HANDS}{zones}")


def test_setup() -> None:
    """Game Setup: 3 battlefields, 24-card decks shuffled, 4-card hands, round 1, 2 essence."""
    game = new_game(seed=3)
    state = game.state
    assert [len(state.zone(f"bf{i}")) for i in (1, 2, 3)] == [1, 1, 1]
    for seat in (0, 1):
        # 4 drawn, then the draft drew 2 more
        assert len(state.zone(f"p{seat}.hand")) == 4
        assert len(state.zone(f"p{seat}.draft")) == 2
        assert len(state.zone(f"p{seat}.deck")) == 18
        assert state.values[f"essence.p{seat}"] == 2
    assert state.values["round"] == 1 and state.values["rounds"] == 10
    firsts = {new_game(seed=s).state.values["first"] for s in range(12)}
    assert firsts == {0, 1}  # determined randomly


def test_draft_is_simultaneous_keep_one_other_to_bottom() -> None:
    """Round Phases, Draft: both players draw 2 at once, keep 1, the other goes under the deck."""
    game = new_game(seed=4)
    assert game.to_act == (0, 1)
    kept, other = game.state.zone("p1.draft")
    game.play(Command(1, "keep", kept, "zone:p1.hand"))
    assert game.state.zone("p1.deck")[0] == other  # bottom of the deck
    assert game.to_act == (0,)
    game.play(next(c for c in game.legal() if c.seat == 0))
    assert game.state.decision is not None and game.state.decision.kind == "deploy"


def test_deploy_lowest_open_zone_costs_essence_and_pass() -> None:
    """Deploy Phase: pay the cost, lowest open zone, face down; may deploy several or pass."""
    game = scenario(
        f"{HEAD}phase: deploy\nzones:\n  p0.hand: [grunt, brute, giant]\n"
        "  p1.hand: [grunt]\n  p0.bf2: [{card: grunt, face_up: true}]\n"
    )
    first = game.to_act[0]
    assert first == 0
    brute = find(game, "brute")
    game.play(Command(0, "deploy", brute, "zone:p0.bf2"))
    assert game.state.zone("p0.bf2")[1] == brute  # zone 2: the lowest open zone
    assert not game.state.cards[brute].face_up
    assert game.state.values["essence.p0"] == 4
    giant = find(game, "giant")
    with pytest.raises(IllegalCommand, match="costs 8 essence; you have 4"):
        game.play(Command(0, "deploy", giant, "zone:p0.bf1"))
    game.play(Command(0, "pass"))
    assert game.to_act == (1,)


def test_six_zones_at_most() -> None:
    """Deploy Phase: you cannot exceed 6 deployed cards per battlefield."""
    six = "\n".join("    - {card: grunt, face_up: true}" for _ in range(6))
    game = scenario(
        f"{HEAD}phase: deploy\nzones:\n  p0.hand: [grunt]\n  p1.hand: [grunt]\n  p0.bf2:\n{six}\n"
    )
    targets = {c.target for c in game.legal() if c.kind == "deploy" and c.seat == 0}
    assert "zone:p0.bf2" not in targets and "zone:p0.bf3" in targets


def test_reveal_order_base_might_ability_allies_battlefield() -> None:
    """Reveal Phase: in deploy order; base might, then the card's ability, then ally
    conditional abilities, then battlefield effects."""
    game = reveal(
        "  p0.bf1:\n    - {card: captain, face_up: true, counters: {might: 3}}\n"
        "    - {card: grunt, face_up: false}\n    - {card: brute, face_up: false}\n"
    )
    # captain +1 for each ally revealed here; grunt 1, brute 3
    assert might(game, "p0.bf1") == [5, 1, 3]
    log = [e for e in game.describe_log() if "reveals" in e]
    assert log[:2] == ["P0 reveals Grunt", "P0 reveals Brute"]


def test_first_player_reveals_first() -> None:
    """Round Phases: the player with the first player token goes first in phases 3-5."""
    game = reveal(
        "  p0.bf1: [{card: grunt, face_up: false}]\n  p1.bf1: [{card: grunt, face_up: false}]\n",
        extra="",
    )
    reveals = [e for e in game.describe_log() if "reveals" in e]
    assert reveals == ["P0 reveals Grunt", "P1 reveals Grunt"]
    game2 = reveal(
        "  p0.bf1: [{card: grunt, face_up: false}]\n  p1.bf1: [{card: grunt, face_up: false}]\n"
    ).__class__  # same class
    assert game2 is type(game)


def test_collapse_after_destroy_keeps_tokens() -> None:
    """Deploy / Collapse: a vacated zone is filled by sliding higher cards down, tokens and
    all; a collapse is not a move."""
    game = reveal(
        "  p1.bf1:\n    - {card: grunt, face_up: true, counters: {might: 1}}\n"
        "    - {card: traveller, face_up: true, counters: {might: 4}}\n"
        "    - {card: brute, face_up: true, counters: {might: 3}, flags: [shield]}\n"
        "  p0.bf1: [{card: sniper, face_up: false}]\n"
    )
    choose(game, source=find(game, "grunt", "p1.bf1"))
    assert ids(game, "p1.bf1") == ["traveller", "brute"]
    assert might(game, "p1.bf1") == [4, 3]  # traveller did not gain its move might
    assert "shield" in game.state.cards[find(game, "brute", "p1.bf1")].flags
    assert ids(game, "p1.destroyed") == ["grunt"]


def test_destroy_all_one_at_a_time_lowest_zone_first() -> None:
    """Destroying Cards: start with the lowest zone: remove might, resolve its destroy
    abilities, put it in the destroy pile, collapse; repeat (the Eater of Souls example)."""
    game = reveal(
        "  p0.bf1:\n    - {card: soul, face_up: true, counters: {might: 1}}\n"
        "    - {card: great-soul, face_up: true, counters: {might: 1}}\n"
        "    - {card: eater, face_up: false}\n"
        "  p0.bf2: [{card: grunt, face_up: true, counters: {might: 1}}]\n"
    )
    # Soul: +1 essence next round, Eater +2; Great Soul: +1 might to all cards, Eater +2
    assert ids(game, "p0.destroyed") == ["soul", "great-soul"]
    assert ids(game, "p0.bf1") == ["eater"]
    assert might(game, "p0.bf1") == [1 + 2 + 1 + 2]
    assert might(game, "p0.bf2") == [2]
    assert game.state.values["essence.p0"] == 7 + 1 + 1  # round 7: 8 essence, +1 from Soul


def test_stop_token_prevents_next_opponent_instant_here() -> None:
    """Tokens, Stop: prevents the next opponent instant ability revealed on this battlefield."""
    game = reveal(
        "  p0.bf1: [{card: stopper, face_up: false}]\n"
        "  p1.bf1:\n    - {card: grunt, face_up: true, counters: {might: 1}}\n"
        "    - {card: buffer, face_up: false}\n    - {card: buffer, face_up: false}\n"
    )
    # the first Buffer is stopped (no choice asked); the second resolves
    assert game.state.decision is not None and game.state.decision.kind == "choose"
    choose(game, source=find(game, "grunt", "p1.bf1"))
    assert might(game, "p1.bf1") == [2, 1, 1]
    assert game.state.values.get("stop.p1.bf1", 0) == 0


def test_stun_token_stops_conditional_abilities() -> None:
    """Tokens, Stun: the card's conditional ability never triggers again."""
    game = reveal(
        "  p0.bf1: [{card: stunner, face_up: false}, {card: grunt, face_up: false}]\n"
        "  p1.bf1: [{card: captain, face_up: true, counters: {might: 3}}]\n"
        "  p1.bf2: [{card: grunt, face_up: false}]\n"
    )
    # the only opponent card here is stunned without a choice; the later Grunt (p0, bf1)
    # does not matter to Captain, an opponent card, which no longer triggers at all
    assert "stun" in game.state.cards[find(game, "captain")].flags
    game2 = reveal(
        "  p1.bf1:\n    - {card: captain, face_up: true, counters: {might: 3}, flags: [stun]}\n"
        "    - {card: grunt, face_up: false}\n"
    )
    assert might(game2, "p1.bf1") == [3, 1]


def test_shield_token_prevents_destroy() -> None:
    """Tokens, Shield: the card cannot be destroyed; Sniper has nothing to target."""
    game = reveal(
        "  p1.bf1: [{card: brute, face_up: true, counters: {might: 3}, flags: [shield]}]\n"
        "  p0.bf1: [{card: sniper, face_up: false}]\n"
    )
    assert ids(game, "p1.bf1") == ["brute"]


def test_anchor_token_prevents_return_and_move() -> None:
    """Tokens, Anchor: the card cannot return or move."""
    game = reveal(
        "  p0.bf1:\n    - {card: brute, face_up: true, counters: {might: 3}, flags: [anchor]}\n"
        "    - {card: recaller, face_up: false}\n    - {card: courier, face_up: false}\n"
    )
    assert ids(game, "p0.bf1") == ["brute", "recaller", "courier"]


def test_move_token_moves_once_in_command_phase() -> None:
    """Tokens, Move / Command Phase: an ally with a Move token may move once in the command
    phase; the token is removed; the move triggers move abilities."""
    game = scenario(
        f"{MOVE_HEAD}phase: command\nzones:\n{HANDS}"
        "  p0.bf2: [{card: traveller, face_up: true, counters: {might: 1, move: 1}},"
        " {card: grunt, face_up: true, counters: {might: 1}}]\n"
    )
    trav = find(game, "traveller")
    # Frozen Pass (battlefield 1) takes no moves
    assert {c.target for c in game.legal() if c.kind == "move"} == {"zone:p0.bf3"}
    with pytest.raises(IllegalCommand):
        game.play(Command(0, "move", trav, "zone:p0.bf1"))
    game.play(Command(0, "move", trav, "zone:p0.bf3"))
    assert ids(game, "p0.bf3") == ["traveller"] and might(game, "p0.bf3") == [3]
    assert ids(game, "p0.bf2") == ["grunt"]  # collapsed
    assert game.state.counter(trav, "move") == 0
    assert not [c for c in game.legal() if c.kind == "move"]


def test_frozen_pass_blocks_moves_to_and_from() -> None:
    """Battlefields: effects change the base rules (moving limits)."""
    game = scenario(
        f"{MOVE_HEAD}phase: command\nzones:\n{HANDS}"
        "  p0.bf1: [{card: traveller, face_up: true, counters: {might: 1, move: 1}}]\n"
    )
    assert not [c for c in game.legal() if c.kind == "move"]  # not from Frozen Pass
    # seat 0 had nothing to do in the command phase: the game went on to the deploy phase
    assert game.state.decision is not None and game.state.decision.kind == "deploy"


def test_move_ability_owner_picks_card_and_battlefield() -> None:
    """Moving Cards: choose a card, move it with its tokens to the first open zone of another
    battlefield; a move may cause a collapse."""
    game = scenario(
        "battlefields: [the-eye-of-power, sky-bridge, the-long-road]\nround: 6\nessence: [7, 7]\n"
        f"phase: reveal\nzones:\n{HANDS}"
        "  p0.bf1:\n    - {card: traveller, face_up: true, counters: {might: 1}, flags: [shield]}\n"
        "    - {card: courier, face_up: false}\n"
    )
    # Traveller is the only ally to move (no choice); the owner picks the battlefield
    bf2 = next(c for c in game.legal() if c.target == "zone:p0.bf2")
    game.play(bf2)
    # +2 from its own move ability, +1 from Sky Bridge
    assert ids(game, "p0.bf2") == ["traveller"] and might(game, "p0.bf2") == [4]
    assert "shield" in game.state.cards[find(game, "traveller")].flags
    assert ids(game, "p0.bf1") == ["courier"]


def test_return_removes_all_might() -> None:
    """Returning Cards: the card goes to your hand and loses all might; a collapse follows."""
    game = reveal(
        "  p0.bf1:\n    - {card: brute, face_up: true, counters: {might: 5}}\n"
        "    - {card: grunt, face_up: true, counters: {might: 1}}\n"
        "    - {card: recaller, face_up: false}\n"
    )
    choose(game, source=find(game, "brute"))
    brute = find(game, "brute")
    assert game.state.where[brute] == "p0.hand"
    assert game.state.counter(brute, "might") == 0
    assert ids(game, "p0.bf1") == ["grunt", "recaller"]


def test_return_keeps_stun_and_shield() -> None:
    """Card Ability Keywords, Return: "place it into your hand, removing all might from it";
    Tokens: Stun and Shield last "for the remainder of the game". A Returned card loses its
    Might only and keeps its other tokens; option returned_tokens: remove takes them all."""
    zones = (
        "  p0.bf1:\n    - {card: brute, face_up: true, counters: {might: 5}, flags: TOKENS}\n"
        "    - {card: grunt, face_up: true, counters: {might: 1}}\n"
        "    - {card: recaller, face_up: false}\n"
    )
    for option, kept in (("", {"stun", "shield"}), ("options: {returned_tokens: remove}\n", set())):
        game = reveal(zones.replace("TOKENS", "[stun, shield]"), option)
        choose(game, source=find(game, "brute"))
        brute = find(game, "brute")
        assert game.state.where[brute] == "p0.hand"
        assert game.state.counter(brute, "might") == 0
        assert game.state.cards[brute].flags == kept


def test_discard_face_down_owner_may_look() -> None:
    """Discarding Cards: choose a card from your hand, face down to your discard pile; you may
    look at your discard pile; your opponent may not."""
    game = reveal("  p0.bf1: [{card: thinker, face_up: false}]\n  p0.deck: [grunt]\n", extra="")
    # hand holds one grunt: discarded without a choice (only one way)
    grunt = next(i for i in game.state.zone("p0.discard"))
    assert not game.state.cards[grunt].face_up
    assert game.view(0).cards[grunt].card == "grunt"
    assert game.view(1).cards[grunt].card is None


def test_discard_with_empty_hand_is_ignored() -> None:
    """Discarding Cards: with no cards in hand, ignore the ability."""
    game = scenario(
        f"{HEAD}phase: reveal\nzones:\n  p1.hand: [grunt]\n"
        "  p0.bf1: [{card: thinker, face_up: false}]\n"
    )
    assert game.state.zone("p0.discard") == []


def test_banish_face_down_out_of_the_game() -> None:
    """Banishing Cards: face down in the banish pile, separate from destroy and discard."""
    game = reveal(
        "  p1.bf1: [{card: brute, face_up: true, counters: {might: 3}}]\n"
        "  p0.bf1: [{card: exiler, face_up: false}]\n",
        extra="",
    )
    # the only opponent card here: banished without a choice
    assert ids(game, "p1.banished") == ["brute"]
    assert ids(game, "p1.destroyed") == []


def test_free_deploy_from_discard_revealed_after_other_deploys() -> None:
    """Card Ability Keywords, Deploy / readings: a free deployment from the discard pile is
    face down and revealed after your other deployed cards for that round."""
    text = (
        f"{HEAD}phase: reveal\nzones:\n  p0.hand: [grunt]\n  p1.hand: [phoenix]\n"
        "  p1.bf1: [{card: thinker, face_up: false}, {card: grunt, face_up: false}]\n"
    )
    g = scenario(text)
    # Thinker makes P1 discard the Phoenix (the only card in hand); Phoenix may deploy itself
    assert "deploy a card from your discard pile" in g.prompt
    choose(g, source=find(g, "phoenix"))
    choose(g, target="zone:p1.bf2")
    reveals = [e for e in g.describe_log() if "reveals" in e]
    assert reveals[-3:] == ["P1 reveals Thinker", "P1 reveals Grunt", "P1 reveals Phoenix"]
    assert ids(g, "p1.bf2") == ["phoenix"] and might(g, "p1.bf2") == [2]


def test_essence_begin_phase_and_no_rollover() -> None:
    """Essence and Might / Begin: essence = round + 1, plus or minus what was gained or lost
    last round; unspent essence does not roll over."""
    game = reveal("  p0.bf1: [{card: drainer, face_up: false}]\n", extra="")
    # round 7 now: base 8, +1 each from Sanctum of Stillness (no cards there); seat 1 loses 2
    # from Drainer; seat 0's 7 unspent essence did not carry over
    assert game.state.values["round"] == 7
    assert game.state.values["essence.p0"] == 9
    assert game.state.values["essence.p1"] == 7


def test_might_never_below_zero() -> None:
    """Essence and Might: a card can never go below 0 might."""
    game = reveal(
        "  p1.bf1: [{card: grunt, face_up: true, counters: {might: 1}}]\n"
        "  p0.bf1: [{card: shrinker, face_up: false}]\n",
        extra="",
    )
    assert might(game, "p1.bf1") == [0]  # 1 - 3, held at 0


def test_merlin_opponent_performs_every_phase_first() -> None:
    """Merlin (Knights clarification): the opponent performs phases first for the rest of the
    game; the first player token keeps passing."""
    game = scenario(f"{HEAD}phase: deploy\nvalues: {{merlin: 0}}\nzones:\n{HANDS}")
    assert game.to_act == (1,)
    assert board.seat_order(game.state) == [1, 0]


def _end_state(p0: list[int], p1: list[int], p2: list[int] | None = None) -> object:
    players = 3 if p2 is not None else 2
    lines = [
        f"players: {players}",
        "battlefields: [frozen-pass, sanctum-of-stillness, whispering-woods"
        + (", starfall-ridge]" if players == 3 else "]"),
        f"round: {9 if players == 3 else 10}",  # the last round (3-Player Mode: nine)
        f"essence: {[10 if players == 3 else 11] * players}",
        "phase: end",
        "zones:",
    ]
    for seat, values in enumerate([p0, p1] + ([p2] if p2 is not None else [])):
        for bf, value in enumerate(values, start=1):
            if value:
                lines.append(
                    f"  p{seat}.bf{bf}: [{{card: grunt, face_up: true, "
                    f"counters: {{might: {value}}}}}]"
                )
    return scenario("\n".join(lines) + "\n")


def test_tally_two_of_three_wins() -> None:
    """End of the Game Phase: more might on a battlefield wins it; 2 of 3 wins the game."""
    game = _end_state([5, 5, 1], [1, 1, 9])
    assert game.result is not None  # type: ignore[attr-defined]
    assert game.result.winners == (0,)  # type: ignore[attr-defined]
    assert game.result.scores == (2, 1)  # type: ignore[attr-defined]


def test_tally_tie_decided_by_total_might() -> None:
    """End of the Game Phase: a tie that prevents a 2-battlefield win is decided by total
    might across all battlefields."""
    game = _end_state([5, 1, 3], [1, 6, 3])
    assert game.result.winners == (1,)  # type: ignore[attr-defined]
    assert "total might" in game.result.reason  # type: ignore[attr-defined]
    draw = _end_state([5, 1, 3], [1, 5, 3])
    assert draw.result.winners == ()  # type: ignore[attr-defined]


def test_three_players_four_battlefields_nine_rounds() -> None:
    """3-Player Mode: four battlefields, nine rounds."""
    game = new_game(seed=2, players=3)
    assert [len(game.state.zone(f"bf{i}")) for i in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert game.state.values["rounds"] == 9


def test_three_players_compare_against_both_opponents() -> None:
    """3-Player Mode: a battlefield is won by more might than both opponents; 2 wins the game."""
    game = _end_state([5, 5, 0, 0], [4, 6, 3, 0], [1, 1, 1, 2])
    # bf1: p0, bf2: p1, bf3: p1, bf4: p2 -> p1 has two
    assert game.result.winners == (1,)  # type: ignore[attr-defined]


def test_three_players_two_winners_decided_between_them() -> None:
    """3-Player Mode: if 2 players win 2 battlefields each, the total might between just
    those 2 players wins."""
    game = _end_state([5, 5, 0, 0], [0, 0, 6, 6], [4, 4, 5, 5])
    # p0 total 10, p1 total 12, p2 (no battlefield) total 18 does not count
    assert game.result.winners == (1,)  # type: ignore[attr-defined]


def test_three_players_stop_token_on_one_opponent() -> None:
    """3-Player Mode: Stop tokens can be applied to either opponent, but not both."""
    game = scenario(
        "players: 3\nbattlefields: [frozen-pass, sanctum-of-stillness, whispering-woods, "
        "starfall-ridge]\nround: 6\nessence: [7, 7, 7]\nphase: reveal\nzones:\n"
        "  p0.hand: [grunt]\n  p0.bf1: [{card: stopper, face_up: false}]\n"
    )
    seats = [c.target for c in game.legal() if c.kind == "choose"]
    assert seats == ["seat:1", "seat:2"]
    game.play(next(c for c in game.legal() if c.target == "seat:2"))
    assert game.state.values.get("stop.p2.bf1") == 1
    assert game.state.values.get("stop.p1.bf1") is None


def test_battlefield_fewer_zones_on_some_rounds() -> None:
    """Battlefields: effects can reduce zones on specific rounds (Frozen Pass, rounds 1-3)."""
    game = new_game(seed=1, battlefields=["frozen-pass", "sky-bridge", "the-crucible"])
    assert board.capacity(game.state, RULES.cards, 1) == 3
    game.state.values["round"] = 4
    assert board.capacity(game.state, RULES.cards, 1) == 6


def test_battlefield_first_time_and_end_of_round() -> None:
    """Battlefields: "the first time you..." refers to the whole game; end-of-round effects
    resolve in the End phase."""
    game = scenario(
        "battlefields: [fields-of-plenty, sanctum-of-stillness, whispering-woods]\n"
        f"round: 6\nessence: [7, 7]\nphase: reveal\nzones:\n{HANDS}"
        "  p0.bf1: [{card: grunt, face_up: false}, {card: grunt, face_up: false},"
        " {card: grunt, face_up: false}]\n"
    )
    # first reveal here: +1 next round (once); end of round with 3 cards here: +1;
    # Sanctum: no card of seat 0 there: +1
    assert game.state.values["essence.p0"] == 8 + 3
    assert game.state.values["essence.p1"] == 8 + 1


def test_mashup_deck_template_is_enforced() -> None:
    """Mash-up Mode: a deck of several decks follows the 5/4/4/3/3/2/2/1 cost template."""
    problems = RULES.deck_problems(RULES.deck_list("mashup-bad"), RULES.options_model())
    assert len(problems) == 1 and "breaks the deck template: needs 5 1-cost" in problems[0]


def test_tally_helper_matches_result() -> None:
    """End of the Game Phase: the tally reports battlefields won and total might."""
    game = _end_state([5, 5, 1], [1, 1, 9])
    outcome = scoring.tally(game.state)  # type: ignore[attr-defined]
    assert outcome.totals == (11, 11)


def test_free_deploy_during_the_opponents_reveals() -> None:
    """Card Ability Keywords, Deploy / Samurai clarification: a free deployment made during the
    opponent's reveals waits until after your own deployed cards are revealed; made after your
    reveals are over, it is revealed at once."""
    zones = (
        "  p0.hand: [grunt]\n  p1.hand: [phoenix]\n"
        "  p1.bf1: [{card: watcher, face_up: true, counters: {might: 1}}]\n"
        "  p0.bf1: [{card: grunt, face_up: false}]\n"
        "  p1.bf2: [{card: grunt, face_up: false}]\n"
    )
    # P0 reveals first: Watcher makes P1 discard Phoenix, deployed before P1's own reveals
    g = scenario(f"{HEAD}phase: reveal\nzones:\n{zones}")
    choose(g, source=find(g, "phoenix"))
    choose(g, target="zone:p1.bf3")
    reveals = [e for e in g.describe_log() if "reveals" in e]
    assert reveals[-3:] == ["P0 reveals Grunt", "P1 reveals Grunt", "P1 reveals Phoenix"]
    # P1 reveals first and is done when P0's Grunt makes it discard: Phoenix at once
    g = scenario(f"{HEAD.replace('first: 0', 'first: 1')}phase: reveal\nzones:\n{zones}")
    choose(g, source=find(g, "phoenix"))
    choose(g, target="zone:p1.bf3")
    reveals = [e for e in g.describe_log() if "reveals" in e]
    assert reveals[-3:] == ["P1 reveals Grunt", "P0 reveals Grunt", "P1 reveals Phoenix"]
    assert ids(g, "p1.bf3") == ["phoenix"] and might(g, "p1.bf3") == [2]


def test_three_players_stun_tokens_on_one_opponent() -> None:
    """3-Player Mode: Stun tokens can be applied to either opponent, but not both: "each
    opponent card here" asks which opponent, then stuns only that one's cards."""
    game = scenario(
        "players: 3\nbattlefields: [frozen-pass, sanctum-of-stillness, whispering-woods, "
        "starfall-ridge]\nround: 6\nessence: [7, 7, 7]\nphase: reveal\n"
        "sandbox: true\n"  # two Captains for one seat: the fixture deck has one
        "zones:\n"
        "  p0.hand: [grunt]\n  p0.bf1: [{card: dazer, face_up: false}]\n"
        "  p1.bf1: [{card: captain, face_up: true, counters: {might: 3}},"
        " {card: captain, face_up: true, counters: {might: 3}}]\n"
        "  p2.bf1: [{card: captain, face_up: true, counters: {might: 3}}]\n"
    )
    assert [c.target for c in game.legal()] == ["seat:1", "seat:2"]
    game.play(next(c for c in game.legal() if c.target == "seat:1"))
    stunned = {game.state.where[i] for i, c in game.state.cards.items() if "stun" in c.flags}
    assert stunned == {"p1.bf1"}
    assert all("stun" in game.state.cards[i].flags for i in game.state.zone("p1.bf1"))


def test_stopped_instant_still_sets_off_allies_and_battlefield() -> None:
    """Tokens, Stop: only the revealed card's instant ability is prevented; the card is still
    revealed with its base might, so ally abilities and battlefield effects that a reveal sets
    off still resolve (Reveal Phase steps 1, 3 and 4)."""
    game = scenario(
        "battlefields: [the-proving-ground, sanctum-of-stillness, whispering-woods]\n"
        "round: 6\nessence: [7, 7]\nfirst: 0\nphase: reveal\nvalues: {stop.p1.bf1: 1}\n"
        f"zones:\n{HANDS}"
        "  p1.bf1:\n    - {card: captain, face_up: true, counters: {might: 3}}\n"
        "    - {card: buffer, face_up: false}\n"
    )
    # Buffer's instant is stopped (no choice asked); Captain +1; The Proving Ground's first
    # reveal here: +2 to Buffer
    assert game.state.values.get("stop.p1.bf1", 0) == 0
    assert might(game, "p1.bf1") == [4, 1 + 2]


def test_stop_token_waits_for_an_instant() -> None:
    """Tokens, Stop: a conditional card revealed there does not use up the Stop token; it waits
    for the next opponent instant ability revealed on that battlefield."""
    game = reveal(
        "  p1.bf1: [{card: captain, face_up: false}, {card: buffer, face_up: false}]\n",
        extra="values: {stop.p1.bf1: 1}\n",
    )
    assert game.state.values.get("stop.p1.bf1", 0) == 0
    assert might(game, "p1.bf1") == [3 + 1, 1]  # Captain's own ability still works


def test_stun_does_not_touch_passive_abilities() -> None:
    """Tokens, Stun: it prevents a conditional ability from triggering; passive abilities stay
    always active (Ability Types)."""
    game = scenario(
        "battlefields: [frozen-pass, sanctum-of-stillness, whispering-woods]\n"
        f"round: 10\nessence: [11, 11]\nphase: end\nzones:\n{HANDS}"
        "  p0.bf1: [{card: keeper, face_up: true, counters: {might: 1}, flags: [stun]}]\n"
    )
    assert might(game, "p0.bf1") == [1 + 3]


def test_shield_survives_destroy_all() -> None:
    """Tokens, Shield / Destroying Cards: a shielded card is not destroyed by an ability that
    destroys all cards here; the others are, one at a time."""
    game = reveal(
        "  p0.bf1:\n    - {card: soul, face_up: true, counters: {might: 1}}\n"
        "    - {card: brute, face_up: true, counters: {might: 3}, flags: [shield]}\n"
        "    - {card: grunt, face_up: true, counters: {might: 1}}\n"
        "    - {card: eater, face_up: false}\n"
    )
    assert ids(game, "p0.bf1") == ["brute", "eater"]
    assert ids(game, "p0.destroyed") == ["soul", "grunt"]
    assert might(game, "p0.bf1") == [3, 1 + 2 + 2]


def test_first_time_refers_to_the_whole_game() -> None:
    """Battlefields: "the first time you ..." refers to the whole game — The Proving Ground's
    bonus for the first card you reveal there is not given again in a later round; each player
    has their own first time."""
    game = scenario(
        "battlefields: [the-proving-ground, sanctum-of-stillness, whispering-woods]\n"
        "round: 6\nessence: [7, 7]\nfirst: 0\nphase: reveal\n"
        "values: {bf_once.p0.bf1.0: true}\nzones:\n  p0.hand: [grunt]\n  p1.hand: [grunt]\n"
        "  p0.bf1: [{card: grunt, face_up: false}]\n  p1.bf1: [{card: grunt, face_up: false}]\n"
    )
    assert might(game, "p0.bf1") == [1]  # seat 0 had its first time in an earlier round
    assert might(game, "p1.bf1") == [1 + 2]


def test_tally_ties_on_two_battlefields_and_equal_totals() -> None:
    """End of the Game Phase: ties on two battlefields leave one battlefield each or fewer:
    total might decides; a tie of the totals too is a draw. A tie on one battlefield does not
    matter when a player still won the other two."""
    game = _end_state([5, 3, 3], [4, 3, 3])
    assert game.result.winners == (0,)  # type: ignore[attr-defined]
    assert "total might" in game.result.reason  # type: ignore[attr-defined]
    game = _end_state([5, 5, 3], [4, 4, 3])
    assert game.result.winners == (0,)  # type: ignore[attr-defined]
    assert "won 2 battlefields" in game.result.reason  # type: ignore[attr-defined]
    game = _end_state([3, 3, 3], [3, 3, 3])
    assert game.result.winners == ()  # type: ignore[attr-defined]


def test_merlin_opponent_commands_first() -> None:
    """Command Phase / Merlin (Knights clarification): the command phase follows the first
    player token order, but with Merlin revealed his opponent always performs it first, even
    when Merlin's owner holds the token."""
    text = (
        f"{MOVE_HEAD}phase: command\nvalues: {{merlin: 0}}\nzones:\n{HANDS}"
        "  p0.bf2: [{card: traveller, face_up: true, counters: {might: 1, move: 1}}]\n"
        "  p1.bf2: [{card: traveller, face_up: true, counters: {might: 1, move: 1}}]\n"
    )
    game = scenario(text)
    assert game.state.values["first"] == 0
    assert game.to_act == (1,)
    game.play(Command(1, "done"))
    assert game.state.decision is not None and game.state.decision.kind == "command"
    assert game.to_act == (0,)
    without = scenario(text.replace("values: {merlin: 0}\n", ""))
    assert without.to_act == (0,)


def test_prompt_does_not_name_a_hidden_card() -> None:
    """Hidden information (Discarding Cards: face down): every seat reads the prompt, so an
    ability of a card that lies face down in the discard pile does not name it."""
    text = (
        f"{HEAD}phase: reveal\nzones:\n  p0.hand: [grunt]\n  p1.hand: [phoenix]\n"
        "  p1.bf1: [{card: thinker, face_up: false}]\n"
    )
    game = scenario(text)
    assert "deploy a card from your discard pile" in game.prompt
    assert "Phoenix" not in game.prompt
    assert game.prompt.startswith("A face-down card")
