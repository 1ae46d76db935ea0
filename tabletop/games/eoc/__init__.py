"""EoC, the Vanquisher card game (rulebook: ../shared/rulebooks/eoc-vanquisher.md)."""
