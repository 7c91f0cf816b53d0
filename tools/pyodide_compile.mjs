#!/usr/bin/env node
// Byte-compile archives for the browser's Python with the browser's Python itself.
//
//     node tools/pyodide_compile.mjs JOBS.json
//
// JOBS.json lists {"source": PATH, "target": PATH, "keep_source": BOOL} objects. Pyodide
// (node_modules/pyodide, the runtime the book serves) runs tools/pyodide_compile.py on each,
// with the folders of the sources and targets mounted from this machine. Prints one JSON
// line per archive with the counts; exits 1 if any archive failed. Nothing is fetched:
// the script needs only the standard library.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(path.join(ROOT, "node_modules", "pyodide", "pyodide.mjs"));

const jobs = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const pyodide = await loadPyodide({ indexURL: path.join(ROOT, "node_modules", "pyodide") + path.sep });

// Mount every folder a job reads or writes at the same path inside Pyodide.
const folders = new Set();
for (const job of jobs) {
  folders.add(path.dirname(path.resolve(job.source)));
  folders.add(path.dirname(path.resolve(job.target)));
}
for (const folder of [...folders].sort()) {
  const inside = "/host" + folder;
  pyodide.FS.mkdirTree(inside);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, inside);
}
pyodide.FS.writeFile("/tmp/pyodide_compile.py", fs.readFileSync(path.join(ROOT, "tools", "pyodide_compile.py")));
pyodide.runPython("import sys; sys.path.insert(0, '/tmp'); import pyodide_compile");
const compile = pyodide.globals.get("pyodide_compile").compile_archive;

let failed = 0;
for (const job of jobs) {
  const source = "/host" + path.resolve(job.source);
  const target = "/host" + path.resolve(job.target);
  try {
    const counts = compile(source, target, Boolean(job.keep_source)).toJs({ dict_converter: Object.fromEntries });
    console.log(JSON.stringify({ archive: path.basename(job.source), ...counts }));
  } catch (error) {
    failed += 1;
    console.log(JSON.stringify({ archive: path.basename(job.source), error: String(error) }));
  }
}
process.exit(failed ? 1 : 0);
