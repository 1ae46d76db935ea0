"""The contract suite's games: every registered game (the five, Tally) and the example plugin
of docs/architecture.md, registered from its source folder (tests/test_plugin_game.py also
installs it from its wheel in a fresh environment and plays it there)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.engine import registry

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "highcard"
PLUGIN = "highcard"
GAMES = [*registry.game_ids(), PLUGIN]


def register_example() -> bool:
    """Register the example plugin; True if this call did (it was not registered)."""
    if str(EXAMPLE) not in sys.path:
        sys.path.insert(0, str(EXAMPLE))
    module = importlib.import_module("tabletop_highcard.rules")
    if PLUGIN in registry.game_ids():
        return False
    registry.register(module.RULES)
    return True


@pytest.fixture(autouse=True)
def example_plugin() -> Iterator[None]:
    """The example plugin is registered for each test of the suite, and only for them."""
    registered = register_example()
    yield
    if registered:
        registry.unregister(PLUGIN)
