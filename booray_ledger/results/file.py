"""The typed values of the ledger file's upkeep: ``booray check``, ``booray backup`` and
``booray copy``, and the formats ``booray export`` writes.
"""

from __future__ import annotations

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


class CheckItem(TypedDict):
    """One part of ``booray check``: its name, whether it passed, and what it found."""

    name: str
    ok: bool
    problems: list[str]


class CheckReport(TypedDict):
    """``booray check --json``: every check of a ledger file and a one-line summary."""

    ok: bool
    path: str
    summary: str
    hands_replayed: int
    checks: list[CheckItem]


class BackupMade(TypedDict):
    """``booray backup --json``: where the consistent copy of the ledger went."""

    ledger: str
    backup: str
    bytes: int
