"""What-if variants: `tabletop simulate GAME --variant FILE|CARD.FIELD=VALUE|sweep`. The
baseline and every variant play the same seeds, so a variant that changes nothing gives the
same games; the report sets every figure beside the baseline's with a paired interval; a sweep
plots the win rate against the value; a bad variant is refused in one line; a variant run
resumes like any other. Tested on Tally and Empyrean."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any

import pytest

from tabletop.cli import main
from tabletop.engine.outcome import Z95
from tabletop.engine.registry import get_rules
from tabletop.sim import local
from tabletop.sim.paired import paired_difference
from tabletop.sim.variant_cards import vary
from tabletop.sim.variant_parse import parse_variants

TALLY = ["simulate", "tally", "--bots", "random", "--workers", "1"]


def _run(out: Path, *args: str) -> dict[str, Any]:
    assert main([*args, "--out", str(out)]) == 0
    return json.loads((out / "results.json").read_text())  # type: ignore[no-any-return]


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code  # type: ignore[assignment]
    err = capsys.readouterr().err.strip()
    assert status == 2, err
    assert len(err.splitlines()) == 1, err
    return err


def _without_arm(game: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in game.items() if k not in ("index", "variant")}


def test_a_variant_of_a_card_no_deck_plays_gives_the_same_games(tmp_path: Path) -> None:
    """Common random numbers: Six is only in Evens, so with Odds alone the variant plays
    exactly the baseline's games, and every difference is 0 with the interval (0, 0)."""
    results = _run(
        tmp_path / "run", *TALLY, "--decks", "odds", "--games", "20", "--variant", "six.value=1"
    )
    games = results["games"]
    assert len(games) == 40 and results["games_planned"] == 40
    base = [g for g in games if "variant" not in g]
    varied = [g for g in games if g.get("variant") == 1]
    assert [_without_arm(g) for g in base] == [_without_arm(g) for g in varied]
    (variant,) = results["variants"]
    assert variant["name"] == "six.value=1" and variant["changes"] == "six.value=1"
    for row in variant["comparison"]:
        assert row["difference"] == 0 and (row["low"], row["high"]) == (0, 0), row


def test_a_variant_is_paired_game_by_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Six worth 1: the difference in Odds' win rate against Evens is the mean, over the games
    of that seat order, of (Odds' win share with the variant - without), and its interval
    the normal one of that mean (computed here from the games themselves)."""
    results = _run(
        tmp_path / "run",
        *TALLY,
        "--decks",
        "odds,evens",
        "--games",
        "40",
        "--variant",
        "six.value=1",
    )
    printed = capsys.readouterr().out
    assert (
        "tabletop simulate: 80 games: 40 (4 seat orders, 10 each), played by the baseline "
        "and 1 variant" in printed
    )
    assert "variant six.value=1, paired 95%:" in printed
    assert (
        "Tally (core test game): 80 of 80 games (the baseline's 40 and the 1 variant's;" in printed
    )
    by_index = {g["index"]: g for g in results["games"]}

    def odds_share(game: dict[str, Any]) -> float:
        seat = game["decks"].index("odds")
        if seat in game["drawn"]:
            return 0.5  # a draw is half a win (the rulebooks' README)
        return 1.0 if game["winners"] == [seat] else 0.0

    differences = []
    for index in range(0, 80, 2):
        base, varied = by_index[index], by_index[index + 1]
        assert varied["variant"] == 1 and varied["seed"] == base["seed"]
        if sorted(base["decks"]) == ["evens", "odds"]:
            differences.append(odds_share(varied) - odds_share(base))
    assert len(differences) == 20
    mean = statistics.fmean(differences)
    half = Z95 * statistics.stdev(differences) / math.sqrt(len(differences))
    rows = {r["figure"]: r for r in results["variants"][0]["comparison"]}
    row = rows["odds vs evens"]
    assert row["pairs"] == 20 and row["kind"] == "matchup"
    assert row["difference"] == pytest.approx(mean, abs=1e-6)
    assert (row["low"], row["high"]) == (
        pytest.approx(mean - half, abs=1e-6),
        pytest.approx(mean + half, abs=1e-6),
    )
    assert mean != 0  # the variant does change games
    assert rows["evens"]["difference"] == pytest.approx(-rows["odds"]["difference"])
    seat_one = [
        (by_index[i + 1]["winners"] == [0])
        - (by_index[i]["winners"] == [0])
        + 0.5 * ((by_index[i + 1]["drawn"] == [0, 1]) - (by_index[i]["drawn"] == [0, 1]))
        for i in range(0, 80, 2)
        if by_index[i]["decks"] == ["odds", "evens"]
    ]
    order = rows["odds vs evens: seat 1"]
    assert order["kind"] == "seat order" and order["pairs"] == len(seat_one) == 10
    assert order["difference"] == pytest.approx(statistics.fmean(seat_one), abs=1e-6)


def test_the_paired_interval_of_a_ratio_keeps_a_games_seats_together() -> None:
    """Three games: weights 2, 1, 1 (a mirror match holds the deck twice)."""
    pairs = [(1.0, 1.0, 2.0), (0.0, 1.0, 1.0), (1.0, 0.0, 1.0)]
    figure = paired_difference(pairs)
    assert figure["baseline"] == 0.5 and figure["variant"] == 0.5 and figure["difference"] == 0
    # residuals (v - b) - 0 * w: 0, 1, -1; variance 3/2 * 2 / 4**2
    half = Z95 * math.sqrt(3 / 2 * 2) / 4
    assert figure["high"] == pytest.approx(half, abs=1e-6)
    assert paired_difference([(1.0, 1.0, 1.0)])["low"] is None
    assert paired_difference([])["difference"] is None


EMPYREAN = [
    "simulate",
    "empyrean",
    "--decks",
    "samurai,vikings",
    "--bots",
    "random",
    "--workers",
    "1",
]
VARIANT = """\
# cheaper, stronger armour, and four of it
name: Strong armour
cards:
  Gusoku Armor: {cost: 1, might: 4}
decks:
  samurai: {gusoku-armor: 4, ashigaru: 1}
"""


def test_a_variant_file_changes_cards_by_name_and_deck_lists(tmp_path: Path) -> None:
    """A second game: the file's changes reach the game played (the card's cost and might,
    the deck's copies), and the game's own cards stay as they were."""
    path = tmp_path / "strong-armour.yaml"
    path.write_text(VARIANT)
    rules = get_rules("empyrean")
    (variant,) = parse_variants(rules, [str(path)])
    varied = vary(rules, variant)
    assert varied.cardset.cards["gusoku-armor"].cost == 1
    assert varied.cardset.cards["gusoku-armor"].might == 4
    assert varied.cardset.deck_cards("samurai").count("gusoku-armor") == 4
    assert varied.cardset.deck_cards("samurai").count("ashigaru") == 1
    assert rules.cardset.cards["gusoku-armor"].cost == 2  # the game's own cards are untouched
    assert rules.cardset.deck_cards("samurai").count("gusoku-armor") == 1
    results = _run(tmp_path / "run", *EMPYREAN, "--games", "8", "--variant", str(path))
    (figures,) = results["variants"]
    assert figures["name"] == "Strong armour"
    assert (
        figures["changes"]
        == "gusoku-armor.cost=1; gusoku-armor.might=4; deck samurai: 4 gusoku-armor; "
        "deck samurai: 1 ashigaru"
    )
    assert figures["cardset"] != rules.cardset.content_hash
    armour = next(c for c in figures["figures"]["cards"] if c["card"] == "gusoku-armor")
    base_armour = next(c for c in results["figures"]["cards"] if c["card"] == "gusoku-armor")
    assert armour["name"] == "Gusoku Armor"
    (nested,) = parse_variants(rules, ["bushi-samurai.abilities.0.do.0.params.amount=2"])
    deeper = vary(rules, nested).cardset.cards["bushi-samurai"]
    assert deeper.abilities[0].actions[0].params["amount"] == 2  # an item of a list, by number
    assert rules.cardset.cards["bushi-samurai"].abilities[0].actions[0].params["amount"] == 1
    assert armour["drawn"] > base_armour["drawn"]  # four copies are drawn more often than one
    rows = {r["figure"]: r for r in figures["comparison"]}
    drawn = rows["Gusoku Armor: seats that drew it a game"]
    assert drawn["baseline"] == pytest.approx(base_armour["drawn"] / 8)  # 8 games, per game
    assert drawn["variant"] == pytest.approx(armour["drawn"] / 8) and drawn["difference"] > 0
    assert rows["Ashigaru: seats that drew it a game"]["difference"] < 0  # four copies to one
    games = results["games"]
    assert [g["seed"] for g in games[::2]] == [g["seed"] for g in games[1::2]]
    assert any(
        _without_arm(a) != _without_arm(b) for a, b in zip(games[::2], games[1::2], strict=True)
    )
    assert "--variant" in results["command"] and str(path) in results["command"]
    html = (tmp_path / "run" / "report.html").read_text()
    assert "Variants beside the baseline" in html and "Strong armour" in html
    rows = (tmp_path / "run" / "variants.csv").read_text().splitlines()
    assert rows[0].startswith("variant,figure,of,games paired,baseline")
    assert any(r.startswith("Strong armour,samurai,win rate %") for r in rows)


@pytest.mark.plots
def test_a_sweep_plots_the_win_rate_against_the_value(tmp_path: Path) -> None:
    """Six's value is 6: the sweep's step 6 is the baseline itself (difference exactly 0)."""
    results = _run(
        tmp_path / "run",
        *TALLY,
        "--decks",
        "odds,evens",
        "--games",
        "8",
        "--variant",
        "Six.value=4..6",
    )
    names = [v["name"] for v in results["variants"]]
    assert names == ["Six.value=4", "Six.value=5", "Six.value=6"]
    assert [v["variant"]["sweep"] for v in results["variants"]] == [
        ["Six.value", 4.0],
        ["Six.value", 5.0],
        ["Six.value", 6.0],
    ]
    assert all(r["difference"] == 0 for r in results["variants"][2]["comparison"])
    out = tmp_path / "run"
    assert (out / "sweep.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    html = (out / "report.html").read_text()
    assert "Sweep: win rate against the value" in html
    assert '<img alt="Sweep: win rate against the value" src="data:image/png;base64,' in html


def test_a_variant_run_resumes_to_the_result_of_a_whole_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [*TALLY, "--decks", "odds,evens", "--games", "12", "--variant", "six.value=1"]
    whole = _run(tmp_path / "whole", *args)
    real = local.run_local

    def stopped_after_one(run: Any, batches: Any, workers: int, done: Any, *more: Any) -> None:
        real(run, batches[:1], workers, done, *more)
        raise KeyboardInterrupt

    monkeypatch.setattr(local, "run_local", stopped_after_one)
    out = tmp_path / "parts"
    assert main([*args, "--out", str(out)]) == 130
    assert 0 < len(json.loads((out / "results.json").read_text())["games"]) < 24
    monkeypatch.setattr(local, "run_local", real)
    capsys.readouterr()
    other = [*args[:-1], "six.value=2", "--out", str(out), "--resume"]
    err = _refused(other, capsys)
    assert "has variants six.value=1, not six.value=2; give the same settings" in err, err
    err = _refused([*args[:-2], "--out", str(out), "--resume"], capsys)
    assert "has variants six.value=1, not none; give the same settings" in err, err
    assert main([*args, "--out", str(out), "--resume"]) == 0
    assert "already" in capsys.readouterr().out
    resumed = json.loads((out / "results.json").read_text())
    assert resumed["games"] == whole["games"]
    assert resumed["figures"] == whole["figures"] and resumed["variants"] == whole["variants"]


@pytest.mark.parametrize(
    ("variant", "message"),
    [
        ("nosuch.cost=3", "--variant 'nosuch.cost=3': Tally (core test game) has no card 'nosuch'"),
        (
            "six.cots=3",
            "--variant 'six.cots=3': card 'six': the card has no field 'cots' (id, name",
        ),
        (
            "six.value=high",
            "--variant 'six.value=high': card 'six': field value: Input should be a valid integer",
        ),
        ("six.value=true", "field value: Input should be a number, not true or false"),
        ("six.value=9..1", "a sweep goes up from its first value"),
        ("deck:odds.six=-1", "deck 'odds': card 'six' count must be from 0 to 1000, not -1"),
        ("deck:jokers.six=1", "no deck 'jokers' (decks: odds, evens)"),
        ("deck:odds.joker=1", "give deck:DECK.CARD=COPIES"),
        ("six.value=[1", "the value '[1' is not YAML"),
        ("nosuchfile.yaml", "--variant 'nosuchfile.yaml': no such file"),
        ("six.id=seven", "card 'six': a variant changes what a card does, not its id"),
    ],
)
def test_a_bad_inline_variant_is_refused_in_one_line(
    variant: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    err = _refused([*TALLY, "--games", "4", "--variant", variant, "--out", str(out)], capsys)
    assert message in err, err
    assert not out.exists()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "cards:\n  six:\n    value: many\n",
            "line 3: card 'six': field value: Input should be a valid integer",
        ),
        ("cards:\n  Jester: {value: 1}\n", "line 2: Tally (core test game) has no card 'Jester'"),
        ("cards: {six: {value: 1}}\ncolour: red\n", "line 2: unknown key 'colour'"),
        ("decks:\n  odds:\n    one: lots\n", "line 3: copies must be a whole number, not 'lots'"),
        ("name: nothing\n", "the variant changes nothing"),
        ("cards: [six]\n", "line 1: cards must be a mapping"),
        ("- just a list\n", "a variant is a mapping"),
        ("cards: {six: {value: !!python/object:os.system x}}\n", "line 1"),
    ],
)
def test_a_bad_variant_file_is_refused_naming_its_line(
    text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "variant.yaml"
    path.write_text(text)
    err = _refused(
        [*TALLY, "--games", "4", "--variant", str(path), "--out", str(tmp_path / "o")], capsys
    )
    assert str(path) in err and message in err, err


def test_the_docs_variant_file_is_a_variant_of_empyrean(tmp_path: Path) -> None:
    """docs/simulate.md's example file is read as the docs say it is."""
    docs = (Path(__file__).parents[2] / "docs" / "simulate.md").read_text(encoding="utf-8")
    block = docs.split("```yaml\n", 1)[1].split("```", 1)[0]
    path = tmp_path / "stronger-ashigaru.yaml"
    path.write_text("\n".join(line[2:] for line in block.splitlines()) + "\n")
    (variant,) = parse_variants(get_rules("empyrean"), [str(path)])
    assert variant.name == "Stronger Ashigaru"
    assert variant.describe() == (
        "ashigaru.might=2; deck samurai: 5 ashigaru; deck samurai: 1 sohei"
    )
    vary(get_rules("empyrean"), variant)
