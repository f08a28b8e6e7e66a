"""The tables: the numbered migrations written once (migration_sql), each engine's schema and the
checks that a database is ours (sqlite_schema, postgres_schema), and the SQLModel classes (models)."""
