"""Who owes whom for people: the settle-up in chips and money, payments, standings and one
player's nights."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from rich.text import Text

from booray_ledger.text.headlines import names
from booray_ledger.text.i18n import N_, Words, _, number, pgettext, say, say_plural
from booray_ledger.text.render import console, lines, rich_table, signed
from booray_ledger.text.words import chip_value, money, when
from booray_ledger.text.words import chips as chips_word

if TYPE_CHECKING:
    from booray_ledger.results import (
        CashedOut,
        CashOutVoided,
        PaymentRecorded,
        PaymentRow,
        PaymentStep,
        PaymentVoided,
        SettleUp,
    )


class SettleHints(NamedTuple):
    """The commands the settle-up may point to, each in the syntax of the front end that shows
    it (``booray settle --exact`` at the terminal, ``settle --exact`` at the live prompt); ``None``
    where the front end has no such command: the sentence then names none."""

    exact: str | None = None  # search for the fewest payments without the budget
    end_night: str | None = None  # end the night deciding the pot (carry, split or refund)


NO_HINTS = SettleHints()
"""For a front end with no commands to point to (the board)."""


def settle(report: SettleUp, hints: SettleHints = NO_HINTS) -> None:
    """Who pays whom, in chips and money, and the balances behind it."""
    out = console()
    cur = report["currency"]
    # Translators: the settle-up's title: {nights} are the nights' names, {chip_value} like "1 chip = $0.25".
    out.print(Text(say("Settle-up: {nights} ({chip_value})", nights=names(report["nights"]),
                       chip_value=Words(chip_value(report["chip_value"], cur))), style="bold"))  # fmt: skip
    pay = rich_table()
    for column, justify in ((pgettext("column", "pays"), "left"), (pgettext("column", "to"), "left"),
                            (pgettext("column", "chips"), "right"), (pgettext("column", "money"), "right")):  # fmt: skip
        pay.add_column(column, justify=justify)  # type: ignore[arg-type]
    for t in report["transfers"]:
        pay.add_row(t["from"], t["to"], number(t["chips"]), money(t["amount"], cur))
    if report["transfers"]:
        out.print(pay)
    else:
        out.print(Text(_("Everyone is square."), style="green"))
    if report["extra_at_most"]:
        out.print(Text(stopped_at_budget(report["extra_at_most"], hints), style="yellow"))
    out.print(Text(_("Balances, after the payments already made"), style="bold"))
    balances = rich_table()
    for column, justify in ((pgettext("column", "player"), "left"), (pgettext("column", "chips"), "right"),
                            (pgettext("column", "money"), "right")):  # fmt: skip
        balances.add_column(column, justify=justify)  # type: ignore[arg-type]
    for name, chips in report["balances"].items():
        balances.add_row(name, signed(chips), money(report["money"][name], cur, signed=True))
    out.print(balances)
    for line in bank_holds(report, hints):
        out.print(Text(line, style="bold yellow"))
    for p in report["paid"]:
        out.print(Text(say_plural("Already paid: {payer} -> {payee} {n} chip", "Already paid: {payer} -> {payee} {n} chips",
                                  p["chips"], payer=p["from"], payee=p["to"]), style="dim"))  # fmt: skip
    for line in explanation(report, hints) if report["explanation"] else []:
        out.print(line)


def stopped_at_budget(extra: int, hints: SettleHints = NO_HINTS) -> str:
    """The list of payments may not be the fewest: the search stopped at its budget (and the
    front end's command that searches on, ``hints.exact``)."""
    if hints.exact:
        # Translators: {command} is the command that searches on, written as it is typed.
        return say_plural(
            "At most {n} more payment than the minimum: the search for the fewest stopped at its budget ({command} insists).",
            "At most {n} more payments than the minimum: the search for the fewest stopped at its budget ({command} insists).",
            extra, command=Words(hints.exact),
        )  # fmt: skip
    return say_plural("At most {n} more payment than the minimum: the search for the fewest stopped at its budget.",
                      "At most {n} more payments than the minimum: the search for the fewest stopped at its budget.",
                      extra)  # fmt: skip


def explanation(report: SettleUp, hints: SettleHints = NO_HINTS) -> list[str]:
    """``settle --explain`` in plain words: for each payment still to make, in the order
    listed, what the payer still owes before it and what is left after it, and the same for the
    payee (what is still owed at that point, never a night's total); then the pot, and whether
    the list is the fewest payments possible."""
    cur = report["currency"]
    lines = [payment_step(step, cur) for step in report["explanation"]]
    if report["on_table"]:
        lines.append(say_plural(
            "{n} chip is still in the pot: the bank holds it for whoever wins it (or shares it back when the night "
            "ends with the pot split or refunded).",
            "{n} chips are still in the pot: the bank holds them for whoever wins them (or shares them back when the "
            "night ends with the pot split or refunded).", report["on_table"]))  # fmt: skip
    if not lines:
        return [_("Everyone is square: nobody owes anything.")]
    return [*lines, fewest(len(report["transfers"]), report["extra_at_most"], hints)]


def fewest(payments: int, extra: int, hints: SettleHints = NO_HINTS) -> str:
    """Whether ``payments`` are the fewest that clear the balances, or at most ``extra`` more."""
    if extra == 0:
        return say_plural("{n} payment: no list of payments clears these balances in fewer.",
                          "{n} payments: no list of payments clears these balances in fewer.", payments)  # fmt: skip
    if hints.exact:
        # Translators: {extra} is a number of payments; {command} the command that searches on, as it is typed.
        return say_plural(
            "{n} payment: at most {extra} more than the fewest possible (the search for the fewest stopped at its "
            "budget; {command} insists).",
            "{n} payments: at most {extra} more than the fewest possible (the search for the fewest stopped at its "
            "budget; {command} insists).", payments, extra=extra, command=Words(hints.exact))  # fmt: skip
    return say_plural(
        "{n} payment: at most {extra} more than the fewest possible (the search for the fewest stopped at its budget).",
        "{n} payments: at most {extra} more than the fewest possible (the search for the fewest stopped at its budget).",
        payments, extra=extra)  # fmt: skip


PAYMENT_STEPS = {
    # Translators: one payment explained, numbered: {owes} is what {payer} still owes before it, {paid} what they
    # pay now ({amount} in money) to {payee}, who is still owed {due}; {left} is what the payer still owes after it,
    # {still_due} what is still owed to the payee after it. Each is a number of chips, like "17 chips".
    (True, True): N_("{number}. {payer} still owes {owes} and pays all of it: {paid} ({amount}) to {payee}, who is "
                     "still owed {due}, which settles {payee}."),
    (True, False): N_("{number}. {payer} still owes {owes} and pays all of it: {paid} ({amount}) to {payee}, who is "
                      "still owed {due}, {still_due} still owed to {payee} after it."),
    (False, True): N_("{number}. {payer} still owes {owes} and pays part of it, {left} left for a later payment: "
                      "{paid} ({amount}) to {payee}, who is still owed {due}, which settles {payee}."),
    (False, False): N_("{number}. {payer} still owes {owes} and pays part of it, {left} left for a later payment: "
                       "{paid} ({amount}) to {payee}, who is still owed {due}, {still_due} still owed to {payee} after it."),
}  # fmt: skip
"""A payment explained, by whether it pays all the payer owes and whether it settles the payee."""


def payment_step(step: PaymentStep, currency: str) -> str:
    """``1. Bob still owes 17 chips and pays all of it: 17 chips ($17.00) to Andy, who is still
    owed 71 chips, 54 chips still owed to Andy after it.``"""
    paid, owes, due = step["chips"], step["payer_owes"], step["payee_owed"]
    return say(PAYMENT_STEPS[paid == owes, paid == due], number=step["number"], payer=step["payer"],
               payee=step["payee"], owes=_chips(owes), paid=_chips(paid), due=_chips(due), left=_chips(owes - paid),
               still_due=_chips(due - paid), amount=Words(money(step["amount"], currency)))  # fmt: skip


def _chips(n: int) -> Words:
    """``17 chips``, already words (in a sentence that counts more than one thing)."""
    return Words(chips_word(n))


def payment(done: PaymentRecorded) -> None:
    """The payment recorded, the night it went to, and what is still owed on that night."""
    lines(*payment_lines(done))


RECORDED = {
    # Translators: {number} is the payment's number; {payer} paid {payee} {chips} ({amount} in money) on {night}.
    (False, False): N_("Recorded payment {number} on {night}: {payer} paid {payee} {chips} ({amount})."),
    (True, False): N_("Recorded payment {number} on {night} (ended): {payer} paid {payee} {chips} ({amount})."),
    # Translators: {note} is the note typed with the payment.
    (False, True): N_("Recorded payment {number} on {night}: {payer} paid {payee} {chips} ({amount}), note: {note}."),
    (True, True): N_(
        "Recorded payment {number} on {night} (ended): {payer} paid {payee} {chips} ({amount}), note: {note}."
    ),
}
"""A payment recorded, by whether its night has ended and whether it has a note."""


def payment_lines(done: PaymentRecorded) -> list[str]:
    """``Recorded payment 3 on Friday (ended): Cat paid Ann 17 chips ($17.00). Cat now owes Ann
    nothing on Friday.`` with the rounding of ``--money``, the note, and an overpayment."""
    cur, night = done["currency"], done["night"]
    payer, payee = done["payer"], done["payee"]
    paid = {"payer": payer, "payee": payee, "night": night, "amount": Words(money(done["amount"], cur))}
    out = [say(RECORDED[bool(done["night_ended"]), bool(done["note"])], number=done["number"], chips=_chips(done["chips"]),
               note=done["note"] or "", **paid)]  # fmt: skip
    if done["money_given"] is not None and done["rounded"]:
        # Translators: {given} is the money typed; {chips} ({amount}) the payment rounded to whole chips.
        out.append(say("{given} is not a whole number of chips on {night}: rounded to the nearest chip, {chips} ({amount}).",
                       given=Words(money(done["money_given"], cur)), chips=_chips(done["chips"]), **paid))  # fmt: skip
    if done["forced"]:
        out.append(forced(done))
    if done["left_owed"]:
        out.append(say("{payer} still owes {payee} {chips} ({left}) on {night}.", chips=_chips(done["left_owed"]),
                       **{**paid, "left": Words(money(done["left_amount"], cur))}))  # fmt: skip
    else:
        out.append(say("{payer} now owes {payee} nothing on {night}.", **paid))
    if done["owed_back"]:
        out.append(say("{payee} now owes {payer} {chips} on {night}.", chips=_chips(done["owed_back"]), **paid))
    return out


def forced(done: PaymentRecorded) -> str:
    """A payment forced past what was owed: what was owed, and how much more this is."""
    facts = {"payer": done["payer"], "payee": done["payee"], "night": done["night"], "over": _chips(done["over"])}
    if done["owed_before"]:
        # Translators: {owed} is what {payer} owed before the payment, {over} how much more it paid (chips).
        return say("Forced: {payer} owed {payee} {owed} on {night}, so this is {over} more than was owed.",
                   owed=_chips(done["owed_before"]), **facts)  # fmt: skip
    return say("Forced: {payer} owed {payee} nothing on {night}, so this is {over} more than was owed.", **facts)


def cashed_out(done: CashedOut, settle_hint: str | None = None) -> None:
    """``Cat leaves the table and cashes out: Cat pays the bank 194 chips ($48.50); ...``"""
    lines(*cashed_out_lines(done, settle_hint))


CASH_OUTS = {
    # Translators: a player cashes out on {night}, paying the bank {chips} ({amount} in money), or paid by it.
    (True, True): N_("{player} leaves the table and cashes out on {night}: {player} pays the bank {chips} ({amount})."),
    (True, False): N_("{player} leaves the table and cashes out on {night}: the bank pays {player} {chips} ({amount})."),
    (False, True): N_("{player} cashes out on {night}: {player} pays the bank {chips} ({amount})."),
    (False, False): N_("{player} cashes out on {night}: the bank pays {player} {chips} ({amount})."),
}  # fmt: skip
"""A cash-out, by whether the player leaves the table and whether they pay the bank or it pays them."""


def cashed_out_lines(done: CashedOut, settle_hint: str | None = None) -> list[str]:
    """The cash-out, and that the bank settles it with the others (``settle_hint``: the front
    end's command for the settle-up, when it has one)."""
    player, chips, night = done["player"], done["chips"], done["night"]
    first = say(CASH_OUTS[bool(done["left_the_table"]), chips > 0], player=player, night=night,
                chips=_chips(abs(chips)), amount=Words(money(done["amount"], done["currency"])))  # fmt: skip
    if settle_hint:
        # Translators: {command} is the settle-up's command, written as it is typed.
        return [first, say("{player} is square on {night}; the bank settles it with the others in {command}.",
                           player=player, night=night, command=Words(settle_hint))]  # fmt: skip
    return [
        first,
        say("{player} is square on {night}; the bank settles it with the others.", player=player, night=night),
    ]


def bank_holds(report: SettleUp, hints: SettleHints = NO_HINTS) -> list[str]:
    """What the bank holds for the table besides cash-outs, in words: chips still in a pot (the
    night must end for them to be settled: ``hints.end_night`` says how), chips carried out to
    the group's next night, chips that came in with a pot carried from an earlier night."""
    said = []
    on_table, carried = report["on_table"], report["pot"] - report["on_table"]
    if on_table and hints.end_night:
        # Translators: {command} is the command that ends the night, written as it is typed.
        said.append(say_plural("Still on the table: {n} chip in the pot. End the night with {command} to settle it.",
                               "Still on the table: {n} chips in the pot. End the night with {command} to settle it.",
                               on_table, command=Words(hints.end_night)))  # fmt: skip
    elif on_table:
        said.append(say_plural("Still on the table: {n} chip in the pot.", "Still on the table: {n} chips in the pot.",
                               on_table))  # fmt: skip
    if carried > 0:
        said.append(say_plural("{n} chip carried to the group's next night: the bank holds it for it.",
                               "{n} chips carried to the group's next night: the bank holds them for it.", carried))  # fmt: skip
    elif carried < 0:
        said.append(say_plural("{n} chip came in with a pot carried from an earlier night: the bank pays it out.",
                               "{n} chips came in with a pot carried from an earlier night: the bank pays them out.",
                               -carried))  # fmt: skip
    return said


VOIDED_CASH_OUTS = {
    # Translators: a cash-out on {night} voided: {player} had paid the bank {chips} ({amount} in money), or been paid.
    True: N_("{player}'s cash-out on {night} is voided ({player} had paid the bank {chips} ({amount})): "
             "{player}'s balance is back as it was."),
    False: N_("{player}'s cash-out on {night} is voided (the bank had paid {player} {chips} ({amount})): "
              "{player}'s balance is back as it was."),
}  # fmt: skip
"""A cash-out voided, by whether the player had paid the bank or it had paid them."""


def cash_out_voided_lines(done: CashOutVoided) -> list[str]:
    """``Cat's cash-out on Fri is voided (Cat had paid the bank 5 chips, $5.00): ...``"""
    player, chips = done["player"], done["chips"]
    said = [say(VOIDED_CASH_OUTS[chips > 0], player=player, night=done["night"], chips=_chips(abs(chips)),
                amount=Words(money(done["amount"], done["currency"])))]  # fmt: skip
    if not done["seated"]:
        said.append(say("{player} is not at the table; seat {player} again to play on.", player=player))
    return said


def payments(rows: Sequence[PaymentRow], void_hint: str | None = None) -> None:
    """Every payment, numbered, voided ones struck through (``void_hint``: the front end's
    command to void one, when it has one)."""
    out = console()
    if not rows:
        out.print(_("No payments recorded yet."))
        return
    # Translators: {command} is the command that voids a payment, written as it is typed.
    table = rich_table(
        say("Payments (void one with: {command})", command=Words(void_hint)) if void_hint else _("Payments")
    )
    for column, justify in payment_columns():
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for r in rows:
        recorded = when(r["recorded_at"])
        # Translators: {time} is when a payment was recorded; the payment was voided since.
        recorded = say("{time} (voided)", time=Words(recorded)) if r["voided"] else recorded
        table.add_row(number(r["number"]), r["night"], r["from"], r["to"], number(r["chips"]),
                      money(r["amount"], r["currency"]), recorded, r["note"],
                      style="dim strike" if r["voided"] else "")  # fmt: skip
    out.print(table)


def payment_columns() -> list[tuple[str, str]]:
    """The payments table's column headers in the language speaking, and how each is justified."""
    return [
        (pgettext("column", "#"), "right"), (pgettext("column", "night"), "left"),
        (pgettext("column", "from"), "left"), (pgettext("column", "to"), "left"),
        (pgettext("column", "chips"), "right"), (pgettext("column", "money"), "right"),
        (pgettext("column", "recorded"), "left"), (pgettext("column", "note"), "left"),
    ]  # fmt: skip


def payment_voided(done: PaymentVoided) -> None:
    p = done["payment"]
    lines(say_plural("Payment {number} voided: {payer} paying {payee} {n} chip no longer counts.",
                     "Payment {number} voided: {payer} paying {payee} {n} chips no longer counts.",
                     p["chips"], number=done["voided"], payer=p["from"], payee=p["to"]))  # fmt: skip


def standing_columns() -> list[tuple[str, str]]:
    """The standings' column headers in the language speaking, each with the key of its cells
    (the title explains the short ones: :func:`standings`)."""
    return [
        (pgettext("column", "player"), "player"), (pgettext("column", "net"), "net"),
        (pgettext("column", "money"), "money"), (pgettext("column", "nights"), "nights"),
        # Translators: a column header: the hands a player was dealt in (the standings' title explains it).
        (pgettext("column", "in"), "hands_dealt_in"), (pgettext("column", "played"), "hands_played"),
        (pgettext("column", "won"), "pots_won"), (pgettext("column", "bourré"), "bourres"),
        (pgettext("column", "renege"), "reneges"), (pgettext("column", "top pot"), "biggest_pot_won"),
    ]  # fmt: skip


def standings(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    # Translators: the standings' title explains three column headers: keep them as the columns are translated.
    table = rich_table(_("Standings (in: hands dealt in; won: pots won; top pot: biggest pot won)"))
    columns = standing_columns()
    for title, key in columns:
        table.add_column(title, justify="left" if key == "player" else "right")
    for r in rows:
        cells: list[Text | str] = []
        for _title, key in columns:
            if key == "net":
                cells.append(signed(r[key]))
            elif key == "money":
                cells.append(money(r[key], r.get("currency") or "", signed=True))
            elif isinstance(r[key], int):
                cells.append(number(r[key]))
            else:
                cells.append(str(r[key]))
        table.add_row(*cells)
    out.print(table)


def player(data: Mapping[str, Any]) -> None:
    out = console()
    table = rich_table(say("{player}: nights", player=data["player"]))
    for column, justify in ((pgettext("column", "night"), "left"), (pgettext("column", "started"), "left"),
                            (pgettext("column", "hands"), "right"), (pgettext("column", "net"), "right"),
                            (pgettext("column", "money"), "right")):  # fmt: skip
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for n in data["nights"]:
        table.add_row(
            n["night"], n["started_at"][:10], number(n["hands"]), signed(n["net"]), money(n["money"], n["currency"])
        )
    out.print(table)
    chart({data["player"]: data["series"]}, say("{player} night by night", player=data["player"]), "night")


def chart(series: Mapping[str, Sequence[int]], title: str, step: str = "hand") -> None:
    """Balance after each hand, or each night (see :mod:`booray_ledger.text.nightpage`)."""
    from booray_ledger.text import nightpage

    nightpage.chart(series, title, step)
