"""`tabletop simulate`: many bot games per deck pairing, their statistics, tables, plots and a
report (docs/simulate.md).

settings.py (the run's settings, checked) -> plan.py (which games, with which seeds) -> play.py
(one game, as a JSON record) -> local.py or cluster.py (where the games run) with checkpoint.py
(resume) -> stats.py (the figures) -> tables.py, plots.py, report_html.py, summary.py (what is
written and shown). run.py ties them into one run; command.py is the command line and
background.py runs one on a thread for the table's "Simulate these decks…"; bench.py measures
the speed.
"""
