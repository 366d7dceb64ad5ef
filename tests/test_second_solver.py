"""cvc5 as a second, independent solver on the SMT-LIB text of every z3 proof."""

import json
from pathlib import Path

import pytest
import sympy as sp

from chalk.cli import main
from chalk.constraints import Confirmation, Status, cvc5_check, prove, smtlib

x, y = sp.symbols("x y", positive=True)
OUTPUT = Path(__file__).resolve().parents[1] / "output"


def test_a_z3_proof_is_confirmed_by_cvc5_from_its_smtlib_text():
    v = prove((x + y) ** 2 >= 4 * x * y, confirm=True)
    assert v.status == Status.PROVED
    assert v.confirmation.solver == "cvc5" and v.confirmation.result == "unsat"
    assert "(check-sat)" in v.obligations[0] and "(set-logic QF_UFNIRA)" in v.obligations[0]


def test_the_obligation_is_the_same_text_every_time():
    first = prove(sp.sqrt(x * y) <= (x + y) / 2).obligations
    assert first and prove(sp.sqrt(x * y) <= (x + y) / 2).obligations == first


def test_cvc5_finds_a_model_where_the_text_is_satisfiable():
    text = "(set-logic QF_UFNIRA)\n(declare-fun a () Real)\n(assert (> (* a a) 2.0))\n(check-sat)\n"
    assert cvc5_check(text).result == "sat"


def test_when_the_solvers_disagree_the_verdict_is_an_error_naming_both(monkeypatch):
    monkeypatch.setattr(smtlib, "cvc5_check", lambda text: Confirmation("cvc5", "sat", "", 0.0, 1, 0))
    v = prove((x + y) ** 2 >= 4 * x * y, confirm=True)
    assert v.status == Status.ERROR
    assert "z3 says unsat" in v.detail and "cvc5 says sat" in v.detail


def test_an_unknown_from_cvc5_leaves_the_proof_and_says_so(monkeypatch):
    monkeypatch.setattr(smtlib, "cvc5_check", lambda text: Confirmation("cvc5", "unknown", "timeout", 0.0, 1, 0))
    v = prove(sp.sqrt(x * y) <= (x + y) / 2, confirm=True)
    assert v.status == Status.PROVED and v.confirmation.result == "unknown"
    assert v.to_json()["confirmation"]["reason"] == "timeout"


def test_verify_confirm_reports_confirmations_and_each_solvers_time(capsys):
    assert main(["verify", "racks.training_bubble_fraction", "--confirm", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    summary, checks = report["summary"]["second_solver"], report["claims"][0]["checks"]
    proof = checks["proof"]
    assert proof["status"] == "proved" and proof["decided_by"] == "z3"
    assert proof["confirmation"]["result"] == "unsat"
    assert proof["confirmation"]["confirmed"] == proof["confirmation"]["obligations"] > 0
    obligations = sum(v["confirmation"]["obligations"] for v in checks.values() if "confirmation" in v)
    assert summary["confirmed"] == summary["z3_proofs"] == obligations and not summary["disagreements"]
    assert summary["z3_seconds"] >= 0 and summary["cvc5_seconds"] > 0


@pytest.mark.parametrize("path", sorted((OUTPUT / "smt").glob("*.smt2"))[:3], ids=lambda p: p.stem)
def test_a_committed_obligation_file_reruns_in_cvc5(path):
    """Each script's obligations (separated by (reset)) give the answer its comment says."""
    for part in path.read_text().split("\n(reset)\n"):
        expected = "unsat" if "; z3 says unsat" in part else "sat"
        assert cvc5_check(part).result in (expected, "unknown")


def test_every_claim_with_a_z3_proof_has_an_obligation_file():
    report = json.loads((OUTPUT / "verdicts.json").read_text())
    decided = [
        c["id"]
        for c in report["claims"]
        if any(v["decided_by"] == "z3" and v["status"] in ("proved", "refuted") for v in c["checks"].values())
    ]
    assert decided and all((OUTPUT / "smt" / f"{cid}.smt2").is_file() for cid in decided)
