"""The games' table tests use the UI tests' headless app."""

from tests.ui.conftest import app  # noqa: F401  (a fixture: pytest finds it here)
