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


def test_a_broken_link_is_worded_from_its_facts() -> None:
    link: dict[str, int | str | None] = {
        "night_id": 2,
        "night": "Fri",
        "link": 12,
        "links": 40,
        "sealed": "hand,entry,movement",
        "hand": 9,
    }
    assert check.problem_line(problem(ProblemKind.CHAIN_CHANGED, **link)) == (
        "night 'Fri', link 12 of 40 (hand 9, a chip entry, chip movements): changed after it was written"
    )
    own = {**link, "night_id": 0, "night": None, "sealed": "player,night", "hand": None}
    assert check.problem_line(problem(ProblemKind.CHAIN_ROW_LOST, **own)) == (
        "the file's own records, link 12 of 40 (a player, a night): a row it sealed is missing"
    )
    assert check.problem_line(problem(ProblemKind.CHAIN_ORDER, **{**link, "night": None}, numbered=3)) == (
        "night '#2', link 12 of 40: a link is missing or out of order (numbered 3)"
    )
    assert check.problem_line(problem(ProblemKind.CHAIN_UNSEALED, table="movement", stored=9, sealed=8)) == (
        "chip movements: 9 row(s) stored, 8 sealed in the chain"
    )
    assert check.problem_line(problem(ProblemKind.CHAIN_UNREADABLE, night_id=None, night=None, error="KeyError")) == (
        "the chain cannot be read (KeyError)"
    )


def test_a_file_no_ledger_is_worded_as_the_refusal_to_open_it() -> None:
    found = problem(ProblemKind.NOT_A_LEDGER, error="newer_file", facts={"path": "f.db", "version": 12, "known": 11})  # type: ignore[arg-type]
    assert check.problem_line(found) == (
        "f.db was written by a newer booray-ledger (schema 12, this one knows 11); upgrade booray-ledger to use it "
        "(going back a version is not possible)"
    )
    assert check.problem_line(problem(ProblemKind.NOT_A_LEDGER, quoted="as it came")) == "as it came"


def test_the_json_form_is_english_whatever_the_language_speaking() -> None:
    from booray_ledger.text.i18n import speaking

    found = problem(ProblemKind.UNBALANCED, entry=1234, chips=5)
    report: CheckReport = {"ok": False, "path": "f.db", "hands_replayed": 0, "hands_checked_before": 0, "checks": [
        {"name": CheckName.ZERO_SUM, "ok": False, "problems": [found]},
    ]}  # fmt: skip
    with speaking("ps"):
        shown = check.with_words(report)
    assert shown["checks"][0]["problems"] == ["entry 1234 does not balance: 5 chips"]


def test_a_hand_that_no_longer_settles_says_the_refusal_its_replay_gave() -> None:
    found = problem(ProblemKind.HAND_UNSETTLED, hand=3, hand_id=12, error="missing_from_hand", facts={"player": "Cat"})  # type: ignore[arg-type]
    assert check.problem_line(found) == (
        "hand 3 (id 12): its stored inputs no longer settle "
        "(Cat is dealt in but missing from the hand: add Cat=pass or Cat=TRICKS)"
    )
    legacy = problem(ProblemKind.HAND_UNSETTLED, hand=3, hand_id=12, error="KeyError", quoted="'ante'")
    assert check.problem_line(legacy) == "hand 3 (id 12): its stored inputs no longer settle ('ante')"
