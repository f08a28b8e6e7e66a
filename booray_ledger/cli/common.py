"""What every command shares: the ledger it opens, the --json and --night options, and the one
"print JSON or render for people" step.

Nothing here imports SQLAlchemy or SQLModel at import time: commands that need no database
(``--help``, ``rules``, ``referee``) start fast.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

if TYPE_CHECKING:
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
    given = (root.obj or {}).get("db") or db_from_environment()
    return str(given) if given else str(default_db_path())


def db_from_environment() -> str | None:
    """``$BOORAY_DB``, the ledger when ``--db`` is not given (the one place it is read): ``None``
    when unset; set but empty is refused, since it would silently mean the default file."""
    value = os.environ.get("BOORAY_DB")
    if value is not None and not value:
        from booray_ledger.errors import BoorayError
        from booray_ledger.text.commands import empty_ledger_variable

        raise BoorayError(empty_ledger_variable())
    return value


LANGUAGE_GIVEN: list[bool] = [False]
"""Whether this command was asked for a language (``--lang`` or ``BOORAY_LANG``), which then
speaks even where a night chose its own (the recap): see :func:`speaking_for`."""


@contextmanager
def speaking_for(night_language: str | None) -> Iterator[None]:
    """Speak the language a night chose (its recap, its card) unless this command was asked for
    one (``--lang``, ``BOORAY_LANG``): the scorekeeper's own choice wins."""
    from booray_ledger.text import i18n

    if night_language is None or LANGUAGE_GIVEN[0]:
        yield
        return
    with i18n.speaking(night_language):
        yield


def open_ledger(ctx: typer.Context) -> Ledger:
    """The library's ledger for this command (opened lazily by its first call)."""
    from booray_ledger.api.book import Ledger

    root = ctx.find_root()
    ledger = Ledger.open(db_target(ctx), source=front_end(ctx))
    if isinstance(root.obj, dict):
        root.obj["committed"] = lambda: ledger.commits  # read if printing the result fails
    return ledger


def command_hint(ctx: typer.Context, words: str) -> str:
    """A command to point to, in the syntax of where this command runs: `` `booray WORDS` `` at
    the terminal, `` `WORDS` `` at the live prompt (``booray play`` runs commands without the
    program's name)."""
    return f"`{command_words(ctx)(words)}`"


def command_words(ctx: typer.Context) -> Callable[[str], str]:
    """The wording package's command hint (:data:`booray_ledger.text.words.CommandHint`) for
    where this command runs: ``booray WORDS`` at the terminal, the bare ``WORDS`` at the live
    prompt."""
    if front_end(ctx) == "prompt":
        return _bare
    return terminal_command


def _bare(words: str) -> str:
    return words


def terminal_command(words: str) -> str:
    """How the terminal names a command: with the program's name, ``booray rules ties``."""
    return f"booray {words}"


def front_end(ctx: typer.Context) -> str:
    """Where this command runs: ``cli`` (the terminal) or ``prompt`` (inside ``booray play``)."""
    root = ctx.find_root()
    return str((root.obj or {}).get("source", "cli")) if isinstance(root.obj, dict) else "cli"


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


@contextmanager
def progress_bar(label: str, staged: bool = False, stage_words: Callable[[str], str] = str) -> Iterator[Any]:
    """A rich progress bar on stderr when it is a terminal (a big ledger takes seconds), or
    None. It is called ``update(done, total)``, or ``update(stage, done, total)`` when
    ``staged`` (the stage, in ``stage_words``, then names the bar)."""
    if not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def update(*args: Any) -> None:
            stage, done, total = (stage_words(args[0]), *args[1:]) if staged else (label, *args)
            bar.update(task, description=stage, completed=done, total=total or None)

        yield update
