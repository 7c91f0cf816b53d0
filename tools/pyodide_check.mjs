#!/usr/bin/env node
// Check the engine (bridgelib) under Pyodide, the CPython 3.14 that runs in the browser.
//
//     node tools/pyodide_check.mjs [--expect HOST.json]
//     node tools/pyodide_check.mjs --run SCRIPT.py [ARGS...]
//
// With --run, it only copies the engine and runs one script of the project (a benchmark,
// say: `--run benchmarks/solver.py 100 50 10` gives the solver's figures in the browser's
// Python) with ARGS as sys.argv[1:], and exits with its status.
//
// 1. Loads Pyodide from node_modules/pyodide (installed by `npm ci` from package-lock.json;
//    the standard library zip is part of that package). Nothing may come from the internet:
//    every fetch() and every TCP connection is refused and recorded, and no package is
//    loaded (the engine needs only the standard library).
// 2. Copies the engine, bridgelib/, into Pyodide's virtual file system: everything except
//    widgets/ (ipywidgets) and handouts/ (matplotlib, markdown-it-py). render/figures.py is
//    copied, because render/__init__.py imports it (matplotlib only inside its functions),
//    but its doctests, which draw figures, are not run: a module whose source imports
//    anything outside the standard library is listed under "skipped" instead.
// 3. Runs doctest.testmod on every module found (pkgutil.walk_packages, no fixed list) and
//    checks with known answers: the solver on endings solved by hand (tests/test_solver.py),
//    a rubber scored with Rubber.
// 4. Records what must not depend on the interpreter: the double-dummy table of
//    Deal.random(1), the robots' auction and play of Deal.random(seed) for a few seeds and a
//    rubber saved as JSON. With --expect, a JSON file of the same values computed by the
//    host CPython (tests/test_pyodide.py writes it), each must be equal.
//
// Prints one line per module, then a JSON summary on the last line (sys.version included),
// and exits 1 when anything failed, 2 when Pyodide could not be run at all.

import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PYODIDE_DIR = path.join(ROOT, "node_modules", "pyodide");
const ENGINE = path.join(ROOT, "bridgelib");
// Folders of bridgelib/ that are not the engine: they need packages Pyodide would have to
// download (the check loads none).
const NOT_ENGINE = { widgets: "ipywidgets", handouts: "matplotlib and markdown-it-py" };
const TARGET = "/engine";   // in Pyodide's file system; put on sys.path

// --- nothing from the internet -------------------------------------------------------------
const network = [];   // every attempt, refused
const realFetch = globalThis.fetch;
globalThis.fetch = async (resource, init) => {
  const url = String(resource?.url ?? resource);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^(file|data|blob):/i.test(url)) {
    network.push(`fetch ${url}`);
    throw new Error(`pyodide_check: no network access (fetch ${url})`);
  }
  return realFetch(resource, init);
};
net.Socket.prototype.connect = function (...args) {
  const where = args[0] && typeof args[0] === "object" ? `${args[0].host ?? ""}:${args[0].port ?? args[0].path ?? ""}`
                                                        : args.slice(0, 2).join(":");
  network.push(`connect ${where}`);
  throw new Error(`pyodide_check: no network access (connect ${where})`);
};

function parseArgs(argv) {
  const options = { expect: null, run: null, args: [] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--expect") options.expect = argv[++i];
    else if (argv[i] === "--run") {
      options.run = argv[i + 1];
      options.args = argv.slice(i + 2);
      break;
    }
    else if (argv[i] === "--help" || argv[i] === "-h") {
      console.log("usage: node tools/pyodide_check.mjs [--expect HOST.json] | --run SCRIPT.py [ARGS...]");
      process.exit(0);
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  return options;
}

// --- the engine into Pyodide's file system --------------------------------------------------
function copyEngine(pyodide) {
  const copied = [];
  const walk = (dir, rel) => {
    pyodide.FS.mkdirTree(path.posix.join(TARGET, "bridgelib", rel));
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const here = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === "__pycache__" || (rel === "" && entry.name in NOT_ENGINE)) continue;
        walk(path.join(dir, entry.name), here);
      } else if (entry.name.endsWith(".py") || entry.name.endsWith(".pbn") || entry.name.endsWith(".mo") || entry.name === "py.typed") {
        pyodide.FS.writeFile(path.posix.join(TARGET, "bridgelib", here), fs.readFileSync(path.join(dir, entry.name)));
        copied.push(`bridgelib/${here}`);
      }
    }
  };
  walk(ENGINE, "");
  return copied;
}

// --- what runs in Pyodide ---------------------------------------------------------------------
const PYTHON = String.raw`
import ast, contextlib, doctest, importlib, importlib.util, io, json, pkgutil, sys, time, traceback

sys.path.insert(0, TARGET)
sys.dont_write_bytecode = True
out = {"version": sys.version, "version_info": list(sys.version_info[:3]), "platform": sys.platform,
       "modules": {}, "skipped": {}, "checks": [], "values": {}}

# --- (a) the doctests of every engine module ------------------------------------------------
import bridgelib

def third_party(module):
    """Top-level names the module's source imports (anywhere, lazily too) that are neither
    the standard library nor bridgelib."""
    source = importlib.util.find_spec(module).origin
    tree = ast.parse(open(source, encoding="utf-8").read())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return sorted(n for n in names if n not in sys.stdlib_module_names and n != "bridgelib")

names = ["bridgelib"] + sorted(m.name for m in pkgutil.walk_packages(bridgelib.__path__, "bridgelib."))
for name in names:
    started = time.perf_counter()
    others = third_party(name)
    if others:
        out["skipped"][name] = "imports " + ", ".join(others)
        continue
    report = io.StringIO()
    try:
        with contextlib.redirect_stdout(report), contextlib.redirect_stderr(report):
            module = importlib.import_module(name)
            result = doctest.testmod(module, report=False)
        failed, attempted = result.failed, result.attempted
    except BaseException:
        report.write(traceback.format_exc())
        failed, attempted = 1, 0
    entry = {"attempted": attempted, "failed": failed, "seconds": round(time.perf_counter() - started, 3)}
    if failed:
        entry["report"] = report.getvalue()[-6000:]
    out["modules"][name] = entry

# --- (b) known answers ----------------------------------------------------------------------
def check(name, got, want):
    out["checks"].append({"name": name, "ok": got == want, "got": got, "want": want})

def attempt(name, function):
    try:
        function()
    except BaseException:
        out["checks"].append({"name": name, "ok": False, "error": traceback.format_exc()[-4000:]})

from bridgelib import Deal, Play, Rubber, Seat, Side, Strain
from bridgelib.robots import play_deal
from bridgelib.solver import best_cards, dd_table, solve

# Endings solved by hand in tests/test_solver.py: (deal, strain, leader, tricks of the leader's side).
ENDINGS = [
    ("N:AQ... 65... 32... K4...", "NT", "S", 2),          # the finesse works
    ("N:AQ... 65... 32... K4...", "NT", "N", 1),          # led from the ace-queen: no finesse
    ("N:AQ... K4... 32... 65...", "NT", "S", 1),          # the king sits behind
    ("N:2..5. .KQ.. .A4.. ..AK.", "S", "S", 2),           # a ruff in dummy
    ("N:2..5. .KQ.. .A4.. ..AK.", "NT", "S", 1),
    ("N:.A2.A4. ...8765 A.3.Q2. .KQ.K9.", "NT", "S", 4),  # a simple squeeze
    ("N:.A2.A4. .KQ..87 A.3.Q2. ..K9.65", "NT", "S", 3),  # the guards divided: no squeeze
    ("N:.A2.. KJ... AQ... ..32.", "S", "N", 2),           # a trump coup
    ("N:.A2.. KJ... AQ... ..32.", "S", "S", 1),
    ("N:A.32.. .AKQ.. KQJ... ..432.", "NT", "N", 1),      # a blocked suit
    ("N:2.32.. .AKQ.. AKQ... ..432.", "NT", "S", 3),
]

def solver_checks():
    for pbn, strain, leader, tricks in ENDINGS:
        check(f"solve {pbn} {strain} led by {leader}",
              solve(Deal.parse(pbn), Strain.parse(strain), Seat.parse(leader)), tricks)
    play = Play(Deal.parse("N:AK... Q2... 3..2. .K2.."), "1NT by S")
    check("best_cards of the solver's doctest ending",
          {str(card): tricks for card, tricks in best_cards(play).items()}, {"♥2": 0, "♥K": 0})
    # the browser's Python is slower: its questions get 5 s, not 2 s, and say when they give up
    from bridgelib import AnalysisTimeout, solver
    check("the solver's time limit in the browser", solver.TIME_LIMIT, 5.0)
    try:
        solver.solve_play(Play(Deal.random(7), "4NT by W"), time_limit=1e-9)
        check("a question cut short says so", "answered", "AnalysisTimeout")
    except AnalysisTimeout as error:
        check("a question cut short says so", str(error).startswith("Counting the tricks"), True)

def rubber_checks():
    rubber = Rubber()
    rubber.record("4S by N", 9, {Side.EW: 100})   # E-W: 50 (one down) + 100 honours
    rubber.record("4H by S", 10)                  # N-S game: 120
    rubber.record("3NT by E", 9)                  # E-W game: 100
    rubber.record("4SX by E", 8)                  # two down doubled, vulnerable: N-S 200 + 300
    rubber.record_passout()
    rubber.record("2S by N", 9)                   # 60 below, 30 above
    rubber.record("2H by S", 8)                   # 60 below: game, rubber bonus 500
    check("rubber totals", {s.name: v for s, v in rubber.totals().items()}, {"NS": 1270, "EW": 250})
    check("rubber winner, games and next dealer",
          [rubber.winner.name, rubber.games_won(Side.NS), rubber.games_won(Side.EW), rubber.dealer.name],
          ["NS", 2, 1, "W"])
    again = Rubber.from_json(rubber.to_json())
    check("rubber JSON round trip", [again.to_json(), str(again.sheet)], [rubber.to_json(), str(rubber.sheet)])
    out["values"]["rubber"] = {"json": rubber.to_json(), "sheet": str(rubber.sheet)}

# --- values that must not depend on the interpreter -----------------------------------------
PLAY_SEEDS = [1, 2, 3]

def deterministic_values():
    deal = Deal.random(1)
    out["values"]["dd_deal"] = deal.to_pbn()
    out["values"]["dd_table"] = {f"{seat.name} {strain.name}": tricks for (seat, strain), tricks in dd_table(deal).items()}
    plays = {}
    for seed in PLAY_SEEDS:
        auction, play = play_deal(Deal.random(seed))
        plays[str(seed)] = {"auction": auction.to_dict(), "play": play.to_dict() if play else None}
    out["values"]["play_deal"] = plays

def russian_checks():
    # the compiled catalogue travels with the engine: the browser's Python speaks Russian too
    from bridgelib import IllegalPlay, in_language
    from bridgelib.i18n import tricks_text
    with in_language("ru"):
        check("Russian plurals", [tricks_text(n) for n in (1, 2, 5)], ["1 взятка", "2 взятки", "5 взяток"])
        play = Play(Deal.parse("N:AK... Q2... 3..2. .K2.."), "1NT by S")
        try:
            play.play("SA")
            check("a Russian refusal", "played", "refused")
        except IllegalPlay as error:
            check("a Russian refusal", str(error).startswith("Сейчас"), True)

for name, function in [("solver", solver_checks), ("rubber", rubber_checks), ("determinism", deterministic_values),
                       ("russian", russian_checks)]:
    started = time.perf_counter()
    attempt(name, function)
    out.setdefault("seconds", {})[name] = round(time.perf_counter() - started, 3)

expect = json.loads(EXPECT) if EXPECT else {}
for key, want in sorted(expect.items()):
    check(f"same as the host: {key}", out["values"].get(key), want)
out["compared_with_host"] = sorted(expect)
json.dumps(out, ensure_ascii=True)
`;

// --run: one script of the project, with the engine beside it as in the repository
async function runScript(pyodide, script, args) {
  const relative = path.relative(ROOT, path.resolve(script)).split(path.sep).join("/");
  const target = path.posix.join(TARGET, relative);
  pyodide.FS.mkdirTree(path.posix.dirname(target));
  pyodide.FS.writeFile(target, fs.readFileSync(path.join(ROOT, relative)));
  pyodide.globals.set("SCRIPT", target);
  pyodide.globals.set("ARGS", pyodide.toPy(args));
  pyodide.runPython(`
import runpy, sys
sys.path.insert(0, TARGET)
sys.argv = [SCRIPT] + list(ARGS)
try:
    runpy.run_path(SCRIPT, run_name="__main__")
    status = 0
except SystemExit as stop:
    status = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
`);
  return pyodide.globals.get("status");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const expect = options.expect ? fs.readFileSync(options.expect, "utf-8") : "";
  const started = Date.now();
  if (!fs.existsSync(path.join(PYODIDE_DIR, "pyodide.mjs"))) {
    console.error(`pyodide_check: ${PYODIDE_DIR} is missing: run \`npm ci\` in ${ROOT}`);
    process.exit(2);
  }
  const { loadPyodide, version } = await import(pathToFileURL(path.join(PYODIDE_DIR, "pyodide.mjs")).href);
  const stdout = [];
  const pyodide = await loadPyodide({
    indexURL: PYODIDE_DIR + path.sep,
    stdout: (line) => (options.run ? console.log(line) : stdout.push(line)),
    stderr: (line) => (options.run ? console.error(line) : stdout.push(line)),
  });
  const loadSeconds = (Date.now() - started) / 1000;
  const copied = copyEngine(pyodide);
  pyodide.globals.set("TARGET", TARGET);
  if (options.run) return runScript(pyodide, options.run, options.args);
  pyodide.globals.set("TARGET", TARGET);
  pyodide.globals.set("EXPECT", expect);
  const summary = JSON.parse(pyodide.runPython(PYTHON));

  summary.pyodide = version;
  summary.node = process.version;
  summary.copied = copied;
  summary.network = network;
  summary.load_seconds = loadSeconds;
  summary.total_seconds = (Date.now() - started) / 1000;
  if (stdout.length) summary.python_output = stdout.join("\n").slice(-4000);
  const modules = Object.values(summary.modules);
  summary.attempted = modules.reduce((n, m) => n + m.attempted, 0);
  summary.failed = modules.reduce((n, m) => n + m.failed, 0);
  const python = summary.version.split(" ")[0];
  summary.checks.push({ name: "Python 3.14, as in the browser", ok: python.startsWith("3.14."), got: python, want: "3.14.*" });
  summary.ok = summary.failed === 0 && modules.length > 0 && network.length === 0 && summary.checks.every((c) => c.ok);

  console.log(`Python ${python} in Pyodide ${version} on Node ${process.version}` +
              ` (loaded in ${loadSeconds.toFixed(1)} s, ${copied.length} files of bridgelib/ copied)`);
  for (const [name, m] of Object.entries(summary.modules)) {
    console.log(`  ${m.failed ? "FAIL" : "ok  "} ${name}: ${m.attempted} attempted, ${m.failed} failed`);
    if (m.report) console.log(m.report.replace(/^/gm, "      "));
  }
  for (const [name, why] of Object.entries(summary.skipped)) console.log(`  skip ${name}: ${why}`);
  console.log(`doctests: ${summary.attempted} attempted, ${summary.failed} failed`);
  for (const c of summary.checks) {
    console.log(`  ${c.ok ? "ok  " : "FAIL"} ${c.name}`);
    if (!c.ok) console.log(c.error ?? `      got  ${JSON.stringify(c.got)}\n      want ${JSON.stringify(c.want)}`);
  }
  for (const attempt of network) console.log(`  FAIL network access refused: ${attempt}`);
  console.log(`${summary.ok ? "OK" : "FAILED"} in ${summary.total_seconds.toFixed(1)} s`);
  console.log(JSON.stringify(summary));
  return summary.ok ? 0 : 1;
}

main().then((code) => process.exit(code), (error) => {
  console.error(error?.stack ?? String(error));
  console.log(JSON.stringify({ ok: false, error: String(error?.stack ?? error), network }));
  process.exit(2);
});
