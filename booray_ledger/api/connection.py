"""One open ledger: where it is, the store opened on its first use, the transactions committed.

The base of :class:`booray_ledger.api.book.Ledger`: each group of operations (hands, reports,
debts) reaches the database only through :meth:`LedgerConnection._open`, so nothing is created
until a night is started and a ``keep_open`` ledger keeps one connection all night.
"""

from __future__ import annotations

from types import TracebackType
from typing import TYPE_CHECKING, Self

from booray_ledger.ledger.store.target import Target

SOURCES = ("cli", "prompt", "page", "api")
"""The front ends an entry can come from: the command line, the live prompt, the board's page,
the library (the default); ``booray history --all`` shows it."""

if TYPE_CHECKING:
    from booray_ledger.ledger.store.engine import LedgerStore


class LedgerConnection:
    """The ledger at ``target`` and its store, opened when first needed."""

    def __init__(self, target: Target, *, keep_open: bool = False, source: str = "api") -> None:
        from booray_ledger.errors import ErrorCode, UsageError

        if source not in SOURCES:
            raise UsageError(ErrorCode.UNKNOWN_SOURCE, source=source, known=list(SOURCES))
        self.target = target
        self.keep_open = keep_open
        self.source = source  # the front end writing, kept with each entry (history --all)
        self._store: LedgerStore | None = None
        self._commits = 0

    @property
    def commits(self) -> int:
        """How many write transactions this ledger has committed (a front end that fails to
        show a result can then say whether the change was recorded)."""
        return self._commits + (self._store.commits if self._store is not None else 0)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object | TracebackType) -> None:
        self.close()

    def close(self) -> None:
        if self._store is not None:
            self._commits += self._store.commits
            self._store.close()
            self._store = None

    def _open(self, create: bool = False) -> LedgerStore:
        if self._store is None:  # a store exists only once its file (or schema) does
            from booray_ledger.ledger.store.engine import open_store

            self._store = open_store(self.target, create=create, keep_open=self.keep_open)
            self._store.source = self.source
        return self._store
