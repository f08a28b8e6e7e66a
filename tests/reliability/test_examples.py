"""Every scripted night in examples/ replays, and its balances match the pure rules engine."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from booray_ledger.rules import house
from booray_ledger.rules.hand_input import HandInput
from booray_ledger.rules.payout.steps import hand_payout
from booray_ledger.rules.seating import Table, TableState
from tests.conftest import Run

pytestmark = pytest.mark.slow  # the scripted example nights, command by command through real processes

ROOT = Path(__file__).resolve().parents[2]
NIGHTS = sorted((ROOT / "examples").glob("*.booray"))


def commands(path: Path) -> list[list[str]]:
    lines = [line.strip() for line in path.read_text().splitlines()]
    return [shlex.split(line) for line in lines if line and not line.startswith("#")]


@pytest.mark.parametrize("night", NIGHTS, ids=[n.stem for n in NIGHTS])
def test_example_night_replays(booray: Run, status, night: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(ROOT)
    for args in commands(night):
        booray(*args)
    final = status()
    assert sum(final["balances"].values()) + final["pot"] == 0
    hands = json.loads(booray("history", "--json").stdout)["hands"]
    assert [h["number"] for h in hands] == list(range(1, len(hands) + 1))
    # Settle the hands again from what history says was entered, with the rules of the night.
    rules = house.from_mapping(json.loads(booray("night", "show", "--json").stdout)["rules"])
    totals: dict[str, int] = dict.fromkeys(final["balances"], 0)
    state: TableState | None = None
    first = commands(night)[0]
    first_dealer = first[first.index("--dealer") + 1] if "--dealer" in first else None
    seats_at = {h["number"]: h for h in hands}
    for number in sorted(seats_at):
        h = seats_at[number]
        table = Table(tuple(h["seats"]), frozenset(p for p in h["seats"] if p not in h["results"]))
        state = state or TableState(first_dealer=first_dealer or table.seats[0])
        hand = HandInput(results=tuple(h["results"].items()), reneged=tuple(h["reneged"]),
                         corrected=tuple(h["corrected"]), out_of_turn=tuple(h["out_of_turn"]), dealer=h["dealer"])  # fmt: skip
        s = hand_payout(table, state, hand, rules)
        assert s.net() == {k: v for k, v in h["net"].items() if v}
        for player, chips in s.net().items():
            totals[player] += chips
        state = s.state
    assert totals == final["balances"]
    assert state is not None
    assert state.pot == final["pot"]
