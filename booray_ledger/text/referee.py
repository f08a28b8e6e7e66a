"""The referee and the rulebook for people: one card judged, a whole hand audited, the rulebook
and the house rules in force (as a TOML file)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text.at_this_table import section_text
from booray_ledger.text.render import console, rich_table
from booray_ledger.text.words import CommandHint, hinted, no_command

if TYPE_CHECKING:
    from rich.console import Console

    from booray_ledger.results.referee import HouseRulesReport, RuleAnswer, Rulebook, RuleTitle


RENEGES = {
    "follow": "failed to follow suit",
    "trump": "failed to trump",
    "head": "failed to head the trick",
    "overtrump": "failed to overtrump",
    "cinch": "cinch",
}
"""Why a card is a renege (a :class:`~booray_ledger.rules.legality.Renege`, by its value), in words."""


def renege(reason: str) -> str:
    """``failed to follow suit``, ``failed to head the trick``, ..."""
    return RENEGES[reason]


def verdict(data: Mapping[str, Any]) -> None:
    """The referee's answer for one card."""
    out = console()
    legal = ", ".join(data["legal_cards"]) or "none"
    cinch = " (the player holds a cinch)" if data["cinch"] else ""
    if data["legal"]:
        out.print(Text(f"{data['card']} is legal.", style="bold green"), f"Legal cards: {legal}{cinch}.")
    else:
        out.print(
            Text(f"{data['card']} is a renege: {renege(data['reason'])}.", style="bold red"),
            f"Legal cards: {legal}{cinch}.",
        )
    out.print(Text(judged_by(data["rules"]), style="dim"))


def judged_by(source: Mapping[str, str]) -> str:
    """Where the rules judged by come from (a :class:`~booray_ledger.results.referee.RulesSource`):
    ``Judged by the house rules of night Fri.``, ``Judged by the classic preset.``,
    ``Judged by the house rules in friday.toml.``"""
    name = source["name"]
    if source["kind"] == "night":
        return f"Judged by the house rules of night {name}."
    if source["kind"] == "file":
        return f"Judged by the house rules in {name}."
    return f"Judged by the {name} preset."


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
            reneges.add_row(str(r["trick"]), r["player"], r["card"], renege(r["reason"]), " ".join(r["legal_cards"]))
        out.print(reneges)
    else:
        out.print(Text("No renege: every card was legal.", style="green"))
    counts = ", ".join(f"{p} {n}" for p, n in data["tricks_won"].items())
    out.print(f"Tricks: {counts}")
    out.print()
    from booray_ledger.text.hands import hand_result

    out.print(Text("What the hand pays among these players, from an empty pot:", style="dim"))
    hand_result(None, data["result"], data["after"], "Outcome:")
    for line in next_hand(data["result"], data["after"]):
        out.print(f"  {line}")
    out.print(Text(judged_by(data["rules"]), style="dim"))


def next_hand(result: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Who owes no ante next hand and why, and who loses a turn to deal (rules step 6 and 7)."""
    leaders = set(result["played"]) if result["outcome"] == "tie" else set()
    if leaders:
        top = max(result["tricks"][p] for p in leaders)
        leaders = {p for p in leaders if result["tricks"][p] == top}
    why = {p: "bourré" for p in result["bourre"]} | {p: "tied" for p in leaders if p not in result["bourre"]}
    why |= {p: "paid for a renege" for p in result["reneged"] if p not in why}
    lines = []
    if after["exempt"]:
        lines.append("no ante next hand: " + ", ".join(f"{p} ({why.get(p, 'exempt')})" for p in after["exempt"]))
    if after["lost_deals"]:
        lines.append("loses the next turn to deal: " + ", ".join(after["lost_deals"]))
    return lines


def rulebook(book: Rulebook, hint: CommandHint = no_command) -> None:
    """Rulebook sections, each under its title and the front end's command for its topic
    (``hint``); the whole book goes through the pager (``PAGER``) when printed on a terminal."""
    out = console()
    if len(book["sections"]) > 1 and out.is_terminal:
        with out.pager(styles=True):
            _sections(out, book, hint)
    else:
        _sections(out, book, hint)


def _sections(out: Console, book: Rulebook, hint: CommandHint) -> None:
    if book["night"]:
        out.print(Text(f"House rules of night {book['night']} are shown in place.", style="dim"))
    for s in book["sections"]:
        out.print()
        topic = Text(hinted(hint, f"rules {s['topic']}", "({})"), style="dim")
        out.print(Text(f"{s['title']}  ", style="bold underline"), topic)
        out.print(section_text(s), markup=False)


KIND_HEADINGS = {
    "summary": "Start here",
    "rule": "Rules",
    "example": "Worked examples",
    "word": "Words",
    "house_rule": "House rules",
}
"""The index's groups, in the order shown."""


def rule_index(titles: list[RuleTitle], hint: CommandHint = no_command) -> None:
    """The one-screen index: every topic, grouped by kind, and how to ask (with the front end's
    commands, ``hint``, where it has them)."""
    out = console()
    for kind, heading in KIND_HEADINGS.items():
        topics = ", ".join(t["topic"] for t in titles if t["kind"] == kind)
        out.print(Text(f"{heading}: ", style="bold"), topics)
    out.print(Text(how_to_ask(hint), style="dim"))


def how_to_ask(hint: CommandHint = no_command) -> str:
    """The three ways to ask the rulebook, each with the front end's command for it."""
    own_words = hinted(hint, "rules what if everyone passes")
    return (f"Ask in your own words{own_words}, name a topic{hinted(hint, 'rules ties')}, "
            f"or read the whole book{hinted(hint, 'rules --all')}.")  # fmt: skip


def rule_answer(answer: RuleAnswer, hint: CommandHint = no_command) -> None:
    """The section that answers a question, then the next two titles; or that the book has no
    answer, and the closest topics (each with the front end's command for it, ``hint``)."""
    out = console()
    section, others = answer["section"], answer["next"]
    if section is None:
        out.print(Text(no_answer(answer), style="bold"))
        if others:
            out.print(closest(others, hint))
        return
    corrected = [
        f"{w['typed']} as {w['read_as']}"
        for w in answer["read_as"]
        if w["typed"] != w["read_as"] and " " not in w["typed"]
    ]
    if corrected:
        out.print(Text(f"(read {', '.join(corrected)})", style="dim"))
    _sections(out, {"night": answer["night"], "lang": answer["lang"], "sections": [section]}, hint)
    if others:
        out.print()
        out.print(Text("See also: ", style="bold"), "; ".join(_title(t, hint) for t in others))


def no_answer(answer: RuleAnswer) -> str:
    """The sentence for a question the rulebook cannot answer."""
    return f"The rulebook has no answer to {answer['question']!r}."


def closest(titles: list[RuleTitle], hint: CommandHint = no_command) -> str:
    """The closest topics offered instead of an answer."""
    return "Closest topics: " + "; ".join(_title(t, hint) for t in titles)


def _title(title: RuleTitle, hint: CommandHint) -> str:
    return title["title"] + hinted(hint, f"rules {title['topic']}")


def house_rules(report: HouseRulesReport) -> None:
    """The rules in force as a table written as TOML comments, then the TOML itself, so the
    whole output can be saved as a house-rules file."""
    out = console()
    rows, toml = report["rules"], report["toml"]
    source = report["night"] if report["night"] is not None else f"no night ({report['preset']} preset)"
    width = max(len(k) for k in rows)
    lines = [f"# House rules of {source}", f"# {'key'.ljust(width)}  value"]
    lines += [f"# {k.ljust(width)}  {'none' if v is None else v}" for k, v in rows.items()]
    out.print("\n".join(lines), markup=False, highlight=False)
    out.print(toml, markup=False, highlight=False, end="")
