"""Issue 35: each game's scenario files have a JSON Schema (keys, zones, cards, values with
their kinds and words, goals), and the shipped scenarios and puzzles fit it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from tabletop.engine.registry import get_rules
from tabletop.engine.scenario_schema import scenario_schema
from tabletop.engine.value_survey import general_key, survey_values, value_line

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(
    [*(ROOT / "saves" / "scenarios").rglob("*.yaml"), *(ROOT / "saves" / "puzzles").rglob("*.yaml")]
)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_shipped_scenarios_fit_their_games_schema(path: Path) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    schema = scenario_schema(get_rules(data["game"]))
    json.dumps(schema)  # plain JSON
    props = schema["properties"]
    assert {k for k in data if not k.startswith("x-")} <= set(props)
    assert set(data.get("zones") or {}) <= set(props["zones"]["propertyNames"]["enum"])
    patterns = props["values"]["patternProperties"]
    for key in data.get("values") or {}:
        assert any(re.match(p, key) for p in patterns), key
    goal = data.get("goal") or {}
    assert set(goal) <= set(props["goal"]["properties"])


def test_value_keys_are_learned_with_their_kinds_and_words() -> None:
    rules = get_rules("clash")
    values = survey_values(rules)
    assert "damage.pN" in values and "a whole number" in values["damage.pN"].kinds
    assert value_line(rules, values["damage.pN"]) == "`damage.pN`: a whole number (damage)"
    assert value_line(rules, values["turn"]).startswith("`turn`: a seat number")
    assert general_key("stop.p0.bf2") == "stop.pN.bfN"
    assert general_key("round") == "round"
    schema = scenario_schema(rules)
    damage = schema["properties"]["values"]["patternProperties"][r"^damage\.p\d+$"]
    assert damage == {"description": "damage", "type": "integer"}
    assert schema["properties"]["turn"]["maximum"] == rules.max_players - 1


def test_the_schema_prints_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop.engine.scenario_schema import main

    assert main(["coe"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["title"] == "COE scenario file"
    assert printed["properties"]["priority"]["maximum"] == 1
