"""Persistence through SQLModel, on SQLite or PostgreSQL, by concern: ``store`` (where a ledger
lives, opening it, and what every write is checked against), ``schema`` (the tables and their
migrations), ``write`` (every change, a balanced entry), ``read`` (reports and the table now),
``upkeep`` (checks, backups, copies)."""
