"""Below the API no string carries command syntax (issue 18): the library says what is wrong in
plain words, and the front end that knows its own syntax adds the command that fixes it
(:mod:`booray_ledger.text.errors`). Checked on the source, string literal by string literal;
docstrings and comments may name commands, since they explain the code, not talk to the user."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from booray_ledger.cli.main import COMMANDS
from booray_ledger.rules.hand_input import FORCE_MARKS, LONG_MARKS, TIE_FLAGS

PACKAGE = Path(__file__).resolve().parents[2] / "booray_ledger"

BELOW_THE_API = ("rules", "ledger", "api", "results")
SHARED = ("errors.py", "money.py", "clock.py", "whole_file.py")

NOT_YET: tuple[str, ...] = ()
"""Modules not yet rewritten to this rule (none left: check's problems became facts)."""

COMMAND = re.compile(r"\bbooray (?:" + "|".join(sorted(COMMANDS, key=len, reverse=True)) + r")\b|`(?:"
                     + "|".join(COMMANDS) + r")[ `]")  # fmt: skip
"""A command as a user would type it: ``booray night list``, or a bare one in backticks."""

OPTION = re.compile(r"(?<![\w-])--[a-z][a-z-]*")

HAND_LINE = {*LONG_MARKS, *FORCE_MARKS, *TIE_FLAGS}
"""The hand line's own marks (``--force``, ``--split``, ``--renege NAME``): part of the line a
scorekeeper types at the terminal, in ``booray play`` and on the board alike, not a command's
option."""


def below_the_api() -> list[Path]:
    paths = [p for layer in BELOW_THE_API for p in sorted((PACKAGE / layer).rglob("*.py"))]
    return [*paths, *(PACKAGE / name for name in SHARED)]


def named(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def strings(path: Path) -> list[tuple[int, str]]:
    """Every string literal of a module (f-string parts included), docstrings left out: the first
    statement of a module, class or function, and a string standing alone (an attribute's)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    found = [(node.lineno, node.value) for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose]  # fmt: skip
    return sorted(found)


@pytest.mark.parametrize("path", [p for p in below_the_api() if not named(p).startswith(NOT_YET)], ids=named)
def test_no_string_below_the_api_names_a_command(path: Path) -> None:
    for line, text in strings(path):
        assert not COMMAND.search(text), f"{named(path)}:{line} names a command: {text!r}"


@pytest.mark.parametrize("path", [p for p in below_the_api() if not named(p).startswith(NOT_YET)], ids=named)
def test_no_string_below_the_api_names_an_option_but_the_hand_lines_marks(path: Path) -> None:
    for line, text in strings(path):
        for option in OPTION.findall(text):
            assert option in HAND_LINE, f"{named(path)}:{line} names the option {option}: {text!r}"


def test_the_checks_find_a_command_and_an_option_and_pass_docstrings(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        '"""Run `booray check`."""\n'
        'def f():\n    """booray night list"""\n    raise E(f"no night {x}; see `booray night list`")\n'
        'A = "give it with --db PATH"\n"""An attribute\'s docstring: --db."""\n',
        encoding="utf-8",
    )
    found = strings(module)
    assert found == [(4, "; see `booray night list`"), (4, "no night "), (5, "give it with --db PATH")]
    assert [bool(COMMAND.search(text)) for _, text in found] == [True, False, False]
    assert OPTION.findall(found[2][1]) == ["--db"]
    assert COMMAND.search("run `check` first")
    assert not COMMAND.search("no booray database here")
