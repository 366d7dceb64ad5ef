"""unfold is memoised; a later declaration must still be unfolded where it appears.

Runs in a fresh interpreter: declaring quantities here would otherwise add them to the
symbol table every later test (and every export) of this session sees."""

import subprocess
import sys

SCENARIO = """
import sympy as sp
from chalk.derivations.quantities import define, unfold
from chalk.derivations.vocabulary import batch, context

later = sp.Symbol("later_quantity", positive=True)
assert unfold(2 * later) == 2 * later  # not a definition yet: left as it is (and cached)
define("later_quantity", batch * context, "token", "declared after an unfold used it")
assert unfold(2 * later) == 2 * batch * context, unfold(2 * later)

inner = define("inner_quantity", batch + batch, "sequence", "inner")
outer = define("outer_quantity", sp.Max(inner, 3 * batch) * context, "token", "outer")
assert unfold(outer) == sp.Max(2 * batch, 3 * batch) * context
assert unfold(outer).free_symbols == {batch, context}
print("ok")
"""


def test_unfold_sees_definitions_declared_after_it_cached_a_result():
    done = subprocess.run([sys.executable, "-c", SCENARIO], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
