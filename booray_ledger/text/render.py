"""Rendering for people, the pieces every report shares: a rich table, signed chips, money, lines,
key-value lists; and the nights, the file check and backup. The hands, the table now, debts and
the referee each have a module of their own (``hands``, ``table``, ``debts``, ``referee``)."""

from __future__ import annotations

import errno
import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text import words

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table as RichTable

    from booray_ledger.results.file import BackupMade, CheckReport


def rich_table(title: str | None = None, **options: Any) -> RichTable:
    """A rich table (imported on first use: the summary after a hand needs none)."""
    from rich.table import Table

    return Table(title=title, title_justify="left", **options) if title else Table(**options)


def signed(chips: int) -> Text:
    """A chip amount with its sign (:func:`booray_ledger.text.words.signed`), green when up and
    red when down."""
    return Text(words.signed(chips), style="green" if chips > 0 else "red" if chips < 0 else "dim")


def nights_table(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    table = rich_table("Nights")
    for column in ("night", "started", "players", "hands", "pot", "status"):
        table.add_column(column, justify="right" if column in ("hands", "pot") else "left")
    for r in rows:
        table.add_row(
            r["name"],
            r["started_at"][:16].replace("T", " "),
            str(len(r["players"])),
            str(r["hands"]),
            str(r["pot"]),
            "ended" if r["ended"] else ("open, current" if r["current"] else "open"),
        )
    out.print(table)


def lines(*texts: str) -> None:
    out = console()
    for text in texts:
        out.print(text)


CHECK_NAMES: dict[str, str] = {
    "pages": "pages",
    "ledger_file": "booray-ledger file",
    "sqlite": "SQLite integrity, foreign keys, triggers",
    "chain_and_schema": "hash chain and schema",
    "chain": "hash chain",
    "reading": "reading the ledger",
    "zero_sum": "every entry sums to zero",
    "replay": "hands replayed from their inputs",
    "balances": "balances and pots",
    "night_totals": "per-night totals match the ledger",
}
"""Each part of `booray check` (a :class:`~booray_ledger.results.CheckName`) as people read it
(keyed by the names' text: importing the typed values costs every command's start-up)."""


def check_report(report: CheckReport, details: str | None = None, replay_all: str | None = None) -> None:
    """What `booray check` found: each problem on its own line, then the one-line summary."""
    from booray_ledger.text.check import problem_line

    out = console()
    for item in report["checks"]:
        for problem in item["problems"]:
            out.print(f"{CHECK_NAMES[item['name']]}: {problem_line(problem)}", soft_wrap=True)
    out.print(check_summary(report, details, replay_all), soft_wrap=True)


def check_summary(report: CheckReport, details: str | None = None, replay_all: str | None = None) -> str:
    """``friday.db: OK, 8 checks passed, 13 hands replayed`` (and how many an earlier check found
    right, not replayed again), or ``friday.db: 2 problem(s) in
    pages, balances and pots; see `booray check --json``` (``details``: the front end's way to
    see every problem, when it has one; ``replay_all``: its way to replay every hand)."""
    where = report["path"]
    bad = [c for c in report["checks"] if not c["ok"]]
    if not bad:
        summary = f"{where}: OK, {len(report['checks'])} checks passed, {report['hands_replayed']:,} hands replayed"
        before = report.get("hands_checked_before", 0)
        again = f"; {replay_all} replays all" if replay_all else ""
        return summary + (f" ({before:,} found right by an earlier check{again})" if before else "")
    count = sum(len(c["problems"]) for c in bad)
    see = f"; see {details}" if details else ""
    return f"{where}: {count} problem(s) in {', '.join(CHECK_NAMES[c['name']] for c in bad)}{see}"


def backup_made(made: BackupMade) -> None:
    lines(f"Backed up {made['ledger']} to {made['backup']} ({made['bytes']:,} bytes).")


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
