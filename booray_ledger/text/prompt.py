"""The live prompt's own words (``booray play``): its help screen, the prompt and the toolbar,
what the completion menu says each word is, and the lines it refuses before any command runs.

The hand syntax, the short marks and the command words in the help are what the scorekeeper
types: a translator keeps them as they are and translates what they do.
"""

from __future__ import annotations

from booray_ledger.text.i18n import N_, Words, _, pgettext, say

HELP_SECTIONS = (
    # Translators: the live prompt's help: keep every typed example (an 2 bo 3 c 0 d - e -, a2 b3 c0 .,
    # Ann=2 ... --renege Bob) as it is, and the columns lined up.
    N_("A hand: every dealt-in player with tricks or pass, in any order, on one line.\n"
       "  an 2 bo 3 c 0 d - e -    name prefixes (any case), - or p: pass, play: played alone\n"
       "  a2 b3 c0 .               counts glued to names; a final . passes everyone not named\n"
       "  Ann=2 Bob=3 Cat=0 Dan=pass Eve=pass --renege Bob   (the booray hand syntax)"),
    # Translators: the marks (r:NAME, c:NAME, o:NAME, u:CARD, d:NAME, !) are typed as they are.
    N_("Short marks:\n"
       "  r:NAME renege   c:NAME corrected renege   o:NAME out of turn\n"
       "  u:CARD turned card   d:NAME dealer   ! force (record despite a rule check)"),
    # Translators: the command words and their options are typed as they are; translate what they do.
    N_("Commands:\n"
       "  undo                     void the last hand (says which, and asks first)\n"
       "  redo                     bring back the last hand undone here\n"
       "  edit N ...               change hand N: only what is named changes (r:- clears)\n"
       "  seat add NAME [--after NAME]   seat remove|out|in NAME\n"
       "  status   history   settle [--chip-value 0.25]   paid PAYER PAYEE CHIPS\n"
       "  recap [--image FILE.png]  the night's summary to share with the group\n"
       "  buy NAME CHIPS           a buy-in or rebuy between hands (table stakes)\n"
       "  ? LINE                   what the hand would do now; nothing is recorded\n"
       "  ? QUESTION   rules QUESTION   the rulebook, asked in your own words (or a topic)\n"
       "  referee check ...   night end [--pot carry|split|refund]\n"
       "  night start NAME --players A,B,C   night use NAME\n"
       "  night set --from-next-hand ante=2 limit=25   night set --chip-value 0.25\n"
       "  help   quit (or Ctrl-D)"),
    N_("Tab completes names, marks and commands; the up arrow brings back earlier lines.\n"
       "A refused line stays to fix: type to replace it, or Esc to clear it. Ctrl-L redraws the table."),
)  # fmt: skip
"""The help screen, one message per section (each a whole part a translator can line up)."""


def help_screen() -> str:
    """What ``help`` (or a lone ``?``) prints at the live table: the hand syntax, the short marks,
    every command, and the keys."""
    return "\n".join(_(section) for section in HELP_SECTIONS)


def prompt() -> str:
    """The prompt before the cursor: ``hand> ``."""
    # Translators: the live prompt, before the cursor (a hand is typed after it); keep the trailing space.
    return pgettext("prompt", "hand> ")


def toolbar() -> str:
    """The toolbar under the prompt: the keys and commands used most."""
    # Translators: the live prompt's toolbar; Tab, ↑, ., undo, edit N, help and quit are typed as they are.
    return _(" Tab completes · ↑ history · . passes the rest · undo · edit N · help · quit ")


COMPLETION_KINDS = {
    "command": N_("command"),
    "player": N_("player"),
    "mark": N_("mark"),
}
"""What the completion menu says each word offered is, by kind."""


def completion_kind(kind: str) -> str:
    """The completion menu's note beside a word offered: ``command``, ``player`` or ``mark``."""
    return _(COMPLETION_KINDS[kind])


def takes_nothing(command: str) -> str:
    """``undo`` or ``redo`` typed with words after it."""
    return say("{command} takes nothing after it: it works on the last hand", command=command)


def edit_needs_number() -> str:
    return _("edit needs the hand number first, like: edit 3 bo 2 c 1")


def not_inside_play(command: str) -> str:
    """A command that cannot run at the live table (``play``, ``demo``)."""
    return say("{command} does not run inside play; type a hand, a command or help", command=command)


def or_a_hand(unknown: str) -> str:
    """An unknown command at the live table (the suggester's answer), with what else to type."""
    # Translators: {problem} is the answer to an unknown word: No such command 'stauts'; did you mean `status`?
    return say("{problem}; or type a hand, or help", problem=Words(unknown))


QUOTE_PROBLEMS = {
    "No closing quotation": N_("No closing quotation"),
    "No escaped character": N_("No escaped character"),
}
"""What Python's ``shlex`` says about a line it cannot split, by its own English."""


def cannot_read_line(reason: str) -> str:
    """A line whose quotes cannot be read (``shlex`` refused it with ``reason``)."""
    known = QUOTE_PROBLEMS.get(reason)
    worded = _(known) if known is not None else reason
    # Translators: {reason} is what is wrong with the quotes, like: No closing quotation
    return say("cannot read the line ({reason}); check the quotes", reason=Words(worded))


def not_available(command: str) -> str:
    """A ``booray`` command the live table cannot run (none given to it)."""
    return say("{command} is not available here", command=command)


def needs_a_value(option: str) -> str:
    """``--pot`` or ``--night`` given last on a line, with no value."""
    return say("{option} needs a value", option=option)
