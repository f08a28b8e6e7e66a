"""What every command shares: the ledger it opens, the --json and --night options, and the one
"print JSON or render for people" step.

Nothing here imports SQLAlchemy or SQLModel at import time: commands that need no database
(``--help``, ``rules``, ``referee``) start fast.
"""

from __future__ import annotations

import errno
import functools
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

if TYPE_CHECKING:
    from rich.console import Console

    from booray_ledger.api.book import Ledger

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON (stable keys) for scripts.")]
NightOption = Annotated[
    str | None, typer.Option("--night", help="The night (default: the current one, see `booray night use`).")
]

T = TypeVar("T")


def default_db_path() -> Path:
    """``booray.db`` in the user data directory (when neither --db nor $BOORAY_DB is given)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("booray-ledger", appauthor=False)) / "booray.db"


def db_target(ctx: typer.Context) -> str:
    """The ledger this command uses, as typed: ``--db``, else ``$BOORAY_DB``, else the default
    file. A path or a ``postgresql://`` URL."""
    root = ctx.find_root()
    given = (root.obj or {}).get("db") or os.environ.get("BOORAY_DB")
    return str(given) if given else str(default_db_path())


def db_path(ctx: typer.Context) -> Path:
    """The SQLite file this command uses, for commands that only work on a file."""
    from booray_ledger.api.book import ledger_file

    return ledger_file(db_target(ctx))


def open_ledger(ctx: typer.Context) -> Ledger:
    """The library's ledger for this command (opened lazily by its first call)."""
    from booray_ledger.api.book import Ledger

    ledger = Ledger.open(db_target(ctx))
    root = ctx.find_root()
    if isinstance(root.obj, dict):
        root.obj["committed"] = lambda: ledger.commits  # read if printing the result fails
    return ledger


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False))


def emit(data: T, as_json: bool, render: Callable[[T], None], for_scripts: Callable[[T], Any] | None = None) -> None:
    """The last step of every report: JSON for scripts, else ``render`` for people.

    ``for_scripts`` picks what the JSON holds when the screen shows more than the scripts'
    contract (``status --json`` is exactly the status keys; the table around it is for people).
    """
    if as_json:
        print_json(for_scripts(data) if for_scripts is not None else data)
    else:
        render(data)


def console() -> Console:
    """A console for people: colours only on a terminal, and never when NO_COLOR is set. Text is
    never read as rich markup or emoji codes, so a name like ``[bold]`` prints as typed."""
    out = _console_class()(highlight=False, soft_wrap=False, markup=False, emoji=False)
    if not out.is_terminal:
        out.width = PIPED_WIDTH  # piped or redirected: never wrap in the middle of an item
    return out


PIPED_WIDTH = 1000
"""The width of output that is not going to a terminal: wide enough that no table or line of
ours wraps, so a script, a file or a pager gets whole lines."""


@functools.cache
def _console_class() -> type[Console]:
    """The console's class, made once (the live table prints after every hand)."""
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            """Rich would exit 1 here; the command's own error handling decides (a reader that
            went away after a hand was recorded is no failure)."""
            raise BrokenPipeError(errno.EPIPE, "the reader of the output went away")

    return _Console
