"""The benchmark's report on a tiny configuration: its structure, never its timings."""

import json

import pytest

from bench import budgets, papers, peer
from bench.__main__ import main

pytestmark = pytest.mark.bench


@pytest.mark.slow  # six cold `chalk verify` processes and a cold runtime build: 14-22 s (CI's slow step)
def test_bench_report_has_every_figure_with_its_baseline_and_ratio(tmp_path, capsys):
    argv = [
        "--no-cold",
        "--no-papers",
        "--no-budgets",
        "--points",
        "1e3",
        "--repeat",
        "1",
        "--peer-configs",
        "3",
        "--api-calls",
        "20",
        "--out",
        str(tmp_path),
    ]
    assert main([*argv, "--claims", "4,8", "--parquet-points", "2000"]) == 0
    report = json.loads((tmp_path / "report.json").read_text())
    assert {"cores", "python", "versions", "blas_environment"} <= set(report["machine"])
    (sweep,) = report["sweep"]
    assert sweep["points"] == 1000
    assert set(sweep["points_per_s"]) == {"chalk", "hand_written", "sympy_lambdify"}
    assert sweep["ratio_chalk_over_hand_written"] == pytest.approx(
        sweep["points_per_s"]["chalk"] / sweep["points_per_s"]["hand_written"]
    )
    # the generated code computes the hand-written formula, point by point
    assert max(sweep["max_relative_difference_from_hand_written"].values()) < 1e-12
    scaling = report["scaling"]["sizes"]
    assert [r["claims"] for r in scaling] == [4, 8]
    assert all(r[k]["seconds"] > 0 for r in scaling for k in ("cold", "warm", "cold_j2"))
    assert "8/8 claims meet their expectation" in scaling[1]["warm"]["summary"]
    assert "the whole report served from the cache" in scaling[1]["warm"]["summary"]
    loop = report["api"]  # chalk.evaluate in a loop against the generated function it ends in
    assert loop["calls"] == 20 and loop["relative_difference_at_batch_1"] < 1e-12
    assert loop["ratio_over_generated_function"] == pytest.approx(loop["per_call_s"] / loop["generated_per_call_s"])
    parquet = report["parquet"]
    assert parquet["points"] == 2000 and parquet["ratio_chalk_over_np_save"] > 0
    measures = [row["measure"] for row in report["targets"]]
    assert measures == [
        "8 synthetic claims with -j2, cold",
        "8 synthetic claims, warm",
        "sweep of 2e+03 points to Parquet",
    ]
    assert "The Python API in a loop" in (tmp_path / "report.md").read_text()
    assert "t_step sweep" in (tmp_path / "report.md").read_text() and "chalk / hand-written" in capsys.readouterr().out


@pytest.mark.skipif(peer.available() is not None, reason="llm-analysis (the bench extra) is not installed")
def test_peer_and_chalk_agree_once_the_peers_extra_terms_are_removed():
    result = peer.run(configurations=2, repeat=1)
    assert result["throughput"]["configurations"] == 2
    for case in result["agreement"]["coinciding"]:
        assert case["relative_difference"] > 0.01  # the peer adds TP all-reduce and KV store
        assert abs(case["relative_difference_without_extra_terms"]) < 1e-3


def test_the_peer_runs_the_first_rows_of_the_very_grid_chalk_sweeps():
    from bench.configurations import grid

    big, small = grid(1000), grid(10)
    for column in ("preset", "chips", "batch", "prompt"):
        assert (getattr(big, column)[:10] == getattr(small, column)).all()


@pytest.mark.slow  # a cold and a warm `chalk check` process and the imports baseline: 13-15 s (CI's slow step)
def test_chalk_check_on_the_corpus_chapter_is_reported_cold_warm_and_as_ratios():
    from bench.report import _papers

    assert sum((papers.CORPUS / name).read_text().count("\n") for name in papers.CHAPTER) >= 700
    # the report's structure, on the chapter's shortest document that holds a mistake (the
    # bench itself reads the whole chapter: cold, its parsing is the cost)
    result = papers.run(1, ("hoopoe-transformer-math.md",))
    assert result["lines"] >= 100 and result["exit"] == 1
    assert result["warm_over_cold"] == pytest.approx(result["warm_median_s"] / result["cold_median_s"])
    assert result["cold_cpu_median_s"] > 0 and result["warm_cpu_median_s"] > 0
    text = "\n".join(_papers({"papers": result}))
    assert "chalk check (" in text and "warm / cold" in text


def test_the_budget_bench_reports_elapsed_over_budget_for_each_statement_and_route(monkeypatch):
    monkeypatch.setattr(budgets, "BUDGETS_MS", (200,))
    monkeypatch.setattr(budgets, "HARD", dict(list(budgets.HARD.items())[:1]))
    found = budgets.run()
    assert [(r["budget_ms"], r["second_prover"]) for r in found["rows"]] == [(200, False), (200, True)]
    assert all(r["status"] == "unknown" and r["max_ratio"] > 0.5 for r in found["rows"])  # z3 cannot decide it
    assert found["max_ratio"] == max(r["max_ratio"] for r in found["rows"])
    assert "elapsed / budget" in "\n".join(budgets.markdown(found))
