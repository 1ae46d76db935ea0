"""Idle CPU of the app: open the title menu or a table, let it sit still for N seconds, and
print the process's CPU seconds per wall second (docs/benchmarks.md, "Idle CPU").

    SDL_VIDEODRIVER=dummy python tools/idle_cpu.py title 20
    SDL_VIDEODRIVER=dummy python tools/idle_cpu.py table 20
"""

from __future__ import annotations

import sys
import threading
import time


def main(where: str, seconds: float) -> None:
    import pygame

    import tabletop
    from tabletop.ui import app as app_module

    game = None
    if where == "table":  # the person's turn, nobody else to act: a still table
        game = tabletop.new_game("empyrean", seed=4, seats=("human", "human"))
    settle = 3.0  # the first frames (fonts, faces) are not idle; measure after them

    def stop() -> None:
        time.sleep(settle + seconds)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    marks: list[float] = []

    def mark() -> None:
        time.sleep(settle)
        marks.extend([time.process_time(), time.monotonic()])

    threading.Thread(target=stop, daemon=True).start()
    threading.Thread(target=mark, daemon=True).start()
    app_module.run(game=game)
    cpu, wall = time.process_time() - marks[0], time.monotonic() - marks[1]
    print(f"{where}: {cpu:.3f} CPU s over {wall:.1f} s = {100 * cpu / wall:.1f}% of a core")


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
