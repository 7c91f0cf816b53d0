#!/usr/bin/env node
// Bundle the live book's page script with esbuild (tools/live_book.py runs this).
//
//     node book/live/bundle.mjs book/live/live.js OUT_DIR
//
// Writes OUT_DIR/live.js (an ES module, minified, no source map), OUT_DIR/live.css and the
// files they refer to (fonts, the kernel's piplite wheel and index), all under their own
// names with a content hash.
import path from "node:path";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const [entry, outdir] = process.argv.slice(2);

// The JupyterLite kernel imports its wheels and their index (pypi/*.whl, pypi/all.json)
// to get their addresses, as webpack's asset modules do: emit them as files.
const kernelFilesAsUrls = {
  name: "kernel-files-as-urls",
  setup(build) {
    build.onLoad({ filter: /[\\/]pyodide-kernel[\\/]pypi[\\/][^\\/]+\.(json|whl)$/ }, (args) => ({
      contents: fs.readFileSync(args.path),
      loader: "file",
    }));
  },
};

await esbuild.build({
  entryPoints: [path.resolve(entry)],
  absWorkingDir: ROOT,
  bundle: true,
  format: "esm",
  target: "es2020",
  minify: true,
  sourcemap: false,
  legalComments: "eof",
  outdir: path.resolve(outdir),
  entryNames: "[name]",
  assetNames: "[name]-[hash]",
  loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file", ".gif": "file" },
  plugins: [kernelFilesAsUrls],
  define: {
    // The book's pages load require.js for the saved widgets. Libraries in the bundle that
    // check for an AMD loader (backbone does so first) would register with it instead of
    // being bundled: hide it from them.
    define: "undefined",
    "process.env.NODE_ENV": '"production"',
    global: "globalThis",
  },
  logLevel: "warning",
});
