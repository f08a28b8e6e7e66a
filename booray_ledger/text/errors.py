"""An error in words: the library's one-line message, plus what the front end can add from the
error's data: the name probably meant (:mod:`booray_ledger.text.suggest`) and the command that
gets past the refusal (the error's :class:`~booray_ledger.errors.Fix`), in the front end's own
syntax (:data:`~booray_ledger.text.words.CommandHint`): ``booray night list`` at the terminal,
``night list`` inside ``booray play``, and nothing on the board, which has no commands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from booray_ledger.errors import BoorayError, ErrorCode, Fix, NameKind, UnknownName
from booray_ledger.text.suggest import closest, did_you_mean
from booray_ledger.text.words import CommandHint, no_command

COMMANDS: dict[Fix, tuple[str, str]] = {
    Fix.START_NIGHT: ("; start one with `{}`", "night start NAME --players A,B,C"),
    Fix.FIRST_NIGHT: ("; start a night with `{}`", "night start NAME --players A,B,C"),
    Fix.NAME_THE_NIGHT: (": {}", "night start NAME --players Ann,Bob,Cat"),
    Fix.OPEN_NIGHTS: ("; see `{}` for the open ones, or start a new one", "night list"),
    Fix.SEAT_IN: (" or run `{}`", "seat in {player}"),
    Fix.SEAT_ADD: ("; add them with `{}`", "seat add"),
    Fix.BUY: (", or run `{}` first", "buy {player} {chips}"),
    Fix.BUY_BEFORE: (" (`{}`)", "buy {player} {chips}"),
    Fix.SETTLE_ALL: (
        "; see who pays whom with `{}`, or name the night with --night NAME and add --force to record it anyway",
        "settle --all",
    ),
    Fix.SETTLE_NIGHT: ("; see who pays whom with `{}`, or add --force to record it anyway", "settle --night {night}"),
    Fix.PAYMENT_LIST: ("; see `{}`", "paid --list"),
    Fix.CHIPS_OR_MONEY: (" ({} or --money 4.25)", "paid Cat Ann 17"),
    Fix.PAYMENT_IN_CHIPS: (": {}", "paid FROM TO {chips}"),
    Fix.CHECK: ("; run `{}`", "check"),
    Fix.CHECK_RESTORE: ("; run `{}` and restore the latest backup (see docs/guide.md, Backups and restoring)", "check"),
    Fix.DAMAGED: (
        ". Run `{}` for details and restore the latest backup (see docs/guide.md, Backups and restoring)",
        "check",
    ),
}
"""Each fix that names one command: the words around it and the command (its blanks filled from
the error's data)."""

OPTIONS: dict[Fix, str] = {
    Fix.AGAIN: "; if it really is a new hand, record it again with --again",
    Fix.POT_ACTION: ": end with --pot carry, --pot split or --pot refund",
    Fix.CHIP_VALUE: "; give one with --chip-value",
    Fix.POT_LIMIT: "; set a pot limit for this table (--limit)",
    Fix.TABLE_STAKES: "; start a night with --stakes table --buy-in 100",
    Fix.FORCE_PAYMENT: ", or add --force to record {chips} anyway",
    Fix.STAKES_TABLE: "; add --stakes table",
    Fix.BUY_IN: ", like --buy-in 100",
    Fix.RAISE_BUY_IN: "; raise --buy-in",
    Fix.TWO_PLAYERS: ": --players Ann,Bob",
    Fix.GIVE_FILE: "; give a file with --db PATH or BOORAY_DB",
    Fix.OTHER_FILE: "; choose another file with --db",
    Fix.WRITABLE_FOLDER: "; choose a folder you can write with --db or BOORAY_DB",
    Fix.NEW_FILE: "; start a new file with --db for more nights",
    Fix.PAYMENT_IN_MONEY: ": give the money with --money {value}",
}
"""Each fix that names an option of the command that was refused (shown where there are options)."""


def explain(exc: BaseException, hint: CommandHint = no_command) -> str:
    """``exc`` as one line for people: an unknown name gets the name meant (``'Bbo' is not seated
    at this table; did you mean Bob?``), a sitting-out player how to deal them back in (``Dan is
    sitting out; leave Dan out of the hand or run `seat in Dan```), or, with none close, the names it could be; any other error
    its message and the command that gets past it, as ``hint`` names it (none on the board)."""
    message = str(exc)
    if isinstance(exc, BoorayError) and isinstance(exc.code, ErrorCode):
        from booray_ledger.text.problems import problem

        message = problem(exc.code, exc.facts)
    if isinstance(exc, UnknownName):
        return unknown_name(exc, hint, message)
    if isinstance(exc, BoorayError) and isinstance(exc.data.get("problem"), Mapping):
        message = with_problem(message, exc.data["problem"])
    if isinstance(exc, BoorayError) and exc.fix is not None:
        return message + fix_words(exc.fix, exc.data, hint)
    return message


def with_problem(message: str, found: Mapping[str, Any]) -> str:
    """A refusal caused by damage, with the damage found (a ``check`` problem: its kind and data)
    in words after its first clause: ``the ledger is damaged (night 'Fri', link 3 of 9 (hand 2,
    a chip entry, chip movements): changed after it was written); nothing was written``."""
    from booray_ledger.text.check import problem_line

    head, sep, tail = message.partition(";")
    return f"{head} ({problem_line(found)}){sep}{tail}"


def unknown_name(exc: UnknownName, hint: CommandHint, message: str) -> str:
    """The unknown name's ``message`` with the name probably meant, or the names it could be."""
    out = sitting_out(exc)
    if out is not None:  # the same words as a full hand line naming them (Fix.SEAT_IN)
        return f"{out} is sitting out; leave {out} out of the hand" + fix_words(Fix.SEAT_IN, {"player": out}, hint)
    meant = closest(exc.word, exc.known, "name", limit=1)
    if meant:
        return f"{message}; {did_you_mean(meant)}"
    listed = ", ".join(exc.known) or "nobody"
    at_the_table = exc.what in (NameKind.SEATED, NameKind.DEALT_IN)
    return f"{message}; {'seated' if at_the_table else 'known'}: {listed}"


def fix_words(fix: Fix, data: dict[str, Any], hint: CommandHint) -> str:
    """What to add to a message for ``fix``: the command in the front end's syntax, or nothing
    where the front end has no commands (``hint`` names none)."""
    if hint("help") is None:
        return ""
    if fix in OPTIONS:
        return OPTIONS[fix].format(**data)
    if fix in COMMANDS:
        around, words = COMMANDS[fix]
        return around.format(hint(words.format(**data)))
    return several_commands(fix, data, hint)


def several_commands(fix: Fix, data: dict[str, Any], hint: CommandHint) -> str:
    """The fixes that name more than one command, or options with the night's name."""
    if fix is Fix.PAYMENT_NIGHTS:
        return "; add " + " or ".join(f"--night {quoted(night)}" for night in data["nights"])
    if fix is Fix.BUY_FIRST:
        return " (" + ", ".join(f"`{hint(f'buy {player} {chips}')}`" for player, chips in data["buys"]) + ")"
    night = quoted(data["night"])
    if fix is Fix.EDIT_IN_PLACE:
        edit, void = hint(f"hand edit N --night {night}"), hint(f"hand void --night {night}")
        return f"; correct a hand of {data['night']!r} in place with `{edit}` or `{void}` ({data['later']!r} is settled again)"
    reopen = hint(f"night reopen {night}")
    return f": reopen it with `{reopen}`, make the change, and end it again with --pot carry, split or refund"


def quoted(name: str) -> str:
    """A night's name as a command line takes it: in quotes when it has a space."""
    return f"'{name}'" if " " in name else name


def sitting_out(exc: UnknownName) -> str | None:
    """The player sitting this hand out whom the unknown word names (their name or the start of
    it, any case), when it names none of the players dealt in."""
    key = exc.word.casefold()
    starts = [p for p in exc.sitting_out if p.casefold().startswith(key)]
    if len(starts) == 1 and not any(p.casefold().startswith(key) for p in exc.known):
        return starts[0]
    return None
