"""The scoreboard site: every route of the board answers from one app."""

from __future__ import annotations

from starlette.testclient import TestClient

from tests.web.conftest import KEY


def test_every_page_and_the_api_answer(client: TestClient) -> None:
    for path in ("/", f"/keeper?key={KEY}", "/board", "/api/status", "/rules"):
        assert client.get(path).status_code == 200, path
    assert client.get("/static/board.css").status_code == 200


def test_an_unknown_host_is_refused(client: TestClient) -> None:
    assert client.get("/", headers={"host": "evil.example"}).status_code == 400
