"""Tab completion at the live table: commands first on a line, names anywhere, names after a
short mark."""

from __future__ import annotations

from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from booray_ledger.prompt.completion import TableCompleter

NAMES = ["Ann", "Bob", "Bea", "Cat"]
COMMANDS = ["cashout", "edit", "help", "history", "seat", "settle", "status", "undo"]


def completions(text: str) -> list[str]:
    completer = TableCompleter(lambda: NAMES, COMMANDS)
    return [c.text for c in completer.get_completions(Document(text), CompleteEvent(completion_requested=True))]


def test_the_first_word_completes_commands_and_names() -> None:
    assert completions("s") == ["seat", "settle", "status"]
    assert completions("hi") == ["history"]
    assert completions("an") == ["Ann"]


def test_a_first_word_with_a_capital_is_a_name_not_a_command() -> None:
    assert completions("Ca") == ["Cat"]
    assert completions("ca") == ["cashout", "Cat"]
    assert completions("S") == []


def test_later_words_complete_names_only_any_case() -> None:
    assert completions("an 2 b") == ["Bob", "Bea"]
    assert completions("an 2 CA") == ["Cat"]


def test_a_short_mark_completes_the_name_after_it() -> None:
    assert completions("an 2 . r:b") == ["r:Bob", "r:Bea"]
    assert completions("an 2 . d:c") == ["d:Cat"]
    assert "r:" in completions("an 2 . r")
