"""`tabletop simulate`: many bot games per deck pairing, their statistics, tables, plots and a
report (docs/simulate.md); what-if variants of the cards played on the same seeds.

settings.py (the run's settings, checked) -> plan.py (which games, with which seeds, once per
arm: the baseline and each variant) -> play.py (one game, as a JSON record) -> local.py or
cluster.py (where the games run; identity.py: a cluster worker's install checked against this
one) with checkpoint.py (resume) -> stats.py (the figures) and compare.py with paired.py (a
variant beside the baseline) -> tables.py, plots.py, report_html.py, summary.py (what is
written and shown). variant.py holds a variant as data, variant_parse.py reads it from
`--variant`, variant_cards.py makes and checks its cards and rules. run.py ties them into one
run (counts.py says how many games before it starts); command.py is the command line,
background.py runs one on a thread for the table's "Simulate these decks…" and open_report.py
opens its report; bench.py measures the speed.
"""
