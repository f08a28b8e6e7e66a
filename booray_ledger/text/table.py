"""The table now for people: seats, balances, who antes and deals next and why, the pot; the
header above the live prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from booray_ledger.text import reasons
from booray_ledger.text.headlines import headline
from booray_ledger.text.nights import night_title, rules_in_brief
from booray_ledger.text.render import console, rich_table, signed
from booray_ledger.text.words import count

if TYPE_CHECKING:
    from booray_ledger.results import TableView


def status_table(view: TableView) -> None:
    """The table at a glance: seats, balances, who antes, who deals, the pot."""
    out = console()
    status, seats = view["status"], view["seats"]
    table = rich_table(
        f"{night_title(status['night'], status.get('ended', False))}: after {count(status['hands'], 'hand')}"
    )
    table.add_column("seat", justify="right")
    table.add_column("player")
    stakes = "stacks" in view
    stacks, bought = view.get("stacks", {}), view.get("bought", {})
    if stakes:
        table.add_column("stack", justify="right")
        table.add_column("bought", justify="right")
    table.add_column("balance", justify="right")
    table.add_column("ante next", justify="right")
    table.add_column("note")
    for i, name in enumerate(seats, 1):
        held = [str(stacks.get(name, 0)), str(bought.get(name, 0))] if stakes else []
        table.add_row(
            str(i), name, *held, signed(status["balances"].get(name, 0)), str(status["antes_due"][name]),
            ", ".join(reasons.player_notes(name, view)),
        )  # fmt: skip
    for name, chips in status["balances"].items():
        if name not in seats:
            extra = ["-", str(bought.get(name, 0))] if stakes else []
            table.add_row("-", Text(name, style="dim"), *extra, signed(chips), "-", reasons.ante_note(name, view))
    out.print(table)
    out.print(Text("Pot on the table: ", style="bold"), Text(str(status["pot"]), style="bold yellow"), sep="")
    if stakes:
        out.print("Table stakes: balance = stack - bought (chips from the bank).")


def table_header(view: TableView) -> None:
    """The live table above the prompt: pot, who deals and antes next with the reasons,
    every balance, and the last hand in words."""
    out = console()
    status = view["status"]
    out.print(
        Text(night_title(status["night"], status.get("ended", False)), style="bold"),
        f" after {count(status['hands'], 'hand')}   ",
        Text("pot ", style="bold"),
        Text(str(status["pot"]), style="bold yellow"),
        f"   rules: {rules_in_brief(view['rules'])}" if "rules" in view else "",
        sep="",
    )
    out.print(dealer_text(view))
    out.print(antes_text(view))
    balances = Text("Balances: ")
    for i, (name, chips) in enumerate(status["balances"].items()):
        balances.append(("   " if i else "") + f"{name} ")
        balances.append_text(signed(chips))
    out.print(balances)
    if "stacks" in view:
        out.print(stacks_text(view))
    out.print(Text(last_hand_text(view), style="dim"))


def dealer_text(view: TableView) -> str:
    """Who deals next and why (:func:`booray_ledger.text.reasons.dealer_why`), then each player
    skipped as dealer and why."""
    dealer = view["status"]["dealer"]
    why = reasons.dealer_why(view)
    first = f"{dealer} deals next ({why})" if dealer is not None else why
    skipped = [f"{p} {note}" for p in dict.fromkeys(view["lost_deals"]) if (note := reasons.lost_deal_note(p, view))]
    return "; ".join([first, *skipped])


def antes_text(view: TableView) -> str:
    """Who antes next and how much; then each player who does not, and why
    (:func:`booray_ledger.text.reasons.ante_note`)."""
    due = view["status"]["antes_due"]
    owing = ", ".join(f"{p} {c}" for p, c in due.items() if c) or "nobody"
    free = [f"{p} {note}" for p in view["seats"] if (note := reasons.ante_note(p, view))]
    return "; ".join([f"Antes next: {owing}", *free])


def last_hand_text(view: TableView) -> str:
    """The last hand in words: its number, dealer, who played and how it ended."""
    h = view["last_hand"]
    if h is None:
        return "No hand yet."
    played = ", ".join(f"{p} {h['tricks'][p]}" for p in h["played"]) or "nobody played"
    return f"Last hand {h['number']} (dealt by {h['dealer']}; {played}): {headline(h)}."


def stacks_text(view: TableView) -> str:
    """Table stakes: the chips in front of each seated player, and what each has bought."""
    bought = view.get("bought", {})
    return "Stacks: " + "   ".join(f"{p} {c} (bought {bought.get(p, 0)})" for p, c in view.get("stacks", {}).items())
