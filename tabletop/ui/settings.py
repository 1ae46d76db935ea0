"""The player's settings (window, animation, computer speed, the cores the computer thinks
on, auto-pass, the game New game started last), kept as JSON in the user folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from tabletop.ai.levels import cores_within, default_cores
from tabletop.engine.atomic import write_json_atomic
from tabletop.engine.paths import settings_path

ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.6, "normal": 1.0}
COMPUTER_SPEEDS: dict[str, float] = {"instant": 0.0, "fast": 0.25, "normal": 0.7, "slow": 1.4}
BEAT_SECONDS: dict[str, float] = {"instant": 0.0, "fast": 0.8, "normal": 1.6, "slow": 2.8}
MIN_SIZE = (1024, 640)  # the smallest window the table lays out in (tests/ui/test_text_overlap.py)
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    MIN_SIZE,
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
)


def core_choices() -> list[str]:
    """The "Computer thinks on" choices: 1 core up to the machine's (at most MAX_CORES)."""
    return [str(n) for n in range(1, default_cores() + 1)]


@dataclass(frozen=True)
class Settings:
    width: int = 1280
    height: int = 720
    fullscreen: bool = False
    animation: str = "normal"  # a key of ANIMATION_SPEEDS
    computer_speed: str = "normal"  # a key of COMPUTER_SPEEDS
    show_test_games: bool = False  # list games that exist for tests (Tally) in New game
    auto_pass: bool = False  # EoC: end your phase at once when ending it is all that is left
    #: every game asks the people at the table even when ending a phase is all that is left
    #: (a new game holds their seats: GameConfig.hold_seats)
    never_end_my_phase: bool = False
    last_game: str = ""  # the game New game started last: it is offered first next time
    #: New game's last choices for each game (players, seats, decks, options, undo), by game
    #: id: offered again the next time that game is picked
    new_game: dict[str, Any] = field(default_factory=dict)
    #: the reaction windows each game stops at for the person at the table (ui/stops.py), by
    #: game id: the kinds of decision at which it stops
    stops: dict[str, Any] = field(default_factory=dict)
    #: the cores Hard (and the Hint) thinks on at the table, 1 to ai/levels.MAX_CORES
    #: (ai/root_parallel.py)
    cores: int = field(default_factory=default_cores)

    @property
    def size(self) -> tuple[int, int]:
        return self.width, self.height

    @property
    def tween_seconds(self) -> float:
        """How long a card takes to glide to its new place (0: no animation; at most 0.2 s)."""
        return 0.2 * ANIMATION_SPEEDS.get(self.animation, 1.0)

    @property
    def computer_pause(self) -> float:
        """Seconds between two computer moves, so a player can follow them."""
        return COMPUTER_SPEEDS.get(self.computer_speed, 0.7)

    @property
    def beat_seconds(self) -> float:
        """How long a banner (a computer move, a reveal, a result, a new phase) stays."""
        return BEAT_SECONDS.get(self.computer_speed, 1.6)

    def with_size(self, size: tuple[int, int]) -> Settings:
        return replace(self, width=max(MIN_SIZE[0], size[0]), height=max(MIN_SIZE[1], size[1]))


def _clean(raw: Any) -> Settings:
    """Keep the known, well-typed keys of a settings file; anything else falls back."""
    base = Settings()
    if not isinstance(raw, dict):
        return base
    values: dict[str, Any] = {}
    for f in fields(Settings):
        value = raw.get(f.name)
        default = getattr(base, f.name)
        if isinstance(value, type(default)) and not (
            isinstance(value, bool) and not isinstance(default, bool)
        ):
            values[f.name] = value
    settings = replace(base, **values)
    if settings.animation not in ANIMATION_SPEEDS:
        settings = replace(settings, animation=base.animation)
    if settings.computer_speed not in COMPUTER_SPEEDS:
        settings = replace(settings, computer_speed=base.computer_speed)
    if settings.cores != cores_within(settings.cores):
        settings = replace(settings, cores=base.cores)
    return settings.with_size(settings.size)


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings; defaults when there is no file or it is unreadable."""
    path = settings_path() if path is None else path
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    return _clean(raw)


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings; returns an error message instead of raising."""
    path = settings_path() if path is None else path
    try:
        write_json_atomic(path, asdict(settings))
    except OSError as exc:
        return f"Could not save settings to {path}: {exc.strerror or exc}"
    return None
