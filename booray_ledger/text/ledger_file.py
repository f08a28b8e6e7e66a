"""The ledger file's refusals in words: where it is, opening it, reading and writing it (the
:class:`~booray_ledger.errors.ErrorCode` section of that name), made from each error's facts.

Apart from :mod:`booray_ledger.text.problems` (which takes these in) because a check's problem
(:mod:`booray_ledger.text.check`) may be such a refusal: a file this version cannot open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from booray_ledger.errors import ErrorCode
from booray_ledger.text.i18n import N_, Words, digits, say

Wording = str | Callable[[Mapping[str, Any]], str]


def plain(n: int) -> Words:
    """A number no reader adds up (an id, a page, a size in bytes, a length) in the locale's
    digits, never grouped: ``#1234``, ``8192 bytes`` (:func:`~booray_ledger.text.i18n.number`
    groups a count: ``1,617 chips``)."""
    return Words(digits(str(n)))


POSTGRES_INSTALL = 'pip install "booray-ledger[postgres]"'
"""The command that installs the PostgreSQL driver (a command, never translated)."""


def _path_control(facts: Mapping[str, Any]) -> str:
    # the path as Python writes it, escapes and all: the message is about a character that cannot be seen
    return say(
        N_("the ledger path {path} holds a newline or control character; give a plain path"),
        path=Words(repr(facts["path"])),
    )


def _upgrade_same_name(facts: Mapping[str, Any]) -> str:
    message = (
        N_(
            "cannot upgrade the ledger {path}: the players '{first}' (#{first_id}) and '{name}' (#{id}) have the "
            "same name once written the standard way (Unicode NFC); nothing was changed. Keep using the version "
            "of booray-ledger that wrote it and see docs/guide.md, Names that look alike"
        )
        if facts["table"] == "player"
        else N_(
            "cannot upgrade the ledger {path}: the nights '{first}' (#{first_id}) and '{name}' (#{id}) have the "
            "same name once written the standard way (Unicode NFC); nothing was changed. Keep using the version "
            "of booray-ledger that wrote it and see docs/guide.md, Names that look alike"
        )
    )
    ids = {"first_id": plain(facts["first_id"]), "id": plain(facts["id"])}
    return say(message, **{**{k: v for k, v in facts.items() if k != "table"}, **ids})


def _path_too_long(facts: Mapping[str, Any]) -> str:
    return say(
        N_("the ledger path '{path}'... is too long ({length} characters); give a shorter one"),
        path=facts["path"],
        length=plain(facts["length"]),
    )


LEDGER_FILE: dict[ErrorCode, Wording] = {
    # where it is
    ErrorCode.PATH_EMPTY: N_("the ledger path is empty"),
    ErrorCode.PATH_TOO_LONG: _path_too_long,
    ErrorCode.PATH_CONTROL: _path_control,
    ErrorCode.URL_NOT_A_LEDGER: N_(
        "{scheme}://... is not a ledger booray can open; give a SQLite file path or a "
        "postgresql://user:password@host:port/dbname URL"
    ),
    ErrorCode.URL_NO_DATABASE: N_(
        "{scheme}://... names no database; end the URL with /dbname, like postgresql://host/club"
    ),
    ErrorCode.NO_LEDGER_YET: N_("no booray database at {path} yet"),
    ErrorCode.NO_LEDGER: N_("no booray database at {path}"),
    ErrorCode.POSTGRES_DRIVER: lambda f: say(
        N_("a PostgreSQL ledger needs the psycopg driver: {install}"), install=Words(POSTGRES_INSTALL)
    ),
    # opening it
    ErrorCode.LEDGER_IS_FOLDER: N_("{path} is a folder, not a ledger file"),
    ErrorCode.LEDGER_NOT_READABLE: N_(
        "cannot read the ledger {path} (permission denied); ask its owner or use another file"
    ),
    ErrorCode.LEDGER_PATH_UNUSABLE: N_("cannot use the ledger path {path}: {reason}"),
    ErrorCode.LEDGER_CANNOT_OPEN: N_(
        "cannot open the ledger {path} ({reason}); check the disk and the file's permissions"
    ),
    ErrorCode.NOT_A_LEDGER: N_("{path} is not a booray-ledger database"),
    ErrorCode.NOT_A_LEDGER_OR_DAMAGED: N_("{path} is not a booray-ledger database (or is damaged)"),
    ErrorCode.NEWER_FILE: N_(
        "{path} was written by a newer booray-ledger (schema {version}, this one knows {known}); upgrade "
        "booray-ledger to use it (going back a version is not possible)"
    ),
    ErrorCode.UNKNOWN_SCHEMA: N_(
        "{path} has an unknown schema version ({version}); it was not written by booray-ledger as it is: "
        "restore the latest backup"
    ),
    ErrorCode.CANNOT_CREATE: N_("cannot create the ledger {path} ({reason})"),
    ErrorCode.SETUP_DISK_FULL: N_("cannot set up the ledger {path}: the disk is full; free some space and try again"),
    ErrorCode.SETUP_READ_ONLY: N_("cannot set up the ledger {path}: the file or its folder is read-only"),
    ErrorCode.SETUP_FAILED: N_("cannot set up the ledger {path}: {reason}"),
    ErrorCode.UPGRADE_DAMAGED: N_(
        "cannot upgrade the ledger {path}: it is damaged ({problem}); nothing was changed. Restore the latest "
        "backup (see docs/guide.md, Backups and restoring)"
    ),
    ErrorCode.UPGRADE_SAME_NAME: _upgrade_same_name,
    ErrorCode.DATABASE_UNREACHABLE: N_("cannot open the PostgreSQL ledger {path}: {reason}"),
    ErrorCode.DATABASE_NOT_OURS: N_("{path} is not a booray-ledger database (it has other tables); choose another"),
    ErrorCode.DATABASE_NOT_A_LEDGER: N_("{path} is not a booray-ledger database; choose another"),
    ErrorCode.NEWER_DATABASE: N_(
        "{path} was written by a newer booray-ledger (schema {version}, this one knows {known}); upgrade "
        "booray-ledger to use it"
    ),
    # reading and writing it
    ErrorCode.LEDGER_BUSY: N_("the database is busy in another terminal; try the command again"),
    ErrorCode.DATABASE_LOST: N_(
        "lost the PostgreSQL ledger {path}: {reason}; nothing was recorded; try again once the server is back"
    ),
    ErrorCode.DISK_FULL: N_("the disk is full: nothing was recorded; free some space and run the command again"),
    ErrorCode.DISK_FAILED: N_(
        "the disk failed while reading or writing the ledger: nothing was recorded; check the disk and try again"
    ),
    ErrorCode.READ_ONLY: N_(
        "the ledger is read-only for you; reading commands work, to record make the file and its folder writable"
    ),
    ErrorCode.READ_ONLY_DISK: N_(
        "the ledger {path} is on a read-only disk ({reason}); copy it somewhere writable to record"
    ),
    ErrorCode.READ_ONLY_FILE: N_(
        "the ledger file is read-only for you ({path}); reading commands work, to record: chmod u+w {path}"
    ),
    ErrorCode.READ_ONLY_FOLDER: N_(
        "the ledger folder is read-only for you ({path}); reading commands work, to record: make {path} writable"
    ),
    ErrorCode.CANNOT_OPEN_FILE: N_(
        "cannot open the ledger file; check that it and its folder exist and that you may read them"
    ),
    ErrorCode.FILE_DAMAGED: N_("the ledger file is damaged"),
    ErrorCode.SUM_OVERFLOWS: N_("a sum in this ledger overflows (written by an older version)"),
    ErrorCode.LEDGER_DAMAGED: N_("the ledger {path} is damaged ({problem}); nothing was written"),
    ErrorCode.NIGHT_DAMAGED: N_("the ledger is damaged ({problem}); nothing was written"),
    ErrorCode.LEDGER_REPLACED: N_(
        "the ledger file {path} was replaced or deleted since it was opened here; nothing was recorded; close this "
        "and open the ledger again"
    ),
}
"""The ledger file: where it is, opening it, reading and writing it."""


def refusal(code: ErrorCode, facts: Mapping[str, Any]) -> str:
    """The ledger file's refusal ``code`` in words, filled in from ``facts`` (none of them a
    check's problem: those are worded by :func:`booray_ledger.text.problems.problem`)."""
    wording = LEDGER_FILE[code]
    return wording(facts) if callable(wording) else say(wording, **facts)
