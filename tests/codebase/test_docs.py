"""The docs stay true to the code: the CLI reference is what ``--help`` prints today, every
relative link leads somewhere, the README keeps its promises (short, two Quick start commands,
the same test command as CI), and the house-rules page lists every key."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from booray_ledger.rules import house

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = sorted((ROOT / "docs").glob("*.md"))
LINKED_PAGES = [README, *DOCS, ROOT / "benchmarks" / "README.md", ROOT / "tests" / "README.md"]
LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def generator() -> ModuleType:
    """scripts/cli_reference.py, the script that writes docs/cli.md."""
    spec = importlib.util.spec_from_file_location("cli_reference", ROOT / "scripts" / "cli_reference.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_cli_reference_is_what_help_prints_now() -> None:
    script = generator()
    current = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert current == script.reference(), f"docs/cli.md is not current; run: {script.REGENERATE}"


def test_the_cli_reference_has_a_section_for_every_command() -> None:
    """The generator walks the command tree: every command ``booray --help`` lists is there."""
    from booray_ledger.cli.main import COMMANDS

    headings = re.findall(r"^## booray (\S+)", (ROOT / "docs" / "cli.md").read_text(encoding="utf-8"), re.M)
    assert sorted(set(headings)) == sorted(COMMANDS)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every heading's anchor on ``page`` (a repeated heading gets -1, -2, ... as on GitHub)."""
    found: set[str] = set()
    for heading in re.findall(r"^#{1,6} (.+)$", FENCE.sub("", page.read_text(encoding="utf-8")), re.M):
        base = slug(heading)
        name, n = base, 0
        while name in found:
            n += 1
            name = f"{base}-{n}"
        found.add(name)
    return found


def relative_links(page: Path) -> list[str]:
    """The links on ``page`` that point inside the repository (code blocks left out)."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    return [t for t in LINK.findall(text) if not re.match(r"[a-z][a-z0-9+.-]*:", t)]


def shown(path: Path) -> str:
    """``path`` as the repository names it (absolute outside the repository)."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def broken(page: Path, link: str) -> str | None:
    """Why ``link`` on ``page`` leads nowhere, or None when it resolves."""
    path_part, _, anchor = link.partition("#")
    target = (page.parent / path_part).resolve() if path_part else page
    if not target.exists():
        return f"{shown(page)}: {link} -> no such file {shown(target)}"
    if anchor and target.suffix == ".md" and anchor not in anchors(target):
        return f"{shown(page)}: {link} -> no heading #{anchor} in {shown(target)}"
    return None


@pytest.mark.parametrize("page", LINKED_PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves(page: Path) -> None:
    problems = [why for link in relative_links(page) if (why := broken(page, link)) is not None]
    assert problems == []


def test_the_link_check_itself_finds_missing_files_and_headings(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# A night: start to end\n\n[ok](#a-night-start-to-end) [x](gone.md) [y](#nope)\n", "utf-8")
    assert relative_links(page) == ["#a-night-start-to-end", "gone.md", "#nope"]
    assert broken(page, "#a-night-start-to-end") is None
    assert broken(page, "gone.md") == f"{page}: gone.md -> no such file {tmp_path.resolve() / 'gone.md'}"
    assert broken(page, "#nope") == f"{page}: #nope -> no heading #nope in {page}"


def rule_table_paths() -> list[str]:
    """The paths named in docs/architecture.md's "Where each rule lives" (globs allowed)."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    table = text[text.index("## Where each rule lives") : text.index("## Every module")]
    return re.findall(r"`((?:tests/)?[\w*]+/[\w*/.]*\.(?:py|md))`", table)


def test_every_path_in_the_rule_table_exists() -> None:
    """A rule's module or test renamed or moved shows here, not as a dead pointer in the docs."""
    paths = rule_table_paths()
    assert len(paths) > 30
    missing = [p for p in paths if not list(ROOT.glob(p)) and not list((ROOT / "booray_ledger").glob(p))]
    assert missing == []


def quick_start() -> list[str]:
    """The commands in the README's Quick start block."""
    section = README.read_text(encoding="utf-8").split("## Quick start", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block is not None, "the README lost its Quick start block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_the_readme_is_at_most_200_lines() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 200


def test_the_quick_start_is_two_commands_that_make_their_own_venv() -> None:
    assert quick_start() == [
        "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/booray demo",
        'python3 -m venv .venv && .venv/bin/pip install ".[test]" && .venv/bin/python -m pytest',
    ]


def test_ci_runs_the_quick_start_test_command() -> None:
    """.ci/run's last command is the README's second Quick start command, word for word."""
    ci = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines() if line.strip()]
    assert ci[-1] == quick_start()[1]


def test_the_house_rules_page_lists_every_key() -> None:
    table = (ROOT / "docs" / "house-rules.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\| `(\w+)` \|", table, re.M)
    assert listed == list(house.KEYS)
