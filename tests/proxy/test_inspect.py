"""The inspect page (served by ``convmem serve`` behind the admin key, and by ``convmem
inspect``) and the proxy's error wording of issue 12: values named, echoed briefly, one id
limit, no empty user message.

The page's main test drives Debian's Chromium through Playwright (``make test`` installs
``/usr/bin/chromium`` when it is missing; Playwright's own browser download is never used).
Set ``CONVMEM_SCREENSHOT=/path/page.png`` to keep a screenshot of the page it checked.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

import convmem
from tests.servers import CID, Upstream, free_port, memory, wait_for

MODEL = "fake-model"
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chat(proxy: Any, messages: list[dict[str, Any]], headers: dict[str, str] | None = None
         ) -> httpx.Response:
    return httpx.post(f"{proxy.base_url}/chat/completions",
                      json={"model": MODEL, "messages": messages},
                      headers=headers if headers is not None else CID)


# -- the proxy's errors ------------------------------------------------------------------------

def test_the_proxy_names_a_bad_role(upstream: Upstream, serve: Any) -> None:
    answer = chat(serve(upstream.url), [{"role": "foo", "content": "hi"}])
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert "messages[0].role='foo'" in error["message"] and error["param"] == "messages[0].role"


def test_the_proxy_echoes_a_long_id_briefly(upstream: Upstream, serve: Any) -> None:
    body = {"model": MODEL, "messages": [{"role": "user", "content": "hi"}],
            "metadata": {"conversation_id": "x" * 10_000}}
    answer = httpx.post(f"{serve(upstream.url).base_url}/chat/completions", json=body)
    assert answer.status_code == 400 and len(answer.text) < 400
    assert "10,000 characters" in answer.json()["error"]["message"]


def test_the_proxy_takes_the_ids_the_library_takes(upstream: Upstream, serve: Any) -> None:
    from convmem.messages import ID_MAX

    upstream.fake.default = "ok"
    proxy = serve(upstream.url)
    assert chat(proxy, [{"role": "user", "content": "hi"}],
                {"X-Conversation-Id": "x" * ID_MAX}).status_code == 200
    too_long = chat(proxy, [{"role": "user", "content": "hi"}],
                    {"X-Conversation-Id": "x" * (ID_MAX + 1)})
    assert too_long.status_code == 400 and f"at most {ID_MAX}" in too_long.text
    tenants = serve(upstream.url, tenants={"pk-acme": "acme"})
    room = ID_MAX - len("acme:")
    ok = chat(tenants, [{"role": "user", "content": "hi"}],
              {"X-Conversation-Id": "y" * room, "Authorization": "Bearer pk-acme"})
    assert ok.status_code == 200, ok.text
    over = chat(tenants, [{"role": "user", "content": "hi"}],
                {"X-Conversation-Id": "y" * (room + 1), "Authorization": "Bearer pk-acme"})
    assert over.status_code == 400 and "less the tenant prefix 'acme:'" in over.text


def test_the_proxy_refuses_an_empty_user_message(upstream: Upstream, serve: Any) -> None:
    proxy = serve(upstream.url)
    answer = chat(proxy, [{"role": "user", "content": ""}])
    assert answer.status_code == 400
    assert "messages[0].content: an empty user message" in answer.json()["error"]["message"]
    assert proxy.memory.store.conversations() == [] and upstream.fake.requests == []


# -- the page in convmem serve -----------------------------------------------------------------

def stored(mem: convmem.Memory) -> None:
    mem.add("alice", {"role": "system", "content": "You are a baking assistant."})
    mem.add("alice", {"role": "user", "content": "I'm allergic to peanuts", "id": "m1"},
            user_id="u-alice")
    mem.add("alice", {"role": "assistant", "content": "Noted — no peanuts."})
    for i in range(8):
        mem.add("alice", {"role": "user", "content": f"Tip {i} for bread, please?"})
        mem.add("alice", {"role": "assistant", "content": f"Tip {i}: rest the dough longer and "
                                                          "bake it hotter than you think."})
    mem.add("alice", {"role": "user", "content": "Suggest a muffin recipe"})


def test_serve_shows_the_page_behind_the_admin_key(upstream: Upstream, serve: Any) -> None:
    mem = memory(window=300, reserve_output=64, facts=True, extractor=None)
    stored(mem)
    proxy = serve(upstream.url, mem, admin_key="adm")
    assert httpx.get(f"{proxy.root}/inspect").status_code == 401
    assert httpx.get(f"{proxy.root}/inspect", auth=("admin", "wrong")).status_code == 401
    listing = httpx.get(f"{proxy.root}/inspect", headers={"X-Admin-Key": "adm"})
    assert listing.status_code == 200 and 'href="/inspect/c/alice"' in listing.text
    data = httpx.get(f"{proxy.root}/inspect/api/conversations/alice", auth=("admin", "adm"))
    view = data.json()
    # The facts are quoted in the new message (the default placement), shown as their block.
    assert [b["name"] for b in view["blocks"]] == ["instructions", "recent", "facts", "new"]
    assert sum(b["tokens"] for b in view["blocks"]) + view["report"]["split"]["priming"] == \
        view["report"]["tokens"] <= 300 - 64
    assert view["facts"][0]["text"] == "I'm allergic to peanuts" and view["facts"][0]["current"]
    assert view["facts"][0]["source"] == "m1"
    fates = {f["seq"]: f["fate"] for f in view["fates"]}
    assert fates[0] == "instructions" and fates[1] == "dropped" and fates[18] == "kept"
    assert view["seq"] == 19 and view["requests"] == [1, *range(3, 19, 2), 19]
    earlier = httpx.get(f"{proxy.root}/inspect/api/conversations/alice?seq=1",
                        auth=("admin", "adm")).json()
    assert [b["name"] for b in earlier["blocks"]] == ["instructions", "new"]
    missing = httpx.get(f"{proxy.root}/inspect/c/nobody", auth=("admin", "adm"))
    assert missing.status_code == 404 and "not in the store" in missing.text


def test_without_an_admin_key_serve_keeps_the_page_off(upstream: Upstream, serve: Any) -> None:
    proxy = serve(upstream.url)
    answer = httpx.get(f"{proxy.root}/inspect")
    assert answer.status_code == 403 and "CONVMEM_ADMIN_KEY" in answer.text


def test_the_fact_controls_act_and_refuse_other_origins(upstream: Upstream, serve: Any) -> None:
    mem = memory(strategy="window", extractor=False)
    mem.add("c1", {"role": "user", "content": "hi"})
    mem.add("c2", {"role": "user", "content": "hello"})
    root = serve(upstream.url, mem, admin_key="k").root
    page = httpx.get(f"{root}/inspect/c/c1", auth=("admin", "k"))
    assert page.status_code == 200
    assert 'value="forget"' in page.text  # the real Memory has the controls
    elsewhere = httpx.post(f"{root}/inspect/c/c1/action", data={"action": "forget"},
                           auth=("admin", "k"), headers={"Origin": "https://evil.example"})
    assert elsewhere.status_code == 403 and mem.store.count("c1") == 1
    done = httpx.post(f"{root}/inspect/c/c1/action", data={"action": "forget"},
                      auth=("admin", "k"), headers={"Origin": root})
    assert done.status_code == 303 and done.headers["location"] == "/inspect"
    assert mem.store.count("c1") == 0 and mem.store.count("c2") == 1


# -- the page in a real browser, from a standalone convmem inspect -----------------------------

@pytest.fixture
def inspect_server(tmp_path: Path) -> Iterator[str]:
    """``convmem inspect`` on a store with a known fact, on a loopback port (this test's own
    process, ended by its PID)."""
    url = f"sqlite:///{tmp_path / 'chat.db'}"
    mem = convmem.Memory(strategy="window", window=300, reserve_output=64, store=url, facts=True)
    stored(mem)
    mem.close()
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "convmem", "inspect", "--store", url, "--strategy", "window",
         "--window", "300", "--reserve-output", "64", "--pin-facts", "--port", str(port)],
        env={**os.environ, "CONVMEM_ADMIN_KEY": "page-key"}, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    root = f"http://127.0.0.1:{port}"
    try:
        wait_for(proc, f"{root}/inspect", status=401)
        yield root
    finally:
        proc.terminate()
        proc.communicate(timeout=20)


def test_the_page_shows_the_fact_and_the_token_split_in_a_browser(inspect_server: str,
                                                                  tmp_path: Path) -> None:
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs it (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    shot = tmp_path / "inspect.png"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
        try:
            context = browser.new_context(viewport={"width": 1100, "height": 1400},
                                          http_credentials={"username": "admin",
                                                            "password": "page-key"})
            page = context.new_page()
            page.goto(f"{inspect_server}/inspect")
            page.click("text=alice")
            page.wait_for_selector("#split-table")
            facts = page.inner_text("[data-block=facts]")
            split = page.inner_text("#split-table")
            ledger = page.inner_text("#facts")
            fates = page.inner_text("#fates")
            page.screenshot(path=str(shot), full_page=True)
        finally:
            browser.close()
    assert "Pinned facts" in facts and "I'm allergic to peanuts" in facts
    rows = {line.split("\t")[0]: line.split("\t")[1:] for line in split.splitlines()[1:]}
    assert set(rows) >= {"Instructions", "Pinned facts", "Recent turns", "New message", "free"}
    assert int(rows["Pinned facts"][0]) > 0 and rows["Pinned facts"][1].endswith("%")
    assert "allergy:peanut" in ledger and "current" in ledger and "m1" in ledger
    assert "dropped" in fates and "kept" in fates and "its fact is pinned (allergy:peanut)" in fates
    assert shot.stat().st_size > 10_000
    keep = os.environ.get("CONVMEM_SCREENSHOT")
    if keep:
        shutil.copy(shot, keep)


def test_inspect_refuses_a_public_address_without_a_key(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "convmem", "inspect", "--store",
                           f"sqlite:///{tmp_path / 'x.db'}", "--host", "0.0.0.0",
                           "--strategy", "window"],
                          capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items() if k != "CONVMEM_ADMIN_KEY"})
    assert done.returncode == 2 and "set CONVMEM_ADMIN_KEY" in done.stderr
    assert "Traceback" not in done.stderr
