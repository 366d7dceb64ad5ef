"""Shared test configuration: hypothesis runs derandomized, so a red build reproduces."""

import functools
import operator
import os

import pytest
from hypothesis import settings

# every run is derandomized (a fixed seed per test), so the README's test command gives the
# same result on every machine; CHALK_HYPOTHESIS_EXPLORE=1 draws fresh examples to hunt for bugs
settings.register_profile("ci", derandomize=True, deadline=None)
settings.register_profile("explore", deadline=None)
settings.load_profile("explore" if os.environ.get("CHALK_HYPOTHESIS_EXPLORE") else "ci")


def pytest_addoption(parser):
    parser.addoption(
        "--scheduler",
        metavar="ADDRESS",
        default=None,
        help="run the fuzz step's generated-statement shards on this Dask scheduler (tests/fuzz_campaign.py)",
    )


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory):
    """Tests never read or write the user's cache: `chalk verify` uses no proof cache unless a
    test names one (a test that changes a claim in memory must never be answered from a
    cached report), and any cache folder, and the key that seals cache files, lie in this test
    session's temporary folder."""
    os.environ["CHALK_CACHE_DIR"] = str(tmp_path_factory.getbasetemp() / "chalk-cache")
    os.environ["CHALK_CACHE_KEY_FILE"] = str(tmp_path_factory.getbasetemp() / "chalk-config" / "cache-key")
    os.environ["CHALK_NO_CACHE"] = "1"  # `chalk verify` proves afresh unless a test passes --cache-dir
    yield


# --- the lecture, verified once and rendered once per test session (tests/lecture_session.py) ---
@pytest.fixture(scope="session")
def lecture_outcomes(tmp_path_factory, pytestconfig):
    """Every lecture claim verified as `chalk verify` does (all four checks, z3 alone), once
    for the whole run: what the content, export and site tests read."""
    from tests.lecture_session import once_per_session, verify_lecture

    return once_per_session("lecture-outcomes", lambda: verify_lecture(False), tmp_path_factory, pytestconfig)


@pytest.fixture(scope="session")
def lecture_build(tmp_path_factory, pytestconfig):
    """The session's one `chalk build` of the lecture (tests/lecture_session.py), as a getter:
    the build runs (in one xdist worker, under the run's lock) when a test first asks for it."""
    from tests.lecture_session import LectureBuild, build_lecture, once_per_session

    def get() -> LectureBuild:
        return once_per_session(
            "lecture-build",
            lambda: build_lecture(tmp_path_factory.mktemp("lecture-build")),
            tmp_path_factory,
            pytestconfig,
        )

    return functools.cache(get)


@pytest.fixture(scope="session")
def lecture_results(lecture_outcomes):
    """The session's verification as the exporters' results (what `chalk build` renders)."""
    from tests.lecture_session import results_of

    return results_of(lecture_outcomes)


@pytest.fixture(scope="session")
def lecture_verdicts(lecture_outcomes):
    """Claim id → check name → verdict, from the session's verification."""
    return {o.id: o.verdicts for o in lecture_outcomes}


@pytest.fixture(scope="session")
def lecture_tree(lecture_results, tmp_path_factory, pytestconfig):
    """Every file of ``output/`` rendered once from the session's verification."""
    from chalk.exporters import output
    from tests.lecture_session import once_per_session

    return once_per_session("lecture-tree", lambda: output.render(lecture_results), tmp_path_factory, pytestconfig)


def _is_lecture(book) -> bool:
    from chalk.derivations.registry import REGISTRY

    return book is None or book is REGISTRY.load()


@pytest.fixture
def lecture_verification_served(monkeypatch, lecture_results):
    """`chalk build` and `chalk export` in this test take the session's verification of the
    lecture instead of verifying again (a user's book is still verified)."""
    from chalk.exporters import output

    verify = output.verify_all

    def served(book=None, confirm=True):
        return list(lecture_results) if _is_lecture(book) else verify(book, confirm)

    monkeypatch.setattr(output, "verify_all", served)


@pytest.fixture
def lecture_verify_served(monkeypatch, lecture_outcomes):
    """`chalk verify` in this test takes the session's verification of the whole lecture
    (the same call: every claim, every check, no proof cache, no --strict, no --confirm)
    instead of verifying again; any other selection or option is verified."""
    import copy

    from chalk.constraints import verification
    from chalk.derivations.check_names import CHECKS
    from chalk.derivations.registry import REGISTRY

    verify = verification.verify_all
    lecture = [e.id for e in REGISTRY.load().select("*")]

    def served(entries, checks, strict=False, jobs=1, cache_folder=None, confirm=False):
        same = [e.id for e in entries] == lecture and tuple(checks) == tuple(CHECKS)
        if same and not strict and cache_folder is None and not confirm:
            return copy.deepcopy(lecture_outcomes)
        return verify(entries, checks, strict, jobs, cache_folder, confirm)

    monkeypatch.setattr(verification, "verify_all", served)


@pytest.fixture
def lecture_build_served(monkeypatch, lecture_verification_served, lecture_results, lecture_tree):
    """As ``lecture_verification_served``, and the session's rendering stands in for
    rendering the session's results again (any other results are rendered)."""
    from chalk.exporters import output

    render = output.render

    def served(results, book=None):
        same = len(results) == len(lecture_results) and all(map(operator.is_, results, lecture_results))
        return lecture_tree if _is_lecture(book) and same else render(results, book)

    monkeypatch.setattr(output, "render", served)


@pytest.fixture(scope="session")
def chromium_browser():
    """One chromium for the worker that runs the browser group: playwright's sync API allows
    one running instance per process, so every browser test shares this one."""
    from chalk.exporters.site.browser import chromium

    with chromium() as b:
        yield b
