"""`tabletop simulate`: many bot games per deck pairing, their statistics, tables, plots and a
report (docs/simulate.md).

plan.py (which games, with which seeds) -> play.py (one game, as a JSON record) -> local.py or
cluster.py (where the games run) with checkpoint.py (resume) -> stats.py (the figures) ->
tables.py, plots.py, report_html.py, summary.py (what is written and shown); command.py is the
command line.
"""
