"""The scoreboard's pages through Starlette's test client: the viewers' board, the scorekeeper's
page and its two forms (key, form token, same-site checks, a bad line kept to fix)."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from tests.web.conftest import KEY, db_bytes


def test_viewers_never_see_the_key_and_the_scorekeeper_page_needs_it(client: TestClient) -> None:
    viewer = client.get("/")
    assert viewer.status_code == 200
    assert KEY not in viewer.text
    assert 'method="post"' not in viewer.text
    assert KEY not in client.get("/board").text
    assert client.get("/keeper").status_code == 403
    assert client.get("/keeper", params={"key": "guess-guess"}).status_code == 403
    keeper = client.get("/keeper", params={"key": KEY})
    assert keeper.status_code == 200
    assert 'name="line"' in keeper.text
    assert 'name="token"' in keeper.text
    for response in (viewer, keeper):
        assert response.headers["referrer-policy"] == "same-origin"
        assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
        assert "http" not in response.headers["content-security-policy"]  # nothing from elsewhere


def keeper_token(client: TestClient) -> str:
    page: str = client.get("/keeper", params={"key": KEY}).text
    return page.split('name="token" value="', 1)[1].split('"', 1)[0]


def test_the_scorekeeper_form_records_and_undoes_a_hand(client: TestClient) -> None:
    token = keeper_token(client)
    form = {"line": "an 2 bo 3 c 0 .", "token": token}
    response = client.post("/keeper/hand", params={"key": KEY}, data=form, follow_redirects=False)
    assert response.status_code == 303
    assert response.headers["location"].startswith("/keeper?key=")
    page = client.get(response.headers["location"]).text
    assert "Hand 3 recorded: Bob wins" in page
    assert client.get("/api/status").json()["hands"] == 3
    undo = client.post("/keeper/void", params={"key": KEY}, data={"token": token}, follow_redirects=True)
    assert "Hand 3 voided" in undo.text
    assert client.get("/api/status").json()["hands"] == 2


def test_the_form_refuses_without_its_token_from_another_site_or_with_a_bad_line(
    client: TestClient, night_db: Path
) -> None:
    before = db_bytes(night_db)
    line = {"line": "an 2 bo 3 c 0 ."}
    assert client.post("/keeper/hand", params={"key": KEY}, data=line).status_code == 403
    forged = {**line, "token": "abc.0123456789abcdef0123456789abcdef"}
    assert client.post("/keeper/hand", params={"key": KEY}, data=forged).status_code == 403
    token = keeper_token(client)
    cross = client.post(
        "/keeper/hand", params={"key": KEY}, data={**line, "token": token}, headers={"Origin": "http://evil.example"}
    )
    assert cross.status_code == 403
    assert client.post("/keeper/hand", data={**line, "token": token}).status_code == 403  # no key
    bad = client.post("/keeper/hand", params={"key": KEY}, data={"line": "an 2 <b>Zzz 3 .", "token": token})
    assert bad.status_code == 400
    assert "Not recorded:" in bad.text
    assert "&#39;&lt;b&gt;Zzz&#39;" in bad.text
    assert "<b>Zzz" not in bad.text
    assert db_bytes(night_db) == before


def test_the_form_sent_twice_records_the_hand_once_and_the_second_begins_no_write(client: TestClient) -> None:
    """A double tap on Record sends the same form twice (the same hand number shown): the
    second is refused 409 as entered twice by a read, without a write transaction."""
    board = client.app.state.board  # type: ignore[attr-defined]
    form = {"line": "an 2 bo 3 c 0 .", "expected": "3", "token": keeper_token(client)}
    first = client.post("/keeper/hand", params={"key": KEY}, data=form, follow_redirects=False)
    assert first.status_code == 303
    writes = board.writes
    second = client.post("/keeper/hand", params={"key": KEY}, data=form, follow_redirects=False)
    assert second.status_code == 409
    assert "hand 3 with these results" in second.text
    assert board.writes == writes
    assert client.get("/api/status").json()["hands"] == 3


def test_a_line_over_the_limit_on_the_form_is_refused_whole_with_400(client: TestClient, night_db: Path) -> None:
    """Finding 5 of issue 20, on the scorekeeper's page: a line past the limit is refused with
    400 and the limit's message, never cut (a renege after the cut was dropped), nothing written."""
    from booray_ledger.api.book import MAX_LINE

    before = db_bytes(night_db)
    line = "an 2 bo 3 c 0 ." + " " * MAX_LINE + "--renege Bob"
    refused = client.post("/keeper/hand", params={"key": KEY}, data={"line": line, "token": keeper_token(client)})
    assert refused.status_code == 400
    assert f"the line is {len(line):,} characters long; a line may be at most {MAX_LINE:,}" in refused.text
    assert db_bytes(night_db) == before
    assert client.get("/api/status").json()["hands"] == 2


def test_the_preview_button_shows_what_the_hand_would_do_and_writes_nothing(client: TestClient, night_db: Path) -> None:
    token = keeper_token(client)
    before = db_bytes(night_db)
    form = {"line": "an 2 bo 3 c 0 .", "token": token}
    page = client.post("/keeper/preview", params={"key": KEY}, data=form)
    assert page.status_code == 200
    assert db_bytes(night_db) == before
    assert client.get("/api/status").json()["hands"] == 2
    assert "Dry run: nothing was recorded. Recorded now, this hand would do:\nHand 3 dealt by" in page.text
    assert 'value="an 2 bo 3 c 0 ."' in page.text  # kept, to record
    response = client.post("/keeper/hand", params={"key": KEY}, data=form, follow_redirects=True)
    assert "Hand 3 recorded" in response.text
    refused = client.post("/keeper/preview", params={"key": KEY}, data={"line": "an 9 .", "token": token})
    assert refused.status_code == 400
    assert client.post("/keeper/preview", data=form).status_code == 403


def test_the_rulebook_box_answers_on_the_board(client: TestClient) -> None:
    assert 'action="/rules"' in client.get("/").text
    answer = client.get("/rules", params={"q": "what if evryone folds"})
    assert answer.status_code == 200
    assert "<h2>Everyone passes</h2>" in answer.text
    assert "See also:" in answer.text
    none = client.get("/rules", params={"q": "whats the wifi password"}).text
    assert "The rulebook has no answer to &#39;whats the wifi password&#39;." in none
    assert "Closest topics:" in none
    assert client.get("/rules").status_code == 200
    ties = client.get("/rules", params={"q": "limit"}).text  # the night's house rules, worded by text/
    assert "<p>At this table there is no pot limit.</p>" in ties
