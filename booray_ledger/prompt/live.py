"""The prompt at a terminal (prompt_toolkit): the table above, one line per hand below.

Before every prompt the table is read again from the ledger (so hands recorded by another
terminal show up) and drawn above it. A refused line comes back in the prompt, as typed, to be
fixed. Each hand is committed before the next prompt appears. Tab completes names, marks and
commands; the up arrow walks the history (kept across nights in the user data folder).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from booray_ledger.errors import BoorayError
from booray_ledger.prompt.commands import OWN_COMMANDS, LiveTable

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import History

PROMPT = "hand> "
TOOLBAR = " Tab completes · ↑ history · . passes the rest · undo · edit N · help · quit "


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


def make_session(table: LiveTable, history: History | None = None) -> PromptSession[str]:
    """A prompt with completion of names, marks and commands, history and a toolbar."""
    from prompt_toolkit import PromptSession

    from booray_ledger.prompt.completion import TableCompleter

    commands = sorted({*OWN_COMMANDS, *table.cli_commands} - {"play", "demo"})
    session: PromptSession[str] = PromptSession(
        history=history if history is not None else default_history(),
        completer=TableCompleter(lambda: table.names, commands),
        complete_while_typing=False,
        bottom_toolbar=TOOLBAR,
    )
    return session


def ask_for_night(table: LiveTable, session: PromptSession[str], **prompt_options: Any) -> bool:
    """No night open: ask for its name and players and start it. False if the scorekeeper leaves."""
    from booray_ledger.text import nights, render
    from booray_ledger.text.errors import explain

    render.lines("No night is open in this ledger: start one (Ctrl-D to leave).")
    while True:
        try:
            name = session.prompt("Night name: ", **prompt_options)
            players = session.prompt("Players, clockwise, comma-separated (Ann,Bob,Cat): ", **prompt_options)
        except (EOFError, KeyboardInterrupt):
            return False
        try:
            started = table.ledger.start_night(name, [p.strip() for p in players.split(",") if p.strip()])
        except BoorayError as exc:
            render.lines(f"booray: {explain(exc)}")
            continue
        render.lines(*nights.night_started(started))
        return True


def run_live(table: LiveTable, history: History | None = None, **prompt_options: Any) -> int:
    """The loop: draw the table, read a line, run it; until quit or Ctrl-D. Exit code 0."""
    session = make_session(table, history)
    table.follow_current = table.night is None
    if table.refresh(quiet=table.night is None) is None:
        if table.night is not None or not ask_for_night(table, session, **prompt_options):
            return 1 if table.night is not None else 0
        table.refresh()
    keep = ""
    while True:
        try:
            text = session.prompt(PROMPT, default=keep, **prompt_options)
        except KeyboardInterrupt:
            keep = ""
            continue
        except EOFError:
            return 0
        outcome = table.do(text)
        if outcome.quit:
            return 0
        keep = "" if outcome.ok else text
        if outcome.ok:  # a refused line changed nothing: its error stays just above the prompt
            table.refresh()
