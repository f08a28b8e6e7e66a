"""Questions in players' own words answered from the rulebook: the question set in
``rule_questions.txt`` (grow it), synonyms, typos and the FTS5 index."""

from __future__ import annotations

from pathlib import Path

import pytest

from booray_ledger.api.rule_search import RuleIndex, load_synonyms, rule_index
from booray_ledger.api.rule_search_words import words_of
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


LANGUAGE_QUESTIONS = Path(__file__).with_name("rule_questions_languages.txt")


def language_questions() -> list[tuple[str, str, str]]:
    """The questions in the other languages: (language, the topic that must come first, question)."""
    lines = LANGUAGE_QUESTIONS.read_text(encoding="utf-8").splitlines()
    rows = [tuple(part.strip() for part in line.split("|")) for line in lines if line.strip() and line[0] != "#"]
    return [(row[0], row[1], row[2]) for row in rows]


def test_every_language_with_a_book_has_questions_of_its_own() -> None:
    asked = {lang for lang, _, _ in language_questions()}
    assert asked == set(rulebook.languages()) - {"en"}
    assert all(sum(1 for lang, _, _ in language_questions() if lang == code) >= 6 for code in asked)


@pytest.mark.parametrize(("lang", "topic", "question"), language_questions(), ids=lambda v: str(v)[:24])
def test_a_question_in_the_players_language_finds_the_right_section_of_its_book(
    lang: str, topic: str, question: str
) -> None:
    """Written with the words of that language's seed text and rulebook: the section answers,
    from that language's book (its index tokenises the language: Malayalam by trigrams)."""
    finding = rule_index(lang).ask(question)
    assert finding.answered, (question, finding)
    assert finding.topics[0] == topic, (question, finding)


def test_each_language_is_indexed_with_its_own_tokenizer_and_lists() -> None:
    assert rule_index("ml").speech.tokenizer == "trigram"
    for lang in ("mn", "sd", "ms", "ps"):
        assert rule_index(lang).speech.tokenizer.startswith("unicode61 remove_diacritics 2")
    assert rule_index("en").speech.tokenizer.startswith("porter")
    assert rule_index("fr") is rule_index("en")
    ml = {t.typed: t for t in rule_index("ml").read("ബിജുവിന് സമനില ആയാൽ എന്ത് സംഭവിക്കും")}
    assert list(ml) == ["സമനില"]  # a question word, and an example's name with its case ending, dropped


def test_non_latin_words_are_searched_not_dropped() -> None:
    """The old search read only [a-z0-9]: a question in Cyrillic or Arabic script found nothing."""
    for lang, question in (("mn", "тогоог хэн хожих вэ"), ("ps", "پوټ څوک ګټي"), ("ml", "പോട്ട് ആര് നേടും")):
        terms = rule_index(lang).read(question)
        assert terms, lang
        assert all(t.searched for t in terms), lang


def test_a_malayalam_word_is_found_inside_the_words_its_case_endings_make() -> None:
    """``പോട്ടിന്റെ`` (of the pot) is searched as ``പോട്ട``, inside every form of pot."""
    index = rule_index("ml")
    terms = {t.typed: t for t in index.read("പോട്ടിന്റെ പരിധി")}
    assert terms["പോട്ടിന്റെ"].searched == ("പോട്ട",)
    assert "പോട്ട" in index.text
    assert {"limit", "winning"} <= index._holders(("പോട്ട",))
