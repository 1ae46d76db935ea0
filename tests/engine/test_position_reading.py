"""Issue 35, "read any position": labels, turn, phase, first, the public event classes and
the log query."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

import tabletop
from tabletop import events
from tabletop.engine import events as engine_events

ROOT = Path(__file__).resolve().parents[2]

LABELLED = """\
game: tally
seed: 3
decks: [odds, evens]
phase: pick
values: {round: 4, first: 1}
zones:
  p0.hand: [{card: Three, label: mine}, boost]
  p0.deck: [one, five]
  p1.hand: [six]
  p1.discard:
    - {card: two, face_up: true, label: base}
    - {card: boost, attach: base, label: rider}
"""


def _game(tmp_path: Path, text: str = LABELLED) -> tabletop.Game:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return tabletop.load_scenario(path)


def test_labels_reach_the_game_and_name_the_cards(tmp_path: Path) -> None:
    game = _game(tmp_path)
    assert set(game.labels) == {"mine", "base", "rider"}
    assert game.labelled("mine").card == "three"
    assert game.labelled("mine").zone == "p0.hand"
    assert game.labelled("rider").attached_to == game.labels["base"]
    with pytest.raises(KeyError, match="no card is labelled 'nobody'"):
        game.labelled("nobody")


def test_labels_stay_through_play_undo_save_and_load(tmp_path: Path) -> None:
    game = _game(tmp_path)
    mine = game.labels["mine"]
    play = next(c for c in game.legal() if c.kind == "play" and c.source == mine)
    game.play(play)
    assert game.labelled("mine").zone != "p0.hand"
    game.save(tmp_path / "g.json")
    loaded = tabletop.load_game(tmp_path / "g.json")
    assert loaded.labels == game.labels
    assert loaded.labelled("mine") == game.labelled("mine")
    game.undo()
    assert game.labelled("mine").zone == "p0.hand"


def test_a_new_game_has_no_labels() -> None:
    assert tabletop.new_game("tally", seed=1).labels == {}


def test_turn_phase_and_first_read_the_position(tmp_path: Path) -> None:
    game = _game(tmp_path)
    assert game.phase == "pick"
    assert game.first == 1
    assert game.turn is None  # tally plays in simultaneous rounds
    turns = tabletop.new_game("eoc", seed=2)
    while turns.turn is None and turns.legal():
        turns.play(turns.legal()[0])
    assert turns.turn == turns.state.values["turn"]
    assert turns.phase == turns.state.phase


def test_every_event_class_is_public_and_said_in_one_line() -> None:
    defined = {
        cls
        for _, cls in inspect.getmembers(engine_events, inspect.isclass)
        if issubclass(cls, engine_events.Event) and cls is not engine_events.Event
    }
    assert defined == set(events.ABOUT)
    assert all(getattr(events, cls.__name__) is cls for cls in defined)
    doc = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    for cls, line in events.ABOUT.items():
        assert f"`{cls.__name__}`: {line}" in doc, cls.__name__
    assert tabletop.events is events


def test_events_since_gives_the_events_and_their_words_in_order(tmp_path: Path) -> None:
    game = _game(tmp_path)
    setup = game.events_since(0)
    assert setup and all(item.entry == 0 for item in setup)
    assert any(isinstance(item.event, events.CardCreated) for item in setup)
    mark = len(game.log)
    assert game.events_since(mark) == []
    game.play(next(c for c in game.legal() if c.kind == "play"))
    since = game.events_since(mark)
    assert since and all(item.entry == mark for item in since)
    moved = [item for item in since if isinstance(item.event, events.CardMoved)]
    assert moved and "Three" in moved[0].words
    assert [item.event for item in since] == [e for e in game.log[mark].events if not e.internal]
    hidden = game.events_since(mark, seat=1)
    assert [item.event for item in hidden] == [item.event for item in since]
    assert all("Three" not in item.words for item in hidden)
    with_queue = game.events_since(mark, internal=True)
    assert len(with_queue) >= len(since)
    with pytest.raises(ValueError, match="there is no log entry 9"):
        game.events_since(9)
