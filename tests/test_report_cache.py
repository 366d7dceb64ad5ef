"""The whole-report cache never keeps a claim "met" after a change that makes it false.

The report is keyed on the claims as built in this run, so a claim reading a data file, a
helper module imported inside its builder, or an upgraded entry-point package is judged
afresh once that changes; a report sealed with another key, or edited, is not read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

PACKAGE = textwrap.dedent('''
    """Probe claims from an installed package."""
    import json
    import pathlib

    import chalk as dq

    p = dq.quantity("probe_p", "1", "a probe number")


    def _value(name):
        return json.loads((pathlib.Path(__file__).parent / name).read_text())["value"]


    @dq.claim(source="probe")
    def from_shipped_data():
        """The constant the package ships keeps p squared plus c above 2p."""
        return dq.Claim(p**2 + _value("shipped.json") >= 2 * p)


    @dq.claim(source="probe")
    def from_a_data_file():
        """The constant in a data file keeps p squared plus c above 2p."""
        return dq.Claim(p**2 + _value("data.json") >= 2 * p)


    @dq.claim(source="probe")
    def from_a_helper():
        """The helper's constant keeps p squared plus c above 2p."""
        import probe_helper

        return dq.Claim(p**2 + probe_helper.VALUE >= 2 * p)
    ''')


def install(site: Path, version: str) -> None:
    """probe_pkg as an installed distribution with a chalk.claims entry point."""
    for old in site.glob("probe_pkg-*.dist-info"):
        for f in old.iterdir():
            f.unlink()
        old.rmdir()
    info = site / f"probe_pkg-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: probe-pkg\nVersion: {version}\n")
    (info / "entry_points.txt").write_text("[chalk.claims]\nprobe = probe_pkg\n")


@pytest.fixture
def project(tmp_path):
    site = tmp_path / "site"
    (site / "probe_pkg").mkdir(parents=True)
    (site / "probe_pkg" / "__init__.py").write_text(PACKAGE)
    (site / "probe_pkg" / "shipped.json").write_text('{"value": 2}')
    (site / "probe_pkg" / "data.json").write_text('{"value": 2}')
    (site / "probe_helper.py").write_text("VALUE = 2\n")
    install(site, "1.0")
    (tmp_path / "work").mkdir()
    return tmp_path


def verify(root: Path, *argv: str) -> tuple[int, dict, str]:
    env = {k: v for k, v in os.environ.items() if k != "CHALK_NO_CACHE"}
    env["PYTHONPATH"] = os.pathsep.join([str(root / "site"), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "chalk", "verify", "-j", "1", "--cache-dir", str(root / "cache"), *argv],
        cwd=root / "work", env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    if "--json" in argv:
        return done.returncode, json.loads(done.stdout), done.stderr
    return done.returncode, {}, done.stdout + done.stderr


def met(report: dict) -> dict[str, bool]:
    return {c["id"]: c["met"] for c in report["claims"]}


def test_a_changed_data_file_helper_or_upgraded_package_is_never_met_from_the_cache(project):
    code, cold, _ = verify(project, "--json")
    assert code == 0 and all(met(cold).values()) and len(met(cold)) == 3
    code, _, text = verify(project)
    assert code == 0 and "the whole report served from the cache" in text

    (project / "site" / "probe_pkg" / "data.json").write_text('{"value": 0}')
    code, report, _ = verify(project, "--json")
    assert code == 1 and not met(report)["probe_pkg.from_a_data_file"]
    (project / "site" / "probe_pkg" / "data.json").write_text('{"value": 2}')

    (project / "site" / "probe_helper.py").write_text("VALUE = 0  # changed\n")  # a new size: no stale .pyc
    code, report, _ = verify(project, "--json")
    assert code == 1 and not met(report)["probe_pkg.from_a_helper"]
    (project / "site" / "probe_helper.py").write_text("VALUE = 2\n")

    (project / "site" / "probe_pkg" / "shipped.json").write_text('{"value": 0}')
    install(project / "site", "2.0")
    code, report, _ = verify(project, "--json")
    assert code == 1 and not met(report)["probe_pkg.from_shipped_data"]
    assert met(report)["probe_pkg.from_a_data_file"] and met(report)["probe_pkg.from_a_helper"]


NEAR_MISS = textwrap.dedent('''
    """A claim only the proof can refute: it fails on a sliver around p = 1 that sampling misses."""
    import chalk as dq

    q = dq.quantity("probe_q", "1", "a probe number")


    @dq.claim(source="probe")
    def near_miss():
        """(q - 1) squared stays above q over a million."""
        return dq.Claim((q - 1) ** 2 >= q / 1000000)
    ''')


def test_forged_proofs_under_a_stolen_key_still_confirm_nothing(tmp_path, capsys, monkeypatch):
    """Every proof entry rewritten as "proved" and sealed with our own key (the worst case):
    a plain verify believes them, `--confirm` reads no cache and refutes the claim."""
    from chalk.cli import main
    from chalk.constraints import sealed

    (tmp_path / "near_miss.py").write_text(NEAR_MISS)
    cache = tmp_path / "cache"
    argv = ["verify", "--claims", str(tmp_path / "near_miss.py"), "-j", "1", "--cache-dir", str(cache), "--json"]
    assert main(argv) == 1
    cold = json.loads(capsys.readouterr().out)
    assert cold["claims"][0]["checks"]["proof"]["status"] == "refuted"
    for entry in (cache / "proofs").rglob("*.json"):
        verdict = sealed.read(entry, "proof", entry.stem)[0]
        forged = {**verdict, "status": "proved", "detail": "z3: unsat", "countermodel": []}
        forged["obligations"] = ["(assert false)\n(check-sat)"]
        assert sealed.write(entry, "proof", entry.stem, forged)
    for report in (cache / "reports").glob("*.json"):
        report.unlink()
    assert main(argv) == 0  # a stolen key defeats the plain cache ...
    capsys.readouterr()
    assert main([*argv, "--confirm"]) == 1  # ... but never --confirm
    confirmed = json.loads(capsys.readouterr().out)
    assert confirmed["claims"][0]["checks"]["proof"]["status"] == "refuted"
    assert confirmed["summary"]["second_solver"]["z3_proved"] == 0  # nothing forged was confirmed


def test_a_not_met_report_edited_into_met_is_not_read(tmp_path, capsys):
    from chalk.cli import main

    (tmp_path / "near_miss.py").write_text(NEAR_MISS)
    cache = tmp_path / "cache"
    argv = ["verify", "--claims", str(tmp_path / "near_miss.py"), "-j", "1", "--cache-dir", str(cache)]
    assert main(argv) == 1
    (stored,) = (cache / "reports").glob("*.json")
    mac, payload = stored.read_bytes().split(b"\n", 1)
    report = json.loads(payload)
    assert not report["ok"]
    for claim in report["claims"]:
        claim["met"] = True
    report["ok"], report["summary"]["met"], report["summary"]["not_met"] = True, 1, 0
    forged = json.dumps(report, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    stored.write_bytes(mac + b"\n" + forged)
    capsys.readouterr()
    assert main(argv) == 1
    out = capsys.readouterr().out
    assert "NOT MET" in out and "the whole report served from the cache" not in out
