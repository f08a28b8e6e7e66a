"""The table now for people: seats, balances, who antes and deals next and why, the pot; the
header above the live prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from booray_ledger.text.headlines import headline
from booray_ledger.text.render import console, rich_table, signed

if TYPE_CHECKING:
    from booray_ledger.results import TableView


def status_table(view: TableView) -> None:
    """The table at a glance: seats, balances, who antes, who deals, the pot."""
    out = console()
    status, seats = view["status"], view["seats"]
    sitting_out, exempt = set(view["sitting_out"]), set(view["exempt"])
    count = status["hands"]
    table = rich_table(f"{status['night']}: after {count} hand{'' if count == 1 else 's'}")
    table.add_column("seat", justify="right")
    table.add_column("player")
    stakes = "stacks" in view
    stacks, bought, broke = view.get("stacks", {}), view.get("bought", {}), set(view.get("dealt_out", ()))
    if stakes:
        table.add_column("stack", justify="right")
        table.add_column("bought", justify="right")
    table.add_column("balance", justify="right")
    table.add_column("ante next", justify="right")
    table.add_column("note")
    for i, name in enumerate(seats, 1):
        notes = []
        if name == status["dealer"]:
            notes.append("deals next")
        if name in sitting_out:
            notes.append("sitting out: owes no ante" + (" and deals no hand" if name != status["dealer"] else ""))
        elif name in broke:
            notes.append("dealt out: buys again to play")
        elif name in exempt:
            notes.append(f"owes no ante: {view.get('exempt_why', {}).get(name, 'exempt')}")
        lost = view["lost_deals"].count(name)
        if lost:
            why = view.get("lost_deal_why", {}).get(name, "lost a turn to deal")
            turns = "the next turn" if lost == 1 else f"the next {lost} turns"
            notes.append(f"skipped as dealer for {turns} ({why})")
        held = [str(stacks.get(name, 0)), str(bought.get(name, 0))] if stakes else []
        table.add_row(
            str(i), name, *held, signed(status["balances"].get(name, 0)), str(status["antes_due"][name]),
            ", ".join(notes),
        )  # fmt: skip
    for name, chips in status["balances"].items():
        if name not in seats:
            extra = ["-", str(bought.get(name, 0))] if stakes else []
            table.add_row("-", Text(name, style="dim"), *extra, signed(chips), "-", "left the table")
    out.print(table)
    out.print(Text("Pot on the table: ", style="bold"), Text(str(status["pot"]), style="bold yellow"), sep="")
    if stakes:
        out.print("Table stakes: balance = stack - bought (chips from the bank).")


def table_header(view: TableView) -> None:
    """The live table above the prompt: pot, who deals and antes next with the reasons,
    every balance, and the last hand in words."""
    out = console()
    status = view["status"]
    count = status["hands"]
    out.print(
        Text(f"{status['night']}", style="bold"),
        f" after {count} hand{'' if count == 1 else 's'}   ",
        Text("pot ", style="bold"),
        Text(str(status["pot"]), style="bold yellow"),
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
    """Who deals next and why: on the left of the last dealer, skipping lost deals."""
    status, last = view["status"], view["last_hand"]
    dealer = status["dealer"]
    if dealer is None:
        return "nobody is dealt in"
    why = f"on the left of {last['dealer']}, who dealt hand {last['number']}" if last else "the night's first deal"
    skipped = [f"{p} loses a turn to deal: {w}" for p, w in view["lost_deal_why"].items()]
    return f"{dealer} deals next ({'; '.join([why, *skipped])})"


def antes_text(view: TableView) -> str:
    """Who antes next and how much; who does not, and why (exempt, sitting out)."""
    due = view["status"]["antes_due"]
    owing = ", ".join(f"{p} {c}" for p, c in due.items() if c) or "nobody"
    broke = view.get("dealt_out", [])
    free = [
        f"{p} exempt ({why})" for p, why in view["exempt_why"].items() if p in due and not due[p] and p not in broke
    ]
    free += [f"{p} sitting out" for p in view["sitting_out"]]
    free += [f"{p} dealt out (no chips for the ante: buy to play)" for p in broke if p not in view["sitting_out"]]
    return f"Antes next: {owing}" + (f"; no ante: {', '.join(free)}" if free else "")


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
