"""The proof cache: a second `chalk verify` is served from it with the same verdicts and
JSON; corrupt, foreign, forged, tampered and stale entries are ignored, never served, and
each ends in a verdict computed afresh. Entries are sealed with this user's key."""

import json
import os

import pytest
import sympy as sp

from chalk.cli import main
from chalk.constraints import kernel
from chalk.constraints import proof_cache as pc
from chalk.constraints.prover import prove
from chalk.constraints.stops import TIMED_OUT, Stop
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


def test_a_cached_report_is_read_without_importing_z3(tmp_path):
    """sympy builds the claims the report is keyed on; z3 is never asked."""
    import subprocess
    import sys

    probe = (
        "import sys\nfrom chalk.cli import main\ncode = main(['verify', 'racks.*', '-j', '1'])\n"
        "print('HEAVY', sorted(m for m in ('sympy', 'z3') if m in sys.modules))\nsys.exit(code)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "CHALK_NO_CACHE"} | {"CHALK_CACHE_DIR": str(tmp_path)}
    runs = [subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env) for _ in range(2)]
    assert [r.returncode for r in runs] == [0, 0]
    assert "HEAVY ['sympy', 'z3']" in runs[0].stdout and "HEAVY ['sympy']" in runs[1].stdout
    assert "the whole report served from the cache" in runs[1].stdout


def test_the_report_key_follows_the_claims_the_sources_and_the_selection(tmp_path, monkeypatch):
    source = tmp_path / "claims.py"
    source.write_text("x = 1\n")
    monkeypatch.setattr(pc, "_source_files", lambda: [source])
    before = pc.report_key("racks.*", "claim a")
    assert pc.report_key("racks.*", "claim b") != before
    assert pc.report_key("batching.*", "claim a") != before
    source.write_text("x = 2\n")
    assert pc.report_key("racks.*", "claim a") != before
    source.write_text("x = 1\n")
    monkeypatch.setattr(pc, "entry_point_versions", lambda: ["mine = mine from mine 2.0"])
    assert pc.report_key("racks.*", "claim a") != before


def test_a_report_edited_from_not_met_to_met_is_rejected(tmp_path):
    reports = pc.ReportCache(tmp_path)
    report = {"ok": False, "claims": [{"id": "c", "met": False, "checks": {}}], "summary": {"met": 0}}
    reports.put("k", report)
    assert reports.get("k") == report
    mac, payload = reports.path("k").read_bytes().split(b"\n", 1)
    edited = payload.replace(b'"ok":false', b'"ok":true').replace(b'"met":false', b'"met":true')
    assert edited != payload
    reports.path("k").write_bytes(mac + b"\n" + edited)
    assert reports.get("k") is None and reports.ignored == 1
    reports.path("k").write_text(json.dumps({"key": "k", "report": {**report, "ok": True}, "digest": "0" * 64}))
    assert reports.get("k") is None and reports.ignored == 2  # the old unkeyed format is not ours either


def test_a_report_sealed_with_another_users_key_is_ignored(tmp_path, monkeypatch):
    reports = pc.ReportCache(tmp_path)
    met = {"ok": True, "claims": [{"id": "c", "met": True, "checks": {}}], "summary": {"met": 1}}
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "mallory" / "cache-key"))
    reports.put("k", met)
    assert reports.get("k") == met  # mallory's own chalk would serve it
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "alice" / "cache-key"))
    assert reports.get("k") is None and reports.ignored == 1


def test_no_cache_writes_nothing_and_the_environment_picks_the_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CHALK_NO_CACHE")
    verify_json(capsys, "--no-cache")
    assert not any(tmp_path.iterdir())
    monkeypatch.setenv("CHALK_CACHE_DIR", str(tmp_path / "env"))
    verify_json(capsys)
    assert any((tmp_path / "env" / "proofs").rglob("*.json"))


def test_the_default_cache_folder_is_outside_the_checkout(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CHALK_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert pc.cache_root() == tmp_path / "xdg" / "chalk"
    assert pc.cache_root("mine") == pc.Path("mine")
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert pc.cache_root() == tmp_path / "home" / ".cache" / "chalk"


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


@pytest.mark.parametrize("damage", ["truncated", "garbage", "tampered", "foreign", "unkeyed", "empty"])
def test_corrupt_tampered_and_foreign_entries_are_ignored(tmp_path, damage):
    cache, key, fresh = stored(tmp_path)
    path = cache.path(key)
    mac, payload = path.read_bytes().split(b"\n", 1)
    if damage == "truncated":
        path.write_bytes(path.read_bytes()[:40])
    elif damage == "garbage":
        path.write_bytes(os.urandom(64))
    elif damage == "tampered":  # a refutation written over a proof, the MAC left as it was
        assert b'"proved"' in payload
        path.write_bytes(mac + b"\n" + payload.replace(b'"proved"', b'"refuted"'))
    elif damage == "foreign":  # another obligation's entry copied to this key's place
        other = pc.ProofCache(tmp_path / "other")
        other.prove(prove, x > 1, [], 5000, "proof")
        path.write_bytes(other.path(other.key(x > 1, [], "proof")).read_bytes())
    elif damage == "unkeyed":  # the old format: an unkeyed SHA-256 anyone can recompute
        path.write_text(json.dumps({"key": key, "verdict": json.loads(payload), "digest": "0" * 64}))
    else:
        path.write_bytes(b"")
    again = cache.prove(prove, x**2 + 1 > x, [], 5000, "proof")
    assert cache.ignored == 1 and cache.hits == 0
    assert again.status == fresh.status == Status.PROVED


def forged_proof(statement, hypotheses=(), check="proof") -> dict:
    return {
        "check": check,
        "status": "proved",
        "detail": "z3: unsat",
        "decided_by": "z3",
        "countermodel": [],
        "obligations": ["(assert false)\n(check-sat)"],  # what the old cvc5 path re-solved
    }


def test_a_hand_written_proof_of_a_false_statement_is_ignored_and_refuted_cold(tmp_path):
    cache = pc.ProofCache(tmp_path)
    key = cache.key(x > 1, [], "proof")
    forged = json.dumps(forged_proof(x > 1), sort_keys=True)
    cache.path(key).parent.mkdir(parents=True)
    cache.path(key).write_text(pc.hashlib.sha256(forged.encode()).hexdigest() + "\n" + forged)
    v = cache.prove(prove, x > 1, [], 5000, "proof")
    assert v.status == Status.REFUTED and cache.ignored == 1 and cache.hits == 0


def test_a_proof_sealed_with_another_users_key_is_ignored(tmp_path, monkeypatch):
    cache = pc.ProofCache(tmp_path)
    key = cache.key(x > 1, [], "proof")
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "mallory" / "cache-key"))
    assert pc.sealed.write(cache.path(key), "proof", key, forged_proof(x > 1))
    assert cache.get(key).status == Status.PROVED  # mallory's own cache would believe it
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "alice" / "cache-key"))
    v = cache.prove(prove, x > 1, [], 5000, "proof")
    assert v.status == Status.REFUTED and cache.hits == 0


def test_confirm_reads_no_cache_so_a_forged_entry_confirms_nothing(tmp_path):
    """Even an entry that passes its seal (the key stolen) is not what --confirm asks cvc5 about."""
    cache = pc.ProofCache(tmp_path)
    key = cache.key(x > 1, [], "proof")
    assert pc.sealed.write(cache.path(key), "proof", key, forged_proof(x > 1))
    with pc.using(cache):
        assert pc.cached_prove(x > 1, [], 5000, "proof").status == Status.PROVED  # the stolen-key case
        confirmed = pc.cached_prove(x > 1, [], 5000, "proof", confirm=True)
    assert confirmed.status == Status.REFUTED  # z3 and both second opinions judged it afresh
    assert cache.hits == 1  # only the unconfirmed call read the cache


def test_stored_entries_hold_no_obligation_text(tmp_path):
    cache, key, fresh = stored(tmp_path)
    assert fresh.obligations  # z3 decided it from SMT-LIB text ...
    assert b"assert" not in cache.path(key).read_bytes()  # ... which the entry does not keep
    assert cache.get(key).obligations == ()


def test_the_key_file_is_private_and_an_exposed_one_turns_caching_off(tmp_path, monkeypatch):
    import stat

    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(tmp_path / "config" / "cache-key"))
    cache, key, _ = stored(tmp_path / "cache")
    made = tmp_path / "config" / "cache-key"
    assert stat.S_IMODE(made.stat().st_mode) == 0o600 and len(made.read_bytes()) == 32
    exposed = tmp_path / "exposed-key"
    exposed.write_bytes(made.read_bytes())
    exposed.chmod(0o644)
    monkeypatch.setenv("CHALK_CACHE_KEY_FILE", str(exposed))
    assert pc.sealed.secret_key() is None
    assert cache.get(key) is None  # not even our own entries, once anyone may have read the key
    cache.put("cd" * 32, kernel.replayed("proof", kernel.Replayed(Status.PROVED), "z3: unsat", "z3"))
    assert not cache.path("cd" * 32).exists()


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
    f, f_pos = sp.Function("f"), sp.Function("f", positive=True)  # srepr spells both Function('f')
    keys = {
        cache.key(x > 0, [], "proof"),
        cache.key(x > 0, [x > 2], "proof"),
        cache.key(x > 0, [], "identity"),
        cache.key(y > 0, [], "proof"),
        cache.key(f(x) > 1, [], "proof"),
        cache.key(f_pos(x) > 1, [], "proof"),
        cache.key(f_pos(x) >= f(x), [], "proof"),
        cache.key(f(x) >= f_pos(x), [], "proof"),
    }
    assert len(keys) == 8


def test_the_key_follows_a_helper_class_defined_outside_sympy(tmp_path, monkeypatch):
    helper = tmp_path / "helper_fn.py"
    helper.write_text("import sympy\nclass g(sympy.Function):\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import helper_fn

    cache = pc.ProofCache(tmp_path)
    before = cache.key(helper_fn.g(x) > 0, [], "proof")
    helper.write_text("import sympy\nclass g(sympy.Function):\n    is_positive = True\n")
    pc._file_digest.cache_clear()
    assert cache.key(helper_fn.g(x) > 0, [], "proof") != before
    assert cache.key(sp.Function("g")(x) > 0, [], "proof") != before


def test_timeouts_are_not_cached(tmp_path):
    cache = pc.ProofCache(tmp_path)
    timeout = Verdict("proof", Status.UNKNOWN, "z3 returned unknown (timeout)", "z3", stops=TIMED_OUT)
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


def test_the_cache_refuses_a_timed_out_verdict_by_its_flag_never_by_the_words_of_its_detail():
    from chalk.constraints.proof_cache import cacheable
    from chalk.constraints.verdict import Status, Verdict

    assert not cacheable(Verdict("proof", Status.UNKNOWN, "z3 gave up", "z3", stops=TIMED_OUT))
    # the wall-clock backstop depends on the machine too; a resource limit does not
    assert not cacheable(Verdict("proof", Status.UNKNOWN, "killed", "cvc5", stops=frozenset({Stop.BACKSTOP})))
    assert cacheable(Verdict("proof", Status.UNKNOWN, "resourceout", "cvc5", stops=frozenset({Stop.RESOURCE})))
    # a reason that merely mentions a timeout (a claim about timeouts, say) is cached like any other
    assert cacheable(Verdict("proof", Status.UNKNOWN, "unsupported construct: timeout_s(x)", "translation"))
