"""The `chalk` command line: exit codes, JSON schema, one-line errors, fast help."""

import json
import subprocess
import sys

from chalk.cli import main


def test_verify_exits_zero_when_every_claim_meets_its_expectation(capsys, lecture_verify_served):
    assert main(["verify"]) == 0
    assert "claims meet their expectation" in capsys.readouterr().out


def test_verify_json_lists_every_claim_with_four_timed_verdicts(capsys, lecture_verify_served):
    assert main(["verify", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is True and report["summary"]["claims"] == len(report["claims"]) > 0
    for c in report["claims"]:
        assert set(c["checks"]) == {"units", "identity", "numeric", "proof"}
        assert all(isinstance(v["seconds"], float) and v["status"] for v in c["checks"].values())


def test_derive_prints_each_step_with_its_verdict(capsys):
    assert main(["derive", "batching.optimal_batch_balances_weights_and_compute"]) == 0
    out = capsys.readouterr().out
    assert "t_compute = t_weights" in out and "B = B_star" in out
    steps = [line for line in out.splitlines() if line.lstrip().startswith("[")]
    assert len(steps) == 4 and all("]  proved (" in line for line in steps), steps
    assert "checks: units ok · identity proved · numeric ok · proof proved" in out


def test_unknown_claim_id_is_a_one_line_error_with_close_matches(capsys):
    assert main(["derive", "batching.optimal_batch"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "close matches" in err


def test_a_pattern_matching_nothing_is_a_usage_error(capsys):
    assert main(["verify", "nothing.here"]) == 2
    assert "no claim matches" in capsys.readouterr().err


def test_unknown_options_are_one_line_errors(capsys):
    assert main(["verify", "--frobnicate"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_help_does_not_import_sympy_or_z3():
    code = (
        "import sys; from chalk.cli import main; main(['--help']); "
        "print(sorted(m for m in ('sympy', 'z3', 'pint') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("[]")
