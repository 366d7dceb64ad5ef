"""The proof cache: a second `chalk verify` is served from it with the same verdicts and
JSON; corrupt, foreign, tampered and stale entries are ignored, never served."""

import json
import os

import pytest
import sympy as sp

from chalk.cli import main
from chalk.constraints import proof_cache as pc
from chalk.constraints.prover import prove
from chalk.constraints.verdict import Status, Verdict
from chalk.constraints.verification import without_timing

x = sp.Symbol("x", positive=True)


def verify_json(capsys, *argv: str) -> tuple[dict, str]:
    assert main(["verify", "racks.*", "-j", "1", *argv]) == 0
    out = capsys.readouterr().out
    return (json.loads(out) if "--json" in argv else {}), out


def test_a_second_verify_is_served_from_the_cache_with_identical_verdicts_and_json(tmp_path, capsys):
    cache = str(tmp_path / "cache")
    cold, _ = verify_json(capsys, "--json", "--cache-dir", cache)
    warm, _ = verify_json(capsys, "--json", "--cache-dir", cache)
    assert without_timing(warm) == without_timing(cold)
    _, table = verify_json(capsys, "--cache-dir", cache)
    assert table.rstrip().endswith(f"the whole report served from the cache ({cache})")
    _, cold_table = verify_json(capsys, "--no-cache")
    assert table.rsplit("\n", 2)[0] == cold_table.rsplit("\n", 2)[0]  # the same table, all but the last line


def test_without_the_report_every_obligation_comes_from_the_proof_cache(tmp_path, capsys):
    import shutil

    cache = tmp_path / "cache"
    cold, _ = verify_json(capsys, "--json", "--cache-dir", str(cache))
    shutil.rmtree(cache / "reports")  # as after an edit elsewhere: the report misses, the obligations do not
    warm, _ = verify_json(capsys, "--json", "--cache-dir", str(cache))
    assert without_timing(warm) == without_timing(cold)
    shutil.rmtree(cache / "reports")
    _, table = verify_json(capsys, "--cache-dir", str(cache))
    served = table.rsplit("; ", 1)[1]
    hits, total = (int(n) for n in served.split(" z3 ")[0].split(" of "))
    assert hits == total > 0


def test_a_cached_report_is_read_without_importing_sympy_or_z3(tmp_path):
    import subprocess
    import sys

    probe = (
        "import sys\nfrom chalk.cli import main\ncode = main(['verify', 'racks.*', '-j', '1'])\n"
        "print('HEAVY', sorted(m for m in ('sympy', 'z3') if m in sys.modules))\nsys.exit(code)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "CHALK_NO_CACHE"} | {"CHALK_CACHE_DIR": str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env) for _ in range(2)]
    assert [r.returncode for r in runs] == [0, 0]
    assert "HEAVY ['sympy', 'z3']" in runs[0].stdout and "HEAVY []" in runs[1].stdout


def test_the_report_key_follows_every_source_and_a_tampered_report_is_ignored(tmp_path, monkeypatch):
    source = tmp_path / "claims.py"
    source.write_text("x = 1\n")
    monkeypatch.setattr(pc, "_source_files", lambda: [source])
    before = pc.report_key("racks.*")
    source.write_text("x = 2\n")
    assert pc.report_key("racks.*") != before and pc.report_key("batching.*") != pc.report_key("racks.*")
    reports = pc.ReportCache(tmp_path)
    report = {"ok": True, "claims": [], "summary": {}}
    reports.put("k", report)
    assert reports.get("k") == report
    entry = json.loads(reports.path("k").read_text())
    entry["report"]["ok"] = False
    reports.path("k").write_text(json.dumps(entry))
    assert reports.get("k") is None and reports.ignored == 1


def test_no_cache_writes_nothing_and_the_environment_picks_the_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CHALK_NO_CACHE")
    verify_json(capsys, "--no-cache")
    assert not (tmp_path / ".chalk-cache").exists()
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "env"))
    verify_json(capsys)
    assert any((tmp_path / "env" / "proofs").rglob("*.json"))


def stored(tmp_path) -> tuple[pc.ProofCache, str, Verdict]:
    cache = pc.ProofCache(tmp_path)
    statement = x**2 + 1 > x
    fresh = cache.prove(prove, statement, [], 5000, "proof")
    return cache, cache.key(statement, [], "proof"), fresh


def test_a_hit_returns_the_stored_verdict(tmp_path):
    cache, _, fresh = stored(tmp_path)
    again = cache.prove(prove, x**2 + 1 > x, [], 5000, "proof")
    assert (cache.hits, cache.misses) == (1, 1)
    assert (again.status, again.detail, again.decided_by) == (fresh.status, fresh.detail, fresh.decided_by)
    assert again.status == Status.PROVED


def test_a_refutation_keeps_its_countermodel(tmp_path):
    cache = pc.ProofCache(tmp_path)
    first = cache.prove(prove, x > 1, [], 5000, "proof")
    second = cache.prove(prove, x > 1, [], 5000, "proof")
    assert second.status == Status.REFUTED and second.countermodel == first.countermodel and cache.hits == 1


@pytest.mark.parametrize("damage", ["truncated", "garbage", "tampered", "foreign"])
def test_corrupt_tampered_and_foreign_entries_are_ignored(tmp_path, damage):
    cache, key, fresh = stored(tmp_path)
    path = cache.path(key)
    entry = json.loads(path.read_text())
    if damage == "truncated":
        path.write_text(path.read_text()[:40])
    elif damage == "garbage":
        path.write_bytes(os.urandom(64))
    elif damage == "tampered":  # a refutation written over a proof, digest left as it was
        entry["verdict"]["status"] = "refuted"
        path.write_text(json.dumps(entry))
    else:  # another obligation's entry copied to this key's place
        other = pc.ProofCache(tmp_path / "other")
        other.prove(prove, x > 1, [], 5000, "proof")
        path.write_text(other.path(other.key(x > 1, [], "proof")).read_text())
    again = cache.prove(prove, x**2 + 1 > x, [], 5000, "proof")
    assert cache.ignored == 1 and cache.hits == 0
    assert again.status == fresh.status == Status.PROVED


def test_a_stale_entry_from_another_checker_version_is_not_read(tmp_path, monkeypatch):
    cache, key, _ = stored(tmp_path)
    monkeypatch.setattr(pc, "CHECKER_VERSION", pc.CHECKER_VERSION + 1)
    pc.checker_identity.cache_clear()
    try:
        assert cache.key(x**2 + 1 > x, [], "proof") != key
        cache.prove(prove, x**2 + 1 > x, [], 5000, "proof")
        assert (cache.hits, cache.misses) == (0, 2)
    finally:
        monkeypatch.undo()
        pc.checker_identity.cache_clear()


def test_the_key_covers_hypotheses_check_and_assumptions(tmp_path):
    cache = pc.ProofCache(tmp_path)
    y = sp.Symbol("x", real=True)  # same name, other assumptions
    keys = {
        cache.key(x > 0, [], "proof"),
        cache.key(x > 0, [x > 2], "proof"),
        cache.key(x > 0, [], "identity"),
        cache.key(y > 0, [], "proof"),
    }
    assert len(keys) == 4


def test_timeouts_are_not_cached(tmp_path):
    cache = pc.ProofCache(tmp_path)
    timeout = Verdict("proof", Status.UNKNOWN, "z3 returned unknown (timeout)", "z3")
    cache.put("ab" * 32, timeout)
    assert not any(tmp_path.rglob("*.json"))


def test_timings_are_dropped_or_zeroed_but_a_countermodel_symbol_named_like_one_keeps_its_value():
    check = {"status": "refuted", "seconds": 0.4, "countermodel": {"seconds": "3", "warmup_seconds": "1/2"}}
    report = {"summary": {"seconds": 2.0, "second_solver": {"z3_seconds": 1.0}}, "claims": [{"checks": {"p": check}}]}
    untimed = pc.retimed(report)
    assert untimed == {
        "summary": {"second_solver": {}},
        "claims": [{"checks": {"p": {"status": "refuted", "countermodel": {"seconds": "3", "warmup_seconds": "1/2"}}}}],
    }
    zeroed = pc.retimed(report, 0.0)
    assert zeroed["summary"]["seconds"] == 0.0 and zeroed["claims"][0]["checks"]["p"]["seconds"] == 0.0
    assert zeroed["claims"][0]["checks"]["p"]["countermodel"] == {"seconds": "3", "warmup_seconds": "1/2"}
