"""Rendering for people: the pieces every report shares (signed chips, money, a night started)."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.text import render
from tests.pseudo import english_left, speaking_pseudo


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


def test_the_check_and_the_nights_in_another_language_keep_their_paths_and_numbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from booray_ledger.results import CheckName, CheckReport

    report: CheckReport = {"ok": True, "path": "f.db", "hands_replayed": 1300, "hands_checked_before": 2, "checks": [
        {"name": CheckName.PAGES, "ok": True, "problems": []}]}  # fmt: skip
    row = {"name": "Fri", "started_at": "2026-12-04T21:05:00", "players": ["Ann"], "hands": 2, "pot": 3, "ended": False,
           "current": True}  # fmt: skip
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        passed = render.check_summary(report, replay_all="`check --all`")
        report["checks"][0]["ok"] = False
        failed = render.check_summary(report, "`check --json`")
        render.nights_table([row])
    assert passed.startswith("f.db: ÖĶ, 1 ")
    assert " 1,300 " in passed
    assert passed.endswith("; `check --all` řéƥŀȧÿš ȧŀŀ)")
    assert english_left([passed, failed], "db", "check", "all", "json") == []
    assert english_left(capsys.readouterr().out, "Fri") == []


def test_a_styled_message_keeps_each_placeholders_style_in_any_order() -> None:
    shown = render.styled("{b} then {a}", "bold", a=("A", "red"), b=3)
    assert str(shown) == "3 then A"
    assert [(str(shown)[span.start : span.end], span.style) for span in shown.spans] == [("A", "red")]
    assert shown.style == "bold"
