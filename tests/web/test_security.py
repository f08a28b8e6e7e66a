"""The key, the form token and the same-site check."""

from __future__ import annotations

from starlette.requests import Request

from booray_ledger.web import security


def request(headers: dict[str, str], query: str = "") -> Request:
    raw = [(k.lower().encode(), v.encode()) for k, v in {"host": "127.0.0.1:8000", **headers}.items()]
    return Request({"type": "http", "method": "POST", "path": "/", "query_string": query.encode(), "headers": raw})


def test_the_key_comes_from_the_header_or_the_query() -> None:
    assert security.key_ok(request({"X-Booray-Key": "k" * 12}), "k" * 12)
    assert security.key_ok(request({}, "key=" + "k" * 12), "k" * 12)
    assert not security.key_ok(request({}), "k" * 12)
    assert not security.key_ok(request({}, "key=kkk"), "k" * 12)
    assert len(security.new_key()) >= 20
    assert security.new_key() != security.new_key()


def test_form_tokens_are_made_under_the_key() -> None:
    token = security.form_token("secret-key-1")
    assert security.form_token_ok("secret-key-1", token)
    assert not security.form_token_ok("another-key", token)
    assert not security.form_token_ok("secret-key-1", token[:-1] + ("0" if token[-1] != "0" else "1"))
    assert not security.form_token_ok("secret-key-1", "")
    assert not security.form_token_ok("secret-key-1", "abc")


def test_requests_from_another_site_are_told_apart() -> None:
    same = [{}, {"Origin": "http://127.0.0.1:8000"}, {"Sec-Fetch-Site": "same-origin"}, {"Sec-Fetch-Site": "none"}]
    same.append({"Sec-Fetch-Site": "same-origin", "Origin": "null"})  # a form under a strict referrer policy
    other = [
        {"Origin": "http://evil.example"},
        {"Origin": "null"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site"},
        {"Sec-Fetch-Site": "same-origin", "Origin": "http://127.0.0.1:9999"},
        {"Origin": "https://127.0.0.1:8000"},  # finding 9: the same host by another scheme is another site
        {"Sec-Fetch-Site": "same-origin", "Origin": "https://127.0.0.1:8000"},
    ]
    assert all(security.same_origin(request(h)) for h in same)
    assert not any(security.same_origin(request(h)) for h in other)
