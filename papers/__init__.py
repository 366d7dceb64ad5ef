"""Papers stage: read the formulas of a LaTeX or Markdown document and check them.

reading.py   LaTeX → sympy over chalk's quantities (latex2sympy2_extended, the name table)
scanning.py  where the formulas are: displayed environments, $$…$$, \\[…\\], inline $…$
             with a relation; the document's symbol maps and claim markers
formulas.py  one formula's text → chains of relations between sympy sides, numbers with units
judging.py   the checks: units, identity with chalk's definitions, z3, numbers by the author's
             sign and digits, the document's own symbols, definitions and hypotheses
maps.py      a document's symbol map, and chalk's names that put it in chalk's notation
prose.py     the words ("assume", "let", "where") that make a formula a hypothesis
hypotheses.py  such a formula and a regime (``\\ll``): stated, not claimed; their arithmetic judged
other_readings.py  readings under which a relation algebra refutes holds (51B, an equation solved)
stated.py    numbers stated outside math (tables, config, prose), one key per hyperparameter
given_lists.py  a list under **Given:** in prose: each name's value in base units, within its block
numbers.py   numbers compared by the author's sign and the digits written
verdicts.py  a formula's outcome, its findings, a relation's error
budgeted.py  the formulas judged in forked workers, each within its time budget
findings.py  what is reported: compiler-style lines, the summary, JSON, GitHub annotations
"""
