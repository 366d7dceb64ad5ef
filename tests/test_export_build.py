"""`chalk build` / `chalk export`: byte-identical rebuilds, atomic replacement, drift checks."""

import json
from pathlib import Path

import pytest

from chalk.cli import main
from chalk.constraints.verification import verify_report
from chalk.exporters import output

# one worker runs this module, so the module's end-to-end build (``built``) runs once per session
pytestmark = pytest.mark.xdist_group("build")


def test_this_modules_group_keeps_it_on_one_worker(request):
    """Under ``--dist loadgroup`` every test of a group runs on one worker, so the group's
    session fixtures (this module's build, the browser tests' site and chromium) are built
    once. pytest 9.2 with pytest-xdist 3.8 silently dropped the groups (constraints.txt pins
    pytest below it); xdist marks a grouped test's id with its group when the group holds."""
    if getattr(request.config, "workerinput", None) is None or request.config.getvalue("dist") != "no":
        pytest.skip("not an xdist worker")
    if not request.config.getvalue("loadgroup"):
        pytest.skip("not scheduled by --dist loadgroup")
    assert request.node.nodeid.endswith("@build"), request.node.nodeid


def _snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def _written(tree: output.Tree, out: Path) -> Path:
    """The session's rendering of ``output/`` written to ``out``, as `chalk build` writes it."""
    output.write(tree, out)
    return out


@pytest.fixture(scope="session")
def built(lecture_build):
    """The suite's one end-to-end `chalk build` (the console script in a fresh folder, as the
    README runs it): its own verification (cvc5 confirming), its own rendering, on disk. The
    README's and the tutorial's `chalk build` examples read the same run. The tests below that
    edit or rebuild an output start from the session's rendering instead."""
    build = lecture_build()
    assert build.returncode == 0, build.stdout + build.stderr
    return build.folder / "output"


@pytest.mark.slow  # the one real end-to-end `chalk build` (every proof put to cvc5): CI's slow step
def test_build_writes_latex_code_figures_and_reports(built):
    files = _snapshot(built)
    assert {"report.md", "verdicts.json", "latex/chalk.tex", "code/chalk.h", "code/chalk.c"} <= set(files)
    assert any(p.startswith("code/part") and p.endswith(".py") for p in files)
    assert any(p.endswith(".png") for p in files) and any(p.endswith(".svg") for p in files)
    assert not [p for p in built.parent.iterdir() if p.name.startswith(".output-")], "temporary directories left"


@pytest.mark.slow  # the one real end-to-end `chalk build` (every proof put to cvc5): CI's slow step
def test_the_build_s_verification_is_chalk_verify_confirm_and_meets_every_expectation(built):
    """The build verifies as `chalk verify --confirm` does (its verdicts.json is that report
    less its timings: test_verdicts_json_is_verify_json_without_timings), and its exit 0 says
    every claim met its expectation with both second opinions: CI's check of --confirm, run
    once here rather than a second time as a step of its own."""
    report = json.loads((built / "verdicts.json").read_text())
    assert report["ok"] is True and all(c["met"] for c in report["claims"])
    solver = report["summary"]["second_solver"]
    assert solver["disagreements"] == [] and all(o["disagreements"] == [] for o in solver["opinions"])
    assert sum(o["compared"] for o in solver["opinions"]) > 0, "no z3 verdict was put to cvc5"


#: the explorer's unit table lists the units of chalk's pint registry, and pint adds a prefixed
#: unit (``kilobyte``) to its registry the first time a process parses it, so two renderings in
#: one test process can differ there by the prefixed units parsed in between (reported; the
#: JavaScript parser composes prefixes itself). Everything else in the file must be identical.
DATA_JS = "site/assets/data.js"


def _site_data(data: bytes) -> dict:
    return json.loads(data.decode().split("CHALK.data = ", 1)[1].rstrip().removesuffix(";"))


def _same_but_parsed_prefixed_units(first: bytes, second: bytes) -> bool:
    a, b = _site_data(first), _site_data(second)
    units_a, units_b = a["units"].pop("units"), b["units"].pop("units")
    prefixes = [name for name, _ in a["units"]["prefixes"]]
    common = units_a.keys() & units_b.keys()
    extra = units_a.keys() ^ units_b.keys()
    composed = all(any(u.startswith(p) and u[len(p) :] in common for p in prefixes) for u in extra)
    return a == b and all(units_a[u] == units_b[u] for u in common) and composed


def _owned(snapshot: dict[str, bytes]) -> dict[str, bytes]:
    """The files a build writes and the drift check compares (not bench/ nor screenshots)."""
    return {p: d for p, d in snapshot.items() if p.split("/")[0] in output.OWNED and not p.startswith(output.UNCHECKED)}


@pytest.mark.slow  # the one real end-to-end `chalk build` (every proof put to cvc5): CI's slow step
def test_a_build_reproduces_the_committed_output_byte_for_byte(built):
    """Two builds in two processes on two days agree (determinism), and the committed output/ is
    fresh (the drift check CI relies on: `chalk export --check` compares the same files)."""
    first, committed = _owned(_snapshot(built)), _owned(_snapshot(Path(__file__).parents[1] / "output"))
    assert set(first) == set(committed), "output/ is stale: run chalk build and commit output/"
    stale = [p for p in first if first[p] != committed[p] and p != DATA_JS]
    assert stale == [], "output/ is stale: run chalk build and commit output/"
    assert _same_but_parsed_prefixed_units(first[DATA_JS], committed[DATA_JS])


def test_verdicts_json_is_verify_json_without_timings(lecture_tree, lecture_outcomes):
    """verdicts.json is what `chalk verify --json` prints for the same verification, less its
    timings (the session's one verification: the slow step's real build, compared byte for
    byte with the committed output/, covers the cvc5 opinions)."""
    from chalk.cli.commands import current_project
    from chalk.constraints.definitions import with_definitions

    report = verify_report(lecture_outcomes, "*", False, 0.0, confirm=True)
    live = json.loads(json.dumps(with_definitions(report, current_project().table)))  # as verify prints it
    text = lecture_tree.files["verdicts.json"].decode()
    written = json.loads(text)
    del live["summary"]["seconds"]
    for key in ("z3_seconds", "cvc5_seconds"):
        live["summary"].get("second_solver", {}).pop(key, None)
    for c in live["claims"]:
        del c["seconds"]
        for v in c["checks"].values():
            del v["seconds"]
            for opinion in v.get("second_opinions", []):
                del opinion["seconds"]
    assert written == live
    assert '"seconds"' not in text


def test_export_check_passes_on_a_fresh_build_and_lists_drifted_files(
    lecture_tree, tmp_path, capsys, lecture_build_served
):
    copy = _written(lecture_tree, tmp_path / "copy")
    assert main(["export", "--check", "--out", str(copy)]) == 0
    (copy / "report.md").write_text("edited by hand\n")
    (copy / "latex" / "stray.tex").write_text("%\n")
    (copy / "code" / "chalk.h").unlink()
    capsys.readouterr()
    assert main(["export", "--check", "--out", str(copy)]) == 1
    err = capsys.readouterr().err
    assert "report.md" in err and "latex/stray.tex (not generated)" in err and "code/chalk.h (missing)" in err
    assert (copy / "report.md").read_text() == "edited by hand\n", "--check must not write"


def test_a_failing_exporter_leaves_output_intact_and_says_so_in_one_line(
    lecture_tree, tmp_path, monkeypatch, capsys, lecture_verification_served
):
    out = _written(lecture_tree, tmp_path / "output")
    before = _snapshot(out)

    def broken():
        raise RuntimeError("injected failure\nsecond line")

    monkeypatch.setattr("chalk.exporters.figures.render_all", broken)
    capsys.readouterr()
    assert main(["build", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "figures exporter failed" in err and "injected failure" in err
    assert _snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"], "temporary directory left behind"


def test_a_failing_write_leaves_output_intact(tmp_path, monkeypatch, capsys, lecture_build_served):
    out = tmp_path / "output"
    out.mkdir()
    (out / "keep.txt").write_text("previous build\n")
    calls = {"n": 0}
    real = Path.write_bytes

    def flaky(self, data):
        calls["n"] += 1
        if calls["n"] == 5:
            raise OSError("disk full (injected)")
        return real(self, data)

    monkeypatch.setattr(Path, "write_bytes", flaky)
    assert main(["build", "--out", str(out)]) == 1
    assert "writer exporter failed" in capsys.readouterr().err
    assert _snapshot(out) == {"keep.txt": b"previous build\n"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]


def test_build_refuses_to_write_when_a_claim_misses_its_expectation(
    tmp_path, monkeypatch, capsys, lecture_verification_served
):
    from dataclasses import replace

    real = output.verify_all

    def one_fails(book=None):
        results = real(book)
        return [replace(results[0], met=False), *results[1:]]

    monkeypatch.setattr(output, "verify_all", one_fails)
    out = tmp_path / "output"
    assert main(["build", "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "do not meet their expectation" in err and err.count("\n") == 1
    assert not out.exists()


def test_a_build_keeps_what_it_does_not_own_and_check_ignores_it(lecture_tree, tmp_path, lecture_build_served):
    out = _written(lecture_tree, tmp_path / "output")
    (out / "bench").mkdir()
    (out / "bench" / "report.md").write_text("benchmark numbers\n")
    assert main(["export", "--check", "--out", str(out)]) == 0
    assert main(["build", "--out", str(out)]) == 0
    assert (out / "bench" / "report.md").read_text() == "benchmark numbers\n"


@pytest.mark.slow  # the one real end-to-end `chalk build` (every proof put to cvc5): CI's slow step
def test_every_rendered_file_lies_under_an_owned_entry(built):
    assert {p.split("/")[0] for p in _snapshot(built)} == set(output.OWNED)


def test_site_screenshots_survive_a_build_and_are_not_checked_for_drift(tmp_path, lecture_tree, lecture_build_served):
    out = _written(lecture_tree, tmp_path / "output")
    shots = out / "site" / "screenshots"
    shots.mkdir()
    (shots / "calculator.png").write_bytes(b"a browser's pixels")
    assert output.drift(lecture_tree, out) == []
    assert main(["build", "--out", str(out)]) == 0
    assert (shots / "calculator.png").read_bytes() == b"a browser's pixels"
    (out / "site" / "stray.html").write_text("not generated")
    assert output.drift(lecture_tree, out) == ["site/stray.html (not generated)"]
