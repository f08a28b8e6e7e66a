"""Hands for people: the summary after a hand (who won what, who paid what and why, the pot, who
deals next), a night's history table with every mark, voids and edits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text import nights
from booray_ledger.text.headlines import clauses, headline, joined, names, note, scored, transfer_reason
from booray_ledger.text.i18n import N_, Words, _, digits, isolate, number, pgettext, say, say_plural
from booray_ledger.text.render import console, lines, rich_table, signed

if TYPE_CHECKING:
    from booray_ledger.results import BuyRecorded, HandEdited, HandRecorded, HandSummary, HandVoided, History

HAND_TITLE = N_("Hand {number}")
"""The heading of the summary after a hand (an edit's has its own: :func:`hand_edited`)."""


def hand_result(
    number: int | None, result: Mapping[str, Any], status: Mapping[str, Any] | None, title: str = HAND_TITLE
) -> None:
    """After a hand: who won what, who paid what and why, the pot, who deals and antes next
    (built as one text and printed at once: the live table prints one after every hand)."""
    console().print(Text("\n").join(hand_result_lines(number, result, status, title)))


def hand_result_lines(
    number: int | None, result: Mapping[str, Any], status: Mapping[str, Any] | None, title: str = HAND_TITLE
) -> list[Text]:
    """The lines :func:`hand_result` prints (the page shows them as they are, ``Text.plain``);
    ``title`` is an English message, with ``{number}`` when there is a hand number."""
    tricks = result["tricks"]
    nobody = _("nobody")
    played = joined((scored(p, tricks[p]) for p in result["played"]), nobody)
    heading = _(title) if number is None else say(title, number=number)
    # Translators: the first line after a hand: {heading} is "Hand 7"; {dealer} a player; {pot} chips.
    first = say("{heading} dealt by {dealer}; pot at stake {pot}", heading=Words(heading), dealer=result["dealer"],
                pot=result["p0"])  # fmt: skip
    lines = [_styled(first, (heading, "bold"))]
    lines.append(Text("  " + say("played: {played}   passed: {passed}", played=played,
                                 passed=names(result["passed"], nobody))))  # fmt: skip
    for t in result["transfers"]:
        if t["kind"] != "ante":
            lines.append(Text.assemble("  ", signed(t["chips"]), " ", transfer_reason(t)))
    antes = [t for t in result["transfers"] if t["kind"] == "ante"]
    if antes:
        paid = joined(scored(t["player"], -t["chips"]) for t in antes)
        lines.append(Text("  " + say("antes: {antes}", antes=paid)))
    lines += [Text(f"  {note(n)}") for n in result["notes"]]
    if status is None:
        lines.append(Text("  " + say("pot after: {pot}", pot=result["pot_after"])))
        return lines
    return [*lines, *_status_lines(status, nobody)]


def _status_lines(status: Mapping[str, Any], nobody: str) -> list[Text]:
    """The pot now (bold, its chips bold yellow), who deals and who antes next; the stacks."""
    pot = number(status["pot"])
    now = say("pot now {pot}", pot=Words(pot))
    owing = joined((scored(p, c) for p, c in status["antes_due"].items() if c), nobody)
    line = clauses([now, say("{player} deals next", player=status["dealer"]), say("antes next: {antes}", antes=owing)])
    said = [_styled(f"  {line}", (now, "bold"), (pot, "bold yellow"))]
    if "stacks" in status:
        stacks = joined(scored(p, c) for p, c in status["stacks"].items())
        said.append(Text("  " + say("stacks: {stacks}", stacks=stacks)))
    return said


def _styled(line: str, *parts: tuple[str, str]) -> Text:
    """``line`` with each of its ``parts`` (a text it says, and a style) in its style: the first
    place the line says it, from where the part before was found (a translation may move it)."""
    text, at = Text(line), 0
    for part, style in parts:
        found = line.find(part, at)
        if found >= 0 and part:
            text.stylize(style, found, found + len(part))
            at = found
    return text


def history_columns() -> list[tuple[str, str]]:
    """The history table's column headers in the language speaking, and how each is justified."""
    return [
        (pgettext("column", "#"), "right"), (pgettext("column", "dealer"), "left"),
        (pgettext("column", "tricks"), "left"), (pgettext("column", "passed"), "left"),
        (pgettext("column", "at stake"), "right"), (pgettext("column", "result"), "left"),
        (pgettext("column", "pot after"), "right"), (pgettext("column", "marks"), "left"),
    ]  # fmt: skip


def history_table(history: History) -> None:
    """Every hand of the night, one line each with every mark (renege, corrected renege, out of
    turn, who actually dealt, forced), and the seat changes and payments in their place."""
    out = console()
    night, hands = history["night"], history["hands"]
    table = rich_table(say("{night}: hands", night=night))
    for column, justify in history_columns():
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    stakes = "buy_ins" in history
    if stakes:
        table.add_column(pgettext("column", "stacks after"))
    buys = list(history.get("buy_ins", []))
    events = list(history.get("events", []))
    blank = [""] * (len(table.columns) - 3)

    def bought_before(number: int | None) -> None:
        now = [b for b in buys if number is None or b["after_hand"] < number]
        if now:
            text = say("bought: {buys}", buys=joined(scored(b["player"], b["chips"]) for b in now))
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
        table.add_row(*history_row(h, stakes), style="dim strike" if h["voided"] else "")
    events_until(10**9)
    bought_before(None)
    out.print(table)


def history_row(h: HandSummary, stakes: bool) -> list[str]:
    """One hand's cells in the history table (the stacks after it under table stakes)."""
    tricks = " ".join(scored(p, h["tricks"][p]) for p in h["played"])
    after = [" ".join(scored(p, c) for p, c in h.get("stacks", {}).items())] if stakes else []
    return [
        number(h["number"]), isolate(h["dealer"]), tricks, names(h["passed"]), number(h["p0"]),
        headline(h, voided=h["voided"]), number(h["pot_after"]), clauses(hand_marks(h)), *after,
    ]  # fmt: skip


def hand_marks(h: Mapping[str, Any]) -> list[str]:
    """Every mark recorded on a hand, in people's words."""
    marks = []
    if h.get("reneged"):
        marks.append(say("renege: {players}", players=names(h["reneged"])))
    if h.get("corrected"):
        marks.append(say("corrected renege: {players}", players=names(h["corrected"])))
    if h.get("out_of_turn"):
        # Translators: the players who declared out of turn in a hand.
        marks.append(say("out of turn: {players}", players=names(h["out_of_turn"])))
    if h.get("dealer_given"):
        # Translators: {dealer} dealt the hand, as the line recording it said (not the turn's dealer).
        marks.append(say("dealt by {dealer} (named with the hand)", dealer=h["dealer"]))
    if h.get("up"):
        # Translators: {card} is the card turned up for trump, like AS (ace of spades).
        marks.append(say("turned {card}", card=h["up"]))
    if h.get("forced"):
        marks.append(_("forced past a rule check"))
    return marks


def hand_recorded(recorded: HandRecorded) -> None:
    hand_result(recorded["hand"], recorded["result"], recorded["status"])


PREVIEW_HEADING = N_("Dry run: nothing was recorded. Recorded now, this hand would do:")
"""The line above a dry run's hand, on every front end (translated when shown)."""


def hand_preview(preview: HandRecorded) -> None:
    """A dry run: what the hand would do, in the words recording it prints, under a line
    saying that nothing was recorded."""
    console().print(Text(_(PREVIEW_HEADING), style="bold"))
    hand_result(preview["hand"], preview["result"], preview["status"])


def preview_lines(preview: HandRecorded) -> list[str]:
    """A dry run as plain lines (the scorekeeper's page): the heading, then the hand's lines."""
    return [
        _(PREVIEW_HEADING),
        *(t.plain for t in hand_result_lines(preview["hand"], preview["result"], preview["status"])),
    ]


def bought(done: BuyRecorded) -> None:
    """After a buy-in: the player's stack and what they have bought tonight."""
    result = Words(digits(f"{done['stack'] - done['bought']:+d}"))
    lines(
        say_plural(
            # Translators: {player} buys {n} chips; {stack}: their chips now; {bought}: all bought tonight; {result}: signed, like +3.
            "{player} buys {n} chip: stack {stack}, bought {bought} tonight (result so far {result}).",
            "{player} buys {n} chips: stack {stack}, bought {bought} tonight (result so far {result}).",
            done["chips"],
            player=done["player"],
            stack=done["stack"],
            bought=done["bought"],
            result=result,
        )
    )


def hand_voided(done: HandVoided) -> None:
    status = done["status"]
    if done.get("ended"):
        lines(say("Hand {number} voided: its chips went back.", number=done["voided"]), *ended_night_settled(done))
        return
    lines(
        say(
            "Hand {number} voided: its chips went back. Pot now {pot}; {dealer} deals next.",
            number=done["voided"],
            pot=status["pot"],
            dealer=status["dealer"],
        )
    )


EDITED_TITLE, RESETTLED_TITLE = N_("Edited hand {number}"), N_("Re-settled hand {number}")
"""The headings after an edit: the hand edited, and each later hand settled again after it."""


def hand_edited(done: HandEdited) -> None:
    shown = done["hands"]
    ended = bool(done.get("ended"))
    for i, h in enumerate(shown):
        status = done["status"] if i == len(shown) - 1 and not ended else None
        hand_result(h["hand"], h["result"], status, EDITED_TITLE if h["hand"] == done["edited"] else RESETTLED_TITLE)
    if ended:
        lines(*ended_night_settled(done))


def ended_night_settled(done: HandEdited | HandVoided) -> list[str]:
    """After an edit or void in an ended night: its end settled again, and each later night
    settled again because the pot carried into it changed."""
    said = [
        say(
            "{night} has ended: its end is settled again on the new pot; settle-up and exports follow.",
            night=done["status"]["night"],
        )
    ]
    said += [
        # Translators: {night} is a later night of the group, whose pot carried in from the night edited changed.
        say("{night} took in the pot it carried: every hand of {night} is settled again.", night=later)
        for later in done.get("settled_again", [])
    ]
    return said
