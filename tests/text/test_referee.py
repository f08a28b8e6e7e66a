"""The referee and the rulebook for people."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from booray_ledger.api.reference import house_rules_report, judge_play
from booray_ledger.results.referee import RulesSource
from booray_ledger.rules import house
from booray_ledger.text import referee
from tests.pseudo import english_left, speaking_pseudo


def test_the_house_rules_print_as_a_toml_file_that_reads_back(capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: keys. The printed rules, comments and all, are a house-rules file."""
    referee.house_rules(house_rules_report(None))
    out = capsys.readouterr().out
    assert out.startswith("# House rules of no night (classic preset)")
    assert house.from_mapping(tomllib.loads(out)) == house.PRESETS["classic"]


def test_a_renege_is_named_with_the_rule_it_breaks(capsys: pytest.CaptureFixture[str]) -> None:
    """rulebook topic: renege. A player who can follow suit must."""
    rules = (RulesSource(kind="preset", name="classic"), house.PRESETS["classic"])
    referee.verdict(judge_play(trump="S", hand="AH 2C", card="2C", trick="KH", rules=rules))
    out = capsys.readouterr().out
    assert out.startswith("2C is a renege: failed to follow suit.")
    assert "Legal cards: AH." in out


def test_every_renege_has_its_words() -> None:
    """rulebook topic: renege."""
    from booray_ledger.rules.legality import Renege

    assert set(referee.RENEGES) == {r.value for r in Renege}
    assert referee.renege(Renege.HEAD.value) == "failed to head the trick"


def test_the_rulebook_names_the_front_ends_own_command_and_none_on_the_board() -> None:
    """The wording package writes no command syntax: each front end gives its own form."""
    from booray_ledger.cli.common import terminal_command
    from booray_ledger.prompt.commands import prompt_command
    from booray_ledger.text.words import no_command

    titles = [{"kind": "rule", "topic": "ties", "title": "Ties and split pots"}]
    expected = {
        terminal_command: "Closest topics: Ties and split pots (booray rules ties)",
        prompt_command: "Closest topics: Ties and split pots (rules ties)",
        no_command: "Closest topics: Ties and split pots",
    }
    for hint, said in expected.items():
        assert referee.closest(titles, hint) == said  # type: ignore[arg-type]
    assert referee.how_to_ask(prompt_command) == (
        "Ask in your own words (rules what if everyone passes), name a topic (rules ties), "
        "or read the whole book (rules --all)."
    )
    assert referee.how_to_ask() == "Ask in your own words, name a topic, or read the whole book."


def test_where_the_rules_come_from_is_worded_here() -> None:
    """The referee returns where its rules come from as a kind and a name; the words are made here."""
    assert referee.judged_by({"kind": "night", "name": "Fri"}) == "Judged by the house rules of night Fri."
    assert referee.judged_by({"kind": "preset", "name": "pagat"}) == "Judged by the pagat preset."
    assert referee.judged_by({"kind": "file", "name": "home.toml"}) == "Judged by the house rules in home.toml."


def test_the_referee_in_another_language_keeps_the_cards_names_and_commands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from booray_ledger.prompt.commands import prompt_command

    rules = (RulesSource(kind="night", name="Fri"), house.PRESETS["classic"])
    titles = [{"kind": "rule", "topic": "ties", "title": "Ties and split pots"}]
    with speaking_pseudo(tmp_path / "catalogs", monkeypatch):
        referee.verdict(judge_play(trump="S", hand="AH 2C", card="2C", trick="KH", rules=rules))
        asked = referee.how_to_ask(prompt_command)
        closest = referee.closest(titles, prompt_command)  # type: ignore[arg-type]
        unanswered = referee.no_answer({"question": "what's up"})  # type: ignore[typeddict-item]
    out = capsys.readouterr().out
    assert out.startswith("2C ")
    assert english_left(out, "AH", "Fri") == []
    assert "(rules --all)" in asked
    assert english_left(asked, "rules", "what", "if", "everyone", "passes", "ties", "all") == []
    assert closest.endswith(": Ties and split pots (rules ties)")
    assert english_left(closest, "Ties", "and", "split", "pots", "rules", "ties") == []
    assert unanswered.endswith(' "what\'s up".')
    assert english_left(unanswered, "what", "up") == []
