"""The root `booray` command: the --db option, error handling, and the sub-apps.

Every domain error becomes one line on stderr and a non-zero exit (2 for usage errors); a
traceback is only ever shown for a bug.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import importlib
import os
import sys
from typing import Annotated, Any, NoReturn

import typer
from typer._click.exceptions import NoArgsIsHelpError, UsageError
from typer.exceptions import Abort

from booray_ledger.cli.common import LANGUAGE_GIVEN, command_words, db_from_environment
from booray_ledger.cli.helptext import (
    COMMANDS_HEADING,
    CONTEXT,
    FullHelpGroup,
    TranslatedContext,
    speak_completion,
    speak_help,
)
from booray_ledger.cli.plain_values import take_plain_values, take_plain_values_of
from booray_ledger.errors import BoorayError
from booray_ledger.text.i18n import N_

COMMANDS: dict[str, tuple[str, str, str]] = {
    # name: (module, attribute, one-line help). Each is imported and built only when used, so a
    # command pays neither for the others' imports nor for typer building their parameters.
    # The help lines are English, the catalog's ids (marked N_): TranslatedHelpFormatter writes
    # them in the language speaking.
    "night": ("booray_ledger.cli.night", "app", N_("Start, list, show and end nights.")),
    "hand": (
        "booray_ledger.cli.hand",
        "app",
        N_("Record a hand (booray hand Ann=2 Bob=3 Dan=pass), void or edit one."),
    ),
    "play": ("booray_ledger.cli.play", "play", N_("The live table: one prompt all night, one short line per hand.")),
    "seat": ("booray_ledger.cli.seat", "app", N_("Add, remove, sit out or bring back a player between hands.")),
    "buy": ("booray_ledger.cli.buy", "buy", N_("Buy chips for a player's stack between hands (table stakes).")),
    "status": ("booray_ledger.cli.status", "status", N_("The table now: pot, who deals, who antes, every balance.")),
    "history": ("booray_ledger.cli.history", "history", N_("Every hand of the current night, in order.")),
    "settle": ("booray_ledger.cli.settle", "settle", N_("Who pays whom, in as few payments as possible.")),
    "paid": ("booray_ledger.cli.paid", "paid", N_("Record a settle-up payment between two players.")),
    "cashout": ("booray_ledger.cli.cashout", "cashout", N_("A player who leaves early settles now with the bank.")),
    "recap": ("booray_ledger.cli.recap", "recap", N_("A short summary of the night to share: text, or a picture.")),
    "standings": ("booray_ledger.cli.standings", "standings", N_("Every player across nights.")),
    "player": ("booray_ledger.cli.player", "app", N_("One player across nights, with charts.")),
    "export": ("booray_ledger.cli.export", "export", N_("Export hands and chip movements: csv, json, hledger.")),
    "referee": ("booray_ledger.cli.referee", "app", N_("Judge a disputed play, or audit a whole hand.")),
    "rules": ("booray_ledger.cli.rules", "app", N_("The rulebook, and the house rules in force.")),
    "board": ("booray_ledger.cli.board", "board", N_("The live scoreboard page for the TV and every phone.")),
    "copy": ("booray_ledger.cli.copy", "copy", N_("Copy the ledger to an empty PostgreSQL database or a new file.")),
    "check": ("booray_ledger.cli.check", "check", N_("Verify a ledger file: integrity, sums, every hand replayed.")),
    "backup": ("booray_ledger.cli.backup", "backup", N_("Copy the ledger safely, even while others record.")),
    "demo": ("booray_ledger.cli.demo", "demo", N_("Play a short scripted night into a throw-away file.")),
}


class BoorayGroup(FullHelpGroup):
    """The root group: loads sub-commands on demand, and turns every BoorayError raised below
    it into a one-line message."""

    context_class = TranslatedContext

    def list_commands(self, ctx: Any) -> list[str]:
        return list(COMMANDS)

    def get_command(self, ctx: Any, name: str) -> Any:
        """The sub-command ``name``, built once: resolving a command asks for it twice (is it
        known? then run it), and building a command's parameters is a measurable part of a
        command's start-up."""
        if name not in COMMANDS:
            return None
        built: dict[str, Any] = self.__dict__.setdefault("_built", {})
        if name not in built:
            built[name] = self._build(name)
            take_plain_values_of(built[name], ctx)  # no pydantic for text and flags (see plain_values)
        return built[name]

    def get_params(self, ctx: Any) -> list[Any]:
        params: list[Any] = super().get_params(ctx)
        take_plain_values(params)  # --db, --help and the root's flags
        speak_completion(params)  # --install-completion reports in the language speaking
        return params

    def _build(self, name: str) -> Any:
        module, attribute, _ = COMMANDS[name]
        target = getattr(importlib.import_module(module), attribute)
        if not isinstance(target, typer.Typer):
            single = typer.Typer(add_completion=False, rich_markup_mode=None)
            single.command(name)(target)
            target = single
        command = speak_help(typer.main.get_command(target))
        command.name = name
        if name in LONG_RUNNING and _REPLACED_THRESHOLD:
            gc.set_threshold(*_REPLACED_THRESHOLD[0])  # a program that stays open collects as usual
        return command

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        with formatter.section(COMMANDS_HEADING):
            formatter.write_dl([(name, text) for name, (_, _, text) in COMMANDS.items()])

    def make_context(self, info_name: Any, args: Any, parent: Any = None, **extra: Any) -> Any:
        """The root's context, in the language the environment asks for (``--lang``, parsed
        here, may then choose another) so that even a help or usage line is in it."""
        _speak_from_environment()
        try:
            return super().make_context(info_name, args, parent, **extra)
        except UsageError as exc:
            _usage_line(exc)

    def invoke(self, ctx: Any) -> Any:
        try:
            done = super().invoke(ctx)
            sys.stdout.flush()  # an output error surfaces here, not silently at exit
            return done
        except BoorayError as exc:
            from booray_ledger.text.errors import explain

            _say(f"booray: {explain(exc, command_words(ctx))}")
            raise typer.Exit(exc.exit_code) from None
        except UsageError as exc:
            _usage_line(exc)
        except OSError as exc:
            _output_failed(exc, ctx)
        except Abort:  # Ctrl-C at a question (night end's): nothing was done
            from booray_ledger.text.command_line import aborted

            _say(aborted())
            raise typer.Exit(1) from None


def _speak_from_environment() -> None:
    """Speak the language ``BOORAY_LANG`` or the locale asks for (English when none); one the
    program does not speak, asked for by ``BOORAY_LANG``, is refused in one line (exit 2)."""
    from booray_ledger.text import i18n

    LANGUAGE_GIVEN[:] = [bool(os.environ.get("BOORAY_LANG"))]
    try:
        i18n.use(i18n.from_environment())
    except BoorayError as exc:
        from booray_ledger.text.errors import explain

        i18n.use(i18n.SOURCE)
        _say(f"booray: {explain(exc)}")
        raise typer.Exit(exc.exit_code) from None


def _choose_language(value: str | None) -> None:
    """``--lang CODE``: speak ``CODE`` from here on (before the command is read, so its help and
    its errors are in it too); one the program does not speak is refused in one line."""
    if value is None:
        return
    from booray_ledger.text import i18n

    try:
        i18n.use(i18n.chosen(value))
        LANGUAGE_GIVEN[:] = [True]
    except BoorayError as exc:
        from booray_ledger.text.errors import explain

        _say(f"booray: {explain(exc)}")
        raise typer.Exit(exc.exit_code) from None


KEPT_FORMAT_CHARACTERS = frozenset("\u200c\u200d\u200e\u200f\u2066\u2067\u2068\u2069\u061c")
"""Invisible characters a line in any script needs as they are: zero-width (non-)joiners, the
direction marks and the bidi isolates that keep a name from reordering the sentence around it."""


def one_line(text: str) -> str:
    """``text`` as one printable line: control characters (newlines, ESC) and other invisible
    ones shown escaped, but for :data:`KEPT_FORMAT_CHARACTERS`."""
    return "".join(ch if ch.isprintable() or ch in KEPT_FORMAT_CHARACTERS else repr(ch)[1:-1] for ch in text)


def _say(text: str) -> None:
    with contextlib.suppress(OSError, ValueError):
        typer.echo(one_line(text), err=True)


def _usage_line(exc: UsageError) -> NoReturn:
    """A command line that cannot be parsed: one line naming the problem and where help is."""
    if isinstance(exc, NoArgsIsHelpError):
        raise exc  # the help text itself, as asked
    from booray_ledger.cli.usage import problem
    from booray_ledger.text.command_line import see_help

    where = exc.ctx.command_path if exc.ctx is not None else "booray"
    _say(f"booray: {see_help(_option_suggestion(exc) or problem(exc), where)}")
    raise typer.Exit(2) from None


def _option_suggestion(exc: UsageError) -> str:
    """An unknown option answered by the one suggester (:mod:`booray_ledger.text.suggest`) with
    the command's options: ``No such option '--nigth'; did you mean `--night`?``."""
    from typer._click.exceptions import NoSuchOption

    if not isinstance(exc, NoSuchOption) or exc.ctx is None:
        return ""
    from booray_ledger.text.suggest import unknown

    known = [o for p in exc.ctx.command.params for o in (*p.opts, *p.secondary_opts) if o.startswith("-")]
    return unknown(exc.option_name, known, "option")


def _output_failed(exc: OSError, ctx: Any) -> NoReturn:
    """Printing the result failed. A reader that went away (a closed pipe) is no failure: exit 0
    quietly. Any other output error (a full disk) is one line saying whether the command's
    change was recorded: a recorded change exits 0, so a script never retries it."""
    with contextlib.suppress(OSError, ValueError):
        sys.stdout = open(os.devnull, "w")  # nothing more can be printed there  # noqa: SIM115
    if exc.errno == errno.EPIPE:
        raise typer.Exit(0) from None
    committed = bool((ctx.obj or {}).get("committed", lambda: 0)())
    from booray_ledger.text.commands import output_failed

    _say(f"booray: {output_failed(str(exc.strerror or exc), committed)}")
    raise typer.Exit(0 if committed else 1) from None


app = typer.Typer(
    cls=BoorayGroup,
    name="booray",
    help="The bank and the referee for a night of Bourré (Booray).\n\n"
    "Example: booray night start Friday --players Ann,Bob,Cat,Dan  then  booray hand Ann=3 Bob=2 Cat=0 Dan=pass",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=True,
    rich_markup_mode=None,
    context_settings=CONTEXT,
)


def _version(value: bool) -> None:
    if value:
        from booray_ledger import __version__

        typer.echo(f"booray-ledger {__version__}")
        raise typer.Exit(0)


@app.callback()
def root(
    ctx: typer.Context,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            help="The ledger: a SQLite file (default: $BOORAY_DB, else booray.db in your user data folder) or a "
            "PostgreSQL URL postgresql://user:password@host:port/dbname.",
        ),
    ] = None,
    version: Annotated[
        bool,
        typer.Option("--version", "-V", help="Print the version and exit.", callback=_version, is_eager=True),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="CODE",
            help="The language to speak: en, ml, mn, sd, ms or ps (default: $BOORAY_LANG, else the locale's, "
            "else English). Example: booray --lang ps status",
            callback=_choose_language,
            is_eager=True,
        ),
    ] = None,
) -> None:
    """The bank and the referee for a night of Bourré (Booray).

    Example: booray night start Friday --players Ann,Bob,Cat,Dan
    """
    given = ctx.obj if isinstance(ctx.obj, dict) else {}
    if db is None:
        db = db_from_environment()
    ctx.obj = {**given, "db": db}


LONG_RUNNING = frozenset({"play", "board", "export"})
"""Commands that stay open (the live prompt, the scoreboard server) or stream a whole ledger
(an export: its garbage would pile up between rare collections, so its memory would grow with
the ledger): the collector runs as usual."""
DEFAULT_GC_THRESHOLD = (700, 10, 10)  # CPython's own
START_UP_GC_THRESHOLD = 200_000
"""Objects a single command may allocate before the cyclic garbage collector first runs."""
_REPLACED_THRESHOLD: list[tuple[int, int, int]] = []
"""The collector's thresholds before :func:`collect_late` raised them (empty: never raised)."""


def collect_late() -> None:
    """Let a single command allocate :data:`START_UP_GC_THRESHOLD` objects before the first
    collection (see :func:`run`); a :data:`LONG_RUNNING` command gets the old thresholds back."""
    _REPLACED_THRESHOLD[:] = [gc.get_threshold()]
    gc.set_threshold(START_UP_GC_THRESHOLD, *_REPLACED_THRESHOLD[0][1:])


def run() -> None:
    """Entry point of the `booray` console script: the command started when the process did.

    A single command (``hand``, ``status``) builds an import graph of some 75,000 objects that
    live until the process ends, and next to no cyclic garbage. CPython's collector would walk
    that graph over and over (some 150 collections, one of them full: about an eighth of the
    command's CPU time); the first collection waits for
    :data:`START_UP_GC_THRESHOLD` new objects instead, which such a command never reaches, so
    memory stays bounded for one that does. :data:`LONG_RUNNING` commands collect as usual.

    When the command has finished (its transaction committed and its database connection
    closed), the process leaves with ``os._exit`` after flushing its output: tearing down the
    interpreter's large import graph costs the scorekeeper a tenth of a second for nothing. A bug
    (any other exception) still ends the normal way, with its traceback.
    """
    collect_late()
    try:
        app(obj={})
    except SystemExit as done:
        code = done.code
        if isinstance(code, str):
            print(code, file=sys.stderr)
        _leave(code if isinstance(code, int) else (0 if code is None else 1))


def _leave(code: int) -> None:
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):  # a closed pipe: nothing more can be said
            stream.flush()
    os._exit(code)
