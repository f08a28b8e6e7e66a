"""The one family of errors a user can cause.

Every mistake a scorekeeper can make (a misspelled name, trick counts that do not add up, a file
that is not our database) raises a subclass of :class:`BoorayError`: a code
(:class:`ErrorCode`) and the facts behind it (names, numbers, codes), never a sentence. The
wording package makes the one line a person reads, in their language
(:func:`booray_ledger.text.errors.explain`); the command line prints it on stderr and exits with
the error's ``exit_code``; it never shows a traceback.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Fix(StrEnum):
    """The command (or option) that gets past a refusal, for the front end to name in its own
    syntax: the message itself is plain, and :func:`booray_ledger.text.errors.explain` adds
    ``start one with `booray night start ...``` at the terminal, the bare command inside
    ``booray play`` and nothing on the board, filling it in from the error's ``data``."""

    START_NIGHT = "start_night"  # no night yet: night start NAME --players A,B,C
    FIRST_NIGHT = "first_night"  # no database yet: night start NAME --players A,B,C
    NAME_THE_NIGHT = "name_the_night"  # a night started without a name
    OPEN_NIGHTS = "open_nights"  # an ended night cannot be current: night list
    SEAT_IN = "seat_in"  # data: player, sitting out
    SEAT_ADD = "seat_add"  # a player not at the table
    BUY = "buy"  # data: player, chips: a buy that lets them play
    BUY_BEFORE = "buy_before"  # data: player, chips: a buy before the hand
    BUY_FIRST = "buy_first"  # data: buys, [(player, chips)]: the buys that cover a hand
    SETTLE_ALL = "settle_all"  # a payment owed on no night (data: settle words)
    SETTLE_NIGHT = "settle_night"  # data: night: an overpayment on one night
    PAYMENT_NIGHTS = "payment_nights"  # data: nights: a payment owed on several nights
    PAYMENT_LIST = "payment_list"  # a payment number that is not there (or already voided)
    CHIPS_OR_MONEY = "chips_or_money"  # a payment given in both chips and money, or in neither
    PAYMENT_IN_CHIPS = "payment_in_chips"  # data: chips: a money amount as whole chips
    PAYMENT_IN_MONEY = "payment_in_money"  # data: value: an amount that is no whole number of chips
    EDIT_IN_PLACE = "edit_in_place"  # data: night: correct an ended night's hand in place
    REOPEN_FIRST = "reopen_first"  # data: night: reopen an ended night before changing it
    CHECK = "check"  # the ledger may be damaged: run the check
    CHECK_RESTORE = "check_restore"  # the ledger file is damaged: check it, restore the latest backup
    DAMAGED = "damaged"  # the ledger is damaged: check, and restore the latest backup
    AGAIN = "again"  # the same hand entered twice: record it again on purpose
    POT_ACTION = "pot_action"  # a night ended with chips in the pot: say what becomes of them
    CHIP_VALUE = "chip_value"  # nights with different chip values: give the one to use
    POT_LIMIT = "pot_limit"  # a hand past what the ledger can hold: set a pot limit
    TABLE_STAKES = "table_stakes"  # buying chips needs a night at table stakes
    FORCE_PAYMENT = "force_payment"  # data: chips: record a payment beyond what is owed
    STAKES_TABLE = "stakes_table"  # buy-ins given for a night not at table stakes
    BUY_IN = "buy_in"  # table stakes without a buy-in
    RAISE_BUY_IN = "raise_buy_in"  # a buy-in that does not pay one ante
    TWO_PLAYERS = "two_players"  # a night with fewer than two players
    GIVE_FILE = "give_file"  # no ledger file given (or a URL where only a file will do)
    OTHER_FILE = "other_file"  # choose another ledger file
    WRITABLE_FOLDER = "writable_folder"  # choose a folder that can be written
    NEW_FILE = "new_file"  # this ledger is full: start a new file


class ErrorCode(StrEnum):
    """What went wrong, as a code: the wording package words each one
    (:data:`booray_ledger.text.problems.MESSAGES`), filling it in from the error's ``facts``.
    The values are stable: scripts may read them."""

    # The language -----------------------------------------------------------------------------
    UNKNOWN_LANGUAGE = "unknown_language"  # facts: language (as given), known (the codes spoken)
    SAME_LANGUAGE = "same_language"  # facts: night, language (the code it already speaks)

    # Names (rules/names.py) -------------------------------------------------------------------
    # ``what`` is a NameField: which name a person typed (a player's, a night's, a currency)
    NAME_UNPRINTABLE = "name_unprintable"  # facts: what, text (holds a control character)
    NAME_TOO_LONG = "name_too_long"  # facts: what, start (its first 20 characters), length, longest
    NIGHT_NAME_EMPTY = "night_name_empty"  # a night started without a name
    PLAYER_NAME_EMPTY = "player_name_empty"
    NAME_PUNCTUATION = "name_punctuation"  # facts: name (holds = , : ; # or a bracket)
    NAME_DASH = "name_dash"  # facts: name (starts with '-', read as an option)
    NAME_HAND_WORD = "name_hand_word"  # facts: name (a word the hand line reads: pass, play, ...)
    NAME_BANK = "name_bank"  # facts: name (the settle-up's bank)
    UNKNOWN_NAME = "unknown_name"  # facts: word, known (the names it could be), what (a NameKind)
    SEATED_TWICE = "seated_twice"  # facts: player
    TOO_FEW_PLAYERS = "too_few_players"  # a night of fewer than two players
    EMPTY_PREFIX = "empty_prefix"  # an empty word where a name (or its start) was wanted
    AMBIGUOUS_NAME = "ambiguous_name"  # facts: word, names (every name it starts)

    # Cards (rules/cards.py) -------------------------------------------------------------------
    NOT_A_CARD = "not_a_card"  # facts: token
    CARD_TWICE = "card_twice"  # facts: card, cards (the text it is written twice in)
    NOT_A_SUIT = "not_a_suit"  # facts: token

    # A hand's line: what the scorekeeper types (rules/hand_input.py) --------------------------
    COUNT_TOO_LONG = "count_too_long"  # facts: player, given (a count of more than two digits)
    PASSED_NO_TRICKS = "passed_no_tricks"  # facts: player (wrote a word like "pas")
    NOT_A_DECLARATION = "not_a_declaration"  # facts: player, given
    NOT_A_RESULT = "not_a_result"  # facts: token (not NAME=TRICKS)
    NO_RESULTS = "no_results"  # a hand naming nobody (NAME=TRICKS words)
    NO_RESULTS_ON_LINE = "no_results_on_line"  # a live-table line naming nobody
    MISSING_FROM_LINE = "missing_from_line"  # facts: player (dealt in, not on the line, no final .)
    EDIT_CHANGES_NOTHING = "edit_changes_nothing"
    UNREADABLE_LINE = "unreadable_line"  # facts: quoted (what the shell-word reader said)
    MARK_NEEDS_VALUE = "mark_needs_value"  # facts: token (a long mark, like --renege, last)
    MARK_NEEDS_NAME = "mark_needs_name"  # facts: token, mark (its short form, like r)
    NEEDS_COUNT = "needs_count"  # facts: token (a name with no count after it)
    MARKS_TWICE = "marks_twice"  # the turned card, the dealer or the tie vote given twice
    TIE_VOTE_WORD = "tie_vote_word"  # facts: given (after t:)

    # A hand's results, checked against the table (rules/hand_checks.py) -----------------------
    NAMED_TWICE = "named_twice"  # facts: player, times
    SITTING_OUT = "sitting_out"  # facts: player
    NOT_SEATED = "not_seated"  # facts: player
    MISSING_FROM_HAND = "missing_from_hand"  # facts: player (dealt in, not in the hand)
    PLAY_NOT_ALONE = "play_not_alone"  # facts: player (wrote =play beside other players)
    TRICKS_OUT_OF_RANGE = "tricks_out_of_range"  # facts: player, tricks, cards
    ALONE_TAKES_ALL = "alone_takes_all"  # facts: player, cards (played alone, fewer tricks given)
    TRICKS_DO_NOT_ADD_UP = "tricks_do_not_add_up"  # facts: total, counts (each player's), cards
    MARK_NOT_PLAYED = "mark_not_played"  # facts: mark (a HandMark: renege, corrected), player
    MARK_FEW_PLAYED = "mark_few_played"  # facts: mark (fewer than two played: nobody can renege)
    RENEGE_AND_CORRECTED = "renege_and_corrected"  # facts: player
    OUT_OF_TURN_NOT_DEALT_IN = "out_of_turn_not_dealt_in"  # facts: player
    TIE_VOTE_UNKNOWN = "tie_vote_unknown"  # facts: vote (neither split nor carry)
    TIE_VOTE_NOT_VOTING = "tie_vote_not_voting"  # facts: vote, tie (the table's tie rule)
    TIE_VOTE_NO_TIE = "tie_vote_no_tie"  # facts: vote
    TOO_MANY_PLAYERS = "too_many_players"  # facts: players (dealt in), most
    ACE_DEALER_MUST_PLAY = "ace_dealer_must_play"  # facts: dealer, card (the ace turned)
    DEALT_OUT = "dealt_out"  # facts: player, stack (table stakes: too few chips for the ante)
    TOO_FEW_DEALT_IN = "too_few_dealt_in"  # a hand with fewer than two players dealt in
    DEALER_NOT_DEALT_IN = "dealer_not_dealt_in"  # facts: dealer (given on the hand line)
    CANNOT_PAY_ANTE_TO_PLAY = "cannot_pay_ante_to_play"  # facts: player, stack (double ante, table stakes)
    CANNOT_COVER = "cannot_cover"  # facts: short, each {player, ante, bourre, stack} (must_cover)
    TIE_VOTE_REQUIRED = "tie_vote_required"  # facts: leaders, tricks (tie = vote, no vote given)

    # Limits (rules/limits.py) -----------------------------------------------------------------
    TOO_MANY_CHIPS = "too_many_chips"  # facts: what (an Amount), chips, most
    LINE_TOO_LONG = "line_too_long"  # facts: length, most
    CHIP_VALUE_NOT_PLAIN = "chip_value_not_plain"  # facts: most (too long, or not ASCII)
    CHIP_VALUE_NOT_A_NUMBER = "chip_value_not_a_number"  # facts: given
    CHIP_VALUE_OUT_OF_RANGE = "chip_value_out_of_range"  # facts: most
    CHIP_VALUE_PLACES = "chip_value_places"  # facts: value, places (the most decimal places)

    # Hands settled again after a change (ledger/write/hand_edits.py, night_reopen.py) ---------
    # ``cause`` and ``cause_facts``: the code and facts of the error the later hand now raises
    LATER_HAND_UNSETTLED = "later_hand_unsettled"  # facts: change (edit or change), hand, cause...
    CARRIED_POT_UNSETTLED = "carried_pot_unsettled"  # facts: night (that took the pot in), cause...

    # Hands and nights changed (ledger/write/hand_edits.py, night_reopen.py) ------------------
    NO_HAND_TO_VOID = "no_hand_to_void"  # the night has no hand in effect
    NO_SUCH_HAND = "no_such_hand"  # facts: number, count (the hands in effect: 1 to count)
    NIGHT_NOT_ENDED = "night_not_ended"  # facts: night (nothing to reopen)
    CARRIED_POT_TAKEN = "carried_pot_taken"  # facts: night, later (the night that took its pot in)
    POT_LEFT_AFTER_CHANGE = "pot_left_after_change"  # facts: night, pot (it ended with an empty pot)

    # Payments (ledger/write/payment_log.py) and the ledger's room (postings.py) ---------------
    PAYMENT_NOT_PLAIN = "payment_not_plain"  # not plain digits
    PAYMENT_NOT_A_NUMBER = "payment_not_a_number"  # facts: given
    PAYMENT_NOT_POSITIVE = "payment_not_positive"  # facts: given
    PAYMENT_TOO_MANY_CHIPS = "payment_too_many_chips"  # facts: most
    # facts: value (as typed), chip_value, currency (the night's), chips (what it is, if whole)
    PAYMENT_NOT_WHOLE = "payment_not_whole"
    MONEY_NOT_PLAIN = "money_not_plain"  # not plain digits
    MONEY_NOT_A_NUMBER = "money_not_a_number"  # facts: given
    MONEY_NOT_POSITIVE = "money_not_positive"  # facts: given
    MONEY_UNDER_HALF_A_CHIP = "money_under_half_a_chip"  # facts: amount, night
    MEMO_TOO_LONG = "memo_too_long"  # facts: most (one line of at most most characters)
    PAYS_THEMSELVES = "pays_themselves"  # facts: player
    OWES_NOTHING = "owes_nothing"  # facts: payer, payee, night, chips (the payment)
    PAYS_TOO_MUCH = "pays_too_much"  # facts: payer, payee, night, owed, chips (the payment)
    CHIPS_AND_MONEY = "chips_and_money"  # both chips and money given, or neither
    NO_SUCH_PAYMENT = "no_such_payment"  # facts: number, count (the payments: 1 to count)
    PAYMENT_ALREADY_VOIDED = "payment_already_voided"  # facts: number
    LEDGER_FULL = "ledger_full"  # facts: most (the chip movements a ledger holds)

    # House rules (rules/house.py): ``key`` is a house-rule key -------------------------------
    RULE_NOT_BOOL = "rule_not_bool"  # facts: key (must be true or false)
    RULE_ANTE = "rule_ante"  # facts: most (the ante: whole chips from 1 to most)
    RULE_CHIPS_OR_NONE = "rule_chips_or_none"  # facts: key, most (whole chips from 1, or none)
    RULE_CARDS = "rule_cards"  # cards is 5 or 4
    RULE_BOURRE_PENALTY = "rule_bourre_penalty"  # facts: most (match_pot or whole chips up to most)
    RULE_CHOICE = "rule_choice"  # facts: key, choices
    RULE_BUY_IN_NEEDS_TABLE = "rule_buy_in_needs_table"  # buy_in, max_buy_in without table stakes
    RULE_NEEDS_BUY_IN = "rule_needs_buy_in"  # table stakes without a buy-in
    RULE_BUY_IN_BELOW_ANTE = "rule_buy_in_below_ante"  # facts: buy_in, ante
    RULE_MAX_BELOW_BUY_IN = "rule_max_below_buy_in"  # facts: max_buy_in, buy_in
    UNKNOWN_RULE = "unknown_rule"  # facts: key (as given), known (the keys)
    UNKNOWN_PRESET = "unknown_preset"  # facts: given, presets
    # ``source``: the house-rules file read, or None (TOML text given)
    RULES_NOT_TOML = "rules_not_toml"  # facts: source, detail (what the TOML reader said)
    RULES_NUMBER_TOO_LARGE = "rules_number_too_large"  # facts: source
    RULES_TOO_DEEP = "rules_too_deep"  # facts: source
    RULES_NOT_A_FILE = "rules_not_a_file"  # facts: spec (neither a preset nor a file)
    RULES_FILE_UNREADABLE = "rules_file_unreadable"  # facts: spec
    RULES_FILE_NOT_UTF8 = "rules_file_not_utf8"  # facts: spec
    NOT_AN_ASSIGNMENT = "not_an_assignment"  # facts: word (not KEY=VALUE)
    RULE_TWICE = "rule_twice"  # facts: key
    RULE_FIXED = "rule_fixed"  # facts: key (fixed for the whole night: stakes)

    # A trick log and a play judged (rules/audit.py, rules/legality.py) -----------------------
    # ``source``: the log's file as given, or None (a log typed in)
    LOG_NOT_A_PLAY = "log_not_a_play"  # facts: source, line, token (not PLAYER:CARD)
    LOG_NO_TRUMP = "log_no_trump"  # facts: source (neither trump: nor up: given)
    LOG_NO_PLAYERS = "log_no_players"  # facts: source (no players: line)
    LOG_PLAYER_TWICE = "log_player_twice"  # a name twice on the players: line
    LOG_TOO_FEW_PLAYERS = "log_too_few_players"
    LOG_NOT_A_PLAYER = "log_not_a_player"  # facts: trick, player, players (the players: line)
    LOG_PLAYS_ONCE = "log_plays_once"  # facts: trick, player (missing or twice in the trick)
    LOG_WRONG_LEADER = "log_wrong_leader"  # facts: trick, led (who led it), leader (who should)
    LOG_CARD_TWICE = "log_card_twice"  # facts: card, first, again (the tricks it is played in)
    LOG_TURNED_CARD = "log_turned_card"  # facts: trick, card, dealer (only the dealer holds it)
    LOG_TRICK_COUNT = "log_trick_count"  # facts: tricks (in the log), cards (the table plays)
    CARD_IN_TWO_PLACES = "card_in_two_places"  # facts: card (in the hand, the trick or seen twice)
    CARD_NOT_HELD = "card_not_held"  # facts: card, hand (the cards held)

    # The library's calls (api/, money.py) -----------------------------------------------------
    FILE_ONLY = "file_only"  # facts: target (a URL where only a SQLite file will do)
    POT_ACTION_UNKNOWN = "pot_action_unknown"  # facts: given (not carry, split or refund)
    NOTHING_TO_SET = "nothing_to_set"  # night set with no chip value, rules or language
    SEAT_ACTION_UNKNOWN = "seat_action_unknown"  # facts: given (not add, remove, out or in)
    SQLITE_ONLY = "sqlite_only"  # facts: task (a FileTask: a backup, the check) on PostgreSQL
    NOTHING_TO_BACK_UP = "nothing_to_back_up"  # facts: path (no ledger there yet)
    UNKNOWN_SOURCE = "unknown_source"  # facts: source, known (the front ends that write)
    COPY_ONTO_ITSELF = "copy_onto_itself"  # facts: target (the ledger being copied)
    DEBTS_NIGHTS_TWICE = "debts_nights_twice"  # a night, all nights and a date: more than one
    RECORDED_MEANWHILE = "recorded_meanwhile"  # facts: hand (the last now; nothing voided)
    TRICKS_WON_OUT_OF_RANGE = "tricks_won_out_of_range"  # facts: won, most
    TRICK_LOG_UNREADABLE = "trick_log_unreadable"  # facts: path
    NOT_A_DATE = "not_a_date"  # facts: given (not YYYY-MM-DD)
    SUMMARY_FORMAT = "summary_format"  # facts: given (not csv or json)
    EXPORT_FORMAT = "export_format"  # facts: given (not csv, json or hledger)
    NOT_A_CURRENCY = "not_a_currency"  # facts: given (no ISO code Babel knows)

    # The ledger file: where it is -------------------------------------------------------------
    # ``path`` is the file's path or the database's URL (its password hidden), as given.
    PATH_EMPTY = "path_empty"  # no path given
    PATH_TOO_LONG = "path_too_long"  # path (its first 40 characters), length
    PATH_CONTROL = "path_control"  # path (its first 40 characters): a newline or control character
    URL_NOT_A_LEDGER = "url_not_a_ledger"  # scheme: a URL of another kind than postgresql://
    URL_NO_DATABASE = "url_no_database"  # scheme: a PostgreSQL URL naming no database
    NO_LEDGER_YET = "no_ledger_yet"  # path: nothing there yet (a first night creates it)
    NO_LEDGER = "no_ledger"  # path: nothing there to check
    POSTGRES_DRIVER = "postgres_driver"  # the psycopg driver is not installed

    # The ledger file: opening it --------------------------------------------------------------
    LEDGER_IS_FOLDER = "ledger_is_folder"  # path
    LEDGER_NOT_READABLE = "ledger_not_readable"  # path: permission denied
    LEDGER_PATH_UNUSABLE = "ledger_path_unusable"  # path, reason (the system's words)
    LEDGER_CANNOT_OPEN = "ledger_cannot_open"  # path, reason (SQLite's words)
    NOT_A_LEDGER = "not_a_ledger"  # path: a SQLite file of another program
    NOT_A_LEDGER_OR_DAMAGED = "not_a_ledger_or_damaged"  # path: SQLite cannot read it as a database
    NEWER_FILE = "newer_file"  # path, version, known: written by a newer booray-ledger
    UNKNOWN_SCHEMA = "unknown_schema"  # path, version: a version no booray-ledger writes
    CANNOT_CREATE = "cannot_create"  # path, reason (the system's or SQLite's words)
    SETUP_DISK_FULL = "setup_disk_full"  # path: no room to create or upgrade it
    SETUP_READ_ONLY = "setup_read_only"  # path: the file or its folder cannot be written
    SETUP_FAILED = "setup_failed"  # path, reason (SQLite's words)
    UPGRADE_DAMAGED = "upgrade_damaged"  # path, problem (the check's problem): not upgraded
    UPGRADE_SAME_NAME = "upgrade_same_name"  # path, table (player, night), first, first_id, name, id
    DATABASE_UNREACHABLE = "database_unreachable"  # path, reason (the driver's words)
    DATABASE_NOT_OURS = "database_not_ours"  # path: a PostgreSQL database with other tables
    DATABASE_NOT_A_LEDGER = "database_not_a_ledger"  # path: its schema table is not ours
    NEWER_DATABASE = "newer_database"  # path, version, known: written by a newer booray-ledger

    # The ledger file: reading and writing it --------------------------------------------------
    LEDGER_BUSY = "ledger_busy"  # another terminal holds the write lock past the timeout
    DATABASE_LOST = "database_lost"  # path, reason (the driver's words): the server went away
    DISK_FULL = "disk_full"  # nothing was recorded
    DISK_FAILED = "disk_failed"  # an I/O error: nothing was recorded
    READ_ONLY = "read_only"  # SQLite refused to write (a read-only file or folder)
    READ_ONLY_DISK = "read_only_disk"  # path, reason (the system's words): a read-only mount
    READ_ONLY_FILE = "read_only_file"  # path
    READ_ONLY_FOLDER = "read_only_folder"  # path (the folder)
    CANNOT_OPEN_FILE = "cannot_open_file"  # SQLite cannot open the file (gone, or not readable)
    FILE_DAMAGED = "file_damaged"  # SQLite found the file malformed, or a table of it gone
    SUM_OVERFLOWS = "sum_overflows"  # a sum of an older ledger's rows overflows
    LEDGER_DAMAGED = "ledger_damaged"  # path, problem (the check's problem): nothing was written
    NIGHT_DAMAGED = "night_damaged"  # problem (the check's problem): the chain written to is broken
    LEDGER_REPLACED = "ledger_replaced"  # path: another file at the path since it was opened

    # The nights, hands and seats kept (ledger/read, ledger/write) ----------------------------
    NO_CURRENT_NIGHT = "no_current_night"  # no night started, or every one has ended
    NO_NIGHTS_YET = "no_nights_yet"
    NO_NIGHT_SINCE = "no_night_since"  # facts: date (YYYY-MM-DD): no night started on or after it
    NIGHT_ENDED = "night_ended"  # facts: night (ended: nothing more is recorded in it)
    NIGHT_ENDED_NOT_CURRENT = "night_ended_not_current"  # facts: night (ended: it cannot be current)
    NIGHT_ALREADY_ENDED = "night_already_ended"  # facts: night (ended a second time)
    NIGHT_EXISTS = "night_exists"  # facts: night (a night of that name is in the ledger)
    CHIP_VALUE_NOT_POSITIVE = "chip_value_not_positive"  # a night's chip value of 0 or less
    CHIP_VALUES_DIFFER = "chip_values_differ"  # facts: values (the nights' chip values, as text)
    POT_STILL_HOLDS = "pot_still_holds"  # facts: pot (chips: the night ends with no pot action)
    HAND_TOO_BIG = "hand_too_big"  # facts: hand, most (chips a hand may move)
    HAND_REPEATED = "hand_repeated"  # facts: hand, seconds (the same hand, recorded that long ago)
    RECORDED_BY_ANOTHER = "recorded_by_another"  # facts: hand (the same results, by another terminal)
    NO_HAND_TO_REDO = "no_hand_to_redo"  # no undone hand in this night
    HAND_NOT_REDOABLE = "hand_not_redoable"  # facts: hand (hands were recorded since it was undone)
    OWES_NOTHING_ANYWHERE = "owes_nothing_anywhere"  # facts: payer, payee
    OWES_ON_NIGHTS = "owes_on_nights"  # facts: payer, payee, nights, chips (owed on each night)
    NOTHING_TO_CASH_OUT = "nothing_to_cash_out"  # facts: player, night (square: owes nothing)
    NO_CASH_OUT_TO_VOID = "no_cash_out_to_void"  # facts: player, night
    LOOKS_LIKE = "looks_like"  # facts: name (a new player's), other (the player it looks like)
    ALREADY_SEATED = "already_seated"  # facts: player
    ALREADY_SITTING_OUT = "already_sitting_out"  # facts: player
    NOT_SITTING_OUT = "not_sitting_out"  # facts: player
    LAST_TWO_SEATED = "last_two_seated"  # facts: player (removing them leaves fewer than two)
    NOT_TABLE_STAKES = "not_table_stakes"  # facts: night (nothing to buy)
    BUY_IN_NOT_POSITIVE = "buy_in_not_positive"  # facts: given (not whole chips above 0)
    BUY_IN_OVER_MAX = "buy_in_over_max"  # facts: player, chips, most (the night's max_buy_in)
    BUY_IN_TOO_BIG = "buy_in_too_big"  # facts: chips (more than the ledger holds)
    SAME_CHIP_VALUE = "same_chip_value"  # facts: night, value (the chip value it already has)
    SAME_RULES = "same_rules"  # facts: night, rules ({key: value} it already plays)

    # Backups and copies (ledger/upkeep/sqlite_backup.py, transfer.py) ------------------------
    BACKUP_EXISTS = "backup_exists"  # facts: path (a file is there already)
    BACKUP_ONTO_LEDGER = "backup_onto_ledger"  # the backup's path is the ledger itself
    BACKUP_CANNOT_WRITE = "backup_cannot_write"  # facts: path, reason (the system's words)
    BACKUP_FAILED = "backup_failed"  # facts: path (the ledger), reason (SQLite's words)
    BACKUP_DOES_NOT_CHECK = "backup_does_not_check"  # facts: path (the ledger), verdict (SQLite's)
    COPY_TARGET_EXISTS = "copy_target_exists"  # facts: path (a file is there already)
    COPY_TARGET_HOLDS_LEDGER = "copy_target_holds_ledger"  # facts: path (a database with a ledger)
    COPY_LOST_DATABASE = "copy_lost_database"  # facts: reason (the driver's words): nothing copied


class BoorayError(Exception):
    """A domain error: its ``code`` says what is wrong and its ``facts`` the names and numbers
    behind it; ``fix`` says which command gets past it, for the front end to name.

    ``str()`` of one is its code and facts, for logs and tracebacks; people read
    :func:`booray_ledger.text.errors.explain` of it."""

    exit_code = 1

    def __init__(self, code: ErrorCode | str = "", *, fix: Fix | None = None, **facts: Any) -> None:
        super().__init__(code)
        self.code: ErrorCode | None = code if isinstance(code, ErrorCode) else None
        """What went wrong; ``None`` for an error still raised with a message of its own (kept in
        ``args``, never among the data fields a front end or a script reads)."""
        self.fix = fix
        self.facts = facts

    @property
    def data(self) -> dict[str, Any]:
        """The facts (the name the front ends' hints use for them)."""
        return self.facts

    def __str__(self) -> str:
        if self.code is None:
            return str(self.args[0]) if self.args else ""
        shown = ", ".join(f"{key}={value!r}" for key, value in self.facts.items())
        return f"{self.code.value}({shown})" if shown else self.code.value


def because(exc: BoorayError, code: ErrorCode, **facts: Any) -> BoorayError:
    """An error of ``exc``'s kind (its exit code; forceable or not) saying ``code``, caused by
    ``exc``: its code and facts are the facts ``cause`` and ``cause_facts`` (an error still
    raised with a message of its own gives that message as ``cause``)."""
    kind: type[BoorayError] = type(exc)
    if kind.__init__ is not BoorayError.__init__:  # an error with its own facts (UnknownName)
        kind = UsageError if isinstance(exc, UsageError) else BoorayError
    cause = exc.code if exc.code is not None else str(exc)
    return kind(code, cause=cause, cause_facts=exc.facts, **facts)


class UsageError(BoorayError):
    """The command line itself is wrong (an unknown name, a malformed value): exit 2."""

    exit_code = 2


class RuleError(BoorayError):
    """The hand breaks a rule of the game that the scorekeeper may override with ``--force``."""

    exit_code = 1


class DatabaseError(BoorayError):
    """The database file cannot be used (not ours, newer than this code, locked)."""

    exit_code = 1


class NameKind(StrEnum):
    """What an unknown name was meant to be one of (see :class:`UnknownName`)."""

    SEATED = "seated"  # a player seated at this table
    DEALT_IN = "dealt_in"  # a player dealt in this hand
    NIGHT_PLAYER = "night_player"  # one of the night's players, seated or not
    LEDGER_PLAYER = "ledger_player"  # a player of any night in the ledger
    NIGHT = "night"  # a night in the ledger


class FileTask(StrEnum):
    """What only a SQLite ledger file can do (the ``task`` of :data:`ErrorCode.SQLITE_ONLY`)."""

    BACKUP = "backup"
    CHECK = "check"


class UnknownName(UsageError):
    """A name that is none of ``known`` (a player, a night), ``what`` saying which kind of name
    was meant (:data:`ErrorCode.UNKNOWN_NAME`, its facts ``word``, ``known`` and ``what``): the
    message says what it is not; the front end adds what was probably meant
    (:mod:`booray_ledger.text.suggest`)."""

    def __init__(self, *, word: str, known: list[str], what: NameKind) -> None:
        super().__init__(ErrorCode.UNKNOWN_NAME, word=word, known=known, what=what)
        self.word = word
        self.known = known
        self.what = what
        self.sitting_out: list[str] = []
        """Seated players who are not dealt in this hand: the word may mean one of them."""


class DuplicateHand(BoorayError):
    """The same hand was recorded meanwhile by another terminal (or request): nothing written."""

    exit_code = 1


class LedgerReplaced(DatabaseError):
    """The ledger file was deleted or replaced since this program opened it: nothing written."""


class LedgerDamaged(DatabaseError):
    """The ledger (its header or the night being written) fails its check: nothing written."""
