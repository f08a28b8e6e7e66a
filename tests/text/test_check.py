"""`booray check`'s problems in words: every kind of problem has its line, made from its facts,
and `check --json` keeps the lines scripts read beside the facts."""

from __future__ import annotations

from booray_ledger.results.file import CheckName, CheckReport, ProblemKind, problem
from booray_ledger.text import check


def test_every_kind_of_problem_has_words() -> None:
    assert set(check.WORDS) == {kind.value for kind in ProblemKind}


def test_a_problem_is_worded_from_its_facts() -> None:
    assert check.problem_line(problem(ProblemKind.PAGE, page=7, pages=90)) == "page 7 of 90 is damaged"
    assert check.problem_line(problem(ProblemKind.POT_DIFFERS, hand=5, hand_id=13, expected=28, found=35)) == (
        "hand 5 (id 13): replaying gives pot 28, stored 35"
    )
    assert check.problem_line(problem(ProblemKind.TOTALS_MISSING, night_id=2, player_id=None)) == (
        "per-night totals of night 2: missing"
    )
    assert check.problem_line(problem(ProblemKind.TOTALS_EXTRA, night_id=2, player_id=4)) == (
        "per-night totals of night 2, player 4: kept, but nothing in the ledger"
    )
    assert check.problem_line(
        problem(ProblemKind.SQLITE_SAYS, quoted="Page 5: btreeInitPage() returns error code 11")
    ) == ("SQLite integrity: Page 5: btreeInitPage() returns error code 11")


def test_the_json_form_keeps_the_lines_and_gives_the_facts_beside_them() -> None:
    found = problem(ProblemKind.ENDED_POT, night="Thu", pot=4)
    report: CheckReport = {"ok": False, "path": "f.db", "hands_replayed": 0, "hands_checked_before": 0, "checks": [
        {"name": CheckName.BALANCES, "ok": False, "problems": [found]},
    ]}  # fmt: skip
    shown = check.with_words(report)
    assert shown["checks"] == [
        {
            "name": CheckName.BALANCES,
            "ok": False,
            "problems": ["night 'Thu' has ended but its pot holds 4 chips"],
            "facts": [{"kind": "ended_pot", "data": {"night": "Thu", "pot": 4}}],
        }
    ]
    assert report["checks"][0]["problems"] == [found]  # the report itself is left as it was
