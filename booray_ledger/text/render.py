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
from booray_ledger.text.i18n import N_, Words, _, isolate, number, pgettext, say, say_plural

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


def styled(message: str, style: str = "", /, **facts: object) -> Text:
    """``message`` (already in the language speaking: ``_("...")``, ``ngettext(...)``) as rich
    text in ``style``, its ``{placeholders}`` filled as :func:`~booray_ledger.text.i18n.say` fills
    them; a fact given as ``(value, style)`` is shown in a style of its own, a :class:`Text` as it
    is. A translation may put the placeholders in any order: each keeps its own style."""
    import string

    shown = Text(style=style)
    for literal, field, _spec, _conversion in string.Formatter().parse(message):
        shown.append(literal)
        if field is None:
            continue
        fact = facts[field]
        value, own = (fact[0], str(fact[1])) if isinstance(fact, tuple) else (fact, "")
        if isinstance(value, Text):
            shown.append_text(value)
        else:
            shown.append(_filled(value), style=own)
    return shown


def _filled(value: object) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, int):
        return number(value)
    return str(value) if isinstance(value, Words) else isolate(value)


def semicolons(items: Sequence[str]) -> str:
    """Clauses (or a list of whole titles) one after the other: ``a; b; c``, with the language's
    semicolon."""
    # Translators: what goes between two clauses of one line ("Ann deals next; Bob loses ...").
    return pgettext("separator", "; ").join(items)


def nights_table(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    table = rich_table(_("Nights"))
    table.add_column(pgettext("column", "night"))
    table.add_column(pgettext("column", "started"))
    table.add_column(pgettext("column", "players"))
    table.add_column(pgettext("column", "hands"), justify="right")
    table.add_column(pgettext("column", "pot"), justify="right")
    table.add_column(pgettext("column", "status"))
    for r in rows:
        table.add_row(
            r["name"],
            words.when(r["started_at"]),
            number(len(r["players"])),
            number(r["hands"]),
            number(r["pot"]),
            night_status(r["ended"], r["current"]),
        )
    out.print(table)


def night_status(ended: bool, current: bool) -> str:
    """A night's status in the list of nights: ended, open, or open and current."""
    if ended:
        return pgettext("night status", "ended")
    return pgettext("night status", "open, current") if current else pgettext("night status", "open")


def lines(*texts: str) -> None:
    out = console()
    for text in texts:
        out.print(text)


CHECK_NAMES: dict[str, str] = {
    "pages": N_("pages"),
    "ledger_file": N_("booray-ledger file"),
    "sqlite": N_("SQLite integrity, foreign keys, triggers"),
    "chain_and_schema": N_("hash chain and schema"),
    "chain": N_("hash chain"),
    "reading": N_("reading the ledger"),
    "zero_sum": N_("every entry sums to zero"),
    "replay": N_("hands replayed from their inputs"),
    "balances": N_("balances and pots"),
    "night_totals": N_("per-night totals match the ledger"),
}
"""Each part of `booray check` (a :class:`~booray_ledger.results.CheckName`) as people read it
(keyed by the names' text: importing the typed values costs every command's start-up)."""


def check_report(report: CheckReport, details: str | None = None, replay_all: str | None = None) -> None:
    """What `booray check` found: each problem on its own line, then the one-line summary."""
    from booray_ledger.text.check import problem_line

    out = console()
    for item in report["checks"]:
        for problem in item["problems"]:
            # Translators: {check} is a part of the file check, {problem} what it found wrong.
            line = say(
                "{check}: {problem}", check=Words(_(CHECK_NAMES[item["name"]])), problem=Words(problem_line(problem))
            )
            out.print(line, soft_wrap=True)
    out.print(check_summary(report, details, replay_all), soft_wrap=True)


def check_summary(report: CheckReport, details: str | None = None, replay_all: str | None = None) -> str:
    """``friday.db: OK, 8 checks passed, 13 hands replayed`` (and how many an earlier check found
    right, not replayed again), or ``friday.db: 2 problem(s) in
    pages, balances and pots; see `booray check --json``` (``details``: the front end's way to
    see every problem, when it has one; ``replay_all``: its way to replay every hand)."""
    where = report["path"]
    bad = [c for c in report["checks"] if not c["ok"]]
    if bad:
        return _problems(where, sum(len(c["problems"]) for c in bad), [c["name"] for c in bad], details)
    # Translators: {n} hands replayed by the file check (English keeps "hands" for one too).
    replayed = Words(say_plural("{n} hands replayed", "{n} hands replayed", report["hands_replayed"]))
    # Translators: {path} is the ledger file; {n} the checks passed; {replayed} "13 hands replayed".
    summary = say_plural("{path}: OK, {n} checks passed, {replayed}", "{path}: OK, {n} checks passed, {replayed}",
                         len(report["checks"]), path=where, replayed=replayed)  # fmt: skip
    before = report.get("hands_checked_before", 0)
    if not before:
        return summary
    if replay_all:
        # Translators: {n} hands an earlier check found right; {command} replays every hand.
        return say_plural("{summary} ({n} found right by an earlier check; {command} replays all)",
                          "{summary} ({n} found right by an earlier check; {command} replays all)", before,
                          summary=Words(summary), command=Words(replay_all))  # fmt: skip
    # Translators: {n} hands an earlier check found right, not replayed again.
    return say_plural("{summary} ({n} found right by an earlier check)", "{summary} ({n} found right by an earlier check)",
                      before, summary=Words(summary))  # fmt: skip


def _problems(where: str, count: int, names: list[str], details: str | None) -> str:
    checks = Words(words.joined([_(CHECK_NAMES[name]) for name in names]))
    if details:
        # Translators: {path} is the ledger file, {checks} the parts that failed, {details} a command.
        return say_plural("{path}: {n} problem(s) in {checks}; see {details}",
                          "{path}: {n} problem(s) in {checks}; see {details}", count, path=where, checks=checks,
                          details=Words(details))  # fmt: skip
    # Translators: {path} is the ledger file, {checks} the parts of the check that failed.
    return say_plural("{path}: {n} problem(s) in {checks}", "{path}: {n} problem(s) in {checks}", count, path=where,
                      checks=checks)  # fmt: skip


def backup_made(made: BackupMade) -> None:
    # Translators: {ledger} and {backup} are file paths, {n} the backup's size.
    lines(say_plural("Backed up {ledger} to {backup} ({n} byte).", "Backed up {ledger} to {backup} ({n} bytes).",
                     made["bytes"], ledger=made["ledger"], backup=made["backup"]))  # fmt: skip


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
