"""The scorekeeper's taps and guards without a browser: the tapped hand's line, the confirm step
before a hand entered twice or an all-pass hand, and undo asked first, then redo."""

from __future__ import annotations

import re
from pathlib import Path

from starlette.testclient import TestClient

from booray_ledger import Ledger
from booray_ledger.rules.hand_input import parse_line
from booray_ledger.web.taps import line_of_taps
from tests.web.conftest import KEY, db_bytes


def test_the_tapped_hand_is_the_live_tables_line_with_every_name_quoted() -> None:
    fields = {
        "p:Ann": ["2"],
        "p:Mary Ann": ["3"],
        "p:Bob": ["pass"],
        "r": ["Mary Ann"],
        "up_rank": ["10"],
        "up_suit": ["H"],
    }
    line = line_of_taps(fields)
    typed = parse_line(line, ["Ann", "Mary Ann", "Bob"])
    assert dict(typed.results) == {"Ann": 2, "Mary Ann": 3, "Bob": "pass"}
    assert typed.reneged == ("Mary Ann",)
    assert typed.up is not None
    assert typed.up.startswith("10")
    lone = parse_line(line_of_taps({"p:Ann": ["2"], "p:Bob": ["pass"]}), ["Ann", "Bob"])
    assert dict(lone.results) == {"Ann": "play", "Bob": "pass"}  # one who played alone takes all


def token(client: TestClient) -> str:
    page = client.get("/keeper", params={"key": KEY}).text
    found = re.search(r'name="token" value="([^"]+)"', page)
    assert found
    assert 'class="taps"' in page
    return found.group(1)


def post(client: TestClient, path: str, **fields: str) -> str:
    response = client.post(path, params={"key": KEY}, data={"token": token(client), **fields})
    assert response.status_code == 200, response.text
    text: str = response.text
    return text


def test_the_same_hand_again_shows_both_hands_and_asks(client: TestClient, night_db: Path) -> None:
    line = "an 2 bo 3 c 0 ."
    asked = post(client, "/keeper/record", line=line)  # hand 2 came from another screen just now
    assert "Hand 2 was just recorded from another screen" in asked
    assert "Is this a new hand?" in asked
    assert "Hand 3 recorded" in post(client, "/keeper/record", line=line, again="yes")
    before = db_bytes(night_db)
    asked = post(client, "/keeper/record", line=line)
    assert "This is the very same as hand 3 (Ann 2, Bob 3, Cat 0, Dan pass" in asked.replace("&#39;", "'")
    assert "Record it again as a new hand?" in asked
    assert 'name="again" value="yes"' in asked
    assert db_bytes(night_db) == before  # asked, nothing written
    assert "Hand 4 recorded" in post(client, "/keeper/record", line=line, again="yes")


def test_undo_asks_with_the_hand_and_redo_brings_it_back(client: TestClient, night_db: Path) -> None:
    with Ledger.open(night_db) as ledger:
        last = ledger.last_hand()
    assert last is not None
    asked = post(client, "/keeper/undo")
    assert "Undo hand 2 (Ann 3, Bob 2" in asked
    assert "Yes, undo it" in asked
    assert f'name="hand" value="{last["id"]}"' in asked
    done = post(client, "/keeper/undo", hand=str(last["id"]))
    assert "Undone: hand 2 (Ann 3, Bob 2" in done
    assert "Redo" in done
    with Ledger.open(night_db) as ledger:
        assert ledger.status()["hands"] == 1
    assert "Hand 2 is back, as it was entered." in post(client, "/keeper/redo")
    with Ledger.open(night_db) as ledger:
        assert ledger.status()["hands"] == 2


def test_the_keeper_page_offers_its_own_qr_code_folded_away(client: TestClient) -> None:
    page = client.get("/keeper", params={"key": KEY}).text
    folded = page[page.index('<details class="keeper-qr">') :]
    assert "Scorekeeper's QR code (it holds the key" in folded
    assert '<svg width="' in folded
    assert "keeper-qr" not in client.get("/").text  # never on the viewers' board
