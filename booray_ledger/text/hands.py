"""Hands for people: the summary after a hand (who won what, who paid what and why, the pot, who
deals next), a night's history table with every mark, voids and edits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text import nights
from booray_ledger.text.headlines import headline, note, transfer_reason
from booray_ledger.text.render import console, lines, rich_table, signed

if TYPE_CHECKING:
    from booray_ledger.results import BuyRecorded, HandEdited, HandRecorded, HandVoided, History


def hand_result(
    number: int | None, result: Mapping[str, Any], status: Mapping[str, Any] | None, title: str = "Hand"
) -> None:
    """After a hand: who won what, who paid what and why, the pot, who deals and antes next
    (built as one text and printed at once: the live table prints one after every hand)."""
    console().print(Text("\n").join(hand_result_lines(number, result, status, title)))


def hand_result_lines(
    number: int | None, result: Mapping[str, Any], status: Mapping[str, Any] | None, title: str = "Hand"
) -> list[Text]:
    """The lines :func:`hand_result` prints (the page shows them as they are, ``Text.plain``)."""
    tricks = result["tricks"]
    played = ", ".join(f"{p} {tricks[p]}" for p in result["played"]) or "nobody"
    passed = ", ".join(result["passed"]) or "nobody"
    heading = title if number is None else f"{title} {number}"
    lines = [Text.assemble((heading, "bold"), f" dealt by {result['dealer']}; pot at stake {result['p0']}")]
    lines.append(Text(f"  played: {played}   passed: {passed}"))
    for t in result["transfers"]:
        if t["kind"] != "ante":
            lines.append(Text.assemble("  ", signed(t["chips"]), " ", transfer_reason(t)))
    antes = [t for t in result["transfers"] if t["kind"] == "ante"]
    if antes:
        lines.append(Text(f"  antes: {', '.join(t['player'] + ' ' + str(-t['chips']) for t in antes)}"))
    lines += [Text(f"  {note(n)}") for n in result["notes"]]
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
    return lines


def history_table(history: History) -> None:
    """Every hand of the night, one line each with every mark (renege, corrected renege, out of
    turn, who actually dealt, forced), and the seat changes and payments in their place."""
    out = console()
    night, hands = history["night"], history["hands"]
    table = rich_table(f"{night}: hands")
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
            table.add_row("", "", Text(nights.night_event(event), style="italic"), *blank)

    for h in hands:
        events_until(h["number"] - 1)
        bought_before(h["number"])
        tricks = " ".join(f"{p} {h['tricks'][p]}" for p in h["played"])
        style = "dim strike" if h["voided"] else ""
        after = [" ".join(f"{p} {c}" for p, c in h.get("stacks", {}).items())] if stakes else []
        table.add_row(
            str(h["number"]), h["dealer"], tricks, ", ".join(h["passed"]), str(h["p0"]),
            headline(h, voided=h["voided"]), str(h["pot_after"]), "; ".join(hand_marks(h)), *after, style=style,
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
        marks.append(f"dealt by {h['dealer']} (named with the hand)")
    if h.get("up"):
        marks.append(f"turned {h['up']}")
    if h.get("forced"):
        marks.append("forced past a rule check")
    return marks


def hand_recorded(recorded: HandRecorded) -> None:
    hand_result(recorded["hand"], recorded["result"], recorded["status"])


PREVIEW_HEADING = "Dry run: nothing was recorded. Recorded now, this hand would do:"
"""The line above a dry run's hand, on every front end."""


def hand_preview(preview: HandRecorded) -> None:
    """A dry run: what the hand would do, in the words recording it prints, under a line
    saying that nothing was recorded."""
    console().print(Text(PREVIEW_HEADING, style="bold"))
    hand_result(preview["hand"], preview["result"], preview["status"])


def preview_lines(preview: HandRecorded) -> list[str]:
    """A dry run as plain lines (the scorekeeper's page): the heading, then the hand's lines."""
    return [
        PREVIEW_HEADING,
        *(t.plain for t in hand_result_lines(preview["hand"], preview["result"], preview["status"])),
    ]


def bought(done: BuyRecorded) -> None:
    """After a buy-in: the player's stack and what they have bought tonight."""
    lines(
        f"{done['player']} buys {done['chips']} chips: stack {done['stack']}, bought {done['bought']} tonight "
        f"(result so far {done['stack'] - done['bought']:+d})."
    )


def hand_voided(done: HandVoided) -> None:
    status = done["status"]
    if done.get("ended"):
        lines(f"Hand {done['voided']} voided: its chips went back.", *ended_night_settled(done))
        return
    lines(f"Hand {done['voided']} voided: its chips went back. Pot now {status['pot']}; {status['dealer']} deals next.")


def hand_edited(done: HandEdited) -> None:
    shown = done["hands"]
    ended = bool(done.get("ended"))
    for i, h in enumerate(shown):
        status = done["status"] if i == len(shown) - 1 and not ended else None
        hand_result(h["hand"], h["result"], status, "Edited hand" if h["hand"] == done["edited"] else "Re-settled hand")
    if ended:
        lines(*ended_night_settled(done))


def ended_night_settled(done: HandEdited | HandVoided) -> list[str]:
    """After an edit or void in an ended night: its end settled again, and each later night
    settled again because the pot carried into it changed."""
    said = [
        f"{done['status']['night']} has ended: its end is settled again on the new pot; settle-up and exports follow."
    ]
    said += [
        f"{later} took in the pot it carried: every hand of {later} is settled again."
        for later in done.get("settled_again", [])
    ]
    return said
