"""What the terminal's commands say of their own, beside the reports the other wording modules
make: the board's addresses, the copy's comparison, the demo, the export's and the check's
progress, the question ``night end`` asks, and the command lines they refuse before the library
is asked (two options that exclude each other, a value missing).

Commands and options inside a message (``--from-next-hand``, ``booray paid Dan Ann 12``) are
typed as they are: a translator keeps them.
"""

from __future__ import annotations

from collections.abc import Mapping

from booray_ledger.text.i18n import N_, Words, _, say, say_plural

# The environment -------------------------------------------------------------------------------


def empty_ledger_variable() -> str:
    """``BOORAY_DB`` set to nothing (it would silently mean the default file)."""
    return _("BOORAY_DB is set but empty; give it a file path or a postgresql:// URL, or unset it for the default file")


def output_failed(reason: str, committed: bool) -> str:
    """Printing a command's result failed (``reason``: the system's, like a full disk): whether
    its change was recorded all the same."""
    if committed:
        # Translators: {reason} is the system's own words, like: No space left on device
        return say("could not print the result ({reason}); the change WAS recorded (see `booray status`)",
                   reason=Words(reason))  # fmt: skip
    return say("could not print the result ({reason}); nothing was changed", reason=Words(reason))


# Command lines refused before the library is asked ---------------------------------------------


def split_or_carry() -> str:
    return _("give --split or --carry, not both: the tied players chose one")


def results_or_trick_log() -> str:
    return _("give either NAME=TRICKS results or --from-tricks FILE, not both")


def preview_needs_results() -> str:
    return _("--dry-run previews NAME=TRICKS results; give them instead of --from-tricks")


def rules_change_next_hand() -> str:
    return _("house rules change from the next hand on: add --from-next-hand, like night set --from-next-hand ante=2")


def next_hand_needs_rules() -> str:
    return _("--from-next-hand needs the rules to change, like night set --from-next-hand ante=2 limit=25")


def nothing_to_change() -> str:
    return _("nothing to change: give --chip-value 0.25, or --from-next-hand ante=2 limit=25")


def list_or_void_alone() -> str:
    return _("use --list or --void N on their own, without FROM TO CHIPS")


def payment_needs_who_and_chips() -> str:
    return _("name who paid, who was paid and the chips: booray paid Dan Ann 12 (or --money 4.25, or --list)")


def key_too_short() -> str:
    return _("--key needs at least 8 characters (or leave it out for a random key)")


def cannot_write(path: str, reason: str) -> str:
    """An export that cannot be written to ``path`` (``reason``: the system's own words)."""
    # Translators: {reason} is the system's own words, like: Permission denied
    return say("cannot write '{path}': {reason}; choose another path or free some space", path=path,
               reason=Words(reason))  # fmt: skip


# night end at a terminal -----------------------------------------------------------------------


def pot_question(chips: int) -> str:
    """``night end`` at a terminal, chips still in the pot and no ``--pot``."""
    # Translators: carry, split and refund are typed as they are (the answers the question takes).
    return say_plural("The pot still holds {n} chip: carry, split or refund?",
                      "The pot still holds {n} chips: carry, split or refund?", chips)  # fmt: skip


def not_a_pot_answer(answer: str) -> str:
    """An answer to :func:`pot_question` that is none of its choices."""
    return say("'{answer}' is not a choice: answer carry, split or refund (or give --pot)", answer=answer)


# The rulebook ----------------------------------------------------------------------------------


def no_section_mentions(words: str, index: str) -> str:
    """``rules --search WORDS`` found nothing; ``index`` is the command that shows the index."""
    return say("No section mentions '{words}'. See the index: {index}", words=words, index=Words(index))


# The board -------------------------------------------------------------------------------------


def board_started(night: str, viewer: str, keeper: str) -> list[str]:
    """What ``booray board`` prints first: the night it shows, and its two addresses."""
    return [
        say("booray board: {night}", night=night),
        # Translators: the two address lines of the board; pad the labels so that the addresses line up.
        say("  Board for everyone:          {address}", address=Words(viewer)),
        say("  Scorekeeper (keep it secret): {address}", address=Words(keeper)),
    ]


def scan_for_board() -> str:
    return _("Everyone: scan this to see the board on your phone")


def scan_for_keeper() -> str:
    return _("Scorekeeper only: scan this to record hands (it holds the key; do not show it around)")


def board_stops() -> str:
    return _("Ctrl-C stops the board.")


def board_stopped() -> str:
    return _("booray board: stopped.")


# The copy --------------------------------------------------------------------------------------


def copying(table: str) -> str:
    """The progress bar's label while a table's rows are copied."""
    return say("copying {table}", table=table)


def copied(source: str, target: str) -> str:
    return say("Copied {source} to {target}.", source=source, target=target)


def rows_title() -> str:
    """The title of the copy's table of rows per table."""
    return _("Rows")


ROW_COLUMNS = {"table": N_("table"), "source": N_("source"), "copy": N_("copy")}
NIGHT_COLUMNS = {"night": N_("night"), "balances": N_("balances"), "pot": N_("pot"),
                 "copy balances": N_("copy balances"), "copy pot": N_("copy pot"), "same": N_("same")}  # fmt: skip
"""The columns of the copy's two tables, by their key."""


def columns(kind: Mapping[str, str]) -> dict[str, str]:
    """Each column key of :data:`ROW_COLUMNS` or :data:`NIGHT_COLUMNS` with its heading."""
    return {key: _(heading) for key, heading in kind.items()}


def nights_title() -> str:
    return _("Every night, source and copy")


def same(yes: bool) -> str:
    """A night's cell in the copy's last column: the same in both, or not (shouted)."""
    return _("yes") if yes else _("NO")


def copy_identical(nights: int) -> str:
    return say_plural("The copy is identical: {n} night(s), every balance and pot the same.",
                      "The copy is identical: {n} night(s), every balance and pot the same.", nights)  # fmt: skip


def copy_differs() -> str:
    return _("The copy DIFFERS from the source (see the rows marked NO); do not use it.")


# The demo, the export and the check ------------------------------------------------------------


def demo_night_in(path: str, throw_away: bool) -> str:
    """The demo's first line: where its night is written."""
    if throw_away:
        return say("Demo night in throw-away file {path}", path=path)
    return say("Demo night in {path}", path=path)


def exporting() -> str:
    """The progress bar's label during an export."""
    return _("exporting")


def export_written(path: str) -> str:
    return say("Wrote {path}.", path=path)


def checking() -> str:
    """The progress bar's label before the check names its first stage."""
    return _("checking")


CHECK_STAGES = {
    "pages": N_("pages"),
    "SQLite integrity check": N_("SQLite integrity check"),
    "SQLite quick check": N_("SQLite quick check"),
    "hash chain": N_("hash chain"),
    "entries sum to zero": N_("entries sum to zero"),
    "replaying hands": N_("replaying hands"),
    "balances and pots": N_("balances and pots"),
    "per-night totals": N_("per-night totals"),
}
"""The stages ``Ledger.check`` reports its progress in, by the name it gives each."""


def check_stage(stage: str) -> str:
    """The progress bar's label for one stage of the check (an unknown one as it is named)."""
    known = CHECK_STAGES.get(stage)
    return _(known) if known is not None else stage
