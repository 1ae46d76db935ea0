"""Plots take most of a small simulation's time: only tests marked `plots` draw them."""

from __future__ import annotations

import pytest

from tabletop.sim import plots


@pytest.fixture(autouse=True)
def no_plots_unless_asked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("plots") is None:
        monkeypatch.setattr(plots, "available", lambda: False)
