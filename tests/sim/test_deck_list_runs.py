"""`tabletop simulate --decks mine.txt` plays any legal deck of the game (issue 47): the run's
settings carry the list by name (the file's stem) and cards, the games deal those cards (in
this process and in worker processes, from the settings, never from the file), the results
name the deck, variants change its cards, `--resume` knows a changed file, and a bad list is
refused in one line naming the file and the line."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tabletop.cards.deck_list import export_text
from tabletop.cli.commands import main
from tabletop.engine.api import default_table_problems
from tabletop.engine.game import Game
from tabletop.engine.registry import get_rules
from tabletop.sim.arms import from_spec, spec_of
from tabletop.sim.plan import DeckCards, build_plan
from tabletop.sim.settings import make_settings
from tabletop.sim.variant_cards import config_for


def _swapped(game_id: str) -> tuple[str, list[str], str]:
    """The game's first deck with one card swapped for another the deck rules allow, a list no
    shipped deck holds: the deck's id, the list, the card swapped in."""
    rules = get_rules(game_id)
    shipped = [Counter(rules.deck_list(d)) for d in rules.cardset.decks]
    deck = next(iter(rules.cardset.decks))
    base = list(rules.deck_list(deck))
    for out_card in dict.fromkeys(base):
        for in_card in rules.cardset.cards:
            if in_card in base:
                continue
            cards = list(base)
            cards[cards.index(out_card)] = in_card
            if Counter(cards) not in shipped and not default_table_problems(rules, cards):
                return deck, cards, in_card
    raise AssertionError(f"no legal swap in {game_id}'s deck {deck}")


def _write(path: Path, game_id: str, cards: list[str]) -> Path:
    path.write_text(export_text(get_rules(game_id).cardset, Counter(cards)), encoding="utf-8")
    return path


def _seat_cards(game: Game, seat: int) -> Counter[str]:
    """The card ids in the seat's zones when the game starts (as dealt)."""
    start = game.start_state()
    return Counter(
        start.cards[iid].card
        for zone, iids in start.zones.items()
        if zone.startswith(f"p{seat}.")
        for iid in iids
    )


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("game_id", ["empyrean", "eoc"])
def test_a_run_plays_a_deck_list_no_shipped_deck_holds(
    game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck, cards, swapped_in = _swapped(game_id)
    mine = _write(tmp_path / "my-aggro.txt", game_id, cards)
    out = tmp_path / "out"
    argv = ["simulate", game_id, "--decks", f"{mine},{deck}", "--games", "4", "--bots", "easy"]
    assert main([*argv, "--workers", "1", "--out", str(out)]) == 0
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    settings = results["settings"]
    assert settings["decks"] == ["my-aggro", deck]
    assert settings["deck_lists"] == {"my-aggro": cards}
    assert [d["deck"] for d in results["figures"]["decks"]] == ["my-aggro", deck]
    assert {"my-aggro"} <= {name for game in results["games"] for name in game["decks"]}
    assert f"--decks {mine},{deck} " in results["command"]
    assert "my-aggro" in (out / "decks.csv").read_text(encoding="utf-8")
    assert "my-aggro" in (out / "report.html").read_text(encoding="utf-8")
    held = {c["card"]: c["seat_games"] for c in results["figures"]["cards"]}
    assert held[swapped_in] > 0  # the card only the list holds, held in the list's seats
    # the games dealt the list's cards, as a worker rebuilds them from the settings
    rules = from_spec(spec_of(game_id, [], settings["deck_lists"])).base
    for game in results["games"]:
        dealt = Game(rules, config_for(rules, game["seed"], tuple(game["decks"])))
        for seat, name in enumerate(game["decks"]):
            wanted = cards if name == "my-aggro" else list(get_rules(game_id).deck_list(name))
            assert dealt.config.deck_lists[seat] == tuple(wanted)
            assert _seat_cards(dealt, seat) == Counter(wanted)
    capsys.readouterr()


def _tally_list(tmp_path: Path, name: str = "mine.txt", swap: str = "six") -> Path:
    """Tally's Odds with a Five swapped for `swap`."""
    cards = list(get_rules("tally").deck_list("odds"))
    cards[cards.index("five")] = swap
    return _write(tmp_path / name, "tally", cards)


def test_resume_knows_a_deck_list_whose_file_changed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = _tally_list(tmp_path)
    out = tmp_path / "out"
    argv = ["simulate", "tally", "--decks", f"{mine},evens", "--games", "2", "--out", str(out)]
    assert main([*argv, "--workers", "1"]) == 0
    assert main([*argv, "--workers", "1", "--resume"]) == 0  # the same file: the same run
    before = (out / "checkpoint.jsonl").read_bytes()
    _tally_list(tmp_path, swap="four")
    capsys.readouterr()
    line = _refused([*argv, "--resume"], capsys)
    assert line == (
        f"tabletop: error: --resume: the run in {out} played the deck list 'mine' with other "
        "cards (its file changed since); give the same settings to continue it, or start a "
        "new run"
    )
    assert (out / "checkpoint.jsonl").read_bytes() == before


def test_the_settings_of_a_run_hold_the_cards_of_its_deck_lists() -> None:
    odds = get_rules("tally").deck_list("odds")
    one = make_settings(
        "tally",
        ["mine", "evens"],
        2,
        ["random"],
        2,
        1,
        deck_lists=[DeckCards("mine", odds[:-1] + ("six",), "a/mine.txt")],
    )
    two = make_settings(
        "tally",
        ["mine", "evens"],
        2,
        ["random"],
        2,
        1,
        deck_lists=[DeckCards("mine", odds[:-1] + ("four",), "a/mine.txt")],
    )
    assert one.to_json()["deck_lists"] == {"mine": [*odds[:-1], "six"]}
    assert one.to_json() != two.to_json()
    assert build_plan(one) == build_plan(two)  # the same games, with other cards


def test_an_illegal_deck_list_is_refused_with_its_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("20 Ember Vein\n2 Sunforge Crystal\n5 Ash Recruit\n33 Ember Vein\n")
    out = tmp_path / "out"
    line = _refused(["simulate", "ucg", "--decks", f"{bad},emberguard", "--out", str(out)], capsys)
    assert line == (
        f"tabletop: error: {bad}, line 3: not a legal UCG: Universal Card Game deck: "
        "5 Ash Recruit; a deck holds at most 4 of a name"
    )
    assert not out.exists()


def test_a_deck_list_is_named_by_its_file_and_apart_from_the_games_decks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    odds = _tally_list(tmp_path, "odds.txt")  # a shipped deck's name, other cards
    line = _refused(["simulate", "tally", "--decks", f"{odds},evens", "--out", str(out)], capsys)
    assert line == (
        f"tabletop: error: deck list {str(odds)!r}: Tally (core test game) has a deck 'odds', "
        "and the list holds other cards: name the file otherwise (odds-2.txt), as the results "
        "name a deck by its file's name"
    )
    spaced = _tally_list(tmp_path, "My Odds.txt")
    line = _refused(["simulate", "tally", "--decks", f"{spaced},evens", "--out", str(out)], capsys)
    assert line.endswith("give it lowercase letters, digits and hyphens ('my-odds')")
    twin = tmp_path / "b"
    twin.mkdir()
    other = _tally_list(twin, swap="four")
    mine = _tally_list(tmp_path)
    line = _refused(["simulate", "tally", "--decks", f"{mine},{other}", "--out", str(out)], capsys)
    assert "is named 'mine' too, with other cards" in line
    assert not out.exists()


def test_variants_change_a_deck_lists_cards_and_copies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = _tally_list(tmp_path)
    out = tmp_path / "out"
    argv = ["simulate", "tally", "--decks", f"{mine},evens", "--games", "4", "--workers", "1"]
    variants = ["--variant", "six.value=1", "--variant", "deck:mine.six=3"]
    assert main([*argv, *variants, "--out", str(out)]) == 0
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    own = results["settings"]["deck_lists"]
    specs = results["settings"]["variants"]
    arms = from_spec(spec_of("tally", specs, own)).arms
    assert arms[2].cardset.deck_cards("mine").count("six") == 3
    assert arms[1].cardset.cards["six"].value == 1
    assert [v["name"] for v in results["variants"]] == ["six.value=1", "deck:mine.six=3"]
    capsys.readouterr()
    line = _refused([*argv, "--variant", "deck:odds.six=2", "--out", str(out)], capsys)
    assert line == (
        "tabletop: error: --variant 'deck:odds.six=2': deck 'odds' is not played in this run "
        "(decks: mine, evens)"
    )


def test_worker_processes_deal_the_list_from_the_settings_not_the_file(tmp_path: Path) -> None:
    from tabletop.sim.run import simulate

    cards = list(get_rules("tally").deck_list("odds"))
    cards[cards.index("five")] = "six"
    settings = make_settings(
        "tally",
        ["mine", "evens"],
        2,
        ["easy"],
        4,
        1,
        per_order=False,
        deck_lists=[DeckCards("mine", tuple(cards), str(tmp_path / "gone.txt"))],
    )
    here = simulate(settings, tmp_path / "here", workers=1, command="x")
    there = simulate(settings, tmp_path / "there", workers=2, command="x", processes=True)
    assert here.results["games"] == there.results["games"]
    assert here.results["figures"] == there.results["figures"]
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(n_workers=2, processes=False, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = simulate(settings, tmp_path / "dask", workers=2, command="x", client=client)
    assert here.results["games"] == on_dask.results["games"]
    assert "mine" in {name for game in there.results["games"] for name in game["decks"]}


def test_decks_that_cannot_share_a_table_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Clash deals both seats from one box: a box of your own beside the shipped one was played
    until the first game that seated both, and failed there."""
    cards = list(get_rules("clash").deck_list("medieval"))
    cards.remove("spearman")
    box = _write(tmp_path / "box.txt", "clash", cards)
    out = tmp_path / "out"
    line = _refused(["simulate", "clash", "--decks", f"{box},medieval", "--out", str(out)], capsys)
    assert line.startswith(
        "tabletop: error: decks 'box' and 'medieval' cannot share a table: Clash of Armies"
    )
    assert not out.exists()
    assert main(["simulate", "clash", "--decks", str(box), "--games", "1", "--out", str(out)]) == 0
