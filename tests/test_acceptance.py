"""Published numbers (acceptance cases P01–P18) reproduced through `chalk eval`.

Each check in tests/data/acceptance.json is a `chalk eval` command line; the test runs
it with --json and compares the value with the exact figure derived from the source's
inputs. Every check runs; a quantity a check requires that is not defined fails it.
"""

import json
from pathlib import Path

import pytest

from chalk.cli import main
from chalk.derivations.quantities import lookup

DATA = json.loads((Path(__file__).parent / "data" / "acceptance.json").read_text())
CHECKS = [
    pytest.param(case, check, id=f"{case['id']}-{k}")
    for case in DATA["cases"]
    for k, check in enumerate(case["checks"], 1)
]


def defined(name: str) -> bool:
    try:
        lookup(name)
    except KeyError:
        return False
    return True


@pytest.mark.parametrize(("case", "check"), CHECKS)
def test_published_number_is_reproduced_through_chalk_eval(capsys, case, check):
    missing = [q for q in check.get("requires", ()) if not defined(q)]
    assert not missing, f"{case['id']}: quantity {', '.join(missing)} is not defined"
    code = main(["eval", *check["argv"], "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    doc = json.loads(out.out)
    assert doc["unit"] == check["unit"]
    assert doc["value"] == pytest.approx(check["expected"], rel=max(check["rel_tol"], 1e-9)), case["title"]


def test_the_data_file_covers_every_acceptance_case_with_a_citation():
    ids = [c["id"] for c in DATA["cases"]]
    assert ids == [f"P{n:02d}" for n in range(1, 19)]
    for case in DATA["cases"]:
        assert case["citation"] and case["checks"], case["id"]
        for check in case["checks"]:
            assert "xfail" not in check and check["argv"] and "printed" in check, case["id"]
            assert check["expected"] is not None, case["id"]


def test_a_wrong_expected_value_would_fail(capsys):
    """The comparison is live: the P10 command does not reproduce a 512,000-byte figure."""
    argv = ["eval", "kv_bytes_per_token", "--model", "llama-2-7b", "--set", "bytes_per_element=2", "--json"]
    assert main(argv) == 0
    value = json.loads(capsys.readouterr().out)["value"]
    assert value != pytest.approx(512_000, rel=0.005)
