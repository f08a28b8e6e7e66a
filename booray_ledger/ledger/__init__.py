"""Persistence: SQLModel tables, the SQLite engine, migrations, services and queries."""
