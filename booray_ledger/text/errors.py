"""An error in words: the library's one-line message, plus what the front end can add from the
error's data: the name probably meant (:mod:`booray_ledger.text.suggest`) and the command that
gets past the refusal (the error's :class:`~booray_ledger.errors.Fix`), in the front end's own
syntax (:data:`~booray_ledger.text.words.CommandHint`): ``booray night list`` at the terminal,
``night list`` inside ``booray play``, and nothing on the board, which has no commands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from booray_ledger.errors import BoorayError, ErrorCode, Fix, NameKind, UnknownName
from booray_ledger.text.i18n import N_, Words, _, isolate, say
from booray_ledger.text.suggest import closest, did_you_mean
from booray_ledger.text.words import CommandHint, no_command

COMMANDS: dict[Fix, tuple[str, str]] = {
    Fix.START_NIGHT: (N_("; start one with `{command}`"), "night start NAME --players A,B,C"),
    Fix.FIRST_NIGHT: (N_("; start a night with `{command}`"), "night start NAME --players A,B,C"),
    Fix.NAME_THE_NIGHT: (N_(": {command}"), "night start NAME --players Ann,Bob,Cat"),
    Fix.OPEN_NIGHTS: (N_("; see `{command}` for the open ones, or start a new one"), "night list"),
    Fix.SEAT_IN: (N_(" or run `{command}`"), "seat in {player}"),
    Fix.SEAT_ADD: (N_("; add them with `{command}`"), "seat add"),
    Fix.BUY: (N_(", or run `{command}` first"), "buy {player} {chips}"),
    Fix.BUY_BEFORE: (N_(" (`{command}`)"), "buy {player} {chips}"),
    Fix.SETTLE_ALL: (
        N_(
            "; see who pays whom with `{command}`, or name the night with --night NAME and add --force to record it anyway"
        ),
        "settle --all",
    ),
    Fix.SETTLE_NIGHT: (
        N_("; see who pays whom with `{command}`, or add --force to record it anyway"),
        "settle --night {night}",
    ),
    Fix.PAYMENT_LIST: (N_("; see `{command}`"), "paid --list"),
    Fix.CHIPS_OR_MONEY: (N_(" ({command} or --money 4.25)"), "paid Cat Ann 17"),
    Fix.PAYMENT_IN_CHIPS: (N_(": {command}"), "paid FROM TO {chips}"),
    Fix.CHECK: (N_("; run `{command}`"), "check"),
    Fix.CHECK_RESTORE: (
        N_("; run `{command}` and restore the latest backup (see docs/guide.md, Backups and restoring)"),
        "check",
    ),
    Fix.DAMAGED: (
        N_(". Run `{command}` for details and restore the latest backup (see docs/guide.md, Backups and restoring)"),
        "check",
    ),
}
"""Each fix that names one command: the words around it and the command (its blanks filled from
the error's data)."""

OPTIONS: dict[Fix, str] = {
    Fix.AGAIN: N_("; if it really is a new hand, record it again with --again"),
    Fix.POT_ACTION: N_(": end with --pot carry, --pot split or --pot refund"),
    Fix.CHIP_VALUE: N_("; give one with --chip-value"),
    Fix.POT_LIMIT: N_("; set a pot limit for this table (--limit)"),
    Fix.TABLE_STAKES: N_("; start a night with --stakes table --buy-in 100"),
    Fix.FORCE_PAYMENT: N_(", or add --force to record {chips} anyway"),
    Fix.STAKES_TABLE: N_("; add --stakes table"),
    Fix.BUY_IN: N_(", like --buy-in 100"),
    Fix.RAISE_BUY_IN: N_("; raise --buy-in"),
    Fix.TWO_PLAYERS: N_(": --players Ann,Bob"),
    Fix.GIVE_FILE: N_("; give a file with --db PATH or BOORAY_DB"),
    Fix.OTHER_FILE: N_("; choose another file with --db"),
    Fix.WRITABLE_FOLDER: N_("; choose a folder you can write with --db or BOORAY_DB"),
    Fix.NEW_FILE: N_("; start a new file with --db for more nights"),
    Fix.PAYMENT_IN_MONEY: N_(": give the money with --money {value}"),
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

        message = problem(exc.code, with_problem(exc.facts))
    if isinstance(exc, UnknownName):
        return unknown_name(exc, hint, message)
    if isinstance(exc, BoorayError) and exc.fix is not None:
        return message + fix_words(exc.fix, exc.data, hint)
    return message


def with_problem(facts: dict[str, Any]) -> dict[str, Any]:
    """An error's facts with the ``problem`` among them (damage ``booray check`` would find: its
    kind and data) put in as the check words it: ``the ledger is damaged (night 'Fri', link 3 of
    9 (hand 2, a chip entry, chip movements): changed after it was written); nothing was written``."""
    found = facts.get("problem")
    if not isinstance(found, Mapping):
        return facts
    from booray_ledger.text.check import problem_line

    return {**facts, "problem": Words(problem_line(found))}


def unknown_name(exc: UnknownName, hint: CommandHint, message: str) -> str:
    """The unknown name's ``message`` with the name probably meant, or the names it could be."""
    out = sitting_out(exc)
    if out is not None:  # the same words as a full hand line naming them (Fix.SEAT_IN)
        from booray_ledger.text.problems import problem

        return problem(ErrorCode.SITTING_OUT, {"player": out}) + fix_words(Fix.SEAT_IN, {"player": out}, hint)
    meant = closest(exc.word, exc.known, "name", limit=1)
    if meant:
        # Translators: {message} says what the name is not; {suggestion} is like: did you mean Bob?
        return say(N_("{message}; {suggestion}"), message=Words(message), suggestion=Words(did_you_mean(meant)))
    listed = Words(", ".join(isolate(name) for name in exc.known) or _("nobody"))
    if exc.what in (NameKind.SEATED, NameKind.DEALT_IN):
        # Translators: {names} are the players seated at the table
        return say(N_("{message}; seated: {names}"), message=Words(message), names=listed)
    # Translators: {names} are the names known (the night's players, the ledger's, or its nights)
    return say(N_("{message}; known: {names}"), message=Words(message), names=listed)


def fix_words(fix: Fix, data: dict[str, Any], hint: CommandHint) -> str:
    """What to add to a message for ``fix``: the command in the front end's syntax, or nothing
    where the front end has no commands (``hint`` names none)."""
    if hint("help") is None:
        return ""
    if fix in OPTIONS:
        return _(OPTIONS[fix]).format(**data)
    if fix in COMMANDS:
        around, words = COMMANDS[fix]
        return _(around).format(command=hint(words.format(**data)))
    return several_commands(fix, data, hint)


def several_commands(fix: Fix, data: dict[str, Any], hint: CommandHint) -> str:
    """The fixes that name more than one command, or options with the night's name."""
    if fix is Fix.PAYMENT_NIGHTS:
        # Translators: {options} are the options to add, like: --night Fri or --night Sat
        options = _(" or ").join(f"--night {quoted(night)}" for night in data["nights"])
        return _("; add {options}").format(options=options)
    if fix is Fix.BUY_FIRST:
        return " (" + ", ".join(f"`{hint(f'buy {player} {chips}')}`" for player, chips in data["buys"]) + ")"
    night = quoted(data["night"])
    if fix is Fix.EDIT_IN_PLACE:
        edit, void = hint(f"hand edit N --night {night}"), hint(f"hand void --night {night}")
        return say(
            N_("; correct a hand of '{night}' in place with `{edit}` or `{void}` ('{later}' is settled again)"),
            night=data["night"],
            edit=Words(edit),
            void=Words(void),
            later=data["later"],
        )
    reopen = hint(f"night reopen {night}")
    return _(
        ": reopen it with `{command}`, make the change, and end it again with --pot carry, split or refund"
    ).format(command=reopen)


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
