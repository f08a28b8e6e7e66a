"""Reading the ledger: the table now, hands in effect, chip sums, nights, the log between hands,
the settle-up, the season, and exports."""
