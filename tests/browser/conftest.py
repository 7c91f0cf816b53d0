"""Fixtures for real-browser tests: Debian's Chromium driven by Playwright, the built book
served on 127.0.0.1, and a JupyterLab server started by the tests themselves (their
helpers are in browser_support.py)."""

from __future__ import annotations

import functools
import http.server
import os
import secrets
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from test_book import built_book  # noqa: E402  (one build per session, shared)

sys.path.insert(0, str(ROOT / "tools"))
import lab as make_lab  # noqa: E402  (how `make lab` starts JupyterLab)

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# Without these flags Chromium keeps trying to reach Google's services, which this
# machine's closed network refuses.
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not os.path.exists(CHROMIUM):
        raise RuntimeError("Chromium is missing: `make test` installs Debian's chromium package.")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The built book served on 127.0.0.1: (base URL, folder)."""
    build = built_book(tmp_path_factory)
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(build.html)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", build.html
    server.shutdown()
    server.server_close()


class Lab:
    """A JupyterLab server serving ``root`` on localhost."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.port = free_port()
        self.token = secrets.token_hex(16)
        env = dict(os.environ)
        config = root.parent / "jupyter-config"
        config.mkdir(exist_ok=True)
        # A private config and runtime directory: no user settings, no announcements fetch.
        env.update(JUPYTER_CONFIG_DIR=str(config), JUPYTER_RUNTIME_DIR=str(root.parent / "jupyter-runtime"),
                   JUPYTER_PLATFORM_DIRS="1", PYTHONUNBUFFERED="1")
        make_lab.write_config(config)  # as `make lab` (tools/lab.py) sets it up: no news pop-up, narrow CSS
        self.log = open(root.parent / "lab.log", "w")  # noqa: SIM115 - the server writes to it until stop() closes it
        command = make_lab.command(root, "--no-browser", f"--port={self.port}", "--ip=127.0.0.1",
                              f"--ServerApp.token={self.token}", "--ServerApp.open_browser=False")
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self._wait()

    def _wait(self, timeout: float = 90) -> None:
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited: see {self.log.name}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/api/status?token={self.token}", timeout=2):
                    return
            except OSError:
                time.sleep(0.5)
        raise RuntimeError("JupyterLab did not start in time")

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}/lab/tree/{path}?token={self.token}&reset"

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab") / "notebooks"
    root.mkdir()
    server = Lab(root)
    yield server
    server.stop()
