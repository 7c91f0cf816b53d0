"""The engine under Pyodide: CPython 3.14 compiled to WebAssembly, what runs the engine in
the browser (the engine must work on Python 3.11 to 3.14; this machine's own Python may be
older).

tools/pyodide_check.mjs loads Pyodide from node_modules/pyodide with no network access,
copies bridgelib/ (without widgets/ and handouts/) into it, runs the doctests of every
engine module and checks known answers; this test runs it once with node, gives it the
values this interpreter computes with the same engine (a double-dummy table, the robots'
auctions and plays, a rubber), which must come out the same (the engine is deterministic),
and reads the JSON summary it prints on its last line.

Node.js and the pinned Pyodide are installed when missing, as tools/build_book.py installs
the book's JavaScript: Debian's nodejs and npm, then ``npm ci`` when package-lock.json
changed since the last install (the same stamp in node_modules/).
"""

from __future__ import annotations

import doctest
import importlib
import importlib.util
import json
import pkgutil
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import bridgelib
from bridgelib import Deal, Rubber, Side
from bridgelib.robots import play_deal
from bridgelib.solver import dd_table

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "pyodide_check.mjs"
PYODIDE = ROOT / "node_modules" / "pyodide"
NOT_ENGINE = ("bridgelib.widgets", "bridgelib.handouts")   # not copied: ipywidgets, matplotlib
FIGURES = "bridgelib.render.figures"                       # copied, doctests need matplotlib
PLAY_SEEDS = (1, 2, 3)                                      # as in the script


def build_book_module():
    """tools/build_book.py, imported (it installs the book's JavaScript with npm)."""
    if "build_book" in sys.modules:
        return sys.modules["build_book"]
    spec = importlib.util.spec_from_file_location("build_book", ROOT / "tools" / "build_book.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_book"] = module
    spec.loader.exec_module(module)
    return module


def install_pyodide() -> str:
    """Node.js and node_modules/pyodide, installed if missing; returns the node executable."""
    build_book = build_book_module()
    npm = build_book._npm()                  # installs Debian's nodejs and npm if missing
    digest = build_book._lock_digest()
    stamp = build_book.STAMP
    if not (stamp.exists() and stamp.read_text().strip() == digest and (PYODIDE / "pyodide.mjs").exists()):
        build_book.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"])
        stamp.write_text(digest + "\n")
    node = shutil.which("node") or shutil.which("nodejs")
    assert node, f"npm is at {npm} but node is not on PATH"
    return node


def host_values() -> dict:
    """What the script records under Pyodide, computed here by this interpreter."""
    deal = Deal.random(1)
    plays = {}
    for seed in PLAY_SEEDS:
        auction, play = play_deal(Deal.random(seed))
        plays[str(seed)] = {"auction": auction.to_dict(), "play": play.to_dict() if play else None}
    rubber = Rubber()
    rubber.record("4S by N", 9, {Side.EW: 100})
    for contract, tricks in [("4H by S", 10), ("3NT by E", 9), ("4SX by E", 8)]:
        rubber.record(contract, tricks)
    rubber.record_passout()
    for contract, tricks in [("2S by N", 9), ("2H by S", 8)]:
        rubber.record(contract, tricks)
    return {
        "dd_deal": deal.to_pbn(),
        "dd_table": {f"{seat.name} {strain.name}": n for (seat, strain), n in dd_table(deal).items()},
        "play_deal": plays,
        "rubber": {"json": rubber.to_json(), "sheet": str(rubber.sheet)},
    }


def host_doctests() -> dict[str, int]:
    """The engine modules and how many doctest examples each has, read by this interpreter."""
    names = ["bridgelib"] + [m.name for m in pkgutil.walk_packages(bridgelib.__path__, "bridgelib.")]
    counts = {}
    for name in sorted(names):
        if name.startswith(NOT_ENGINE):
            continue
        module = importlib.import_module(name)
        counts[name] = sum(len(test.examples) for test in doctest.DocTestFinder().find(module))
    return counts


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> dict:
    node = install_pyodide()
    host = host_values()
    expect = tmp_path_factory.mktemp("pyodide") / "host.json"
    expect.write_text(json.dumps(host), encoding="utf-8")
    result = subprocess.run([node, str(SCRIPT), "--expect", str(expect)], cwd=ROOT,
                            capture_output=True, text=True, encoding="utf-8", timeout=1200)
    log = result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    try:
        summary = json.loads(lines[-1])
    except (IndexError, json.JSONDecodeError):
        summary = {}
    if "modules" not in summary:
        pytest.fail(f"tools/pyodide_check.mjs did not run the checks (exit {result.returncode}):\n{log[-6000:]}")
    return {"returncode": result.returncode, "log": log, "summary": summary, "host": host}


def test_the_check_passes(run):
    assert run["returncode"] == 0 and run["summary"]["ok"], run["log"][-8000:]


def test_it_is_python_3_14(run):
    summary = run["summary"]
    assert summary["version"].startswith("3.14"), summary["version"]
    assert summary["platform"] == "emscripten"


def test_nothing_comes_from_the_internet(run):
    assert run["summary"]["network"] == []


def test_every_doctest_of_every_engine_module_passes(run):
    summary = run["summary"]
    failed = {name: m["report"] for name, m in summary["modules"].items() if m["failed"]}
    assert not failed, "\n\n".join(f"{name}:\n{report}" for name, report in failed.items())
    # every module of the engine was doctested, except the matplotlib figures
    host = host_doctests()
    assert summary["skipped"] == {FIGURES: "imports matplotlib"}
    assert set(summary["modules"]) == set(host) - {FIGURES}
    # ... and Pyodide ran exactly the examples this interpreter finds
    assert {name: m["attempted"] for name, m in summary["modules"].items()} == {
        name: count for name, count in host.items() if name != FIGURES}
    assert summary["attempted"] > 100 and summary["failed"] == 0


def test_known_answers(run):
    checks = run["summary"]["checks"]
    assert [c for c in checks if not c["ok"]] == []
    names = [c["name"] for c in checks]
    assert sum(name.startswith("solve ") for name in names) >= 10
    assert {"the solver's time limit in the browser", "a question cut short says so"} <= set(names)
    assert "rubber totals" in names
    assert {"Russian plurals", "a Russian refusal"} <= set(names)  # the .mo catalogue reached the browser


def test_the_same_deals_auctions_and_plays_as_this_interpreter(run):
    values, host = run["summary"]["values"], run["host"]
    assert set(run["summary"]["compared_with_host"]) == set(host)
    assert values["dd_table"] == host["dd_table"]
    assert len(values["dd_table"]) == 20 and all(0 <= n <= 13 for n in values["dd_table"].values())
    assert values["play_deal"] == host["play_deal"]
    played = [p["play"] for p in values["play_deal"].values() if p["play"]]
    assert played and all(len(p["cards"]) == 52 for p in played)
    assert values["rubber"] == host["rubber"]
