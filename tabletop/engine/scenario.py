"""Scenarios: YAML that sets up a position by placing named cards into named zones.

Used for tutorial positions, bug reports and the fixtures of rules tests (like Forge's puzzle
files). See docs/scenario-format.md. Every error names the file, the line, and the card, zone
or key; nothing is loaded when there is one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.engine.config import SettingError, make_config
from tabletop.engine.errors import ScenarioError, TabletopError, UnknownGame
from tabletop.engine.flow import HOLD_VALUE
from tabletop.engine.goals import GoalError, parse_goal
from tabletop.engine.limits import first_of
from tabletop.engine.nearest import nearest
from tabletop.engine.plural import counted
from tabletop.engine.position_limits import position_problems
from tabletop.engine.registry import get_rules
from tabletop.engine.rules import Context, GameConfig, GameRules
from tabletop.engine.scenario_checks import (
    CARD_KEYS,
    MAX_ATTACHED,
    MAX_SCENARIO_CARDS,
    SCENARIO_KEYS,
    bounds_problem,
    game_key_problem,
    is_whole,
    kind_of,
    shown,
    value_problem,
    wrong_shape,
)
from tabletop.engine.state import SETUP_PHASE
from tabletop.engine.value_keys import split_seat
from tabletop.engine.value_kinds import value_kinds
from tabletop.engine.value_names import is_known, known_values, misspelling_of
from tabletop.engine.yamlsource import YamlSource, YamlSyntaxError, load_yaml

BASE_KEYS = set(SCENARIO_KEYS)

YamlPath = tuple[str | int, ...]


def _fail(source: YamlSource, path: YamlPath, message: str) -> ScenarioError:
    return ScenarioError(f"{source.where(path)}: {message}")


def mapping_source(source: YamlSource) -> YamlSource:
    if not isinstance(source.data, dict):
        raise ScenarioError(f"{source.name}: a scenario is a YAML mapping (game, zones, ...)")
    if source.data.get("format") == "tabletop-save":
        raise ScenarioError(
            f"{source.name}: this is a save, not a scenario (load it with `tabletop play --load`)"
        )
    if "cards" in source.data and "game" not in source.data:
        raise ScenarioError(
            f"{source.name}: this is a cardset file, not a scenario "
            "(check it with `tabletop validate GAME`)"
        )
    return source


def read_scenario(path: str | Path) -> YamlSource:
    try:
        source = load_yaml(Path(path))
    except YamlSyntaxError as exc:
        raise ScenarioError(str(exc)) from None
    return mapping_source(source)


def check_keys(source: YamlSource, extra_allowed: set[str]) -> None:
    """Every top-level key is known and holds the right kind of value."""
    for key, value in source.data.items():
        if key in SCENARIO_KEYS:
            problem = None if value is None else wrong_shape(key, value, SCENARIO_KEYS)
            if problem:
                raise _fail(source, (key,), problem)
        elif not str(key).startswith("x-") and key not in extra_allowed:
            raise _fail(source, (key,), f"unknown scenario key {key!r}")


def scenario_config(source: YamlSource) -> GameConfig:
    data = source.data
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise _fail(source, ("game",), "a scenario must say which game it is for (game: ...)")
    try:
        rules = get_rules(game_id)
    except UnknownGame as exc:
        raise _fail(source, ("game",), str(exc)) from None
    check_keys(source, set(rules.scenario_keys))
    try:
        return make_config(
            rules,
            seed=data.get("seed") or 0,
            players=data.get("players"),
            decks=data.get("decks"),
            seats=data.get("seats"),
            names=data.get("names"),
            options=data.get("options"),
            undo_policy=data.get("undo_policy") or "unlimited",
        )
    except SettingError as exc:  # at the setting's line, when the scenario gives it
        raise _fail(source, (exc.field,) if exc.field in data else (), str(exc)) from None
    except (ValueError, TabletopError) as exc:
        raise _fail(source, (), str(exc)) from None


def apply_scenario(
    ctx: Context, data: dict[str, Any], source: YamlSource | None = None
) -> dict[str, int]:
    """Create the scenario's cards and values in an empty state, then let the rules go on.
    Returns the cards' labels (`label:`) with their instance ids."""
    if source is None:
        source = YamlSource(data, {}, "scenario")
        check_keys(source, set(ctx.rules.scenario_keys))
    placer = _Placer(ctx, source)
    placer.place(data.get("zones") or {})
    values = data.get("values") or {}
    kinds = value_kinds(ctx.rules.id, ctx.state.players) if values else {}
    known = known_values(ctx.rules, ctx.state.players) if values else set()
    for key, value in values.items():
        problem = _value_problem(ctx, key, value, kinds) or _misspelt(key, known)
        if problem:
            raise _fail(source, ("values", key), f"value {shown(key)} {problem}")
        ctx.set_value(key, value)
    if data.get("phase") is not None:
        _check_phase(ctx.rules, str(data["phase"]), source)
        ctx.phase(str(data["phase"]), f"Scenario starts in the {data['phase']} phase")
    extra = _game_keys(ctx, data, source)
    ctx.hold_flow = bool(data.get("stop_at_start"))
    ctx.scenario_at = str(data.get("at") or "inside")
    _hold(ctx, data, source)
    try:
        ctx.rules.apply_scenario(ctx, extra)
        if not data.get("sandbox"):
            _check_position(ctx, data, source, placer.paths)
        ctx.rules.after_scenario(ctx)
    except (ValueError, KeyError, TypeError, IndexError, ArithmeticError) as exc:
        raise _fail(source, (), f"the position is not playable: {exc}") from None
    _ask_seats(ctx, data, source)
    if ctx.state.decision is None and ctx.state.result is None:
        raise _fail(
            source,
            ("phase",),
            f"nobody is asked to act in phase {ctx.state.phase!r}: "
            "give a phase the game goes on from, or to_act",
        )
    labels = {label: iid for label, (iid, _) in placer.labels.items()}
    _check_goal(ctx, data, source, labels)
    return labels


def _check_position(
    ctx: Context, data: dict[str, Any], source: YamlSource, paths: dict[int, YamlPath]
) -> None:
    """The placed position is one the game's rules can hold (its `position_limits`); the
    first problem is named with the card's (or value's) line and the rule."""
    problems = position_problems(
        ctx.state, ctx.rules.position_limits(), ctx.rules.card_name, list(ctx.config.names)
    )
    if not problems:
        return
    first = problems[0]
    path: YamlPath = ("zones",)
    if first.iid is not None and first.iid in paths:
        path = paths[first.iid]
    elif first.value is not None:
        values = data.get("values") or {}
        base, _ = split_seat(first.value)
        path = ("values", first.value) if first.value in values else (base,)
        if path[0] not in data:
            path = ()
    said = first_of([p.message for p in problems])
    raise _fail(
        source,
        path,
        f"a position the rules cannot hold: {said} "
        "(a scenario that wants it says sandbox: true, and is no puzzle)",
    )


def _check_goal(
    ctx: Context, data: dict[str, Any], source: YamlSource, labels: dict[str, int]
) -> None:
    """A puzzle's `goal:` must be one the engine can check (engine/goals.py)."""
    if data.get("goal") is None:
        return
    known = known_values(ctx.rules, ctx.state.players)
    try:
        parse_goal(
            data["goal"],
            labels,
            ctx.state.players,
            set(ctx.zones),
            ctx.state,
            lambda key: is_known(key, known),
        )
    except GoalError as exc:
        raise _fail(source, ("goal", *exc.path), str(exc)) from None


def _check_phase(rules: GameRules, phase: str, source: YamlSource) -> None:
    """`phase:` names a phase of the game's turn or round that a scenario can start in (the
    game's `scenario_phases`): never `setup`, the state before the game begins."""
    phases = rules.scenario_phases
    if phase != SETUP_PHASE and (phases is None or phase in phases):
        return
    if not phases:
        said = f"{rules.title} scenarios name no phase (leave phase out)"
    else:
        said = f"phases: {', '.join(phases)}; leave phase out for the first"
    raise _fail(source, ("phase",), f"no phase {shown(phase)} to start in ({said})")


def _misspelt(key: Any, known: set[str]) -> str | None:
    """A `values:` key a letter or two from one the game keeps: a misspelling, refused."""
    meant = misspelling_of(key, known) if isinstance(key, str) else None
    return None if meant is None else f"is not one the game keeps: {meant!r}?"


def _value_problem(
    ctx: Context, key: Any, value: Any, kinds: dict[str, frozenset[str]]
) -> str | None:
    """Why `value` may not be set under `key` of `values:`: not plain data, of another kind
    than the game keeps there, or out of the range the rules read it in."""
    if not isinstance(key, str):
        return "must have a text key"
    problem = value_problem(value)
    if problem is None and key in kinds and kind_of(value) not in kinds[key]:
        kind = " or ".join(sorted(kinds[key] - {"null"}))
        problem = f"must be {kind} (as the game keeps it), not {shown(value)}"
    if problem is None and value is not None:
        problem = bounds_problem(key, value, ctx.rules, ctx.state.players)
    return problem


def _game_keys(ctx: Context, data: dict[str, Any], source: YamlSource) -> dict[str, Any]:
    """The game's own keys that are given (null: not given), each checked for its kind."""
    extra = {
        k: v
        for k, v in data.items()
        if k not in BASE_KEYS and not str(k).startswith("x-") and v is not None
    }
    for key, value in extra.items():
        problem = game_key_problem(str(key), value, ctx.rules, ctx.state.players)
        if problem:
            raise _fail(source, (key,), problem)
    return extra


def _hold(ctx: Context, data: dict[str, Any], source: YamlSource) -> None:
    """`hold: true` (or a list of seats): no decision of theirs closes by itself."""
    hold = data.get("hold")
    if not hold:
        return
    players = ctx.state.players
    if isinstance(hold, list) and (
        any(not 0 <= seat < players for seat in hold) or len(set(hold)) != len(hold)
    ):
        raise _fail(
            source,
            ("hold",),
            f"hold must be true or name different seats from 0 to {players - 1}, not {shown(hold)}",
        )
    ctx.set_value(HOLD_VALUE, True if hold is True else sorted(hold))


def _ask_seats(ctx: Context, data: dict[str, Any], source: YamlSource) -> None:
    to_act = data.get("to_act")
    if to_act is None:
        return
    seats = to_act if isinstance(to_act, list) else [to_act]
    players = ctx.state.players
    if any(not 0 <= seat < players for seat in seats) or len(set(seats)) != len(seats):
        raise _fail(
            source,
            ("to_act",),
            f"to_act must name different seats from 0 to {players - 1}, not {shown(to_act)}",
        )
    decision = ctx.state.decision
    if decision is None or tuple(seats) != decision.seats:
        kind = decision.kind if decision else "act"
        prompt = str(data.get("prompt") or (decision.prompt if decision else "act"))
        data_items = dict(decision.data) if decision else {}
        ctx.ask(kind, seats, prompt, **data_items)


class _Placer:
    """Puts the scenario's cards into their zones, with counters, flags and attachments."""

    def __init__(self, ctx: Context, source: YamlSource) -> None:
        self.ctx = ctx
        self.source = source
        self.by_name = {
            card.name.casefold(): card_id for card_id, card in ctx.rules.cardset.cards.items()
        }
        self.labels: dict[str, tuple[int, YamlPath]] = {}
        self.paths: dict[int, YamlPath] = {}  # each placed card's entry, for messages
        self.attachments: list[tuple[int, str, YamlPath]] = []

    def place(self, zones: dict[str, Any]) -> None:
        cards = sum(len(e) for e in zones.values() if isinstance(e, list))
        if cards > MAX_SCENARIO_CARDS:
            raise _fail(
                self.source,
                ("zones",),
                f"{cards:,} cards (a scenario places at most {MAX_SCENARIO_CARDS:,})",
            )
        for zone_id, entries in zones.items():
            self._zone(zone_id, entries)
        self._attach()

    def _zone(self, zone_id: str, entries: Any) -> None:
        ctx, source = self.ctx, self.source
        if zone_id not in ctx.zones:
            known = nearest(str(zone_id), ctx.zones)
            raise _fail(
                source, ("zones", zone_id), f"unknown zone {shown(zone_id)} (zones: {known})"
            )
        zone = ctx.zones[zone_id]
        if not isinstance(entries, list):
            raise _fail(source, ("zones", zone_id), f"zone {zone_id}: give a list of cards")
        if zone.capacity is not None and len(entries) > zone.capacity:
            extra = entries[zone.capacity]
            name = extra.get("card") if isinstance(extra, dict) else extra
            raise _fail(
                source,
                ("zones", zone_id, zone.capacity),
                f"zone {zone_id} holds at most {counted(zone.capacity, 'card')} (the board's "
                f"{zone.label or zone_id}): {shown(name)} is one too many",
            )
        ctx.open_zones([zone_id])
        for index, entry in enumerate(entries):
            self._card(zone_id, ("zones", zone_id, index), entry)

    def _card(self, zone_id: str, path: YamlPath, entry: Any) -> None:
        ctx, source = self.ctx, self.source
        spec = {"card": entry} if isinstance(entry, str) else entry
        if not isinstance(spec, dict) or "card" not in spec:
            raise _fail(source, path, "each card is a name, or a mapping with 'card:'")
        for key, value in spec.items():
            if key not in CARD_KEYS:
                raise _fail(source, (*path, key), f"unknown card key {key!r}")
            problem = wrong_shape(str(key), value, CARD_KEYS)
            if problem:
                raise _fail(source, (*path, key), f"card {shown(spec['card'])}: {problem}")
        ref = spec["card"]
        found = ref if ref in ctx.rules.cardset.cards else self.by_name.get(ref.casefold())
        if found is None:
            raise _fail(source, path, f"unknown card {ref!r} in zone {zone_id}")
        zone = ctx.zones[zone_id]
        owner = spec.get("owner", zone.owner if zone.owner is not None else 0)
        if not 0 <= owner < ctx.state.players:
            raise _fail(source, (*path, "owner"), f"card {ref!r}: owner must be a seat number")
        iid = ctx.create(found, owner, zone_id, spec.get("face_up", zone.face_up))
        self.paths[iid] = path
        for name, value in (spec.get("counters") or {}).items():
            if not is_whole(value) or value < 0:
                raise _fail(
                    source,
                    (*path, "counters", name),
                    f"card {ref!r}: counter {name} must be a whole number >= 0",
                )
            ctx.set_counter(iid, str(name), value)
        for flag in spec.get("flags") or []:
            ctx.flag(iid, flag)
        for number in spec.get("used") or []:
            flag = ctx.rules.used_ability_flag(found, number - 1)
            if flag is None:
                raise _fail(
                    source, (*path, "used"), f"card {ref!r} has no once-only ability {number}"
                )
            ctx.flag(iid, flag)
        if "label" in spec:
            label = spec["label"]
            if label in self.labels:
                raise _fail(source, (*path, "label"), f"two cards are labelled {label!r}")
            self.labels[label] = (iid, path)
        if "attach" in spec:
            self.attachments.append((iid, spec["attach"], (*path, "attach")))

    def _attach(self) -> None:
        host_of: dict[int, int] = {}
        for iid, label, where in self.attachments:
            if label not in self.labels:
                raise _fail(self.source, where, f"no card labelled {label!r} to attach to")
            host = self.labels[label][0]
            seen = {iid}
            step: int | None = host
            while step is not None:
                if step in seen:
                    raise _fail(self.source, where, f"attaching to {label!r} makes a loop")
                seen.add(step)
                step = host_of.get(step)
            host_of[iid] = host
            guests = sum(1 for h in host_of.values() if h == host)
            if guests > MAX_ATTACHED:
                raise _fail(
                    self.source, where, f"more than {MAX_ATTACHED} cards attached to {label!r}"
                )
            self.ctx.attach(iid, host)


class ScenarioData(dict[str, Any]):
    """The scenario's data, remembering its YAML source for error messages."""

    def __init__(self, source: YamlSource) -> None:
        super().__init__(source.data)
        self.source = source
