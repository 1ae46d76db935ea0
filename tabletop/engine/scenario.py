"""Scenarios: YAML that sets up a position by placing named cards into named zones.

Used for tutorial positions, bug reports and the fixtures of rules tests (like Forge's puzzle
files). See docs/scenario-format.md. Every error names the file, the line, and the card or zone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.cards.yamlsource import YamlSource, YamlSyntaxError, load_yaml, parse_yaml
from tabletop.engine.errors import ScenarioError, TabletopError, UnknownGame
from tabletop.engine.rules import Context, GameConfig

BASE_KEYS = {
    "game",
    "title",
    "description",
    "seed",
    "players",
    "decks",
    "seats",
    "names",
    "options",
    "undo_policy",
    "phase",
    "values",
    "zones",
    "to_act",
    "prompt",
}
CARD_KEYS = {"card", "face_up", "counters", "flags", "label", "attach", "owner"}


def _fail(source: YamlSource, path: tuple[str | int, ...], message: str) -> ScenarioError:
    return ScenarioError(f"{source.where(path)}: {message}")


def read_scenario(path: str | Path) -> YamlSource:
    try:
        source = load_yaml(Path(path))
    except YamlSyntaxError as exc:
        raise ScenarioError(str(exc)) from None
    if not isinstance(source.data, dict):
        raise ScenarioError(f"{path}: a scenario is a YAML mapping (game, zones, ...)")
    return source


def scenario_config(source: YamlSource) -> GameConfig:
    from tabletop.engine.api import make_config

    data = source.data
    if "game" not in data:
        raise _fail(source, (), "a scenario must say which game it is for (game: ...)")
    unknown = [k for k in data if k not in BASE_KEYS and not str(k).startswith("x-")]
    try:
        from tabletop.engine.registry import get_rules

        rules = get_rules(str(data["game"]))
    except UnknownGame as exc:
        raise _fail(source, ("game",), str(exc)) from None
    extra_allowed = set(getattr(rules, "scenario_keys", ()))
    for key in unknown:
        if key not in extra_allowed:
            raise _fail(source, (key,), f"unknown scenario key {key!r}")
    try:
        return make_config(
            str(data["game"]),
            seed=int(data.get("seed", 0)),
            players=data.get("players"),
            decks=data.get("decks"),
            seats=data.get("seats"),
            names=data.get("names"),
            options=data.get("options"),
            undo_policy=str(data.get("undo_policy", "unlimited")),
        )
    except (ValueError, TypeError, TabletopError) as exc:
        raise _fail(source, (), str(exc)) from None


def apply_scenario(ctx: Context, data: dict[str, Any], source: YamlSource | None = None) -> None:
    """Create the scenario's cards and values in an empty state, then let the rules go on."""
    if source is None:
        source = YamlSource(data, {}, "scenario")
    rules = ctx.rules
    zones = ctx.zones
    by_name = {}
    for card_id, card in rules.cardset.cards.items():
        by_name[str(getattr(card, "name", card_id)).casefold()] = card_id
    labels: dict[str, int] = {}
    attachments: list[tuple[int, str, tuple[str | int, ...]]] = []
    raw_zones = data.get("zones") or {}
    if not isinstance(raw_zones, dict):
        raise _fail(source, ("zones",), "zones must map zone ids to lists of cards")
    for zone_id, entries in raw_zones.items():
        if zone_id not in zones:
            known = ", ".join(sorted(zones))
            raise _fail(source, ("zones", zone_id), f"unknown zone {zone_id!r} (zones: {known})")
        zone = zones[zone_id]
        if not isinstance(entries, list):
            raise _fail(source, ("zones", zone_id), f"zone {zone_id}: give a list of cards")
        if zone.capacity is not None and len(entries) > zone.capacity:
            raise _fail(
                source, ("zones", zone_id), f"zone {zone_id} holds at most {zone.capacity} cards"
            )
        ctx.state.zones.setdefault(zone_id, [])
        for index, entry in enumerate(entries):
            path = ("zones", zone_id, index)
            spec = {"card": entry} if isinstance(entry, str) else entry
            if not isinstance(spec, dict) or "card" not in spec:
                raise _fail(source, path, "each card is a name, or a mapping with 'card:'")
            for key in spec:
                if key not in CARD_KEYS:
                    raise _fail(source, (*path, key), f"unknown card key {key!r}")
            ref = str(spec["card"])
            found = ref if ref in rules.cardset.cards else by_name.get(ref.casefold())
            if found is None:
                raise _fail(source, path, f"unknown card {ref!r} in zone {zone_id}")
            owner = spec.get("owner", zone.owner if zone.owner is not None else 0)
            if not isinstance(owner, int) or not 0 <= owner < ctx.state.players:
                raise _fail(source, (*path, "owner"), f"card {ref!r}: owner must be a seat number")
            face_up = spec.get("face_up", zone.face_up)
            iid = ctx.create(found, owner, zone_id, bool(face_up))
            counters = spec.get("counters") or {}
            if not isinstance(counters, dict):
                raise _fail(source, (*path, "counters"), f"card {ref!r}: counters is a mapping")
            for name, value in counters.items():
                if not isinstance(value, int) or value < 0:
                    raise _fail(
                        source,
                        (*path, "counters", name),
                        f"card {ref!r}: counter {name} must be a whole number >= 0",
                    )
                ctx.set_counter(iid, str(name), value)
            for flag in spec.get("flags") or []:
                ctx.flag(iid, str(flag))
            if "label" in spec:
                labels[str(spec["label"])] = iid
            if "attach" in spec:
                attachments.append((iid, str(spec["attach"]), (*path, "attach")))
    for iid, label, where in attachments:
        if label not in labels:
            raise _fail(source, where, f"no card labelled {label!r} to attach to")
        ctx.attach(iid, labels[label])
    values = data.get("values") or {}
    if not isinstance(values, dict):
        raise _fail(source, ("values",), "values must be a mapping")
    for key, value in values.items():
        ctx.set_value(str(key), value)
    if "phase" in data:
        ctx.phase(str(data["phase"]), f"Scenario starts in the {data['phase']} phase")
    extra = {k: v for k, v in data.items() if k not in BASE_KEYS and not str(k).startswith("x-")}
    try:
        rules.apply_scenario(ctx, extra)
        rules.after_scenario(ctx)
    except (ValueError, KeyError) as exc:
        raise _fail(source, (), f"the position is not playable: {exc}") from None
    to_act = data.get("to_act")
    if to_act is not None:
        seats = to_act if isinstance(to_act, list) else [to_act]
        decision = ctx.state.decision
        if decision is None or tuple(seats) != decision.seats:
            kind = decision.kind if decision else "act"
            prompt = str(data.get("prompt") or (decision.prompt if decision else "act"))
            data_items = dict(decision.data) if decision else {}
            ctx.ask(kind, seats, prompt, **data_items)


def load_scenario_source(source: YamlSource) -> Any:
    from tabletop.engine.game import Game
    from tabletop.engine.registry import get_rules

    config = scenario_config(source)
    rules = get_rules(config.game_id)
    try:
        return Game(rules, config, _Scenario(source))
    except ScenarioError:
        raise
    except TabletopError as exc:
        raise ScenarioError(f"{source.name}: {exc}") from None


class _Scenario(dict[str, Any]):
    """The scenario's data, remembering its YAML source for error messages."""

    def __init__(self, source: YamlSource) -> None:
        super().__init__(source.data)
        self.source = source


def load_scenario_text(text: str, name: str = "scenario") -> Any:
    try:
        source = parse_yaml(text, name)
    except YamlSyntaxError as exc:
        raise ScenarioError(str(exc)) from None
    if not isinstance(source.data, dict):
        raise ScenarioError(f"{name}: a scenario is a YAML mapping (game, zones, ...)")
    return load_scenario_source(source)


def load_scenario(path: str | Path) -> Any:
    return load_scenario_source(read_scenario(path))
