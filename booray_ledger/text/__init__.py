"""The one wording package: every sentence a person reads, for the terminal, the prompt and the
board, made from the typed values the library API returns."""
