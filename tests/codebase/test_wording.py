"""Below the API no string carries command syntax (issue 18) or English (issue 28): the library
says what is wrong as a code and facts, and the wording package words it in the reader's language,
with the command that fixes it in the front end's own syntax (:mod:`booray_ledger.text.errors`).
Checked on the source, string literal by string literal; docstrings and comments may name
commands and be English, since they explain the code, not talk to the user."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from booray_ledger.cli.main import COMMANDS
from booray_ledger.rules.hand_input import FORCE_MARKS, LONG_MARKS, TIE_FLAGS

PACKAGE = Path(__file__).resolve().parents[2] / "booray_ledger"

BELOW_THE_API = ("rules", "ledger", "api", "results")
SHARED = ("errors.py", "money.py", "clock.py", "whole_file.py", "languages.py")

NOT_YET: tuple[str, ...] = ()
"""Modules not yet rewritten to this rule (none left: check's problems became facts)."""

COMMAND = re.compile(r"\bbooray (?:" + "|".join(sorted(COMMANDS, key=len, reverse=True)) + r")\b|`(?:"
                     + "|".join(COMMANDS) + r")[ `]")  # fmt: skip
"""A command as a user would type it: ``booray night list``, or a bare one in backticks."""

OPTION = re.compile(r"(?<![\w-])--[a-z][a-z-]*")

HAND_LINE = {*LONG_MARKS, *FORCE_MARKS, *TIE_FLAGS}
"""The hand line's own marks (``--force``, ``--split``, ``--renege NAME``): part of the line a
scorekeeper types at the terminal, in ``booray play`` and on the board alike, not a command's
option."""


PROSE = re.compile(r"(?<![\w-])[A-Za-z][a-z']+ [a-z][a-z']*\b")
"""Two words in a row: English a person would read (identifiers have no spaces)."""

SQL = re.compile(
    r"^\s*\(?\s*(?:SELECT|INSERT|CREATE|UPDATE|DELETE|PRAGMA|WITH|DROP|ALTER|BEGIN|SAVEPOINT|RELEASE|ROLLBACK"
    r"|VALUES|FROM|WHERE|AND|OR|ON|JOIN|LEFT|GROUP|ORDER|UNION|SET|COMMIT|CASE|WHEN|LIMIT|RETURNING|LOCK|TRUNCATE)\b"
)
"""A statement or clause of SQL: the database's language, not a reader's."""

SQL_PART = re.compile(r"\b(?:SELECT|FROM|JOIN|WHERE|COALESCE)\b")
"""A piece of a SQL statement written as an f-string (its text between two placeholders): SQL
keywords, in capitals, inside it."""

NOT_ENGLISH_YET: tuple[str, ...] = (
    "rules/rulebook", "rules/rule_search",
)  # fmt: skip
"""Modules (or folders) still holding English sentences, each to be rewritten as codes and facts
worded in ``text/`` (issue 28); the list only shrinks."""

STORED: dict[str, tuple[str, ...]] = {
    # The first line of a house-rules file (``rules --export``): part of the file format, read
    # back by parse_toml, the same whoever wrote it.
    "rules/house.py": ("# booray-ledger house rules",),
    # Each transfer's reason and each note of a paid-out hand: the ledger's memo text, stored in
    # movement.reason and the hand's result and hashed into the chain, the same in every language
    # (exports and old ledgers keep it). The library returns their facts instead
    # (rules/handfacts.py), worded by text/headlines.py.
    "rules/payout/steps.py": (
        ' (bourré too, pays once)',
        ' (tied at ',
        ' but had ',
        ' corrected a renege: cannot win, loses the next turn to deal',
        ' declared out of turn: loses the next turn to deal',
        ' never paid',
        ' of the pot of ',
        ' of the split pot of ',
        ' tied at ',
        ' to play (double ante)',
        ' took the most tricks but reneged',
        ' took the most tricks but reneged: the pot of ',
        ', all they have, of the ',
        ', the pot limit caps the win',
        ', the pot was ',
        ': all in, ',
        ': bourré, the pot was ',
        ': nobody wins, the pot of ',
        'best player who did not renege (',
        'everyone passed: the pot of ',
        'most tricks (',
        'played alone',
        'the tied players voted to ',
    ),
    # The memo of a voided or re-settled hand (hand_void.reason, its reversing entry): stored and
    # hashed, the same in every language.
    "ledger/write/hand_edits.py": (
        ' voided by the scorekeeper',
        'replaced by an edit of hand ',
        'settled again',
    ),
    # The memos of a reopened night's entries and of a carried pot settled again: stored and
    # hashed, the same in every language.
    "ledger/write/night_reopen.py": (
        ' chips carried in',
        ', carried from the last night',
        'carried pot changed',
        'end settled again',
        'night end settled again: pot ',
        'night reopened',
        'pot carried in, settled again',
        'the pot starts at ',
    ),
    # A payment's movement reason: stored and hashed, the same in every language.
    "ledger/write/payment_log.py": (
        ' chips to settle up',
    ),
    # A buy-in's movement reason: stored and hashed, the same in every language.
    "ledger/write/postings.py": (
        ' chips from the bank',
    ),
    # The hledger export's first line: a comment that is part of the file format, the same in
    # every language (a script reading the export may look for it).
    "ledger/read/exporters.py": (
        '; booray-ledger export: amounts are chips\n',
    ),
    # The append-only triggers' message: part of the schema stored in sqlite_master, which the
    # schema check compares byte for byte (a changed byte there is a damaged file); and the words
    # SQLite says of a file it cannot read, which the code recognises (never shown).
    "ledger/schema/sqlite_schema.py": (
        " rows are never changed; record a correction instead'); END;",
        'not a database',
        'unable to open',
    ),
    # What SQLite and its driver say, recognised to raise the error each means (SQLITE_SAYS).
    "ledger/store/sqlite.py": (
        'Could not decode',
        'disk is full',
        'integer overflow',
        'no such column',
        'no such table',
        'not a database',
        'unable to open',
    ),
    # The stages ``Ledger.check`` reports its progress in: the names its ``progress`` callback
    # is given, keys of text/commands.py's CHECK_STAGES, which words them in the reader's language.
    "ledger/upkeep/file_check.py": (
        'SQLite integrity check',
        'SQLite quick check',
        'balances and pots',
        'entries sum to zero',
        'hash chain',
        'replaying hands',
    ),
    # A cash-out's movement reason and entry note: stored and hashed, the same in every language.
    "ledger/write/cash_out.py": (
        ' cashes out: pays the bank ',
        ' cashes out: the bank pays ',
    ),
    # The memos of a night's end (its pot carried, split or refunded) and of a pot carried in:
    # movement reasons and entry notes, stored and hashed, the same in every language.
    "ledger/write/night_end.py": (
        ' chips carried in',
        " chips carried to the group's next night",
        ' is shared out',
        ' leaves the table',
        ', carried from the last night',
        'night end: pot ',
        'pot carried in',
        'refund of what they paid into the pot since it was last won',
        'split of the pot left at the end of the night',
        'the pot of ',
        'the pot starts at ',
    ),
    # A hand's pot movement reason: stored and hashed, the same in every language.
    "ledger/write/recording.py": (
        'the pot goes from ',
    ),
}  # fmt: skip
"""Strings below the API that are English but not prose for a reader, by module, each with the
reason it must stay as it is: words a database driver says that the code recognises, and text
kept in the ledger that its hash chain or schema must reproduce byte for byte."""


def below_the_api() -> list[Path]:
    paths = [p for layer in BELOW_THE_API for p in sorted((PACKAGE / layer).rglob("*.py"))]
    return [*paths, *(PACKAGE / name for name in SHARED)]


def named(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def strings(path: Path) -> list[tuple[int, str]]:
    """Every string literal of a module (f-string parts included), docstrings left out: the first
    statement of a module, class or function, and a string standing alone (an attribute's)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    found = [(node.lineno, node.value) for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose]  # fmt: skip
    return sorted(found)


@pytest.mark.parametrize("path", [p for p in below_the_api() if not named(p).startswith(NOT_YET)], ids=named)
def test_no_string_below_the_api_names_a_command(path: Path) -> None:
    for line, text in strings(path):
        assert not COMMAND.search(text), f"{named(path)}:{line} names a command: {text!r}"


@pytest.mark.parametrize("path", [p for p in below_the_api() if not named(p).startswith(NOT_YET)], ids=named)
def test_no_string_below_the_api_names_an_option_but_the_hand_lines_marks(path: Path) -> None:
    for line, text in strings(path):
        for option in OPTION.findall(text):
            assert option in HAND_LINE, f"{named(path)}:{line} names the option {option}: {text!r}"


def test_the_checks_find_a_command_and_an_option_and_pass_docstrings(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        '"""Run `booray check`."""\n'
        'def f():\n    """booray night list"""\n    raise E(f"no night {x}; see `booray night list`")\n'
        'A = "give it with --db PATH"\n"""An attribute\'s docstring: --db."""\n',
        encoding="utf-8",
    )
    found = strings(module)
    assert found == [(4, "; see `booray night list`"), (4, "no night "), (5, "give it with --db PATH")]
    assert [bool(COMMAND.search(text)) for _, text in found] == [True, False, False]
    assert OPTION.findall(found[2][1]) == ["--db"]
    assert COMMAND.search("run `check` first")
    assert not COMMAND.search("no booray database here")


@pytest.mark.parametrize("path", [p for p in below_the_api() if not named(p).startswith(NOT_ENGLISH_YET)], ids=named)
def test_no_string_below_the_api_is_english(path: Path) -> None:
    allowed = STORED.get(named(path), ())
    for line, text in strings(path):
        if PROSE.search(text) and not SQL.match(text) and not SQL_PART.search(text) and text not in allowed:
            raise AssertionError(f"{named(path)}:{line} is English a person would read: {text!r}")


def test_the_english_check_finds_a_sentence_and_passes_sql_and_codes() -> None:
    found = [bool(PROSE.search(t)) and not SQL.match(t) for t in
             ("the pot still holds ", "SELECT id FROM hand WHERE night_id = ?", "pot_split", "night_end", "a b")]  # fmt: skip
    assert found == [True, False, False, False, False]
    assert SQL_PART.search(", n.currency FROM night n JOIN t ON ")
    assert not SQL_PART.search("the pot from Ann")


# The front ends (issue 28): every sentence a person reads is made in text/ ---------------------

FRONT_ENDS = ("cli", "prompt")

MARKED = frozenset({"N_", "_", "say", "say_plural", "ngettext", "pgettext", "npgettext", "lazy_plural"})
"""The calls whose literal arguments are messages for the catalog (``scripts/catalogs.py``)."""

HELP_KEYWORDS = frozenset({"help"})
"""A command's or option's help (``help="..."``): the English the help formatter looks up in the
catalog when ``--help`` prints it (:mod:`booray_ledger.cli.helptext`), gathered by
``scripts/catalogs.py extract`` from every ``--help``."""

SPEAKERS = frozenset({
    "print", "echo", "secho", "lines", "prompt", "confirm", "_say", "UsageError", "BoorayError", "BadParameter",
    "add_task", "progress_bar", "section", "write_heading", "write_text", "Table", "add_column", "add_row",
})  # fmt: skip
"""Calls whose text a person reads: a literal word in one is English the catalog never sees."""

SPOKEN_KEYWORDS = frozenset({"title", "caption", "description", "display_meta", "text", "message"})

PROGRAM = re.compile(r"\bbooray(?:-ledger)?\b")
"""The program's name: the one word a line of ours may carry untranslated (``booray: ...``)."""

CLICKS_ENGLISH: dict[str, tuple[str, ...]] = {
    "cli/usage.py": (
        r"^Got unexpected extra arguments?(?:\(s\))? \((?P<arguments>.*)\)$",
        r"^Option '.*' requires (?:an argument|(?P<count>\d+) arguments)\.$",
        " does not take a value.",
        "No such option: ",
    ),
}
"""English that a front end recognises, not says: click's own messages, matched to read their facts
(the words said instead are made in ``text/command_line.py``)."""


def front_end_modules() -> list[Path]:
    return [p for layer in FRONT_ENDS for p in sorted((PACKAGE / layer).rglob("*.py"))]


def _called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def front_end_strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a front-end module that are neither docstrings, nor help texts
    (``help=``), nor messages marked for the catalog (inside ``N_()``, ``_()``, ``say()`` ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    kept = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
    for node in ast.walk(tree):
        inside = [k.value for k in node.keywords if k.arg in HELP_KEYWORDS] if isinstance(node, ast.Call) else []
        if isinstance(node, ast.Call) and _called(node) in MARKED:
            inside += node.args
        kept |= {id(sub) for part in inside for sub in ast.walk(part)}
    found = [(node.lineno, node.value) for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in kept]  # fmt: skip
    return sorted(found)


def is_command(text: str) -> bool:
    """A command (or lines of them) as typed, ``hand void`` or ``night end --pot carry|split|refund``:
    the words a translator keeps."""
    from booray_ledger.prompt.commands import OWN_COMMANDS

    lines = [line.split() for line in text.strip().splitlines()]
    return bool(lines) and all(words and words[0] in {*COMMANDS, *OWN_COMMANDS} for words in lines)


@pytest.mark.parametrize("path", front_end_modules(), ids=named)
def test_no_front_end_makes_an_english_sentence(path: Path) -> None:
    allowed = CLICKS_ENGLISH.get(named(path), ())
    for line, text in front_end_strings(path):
        if PROSE.search(text) and not is_command(text) and text not in allowed:
            raise AssertionError(f"{named(path)}:{line} is English made outside text/: {text!r}")


def spoken_literals(path: Path) -> list[tuple[int, str]]:
    """The literal text (f-strings' literal parts too) given to a call a person reads the text of."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or _called(node) not in SPEAKERS:
            continue
        for value in [*node.args, *(k.value for k in node.keywords if k.arg in SPOKEN_KEYWORDS)]:
            parts = value.values if isinstance(value, ast.JoinedStr) else [value]
            found += [(node.lineno, p.value) for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str)]
    return found


WORD = re.compile(r"[^\W\d_]{2,}")


@pytest.mark.parametrize("path", front_end_modules(), ids=named)
def test_no_front_end_prints_a_word_of_its_own(path: Path) -> None:
    for line, text in spoken_literals(path):
        words = WORD.findall(PROGRAM.sub("", text))
        assert not words, f"{named(path)}:{line} prints words of its own, not from text/: {text!r}"


def test_the_front_end_checks_find_a_sentence_and_a_printed_word(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "import typer\n"
        'def f(x):\n    """A docstring, for the code."""\n'
        '    typer.Option("--to", help="Where to write it.")\n'
        '    N_("A message for the catalog.")\n'
        '    raise UsageError(f"no night {x} here")\n'
        'def g(table):\n    print(f"booray: {table}")\n    table.add_column("yes")\n    return "hand void"\n',
        encoding="utf-8",
    )
    assert front_end_strings(module) == [(4, "--to"), (6, " here"), (6, "no night "), (8, "booray: "), (9, "yes"),
                                         (10, "hand void")]  # fmt: skip
    assert [bool(PROSE.search(t)) and not is_command(t) for _, t in front_end_strings(module)] == [
        False, False, True, False, False, False,
    ]  # fmt: skip
    assert [text for _, text in spoken_literals(module)] == ["no night ", " here", "booray: ", "yes"]
