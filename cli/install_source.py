"""Where a project's CI installs chalk from: the ``install`` key of its ``[tool.chalk]`` table.

``chalk init`` fills it in from how the running chalk was installed (PEP 610's
``direct_url.json``): a git install is pinned to its commit, a download to its URL, a
local git checkout to its ``origin`` remote at the commit checked out. Anything else (a
wheel file, a folder without a reachable remote, a package index) leaves it empty, with
the reason: CI cannot reach a local file, and PyPI's ``chalk`` is an unrelated project.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

#: the distribution name this package installs as
DISTRIBUTION = "chalk"


@dataclass(frozen=True)
class InstallSource:
    """A pip requirement CI can install (empty when none is known) and how it was found."""

    requirement: str
    origin: str


def _remote_as_pip_url(remote: str) -> str | None:
    """``https://host/org/chalk.git`` or ``git@host:org/chalk.git`` as pip's ``git+`` URL;
    None for a remote CI cannot reach (a local path, a file:// URL)."""
    if remote.startswith(("https://", "http://", "ssh://")):
        return f"git+{remote}"
    scp = re.fullmatch(r"([\w.-]+@[\w.-]+):(?!/)(.+)", remote)
    if scp:
        return f"git+ssh://{scp[1]}/{scp[2]}"
    return None


def _git(folder: Path, *argv: str) -> str:
    try:
        done = subprocess.run(["git", "-C", str(folder), *argv], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return ""
    return done.stdout.strip() if done.returncode == 0 else ""


def from_checkout(folder: Path) -> InstallSource:
    """A local checkout: its ``origin`` remote at the commit checked out there."""
    remote, commit = _git(folder, "config", "--get", "remote.origin.url"), _git(folder, "rev-parse", "HEAD")
    url = _remote_as_pip_url(remote) if remote else None
    if url is None or not commit:
        why = "no remote named origin" if not remote else f"its origin remote {remote} is not reachable from CI"
        return InstallSource("", f"chalk was installed from the folder {folder}: {why}")
    return InstallSource(
        f"{DISTRIBUTION} @ {url}@{commit}", f"the origin remote of {folder} at the commit checked out (push it)"
    )


def from_direct_url(doc: dict[str, object]) -> InstallSource:
    """The requirement that reinstalls what ``direct_url.json`` (PEP 610) describes."""
    url = str(doc.get("url", ""))
    vcs = doc.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("vcs") == "git" and vcs.get("commit_id"):
        if url.startswith("file:"):
            return from_checkout(Path(unquote(urlparse(url).path)))
        folder = doc.get("subdirectory")
        fragment = f"#subdirectory={folder}" if isinstance(folder, str) and folder else ""
        return InstallSource(f"{DISTRIBUTION} @ git+{url}@{vcs['commit_id']}{fragment}", f"installed from {url}")
    if url.startswith("file:"):
        path = Path(unquote(urlparse(url).path))
        if isinstance(doc.get("dir_info"), dict):
            return from_checkout(path)
        return InstallSource("", f"chalk was installed from the file {path}, which CI cannot reach")
    if url.startswith(("https://", "http://")):
        return InstallSource(f"{DISTRIBUTION} @ {url}", f"installed from {url}")
    return InstallSource("", f"chalk was installed from {url or 'an unknown place'}")


def installed_source() -> InstallSource:
    """How the running chalk was installed, as a requirement CI can install."""
    try:
        text = importlib.metadata.distribution(DISTRIBUTION).read_text("direct_url.json")
    except importlib.metadata.PackageNotFoundError:
        return InstallSource("", "chalk is not installed as a distribution")
    if text is None:
        return InstallSource("", "chalk was installed from a package index, and PyPI's 'chalk' is another project")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError:
        return InstallSource("", "chalk's direct_url.json is not JSON")
    return (
        from_direct_url(doc) if isinstance(doc, dict) else InstallSource("", "chalk's direct_url.json is not a table")
    )
