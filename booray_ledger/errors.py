"""The one family of errors a user can cause.

Every mistake a scorekeeper can make (a misspelled name, trick counts that do not add up, a file
that is not our database) raises a subclass of :class:`BoorayError`: a code
(:class:`ErrorCode`) and the facts behind it (names, numbers, codes), never a sentence. The
wording package makes the one line a person reads, in their language
(:func:`booray_ledger.text.errors.explain`); the command line prints it on stderr and exits with
the error's ``exit_code``; it never shows a traceback.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Fix(StrEnum):
    """The command (or option) that gets past a refusal, for the front end to name in its own
    syntax: the message itself is plain, and :func:`booray_ledger.text.errors.explain` adds
    ``start one with `booray night start ...``` at the terminal, the bare command inside
    ``booray play`` and nothing on the board, filling it in from the error's ``data``."""

    START_NIGHT = "start_night"  # no night yet: night start NAME --players A,B,C
    FIRST_NIGHT = "first_night"  # no database yet: night start NAME --players A,B,C
    NAME_THE_NIGHT = "name_the_night"  # a night started without a name
    OPEN_NIGHTS = "open_nights"  # an ended night cannot be current: night list
    SEAT_IN = "seat_in"  # data: player, sitting out
    SEAT_ADD = "seat_add"  # a player not at the table
    BUY = "buy"  # data: player, chips: a buy that lets them play
    BUY_BEFORE = "buy_before"  # data: player, chips: a buy before the hand
    BUY_FIRST = "buy_first"  # data: buys, [(player, chips)]: the buys that cover a hand
    SETTLE_ALL = "settle_all"  # a payment owed on no night (data: settle words)
    SETTLE_NIGHT = "settle_night"  # data: night: an overpayment on one night
    PAYMENT_NIGHTS = "payment_nights"  # data: nights: a payment owed on several nights
    PAYMENT_LIST = "payment_list"  # a payment number that is not there (or already voided)
    CHIPS_OR_MONEY = "chips_or_money"  # a payment given in both chips and money, or in neither
    PAYMENT_IN_CHIPS = "payment_in_chips"  # data: chips: a money amount as whole chips
    PAYMENT_IN_MONEY = "payment_in_money"  # data: value: an amount that is no whole number of chips
    EDIT_IN_PLACE = "edit_in_place"  # data: night: correct an ended night's hand in place
    REOPEN_FIRST = "reopen_first"  # data: night: reopen an ended night before changing it
    CHECK = "check"  # the ledger may be damaged: run the check
    CHECK_RESTORE = "check_restore"  # the ledger file is damaged: check it, restore the latest backup
    DAMAGED = "damaged"  # the ledger is damaged: check, and restore the latest backup
    AGAIN = "again"  # the same hand entered twice: record it again on purpose
    POT_ACTION = "pot_action"  # a night ended with chips in the pot: say what becomes of them
    CHIP_VALUE = "chip_value"  # nights with different chip values: give the one to use
    POT_LIMIT = "pot_limit"  # a hand past what the ledger can hold: set a pot limit
    TABLE_STAKES = "table_stakes"  # buying chips needs a night at table stakes
    FORCE_PAYMENT = "force_payment"  # data: chips: record a payment beyond what is owed
    STAKES_TABLE = "stakes_table"  # buy-ins given for a night not at table stakes
    BUY_IN = "buy_in"  # table stakes without a buy-in
    RAISE_BUY_IN = "raise_buy_in"  # a buy-in that does not pay one ante
    TWO_PLAYERS = "two_players"  # a night with fewer than two players
    GIVE_FILE = "give_file"  # no ledger file given (or a URL where only a file will do)
    OTHER_FILE = "other_file"  # choose another ledger file
    WRITABLE_FOLDER = "writable_folder"  # choose a folder that can be written
    NEW_FILE = "new_file"  # this ledger is full: start a new file


class ErrorCode(StrEnum):
    """What went wrong, as a code: the wording package words each one
    (:data:`booray_ledger.text.problems.MESSAGES`), filling it in from the error's ``facts``.
    The values are stable: scripts may read them."""

    # The language -----------------------------------------------------------------------------
    UNKNOWN_LANGUAGE = "unknown_language"  # facts: language (as given), known (the codes spoken)
    SAME_LANGUAGE = "same_language"  # facts: night, language (the code it already speaks)


class BoorayError(Exception):
    """A domain error: its ``code`` says what is wrong and its ``facts`` the names and numbers
    behind it; ``fix`` says which command gets past it, for the front end to name.

    ``str()`` of one is its code and facts, for logs and tracebacks; people read
    :func:`booray_ledger.text.errors.explain` of it."""

    exit_code = 1

    def __init__(self, code: ErrorCode | str = "", *, fix: Fix | None = None, **facts: Any) -> None:
        super().__init__(code)
        self.code: ErrorCode | None = code if isinstance(code, ErrorCode) else None
        """What went wrong; ``None`` for an error still raised with a message of its own (kept in
        ``args``, never among the data fields a front end or a script reads)."""
        self.fix = fix
        self.facts = facts

    @property
    def data(self) -> dict[str, Any]:
        """The facts (the name the front ends' hints use for them)."""
        return self.facts

    def __str__(self) -> str:
        if self.code is None:
            return str(self.args[0]) if self.args else ""
        shown = ", ".join(f"{key}={value!r}" for key, value in self.facts.items())
        return f"{self.code.value}({shown})" if shown else self.code.value


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
