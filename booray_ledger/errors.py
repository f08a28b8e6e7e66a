"""The one family of errors a user can cause.

Every mistake a scorekeeper can make (a misspelled name, trick counts that do not add up, a file
that is not our database) raises a subclass of :class:`BoorayError`. The command line prints its
message as one line on stderr and exits with its ``exit_code``; it never shows a traceback.
"""

from __future__ import annotations

from enum import StrEnum


class BoorayError(Exception):
    """A domain error: the message names the problem and, where there is one, the fix."""

    exit_code = 1


class UsageError(BoorayError):
    """The command line itself is wrong (an unknown name, a malformed value): exit 2."""

    exit_code = 2


class RuleError(BoorayError):
    """The hand breaks a rule of the game that the scorekeeper may override with ``--force``."""

    exit_code = 1


class DatabaseError(BoorayError):
    """The database file cannot be used (not ours, newer than this code, locked)."""

    exit_code = 1


class NameKind(StrEnum):
    """What an unknown name was meant to be one of (see :class:`UnknownName`)."""

    SEATED = "seated"  # a player seated at this table
    DEALT_IN = "dealt_in"  # a player dealt in this hand
    NIGHT_PLAYER = "night_player"  # one of the night's players, seated or not
    LEDGER_PLAYER = "ledger_player"  # a player of any night in the ledger
    NIGHT = "night"  # a night in the ledger


class UnknownName(UsageError):
    """A name that is none of ``known`` (a player, a night), ``what`` saying which kind of name
    was meant: the message says what it is not; the front end adds what was probably meant
    (:mod:`booray_ledger.text.suggest`)."""

    def __init__(self, message: str, *, word: str, known: list[str], what: NameKind) -> None:
        super().__init__(message)
        self.word = word
        self.known = known
        self.what = what
        self.sitting_out: list[str] = []
        """Seated players who are not dealt in this hand: the word may mean one of them."""


class DuplicateHand(BoorayError):
    """The same hand was recorded meanwhile by another terminal (or request): nothing written."""

    exit_code = 1


class LedgerReplaced(DatabaseError):
    """The ledger file was deleted or replaced since this program opened it: nothing written."""


class LedgerDamaged(DatabaseError):
    """The ledger (its header or the night being written) fails its check: nothing written."""
