"""Where a ledger lives and opening it: the target (a file or a URL), the one engine switch, the
SQLite and PostgreSQL stores, the locks writers wait on, and what every write is checked
against (the file's identity, each night's hash chain)."""
