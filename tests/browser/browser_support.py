"""Helpers the browser tests import (a module of its own: `import conftest` would be
ambiguous, with conftest.py files in the project root and here): a browser context cut
off from every other host, and a notebook written for JupyterLab to open."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urlsplit

LOCAL_HOSTS = {"127.0.0.1", "localhost"}
# What is not this machine; the pattern is matched inside the browser, so that local
# requests are not intercepted and run at full speed.
NOT_LOCAL = re.compile(r"^(?!(?:https?|wss?)://(?:127\.0\.0\.1|localhost)(?:[:/]|$)|data:|blob:|file:)")



def offline_context(browser, **options):
    """A new browser context in which every request to another host is aborted; returns
    (context, outside), ``outside`` listing the address of each such request (from a page,
    a worker or anything else the context sees), once."""
    context = browser.new_context(**options)
    outside: list[str] = []

    def is_local(address: str) -> bool:
        url = urlsplit(address)
        return url.scheme in ("data", "blob", "file") or url.hostname in LOCAL_HOSTS

    def record(address: str) -> None:
        if address not in outside:       # the route and the request event both see it
            outside.append(address)

    def route(route):
        if is_local(route.request.url):
            route.continue_()
        else:
            record(route.request.url)
            route.abort()

    def seen(request):
        if not is_local(request.url):
            record(request.url)

    context.route(NOT_LOCAL, route)
    context.on("request", seen)
    return context, outside


def write_notebook(path: Path, cells: list[str]) -> None:
    """A minimal nbformat-4 notebook of code cells."""
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}
            for source in cells
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(notebook, indent=1))
