"""A small seeded version of the strength runs (the real ones: `tabletop bench --bots`)."""

from __future__ import annotations

import pytest

from tabletop.ai.strength import (
    GameRecord,
    main,
    match,
    play_game,
    summarise,
    verdict,
)
from tabletop.engine.outcome import Outcome, wilson


def test_wilson_interval_matches_the_textbook_figures() -> None:
    # 8 of 10: Wilson 95% is 0.490 to 0.943; 0 of 10: 0 to 0.278; 100 of 200: 0.431 to 0.569
    assert wilson(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-3)
    assert wilson(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-3)
    assert wilson(100, 200) == pytest.approx((0.4314, 0.5686), abs=1e-3)


def test_a_summary_counts_wins_draws_and_unfinished_games_by_the_levels_seat() -> None:
    """A draw is half a win (the rulebooks' README); a game with no end has no result and is
    left out of the rate, as simulate leaves it out."""
    won0 = Outcome.won([0], 2, "r")
    records = [
        GameRecord(0, 0, won0, 10),  # first level at seat 0 wins
        GameRecord(0, 1, won0, 10),  # first level at seat 1 loses
        GameRecord(1, 1, Outcome.draw([0, 1], 2, "r"), 10),  # a draw
        GameRecord(1, 0, None, 3000),  # no end
    ]
    summary = summarise("tally", ("normal", "easy"), records, 1.0, 10, 5)
    assert (summary["wins"], summary["draws"], summary["losses"]) == (1, 1, 1)
    assert summary["unfinished"] == 1
    assert summary["win_rate"] == 0.5  # (1 + 0.5 + 0) / 3
    assert [verdict(r) for r in records] == ["win", "loss", "draw", "unfinished"]


def test_a_running_match_reports_its_score_after_each_game() -> None:
    """The progress line of each game carries the first level's score so far, recounted here
    from the games' own records (a stopped run keeps its count)."""
    lines: list[str] = []
    summary = match("tally", ("normal", "easy"), 3, progress=lines.append)
    assert len(lines) == 3
    expected = summary["wins"] + 0.5 * summary["draws"]
    assert lines[-1].endswith(f"normal {expected:g}/3")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nope", "hard:normal"], "unknown game 'nope'"),
        (["tally", "hard"], "is not a level"),
        (["tally", "hard:grandmaster"], "'grandmaster' is not a level"),
        (["tally", "hard:easy", "--games", "-3"], "argument --games: give 0 or more, not -3"),
        (["tally", "hard:easy", "--first-seed", "x"], "give a whole number, not 'x'"),
        (["tally", "hard:easy", "--iterations", "0"], "give 1 or more, not 0"),
        (["tally", "hard:easy", "--depth", "deep"], "give a count, 'end' or 'game', not 'deep'"),
    ],
)
def test_the_command_explains_bad_arguments_in_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert len([line for line in err.splitlines() if "error:" in line]) == 1


def test_a_seeded_match_repeats_exactly_with_the_seats_swapped() -> None:
    one = match("tally", ("hard", "easy"), 2, iterations=8, depth=6)
    two = match("tally", ("hard", "easy"), 2, iterations=8, depth=6)
    one.pop("cpu_s"), two.pop("cpu_s")
    think_one, think_two = one.pop("think"), two.pop("think")  # CPU time: differs run to run
    assert one == two
    assert one["games"] == 2
    for think in (think_one, think_two):  # Hard ran 8 iterations at each decision with a choice
        hard = think["hard"]
        assert hard["decisions_per_game"] > 0 and hard["cpu_s_per_decision"] > 0
        # the same CPU seconds both ways (the per-decision figure rounded to 4 decimals); a
        # decision the win finder settles runs no playout, so at most 8 a decision
        per = hard["cpu_s_per_decision"]
        assert 0 < hard["playouts_per_s"] <= 8 / max(per - 0.00006, 1e-6)
    assert "playouts_per_s" not in think_one["easy"]
    first = play_game("tally", ("normal", "easy"), 0, 0, None)
    swapped = play_game("tally", ("normal", "easy"), 0, 1, None)
    assert first.first_seat == 0 and swapped.first_seat == 1
    assert first.result is not None and swapped.result is not None


def test_the_command_reports_the_playout_depth_it_ran_at(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--depth game` (the default) shows the game's own depth; `end` and a count as given;
    anything else is refused by the parser with a message."""
    import json

    main(["tally", "hard:easy", "--games", "1", "--iterations", "4"])
    assert json.loads(capsys.readouterr().out)["hard_depth"] == 30
    main(["tally", "hard:easy", "--games", "1", "--iterations", "4", "--depth", "end"])
    assert json.loads(capsys.readouterr().out)["hard_depth"] == "end"
    with pytest.raises(SystemExit):
        main(["tally", "hard:easy", "--depth", "-1"])
    assert "give 0 or more, not -1" in capsys.readouterr().err


def test_matches_play_only_decks_the_default_options_take() -> None:
    """COE's 50-card decks need another deck size: a match pairs only its 60-card decks."""
    from tabletop.ai.strength import _pairings

    decks = {deck for pairing in _pairings("coe") if pairing for deck in pairing}
    assert decks and not any(deck.endswith("-50") for deck in decks)
    assert ("emberguard", "tidecallers") in _pairings("coe")


def test_quick_bot_bench_times_every_level_and_plays_no_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`tabletop bench --bots --quick` (issue 31: seconds, not minutes): every level's CPU a
    decision, on the same views, and no matches, saying where the win rates are."""
    import tabletop.ai.strength as strength

    monkeypatch.setattr(strength, "game_ids", lambda: ["clash"])
    played: list[str] = []
    monkeypatch.setattr(strength, "match", lambda game_id, *a, **k: played.append(game_id))
    figures = strength.run_bot_bench(quick=True)
    assert played == []
    assert "python -m tabletop.ai.strength" in figures["matches_left_out"]
    (speed,) = figures["hard_speed"]
    assert speed["game"] == "clash" and speed["decisions"] == 2
    per_decision = speed["cpu_s_per_decision"]
    assert set(per_decision) == {"hard_time_box", "hard_at_match_budget", "normal", "easy"}
    # Hard searches within its time box (a wall-clock box: on a busy machine its CPU share is
    # less, so only the bound above is a property); Normal's look-ahead costs more than Easy's
    assert 0 < per_decision["hard_time_box"] < 2.0
    assert per_decision["normal"] > per_decision["easy"]
    assert speed["playouts_per_s"] > 0
