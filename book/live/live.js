// The live book: "Make this page interactive" starts Python in the browser and turns the
// page's saved widgets into working ones.
//
// Built by tools/live_book.py with esbuild into <site>/_live/live.js; the Sphinx extension
// tools/sphinx_live_book.py puts the button, the page's code cells (as JSON) and a
// <script type="module"> for this file on every page whose notebook has code cells.
//
// Nothing here is a runtime of our own. Python is Pyodide, run in a web worker by the
// JupyterLite Pyodide kernel (@jupyterlite/pyodide-kernel), reached through JupyterLite's
// in-browser kernel service and JupyterLab's kernel client (@jupyterlab/services); the
// widgets are drawn by ipywidgets' own manager (@jupyter-widgets/jupyterlab-manager), as
// in Voila. This file only runs the page's cells in order and puts each output where the
// saved one was, in the same HTML the book uses for saved outputs, so the page keeps its
// look. Every file it loads is inside the site.

import { KernelManager, ServerConnection } from '@jupyterlab/services';
import { KernelSpecs, LiteKernelClient, LiteKernelSpecClient } from '@jupyterlite/services';
import { PyodideKernel } from '@jupyterlite/pyodide-kernel/lib/kernel';
import { WebSocket } from 'mock-socket';
import { MimeModel, RenderMimeRegistry, standardRendererFactories } from '@jupyterlab/rendermime';
import { KernelWidgetManager } from '@jupyter-widgets/jupyterlab-manager/lib/manager';
import { WidgetRenderer } from '@jupyter-widgets/jupyterlab-manager/lib/renderer';
import * as outputWidget from '@jupyter-widgets/jupyterlab-manager/lib/output';
import * as widgetsBase from '@jupyter-widgets/base';
import * as widgetsControls from '@jupyter-widgets/controls';
import { Widget } from '@lumino/widgets';
import '@jupyter-widgets/controls/css/widgets.css';

const WIDGET_VIEW = 'application/vnd.jupyter.widget-view+json';
// The order in which myst-nb picks the output it shows (its default for HTML).
const MIME_ORDER = [WIDGET_VIEW, 'text/html', 'image/svg+xml', 'image/png', 'image/jpeg', 'text/plain'];
// How long Python may take to start before the learner is told something is wrong.
const START_TIMEOUT_MS = 180_000;
// The status lines and button words come with the page (tools/sphinx_live_book.py owns them
// and gives them in the page's language); {done} and {total} are filled in here.
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
// Set in the tab's session storage once a page is interactive: the next lesson pages of the
// visit start Python as they open (see LivePage.prestart).
const WARM_KEY = 'live-book-warm';
// Run before the first cell, while the status line says the course engine is loading.
// A page of the Russian book also switches the engine to Russian (data.language).
const prelude = (language) => 'import bridgelib, bridgelib.widgets, ipywidgets'
  + (language && language !== 'en' ? `; bridgelib.set_language(${JSON.stringify(language)})` : '');

/** A problem the learner is told about in plain words (never a traceback). */
class LiveError extends Error {
  constructor(sentence, detail = '') {
    super(sentence);
    this.detail = detail;
  }
}

function withTimeout(promise, ms, sentence) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new LiveError(sentence)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Fail at once, in words, when the site cannot give the runtime's files (Pyodide would
 * otherwise wait for them until the time-out). */
async function checkFiles(files) {
  await Promise.all(files.map(async (file) => {
    let response = null;
    try {
      response = await fetch(resolveUrl(file), { method: 'HEAD' });
    } catch (error) {
      console.error('[live book]', file, error);
    }
    if (!response || !response.ok) {
      throw new LiveError(
        'The files Python needs could not be loaded from this site: check the connection.',
        `${file}: ${response ? response.status : 'no answer'}`,
      );
    }
  }));
}

function stripAnsi(text) {
  return text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
}

function resolveUrl(relative) {
  return new URL(relative, document.baseURI).href;
}

/** Python in a web worker: a JupyterLite Pyodide kernel and a widget manager for it. */
class Python {
  constructor(runtime, onProblem) {
    this.runtime = runtime;
    this.onProblem = onProblem;
    this.kernel = null;
    this.pyodideKernel = null;
    this.manager = null;
    this.rendermime = null;
  }

  async start() {
    const runtime = this.runtime;
    const kernelSpecs = new KernelSpecs();
    const problems = [];
    // The kernel rejects its `ready` with a message when Pyodide or a package fails to
    // load, while the kernel service goes on waiting for it: race the two, so that a
    // failed start is told instead of leaving the page waiting for ever.
    let startFailed;
    const failure = new Promise((_, reject) => { startFailed = reject; });
    kernelSpecs.register({
      spec: {
        name: 'python', display_name: 'Python (Pyodide)', language: 'python', argv: [], resources: {},
      },
      create: async (options) => {
        this.pyodideKernel = new PyodideKernel({
          ...options,
          pyodideUrl: resolveUrl(runtime.pyodide),
          pipliteWheelUrl: resolveUrl(runtime.piplite),
          pipliteUrls: [],
          disablePyPIFallback: true,
          mountDrive: false,
          loadPyodideOptions: {
            lockFileURL: resolveUrl(runtime.lock),
            packages: runtime.packages,
          },
          logger: ({ payload }) => {
            if (payload.level === 'critical') problems.push(String(payload.data));
          },
        });
        this.pyodideKernel.ready.catch((reason) => startFailed(new LiveError(
          'Python could not start in this browser.',
          [String(reason), ...problems].join('\n'),
        )));
        return this.pyodideKernel;
      },
    });
    await checkFiles(runtime.files);
    const serverSettings = { ...ServerConnection.makeSettings(), WebSocket };
    const kernelAPIClient = new LiteKernelClient({ kernelSpecs, serverSettings });
    const kernelSpecAPIClient = new LiteKernelSpecClient({ kernelSpecs, serverSettings });
    const kernels = new KernelManager({ kernelAPIClient, kernelSpecAPIClient, serverSettings });
    this.kernels = kernels;
    const started = (async () => {
      await kernels.ready;
      this.kernel = await kernels.startNew({ name: 'python' });
      await this.kernel.info;
    })();
    started.catch(() => {});      // told through the race below; not an unhandled error
    await withTimeout(
      Promise.race([started, failure]),
      START_TIMEOUT_MS,
      'Python took too long to start: the computer may be busy, or the connection to the site slow.',
    );

    this.rendermime = new RenderMimeRegistry({ initialFactories: standardRendererFactories });
    this.manager = new KernelWidgetManager(this.kernel, this.rendermime);
    this.manager.register({
      name: '@jupyter-widgets/base', version: widgetsBase.JUPYTER_WIDGETS_VERSION, exports: widgetsBase,
    });
    this.manager.register({
      name: '@jupyter-widgets/controls', version: widgetsControls.JUPYTER_CONTROLS_VERSION,
      exports: widgetsControls,
    });
    this.manager.register({
      name: '@jupyter-widgets/output', version: outputWidget.OUTPUT_WIDGET_VERSION, exports: outputWidget,
    });
    this.rendermime.addFactory({
      safe: false, mimeTypes: [WIDGET_VIEW],
      createRenderer: (options) => new WidgetRenderer(options, this.manager),
    }, -10);

    // Messages that belong to no cell of ours come from a widget's Python code (a click):
    // an error there is told in words; the traceback goes to the browser's console.
    this.cellMessages = new Set();
    this.kernel.iopubMessage.connect((_, message) => {
      const parent = message.parent_header && message.parent_header.msg_id;
      if (message.header.msg_type === 'error' && !this.cellMessages.has(parent)) {
        console.error('[live book]', message.content.ename, message.content.evalue,
          (message.content.traceback || []).map(stripAnsi).join('\n'));
        this.onProblem(message.content);
      }
    });
    this.kernel.statusChanged.connect((_, status) => {
      if (status === 'dead') this.onProblem(null);
    });
  }

  /** Run ``code``; resolve with its outputs (nbformat dicts), or reject with a LiveError. */
  async run(code) {
    const future = this.kernel.requestExecute({ code, stop_on_error: true, store_history: true });
    this.cellMessages.add(future.msg.header.msg_id);
    const outputs = [];
    let clearPending = false;
    future.onIOPub = (message) => {
      const type = message.header.msg_type;
      const content = message.content;
      if (!['stream', 'display_data', 'execute_result', 'update_display_data', 'clear_output'].includes(type)) return;
      if (type === 'clear_output') {
        if (content.wait) clearPending = true; else outputs.length = 0;
        return;
      }
      if (clearPending) {
        outputs.length = 0;
        clearPending = false;
      }
      if (type === 'update_display_data') {
        const id = content.transient && content.transient.display_id;
        const index = outputs.findIndex((o) => o.display_id === id);
        if (index >= 0) outputs[index] = { ...outputs[index], data: content.data };
        return;
      }
      if (type === 'stream') {
        outputs.push({ output_type: 'stream', name: content.name, text: content.text });
      } else {
        outputs.push({
          output_type: type, data: content.data,
          display_id: content.transient && content.transient.display_id,
        });
      }
    };
    const reply = await future.done;
    if (reply.content.status !== 'ok') {
      const { ename = 'Error', evalue = '', traceback = [] } = reply.content;
      throw new LiveError(
        'The course engine could not run this part of the lesson.',
        `${ename}: ${evalue}\n${traceback.map(stripAnsi).join('\n')}`,
      );
    }
    return outputs;
  }

  async dispose() {
    try {
      if (this.manager) this.manager.dispose();
      if (this.kernel) await withTimeout(this.kernel.shutdown(), 5000, 'shutdown');
    } catch (error) {
      console.warn('[live book] while stopping Python:', error);
    }
    // The kernel's worker goes with it, even when Python never came up.
    if (this.pyodideKernel && !this.pyodideKernel.isDisposed) this.pyodideKernel.dispose();
    if (this.kernels) this.kernels.dispose();
  }
}

/** The outputs of one cell, drawn in the HTML myst-nb writes for saved outputs. */
async function drawOutputs(python, outputs) {
  const nodes = [];
  for (let i = 0; i < outputs.length; i++) {
    const output = outputs[i];
    if (output.output_type === 'stream') {
      if (output.name !== 'stdout') {
        console.info('[live book] stderr:', output.text);
        continue;
      }
      // Consecutive prints are one block, as in a notebook.
      let text = output.text;
      while (i + 1 < outputs.length && outputs[i + 1].output_type === 'stream' && outputs[i + 1].name === 'stdout') {
        text += outputs[++i].text;
      }
      // The book drops the last line's newline, and blank lines at the end, as here.
      nodes.push(textBlock('output stream', stripAnsi(text).replace(/\n+$/, '')));
      continue;
    }
    const mime = MIME_ORDER.find((type) => output.data && type in output.data);
    if (mime === WIDGET_VIEW) {
      const host = document.createElement('div');
      host.className = 'widget-subarea live-book-widget';
      const renderer = python.rendermime.createRenderer(WIDGET_VIEW);
      await renderer.renderModel(new MimeModel({ data: output.data }));
      nodes.push({ host, renderer });
    } else if (mime === 'text/html') {
      const block = document.createElement('div');
      block.className = 'output text_html';
      block.innerHTML = output.data[mime];
      nodes.push(block);
    } else if (mime === 'image/svg+xml' || mime === 'image/png' || mime === 'image/jpeg') {
      const image = document.createElement('img');
      image.src = mime === 'image/svg+xml'
        ? `data:${mime};charset=utf-8,${encodeURIComponent(output.data[mime])}`
        : `data:${mime};base64,${output.data[mime]}`;
      nodes.push(image);
    } else if (mime === 'text/plain') {
      nodes.push(textBlock('output text_plain', stripAnsi(output.data[mime])));
    }
  }
  return nodes;
}

function textBlock(className, text) {
  const block = document.createElement('div');
  block.className = `${className} highlight-myst-ansi notranslate`;
  const highlight = document.createElement('div');
  highlight.className = 'highlight';
  const pre = document.createElement('pre');
  pre.textContent = text;
  highlight.appendChild(pre);
  block.appendChild(highlight);
  return block;
}

/** The button, the status line and the page's cells. */
class LivePage {
  constructor(root, data) {
    this.root = root;
    this.data = data;
    this.button = root.querySelector('.live-book-start');
    this.status = root.querySelector('.live-book-status');
    this.progress = root.querySelector('.live-book-progress');
    this.python = null;
    this.booting = null;      // the promise of Python's start and the engine's import
    this.phase = 'none';      // 'python', 'engine', then 'booted'
    this.saved = new Map();   // cell element -> its saved output element, to put back on failure
    this.state = 'idle';
    this.timings = {};        // milliseconds, for the benchmark (data-live-timings)
    this.prestarted = false;  // started in the background as the page opened
  }

  setStatus(text, kind = 'info') {
    this.status.textContent = text;
    this.root.dataset.liveState = this.state;
    this.status.dataset.kind = kind;
  }

  setProgress(done, total) {
    if (!this.progress) return;
    this.progress.hidden = total === 0;
    this.progress.max = Math.max(total, 1);
    this.progress.value = done;
  }

  setPhase(phase) {
    this.phase = phase;
    this.root.dataset.livePhase = phase;
    if (this.state === 'idle' && this.prestarted && phase === 'booted') this.setStatus(this.data.messages.backgroundReady);
    if (this.state !== 'starting') return;      // before the press, the status line waits
    if (phase === 'python') this.setStatus(this.data.messages.starting);
    if (phase === 'engine') {
      this.setStatus(this.data.messages.engine);
      this.setProgress(1, this.data.cells.length + 2);
    }
  }

  /** Start Python and load the engine, once; the page's cells run only on the press. */
  boot() {
    if (!this.booting) {
      const begun = performance.now();
      this.python = new Python(this.data.runtime, (problem) => this.problemAfterReady(problem));
      this.booting = (async () => {
        this.setPhase('python');
        await this.python.start();
        this.timings.python = performance.now() - begun;
        this.setPhase('engine');
        await this.python.run(prelude(this.data.language));
        this.timings.engine = performance.now() - begun;
        this.setPhase('booted');
      })();
      this.booting.catch(() => {});   // told when the learner presses the button
    }
    return this.booting;
  }

  /** After an earlier page of this visit was made interactive: start Python at once, in
   * the background, so that pressing the button has only the lesson's cells to run. */
  prestart() {
    if (this.state !== 'idle') return;
    this.prestarted = true;
    this.setStatus(this.data.messages.background);
    this.boot();
  }

  async start() {
    if (this.state === 'starting' || this.state === 'ready') return;
    this.state = 'starting';
    this.button.disabled = true;
    this.button.textContent = this.data.messages.button;
    const cells = this.data.cells;
    const total = cells.length;
    const pressed = performance.now();
    try {
      this.setProgress(0, total + 2);
      this.setPhase(this.phase === 'none' ? 'python' : this.phase);
      await this.boot();
      this.timings.booted = performance.now() - pressed;
      for (let k = 0; k < total; k++) {
        this.setStatus(fill(this.data.messages.running, { done: k + 1, total }));
        this.setProgress(k + 2, total + 2);
        const outputs = await this.python.run(cells[k].source);
        await this.place(cells[k], await drawOutputs(this.python, outputs));
      }
      this.timings.ready = performance.now() - pressed;
      this.state = 'ready';
      this.setProgress(total + 2, total + 2);
      this.progress.hidden = true;
      this.setStatus(this.data.messages.ready, 'ok');
      // The button stays, greyed out, so that the page does not move under the reader.
      this.button.textContent = this.data.messages.done;
      this.root.dataset.liveTimings = JSON.stringify(this.timings);
      try {
        sessionStorage.setItem(WARM_KEY, '1');
      } catch (error) { /* storage refused: the next page starts when pressed */ }
    } catch (error) {
      await this.fail(error);
    }
  }

  /** Put a cell's live outputs where its saved outputs are (or were meant to be). */
  async place(cell, nodes) {
    if (cell.element === null) return;          // a cell the book does not show
    const element = document.getElementById(cell.element);
    if (!element) return;
    let area = element.querySelector(':scope > .cell_output');
    if (area && !this.saved.has(element)) this.saved.set(element, area);
    const live = document.createElement('div');
    live.className = 'cell_output docutils container live-book-output';
    for (const node of nodes) {
      if (node.renderer) {
        live.appendChild(node.host);
      } else {
        live.appendChild(node);
      }
    }
    if (area) {
      area.replaceWith(live);
    } else if (nodes.length) {
      element.appendChild(live);
    } else {
      return;
    }
    for (const node of nodes) {
      if (node.renderer) Widget.attach(node.renderer, node.host);
    }
  }

  async fail(error) {
    const sentence = error instanceof LiveError
      ? error.message
      : 'Something went wrong while making this page interactive.';
    console.error('[live book]', sentence, error instanceof LiveError ? error.detail : error);
    this.state = 'failed';
    this.restoreSavedOutputs();
    for (const note of document.querySelectorAll('.live-book-note')) note.remove();
    if (this.python) await this.python.dispose();
    this.python = null;
    this.booting = null;
    this.phase = 'none';
    this.setProgress(0, 0);
    this.setStatus(`${sentence} ${this.data.messages.advice}`, 'error');
    this.button.textContent = this.data.messages.retry;
    this.button.disabled = false;
  }

  problemAfterReady(problem) {
    if (this.state !== 'ready') return;
    if (problem === null) {
      this.fail(new LiveError('Python stopped working on this page.'));
      return;
    }
    const said = problem.ename === 'IllegalCall' || problem.ename === 'IllegalPlay' || problem.ename === 'BridgeError'
      ? problem.evalue : '';
    this.setStatus(`The last click could not be handled by the course engine. ${said}`.trim(), 'error');
  }

  restoreSavedOutputs() {
    for (const [element, saved] of this.saved) {
      const live = element.querySelector(':scope > .live-book-output');
      if (live) live.replaceWith(saved);
    }
    for (const extra of document.querySelectorAll('.live-book-output')) extra.remove();
    this.saved.clear();
  }
}

function main() {
  const root = document.querySelector('.live-book');
  const dataScript = document.getElementById('live-book-data');
  if (!root || !dataScript) return;
  const page = new LivePage(root, JSON.parse(dataScript.textContent));
  root.dataset.liveState = 'idle';
  root.querySelector('.live-book-start').addEventListener('click', () => page.start());
  let warm = false;
  try {
    warm = sessionStorage.getItem(WARM_KEY) === '1';
  } catch (error) { /* storage refused */ }
  if (warm) page.prestart();
}

main();
