"""A group with a default command: `booray hand Ann=2 ...` means `booray hand record ...`."""

from __future__ import annotations

import json

from booray_ledger.cli.default_group import DefaultCommandGroup, group_with_default
from tests.cli.nights import start
from tests.conftest import Run


def test_a_group_sends_anything_but_its_commands_to_the_default(booray: Run) -> None:
    start(booray, players="Ann,Bob,Cat")
    booray("hand", "Ann=3", "Bob=2", "Cat=pass")
    booray("hand", "record", "Ann=pass", "Bob=5", "Cat=pass")
    assert json.loads(booray("status", "--json").stdout)["hands"] == 2
    booray("hand", "void")  # a sub-command is not taken for a result
    assert json.loads(booray("status", "--json").stdout)["hands"] == 1
    assert "record" in booray("hand", "--help").stdout


def test_group_with_default_names_its_default() -> None:
    group = group_with_default("show", without_args=True)
    assert issubclass(group, DefaultCommandGroup)
    assert group.default_command == "show"
    assert group.default_without_args is True
