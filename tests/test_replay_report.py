"""`tabletop replay` reads as a game report (issue 11): rounds and turns as headings, each
decision with its consequences, players by name, seats numbered from 1, no internal keys;
`--json` for tools."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import tabletop
from tabletop.ai.random_bot import RandomBot
from tabletop.cli import main
from tabletop.engine.paths import examples_dir
from tabletop.report import Decision, Heading, build_report, render_text

GOLDEN = sorted(examples_dir().glob("*.json"))
#: what engine internals look like in a line: a list or mapping value, a rules memo's key
INTERNALS = re.compile(r"is now [\[{]|\{'|\bqueue\b|deployed\.p|\.p\d\b|_r\d|#\d|\bseat \d")


def _replay(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    assert main(["replay", *args]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("save", GOLDEN, ids=lambda p: p.stem)
def test_golden_replays_read_as_reports(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _replay(capsys, str(save))
    assert not INTERNALS.search(out), INTERNALS.search(out)
    assert "## Setup" in out
    assert re.search(r"^## (Round|Turn) 2$", out, re.MULTILINE)
    assert re.search(r"^### ", out, re.MULTILINE)  # phases
    assert re.search(r"^1\. Player \d: [A-Z]", out, re.MULTILINE)  # a decision, in words
    assert re.search(r"^   - ", out, re.MULTILINE)  # its consequences
    assert "# Result: " in out
    assert "Seat 1: Player 1" in out


def test_seat_values_name_the_player(capsys: pytest.CaptureFixture[str]) -> None:
    out = _replay(capsys, str(examples_dir() / "empyrean-golden-2p.json"))
    assert "First player token: Player 2" in out and "First player token: Player 1" in out
    assert "First player token is now" not in out


def test_like_card_events_are_told_as_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    out = _replay(capsys, str(examples_dir() / "eoc-golden.json"))
    assert "60 cards are put into Player 1's Deck" in out
    assert "7 cards move from Player 1's Deck to Player 1's Hand" in out


def test_a_seat_sees_its_own_cards_only_as_they_were(capsys: pytest.CaptureFixture[str]) -> None:
    """Seat 2 of the golden game: seat 1's opening hand stays hidden in the report though its
    cards are played face up later; seat 2's own draws are named."""
    save = str(examples_dir() / "empyrean-golden-2p.json")
    everything = _replay(capsys, save)
    seat2 = _replay(capsys, save, "--seat", "2")
    assert "As seat 2 (Player 2) saw it" in seat2
    opening = "move from Player 1's Deck to Player 1's Hand"
    assert f"Gusoku Armor, Sohei, Ikko-Ikki and Onna-musha {opening}" in everything
    assert f"4 hidden cards {opening}" in seat2
    assert "Devourer of Souls and Zombie Horde move from Player 2's Deck" in seat2
    assert "1. Player 1: Keep\n" in seat2 and "1. Player 1: Keep Ashigaru" in everything


def test_json_for_tools(capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(_replay(capsys, str(examples_dir() / "empyrean-golden-3p.json"), "--json"))
    assert [s["seat"] for s in data["seats"]] == [1, 2, 3]
    kinds = {item["type"] for item in data["items"]}
    assert kinds == {"heading", "decision", "event", "prompt"}
    decisions = [item for item in data["items"] if item["type"] == "decision"]
    assert decisions[0]["number"] == 1
    assert {d["seat"] for d in decisions} == {1, 2, 3}
    assert data["result"] and all(1 <= w <= 3 for w in data["winners"])


def test_a_game_from_a_scenario_is_reported_by_command_kind(tmp_path: Path) -> None:
    scenario = next((examples_dir() / "scenarios").rglob("*.yaml"))
    game = tabletop.load_scenario(scenario)
    bot = RandomBot(1)
    for _ in range(4):
        if game.result is None:
            game.play(bot.choose(game, game.to_act[0]))
    game.save(tmp_path / "s.json")
    report = build_report(tabletop.load_game(tmp_path / "s.json"))
    decisions = [item for item in report.items if isinstance(item, Decision)]
    assert decisions and all(d.seat >= 1 and d.text for d in decisions)
    assert isinstance(report.items[0], Heading) and report.items[0].text == "Setup"
    assert not INTERNALS.search(render_text(report))
