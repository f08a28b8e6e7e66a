"""Hypothesis strategies for tables, house rules and hands that are valid by construction."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st

from booray_ledger.rules.hand_input import PASS, PLAY, HandInput
from booray_ledger.rules.house import PRESETS, HouseRules
from booray_ledger.rules.seating import Table, TableState


def examples(fraction: float) -> int:
    """A share of the loaded profile's examples (``dev`` 20, ``ci`` 300), for property tests
    whose every example is costly (a real SQLite file, a night of hands)."""
    profile = settings.default
    assert profile is not None, "a hypothesis profile is loaded (tests/conftest.py)"
    return max(5, round(profile.max_examples * fraction))


NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


@st.composite
def house_rules(draw: st.DrawFn) -> HouseRules:
    base = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    return base.replace(
        ante=draw(st.integers(1, 3)),
        pot_limit=draw(st.none() | st.integers(1, 40)),
        cards=draw(st.sampled_from([4, 5])),
        double_ante=draw(st.booleans()),
        tie=draw(st.sampled_from(["carry", "split", "vote"])),
        renege_leader=draw(st.sampled_from(["carry", "next_best"])),
        bourre_penalty=draw(st.sampled_from(["match_pot", 2, 7])),
        renege_exempts=draw(st.booleans()),
    )


@st.composite
def any_house_rules(draw: st.DrawFn) -> HouseRules:
    """Every house rule a night can have: a preset as it is, or one with any key changed
    (every switch, table stakes with either cover rule and any buy-in limit)."""
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    if draw(st.booleans()):
        return rules
    switches = ("limit_caps_win", "tie_exempts", "bourre_exempts", "ace_forces_dealer", "must_head_trick",
                "must_overtrump", "cinch")  # fmt: skip
    rules = draw(house_rules()).replace(**{key: draw(st.booleans()) for key in switches})
    if not draw(st.booleans()):
        return rules
    buy_in = draw(st.integers(max(rules.ante, 1) * 2, 40))
    return rules.replace(
        stakes="table",
        buy_in=buy_in,
        max_buy_in=draw(st.none() | st.integers(buy_in, 80)),
        cover=draw(st.sampled_from(["must_cover", "all_in"])),
    )


@st.composite
def tables(draw: st.DrawFn) -> Table:
    seats = NAMES[: draw(st.integers(2, 8))]
    out = draw(st.sets(st.sampled_from(seats), max_size=max(0, len(seats) - 2)))
    return Table(tuple(seats), frozenset(out))


@st.composite
def hands(draw: st.DrawFn, table: Table, rules: HouseRules) -> HandInput:
    dealt = list(table.dealt_in)
    playing = [p for p in dealt if draw(st.booleans())]
    results: dict[str, int | str] = {p: PASS for p in dealt}
    if len(playing) == 1:
        results[playing[0]] = PLAY if draw(st.booleans()) else rules.cards
    elif playing:
        cuts = sorted(draw(st.lists(st.integers(0, rules.cards), min_size=len(playing) - 1, max_size=len(playing) - 1)))
        bounds = [0, *cuts, rules.cards]
        for player, lo, hi in zip(playing, bounds, bounds[1:], strict=False):
            results[player] = hi - lo
    reneged: list[str] = []
    corrected: list[str] = []
    if len(playing) >= 2:
        for p in playing:
            mark = draw(st.sampled_from(["", "", "", "r", "c"]))
            (reneged if mark == "r" else corrected if mark == "c" else []).append(p)
    order = draw(st.permutations(dealt))
    return HandInput(
        results=tuple((p, results[p]) for p in order),
        reneged=tuple(reneged),
        corrected=tuple(corrected),
        out_of_turn=tuple(draw(st.sets(st.sampled_from(dealt), max_size=2))),
        tie=draw(st.sampled_from(["split", "carry"])) if rules.tie == "vote" and _tied(results) else None,
    )


def _tied(results: dict[str, int | str]) -> bool:
    """Whether two or more players who played share the most tricks (a tie the table votes on)."""
    counts = [c for c in results.values() if isinstance(c, int)]
    return len(counts) >= 2 and counts.count(max(counts)) >= 2


@st.composite
def staked_rules(draw: st.DrawFn) -> HouseRules:
    """House rules with table stakes on (either cover rule), over the other keys' choices."""
    rules = draw(house_rules())
    return rules.replace(
        stakes="table",
        buy_in=draw(st.integers(max(rules.ante, 1) * 2, 40)),
        cover=draw(st.sampled_from(["must_cover", "all_in"])),
    )


@st.composite
def stake_states(draw: st.DrawFn, table: Table) -> TableState:
    """A table state with a stack for every seated player (some empty or nearly so)."""
    base = draw(states(table))
    chips = {p: draw(st.sampled_from([0, 1, 2, 3, 5, 8, 20, 60])) for p in table.seats}
    return TableState(pot=base.pot, exempt=base.exempt, last_dealer=base.last_dealer,
                      lost_deals=base.lost_deals, stacks=tuple(sorted(chips.items())))  # fmt: skip


@st.composite
def states(draw: st.DrawFn, table: Table) -> TableState:
    return TableState(
        pot=draw(st.integers(0, 60)),
        exempt=tuple(sorted(draw(st.sets(st.sampled_from(table.seats))))),
        last_dealer=draw(st.none() | st.sampled_from(table.seats)),
        lost_deals=tuple(sorted(draw(st.lists(st.sampled_from(table.seats), max_size=2)))),
    )
