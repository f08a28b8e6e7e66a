"""booray-ledger: the bank and the referee for a night of Bourré (Booray).

The library API is ``Ledger`` and ``hand`` (see :mod:`booray_ledger.api.book`)::

    from booray_ledger import Ledger, hand
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.2.0"

if TYPE_CHECKING:
    from booray_ledger.api.book import Ledger, hand

__all__ = ["Ledger", "__version__", "hand"]


def __getattr__(name: str) -> Any:
    """``Ledger`` and ``hand`` are imported on first use, so the command line starts fast."""
    if name in ("Ledger", "hand"):
        from booray_ledger.api import book

        return getattr(book, name)
    raise AttributeError(f"module 'booray_ledger' has no attribute {name!r}")
