"""Rendering for people: every rich table and summary the commands print lives here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.cli.common import console

if TYPE_CHECKING:
    from rich.table import Table as RichTable

    from booray_ledger.results import (
        BackupMade,
        BuyRecorded,
        CheckReport,
        HandEdited,
        HandRecorded,
        HandVoided,
        History,
        HouseRulesReport,
        NightDetail,
        NightStarted,
        NightUsed,
        PaymentRecorded,
        PaymentRow,
        PaymentVoided,
        Rulebook,
        SettleUp,
        TableView,
    )


def _table(title: str | None = None, **options: Any) -> RichTable:
    """A rich table (imported on first use: the summary after a hand needs none)."""
    from rich.table import Table

    return Table(title=title, title_justify="left", **options) if title else Table(**options)


def money(amount: str, currency: str, signed: bool = False) -> str:
    """``-1.00`` in dollars is ``-$1.00``; ``3.1`` is ``$3.10`` (Babel, the locale's conventions)."""
    from booray_ledger.money import format_money

    return format_money(amount, currency, signed=signed)


def signed(chips: int) -> Text:
    """A chip amount with its sign, green when up and red when down."""
    if chips > 0:
        return Text(f"+{chips}", style="green")
    if chips < 0:
        return Text(f"{chips}", style="red")
    return Text("0", style="dim")


def hand_result(number: int, result: Mapping[str, Any], status: Mapping[str, Any] | None, title: str = "Hand") -> None:
    """After a hand: who won what, who paid what and why, the pot, who deals and antes next
    (built as one text and printed at once: the live table prints one after every hand)."""
    tricks = result["tricks"]
    played = ", ".join(f"{p} {tricks[p]}" for p in result["played"]) or "nobody"
    passed = ", ".join(result["passed"]) or "nobody"
    lines = [Text.assemble((f"{title} {number}", "bold"), f" dealt by {result['dealer']}; pot at stake {result['p0']}")]
    lines.append(Text(f"  played: {played}   passed: {passed}"))
    for t in result["transfers"]:
        if t["kind"] != "ante":
            lines.append(Text.assemble("  ", signed(t["chips"]), " ", t["reason"]))
    antes = [t for t in result["transfers"] if t["kind"] == "ante"]
    if antes:
        lines.append(Text(f"  antes: {', '.join(t['player'] + ' ' + str(-t['chips']) for t in antes)}"))
    lines += [Text(f"  {note}") for note in result["notes"]]
    if status is None:
        lines.append(Text(f"  pot after: {result['pot_after']}"))
    else:
        owing = [f"{p} {c}" for p, c in status["antes_due"].items() if c]
        lines.append(
            Text.assemble(
                ("  pot now ", "bold"),
                (str(status["pot"]), "bold yellow"),
                f"; {status['dealer']} deals next; antes next: {', '.join(owing) or 'nobody'}",
            )
        )
        if "stacks" in status:
            lines.append(Text(f"  stacks: {', '.join(f'{p} {c}' for p, c in status['stacks'].items())}"))
    console().print(Text("\n").join(lines))


def status_table(view: TableView) -> None:
    """The table at a glance: seats, balances, who antes, who deals, the pot."""
    out = console()
    status, seats = view["status"], view["seats"]
    sitting_out, exempt = set(view["sitting_out"]), set(view["exempt"])
    count = status["hands"]
    table = _table(f"{status['night']}: after {count} hand{'' if count == 1 else 's'}")
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


def history_table(history: History) -> None:
    """Every hand of the night, one line each with every mark (renege, corrected renege, out of
    turn, who actually dealt, forced), and the seat changes and payments in their place."""
    out = console()
    night, hands = history["night"], history["hands"]
    table = _table(f"{night}: hands")
    for column, justify in (("#", "right"), ("dealer", "left"), ("tricks", "left"), ("passed", "left"),
                            ("at stake", "right"), ("result", "left"), ("pot after", "right"),
                            ("marks", "left")):  # fmt: skip
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    stakes = "buy_ins" in history
    if stakes:
        table.add_column("stacks after")
    buys = list(history.get("buy_ins", []))
    events = list(history.get("events", []))
    blank = [""] * (len(table.columns) - 3)

    def bought_before(number: int | None) -> None:
        now = [b for b in buys if number is None or b["after_hand"] < number]
        if now:
            text = "bought: " + ", ".join(f"{b['player']} {b['chips']}" for b in now)
            table.add_row("", "", "", "", "", text, *([""] * (len(table.columns) - 6)), style="cyan")
        for b in now:
            buys.remove(b)

    def events_until(number: int) -> None:
        while events and events[0]["after_hand"] <= number:
            event = events.pop(0)
            table.add_row("", "", Text(event["text"], style="italic"), *blank)

    for h in hands:
        events_until(h["number"] - 1)
        bought_before(h["number"])
        tricks = " ".join(f"{p} {h['tricks'][p]}" for p in h["played"])
        style = "dim strike" if h["voided"] else ""
        after = [" ".join(f"{p} {c}" for p, c in h.get("stacks", {}).items())] if stakes else []
        table.add_row(
            str(h["number"]), h["dealer"], tricks, ", ".join(h["passed"]), str(h["p0"]),
            outcome_text(h), str(h["pot_after"]), "; ".join(hand_marks(h)), *after, style=style,
        )  # fmt: skip
    events_until(10**9)
    bought_before(None)
    out.print(table)


def hand_marks(h: Mapping[str, Any]) -> list[str]:
    """Every mark recorded on a hand, in people's words."""
    marks = []
    if h.get("reneged"):
        marks.append(f"renege: {', '.join(h['reneged'])}")
    if h.get("corrected"):
        marks.append(f"corrected renege: {', '.join(h['corrected'])}")
    if h.get("out_of_turn"):
        marks.append(f"out of turn: {', '.join(h['out_of_turn'])}")
    if h.get("dealer_given"):
        marks.append(f"dealt by {h['dealer']} (given with --dealer)")
    if h.get("up"):
        marks.append(f"turned {h['up']}")
    if h.get("forced"):
        marks.append("forced past a rule check")
    return marks


def outcome_text(h: Mapping[str, Any]) -> str:
    """One phrase for how a hand ended."""
    extra = ""
    if h["bourre"]:
        extra += f"; bourré: {', '.join(h['bourre'])}"
    if h["reneged"]:
        extra += f"; reneged: {', '.join(h['reneged'])}"
    for player, chips in h.get("unpaid", {}).items():
        extra += f"; {player} all in, {chips} unpaid"
    if "tie_vote" in h:
        extra += f"; voted to {h['tie_vote']}"
    outcome = h["outcome"]
    if outcome == "won":
        won = next(t["chips"] for t in h["transfers"] if t["kind"] == "win")
        text = f"{h['winners'][0]} wins {won}"
    elif outcome == "split":
        text = f"split: {', '.join(h['winners'])}"
    elif outcome == "tie":
        text = "tie, pot carries"
    elif outcome == "renege_carry":
        text = "leader reneged, pot carries"
    else:
        text = "all passed"
    return text + extra + (" (voided)" if h.get("voided") else "")


def nights_table(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    table = _table("Nights")
    for column in ("night", "started", "players", "hands", "pot", "status"):
        table.add_column(column, justify="right" if column in ("hands", "pot") else "left")
    for r in rows:
        table.add_row(
            r["name"],
            r["started_at"][:16].replace("T", " "),
            str(len(r["players"])),
            str(r["hands"]),
            str(r["pot"]),
            "ended" if r["ended"] else ("open, current" if r["current"] else "open"),
        )
    out.print(table)


def key_values(title: str, data: Mapping[str, Any]) -> None:
    out = console()
    table = _table(title, show_header=False)
    table.add_column("key", style="bold")
    table.add_column("value")
    for key, value in data.items():
        table.add_row(key, "none" if value is None else str(value))
    out.print(table)


def lines(*texts: str) -> None:
    out = console()
    for text in texts:
        out.print(text)


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
    tricks = _table(f"Trump {data['trump']}; dealer {data['dealer'] or 'not given'}")
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
        reneges = _table("Reneges")
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


def settle(report: SettleUp) -> None:
    """Who pays whom, in chips and money, and the balances behind it."""
    out = console()
    cur = report["currency"]
    out.print(
        Text(f"Settle-up: {', '.join(report['nights'])} (1 chip = {money(report['chip_value'], cur)})", style="bold")
    )
    pay = _table()
    for column, justify in (("pays", "left"), ("to", "left"), ("chips", "right"), ("money", "right")):
        pay.add_column(column, justify=justify)  # type: ignore[arg-type]
    for t in report["transfers"]:
        pay.add_row(t["from"], t["to"], str(t["chips"]), money(t["amount"], cur))
    for owed in report["toward_pot"]:
        pay.add_row(owed["from"], "the pot", str(owed["chips"]), money(owed["amount"], cur), style="yellow")
    if report["transfers"] or report["toward_pot"]:
        out.print(pay)
    else:
        out.print(Text("Everyone is square.", style="green"))
    out.print(Text("Balances, after the payments already made", style="bold"))
    balances = _table()
    for column in ("player", "chips", "money"):
        balances.add_column(column, justify="left" if column == "player" else "right")
    for name, chips in report["balances"].items():
        balances.add_row(name, signed(chips), money(report["money"][name], cur, signed=True))
    out.print(balances)
    if report["pot"]:
        out.print(Text(f"Still on the table: {report['pot']} chips in the pot.", style="bold yellow"),
                  "End the night with --pot carry, split or refund to settle it.")  # fmt: skip
    for p in report["paid"]:
        out.print(Text(f"Already paid: {p['from']} -> {p['to']} {p['chips']} chips", style="dim"))
    for line in report["explanation"]:
        out.print(line)


def standings(rows: Sequence[Mapping[str, Any]]) -> None:
    out = console()
    table = _table("Standings (in: hands dealt in; won: pots won; top pot: biggest pot won)")
    columns = (("player", "player"), ("net", "net"), ("money", "money"), ("nights", "nights"),
               ("in", "hands_dealt_in"), ("played", "hands_played"), ("won", "pots_won"),
               ("bourré", "bourres"), ("renege", "reneges"), ("top pot", "biggest_pot_won"))  # fmt: skip
    for title, _ in columns:
        table.add_column(title, justify="left" if title == "player" else "right")
    for r in rows:
        cells: list[Text | str] = []
        for _, key in columns:
            if key == "net":
                cells.append(signed(r[key]))
            elif key == "money":
                cells.append(money(r[key], r.get("currency") or "", signed=True))
            else:
                cells.append(str(r[key]))
        table.add_row(*cells)
    out.print(table)


def chart(series: Mapping[str, Sequence[int]], title: str) -> None:
    """Balance after each hand (see :mod:`booray_ledger.cli.nightpage`)."""
    from booray_ledger.cli import nightpage

    nightpage.chart(series, title)


def player(data: Mapping[str, Any]) -> None:
    out = console()
    table = _table(f"{data['player']}: nights")
    for column in ("night", "started", "hands", "net", "money"):
        table.add_column(column, justify="left" if column in ("night", "started") else "right")
    for n in data["nights"]:
        table.add_row(
            n["night"], n["started_at"][:10], str(n["hands"]), signed(n["net"]), money(n["money"], n["currency"])
        )
    out.print(table)
    for n in data["nights"]:
        chart({data["player"]: n["series"]}, f"{data['player']} on {n['night']}")


def payment(done: PaymentRecorded) -> None:
    forced = " (forced: it increases a debt)" if done["forced"] else ""
    lines(
        f"Recorded payment {done['number']}: {done['payer']} paid {done['payee']} {chips_word(done['chips'])} "
        f"({money(done['amount'], done['currency'])}){forced}."
    )


def payments(rows: Sequence[PaymentRow]) -> None:
    """Every payment, numbered, voided ones struck through."""
    out = console()
    if not rows:
        out.print("No payments recorded yet.")
        return
    table = _table("Payments (void one with: booray paid --void N)")
    for column in ("#", "night", "from", "to", "chips", "money", "recorded"):
        table.add_column(column, justify="right" if column in ("#", "chips", "money") else "left")
    for r in rows:
        table.add_row(str(r["number"]), r["night"], r["from"], r["to"], str(r["chips"]),
                      money(r["amount"], r["currency"]), when(r["recorded_at"]) + (" (voided)" if r["voided"] else ""),
                      style="dim strike" if r["voided"] else "")  # fmt: skip
    out.print(table)


def payment_voided(done: PaymentVoided) -> None:
    p = done["payment"]
    lines(f"Payment {done['voided']} voided: {p['from']} paying {p['to']} {chips_word(p['chips'])} no longer counts.")


def chips_word(count: int) -> str:
    """``1 chip``, ``12 chips``."""
    return f"{count} chip" if abs(count) == 1 else f"{count} chips"


def when(stamp: str) -> str:
    """An ISO time stamp as people write it: ``2026-12-04 21:05``."""
    return stamp[:16].replace("T", " ")


def hand_recorded(recorded: HandRecorded) -> None:
    hand_result(recorded["hand"], recorded["result"], recorded["status"])


def bought(done: BuyRecorded) -> None:
    """After a buy-in: the player's stack and what they have bought tonight."""
    lines(
        f"{done['player']} buys {done['chips']} chips: stack {done['stack']}, bought {done['bought']} tonight "
        f"(result so far {done['stack'] - done['bought']:+d})."
    )


def hand_voided(done: HandVoided) -> None:
    status = done["status"]
    lines(f"Hand {done['voided']} voided: its chips went back. Pot now {status['pot']}; {status['dealer']} deals next.")


def hand_edited(done: HandEdited) -> None:
    shown = done["hands"]
    for i, h in enumerate(shown):
        status = done["status"] if i == len(shown) - 1 else None
        hand_result(h["hand"], h["result"], status, "Edited hand" if h["hand"] == done["edited"] else "Re-settled hand")


def night_started(started: NightStarted) -> None:
    names = started["players"]
    lines(
        f"Night {started['night']} started: {', '.join(names)} (clockwise).",
        f"House rules: {started['rules']}.",
        f"Record each hand with: booray hand {names[0]}=2 {names[1]}=3 ...",
    )
    if started["carried_in"]:
        lines(f"The pot starts at {started['carried_in']} chips, carried from the group's last night.")
    if started["lines"]:
        lines(*started["lines"])


def night_used(used: NightUsed) -> None:
    lines(f"{used['night']} is the current night now.", *used["lines"])


def night_detail(data: NightDetail) -> None:
    """One night in people's words (see :mod:`booray_ledger.cli.nightpage`)."""
    from booray_ledger.cli import nightpage

    nightpage.night_detail(data)


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
    return f"Last hand {h['number']} (dealt by {h['dealer']}; {played}): {outcome_text(h)}."


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


def stacks_text(view: TableView) -> str:
    """Table stakes: the chips in front of each seated player, and what each has bought."""
    bought = view.get("bought", {})
    return "Stacks: " + "   ".join(f"{p} {c} (bought {bought.get(p, 0)})" for p, c in view.get("stacks", {}).items())


def check_report(report: CheckReport) -> None:
    """What `booray check` found: each problem on its own line, then the one-line summary."""
    out = console()
    for item in report["checks"]:
        for problem in item["problems"]:
            out.print(f"{item['name']}: {problem}", soft_wrap=True)
    out.print(report["summary"], soft_wrap=True)


def backup_made(made: BackupMade) -> None:
    lines(f"Backed up {made['ledger']} to {made['backup']} ({made['bytes']:,} bytes).")
