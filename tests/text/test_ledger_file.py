"""The ledger file's refusals in words: each code of its section has them, and a number no
reader adds up (an id, a size) is never grouped."""

from __future__ import annotations

from booray_ledger.errors import ErrorCode
from booray_ledger.text.i18n import speaking
from booray_ledger.text.ledger_file import LEDGER_FILE, plain, refusal
from booray_ledger.text.problems import MESSAGES


def test_the_ledger_files_codes_are_worded_here_and_taken_into_the_messages() -> None:
    assert {ErrorCode.PATH_EMPTY, ErrorCode.NEWER_FILE, ErrorCode.LEDGER_REPLACED} <= set(LEDGER_FILE)
    assert all(MESSAGES[code] is wording for code, wording in LEDGER_FILE.items())


def test_a_refusal_is_filled_in_from_its_facts() -> None:
    assert refusal(ErrorCode.NOT_A_LEDGER, {"path": "f.db"}) == "f.db is not a booray-ledger database"
    assert refusal(ErrorCode.PATH_TOO_LONG, {"path": "x", "length": 5000}) == (
        "the ledger path 'x'... is too long (5000 characters); give a shorter one"
    )


def test_a_plain_number_is_never_grouped_and_takes_the_languages_digits() -> None:
    assert plain(8192) == "8192"
    with speaking("ps"):
        assert plain(8192) == "۸۱۹۲"
