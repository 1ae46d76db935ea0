"""`python -m tabletop`. The guard matters: worker processes (the simulator's, the bots')
are spawned, and a spawned worker imports the main module again."""

from tabletop.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
