"""The referee and the rulebook for people: one card judged, a whole hand audited, the rulebook
and the house rules in force (as a TOML file)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text.render import console, rich_table

if TYPE_CHECKING:
    from booray_ledger.results.referee import HouseRulesReport, Rulebook


def verdict(data: Mapping[str, Any]) -> None:
    """The referee's answer for one card."""
    out = console()
    legal = ", ".join(data["legal_cards"]) or "none"
    cinch = " (the player holds a cinch)" if data["cinch"] else ""
    if data["legal"]:
        out.print(Text(f"{data['card']} is legal.", style="bold green"), f"Legal cards: {legal}{cinch}.")
    else:
        out.print(
            Text(f"{data['card']} is a renege: {data['reason']}.", style="bold red"), f"Legal cards: {legal}{cinch}."
        )
    out.print(Text(f"Judged by the {data['rules']} rules.", style="dim"))


def audit(data: Mapping[str, Any]) -> None:
    """A whole hand, trick by trick, then the reneges, tricks per player and the pot."""
    out = console()
    tricks = rich_table(f"Trump {data['trump']}; dealer {data['dealer'] or 'not given'}")
    tricks.add_column("trick", justify="right")
    tricks.add_column("plays")
    tricks.add_column("won by")
    for t in data["tricks"]:
        plays = Text()
        for i, p in enumerate(t["plays"]):
            plays.append(("  " if i else "") + f"{p['player']} {p['card']}", style="" if p["legal"] else "bold red")
        tricks.add_row(str(t["number"]), plays, t["winner"])
    out.print(tricks)
    if data["reneges"]:
        reneges = rich_table("Reneges")
        for column in ("trick", "player", "card", "rule broken", "legal cards"):
            reneges.add_column(column)
        for r in data["reneges"]:
            reneges.add_row(str(r["trick"]), r["player"], r["card"], r["reason"], " ".join(r["legal_cards"]))
        out.print(reneges)
    else:
        out.print(Text("No renege: every card was legal.", style="green"))
    counts = ", ".join(f"{p} {n}" for p, n in data["tricks_won"].items())
    out.print(f"Tricks: {counts}")
    if data["pot_winners"]:
        out.print(
            Text(
                f"Pot: {' and '.join(data['pot_winners'])} {'wins' if len(data['pot_winners']) == 1 else 'split'}",
                style="bold",
            )
        )
    else:
        out.print(Text("Pot: nobody wins, it carries.", style="bold"))
    out.print(Text(f"Judged by the {data['rules']} rules.", style="dim"))


def rulebook(book: Rulebook) -> None:
    out = console()
    sections, night = book["sections"], book["night"]
    if night:
        out.print(Text(f"House rules of night {night} are shown in place.", style="dim"))
    for s in sections:
        out.print()
        out.print(Text(f"{s['title']}  ", style="bold underline"), Text(f"(booray rules {s['topic']})", style="dim"))
        out.print(s["text"], markup=False)


def house_rules(report: HouseRulesReport) -> None:
    """The rules in force as a table written as TOML comments, then the TOML itself, so the
    whole output can be saved as a house-rules file."""
    out = console()
    night, rows, toml = report["source"], report["rules"], report["toml"]
    width = max(len(k) for k in rows)
    lines = [f"# House rules of {night}", f"# {'key'.ljust(width)}  value"]
    lines += [f"# {k.ljust(width)}  {'none' if v is None else v}" for k, v in rows.items()]
    out.print("\n".join(lines), markup=False, highlight=False)
    out.print(toml, markup=False, highlight=False, end="")
