"""Every shell, console and Python example in docs/ and the README runs as written.

Each page is one terminal session in its own temporary folder: its examples run in order,
each where the one before ended (after a ``cd``), so a page can write a file and use it in
the next example:

- ```` ```sh ```` (or ``bash``, ``shell``): run by bash (``-e -o pipefail``); a command whose line ends in
  ``# → TEXT`` must print TEXT.
- ```` ```console ````: each ``$ COMMAND`` runs and must print exactly the lines below it
  (``...`` stands for any text: a line of it, any lines); ``# exit N`` after the command
  expects that status.
- ```` ```python ````: run by this interpreter.
- A block of any language with ``title="NAME"`` is written to NAME instead: a file the
  next examples use.

The environment is this test session's: ``chalk``, ``python`` and ``.venv/bin/…`` are this
interpreter's, and the steps that set one up (``python3 -m venv``, ``pip install``) are not
run here; CI runs the README's install commands verbatim. An HTML comment right above a
block says ``docs-test: slow`` (runs in the slow step) or ``docs-test: skip REASON``; a page
whose second paragraph is ``<!-- docs-test: slow page -->`` runs whole in the slow step. Above a
```` ```json ```` block, ``docs-test: json of COMMAND`` runs COMMAND and checks that the
example has the keys the real output has (an example may shorten lists and tables).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.lecture_session import LectureBuild

ROOT = Path(__file__).resolve().parents[1]
PAGES = [*sorted((ROOT / "docs").rglob("*.md")), ROOT / "README.md"]
RUN = {"sh", "bash", "shell", "console", "python"}
#: languages shown, never run: data, config files and program output
SHOWN = {"json", "yaml", "toml", "ini", "text", "latex", "markdown"}
#: an example the runner would not see: an indented code block, or a fence inside a list
HIDDEN = re.compile(r"^( {4}|\t)(chalk|python3?|pip3?|\$) |^ +```")
#: steps that build the environment the tests already run in
SETUP = re.compile(r"^(python3? -m venv \S+|(\.venv/bin/)?pip3? install .*)$")
FENCE = re.compile(r"^```(\w*)(.*)$")
MARKER = re.compile(r"^<!-- docs-test: (slow|skip .+|json of .+) -->$")


@dataclass(frozen=True)
class Example:
    """One fenced block of a page: its language, code, title and test marker."""

    page: Path
    line: int
    lang: str
    code: str
    title: str = ""
    marker: str = ""


def examples(page: Path) -> list[Example]:
    """The fenced blocks of a page, in order (fences at the start of a line only)."""
    lines = page.read_text().splitlines()
    found, i = [], 0
    while i < len(lines):
        start = FENCE.match(lines[i])
        if not start:
            i += 1
            continue
        end = next(j for j in range(i + 1, len(lines)) if lines[j] == "```")
        above = next((lines[k] for k in range(i - 1, -1, -1) if lines[k].strip()), "")
        marker = MARKER.match(above)
        title = re.search(r'title="([^"]+)"', start.group(2))
        found.append(
            Example(
                page,
                i + 1,
                start.group(1),
                "\n".join(lines[i + 1 : end]),
                title.group(1) if title else "",
                marker.group(1) if marker else "",
            )
        )
        i = end + 1
    return found


def runnable(code: str) -> str:
    """The shell code without its environment set-up steps, each expectation made a check."""
    out = []
    for line in code.replace("\\\n", " ").splitlines():
        command, _, expect = line.partition("# →")
        steps = [s for s in command.strip().split(" && ") if s and not SETUP.match(s.strip())]
        if not steps:
            continue
        command = " && ".join(steps)
        if expect.strip():
            wanted = shlex.quote(expect.strip())
            kept = '"$DOCS_TEST_OUTPUT"'
            check = f"grep -qF -- {wanted} {kept} || {{ echo missing {wanted}; exit 1; }}"
            command = f"{{ {command}; }} >{kept}; cat {kept}; {check}"
        out.append(command)
    return "\n".join(out)


def environment(sandbox: Path) -> dict[str, str]:
    """This interpreter's bin folder first on PATH, a ``.venv`` link to it in the sandbox, and
    the file where a command's output is kept to be checked."""
    if not (sandbox / ".venv").exists():
        (sandbox / ".venv").symlink_to(sys.prefix, target_is_directory=True)
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"
    return {**os.environ, "PATH": path, "DOCS_TEST_OUTPUT": str(sandbox / ".docs-test-output")}


def _page_id(page: Path) -> str:
    return str(page.relative_to(ROOT)) if page.is_relative_to(ROOT) else page.name


def shell(script: str, cwd: Path, env: dict[str, str], *options: str) -> tuple[subprocess.CompletedProcess, Path]:
    """Run a bash script in ``cwd``; returns its result and the folder it ended in, where the
    next example starts (a page reads as one terminal session)."""
    ended = cwd / ".docs-test-cwd"
    trap = f"trap 'pwd >{shlex.quote(str(ended))}' EXIT\n"
    done = subprocess.run(["bash", *options, "-c", trap + script], cwd=cwd, env=env, capture_output=True, text=True)
    return done, Path(ended.read_text().strip()) if ended.exists() else cwd


def run_console(example: Example, cwd: Path, env: dict[str, str]) -> Path:
    """Each ``$ COMMAND`` prints exactly the lines shown under it; returns the folder it ended in."""
    for block in re.split(r"^\$ ", example.code, flags=re.M)[1:]:
        command, *shown = block.splitlines()
        command, _, status = command.partition("# exit ")
        done, cwd = shell(command, cwd, env)
        where = f"{example.page.name}:{example.line}: $ {command}"
        assert done.returncode == int(status or 0), f"{where}\n{done.stdout}{done.stderr}"
        pattern = "\n".join(".*?".join(map(re.escape, s.rstrip().split("..."))) for s in shown)
        printed = "\n".join(s.rstrip() for s in (done.stdout + done.stderr).splitlines())
        assert re.fullmatch(pattern, printed, flags=re.S), f"{where}\nprinted:\n{printed}"
    return cwd


def missing_keys(shown: object, real: object, where: str = "") -> list[str]:
    """Keys the example shows that the real output lacks, at any depth; at the top level also
    keys the output has that the example leaves out."""
    if isinstance(shown, dict) and isinstance(real, dict):
        wrong = [f"{where}.{k}" for k in shown if k not in real]
        if not where:
            wrong += [f"undocumented .{k}" for k in real if k not in shown]
        return wrong + [w for k in shown if k in real for w in missing_keys(shown[k], real[k], f"{where}.{k}")]
    if isinstance(shown, list) and isinstance(real, list) and shown and real:
        return missing_keys(shown[0], real[0], f"{where}[0]")
    return []


def run_page(page: Path, sandbox: Path, *, slow: bool, lecture_build: Callable[[], LectureBuild] | None = None) -> int:
    """Run a page's examples in order, from the sandbox, as one session; returns how many ran."""
    env, cwd, ran = environment(sandbox), sandbox, 0
    for example in examples(page):
        if example.marker.startswith("skip") or (example.marker == "slow" and not slow):
            continue
        where = f"{_page_id(page)}:{example.line}"
        if example.title:
            (cwd / example.title).parent.mkdir(parents=True, exist_ok=True)
            (cwd / example.title).write_text(example.code + "\n")
        elif example.marker.startswith("json of "):
            command = example.marker.removeprefix("json of ")
            done, cwd = shell(command, cwd, env)
            assert missing_keys(json.loads(example.code), json.loads(done.stdout)) == [], f"{where}: $ {command}"
        elif example.lang not in RUN:
            continue
        elif example.lang == "console":
            cwd = run_console(example, cwd, env)
        elif example.lang == "python":
            argv = [sys.executable, "-c", example.code]
            done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
            assert done.returncode == 0, f"{where}\n{done.stdout}{done.stderr}"
        else:
            cwd = run_shell(example.code, cwd, env, where, lecture_build)
        ran += 1
    return ran


#: a build of chalk's own book: what the session's one build (tests/lecture_session.py) ran
LECTURE_BUILD = re.compile(r"^(\.venv/bin/)?chalk build$")


def lecture_build_line(line: str) -> str | None:
    """The expected text of a line that is the lecture's ``chalk build`` once its set-up steps
    are dropped (``""`` when it expects none); ``None`` for any other line."""
    command, _, expect = line.partition("# →")
    steps = [s.strip() for s in command.strip().split(" && ") if s.strip() and not SETUP.match(s.strip())]
    return expect.strip() if len(steps) == 1 and LECTURE_BUILD.match(steps[0]) else None


def run_shell(
    code: str, cwd: Path, env: dict[str, str], where: str, lecture_build: Callable[[], LectureBuild] | None
) -> Path:
    """Run a shell example line by line in runs of bash; a ``chalk build`` of chalk's own book in
    a fresh folder (no project above it, no ``output/`` yet) is the session's one build of it,
    copied here with the same check of what it printed (issue 38: the slow step's builds
    shared). Returns the folder the example ended in."""
    pending: list[str] = []

    def flush(cwd: Path) -> Path:
        if pending:
            done, cwd = shell(runnable("\n".join(pending)), cwd, env, "-e", "-o", "pipefail")
            assert done.returncode == 0, f"{where}\n{done.stdout}{done.stderr}"
            pending.clear()
        return cwd

    for line in code.replace("\\\n", " ").splitlines():
        expect = lecture_build_line(line)
        if expect is None or lecture_build is None:
            pending.append(line)
            continue
        cwd = flush(cwd)
        fresh = not (cwd / "output").exists() and not any((d / "pyproject.toml").exists() for d in (cwd, *cwd.parents))
        if not fresh:
            pending.append(line)
            continue
        build = lecture_build()
        assert build.returncode == 0, f"{where} (the session's chalk build)\n{build.stdout}{build.stderr}"
        assert expect in build.stdout, f"{where}: missing {expect!r} in the session's chalk build"
        shutil.copytree(build.folder / "output", cwd / "output", symlinks=True)
    return flush(cwd)


#: the default run covers the README, the tutorial and the API; the guides and the reference
#: (some forty more chalk processes) say so under their title and run in CI's slow step
SLOW_PAGE = "<!-- docs-test: slow page -->"


def is_slow_page(page: Path) -> bool:
    """A page whose examples all run in the slow step: the paragraph under its title says so."""
    return SLOW_PAGE in page.read_text().split("\n\n", 2)[:2]


PAGE_PARAMS = [pytest.param(p, marks=pytest.mark.slow) if is_slow_page(p) else p for p in PAGES]
SLOW_BLOCK_PAGES = [p for p in PAGES if not is_slow_page(p) and any(e.marker == "slow" for e in examples(p))]


@pytest.mark.parametrize("page", PAGE_PARAMS, ids=_page_id)
def test_every_example_of_a_page_runs_as_written(page, tmp_path):
    for example in examples(page):
        assert example.lang in RUN | SHOWN, f"{_page_id(page)}:{example.line}: say what ```{example.lang} is"
    hidden = [n for n, line in enumerate(page.read_text().splitlines(), 1) if HIDDEN.match(line)]
    assert hidden == [], f"{_page_id(page)}: lines {hidden}: fence the example at the start of a line"
    run_page(page, tmp_path, slow=is_slow_page(page))


def _builds_the_lecture(page: Path) -> bool:
    return any(
        e.marker == "slow" and any(lecture_build_line(x) is not None for x in e.code.splitlines())
        for e in examples(page)
    )


#: a page whose slow example builds the lecture runs on the worker of the build tests (xdist
#: group "build"), so the session's one build is never waited for by an idle worker
SLOW_BLOCK_PARAMS = [
    pytest.param(p, marks=[pytest.mark.xdist_group("build")] if _builds_the_lecture(p) else [])
    for p in SLOW_BLOCK_PAGES
]


@pytest.mark.slow
@pytest.mark.parametrize("page", SLOW_BLOCK_PARAMS, ids=_page_id)
def test_a_page_with_slow_examples_runs_them_all_in_order(page, tmp_path, lecture_build):
    assert run_page(page, tmp_path, slow=True, lecture_build=lecture_build) > 0


def test_the_docs_have_runnable_examples():
    blocks = [e for p in PAGES for e in examples(p)]
    assert sum(e.lang in RUN and not e.title and not e.marker for e in blocks) >= 20


def test_an_example_json_with_a_key_the_output_lacks_is_reported():
    real = {"ok": True, "claims": [{"id": "a", "checks": {"units": {"status": "passed"}}}]}
    assert missing_keys({"ok": True, "claims": [{"id": "a"}]}, real) == []
    assert missing_keys({"ok": True, "claims": [{"name": "a"}]}, real) == [".claims[0].name"]
    assert missing_keys({"claims": []}, real) == ["undocumented .ok"]


def test_a_wrong_expected_output_fails_the_page(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("```sh\necho 1 s  # → 2 s\n```\n\n```console\n$ echo 3\n4\n```\n")
    with pytest.raises(AssertionError, match="missing 2 s"):
        run_page(page, tmp_path, slow=False)
    page.write_text("```console\n$ echo 3\n4\n```\n")
    with pytest.raises(AssertionError, match=r"printed:\s+3"):
        run_page(page, tmp_path, slow=False)


def test_the_runner_drops_set_up_steps_and_checks_expected_output():
    code = "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/chalk build\nchalk eval x  # → 1 s"
    assert runnable(code).splitlines()[0] == ".venv/bin/chalk build"
    assert "grep -qF -- '1 s'" in runnable(code).splitlines()[1]


def test_a_lecture_build_line_is_recognised_after_its_set_up_steps():
    readme = "python3 -m venv .venv && .venv/bin/pip install -q -c constraints.txt -e . && .venv/bin/chalk build"
    assert lecture_build_line(readme) == ""
    assert lecture_build_line("chalk build        # → claims verified") == "claims verified"
    assert lecture_build_line("chalk build --claims kv.py --out kv-output   # → 1 claims verified") is None
    assert lecture_build_line("chalk explore      # → file://") is None


def test_the_sessions_build_stands_in_for_a_fresh_folders_chalk_build_with_its_printed_text_checked(tmp_path):
    session = tmp_path / "session"
    (session / "output").mkdir(parents=True)
    (session / "output" / "report.md").write_text("the session's report\n")
    build = LectureBuild(session, 0, "163 claims verified\n", "")
    sandbox = tmp_path / "sandbox"
    sandbox.mkdir()
    run_shell(
        "chalk build  # → claims verified\ntest -f output/report.md",
        sandbox,
        environment(sandbox),
        "p:1",
        lambda: build,
    )
    assert (sandbox / "output" / "report.md").read_text() == "the session's report\n"
    again = tmp_path / "again"
    again.mkdir()
    with pytest.raises(AssertionError, match="missing 'nothing like it'"):
        run_shell("chalk build  # → nothing like it", again, environment(again), "p:1", lambda: build)
    failed = LectureBuild(session, 1, "", "a claim missed its expectation\n")
    with pytest.raises(AssertionError, match="a claim missed its expectation"):
        run_shell("chalk build", tmp_path, environment(tmp_path), "p:1", lambda: failed)


def test_a_chalk_build_in_a_project_folder_runs_for_real(tmp_path):
    """A folder with a pyproject.toml builds the user's claims: the lecture's build cannot stand in."""
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "chalk").write_text("#!/bin/sh\necho 1 claims verified; mkdir output\n")
    (fake / "chalk").chmod(0o755)
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool.chalk]\n")
    env = {**environment(project), "PATH": f"{fake}{os.pathsep}{os.environ['PATH']}"}

    def never() -> LectureBuild:
        raise AssertionError("the session's build was asked for")

    run_shell("chalk build  # → 1 claims verified", project, env, "p:1", never)
    assert (project / "output").is_dir()
