"""Every error code in words (issue 28: errors carry a code and facts, worded only in text/).

:data:`WORDED` pins the English of each code as the library's errors said it before they became
codes and facts: the same facts must give the same line, byte for byte."""

from __future__ import annotations

from typing import Any

import pytest

from booray_ledger.errors import BoorayError, ErrorCode, FileTask, UsageError
from booray_ledger.rules.hand_input import HandMark
from booray_ledger.rules.house import Tie
from booray_ledger.rules.limits import Amount
from booray_ledger.rules.names import NameField
from booray_ledger.text.errors import explain
from booray_ledger.text.i18n import LANGUAGES
from booray_ledger.text.problems import MESSAGES


@pytest.mark.parametrize("code", list(ErrorCode))
def test_every_error_code_has_its_words(code: ErrorCode) -> None:
    assert code in MESSAGES


def test_an_unknown_language_lists_the_languages_spoken() -> None:
    error = UsageError(ErrorCode.UNKNOWN_LANGUAGE, language="fr", known=list(LANGUAGES))
    assert explain(error).startswith("no language 'fr'; the languages are: en (English), ml (")


WORDED: list[tuple[ErrorCode, dict[str, Any], str]] = [
    (ErrorCode.NOT_A_CARD, {'token': 'ZZ'}, "'ZZ' is not a card: write rank then suit, like AS, 10H, TH, QD or K♠"),
    (ErrorCode.CARD_TWICE, {'card': 'AS', 'cards': 'AS KH AS'}, "card AS is written twice in 'AS KH AS'; one deck has one AS"),
    (ErrorCode.NOT_A_SUIT, {'token': 'X'}, "'X' is not a suit: use S, H, D or C"),
    (ErrorCode.NAME_UNPRINTABLE, {'what': NameField.PLAYER, 'text': 'A\x1bb'}, "player name 'A\\x1bb' holds a control or invisible character; type it with letters and digits"),
    (ErrorCode.NAME_TOO_LONG, {'what': NameField.PLAYER, 'start': 'xxxxxxxxxxxxxxxxxxxx', 'length': 41, 'longest': 40}, "player name 'xxxxxxxxxxxxxxxxxxxx'... is 41 characters long; keep it to 40"),
    (ErrorCode.NIGHT_NAME_EMPTY, {}, 'a night needs a name'),
    (ErrorCode.PLAYER_NAME_EMPTY, {}, 'a player name cannot be empty'),
    (ErrorCode.NAME_PUNCTUATION, {'name': 'A=b'}, "player name 'A=b' cannot contain = , : ; # or brackets; choose another name"),
    (ErrorCode.NAME_DASH, {'name': '-x'}, "player name '-x' cannot start with '-' (it reads as an option); choose another name"),
    (ErrorCode.NAME_HAND_WORD, {'name': 'Pass'}, "'Pass' cannot be a player name; choose another name"),
    (ErrorCode.NAME_BANK, {'name': 'BANK'}, "'BANK' cannot be a player name: the settle-up's bank is called that; choose another name"),
    (ErrorCode.SEATED_TWICE, {'player': 'Ann'}, 'Ann is seated twice; name each player once'),
    (ErrorCode.TOO_FEW_PLAYERS, {}, 'a night needs at least two players'),
    (ErrorCode.EMPTY_PREFIX, {}, "an empty name; write a player's name or the start of it"),
    (ErrorCode.AMBIGUOUS_NAME, {'word': 'b', 'names': ['Bob', 'Bea', 'Bo']}, "'b' could be Bob or Bea or Bo; type more letters of the name"),
    (ErrorCode.COUNT_TOO_LONG, {'player': 'Ann', 'given': '123456789012'}, 'Ann=123456789012: a trick count is a number from 0 to 5'),
    (ErrorCode.PASSED_NO_TRICKS, {'player': 'Ann'}, 'Ann passed, so Ann has no tricks: write Ann=pass'),
    (ErrorCode.NOT_A_DECLARATION, {'player': 'Ann', 'given': 'x'}, 'Ann=x: write a trick count (like Ann=2), Ann=pass or Ann=play'),
    (ErrorCode.NOT_A_RESULT, {'token': 'Ann'}, "'Ann' is not NAME=TRICKS: write each player as Ann=2 or Dan=pass"),
    (ErrorCode.NO_RESULTS, {}, 'no players given: write each dealt-in player as Ann=2 or Dan=pass'),
    (ErrorCode.NO_RESULTS_ON_LINE, {}, 'no players given: write each dealt-in player as Ann=2 or an 2, or end with . to pass the rest'),
    (ErrorCode.MISSING_FROM_LINE, {'player': 'Bob'}, 'Bob is dealt in but missing from the hand: add Bob - or end the line with . to pass everyone not named'),
    (ErrorCode.EDIT_CHANGES_NOTHING, {}, 'the edit changes nothing: name the players or marks to change, like edit 3 bo 2 r:-'),
    (ErrorCode.UNREADABLE_LINE, {'quoted': 'No closing quotation'}, 'cannot read the line (No closing quotation); check the quotes'),
    (ErrorCode.MARK_NEEDS_VALUE, {'token': '--renege'}, '--renege needs a value after it, like --renege Bob'),
    (ErrorCode.MARK_NEEDS_NAME, {'token': 'r:', 'mark': 'r'}, "'r:': write the name or card after the colon, like r:Bob"),
    (ErrorCode.NEEDS_COUNT, {'token': 'an'}, "'an' needs a trick count or pass after it, like an 2 or an -"),
    (ErrorCode.NAMED_TWICE, {'player': 'Ann', 'times': 2}, 'Ann is named 2 times; name each player once'),
    (ErrorCode.MARKS_TWICE, {}, 'give the turned card, the dealer and the tie vote at most once each'),
    (ErrorCode.TIE_VOTE_WORD, {'given': 'x'}, "t:x: the tied players' vote is t:split or t:carry"),
    (ErrorCode.LINE_TOO_LONG, {'length': 2001, 'most': 2000}, 'the line is 2,001 characters long; a line may be at most 2,000: nothing was recorded, write the names shorter (a unique start of each name will do)'),
    (ErrorCode.SITTING_OUT, {'player': 'Dan'}, 'Dan is sitting out; leave Dan out of the hand'),
    (ErrorCode.NOT_SEATED, {'player': 'Eve'}, 'Eve is not seated at this table'),
    (ErrorCode.MISSING_FROM_HAND, {'player': 'Cat'}, 'Cat is dealt in but missing from the hand: add Cat=pass or Cat=TRICKS'),
    (ErrorCode.PLAY_NOT_ALONE, {'player': 'Ann'}, "Ann=play is only for a player who played alone; give Ann's trick count"),
    (ErrorCode.TRICKS_OUT_OF_RANGE, {'player': 'Ann', 'tricks': 7, 'cards': 5}, 'Ann has 7 tricks; a count is a whole number from 0 to 5'),
    (ErrorCode.ALONE_TAKES_ALL, {'player': 'Ann', 'cards': 5}, 'Ann played alone and takes all 5 tricks: write Ann=play or Ann=5'),
    (ErrorCode.TRICKS_DO_NOT_ADD_UP, {'total': 4, 'counts': [3, 1, 0], 'cards': 5}, 'the trick counts add up to 4 (3 + 1 + 0), not 5; fix the counts'),
    (ErrorCode.MARK_NOT_PLAYED, {'mark': HandMark.RENEGE, 'player': 'Cat'}, '--renege Cat: only a player who played can renege'),
    (ErrorCode.MARK_FEW_PLAYED, {'mark': HandMark.CORRECTED}, '--corrected: nobody can renege when fewer than two players played'),
    (ErrorCode.RENEGE_AND_CORRECTED, {'player': 'Bob'}, 'Bob is marked both --renege and --corrected; choose one'),
    (ErrorCode.OUT_OF_TURN_NOT_DEALT_IN, {'player': 'Dan'}, '--out-of-turn Dan: Dan is not dealt in this hand'),
    (ErrorCode.TIE_VOTE_UNKNOWN, {'vote': 'maybe'}, "the table's choice on a tie is split or carry, not 'maybe'"),
    (ErrorCode.TIE_VOTE_NOT_VOTING, {'vote': Tie.SPLIT, 'tie': Tie.CARRY}, "--split: this table's tie rule is carry, not vote; leave --split out"),
    (ErrorCode.TIE_VOTE_NO_TIE, {'vote': Tie.CARRY}, '--carry: nobody tied for the most tricks in this hand; leave --carry out'),
    (ErrorCode.TOO_MANY_PLAYERS, {'players': 9, 'most': 8}, '9 players are dealt in; Bourré takes at most 8 (use --force to record it anyway)'),
    (ErrorCode.ACE_DEALER_MUST_PLAY, {'dealer': 'Cat', 'card': 'AS'}, 'Cat dealt and turned AS, an ace, so Cat must play, not pass (use --force to record it anyway)'),
    (ErrorCode.DEALT_OUT, {'player': 'Bob', 'stack': 0, 'chips': 10}, 'Bob has 0 chips in front of them, not enough for the ante: Bob is dealt out until they buy again; leave Bob out of the hand'),
    (ErrorCode.TOO_FEW_DEALT_IN, {}, 'a hand needs at least two players dealt in; seat more players'),
    (ErrorCode.DEALER_NOT_DEALT_IN, {'dealer': 'Dan'}, '--dealer Dan: the dealer must be a player dealt in this hand'),
    (ErrorCode.TIE_VOTE_REQUIRED, {'leaders': ['Bob', 'Ann'], 'tricks': 2}, 'Bob and Ann tied at 2 tricks and this table votes on ties: add --split or --carry, as the tied players chose'),
    (ErrorCode.CANNOT_PAY_ANTE_TO_PLAY, {'player': 'Bob', 'stack': 1, 'chips': 1}, 'Bob has 1 chip and cannot pay the ante to play; Bob must pass, or buy in before the hand'),
    (ErrorCode.CANNOT_COVER, {'short': [{'player': 'Bob', 'ante': 1, 'bourre': 23, 'stack': 4}, {'player': 'Ann', 'ante': 1, 'bourre': 23, 'stack': 10}], 'buys': [('Bob', 20), ('Ann', 14)]}, 'Bob and Ann cannot cover this hand: Bob needs 24 chips (ante 1 + a bourré of 23) but has 4: 20 chips short; Ann needs 24 chips (ante 1 + a bourré of 23) but has 10: 14 chips short; each must pass, or buy in first (use --force to record it anyway)'),
    (ErrorCode.TOO_MANY_CHIPS, {'what': Amount.PAYMENT, 'chips': 10000000000000, 'most': 1000000000000}, 'a payment of 10,000,000,000,000 chips is more than 1,000,000,000,000 chips, more than one ledger entry may hold'),
    (ErrorCode.CHIP_VALUE_NOT_PLAIN, {'most': 1000000}, 'the chip value must be a plain number more than 0 and at most 1,000,000, like 0.25'),
    (ErrorCode.CHIP_VALUE_NOT_A_NUMBER, {'given': 'abc'}, "the chip value 'abc' is not a number; write it like 0.25"),
    (ErrorCode.CHIP_VALUE_OUT_OF_RANGE, {'most': 1000000}, 'the chip value must be more than 0 and at most 1,000,000, like 0.25'),
    (ErrorCode.CHIP_VALUE_PLACES, {'value': '0.00001', 'places': 4}, 'the chip value 0.00001 has more than 4 decimal places; round it, like 0.25'),
    (ErrorCode.RULE_NOT_BOOL, {'key': 'cinch'}, 'house rule cinch must be true or false'),
    (ErrorCode.RULE_ANTE, {'most': 1000000000000}, 'house rule ante must be a whole number of chips from 1 to 1,000,000,000,000'),
    (ErrorCode.RULE_CHIPS_OR_NONE, {'key': 'pot_limit', 'most': 1000000000000}, 'house rule pot_limit must be a whole number of chips from 1 to 1,000,000,000,000, or none'),
    (ErrorCode.RULE_CARDS, {}, 'house rule cards must be 5 (classic) or 4 (four-card Bourré)'),
    (ErrorCode.RULE_BOURRE_PENALTY, {'most': 1000000000000}, 'house rule bourre_penalty must be match_pot or a whole number of chips up to 1,000,000,000,000'),
    (ErrorCode.RULE_CHOICE, {'key': 'tie', 'choices': ['carry', 'split', 'vote']}, 'house rule tie must be one of: carry, split, vote'),
    (ErrorCode.RULE_BUY_IN_NEEDS_TABLE, {}, 'house rules buy_in and max_buy_in need stakes = "table"'),
    (ErrorCode.RULE_NEEDS_BUY_IN, {}, 'table stakes need a buy-in: the chips each player starts with'),
    (ErrorCode.RULE_BUY_IN_BELOW_ANTE, {'buy_in': 1, 'ante': 2}, 'the buy-in (1) must pay at least one ante (2)'),
    (ErrorCode.RULE_MAX_BELOW_BUY_IN, {'max_buy_in': 50, 'buy_in': 100}, 'house rule max_buy_in (50) is below the buy-in (100); raise it or leave it out'),
    (ErrorCode.UNKNOWN_RULE, {'key': 'anet', 'known': ['limit', 'ante']}, "unknown house rule 'anet'; known keys: limit, ante"),
    (ErrorCode.UNKNOWN_PRESET, {'given': 'wild', 'presets': ['classic', 'pagat', 'simple']}, "unknown house rules 'wild': use one of classic, pagat, simple or a .toml file"),
    (ErrorCode.RULES_NOT_TOML, {'source': 'bad.toml', 'detail': 'Invalid value (at line 1, column 8)'}, "'bad.toml' is not valid TOML (Invalid value (at line 1, column 8)); fix the file and try again"),
    (ErrorCode.RULES_NOT_TOML, {'source': None, 'detail': 'Invalid value (at line 1, column 8)'}, 'house rules is not valid TOML (Invalid value (at line 1, column 8)); fix the file and try again'),
    (ErrorCode.RULES_NUMBER_TOO_LARGE, {'source': 'big.toml'}, "'big.toml' holds a number too large for any house rule; fix the file and try again"),
    (ErrorCode.RULES_TOO_DEEP, {'source': None}, 'house rules is nested too deeply to be house rules; fix the file and try again'),
    (ErrorCode.RULES_NOT_A_FILE, {'spec': 'x\x00'}, "'x\x00' is neither a preset nor a readable file of house rules; check the path"),
    (ErrorCode.RULES_FILE_UNREADABLE, {'spec': 'missing.toml'}, "cannot read house-rules file 'missing.toml'; check the path"),
    (ErrorCode.RULES_FILE_NOT_UTF8, {'spec': 'latin.toml'}, "house-rules file 'latin.toml' is not UTF-8 text; save it as UTF-8"),
    (ErrorCode.NOT_AN_ASSIGNMENT, {'word': 'ante'}, "'ante' is not KEY=VALUE; write a house rule like ante=2 or limit=25"),
    (ErrorCode.RULE_TWICE, {'key': 'ante'}, 'house rule ante is given twice; give each rule once'),
    (ErrorCode.RULE_FIXED, {'key': 'stakes'}, 'house rule stakes is fixed for the whole night; start a new night to change it'),
    (ErrorCode.LOG_NOT_A_PLAY, {'source': 'hand.txt', 'line': 4, 'token': 'Ann-2H'}, "hand.txt line 4: 'Ann-2H' is not PLAYER:CARD (like Ann:7H)"),
    (ErrorCode.LOG_NOT_A_PLAY, {'source': None, 'line': 4, 'token': 'Ann-2H'}, "trick log line 4: 'Ann-2H' is not PLAYER:CARD (like Ann:7H)"),
    (ErrorCode.LOG_NO_TRUMP, {'source': None}, 'trick log: say the trump suit with `trump: S` or the turned card with `up: 9S`'),
    (ErrorCode.LOG_NO_PLAYERS, {'source': 'hand.txt'}, 'hand.txt: list the players who played with `players: Ann Bob Cat`'),
    (ErrorCode.LOG_PLAYER_TWICE, {}, 'a player is listed twice in `players:`'),
    (ErrorCode.LOG_TOO_FEW_PLAYERS, {}, 'an audit needs at least two players who played'),
    (ErrorCode.LOG_NOT_A_PLAYER, {'trick': 1, 'player': 'Cy', 'players': ['Ann', 'Bob']}, 'trick 1: Cy is not in `players:` (Ann Bob)'),
    (ErrorCode.LOG_PLAYS_ONCE, {'trick': 1, 'player': 'Ann'}, 'trick 1: each player plays once per trick; check Ann'),
    (ErrorCode.LOG_WRONG_LEADER, {'trick': 1, 'led': 'Bob', 'leader': 'Ann'}, 'trick 1 is led by Bob, but Ann should lead it'),
    (ErrorCode.LOG_CARD_TWICE, {'card': '2H', 'first': 1, 'again': 2}, '2H is played in trick 1 and again in trick 2'),
    (ErrorCode.LOG_TURNED_CARD, {'trick': 1, 'card': '9S', 'dealer': 'Bob'}, 'trick 1: 9S was the turned card, so only the dealer (Bob) can hold it'),
    (ErrorCode.LOG_TRICK_COUNT, {'tricks': 1, 'cards': 5}, 'the log has 1 tricks; this table plays 5'),
    (ErrorCode.CARD_IN_TWO_PLACES, {'card': '7H'}, '7H appears in more than one place (hand, trick, seen); a deck has one 7H'),
    (ErrorCode.CARD_NOT_HELD, {'card': 'AS', 'hand': ['7H', '3S']}, 'AS is not in the hand (7H 3S); a player can only play a held card'),
    (ErrorCode.FILE_ONLY, {'target': 'postgresql://host/club'}, 'this works on a SQLite ledger file, not on postgresql://host/club'),
    (ErrorCode.POT_ACTION_UNKNOWN, {'given': 'burn'}, "the pot is carried, split or refunded, not 'burn': use carry, split or refund"),
    (ErrorCode.NOTHING_TO_SET, {}, 'nothing to change: give a chip value, house rules from the next hand, or both'),
    (ErrorCode.SEAT_ACTION_UNKNOWN, {'given': 'sideways'}, "seat 'sideways': use add, remove, out or in"),
    (ErrorCode.SQLITE_ONLY, {'task': FileTask.BACKUP}, "a backup works on a SQLite ledger file; for PostgreSQL use the server's own tools (pg_dump for a backup, amcheck for a check)"),
    (ErrorCode.SQLITE_ONLY, {'task': FileTask.CHECK}, "the check works on a SQLite ledger file; for PostgreSQL use the server's own tools (pg_dump for a backup, amcheck for a check)"),
    (ErrorCode.NOTHING_TO_BACK_UP, {'path': '/tmp/club.db'}, 'no booray database at /tmp/club.db yet; nothing to back up'),
    (ErrorCode.UNKNOWN_SOURCE, {'source': 'fax', 'known': ['cli', 'prompt', 'page', 'api']}, "source 'fax': use one of cli, prompt, page, api"),
    (ErrorCode.COPY_ONTO_ITSELF, {'target': 'club.db'}, 'club.db is the ledger being copied; copy it to another file or database'),
    (ErrorCode.DEBTS_NIGHTS_TWICE, {}, 'choose one night, all nights or the nights since a date, not two of them'),
    (ErrorCode.RECORDED_MEANWHILE, {'hand': 3}, 'hand 3 was recorded meanwhile, so the hand shown is no longer the last; nothing voided'),
    (ErrorCode.TRICKS_WON_OUT_OF_RANGE, {'won': 9, 'most': 4}, '9 tricks won: a player has won from 0 to 4 tricks'),
    (ErrorCode.TRICK_LOG_UNREADABLE, {'path': 'missing.txt'}, 'cannot read trick log missing.txt; check the path'),
    (ErrorCode.NOT_A_DATE, {'given': '4/12/2026'}, "'4/12/2026' is not a date; write it as YYYY-MM-DD, like 2026-12-04"),
    (ErrorCode.SUMMARY_FORMAT, {'given': 'hledger'}, "a summary is written as csv or json, not 'hledger'"),
    (ErrorCode.EXPORT_FORMAT, {'given': 'xml'}, "an export is written as csv, json or hledger, not 'xml'"),
    (ErrorCode.NOT_A_CURRENCY, {'given': 'DUCATS'}, "'DUCATS' is not a currency code; give an ISO code like USD, EUR or GBP"),
    (ErrorCode.NO_HAND_TO_VOID, {}, 'there is no hand to void in this night'),
    (ErrorCode.NO_SUCH_HAND, {'number': 5, 'count': 1}, 'there is no hand 5 in this night (hands 1 to 1); check the number'),
    (ErrorCode.NO_SUCH_HAND, {'number': 1, 'count': 0}, 'there is no hand 1 in this night (no hands yet); check the number'),
    (ErrorCode.NIGHT_NOT_ENDED, {'night': 'Fri'}, "night 'Fri' is not ended; there is nothing to reopen"),
    (ErrorCode.CARRIED_POT_TAKEN, {'night': 'Fri', 'later': 'Sun'}, "night 'Fri' carried its pot into night 'Sun', which has started from it, so it cannot be reopened"),
    (ErrorCode.POT_LEFT_AFTER_CHANGE, {'night': 'Fri', 'pot': 3}, "after this change night 'Fri' leaves 3 chips in the pot, but it ended with an empty pot"),
    (ErrorCode.PAYMENT_NOT_PLAIN, {}, 'a payment is written in plain digits, like 12'),
    (ErrorCode.PAYMENT_NOT_A_NUMBER, {'given': 'lots'}, "the payment 'lots' is not a number; give whole chips, like 12"),
    (ErrorCode.PAYMENT_NOT_POSITIVE, {'given': '-3'}, 'a payment is a whole number of chips above 0, not -3'),
    (ErrorCode.PAYMENT_TOO_MANY_CHIPS, {'most': 1000000000000}, 'a payment is at most 1,000,000,000,000 chips, more than one ledger entry may hold'),
    (ErrorCode.PAYMENT_NOT_WHOLE, {'value': '2.5', 'chip_value': '0.25', 'currency': 'USD', 'chips': 10}, 'a payment counts whole chips, not 2.5; 1 chip is $0.25, so $2.50 is 10 chips'),
    (ErrorCode.PAYMENT_NOT_WHOLE, {'value': '2.5', 'chip_value': '0.3', 'currency': 'EUR', 'chips': None}, 'a payment counts whole chips, not 2.5; 1 chip is €0.30'),
    (ErrorCode.MONEY_NOT_PLAIN, {}, 'a payment in money is written in plain digits, like 4.25'),
    (ErrorCode.MONEY_NOT_A_NUMBER, {'given': 'lots'}, "the money 'lots' is not a number; write it like 4.25"),
    (ErrorCode.MONEY_NOT_POSITIVE, {'given': '0'}, 'a payment in money is an amount above 0, not 0'),
    (ErrorCode.MONEY_UNDER_HALF_A_CHIP, {'amount': '0.01', 'night': 'Friday'}, '0.01 in money is less than half a chip on Friday; pay at least one chip'),
    (ErrorCode.MEMO_TOO_LONG, {'most': 200}, "a payment's note is one line of at most 200 characters, like cash"),
    (ErrorCode.PAYS_THEMSELVES, {'player': 'Ann'}, 'Ann cannot pay themselves; name two different players'),
    (ErrorCode.OWES_NOTHING, {'payer': 'Ann', 'payee': 'Bob', 'night': 'Friday', 'chips': 1}, 'Ann owes Bob nothing on Friday, so paying 1 would make Bob owe Ann'),
    (ErrorCode.PAYS_TOO_MUCH, {'payer': 'Cat', 'payee': 'Ann', 'night': 'Friday', 'owed': 5, 'chips': 6}, 'Cat owes Ann 5 chips on Friday; paying 6 is 1 chip more than that: pay 5'),
    (ErrorCode.CHIPS_AND_MONEY, {}, 'give the payment in chips or in money, not both'),
    (ErrorCode.NO_SUCH_PAYMENT, {'number': 4, 'count': 2}, 'there is no payment 4 (payments 1 to 2)'),
    (ErrorCode.NO_SUCH_PAYMENT, {'number': 1, 'count': 0}, 'there is no payment 1 (no payments yet)'),
    (ErrorCode.PAYMENT_ALREADY_VOIDED, {'number': 2}, 'payment 2 is already voided'),
    (ErrorCode.LEDGER_FULL, {'most': 2000000000}, 'this ledger is full (2,000,000,000 chip movements)'),
]  # fmt: skip
"""An error code, its facts, and the line :func:`explain` makes of them."""


@pytest.mark.parametrize(("code", "facts", "words"), WORDED, ids=[code.value for code, _, _ in WORDED])
def test_each_code_is_worded_as_the_library_said_it(code: ErrorCode, facts: dict[str, Any], words: str) -> None:
    assert explain(BoorayError(code, **facts)) == words


def test_an_error_a_later_hand_now_raises_is_worded_inside_the_refusal() -> None:
    cause: dict[str, Any] = {"cause": ErrorCode.MISSING_FROM_HAND, "cause_facts": {"player": "Cat"}}
    edit = BoorayError(ErrorCode.LATER_HAND_UNSETTLED, change="edit", hand=3, **cause)
    assert (
        explain(edit)
        == "after this edit hand 3 no longer settles: Cat is dealt in but missing from the hand: add Cat=pass or Cat=TRICKS"
    )
    pot = BoorayError(ErrorCode.CARRIED_POT_UNSETTLED, night="Sat", cause="the pot is empty", cause_facts={})
    assert explain(pot) == "night 'Sat' took in the carried pot, and the pot is empty"


def test_a_name_in_a_right_to_left_script_is_isolated_inside_the_line() -> None:
    assert explain(BoorayError(ErrorCode.NOT_SEATED, player="علي")) == "\u2068علي\u2069 is not seated at this table"


LEDGER_WORDED: list[tuple[ErrorCode, dict[str, Any], str]] = [
    (ErrorCode.PATH_EMPTY, {}, 'the ledger path is empty'),
    (ErrorCode.PATH_TOO_LONG, {'path': 'x' * 40, 'length': 5000}, f"the ledger path '{'x' * 40}'... is too long (5000 characters); give a shorter one"),
    (ErrorCode.PATH_CONTROL, {'path': 'a\nb'}, "the ledger path 'a\\nb' holds a newline or control character; give a plain path"),
    (ErrorCode.URL_NO_DATABASE, {'scheme': 'postgresql'}, 'postgresql://... names no database; end the URL with /dbname, like postgresql://host/club'),
    (ErrorCode.POSTGRES_DRIVER, {}, 'a PostgreSQL ledger needs the psycopg driver: pip install "booray-ledger[postgres]"'),
    (ErrorCode.NEWER_FILE, {'path': 'f.db', 'version': 12, 'known': 11}, 'f.db was written by a newer booray-ledger (schema 12, this one knows 11); upgrade booray-ledger to use it (going back a version is not possible)'),
    (ErrorCode.UPGRADE_SAME_NAME, {'path': 'f.db', 'table': 'night', 'first': 'Fri', 'first_id': 1234, 'name': 'FRI', 'id': 1240}, "cannot upgrade the ledger f.db: the nights 'Fri' (#1234) and 'FRI' (#1240) have the same name once written the standard way (Unicode NFC); nothing was changed. Keep using the version of booray-ledger that wrote it and see docs/guide.md, Names that look alike"),
    (ErrorCode.READ_ONLY_FILE, {'path': 'f.db'}, 'the ledger file is read-only for you (f.db); reading commands work, to record: chmod u+w f.db'),
    (ErrorCode.LEDGER_DAMAGED, {'path': 'f.db', 'problem': {'kind': 'header_size', 'data': {'bytes': 8192}}}, 'the ledger f.db is damaged (the header does not fit the file (8192 bytes)); nothing was written'),
    (ErrorCode.NO_CURRENT_NIGHT, {}, 'no current night'),
    (ErrorCode.NO_NIGHT_SINCE, {'date': '2026-12-01'}, 'no night started on or after 2026-12-01'),
    (ErrorCode.NIGHT_ENDED, {'night': 'Fri'}, "night 'Fri' has ended; start a new night to record more"),
    (ErrorCode.NIGHT_EXISTS, {'night': 'friday'}, "a night called 'friday' already exists; choose another name"),
    (ErrorCode.CHIP_VALUES_DIFFER, {'values': ['0.25', '1']}, 'these nights have different chip values (0.25, 1)'),
    (ErrorCode.POT_STILL_HOLDS, {'pot': 8}, 'the pot still holds 8 chips'),
    (ErrorCode.HAND_TOO_BIG, {'hand': 3, 'most': 1000000000000}, 'hand 3 would move more than 1,000,000,000,000 chips, more than the ledger can hold'),
    (ErrorCode.HAND_REPEATED, {'hand': 1, 'seconds': 4}, 'hand 1 with these very results was recorded 4 s ago (entered twice?); nothing written'),
    (ErrorCode.OWES_ON_NIGHTS, {'payer': 'Cat', 'payee': 'Ann', 'nights': ['Friday', 'Sunday'], 'chips': [1, 1500]}, 'Cat owes Ann on 2 nights: Friday (1 chip), Sunday (1500 chips)'),
    (ErrorCode.NOTHING_TO_CASH_OUT, {'player': 'Cat', 'night': 'Fri'}, 'Cat is square on Fri: there is nothing to cash out'),
    (ErrorCode.LOOKS_LIKE, {'name': 'Аnn', 'other': 'Ann'}, 'Аnn looks like Ann: use a different name'),
    (ErrorCode.LAST_TWO_SEATED, {'player': 'Bob'}, 'removing Bob would leave fewer than two seated; add a player first'),
    (ErrorCode.BUY_IN_NOT_POSITIVE, {'given': '0'}, 'a buy-in is a whole number of chips above 0, not 0'),
    (ErrorCode.BUY_IN_OVER_MAX, {'player': 'Ann', 'chips': 2100, 'most': 2000}, 'Ann cannot buy 2100 chips at once: the most is 2000; buy 2000 or less'),
    (ErrorCode.BUY_IN_TOO_BIG, {'chips': 2000000000000}, 'a buy-in of 2,000,000,000,000 chips is more than the ledger can hold; buy fewer'),
    (ErrorCode.SAME_CHIP_VALUE, {'night': 'Fri', 'value': '1.00'}, "night 'Fri' already has a chip value of 1.00; nothing to change"),
    (ErrorCode.SAME_RULES, {'night': 'Fri', 'rules': {'ante': '1', 'pot_limit': 'None'}}, "night 'Fri' already plays ante=1, pot_limit=None; nothing to change"),
    (ErrorCode.BACKUP_CANNOT_WRITE, {'path': 'b.db', 'reason': 'No space left on device'}, 'cannot write the backup b.db: No space left on device; give another path or free some space'),
    (ErrorCode.BACKUP_DOES_NOT_CHECK, {'path': 'f.db', 'verdict': 'row 3 missing'}, 'the copy of f.db does not check out (row 3 missing); the ledger may be damaged'),
    (ErrorCode.COPY_TARGET_HOLDS_LEDGER, {'path': 'postgresql://h/club'}, 'postgresql://h/club already holds a booray ledger; copy into an empty database (createdb a new one)'),
    (ErrorCode.COPY_LOST_DATABASE, {'reason': 'server closed the connection'}, 'the copy stopped: lost a database on the way (server closed the connection); nothing was copied'),
]  # fmt: skip
"""The ledger's codes (the file, the nights kept, backups and copies), their facts, and the line
:func:`explain` makes of them: the English the library said before, byte for byte (ids, sizes and
counts it never grouped stay ungrouped)."""


@pytest.mark.parametrize(("code", "facts", "words"), LEDGER_WORDED, ids=[c.value for c, _, _ in LEDGER_WORDED])
def test_each_ledger_code_is_worded_as_the_library_said_it(code: ErrorCode, facts: dict[str, Any], words: str) -> None:
    assert explain(BoorayError(code, **facts)) == words
