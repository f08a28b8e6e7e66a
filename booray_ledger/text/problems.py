"""Every error code in words: the one line a person reads for a :class:`~booray_ledger.errors.BoorayError`,
in the language speaking, made from the error's facts.

Each :class:`~booray_ledger.errors.ErrorCode` has one message here, an English sentence marked for
the catalog (:func:`~booray_ledger.text.i18n.N_`) whose ``{placeholders}`` are the error's facts,
or a function of the facts where the sentence needs more than filling in (a plural, a list). The
command that gets past the refusal is added by :func:`booray_ledger.text.errors.explain` in the
front end's own syntax; a message here never names a command.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from booray_ledger.errors import ErrorCode, FileTask, NameKind
from booray_ledger.languages import spoken as spoken_languages
from booray_ledger.rules.hand_input import HandMark
from booray_ledger.rules.limits import Amount
from booray_ledger.rules.names import NameField
from booray_ledger.text.i18n import LANGUAGES, N_, Words, _, isolate, ngettext, number, say, say_plural
from booray_ledger.text.ledger_file import LEDGER_FILE, plain

Wording = str | Callable[[Mapping[str, Any]], str]


def _either(names: list[str]) -> Words:
    """``Bob or Bea or Bo``: each name isolated."""
    return Words(_(" or ").join(isolate(n) for n in names))


def _option(mark: HandMark) -> Words:
    """A hand line's long mark as the line writes it: ``--renege``, ``--out-of-turn``."""
    return Words("--" + mark.value.replace("_", "-"))


def _unknown_language(facts: Mapping[str, Any]) -> str:
    names = spoken_languages()
    spoken = ", ".join(f"{code} ({isolate(names.get(code, code))})" for code in facts["known"])
    return say(
        N_("no language '{language}'; the languages are: {spoken}"), language=facts["language"], spoken=Words(spoken)
    )


# Names -------------------------------------------------------------------------------------------

_UNPRINTABLE = {
    NameField.PLAYER: N_("player name {text} holds a control or invisible character; type it with letters and digits"),
    NameField.NIGHT: N_("night name {text} holds a control or invisible character; type it with letters and digits"),
    NameField.CURRENCY: N_("currency {text} holds a control or invisible character; type it with letters and digits"),
}
_TOO_LONG = {
    NameField.PLAYER: N_("player name '{start}'... is {length} characters long; keep it to {longest}"),
    NameField.NIGHT: N_("night name '{start}'... is {length} characters long; keep it to {longest}"),
    NameField.CURRENCY: N_("currency '{start}'... is {length} characters long; keep it to {longest}"),
}
_NOT_ONE_OF = {
    NameKind.SEATED: N_("'{word}' is not seated at this table"),
    NameKind.DEALT_IN: N_("'{word}' is not dealt in this hand"),
    NameKind.NIGHT_PLAYER: N_("'{word}' is not a player of this night"),
    NameKind.LEDGER_PLAYER: N_("'{word}' is not a player in this database"),
    NameKind.NIGHT: N_("'{word}' is not a night in this database"),
}
"""What an unknown name is not, by the kind of name meant."""


def _unprintable(facts: Mapping[str, Any]) -> str:
    """The text shown escaped, as Python writes it (``'A\\x1bb'``): it holds what cannot be printed."""
    return say(_UNPRINTABLE[facts["what"]], text=Words(repr(facts["text"])))


_NAMES: dict[ErrorCode, Wording] = {
    ErrorCode.NAME_UNPRINTABLE: _unprintable,
    ErrorCode.NAME_TOO_LONG: lambda facts: say(_TOO_LONG[facts["what"]], **facts),
    ErrorCode.NIGHT_NAME_EMPTY: N_("a night needs a name"),
    ErrorCode.PLAYER_NAME_EMPTY: N_("a player name cannot be empty"),
    ErrorCode.NAME_PUNCTUATION: N_("player name '{name}' cannot contain = , : ; # or brackets; choose another name"),
    ErrorCode.NAME_DASH: N_("player name '{name}' cannot start with '-' (it reads as an option); choose another name"),
    ErrorCode.NAME_HAND_WORD: N_("'{name}' cannot be a player name; choose another name"),
    ErrorCode.NAME_BANK: N_(
        "'{name}' cannot be a player name: the settle-up's bank is called that; choose another name"
    ),
    ErrorCode.UNKNOWN_NAME: lambda facts: say(_NOT_ONE_OF[facts["what"]], word=facts["word"]),
    ErrorCode.SEATED_TWICE: N_("{player} is seated twice; name each player once"),
    ErrorCode.TOO_FEW_PLAYERS: N_("a night needs at least two players"),
    ErrorCode.EMPTY_PREFIX: N_("an empty name; write a player's name or the start of it"),
    ErrorCode.AMBIGUOUS_NAME: lambda facts: say(
        N_("'{word}' could be {names}; type more letters of the name"),
        word=facts["word"],
        names=_either(facts["names"]),
    ),
}

# Cards --------------------------------------------------------------------------------------------

_CARDS: dict[ErrorCode, Wording] = {
    ErrorCode.NOT_A_CARD: N_("'{token}' is not a card: write rank then suit, like AS, 10H, TH, QD or K♠"),
    ErrorCode.CARD_TWICE: N_("card {card} is written twice in '{cards}'; one deck has one {card}"),
    ErrorCode.NOT_A_SUIT: N_("'{token}' is not a suit: use S, H, D or C"),
}

# A hand's line: what the scorekeeper types --------------------------------------------------------

_HAND_LINE: dict[ErrorCode, Wording] = {
    ErrorCode.COUNT_TOO_LONG: N_("{player}={given}: a trick count is a number from 0 to 5"),
    ErrorCode.PASSED_NO_TRICKS: N_("{player} passed, so {player} has no tricks: write {player}=pass"),
    ErrorCode.NOT_A_DECLARATION: N_(
        "{player}={given}: write a trick count (like {player}=2), {player}=pass or {player}=play"
    ),
    ErrorCode.NOT_A_RESULT: N_("'{token}' is not NAME=TRICKS: write each player as Ann=2 or Dan=pass"),
    ErrorCode.NO_RESULTS: N_("no players given: write each dealt-in player as Ann=2 or Dan=pass"),
    ErrorCode.NO_RESULTS_ON_LINE: N_(
        "no players given: write each dealt-in player as Ann=2 or an 2, or end with . to pass the rest"
    ),
    ErrorCode.MISSING_FROM_LINE: N_(
        "{player} is dealt in but missing from the hand: add {player} - or end the line with . to pass everyone not named"
    ),
    ErrorCode.EDIT_CHANGES_NOTHING: N_(
        "the edit changes nothing: name the players or marks to change, like edit 3 bo 2 r:-"
    ),
    ErrorCode.UNREADABLE_LINE: N_("cannot read the line ({quoted}); check the quotes"),
    ErrorCode.MARK_NEEDS_VALUE: N_("{token} needs a value after it, like {token} Bob"),
    ErrorCode.MARK_NEEDS_NAME: N_("'{token}': write the name or card after the colon, like {mark}:Bob"),
    ErrorCode.NEEDS_COUNT: N_("'{token}' needs a trick count or pass after it, like {token} 2 or {token} -"),
    ErrorCode.MARKS_TWICE: N_("give the turned card, the dealer and the tie vote at most once each"),
    ErrorCode.TIE_VOTE_WORD: N_("t:{given}: the tied players' vote is t:split or t:carry"),
}

# A hand's results, checked against the table ------------------------------------------------------


def _tricks_do_not_add_up(facts: Mapping[str, Any]) -> str:
    counts = Words(" + ".join(number(n) for n in facts["counts"]))
    return say(
        N_("the trick counts add up to {total} ({counts}), not {cards}; fix the counts"),
        total=facts["total"],
        counts=counts,
        cards=facts["cards"],
    )


def _dealt_out(facts: Mapping[str, Any]) -> str:
    return say_plural(
        N_(
            "{player} has {n} chip in front of them, not enough for the ante: {player} is dealt out until they buy "
            "again; leave {player} out of the hand"
        ),
        N_(
            "{player} has {n} chips in front of them, not enough for the ante: {player} is dealt out until they buy "
            "again; leave {player} out of the hand"
        ),
        facts["stack"],
        player=facts["player"],
    )


def _chip_count(n: int) -> Words:
    """``1 chip``, ``20 chips``."""
    return Words(say_plural(N_("{n} chip"), N_("{n} chips"), n))


def _both(names: list[str]) -> Words:
    """``Bob and Ann``, ``Bob and Cat and Ann``: each name isolated."""
    return Words(_(" and ").join(isolate(n) for n in names))


def _cannot_pay_ante_to_play(facts: Mapping[str, Any]) -> str:
    return say(
        N_("{player} has {stack} and cannot pay the ante to play; {player} must pass, or buy in before the hand"),
        player=facts["player"],
        stack=_chip_count(facts["stack"]),
    )


def _short_of(player: Mapping[str, Any]) -> str:
    """``Bob needs 24 chips (ante 1 + a bourré of 23) but has 4: 20 chips short``."""
    needs = int(player["ante"]) + int(player["bourre"])
    return say(
        N_("{player} needs {needs} (ante {ante} + a bourré of {bourre}) but has {stack}: {short} short"),
        player=player["player"],
        needs=_chip_count(needs),
        ante=player["ante"],
        bourre=player["bourre"],
        stack=player["stack"],
        short=_chip_count(needs - int(player["stack"])),
    )


def _cannot_cover(facts: Mapping[str, Any]) -> str:
    short = facts["short"]
    details = Words(_("; ").join(_short_of(p) for p in short))
    if len(short) == 1:
        message = N_(
            "{who} cannot cover this hand: {details}; must pass, or buy in first (use --force to record it anyway)"
        )
    else:
        message = N_(
            "{who} cannot cover this hand: {details}; each must pass, or buy in first (use --force to record it anyway)"
        )
    return say(message, who=_both([p["player"] for p in short]), details=details)


_HAND_RESULTS: dict[ErrorCode, Wording] = {
    ErrorCode.NAMED_TWICE: N_("{player} is named {times} times; name each player once"),
    ErrorCode.SITTING_OUT: N_("{player} is sitting out; leave {player} out of the hand"),
    ErrorCode.NOT_SEATED: N_("{player} is not seated at this table"),
    ErrorCode.MISSING_FROM_HAND: N_(
        "{player} is dealt in but missing from the hand: add {player}=pass or {player}=TRICKS"
    ),
    ErrorCode.PLAY_NOT_ALONE: N_("{player}=play is only for a player who played alone; give {player}'s trick count"),
    ErrorCode.TRICKS_OUT_OF_RANGE: N_("{player} has {tricks} tricks; a count is a whole number from 0 to {cards}"),
    ErrorCode.ALONE_TAKES_ALL: N_(
        "{player} played alone and takes all {cards} tricks: write {player}=play or {player}={cards}"
    ),
    ErrorCode.TRICKS_DO_NOT_ADD_UP: _tricks_do_not_add_up,
    ErrorCode.MARK_NOT_PLAYED: lambda facts: say(
        N_("{mark} {player}: only a player who played can renege"), mark=_option(facts["mark"]), player=facts["player"]
    ),
    ErrorCode.MARK_FEW_PLAYED: lambda facts: say(
        N_("{mark}: nobody can renege when fewer than two players played"), mark=_option(facts["mark"])
    ),
    ErrorCode.RENEGE_AND_CORRECTED: N_("{player} is marked both --renege and --corrected; choose one"),
    ErrorCode.OUT_OF_TURN_NOT_DEALT_IN: N_("--out-of-turn {player}: {player} is not dealt in this hand"),
    ErrorCode.TIE_VOTE_UNKNOWN: N_("the table's choice on a tie is split or carry, not '{vote}'"),
    ErrorCode.TIE_VOTE_NOT_VOTING: N_("--{vote}: this table's tie rule is {tie}, not vote; leave --{vote} out"),
    ErrorCode.TIE_VOTE_NO_TIE: N_("--{vote}: nobody tied for the most tricks in this hand; leave --{vote} out"),
    ErrorCode.TOO_MANY_PLAYERS: N_(
        "{players} players are dealt in; Bourré takes at most {most} (use --force to record it anyway)"
    ),
    ErrorCode.ACE_DEALER_MUST_PLAY: N_(
        "{dealer} dealt and turned {card}, an ace, so {dealer} must play, not pass (use --force to record it anyway)"
    ),
    ErrorCode.DEALT_OUT: _dealt_out,
    ErrorCode.TOO_FEW_DEALT_IN: N_("a hand needs at least two players dealt in; seat more players"),
    ErrorCode.DEALER_NOT_DEALT_IN: N_("--dealer {dealer}: the dealer must be a player dealt in this hand"),
    ErrorCode.CANNOT_PAY_ANTE_TO_PLAY: _cannot_pay_ante_to_play,
    ErrorCode.CANNOT_COVER: _cannot_cover,
    ErrorCode.TIE_VOTE_REQUIRED: lambda facts: say(
        N_(
            "{leaders} tied at {tricks} tricks and this table votes on ties: add --split or --carry, as the tied players chose"
        ),
        leaders=_both(facts["leaders"]),
        tricks=facts["tricks"],
    ),
}

# Limits -------------------------------------------------------------------------------------------

_TOO_MANY_CHIPS = {
    Amount.MOVEMENT: N_("a movement of {chips} chips is more than {most} chips, more than one ledger entry may hold"),
    Amount.PAYMENT: N_("a payment of {chips} chips is more than {most} chips, more than one ledger entry may hold"),
}

_LIMITS: dict[ErrorCode, Wording] = {
    ErrorCode.TOO_MANY_CHIPS: lambda facts: say(
        _TOO_MANY_CHIPS[facts["what"]], chips=facts["chips"], most=facts["most"]
    ),
    ErrorCode.LINE_TOO_LONG: N_(
        "the line is {length} characters long; a line may be at most {most}: nothing was recorded, write the names "
        "shorter (a unique start of each name will do)"
    ),
    ErrorCode.CHIP_VALUE_NOT_PLAIN: N_(
        "the chip value must be a plain number more than 0 and at most {most}, like 0.25"
    ),
    ErrorCode.CHIP_VALUE_NOT_A_NUMBER: N_("the chip value '{given}' is not a number; write it like 0.25"),
    ErrorCode.CHIP_VALUE_OUT_OF_RANGE: N_("the chip value must be more than 0 and at most {most}, like 0.25"),
    ErrorCode.CHIP_VALUE_PLACES: N_(
        "the chip value {value} has more than {places} decimal places; round it, like 0.25"
    ),
}

# Hands settled again after a change -------------------------------------------------------------


def _cause(facts: Mapping[str, Any]) -> Words:
    """The error a later hand now raises, in words (an older error's own text as it is)."""
    cause = facts["cause"]
    return Words(problem(cause, facts["cause_facts"]) if isinstance(cause, ErrorCode) else str(cause))


_AFTER = {
    "edit": N_("after this edit hand {hand} no longer settles: {cause}"),
    "change": N_("after this change hand {hand} no longer settles: {cause}"),
}

_SETTLED_AGAIN: dict[ErrorCode, Wording] = {
    ErrorCode.LATER_HAND_UNSETTLED: lambda facts: say(_AFTER[facts["change"]], hand=facts["hand"], cause=_cause(facts)),
    ErrorCode.CARRIED_POT_UNSETTLED: lambda facts: say(
        N_("night '{night}' took in the carried pot, and {cause}"), night=facts["night"], cause=_cause(facts)
    ),
}

# Hands and nights changed ------------------------------------------------------------------------


def _no_such_hand(facts: Mapping[str, Any]) -> str:
    if facts["count"]:
        return say(
            N_("there is no hand {number} in this night (hands 1 to {count}); check the number"),
            number=facts["number"],
            count=facts["count"],
        )
    return say(N_("there is no hand {number} in this night (no hands yet); check the number"), number=facts["number"])


_CHANGED: dict[ErrorCode, Wording] = {
    ErrorCode.NO_HAND_TO_VOID: N_("there is no hand to void in this night"),
    ErrorCode.NO_SUCH_HAND: _no_such_hand,
    ErrorCode.NIGHT_NOT_ENDED: N_("night '{night}' is not ended; there is nothing to reopen"),
    ErrorCode.CARRIED_POT_TAKEN: N_(
        "night '{night}' carried its pot into night '{later}', which has started from it, so it cannot be reopened"
    ),
    ErrorCode.POT_LEFT_AFTER_CHANGE: N_(
        "after this change night '{night}' leaves {pot} chips in the pot, but it ended with an empty pot"
    ),
}

# Payments ----------------------------------------------------------------------------------------


def _not_whole(facts: Mapping[str, Any]) -> str:
    """A payment in chips that is not whole: what one chip is worth, and what it is in chips if
    it is a whole number of them (``a payment counts whole chips, not 2.5; 1 chip is $0.25, so
    $2.50 is 10 chips``)."""
    from decimal import Decimal

    from booray_ledger.money import format_money

    per_chip = Words(format_money(Decimal(facts["chip_value"]), facts["currency"]))
    if facts["chips"] is None:
        return say(
            N_("a payment counts whole chips, not {value}; 1 chip is {per_chip}"),
            value=Words(facts["value"]),
            per_chip=per_chip,
        )
    return say(
        # Translators: {per_chip} and {worth} are money amounts, like $0.25
        N_("a payment counts whole chips, not {value}; 1 chip is {per_chip}, so {worth} is {chips} chips"),
        value=Words(facts["value"]),
        per_chip=per_chip,
        worth=Words(format_money(Decimal(facts["value"]), facts["currency"])),
        chips=facts["chips"],
    )


def _no_such_payment(facts: Mapping[str, Any]) -> str:
    if facts["count"]:
        return say(
            N_("there is no payment {number} (payments 1 to {count})"), number=facts["number"], count=facts["count"]
        )
    return say(N_("there is no payment {number} (no payments yet)"), number=facts["number"])


def _pays_too_much(facts: Mapping[str, Any]) -> str:
    return say(
        N_("{payer} owes {payee} {owed_chips} on {night}; paying {chips} is {over} more than that: pay {owed}"),
        payer=facts["payer"],
        payee=facts["payee"],
        owed_chips=_chip_count(facts["owed"]),
        night=facts["night"],
        chips=facts["chips"],
        over=_chip_count(facts["chips"] - facts["owed"]),
        owed=facts["owed"],
    )


_PAYMENTS: dict[ErrorCode, Wording] = {
    ErrorCode.PAYMENT_NOT_PLAIN: N_("a payment is written in plain digits, like 12"),
    ErrorCode.PAYMENT_NOT_A_NUMBER: N_("the payment '{given}' is not a number; give whole chips, like 12"),
    ErrorCode.PAYMENT_NOT_POSITIVE: N_("a payment is a whole number of chips above 0, not {given}"),
    ErrorCode.PAYMENT_TOO_MANY_CHIPS: N_("a payment is at most {most} chips, more than one ledger entry may hold"),
    ErrorCode.PAYMENT_NOT_WHOLE: _not_whole,
    ErrorCode.MONEY_NOT_PLAIN: N_("a payment in money is written in plain digits, like 4.25"),
    ErrorCode.MONEY_NOT_A_NUMBER: N_("the money '{given}' is not a number; write it like 4.25"),
    ErrorCode.MONEY_NOT_POSITIVE: N_("a payment in money is an amount above 0, not {given}"),
    ErrorCode.MONEY_UNDER_HALF_A_CHIP: N_(
        "{amount} in money is less than half a chip on {night}; pay at least one chip"
    ),
    ErrorCode.MEMO_TOO_LONG: N_("a payment's note is one line of at most {most} characters, like cash"),
    ErrorCode.PAYS_THEMSELVES: N_("{player} cannot pay themselves; name two different players"),
    ErrorCode.OWES_NOTHING: N_(
        "{payer} owes {payee} nothing on {night}, so paying {chips} would make {payee} owe {payer}"
    ),
    ErrorCode.PAYS_TOO_MUCH: _pays_too_much,
    ErrorCode.CHIPS_AND_MONEY: N_("give the payment in chips or in money, not both"),
    ErrorCode.NO_SUCH_PAYMENT: _no_such_payment,
    ErrorCode.PAYMENT_ALREADY_VOIDED: N_("payment {number} is already voided"),
    ErrorCode.LEDGER_FULL: N_("this ledger is full ({most} chip movements)"),
}

# House rules -------------------------------------------------------------------------------------


def _listed(names: list[str]) -> Words:
    """``classic, pagat, simple``: codes and keys as they are typed."""
    return Words(", ".join(names))


def _in_rules_file(with_file: str, typed: str) -> Wording:
    """A message about house rules read as TOML: ``with_file`` names the file (``{source}``),
    ``typed`` calls them house rules (no file given)."""
    return lambda facts: say(with_file if facts.get("source") is not None else typed, **facts)


_HOUSE_RULES: dict[ErrorCode, Wording] = {
    ErrorCode.RULE_NOT_BOOL: N_("house rule {key} must be true or false"),
    ErrorCode.RULE_ANTE: N_("house rule ante must be a whole number of chips from 1 to {most}"),
    ErrorCode.RULE_CHIPS_OR_NONE: N_("house rule {key} must be a whole number of chips from 1 to {most}, or none"),
    ErrorCode.RULE_CARDS: N_("house rule cards must be 5 (classic) or 4 (four-card Bourré)"),
    ErrorCode.RULE_BOURRE_PENALTY: N_(
        "house rule bourre_penalty must be match_pot or a whole number of chips up to {most}"
    ),
    ErrorCode.RULE_CHOICE: lambda facts: say(
        N_("house rule {key} must be one of: {choices}"), key=facts["key"], choices=_listed(facts["choices"])
    ),
    ErrorCode.RULE_BUY_IN_NEEDS_TABLE: N_('house rules buy_in and max_buy_in need stakes = "table"'),
    ErrorCode.RULE_NEEDS_BUY_IN: N_("table stakes need a buy-in: the chips each player starts with"),
    ErrorCode.RULE_BUY_IN_BELOW_ANTE: N_("the buy-in ({buy_in}) must pay at least one ante ({ante})"),
    ErrorCode.RULE_MAX_BELOW_BUY_IN: N_(
        "house rule max_buy_in ({max_buy_in}) is below the buy-in ({buy_in}); raise it or leave it out"
    ),
    ErrorCode.UNKNOWN_RULE: lambda facts: say(
        N_("unknown house rule '{key}'; known keys: {known}"), key=facts["key"], known=_listed(facts["known"])
    ),
    ErrorCode.UNKNOWN_PRESET: lambda facts: say(
        N_("unknown house rules '{given}': use one of {presets} or a .toml file"),
        given=facts["given"],
        presets=_listed(facts["presets"]),
    ),
    ErrorCode.RULES_NOT_TOML: _in_rules_file(
        # Translators: {detail} is what the TOML reader said is wrong, in English
        N_("'{source}' is not valid TOML ({detail}); fix the file and try again"),
        N_("house rules is not valid TOML ({detail}); fix the file and try again"),
    ),
    ErrorCode.RULES_NUMBER_TOO_LARGE: _in_rules_file(
        N_("'{source}' holds a number too large for any house rule; fix the file and try again"),
        N_("house rules holds a number too large for any house rule; fix the file and try again"),
    ),
    ErrorCode.RULES_TOO_DEEP: _in_rules_file(
        N_("'{source}' is nested too deeply to be house rules; fix the file and try again"),
        N_("house rules is nested too deeply to be house rules; fix the file and try again"),
    ),
    ErrorCode.RULES_NOT_A_FILE: N_("'{spec}' is neither a preset nor a readable file of house rules; check the path"),
    ErrorCode.RULES_FILE_UNREADABLE: N_("cannot read house-rules file '{spec}'; check the path"),
    ErrorCode.RULES_FILE_NOT_UTF8: N_("house-rules file '{spec}' is not UTF-8 text; save it as UTF-8"),
    ErrorCode.NOT_AN_ASSIGNMENT: N_("'{word}' is not KEY=VALUE; write a house rule like ante=2 or limit=25"),
    ErrorCode.RULE_TWICE: N_("house rule {key} is given twice; give each rule once"),
    ErrorCode.RULE_FIXED: N_("house rule {key} is fixed for the whole night; start a new night to change it"),
}

# A trick log and a play judged ------------------------------------------------------------------


def _in_log(with_file: str, typed: str) -> Wording:
    """A message about a trick log: ``with_file`` names the log's file (``{source}``), ``typed``
    calls it the trick log (no file given)."""
    return lambda facts: say(with_file if facts.get("source") is not None else typed, **facts)


_TRICK_LOG: dict[ErrorCode, Wording] = {
    ErrorCode.LOG_NOT_A_PLAY: _in_log(
        N_("{source} line {line}: '{token}' is not PLAYER:CARD (like Ann:7H)"),
        N_("trick log line {line}: '{token}' is not PLAYER:CARD (like Ann:7H)"),
    ),
    ErrorCode.LOG_NO_TRUMP: _in_log(
        N_("{source}: say the trump suit with `trump: S` or the turned card with `up: 9S`"),
        N_("trick log: say the trump suit with `trump: S` or the turned card with `up: 9S`"),
    ),
    ErrorCode.LOG_NO_PLAYERS: _in_log(
        N_("{source}: list the players who played with `players: Ann Bob Cat`"),
        N_("trick log: list the players who played with `players: Ann Bob Cat`"),
    ),
    ErrorCode.LOG_PLAYER_TWICE: N_("a player is listed twice in `players:`"),
    ErrorCode.LOG_TOO_FEW_PLAYERS: N_("an audit needs at least two players who played"),
    ErrorCode.LOG_NOT_A_PLAYER: lambda facts: say(
        N_("trick {trick}: {player} is not in `players:` ({players})"),
        trick=facts["trick"],
        player=facts["player"],
        players=Words(" ".join(isolate(p) for p in facts["players"])),
    ),
    ErrorCode.LOG_PLAYS_ONCE: N_("trick {trick}: each player plays once per trick; check {player}"),
    ErrorCode.LOG_WRONG_LEADER: N_("trick {trick} is led by {led}, but {leader} should lead it"),
    ErrorCode.LOG_CARD_TWICE: N_("{card} is played in trick {first} and again in trick {again}"),
    ErrorCode.LOG_TURNED_CARD: N_(
        "trick {trick}: {card} was the turned card, so only the dealer ({dealer}) can hold it"
    ),
    ErrorCode.LOG_TRICK_COUNT: N_("the log has {tricks} tricks; this table plays {cards}"),
    ErrorCode.CARD_IN_TWO_PLACES: N_(
        "{card} appears in more than one place (hand, trick, seen); a deck has one {card}"
    ),
    ErrorCode.CARD_NOT_HELD: lambda facts: say(
        N_("{card} is not in the hand ({hand}); a player can only play a held card"),
        card=facts["card"],
        hand=Words(" ".join(facts["hand"])),
    ),
}

# The library's calls -------------------------------------------------------------------------

_SQLITE_ONLY = {
    FileTask.BACKUP: N_(
        "a backup works on a SQLite ledger file; for PostgreSQL use the server's own tools (pg_dump for a "
        "backup, amcheck for a check)"
    ),
    FileTask.CHECK: N_(
        "the check works on a SQLite ledger file; for PostgreSQL use the server's own tools (pg_dump for a "
        "backup, amcheck for a check)"
    ),
}

_CALLS: dict[ErrorCode, Wording] = {
    ErrorCode.FILE_ONLY: N_("this works on a SQLite ledger file, not on {target}"),
    ErrorCode.POT_ACTION_UNKNOWN: N_(
        "the pot is carried, split or refunded, not '{given}': use carry, split or refund"
    ),
    ErrorCode.NOTHING_TO_SET: N_("nothing to change: give a chip value, house rules from the next hand, or both"),
    ErrorCode.SEAT_ACTION_UNKNOWN: N_("seat '{given}': use add, remove, out or in"),
    ErrorCode.SQLITE_ONLY: lambda facts: _(_SQLITE_ONLY[facts["task"]]),
    ErrorCode.NOTHING_TO_BACK_UP: N_("no booray database at {path} yet; nothing to back up"),
    ErrorCode.UNKNOWN_SOURCE: lambda facts: say(
        N_("source '{source}': use one of {known}"), source=facts["source"], known=Words(", ".join(facts["known"]))
    ),
    ErrorCode.COPY_ONTO_ITSELF: N_("{target} is the ledger being copied; copy it to another file or database"),
    ErrorCode.DEBTS_NIGHTS_TWICE: N_("choose one night, all nights or the nights since a date, not two of them"),
    ErrorCode.RECORDED_MEANWHILE: N_(
        "hand {hand} was recorded meanwhile, so the hand shown is no longer the last; nothing voided"
    ),
    ErrorCode.TRICKS_WON_OUT_OF_RANGE: N_("{won} tricks won: a player has won from 0 to {most} tricks"),
    ErrorCode.TRICK_LOG_UNREADABLE: N_("cannot read trick log {path}; check the path"),
    ErrorCode.NOT_A_DATE: N_("'{given}' is not a date; write it as YYYY-MM-DD, like 2026-12-04"),
    ErrorCode.SUMMARY_FORMAT: N_("a summary is written as csv or json, not '{given}'"),
    ErrorCode.EXPORT_FORMAT: N_("an export is written as csv, json or hledger, not '{given}'"),
    ErrorCode.NOT_A_CURRENCY: N_("'{given}' is not a currency code; give an ISO code like USD, EUR or GBP"),
}


# The nights, hands and seats kept ----------------------------------------------------------------


def _chips_owed(chips: int) -> str:
    return ngettext("{n} chip", "{n} chips", chips).format(n=plain(chips))


def _owes_on_nights(facts: Mapping[str, Any]) -> str:
    listed = ", ".join(
        say(N_("{night} ({chips})"), night=night, chips=Words(_chips_owed(chips)))
        for night, chips in zip(facts["nights"], facts["chips"], strict=True)
    )
    return say_plural(
        # Translators: {listed} is like: Friday (20 chips), Sunday (10 chips)
        N_("{payer} owes {payee} on {n} night: {listed}"),
        N_("{payer} owes {payee} on {n} nights: {listed}"),
        len(facts["nights"]),
        payer=facts["payer"],
        payee=facts["payee"],
        listed=Words(listed),
    )


def _same_rules(facts: Mapping[str, Any]) -> str:
    listed = ", ".join(f"{key}={value}" for key, value in facts["rules"].items())
    return say(
        N_("night '{night}' already plays {rules}; nothing to change"), night=facts["night"], rules=Words(listed)
    )


def _buy_in_over_max(facts: Mapping[str, Any]) -> str:
    return say(
        N_("{player} cannot buy {chips} chips at once: the most is {most}; buy {most} or less"),
        player=facts["player"],
        chips=plain(facts["chips"]),
        most=plain(facts["most"]),
    )


_KEPT: dict[ErrorCode, Wording] = {
    ErrorCode.NO_CURRENT_NIGHT: N_("no current night"),
    ErrorCode.NO_NIGHTS_YET: N_("no nights yet"),
    ErrorCode.NO_NIGHT_SINCE: lambda f: say(N_("no night started on or after {date}"), date=Words(f["date"])),
    ErrorCode.NIGHT_ENDED: N_("night '{night}' has ended; start a new night to record more"),
    ErrorCode.NIGHT_ENDED_NOT_CURRENT: N_("night '{night}' has ended, so it cannot be the current night"),
    ErrorCode.NIGHT_ALREADY_ENDED: N_("night '{night}' has already ended"),
    ErrorCode.NIGHT_EXISTS: N_("a night called '{night}' already exists; choose another name"),
    ErrorCode.CHIP_VALUE_NOT_POSITIVE: N_("the chip value must be more than 0, like 0.25"),
    ErrorCode.CHIP_VALUES_DIFFER: lambda f: say(
        N_("these nights have different chip values ({values})"), values=Words(", ".join(f["values"]))
    ),
    ErrorCode.POT_STILL_HOLDS: lambda f: say(N_("the pot still holds {pot} chips"), pot=plain(f["pot"])),
    ErrorCode.HAND_TOO_BIG: lambda f: say(
        N_("hand {hand} would move more than {most} chips, more than the ledger can hold"),
        hand=plain(f["hand"]),
        most=f["most"],
    ),
    ErrorCode.HAND_REPEATED: lambda f: say(
        # Translators: {seconds} is a number of seconds (s)
        N_("hand {hand} with these very results was recorded {seconds} s ago (entered twice?); nothing written"),
        hand=plain(f["hand"]),
        seconds=plain(f["seconds"]),
    ),
    ErrorCode.RECORDED_BY_ANOTHER: lambda f: say(
        N_(
            "hand {hand} with these results was recorded by another terminal while this command ran "
            "(entered twice?); nothing written"
        ),
        hand=plain(f["hand"]),
    ),
    ErrorCode.NO_HAND_TO_REDO: N_("there is no undone hand to redo in this night"),
    ErrorCode.HAND_NOT_REDOABLE: lambda f: say(
        N_("hand {hand} cannot be redone: hands were recorded since it was undone"), hand=plain(f["hand"])
    ),
    ErrorCode.OWES_NOTHING_ANYWHERE: N_("{payer} owes {payee} nothing on any night"),
    ErrorCode.OWES_ON_NIGHTS: _owes_on_nights,
    ErrorCode.NOTHING_TO_CASH_OUT: N_("{player} is square on {night}: there is nothing to cash out"),
    ErrorCode.NO_CASH_OUT_TO_VOID: N_("{player} has no cash-out to void on {night}"),
    ErrorCode.LOOKS_LIKE: N_("{name} looks like {other}: use a different name"),
    ErrorCode.ALREADY_SEATED: N_("{player} is already seated"),
    ErrorCode.ALREADY_SITTING_OUT: N_("{player} is already sitting out"),
    ErrorCode.NOT_SITTING_OUT: N_("{player} is not sitting out"),
    ErrorCode.LAST_TWO_SEATED: N_("removing {player} would leave fewer than two seated; add a player first"),
    ErrorCode.NOT_TABLE_STAKES: N_("night '{night}' is not played for table stakes, so there is nothing to buy"),
    ErrorCode.BUY_IN_NOT_POSITIVE: lambda f: say(
        N_("a buy-in is a whole number of chips above 0, not {given}"), given=Words(f["given"])
    ),
    ErrorCode.BUY_IN_OVER_MAX: _buy_in_over_max,
    ErrorCode.BUY_IN_TOO_BIG: N_("a buy-in of {chips} chips is more than the ledger can hold; buy fewer"),
    ErrorCode.SAME_CHIP_VALUE: lambda f: say(
        N_("night '{night}' already has a chip value of {value}; nothing to change"),
        night=f["night"],
        value=Words(f["value"]),
    ),
    ErrorCode.SAME_RULES: _same_rules,
}
"""The nights, hands and seats kept: what the ledger refuses to record, and why."""


_COPIES: dict[ErrorCode, Wording] = {
    ErrorCode.BACKUP_EXISTS: N_("{path} already exists; give another backup path"),
    ErrorCode.BACKUP_ONTO_LEDGER: N_("a backup cannot overwrite the ledger itself; give another path"),
    ErrorCode.BACKUP_CANNOT_WRITE: N_("cannot write the backup {path}: {reason}; give another path or free some space"),
    ErrorCode.BACKUP_FAILED: N_("cannot back up {path}: {reason}"),
    ErrorCode.BACKUP_DOES_NOT_CHECK: N_("the copy of {path} does not check out ({verdict}); the ledger may be damaged"),
    ErrorCode.COPY_TARGET_EXISTS: N_("{path} already exists; copy into a new file (a backup never overwrites one)"),
    ErrorCode.COPY_TARGET_HOLDS_LEDGER: N_(
        "{path} already holds a booray ledger; copy into an empty database (createdb a new one)"
    ),
    ErrorCode.COPY_LOST_DATABASE: N_("the copy stopped: lost a database on the way ({reason}); nothing was copied"),
}
"""Backups and copies of the ledger."""


MESSAGES: dict[ErrorCode, Wording] = {
    # The language ---------------------------------------------------------------------------------
    ErrorCode.UNKNOWN_LANGUAGE: _unknown_language,
    ErrorCode.SAME_LANGUAGE: lambda facts: say(
        N_("night '{night}' already speaks {language}; nothing to change"),
        night=facts["night"],
        language=LANGUAGES[facts["language"]],
    ),
    **_NAMES,
    **_CARDS,
    **_HAND_LINE,
    **_HAND_RESULTS,
    **_LIMITS,
    **_SETTLED_AGAIN,
    **_CHANGED,
    **_PAYMENTS,
    **_HOUSE_RULES,
    **_TRICK_LOG,
    **_CALLS,
    **LEDGER_FILE,
    **_KEPT,
    **_COPIES,
}
"""The words of every error code (a test holds that every code has them)."""


def problem(code: ErrorCode, facts: Mapping[str, Any]) -> str:
    """The error ``code`` in words, filled in from ``facts`` (a ``problem`` among them already
    worded: :func:`booray_ledger.text.errors.explain` puts in the check's words for it)."""
    wording = MESSAGES[code]
    if callable(wording):
        return wording(facts)
    return say(wording, **facts)
