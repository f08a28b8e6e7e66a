"""`booray paid`: record a settle-up payment, list the payments, or void one."""

from __future__ import annotations

from typing import Annotated

import typer

from booray_ledger.cli.common import JsonOption, NightOption, command_hint, emit, open_ledger
from booray_ledger.errors import UsageError


def paid(
    ctx: typer.Context,
    payer: Annotated[str | None, typer.Argument(help="Who paid.", metavar="FROM", show_default=False)] = None,
    payee: Annotated[str | None, typer.Argument(help="Who was paid.", metavar="TO", show_default=False)] = None,
    chips: Annotated[
        str | None, typer.Argument(help="How many whole chips the payment was worth.", show_default=False)
    ] = None,
    money: Annotated[
        str | None,
        typer.Option(
            "--money",
            metavar="AMOUNT",
            help="The payment in money instead of chips, like 4.25 (converted "
            "at the night's chip value, to the nearest chip).",
        ),
    ] = None,
    note: Annotated[str, typer.Option("--note", help='A note kept with the payment, like "cash".')] = "",
    force: Annotated[
        bool, typer.Option("--force", help="Record a payment of more than the payer owes the payee on its night.")
    ] = False,
    list_them: Annotated[bool, typer.Option("--list", help="List every payment, numbered.")] = False,
    void: Annotated[
        int | None, typer.Option("--void", metavar="N", help="Void payment N (see --list) with a reversing entry.")
    ] = None,
    night: NightOption = None,
    as_json: JsonOption = False,
) -> None:
    """Record a settle-up payment between two players.

    Without --night it goes to the one night (open or ended) whose settle-up still has FROM
    owing TO; if several nights do, add the --night it names.

    Example: booray paid Dan Ann 12 --note cash
    (or: booray paid Dan Ann --money 4.25; booray paid --list, then booray paid --void 2 to reverse payment 2)
    """
    from booray_ledger.text import commands as words
    from booray_ledger.text import debts

    given = [a for a in (payer, payee, chips, money) if a is not None]
    if list_them or void is not None:
        if given or (list_them and void is not None):
            raise UsageError(words.list_or_void_alone())
        with open_ledger(ctx) as ledger:
            if list_them:
                hint = command_hint(ctx, "paid --void N").strip("`")
                emit(ledger.payments(night=night), as_json, lambda rows: debts.payments(rows, hint))
            else:
                emit(ledger.void_payment(void or 0), as_json, debts.payment_voided)
        return
    if payer is None or payee is None or (chips is None and money is None):
        raise UsageError(words.payment_needs_who_and_chips())
    with open_ledger(ctx) as ledger:
        done = ledger.record_payment(payer, payee, chips, night=night, force=force, money=money, note=note)
    emit(done, as_json, debts.payment)
