"""The library's answers that need no ledger: the referee and the rulebook.

These never import SQLAlchemy or SQLModel, so a command that only asks a rule question starts
fast. The house rules of the current night are read with the standard library
(:mod:`booray_ledger.ledger.read.night_rules`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from booray_ledger.errors import DatabaseError, ErrorCode, UsageError
from booray_ledger.results.referee import (
    AuditNext,
    AuditReport,
    HouseRulesReport,
    PlayData,
    RuleAnswer,
    Rulebook,
    RuleSection,
    RulesSource,
    RuleTitle,
    VerdictData,
)
from booray_ledger.rules import house, rulebook
from booray_ledger.rules.audit import Audit
from booray_ledger.rules.handfacts import with_facts
from booray_ledger.rules.house import HouseRules
from booray_ledger.rules.payout.data import result_data
from booray_ledger.rules.rulebook_section import Section

if TYPE_CHECKING:
    from booray_ledger.ledger.store.target import Target

MAX_TRICKS_WON = 5


def rules_in_force(
    db: str | Path | None, spec: str | None = None, night: str | None = None
) -> tuple[RulesSource, HouseRules]:
    """The rules to judge by and where they come from: ``spec`` (a preset or a .toml file), else
    the named or current night's rules in the ledger at ``db``, else ``classic``."""
    if spec is not None:
        rules = house.load(spec)
        if spec.strip().lower() in house.PRESETS:
            return {"kind": "preset", "name": spec.strip().lower()}, rules
        return {"kind": "file", "name": spec}, rules
    name, rules = in_force(db, night)
    return (night_rules_source(name) if name else {"kind": "preset", "name": house.DEFAULT_PRESET}), rules


def night_rules_source(night: str) -> RulesSource:
    """The house rules of the night ``night`` as a source of rules."""
    return {"kind": "night", "name": night}


def house_rules(spec: str, **overrides: object) -> HouseRules:
    """The house rules of a preset name or a TOML file (``spec``),
    with each override that is not None applied (``ante=2``, ``pot_limit=25``, ...)."""
    from booray_ledger.rules import house

    return house.load(spec).replace(**{k: v for k, v in overrides.items() if v is not None})


def in_force(db: str | Path | Target | None, night: str | None = None) -> tuple[str | None, HouseRules]:
    """The one definition of the rules in force: the named night's, else the current night's in
    the ledger at ``db``, with that night's name; with no night, the default preset and ``None``."""
    found = None
    if db is not None:
        from booray_ledger.ledger.read.night_rules import night_rules

        try:
            found = night_rules(db, night)
        except DatabaseError:
            if night is not None:
                raise
    if found is None:
        return None, house.PRESETS[house.DEFAULT_PRESET]
    return found[0], house.from_mapping(found[1])


def judge_play(
    *,
    trump: str,
    hand: str,
    card: str,
    rules: tuple[RulesSource, HouseRules],
    trick: str = "",
    won: int = 0,
    seen: str = "",
    last: bool = False,
) -> VerdictData:
    """Is ``card`` legal from ``hand`` with ``trick`` on the table? If not, the rule it breaks."""
    from booray_ledger.rules.cards import card as parse_card
    from booray_ledger.rules.cards import cards, suit
    from booray_ledger.rules.legality import Situation, judge

    if not 0 <= won <= MAX_TRICKS_WON:
        raise UsageError(ErrorCode.TRICKS_WON_OUT_OF_RANGE, won=won, most=MAX_TRICKS_WON)
    source, house_rules = rules
    situation = Situation(
        hand=cards(hand), trump=suit(trump), trick=cards(trick), won=won, seen=frozenset(cards(seen)), last=last
    )
    verdict = judge(situation, parse_card(card), house_rules)
    return {
        "card": str(verdict.card),
        "legal": verdict.legal,
        "reason": verdict.reason.value if verdict.reason else None,
        "reason_code": verdict.reason.name.lower() if verdict.reason else None,
        "legal_cards": [str(c) for c in verdict.legal_cards],
        "cinch": verdict.cinch,
        "rules": source,
    }


def read_trick_log(path: Path) -> str:
    """The text of a trick log file; a clear error when it cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise UsageError(ErrorCode.TRICK_LOG_UNREADABLE, path=str(path)) from None


def audit_trick_log(
    text: str, rules: tuple[RulesSource, HouseRules], source: str | None = None
) -> tuple[Audit, AuditReport]:
    """Judge a whole hand from its trick log: the audit itself and its report."""
    from booray_ledger.rules.audit import audit, parse_log

    result = audit(parse_log(text, source=source), rules[1])
    return result, audit_report(result, rules[0])


def audit_report(result: Audit, source: RulesSource) -> AuditReport:
    """An audit as JSON-ready data."""
    plays: list[PlayData] = [
        {
            "trick": p.trick,
            "player": p.player,
            "card": str(p.card),
            "legal": p.legal,
            "reason": p.reason.value if p.reason else None,
            "legal_cards": [str(c) for c in p.legal_cards],
            "cinch": p.cinch,
        }
        for p in result.plays
    ]
    return {
        "rules": source,
        "trump": result.log.trump,
        "dealer": result.log.dealer,
        "players": list(result.log.players),
        "tricks": [
            {"number": i + 1, "plays": [p for p in plays if p["trick"] == i + 1], "winner": w}
            for i, w in enumerate(result.trick_winners)
        ],
        "reneges": [p for p in plays if not p["legal"]],
        "tricks_won": dict(result.tricks_won),
        "outcome": result.outcome,
        "pot_winners": list(result.pot_winners),
        "result": with_facts(result_data(result.payout, result.hand)),  # type: ignore[typeddict-item]
        "after": audit_after(result),
    }


def audit_after(result: Audit) -> AuditNext:
    """The table after an audited hand, among the log's players (rules steps 6 and 7)."""
    from booray_ledger.rules.seating import Table, antes_due, next_dealer

    table, state = Table(result.log.players), result.payout.state
    dealer, _ = next_dealer(table, state)
    return {
        "pot": state.pot,
        "dealer": dealer,
        "antes_due": antes_due(table, state, result.rules),
        "exempt": list(state.exempt),
        "lost_deals": list(state.lost_deals),
    }


def read_rulebook(
    db: str | Path | None, topic: str | None = None, search: str | None = None, lang: str = rulebook.ENGLISH
) -> Rulebook:
    """Rulebook sections (one topic, those matching every search word, or all) from the book of
    ``lang`` (English when that language has none), each saying how the current night's house
    rules apply when a night is open."""
    name, rules = in_force(db)
    book = rulebook.book(lang)
    if search:
        sections = book.search(search)
    elif topic:
        sections = [book.section(topic)]
    else:
        sections = list(book.sections)
    return {"night": name, "lang": book.lang, "sections": [rule_section(s, rules if name else None) for s in sections]}


def rule_section(section: Section, rules: HouseRules | None) -> RuleSection:
    """One section as data: its text and house convention, and the house-rule notes that apply
    with the night's ``rules`` (when a night is open)."""
    return {"topic": section.topic, "title": section.title, "kind": section.kind.value, "text": section.render(),
            "convention": section.render_convention(), "notes": list(section.notes),
            "house_rules": rules.to_dict() if rules is not None else None}  # fmt: skip


def rule_title(section: Section) -> RuleTitle:
    """A section's topic, title and kind (the index, the next best answers)."""
    return {"topic": section.topic, "title": section.title, "kind": section.kind.value}


def ask_rulebook(
    db: str | Path | Target | None,
    question: str,
    names: tuple[str, ...] = (),
    night: str | None = None,
    lang: str = rulebook.ENGLISH,
) -> RuleAnswer:
    """The rulebook's answer to a question in a player's own words (or a topic name, which
    goes straight to its section), from the book of ``lang`` (English when that language has
    none): the best section with the night's house rules applied, then the next two titles;
    when nothing answers it, no section and the three closest titles. ``names`` are the table's
    players, not words of the question; ``night`` the night whose house rules apply (default:
    the current one)."""
    from booray_ledger.api.rule_search import rule_index

    night, rules = in_force(db, night)
    book = rulebook.book(lang)
    topic = book.find_topic(question) if len(question.split()) == 1 else None
    # A topic's name is an English word: another language's book finds the next best by its title.
    asked = topic.title if topic is not None and book.lang != rulebook.ENGLISH else question
    finding = rule_index(book.lang).ask(asked, names=names)
    ranked = [book.by_topic[t] for t in finding.topics if topic is None or t != topic.topic]
    best = topic or (ranked.pop(0) if finding.answered else None)
    return {
        "night": night,
        "lang": book.lang,
        "question": question,
        "answered": best is not None,
        "by_topic": topic is not None,
        "section": rule_section(best, rules if night else None) if best else None,
        "next": [rule_title(s) for s in ranked[: 2 if best else 3]],
        "read_as": [{"typed": t.typed, "read_as": t.read_as, "searched": list(t.searched)} for t in finding.terms],
    }


def rulebook_index(lang: str = rulebook.ENGLISH) -> list[RuleTitle]:
    """Every section's topic, title and kind, in the book's order (the book of ``lang``)."""
    return [rule_title(s) for s in rulebook.book(lang).sections]


def house_rules_report(db: str | Path | None, night: str | None = None) -> HouseRulesReport:
    """The house rules in force (the named or current night's, else classic), as data and TOML."""
    name, rules = in_force(db, night)
    return {
        "night": name,
        "preset": None if name else house.DEFAULT_PRESET,
        "rules": rules.to_dict(),
        "toml": house.to_toml(rules),
    }
