"""Clash of Armies: Medieval, the deck-builder (rulebook: clash-of-armies-medieval.md)."""
