"""The GitHub job `chalk init` writes: valid YAML, the commands the docs show, and chalk
installed from one place, ``[tool.chalk] install``, which init fills in from how the
running chalk was installed (PEP 610) or from ``--install``."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

from chalk.cli import main
from chalk.cli.install_source import from_direct_url

ROOT = Path(__file__).parents[1]
GIT_SOURCE = "chalk @ git+https://example.org/team/chalk.git@0123456789abcdef0123456789abcdef01234567"


def _init(tmp_path: Path, capsys, *argv: str) -> str:
    assert main(["init", str(tmp_path), *argv]) == 0
    return capsys.readouterr().out


def _workflow(tmp_path: Path) -> dict:
    return yaml.safe_load((tmp_path / ".github" / "workflows" / "chalk.yml").read_text())


def _documented() -> str:
    return "\n".join(p.read_text() for p in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))])


def test_the_workflow_is_valid_yaml_whose_chalk_commands_the_docs_show(tmp_path, capsys):
    _init(tmp_path, capsys, "--install", GIT_SOURCE)
    doc = _workflow(tmp_path)
    assert doc.get("on", doc.get(True)) == ["push", "pull_request"]  # YAML 1.1 reads a bare `on` as true
    steps = doc["jobs"]["verify"]["steps"]
    assert [s.get("uses", "").split("@")[0] for s in steps[:2]] == ["actions/checkout", "actions/setup-python"]
    runs = [s["run"] for s in steps if "run" in s]
    assert "python -m pip install" in runs[0]
    commands = runs[1:]
    assert commands == ["chalk verify --format github", "chalk verify --format junit > chalk-junit.xml"]
    documented = _documented()
    assert [c for c in commands if c not in documented] == []


def _run_install_step(project: Path, tmp_path: Path) -> tuple[subprocess.CompletedProcess, list[str]]:
    """The install step's script under bash, with a ``python`` that runs the real one for
    ``-c`` and records the arguments it is given for ``-m pip``."""
    script = next(s["run"] for s in _workflow(project)["jobs"]["verify"]["steps"] if "pip install" in s.get("run", ""))
    stub, record = tmp_path / "bin", tmp_path / "pip-args"
    stub.mkdir()
    fake = stub / "python"
    fake.write_text(
        f'#!/bin/sh\nif [ "$1" = "-m" ]; then printf "%s\\n" "$@" > {record}; exit 0; fi\nexec {sys.executable} "$@"\n'
    )
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    env = {**os.environ, "PATH": f"{stub}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(["bash", "-e", "-c", script], cwd=project, env=env, capture_output=True, text=True)
    return done, record.read_text().splitlines() if record.exists() else []


def test_the_install_step_installs_what_tool_chalk_install_names_as_one_argument(tmp_path, capsys):
    project = tmp_path / "project"
    out = _init(project, capsys, "--install", GIT_SOURCE)
    assert f"CI installs {GIT_SOURCE} (given with --install)" in out
    config = tomllib.loads((project / "pyproject.toml").read_text())
    assert config["tool"]["chalk"]["install"] == GIT_SOURCE
    assert "dependencies" not in config["project"]  # a bare "chalk" would be PyPI's unrelated project
    done, args = _run_install_step(project, tmp_path)
    assert done.returncode == 0, done.stderr
    assert args == ["-m", "pip", "install", GIT_SOURCE]


def test_the_install_step_stops_with_one_annotation_when_install_is_empty(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("chalk.cli.commands.init_project.installed_source", lambda: from_direct_url({}))
    project = tmp_path / "project"
    out = _init(project, capsys)
    assert "note: set install in [tool.chalk] before you push" in out
    done, args = _run_install_step(project, tmp_path)
    assert done.returncode == 1 and args == []
    assert done.stdout.startswith("::error file=pyproject.toml::set install in [tool.chalk]")


def test_init_adds_the_table_with_install_to_an_existing_pyproject(tmp_path, capsys):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "mine"\nversion = "1"\n')
    _init(tmp_path, capsys, "--install", "./vendor/chalk")
    config = tomllib.loads((tmp_path / "pyproject.toml").read_text())
    assert config["project"]["name"] == "mine" and config["tool"]["chalk"]["install"] == "./vendor/chalk"


def test_an_install_of_more_than_one_line_is_a_one_line_usage_error(tmp_path, capsys):
    assert main(["init", str(tmp_path), "--install", "chalk\nmalicious = 1"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--install takes one line" in err
    assert not (tmp_path / "claims.py").exists()


def test_init_writes_a_gitignore_or_adds_only_the_lines_it_lacks(tmp_path, capsys):
    fresh = tmp_path / "fresh"
    _init(fresh, capsys, "--install", GIT_SOURCE)
    assert (fresh / ".gitignore").read_text().splitlines() == [
        ".chalk-cache/",
        "__pycache__/",
        ".pytest_cache/",
        "chalk-junit.xml",
    ]
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / ".gitignore").write_text("__pycache__/\n*.log")
    _init(mine, capsys, "--install", GIT_SOURCE)
    assert (mine / ".gitignore").read_text().splitlines() == [
        "__pycache__/",
        "*.log",
        ".chalk-cache/",
        ".pytest_cache/",
        "chalk-junit.xml",
    ]


# --- where the running chalk came from (PEP 610 direct_url.json) --------------------------
def test_a_git_install_is_pinned_to_its_commit():
    doc = {"url": "https://example.org/team/chalk.git", "vcs_info": {"vcs": "git", "commit_id": "abc123"}}
    assert from_direct_url(doc).requirement == "chalk @ git+https://example.org/team/chalk.git@abc123"


def test_a_git_install_from_a_subfolder_keeps_the_subfolder():
    doc = {"url": "https://example.org/mono.git", "vcs_info": {"vcs": "git", "commit_id": "c0"}, "subdirectory": "c"}
    assert from_direct_url(doc).requirement == "chalk @ git+https://example.org/mono.git@c0#subdirectory=c"


def test_a_download_is_installed_from_its_url():
    doc = {"url": "https://example.org/chalk-0.1.0-py3-none-any.whl", "archive_info": {}}
    assert from_direct_url(doc).requirement == "chalk @ https://example.org/chalk-0.1.0-py3-none-any.whl"


@pytest.mark.parametrize(
    "doc",
    [
        {"url": "file:///tmp/chalk-0.1.0-py3-none-any.whl", "archive_info": {}},
        {"url": "file:///nowhere/chalk", "dir_info": {"editable": True}},
        {},
    ],
)
def test_a_source_ci_cannot_reach_leaves_install_empty_with_the_reason(doc):
    source = from_direct_url(doc)
    assert source.requirement == "" and source.origin.startswith("chalk was installed from")


def _git(folder: Path, *argv: str) -> None:
    subprocess.run(["git", "-C", str(folder), *argv], check=True, capture_output=True)


@pytest.mark.parametrize(
    ("remote", "url"),
    [
        ("https://example.org/team/chalk.git", "git+https://example.org/team/chalk.git"),
        ("git@example.org:team/chalk.git", "git+ssh://git@example.org/team/chalk.git"),
    ],
)
def test_a_local_checkout_is_pinned_to_its_origin_remote_at_the_commit_checked_out(tmp_path, remote, url):
    _git(tmp_path, "init", "-q")
    _git(tmp_path, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x")
    _git(tmp_path, "remote", "add", "origin", remote)
    head = subprocess.run(["git", "-C", str(tmp_path), "rev-parse", "HEAD"], capture_output=True, text=True).stdout
    doc = {"url": tmp_path.as_uri(), "dir_info": {"editable": True}}
    assert from_direct_url(doc).requirement == f"chalk @ {url}@{head.strip()}"


# --- .ci/run_workflow.py: how CI runs that job ---------------------------------------------
def _run_workflow(path: Path) -> subprocess.CompletedProcess:
    script = ROOT / ".ci" / "run_workflow.py"
    return subprocess.run([sys.executable, str(script), str(path)], cwd=path.parent, capture_output=True, text=True)


def test_ci_runs_the_run_steps_in_order_and_stops_at_the_first_that_fails(tmp_path):
    workflow = tmp_path / "job.yml"
    steps = [
        {"uses": "actions/checkout@v4"},
        {"run": "echo one >> trace"},
        {"name": "second", "run": "echo two >> trace\nfalse\necho after >> trace"},
        {"run": "echo three >> trace"},
    ]
    workflow.write_text(yaml.safe_dump({"on": ["push"], "jobs": {"verify": {"steps": steps}}}))
    done = _run_workflow(workflow)
    assert done.returncode == 1
    assert (tmp_path / "trace").read_text().splitlines() == ["one", "two"]  # bash -e, as the runner
    assert "verify: skipped (the runner's): actions/checkout@v4" in done.stdout
    assert "verify: step failed with exit status 1" in done.stderr
