"""Who owes whom at the end (rulebook topic ``settle-up``): the settle-up and the payments that clear it.

The settle-up is a read; recording or voiding a payment is one write transaction. Chips are
whole numbers; money (Decimal) appears only in the settle-up.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import TYPE_CHECKING

from booray_ledger.api.connection import LedgerConnection
from booray_ledger.api.reports import since_date
from booray_ledger.errors import ErrorCode, UsageError
from booray_ledger.rules.limits import parse_chip_value

if TYPE_CHECKING:  # names for annotations only: importing the typed values costs every command's start-up
    from booray_ledger.results import CashedOut, CashOutVoided, PaymentRecorded, PaymentRow, PaymentVoided, SettleUp


class Debts(LedgerConnection):
    """The settle-up and its payments."""

    def settle_up(
        self,
        *,
        night: str | None = None,
        everything: bool = False,
        since: str | date | None = None,
        chip_value: str | Decimal | None = None,
        explain: bool = False,
        currency: str | None = None,
        exact: bool = False,
    ) -> SettleUp:
        """Who pays whom, in as few payments as possible, in chips and money (in ``currency``,
        an ISO code, when given; else the night's). The fewest payments are searched for within
        a budget of work; past it ``extra_at_most`` says how many more than the fewest the list
        may hold, and ``exact=True`` searches without the budget."""
        from booray_ledger.ledger.read import payments
        from booray_ledger.money import check_currency

        if sum((night is not None, everything, since is not None)) > 1:
            raise UsageError(ErrorCode.DEBTS_NIGHTS_TWICE)
        value = parse_chip_value(chip_value) if chip_value is not None else None
        code = check_currency(currency) if currency is not None else None
        first_day = since_date(since)
        with self._open().read() as session:
            report = payments.settle_up(session, night, everything, first_day, value, False, exact)
            if code is not None:
                report["currency"] = code
            if explain:
                report["explanation"] = payments.explain_payments(report)
            return report

    def record_payment(
        self,
        payer: str,
        payee: str,
        chips: int | str | None = None,
        *,
        night: str | None = None,
        force: bool = False,
        money: str | Decimal | None = None,
        note: str = "",
    ) -> PaymentRecorded:
        """Record a settle-up payment in whole ``chips`` or in ``money`` (converted at the
        night's chip value, to the nearest chip). Without ``night`` it goes to the one night,
        open or ended, whose settle-up has ``payer`` owing ``payee`` (none or several: refused,
        naming them). Paying more than is owed there needs ``force``. The result names the
        night and what is still owed on it."""
        from booray_ledger.ledger.write import payment_log

        with self._open().write() as session:
            return payment_log.record_payment(session, night, payer, payee, chips, force, money=money, note=note)

    def cash_out(self, name: str, *, night: str | None = None) -> CashedOut:
        """A player who leaves early settles now against the bank (the scorekeeper holds the
        money): their night balance becomes 0 and the bank takes it over, to collect or pay
        when the night is settled. A player still seated leaves the table."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import cash_out

        with self._open().write() as session:
            return cash_out.cash_out(session, queries.load_night(session, night), name)

    def void_cash_out(self, name: str, *, night: str | None = None) -> CashOutVoided:
        """Void ``name``'s last cash-out of the night (default: the current night, else the most
        recent ended one) with a reversing entry: their balance is theirs again and the bank no
        longer holds it. A player it took from the table is seated again only by ``seat add``."""
        from booray_ledger.ledger.read import queries
        from booray_ledger.ledger.write import cash_out

        with self._open().write() as session:
            return cash_out.void_cash_out(session, queries.load_night(session, night, ended_ok=True), name)

    def payments(self, *, night: str | None = None) -> list[PaymentRow]:
        """Every settle-up payment, numbered in the order recorded (voided ones marked)."""
        from booray_ledger.ledger.read import payment_list

        with self._open().read_rows() as session:
            return payment_list.payment_rows(session, night)

    def void_payment(self, number: int) -> PaymentVoided:
        """Void payment ``number`` (see :meth:`payments`) with a reversing entry."""
        from booray_ledger.ledger.write import payment_log

        with self._open().write() as session:
            return payment_log.void_payment(session, number)
