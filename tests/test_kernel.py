"""The proof kernel (constraints/kernel.py) is the only maker of proved and refuted verdicts,
and it checks the evidence it can check: a countermodel is substituted back by the kernel
itself, a cancellation is recomputed, a verdict of parts needs every part sealed."""

from __future__ import annotations

import ast
import dataclasses
import pickle
from pathlib import Path

import pytest
import sympy as sp

from chalk.constraints import kernel
from chalk.constraints.verdict import Decider, Status, Unsealed, Verdict

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIRS = ["api", "cli", "constraints", "derivations", "evaluation", "exporters", "papers", "planning", "units"]
x = sp.Symbol("x", real=True)
n = sp.Symbol("n", integer=True, positive=True)


def _modules() -> list[Path]:
    return sorted(p for d in PACKAGE_DIRS for p in (ROOT / d).rglob("*.py"))


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return f"{_name(node.value)}.{node.attr}"
    return node.id if isinstance(node, ast.Name) else ""


#: who may hand the kernel which evidence (the solver's own module for what the kernel records
#: as given; tests/ may build any)
ALLOWED = {
    "kernel.Unsat": {"constraints/prover.py", "constraints/cvc5_prover.py"},
    "kernel.Falsified": {"constraints/checks.py", "constraints/mutation.py"},
    "kernel.replayed": {"constraints/proof_cache.py"},
    "Decider.Z3": {"constraints/prover.py"},
    "Decider.CVC5_B": {"constraints/cvc5_prover.py"},
    "Decider.CVC5_B_LINEARISED": {"constraints/cvc5_prover.py"},
}


def test_no_module_but_the_kernel_seals_a_verdict_or_names_a_proved_or_refuted_status_in_a_constructor():
    found = []
    for path in _modules():
        rel = str(path.relative_to(ROOT))
        if rel in ("constraints/kernel.py", "constraints/verdict.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Name | ast.Attribute) and _name(node).endswith("KERNEL_SEAL"):
                found.append(f"{rel}:{node.lineno} names KERNEL_SEAL")
            if not isinstance(node, ast.Call):
                continue
            called = _name(node.func)
            values = [*node.args, *(k.value for k in node.keywords)]
            if any(k.arg == "seal" for k in node.keywords):
                found.append(f"{rel}:{node.lineno} passes seal=")
            if called.endswith(("Verdict", "replace")) and any(
                _name(v) in ("Status.PROVED", "Status.REFUTED") for v in values
            ):
                found.append(f"{rel}:{node.lineno} {called}(... {'/'.join(_name(v) for v in values if _name(v))})")
    assert found == []


@pytest.mark.parametrize("name", sorted(ALLOWED))
def test_evidence_the_kernel_records_as_given_comes_only_from_the_module_that_checks_it(name):
    users = set()
    for path in _modules():
        rel = str(path.relative_to(ROOT))
        if rel == "constraints/kernel.py":
            continue
        if any(_name(node) == name for node in ast.walk(ast.parse(path.read_text()))):
            users.add(rel)
    assert users <= ALLOWED[name], f"{name} used in {sorted(users - ALLOWED[name])}"
    assert users, f"{name} is used nowhere: the allow-list is stale"


def test_a_proved_or_refuted_verdict_made_outside_the_kernel_is_refused():
    with pytest.raises(Unsealed):
        Verdict("proof", Status.PROVED, "forged", "z3")
    with pytest.raises(Unsealed):
        Verdict("proof", Status.REFUTED, "forged", "z3", (("x", "1"),))
    unknown = Verdict("proof", Status.UNKNOWN, "z3 returned unknown (timeout)", "z3")
    with pytest.raises(Unsealed):
        dataclasses.replace(unknown, status=Status.PROVED)


def test_a_sealed_verdict_cannot_be_relabelled_with_a_decider_outside_the_closed_list():
    v = kernel.proved("proof", Decider.SYMPY, kernel.EvaluatedTrue(sp.true), "sympy evaluates it to True")
    assert v.sealed and v.decided_by == "sympy"
    with pytest.raises(Unsealed):
        dataclasses.replace(v, decided_by="my own solver")
    assert dataclasses.replace(v, detail="restated").sealed  # restating keeps the seal and the status


def test_a_sealed_verdict_stays_sealed_across_a_process_boundary():
    v = kernel.refuted("proof", Decider.Z3, kernel.Countermodel(x > 0, (), {x: sp.Integer(-1)}, {}), "x = -1")
    again = pickle.loads(pickle.dumps(v))
    assert again.sealed and again == v


def test_a_countermodel_that_does_not_falsify_the_statement_is_rejected():
    with pytest.raises(kernel.Rejected, match="TRUE at the countermodel"):
        kernel.refuted("proof", Decider.Z3, kernel.Countermodel(x > 0, (), {x: sp.Integer(1)}, {}), "forged")


def test_a_countermodel_is_rejected_when_a_hypothesis_fails_a_value_breaks_an_assumption_or_a_symbol_is_missing():
    y = sp.Symbol("y", real=True)
    cases = [
        (kernel.Countermodel(x > 0, (x > 5,), {x: sp.Integer(-1)}, {}), "hypothesis"),
        (kernel.Countermodel(sp.Gt(n, 5, evaluate=False), (), {n: sp.Rational(1, 2)}, {}), "assumption"),
        (kernel.Countermodel(x > y, (), {x: sp.Integer(0)}, {}), "no value for y"),
    ]
    for evidence, why in cases:
        with pytest.raises(kernel.Rejected, match=why):
            kernel.refuted("proof", Decider.Z3, evidence, "forged")


def test_a_function_table_value_that_breaks_the_function_s_assumptions_is_rejected():
    f = sp.Function("f", positive=True)
    table = {f: ({(sp.Integer(0),): sp.Integer(-1)}, sp.Integer(1))}
    with pytest.raises(kernel.Rejected, match="assumption"):
        kernel.refuted("proof", Decider.Z3, kernel.Countermodel(f(x) > 0, (), {x: sp.Integer(0)}, table), "forged")


def test_the_kernel_writes_the_countermodel_text_an_undefined_statement_included():
    v = kernel.refuted("proof", Decider.Z3, kernel.Countermodel(1 / x > 0, (), {x: sp.Integer(0)}, {}), "x = 0")
    assert v.countermodel == (("x", "0"),)


def test_a_cancellation_is_recomputed_and_a_partial_side_needs_a_sealed_proof_of_its_definedness():
    ok = kernel.proved("identity", Decider.SYMPY, kernel.Cancelled(x * (x + 1), x**2 + x), "cancels")
    assert ok.decided_by == "sympy"
    with pytest.raises(kernel.Rejected, match="does not cancel"):
        kernel.proved("identity", Decider.SYMPY, kernel.Cancelled(x * (x + 1), x**2), "forged")
    with pytest.raises(kernel.Rejected, match="partial"):
        kernel.proved("identity", Decider.SYMPY, kernel.Cancelled((x**2 - 1) / (x - 1), x + 1), "forged")


def test_a_verdict_of_parts_needs_every_part_sealed_and_proved():
    part = kernel.proved("identity", Decider.SYMPY, kernel.Cancelled(2 * x, x + x), "cancels")
    refuted = kernel.refuted("identity", Decider.Z3, kernel.Countermodel(x > 0, (), {x: sp.Integer(0)}, {}), "x=0")
    assert kernel.proved("identity", Decider.SYMPY, kernel.Parts((part, part)), "2 steps").status == Status.PROVED
    with pytest.raises(kernel.Rejected):
        kernel.proved("identity", Decider.SYMPY, kernel.Parts((part, refuted)), "forged")
    with pytest.raises(kernel.Rejected):
        kernel.proved("identity", Decider.SYMPY, kernel.Parts(()), "forged")


def test_a_z3_proof_needs_the_text_of_what_z3_decided_and_sympy_s_needs_a_literal_true():
    with pytest.raises(kernel.Rejected, match="SMT-LIB"):
        kernel.proved("proof", Decider.Z3, kernel.Unsat(()), "forged")
    with pytest.raises(kernel.Rejected, match="does not evaluate to True"):
        kernel.proved("proof", Decider.SYMPY, kernel.EvaluatedTrue(x > 0), "forged")


def test_a_cache_entry_naming_an_unknown_decider_is_not_replayed():
    with pytest.raises(kernel.Rejected):
        kernel.replayed("proof", kernel.Replayed(Status.PROVED), "planted", "my own solver")
    with pytest.raises(kernel.Rejected):
        kernel.replayed("proof", kernel.Replayed(Status.UNKNOWN), "planted", "z3")
