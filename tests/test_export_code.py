"""Generated numeric code: the C compiles warning-free, and C, numpy and sympy agree."""

import ctypes
import shutil
import subprocess
import types

import mpmath
import numpy as np
import pytest
import sympy as sp

from chalk.constraints.numeric import sample_points
from chalk.exporters import c_code, inventory, python_code
from chalk.exporters.codegen import numpy_function

POINTS = 1000
REL_TOL = 1e-12
CC = shutil.which("cc") or shutil.which("gcc")


@pytest.fixture(scope="module")
def groups():
    return inventory.groups([])


@pytest.fixture(scope="module")
def extra():
    return inventory.appendices()


@pytest.fixture(scope="module")
def names(groups, extra):
    return [q for g in groups for q in g.quantities] + [q for a in extra for q in a.quantities]


@pytest.fixture(scope="module")
def c_library(tmp_path_factory, names):
    if CC is None:
        pytest.skip("no C compiler")
    d = tmp_path_factory.mktemp("c")
    (d / "chalk.h").write_text(c_code.header(names))
    (d / "chalk.c").write_text(c_code.source(names))
    cmd = [CC, "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-fPIC", "-shared"]
    done = subprocess.run(
        [*cmd, "-o", str(d / "libchalk.so"), str(d / "chalk.c"), "-lm"], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stderr, done.stderr
    return ctypes.CDLL(str(d / "libchalk.so"))


@pytest.fixture(scope="module")
def python_modules(groups, extra):
    modules = {}
    for path, source in python_code.render(groups, extra).items():
        module = types.ModuleType(path)
        exec(compile(source, path, "exec"), module.__dict__)  # chalk's generated code, never user text
        modules.update({n: module.__dict__[n] for n in module.__dict__ if not n.startswith("_")})
    return modules


def test_every_defined_quantity_of_every_part_has_code(groups, names):
    from chalk.derivations.quantities import all_quantities

    defined = {q.name for q in all_quantities() if q.definition is not None}
    assert set(names) == defined
    assert len(names) == len(set(names)), "a quantity is defined in two lecture modules"


def test_generated_python_imports_only_numpy(groups, extra):
    for path, source in python_code.render(groups, extra).items():
        imports = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
        assert imports == ["import numpy"], path


def test_c_header_documents_the_argument_order(names):
    header = c_code.header(names)
    for n in names:
        f = numpy_function(n)
        block = header.split(f"/* chalk_{n}:", 1)[1].split("*/", 1)[0]
        listed = [line.split()[1] for line in block.splitlines() if line.startswith(" *   ")]
        assert listed == [s.name for s in f.inputs]


def _reference(f):
    """sympy's expression evaluated at 30 digits (mpmath), independently of numpy and C."""
    fn = sp.lambdify(f.inputs, f.expr, modules="mpmath")

    def at(point, i) -> float:
        with mpmath.workdps(30):
            return float(fn(*(mpmath.mpf(float(point[s][i])) for s in f.inputs)))

    return at


def _declared_bounds(inputs) -> list:
    """Each input's declared upper bound (an acceptance rate < 1) as a hypothesis, so the samples
    stay where the value is physically possible (α^(γ+1) at α = 1e3 is past the double range)."""
    from chalk.derivations.quantities import of

    bounds = []
    for s in inputs:
        q = of(s)
        d = q.domain if q is not None else None
        if d is not None and d.high is not None:
            bounds.append(sp.Lt(s, d.high) if d.high_open else sp.Le(s, d.high))
    return bounds


def test_c_numpy_and_sympy_agree_at_random_points(names, c_library, python_modules):
    worst = {}
    for n in names:
        f = numpy_function(n)
        point = sample_points(list(f.inputs), POINTS, seed=sum(map(ord, n)), hypotheses=_declared_bounds(f.inputs))
        py = np.broadcast_to(np.asarray(python_modules[n](**{s.name: point[s] for s in f.inputs}), float), (POINTS,))
        c_fn = getattr(c_library, f"chalk_{n}")
        c_fn.restype = ctypes.c_double
        c_fn.argtypes = [ctypes.c_double] * len(f.inputs)
        c = np.array([c_fn(*(float(point[s][i]) for s in f.inputs)) for i in range(POINTS)])
        reference = _reference(f)
        ref = np.array([reference(point, i) for i in range(POINTS)])
        assert np.all(np.isfinite(ref)), n
        nonzero = ref != 0
        assert np.all(py[~nonzero] == 0) and np.all(c[~nonzero] == 0), n  # e.g. (1 - 1/R) at R = 1
        rel_py = np.max(np.abs(py - ref)[nonzero] / np.abs(ref[nonzero]), initial=0.0)
        rel_c = np.max(np.abs(c - ref)[nonzero] / np.abs(ref[nonzero]), initial=0.0)
        worst[n] = max(rel_py, rel_c)
        assert rel_py <= REL_TOL and rel_c <= REL_TOL, (n, rel_py, rel_c)
    print(f"{len(names)} functions × {POINTS} points; worst relative error {max(worst.values()):.2e}")


def test_sympy_reference_matches_evalf_on_a_subset(names):
    for n in names:
        f = numpy_function(n)
        point = sample_points(list(f.inputs), 5, seed=7)
        reference = _reference(f)
        for i in range(5):
            exact = f.expr.xreplace({s: sp.Float(float(point[s][i]), 30) for s in f.inputs}).evalf(30)
            assert abs(float(exact) - reference(point, i)) <= 1e-15 * abs(float(exact)), n
