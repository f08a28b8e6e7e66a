"""Looking after a ledger file: integrity checks, the book-keeping check, `booray check`, backups,
and copying a whole ledger to another engine."""
