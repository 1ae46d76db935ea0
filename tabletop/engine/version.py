"""The app's version, written into saves (the engine reads it without importing the package)."""

__version__ = "0.1.0"
