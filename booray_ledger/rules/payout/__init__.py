"""Paying out one hand: the rulebook's steps (:mod:`.steps`, entry point
:func:`~booray_ledger.rules.payout.steps.hand_payout`) run on the hand being paid out
(:class:`~booray_ledger.rules.payout.paying_out.PayingOut`), and the paid-out hand as a value
(:class:`~booray_ledger.rules.payout.result.Payout`). Import from those modules: this one loads
nothing, so a command that only reads a hand's outcome does not load the steps."""
