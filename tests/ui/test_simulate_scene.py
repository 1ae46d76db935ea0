"""Simulate these decks… in the table's menu (issue 17): a simulation of the decks at the table
runs in the background, shows its progress, then the summary of results.json and its report."""

from __future__ import annotations

import dataclasses
import json
import webbrowser
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.sim import plots
from tabletop.ui.app import App
from tabletop.ui.scenes.pause import PauseMenu
from tabletop.ui.scenes.simulate_scene import DONE, SETUP, SimulateScene
from tests.ui.conftest import click, hotseat, key, open_table, wait_until


@pytest.fixture(autouse=True)
def no_plots(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plots take most of a small run's time; tests/sim checks them."""
    monkeypatch.setattr(plots, "available", lambda: False)


def open_simulation(app: App, games: str) -> SimulateScene:
    """Esc, the menu's entry; then the games per seat order, one core (one worker process to
    start) and Easy bots."""
    key(app, pygame.K_ESCAPE)
    menu = app.scenes[-1]
    assert isinstance(menu, PauseMenu)
    entry = next(b for b in menu.buttons if b.label == "Simulate these decks…")
    click(app, entry.rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, SimulateScene) and scene.phase == SETUP
    click(app, scene.games.rect.center)
    for _ in scene.games.value:
        key(app, pygame.K_BACKSPACE)
    for digit in games:
        key(app, ord(digit), unicode=digit)
    while scene.cores.value != "1":
        click(app, scene.cores.rect.center)
    assert scene.bots.value == "easy"
    return scene


def shown(scene: SimulateScene) -> dict[str, str]:
    return {label.strip(): figures for label, figures in scene.rows}


def test_a_simulation_from_the_menu_shows_what_results_json_says(
    app: App, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_table(app, hotseat())
    scene = open_simulation(app, "3")
    assert scene.error == ""
    key(app, pygame.K_RETURN)
    assert scene.phase != SETUP and scene.run is not None
    wait_until(app, lambda: scene.phase == DONE, hang_after=120)
    out = scene.run.out
    assert out.parent == home / "simulations" and out.name.startswith("tally-")
    for name in ("results.json", "report.html", "checkpoint.jsonl", "decks.csv"):
        assert (out / name).is_file(), name
    results: dict[str, Any] = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert results["complete"] and results["games_planned"] == 12  # 4 seat orders x 3
    assert results["settings"]["bots"] == ["easy", "easy"]
    figures = results["figures"]
    rows = shown(scene)
    heading = scene.rows[0][0]
    assert f"{figures['games']} of 12 games" in heading and figures["games"] == 12
    for deck in figures["decks"]:
        assert rows[deck["deck"]].startswith(f"{100 * deck['rate']:5.1f}%")
        assert f"of {deck['n']} seat-games" in rows[deck["deck"]]
    first = figures["first_seat"]
    assert rows["first player wins"].startswith(f"{100 * first['rate']:5.1f}%")
    assert rows["length:"].startswith(f"{figures['length']['commands']['mean']:.1f} commands")
    opened: list[str] = []

    def browser(url: str) -> bool:
        opened.append(url)
        return True

    monkeypatch.setattr(webbrowser, "open", browser)
    key(app, pygame.K_RETURN)
    assert opened == [(out / "report.html").resolve().as_uri()]
    key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is not scene


def test_cancel_midway_writes_the_report_of_the_games_finished(app: App) -> None:
    open_table(app, hotseat())
    scene = open_simulation(app, "500")
    assert scene.error == ""
    key(app, pygame.K_RETURN)
    assert scene.run is not None
    wait_until(app, lambda: scene.progress is not None and scene.progress.done >= 3, 120)
    key(app, pygame.K_ESCAPE)
    wait_until(app, lambda: scene.phase == DONE, hang_after=120)
    results = json.loads((scene.run.out / "results.json").read_text(encoding="utf-8"))
    played = results["figures"]["games"]
    assert results["complete"] is False and 3 <= played < results["games_planned"] == 2000
    assert len(results["games"]) == played
    lines = (scene.run.out / "checkpoint.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + played
    assert f"{played} of 2,000 games" in scene.rows[0][0]
    assert (scene.run.out / "report.html").is_file()


def test_a_deck_the_game_does_not_have_is_one_line_and_nothing_starts(app: App, home: Path) -> None:
    game = hotseat()
    open_table(app, game)
    game.config = dataclasses.replace(game.config, decks=("odds", "jokers"))  # a deck gone
    key(app, pygame.K_ESCAPE)  # the keyboard's way in: the menu, down to the fifth entry
    for _ in range(5):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    scene = app.scenes[-1]
    assert isinstance(scene, SimulateScene)
    assert scene.error.endswith("has no deck 'jokers' (decks: odds, evens)")
    key(app, pygame.K_RETURN)
    assert scene.phase == SETUP and scene.run is None
    assert not (home / "simulations").exists()
    key(app, pygame.K_ESCAPE)
    assert scene not in app.scenes


def test_more_games_than_the_table_runs_is_one_line(app: App) -> None:
    open_table(app, hotseat())
    scene = open_simulation(app, "30000")
    assert (
        scene.error
        == "120,000 games: at most 100,000 from the table (tabletop simulate takes more)"
    )
    key(app, pygame.K_RETURN)
    assert scene.phase == SETUP and scene.run is None


def test_leaving_the_scene_during_a_run_stops_it_and_keeps_its_report(app: App) -> None:
    open_table(app, hotseat())
    scene = open_simulation(app, "500")
    key(app, pygame.K_RETURN)
    assert scene.run is not None
    wait_until(app, lambda: scene.progress is not None and scene.progress.done >= 1, 120)
    app.pop(scene)  # as when the app closes: the run stops, its thread ends
    assert scene.run.state == "finished" and scene.run.outcome is not None
    assert not scene.run.outcome.complete
    assert (scene.run.out / "report.html").is_file()


def test_a_table_with_a_deck_of_its_own_simulates_that_deck(app: App, home: Path) -> None:
    """A seat playing a deck built in the deck builder (a list of cards, not a deck id):
    Simulate these decks… runs it as `custom-<seat>`, dealing exactly the cards the table
    dealt (it was refused, the run knowing only the game's decks)."""
    import tabletop

    rules = tabletop.new_game("tally", seed=1).rules
    first, second = rules.decks()[0].id, rules.decks()[-1].id
    own = list(rules.deck_list(first))
    game = tabletop.new_game("tally", seed=1, decks=[own, second], seats=("human", "human"))
    assert game.config.decks[0] == "custom"
    open_table(app, game)
    scene = open_simulation(app, "1")
    assert scene.decks == ["custom-1", second]
    assert [d.cards for d in scene.deck_lists] == [tuple(own)]
    key(app, pygame.K_RETURN)
    assert scene.error == "" and scene.run is not None
    wait_until(app, lambda: scene.phase == DONE, hang_after=120)
    results = json.loads((scene.run.out / "results.json").read_text(encoding="utf-8"))
    assert results["complete"]
    assert {d["deck"] for d in results["figures"]["decks"]} == {"custom-1", second}
