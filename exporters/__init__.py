"""Exporters: everything under ``output/`` is generated from the sympy source of truth.

latex.py        formulas, units, numbers, text and macro names for LaTeX
paper.py        claim snippets, part files, the standalone chalk.tex
python_code.py  numpy modules per part (derivations.codegen)
c_code.py       chalk.h / chalk.c (C99, doubles in base units)
figures.py      the lecture's board plots (matplotlib, deterministic)
report.py       report.md and verdicts.json
output.py       render all in memory, write atomically, compare for drift
parse_back.py   read exported formulas back with latex2sympy2_extended
"""
