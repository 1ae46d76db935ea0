"""Issue 19, point 2: the game never ends a player's phase for them. With nothing left to do
the table asks (the lone button "End …"); only Settings > Auto-pass ends it at once."""

from __future__ import annotations

from tabletop.engine.game import Game
from tabletop.ui.app import App
from tabletop.ui.scenes.settings_scene import SettingsScene
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import Settings

from .conftest import click, drag, open_table, step, top
from .scenes import card, scenario

IDLE = """\
game: eoc
seats: [human, computer]
phase: prepare
turn: 0
zones:
  p0.c1:
    - {card: Ember Imp, label: imp}
    - {card: Ember Essence, attach: imp}
  p1.c1:
    - {card: Reef Crab, label: crab}
    - {card: Tide Essence, attach: crab}
  p0.vanquisher: [pyra]
  p1.vanquisher: [maris]
  p0.deck: [Ember Imp, Ember Imp]
  p1.deck: [Reef Crab, Reef Crab]
"""


def _labels(scene: TableScene) -> list[str]:
    return [b.label for b in scene.hud.action_buttons]


def _waits_for_the_end(app: App, scene: TableScene, game: Game, phase: str) -> None:
    step(app, frames=20)
    assert game.state.phase == phase and game.to_act == (0,)
    assert [c.kind for c in game.legal()] == ["end"]
    assert "nothing" in game.prompt or "no attack" in game.prompt
    assert len(_labels(scene)) == 1 and _labels(scene)[0].startswith("End")


def test_a_phase_with_nothing_to_do_waits_for_the_player(app: App) -> None:
    game = scenario(IDLE)
    scene = open_table(app, game)
    _waits_for_the_end(app, scene, game, "prepare")  # nothing to prepare: still asked
    click(app, scene.hud.action_buttons[0].rect.center)
    assert game.state.phase == "attack"
    imp, crab = card(game, "Ember Imp", "p0.c1"), card(game, "Reef Crab", "p1.c1")
    drag(app, scene.board.placed[imp].rect.center, scene.board.placed[crab].rect.center)
    _waits_for_the_end(app, scene, game, "attack")  # the last attack does not end the turn
    click(app, scene.hud.action_buttons[0].rect.center)
    step(app, frames=5)
    assert any("Clean-up Phase" in line for line in game.describe_log())


def test_auto_pass_setting_ends_an_empty_phase_and_says_so(app: App) -> None:
    assert not app.settings.auto_pass  # off by default
    app.push(SettingsScene(app))
    step(app)
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    click(app, settings.pass_field.rect.center)
    assert app.settings.auto_pass
    app.pop(settings)
    game = scenario(IDLE)
    scene = open_table(app, game)
    step(app, frames=3)
    assert game.state.phase == "attack"  # Preparation ended by itself, as asked
    assert "Auto-pass" in scene.message
    assert game.commands[0].kind == "end" and game.commands[0].seat == 0


def test_a_phase_the_rules_end_for_you_is_said() -> None:
    """Issue 34, item 4: UCG's rules (as Clash's, COE's and Empyrean's) go on to the next phase
    when ending the phase is all that is left; the banner of that phase says so, as the table
    docs say ("Player 1's Conflict Phase (nothing else was left to do)")."""
    from .conftest import played

    game = played("ucg", 5, seed=2)
    command = game.log[-1].command
    assert command is not None and command.kind == "summon"
    game.undo()
    paced = App(settings=Settings(animation="off", computer_speed="normal"))
    try:
        scene = open_table(paced, game)
        scene.play(command)
        titles = [beat.title for beat in scene.pacer.beats]
    finally:
        paced.close()
    assert "Player 1's Conflict Phase (nothing else was left to do)" in titles, titles
