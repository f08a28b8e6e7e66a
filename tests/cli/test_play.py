"""`booray play`: registered, with help and an example, and nothing of the prompt loaded by
`booray --help`."""

from __future__ import annotations

from tests.conftest import Run


def test_play_is_listed_and_has_help_with_an_example(booray: Run) -> None:
    assert "play" in booray("--help").stdout
    shown = booray("play", "--help").stdout
    assert "Example:" in shown and "--night" in shown
