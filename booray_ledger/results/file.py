"""The typed values of the ledger file's upkeep: ``booray check``, ``booray backup`` and
``booray copy``, and the formats ``booray export`` writes.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal, TypedDict

ExportFormat = Literal["csv", "json", "hledger"]


class CopiedTable(TypedDict):
    """One table of a copied ledger: rows in the source, rows now in the copy."""

    table: str
    source: int
    copied: int


class NightCompared(TypedDict):
    """One night's balances and pot in the source and in the copy."""

    night: str
    balances: dict[str, int]
    pot: int
    copied_balances: dict[str, int]
    copied_pot: int
    same: bool


class CopyReport(TypedDict):
    """``booray copy --to``: what was copied where, and the night-by-night check of the copy."""

    source: str
    target: str
    tables: list[CopiedTable]
    nights: list[NightCompared]
    identical: bool


class CheckName(StrEnum):
    """The parts of ``booray check`` (worded in ``text.render``)."""

    PAGES = "pages"  # every page of the file reads back
    LEDGER_FILE = "ledger_file"  # the file is a booray-ledger database this version reads
    SQLITE = "sqlite"  # SQLite's integrity check, foreign keys, the append-only triggers
    CHAIN_AND_SCHEMA = "chain_and_schema"  # the schema its version makes, every night's hash chain
    CHAIN = "chain"  # every night's hash chain (PostgreSQL: the server checks its own pages)
    READING = "reading"  # the ledger could be read to the end
    ZERO_SUM = "zero_sum"  # every entry sums to zero
    REPLAY = "replay"  # every hand replayed from its inputs gives what was recorded
    BALANCES = "balances"  # balances and pots
    NIGHT_TOTALS = "night_totals"  # the per-night totals kept as nights are written match the rows


class ProblemKind(StrEnum):
    """What one problem ``booray check`` found is (worded in ``text.check``). Its ``data`` holds
    the numbers and names the kind needs, listed beside each kind; ``quoted`` is text from
    outside booray-ledger (SQLite's own report line, an error's first line) kept verbatim."""

    FILE_TOO_SHORT = "file_too_short"  # the file is shorter than a SQLite header
    SQLITE_HEADER = "sqlite_header"  # the SQLite header is damaged
    PAGE_SIZE = "page_size"  # the page size in the header is damaged
    HEADER_FORMAT = "header_format"  # the page size or format bytes in the header are damaged (a write's check)
    HEADER_SIZE = "header_size"  # bytes: the header does not fit the file's size (a write's check)
    PARTIAL_PAGE = "partial_page"  # bytes, page_size: the file is not whole pages
    PAGE_COUNT = "page_count"  # counted, pages: the header counts other pages than the file holds
    FREE_LIST = "free_list"  # the free-page list is damaged
    PAGE = "page"  # page, pages: a page whose header cannot be right
    SQLITE_SAYS = "sqlite_says"  # quoted: a line of SQLite's integrity check
    MISSING_PARENT = "missing_parent"  # table, row, parent: a row pointing at a missing row
    TRIGGER_LOST = "trigger_lost"  # table, verb: an append-only trigger is gone
    UNREADABLE = "unreadable"  # error, quoted: the file (or its rows) cannot be read to the end
    SCHEMA_TEXT = "schema_text"  # the schema's text in the file is no UTF-8
    NOT_A_LEDGER = "not_a_ledger"  # error, facts (the refusal to open it), or quoted: why this version cannot use it
    SCHEMA_MISSING = "schema_missing"  # what, name: a table, index or trigger its version makes is missing
    SCHEMA_CHANGED = "schema_changed"  # what, name: one is not as booray-ledger made it
    # the hash chain's first broken link: night_id (0: the file's own records; None: unknown),
    # night (its name, None when it has none to read), link, links (its number, of how many),
    # then per kind: numbered; sealed (the tables it sealed, comma-joined), hand (its number)
    CHAIN_ORDER = "chain_order"  # night_id, night, link, links, numbered: a link missing or out of order
    CHAIN_ROW_LOST = "chain_row_lost"  # night_id, night, link, links, sealed, hand: a row it sealed is gone
    CHAIN_ROW_MOVED = "chain_row_moved"  # ... sealed, hand: a row it sealed now names another night
    CHAIN_CHANGED = "chain_changed"  # ... sealed, hand: a link or its rows changed after it was written
    CHAIN_UNREADABLE = "chain_unreadable"  # night_id, night, error: a night's links or rows cannot be read
    CHAIN_NO_NIGHT = "chain_no_night"  # a row names no night it could belong to (a damaged reference)
    CHAIN_NOT_VERIFIED = "chain_not_verified"  # first_night_id, last_night_id, ended: their worker died
    CHAIN_UNSEALED = "chain_unsealed"  # table, stored, sealed: rows stored, rows sealed in the chain
    UNBALANCED = "unbalanced"  # entry, chips: an entry's movements do not add up to zero
    HAND_UNSETTLED = "hand_unsettled"  # hand, hand_id, error, facts or quoted: inputs no longer settle
    RESULT_DIFFERS = "result_differs"  # hand, hand_id: replaying gives another result than stored
    POT_DIFFERS = "pot_differs"  # hand, hand_id, expected, found: replaying gives another pot
    CHIPS_DIFFER = "chips_differ"  # hand, hand_id: the entry moved other chips than the result
    VOID_INEXACT = "void_inexact"  # hand, hand_id: the void does not reverse the hand exactly
    ENDED_POT = "ended_pot"  # night, pot: an ended night's pot is not empty
    NIGHT_POT = "night_pot"  # night, pot, expected: the pot is not what the last hand left
    TOTALS_MISSING = "totals_missing"  # night_id, player_id (None: the night's own row)
    TOTALS_EXTRA = "totals_extra"  # night_id, player_id: kept, but nothing in the ledger
    TOTALS_DIFFER = "totals_differ"  # night_id, player_id, column, kept, expected


ProblemData = dict[str, int | str | None]
"""A problem's numbers and names, by the keys its kind lists."""


class CheckProblem(TypedDict):
    """One problem ``booray check`` found: its kind and the facts it needs (no sentence)."""

    kind: ProblemKind
    data: ProblemData


def problem(kind: ProblemKind, **data: int | str | None) -> CheckProblem:
    """The problem of ``kind`` with these facts."""
    return {"kind": kind, "data": data}


class CheckItem(TypedDict):
    """One part of ``booray check``: which, whether it passed, and what it found."""

    name: CheckName
    ok: bool
    problems: list[CheckProblem]


class CheckReport(TypedDict):
    """``booray check --json``: every check of a ledger file, whether all passed, the hands replayed."""

    ok: bool
    path: str
    hands_replayed: int  # by this check
    hands_checked_before: int  # found right by an earlier check and untouched since (not replayed again)
    checks: list[CheckItem]


class BackupMade(TypedDict):
    """``booray backup --json``: where the consistent copy of the ledger went."""

    ledger: str
    backup: str
    bytes: int
