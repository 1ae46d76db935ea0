"""A small deterministic random number generator whose whole state is one integer.

The state lives in the game state, so a game can be saved, replayed and undone without
ever re-rolling: events record the outcome and the generator state after it.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """splitmix64: returns (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n), with rejection so there is no modulo bias."""
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, value = next_u64(state)
        if value < limit:
            return state, value % n


def shuffled(state: int, items: list[int]) -> tuple[int, list[int]]:
    """Fisher-Yates shuffle; returns (new_state, new order)."""
    order = list(items)
    for i in range(len(order) - 1, 0, -1):
        state, j = below(state, i + 1)
        order[i], order[j] = order[j], order[i]
    return state, order
