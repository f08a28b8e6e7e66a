"""The prompt at a terminal (prompt_toolkit): the table above, one line per hand below.

Before every prompt the table is read again from the ledger (so hands recorded by another
terminal show up) and drawn above it. A refused line comes back in the prompt, as typed and
marked (in reverse video): the next key typed replaces it, an arrow key starts fixing it, Esc clears it,
and the toolbar says so. Ctrl-L redraws the table. Each hand is committed before the next prompt
appears. Tab completes names, marks and commands; the up arrow walks the history (kept across
nights in the user data folder). Questions (is this a new hand? undo hand 7?) are asked in a
prompt of their own, kept out of that history. Ctrl-D with chips in an open night's pot asks first.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from booray_ledger.errors import BoorayError
from booray_ledger.prompt.commands import OWN_COMMANDS, LiveTable, prompt_command

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import History


def default_history() -> History:
    """The prompt's history, kept in the user data folder (in memory when it cannot be)."""
    from platformdirs import user_data_dir
    from prompt_toolkit.history import FileHistory, InMemoryHistory

    folder = Path(user_data_dir("booray-ledger", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "play-history"
        path.touch()
    except OSError:
        return InMemoryHistory()
    return FileHistory(str(path))


@dataclass
class Marked:
    """Whether the line in the prompt is a refused one, shown selected, that the next key replaces."""

    on: bool = False


def make_session(table: LiveTable, history: History | None = None, marked: Marked | None = None) -> PromptSession[str]:
    """A prompt with completion of names, marks and commands, history, a toolbar, the refused
    line's keys and Ctrl-L."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.lexers import DynamicLexer, SimpleLexer

    from booray_ledger.prompt.completion import TableCompleter
    from booray_ledger.text import guards
    from booray_ledger.text.prompt import toolbar

    state = marked if marked is not None else Marked()
    commands = sorted({*OWN_COMMANDS, *table.cli_commands} - {"play", "demo"})
    session: PromptSession[str] = PromptSession(
        history=history if history is not None else default_history(),
        completer=TableCompleter(lambda: table.names, commands),
        complete_while_typing=False,
        bottom_toolbar=lambda: guards.refused_line_toolbar() if state.on else toolbar(),
        key_bindings=key_bindings(table, state),
        lexer=DynamicLexer(lambda: SimpleLexer("reverse") if state.on else None),
    )

    def edited(_: object) -> None:  # any other key (an arrow, End, Backspace) fixes the line instead
        state.on = False

    session.app.key_processor.after_key_press += edited
    return session


def key_bindings(table: LiveTable, state: Marked) -> Any:
    """A typed character replaces a refused line, Esc clears it; Ctrl-L redraws the table."""
    from prompt_toolkit.application import run_in_terminal
    from prompt_toolkit.filters import Condition
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.keys import Keys

    bindings = KeyBindings()
    refused = Condition(lambda: state.on)

    @bindings.add(Keys.Any, filter=refused)
    def _replace(event: Any) -> None:
        state.on = False
        event.current_buffer.text = event.data
        event.current_buffer.cursor_position = len(event.data)

    @bindings.add("escape", filter=refused, eager=True)
    def _clear(event: Any) -> None:
        state.on = False
        event.current_buffer.text = ""

    @bindings.add("c-l")
    def _redraw(event: Any) -> None:
        event.app.renderer.clear()
        run_in_terminal(lambda: table.refresh())

    return bindings


def mark_refused(state: Marked) -> None:
    """Show the line in the prompt (a refused one) marked, in reverse video, for the next key
    typed to replace."""
    state.on = True


def run_live(table: LiveTable, history: History | None = None, **prompt_options: Any) -> int:
    """The loop: draw the table, read a line, run it; until quit or Ctrl-D. Exit code 0."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import InMemoryHistory

    from booray_ledger.text.prompt import prompt

    marked = Marked()
    session = make_session(table, history, marked)
    questions: PromptSession[str] = PromptSession(history=InMemoryHistory())
    asked = dict(prompt_options)
    table.answer = lambda question: ask(questions, question, **asked)
    table.follow_current = table.night is None
    if table.refresh(quiet=table.night is None) is None and not table.ended:
        from booray_ledger.prompt.new_night import ask_for_night

        if table.night is not None or not ask_for_night(table, session, **prompt_options):
            return 1 if table.night is not None else 0
        table.refresh()
    keep = ""
    started = prompt_options.pop("pre_run", None)
    while True:

        def pre_run(refused: bool = bool(keep)) -> None:
            if refused:
                mark_refused(marked)
            if started is not None:
                started()

        try:
            text = session.prompt(prompt(), default=keep, pre_run=pre_run, **prompt_options)
        except KeyboardInterrupt:
            keep = ""
            continue
        except EOFError:
            if leave_now(table):
                return 0
            keep = ""
            continue
        finally:
            marked.on = False
        outcome = table.do(text)
        if outcome.quit:
            return 0
        keep = "" if outcome.ok else text
        if outcome.ok:  # a refused line changed nothing: its error stays just above the prompt
            table.refresh()


def ask(questions: PromptSession[str], question: str, **prompt_options: Any) -> str:
    """The scorekeeper's answer to ``question`` ('' for Ctrl-C: no); Ctrl-D raises EOFError."""
    try:
        return questions.prompt(question, **prompt_options)
    except KeyboardInterrupt:
        return ""


def leave_now(table: LiveTable) -> bool:
    """Ctrl-D: leave, after a yes when the night is still open with chips in the pot."""
    from booray_ledger.prompt.guards import confirm
    from booray_ledger.text import guards

    try:
        pot = table.ledger.status(table.night)["pot"]
    except BoorayError:  # no night open (ended, or never started): nothing to lose
        return True
    try:
        return not pot or confirm(table, guards.leave_warning(pot, prompt_command), guards.leave_question())
    except EOFError:  # Ctrl-D again: yes, leave
        return True
