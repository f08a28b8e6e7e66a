"""The recap people share at the end of a night: one read transaction returning the facts
(:class:`booray_ledger.results.Recap`); the words are :mod:`booray_ledger.text.recap`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from booray_ledger.api.connection import LedgerConnection

if TYPE_CHECKING:  # names for annotations only: importing the typed values costs every command's start-up
    from booray_ledger.results import Recap


class Recaps(LedgerConnection):
    """The recap of a night."""

    def recap(self, night: str | None = None) -> Recap:
        """One night's winner, every player's net at the table in chips and money, the
        settle-up payments still to make (the same as :meth:`settle_up` for that night, the
        ``bank`` included), the biggest pot and the bourrés. Default night: the current one,
        else the most recent ended one."""
        from booray_ledger.ledger.read import recap

        with self._open().read() as session:
            return recap.recap(session, night)
