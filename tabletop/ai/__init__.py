"""Bots that play through the same `legal()` as everyone, and the batch simulator."""
