"""Who owes whom for people: the settle-up and the payments."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger import hand
from booray_ledger.ledger.read.payments import explain_payments
from booray_ledger.results import CashedOut, PaymentRecorded, SettleUp, Transfer
from booray_ledger.text import debts
from booray_ledger.text.words import chip_value, chips
from tests import pseudo
from tests.helpers import friday
from tests.pseudo import speaking_pseudo


def test_the_settle_up_names_each_payment_in_chips_and_money(db_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: settle-up."""
    with friday(db_file, "Ann Bob", chip_value="0.25") as ledger:
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        debts.settle(ledger.settle_up())
        debts.payments(ledger.payments())
        debts.payment(ledger.record_payment("Bob", "Ann", 1))
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "Settle-up: Friday (1 chip = $0.25)"
    assert "│ Bob  │ Ann │     1 │ $0.25 │" in out.splitlines()
    assert "No payments recorded yet." in out
    assert "Recorded payment 1 on Friday: Bob paid Ann 1 chip ($0.25).\nBob now owes Ann nothing on Friday." in out


def andy_up_71(extra_at_most: int = 0, pot: int = 0) -> SettleUp:
    """Andy is up 71; Bob, Cat and Dan's payments explained (as ``settle --explain`` returns them)."""
    transfers: list[Transfer] = [{"from": "Bob", "to": "Andy", "chips": 17, "amount": "17"},
                                 {"from": "Cat", "to": "Andy", "chips": 54, "amount": "54"},
                                 {"from": "Cat", "to": "Dan", "chips": 1, "amount": "1"}]  # fmt: skip
    report: SettleUp = {
        "nights": ["Friday"], "chip_value": "1", "currency": "USD", "pot": pot, "on_table": pot, "paid": [],
        "extra_at_most": extra_at_most, "balances": {"Andy": 71, "Bob": -17, "Cat": -55, "Dan": 1},
        "money": {}, "explanation": [], "transfers": transfers,
    }  # fmt: skip
    report["explanation"] = explain_payments(report)
    return report


def test_the_explanation_speaks_of_what_is_still_owed_in_the_listed_order() -> None:
    """rulebook topic: settle-up. After Bob's 17 the next line speaks of the 54 chips still owed
    to Andy, never of 54 chips Andy 'is up'; lines follow the payments' order."""
    assert debts.explanation(andy_up_71()) == [
        "1. Bob still owes 17 chips and pays all of it: 17 chips ($17.00) to Andy, who is still owed 71 chips, "
        "54 chips still owed to Andy after it.",
        "2. Cat still owes 55 chips and pays part of it, 1 chip left for a later payment: 54 chips ($54.00) to Andy, "
        "who is still owed 54 chips, which settles Andy.",
        "3. Cat still owes 1 chip and pays all of it: 1 chip ($1.00) to Dan, who is still owed 1 chip, which settles Dan.",
        "3 payments: no list of payments clears these balances in fewer.",
    ]


def test_the_command_hint_is_the_front_ends_and_none_without_one() -> None:
    """The words name a command only in the syntax the front end gives; the page gives none."""
    report = andy_up_71(extra_at_most=2, pot=4)
    assert debts.explanation(report, debts.SettleHints(exact="`booray settle --exact`"))[-2:] == [
        "4 chips are still in the pot: the bank holds them for whoever wins them (or shares them back when the "
        "night ends with the pot split or refunded).",
        "3 payments: at most 2 more than the fewest possible (the search for the fewest stopped at its budget; "
        "`booray settle --exact` insists).",
    ]
    assert debts.explanation(report)[-1] == (
        "3 payments: at most 2 more than the fewest possible (the search for the fewest stopped at its budget)."
    )


def test_nobody_owing_anything_is_said_so() -> None:
    report = andy_up_71()
    report["transfers"], report["explanation"] = [], []
    assert debts.explanation(report) == ["Everyone is square: nobody owes anything."]


def test_a_cash_out_names_the_settle_up_command_only_in_the_front_ends_syntax() -> None:
    done: CashedOut = {"night": "Fri", "player": "Cat", "chips": 5, "amount": "1.25", "currency": "USD",
                       "left_the_table": True}  # fmt: skip
    assert debts.cashed_out_lines(done, "`booray settle`") == [
        "Cat leaves the table and cashes out on Fri: Cat pays the bank 5 chips ($1.25).",
        "Cat is square on Fri; the bank settles it with the others in `booray settle`.",
    ]
    assert debts.cashed_out_lines(done)[1] == "Cat is square on Fri; the bank settles it with the others."


def test_a_cash_out_voided_in_words() -> None:
    from booray_ledger.text.debts import cash_out_voided_lines

    done = {"night": "Fri", "player": "Cat", "chips": 5, "amount": "1.25", "currency": "USD", "seated": False}
    assert cash_out_voided_lines(done) == [  # type: ignore[arg-type]
        "Cat's cash-out on Fri is voided (Cat had paid the bank 5 chips ($1.25)): Cat's balance is back as it was.",
        "Cat is not at the table; seat Cat again to play on.",
    ]
    assert cash_out_voided_lines({**done, "chips": -1, "amount": "0.25", "seated": True}) == [  # type: ignore[arg-type, typeddict-item]
        "Cat's cash-out on Fri is voided (the bank had paid Cat 1 chip ($0.25)): Cat's balance is back as it was."
    ]


def test_what_the_bank_holds_besides_cash_outs_in_words() -> None:
    from booray_ledger.text.debts import bank_holds

    def said(pot: int, on_table: int) -> list[str]:
        return bank_holds({"pot": pot, "on_table": on_table})  # type: ignore[typeddict-item]

    assert said(10, 10) == ["Still on the table: 10 chips in the pot."]
    hints = debts.SettleHints(end_night="`booray night end --pot carry|split|refund`")
    assert bank_holds({"pot": 10, "on_table": 10}, hints) == [  # type: ignore[typeddict-item]
        "Still on the table: 10 chips in the pot. End the night with `booray night end --pot carry|split|refund` "
        "to settle it."
    ]
    assert said(8, 0) == ["8 chips carried to the group's next night: the bank holds them for it."]
    assert said(-8, 0) == ["8 chips came in with a pot carried from an earlier night: the bank pays them out."]
    assert said(0, 0) == []


def every_debt_sentence() -> list[str]:
    """Every sentence of the settle-up, payments and cash-outs, each variant once."""
    paid: PaymentRecorded = {
        "night": "Fri", "night_ended": False, "payer": "Cat", "payee": "Ann", "chips": 5, "amount": "5",
        "currency": "USD", "number": 3, "forced": True, "owed_before": 2, "over": 3, "left_owed": 0,
        "left_amount": "0", "owed_back": 3, "money_given": "5.4", "rounded": True, "note": "",
    }  # fmt: skip
    cash: CashedOut = {"night": "Fri", "player": "Cat", "chips": 5, "amount": "5", "currency": "USD",
                       "left_the_table": True}  # fmt: skip
    hints = debts.SettleHints(exact="`settle --exact`", end_night="`night end`")
    return [
        *debts.explanation(andy_up_71(extra_at_most=2, pot=4), hints), *debts.explanation(andy_up_71(2, 1)),
        *debts.explanation(andy_up_71()), debts.stopped_at_budget(1), debts.stopped_at_budget(2, hints),
        *debts.payment_lines(paid),
        *debts.payment_lines({**paid, "night_ended": True, "note": "cash", "forced": False, "left_owed": 2}),
        *debts.payment_lines({**paid, "owed_before": 0, "owed_back": 0, "note": "cash"}),
        *debts.cashed_out_lines(cash, "`settle`"), *debts.cashed_out_lines({**cash, "left_the_table": False, "chips": -5}),
        *debts.cashed_out_lines({**cash, "chips": -2}), *debts.cashed_out_lines({**cash, "left_the_table": False}),
        *debts.cash_out_voided_lines({**cash, "seated": False}),  # type: ignore[typeddict-unknown-key]
        *debts.cash_out_voided_lines({**cash, "chips": -1, "seated": True}),  # type: ignore[typeddict-unknown-key]
        *debts.bank_holds({**andy_up_71(pot=10), "on_table": 4}, hints),
        *debts.bank_holds({**andy_up_71(pot=1), "on_table": 4}),
    ]  # fmt: skip


def test_in_another_language_no_english_is_left_in_the_settle_up(
    db_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every sentence, title and column header is a message of the catalog: in the pseudo-language
    only the names, the note typed and the commands are left in Latin letters (and what
    :mod:`booray_ledger.text.words` writes, its own test's business: a count of chips)."""
    monkeypatch.setenv("COLUMNS", "200")
    english = every_debt_sentence()
    with friday(db_file, "Ann Bob", chip_value="0.25") as ledger, speaking_pseudo(tmp_path / "c", monkeypatch):
        ledger.record_hand(hand(["Ann=3", "Bob=2"]))
        debts.settle(ledger.settle_up())
        debts.payments(ledger.payments())
        debts.payment(ledger.record_payment("Bob", "Ann", 1))
        debts.payments(ledger.payments(), "`paid --void N`")
        debts.payment_voided(ledger.void_payment(1))
        debts.standings(ledger.standings())
        said = every_debt_sentence()
        words_of_words = pseudo.WORD.findall(" ".join([chips(1), chips(2), chip_value("1", "USD")]))
    out = capsys.readouterr().out
    assert [s for s, e in zip(said, english, strict=True) if s == e] == []
    kept = ("Ann", "Bob", "Cat", "Andy", "Dan", "Fri", "Friday", "cash", "settle", "exact", "night", "end", "paid",
            "void", *words_of_words)  # fmt: skip
    assert pseudo.english_left([out, *said], *kept) == []
    assert "Bob" in out
