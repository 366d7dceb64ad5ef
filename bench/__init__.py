"""chalk's benchmark: ``python -m bench`` measures verify, start-up, the generated-numpy
sweep and a peer calculator side by side, each against a baseline measured in the same
run, and writes ``output/bench/report.json`` and ``report.md``.

It lives outside ``tests/``: the default test run never times anything.
"""
