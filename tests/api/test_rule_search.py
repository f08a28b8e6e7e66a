"""Questions in players' own words answered from the rulebook: the question set in
``rule_questions.txt`` (grow it), synonyms, typos and the FTS5 index."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api.rule_search import RuleIndex, load_synonyms, rule_index, words_of
from booray_ledger.rules import rulebook

QUESTIONS = Path(__file__).with_name("rule_questions.txt")


def questions() -> list[tuple[tuple[str, ...], str]]:
    """The question set: the topics that may come first ("-": no answer), and the question."""
    found = []
    for line in QUESTIONS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            topics, _, question = line.partition("|")
            found.append((tuple(topics.strip().split(",")), question.strip()))
    return found


ANSWERED = [(topics, q) for topics, q in questions() if topics != ("-",)]
UNANSWERED = [q for topics, q in questions() if topics == ("-",)]


def test_the_question_set_holds_forty_questions_and_ten_without_an_answer() -> None:
    assert len(ANSWERED) >= 40
    assert len(UNANSWERED) >= 10
    for topics, _ in ANSWERED:
        assert set(topics) <= set(rulebook.BY_TOPIC), topics


@pytest.mark.parametrize(("topics", "question"), ANSWERED, ids=[q for _, q in ANSWERED])
def test_a_players_question_finds_the_right_section_first(topics: tuple[str, ...], question: str) -> None:
    finding = rule_index().ask(question)
    assert finding.answered, question
    assert finding.topics[0] in topics


@pytest.mark.parametrize("question", UNANSWERED)
def test_a_question_the_book_cannot_answer_says_so_and_offers_the_closest_topics(question: str) -> None:
    finding = rule_index().ask(question)
    assert finding.answered is False
    assert len(finding.topics) == 3
    assert set(finding.topics) <= set(rulebook.BY_TOPIC)


def test_synonyms_typos_and_stopwords_are_read_as_the_books_words() -> None:
    terms = {
        t.typed: t for t in rule_index().read("what if Joe got booray'd after a renig, evryone foldd", names=["Joe"])
    }
    assert list(terms) == ["boorayd", "renig", "evryone", "foldd"]
    assert "bourre" in terms["boorayd"].searched
    assert "renege" in terms["renig"].searched
    assert terms["evryone"].read_as == "everyone"
    assert terms["foldd"].read_as == "folded"
    assert "pass" in terms["foldd"].searched


def test_a_phrase_is_read_with_words_between_and_numbers_as_words() -> None:
    terms = {t.typed: t for t in rule_index().read("why doesnt Cat have to ante with 4 cards")}
    assert terms["doesnt have to ante"].read_as == "exempt"
    assert terms["4"].searched[0] == "four"
    assert "4" not in terms["4"].searched


def test_the_synonym_list_reads_word_for_word_and_ignores_comments() -> None:
    synonyms = load_synonyms("# a comment = no\npass = fold, drop\nbourré = booray'd, no trick\n")
    assert synonyms == {"fold": ("pass",), "drop": ("pass",), "boorayd": ("bourre",), "no trick": ("bourre",)}
    assert words_of("Booray'd, BOURRÉ!") == ["boorayd", "bourre"]


def test_the_index_ranks_by_bm25_with_headings_first() -> None:
    """A small book: the section whose heading holds the word comes before one that mentions it."""
    from booray_ledger.rules.rulebook_section import Section

    index = RuleIndex(
        [Section("a", "Other things", "The cinch is mentioned here."), Section("b", "The cinch", "Text.")], {}
    )
    finding = index.ask("cinch")
    assert finding.topics == ("b", "a")
    assert finding.answered
