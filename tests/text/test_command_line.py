"""The command line's own words: a command line that cannot be parsed, where its help is, and the
help heading that names a command, in click's English as the terminal showed it and looked up in
the catalog of the language speaking."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text import command_line as words
from booray_ledger.text.i18n import speaking
from tests.text.tried import tried_catalog


def test_each_problem_in_clicks_english() -> None:
    assert words.missing("argument", "'name'") == "Missing argument 'name'."
    assert words.missing("option", "'--players'") == "Missing option '--players'."
    assert words.needs_values("--night", 1) == "Option '--night' requires an argument."
    assert words.needs_values("--pair", 2) == "Option '--pair' requires 2 arguments."
    assert words.takes_no_value("--json") == "Option '--json' does not take a value."
    assert words.extra_arguments("a b") == "Got unexpected extra argument(s) (a b)"
    assert words.no_such_option("-x") == "No such option: -x"
    assert words.aborted() == "Aborted!"


def test_an_invalid_value_names_the_option_and_what_is_wrong() -> None:
    reason = words.input_problem("less_than_equal", {"le": 65535}, "ignored")
    assert reason == "Input should be less than or equal to 65535"
    assert (
        words.invalid_value("'--port'", reason)
        == "Invalid value for '--port': Input should be less than or equal to 65535"
    )
    assert words.invalid_value(None, "x") == "Invalid value: x"
    assert words.input_problem("some_new_kind", {}, "as pydantic said it") == "as pydantic said it"
    assert words.path_problem("file", "is a directory", "/tmp", "ignored") == "file '/tmp' is a directory."
    assert words.path_problem("file", "is purple", "/tmp", "as typer said it") == "as typer said it"


def test_where_the_help_is_and_the_default_commands_heading() -> None:
    assert words.see_help("Missing argument 'name'.", "booray night start") == (
        "Missing argument 'name'.; see `booray night start --help`"
    )
    assert words.options_of("booray hand", "record") == "Options of `booray hand` (the same as `booray hand record`)"
    said = words.no_such_command("undoo", "did you mean `booray hand void`?")
    assert said == "No such command 'undoo'; did you mean `booray hand void`?"


def test_every_message_is_looked_up_in_the_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    translations: dict[str | tuple[str, str], str] = {
        "Missing option {name}.": "Pilihan {name} tiada.",
        "Input should be less than or equal to {le}": "Input mesti tidak melebihi {le}",
        "Invalid value for {name}: {reason}": "Nilai tidak sah untuk {name}: {reason}",
        "{problem}; see `{command} --help`": "{problem}; lihat `{command} --help`",
        "file '{path}' is a directory.": "fail '{path}' ialah direktori.",
        "Aborted!": "Dibatalkan!",
    }
    with tried_catalog(tmp_path, monkeypatch, translations):
        assert words.missing("option", "'--to'") == "Pilihan '--to' tiada."
        reason = words.input_problem("less_than_equal", {"le": 65535}, "")
        assert (
            words.invalid_value("'--port'", reason)
            == "Nilai tidak sah untuk '--port': Input mesti tidak melebihi 65535"
        )
        assert words.see_help("x", "booray copy") == "x; lihat `booray copy --help`"
        assert words.path_problem("file", "is a directory", "/tmp", "") == "fail '/tmp' ialah direktori."
        assert words.aborted() == "Dibatalkan!"


def test_a_limit_is_written_in_the_locales_digits() -> None:
    with speaking("ps"):
        said = words.input_problem("greater_than_equal", {"ge": 10}, "")
    assert "۱۰" in said
    assert "10" not in said


def test_installed_shell_completion_in_typers_english() -> None:
    assert words.completion_installed("bash", "/h/.bash_completions/booray.sh") == [
        "bash completion installed in /h/.bash_completions/booray.sh",
        "Completion will take effect once you restart the terminal",
    ]
