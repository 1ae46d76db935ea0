"""The Game facade on the Tally test game: legal, play, undo/redo, views, strict undo."""

from __future__ import annotations

import pytest

import tabletop
from tabletop import Command, IllegalCommand, UndoRefused
from tabletop.ai.random_bot import RandomBot


def _game(**kw: object) -> tabletop.Game:
    kw.setdefault("seats", ("human", "human"))
    return tabletop.new_game("tally", seed=5, **kw)  # type: ignore[arg-type]


def test_simultaneous_pick_asks_both_seats() -> None:
    game = _game()
    assert game.to_act == (0, 1)
    assert {c.seat for c in game.legal()} == {0, 1}


def test_illegal_command_changes_nothing_and_explains() -> None:
    game = _game()
    before = game.fingerprint()
    hand = game.state.zone("p0.hand")
    with pytest.raises(IllegalCommand) as err:
        game.play(Command(0, "play", hand[0], "zone:p1.table"))
    assert "highlighted" in str(err.value) or "cannot" in str(err.value)
    assert game.fingerprint() == before
    with pytest.raises(IllegalCommand, match="cannot teleport now"):
        game.play(Command(0, "teleport"))
    assert game.fingerprint() == before


def test_not_your_turn_names_who_must_act() -> None:
    game = _game()
    game.play(Command(0, "pass"))
    with pytest.raises(IllegalCommand, match="not Player 1's turn"):
        game.play(Command(0, "pass"))


def test_play_returns_events_and_logs_them() -> None:
    game = _game()
    events = game.play(Command(0, "pass"))
    assert events
    assert game.log[-1].events == events
    assert game.log[0].command is None  # setup


def test_undo_redo_roundtrip_many_steps() -> None:
    game = _game()
    bot = RandomBot(1)
    prints = [game.fingerprint()]
    for _ in range(30):
        game.play(bot.choose(game, game.to_act[0]))
        prints.append(game.fingerprint())
    for expected in reversed(prints[:-1]):
        game.undo()
        assert game.fingerprint() == expected
    with pytest.raises(UndoRefused):
        game.undo()
    for expected in prints[1:]:
        game.redo()
        assert game.fingerprint() == expected
    with pytest.raises(UndoRefused):
        game.redo()


def test_new_command_after_undo_clears_redo() -> None:
    game = _game()
    game.play(Command(0, "pass"))
    game.undo()
    assert game.can_redo()
    game.play(Command(1, "pass"))
    assert not game.can_redo()


def test_undo_to_goes_back_to_a_log_line() -> None:
    game = _game()
    bot = RandomBot(2)
    for _ in range(6):
        game.play(bot.choose(game, game.to_act[0]))
    target = game.log[3]
    game.undo_to(3)
    assert game.log[-1] == target
    with pytest.raises(UndoRefused):
        game.undo_to(9)


def test_against_computer_undo_returns_to_humans_previous_decision() -> None:
    game = tabletop.new_game("tally", seed=5, seats=("human", "computer"))
    bot = RandomBot(3)
    game.play(Command(0, "pass"))  # human
    start = game.fingerprint()
    game.play(bot.choose(game, 1))  # computer
    while game.to_act and game.to_act[0] == 1:
        game.play(bot.choose(game, 1))
    human_state = game.fingerprint()
    game.undo()  # takes back the computer's moves and the human's pass
    assert len(game.commands) == 0
    game.redo()  # the human's pass and the computer's answers
    assert game.fingerprint() == human_state
    assert start != human_state


def test_strict_undo_refuses_past_a_reveal() -> None:
    game = tabletop.new_game("tally", seed=5, seats=("human", "human"), undo_policy="strict")
    game.play(Command(0, "pass"))
    game.undo()  # a pass reveals nothing: allowed
    game.play(Command(0, "pass"))
    game.play(Command(1, "pass"))  # both passed: responses
    while game.state.phase == "respond":
        game.play(Command(game.to_act[0], "pass"))
    # the reveal (and the draw from the hidden deck) happened
    with pytest.raises(UndoRefused, match="Strict undo"):
        game.undo()


def test_view_masks_opponent_hand_and_face_down_cards() -> None:
    game = _game()
    own = game.view(0)
    other = game.view(1)
    for iid in game.state.zone("p0.hand"):
        assert own.cards[iid].card is not None
        assert other.cards[iid].card is None
    for iid in game.state.zone("p0.deck"):
        assert own.cards[iid].card is None
    hand = game.state.zone("p0.hand")
    number = next(c for c in game.legal() if c.seat == 0 and c.kind == "play")
    game.play(number)
    assert game.view(0).cards[number.source].card is not None  # type: ignore[index]
    assert game.view(1).cards[number.source].card is None  # type: ignore[index]
    assert hand  # the face-down play is hidden from the opponent


def test_log_lines_hide_hidden_cards_from_a_seat() -> None:
    game = _game()
    seat_lines = " ".join(game.describe_log(1))
    everything = " ".join(game.describe_log())
    assert "a hidden card" in seat_lines
    assert "a hidden card" not in everything


def test_response_stack_resolves_last_in_first_out() -> None:
    """A cancel played on top of a boost cancels it; the boost never lands (LIFO)."""
    text = """
game: tally
seed: 1
decks: [odds, evens]
seats: [human, human]
phase: respond
values: {first: 0, round: 1}
zones:
  p0.table: [{card: three, face_up: false}]
  p1.table: [{card: four, face_up: false}]
  p0.hand: [boost]
  p1.hand: [cancel]
"""
    from tabletop.engine.loading import load_scenario_text

    game = load_scenario_text(text)
    p0_boost = game.state.zone("p0.hand")[0]
    p0_play = game.state.zone("p0.table")[0]
    game.play(Command(0, "trick", p0_boost, f"card:{p0_play}"))
    cancel = game.state.zone("p1.hand")[0]
    game.play(Command(1, "trick", cancel, "zone:stack"))
    game.play(Command(0, "pass"))
    game.play(Command(1, "pass"))
    # without the boost, 3 < 4: seat 1 scores
    assert game.state.value("score.p1") == 1
    assert game.state.value("score.p0") is None


def test_three_players_play_to_the_end() -> None:
    game = tabletop.new_game(
        "tally", seed=9, players=3, decks=["odds", "evens", "odds"], seats=("computer",) * 3
    )
    from tabletop.ai.random_bot import play_out

    play_out(game, seed=1)
    assert game.result is not None
    assert len(game.result.scores) == 3


def test_exception_inside_rules_leaves_state_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    before = game.fingerprint()
    rules = game.rules

    def broken(ctx: object, command: Command) -> None:
        from tabletop.engine.rules import Context

        assert isinstance(ctx, Context)
        ctx.set_value("half", 1)
        raise RuntimeError("rules bug")

    monkeypatch.setattr(rules, "decide", broken)
    with pytest.raises(RuntimeError):
        game.play(Command(0, "pass"))
    assert game.fingerprint() == before
    assert not game.commands


def test_sandbox_overrides_are_logged_undone_and_replayed(tmp_path: object) -> None:
    from pathlib import Path

    game = _game()
    iid = game.state.zone("p0.deck")[0]
    game.play(Command(0, "sandbox.move", iid, "zone:p0.discard"))
    assert game.state.where[iid] == "p0.discard"
    game.play(Command(0, "sandbox.count", iid, None, ("boost", 3)))
    assert game.state.counter(iid, "boost") == 3
    path = Path(str(tmp_path)) / "s.json"
    game.save(path)
    assert tabletop.load_game(path).fingerprint() == game.fingerprint()
    game.undo()
    game.undo()
    assert game.state.where[iid] == "p0.deck"
    with pytest.raises(IllegalCommand, match="no zone"):
        game.play(Command(0, "sandbox.move", iid, "zone:nowhere"))


def test_sandbox_needs_a_seat_at_the_table() -> None:
    game = _game()
    iid = game.state.zone("p0.deck")[0]
    for seat in (-1, 2):
        with pytest.raises(IllegalCommand, match=f"no seat {seat}"):
            game.play(Command(seat, "sandbox.flip", iid))
    assert not game.commands


def test_undo_to_refused_halfway_undoes_nothing() -> None:
    """Strict undo: undo_to across a reveal is refused as a whole, not after some steps."""
    game = _game(undo_policy="strict")
    game.play(Command(0, "pass"))
    game.play(Command(1, "pass"))
    while game.state.phase == "respond":
        game.play(Command(game.to_act[0], "pass"))
    game.play(Command(game.to_act[0], "pass"))  # a pass after the reveal: undoable alone
    before, commands = game.fingerprint(), game.commands
    with pytest.raises(UndoRefused, match="Strict undo"):
        game.undo_to(0)
    assert game.fingerprint() == before and game.commands == commands
    assert not game.can_redo()


def test_undo_to_against_the_computer_stops_at_a_human_decision() -> None:
    game = tabletop.new_game("tally", seed=5, seats=("human", "computer"))
    bot = RandomBot(3)
    while len(game.commands) < 12:
        game.play(bot.choose(game, game.to_act[0]))
    for target in (9, 5, 2):
        game.undo_to(target)
        assert len(game.commands) <= target
        assert 0 in game.to_act  # the human decides again


def test_view_hides_the_decision_details_from_seats_not_asked() -> None:
    """A decision's data (its options may list the cards in a hand) is for the seats asked."""
    from tabletop.engine.state import Decision
    from tabletop.engine.view import decision_for

    asked = Decision("choose", (0,), "discard a card", (("options", ["card:4", "card:9"]),))
    assert decision_for(asked, 0) == asked
    for seat in (1, None):
        shown = decision_for(asked, seat)
        assert shown is not None and shown.data == () and shown.prompt == asked.prompt
    game = _game()
    decision = game.state.decision
    assert decision is not None
    assert game.view(1).decision == decision_for(decision, 1)


def test_secret_values_are_hidden_in_other_seats_log_lines() -> None:
    from tabletop.engine.events import ValueSet

    game = _game()

    event = ValueSet("secret.p0.plan", "bluff")
    assert event.describe(game.names(0)) == "secret.p0.plan is now bluff"
    assert event.describe(game.names(1)) == "secret.p0.plan is now (hidden)"
    assert event.describe(game.names(None)) == "secret.p0.plan is now (hidden)"
    assert event.describe(game.names()) == "secret.p0.plan is now bluff"
