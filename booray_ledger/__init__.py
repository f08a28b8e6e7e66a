"""booray-ledger: the bank and the referee for a night of Bourré (Booray)."""

__version__ = "0.1.0"
