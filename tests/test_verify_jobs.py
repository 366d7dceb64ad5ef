"""`chalk verify -j N`: claims spread over processes, the report identical to a serial run."""

import json

import pytest

from chalk.cli import main
from chalk.constraints.verification import without_timing


def verify(capsys, *argv: str) -> tuple[int, str]:
    code = main(["verify", *argv])
    return code, capsys.readouterr().out


def test_parallel_json_and_table_match_a_serial_run(capsys):
    pattern = "racks.*"
    serial_code, serial = verify(capsys, pattern, "--json", "-j", "1")
    parallel_code, parallel = verify(capsys, pattern, "--json", "-j", "3")
    assert serial_code == parallel_code
    a, b = json.loads(serial), json.loads(parallel)
    assert [c["id"] for c in a["claims"]] == [c["id"] for c in b["claims"]]  # same order
    assert without_timing(a) == without_timing(b)
    _, table_serial = verify(capsys, pattern, "-j", "1")
    _, table_parallel = verify(capsys, pattern, "-j", "2")
    assert table_serial.rsplit(" in ", 1)[0] == table_parallel.rsplit(" in ", 1)[0]  # all but the time


@pytest.mark.parametrize("jobs", ["0", "-2", "many"])
def test_a_bad_job_count_is_a_one_line_error(capsys, jobs):
    assert main(["verify", "racks.*", "-j", jobs]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("chalk: error:")
