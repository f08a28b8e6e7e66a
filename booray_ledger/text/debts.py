"""Who owes whom for people: the settle-up in chips and money, payments, standings and one
player's nights."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from rich.text import Text

from booray_ledger.text.render import console, lines, rich_table, signed
from booray_ledger.text.words import chip_value, count, money, when
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
    out.print(Text(f"Settle-up: {', '.join(report['nights'])} ({chip_value(report['chip_value'], cur)})", style="bold"))
    pay = rich_table()
    for column, justify in (("pays", "left"), ("to", "left"), ("chips", "right"), ("money", "right")):
        pay.add_column(column, justify=justify)  # type: ignore[arg-type]
    for t in report["transfers"]:
        pay.add_row(t["from"], t["to"], str(t["chips"]), money(t["amount"], cur))
    if report["transfers"]:
        out.print(pay)
    else:
        out.print(Text("Everyone is square.", style="green"))
    if report["extra_at_most"]:
        insist = f" ({hints.exact} insists)" if hints.exact else ""
        out.print(Text(f"At most {report['extra_at_most']} more payments than the minimum: the search for "
                       f"the fewest stopped at its budget{insist}.", style="yellow"))  # fmt: skip
    out.print(Text("Balances, after the payments already made", style="bold"))
    balances = rich_table()
    for column in ("player", "chips", "money"):
        balances.add_column(column, justify="left" if column == "player" else "right")
    for name, chips in report["balances"].items():
        balances.add_row(name, signed(chips), money(report["money"][name], cur, signed=True))
    out.print(balances)
    for line in bank_holds(report, hints):
        out.print(Text(line, style="bold yellow"))
    for p in report["paid"]:
        out.print(Text(f"Already paid: {p['from']} -> {p['to']} {p['chips']} chips", style="dim"))
    for line in explanation(report, hints) if report["explanation"] else []:
        out.print(line)


def explanation(report: SettleUp, hints: SettleHints = NO_HINTS) -> list[str]:
    """``settle --explain`` in plain words: for each payment still to make, in the order
    listed, what the payer still owes before it and what is left after it, and the same for the
    payee (what is still owed at that point, never a night's total); then the pot, and whether
    the list is the fewest payments possible."""
    cur = report["currency"]
    lines = [payment_step(step, cur) for step in report["explanation"]]
    if report["on_table"]:
        lines.append(f"{chips_word(report['on_table'])} are still in the pot: the bank holds them for whoever wins "
                     "them (or shares them back when the night ends with the pot split or refunded).")  # fmt: skip
    if not lines:
        return ["Everyone is square: nobody owes anything."]
    payments = count(len(report["transfers"]), "payment")
    if report["extra_at_most"] == 0:
        return [*lines, f"{payments}: no list of payments clears these balances in fewer."]
    insist = f"; {hints.exact} insists" if hints.exact else ""
    return [*lines, f"{payments}: at most {report['extra_at_most']} more than the fewest possible (the search "
                    f"for the fewest stopped at its budget{insist})."]  # fmt: skip


def payment_step(step: PaymentStep, currency: str) -> str:
    """``1. Bob still owes 17 chips and pays all of it: 17 chips ($17.00) to Andy, who is still
    owed 71 chips, 54 chips still owed to Andy after it.``"""
    payer, payee, paid = step["payer"], step["payee"], step["chips"]
    owes, due = step["payer_owes"], step["payee_owed"]
    paying = "all of it" if paid == owes else f"part of it, {chips_word(owes - paid)} left for a later payment"
    settled = f"which settles {payee}" if paid == due else f"{chips_word(due - paid)} still owed to {payee} after it"
    return (f"{step['number']}. {payer} still owes {chips_word(owes)} and pays {paying}: {chips_word(paid)} "
            f"({money(step['amount'], currency)}) to {payee}, who is still owed {chips_word(due)}, {settled}.")  # fmt: skip


def payment(done: PaymentRecorded) -> None:
    """The payment recorded, the night it went to, and what is still owed on that night."""
    lines(*payment_lines(done))


def payment_lines(done: PaymentRecorded) -> list[str]:
    """``Recorded payment 3 on Friday (ended): Cat paid Ann 17 chips ($17.00). Cat now owes Ann
    nothing on Friday.`` with the rounding of ``--money``, the note, and an overpayment."""
    cur = done["currency"]
    night = done["night"] + (" (ended)" if done["night_ended"] else "")
    payer, payee = done["payer"], done["payee"]
    out = [f"Recorded payment {done['number']} on {night}: {payer} paid {payee} {chips_word(done['chips'])} "
           f"({money(done['amount'], cur)})" + (f", note: {done['note']}" if done["note"] else "") + "."]  # fmt: skip
    if done["money_given"] is not None and done["rounded"]:
        out.append(f"{money(done['money_given'], cur)} is not a whole number of chips on {done['night']}: "
                   f"rounded to the nearest chip, {chips_word(done['chips'])} ({money(done['amount'], cur)}).")  # fmt: skip
    if done["forced"]:
        owed = chips_word(done["owed_before"]) if done["owed_before"] else "nothing"
        out.append(f"Forced: {payer} owed {payee} {owed} on {done['night']}, so this is "
                   f"{chips_word(done['over'])} more than was owed.")  # fmt: skip
    if done["left_owed"]:
        out.append(f"{payer} still owes {payee} {chips_word(done['left_owed'])} ({money(done['left_amount'], cur)}) "
                   f"on {done['night']}.")  # fmt: skip
    else:
        out.append(f"{payer} now owes {payee} nothing on {done['night']}.")
    if done["owed_back"]:
        out.append(f"{payee} now owes {payer} {chips_word(done['owed_back'])} on {done['night']}.")
    return out


def cashed_out(done: CashedOut, settle_hint: str | None = None) -> None:
    """``Cat leaves the table and cashes out: Cat pays the bank 194 chips ($48.50); ...``"""
    lines(*cashed_out_lines(done, settle_hint))


def cashed_out_lines(done: CashedOut, settle_hint: str | None = None) -> list[str]:
    """The cash-out, and that the bank settles it with the others (``settle_hint``: the front
    end's command for the settle-up, when it has one)."""
    player, chips, cur = done["player"], done["chips"], done["currency"]
    leaves = f"{player} leaves the table and cashes out" if done["left_the_table"] else f"{player} cashes out"
    if chips > 0:
        pays = f"{player} pays the bank {chips_word(chips)} ({money(done['amount'], cur)})"
    else:
        pays = f"the bank pays {player} {chips_word(-chips)} ({money(done['amount'], cur)})"
    settles = (
        f"the bank settles it with the others in {settle_hint}"
        if settle_hint
        else "the bank settles it with the others"
    )
    return [f"{leaves} on {done['night']}: {pays}.", f"{player} is square on {done['night']}; {settles}."]


def bank_holds(report: SettleUp, hints: SettleHints = NO_HINTS) -> list[str]:
    """What the bank holds for the table besides cash-outs, in words: chips still in a pot (the
    night must end for them to be settled: ``hints.end_night`` says how), chips carried out to
    the group's next night, chips that came in with a pot carried from an earlier night."""
    said = []
    on_table, carried = report["on_table"], report["pot"] - report["on_table"]
    if on_table:
        how = f" End the night with {hints.end_night} to settle it." if hints.end_night else ""
        said.append(f"Still on the table: {chips_word(on_table)} in the pot.{how}")
    if carried > 0:
        said.append(f"{chips_word(carried)} carried to the group's next night: the bank holds them for it.")
    elif carried < 0:
        said.append(f"{chips_word(-carried)} came in with a pot carried from an earlier night: the bank pays them out.")
    return said


def cash_out_voided_lines(done: CashOutVoided) -> list[str]:
    """``Cat's cash-out on Fri is voided (Cat had paid the bank 5 chips, $5.00): ...``"""
    player, chips, cur = done["player"], done["chips"], done["currency"]
    if chips > 0:
        had = f"{player} had paid the bank {chips_word(chips)} ({money(done['amount'], cur)})"
    else:
        had = f"the bank had paid {player} {chips_word(-chips)} ({money(done['amount'], cur)})"
    said = [f"{player}'s cash-out on {done['night']} is voided ({had}): {player}'s balance is back as it was."]
    if not done["seated"]:
        said.append(f"{player} is not at the table; seat {player} again to play on.")
    return said


def payments(rows: Sequence[PaymentRow], void_hint: str | None = None) -> None:
    """Every payment, numbered, voided ones struck through (``void_hint``: the front end's
    command to void one, when it has one)."""
    out = console()
    if not rows:
        out.print("No payments recorded yet.")
        return
    table = rich_table(f"Payments (void one with: {void_hint})" if void_hint else "Payments")
    for column in ("#", "night", "from", "to", "chips", "money", "recorded", "note"):
        table.add_column(column, justify="right" if column in ("#", "chips", "money") else "left")
    for r in rows:
        table.add_row(str(r["number"]), r["night"], r["from"], r["to"], str(r["chips"]),
                      money(r["amount"], r["currency"]), when(r["recorded_at"]) + (" (voided)" if r["voided"] else ""),
                      r["note"],
                      style="dim strike" if r["voided"] else "")  # fmt: skip
    out.print(table)


def payment_voided(done: PaymentVoided) -> None:
    p = done["payment"]
    lines(f"Payment {done['voided']} voided: {p['from']} paying {p['to']} {chips_word(p['chips'])} no longer counts.")


def standings(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    table = rich_table("Standings (in: hands dealt in; won: pots won; top pot: biggest pot won)")
    columns = (("player", "player"), ("net", "net"), ("money", "money"), ("nights", "nights"),
               ("in", "hands_dealt_in"), ("played", "hands_played"), ("won", "pots_won"),
               ("bourré", "bourres"), ("renege", "reneges"), ("top pot", "biggest_pot_won"))  # fmt: skip
    for title, _ in columns:
        table.add_column(title, justify="left" if title == "player" else "right")
    for r in rows:
        cells: list[Text | str] = []
        for _, key in columns:
            if key == "net":
                cells.append(signed(r[key]))
            elif key == "money":
                cells.append(money(r[key], r.get("currency") or "", signed=True))
            else:
                cells.append(str(r[key]))
        table.add_row(*cells)
    out.print(table)


def player(data: Mapping[str, Any]) -> None:
    out = console()
    table = rich_table(f"{data['player']}: nights")
    for column in ("night", "started", "hands", "net", "money"):
        table.add_column(column, justify="left" if column in ("night", "started") else "right")
    for n in data["nights"]:
        table.add_row(
            n["night"], n["started_at"][:10], str(n["hands"]), signed(n["net"]), money(n["money"], n["currency"])
        )
    out.print(table)
    chart({data["player"]: data["series"]}, f"{data['player']} night by night", "night")


def chart(series: Mapping[str, Sequence[int]], title: str, step: str = "hand") -> None:
    """Balance after each hand, or each night (see :mod:`booray_ledger.text.nightpage`)."""
    from booray_ledger.text import nightpage

    nightpage.chart(series, title, step)
