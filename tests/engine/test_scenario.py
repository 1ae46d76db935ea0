"""Scenarios: placing named cards into named zones; errors name file, line, card or zone."""

from __future__ import annotations

from pathlib import Path

import pytest

import tabletop
from tabletop import ScenarioError

GOOD = """\
game: tally
seed: 3
decks: [odds, evens]
seats: [human, human]
phase: pick
values: {round: 4, first: 1, score.p0: 2}
zones:
  p0.hand: [Three, {card: boost}]
  p0.deck: [one, five]
  p1.hand: [six]
  p1.discard:
    - {card: two, face_up: true, counters: {boost: 2}, label: base}
    - {card: boost, attach: base}
"""


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text)
    return path


def test_scenario_places_cards_values_and_phase(tmp_path: Path) -> None:
    game = tabletop.load_scenario(_write(tmp_path, GOOD))
    state = game.state
    names = [state.cards[i].card for i in state.zone("p0.hand")]
    assert names == ["three", "boost"]
    assert state.value("round") == 4
    assert state.value("score.p0") == 2
    two, boost = state.zone("p1.discard")
    assert state.counter(two, "boost") == 2
    assert state.cards[boost].attached_to == two
    assert game.to_act == (0, 1)


def test_scenario_game_saves_and_loads(tmp_path: Path) -> None:
    game = tabletop.load_scenario(_write(tmp_path, GOOD))
    game.play(next(c for c in game.legal() if c.kind == "play"))
    game.save(tmp_path / "g.json")
    assert tabletop.load_game(tmp_path / "g.json").fingerprint() == game.fingerprint()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ("  p0.hand: [Three, {card: boost}]", "  p0.hand: [Three, Thirteen]"),
            r"line 8: unknown card 'Thirteen' in zone p0.hand",
        ),
        (("  p1.hand: [six]", "  p9.hand: [six]"), r"line 10: unknown zone 'p9.hand'"),
        (("game: tally", "game: chess"), r"line 1: unknown game 'chess'"),
        (("seed: 3", "seed: 3\ncolour: red"), r"line 3: unknown scenario key 'colour'"),
        (
            ("counters: {boost: 2}", "counters: {boost: -2}"),
            r"line 12: card 'two': counter boost must be a whole number >= 0",
        ),
        (("attach: base", "attach: nothing"), r"line 13: no card labelled 'nothing'"),
        (("  p0.deck: [one, five]", "  p0.deck: [one, five\n"), r"line \d+: YAML syntax error"),
        (("{card: boost}]", "{card: boost, tapped: yes}]"), r"line 8: unknown card key 'tapped'"),
    ],
)
def test_scenario_errors_name_file_line_and_card_or_zone(
    tmp_path: Path, change: tuple[str, str], message: str
) -> None:
    path = _write(tmp_path, GOOD.replace(*change))
    with pytest.raises(ScenarioError, match=message) as err:
        tabletop.load_scenario(path)
    assert str(path) in str(err.value)


def test_scenario_capacity_is_checked(tmp_path: Path) -> None:
    text = GOOD.replace("  p1.hand: [six]", "  p1.hand: [six]\n  p1.table: [two, four]")
    with pytest.raises(ScenarioError, match="p1.table holds at most 1"):
        tabletop.load_scenario(_write(tmp_path, text))


def test_scenario_must_be_a_mapping(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="a scenario is a YAML mapping"):
        tabletop.load_scenario(_write(tmp_path, "- just\n- a list\n"))


def test_the_documented_example_loads_and_every_key_is_documented() -> None:
    import re

    from tabletop.engine.loading import load_scenario_text
    from tabletop.engine.scenario_checks import CARD_KEYS, SCENARIO_KEYS

    doc = (Path(__file__).resolve().parents[2] / "docs" / "scenario-format.md").read_text()
    match = re.search(r"```yaml\n(.*?)```", doc, re.S)
    assert match
    example = match.group(1)
    game = load_scenario_text(example, "docs/scenario-format.md")
    assert game.config.game_id == "empyrean" and game.to_act == (0,)
    written = set(re.findall(r"^(\w+):", example, re.M))
    assert written == set(SCENARIO_KEYS)
    for key in CARD_KEYS:
        assert f"`{key}`" in doc, key
