"""Writing the ledger, inside the caller's transaction: nights started and ended, hands recorded,
voided and edited, seat changes, buy-ins and payments, each a balanced entry of movements."""
