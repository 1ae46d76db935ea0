"""Every malformed scenario gets a ScenarioError naming the file, the line and the key."""

from __future__ import annotations

import pytest

from tabletop import ScenarioError
from tabletop.engine.loading import load_scenario_text

BASE = "game: tally\nseats: [human, human]\n"


def _card(spec: str) -> str:
    return BASE + f"zones: {{p0.hand: [{spec}]}}\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "a scenario is a YAML mapping"),
        ("- a\n- b\n", "a scenario is a YAML mapping"),
        ('{"format": "tabletop-save"}', "this is a save, not a scenario"),
        ("game: tally\n\tzones: {}\n", r"line 2: YAML syntax error"),
        ("game: [tally]\n", r"line 1: a scenario must say which game"),
        ("title: x\n", r"line 1: a scenario must say which game"),
        (BASE + "zones: [a, b]\n", r"line 3: zones must be a mapping of zone ids"),
        (BASE + "zones: {p0.hand: one}\n", r"line 3: zone p0.hand: give a list of cards"),
        (_card("5"), r"line 3: each card is a name, or a mapping"),
        (_card("{card: [one]}"), r"line 3: .*card must be a card id or name"),
        (_card("{card: one, counters: lots}"), r"line 3: card 'one': counters must be a mapping"),
        (_card("{card: one, counters: {a: true}}"), r"counter a must be a whole number >= 0"),
        (_card("{card: one, counters: {a: 1.5}}"), r"counter a must be a whole number >= 0"),
        (_card("{card: one, flags: rested}"), r"card 'one': flags must be a list of flag names"),
        (_card("{card: one, face_up: maybe}"), r"card 'one': face_up must be true or false"),
        (_card("{card: one, owner: true}"), r"card 'one': owner must be a seat number"),
        (_card("{card: one, owner: 9}"), r"card 'one': owner must be a seat number"),
        (_card("{card: one, label: [a]}"), r"card 'one': label must be text"),
        (_card("{card: one, label: a}, {card: two, label: a}"), r"two cards are labelled 'a'"),
        (_card("{card: one, label: a, attach: a}"), r"attaching to 'a' makes a loop"),
        (
            _card("{card: one, label: a, attach: b}, {card: two, label: b, attach: a}"),
            r"attaching to 'a' makes a loop",
        ),
        (BASE + "values: [1]\n", r"line 3: values must be a mapping"),
        (BASE + "values: {when: {1: 2}}\n", r"line 3: value 'when' must be plain data"),
        (BASE + "to_act: 9\n", r"line 3: to_act must name different seats from 0 to 1, not 9"),
        (BASE + "to_act: -1\n", r"to_act must name different seats"),
        (BASE + "to_act: [0, 0]\n", r"to_act must name different seats"),
        (BASE + "to_act: []\n", r"to_act must be a seat number or a list"),
        (BASE + "to_act: me\n", r"to_act must be a seat number or a list"),
        (BASE + "phase: moonwalk\n", r"line 3: nobody is asked to act in phase 'moonwalk'"),
        (BASE + "phase: [a]\n", r"line 3: phase must be a phase name"),
        (BASE + "to_act: 0\nprompt: [a]\n", r"line 4: prompt must be text"),
        (BASE + "seed: abc\n", r"line 3: seed must be a whole number, not 'abc'"),
        (BASE + "seed: 1.5\n", r"seed must be a whole number"),
        (BASE + "seed: true\n", r"seed must be a whole number"),
        ("game: tally\nplayers: two\n", r"line 2: players must be a whole number"),
        ("game: tally\nplayers: 0\n", r"is for 2-3 players, not 0"),
        (BASE + "decks: odds\n", r"line 3: decks must be a list of deck ids"),
        (BASE + "decks: [odds, nope]\n", r"has no deck 'nope' \(decks: odds, evens\)"),
        ("game: tally\ndecks: [odds]\n", r"2-3 players, not 1 \(one per deck given\)"),
        ("game: tally\nseats: human\n", r"seats must be a list"),
        (BASE + "names: [1, 2]\n", r"names must be a list of names"),
        (BASE + "options: [1]\n", r"options must be a mapping"),
        (BASE + "options: {x: 1}\n", r"option x: Extra inputs are not permitted"),
        (BASE + "undo_policy: lax\n", r"undo policy must be one of unlimited, strict"),
        (BASE + "title: [a]\n", r"line 3: title must be text"),
        (BASE + "yes: x\n", r"line 3: unknown scenario key 'yes'"),
        (BASE + "1.5: x\n", r"line 3: keys must be text"),
        ("game: !!python/object/apply:os.system ['echo']\n", r"tag !!python/object/apply"),
        ("game: !!binary aGk=\n", r"line 1: the YAML tag !!binary is not allowed"),
        (BASE + "values: {a: !!set {x, y}}\n", r"the YAML tag !!set is not allowed"),
        ("game: tally\nvalues: &v {a: *v}\n", r"line 2: an anchor \(&\) contains an alias"),
        ("[" * 3000 + "]" * 3000, r"nested too deeply"),
    ],
)
def test_malformed_scenarios_name_file_line_and_key(text: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message) as err:
        load_scenario_text(text, "bad.yaml")
    assert str(err.value).startswith("bad.yaml")


def test_anchor_bomb_is_refused_quickly() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]")
    with pytest.raises(ScenarioError, match="more than 100,000 values"):
        load_scenario_text("\n".join(["game: tally", *lines]), "bomb.yaml")


def test_dates_stay_text_and_null_keys_mean_not_given() -> None:
    game = load_scenario_text(BASE + "seed:\nvalues: {when: 2020-01-01}\n", "ok.yaml")
    assert game.state.value("when") == "2020-01-01"
    assert game.config.seed == 0
