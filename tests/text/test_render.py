"""Rendering for people: the pieces every report shares (signed chips, money, a night started)."""

from __future__ import annotations

from booray_ledger.text import render


def test_signed_chips_are_coloured_by_sign() -> None:
    assert str(render.signed(3)) == "+3"
    assert str(render.signed(-2)) == "-2"
    assert str(render.signed(0)) == "0"
    assert render.signed(3).style == "green"
    assert render.signed(-2).style == "red"


def test_the_console_never_reads_text_as_markup_or_emoji() -> None:
    out = render.console()
    with out.capture() as captured:
        out.print("[bold]Ann :smile:")
    assert captured.get().strip() == "[bold]Ann :smile:"


def test_every_part_of_the_check_has_words_and_the_summary_counts_problems() -> None:
    from booray_ledger.results import CheckName, CheckReport
    from booray_ledger.results.file import ProblemKind, problem

    assert set(render.CHECK_NAMES) == {name.value for name in CheckName}
    report: CheckReport = {"ok": False, "path": "f.db", "hands_replayed": 3, "hands_checked_before": 0, "checks": [
        {"name": CheckName.PAGES, "ok": True, "problems": []},
        {"name": CheckName.BALANCES, "ok": False, "problems": [problem(ProblemKind.NIGHT_POT, night="Fri", pot=3, expected=4)]},
    ]}  # fmt: skip
    assert render.check_summary(report) == "f.db: 1 problem(s) in balances and pots"
    assert (
        render.check_summary(report, "`check --json`") == "f.db: 1 problem(s) in balances and pots; see `check --json`"
    )
    report["checks"].pop()
    report["ok"] = True
    assert render.check_summary(report) == "f.db: OK, 1 checks passed, 3 hands replayed"
