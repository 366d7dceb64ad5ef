"""`--scheduler ADDRESS`: verify, mutate and the fuzz campaign on a Dask cluster give what the
local run gives. The cluster is a ``LocalCluster`` in this process (``processes=False``:
in-process transport, no network), so the tests need the dask extra (CI installs it)."""

from __future__ import annotations

import contextlib
import io
import json

import pytest

from chalk.cli import main
from chalk.constraints.cluster import ClusterError, scheduler_address, strided, unstrided
from chalk.constraints.proof_cache import without_timing


def _run(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


def _untimed(text: str) -> str:
    report = json.loads(text)
    report["summary"].pop("seconds", None)
    for claim in report["claims"]:
        claim.pop("seconds", None)
    return json.dumps(without_timing(report), indent=2, sort_keys=True)


@pytest.mark.parametrize(
    ("given", "read"),
    [
        ("tcp://127.0.0.1:8786", "tcp://127.0.0.1:8786"),
        ("127.0.0.1:8786", "tcp://127.0.0.1:8786"),
        ("scheduler.example:8786", "tcp://scheduler.example:8786"),
        ("tls://[::1]:8786", "tls://[::1]:8786"),
    ],
)
def test_a_scheduler_address_is_read_as_dask_reads_it(given, read):
    assert scheduler_address(given) == read


@pytest.mark.parametrize("bad", ["", "tcp://", "localhost", "127.0.0.1:99999", "http://x:1", "a b:1", "x:1;rm -rf /"])
def test_a_malformed_scheduler_address_is_refused(bad):
    with pytest.raises(ClusterError, match="--scheduler"):
        scheduler_address(bad)


def test_a_malformed_scheduler_is_a_one_line_usage_error(capsys):
    assert main(["verify", "batching.step_time_roofline", "--scheduler", "not an address"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("chalk: error: bad --scheduler address")


@pytest.mark.parametrize("parts", [1, 2, 3, 7, 40])
def test_claims_dealt_to_tasks_come_back_in_their_order(parts):
    items = [f"c{i}" for i in range(23)]
    dealt = strided(items, parts)
    assert len(dealt) == min(parts, 23) and all(dealt)
    assert unstrided(dealt) == items


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed", reason="the cluster tests need the dask extra")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as local:
        yield local.scheduler_address


@pytest.mark.slow  # two verifications and two mutation runs of a part of the book (~30 s)
def test_verify_on_a_local_cluster_gives_the_local_report_byte_for_byte(cluster):
    pattern = "racks.*"
    local = _run(["verify", pattern, "--json", "--no-cache"])
    remote = _run(["verify", pattern, "--json", "--no-cache", "--scheduler", cluster])
    assert remote[0] == local[0] == 0
    assert _untimed(remote[1]) == _untimed(local[1])
    assert json.loads(remote[1])["summary"]["claims"] > 5


@pytest.mark.slow
def test_mutate_on_a_local_cluster_gives_the_local_report(cluster):
    argv = ["mutate", "batching.step_time_r*", "--json", "--per-claim", "4", "--min-ratio", "0"]
    local, remote = _run(argv), _run([*argv, "--scheduler", cluster])
    assert remote[0] == local[0]
    assert _untimed(remote[1]) == _untimed(local[1])
    assert json.loads(local[1])["summary"]["run"] > 0


@pytest.mark.slow
def test_fuzz_shards_on_a_local_cluster_tally_as_they_do_here(cluster):
    from tests.fuzz_campaign import on_cluster, run_generated

    remote = on_cluster(cluster, 6, [3, 4])
    here = [run_generated(6, 3), run_generated(6, 4)]
    assert [t.statements for t in remote] == [t.statements for t in here] == [6, 6]
    assert [len(t.findings) for t in remote] == [len(t.findings) for t in here] == [0, 0]
    for there, local in zip(remote, here, strict=True):
        # the same statements (same seeds); a z3 timeout on a loaded machine may turn a
        # decided statement unknown in either run, and nothing else may differ
        slack = there.verdicts["unknown"] + local.verdicts["unknown"]
        for status in ("proved", "refuted", "error"):
            assert abs(there.verdicts[status] - local.verdicts[status]) <= slack, (there.verdicts, local.verdicts)


@pytest.mark.slow  # waits out the connection timeout (10 s)
def test_an_unreachable_scheduler_is_a_one_line_usage_error(capsys):
    import socket

    pytest.importorskip("distributed", reason="the cluster tests need the dask extra")
    with socket.socket() as s:  # a loopback port nothing listens on once closed
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    assert main(["verify", "batching.step_time_roofline", "--scheduler", f"127.0.0.1:{port}"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(
        f"chalk: error: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}"
    )
