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


class CheckItem(TypedDict):
    """One part of ``booray check``: which, whether it passed, and what it found."""

    name: CheckName
    ok: bool
    problems: list[str]


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
