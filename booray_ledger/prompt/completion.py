"""Tab completion at the live table: command words first on a line, player names anywhere,
and names after a short mark (``r:``, ``c:``, ``o:``, ``d:``). Commands are lower-case words, so
a word typed with a capital (``Ca``) is a name: it completes to ``Cat``, not to ``cashout``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document

from booray_ledger.text.prompt import completion_kind

NAME_MARKS = ("r:", "c:", "o:", "d:")


class TableCompleter(Completer):
    """Completes the word before the cursor from the seated players and the commands."""

    def __init__(self, names: Callable[[], Sequence[str]], commands: Sequence[str]) -> None:
        self.names = names
        self.commands = commands

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterable[Completion]:
        word = document.get_word_before_cursor(WORD=True)
        first = not document.text_before_cursor[: len(document.text_before_cursor) - len(word)].strip()
        mark = next((m for m in NAME_MARKS if word.lower().startswith(m)), "")
        stem = word[len(mark) :].casefold()
        if first and not mark and word == word.lower():
            for command in self.commands:
                if command.startswith(stem):
                    yield Completion(command, start_position=-len(word), display_meta=completion_kind("command"))
        for name in self.names():
            if name.casefold().startswith(stem):
                yield Completion(
                    mark + name, start_position=-len(word), display_meta=completion_kind("mark" if mark else "player")
                )
        if not mark and not first:
            for m in NAME_MARKS:
                if m.startswith(word.lower()) and word:
                    yield Completion(m, start_position=-len(word), display_meta=completion_kind("mark"))
