"""The proxy's admin endpoints (``convmem/proxy/admin.py``) on a loopback ``convmem serve``, with
the official ``openai`` SDK as the chat client and httpx for the admin calls."""

from __future__ import annotations

from typing import Any

import httpx
import openai
import pytest

from tests.fakes import TEST_KEY
from tests.servers import CID, Upstream, memory, wait_until

MODEL = "fake-model"
ADMIN = {"X-Admin-Key": "admin-secret"}


def chat(proxy: Any, text: str, key: str = TEST_KEY, cid: dict[str, str] = CID) -> None:
    client = openai.OpenAI(base_url=proxy.base_url, api_key=key, max_retries=0)
    client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": text}],
                                   extra_headers=cid)


def test_list_pin_correct_retract_facts(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = "ok"
    mem = memory(extractor=True, facts=True)
    proxy = serve(upstream.url, mem, admin_key="admin-secret")
    chat(proxy, "I'm allergic to peanuts")
    wait_until(lambda: len(proxy.history()) == 2)
    url = f"{proxy.root}/v1/conversations/c1/facts"
    assert httpx.get(url).status_code == 401
    assert httpx.get(url, headers={"X-Admin-Key": "wrong"}).status_code == 403
    (allergy,) = httpx.get(url, headers=ADMIN).json()["data"]
    assert allergy["key"] == "allergy:peanut" and allergy["origin"] == "rules"
    made = httpx.post(url, headers=ADMIN, json={"text": "call me Captain",
                                                "category": "address"})
    assert made.status_code == 201 and made.json()["pinned"] is True
    assert made.json()["author"] == "admin"
    bad = httpx.post(url, headers=ADMIN, json={"text": "x", "category": "mood"})
    assert bad.status_code == 400 and "category" in bad.json()["error"]["message"]
    fixed = httpx.post(f"{url}/{allergy['id']}", headers=ADMIN,
                       json={"text": "I'm allergic to peanuts and cashews"})
    assert fixed.status_code == 200 and fixed.json()["text"].endswith("cashews")
    gone = httpx.delete(f"{url}/{fixed.json()['id']}", headers=ADMIN)
    assert gone.status_code == 200 and gone.json()["retracted_by"] == "admin"
    assert httpx.delete(f"{url}/{fixed.json()['id']}", headers=ADMIN).status_code == 404
    assert [f["text"] for f in httpx.get(url, headers=ADMIN).json()["data"]] == [
        "call me Captain"]
    ledger = httpx.get(url, headers=ADMIN, params={"all": "true"}).json()["data"]
    assert len(ledger) == 3  # nothing is lost: the original, the correction, the pin
    chat(proxy, "What should I cook?")
    sent = str(upstream.fake.last.messages)
    assert "Captain" in sent and "cashews" not in sent  # retracted facts are not pinned
    assert httpx.get(f"{proxy.root}/v1/conversations/nope/facts",
                     headers=ADMIN).status_code == 404
    pinned_id = httpx.get(url, headers=ADMIN).json()["data"][0]["id"]
    for body, needle in (({"pinned": "yes"}, "pinned='yes': give true or false"),
                         ({"colour": "red"}, "unknown field 'colour'")):
        bad = httpx.post(f"{url}/{pinned_id}", headers=ADMIN, json=body)
        assert bad.status_code == 400 and needle in bad.json()["error"]["message"]
    missing = httpx.delete(f"{url}/999", headers=ADMIN)
    assert missing.status_code == 404
    assert "GET /v1/conversations/c1/facts lists them" in missing.json()["error"]["message"]
    # A fact pinned before the conversation's first message is erased and reported as such.
    early = f"{proxy.root}/v1/conversations/new-user"
    assert httpx.post(f"{early}/facts", headers=ADMIN,
                      json={"text": "allergic to kiwi"}).status_code == 201
    assert httpx.delete(early, headers=ADMIN).json()["deleted"] is True
    assert httpx.delete(early, headers=ADMIN).status_code == 404


def test_delete_conversation_and_user_are_scoped_to_the_tenant(upstream: Upstream,
                                                               serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy = serve(upstream.url, tenants={"pk-acme": "acme", "pk-beta": "beta"},
                  upstream_key="sk-upstream", admin_key="admin-secret")
    for key in ("pk-acme", "pk-beta"):
        chat(proxy, "I live in Lyon", key, {"X-Conversation-Id": "shared"})
    wait_until(lambda: len(proxy.history("beta:shared")) == 2)
    url = f"{proxy.root}/v1/conversations/shared"
    beta = {"Authorization": "Bearer pk-beta"}
    assert httpx.delete(url, headers=beta).status_code == 200  # a tenant erases its own
    assert proxy.memory.store.conversations() == ["acme:shared"]
    assert httpx.delete(url, headers=beta).status_code == 404  # and only its own
    assert httpx.delete(url, headers=ADMIN).status_code == 400  # the admin names a tenant
    # A user of a tenant is filed as tenant:user (see test_a_user_named_by_the_client_...).
    proxy.memory.add("acme:solo", {"role": "user", "content": "hi"}, user_id="acme:ann")
    gone = httpx.delete(f"{proxy.root}/v1/users/ann", headers=ADMIN, params={"tenant": "acme"})
    assert gone.status_code == 200 and gone.json()["conversations"] == ["solo"]
    assert proxy.memory.store.conversations() == ["acme:shared"]
    deleted = httpx.delete(url, headers=ADMIN, params={"tenant": "acme"})
    assert deleted.status_code == 200 and deleted.json()["deleted"] is True
    assert proxy.memory.store.conversations() == []


def test_a_user_named_by_the_client_can_be_erased(upstream: Upstream, serve: Any) -> None:
    upstream.fake.default = "ok"
    proxy = serve(upstream.url, admin_key="admin-secret")
    client = openai.OpenAI(base_url=proxy.base_url, api_key=TEST_KEY, max_retries=0)
    for cid, extra in (("u1", {"user": "u9"}), ("u2", {"extra_headers": {"X-User-Id": "u9"}}),
                       ("u3", {"user": "someone-else"})):
        headers = {"X-Conversation-Id": cid, **extra.pop("extra_headers", {})}
        client.chat.completions.create(model=MODEL, extra_headers=headers,
                                       messages=[{"role": "user", "content": "I live in Oslo"}],
                                       **extra)
    wait_until(lambda: len(proxy.history("u3")) == 2)
    assert upstream.fake.last.json.get("user") == "someone-else"  # still forwarded upstream
    gone = httpx.delete(f"{proxy.root}/v1/users/u9", headers=ADMIN)
    assert gone.status_code == 200 and sorted(gone.json()["conversations"]) == ["u1", "u2"]
    assert proxy.memory.store.conversations() == ["u3"]
    again = httpx.delete(f"{proxy.root}/v1/users/u9", headers=ADMIN)
    assert again.status_code == 404 and "X-User-Id" in again.json()["error"]["message"]
    with pytest.raises(openai.PermissionDeniedError, match="belongs to another user") as denied:
        client.chat.completions.create(model=MODEL, user="u9", messages=[
            {"role": "user", "content": "I live in Rome"}], extra_headers={"X-Conversation-Id":
                                                                           "u3"})
    assert "someone-else" not in str(denied.value)  # the owner is not named
    with pytest.raises(openai.PermissionDeniedError):  # an SDK retry of the owner's message
        client.chat.completions.create(model=MODEL, user="u9", messages=[
            {"role": "user", "content": "I live in Oslo"}], extra_headers={
                "X-Conversation-Id": "u3", "x-stainless-retry-count": "1"})
    assert len(proxy.history("u3")) == 2 and upstream.fake.last.json.get("user") == "someone-else"
    try:
        client.chat.completions.create(
            model=MODEL, messages=[{"role": "user", "content": "hi"}], user="  ",
            extra_headers={"X-Conversation-Id": "u4"})
        raise AssertionError("a blank user id was accepted")
    except openai.BadRequestError as exc:
        assert "user='  '" in str(exc) and "u4" not in proxy.memory.store.conversations()
