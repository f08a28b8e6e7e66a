"""The table now for people: seats, balances, who antes and deals next and why, the pot; the
header above the live prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from booray_ledger.text import reasons
from booray_ledger.text.headlines import headline
from booray_ledger.text.i18n import Words, _, ngettext, number, pgettext, say, say_plural
from booray_ledger.text.nights import night_title, rules_in_brief
from booray_ledger.text.render import console, rich_table, semicolons, signed, styled
from booray_ledger.text.words import joined

if TYPE_CHECKING:
    from booray_ledger.results import TableView


def status_table(view: TableView) -> None:
    """The table at a glance: seats, balances, who antes, who deals, the pot."""
    out = console()
    status, seats = view["status"], view["seats"]
    title = Words(night_title(status["night"], status.get("ended", False)))
    # Translators: a table's title: {night} is the night's name, {n} the hands played.
    table = rich_table(say_plural("{night}: after {n} hand", "{night}: after {n} hands", status["hands"], night=title))
    table.add_column(pgettext("column", "seat"), justify="right")
    table.add_column(pgettext("column", "player"))
    stakes = "stacks" in view
    stacks, bought = view.get("stacks", {}), view.get("bought", {})
    if stakes:
        table.add_column(pgettext("column", "stack"), justify="right")
        table.add_column(pgettext("column", "bought"), justify="right")
    table.add_column(pgettext("column", "balance"), justify="right")
    table.add_column(pgettext("column", "ante next"), justify="right")
    table.add_column(pgettext("column", "note"))
    for i, name in enumerate(seats, 1):
        held = [number(stacks.get(name, 0)), number(bought.get(name, 0))] if stakes else []
        table.add_row(
            number(i), name, *held, signed(status["balances"].get(name, 0)), number(status["antes_due"][name]),
            joined(reasons.player_notes(name, view)),
        )  # fmt: skip
    for name, chips in status["balances"].items():
        if name not in seats:
            extra = ["-", number(bought.get(name, 0))] if stakes else []
            table.add_row("-", Text(name, style="dim"), *extra, signed(chips), "-", reasons.ante_note(name, view))
    out.print(table)
    out.print(styled(_("Pot on the table: {pot}"), "bold", pot=(status["pot"], "bold yellow")))
    if stakes:
        out.print(_("Table stakes: balance = stack - bought (chips from the bank)."))


def table_header(view: TableView) -> None:
    """The live table above the prompt: pot, who deals and antes next with the reasons,
    every balance, and the last hand in words."""
    out = console()
    status = view["status"]
    title = (Words(night_title(status["night"], status.get("ended", False))), "bold")
    pot = (status["pot"], "bold yellow")
    n = status["hands"]
    if "rules" in view:
        # Translators: the live table's first line: the night, {n} hands played, the pot, the house
        # rules in brief ("pagat with pot_limit=25"); the spaces set its parts apart.
        line = ngettext("{night} after {n} hand   pot {pot}   rules: {rules}",
                        "{night} after {n} hands   pot {pot}   rules: {rules}", n)  # fmt: skip
    else:
        # Translators: the live table's first line: the night, {n} hands played, the pot.
        line = ngettext("{night} after {n} hand   pot {pot}", "{night} after {n} hands   pot {pot}", n)
    brief = Words(rules_in_brief(view["rules"])) if "rules" in view else ""
    out.print(styled(line, night=title, n=n, pot=pot, rules=brief))
    out.print(dealer_text(view))
    out.print(antes_text(view))
    shown = [
        styled(_("{player} {balance}"), player=name, balance=signed(chips))
        for name, chips in status["balances"].items()
    ]
    out.print(styled(_("Balances: {balances}"), balances=Text("   ").join(shown)))
    if "stacks" in view:
        out.print(stacks_text(view))
    out.print(Text(last_hand_text(view), style="dim"))


def dealer_text(view: TableView) -> str:
    """Who deals next and why (:func:`booray_ledger.text.reasons.dealer_why`), then each player
    skipped as dealer and why."""
    dealer = view["status"]["dealer"]
    why = Words(reasons.dealer_why(view))
    # Translators: {why} says why, like "on the left of Ann, who dealt hand 1".
    first = say("{dealer} deals next ({why})", dealer=dealer, why=why) if dealer is not None else str(why)
    skipped = [_noted(p, note) for p in dict.fromkeys(view["lost_deals"]) if (note := reasons.lost_deal_note(p, view))]
    return semicolons([first, *skipped])


def _noted(player: str, note: str) -> str:
    # Translators: a player and a note about them, like "Cat owes no ante: bourré in hand 1".
    return say("{player} {note}", player=player, note=Words(note))


def antes_text(view: TableView) -> str:
    """Who antes next and how much; then each player who does not, and why
    (:func:`booray_ledger.text.reasons.ante_note`)."""
    due = view["status"]["antes_due"]
    # Translators: a player and the chips they ante next.
    owing = [say("{player} {chips}", player=p, chips=c) for p, c in due.items() if c]
    free = [_noted(p, note) for p in view["seats"] if (note := reasons.ante_note(p, view))]
    said = say("Antes next: {players}", players=Words(joined(owing))) if owing else _("Antes next: nobody")
    return semicolons([said, *free])


def last_hand_text(view: TableView) -> str:
    """The last hand in words: its number, dealer, who played and how it ended."""
    h = view["last_hand"]
    if h is None:
        return _("No hand yet.")
    # Translators: a player and the tricks they took.
    played = [say("{player} {tricks}", player=p, tricks=h["tricks"][p]) for p in h["played"]]
    facts = {"number": h["number"], "dealer": f"{h['dealer']}", "result": Words(headline(h))}
    if not played:
        # Translators: {number} is the hand's number; {result} how it ended, like "Ann wins 4".
        return say("Last hand {number} (dealt by {dealer}; nobody played): {result}.", **facts)
    # Translators: {number} is the hand's number; {played} each player and their tricks; {result}
    # how it ended, like "Ann wins 4; bourré: Cat".
    return say("Last hand {number} (dealt by {dealer}; {played}): {result}.", played=Words(joined(played)), **facts)


def stacks_text(view: TableView) -> str:
    """Table stakes: the chips in front of each seated player, and what each has bought."""
    bought = view.get("bought", {})
    # Translators: a player, the chips in front of them, and the chips they bought.
    held = [say("{player} {stack} (bought {bought})", player=p, stack=c, bought=bought.get(p, 0))
            for p, c in view.get("stacks", {}).items()]  # fmt: skip
    return say("Stacks: {stacks}", stacks=Words("   ".join(held)))
