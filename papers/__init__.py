"""Papers stage: read the formulas of a LaTeX or Markdown document and check them.

reading.py   LaTeX → sympy over chalk's quantities (latex2sympy2_extended, the name table)
scanning.py  where the formulas are: displayed environments, $$…$$, \\[…\\], inline $…$
             with a relation; the document's symbol maps and claim markers
formulas.py  one formula's text → chains of relations between sympy sides, numbers with units
judging.py   the checks: units, identity with chalk's definitions, z3, numbers by the author's
             sign and digits, the document's own symbols, definitions and hypotheses
findings.py  what is reported: compiler-style lines, the summary, JSON, GitHub annotations
"""
