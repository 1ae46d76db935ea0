"""Stops: where the table waits for a person who may only react.

A game names its reaction windows (`GameRules.reaction_windows`: UCG's Dawn, where the player
to act may only ignite an Immediate effect or go on). The table passes such a window for the
person in front of the screen unless they set a stop there (P at the table, or Settings), so a
card in hand that could be ignited does not halt every turn. A stop is kept per game and per
window in the settings; Settings' "never end my phase" stops everywhere.
"""

from __future__ import annotations

from dataclasses import replace

from tabletop.engine.commands import Command
from tabletop.ui.session import Session, is_pass
from tabletop.ui.settings import Settings


def stops_of(settings: Settings, game_id: str) -> tuple[str, ...]:
    """The windows of `game_id` the player stops at (kinds of decision)."""
    kept = settings.stops.get(game_id)
    return tuple(k for k in kept if isinstance(k, str)) if isinstance(kept, list) else ()


def with_stop(settings: Settings, game_id: str, window: str, on: bool) -> Settings:
    """`settings` with the stop at `window` of `game_id` set or cleared."""
    kept = [k for k in stops_of(settings, game_id) if k != window]
    if on:
        kept.append(window)
    return replace(settings, stops={**settings.stops, game_id: sorted(kept)})


def window_to_pass(session: Session, settings: Settings) -> tuple[Command, str] | None:
    """The command that goes on from the reaction window the person is asked in, and the
    window's name, when no stop is set there; None when the table should wait."""
    game = session.game
    decision = game.state.decision
    windows = game.rules.reaction_windows
    if decision is None or decision.kind not in windows or settings.never_end_my_phase:
        return None
    if decision.kind in stops_of(settings, game.config.game_id):
        return None
    mine = session.my_commands()
    way_on = [c for c in mine if c.source is None and c.target is None and is_pass(c)]
    if len(way_on) != 1:
        return None
    return way_on[0], windows[decision.kind]


def stop_lines(settings: Settings, session: Session) -> list[tuple[str, str, bool]]:
    """Each reaction window of the table's game: its kind, its name, and whether a stop is
    set there."""
    game = session.game
    stops = stops_of(settings, game.config.game_id)
    return [(kind, name, kind in stops) for kind, name in game.rules.reaction_windows.items()]


def stops_words(settings: Settings, session: Session) -> str:
    """The stops in a few words ("Stops: Dawn", "Stops: none"); empty for a game with no
    reaction windows."""
    lines = stop_lines(settings, session)
    if not lines:
        return ""
    named = [name for _, name, on in lines if on]
    return "Stops: " + (", ".join(named) if named else "none")
