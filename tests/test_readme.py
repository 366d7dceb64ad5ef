"""The README's quickstart is what CI runs, and the README stays a short way into the docs."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def quickstart_commands() -> list[str]:
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section, re.S)


def test_readme_quickstart_has_exactly_two_commands():
    assert len(quickstart_commands()) == 2


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    test_command = next(c for c in quickstart_commands() if "pytest" in c)
    assert test_command in ci.splitlines(), "the README's test command is a line of .ci/run, as written"


def test_verify_your_own_derivation_goes_from_pip_install_to_ci_in_at_most_20_lines():
    text = (ROOT / "README.md").read_text()
    section = text.split("## Verify your own derivation", 1)[1].split("\n## ", 1)[0]
    block = re.findall(r"```sh\n(.+?)\n```", section, re.S)[0].splitlines()
    assert len(block) <= 20
    assert block[0].startswith("pip install") and any("chalk init" in line for line in block)
    assert any(line.startswith("chalk verify") for line in block)


def test_the_readme_is_at_most_200_lines():
    assert len((ROOT / "README.md").read_text().splitlines()) <= 200


def _site_pages() -> set[str]:
    """The pages of the documentation site: mkdocs.yml's nav (`mkdocs build --strict` fails
    on a nav entry whose file is missing)."""
    nav = (ROOT / "mkdocs.yml").read_text().split("\nnav:\n", 1)[1].split("\n\n", 1)[0]
    return {f"docs/{page}" for page in re.findall(r":\s*(\S+\.md)$", nav, re.M)}


def test_every_readme_link_is_a_site_page_or_a_file_of_the_repository():
    text = (ROOT / "README.md").read_text()
    links = {link.split("#")[0] for link in re.findall(r"\]\(([^)\s]+)\)", text) if "://" not in link}
    pages = _site_pages()
    assert {"docs/index.md", "docs/install.md", "docs/trust-model.md", "docs/reference/cli.md"} <= pages
    broken = sorted(link for link in links if link not in pages and not (ROOT / link).exists())
    assert links and broken == []


def test_the_readme_names_the_commands_that_do_not_read_claims():
    """Not every command takes --claims: the README and the CLI agree on which do not."""
    from chalk.cli import COMMANDS, SOURCED

    text = (ROOT / "README.md").read_text()
    without = sorted(set(COMMANDS) - set(SOURCED))
    assert without == ["check", "explore", "init", "plan"]  # plan takes them on its subcommands
    assert re.search(r"`init`,\s+`check`\s+and\s+`explore` do not", text)
    assert re.search(r"`plan serve`\s+and\s+`plan train` too", text)
