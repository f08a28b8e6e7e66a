"""The referee and the rulebook for people: one card judged, a whole hand audited, the rulebook
and the house rules in force (as a TOML file)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text

from booray_ledger.text.at_this_table import section_text
from booray_ledger.text.i18n import N_, Words, _, number, pgettext, say
from booray_ledger.text.render import console, rich_table, semicolons, styled
from booray_ledger.text.words import CommandHint, joined, listing, no_command

if TYPE_CHECKING:
    from rich.console import Console

    from booray_ledger.results.referee import HouseRulesReport, RuleAnswer, Rulebook, RuleTitle


RENEGES = {
    "follow": N_("failed to follow suit"),
    "trump": N_("failed to trump"),
    "head": N_("failed to head the trick"),
    "overtrump": N_("failed to overtrump"),
    "cinch": N_("cinch"),
}
"""Why a card is a renege (a :class:`~booray_ledger.rules.legality.Renege`, by its value), in words."""


def renege(reason: str) -> str:
    """``failed to follow suit``, ``failed to head the trick``, ..."""
    return _(RENEGES[reason])


def verdict(data: Mapping[str, Any]) -> None:
    """The referee's answer for one card."""
    out = console()
    if data["legal"]:
        said = Text(say("{card} is legal.", card=data["card"]), style="bold green")
    else:
        # Translators: {card} is a card, like 2C; {reason} the rule it breaks, like "failed to follow suit".
        said = Text(say("{card} is a renege: {reason}.", card=data["card"], reason=Words(renege(data["reason"]))),
                    style="bold red")  # fmt: skip
    out.print(said, legal_cards(data["legal_cards"], data["cinch"]))
    out.print(Text(judged_by(data["rules"]), style="dim"))


def legal_cards(cards: list[str], cinch: bool) -> str:
    """``Legal cards: AH, KH.``, and whether the player holds a cinch."""
    if not cards:
        return _("Legal cards: none (the player holds a cinch).") if cinch else _("Legal cards: none.")
    listed = Words(joined(cards))
    if cinch:
        return say("Legal cards: {cards} (the player holds a cinch).", cards=listed)
    return say("Legal cards: {cards}.", cards=listed)


def judged_by(source: Mapping[str, str]) -> str:
    """Where the rules judged by come from (a :class:`~booray_ledger.results.referee.RulesSource`):
    ``Judged by the house rules of night Fri.``, ``Judged by the classic preset.``,
    ``Judged by the house rules in friday.toml.``"""
    name = source["name"]
    if source["kind"] == "night":
        return say("Judged by the house rules of night {night}.", night=name)
    if source["kind"] == "file":
        # Translators: {path} is a house-rules file.
        return say("Judged by the house rules in {path}.", path=name)
    # Translators: {preset} is a preset's name: classic, pagat or simple.
    return say("Judged by the {preset} preset.", preset=Words(name))


def audit(data: Mapping[str, Any]) -> None:
    """A whole hand, trick by trick, then the reneges, tricks per player and the pot."""
    out = console()
    out.print(_tricks_table(data))
    if data["reneges"]:
        reneges = rich_table(_("Reneges"))
        reneges.add_column(pgettext("column", "trick"))
        reneges.add_column(pgettext("column", "player"))
        reneges.add_column(pgettext("column", "card"))
        reneges.add_column(pgettext("column", "rule broken"))
        reneges.add_column(pgettext("column", "legal cards"))
        for r in data["reneges"]:
            reneges.add_row(number(r["trick"]), r["player"], r["card"], renege(r["reason"]), " ".join(r["legal_cards"]))
        out.print(reneges)
    else:
        out.print(Text(_("No renege: every card was legal."), style="green"))
    # Translators: a player and the tricks they took.
    counts = [say("{player} {tricks}", player=p, tricks=n) for p, n in data["tricks_won"].items()]
    out.print(say("Tricks: {counts}", counts=Words(joined(counts))))
    out.print()
    from booray_ledger.text.hands import hand_result

    out.print(Text(_("What the hand pays among these players, from an empty pot:"), style="dim"))
    hand_result(None, data["result"], data["after"], _("Outcome:"))
    for line in next_hand(data["result"], data["after"]):
        out.print(f"  {line}")
    out.print(Text(judged_by(data["rules"]), style="dim"))


def _tricks_table(data: Mapping[str, Any]) -> Any:
    if data["dealer"]:
        # Translators: {trump} is the trump suit's letter, {dealer} who dealt.
        title = say("Trump {trump}; dealer {dealer}", trump=Words(data["trump"]), dealer=data["dealer"])
    else:
        title = say("Trump {trump}; dealer not given", trump=Words(data["trump"]))
    tricks = rich_table(title)
    tricks.add_column(pgettext("column", "trick"), justify="right")
    tricks.add_column(pgettext("column", "plays"))
    tricks.add_column(pgettext("column", "won by"))
    for t in data["tricks"]:
        # Translators: one play of a trick: who played, and the card.
        plays = [styled(_("{player} {card}"), "" if p["legal"] else "bold red", player=p["player"], card=Words(p["card"]))
                 for p in t["plays"]]  # fmt: skip
        tricks.add_row(number(t["number"]), Text("  ").join(plays), t["winner"])
    return tricks


EXEMPT_WHY = {
    "bourre": N_("{player} (bourré)"),
    "tied": N_("{player} (tied)"),
    "renege": N_("{player} (paid for a renege)"),
    "exempt": N_("{player} (exempt)"),
}
"""A player who owes no ante next hand, and why (rules step 6)."""


def next_hand(result: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Who owes no ante next hand and why, and who loses a turn to deal (rules step 6 and 7)."""
    leaders = set(result["played"]) if result["outcome"] == "tie" else set()
    if leaders:
        top = max(result["tricks"][p] for p in leaders)
        leaders = {p for p in leaders if result["tricks"][p] == top}
    why = {p: "bourre" for p in result["bourre"]} | {p: "tied" for p in leaders if p not in result["bourre"]}
    why |= {p: "renege" for p in result["reneged"] if p not in why}
    lines = []
    if after["exempt"]:
        exempt = [say(EXEMPT_WHY[why.get(p, "exempt")], player=p) for p in after["exempt"]]
        lines.append(say("no ante next hand: {players}", players=Words(joined(exempt))))
    if after["lost_deals"]:
        lines.append(say("loses the next turn to deal: {players}", players=Words(listing(after["lost_deals"]))))
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
        out.print(Text(say("House rules of night {night} are shown in place.", night=book["night"]), style="dim"))
    for s in book["sections"]:
        out.print()
        command = hint(f"rules {s['topic']}")
        # Translators: {command} is the command that shows this topic, kept as it is.
        topic = Text(say("({command})", command=Words(command)) if command else "", style="dim")
        out.print(Text(f"{s['title']}  ", style="bold underline"), topic)
        out.print(section_text(s), markup=False)


KIND_HEADINGS = {
    "summary": N_("Start here"),
    "rule": N_("Rules"),
    "example": N_("Worked examples"),
    "word": N_("Words"),
    "house_rule": N_("House rules"),
}
"""The index's groups, in the order shown."""


def rule_index(titles: list[RuleTitle], hint: CommandHint = no_command) -> None:
    """The one-screen index: every topic, grouped by kind, and how to ask (with the front end's
    commands, ``hint``, where it has them)."""
    out = console()
    for kind, heading in KIND_HEADINGS.items():
        topics = [t["topic"] for t in titles if t["kind"] == kind]
        # Translators: a group of the rulebook's topics, before the list of their names.
        label = Text(say("{heading}:", heading=Words(_(heading))), style="bold")
        out.print(label, joined(topics), sep="  ")
    out.print(Text(how_to_ask(hint), style="dim"))


def how_to_ask(hint: CommandHint = no_command) -> str:
    """The three ways to ask the rulebook, each with the front end's command for it."""
    own, topic, whole = hint("rules what if everyone passes"), hint("rules ties"), hint("rules --all")
    if own is None or topic is None or whole is None:
        return _("Ask in your own words, name a topic, or read the whole book.")
    # Translators: each {...} is a command to type, kept as it is.
    return say("Ask in your own words ({own}), name a topic ({topic}), or read the whole book ({whole}).",
               own=Words(own), topic=Words(topic), whole=Words(whole))  # fmt: skip


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
        # Translators: a word of a question as typed, and the word the search read it as.
        say("{typed} as {read_as}", typed=w["typed"], read_as=w["read_as"])
        for w in answer["read_as"]
        if w["typed"] != w["read_as"] and " " not in w["typed"]
    ]
    if corrected:
        out.print(Text(say("(read {words})", words=Words(joined(corrected))), style="dim"))
    _sections(out, {"night": answer["night"], "lang": answer["lang"], "sections": [section]}, hint)
    if others:
        out.print()
        out.print(Text(_("See also:"), style="bold"), semicolons([_title(t, hint) for t in others]), sep="  ")


def no_answer(answer: RuleAnswer) -> str:
    """The sentence for a question the rulebook cannot answer (the question quoted as typed)."""
    question = answer["question"]
    if "'" in question and '"' not in question:
        return say('The rulebook has no answer to "{question}".', question=question)
    return say("The rulebook has no answer to '{question}'.", question=question)


def closest(titles: list[RuleTitle], hint: CommandHint = no_command) -> str:
    """The closest topics offered instead of an answer."""
    return say("Closest topics: {titles}", titles=Words(semicolons([_title(t, hint) for t in titles])))


def _title(title: RuleTitle, hint: CommandHint) -> str:
    command = hint(f"rules {title['topic']}")
    if command is None:
        return title["title"]
    # Translators: a rulebook topic's title, and the command that shows it.
    return say("{title} ({command})", title=Words(title["title"]), command=Words(command))


def house_rules(report: HouseRulesReport) -> None:
    """The rules in force as a table written as TOML comments, then the TOML itself, so the
    whole output can be saved as a house-rules file."""
    out = console()
    rows, toml = report["rules"], report["toml"]
    if report["night"] is not None:
        title = say("# House rules of {night}", night=report["night"])
    else:
        # Translators: a comment line of a house-rules file; {preset} is a preset's name.
        title = say("# House rules of no night ({preset} preset)", preset=Words(report["preset"]))
    key, value = pgettext("column", "key"), pgettext("column", "value")
    width = max(len(k) for k in [*rows, key])
    lines = [title, f"# {key.ljust(width)}  {value}"]
    lines += [f"# {k.ljust(width)}  {'none' if v is None else v}" for k, v in rows.items()]
    out.print("\n".join(lines), markup=False, highlight=False)
    out.print(toml, markup=False, highlight=False, end="")
